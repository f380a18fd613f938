// Mergeable integer histogram: exact counts for |v| <= RANGE, power-of-two
// buckets beyond. Quantiles are exact unless they land in an outer bucket (then
// the bucket's near edge is given and `approximate` says so). Fixed memory, and
// the counts do not depend on the order values arrive in.
import { check, int, readSparse, record, saveSparse, StateError } from "../state/codec.js";

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

  /** A JSON-able copy of the counts: nonzero bins only, so it grows with what was seen. */
  saveState() {
    return {
      n: this.n,
      sum: this.sum,
      min: this.n ? this.min : null,
      max: this.n ? this.max : null,
      exact: saveSparse(this.exact),
      pos: saveSparse(this.pos),
      neg: saveSparse(this.neg),
    };
  }

  /** Load a saved state into this (empty) histogram; an untrusted state is checked first. */
  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["n", "sum", "min", "max", "exact", "pos", "neg"]);
    const n = int(r.n, `${at}.n`);
    const sum = int(r.sum, `${at}.sum`, Number.MIN_SAFE_INTEGER);
    const exact = new Uint32Array(2 * RANGE + 1);
    const pos = new Float64Array(OUTER);
    const neg = new Float64Array(OUTER);
    readSparse(r.exact, `${at}.exact`, exact);
    readSparse(r.pos, `${at}.pos`, pos);
    readSparse(r.neg, `${at}.neg`, neg);
    let seen = 0;
    for (const a of [exact, pos, neg]) for (const c of a) seen += c;
    check(seen === n, `${at}.n`, `${n} values, but the bins hold ${seen}`);
    let min = Infinity;
    let max = -Infinity;
    if (n > 0) {
      min = int(r.min, `${at}.min`, Number.MIN_SAFE_INTEGER);
      max = int(r.max, `${at}.max`, Number.MIN_SAFE_INTEGER);
      // The extremes must sit in the outermost nonempty bins, or quantiles would be wrong.
      const [lo, hi] = filledRange(exact, pos, neg);
      check(rankOf(min) === lo, `${at}.min`, `${min} is not in the lowest nonempty bin`);
      check(rankOf(max) === hi, `${at}.max`, `${max} is not in the highest nonempty bin`);
      check(sum >= min * n && sum <= max * n, `${at}.sum`, "outside n x [min, max]");
    } else if (r.min !== null || r.max !== null || sum !== 0) {
      throw new StateError(at, "an empty histogram has min, max and sum null, null and 0");
    }
    this.n = n;
    this.sum = sum;
    this.min = min;
    this.max = max;
    this.exact = exact;
    this.pos = pos;
    this.neg = neg;
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

/** Every bin ranked from lowest to highest: negative outer (largest first), exact, positive outer. */
function rankOf(v: number): number {
  if (v >= -RANGE && v <= RANGE) return OUTER + v + RANGE;
  if (v > 0) return OUTER + 2 * RANGE + 1 + outerBucket(v);
  return OUTER - 1 - outerBucket(-v);
}

/** Ranks of the lowest and highest nonempty bins (of a histogram with some values). */
function filledRange(exact: Uint32Array, pos: Float64Array, neg: Float64Array): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  const see = (c: number, rank: number) => {
    if (c === 0) return;
    lo = Math.min(lo, rank);
    hi = Math.max(hi, rank);
  };
  neg.forEach((c, b) => see(c, OUTER - 1 - b));
  exact.forEach((c, i) => see(c, OUTER + i));
  pos.forEach((c, b) => see(c, OUTER + 2 * RANGE + 1 + b));
  return [lo, hi];
}
