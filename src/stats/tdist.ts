// Two-sided Student t quantiles for the noise band. At 95% the SDK's three-decimal
// table (df 1..30) and its series above 30 are used so bands match it exactly; other
// levels bisect the t CDF. The CDF and its bisected quantile take any df >= 1, whole or
// fractional (a Satterthwaite df is used as it is, never rounded down: design §3).
import { normalInv } from "./normal.js";

/** The SDK's fixed normal quantile at 95% (1.96 exactly, not 1.959964). */
export const Z_95 = 1.96;

const T95: readonly number[] = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

const is95 = (level: number) => Math.abs(level - 0.95) < 1e-12;

/** ln Γ(m/2) for a positive integer m, summed exactly from Γ(1) = 1 and Γ(1/2) = √π. */
function lnGammaHalf(m: number): number {
  let acc = m % 2 === 0 ? 0 : 0.5 * Math.log(Math.PI);
  for (let x = m % 2 === 0 ? 1 : 0.5; x < m / 2 - 1e-9; x += 1) acc += Math.log(x);
  return acc;
}

/**
 * ln Γ(x) for x > 0: raised by the recurrence Γ(x + 1) = x Γ(x) to x >= 15, then
 * Stirling's series to x^-9 (its error there is below 1e-16 relative).
 */
export function lnGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`log-gamma needs x > 0`);
  let shift = 0;
  let y = x;
  while (y < 15) {
    shift += Math.log(y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  const series =
    inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 * (1 / 1188)))));
  return (y - 0.5) * Math.log(y) - y + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

/** ln Γ(m/2): summed exactly for a whole m, Lanczos for a fractional one. */
function lnGammaOfHalf(m: number): number {
  return Number.isInteger(m) ? lnGammaHalf(m) : lnGamma(m / 2);
}

/** Continued fraction for the regularized incomplete beta (modified Lentz). */
function betaFraction(a: number, b: number, x: number, maxIter = 500): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIter; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 + even * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + even / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + odd * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + odd / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return h;
}

/** I_x(df/2, 1/2), the regularized incomplete beta the t CDF needs. */
function incBetaT(df: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const a = df / 2;
  const b = 0.5;
  const lnB = lnGammaOfHalf(df) + lnGammaHalf(1) - lnGammaOfHalf(df + 1);
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnB);
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/**
 * I_x(m1/2, m2/2) for positive integers m1, m2. The continued fraction needs about
 * sqrt(max(a, b)) steps, so its cap grows with the arguments.
 */
function incBetaHalves(m1: number, m2: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const a = m1 / 2;
  const b = m2 / 2;
  const lnB = lnGammaHalf(m1) + lnGammaHalf(m2) - lnGammaHalf(m1 + m2);
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnB);
  const cap = 500 + Math.ceil(20 * Math.sqrt(Math.max(a, b)));
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(a, b, x, cap)) / a;
  return 1 - (front * betaFraction(b, a, 1 - x, cap)) / b;
}

/** Past this many denominator df, F is its limit to far more digits than a p-value needs. */
const F_DF2_MAX = 100_000;

/** P(F > f) for Snedecor's F with integer df1, df2 >= 1 (the one-way ANOVA p-value). */
export function fUpper(f: number, df1: number, df2: number): number {
  if (!Number.isInteger(df1) || df1 < 1 || !Number.isInteger(df2) || df2 < 1)
    throw new RangeError(`F needs integer df >= 1`);
  if (!(f > 0)) return 1;
  const d2 = Math.min(df2, F_DF2_MAX);
  return Math.min(1, Math.max(0, incBetaHalves(d2, df1, d2 / (d2 + df1 * f))));
}

/** P(T <= t) for Student t with df >= 1, whole or fractional. */
export function tCdf(t: number, df: number): number {
  if (!(df >= 1) || !Number.isFinite(df)) throw new RangeError(`t CDF needs a finite df >= 1`);
  const tail = 0.5 * incBetaT(df, df / (df + t * t));
  return t >= 0 ? 1 - tail : tail;
}

/** Two-sided quantile: q with P(|T| <= q) = level, by bisection on the CDF. */
export function tQuantileBisect(df: number, level: number): number {
  const want = (1 + level) / 2;
  let lo = 0;
  let hi = 1;
  while (tCdf(hi, df) < want) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < want) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The multiplier of the noise band: the two-sided t quantile at df, or the normal one
 * when df is null. Matches the SDK at 95%; computed for other levels.
 */
export function tQuantile(df: number | null, level = 0.95): number {
  if (!(level > 0 && level < 1)) throw new RangeError(`confidence level must be in (0, 1)`);
  if (df === null) return is95(level) ? Z_95 : normalInv((1 + level) / 2);
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df must be an integer >= 1`);
  if (is95(level)) {
    if (df <= 30) return T95[df - 1] as number;
    const z = Z_95;
    return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
  }
  return tQuantileBisect(df, level);
}
