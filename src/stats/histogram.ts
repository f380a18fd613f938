// Mergeable integer histogram: exact counts for |v| <= RANGE, power-of-two
// buckets beyond. Quantiles are exact unless they land in an outer bucket (then
// the bucket's near edge is given and `approximate` says so). Fixed memory, and
// the counts do not depend on the order values arrive in.

const RANGE = 65536;
const OUTER = 48; // 2^16 .. 2^64: more than any string length

export interface Quantile {
  value: number;
  approximate: boolean;
}

export class IntHistogram {
  private exact = new Uint32Array(2 * RANGE + 1);
  private pos = new Float64Array(OUTER);
  private neg = new Float64Array(OUTER);
  n = 0;
  /** Exact while the total stays under 2^53, which the row caps guarantee. */
  sum = 0;
  min = Infinity;
  max = -Infinity;

  add(v: number): void {
    this.n++;
    this.sum += v;
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
    if (v >= -RANGE && v <= RANGE) this.exact[v + RANGE]++;
    else if (v > 0) this.pos[outerBucket(v)]++;
    else this.neg[outerBucket(-v)]++;
  }

  merge(o: IntHistogram): void {
    this.n += o.n;
    this.sum += o.sum;
    this.min = Math.min(this.min, o.min);
    this.max = Math.max(this.max, o.max);
    for (let i = 0; i < this.exact.length; i++) this.exact[i] += o.exact[i];
    for (let i = 0; i < OUTER; i++) {
      this.pos[i] += o.pos[i];
      this.neg[i] += o.neg[i];
    }
  }

  /** The k-th smallest value (0-based), as sorted(values)[k]. */
  kth(k: number): Quantile {
    let seen = 0;
    for (let b = OUTER - 1; b >= 0; b--) {
      seen += this.neg[b];
      if (k < seen) return { value: Math.max(this.min, -(2 ** (b + 17))), approximate: true };
    }
    for (let i = 0; i < this.exact.length; i++) {
      seen += this.exact[i];
      if (k < seen) return { value: i - RANGE, approximate: false };
    }
    for (let b = 0; b < OUTER; b++) {
      seen += this.pos[b];
      if (k < seen) return { value: Math.min(this.max, 2 ** (b + 16) + 1), approximate: true };
    }
    return { value: this.max, approximate: false };
  }

  /** sorted(values)[floor(q * n)], the convention the SDK uses for its median (q = 0.5). */
  quantile(q: number): Quantile | null {
    if (this.n === 0) return null;
    return this.kth(Math.min(this.n - 1, Math.floor(q * this.n)));
  }

  /** Counts in [lo, hi] (inclusive), for the small histogram in the report. */
  countBetween(lo: number, hi: number): number {
    let c = 0;
    const a = Math.max(lo, -RANGE);
    const b = Math.min(hi, RANGE);
    for (let v = a; v <= b; v++) c += this.exact[v + RANGE];
    if (hi > RANGE) {
      for (let bk = 0; bk < OUTER; bk++) {
        const lower = 2 ** (bk + 16) + 1;
        if (lower >= lo && lower <= hi) c += this.pos[bk];
      }
    }
    if (lo < -RANGE) {
      for (let bk = 0; bk < OUTER; bk++) {
        const upper = -(2 ** (bk + 16) + 1);
        if (upper >= lo && upper <= hi) c += this.neg[bk];
      }
    }
    return c;
  }
}

/** Bucket b holds magnitudes in (2^(b+16), 2^(b+17)]. */
function outerBucket(m: number): number {
  const b = Math.ceil(Math.log2(m)) - 17;
  return Math.max(0, Math.min(OUTER - 1, b));
}
