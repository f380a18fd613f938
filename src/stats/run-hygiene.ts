// Copies that fake evidence: a run pasted in as runs 0, 1, 2 looks perfectly replicated
// (run_std 0, no band), and a rollout written twice weighs its task twice. Copied runs
// count as one run, and exact duplicate rows inside a run count once; both are reported
// by name so the user can fix the export.
import type { EvalRow } from "../io/canonical.js";

export interface RunHygiene {
  rows: EvalRow[];
  /** Groups of copied runs (first label kept, the others dropped), in first-seen order. */
  identical_runs: string[][];
  /** Groups of runs with the same per-task scores that were still counted as separate runs. */
  same_scores: string[][];
  /** Exact duplicate rows dropped (a row equal to an earlier one in the same run). */
  duplicate_rows: number;
  /** Input lines of the first dropped duplicates, with the line each repeats. */
  duplicate_examples: { line: number; repeats: number }[];
}

const MAX_EXAMPLES = 5;

function markerKey(m: Record<string, number>): string {
  return Object.keys(m)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${m[k]}`)
    .join(",");
}

/**
 * A row's identity: the hash of the whole source row (it includes the run label, so only
 * copies inside one run match). Rows built without one (tests, simulations) never match.
 */
function rowKey(r: EvalRow): string | null {
  return r.fingerprint === undefined ? null : `${r.run ?? ""}\u0000${r.fingerprint}`;
}

/**
 * What a run says about each task: its sorted results, per task in sorted order. With
 * `text`, the replies are part of it (only when every row carries one).
 */
function runSignature(rows: readonly EvalRow[], text: boolean): string | null {
  const perTask = new Map<string, string[]>();
  for (const r of rows) {
    if (text && (r.final_text === undefined || r.final_text === "")) return null;
    const v = JSON.stringify([r.reward, markerKey(r.markers), text ? (r.final_text ?? "") : ""]);
    const l = perTask.get(r.task);
    if (l) l.push(v);
    else perTask.set(r.task, [v]);
  }
  const tasks = [...perTask.keys()].sort();
  return JSON.stringify(tasks.map((t) => [t, (perTask.get(t) as string[]).sort()]));
}

function groupBy(labels: readonly string[], sig: (l: string) => string | null): string[][] {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const k = sig(label);
    if (k === null) continue;
    const g = groups.get(k);
    if (g) g.push(label);
    else groups.set(k, [label]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

export function cleanRuns(rows: readonly EvalRow[]): RunHygiene {
  // Exact duplicates inside a run.
  const seen = new Map<string, number>();
  const kept: EvalRow[] = [];
  let dup = 0;
  const examples: RunHygiene["duplicate_examples"] = [];
  for (const r of rows) {
    const k = rowKey(r);
    if (k !== null) {
      const first = seen.get(k);
      if (first !== undefined) {
        dup++;
        if (examples.length < MAX_EXAMPLES) examples.push({ line: r.line, repeats: first });
        continue;
      }
      seen.set(k, r.line);
    }
    kept.push(r);
  }
  // Runs with identical per-task results.
  const byRun = new Map<string, EvalRow[]>();
  for (const r of kept) {
    if (r.run === undefined) continue;
    const l = byRun.get(r.run);
    if (l) l.push(r);
    else byRun.set(r.run, [r]);
  }
  // Copies: every run of the side says the same on every task (nothing is left to
  // measure noise with), or runs whose rows agree down to the reply text. Runs that agree
  // on scores alone while others differ can happen by chance with few rollouts, so they
  // are named but still counted.
  const labels = [...byRun.keys()];
  let identical: string[][] = [];
  let similar: string[][] = [];
  if (labels.length >= 2) {
    const scores = groupBy(labels, (l) => runSignature(byRun.get(l) ?? [], false));
    if (scores.length === 1 && (scores[0] as string[]).length === labels.length) identical = scores;
    else {
      identical = groupBy(labels, (l) => runSignature(byRun.get(l) ?? [], true));
      const copied = new Set(identical.flat());
      similar = scores.filter((g) => g.some((l) => !copied.has(l)));
    }
  }
  const dropped = new Set(identical.flatMap((g) => g.slice(1)));
  const out =
    dropped.size > 0 ? kept.filter((r) => r.run === undefined || !dropped.has(r.run)) : kept;
  return {
    rows: out,
    identical_runs: identical,
    same_scores: similar,
    duplicate_rows: dup,
    duplicate_examples: examples,
  };
}
