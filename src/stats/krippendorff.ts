// Krippendorff's alpha: how far several annotators agree beyond chance, for any number of
// annotators and with labels missing. Among people it is the ceiling a judge is read
// against: a judge cannot be asked to agree with people more than they agree with each other.

/** Units (rows) and the values their annotators gave; nominal values (0/1, or categories). */
export interface AlphaResult {
  alpha: number;
  /** Units with two or more values: the only ones that carry agreement. */
  units: number;
  /** Values in those units. */
  values: number;
}

/**
 * Nominal alpha = 1 - D_o / D_e from the coincidence matrix: each unit with m >= 2 values
 * adds every ordered pair of its values from different annotators with weight 1/(m - 1).
 * null when no unit has two values, or when every value is the same (no disagreement is
 * expected, so none can be measured).
 */
export function krippendorffAlpha(units: readonly (readonly number[])[]): AlphaResult | null {
  const coincide = new Map<number, Map<number, number>>();
  let nUnits = 0;
  for (const u of units) {
    const m = u.length;
    if (m < 2) continue;
    nUnits++;
    const counts = new Map<number, number>();
    for (const v of u) counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const [c, nc] of counts) {
      let row = coincide.get(c);
      if (row === undefined) coincide.set(c, (row = new Map()));
      for (const [k, nk] of counts) {
        // Ordered pairs of different annotators: nc * nk, less the nc self-pairs when c = k.
        const pairs = c === k ? nc * (nc - 1) : nc * nk;
        if (pairs > 0) row.set(k, (row.get(k) ?? 0) + pairs / (m - 1));
      }
    }
  }
  if (nUnits === 0) return null;
  const marginal = new Map<number, number>();
  let n = 0;
  let observed = 0;
  for (const [c, row] of coincide) {
    for (const [k, o] of row) {
      marginal.set(c, (marginal.get(c) ?? 0) + o);
      n += o;
      if (c !== k) observed += o;
    }
  }
  let expected = 0;
  for (const [c, nc] of marginal) for (const [k, nk] of marginal) if (c !== k) expected += nc * nk;
  if (expected === 0) return null;
  return { alpha: 1 - ((n - 1) * observed) / expected, units: nUnits, values: Math.round(n) };
}
