// Per-task cells of one run (or of a whole side), in columns: typed arrays indexed by
// cell, not an object per cell, so ten million rows on a hundred thousand tasks cost
// about 60 bytes per (run, task) and nothing per row. The tally fills tables as rows
// stream past (eval-tally.ts); the statistics read them.
import { addExact, isExact, mergeExact, roundExact } from "./exact-sum.js";

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
  /** Sums (mod 2^32) of each row's hash of its scores, and of scores with text; rows without text. */
  private hashes: Int32Array;
  private textless: Int32Array;

  constructor(cap = 16) {
    this.cap = cap;
    this.reward = new MetricColumns(cap);
    this.graded = new Int32Array(cap);
    this.passed = new Int32Array(cap);
    this.file = new Int32Array(cap);
    this.line = new Float64Array(cap);
    this.hashes = new Int32Array(cap * 4);
    this.textless = new Int32Array(cap);
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
    this.textless = grown(this.textless, cap);
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

  /** Add a row's hashes: of its scores, and (null when it has no text) of scores and text. */
  addHashes(i: number, s0: number, s1: number, t: [number, number] | null): void {
    const h = this.hashes;
    h[4 * i] = ((h[4 * i] as number) + s0) | 0;
    h[4 * i + 1] = ((h[4 * i + 1] as number) + s1) | 0;
    if (t === null) this.textless[i]++;
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
    this.textless[i] += from.textless[j] as number;
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

  /** Marker names some row of the table carries. */
  markerNames(): string[] {
    return [...this.markerCols.entries()].filter(([, m]) => m.n.some((x) => x > 0)).map(([k]) => k);
  }

  /** Cell i's order-free hash of its rows' scores, or with `text` of scores and texts. */
  hashOf(i: number, text: boolean): [number, number] | null {
    if (text && (this.textless[i] as number) > 0) return null;
    const o = 4 * i + (text ? 2 : 0);
    return [this.hashes[o] as number, this.hashes[o + 1] as number];
  }
}
