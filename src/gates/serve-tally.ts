// Mergeable pieces of the serve-skew gate (docs/design.md §15): a histogram of log lengths,
// the lowest lines of a kind of row, and a count per key with its lowest line. Each depends
// only on the set of rows added, so shards merge to the bytes of one pass.
import { check, int, list, record, saveSparse, readSparse, str, bool } from "../state/codec.js";

/** Eighth-octave bins of log2(length + 1): 256 bins reach beyond 2^31 characters. */
export const LENGTH_BINS = 256;

export function lengthBin(n: number): number {
  return Math.min(LENGTH_BINS - 1, Math.floor(Math.log2(n + 1) * 8));
}

/** A bin's middle as a length in characters. */
export function binLength(b: number): number {
  return Math.round(2 ** ((b + 0.5) / 8) - 1);
}

export class LogHist {
  readonly bins = new Uint32Array(LENGTH_BINS);
  /** The lowest line in each bin (0: none), for examples of the longest or shortest rows. */
  readonly lines = new Uint32Array(LENGTH_BINS);
  n = 0;

  add(length: number, line: number): void {
    const b = lengthBin(length);
    this.bins[b]!++;
    const l = this.lines[b]!;
    if (l === 0 || line < l) this.lines[b] = line;
    this.n++;
  }

  merge(o: LogHist): void {
    for (let b = 0; b < LENGTH_BINS; b++) {
      this.bins[b]! += o.bins[b]!;
      const l = o.lines[b]!;
      if (l !== 0 && (this.lines[b] === 0 || l < this.lines[b]!)) this.lines[b] = l;
    }
    this.n += o.n;
  }

  /** The bin holding the median row, or -1 when empty. */
  medianBin(): number {
    if (this.n === 0) return -1;
    let seen = 0;
    for (let b = 0; b < LENGTH_BINS; b++) {
      seen += this.bins[b]!;
      if (2 * seen >= this.n) return b;
    }
    return LENGTH_BINS - 1;
  }

  saveState() {
    return { n: this.n, bins: saveSparse(this.bins), lines: saveSparse(this.lines) };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["n", "bins", "lines"]);
    const n = int(r.n, `${at}.n`);
    readSparse(r.bins, `${at}.bins`, this.bins);
    readSparse(r.lines, `${at}.lines`, this.lines);
    let sum = 0;
    for (let b = 0; b < LENGTH_BINS; b++) {
      sum += this.bins[b]!;
      check(
        (this.bins[b] === 0) === (this.lines[b] === 0),
        `${at}.lines`,
        "a line for an empty bin, or none for a full one",
      );
    }
    check(sum === n, `${at}.bins`, `add up to ${sum}, not ${n}`);
    this.n = n;
  }
}

/** Two-sample Kolmogorov-Smirnov distance between two binned samples (0 when either is empty). */
export function ksDistance(a: LogHist, b: LogHist): number {
  if (a.n === 0 || b.n === 0) return 0;
  let ca = 0;
  let cb = 0;
  let d = 0;
  for (let i = 0; i < LENGTH_BINS; i++) {
    ca += a.bins[i]!;
    cb += b.bins[i]!;
    d = Math.max(d, Math.abs(ca / a.n - cb / b.n));
  }
  return d;
}

/** The lowest `cap` lines of rows of one kind. */
export class Lowest {
  lines: number[] = [];
  constructor(readonly cap = 3) {}

  push(line: number): void {
    if (this.lines.length === this.cap && line >= this.lines[this.cap - 1]!) return;
    this.lines.push(line);
    this.lines.sort((x, y) => x - y);
    if (this.lines.length > this.cap) this.lines.length = this.cap;
  }

  merge(o: Lowest): void {
    for (const l of o.lines) this.push(l);
  }

  saveState() {
    return this.lines.slice();
  }

  loadState(state: unknown, at: string): void {
    const xs = list(state, at, this.cap, (x, p) => int(x, p, 1));
    for (let i = 1; i < xs.length; i++) check(xs[i - 1]! < xs[i]!, at, "lines not in rising order");
    this.lines = xs;
  }
}

/** Distinct keys before a tally stops keeping them (and says it could not compare). */
export const KEY_CAP = 65_536;
const MAX_KEY = 64;

/**
 * Rows per key (a hash) with the lowest line of each. Over KEY_CAP distinct keys it keeps
 * none and says so: the set of keys is then too varied to compare, in any order of rows.
 */
export class KeyTally {
  readonly map = new Map<string, { count: number; line: number }>();
  overflow = false;

  constructor(readonly cap = KEY_CAP) {}

  add(key: string, line: number, count = 1): void {
    if (this.overflow) return;
    const e = this.map.get(key);
    if (e === undefined) {
      this.map.set(key, { count, line });
      if (this.map.size > this.cap) this.spill();
    } else {
      e.count += count;
      if (line < e.line) e.line = line;
    }
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  merge(o: KeyTally): void {
    if (o.overflow) this.spill();
    for (const [k, e] of o.map) this.add(k, e.line, e.count);
  }

  private spill(): void {
    this.overflow = true;
    this.map.clear();
  }

  saveState() {
    const keys = [...this.map.keys()].sort();
    return {
      overflow: this.overflow,
      keys: keys.map((k) => {
        const e = this.map.get(k)!;
        return [k, e.count, e.line];
      }),
    };
  }

  loadState(state: unknown, at: string): number {
    const r = record(state, at, ["overflow", "keys"]);
    const overflow = bool(r.overflow, `${at}.overflow`);
    const rows = list(r.keys, `${at}.keys`, this.cap, (x, p) => {
      if (!Array.isArray(x) || x.length !== 3) {
        check(false, p, "expected [key, count, line]");
      }
      const a = x as unknown[];
      return [
        str(a[0], `${p}[0]`, MAX_KEY),
        int(a[1], `${p}[1]`, 1),
        int(a[2], `${p}[2]`, 1),
      ] as const;
    });
    check(!overflow || rows.length === 0, `${at}.keys`, "kept keys after it stopped keeping them");
    let total = 0;
    for (const [k, c, l] of rows) {
      check(!this.map.has(k), `${at}.keys`, "a key listed twice");
      this.map.set(k, { count: c, line: l });
      total += c;
    }
    this.overflow = overflow;
    return total;
  }
}
