// The judge-labels file (docs/data-contract.md "Judge labels"): trusted labels on graded
// rows, each naming its row by the ids the gate builds (task, run, rollout; a rollout_id;
// or prompt and reply). Read whole by every shard: it is small, and every shard matches
// its own rows against all of it. Every bad row is a problem at its line and field.
import type { FileSummary } from "./canonical.js";
import { labelString } from "./fields.js";
import { readJsonl, type JsonRow } from "./jsonl.js";
import { describeValue, ProblemCollector } from "./problems.js";
import { fileSummary, noRowsInDocument, type ReadOptions } from "./read-options.js";
import { fingerprint } from "./row-print.js";
import { sourceName, type Source } from "./source.js";
import {
  check,
  fixedList,
  int,
  list,
  num,
  oneOf,
  STATE_VERSION,
  StateError,
  str,
  versioned,
  type Json,
} from "../state/codec.js";

/** Who gave a label: a person, a program (a verifier, a unit test), or a model. */
export const LABEL_KINDS = ["human", "program", "model"] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** Labels kept at most: a labelled slice is hundreds or thousands of rows, never millions. */
export const MAX_LABELS = 200_000;

/** A label at or above this is a pass (the SDK's PASS_THRESHOLD): scores are read so. */
export const PASS_THRESHOLD = 0.5;

const PASS_AT_1 = "pass_at_1";
const MARKER = "marker:";

/** What a label names: every field given must match the graded row. */
export interface LabelKey {
  task?: string;
  run?: string;
  /** The row's rollout_index, or its place among its task's rows in the run, from 0. */
  rollout?: string;
  rollout_id?: string;
  /** 64-bit print of prompt and reply (io/lanes.ts), as two lanes. */
  text?: [number, number];
  arm?: "baseline" | "candidate";
}

export interface Label {
  line: number;
  key: LabelKey;
  /** The metric the label grades: pass_at_1 (the reward) or marker:<name>. */
  criterion: string;
  /** The label as written (0/1 or a score in [0, 1]) and as pass/fail. */
  value: number;
  gold: 0 | 1;
  kind: LabelKind;
  annotator: string;
  judge_version?: string;
}

export interface LabelsRead {
  labels: Label[];
  summary: FileSummary;
  /** Rows whose label is null: handed out to be labelled and not labelled yet. */
  unlabelled: number;
  /** Labels that are scores rather than 0/1 (read as pass at PASS_THRESHOLD and above). */
  scores: number;
}

/** The one text print of a prompt and its reply, for labels and rows alike. */
export function replyPrint(prompt: string, reply: string): [number, number] {
  return fingerprint(`${prompt}\u001f${reply}`);
}

/** "reward", "pass_at_1", "marker:x" or a bare marker name, as a metric name. */
export function criterionName(s: string): string {
  const t = s.trim();
  if (t === "reward" || t === PASS_AT_1) return PASS_AT_1;
  return t.startsWith(MARKER) ? t : MARKER + t;
}

type Add = (field: string, reason: string) => void;

function readValue(v: Record<string, unknown>, add: Add): number | undefined {
  const field = "label" in v ? "label" : "gold_reward";
  const raw = v[field];
  if (raw === undefined) {
    add("label", "is missing (expected 0/1, true/false or a score in [0, 1])");
    return undefined;
  }
  const n = typeof raw === "boolean" ? (raw ? 1 : 0) : raw;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > 1) {
    add(field, `expected 0/1, true/false or a score in [0, 1], got ${describeValue(raw)}`);
    return undefined;
  }
  return n;
}

function readKind(v: Record<string, unknown>, add: Add): LabelKind | undefined {
  const raw = v.kind;
  const k = raw === "verifier" ? "program" : raw;
  if (typeof k === "string" && (LABEL_KINDS as readonly string[]).includes(k)) {
    return k as LabelKind;
  }
  add(
    "kind",
    raw === undefined
      ? "is missing (human, program or model: who gave the label)"
      : `expected human, program or model, got ${describeValue(raw)}`,
  );
  return undefined;
}

function optText(v: Record<string, unknown>, field: string, add: Add): string | undefined {
  const raw = v[field];
  if (raw === undefined || raw === null) return undefined;
  const s = labelString(raw);
  if (s === undefined || s === "") {
    add(field, `expected a name or a number, got ${describeValue(raw)}`);
    return undefined;
  }
  return s;
}

/** The graded row the label names; undefined (after a problem) when it names none. */
function readKey(v: Record<string, unknown>, add: Add): LabelKey | undefined {
  const key: LabelKey = {};
  const before = { bad: false };
  const note: Add = (f, r) => {
    before.bad = true;
    add(f, r);
  };
  const task = optText(v, "scenario_id" in v ? "scenario_id" : "task_id", note);
  if (task !== undefined) key.task = task;
  const run = optText(v, "run", note);
  if (run !== undefined) key.run = run;
  const rollout = optText(v, "rollout_index", note);
  if (rollout !== undefined) key.rollout = rollout;
  const id = optText(v, "rollout_id", note);
  if (id !== undefined) key.rollout_id = id;
  const reply = v.final_text ?? v.reply;
  if (v.prompt !== undefined && v.prompt !== null) {
    if (typeof v.prompt !== "string")
      note("prompt", `expected text, got ${describeValue(v.prompt)}`);
    else if (reply !== undefined && reply !== null && typeof reply !== "string") {
      note(
        "final_text" in v ? "final_text" : "reply",
        `expected text, got ${describeValue(reply)}`,
      );
    } else key.text = replyPrint(v.prompt, typeof reply === "string" ? reply : "");
  }
  const arm = v.arm;
  if (arm === "baseline" || arm === "candidate") key.arm = arm;
  else if (arm !== undefined && arm !== null) {
    note("arm", `expected baseline or candidate, got ${describeValue(arm)}`);
  }
  if (before.bad) return undefined;
  if (key.task === undefined && key.rollout_id === undefined && key.text === undefined) {
    add(
      "task_id",
      "names no graded row: give task_id (with run and rollout_index), rollout_id, or prompt with final_text",
    );
    return undefined;
  }
  if ((key.run !== undefined || key.rollout !== undefined) && key.task === undefined) {
    add(key.run !== undefined ? "run" : "rollout_index", "needs the task_id it belongs to");
    return undefined;
  }
  return key;
}

/** One labels row as a Label; null after its problems were added, or when not labelled yet. */
export function normalizeLabel(
  row: JsonRow,
  problems: ProblemCollector,
): Label | "unlabelled" | null {
  const v = row.value;
  const add: Add = (field, reason) => problems.add(row.line, field, reason);
  if (v.label === null && !("gold_reward" in v)) return "unlabelled";
  const before = problems.count;
  const value = readValue(v, add);
  const kind = readKind(v, add);
  const annotator = optText(v, "annotator", add);
  if (v.annotator === undefined || v.annotator === null) {
    add("annotator", "is missing (who gave the label: a name or an id)");
  }
  let criterion = PASS_AT_1;
  if (v.criterion !== undefined && v.criterion !== null) {
    if (typeof v.criterion === "string" && v.criterion.trim() !== "") {
      criterion = criterionName(v.criterion);
    } else add("criterion", `expected a metric name, got ${describeValue(v.criterion)}`);
  }
  const judgeVersion = optText(v, "judge_version", add);
  const key = readKey(v, add);
  if (problems.count > before || key === undefined || value === undefined) return null;
  const label: Label = {
    line: row.line,
    key,
    criterion,
    value,
    gold: value >= PASS_THRESHOLD ? 1 : 0,
    kind: kind as LabelKind,
    annotator: annotator as string,
  };
  if (judgeVersion !== undefined) label.judge_version = judgeVersion;
  return label;
}

/** Reads a labels file whole (JSONL, a JSON array, or any layout the row reader takes). */
export async function readLabels(src: Source, opts: ReadOptions): Promise<LabelsRead> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, { ...opts, slice: undefined }, problems);
  const labels: Label[] = [];
  let unlabelled = 0;
  let scores = 0;
  let over = false;
  for await (const batch of reader.batches) {
    for (const row of batch) {
      if (labels.length >= MAX_LABELS) {
        if (!over)
          problems.add(row.line, "", `more than ${MAX_LABELS} labels; split the file or sample it`);
        over = true;
        continue;
      }
      const l = normalizeLabel(row, problems);
      if (l === "unlabelled") unlabelled++;
      else if (l !== null) {
        labels.push(l);
        if (l.value !== 0 && l.value !== 1) scores++;
      }
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const summary = fileSummary("judge_labels", src, "labels", reader.stats, labels.length, problems);
  return { labels, summary, unlabelled, scores };
}

// ---- in a shard state: every shard reads the file; merge takes it from the states ----

type LabelTuple = [
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
  number,
  string,
  string,
  string | null,
];

/** The labels as plain JSON for a shard state (docs/design.md §11.2). */
export function saveLabels(r: LabelsRead): Json {
  const rows = r.labels.map((l): LabelTuple => [
    l.line,
    l.key.task ?? null,
    l.key.run ?? null,
    l.key.rollout ?? null,
    l.key.rollout_id ?? null,
    l.key.text === undefined ? null : `${l.key.text[0]}:${l.key.text[1]}`,
    l.key.arm ?? null,
    l.criterion,
    l.value,
    l.kind,
    l.annotator,
    l.judge_version ?? null,
  ]);
  return {
    v: STATE_VERSION,
    kind: "judge-labels",
    unlabelled: r.unlabelled,
    scores: r.scores,
    labels: rows,
  };
}

function loadLabel(x: unknown, at: string): Label {
  const t = fixedList(x, at, 12, (v) => v);
  const opt = (i: number) => (t[i] === null ? undefined : str(t[i], `${at}[${i}]`, 100_000));
  const key: LabelKey = {};
  const set = <K extends "task" | "run" | "rollout" | "rollout_id">(k: K, i: number) => {
    const v = opt(i);
    if (v !== undefined) key[k] = v;
  };
  set("task", 1);
  set("run", 2);
  set("rollout", 3);
  set("rollout_id", 4);
  const text = opt(5);
  if (text !== undefined) {
    const m = /^([0-9]{1,10}):([0-9]{1,10})$/.exec(text);
    if (m === null) throw new StateError(`${at}[5]`, "expected a text print");
    key.text = [Number(m[1]), Number(m[2])];
  }
  if (t[6] !== null) key.arm = oneOf(t[6], `${at}[6]`, ["baseline", "candidate"] as const);
  const value = num(t[8], `${at}[8]`);
  check(value >= 0 && value <= 1, `${at}[8]`, "a label outside [0, 1]");
  const l: Label = {
    line: int(t[0], `${at}[0]`),
    key,
    criterion: str(t[7], `${at}[7]`, 2_000),
    value,
    gold: value >= PASS_THRESHOLD ? 1 : 0,
    kind: oneOf(t[9], `${at}[9]`, LABEL_KINDS),
    annotator: str(t[10], `${at}[10]`, 100_000),
  };
  const jv = opt(11);
  if (jv !== undefined) l.judge_version = jv;
  return l;
}

/** Labels read back from a shard state (untrusted); `summary` is the file's, from the state. */
export function loadLabels(state: unknown, at: string, summary: FileSummary): LabelsRead {
  const s = versioned(state, at, "judge-labels", ["unlabelled", "scores", "labels"]);
  return {
    labels: list(s.labels, `${at}.labels`, MAX_LABELS, loadLabel),
    summary,
    unlabelled: int(s.unlabelled, `${at}.unlabelled`),
    scores: int(s.scores, `${at}.scores`),
  };
}
