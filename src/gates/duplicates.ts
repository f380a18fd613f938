// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) mapped to its
// smallest line, about 24-48 bytes per distinct row. The copy on the smallest
// line is "the original" whatever order the rows come in; the others are
// duplicates of it.
import { U64Table } from "./u64-table.js";
import {
  check,
  int,
  isAny,
  list,
  readArray,
  readArrayOf,
  record,
  saveArray,
  StateError,
} from "../state/codec.js";

const MAX_LINE = 0x7fffffff;
const isLine = (x: number) => Number.isInteger(x) && x >= 0 && x <= MAX_LINE;

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

  /** Each distinct hash with its smallest line (in table order), the count and kept repeats. */
  saveState() {
    this.compact();
    const n = this.table.size;
    const hi = new Uint32Array(n);
    const lo = new Uint32Array(n);
    const line = new Int32Array(n);
    let k = 0;
    this.table.forEach((h, l, v) => {
      hi[k] = h;
      lo[k] = l;
      line[k++] = v;
    });
    return {
      duplicates: this.duplicates,
      hi: saveArray(hi),
      lo: saveArray(lo),
      line: saveArray(line),
      repeats: this.repeats.map((r) => [r.line, r.hi, r.lo]),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["duplicates", "hi", "lo", "line", "repeats"]);
    const hi = readArray(r.hi, `${at}.hi`, "u32", isAny, "a hash");
    const lo = readArrayOf(r.lo, `${at}.lo`, "u32", hi.length, isAny, "a hash");
    const line = readArrayOf(r.line, `${at}.line`, "i32", hi.length, isLine, "a line");
    const table = new U64Table(hi.length);
    for (let i = 0; i < hi.length; i++) {
      if (table.putIfAbsent(hi[i] as number, lo[i] as number, line[i] as number) !== -1) {
        throw new StateError(`${at}.hi[${i}]`, "a hash listed twice");
      }
    }
    const repeats = list(r.repeats, `${at}.repeats`, this.cap, (x, p): Repeat => {
      if (!Array.isArray(x) || x.length !== 3) throw new StateError(p, "expected [line, hi, lo]");
      const rep = {
        line: int(x[0], `${p}[0]`, 0, MAX_LINE),
        hi: int(x[1], `${p}[1]`, 0, 0xffffffff),
        lo: int(x[2], `${p}[2]`, 0, 0xffffffff),
      };
      const original = table.get(rep.hi, rep.lo);
      // A repeat of a hash never seen, or before its original, would print a wrong line.
      check(
        original >= 0 && original <= rep.line,
        p,
        "no original in the table on or before its line",
      );
      return rep;
    });
    const duplicates = int(r.duplicates, `${at}.duplicates`, repeats.length);
    this.table = table;
    this.duplicates = duplicates;
    this.repeats = repeats;
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
