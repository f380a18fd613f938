// The eval-tool readers and how a file's tool is told: by where its rows sit (a zip's
// samples/, a document's results.results) or by the first row's keys. The `format`
// input skips the guess.
import type { JsonRow } from "../jsonl.js";
import {
  evalsApiReader,
  looksLikeEvalsApiItem,
  looksLikeOaievalRow,
  oaievalReader,
} from "./openai-evals.js";
import { inspectReader, looksLikeInspectRow } from "./inspect.js";
import {
  LM_EVAL_RESULTS_MESSAGE,
  lmEvalReader,
  looksLikeLmEvalResults,
  looksLikeLmEvalRow,
} from "./lm-eval.js";
import { lightevalReader, looksLikeLightevalRow } from "./lighteval.js";
import { looksLikePromptfooRow, promptfooReader } from "./promptfoo.js";
import { looksLikeSweBench, looksLikeSweBenchReport, sweBenchReader } from "./swe-bench.js";
import { looksLikeTauBenchRow, tauBenchReader } from "./tau-bench.js";
import {
  looksLikeTerminalBenchResults,
  looksLikeTerminalBenchRow,
  terminalBenchReader,
} from "./terminal-bench.js";
import {
  bfclResultReader,
  bfclScoreReader,
  looksLikeBfclResult,
  looksLikeBfclScoreRow,
} from "./bfcl.js";
import type { FormatContext, FormatReader } from "./types.js";

export type { EvalRecord, FormatContext, FormatReader } from "./types.js";
export { BfclScores } from "./bfcl-scores.js";
export { isBfclScoreName } from "./bfcl.js";

/** The `format` input's values; "whileai" is our own row shape (with the `fields` mapping). */
export const EVAL_FORMATS = [
  "auto",
  "whileai",
  "lm-eval",
  "inspect",
  "promptfoo",
  "openai-evals",
  "swe-bench",
  "tau-bench",
  "terminal-bench",
  "bfcl",
  "lighteval",
] as const;
export type EvalFormat = (typeof EVAL_FORMATS)[number];
export type ToolFormat = Exclude<EvalFormat, "auto" | "whileai">;
/** The tools' names as messages list them. */
export const TOOL_FORMAT_NAMES = EVAL_FORMATS.filter((f) => f !== "auto" && f !== "whileai").join(
  ", ",
);

/** The tool whose output this row is, or null for our own row shape. */
export function detectFromRow(r: JsonRow): ToolFormat | null {
  if (r.entry !== undefined || r.path === "samples") return "inspect";
  if (r.path === "results.results") return "promptfoo";
  if (r.path === "simulations") return "tau-bench";
  const v = r.value;
  // Before our own rows' check: tau-bench and Terminal-Bench rows carry a task_id too.
  if (looksLikeTauBenchRow(r)) return "tau-bench";
  if (looksLikeTerminalBenchRow(r)) return "terminal-bench";
  if (looksLikeLmEvalRow(v)) return "lm-eval";
  if (looksLikeLightevalRow(v)) return "lighteval";
  if (looksLikeInspectRow(r)) return "inspect";
  if (looksLikePromptfooRow(r)) return "promptfoo";
  if (looksLikeOaievalRow(v) || looksLikeEvalsApiItem(v)) return "openai-evals";
  if (looksLikeSweBench(v) || looksLikeSweBenchReport(v)) return "swe-bench";
  if (looksLikeBfclResult(v) || looksLikeBfclScoreRow(v)) return "bfcl";
  return null;
}

/** For a document without rows: the tool its header says, or a message why it holds no grades. */
export function detectFromHeader(
  h: Record<string, unknown>,
): ToolFormat | { refuse: string } | null {
  if (looksLikeSweBench(h) || looksLikeSweBenchReport(h)) return "swe-bench";
  if (looksLikeTerminalBenchResults(h)) return "terminal-bench";
  if (looksLikeLmEvalResults(h)) return { refuse: LM_EVAL_RESULTS_MESSAGE };
  return null;
}

/** A reader for the tool; openai-evals picks log or API items from the first row. */
export function toolReader(
  format: ToolFormat,
  first: JsonRow | null,
  ctx: FormatContext,
): FormatReader {
  switch (format) {
    case "lm-eval":
      return lmEvalReader(ctx);
    case "inspect":
      return inspectReader(ctx);
    case "promptfoo":
      return promptfooReader(ctx);
    case "openai-evals":
      return first !== null && looksLikeEvalsApiItem(first.value)
        ? evalsApiReader(ctx)
        : oaievalReader(ctx);
    case "swe-bench":
      return sweBenchReader(ctx);
    case "tau-bench":
      return tauBenchReader(ctx);
    case "terminal-bench":
      return terminalBenchReader(ctx);
    case "bfcl":
      return first !== null && looksLikeBfclScoreRow(first.value)
        ? bfclScoreReader(ctx)
        : bfclResultReader(ctx);
    case "lighteval":
      return lightevalReader(ctx);
  }
}
