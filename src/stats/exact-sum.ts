// Sums that do not depend on the order of their terms. A float sum added up row by row
// changes in its last bits when the rows come in another order, so shards merged in any
// order, or the same file read by more workers, would print different numbers. Keeping
// the sum as non-overlapping partials (an exact expansion, as in Shewchuk's method) makes
// the rounded total the correctly rounded exact sum, whatever the order. For 0/1 rewards
// and small counts the expansion stays one number; only fractional values grow it.

/** An exact sum: non-overlapping partials, smallest magnitude first. */
export type ExactSum = number[];

/** Add x to the exact sum in place. Inputs must be finite. */
export function addExact(partials: ExactSum, x: number): void {
  let i = 0;
  for (let j = 0; j < partials.length; j++) {
    let y = partials[j] as number;
    if (Math.abs(x) < Math.abs(y)) {
      const t = x;
      x = y;
      y = t;
    }
    const hi = x + y;
    const lo = y - (hi - x);
    if (lo !== 0) partials[i++] = lo;
    x = hi;
  }
  partials.length = i;
  if (x !== 0 || i === 0) partials.push(x);
}

/** Add every partial of `from` into `into` (exact, so the merge order does not matter). */
export function mergeExact(into: ExactSum, from: ExactSum): void {
  for (const p of from) addExact(into, p);
}

/** The exact sum rounded once to the nearest double. */
export function roundExact(partials: ExactSum): number {
  let n = partials.length;
  if (n === 0) return 0;
  let hi = partials[--n] as number;
  let lo = 0;
  while (n > 0) {
    const x = hi;
    const y = partials[--n] as number;
    hi = x + y;
    lo = y - (hi - x);
    if (lo !== 0) break;
  }
  // Round half to even across the remaining partials (the correction fsum makes).
  if (
    n > 0 &&
    ((lo < 0 && (partials[n - 1] as number) < 0) || (lo > 0 && (partials[n - 1] as number) > 0))
  ) {
    const y = lo * 2;
    const x = hi + y;
    if (y === x - hi) hi = x;
  }
  return hi;
}

/** Whether a + b rounded to t lost nothing (the TwoSum error is zero). */
export function isExact(a: number, b: number, t: number): boolean {
  const bb = t - a;
  return a - (t - bb) + (b - bb) === 0;
}

/**
 * One running exact sum that costs a plain double while every addition is exact (whole
 * counts, 0/1 flags, halves) and turns into partials the first time one is not.
 */
export class ExactAccumulator {
  private s = 0;
  private p: ExactSum | null = null;

  /** Add a finite x. */
  add(x: number): void {
    if (this.p) return addExact(this.p, x);
    const t = this.s + x;
    if (isExact(this.s, x, t)) this.s = t;
    else {
      this.p = [this.s];
      addExact(this.p, x);
    }
  }

  merge(o: ExactAccumulator): void {
    if (!this.p && !o.p) return this.add(o.s);
    for (const x of o.partials()) this.add(x);
  }

  /** The exact sum rounded once. */
  value(): number {
    return this.p ? roundExact(this.p) : this.s;
  }

  /** Partials whose exact sum is this sum (one number in the common case). */
  partials(): number[] {
    return this.p ? this.p.slice() : [this.s];
  }

  /** Replace the sum by the exact sum of finite `xs` (any order; re-expanded here). */
  setPartials(xs: readonly number[]): void {
    this.s = 0;
    this.p = null;
    for (const x of xs) this.add(x);
  }
}
