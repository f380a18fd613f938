// Variance components behind the printed interval. A delta between two sides moves for
// three reasons: which tasks were drawn (the spread of per-task differences), rollout
// noise inside a run (already inside that spread), and drift between runs: a whole run
// scoring a little higher or lower on every task (a judge's mood, a serving change, a
// sampling seed). Drift is common to all tasks of a run, so the spread of per-task
// differences cannot see it; it enters the delta once per run. Hence
//   SE^2 = max(0, var(d) - w (1/R_b + 1/R_c))/n + s^2_run (1/R_b + 1/R_c),
// two non-negative parts (deltaParts): the task part less the within-run noise w, and the
// measured run-mean variance, which carries drift and that noise; fractional
// Satterthwaite df (design §3). This module holds only functions of per-task and
// per-run aggregates, so rows can be streamed into them.
import { mean } from "./descriptive.js";
import { TaskTable, type RunSplit } from "./eval-tally.js";
import { taskMeans } from "./passk.js";
import { tCdf, tQuantileBisect } from "./tdist.js";

/** What one side's runs say about noise, for one metric. */
export interface SideNoise {
  /** Runs counted (1 when unlabelled). */
  runs: number;
  /** Sample variance of run means (run_std^2); null under 2 runs. */
  run_var: number | null;
  /**
   * Within-run noise of one task's mean: the task x run residual mean square with re-runs,
   * else the rollout variance of a task over its rollouts (s^2 / k); null when unknown.
   */
  resid: number | null;
  /** Tasks the run means are taken over. */
  tasks: number;
}

/** Variance of one run's per-task means around task and run effects (two-way residual). */
function twoWayResidual(tables: Map<string, number>[], tasks: string[]): number | null {
  const R = tables.length;
  const T = tasks.length;
  if (R < 2 || T < 2) return null;
  const rowMean = tasks.map((t) => mean(tables.map((m) => m.get(t) as number)));
  const colMean = tables.map((m) => mean(tasks.map((t) => m.get(t) as number)));
  const grand = mean(colMean);
  let ss = 0;
  tables.forEach((m, r) => {
    tasks.forEach((t, i) => {
      const e = (m.get(t) as number) - (rowMean[i] as number) - (colMean[r] as number) + grand;
      ss += e * e;
    });
  });
  return ss / ((T - 1) * (R - 1));
}

/** Mean over tasks of the variance of a task's mean from its own rollouts (s^2 / k). */
export function rolloutNoise(table: TaskTable, metric: string): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < table.size; i++) {
    const m = table.moments(i, metric);
    if (m === undefined || m.n < 2) continue;
    const k = m.n;
    const s = m.sum;
    const varV = Math.max(0, (m.sq - (s * s) / k) / (k - 1));
    sum += varV / k;
    n++;
  }
  return n > 0 ? sum / n : null;
}

export function sideNoise(split: RunSplit, pooled: TaskTable, metric: string): SideNoise {
  if (split.labels.length < 2) {
    return {
      runs: pooled.size > 0 ? 1 : 0,
      run_var: null,
      resid: rolloutNoise(pooled, metric),
      tasks: taskMeans(pooled, metric).size,
    };
  }
  const tables = split.labels.map((l) => taskMeans(split.byRun.get(l) ?? new TaskTable(), metric));
  const first = tables[0] as Map<string, number>;
  const common = [...first.keys()].filter((t) => tables.every((m) => m.has(t))).sort();
  const runMeans = tables.filter((m) => m.size > 0).map((m) => mean([...m.values()]));
  let runVar: number | null = null;
  if (runMeans.length >= 2) {
    const m = mean(runMeans);
    runVar = runMeans.reduce((s, x) => s + (x - m) ** 2, 0) / (runMeans.length - 1);
  }
  return {
    runs: split.labels.length,
    run_var: runVar,
    resid: twoWayResidual(tables, common) ?? rolloutNoise(pooled, metric),
    tasks: common.length > 0 ? common.length : first.size,
  };
}

/** Drift variance one side shows: run-mean variance less what task noise explains. */
function sideDrift(s: SideNoise): number | null {
  if (s.run_var === null) return null;
  const within = s.resid !== null && s.tasks > 0 ? s.resid / s.tasks : 0;
  return s.run_var - within;
}

/**
 * sigma^2_drift estimated from whatever the floor was measured on: both sides' re-runs
 * (pooled by degrees of freedom), one side's, or a pinned run_std (less the task noise
 * the rows show). Never below zero; 0 when nothing measured it.
 */
export function driftVariance(
  a: SideNoise,
  b: SideNoise,
  given: { run_std: number } | null,
): number {
  if (given) {
    const resid = [a, b].filter((s) => s.resid !== null && s.tasks > 0);
    const within = resid.length > 0 ? mean(resid.map((s) => (s.resid as number) / s.tasks)) : 0;
    return Math.max(0, given.run_std ** 2 - within);
  }
  let num = 0;
  let den = 0;
  for (const s of [a, b]) {
    const d = sideDrift(s);
    if (d === null) continue;
    num += (s.runs - 1) * d;
    den += s.runs - 1;
  }
  return den > 0 ? Math.max(0, num / den) : 0;
}

/** Run-mean variance pooled over the sides with re-runs by their df; null without re-runs. */
export function pooledRunVariance(a: SideNoise, b: SideNoise): number | null {
  let num = 0;
  let den = 0;
  for (const s of [a, b]) {
    if (s.run_var === null) continue;
    num += (s.runs - 1) * s.run_var;
    den += s.runs - 1;
  }
  return den > 0 ? num / den : null;
}

/**
 * Degrees of freedom of the sigma^2_drift estimate. It is a difference, run-mean variance
 * less task noise / tasks, and only the run-mean variance is uncertain on few runs, so by
 * Satterthwaite its df is the floor's df times (drift / run-mean variance)^2: when task
 * noise explains half of the run-to-run spread, the drift estimate is worth a quarter of
 * the floor's df, not all of them (calibrate measured 91.5-91.8% coverage with the full
 * df where runs drift by sd 0.03).
 */
export function driftDf(
  a: SideNoise,
  b: SideNoise,
  given: { run_std: number } | null,
  drift: number,
  floorDf: number,
): number {
  if (!(drift > 0)) return floorDf;
  const runVar = given ? given.run_std ** 2 : (pooledRunVariance(a, b) ?? drift);
  if (!(runVar > 0)) return floorDf;
  return floorDf * Math.min(1, drift / runVar) ** 2;
}

/**
 * What the runs say about one metric's delta, for its interval (design §3): the run-mean
 * variance s^2_run (pooled over the sides with re-runs, or a pinned run_std^2) on its df,
 * and w, the within-run noise of one task's mean, pooled over the sides that show it.
 */
export interface RunNoise {
  /** s^2_run: the sample variance of one run's mean. */
  runVar: number;
  /** Its degrees of freedom: (R_b - 1) + (R_c - 1) over the sides with re-runs, or the pin's. */
  df: number;
  /** w: the within-run noise of one task's mean (0 when nothing measured it). */
  within: number;
  /** 1/R_b + 1/R_c. */
  inv: number;
}

/**
 * The run noise of a metric, or null when nothing measured re-run noise (no re-runs and
 * no pin). No preliminary test: the measured run-mean variance is used as it is.
 */
export function runNoise(
  a: SideNoise,
  b: SideNoise,
  given: { run_std: number } | null,
  floorDf: number,
  runsBaseline: number,
  runsCandidate: number,
): RunNoise | null {
  const runVar = given ? given.run_std ** 2 : pooledRunVariance(a, b);
  if (runVar === null || !Number.isFinite(runVar)) return null;
  const ws = [a, b].map((s) => s.resid).filter((r): r is number => r !== null && r >= 0);
  return {
    runVar,
    df: floorDf > 0 ? floorDf : Infinity,
    within: ws.length > 0 ? mean(ws) : 0,
    inv: 1 / Math.max(1, runsBaseline) + 1 / Math.max(1, runsCandidate),
  };
}

/**
 * The variance of a delta as a sum of two non-negative parts (design §3):
 *   SE^2 = max(0, V - w (1/R_b + 1/R_c) / n) + s^2_run (1/R_b + 1/R_c),
 * with V the variance of the mean over n tasks from their spread (it holds the within-run
 * noise w/R per side once), and s^2_run the run-mean variance, which holds drift plus the
 * same within-run noise w/n. The within-run noise is counted once, in the run part, so
 * its estimate on few runs takes its honest df. No part is tested away first. With one
 * candidate run and a task part of zero this is the SDK's run-level test: the interval
 * excludes zero exactly when the delta clears the band t(R_b - 1) s_run sqrt(1/R_b + 1).
 */
export function deltaParts(
  taskVar: number,
  taskDf: number,
  n: number,
  runs: RunNoise | null,
): VarPart[] {
  if (runs === null) return [{ v: taskVar, df: taskDf }];
  const run = { v: runs.runVar * runs.inv, df: runs.df };
  return [lessWithin(taskVar, taskDf, Math.min((runs.within * runs.inv) / n, run.v)), run];
}

/**
 * A task part less the within-run noise the run part already carries (design §3), on the
 * df of a difference: by Satterthwaite, v - within keeps df (v - within)^2 / v^2 of the
 * spread's df, as driftDf does for drift. Where the spread is mostly rollout noise (no
 * task x model interaction, a null PR) what is left is noise around zero and carries
 * almost no df. Giving it the spread's full n - 1 df lifted the sum's df from the runs' 4
 * toward 8 on 3 runs a side, and the null p fell under 0.001 in 0.185% of PRs and under
 * 0.0001 in 0.040% (scripts/null-p.ts, 40,000 null PRs): too small far in the tail, where
 * attempt control judges late attempts (§16). Callers give back at most the run part
 * itself: a run part smaller than w (1/R_b + 1/R_c) / n (runs that happened to agree, or
 * equal means, which two runs of whole-number passes can give) holds no more of that
 * noise than it is, so the delta's variance never falls under the tasks' own spread (it
 * fell to 0, p = 0, in 0.075% of null PRs on 2 runs a side, and to df 1 on the example's
 * 8 tasks).
 */
export function lessWithin(v: number, df: number, within: number): VarPart {
  const left = Math.max(0, v - within);
  return { v: left, df: left > 0 && v > 0 ? df * (left / v) ** 2 : df };
}

/** One independent piece of the delta's variance and its degrees of freedom (Infinity = known). */
export interface VarPart {
  v: number;
  df: number;
}

/** Satterthwaite's effective degrees of freedom of a sum of variance estimates. */
export function satterthwaite(parts: readonly VarPart[]): number {
  let total = 0;
  let den = 0;
  for (const p of parts) {
    total += p.v;
    if (Number.isFinite(p.df) && p.df > 0) den += (p.v * p.v) / p.df;
  }
  if (total <= 0) return Infinity;
  return den > 0 ? (total * total) / den : Infinity;
}

/** Past this many degrees of freedom t is the normal to four decimals; capping keeps it fast. */
const MAX_DF = 1000;

/**
 * The df used for quantiles and p: the Satterthwaite df as it is, fractional, never
 * rounded down (design §3: flooring 1.89 to 1 turned t 4.55 into 12.71), capped at 1000
 * and at least 1 (a sum of parts never has fewer df than its smallest part, 1 or more).
 */
export function usableDf(df: number): number {
  return Number.isFinite(df) ? Math.min(MAX_DF, Math.max(1, df)) : MAX_DF;
}

const quantiles = new Map<string, number>();

/** Two-sided t quantile at a df (whole or fractional), computed once per (df, level). */
export function tCritical(df: number, level: number): number {
  const key = `${df}:${level}`;
  let q = quantiles.get(key);
  if (q === undefined) {
    q = tQuantileBisect(df, level);
    if (quantiles.size > 10_000) quantiles.clear();
    quantiles.set(key, q);
  }
  return q;
}

export interface TInterval {
  ci: [number, number];
  p: number;
  se: number;
  df: number;
}

/**
 * delta +- t(df) * SE with SE^2 the sum of the parts, and the two-sided p of the same t
 * statistic, so an interval that excludes zero always sits beside p < 1 - level.
 */
export function tInterval(delta: number, parts: readonly VarPart[], level: number): TInterval {
  const v = parts.reduce((s, p) => s + Math.max(0, p.v), 0);
  const se = Math.sqrt(v);
  const df = usableDf(satterthwaite(parts));
  if (!(se > 0)) {
    // Every task moved by exactly the same amount and nothing measured drift.
    return { ci: [delta, delta], p: delta === 0 ? 1 : 0, se: 0, df };
  }
  const q = tCritical(df, level);
  const t = Math.abs(delta) / se;
  const p = Math.min(1, 2 * (1 - tCdf(t, df)));
  return { ci: [delta - q * se, delta + q * se], p, se, df };
}
