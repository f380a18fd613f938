// Runs that agree more closely than their own rollouts allow (issue 25.5, design §3).
// Exact copies are caught by their rows (eval-tally.ts); a run pasted in with a reward or
// two flipped is not, and it fakes replication: its spread against the original is near
// zero, so the band shrinks and the run part of the interval with it. Two honest runs of
// a stochastic model differ per task by at least their rollout noise: with k_a and k_b
// rollouts of a task whose rollouts vary with variance s^2 inside a run, the difference
// of the task's two means has variance s^2 (1/k_a + 1/k_b), and drift or a task x run
// effect only adds to it. So per pair of runs the spread of those differences over tasks
// (around their mean, which carries a run shift) is compared with that sum; a ratio far
// under 1 is a lower-tail F test. The test looks at tasks one by one, not only at the run
// means: three runs have two df between their means and cannot see 2 flips in 2,400
// rewards, while 200 tasks give ~199. Runs with the same scores on every task are left to
// the copy check, which tells a pasted run (the same rows) from a deterministic re-run.
import type { TaskTable } from "./task-table.js";
import { fUpper } from "./tdist.js";

/** The reward column (passk.ts names it too; importing it from there would close a cycle). */
const PASS_AT_1 = "pass_at_1";

/** A pair of runs is a near-copy when agreement this close has a lower-tail p under this. */
export const NEAR_COPY_P = 0.001;
/**
 * Fewer tasks than this, counted by their share of rollout noise ((sum v)^2 / sum v^2), and
 * the pair is not tested: on a handful of tasks with noisy rollouts two honest runs of 0/1
 * grades agree on every task often enough (2.6% of pairs at 8 tasks x 2 rollouts) that
 * the F tail, made for smooth data, no longer holds.
 */
export const NEAR_COPY_MIN_TASKS = 20;

/** Runs found to be near-copies of the first one named; all but that one are dropped. */
export interface NearCopyGroup {
  runs: string[];
  /** The closest pair's spread of task differences over what rollout noise predicts. */
  ratio: number;
  /** That pair's lower-tail p. */
  p: number;
}

/**
 * With more runs than this, each run is set beside the first run and the ones just before
 * it (NEAR_COPY_WINDOW of them), not beside every other: a pasted run sits next to, or
 * copies, the run it came from, and the work stays linear in the runs.
 */
export const NEAR_COPY_ALL_PAIRS = 16;
export const NEAR_COPY_WINDOW = 8;

/** Rollout variance of each task pooled over the runs' own rollouts (NaN: none), and df. */
interface Within {
  index: Map<string, number>;
  variance: Float64Array;
  df: number;
}

function pooledWithin(tables: readonly TaskTable[]): Within {
  const index = new Map<string, number>();
  for (const t of tables)
    for (const task of t.tasks) if (!index.has(task)) index.set(task, index.size);
  const ss = new Float64Array(index.size);
  const dfs = new Float64Array(index.size);
  for (const t of tables) {
    for (let i = 0; i < t.size; i++) {
      const m = t.moments(i, PASS_AT_1);
      if (m === undefined || m.n < 2) continue;
      const g = index.get(t.tasks[i] as string) as number;
      ss[g]! += Math.max(0, m.sq - (m.sum * m.sum) / m.n);
      dfs[g]! += m.n - 1;
    }
  }
  let df = 0;
  const variance = new Float64Array(index.size);
  for (let g = 0; g < index.size; g++) {
    variance[g] = dfs[g]! > 0 ? ss[g]! / dfs[g]! : NaN;
    df += dfs[g]!;
  }
  return { index, variance, df };
}

/** A ratio at or over this is reported with p 1 (see pairAgreement). */
const NO_TAIL_ABOVE = 0.5;

/**
 * The lower-tail test for one pair of runs; null when rollout noise cannot tell. p is 1
 * for a ratio of 0.5 or more, where it cannot come near NEAR_COPY_P.
 */
export function pairAgreement(
  a: TaskTable,
  b: TaskTable,
  within: Within,
): { ratio: number; p: number } | null {
  const d: number[] = [];
  const v: number[] = [];
  for (let i = 0; i < a.size; i++) {
    const task = a.tasks[i] as string;
    const j = b.indexOf(task);
    const w = within.variance[within.index.get(task) ?? -1];
    if (j < 0 || w === undefined || Number.isNaN(w)) continue;
    const ma = a.moments(i, PASS_AT_1);
    const mb = b.moments(j, PASS_AT_1);
    if (ma === undefined || mb === undefined || ma.n === 0 || mb.n === 0) continue;
    d.push(ma.sum / ma.n - mb.sum / mb.n);
    v.push(w * (1 / ma.n + 1 / mb.n));
  }
  const T = d.length;
  const sumV = v.reduce((s, x) => s + x, 0);
  const sumV2 = v.reduce((s, x) => s + x * x, 0);
  // The same scores on every task from rows of their own are a deterministic (or seeded)
  // model re-run: counted as re-runs with zero spread and named (eval-tally.ts, issue 22.7).
  if (!(sumV > 0) || d.every((x) => x === 0)) return null;
  const effective = (sumV * sumV) / sumV2;
  if (effective < NEAR_COPY_MIN_TASKS) return null;
  const dBar = d.reduce((s, x) => s + x, 0) / T;
  const spread = d.reduce((s, x) => s + (x - dBar) ** 2, 0) / (T - 1);
  const ratio = spread / (sumV / T);
  // Unequal task variances leave fewer effective df than T - 1 (Satterthwaite); fewer df
  // widen the lower tail, so rounding down only makes a flag harder to earn.
  const df1 = Math.max(1, Math.floor(effective - 1));
  const df2 = Math.max(1, Math.floor(within.df));
  // At 19 df or more P(F <= 0.5) is over 0.02, far from NEAR_COPY_P: the tail's series is
  // only summed where it can matter (it costs ~0.5 ms at large df, and honest runs sit ~1).
  if (ratio >= NO_TAIL_ABOVE) return { ratio, p: 1 };
  return { ratio, p: 1 - fUpper(ratio, df1, df2) };
}

/** The runs each run is set beside: all earlier ones, or the first and a window. */
function partners(i: number, runs: number): number[] {
  if (runs <= NEAR_COPY_ALL_PAIRS) return Array.from({ length: i }, (_, j) => j);
  const out = new Set<number>(i > 0 ? [0] : []);
  for (let j = Math.max(0, i - NEAR_COPY_WINDOW); j < i; j++) out.add(j);
  return [...out];
}

/**
 * Groups of runs whose pairs agree past their rollout noise, in first-seen order; within a
 * group the first run is kept. Runs without rollout variation inside them (one rollout a
 * task, or a deterministic model) cannot be told from re-runs and are never grouped.
 */
export function nearCopyGroups(byRun: Map<string, TaskTable>): NearCopyGroup[] {
  const labels = [...byRun.keys()];
  if (labels.length < 2) return [];
  const tables = labels.map((l) => byRun.get(l) as TaskTable);
  const within = pooledWithin(tables);
  const parent = labels.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const flagged: { i: number; ratio: number; p: number }[] = [];
  for (let i = 1; i < labels.length; i++) {
    for (const j of partners(i, labels.length)) {
      const t = pairAgreement(tables[j]!, tables[i]!, within);
      if (t === null || !(t.p < NEAR_COPY_P)) continue;
      const [ri, rj] = [root(i), root(j)];
      parent[Math.max(ri, rj)] = Math.min(ri, rj);
      flagged.push({ i, ...t });
    }
  }
  // Roots are the least index of their group, so groups come in first-seen order.
  const groups = new Map<number, NearCopyGroup>();
  labels.forEach((l, i) => {
    const r = root(i);
    const g = groups.get(r) ?? { runs: [], ratio: Infinity, p: 1 };
    g.runs.push(l);
    groups.set(r, g);
  });
  for (const f of flagged) {
    const g = groups.get(root(f.i)) as NearCopyGroup;
    if (f.p < g.p || (f.p === g.p && f.ratio < g.ratio)) [g.ratio, g.p] = [f.ratio, f.p];
  }
  return [...groups.values()].filter((g) => g.runs.length > 1);
}
