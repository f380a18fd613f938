// Rows written twice. An eval export that repeats a row weighs its task twice, so a side
// keeps one 64-bit print per row (its bytes and run label hashed) with the position of its
// first occurrence, in typed arrays: 16 bytes a slot, no object per row. The rows stay
// counted (two byte-identical rollouts can be real when a row carries no text or id);
// the report names the repeats so a copy can be removed. Tables merge exactly: a print
// seen by two shards is a repeat of whichever came first, whatever the merge order.

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

/** At most this many repeats are listed; the count is always exact. */
export const MAX_REPEAT_EXAMPLES = 5;

export interface Repeat {
  /** Position (file index x 2^32 + line) of the repeating row and of the first one. */
  at: number;
  first: number;
}

export interface RepeatSummary {
  count: number;
  examples: Repeat[];
}

interface Candidate {
  at: number;
  hi: number;
  lo: number;
}

const EMPTY = -1;

/** Slots for n prints at the load factor add() keeps (at most 3/4), at least `cap`. */
function capacityFor(n: number, cap: number): number {
  while ((n + 1) * 4 > cap * 3) cap *= 2;
  return cap;
}
const isPosition = (x: number) => Number.isSafeInteger(x) && x >= 0;

export class RowPrints {
  private hi: Uint32Array;
  private lo: Uint32Array;
  /** First position of each print; -1 marks an empty slot. */
  private first: Float64Array;
  private mask: number;
  size = 0;
  /** Rows whose print was already present. */
  repeats = 0;
  /** The earliest repeats (at most MAX_REPEAT_EXAMPLES), by position. */
  private earliest: Candidate[] = [];

  /** Slots stepped past on collisions, summed over the table's life (a merge test reads it). */
  probes = 0;

  constructor(expected = 1024) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.hi = new Uint32Array(cap);
    this.lo = new Uint32Array(cap);
    this.first = new Float64Array(cap).fill(EMPTY);
    this.mask = cap - 1;
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.first.length * 16;
  }

  private slot(hi: number, lo: number): number {
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (this.first[i] !== EMPTY && (this.lo[i] !== lo || this.hi[i] !== hi)) {
      i = (i + 1) & this.mask;
      this.probes++;
    }
    return i;
  }

  /** Record a row's print at a position (positions of one table's rows are distinct). */
  add(hi: number, lo: number, at: number): void {
    hi >>>= 0;
    lo >>>= 0;
    if ((this.size + 1) * 4 > this.first.length * 3) this.resize(this.first.length * 2);
    const i = this.slot(hi, lo);
    const f = this.first[i] as number;
    if (f === EMPTY) {
      this.hi[i] = hi;
      this.lo[i] = lo;
      this.first[i] = at;
      this.size++;
      return;
    }
    this.repeats++;
    if (at < f) {
      // Rows given out of order (merging): the earlier one is the original.
      this.first[i] = at;
      this.note({ at: f, hi, lo });
    } else this.note({ at, hi, lo });
  }

  private note(c: Candidate): void {
    const list = this.earliest;
    if (list.length === MAX_REPEAT_EXAMPLES && c.at >= (list[list.length - 1] as Candidate).at) {
      return;
    }
    list.push(c);
    list.sort((a, b) => a.at - b.at);
    if (list.length > MAX_REPEAT_EXAMPLES) list.pop();
  }

  /**
   * Fold in another table of the same side (other rows). The table is sized for both
   * first: walked in slot order, the other table's prints arrive sorted by hash, and
   * growing halfway would leave the earlier ones packed into one stretch of this table,
   * a cluster every later insert walks (two tables of 1.5M prints took 8.8 s, not 0.2 s).
   * Sized once, the final set of prints is spread as any other, and linear probing's
   * total cost does not depend on the order prints arrive in.
   */
  merge(other: RowPrints): void {
    this.repeats += other.repeats;
    for (const c of other.earliest) this.note(c);
    this.resize(capacityFor(this.size + other.size, this.first.length));
    for (let j = 0; j < other.first.length; j++) {
      const at = other.first[j] as number;
      if (at !== EMPTY) this.add(other.hi[j] as number, other.lo[j] as number, at);
    }
  }

  /** Move every print into a table of `cap` slots (no smaller than it is). */
  private resize(cap: number): void {
    if (cap === this.first.length) return;
    const { hi, lo, first } = this;
    this.hi = new Uint32Array(cap);
    this.lo = new Uint32Array(cap);
    this.first = new Float64Array(cap).fill(EMPTY);
    this.mask = cap - 1;
    for (let j = 0; j < first.length; j++) {
      const at = first[j] as number;
      if (at === EMPTY) continue;
      const i = this.slot(hi[j] as number, lo[j] as number);
      this.hi[i] = hi[j] as number;
      this.lo[i] = lo[j] as number;
      this.first[i] = at;
    }
  }

  /** Every print with its first position (in slot order), the repeat count and examples. */
  saveState() {
    const n = this.size;
    const hi = new Uint32Array(n);
    const lo = new Uint32Array(n);
    const first = new Float64Array(n);
    let k = 0;
    for (let j = 0; j < this.first.length; j++) {
      if (this.first[j] === EMPTY) continue;
      hi[k] = this.hi[j] as number;
      lo[k] = this.lo[j] as number;
      first[k++] = this.first[j] as number;
    }
    return {
      hi: saveArray(hi),
      lo: saveArray(lo),
      first: saveArray(first),
      repeats: this.repeats,
      earliest: this.earliest.map((c) => [c.at, c.hi, c.lo]),
    };
  }

  /** Load a saved state into this fresh table; the state is checked as untrusted. */
  loadState(state: unknown, at: string): void {
    if (this.size > 0 || this.repeats > 0) throw new Error("prints load only into a fresh table");
    const r = record(state, at, ["hi", "lo", "first", "repeats", "earliest"]);
    const hi = readArray(r.hi, `${at}.hi`, "u32", isAny, "a hash");
    const lo = readArrayOf(r.lo, `${at}.lo`, "u32", hi.length, isAny, "a hash");
    const first = readArrayOf(r.first, `${at}.first`, "f64", hi.length, isPosition, "a position");
    this.resize(capacityFor(hi.length, this.first.length));
    for (let k = 0; k < hi.length; k++) {
      const i = this.slot(hi[k] as number, lo[k] as number);
      if (this.first[i] !== EMPTY) throw new StateError(`${at}.hi[${k}]`, "a print listed twice");
      this.hi[i] = hi[k] as number;
      this.lo[i] = lo[k] as number;
      this.first[i] = first[k] as number;
      this.size++;
    }
    let last = -1;
    const earliest = list(r.earliest, `${at}.earliest`, MAX_REPEAT_EXAMPLES, (x, p): Candidate => {
      if (!Array.isArray(x) || x.length !== 3) throw new StateError(p, "expected [at, hi, lo]");
      const c = {
        at: int(x[0], `${p}[0]`),
        hi: int(x[1], `${p}[1]`, 0, 0xffffffff),
        lo: int(x[2], `${p}[2]`, 0, 0xffffffff),
      };
      // Kept in position order, each a later copy of a print the table holds.
      check(c.at > last, `${p}[0]`, "out of position order");
      last = c.at;
      const f = this.first[this.slot(c.hi, c.lo)] as number;
      check(f !== EMPTY && f < c.at, p, "repeats no print of the table at an earlier position");
      return c;
    });
    const repeats = int(r.repeats, `${at}.repeats`);
    const shown = Math.min(repeats, MAX_REPEAT_EXAMPLES);
    check(earliest.length === shown, `${at}.earliest`, `expected ${shown} examples`);
    this.repeats = repeats;
    this.earliest = earliest;
  }

  summary(): RepeatSummary {
    return {
      count: this.repeats,
      examples: this.earliest.map((c) => ({
        at: c.at,
        first: this.first[this.slot(c.hi, c.lo)] as number,
      })),
    };
  }
}

/** A row's position: which of the side's files, and its line there. */
export const position = (file: number, line: number): number => file * 4294967296 + line;
export const fileOf = (at: number): number => Math.floor(at / 4294967296);
export const lineOf = (at: number): number => at % 4294967296;
