// Per-task cells of one run (or of a whole side), in columns: typed arrays indexed by
// cell, not an object per cell, so ten million rows on a hundred thousand tasks cost
// about 60 bytes per (run, task) and nothing per row. The tally fills tables as rows
// stream past (eval-tally.ts); the statistics read them.
import { addExact, isExact, mergeExact, roundExact } from "./exact-sum.js";
import {
  check,
  int,
  isAny,
  isCount,
  isFiniteNumber,
  list,
  num,
  readArrayOf,
  record,
  saveArray,
  StateError,
  str,
} from "../state/codec.js";

/** An exact expansion of doubles holds at most about 40 partials (2,098 bits / 53). */
const MAX_PARTIALS = 64;
/** Task and marker names are capped by the readers well below this. */
const MAX_NAME = 100_000;
/** More cells than any state the row caps allow. */
const MAX_CELLS = 100_000_000;
const isLine = (x: number) => Number.isInteger(x) && x >= 0 && x < 4294967296;

/** A metric's count, sum and sum of squares over one cell's rows (sums exact, rounded once). */
export interface Moments {
  n: number;
  sum: number;
  sq: number;
}

/**
 * One metric in columns. A sum is a plain number while every addition was exact (always
 * so for 0/1 values), and becomes an exact expansion in `sx`/`qx` the first time one is
 * not, so typical tables hold no arrays.
 */
class MetricColumns {
  n: Int32Array;
  s: Float64Array;
  q: Float64Array;
  sx = new Map<number, number[]>();
  qx = new Map<number, number[]>();

  constructor(cap: number) {
    this.n = new Int32Array(cap);
    this.s = new Float64Array(cap);
    this.q = new Float64Array(cap);
  }

  grow(cap: number): void {
    this.n = grown(this.n, cap);
    this.s = grown(this.s, cap);
    this.q = grown(this.q, cap);
  }

  add(i: number, v: number): void {
    this.n[i]++;
    addTo(this.s, this.sx, i, v);
    addTo(this.q, this.qx, i, v * v);
  }

  /** Fold cell j of `from` into cell i. */
  mergeCell(i: number, from: MetricColumns, j: number): void {
    this.n[i] += from.n[j] as number;
    mergeInto(this.s, this.sx, i, from.s[j] as number, from.sx.get(j));
    mergeInto(this.q, this.qx, i, from.q[j] as number, from.qx.get(j));
  }

  /** The first `size` cells; expansions as [cell, partials] for the cells that have one. */
  saveState(size: number) {
    const ex = (m: Map<number, number[]>) =>
      [...m].filter(([i]) => i < size).sort((a, b) => a[0] - b[0]);
    return {
      n: saveArray(this.n.subarray(0, size)),
      s: saveArray(this.s.subarray(0, size)),
      q: saveArray(this.q.subarray(0, size)),
      sx: ex(this.sx),
      qx: ex(this.qx),
    };
  }

  /** Fill the first `size` cells (of fresh columns with room for them) from a saved state. */
  loadState(state: unknown, at: string, size: number): void {
    const r = record(state, at, ["n", "s", "q", "sx", "qx"]);
    this.n.set(readArrayOf(r.n, `${at}.n`, "i32", size, isCount, "a count"));
    this.s.set(readArrayOf(r.s, `${at}.s`, "f64", size, isFiniteNumber, "a finite sum"));
    this.q.set(readArrayOf(r.q, `${at}.q`, "f64", size, isFiniteNumber, "a finite sum"));
    this.sx = readExpansions(r.sx, `${at}.sx`, size);
    this.qx = readExpansions(r.qx, `${at}.qx`, size);
  }

  moments(i: number): Moments | undefined {
    const n = this.n[i] as number;
    if (n === 0) return undefined;
    const sx = this.sx.get(i);
    const qx = this.qx.get(i);
    return {
      n,
      sum: sx ? roundExact(sx) : (this.s[i] as number),
      sq: qx ? roundExact(qx) : (this.q[i] as number),
    };
  }
}

function addTo(col: Float64Array, ex: Map<number, number[]>, i: number, v: number): void {
  const e = ex.get(i);
  if (e) return addExact(e, v);
  const s = col[i] as number;
  const t = s + v;
  if (isExact(s, v, t)) col[i] = t;
  else {
    const p = [s];
    addExact(p, v);
    ex.set(i, p);
  }
}

function mergeInto(
  col: Float64Array,
  ex: Map<number, number[]>,
  i: number,
  v: number,
  vx: number[] | undefined,
): void {
  const e = ex.get(i);
  const s = col[i] as number;
  const t = s + v;
  if (!e && !vx && isExact(s, v, t)) {
    col[i] = t;
    return;
  }
  const p = e ?? [s];
  mergeExact(p, vx ?? [v]);
  ex.set(i, p);
}

/** Saved [cell, partials] pairs, each cell once; partials re-expanded so they are well formed. */
function readExpansions(v: unknown, at: string, size: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  list(v, at, size, (x, p) => {
    if (!Array.isArray(x) || x.length !== 2) throw new StateError(p, "expected [cell, partials]");
    const cell = int(x[0], `${p}[0]`, 0, size - 1);
    check(!out.has(cell), `${p}[0]`, `cell ${cell} listed twice`);
    const partials: number[] = [];
    for (const y of list(x[1], `${p}[1]`, MAX_PARTIALS, (y, q) => num(y, q))) {
      if (Math.abs(y) > 1e300) throw new StateError(`${p}[1]`, "a partial too large to sum");
      addExact(partials, y);
    }
    out.set(cell, partials);
  });
  return out;
}

function grown<T extends Int32Array | Float64Array>(a: T, cap: number): T {
  const b = new (a.constructor as new (n: number) => T)(cap);
  b.set(a);
  return b;
}

const PASS_AT_1 = "pass_at_1";
const MARKER = "marker:";

export class TaskTable {
  /** Task of each cell, in the order cells were made. */
  readonly tasks: string[] = [];
  private cap: number;
  private index: Map<string, number> | null = null;
  private reward: MetricColumns;
  private markerCols = new Map<string, MetricColumns>();
  /** Rows graded pass/fail (reward exactly 0 or 1), and the passes among them. */
  private graded: Int32Array;
  private passed: Int32Array;
  /** File index and line of each cell's first row: tables list tasks in first-seen order. */
  private file: Int32Array;
  private line: Float64Array;
  /** Sums (mod 2^32) of each row's hash of its scores, and of its print (io/row-print.ts); rows without a print. */
  private hashes: Int32Array;
  private unprinted: Int32Array;

  constructor(cap = 16) {
    this.cap = cap;
    this.reward = new MetricColumns(cap);
    this.graded = new Int32Array(cap);
    this.passed = new Int32Array(cap);
    this.file = new Int32Array(cap);
    this.line = new Float64Array(cap);
    this.hashes = new Int32Array(cap * 4);
    this.unprinted = new Int32Array(cap);
  }

  get size(): number {
    return this.tasks.length;
  }

  keys(): readonly string[] {
    return this.tasks;
  }

  /** The cell of a task, or -1. */
  indexOf(task: string): number {
    if (this.index === null) this.index = new Map(this.tasks.map((t, i) => [t, i]));
    return this.index.get(task) ?? -1;
  }

  has(task: string): boolean {
    return this.indexOf(task) >= 0;
  }

  /** A new cell for a task not yet in the table; its first row is at (file, line). */
  newCell(task: string, file: number, line: number): number {
    const i = this.tasks.length;
    if (i === this.cap) this.growTo(this.cap * 2);
    this.tasks.push(task);
    this.index?.set(task, i);
    this.file[i] = file;
    this.line[i] = line;
    return i;
  }

  private growTo(cap: number): void {
    this.cap = cap;
    this.reward.grow(cap);
    for (const m of this.markerCols.values()) m.grow(cap);
    this.graded = grown(this.graded, cap);
    this.passed = grown(this.passed, cap);
    this.file = grown(this.file, cap);
    this.line = grown(this.line, cap);
    this.hashes = grown(this.hashes, cap * 4);
    this.unprinted = grown(this.unprinted, cap);
  }

  private marker(name: string): MetricColumns {
    let m = this.markerCols.get(name);
    if (!m) {
      m = new MetricColumns(this.cap);
      this.markerCols.set(name, m);
    }
    return m;
  }

  /** Count one row in cell i. */
  addRow(i: number, reward: number, markers: Record<string, number>, names: readonly string[]) {
    this.reward.add(i, reward);
    if (reward === 0 || reward === 1) {
      this.graded[i]++;
      this.passed[i] += reward;
    }
    for (const k of names) this.marker(k).add(i, markers[k] as number);
  }

  /** Add a row's hashes: of its scores, and its print without the run key (null: none). */
  addHashes(i: number, s0: number, s1: number, t: [number, number] | null): void {
    const h = this.hashes;
    h[4 * i] = ((h[4 * i] as number) + s0) | 0;
    h[4 * i + 1] = ((h[4 * i + 1] as number) + s1) | 0;
    if (t === null) this.unprinted[i]++;
    else {
      h[4 * i + 2] = ((h[4 * i + 2] as number) + t[0]) | 0;
      h[4 * i + 3] = ((h[4 * i + 3] as number) + t[1]) | 0;
    }
  }

  /** Fold cell j of another table into cell i of this one. */
  mergeCell(i: number, from: TaskTable, j: number): void {
    if (
      (from.file[j] as number) < (this.file[i] as number) ||
      (from.file[j] === this.file[i] && (from.line[j] as number) < (this.line[i] as number))
    ) {
      this.file[i] = from.file[j] as number;
      this.line[i] = from.line[j] as number;
    }
    this.reward.mergeCell(i, from.reward, j);
    for (const [k, m] of from.markerCols) {
      if ((m.n[j] as number) > 0) this.marker(k).mergeCell(i, m, j);
    }
    this.graded[i] += from.graded[j] as number;
    this.passed[i] += from.passed[j] as number;
    for (let h = 0; h < 4; h++) {
      this.hashes[4 * i + h] =
        ((this.hashes[4 * i + h] as number) + (from.hashes[4 * j + h] as number)) | 0;
    }
    this.unprinted[i] += from.unprinted[j] as number;
  }

  /** Fold every cell of another table in, making cells for its new tasks. */
  mergeTable(from: TaskTable): void {
    from.tasks.forEach((task, j) => {
      let i = this.indexOf(task);
      if (i < 0) i = this.newCell(task, from.file[j] as number, from.line[j] as number);
      this.mergeCell(i, from, j);
    });
  }

  /** A copy with the cells in first-seen order (by file, then line). */
  ordered(): TaskTable {
    const order = this.tasks.map((_, i) => i);
    order.sort(
      (a, b) =>
        (this.file[a] as number) - (this.file[b] as number) ||
        (this.line[a] as number) - (this.line[b] as number) ||
        a - b,
    );
    const out = new TaskTable(Math.max(16, this.size));
    for (const j of order) {
      const i = out.newCell(
        this.tasks[j] as string,
        this.file[j] as number,
        this.line[j] as number,
      );
      out.mergeCell(i, this, j);
    }
    return out;
  }

  /** The table as JSON-able data (typed columns as base64), for a shard's state. */
  saveState() {
    const n = this.size;
    return {
      tasks: this.tasks.slice(),
      file: saveArray(this.file.subarray(0, n)),
      line: saveArray(this.line.subarray(0, n)),
      reward: this.reward.saveState(n),
      markers: [...this.markerCols].map(([k, m]) => [k, m.saveState(n)]),
      graded: saveArray(this.graded.subarray(0, n)),
      passed: saveArray(this.passed.subarray(0, n)),
      hashes: saveArray(this.hashes.subarray(0, 4 * n)),
      unprinted: saveArray(this.unprinted.subarray(0, n)),
    };
  }

  /** Load a saved table into this fresh (empty) one; the state is checked as untrusted. */
  loadState(state: unknown, at: string): void {
    if (this.size > 0) throw new Error("a table state loads only into an empty table");
    const keys = ["tasks", "file", "line", "reward", "markers"] as const;
    const r = record(state, at, [...keys, "graded", "passed", "hashes", "unprinted"]);
    const tasks = list(r.tasks, `${at}.tasks`, MAX_CELLS, (x, p) => str(x, p, MAX_NAME));
    check(new Set(tasks).size === tasks.length, `${at}.tasks`, "a task listed twice");
    const n = tasks.length;
    this.growTo(Math.max(16, n));
    const cells = (k: "graded" | "passed" | "unprinted") =>
      readArrayOf(r[k], `${at}.${k}`, "i32", n, isCount, "a count");
    this.file.set(readArrayOf(r.file, `${at}.file`, "i32", n, isCount, "a file index"));
    this.line.set(readArrayOf(r.line, `${at}.line`, "f64", n, isLine, "a line"));
    this.reward.loadState(r.reward, `${at}.reward`, n);
    const names = new Set<string>();
    list(r.markers, `${at}.markers`, MAX_CELLS, (x, p) => {
      if (!Array.isArray(x) || x.length !== 2) throw new StateError(p, "expected [name, columns]");
      const name = str(x[0], `${p}[0]`, MAX_NAME);
      check(!names.has(name), `${p}[0]`, `marker ${JSON.stringify(name)} listed twice`);
      names.add(name);
      this.marker(name).loadState(x[1], `${p}[1]`, n);
    });
    const graded = cells("graded");
    const passed = cells("passed");
    const unprinted = cells("unprinted");
    this.graded.set(graded);
    this.passed.set(passed);
    this.unprinted.set(unprinted);
    this.hashes.set(readArrayOf(r.hashes, `${at}.hashes`, "i32", 4 * n, isAny, "a hash"));
    this.tasks.push(...tasks);
    this.index = null;
    for (let i = 0; i < n; i++) {
      const rows = this.reward.n[i] as number;
      const p = `${at}.reward.n[${i}]`;
      // A cell is made for a row, rewards lie in [0, 1], and the grades count some of its rows.
      check(rows > 0, p, "a cell without rows");
      check((graded[i] as number) <= rows, `${at}.graded[${i}]`, "more graded rows than rows");
      check(
        (passed[i] as number) <= (graded[i] as number),
        `${at}.passed[${i}]`,
        "more passes than graded rows",
      );
      check(
        (unprinted[i] as number) <= rows,
        `${at}.unprinted[${i}]`,
        "more rows than the cell has",
      );
      const m = this.reward.moments(i) as Moments;
      check(
        m.sum >= 0 && m.sum <= rows && m.sq >= 0 && m.sq <= m.sum,
        `${at}.reward`,
        `cell ${i}: sums outside what rewards in [0, 1] give`,
      );
      for (const [k, col] of this.markerCols) {
        check(
          (col.n[i] as number) <= rows,
          `${at}.markers`,
          `marker ${JSON.stringify(k)} counts more rows than cell ${i} has`,
        );
      }
    }
  }

  /** File index and line of cell i's first row. */
  firstOf(i: number): [number, number] {
    return [this.file[i] as number, this.line[i] as number];
  }

  /** Rows in cell i. */
  rows(i: number): number {
    return this.reward.n[i] as number;
  }

  /** All rows in the table. */
  totalRows(): number {
    let n = 0;
    for (let i = 0; i < this.size; i++) n += this.reward.n[i] as number;
    return n;
  }

  /** Pass/fail rows of cell i and the passes among them. */
  grades(i: number): [number, number] {
    return [this.graded[i] as number, this.passed[i] as number];
  }

  /** Moments of a metric in cell i, or undefined when no row of the cell carries it. */
  moments(i: number, metric: string): Moments | undefined {
    if (metric === PASS_AT_1) return this.reward.moments(i);
    if (!metric.startsWith(MARKER)) {
      throw new RangeError(`unknown metric "${metric}": use pass_at_1 or marker:<name>`);
    }
    return this.markerCols.get(metric.slice(MARKER.length))?.moments(i);
  }

  /**
   * Marker names some row of the table carries, sorted: the order columns were made in
   * depends on which rows came first, so on how the rows were split into shards.
   */
  markerNames(): string[] {
    return [...this.markerCols.entries()]
      .filter(([, m]) => m.n.some((x) => x > 0))
      .map(([k]) => k)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Cell i's order-free hash of its rows' scores, or with `prints` of their prints. */
  hashOf(i: number, prints: boolean): [number, number] | null {
    if (prints && (this.unprinted[i] as number) > 0) return null;
    const o = 4 * i + (prints ? 2 : 0);
    return [this.hashes[o] as number, this.hashes[o + 1] as number];
  }
}
