// lighteval `--save-details` files (details_<task>_<date>.parquet, read by io/parquet.ts):
// one row per sample with `doc` (the sample: `query`, `choices`, `gold_index`, `id`,
// `task_name`), `model_response` (the model's `text`) and `metric` (metric name -> score).
// Task = doc.id, else a digest of doc.query (lighteval leaves id empty for some tasks);
// reward = the `metric` input's score, else the first of PRIMARY present, else the first
// score; the other scores are markers. One file is one run.
import { createHash } from "node:crypto";
import { isRecord } from "../fields.js";
import { lineWord } from "../problems.js";
import type { JsonRow } from "../jsonl.js";
import {
  checkedReward,
  idText,
  newMarkers,
  numeric,
  str,
  takeMarker,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

/** Scores in the order a task's headline metric is usually found. */
const PRIMARY = ["acc", "em", "exact_match", "qem", "pass@1", "maj@1", "loglikelihood_acc"];

export function looksLikeLightevalRow(v: Record<string, unknown>): boolean {
  return isRecord(v.doc) && isRecord(v.metric) && "model_response" in v;
}

function taskOf(ctx: FormatContext, r: JsonRow, doc: Record<string, unknown>): string | undefined {
  const id = idText(doc.id);
  if (id !== undefined) return id;
  const query = str(doc.query);
  if (query !== undefined) {
    return `query:${createHash("sha256").update(query).digest("hex").slice(0, 16)}`;
  }
  ctx.problems.add(r.line, "doc.id", "is missing (expected doc.id or doc.query)");
  return undefined;
}

/** The gold answer: the choice gold_index names (the first, when it is a list). */
function answerOf(doc: Record<string, unknown>): string | undefined {
  const choices = Array.isArray(doc.choices) ? doc.choices : [];
  const g = Array.isArray(doc.gold_index) ? doc.gold_index[0] : doc.gold_index;
  return typeof g === "number" ? str(choices[g]) : undefined;
}

function responseOf(v: unknown): string | undefined {
  if (!isRecord(v)) return undefined;
  let t: unknown = v.text;
  while (Array.isArray(t)) t = t[0];
  return str(t);
}

/** The score the file's first graded row was graded by, when the metric input names none. */
interface Pinned {
  name: string;
  line: number;
}

function gradeRow(
  ctx: FormatContext,
  r: JsonRow,
  pinned: { at: Pinned | null },
): EvalRecord | null {
  const v = r.value;
  const doc = v.doc as Record<string, unknown>;
  const scores = v.metric as Record<string, unknown>;
  const task = taskOf(ctx, r, doc);
  if (task === undefined) return null;
  const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
  const query = str(doc.query);
  if (query !== undefined) out.prompt = query;
  const answer = answerOf(doc);
  if (answer !== undefined) out.answer = answer;
  const resp = responseOf(v.model_response);
  if (resp !== undefined) out.final_text = resp;
  // Every row is graded by one score: a row without the first row's score is not graded by
  // its next one, which would mix two metrics in one pass rate.
  const name =
    ctx.metric !== ""
      ? ctx.metric
      : (pinned.at?.name ??
        [...PRIMARY, ...Object.keys(scores)].find((m) => numeric(scores[m]) !== undefined) ??
        "");
  if (name === "" || scores[name] === undefined) {
    if (!ctx.needReward) return out;
    const want =
      ctx.metric !== ""
        ? `metric "${ctx.metric}"`
        : pinned.at !== null
          ? `score "${name}", which grades this file's rows (from ${lineWord(ctx.problems.file)} ${pinned.at.line}),`
          : "a numeric score in metric";
    ctx.problems.add(r.line, "metric", `no ${want} in this row; pick one with the metric input`);
    return null;
  }
  const reward = checkedReward(scores[name], `metric.${name}`, r.line, ctx);
  if (reward === undefined) return null;
  pinned.at ??= { name, line: r.line };
  out.reward = reward;
  let ok = true;
  for (const [k, x] of Object.entries(scores)) {
    if (k !== name) ok = takeMarker(out, k, x, `metric.${k}`, r.line, ctx) && ok;
  }
  return ok ? out : null;
}

export function lightevalReader(ctx: FormatContext): FormatReader {
  const pinned: { at: Pinned | null } = { at: null };
  return {
    row(r: JsonRow): EvalRecord[] {
      const out = gradeRow(ctx, r, pinned);
      return out === null ? [] : [out];
    },
    finish: () => [],
  };
}
