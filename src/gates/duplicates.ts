// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) with its smallest
// line and a count. The copy on the smallest line is "the original" whatever
// order the rows come in; the others are duplicates of it.
import { U64Table } from "./u64-table.js";
import { GrowI32 } from "./growable.js";

interface Repeat {
  line: number;
  hi: number;
  lo: number;
}

export class DuplicateTracker {
  private table = new U64Table(1024);
  private minLine = new GrowI32();
  private count = new GrowI32();
  /** Lines that are not the smallest of their hash; only the first `cap` by line are kept. */
  private repeats: Repeat[] = [];

  constructor(private readonly cap: number) {}

  /** Record a row; true when a row with the same hash was recorded before. */
  add(hi: number, lo: number, line: number, times = 1): boolean {
    const e = this.table.putIfAbsent(hi, lo, this.minLine.length);
    if (e === -1) {
      this.minLine.push(line);
      this.count.push(times);
      return false;
    }
    const old = this.minLine.data[e];
    this.count.data[e] += times;
    this.keep({ line: Math.max(old, line), hi, lo });
    if (line < old) this.minLine.data[e] = line;
    return true;
  }

  merge(o: DuplicateTracker): void {
    o.table.forEach((hi, lo, e) => {
      this.add(hi, lo, o.minLine.data[e], o.count.data[e]);
    });
    for (const r of o.repeats) this.keep(r);
  }

  /** Rows beyond the first copy of each distinct row. */
  get duplicates(): number {
    let d = 0;
    for (let i = 0; i < this.count.length; i++) d += this.count.data[i] - 1;
    return d;
  }

  get distinct(): number {
    return this.minLine.length;
  }

  /** The first `cap` duplicate lines, each with the line of its original. */
  list(): { line: number; original: number }[] {
    this.compact();
    return this.repeats.map((r) => ({
      line: r.line,
      original: this.minLine.data[this.table.get(r.hi, r.lo)],
    }));
  }

  private keep(r: Repeat): void {
    this.repeats.push(r);
    if (this.repeats.length >= 2 * this.cap + 16) this.compact();
  }

  private compact(): void {
    this.repeats.sort((a, b) => a.line - b.line || a.hi - b.hi || a.lo - b.lo);
    if (this.repeats.length > this.cap) this.repeats.length = this.cap;
  }
}
