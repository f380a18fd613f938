// One side's eval results, aggregated per run and task while the rows stream past, so
// memory grows with runs x tasks, not with rollouts (ten million rows need not sit in
// memory to be compared). Every figure the model check prints is a function of these
// cells (task-table.ts): counts, exact sums and sums of squares of the reward and each
// marker, pass/fail counts for pass@k, and order-free hashes of each cell's scores and row
// prints for spotting copied runs. Tallies merge (shards, workers), and the result does not depend
// on the order rows came in.
import type { EvalRow } from "../io/canonical.js";
import { feedLanes as feed, laneA, laneB, startLanes as startHash } from "../io/lanes.js";
import { position, RowPrints, type RepeatSummary } from "./row-prints.js";
import { nearCopyGroups, type NearCopyGroup } from "./near-copies.js";
import { TaskTable } from "./task-table.js";
import {
  check,
  int,
  list,
  record,
  STATE_VERSION,
  StateError,
  str,
  versioned,
  type Json,
} from "../state/codec.js";

/** Labels, tasks and families are capped by the readers well below this. */
const MAX_NAME = 100_000;
const MAX_ITEMS = 100_000_000;

export { TaskTable, type Moments } from "./task-table.js";

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
  /** Groups of runs (copies left out) with the same per-task scores from rows of their own: counted as re-runs. */
  same_scores: string[][];
  /**
   * Groups of runs (copies left out) that agree task by task more closely than their own
   * rollout noise allows (near-copies.ts): first run kept, the others dropped like copies.
   */
  near_copies: NearCopyGroup[];
  /** Rows that repeat an earlier row of the same run byte for byte (counted, and named). */
  repeats: RepeatSummary;
  /** The side's files, in the order their index appears in positions. */
  files: string[];
}

interface RunTally {
  /** Position of the run's first row. */
  first: number;
  table: TaskTable;
  /** Cell of each of the side's tasks in this run (-1: none yet), by task number. */
  cellOf: Int32Array;
  /** Mixed into row prints, so the same row in two runs is not a repeat. */
  salt0: number;
  salt1: number;
}

function markerKey(m: Record<string, number>): string {
  return Object.keys(m)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${m[k]}`)
    .join(",");
}

function ordered<T extends { first: number }>(m: Map<string, T>): Map<string, T> {
  return new Map([...m].sort((a, b) => a[1].first - b[1].first));
}

function newRun(label: string | undefined, first: number): RunTally {
  startHash();
  feed(label === undefined ? "" : `\u0001${label}`);
  return {
    first,
    table: new TaskTable(),
    cellOf: new Int32Array(16).fill(-1),
    salt0: laneA(),
    salt1: laneB(),
  };
}

export class SideTally {
  rows = 0;
  private runs = new Map<string | undefined, RunTally>();
  private prints = new RowPrints();
  /** Each task's number within the side, so runs find their cells by number, not by name. */
  private taskNo = new Map<string, number>();
  /** undefined before the first row; null once a row lacks a model_version or differs. */
  private model: string | null | undefined = undefined;
  private families = new Map<string, { family: string; first: number }>();

  private runOf(label: string | undefined, first: number): RunTally {
    let run = this.runs.get(label);
    if (!run) {
      run = newRun(label, first);
      this.runs.set(label, run);
    } else if (first < run.first) run.first = first;
    return run;
  }

  /** The run's cell for a task, made at (file, line) when the run has none yet. */
  private cellOf(run: RunTally, task: string, file: number, line: number): number {
    const no = this.numberOf(run, task);
    let cell = run.cellOf[no] as number;
    if (cell < 0) {
      cell = run.table.newCell(task, file, line);
      run.cellOf[no] = cell;
    }
    return cell;
  }

  /** The task's number within the side (a new task takes the next), with room in the run's map. */
  private numberOf(run: RunTally, task: string): number {
    let no = this.taskNo.get(task);
    if (no === undefined) {
      no = this.taskNo.size;
      this.taskNo.set(task, no);
    }
    if (no >= run.cellOf.length) {
      const grown = new Int32Array(Math.max(no + 1, run.cellOf.length * 2)).fill(-1);
      grown.set(run.cellOf);
      run.cellOf = grown;
    }
    return no;
  }

  /**
   * Count one row of the side's file number `file` (0 for the first). The file and line
   * order the rows: tables list tasks and runs in the order they were first seen.
   */
  add(row: EvalRow, file = 0): void {
    const { reward } = row;
    if (!(Number.isFinite(reward) && reward >= 0 && reward <= 1)) {
      // The readers refuse such rows with a problem; this guards rows built elsewhere.
      throw new RangeError(
        `line ${row.line}: field "reward" must be a number in [0, 1], got ${reward}`,
      );
    }
    const names = Object.keys(row.markers);
    for (const k of names) {
      const v = row.markers[k] as number;
      if (!Number.isFinite(v)) {
        throw new RangeError(
          `line ${row.line}: field "markers.${k}" must be a finite number, got ${v}`,
        );
      }
    }
    const order = position(file, row.line);
    this.rows++;
    const run = this.runOf(row.run, order);
    const cell = this.cellOf(run, row.task, file, row.line);
    run.table.addRow(cell, reward, row.markers, names);
    // Order-free: a cell's hashes are sums over its rows, so any row order gives the same.
    startHash();
    feed(`${reward}\u0000${names.length > 0 ? markerKey(row.markers) : ""}`);
    const fp = row.fingerprint;
    run.table.addHashes(cell, laneA(), laneB(), fp ?? null);
    if (fp !== undefined) this.prints.add(fp[0] ^ run.salt0, fp[1] ^ run.salt1, order);
    const mv = row.model_version;
    if (mv === undefined || mv === "") this.model = null;
    else if (this.model === undefined) this.model = mv;
    else if (this.model !== mv) this.model = null;
    if (row.family !== undefined && row.family !== "") {
      const f = this.families.get(row.task);
      if (!f || order < f.first) this.families.set(row.task, { family: row.family, first: order });
    }
  }

  /** Fold another tally of the same side (other rows) into this one. */
  merge(other: SideTally): void {
    this.rows += other.rows;
    for (const [label, r] of other.runs) {
      const mine = this.runOf(label, r.first);
      r.table.tasks.forEach((task, j) => {
        const [file, line] = r.table.firstOf(j);
        mine.table.mergeCell(this.cellOf(mine, task, file, line), r.table, j);
      });
    }
    this.prints.merge(other.prints);
    if (other.model !== undefined) {
      if (this.model === undefined) this.model = other.model;
      else if (this.model !== other.model) this.model = null;
    }
    for (const [task, f] of other.families) {
      const mine = this.families.get(task);
      if (!mine || f.first < mine.first) this.families.set(task, f);
    }
  }

  /**
   * The tally as versioned JSON, for a shard's state. The model field is `false` before any
   * row, `null` once rows disagree (or lack one), else the one model_version.
   */
  saveState(): Json {
    return {
      v: STATE_VERSION,
      kind: "eval-side",
      rows: this.rows,
      model: this.model === undefined ? false : this.model,
      runs: [...this.runs].map(([label, r]) => ({
        label: label ?? null,
        first: r.first,
        table: r.table.saveState(),
      })),
      prints: this.prints.saveState(),
      families: [...this.families].map(([task, f]) => [task, f.family, f.first]),
    };
  }

  /** Load a saved tally into this fresh one (no row added); the state is untrusted. */
  loadState(state: unknown, at: string): void {
    if (this.rows > 0 || this.runs.size > 0) {
      throw new Error("a state loads only into a fresh accumulator (no rows added yet)");
    }
    const r = versioned(state, at, "eval-side", ["rows", "model", "runs", "prints", "families"]);
    const rows = int(r.rows, `${at}.rows`);
    const model =
      r.model === false
        ? undefined
        : r.model === null
          ? null
          : str(r.model, `${at}.model`, MAX_NAME);
    check(model !== "", `${at}.model`, "an empty model_version is kept as null");
    let counted = 0;
    list(r.runs, `${at}.runs`, MAX_ITEMS, (x, p) => {
      const e = record(x, p, ["label", "first", "table"]);
      const label = e.label === null ? undefined : str(e.label, `${p}.label`, MAX_NAME);
      check(!this.runs.has(label), `${p}.label`, "a run listed twice");
      const first = int(e.first, `${p}.first`);
      const run = newRun(label, first);
      run.table.loadState(e.table, `${p}.table`);
      // The run's first row is the earliest first row of its cells.
      let earliest = Infinity;
      run.table.tasks.forEach((task, j) => {
        const [file, line] = run.table.firstOf(j);
        earliest = Math.min(earliest, position(file, line));
        run.cellOf[this.numberOf(run, task)] = j;
      });
      check(
        earliest === first,
        `${p}.first`,
        `${first}, but its earliest cell starts at ${earliest}`,
      );
      counted += run.table.totalRows();
      this.runs.set(label, run);
    });
    check(counted === rows, `${at}.rows`, `${rows}, but the runs hold ${counted}`);
    this.prints.loadState(r.prints, `${at}.prints`);
    list(r.families, `${at}.families`, MAX_ITEMS, (x, p) => {
      if (!Array.isArray(x) || x.length !== 3)
        throw new StateError(p, "expected [task, family, first]");
      const task = str(x[0], `${p}[0]`, MAX_NAME);
      const family = str(x[1], `${p}[1]`, MAX_NAME);
      check(family !== "", `${p}[1]`, "an empty family");
      check(!this.families.has(task), `${p}[0]`, "a task listed twice");
      this.families.set(task, { family, first: int(x[2], `${p}[2]`) });
    });
    this.rows = rows;
    this.model = model;
  }

  /** The finished side: copied runs found and dropped, tables in first-seen order. */
  table(files: string[] = []): SideTable {
    const labelled = ordered(
      new Map([...this.runs].filter((e): e is [string, RunTally] => e[0] !== undefined)),
    );
    const loose = this.runs.get(undefined)?.table.ordered() ?? new TaskTable();
    const byRun = new Map([...labelled].map(([l, r]) => [l, r.table.ordered()]));
    const copies = copiedRuns(byRun);
    for (const l of copies.identical.flatMap((g) => g.slice(1))) byRun.delete(l);
    // Near-copies go the way of copies: counted once, so they cannot fake replication.
    const near = nearCopyGroups(byRun);
    for (const l of near.flatMap((g) => g.runs.slice(1))) byRun.delete(l);
    const similar = copies.similar
      .map((g) => g.filter((l) => byRun.has(l)))
      .filter((g) => g.length > 1);
    const merged = new TaskTable();
    for (const t of byRun.values()) merged.mergeTable(t);
    merged.mergeTable(loose);
    const pooled = merged.ordered();
    const families = new Map(
      [...ordered(this.families)].map(([task, f]) => [task, f.family] as [string, string]),
    );
    return {
      rows: pooled.totalRows(),
      pooled,
      split: {
        labels: [...byRun.keys()],
        byRun,
        unlabelled: byRun.size > 0 ? loose.totalRows() : 0,
      },
      unlabelled: loose,
      markers: new Set(pooled.markerNames()),
      model: this.model ?? null,
      families,
      identical_runs: copies.identical,
      same_scores: similar,
      near_copies: near,
      repeats: this.prints.summary(),
      files,
    };
  }
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a run says about each task, as one hash: per task (sorted) its row count and the
 * order-free hash of its rows' scores (with `prints`, of the rows' prints without their run
 * key; null when some row has no print).
 */
function runSignature(table: TaskTable, prints: boolean): string | null {
  const order = table.tasks.map((t, i) => [t, i] as const).sort((a, b) => byCodeUnit(a[0], b[0]));
  startHash();
  for (const [task, i] of order) {
    const h = table.hashOf(i, prints);
    if (h === null) return null;
    feed(task);
    feed(`${table.rows(i)}:${h[0]}:${h[1]}`);
  }
  return `${laneA()}.${laneB()}.${table.size}`;
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
 * Copies fake evidence: a run pasted in as runs 0, 1, 2 looks perfectly replicated
 * (run_std 0, no band). A run is a copy only when its rows are, byte for byte, another
 * run's rows apart from the run key (io/row-print.ts). Runs that score alike on every
 * task from rows of their own are re-runs: a deterministic model re-runs identically, so
 * they count, with zero spread, and are named.
 */
function copiedRuns(byRun: Map<string, TaskTable>): {
  identical: string[][];
  similar: string[][];
} {
  const labels = [...byRun.keys()];
  if (labels.length < 2) return { identical: [], similar: [] };
  const of = (l: string) => byRun.get(l) as TaskTable;
  const identical = groupBy(labels, (l) => runSignature(of(l), true));
  const dropped = new Set(identical.flatMap((g) => g.slice(1)));
  const similar = groupBy(labels, (l) => runSignature(of(l), false))
    .map((g) => g.filter((l) => !dropped.has(l)))
    .filter((g) => g.length > 1);
  return { identical, similar };
}

/** A side from rows in memory (tests, simulations), all of one file. */
export function tallyRows(rows: readonly EvalRow[]): SideTable {
  const t = new SideTally();
  for (const r of rows) t.add(r);
  return t.table();
}
