// Resampling: the percentile bootstrap over tasks and the sign-flip and permutation tests,
// on typed arrays so 10,000 x 5,000 stays well under half a second. Index rule and minimum
// size follow the SDK's bootstrap_ci. Plain summaries (mean, sd) are in descriptive.ts.
import { drawIndex, makeRng } from "./rng.js";

export interface ResampleOptions {
  resamples: number;
  seed: number;
  /** Two-sided confidence level, e.g. 0.95. */
  level: number;
}

/** An interval needs at least this many values (the SDK's MIN_CI_TASKS). */
export const MIN_CI_VALUES = 3;

/** Refuse work beyond this many draws per bootstrap, so hostile inputs end in bounded time. */
export const MAX_DRAWS = 2e9;

export class ResampleBudgetError extends Error {
  constructor(n: number, resamples: number) {
    super(
      `${n} tasks x ${resamples} resamples is more than ${MAX_DRAWS.toExponential()} draws; ` +
        `lower "resamples"`,
    );
    this.name = "ResampleBudgetError";
  }
}

/** Sorted-position of the lower and upper percentile bounds among `resamples` sorted means. */
export function percentileIndices(resamples: number, level: number): [number, number] {
  const lo = Math.floor(((1 - level) / 2) * resamples);
  const hi = Math.floor(((1 + level) / 2) * resamples) - 1;
  return [Math.min(Math.max(lo, 0), resamples - 1), Math.min(Math.max(hi, lo, 0), resamples - 1)];
}

function checkBudget(n: number, resamples: number): void {
  if (!Number.isInteger(resamples) || resamples < 1) {
    throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
  }
  if (n * resamples > MAX_DRAWS) throw new ResampleBudgetError(n, resamples);
}

function interval(means: Float64Array, level: number): [number, number] {
  means.sort();
  const [lo, hi] = percentileIndices(means.length, level);
  return [means[lo] as number, means[hi] as number];
}

/** Percentile interval of the mean; null with fewer than 3 values. */
export function bootstrapMean(
  values: ArrayLike<number>,
  opt: ResampleOptions,
): [number, number] | null {
  const n = values.length;
  if (n < MIN_CI_VALUES) return null;
  checkBudget(n, opt.resamples);
  const data = Float64Array.from(values);
  const B = opt.resamples;
  const means = new Float64Array(B);
  const rng = makeRng(opt.seed);
  for (let b = 0; b < B; b++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += data[Math.floor(rng() * n)] as number;
    means[b] = s / n;
  }
  return interval(means, opt.level);
}

/**
 * The intervals bootstrapMean gives each of several samples of n values with these
 * options, from one stream of draws: the same indices, each sample's sum added in the
 * same order, so the same bytes, for one sample's draws.
 */
function sameSizeMeans(
  samples: readonly ArrayLike<number>[],
  n: number,
  opt: ResampleOptions,
): [number, number][] {
  const k = samples.length;
  // Value i of sample j at i * k + j: one draw reads one short stretch.
  const data = new Float64Array(n * k);
  samples.forEach((x, j) => {
    for (let i = 0; i < n; i++) data[i * k + j] = x[i] as number;
  });
  const B = opt.resamples;
  const means = samples.map(() => new Float64Array(B));
  const rng = makeRng(opt.seed);
  if (k === 3) {
    // The model check's case, sums in locals: 1.7 CPU-s for three samples of 20,000 values
    // at 10,000 resamples, against 2.7 with the loop below and 4.5 drawn one by one.
    const [m0, m1, m2] = means as [Float64Array, Float64Array, Float64Array];
    for (let b = 0; b < B; b++) {
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      for (let i = 0; i < n; i++) {
        const at = Math.floor(rng() * n) * 3;
        s0 += data[at] as number;
        s1 += data[at + 1] as number;
        s2 += data[at + 2] as number;
      }
      m0[b] = s0 / n;
      m1[b] = s1 / n;
      m2[b] = s2 / n;
    }
    return means.map((m) => interval(m, opt.level));
  }
  const sums = new Float64Array(k);
  for (let b = 0; b < B; b++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rng() * n) * k;
      for (let j = 0; j < k; j++) (sums[j] as number) += data[at + j] as number;
    }
    for (let j = 0; j < k; j++) (means[j] as Float64Array)[b] = (sums[j] as number) / n;
  }
  return means.map((m) => interval(m, opt.level));
}

const sameValues = (a: Float64Array, b: ArrayLike<number>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
};

/**
 * The bootstraps of one model check. The check bootstraps pass@1 three times with one
 * seed over samples of one size (each side's task means, and their paired differences);
 * `prefetch` draws such samples together, and `mean` answers from what was drawn when
 * asked for the same values with the same options, else draws as bootstrapMean does.
 * At 100,000 tasks and 10,000 resamples each draw stream is 10^9 draws (design §8).
 */
export class SharedBootstraps {
  private done: { opt: ResampleOptions; values: Float64Array; ci: [number, number] }[] = [];

  /** Samples drawn by prefetch so far. */
  get prefetched(): number {
    return this.done.length;
  }

  /** Draw these samples' intervals at once (those of one size, in budget, of 3 values or more). */
  prefetch(samples: readonly ArrayLike<number>[], opt: ResampleOptions): void {
    const n = samples[0]?.length ?? 0;
    const same = samples.filter((x) => x.length === n);
    if (same.length < 2 || n < MIN_CI_VALUES) return;
    if (!Number.isInteger(opt.resamples) || opt.resamples < 1 || n * opt.resamples > MAX_DRAWS) {
      return;
    }
    const key = { resamples: opt.resamples, seed: opt.seed, level: opt.level };
    sameSizeMeans(same, n, key).forEach((ci, j) => {
      this.done.push({ opt: key, values: Float64Array.from(same[j] as ArrayLike<number>), ci });
    });
  }

  /** bootstrapMean(values, opt), from a prefetched draw when there is one. */
  mean(values: ArrayLike<number>, opt: ResampleOptions): [number, number] | null {
    const hit = this.done.find(
      (d) =>
        d.opt.resamples === opt.resamples &&
        Object.is(d.opt.seed, opt.seed) &&
        d.opt.level === opt.level &&
        sameValues(d.values, values),
    );
    return hit ? [hit.ci[0], hit.ci[1]] : bootstrapMean(values, opt);
  }
}

/**
 * Percentile interval of mean(b) - mean(a) for two independent samples, each resampled
 * on its own (a first, then b, from one stream). Null unless both have 3 values.
 */
export function bootstrapMeanDiff(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  opt: ResampleOptions,
): [number, number] | null {
  const na = a.length;
  const nb = b.length;
  if (na < MIN_CI_VALUES || nb < MIN_CI_VALUES) return null;
  checkBudget(na + nb, opt.resamples);
  const da = Float64Array.from(a);
  const db = Float64Array.from(b);
  const B = opt.resamples;
  const diffs = new Float64Array(B);
  const rng = makeRng(opt.seed);
  for (let r = 0; r < B; r++) {
    let sa = 0;
    for (let i = 0; i < na; i++) sa += da[Math.floor(rng() * na)] as number;
    let sb = 0;
    for (let i = 0; i < nb; i++) sb += db[Math.floor(rng() * nb)] as number;
    diffs[r] = sb / nb - sa / na;
  }
  return interval(diffs, opt.level);
}

/**
 * Two-sided sign-flip p-value for paired differences: how often a random sign on each
 * difference gives a mean at least as far from zero as the observed one. Its own stream.
 */
export function signFlipP(
  diffs: ArrayLike<number>,
  delta: number,
  opt: Omit<ResampleOptions, "level">,
): number | null {
  const n = diffs.length;
  if (n === 0) return null;
  checkBudget(n, opt.resamples);
  const d = Float64Array.from(diffs);
  const B = opt.resamples;
  const bar = Math.abs(delta) - 1e-12;
  const rng = makeRng(opt.seed);
  let hits = 0;
  for (let r = 0; r < B; r++) {
    let s = 0;
    for (let i = 0; i < n; i++) {
      const v = d[i] as number;
      s += rng() < 0.5 ? v : -v;
    }
    if (Math.abs(s / n) >= bar) hits++;
  }
  return (hits + 1) / (B + 1);
}

/**
 * Two-sided permutation p-value for mean(b) - mean(a) of independent samples (the
 * unpaired counterpart of the sign flip): labels are shuffled, sizes kept.
 */
export function permutationP(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  delta: number,
  opt: Omit<ResampleOptions, "level">,
): number | null {
  const na = a.length;
  const nb = b.length;
  if (na === 0 || nb === 0) return null;
  const n = na + nb;
  checkBudget(n, opt.resamples);
  const pool = new Float64Array(n);
  pool.set(Float64Array.from(a), 0);
  pool.set(Float64Array.from(b), na);
  let total = 0;
  for (let i = 0; i < n; i++) total += pool[i] as number;
  const bar = Math.abs(delta) - 1e-12;
  const rng = makeRng(opt.seed);
  let hits = 0;
  for (let r = 0; r < opt.resamples; r++) {
    // Partial Fisher-Yates: the first na slots become the shuffled "a" group.
    let sa = 0;
    for (let i = 0; i < na; i++) {
      const j = i + drawIndex(rng, n - i);
      const t = pool[j] as number;
      pool[j] = pool[i] as number;
      pool[i] = t;
      sa += t;
    }
    const diff = (total - sa) / nb - sa / na;
    if (Math.abs(diff) >= bar) hits++;
  }
  return (hits + 1) / (opt.resamples + 1);
}
