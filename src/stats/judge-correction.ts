// The target's delta corrected for the judge's own errors. With sensitivity s and
// specificity c the same on both arms, a judged pass rate is (1 - c) + (s + c - 1) * p, so
// a judged delta is the true delta times J = s + c - 1 and the true one is delta / J. Its
// interval is the delta method on the report's own t interval: the delta's variance over
// J^2 (its df as the comparison measured it) plus the uncertainty of J from the labels.
import { tInterval, type VarPart } from "./components.js";
import type { Confusion } from "./agreement.js";

export interface JudgeCorrection {
  /** s + c - 1: how much of a true change the judge passes on (1 for a perfect judge). */
  youden: number;
  delta: number;
  ci: [number, number];
  se: number;
  df: number;
  p_value: number;
}

/** Variance of a share k/n, kept off zero at 0 and n by one pass and one fail added (Agresti-Coull's idea). */
function shareVariance(k: number, n: number): number {
  const p = (k + 1) / (n + 2);
  return (p * (1 - p)) / (n + 2);
}

/**
 * The corrected delta, or null when the labels cannot support one: no gold pass or no gold
 * fail to measure s or c, or J <= 0 (the judge passes a true change on no better than a coin).
 * `delta`, `se` and `df` are the target row's, so a change to how they are computed carries
 * over here.
 */
export function correctDelta(
  delta: number,
  se: number,
  df: number,
  c: Confusion,
  level: number,
): JudgeCorrection | null {
  const n1 = c.tp + c.fn;
  const n0 = c.tn + c.fp;
  if (n1 === 0 || n0 === 0) return null;
  const j = c.tp / n1 + c.tn / n0 - 1;
  if (!(j > 0)) return null;
  const varJ = shareVariance(c.tp, n1) + shareVariance(c.tn, n0);
  const parts: VarPart[] = [
    { v: (se * se) / (j * j), df },
    { v: (delta * delta * varJ) / j ** 4, df: Math.max(1, n1 + n0 - 2) },
  ];
  const t = tInterval(delta / j, parts, level);
  return { youden: j, delta: delta / j, ci: t.ci, se: t.se, df: t.df, p_value: t.p };
}
