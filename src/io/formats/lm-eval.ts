// lm-evaluation-harness `--log_samples` files (samples_<task>_<date>.jsonl): one row per
// document. Task = doc_hash, else doc_id (0 included). Reward = the task's primary
// metric (the `metric` input, else the first of PRIMARY present); the row's other
// numeric metrics become markers. One file is one run.
import { isRecord } from "../fields.js";
import { lineWord } from "../problems.js";
import type { JsonRow } from "../jsonl.js";
import { rowPrint } from "../row-print.js";
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

/** The metric input as lm-eval names a result, "metric,filter"; the filter is optional. */
export function metricAndFilter(metric: string): { metric: string; filter?: string } {
  const comma = metric.indexOf(",");
  return comma > 0
    ? { metric: metric.slice(0, comma), filter: metric.slice(comma + 1) }
    : { metric };
}

/**
 * lm-eval logs one row per document and filter (gsm8k: strict-match, then
 * flexible-extract). One filter is graded: the one the metric input names, else the
 * file's first, which is the task's first. Every other filter's metrics become markers
 * "metric/filter" of the same document (not "metric,filter": lists of inputs split at commas), so no document is counted twice (issue 22.2).
 * Each such row is counted as left out (its values live on in the graded row's markers).
 * Rows that name a filter are held until the file ends, since a document's rows of the
 * other filters come later.
 */
export function lmEvalReader(ctx: FormatContext): FormatReader {
  const want = metricAndFilter(ctx.metric);
  let graded = want.filter;
  /** The metric the first graded row was graded by, when the metric input names none. */
  const pinned: { at: { name: string; line: number } | null } = { at: null };
  const filters = new Map<string, number>();
  const held: EvalRecord[] = [];
  /** Other filters' markers per task, with the line of the first such row. */
  const other = new Map<
    string,
    { line: number; filter: string; markers: Record<string, number> }[]
  >();
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const filter = str(v.filter);
      if (filter === undefined) {
        const out = gradeRow(ctx, r, want.metric, pinned);
        return out === null ? [] : [out];
      }
      filters.set(filter, (filters.get(filter) ?? 0) + 1);
      graded ??= filter;
      if (filter === graded) {
        const out = gradeRow(ctx, r, want.metric, pinned);
        if (out !== null) {
          out.fingerprint = rowPrint(v, null);
          held.push(out);
        }
        return [];
      }
      const task = taskOf(ctx, r);
      if (task === undefined) return [];
      const scratch: EvalRecord = { line: r.line, task, markers: newMarkers() };
      if (!metricMarkers(ctx, r, scratch, "", `/${filter}`)) return [];
      const list = other.get(task) ?? [];
      list.push({ line: r.line, filter, markers: scratch.markers });
      other.set(task, list);
      return [];
    },
    finish(): EvalRecord[] {
      if (filters.size === 0) {
        if (want.filter !== undefined && held.length === 0)
          ctx.problems.add(
            0,
            "",
            `metric ${ctx.metric} names filter "${want.filter}", but these rows name no filter`,
          );
        return [];
      }
      const names = [...filters.keys()];
      if (want.filter !== undefined && !filters.has(want.filter)) {
        ctx.problems.add(
          0,
          "filter",
          `metric ${ctx.metric} names filter "${want.filter}", which no row of this file has (its filters: ${names.join(", ")})`,
        );
        return [];
      }
      attachOtherFilters(ctx, held, other, graded ?? "");
      if (names.length > 1 || want.filter !== undefined) {
        const rest = names.filter((f) => f !== graded);
        ctx.notes.push(
          `lm-eval rows of filter ${graded} graded (${want.filter !== undefined ? "named by the metric input" : "the task's first filter; metric <name>,<filter> picks another"})` +
            (rest.length > 0
              ? `; filters ${rest.join(", ")} read as markers <metric>/<filter>`
              : ""),
        );
      }
      return held;
    },
  };
}

/** Each graded row gets the markers of its document's rows of the other filters. */
function attachOtherFilters(
  ctx: FormatContext,
  held: EvalRecord[],
  other: Map<string, { line: number; filter: string; markers: Record<string, number> }[]>,
  graded: string,
): void {
  const byTask = new Map<string, EvalRecord[]>();
  for (const rec of held) {
    const list = byTask.get(rec.task) ?? [];
    list.push(rec);
    byTask.set(rec.task, list);
  }
  for (const [task, rows] of other) {
    const recs = byTask.get(task);
    for (const o of rows) {
      if (recs === undefined) {
        ctx.leftOut.add(
          "rows",
          "filter",
          `filter ${o.filter}: the document has no row of filter ${graded}`,
          o.line,
        );
        continue;
      }
      // Read into the graded row, not a row of its own: counted, so rows in = used + left out.
      ctx.leftOut.add(
        "rows",
        "filter",
        `filter ${o.filter}: read as markers <metric>/${o.filter} of the document's row of filter ${graded}`,
        o.line,
      );
      for (const rec of recs) Object.assign(rec.markers, o.markers);
    }
  }
}

function taskOf(ctx: FormatContext, r: JsonRow): string | undefined {
  const task = str(r.value.doc_hash) ?? idText(r.value.doc_id);
  if (task === undefined)
    ctx.problems.add(r.line, "doc_id", "is missing (expected doc_hash or doc_id)");
  return task;
}

/** The row's per-sample metrics but `skip` as markers, each named with `suffix`; false after a problem. */
function metricMarkers(
  ctx: FormatContext,
  r: JsonRow,
  out: EvalRecord,
  skip: string,
  suffix: string,
): boolean {
  let ok = true;
  for (const [k, x] of Object.entries(r.value)) {
    if (k === skip || NOT_METRIC.has(k)) continue;
    if (Array.isArray(x)) {
      // bleu, chrf, ter: the sample's (reference, prediction), scored over the corpus.
      ctx.leftOut.add("values", k, "a list: a corpus-level metric, not a per-sample grade", r.line);
    } else ok = takeMarker(out, `${k}${suffix}`, x, k, r.line, ctx) && ok;
  }
  return ok;
}

/** One row as a graded record: the reward from `metric` (or the row's primary one), the rest markers. */
function gradeRow(
  ctx: FormatContext,
  r: JsonRow,
  metric: string,
  pinned: { at: { name: string; line: number } | null },
): EvalRecord | null {
  const v = r.value;
  const task = taskOf(ctx, r);
  if (task === undefined) return null;
  // One metric grades every row: a row without the first row's metric is not graded by
  // another, which would mix two metrics in one pass rate.
  let name = metric === "" ? (pinned.at?.name ?? "") : metric;
  if (name === "") {
    const listed = Array.isArray(v.metrics) ? v.metrics.filter((m) => typeof m === "string") : [];
    name = [...listed, ...PRIMARY].find((m) => numeric(v[m]) !== undefined) ?? "";
    if (name === "") {
      name = Object.keys(v).find((k) => !NOT_METRIC.has(k) && numeric(v[k]) !== undefined) ?? "";
    }
  }
  if (name === "" || v[name] === undefined) {
    const want =
      metric !== ""
        ? `metric "${metric}"`
        : pinned.at !== null
          ? `metric "${name}", which grades this file's rows (from ${lineWord(ctx.problems.file)} ${pinned.at.line}),`
          : "a per-sample metric (exact_match, acc, ...)";
    ctx.problems.add(r.line, metric, `no ${want} in this row; pick one with the metric input`);
    return null;
  }
  const reward = checkedReward(v[name], name, r.line, ctx);
  if (reward === undefined) return null;
  pinned.at ??= { name, line: r.line };
  const out: EvalRecord = { line: r.line, task, reward, markers: newMarkers() };
  if (!metricMarkers(ctx, r, out, name, "")) return null;
  const prompt = promptText(v.arguments);
  if (prompt !== undefined) out.prompt = prompt;
  const target = idText(v.target);
  if (target !== undefined) out.answer = target;
  const resp = responseText(v);
  if (resp !== undefined) out.final_text = resp;
  return out;
}
