// Is one arm's rate higher than the other's? Used for the judge's false-pass rate on the
// candidate's rows against the baseline's: a candidate that learned to please the judge
// gets passed on rows people fail more often than the served model does.
import { lnGamma } from "./binomial.js";

export interface ProportionTest {
  /** x2/n2 - x1/n1 (second minus first). */
  diff: number;
  /** Pooled z of the difference; null when a side is empty or the pooled rate is 0 or 1. */
  z: number | null;
  /** One-sided p that the second rate is higher: Fisher's exact test given the total. */
  p: number;
}

const lnChoose = (n: number, k: number) => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

/**
 * P(X >= x) for X the second arm's count when x1 + x2 successes fall at random over the
 * n1 + n2 trials (the hypergeometric tail): Fisher's one-sided exact p. Exact, so at a
 * level alpha it raises a false alarm at most alpha of the time whatever the counts.
 */
export function fisherUpperP(x1: number, n1: number, x2: number, n2: number): number {
  const k = x1 + x2;
  const n = n1 + n2;
  const lo = Math.max(0, k - n1);
  const hi = Math.min(k, n2);
  if (x2 <= lo) return 1;
  const den = lnChoose(n, k);
  let p = 0;
  for (let x = x2; x <= hi; x++) p += Math.exp(lnChoose(n2, x) + lnChoose(n1, k - x) - den);
  return Math.min(1, p);
}

/** The second proportion against the first, one-sided (is the second higher?). */
export function secondHigher(x1: number, n1: number, x2: number, n2: number): ProportionTest {
  for (const [x, n] of [
    [x1, n1],
    [x2, n2],
  ] as const) {
    if (!(Number.isInteger(x) && Number.isInteger(n) && x >= 0 && x <= n)) {
      throw new RangeError(`counts must be whole with 0 <= x <= n, got ${x} of ${n}`);
    }
  }
  if (n1 === 0 || n2 === 0) return { diff: 0, z: null, p: 1 };
  const diff = x2 / n2 - x1 / n1;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  return { diff, z: se > 0 ? diff / se : null, p: fisherUpperP(x1, n1, x2, n2) };
}
