// Task-level pass rates. Every task weighs the same whatever its number of rollouts,
// and every interval resamples tasks (rollouts of one task are not independent).
import { bootstrapMean, type ResampleOptions, type SharedBootstraps } from "./bootstrap.js";
import { mean } from "./descriptive.js";
import type { RunSplit, TaskTable } from "./eval-tally.js";

export const PASS_AT_1 = "pass_at_1";
export const MARKER_PREFIX = "marker:";

/** Per-task mean of a metric, in the table's task order; tasks without the metric skipped. */
export function taskMeans(table: TaskTable, metric: string): Map<string, number> {
  const out = new Map<string, number>();
  table.tasks.forEach((task, i) => {
    const m = table.moments(i, metric);
    if (m !== undefined) out.set(task, m.sum / m.n);
  });
  return out;
}

/** Rollouts per task (any reward), in the table's task order. */
export function rolloutsPerTask(table: TaskTable): Map<string, number> {
  const out = new Map<string, number>();
  table.tasks.forEach((task, i) => out.set(task, table.rows(i)));
  return out;
}

/** Fewest rollouts any task has; null without rows. */
export function minRollouts(table: TaskTable): number | null {
  let min = Infinity;
  for (let i = 0; i < table.size; i++) min = Math.min(min, table.rows(i));
  return Number.isFinite(min) ? min : null;
}

/** Fewest rollouts any task has within any one run; null without run labels. */
export function perRunRollouts(split: RunSplit): number | null {
  let min = Infinity;
  for (const table of split.byRun.values()) {
    const m = minRollouts(table);
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
  /** The check's bootstraps (pass@1's interval may have been drawn with the comparison's). */
  boots?: SharedBootstraps;
}

/**
 * pass@1 (mean of task means, with a task-bootstrap interval) and the unbiased pass@k /
 * pass^k over tasks with at least k binary grades. Partial rewards count toward pass@1
 * but not toward pass@k, which needs pass/fail outcomes.
 */
export function passAt(table: TaskTable, opt: PassAtOptions): PassAtResult {
  const notes: string[] = [];
  const perTask = taskMeans(table, PASS_AT_1);
  const values = [...perTask.values()];
  const pass1 = values.length > 0 ? mean(values) : null;
  const ci = opt.boots ? opt.boots.mean(values, opt) : bootstrapMean(values, opt);
  if (values.length > 0 && ci === null) {
    notes.push(`no interval on pass@1: ${values.length} task(s), an interval needs 3`);
  }
  // [graded, passed] per task with any pass/fail grade.
  const groups: [number, number][] = [];
  let partial = 0;
  let rows = 0;
  for (let i = 0; i < table.size; i++) {
    const [graded, passed] = table.grades(i);
    rows += table.rows(i);
    partial += table.rows(i) - graded;
    if (graded > 0) groups.push([graded, passed]);
  }
  if (partial > 0) notes.push(`${partial} row(s) with a partial reward left out of pass@k`);
  let k = opt.k ?? null;
  if (k === null) {
    let min = Infinity;
    for (const [n] of groups) if (n >= 2 && n < min) min = n;
    k = Number.isFinite(min) ? min : null;
  }
  let passK: number | null = null;
  let powK: number | null = null;
  let atK = 0;
  if (k !== null && k >= 1) {
    let sAt = 0;
    let sPow = 0;
    for (const [n, c] of groups) {
      if (n < k) continue;
      atK++;
      sAt += passAtKOne(n, c, k);
      sPow += passPowKOne(n, c, k);
    }
    if (atK > 0) {
      passK = sAt / atK;
      powK = sPow / atK;
    } else notes.push(`no task has ${k} pass/fail grades`);
  } else if (rows > 0) {
    notes.push("no task has 2 or more pass/fail grades, so pass@k is not defined");
  }
  return {
    n_groups: perTask.size,
    n_rows: rows,
    pass_at_1: pass1,
    ci,
    k,
    pass_at_k: passK,
    pass_pow_k: powK,
    n_groups_at_k: atK,
    notes,
  };
}
