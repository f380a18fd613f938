// Normalization of the single-row inputs: held-out tasks, graded eval rows (with the
// optional `fields` mapping) and SFT rows. Each returns null after reporting why.
import { promptAndMessages, rowTools } from "./row-tools.js";
import type { EvalRow, HeldoutTask, Message, SftRow } from "./canonical.js";
import {
  DEFAULT_EVAL_PATHS,
  fieldSpec,
  getPath,
  graderOf,
  isRecord,
  labelString,
  withoutNulls,
} from "./fields.js";
import { TOOL_FORMAT_NAMES } from "./formats/index.js";
import type { JsonRow } from "./jsonl.js";
import { rowPrint } from "./row-print.js";
import {
  assistantText,
  conversationMessages,
  hasToolCall,
  promptText,
  toMessages,
  unknownSpeakers,
  type ReadTally,
} from "./messages.js";
import { alpacaHistory, alpacaQuery } from "./hub-shapes.js";
import { describeValue, type ProblemCollector } from "./problems.js";
import { plainText } from "../render/escape.js";
import {
  evalFieldSchemas,
  evalRowSchema,
  heldoutSchema,
  issuesToFields,
  sftSchema,
  type EvalFieldName,
  type RawSft,
} from "./schemas.js";
import { silentEmpty } from "./unused-text.js";

/**
 * An id is given unless absent, null or "". Unlike the SDK's truthiness, 0 is an id:
 * harnesses number their items from 0 (lm-eval's doc_id), and a task 0 that vanished
 * from one file but not the other would mis-pair the files.
 */
function hasId(v: unknown): boolean {
  return v !== undefined && v !== null && v !== "";
}

function report(
  problems: ProblemCollector,
  line: number,
  issues: Parameters<typeof issuesToFields>[0],
  value: unknown,
  prefix = "",
): void {
  for (const f of issuesToFields(issues, value, prefix)) problems.add(line, f.field, f.reason);
}

export function normalizeHeldout(row: JsonRow, problems: ProblemCollector): HeldoutTask | null {
  const { line, value } = row;
  const parsed = heldoutSchema.safeParse(value);
  if (!parsed.success) {
    report(problems, line, parsed.error.issues, value);
    return null;
  }
  const d = parsed.data;
  // Same precedence as the eval rows' task key, so both files name a task alike.
  const id = hasId(d.scenario_id) ? d.scenario_id : hasId(d.task_id) ? d.task_id : undefined;
  if (id === undefined || id === null) {
    problems.add(line, "task_id", "is missing (expected task_id or scenario_id)");
    return null;
  }
  const task: HeldoutTask = { line, task_id: String(id), prompt: d.prompt };
  if (d.answer !== undefined && d.answer !== null) {
    task.answer = typeof d.answer === "string" ? d.answer : JSON.stringify(d.answer);
  }
  if (typeof d.reference === "string") task.reference = d.reference;
  if (typeof d.family === "string") task.family = d.family;
  return task;
}

/** Every canonical field besides the task key, each with a default path. */
const EVAL_FIELDS = Object.keys(DEFAULT_EVAL_PATHS) as EvalFieldName[];

/** The task key of one of our eval rows without validating the rest (freeze reads it so). */
export function evalTaskKey(row: JsonRow, fields: Record<string, string>): string | undefined {
  const v = row.value;
  if (fields.task !== undefined) {
    const t = getPath(v, fieldSpec(fields.task).path);
    return typeof t === "string" && t !== ""
      ? t
      : typeof t === "number" && Number.isFinite(t)
        ? String(t)
        : undefined;
  }
  const key = hasId(v.scenario_id) ? v.scenario_id : hasId(v.task_id) ? v.task_id : v.prompt;
  if (typeof key === "string" && key !== "") return key;
  if (typeof key === "number" && Number.isFinite(key)) return String(key);
  return undefined;
}

/** How many of a row's keys a hint names, and how much of each: they are the PR's data. */
const HINT_KEYS = 12;
const HINT_KEY_CHARS = 40;

/** The row's keys as a hint may show them: controls removed, each and their number capped. */
function shownKeys(keys: string[]): string {
  const shown = keys.slice(0, HINT_KEYS).map((k) => plainText(k, HINT_KEY_CHARS) || "(blank)");
  return (
    shown.join(", ") + (keys.length > HINT_KEYS ? `, and ${keys.length - HINT_KEYS} more` : "")
  );
}

/**
 * A key whose value could be a reward, for an example mapping: the first true/false one,
 * else the first number in [0, 1] named like a grade. Only plain names are offered to paste.
 */
function rewardLike(v: Record<string, unknown>): string | null {
  const plain = Object.entries(v).filter(([k]) => /^[\w.-]{1,40}$/.test(k));
  const bool = plain.find(([, x]) => typeof x === "boolean");
  if (bool) return bool[0];
  const graded = plain.find(
    ([k, x]) =>
      typeof x === "number" &&
      x >= 0 &&
      x <= 1 &&
      /reward|score|pass|correct|success|resolved|acc/i.test(k),
  );
  return graded ? graded[0] : null;
}

/**
 * For a row that is not in our shape, or that lacks its reward: its keys, and the ways to
 * read it. Only a key of plain characters is offered as an example to paste.
 */
function foreignHint(v: Record<string, unknown>, ours = false): string {
  const keys = Object.keys(v);
  const like = rewardLike(v);
  const example = `reward=${like ?? "passed"}`;
  const format = ours ? "" : `For another tool's output set format (${TOOL_FORMAT_NAMES}); `;
  return (
    `this row has keys: ${shownKeys(keys) || "none"}. ${format}` +
    (ours
      ? `Map the reward with fields (e.g. fields: ${example})`
      : `for your own layout map it with fields (e.g. fields: task=id,${example})`)
  );
}

/** The task-key fields alone, checked when a mapping is given but does not map the task. */
const taskKeySchema = evalRowSchema.pick({ scenario_id: true, task_id: true, prompt: true });

/** The reward contract, which every marker obeys unless a range is declared for it. */
const UNIT: readonly [number, number] = [0, 1];

/** Every numeric marker is within its range; each one outside is a problem on its field. */
function checkMarkers(
  markers: Record<string, unknown>,
  path: string,
  ranges: Record<string, [number, number]>,
  line: number,
  problems: ProblemCollector,
): void {
  for (const [k, v] of Object.entries(markers)) {
    if (typeof v !== "number") continue; // true/false are 1/0, null is "not measured"
    const declared = Object.prototype.hasOwnProperty.call(ranges, k) ? ranges[k] : undefined;
    const [lo, hi] = declared ?? UNIT;
    if (v >= lo && v <= hi) continue;
    problems.add(
      line,
      `${path}.${k}`,
      declared
        ? `must be within [${lo}, ${hi}] (its marker-ranges entry), got ${v}`
        : `must be 0/1 or within [0, 1], got ${v}; declare another range with marker-ranges`,
    );
  }
}

/** One eval row being read, and how: what each field read needs besides the field. */
interface EvalRowRead {
  value: Record<string, unknown>;
  line: number;
  fields: Record<string, string>;
  problems: ProblemCollector;
  markerRanges: Record<string, [number, number]>;
  /** The row has one of our task keys, so a gap is ours to name, not another layout. */
  ours: boolean;
  /** A `fields` mapping is given: only what it reads is checked. */
  mapping: boolean;
}

export function normalizeEval(
  row: JsonRow,
  fields: Record<string, string>,
  problems: ProblemCollector,
  markerRanges: Record<string, [number, number]> = {},
): EvalRow | null {
  const { line, value } = row;
  const before = problems.count;
  // A row with one of our task keys is ours with a gap; with none, another layout, whose
  // messages name its keys and the two ways to read it.
  const ours = "scenario_id" in value || "task_id" in value || "prompt" in value;
  // With a mapping, only what it reads is checked: the row is another tool's, whose other
  // fields (a promptfoo object `prompt`, say) are none of our business.
  // A row filter or a grader path alone moves no field: such rows are ours, checked as ours.
  const mapping = Object.keys(fields).some((k) => k !== "where" && k !== "grader");
  const shape =
    fields.task !== undefined ? null : (mapping ? taskKeySchema : evalRowSchema).safeParse(value);
  if (shape !== null && !shape.success) report(problems, line, shape.error.issues, value);

  const at: EvalRowRead = { value, line, fields, problems, markerRanges, ours, mapping };
  const task = evalTask(at, shape !== null && shape.success ? shape.data : null);
  const got: Partial<Record<EvalFieldName, unknown>> = {};
  for (const name of EVAL_FIELDS) {
    got[name] = readEvalField(
      at,
      name,
      fields[name] ?? DEFAULT_EVAL_PATHS[name]!,
      name === "reward",
    );
  }
  if (problems.count > before || task === undefined) return null;
  const out = evalRow(
    line,
    task,
    got,
    value,
    fieldSpec(fields.run ?? DEFAULT_EVAL_PATHS.run!).path,
  );
  const grader = graderOf(value, fields);
  if (grader !== undefined) out.grader = grader;
  return out;
}

/** The row's task key: the mapped field, else scenario_id, task_id or prompt (as the SDK). */
function evalTask(
  at: EvalRowRead,
  keys: { scenario_id?: unknown; task_id?: unknown; prompt?: unknown } | null,
): string | undefined {
  if (at.fields.task !== undefined) {
    const t = readEvalField(at, "task", at.fields.task, true);
    return t === undefined ? undefined : String(t);
  }
  if (keys === null) return undefined;
  const key = hasId(keys.scenario_id)
    ? keys.scenario_id
    : hasId(keys.task_id)
      ? keys.task_id
      : keys.prompt;
  // hasId, not the SDK's truthiness, for the chosen key too: task 0 is a task.
  if (hasId(key)) return String(key);
  at.problems.add(
    at.line,
    "task_id",
    `no task key: expected scenario_id, task_id or prompt${at.ours ? "" : `; ${foreignHint(at.value)}`}`,
  );
  return undefined;
}

/**
 * One canonical field read from its path (through its value map) and checked; undefined
 * when it is absent or bad (a bad one is a problem).
 */
function readEvalField(
  at: EvalRowRead,
  name: EvalFieldName,
  spec: string,
  required: boolean,
): unknown {
  const { line, problems } = at;
  const mapped = at.fields[name] !== undefined;
  const { path, map } = fieldSpec(spec);
  let raw = getPath(at.value, path);
  if (raw === undefined || raw === null) {
    if (mapped) problems.add(line, path, `is missing (mapped as ${name})`);
    else if (required) {
      problems.add(
        line,
        path,
        `is missing (expected 0/1, true/false or a number in [0, 1]); ${foreignHint(at.value, at.ours)}`,
      );
    }
    return undefined;
  }
  if (map !== null) {
    raw = mapValue(at, path, map, raw);
    if (raw === undefined) return undefined;
  }
  const r = evalFieldSchemas[name].safeParse(raw);
  if (!r.success) {
    // A default path the mapping does not use; never the reward, which a row cannot lack.
    if (at.mapping && !mapped && !required) return undefined;
    report(problems, line, r.error.issues, raw, path);
    return undefined;
  }
  if (name !== "markers") return r.data;
  // zod rebuilds records on a plain object, where a "__proto__" key is lost; the
  // markers were validated, so keep the parsed JSON object itself.
  checkMarkers(raw as Record<string, unknown>, path, at.markerRanges, line, problems);
  return raw;
}

/**
 * A value through its field's value map (`reward=scores.match.value:C=1,I=0`); undefined
 * after a problem when the map has no entry for it.
 */
function mapValue(
  at: EvalRowRead,
  path: string,
  map: Map<string, number>,
  raw: unknown,
): number | undefined {
  const key =
    typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean"
      ? String(raw)
      : undefined;
  const to = key === undefined ? undefined : map.get(key);
  if (to === undefined) {
    at.problems.add(
      at.line,
      path,
      `the value ${describeValue(raw)} is not in the value map (${[...map.keys()].join(", ")})`,
    );
  }
  return to;
}

/** The canonical eval row from fields read without a problem. */
function evalRow(
  line: number,
  task: string,
  got: Partial<Record<EvalFieldName, unknown>>,
  value: Record<string, unknown>,
  runPath: string,
): EvalRow {
  // No prototype: a marker named "__proto__" is kept like any other name.
  const markers: Record<string, number> = Object.create(null);
  const out: EvalRow = { line, task, reward: got.reward as number, markers };
  const run = labelString(got.run);
  if (run !== undefined) out.run = run;
  if (isRecord(got.markers)) {
    for (const [k, v] of Object.entries(got.markers)) {
      if (typeof v === "number") out.markers[k] = v;
      else if (typeof v === "boolean") out.markers[k] = v ? 1 : 0;
      // null: the marker was not measured on this row, so it has no value to average.
    }
  }
  if (typeof got.family === "string") out.family = got.family;
  if (typeof got.source === "string") out.source = got.source;
  const model = labelString(got.model);
  if (model !== undefined) out.model_version = model;
  if (typeof got.finish_reason === "string") out.finish_reason = got.finish_reason;
  if (typeof got.final_text === "string") out.final_text = got.final_text;
  judgeIds(out, value);
  // Without its run label: the same row in two runs means a copied run (row-print.ts).
  out.fingerprint = rowPrint(value, runPath);
  return out;
}

/**
 * The ids judge labels may name a row by. Read leniently: they decide nothing else, so a
 * row with an odd rollout_index keeps its grade and is only unnameable by that id.
 */
function judgeIds(out: EvalRow, value: Record<string, unknown>): void {
  const rollout = labelString(value.rollout_index);
  if (rollout !== undefined) out.rollout = rollout;
  const id = labelString(value.rollout_id);
  if (id !== undefined && id !== "") out.rollout_id = id;
  const lineage = value.lineage;
  const stamp = isRecord(lineage) ? labelString(lineage.judge_version) : undefined;
  if (stamp !== undefined && stamp !== "") out.judge_version = stamp;
  if (typeof value.prompt === "string") out.prompt = value.prompt;
  if (value.messages !== undefined) out.raw_messages = value.messages;
  if (value.tools !== undefined) out.raw_tools = value.tools;
}

function side(
  v: string | Parameters<typeof toMessages>[0],
  role: string,
  tally: ReadTally | undefined,
): Message[] {
  return typeof v === "string" ? [{ role, content: v }] : toMessages(v, tally);
}

/** Where the SFT layouts' texts are read from; the `fields` mapping may move any of them. */
export const SFT_FIELDS = ["messages", "prompt", "completion"] as const;

/**
 * An SFT (or unpaired) row, parsed, as a canonical row: `messages`, else ShareGPT
 * `conversations` (after an optional `system`), else `prompt` + `completion`.
 */
export function sftFromParsed(
  line: number,
  d: RawSft,
  problems: ProblemCollector,
  tally?: ReadTally,
): SftRow | null {
  let out: SftRow;
  const list =
    d.messages !== undefined
      ? { field: "messages", msgs: toMessages(d.messages, tally) }
      : d.conversations !== undefined
        ? { field: "conversations", msgs: conversationMessages(d.conversations, tally) }
        : null;
  if (d.conversations !== undefined && d.messages === undefined) {
    const unknown = unknownSpeakers(d.conversations, "conversations");
    for (const u of unknown) problems.add(line, u.field, u.reason);
    if (unknown.length > 0) return null;
  }
  if (list !== null) {
    const messages = list.msgs;
    if (typeof d.system === "string" && d.system !== "" && messages[0]?.role !== "system") {
      messages.unshift({ role: "system", content: d.system });
    }
    if (!messages.some((m) => m.role === "assistant")) {
      problems.add(line, list.field, "has no assistant message, so the row teaches nothing");
      return null;
    }
    out = { line, prompt: promptText(messages), completion: assistantText(messages), messages };
  } else if (d.prompt !== undefined && d.completion !== undefined) {
    const p = side(d.prompt, "user", tally);
    const c = side(d.completion, "assistant", tally);
    out = {
      line,
      prompt: promptText(p),
      completion: typeof d.completion === "string" ? d.completion : assistantText(c),
      messages: [...p, ...c],
    };
  } else if (d.instruction !== undefined && d.output !== undefined) {
    out = alpacaSft(line, d.instruction, d.output, d);
  } else {
    problems.add(line, ...sftMissing(d));
    return null;
  }
  const task = labelString(d.task_id);
  if (task !== undefined) out.task_id = task;
  if (typeof d.finish_reason === "string") out.finish_reason = d.finish_reason;
  if (typeof d.source === "string") out.source = d.source;
  return out;
}

/** An Alpaca row: earlier turns, then instruction + input as the user's, output as the reply. */
function alpacaSft(line: number, instruction: string, output: string, d: RawSft): SftRow {
  const prompt: Message[] = [
    ...alpacaHistory(d.history),
    { role: "user", content: alpacaQuery(instruction, d.input) },
  ];
  if (typeof d.system === "string" && d.system !== "") {
    prompt.unshift({ role: "system", content: d.system });
  }
  return {
    line,
    prompt: promptText(prompt),
    completion: output,
    messages: [...prompt, { role: "assistant", content: output }],
  };
}

/** The field and reason for a row in none of the SFT layouts (an Alpaca row missing a half). */
function sftMissing(d: RawSft): [string, string] {
  const expected =
    "is missing (expected messages, conversations, prompt and completion, or instruction and output)";
  if (d.instruction !== undefined) return ["output", expected];
  if (d.output !== undefined) return ["instruction", expected];
  if (d.prompt === undefined) return [d.completion === undefined ? "messages" : "prompt", expected];
  return ["completion", expected];
}

/** The problem for an SFT row read as empty beside text under keys the reader did not use. */
export function sftSilentEmpty(raw: Record<string, unknown>, r: SftRow) {
  const assistant = r.messages.filter((m) => m.role === "assistant");
  return silentEmpty(
    raw,
    [
      { name: "prompt", text: r.prompt, toolCall: false },
      { name: "completion", text: r.completion, toolCall: hasToolCall(assistant) },
    ],
    [r.prompt, r.completion, ...r.messages.map((m) => m.content)],
  );
}

export function normalizeSft(
  row: JsonRow,
  problems: ProblemCollector,
  fields: Record<string, string> = {},
  tally?: ReadTally,
): SftRow | null {
  const line = row.line;
  const raw = withoutNulls(row.value);
  const value = mappedRow(raw, fields, SFT_FIELDS, line, problems);
  if (value === null) return null;
  const parsed = sftSchema.safeParse(value);
  if (!parsed.success) {
    report(problems, line, parsed.error.issues, value);
    return null;
  }
  const out = sftFromParsed(line, parsed.data, problems, tally);
  if (out === null) return null;
  const empty = sftSilentEmpty(raw, out);
  if (empty !== null) {
    problems.add(line, empty.field, empty.reason);
    return null;
  }
  const tools = rowTools(value);
  if (tools !== undefined) out.tools = tools;
  if (promptAndMessages(value)) out.prompt_and_messages = true;
  return out;
}

/**
 * The row with each name of `names` that `fields` maps set from its dotted path, so the
 * shape's own reader takes it from there. A mapped path that is absent (or null) is a
 * problem, and the row is not read.
 */
export function mappedRow(
  raw: Record<string, unknown>,
  fields: Record<string, string>,
  names: readonly string[],
  line: number,
  problems: ProblemCollector,
): Record<string, unknown> | null {
  let out: Record<string, unknown> | null = null;
  let ok = true;
  for (const name of names) {
    const path = fields[name];
    if (path === undefined) continue;
    const v = getPath(raw, path);
    if (v === undefined || v === null) {
      problems.add(line, path, `is missing (mapped as ${name})`);
      ok = false;
      continue;
    }
    out ??= { ...raw };
    out[name] = v;
  }
  return ok ? (out ?? raw) : null;
}
