// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) mapped to its
// smallest line, about 24-48 bytes per distinct row. The copy on the smallest
// line is "the original" whatever order the rows come in; the others are
// duplicates of it.
import { U64Table } from "./u64-table.js";

interface Repeat {
  line: number;
  hi: number;
  lo: number;
}

export class DuplicateTracker {
  /** hash -> smallest line seen with it. */
  private table = new U64Table(1024);
  /** Rows beyond the first copy of each distinct row. */
  duplicates = 0;
  /** Lines that are not the smallest of their hash; only the first `cap` by line are kept. */
  private repeats: Repeat[] = [];

  constructor(private readonly cap: number) {}

  /** Record a row; true when a row with the same hash was recorded before. */
  add(hi: number, lo: number, line: number): boolean {
    const old = this.table.putIfAbsent(hi, lo, line);
    if (old === -1) return false;
    this.duplicates++;
    this.keep({ line: Math.max(old, line), hi, lo });
    if (line < old) this.table.set(hi, lo, line);
    return true;
  }

  merge(o: DuplicateTracker): void {
    o.table.forEach((hi, lo, line) => {
      this.add(hi, lo, line);
    });
    this.duplicates += o.duplicates;
    for (const r of o.repeats) this.keep(r);
  }

  get distinct(): number {
    return this.table.size;
  }

  /** The first `cap` duplicate lines, each with the line of its original. */
  list(): { line: number; original: number }[] {
    this.compact();
    return this.repeats.map((r) => ({ line: r.line, original: this.table.get(r.hi, r.lo) }));
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
