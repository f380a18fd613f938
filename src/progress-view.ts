// Progress on long runs (issue 30.4, docs/design.md §6): on a terminal, a bar on stderr
// redrawn in place; in a workflow log, one plain line every ten seconds. Both read only the
// counter the readers keep (io/progress.ts): bytes, rate and time left, never a file's name
// or content, and every line starts with "heldout-gate:", so none can act as a workflow
// command. Nothing of it reaches report.json.
import { statSync } from "node:fs";
import { bytesRead } from "./io/progress.js";

export interface ProgressOptions {
  /** Bytes the run is expected to read (0: unknown, so no share or time left is shown). */
  total: number;
  /** Writes one piece of output. */
  write: (text: string) => void;
  /** A terminal (a bar redrawn in place) or a log (a line now and then). */
  tty: boolean;
  /** How often a log line is written (a bar is redrawn four times a second). */
  everyMs?: number;
  now?: () => number;
  /** Bytes read so far (the readers' counter unless told). */
  read?: () => number;
}

const MB = 1024 * 1024;

const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;

function seconds(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** One progress line: what was read, of what, how fast, and the time left. */
export function progressText(read: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (read / elapsedMs) * 1000 : 0;
  const parts = [`read ${mb(read)}${total > 0 ? ` of ${mb(total)}` : ""}`];
  if (total > 0) parts.push(`${Math.min(99, Math.floor((read / total) * 100))}%`);
  parts.push(`${mb(rate)}/s`);
  if (total > 0 && rate > 0 && read < total) {
    parts.push(`about ${seconds(((total - read) / rate) * 1000)} left`);
  }
  parts.push(`${seconds(elapsedMs)} in`);
  return parts.join(", ");
}

const BAR = 24;

function bar(read: number, total: number): string {
  if (total <= 0) return "";
  const filled = Math.min(BAR, Math.floor((read / total) * BAR));
  return `[${"#".repeat(filled)}${"-".repeat(BAR - filled)}] `;
}

/** Starts showing progress; the function returned stops it (and clears a bar). */
export function startProgress(o: ProgressOptions): () => void {
  const now = o.now ?? (() => Date.now());
  const read = o.read ?? bytesRead;
  const start = now();
  const first = read();
  let drawn = false;
  const tick = () => {
    const n = read() - first;
    const text = progressText(n, o.total, now() - start);
    if (o.tty) {
      o.write(`\r\x1b[2Kheldout-gate: ${bar(n, o.total)}${text}`);
      drawn = true;
    } else {
      o.write(`heldout-gate: still working: ${text}\n`);
    }
  };
  const timer = setInterval(tick, o.tty ? 250 : (o.everyMs ?? 10_000));
  timer.unref();
  return () => {
    clearInterval(timer);
    if (drawn) o.write("\r\x1b[2K");
  };
}

/**
 * Bytes of the files a run reads whole (held-out, pairs, SFT, both sides), from their
 * sizes on disk; a glob or a missing file adds nothing (the run names a missing file).
 */
export function expectedBytes(cfg: {
  heldout?: string | undefined;
  pairs?: string | undefined;
  sft?: string | undefined;
  baseline?: string | undefined;
  candidate?: string | undefined;
}): number {
  let n = 0;
  for (const v of [cfg.heldout, cfg.pairs, cfg.sft, cfg.baseline, cfg.candidate]) {
    for (const p of (v ?? "").split("\n")) {
      if (p.trim() === "") continue;
      try {
        n += statSync(p.trim()).size;
      } catch {
        // a glob, or a file the run itself will name
      }
    }
  }
  return n;
}
