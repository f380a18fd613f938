// The generator's own check that the example world proves what it claims: the `after`
// agent beats `before` on the held-out test by more than re-run noise. It is written
// independently of src/stats so the product's numbers can be compared against it.
// Nothing here is random: the bootstrap distribution is enumerated exactly.

export interface EvalLike {
  scenario_id: string;
  reward: number;
  lineage: { source?: string; eval_run?: number };
}

/** Two-sided 95% t quantiles for df 1..30 (the SDK's table). */
const T95 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

export function t95(df: number): number {
  if (!Number.isInteger(df) || df < 1 || df > T95.length)
    throw new Error(`no t quantile for df ${df}`);
  return T95[df - 1];
}

const mean = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0) / xs.length;

/** Per-task mean reward, in first-seen task order. */
export function taskMeans(rows: readonly EvalLike[]): Map<string, number> {
  const sums = new Map<string, [number, number]>();
  for (const r of rows) {
    const s = sums.get(r.scenario_id) ?? [0, 0];
    s[0] += r.reward;
    s[1] += 1;
    sums.set(r.scenario_id, s);
  }
  return new Map([...sums].map(([k, [sum, n]]) => [k, sum / n]));
}

/** pass@1: the mean over tasks of each task's mean reward (tasks weigh equally). */
export function passAt1(rows: readonly EvalLike[]): number {
  return mean([...taskMeans(rows).values()]);
}

/** pass@1 of each eval run, by run index ascending. */
export function runMeans(rows: readonly EvalLike[]): number[] {
  const runs = [...new Set(rows.map((r) => r.lineage.eval_run ?? 0))].sort((a, b) => a - b);
  return runs.map((run) => passAt1(rows.filter((r) => (r.lineage.eval_run ?? 0) === run)));
}

/** Sample standard deviation (n - 1). */
export function sampleSd(xs: readonly number[]): number {
  if (xs.length < 2) throw new Error("a standard deviation needs at least two values");
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

/**
 * Exact percentile bootstrap of the mean: every way of drawing n values with replacement,
 * weighted by its multinomial probability. Feasible for small n only (n = 8: 6,435 cases).
 */
export function exactBootstrapCi(values: readonly number[], level = 0.95): [number, number] {
  const n = values.length;
  if (n < 3 || n > 12) throw new Error(`exact bootstrap is for 3..12 values, got ${n}`);
  // Weights are integers (multinomial coefficients over n^n outcomes), exact in doubles
  // for n <= 12, so the quantiles do not depend on floating-point rounding.
  const fact = [1];
  for (let i = 1; i <= n; i++) fact.push(fact[i - 1] * i);
  const outcomes: [number, number][] = [];
  const counts = new Array<number>(n).fill(0);
  const walk = (i: number, left: number): void => {
    if (i === n - 1) {
      counts[i] = left;
      let weight = fact[n];
      let sum = 0;
      counts.forEach((c, j) => {
        weight /= fact[c];
        sum += c * values[j];
      });
      outcomes.push([sum / n, weight]);
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[i] = c;
      walk(i + 1, left - c);
    }
  };
  walk(0, n);
  outcomes.sort((a, b) => a[0] - b[0]);
  const total = n ** n;
  // The smallest resample mean whose cumulative probability reaches q.
  const quantile = (q: number): number => {
    let cum = 0;
    for (const [m, w] of outcomes) {
      cum += w;
      if (cum >= q * total) return m;
    }
    return outcomes[outcomes.length - 1][0];
  };
  return [quantile((1 - level) / 2), quantile((1 + level) / 2)];
}

/** Two-sided sign-flip p-value, exact over all 2^n sign patterns. */
export function signFlipP(diffs: readonly number[]): number {
  const n = diffs.length;
  if (n > 20) throw new Error(`exact sign flip is for at most 20 values, got ${n}`);
  const observed = Math.abs(mean(diffs));
  let extreme = 0;
  for (let mask = 0; mask < 1 << n; mask++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += mask & (1 << i) ? -diffs[i] : diffs[i];
    if (Math.abs(s / n) >= observed - 1e-12) extreme++;
  }
  return extreme / 2 ** n;
}

export interface Proof {
  before: { pass_at_1: number; run_means: number[]; run_std: number };
  after: { pass_at_1: number; run_means: number[]; run_std: number };
  pooled_run_std: number;
  df: number;
  t: number;
  noise_band: number;
  tasks: number;
  delta: number;
  ci: [number, number];
  sign_flip_p: number;
  moved: boolean;
}

/** Compare `after` with `before` over their shared tasks, the way the gate is meant to. */
export function prove(before: readonly EvalLike[], after: readonly EvalLike[]): Proof {
  const side = (rows: readonly EvalLike[]) => {
    const run_means = runMeans(rows);
    return { pass_at_1: passAt1(rows), run_means, run_std: sampleSd(run_means) };
  };
  const b = side(before);
  const a = side(after);
  const na = b.run_means.length;
  const nb = a.run_means.length;
  const df = na - 1 + (nb - 1);
  const pooled = Math.sqrt(((na - 1) * b.run_std ** 2 + (nb - 1) * a.run_std ** 2) / df);
  const t = t95(df);
  const band = t * pooled * Math.sqrt(1 / na + 1 / nb);
  const bt = taskMeans(before);
  const at = taskMeans(after);
  const shared = [...bt.keys()].filter((k) => at.has(k));
  const diffs = shared.map((k) => (at.get(k) as number) - (bt.get(k) as number));
  const delta = mean(diffs);
  const ci = exactBootstrapCi(diffs);
  return {
    before: b,
    after: a,
    pooled_run_std: pooled,
    df,
    t,
    noise_band: band,
    tasks: shared.length,
    delta,
    ci,
    sign_flip_p: signFlipP(diffs),
    moved: ci[0] > 0 && Math.abs(delta) > band && delta > 0,
  };
}
