// Finds the graded rows a labels file names, while the eval rows stream past. Only rows a
// label could name are kept (those of a labelled task, rollout id or prompt and reply), so
// memory grows with the labelled slice, not with the eval files. A label matches when
// exactly one kept row agrees with every id it gives; rows without a rollout_index get
// their place among their task's rows in the run (file order, from 0), the id
// `heldout-gate labels --sample` writes. Shards keep what they saw and merge by joining;
// matching waits for the merge, so the result is the one a single pass gives.
import type { EvalRow } from "../io/canonical.js";
import { replyPrint, type Label } from "../io/labels.js";
import {
  int,
  list,
  num,
  str,
  StateError,
  versioned,
  STATE_VERSION,
  type Json,
} from "../state/codec.js";

export type Arm = "baseline" | "candidate";
const ARMS: readonly Arm[] = ["baseline", "candidate"];

/** Rows kept at most for matching; past it the judge is left unmeasured, with a note. */
export const MAX_SEEN = 200_000;

/** A graded row a label might name: its ids, where it is, and what the judge gave it. */
export interface SeenRow {
  arm: Arm;
  file: number;
  line: number;
  /** Arrival order within the file, for rows sharing a line (a tool's log read whole). */
  seq: number;
  task: string;
  run: string | null;
  rollout: string | null;
  rollout_id: string | null;
  text: string | null;
  /** lineage.judge_version of the row. */
  stamp: string | null;
  reward: number;
  /** The row's values of the markers the labels grade. */
  markers: Record<string, number>;
}

/** What the labels ask for, as sets a row is checked against in O(1). */
export class LabelIndex {
  readonly tasks = new Set<string>();
  readonly ids = new Set<string>();
  readonly texts = new Set<string>();
  readonly markers = new Set<string>();
  constructor(labels: readonly Label[]) {
    for (const l of labels) {
      if (l.key.task !== undefined) this.tasks.add(l.key.task);
      if (l.key.rollout_id !== undefined) this.ids.add(l.key.rollout_id);
      if (l.key.text !== undefined) this.texts.add(textKey(l.key.text));
      if (l.criterion.startsWith("marker:")) this.markers.add(l.criterion.slice(7));
    }
  }
}

const textKey = (t: [number, number]) => `${t[0]}:${t[1]}`;

/** One side's rows that labels may name, collected as they stream. */
export class JudgeSeen {
  rows: SeenRow[] = [];
  /** Rows a label could name that were not kept because MAX_SEEN was reached. */
  overflow = 0;
  private seq = 0;

  constructor(
    private readonly index: LabelIndex,
    readonly arm: Arm,
  ) {}

  add(row: EvalRow, file: number): void {
    const ix = this.index;
    const id = row.rollout_id ?? null;
    let text: string | null = null;
    if (ix.texts.size > 0 && row.prompt !== undefined) {
      text = textKey(replyPrint(row.prompt, row.final_text ?? ""));
    }
    const wanted =
      ix.tasks.has(row.task) ||
      (id !== null && ix.ids.has(id)) ||
      (text !== null && ix.texts.has(text));
    this.seq++;
    if (!wanted) return;
    if (this.rows.length >= MAX_SEEN) {
      this.overflow++;
      return;
    }
    const markers: Record<string, number> = Object.create(null);
    for (const m of ix.markers) {
      const v = row.markers[m];
      if (v !== undefined) markers[m] = v;
    }
    this.rows.push({
      arm: this.arm,
      file,
      line: row.line,
      seq: this.seq,
      task: row.task,
      run: row.run ?? null,
      rollout: row.rollout ?? null,
      rollout_id: id,
      text,
      stamp: row.judge_version ?? null,
      reward: row.reward,
      markers,
    });
  }

  merge(other: JudgeSeen): void {
    for (const r of other.rows) {
      if (this.rows.length >= MAX_SEEN) this.overflow++;
      else this.rows.push(r);
    }
    this.overflow += other.overflow;
  }

  saveState(): Json {
    return {
      v: STATE_VERSION,
      kind: "judge-seen",
      arm: this.arm,
      overflow: this.overflow,
      rows: this.rows.map((r) => [
        r.file,
        r.line,
        r.seq,
        r.task,
        r.run,
        r.rollout,
        r.rollout_id,
        r.text,
        r.stamp,
        r.reward,
        r.markers as Record<string, Json>,
      ]),
    };
  }

  loadState(state: unknown, at: string): void {
    const s = versioned(state, at, "judge-seen", ["arm", "overflow", "rows"]);
    if (s.arm !== this.arm) throw new StateError(`${at}.arm`, `expected ${this.arm}`);
    this.overflow = int(s.overflow, `${at}.overflow`);
    this.rows = list(s.rows, `${at}.rows`, MAX_SEEN, (x, p) => this.readRow(x, p));
  }

  private readRow(x: unknown, p: string): SeenRow {
    if (!Array.isArray(x) || x.length !== 11) throw new StateError(p, "expected a row of 11");
    const maybe = (v: unknown, q: string) => (v === null ? null : str(v, q));
    const markers: Record<string, number> = Object.create(null);
    if (typeof x[10] !== "object" || x[10] === null || Array.isArray(x[10])) {
      throw new StateError(`${p}[10]`, "expected an object");
    }
    for (const [k, v] of Object.entries(x[10] as Record<string, unknown>)) {
      if (!this.index.markers.has(k)) throw new StateError(`${p}[10]`, "a marker no label grades");
      markers[k] = num(v, `${p}[10]`);
    }
    return {
      arm: this.arm,
      file: int(x[0], `${p}[0]`),
      line: int(x[1], `${p}[1]`),
      seq: int(x[2], `${p}[2]`),
      task: str(x[3], `${p}[3]`),
      run: maybe(x[4], `${p}[4]`),
      rollout: maybe(x[5], `${p}[5]`),
      rollout_id: maybe(x[6], `${p}[6]`),
      text: maybe(x[7], `${p}[7]`),
      stamp: maybe(x[8], `${p}[8]`),
      reward: num(x[9], `${p}[9]`),
      markers,
    };
  }
}

export { ARMS };
