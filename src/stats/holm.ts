// Holm's step-down correction: with several guarded metrics, one of them clearing zero
// by luck is likely; the adjusted p-values keep the family-wise error at the level.

/** Holm-adjusted p-values, in the input order: monotone in rank and capped at 1. */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  for (const p of pValues) {
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value must be in [0, 1], got ${p}`);
  }
  // Stable order by p so ties keep their input order.
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const out = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}

/** Chance that at least one of n independent metrics clears zero on luck alone. */
export function familyError(nMetrics: number, level: number): number {
  return 1 - level ** nMetrics;
}
