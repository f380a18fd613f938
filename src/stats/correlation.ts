// Pearson correlation from running sums, so shards can be added together. The sums are
// exact (exact-sum.ts): graded scores such as 0.1 would otherwise give sums whose last bits,
// and so sometimes the rounded correlation, depend on the order rows and shards came in.
import { ExactAccumulator } from "./exact-sum.js";
import { bool, int, list, num, record, StateError } from "../state/codec.js";

/** Beyond this a square could overflow a double; such a series has no correlation to give. */
const LIMIT = 1e100;
const SUMS = ["sx", "sy", "sxx", "syy", "sxy"] as const;
/** An exact expansion of doubles holds at most about 40 partials (2,098 bits / 53). */
const MAX_PARTIALS = 64;

export class PearsonSums {
  n = 0;
  /** A value past LIMIT was added: value() is null. */
  private huge = false;
  private readonly sums = {
    sx: new ExactAccumulator(),
    sy: new ExactAccumulator(),
    sxx: new ExactAccumulator(),
    syy: new ExactAccumulator(),
    sxy: new ExactAccumulator(),
  };

  add(x: number, y: number): void {
    this.n++;
    if (!(Math.abs(x) <= LIMIT && Math.abs(y) <= LIMIT)) {
      this.huge = true;
      return;
    }
    // Adding zero leaves an exact sum as it is; flags are mostly 0, so this skips most work.
    const s = this.sums;
    if (x !== 0) {
      s.sx.add(x);
      s.sxx.add(x * x);
      s.sxy.add(x * y);
    }
    if (y !== 0) {
      s.sy.add(y);
      s.syy.add(y * y);
    }
  }

  merge(o: PearsonSums): void {
    this.n += o.n;
    this.huge ||= o.huge;
    for (const k of SUMS) this.sums[k].merge(o.sums[k]);
  }

  /** Rounded to 3 places like the SDK; null with fewer than 3 points or a constant side. */
  value(): number | null {
    if (this.n < 3 || this.huge) return null;
    const n = this.n;
    const [sx, sy, sxx, syy, sxy] = SUMS.map((k) => this.sums[k].value()) as number[];
    const vx = n * sxx - sx * sx;
    const vy = n * syy - sy * sy;
    if (vx <= 0 || vy <= 0) return null;
    const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
    return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
  }

  saveState() {
    return {
      n: this.n,
      huge: this.huge,
      ...Object.fromEntries(SUMS.map((k) => [k, this.sums[k].partials()])),
    } as { n: number; huge: boolean } & Record<(typeof SUMS)[number], number[]>;
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["n", "huge", ...SUMS]);
    this.n = int(r.n, `${at}.n`);
    this.huge = bool(r.huge, `${at}.huge`);
    for (const k of SUMS) {
      const xs = list(r[k], `${at}.${k}`, MAX_PARTIALS, (x, p) => num(x, p));
      if (xs.some((x) => Math.abs(x) > LIMIT * LIMIT * 1e8)) {
        throw new StateError(`${at}.${k}`, "a partial sum is larger than any series can reach");
      }
      this.sums[k].setPartials(xs);
    }
  }
}
