// Progress on long runs (issue 30.4, docs/design.md §6): a bar on a terminal, a plain line
// every ten seconds in a log, from the readers' byte counter; report.json is the same
// whether or not progress was shown, and no line can act as a workflow command.
import { statSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import { buildReportWithWorkers } from "../../src/engine/workers.js";
import { bytesRead } from "../../src/io/progress.js";
import { openSource } from "../../src/io/source.js";
import { expectedBytes, progressText, startProgress } from "../../src/progress-view.js";

const MB = 1024 * 1024;
const EX = "fixtures/example";

afterEach(() => {
  vi.useRealTimers();
});

describe("the progress line", () => {
  it("says what was read, of what, how fast and the time left", () => {
    expect(progressText(50 * MB, 200 * MB, 5_000)).toBe(
      "read 50.0 MB of 200.0 MB, 25%, 10.0 MB/s, about 15 s left, 5 s in",
    );
    // An unknown total (a glob): bytes and rate only.
    expect(progressText(3 * MB, 0, 90_000)).toBe("read 3.0 MB, 0.0 MB/s, 1 min 30 s in");
    // Never 100% before the end: the last share is the statistics, after the reading.
    expect(progressText(200 * MB, 200 * MB, 1_000)).toMatch(/, 99%, /);
  });

  it("in a log: one plain line every ten seconds, none after it stops", () => {
    vi.useFakeTimers();
    let t = 0;
    let read = 0;
    const lines: string[] = [];
    const stop = startProgress({
      total: 100 * MB,
      tty: false,
      write: (s) => lines.push(s),
      now: () => t,
      read: () => read,
    });
    for (let k = 1; k <= 3; k++) {
      t += 10_000;
      read += 10 * MB;
      vi.advanceTimersByTime(10_000);
    }
    stop();
    vi.advanceTimersByTime(60_000);
    expect(lines).toEqual([
      "heldout-gate: still working: read 10.0 MB of 100.0 MB, 10%, 1.0 MB/s, about 1 min 30 s left, 10 s in\n",
      "heldout-gate: still working: read 20.0 MB of 100.0 MB, 20%, 1.0 MB/s, about 1 min 20 s left, 20 s in\n",
      "heldout-gate: still working: read 30.0 MB of 100.0 MB, 30%, 1.0 MB/s, about 1 min 10 s left, 30 s in\n",
    ]);
    for (const l of lines) expect(l).not.toMatch(/^\s*(::|##\[)/);
  });

  it("on a terminal: a bar redrawn in place, cleared when it stops", () => {
    vi.useFakeTimers();
    let t = 0;
    const out: string[] = [];
    const stop = startProgress({
      total: 8 * MB,
      tty: true,
      write: (s) => out.push(s),
      now: () => t,
      read: () => (t / 1000) * MB,
    });
    t = 2_000;
    vi.advanceTimersByTime(250);
    stop();
    expect(out[0]).toBe(
      "\r\x1b[2Kheldout-gate: [######------------------] read 2.0 MB of 8.0 MB, 25%, 1.0 MB/s, about 6 s left, 2 s in",
    );
    expect(out.at(-1)).toBe("\r\x1b[2K");
  });
});

describe("the readers' counter", () => {
  it("counts every byte a reader takes from a file", async () => {
    const path = `${EX}/heldout.jsonl`;
    const before = bytesRead();
    const src = await openSource(path);
    for await (const chunk of src.chunks) void chunk;
    expect(bytesRead() - before).toBe(statSync(path).size);
  });

  it("the expected total is the data files' sizes on disk", () => {
    const raw = exampleInputs(EX);
    const cfg = parseConfig(raw);
    const sizes = [raw.heldout, raw.pairs, raw.sft, raw.baseline, raw.candidate]
      .filter((p): p is string => p !== undefined && p !== "")
      .map((p) => statSync(p).size);
    expect(sizes.length).toBeGreaterThan(1);
    expect(expectedBytes(cfg)).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it("report.json is the same with progress shown as without, threads counted too", async () => {
    const cfg = parseConfig(exampleInputs(EX));
    const quiet = reportJson(await buildReport(cfg));
    const lines: string[] = [];
    const stop = startProgress({
      total: expectedBytes(cfg),
      tty: false,
      write: (s) => lines.push(s),
      everyMs: 1,
    });
    const before = bytesRead();
    let shown: string;
    try {
      shown = reportJson(await buildReportWithWorkers(cfg, 2));
    } finally {
      stop();
    }
    expect(shown).toBe(quiet);
    // The worker threads' reads reach this thread's counter.
    expect(bytesRead()).toBeGreaterThan(before);
  }, 120_000);
});
