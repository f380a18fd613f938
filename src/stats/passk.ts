// Task-level pass rates. Every task weighs the same whatever its number of rollouts,
// and every interval resamples tasks (rollouts of one task are not independent).
import type { EvalRow } from "../io/canonical.js";
import { bootstrapMean, type ResampleOptions } from "./bootstrap.js";
import { mean } from "./descriptive.js";
import type { RunSplit } from "./runs.js";

export const PASS_AT_1 = "pass_at_1";
export const MARKER_PREFIX = "marker:";

/** The value a row contributes to a metric, or undefined when it does not carry it. */
export function metricValue(row: EvalRow, metric: string): number | undefined {
  if (metric === PASS_AT_1) return row.reward;
  if (metric.startsWith(MARKER_PREFIX)) {
    const name = metric.slice(MARKER_PREFIX.length);
    return Object.prototype.hasOwnProperty.call(row.markers, name) ? row.markers[name] : undefined;
  }
  throw new RangeError(`unknown metric "${metric}": use pass_at_1 or marker:<name>`);
}

/** Per-task mean of a metric, tasks in first-seen order; rows without the metric skipped. */
export function taskMeans(rows: readonly EvalRow[], metric: string): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const row of rows) {
    const v = metricValue(row, metric);
    if (v === undefined) continue;
    const acc = sums.get(row.task);
    if (acc) {
      acc[0] += v;
      acc[1] += 1;
    } else sums.set(row.task, [v, 1]);
  }
  const out = new Map<string, number>();
  for (const [task, [s, n]] of sums) out.set(task, s / n);
  return out;
}

/** Rollouts per task (any reward), tasks in first-seen order. */
export function rolloutsPerTask(rows: readonly EvalRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of rows) out.set(row.task, (out.get(row.task) ?? 0) + 1);
  return out;
}

/** Fewest rollouts any task has; null without rows. */
export function minRollouts(rows: readonly EvalRow[]): number | null {
  let min = Infinity;
  for (const n of rolloutsPerTask(rows).values()) if (n < min) min = n;
  return Number.isFinite(min) ? min : null;
}

/** Fewest rollouts any task has within any one run; null without run labels. */
export function perRunRollouts(split: RunSplit): number | null {
  let min = Infinity;
  for (const rows of split.byRun.values()) {
    const m = minRollouts(rows);
    if (m !== null && m < min) min = m;
  }
  return Number.isFinite(min) ? min : null;
}

/** Probability that k draws without replacement from n (c of them passes) hold at least one pass. */
export function passAtKOne(n: number, c: number, k: number): number {
  return 1 - chooseRatio(n - c, n, k);
}

/** Probability that k draws without replacement from n (c passes) are all passes. */
export function passPowKOne(n: number, c: number, k: number): number {
  return chooseRatio(c, n, k);
}

/** C(m, k) / C(n, k) as a running product, exact enough and free of overflow. */
function chooseRatio(m: number, n: number, k: number): number {
  if (m < k) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r *= (m - i) / (n - i);
  return r;
}

export interface PassAtResult {
  n_groups: number;
  n_rows: number;
  pass_at_1: number | null;
  ci: [number, number] | null;
  k: number | null;
  pass_at_k: number | null;
  pass_pow_k: number | null;
  n_groups_at_k: number;
  notes: string[];
}

export interface PassAtOptions extends ResampleOptions {
  /** Repeats per estimate; default: the smallest group of at least 2 binary grades. */
  k?: number;
}

/**
 * pass@1 (mean of task means, with a task-bootstrap interval) and the unbiased pass@k /
 * pass^k over tasks with at least k binary grades. Partial rewards count toward pass@1
 * but not toward pass@k, which needs pass/fail outcomes.
 */
export function passAt(rows: readonly EvalRow[], opt: PassAtOptions): PassAtResult {
  const notes: string[] = [];
  const perTask = taskMeans(rows, PASS_AT_1);
  const values = [...perTask.values()];
  const pass1 = values.length > 0 ? mean(values) : null;
  const ci = bootstrapMean(values, opt);
  if (values.length > 0 && ci === null) {
    notes.push(`no interval on pass@1: ${values.length} task(s), an interval needs 3`);
  }
  const groups = new Map<string, [number, number]>();
  let partial = 0;
  for (const row of rows) {
    if (row.reward !== 0 && row.reward !== 1) {
      partial++;
      continue;
    }
    const g = groups.get(row.task);
    if (g) {
      g[0] += 1;
      g[1] += row.reward;
    } else groups.set(row.task, [1, row.reward]);
  }
  if (partial > 0) notes.push(`${partial} row(s) with a partial reward left out of pass@k`);
  let k = opt.k ?? null;
  if (k === null) {
    let min = Infinity;
    for (const [n] of groups.values()) if (n >= 2 && n < min) min = n;
    k = Number.isFinite(min) ? min : null;
  }
  let passK: number | null = null;
  let powK: number | null = null;
  let atK = 0;
  if (k !== null && k >= 1) {
    let sAt = 0;
    let sPow = 0;
    for (const [n, c] of groups.values()) {
      if (n < k) continue;
      atK++;
      sAt += passAtKOne(n, c, k);
      sPow += passPowKOne(n, c, k);
    }
    if (atK > 0) {
      passK = sAt / atK;
      powK = sPow / atK;
    } else notes.push(`no task has ${k} pass/fail grades`);
  } else if (rows.length > 0) {
    notes.push("no task has 2 or more pass/fail grades, so pass@k is not defined");
  }
  return {
    n_groups: perTask.size,
    n_rows: rows.length,
    pass_at_1: pass1,
    ci,
    k,
    pass_at_k: passK,
    pass_pow_k: powK,
    n_groups_at_k: atK,
    notes,
  };
}
