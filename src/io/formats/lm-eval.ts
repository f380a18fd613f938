// lm-evaluation-harness `--log_samples` files (samples_<task>_<date>.jsonl): one row per
// document. Task = doc_hash, else doc_id (0 included). Reward = the task's primary
// metric (the `metric` input, else the first of PRIMARY present); the row's other
// numeric metrics become markers. One file is one run.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import {
  checkedReward,
  idText,
  newMarkers,
  numeric,
  promptOf,
  str,
  takeMarker,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

/** Per-sample metrics in the order a task's headline metric is usually found. */
const PRIMARY = ["exact_match", "acc", "acc_norm", "pass@1", "em", "f1", "mc1", "mc2", "bleu"];
/** Row fields that are not metrics. */
const NOT_METRIC = new Set([
  "doc_id",
  "doc",
  "target",
  "arguments",
  "resps",
  "filtered_resps",
  "doc_hash",
  "prompt_hash",
  "target_hash",
  "filter",
  "metrics",
]);

export function looksLikeLmEvalRow(v: Record<string, unknown>): boolean {
  return (
    "doc_id" in v &&
    ("doc_hash" in v || "doc" in v) &&
    ("resps" in v || "filtered_resps" in v || "arguments" in v)
  );
}

/** lm-eval's aggregated results_<date>.json: no per-sample grades in it. */
export function looksLikeLmEvalResults(h: Record<string, unknown>): boolean {
  return isRecord(h.results) && ("configs" in h || "n-samples" in h || "versions" in h);
}

export const LM_EVAL_RESULTS_MESSAGE =
  "this is lm-eval's aggregated results file (results_*.json), with no per-sample grades: " +
  "run lm-eval with --log_samples and give the samples_<task>_*.jsonl files it writes";

/** The prompt lm-eval sent: the first request's first argument. */
function promptText(args: unknown): string | undefined {
  let first: unknown;
  if (Array.isArray(args)) first = args[0];
  else if (isRecord(args)) first = Object.values(args)[0];
  if (Array.isArray(first)) return promptOf(first[0]) ?? str(first[0]);
  if (isRecord(first))
    return str(first.arg_0) ?? (Array.isArray(first.arg_0) ? str(first.arg_0[0]) : undefined);
  return undefined;
}

function responseText(v: Record<string, unknown>): string | undefined {
  let r: unknown = v.filtered_resps;
  while (Array.isArray(r)) r = r[0];
  return str(r);
}

export function lmEvalReader(ctx: FormatContext): FormatReader {
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const task = str(v.doc_hash) ?? idText(v.doc_id);
      if (task === undefined) {
        ctx.problems.add(r.line, "doc_id", "is missing (expected doc_hash or doc_id)");
        return [];
      }
      let name = ctx.metric;
      if (name === "") {
        const listed = Array.isArray(v.metrics)
          ? v.metrics.filter((m) => typeof m === "string")
          : [];
        name = [...listed, ...PRIMARY].find((m) => numeric(v[m]) !== undefined) ?? "";
        if (name === "") {
          name =
            Object.keys(v).find((k) => !NOT_METRIC.has(k) && numeric(v[k]) !== undefined) ?? "";
        }
      }
      if (name === "" || v[name] === undefined) {
        const want =
          ctx.metric === ""
            ? "a per-sample metric (exact_match, acc, ...)"
            : `metric "${ctx.metric}"`;
        ctx.problems.add(
          r.line,
          ctx.metric,
          `no ${want} in this row; pick one with the metric input`,
        );
        return [];
      }
      const reward = checkedReward(v[name], name, r.line, ctx);
      if (reward === undefined) return [];
      const out: EvalRecord = { line: r.line, task, reward, markers: newMarkers() };
      let ok = true;
      for (const [k, x] of Object.entries(v)) {
        if (k === name || NOT_METRIC.has(k)) continue;
        if (Array.isArray(x)) {
          // bleu, chrf, ter: the sample's (reference, prediction), scored over the corpus.
          ctx.leftOut.add(
            "values",
            k,
            "a list: a corpus-level metric, not a per-sample grade",
            r.line,
          );
        } else ok = takeMarker(out, k, x, k, r.line, ctx) && ok;
      }
      if (!ok) return [];
      const prompt = promptText(v.arguments);
      if (prompt !== undefined) out.prompt = prompt;
      const target = idText(v.target);
      if (target !== undefined) out.answer = target;
      const resp = responseText(v);
      if (resp !== undefined) out.final_text = resp;
      return [out];
    },
    finish: () => [],
  };
}
