// Variance components behind the printed interval. A delta between two sides moves for
// three reasons: which tasks were drawn (the spread of per-task differences), rollout
// noise inside a run (already inside that spread), and drift between runs: a whole run
// scoring a little higher or lower on every task (a judge's mood, a serving change, a
// sampling seed). Drift is common to all tasks of a run, so the spread of per-task
// differences cannot see it; it enters the delta once per run. Hence
//   SE^2 = var(d)/n + sigma^2_drift (1/R_b + 1/R_c),
// with sigma^2_drift from a two-way (task x run) split of each side's re-runs, and
// Satterthwaite degrees of freedom. This module holds only functions of per-task and
// per-run aggregates, so rows can be streamed into them.
import { mean } from "./descriptive.js";
import { TaskTable, type RunSplit } from "./eval-tally.js";
import { taskMeans } from "./passk.js";
import { fUpper, tCdf, tQuantileBisect } from "./tdist.js";

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
 * Level of the preliminary test that keeps the drift part. A drift estimate on 4 df
 * whose truth is zero still adds noise as large as the task part, on a small df: a
 * guard's -0.10 drop at 50 tasks was then caught 57% of the time. So, as is usual
 * for a variance component that may be zero, the part is kept only when the run means
 * spread more than task noise explains (F test at this level); otherwise it is pooled
 * away. The level is loose so that real drift is rarely dropped.
 */
export const DRIFT_KEEP_ALPHA = 0.25;

/**
 * The same level for a guarded metric. There a missed drop is the false pass, and a
 * drift part kept on no evidence hides it (a -0.10 drop at 50 tasks and 3 runs was
 * caught 73.5% of the time at 0.25); the cost of keeping it more rarely falls on the
 * safe side: under real drift a guard flags a spurious regression more often.
 */
export const GUARD_DRIFT_KEEP_ALPHA = 0.05;

const fCriticals = new Map<string, number>();

/**
 * The upper-`alpha` point of F(df1, df2), by bisection on its tail (cached). Above 100
 * denominator df the point moves by under 1% to its limit, so df2 is taken in steps of
 * 50 up to 1000 and as 1000 beyond, which keeps the cache small when sizing tries many n.
 */
export function fCritical(df1: number, df2: number, alpha: number): number {
  const r = Math.max(1, Math.round(df2));
  const d2 = r <= 100 ? r : Math.min(1000, Math.round(r / 50) * 50);
  const d1 = Math.max(1, Math.round(df1));
  const key = `${d1}:${d2}:${alpha}`;
  let f = fCriticals.get(key);
  if (f === undefined) {
    let lo = 0;
    let hi = 1;
    while (fUpper(hi, d1, d2) > alpha) hi *= 2;
    for (let i = 0; i < 100 && hi - lo > 1e-12 * hi; i++) {
      const mid = (lo + hi) / 2;
      if (fUpper(mid, d1, d2) > alpha) lo = mid;
      else hi = mid;
    }
    f = (lo + hi) / 2;
    fCriticals.set(key, f);
  }
  return f;
}

/**
 * Do the run means spread more than task noise explains? The pooled run-mean variance
 * over the pooled task noise / tasks, against F at DRIFT_KEEP_ALPHA. True without a
 * task-noise figure (nothing to test against).
 */
export function driftKept(a: SideNoise, b: SideNoise, alpha = DRIFT_KEEP_ALPHA): boolean {
  let num = 0;
  let within = 0;
  let df1 = 0;
  let df2 = 0;
  for (const s of [a, b]) {
    if (s.run_var === null || s.resid === null || s.tasks < 2) continue;
    num += (s.runs - 1) * s.run_var;
    within += (s.runs - 1) * (s.resid / s.tasks);
    df1 += s.runs - 1;
    df2 += (s.tasks - 1) * (s.runs - 1);
  }
  if (df1 === 0 || !(within > 0)) return true;
  return num / within >= fCritical(df1, df2, alpha);
}

/**
 * sigma^2_drift of one run mean with its df (driftDf), or 0 when the preliminary test
 * pools it away. A pinned floor is always kept: it was measured on purpose.
 */
export function runDrift(
  a: SideNoise,
  b: SideNoise,
  given: { run_std: number } | null,
  floorDf: number,
  keepAlpha = DRIFT_KEEP_ALPHA,
): VarPart {
  if (!given && !driftKept(a, b, keepAlpha)) return { v: 0, df: floorDf };
  const v = driftVariance(a, b, given);
  return { v, df: driftDf(a, b, given, v, floorDf) };
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

/** Integer df used for quantiles and p: the Satterthwaite df rounded down, within [1, 1000]. */
export function usableDf(df: number): number {
  // A single part's Satterthwaite df is its own n - 1 in exact arithmetic but can come
  // out as 20.999999...; the small slack keeps the floor from dropping a whole df.
  return Number.isFinite(df) ? Math.min(MAX_DF, Math.max(1, Math.floor(df + 1e-9))) : MAX_DF;
}

const quantiles = new Map<string, number>();

/** Two-sided t quantile at an integer df, computed once per (df, level). */
export function tCritical(df: number, level: number): number {
  const key = `${df}:${level}`;
  let q = quantiles.get(key);
  if (q === undefined) {
    q = tQuantileBisect(df, level);
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
