// Normalization of the single-row inputs: held-out tasks, graded eval rows (with the
// optional `fields` mapping) and SFT rows. Each returns null after reporting why.
import type { EvalRow, HeldoutTask, Message, SftRow } from "./canonical.js";
import { DEFAULT_EVAL_PATHS, getPath, isRecord, labelString, withoutNulls } from "./fields.js";
import type { JsonRow } from "./jsonl.js";
import { assistantText, promptText, toMessages } from "./messages.js";
import type { ProblemCollector } from "./problems.js";
import {
  evalFieldSchemas,
  evalRowSchema,
  heldoutSchema,
  issuesToFields,
  sftSchema,
  type EvalFieldName,
} from "./schemas.js";

/** Python truthiness for the SDK's `scenario_id or task_id or prompt`. */
function truthy(v: unknown): boolean {
  return v !== undefined && v !== null && v !== "" && v !== 0 && v !== false;
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
  const id = truthy(d.scenario_id) ? d.scenario_id : truthy(d.task_id) ? d.task_id : undefined;
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

export function normalizeEval(
  row: JsonRow,
  fields: Record<string, string>,
  problems: ProblemCollector,
): EvalRow | null {
  const { line, value } = row;
  const before = problems.count;
  const shape = evalRowSchema.safeParse(value);
  if (!shape.success) report(problems, line, shape.error.issues, value);

  const read = (name: EvalFieldName, path: string, required: boolean): unknown => {
    const mapped = fields[name] !== undefined;
    const raw = getPath(value, path);
    if (raw === undefined || raw === null) {
      if (mapped) problems.add(line, path, `is missing (mapped as ${name})`);
      else if (required)
        problems.add(line, path, "is missing (expected 0/1, true/false or a number in [0, 1])");
      return undefined;
    }
    const r = evalFieldSchemas[name].safeParse(raw);
    if (!r.success) {
      report(problems, line, r.error.issues, raw, path);
      return undefined;
    }
    // zod rebuilds records on a plain object, where a "__proto__" key is lost; the
    // markers were validated, so keep the parsed JSON object itself.
    return name === "markers" ? raw : r.data;
  };

  let task: string | undefined;
  if (fields.task !== undefined) {
    const t = read("task", fields.task, true);
    task = t === undefined ? undefined : String(t);
  } else if (shape.success) {
    const d = shape.data;
    const key = truthy(d.scenario_id) ? d.scenario_id : truthy(d.task_id) ? d.task_id : d.prompt;
    if (truthy(key)) task = String(key);
    else problems.add(line, "task_id", "no task key: expected scenario_id, task_id or prompt");
  }

  const got: Partial<Record<EvalFieldName, unknown>> = {};
  for (const name of EVAL_FIELDS) {
    got[name] = read(name, fields[name] ?? DEFAULT_EVAL_PATHS[name]!, name === "reward");
  }
  if (problems.count > before || task === undefined) return null;

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
  out.fingerprint = fingerprint(JSON.stringify(value));
  return out;
}

/** 53-bit string hash (two multiplicative 32-bit lanes): enough to spot a row written twice. */
export function fingerprint(s: string): number {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}

function side(v: string | Parameters<typeof toMessages>[0], role: string): Message[] {
  return typeof v === "string" ? [{ role, content: v }] : toMessages(v);
}

export function normalizeSft(row: JsonRow, problems: ProblemCollector): SftRow | null {
  const line = row.line;
  const value = withoutNulls(row.value);
  const parsed = sftSchema.safeParse(value);
  if (!parsed.success) {
    report(problems, line, parsed.error.issues, value);
    return null;
  }
  const d = parsed.data;
  let out: SftRow;
  if (d.messages !== undefined) {
    const messages = toMessages(d.messages);
    if (!messages.some((m) => m.role === "assistant")) {
      problems.add(line, "messages", "has no assistant message, so the row teaches nothing");
      return null;
    }
    out = { line, prompt: promptText(messages), completion: assistantText(messages), messages };
  } else if (d.prompt !== undefined && d.completion !== undefined) {
    const p = side(d.prompt, "user");
    const c = side(d.completion, "assistant");
    out = {
      line,
      prompt: promptText(p),
      completion: typeof d.completion === "string" ? d.completion : assistantText(c),
      messages: [...p, ...c],
    };
  } else {
    problems.add(
      line,
      d.prompt === undefined ? (d.completion === undefined ? "messages" : "prompt") : "completion",
      "is missing (expected messages, or prompt and completion)",
    );
    return null;
  }
  const task = labelString(d.task_id);
  if (task !== undefined) out.task_id = task;
  if (typeof d.finish_reason === "string") out.finish_reason = d.finish_reason;
  if (typeof d.source === "string") out.source = d.source;
  return out;
}
