// One side's eval results, aggregated per run and task while the rows stream past, so
// memory grows with runs x tasks, not with rollouts (ten million rows need not sit in
// memory to be compared). Every figure the model check prints is a function of these
// cells: counts, exact sums and sums of squares of the reward and each marker, pass/fail
// counts for pass@k, and order-free hashes of each cell's rows for spotting copied runs.
// Tallies merge (shards, workers) and the result does not depend on the order of rows.
import type { EvalRow } from "../io/canonical.js";
import { addExact, isExact, mergeExact, roundExact } from "./exact-sum.js";
import { position, RowPrints, type RepeatSummary } from "./row-prints.js";

/**
 * Count, sum and sum of squares of one metric's values. Each sum is a plain number while
 * every addition was exact (always so for 0/1 values), and becomes an exact expansion
 * (`sx`, `qx`) the first time one is not, so typical cells hold no arrays.
 */
export interface Moments {
  n: number;
  s: number;
  sx: number[] | null;
  q: number;
  qx: number[] | null;
}

/** What one run (or a whole side) says about one task; its own moments are the reward's. */
export interface Cell extends Moments {
  /**
   * File index and line of the first row: a table lists its tasks in the order they were
   * first seen. Two small integers, not one position, so V8 keeps them unboxed.
   */
  file: number;
  line: number;
  /** Rows graded pass/fail (reward exactly 0 or 1), and the passes among them. */
  graded: number;
  passed: number;
  /** Per marker name; null while no row carried one. */
  markers: Map<string, Moments> | null;
  /** Sums (mod 2^32, as int32) of each row's hash of its scores, and of scores with text. */
  score0: number;
  score1: number;
  text0: number;
  text1: number;
  /** Rows without reply text: such a cell has no text signature. */
  textless: number;
}

/** Tasks of one run (or of a whole side), in first-seen order. */
export type TaskTable = Map<string, Cell>;

/**
 * A side's tables split by run label: the unit that re-run noise, pass@k per run and the
 * sizing's run pairs all work on.
 */
export interface RunSplit {
  /** Run labels in first-seen order (empty when no row carries one). */
  labels: string[];
  byRun: Map<string, TaskTable>;
  /** Rows without a run label while others have one: left out of the run statistics. */
  unlabelled: number;
}

/** A side, finished: what the statistics read. */
export interface SideTable {
  /** Rows counted (rows of runs dropped as copies are not). */
  rows: number;
  /** Every counted row per task. */
  pooled: TaskTable;
  /** Labelled runs, and the count of rows without a label while others have one. */
  split: RunSplit;
  /** Rows without a run label, per task (all rows when no row carries one). */
  unlabelled: TaskTable;
  /** Marker names any counted row carries. */
  markers: Set<string>;
  /** The model_version every row shares, else null. */
  model: string | null;
  /** Task -> family, as the first row naming one says. */
  families: Map<string, string>;
  /** Groups of copied runs (first label kept, the others dropped), in first-seen order. */
  identical_runs: string[][];
  /** Groups of runs with the same per-task scores that were still counted as separate runs. */
  same_scores: string[][];
  /** Rows that repeat an earlier row of their run byte for byte (counted, and named). */
  repeats: RepeatSummary;
  /** The side's files, in the order their index appears in positions. */
  files: string[];
}

interface RunTally {
  first: number;
  cells: TaskTable;
  /** Mixed into row prints, so the same row in two runs is not a repeat. */
  salt0: number;
  salt1: number;
}

const moments = (): Moments => ({ n: 0, s: 0, sx: null, q: 0, qx: null });

function addMoments(m: Moments, v: number): void {
  m.n++;
  if (m.sx !== null) addExact(m.sx, v);
  else {
    const t = m.s + v;
    if (isExact(m.s, v, t)) m.s = t;
    else addExact((m.sx = [m.s]), v);
  }
  const v2 = v * v;
  if (m.qx !== null) addExact(m.qx, v2);
  else {
    const t = m.q + v2;
    if (isExact(m.q, v2, t)) m.q = t;
    else addExact((m.qx = [m.q]), v2);
  }
}

function mergeMoments(into: Moments, from: Moments): void {
  into.n += from.n;
  const t = into.s + from.s;
  if (into.sx === null && from.sx === null && isExact(into.s, from.s, t)) into.s = t;
  else mergeExact((into.sx ??= [into.s]), from.sx ?? [from.s]);
  const u = into.q + from.q;
  if (into.qx === null && from.qx === null && isExact(into.q, from.q, u)) into.q = u;
  else mergeExact((into.qx ??= [into.q]), from.qx ?? [from.q]);
}

/** The exact sum of a metric's values, rounded once. */
export const momentSum = (m: Moments): number => (m.sx === null ? m.s : roundExact(m.sx));
/** The exact sum of the values' squares, rounded once. */
export const momentSq = (m: Moments): number => (m.qx === null ? m.q : roundExact(m.qx));

/** The metric's mean over a cell's rows, or undefined when no row carries it. */
export function cellMean(c: Cell, metric: string): number | undefined {
  const m = cellMoments(c, metric);
  return m === undefined || m.n === 0 ? undefined : momentSum(m) / m.n;
}

export function cellMoments(c: Cell, metric: string): Moments | undefined {
  if (metric === "pass_at_1") return c;
  if (!metric.startsWith("marker:")) {
    throw new RangeError(`unknown metric "${metric}": use pass_at_1 or marker:<name>`);
  }
  return c.markers?.get(metric.slice(7));
}

function newCell(file: number, line: number): Cell {
  return {
    n: 0,
    s: 0,
    sx: null,
    q: 0,
    qx: null,
    file,
    line,
    graded: 0,
    passed: 0,
    markers: null,
    score0: 0,
    score1: 0,
    text0: 0,
    text1: 0,
    textless: 0,
  };
}

function mergeCell(into: Cell, from: Cell): void {
  if (from.file < into.file || (from.file === into.file && from.line < into.line)) {
    into.file = from.file;
    into.line = from.line;
  }
  mergeMoments(into, from);
  into.graded += from.graded;
  into.passed += from.passed;
  if (from.markers) {
    into.markers ??= new Map();
    for (const [k, m] of from.markers) {
      const got = into.markers.get(k);
      if (got) mergeMoments(got, m);
      else {
        const copy = moments();
        mergeMoments(copy, m);
        into.markers.set(k, copy);
      }
    }
  }
  into.score0 = (into.score0 + from.score0) | 0;
  into.score1 = (into.score1 + from.score1) | 0;
  into.text0 = (into.text0 + from.text0) | 0;
  into.text1 = (into.text1 + from.text1) | 0;
  into.textless += from.textless;
}

function copyCell(c: Cell): Cell {
  const out = newCell(c.file, c.line);
  mergeCell(out, c);
  return out;
}

let laneA = 0;
let laneB = 0;

/** Two 32-bit lanes over a string's UTF-16 units, continuing from the current lanes. */
function feed(s: string): void {
  let a = laneA;
  let b = laneB;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  laneA = Math.imul(a ^ (a >>> 15) ^ s.length, 0x85ebca6b) >>> 0;
  laneB = Math.imul(b ^ (b >>> 13) ^ s.length, 0xc2b2ae35) >>> 0;
}

function startHash(): void {
  laneA = 0x811c9dc5;
  laneB = 0x9747b28c;
}

function markerKey(m: Record<string, number>): string {
  return Object.keys(m)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${m[k]}`)
    .join(",");
}

const byFirst = (a: [string, { first: number }], b: [string, { first: number }]) =>
  a[1].first - b[1].first;

function ordered<T extends { first: number }>(m: Map<string, T>): Map<string, T> {
  return new Map([...m].sort(byFirst));
}

const byFileLine = (a: [string, Cell], b: [string, Cell]) =>
  a[1].file - b[1].file || a[1].line - b[1].line;

function orderedCells(m: TaskTable): TaskTable {
  return new Map([...m].sort(byFileLine));
}

function newRun(label: string | undefined, first: number): RunTally {
  startHash();
  feed(label === undefined ? "" : `\u0001${label}`);
  return { first, cells: new Map(), salt0: laneA, salt1: laneB };
}

export class SideTally {
  rows = 0;
  private runs = new Map<string | undefined, RunTally>();
  private prints = new RowPrints();
  private markerNames = new Set<string>();
  /** undefined before the first row; null once a row lacks a model_version or differs. */
  private model: string | null | undefined = undefined;
  private families = new Map<string, { family: string; first: number }>();

  /**
   * Count one row of the side's file number `file` (0 for the first). The file and line
   * order the rows: tables list tasks and runs in the order they were first seen.
   */
  add(row: EvalRow, file = 0): void {
    const order = position(file, row.line);
    const { reward } = row;
    if (!(Number.isFinite(reward) && reward >= 0 && reward <= 1)) {
      // The readers refuse such rows with a problem; this guards rows built elsewhere.
      throw new RangeError(
        `line ${row.line}: field "reward" must be a number in [0, 1], got ${reward}`,
      );
    }
    this.rows++;
    let run = this.runs.get(row.run);
    if (!run) {
      run = newRun(row.run, order);
      this.runs.set(row.run, run);
    }
    const fp = row.fingerprint;
    if (fp !== undefined) this.prints.add(fp[0] ^ run.salt0, fp[1] ^ run.salt1, order);
    let cell = run.cells.get(row.task);
    if (!cell) {
      cell = newCell(file, row.line);
      run.cells.set(row.task, cell);
    }
    addMoments(cell, reward);
    if (reward === 0 || reward === 1) {
      cell.graded++;
      cell.passed += reward;
    }
    const names = Object.keys(row.markers);
    for (const k of names) {
      const v = row.markers[k] as number;
      if (!Number.isFinite(v)) {
        throw new RangeError(
          `line ${row.line}: field "markers.${k}" must be a finite number, got ${v}`,
        );
      }
      cell.markers ??= new Map();
      let m = cell.markers.get(k);
      if (!m) {
        m = moments();
        cell.markers.set(k, m);
        this.markerNames.add(k);
      }
      addMoments(m, v);
    }
    this.hashRow(cell, reward, names.length > 0 ? markerKey(row.markers) : "", row.final_text);
    const mv = row.model_version;
    if (mv === undefined || mv === "") this.model = null;
    else if (this.model === undefined) this.model = mv;
    else if (this.model !== mv) this.model = null;
    if (row.family !== undefined && row.family !== "") {
      const f = this.families.get(row.task);
      if (!f || order < f.first) this.families.set(row.task, { family: row.family, first: order });
    }
  }

  /** Order-free: a cell's hashes are sums over its rows, so any row order gives the same. */
  private hashRow(cell: Cell, reward: number, markers: string, text: string | undefined): void {
    const scores = `${reward}\u0000${markers}`;
    startHash();
    feed(scores);
    cell.score0 = (cell.score0 + laneA) | 0;
    cell.score1 = (cell.score1 + laneB) | 0;
    if (text === undefined || text === "") {
      cell.textless++;
      return;
    }
    feed(text);
    cell.text0 = (cell.text0 + laneA) | 0;
    cell.text1 = (cell.text1 + laneB) | 0;
  }

  /** Fold another tally of the same side (other rows) into this one. */
  merge(other: SideTally): void {
    this.rows += other.rows;
    for (const [label, r] of other.runs) {
      const mine = this.runs.get(label);
      if (!mine) {
        const copy = newRun(label, r.first);
        for (const [t, c] of r.cells) copy.cells.set(t, copyCell(c));
        this.runs.set(label, copy);
        continue;
      }
      if (r.first < mine.first) mine.first = r.first;
      for (const [task, c] of r.cells) {
        const got = mine.cells.get(task);
        if (got) mergeCell(got, c);
        else mine.cells.set(task, copyCell(c));
      }
    }
    this.prints.merge(other.prints);
    for (const k of other.markerNames) this.markerNames.add(k);
    if (other.model !== undefined) {
      if (this.model === undefined) this.model = other.model;
      else if (this.model !== other.model) this.model = null;
    }
    for (const [task, f] of other.families) {
      const mine = this.families.get(task);
      if (!mine || f.first < mine.first) this.families.set(task, f);
    }
  }

  /** The finished side: copied runs found and dropped, tables in first-seen order. */
  table(files: string[] = []): SideTable {
    const labelled = ordered(
      new Map([...this.runs].filter((e): e is [string, RunTally] => e[0] !== undefined)),
    );
    const loose = this.runs.get(undefined);
    const byRun = new Map([...labelled].map(([l, r]) => [l, orderedCells(r.cells)]));
    const copies = copiedRuns(byRun);
    const dropped = new Set(copies.identical.flatMap((g) => g.slice(1)));
    for (const l of dropped) byRun.delete(l);
    let rows = loose ? rowsOf(loose.cells) : 0;
    const pooled = new Map<string, Cell>();
    const into = (cells: TaskTable) => {
      for (const [task, c] of cells) {
        const got = pooled.get(task);
        if (got) mergeCell(got, c);
        else pooled.set(task, copyCell(c));
      }
    };
    for (const cells of byRun.values()) {
      rows += rowsOf(cells);
      into(cells);
    }
    if (loose) into(loose.cells);
    const markers = new Set<string>();
    for (const c of pooled.values()) for (const k of c.markers?.keys() ?? []) markers.add(k);
    const families = new Map(
      [...ordered(this.families)].map(([task, f]) => [task, f.family] as [string, string]),
    );
    return {
      rows,
      pooled: orderedCells(pooled),
      split: {
        labels: [...byRun.keys()],
        byRun,
        unlabelled: byRun.size > 0 && loose ? rowsOf(loose.cells) : 0,
      },
      unlabelled: loose ? orderedCells(loose.cells) : new Map(),
      markers,
      model: this.model ?? null,
      families,
      identical_runs: copies.identical,
      same_scores: copies.similar,
      repeats: this.prints.summary(),
      files,
    };
  }
}

function rowsOf(cells: TaskTable): number {
  let n = 0;
  for (const c of cells.values()) n += c.n;
  return n;
}

/**
 * What a run says about each task, as one hash: per task (sorted) its row count and the
 * order-free hash of its rows' scores (with `text`, of scores and reply texts; null when
 * some row has no text).
 */
function runSignature(cells: TaskTable, text: boolean): string | null {
  startHash();
  for (const task of [...cells.keys()].sort()) {
    const c = cells.get(task) as Cell;
    if (text && c.textless > 0) return null;
    feed(task);
    feed(`${c.n}:${text ? c.text0 : c.score0}:${text ? c.text1 : c.score1}`);
  }
  return `${laneA.toString(16)}.${laneB.toString(16)}.${cells.size}`;
}

function groupBy(labels: readonly string[], sig: (l: string) => string | null): string[][] {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const k = sig(label);
    if (k === null) continue;
    const g = groups.get(k);
    if (g) g.push(label);
    else groups.set(k, [label]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * Copies that fake evidence: a run pasted in as runs 0, 1, 2 looks perfectly replicated
 * (run_std 0, no band). Copied runs are every run of the side saying the same on every
 * task (nothing is left to measure noise with), or runs agreeing down to the reply text.
 * Runs that agree on scores alone while others differ can happen by chance with few
 * rollouts, so they are named but still counted.
 */
function copiedRuns(byRun: Map<string, TaskTable>): { identical: string[][]; similar: string[][] } {
  const labels = [...byRun.keys()];
  if (labels.length < 2) return { identical: [], similar: [] };
  const of = (l: string) => byRun.get(l) as TaskTable;
  const scores = groupBy(labels, (l) => runSignature(of(l), false));
  if (scores.length === 1 && (scores[0] as string[]).length === labels.length) {
    return { identical: scores, similar: [] };
  }
  const identical = groupBy(labels, (l) => runSignature(of(l), true));
  const copied = new Set(identical.flat());
  return { identical, similar: scores.filter((g) => g.some((l) => !copied.has(l))) };
}

/** A side from rows in memory (tests, simulations), all of one file. */
export function tallyRows(rows: readonly EvalRow[]): SideTable {
  const t = new SideTally();
  for (const r of rows) t.add(r);
  return t.table();
}
