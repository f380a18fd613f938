// zod 4 schemas for every row the action reads, and the translation of zod issues
// into problems whose field is the dotted path and whose reason says what was expected.
import { z } from "zod";
import { getPath } from "./fields.js";
import { describeValue } from "./problems.js";

/** Ids, run labels and model names: strings, or numbers that are read as strings. */
const label = z.union([z.string(), z.number()], { error: "expected a string or a number" });

/**
 * One part of a list content. Trainers write the text under `text` (OpenAI chat, and the
 * Responses API's input_text/output_text), `value` (LLaMA-Factory v1) or `refusal`; a
 * bare string is a text part. Media parts keep only their type here: they carry no text.
 */
const contentPart = z.union([
  z.string(),
  z.object({
    type: z.string().nullish(),
    text: z.string().nullish(),
    value: z.unknown().optional(),
    refusal: z.string().nullish(),
  }),
]);
export type RawContentPart = z.infer<typeof contentPart>;

export const messageSchema = z.object({
  role: z.string(),
  content: z
    .union([z.string(), z.null(), z.array(contentPart)], {
      error: "expected a string, null or a list of content parts",
    })
    .optional(),
  tool_calls: z.array(z.unknown()).nullish(),
  name: z.string().nullish(),
  tool_call_id: z.string().nullish(),
});
export type RawMessage = z.infer<typeof messageSchema>;

export const messageList = z.array(messageSchema);

/** A ShareGPT / FastChat turn: `from` names the speaker and `value` holds the text. */
export const sharegptTurnSchema = z.object({
  from: z.string(),
  value: z
    .union([z.string(), z.null(), z.array(contentPart)], {
      error: "expected a string, null or a list of content parts",
    })
    .optional(),
});
export type RawSharegptTurn = z.infer<typeof sharegptTurnSchema>;

/** A turn of a `conversations` list: ShareGPT's from/value, or a role/content message. */
const conversationTurn = z.union([sharegptTurnSchema, messageSchema], {
  error: "expected a turn with from/value (ShareGPT) or role/content",
});
export const conversationList = z.array(conversationTurn);
export type RawConversation = z.infer<typeof conversationList>;

// ---- held-out test ----

export const heldoutSchema = z.object({
  task_id: label.nullish(),
  scenario_id: label.nullish(),
  prompt: z.string(),
  // Answers are often numbers (GSM8K) or structured; they are kept as text.
  answer: z.unknown().optional(),
  reference: z.string().nullish(),
  family: z.string().nullish(),
});
export type RawHeldout = z.infer<typeof heldoutSchema>;

// ---- eval rows (whileai row shape; each field may be re-mapped by `fields`) ----

export const rewardSchema = z
  .union([z.boolean(), z.number()], { error: "expected 0/1, true/false or a number in [0, 1]" })
  .transform((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v))
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1, {
    error: "must be 0/1 or within [0, 1]",
  });

/** Markers are numbers; true/false count as 1/0 and null means "not measured". */
export const markersSchema = z.record(
  z.string(),
  z.union([z.number(), z.boolean(), z.null()], { error: "expected a number" }),
);

/** One schema per canonical eval field, applied at its default or mapped path. */
export const evalFieldSchemas = {
  task: label,
  reward: rewardSchema,
  run: label,
  family: z.string(),
  markers: markersSchema,
  source: z.string(),
  model: label,
  finish_reason: z.string(),
  final_text: z.string(),
} as const;
export type EvalFieldName = keyof typeof evalFieldSchemas;

/** The parts of an eval row that are never re-mapped. */
export const evalRowSchema = z.object({
  scenario_id: label.nullish(),
  task_id: label.nullish(),
  prompt: z.string().nullish(),
  lineage: z.record(z.string(), z.unknown()).nullish(),
  // Not used by the statistics, so only their kind is checked: a bad message must not void a grade.
  messages: z.array(z.unknown()).nullish(),
  steps: z.array(z.unknown()).nullish(),
});

// ---- SFT rows ----

export const sftSchema = z.object({
  messages: messageList.min(1, { error: "must hold at least one message" }).optional(),
  // ShareGPT / FastChat (and LLaMA-Factory's sharegpt format, with its `system` column).
  conversations: conversationList.min(1, { error: "must hold at least one turn" }).optional(),
  system: z.string().nullish(),
  prompt: z
    .union([z.string(), messageList], { error: "expected a string or a message list" })
    .optional(),
  completion: z
    .union([z.string(), messageList], { error: "expected a string or a message list" })
    .optional(),
  // Alpaca (LLaMA-Factory, Axolotl): the prompt is instruction + input, the reply output.
  instruction: z.string().optional(),
  input: z.string().nullish(),
  output: z.string().optional(),
  history: z.array(z.tuple([z.string(), z.string()])).nullish(),
  task_id: label.nullish(),
  finish_reason: z.string().nullish(),
  source: z.string().nullish(),
});
export type RawSft = z.infer<typeof sftSchema>;

/** KTO / TRL unpaired preference rows: an SFT row plus whether its completion is desirable. */
export const unpairedSchema = sftSchema.extend({
  label: z.boolean(),
});
export type RawUnpaired = z.infer<typeof unpairedSchema>;

// ---- pairs: the shapes of docs/design.md §2, and the OpenAI and LLaMA-Factory layouts ----

/** Optional per-pair facts any shape may carry. */
const pairExtras = {
  task_id: label.nullish(),
  step_index: z.number().int().nullish(),
  reject_reason: z.string().nullish(),
  source: z.string().nullish(),
  chosen_score: z.number().nullish(),
  rejected_score: z.number().nullish(),
  margin: z.number().nullish(),
  /** Rewards of every sample in the pair's group (the rollouts the pair was picked from). */
  group_rewards: z.array(z.number()).max(100_000).nullish(),
  chosen_model: label.nullish(),
  rejected_model: label.nullish(),
  chosen_finish_reason: z.string().nullish(),
  rejected_finish_reason: z.string().nullish(),
};

const lineageSchema = z.object({ source: z.string().nullish() });

const stepSchema = z.object({
  user: z.string().nullish(),
  tool: z.string().nullish(),
  arguments: z.unknown().optional(),
  args: z.unknown().optional(),
  result: z.unknown().optional(),
  text: z.string().nullish(),
});
export type RawStep = z.infer<typeof stepSchema>;

/** One side of a whileai pair: a graded row. */
const whileaiSide = z.object({
  prompt: z.string().nullish(),
  scenario_id: label.nullish(),
  task_id: label.nullish(),
  final_text: z.string().nullish(),
  messages: messageList.nullish(),
  steps: z.array(stepSchema).nullish(),
  finish_reason: z.string().nullish(),
  model_version: label.nullish(),
  lineage: lineageSchema.nullish(),
});
export type RawWhileaiSide = z.infer<typeof whileaiSide>;

export const whileaiPairSchema = z.object({
  prompt: z.string(),
  chosen: whileaiSide,
  rejected: whileaiSide,
  lineage: z
    .object({ chosen: lineageSchema.nullish(), rejected: lineageSchema.nullish() })
    .nullish(),
  ...pairExtras,
});

export const trlConversationalSchema = z.object({
  // Absent prompt = TRL's implicit prompt: the shared leading messages of both sides.
  prompt: messageList.optional(),
  chosen: messageList,
  rejected: messageList,
  ...pairExtras,
});

export const trlStandardSchema = z.object({
  prompt: z.string(),
  chosen: z.string(),
  rejected: z.string(),
  ...pairExtras,
});

export const transcriptSchema = z.object({
  chosen: z.string(),
  rejected: z.string(),
  ...pairExtras,
});

/** OpenAI's preference fine-tuning rows (DPO): the prompt under `input`, two outputs. */
export const openaiPreferenceSchema = z.object({
  input: z.object({
    messages: messageList,
    tools: z.array(z.unknown()).nullish(),
    parallel_tool_calls: z.unknown().optional(),
  }),
  preferred_output: messageList.min(1, { error: "must hold at least one message" }),
  non_preferred_output: messageList.min(1, { error: "must hold at least one message" }),
  ...pairExtras,
});

/**
 * LLaMA-Factory's preference rows in ShareGPT form: the dialogue so far in `conversations`
 * (or `messages`), the two replies as single turns, an optional system prompt.
 */
export const sharegptPreferenceSchema = z.object({
  conversations: conversationList.optional(),
  messages: conversationList.optional(),
  chosen: conversationTurn,
  rejected: conversationTurn,
  system: z.string().nullish(),
  tools: z.unknown().optional(),
  ...pairExtras,
});

/** LLaMA-Factory v1 preference rows: each side the whole conversation. */
export const llamaFactoryV1Schema = z.object({
  chosen_messages: messageList,
  rejected_messages: messageList,
  tools: z.unknown().optional(),
  ...pairExtras,
});

/** Alpaca `history`: earlier [query, reply] turns (LLaMA-Factory). */
const alpacaHistory = z.array(z.tuple([z.string(), z.string()])).nullish();

/** LLaMA-Factory's Alpaca preference rows: the prompt is instruction + input. */
export const alpacaPreferenceSchema = z.object({
  instruction: z.string(),
  input: z.string().nullish(),
  system: z.string().nullish(),
  history: alpacaHistory,
  chosen: z.string(),
  rejected: z.string(),
  ...pairExtras,
});

/** Intel/orca_dpo_pairs (Axolotl's chatml.intel): a system prompt and a question. */
export const orcaSchema = z.object({
  system: z.string().nullish(),
  question: z.string(),
  chosen: z.string(),
  rejected: z.string(),
  ...pairExtras,
});

/** HuggingFaceH4/ultrafeedback_binarized: a prompt string, each side the whole conversation. */
export const ultrafeedbackSchema = z.object({
  prompt: z.string(),
  chosen: messageList.min(1, { error: "must hold at least one message" }),
  rejected: messageList.min(1, { error: "must hold at least one message" }),
  messages: z.array(z.unknown()).nullish(),
  prompt_id: z.string().nullish(),
  score_chosen: z.number().nullish(),
  score_rejected: z.number().nullish(),
  ...pairExtras,
});

/** Argilla's preference sets (Axolotl's chatml.argilla): replies as chosen_response/rejected_response. */
export const argillaSchema = z.object({
  instruction: z.string().nullish(),
  prompt: z
    .union([z.string(), messageList], { error: "expected a string or a message list" })
    .nullish(),
  system: z.string().nullish(),
  chosen_response: z.string(),
  rejected_response: z.string(),
  chosen_avg_rating: z.number().nullish(),
  rejected_avg_rating: z.number().nullish(),
  chosen_rating: z.number().nullish(),
  rejected_rating: z.number().nullish(),
  ...pairExtras,
});

// ---- issues -> problems ----

const ISSUES_PER_ROW = 20;

export interface FieldIssue {
  field: string;
  reason: string;
}

/**
 * Zod issues as (field, reason) pairs. `value` is the object that was parsed and
 * `prefix` the dotted path it sits at, so reasons can show what was found.
 */
export function issuesToFields(
  issues: z.core.$ZodIssue[],
  value: unknown,
  prefix = "",
): FieldIssue[] {
  // One hostile row can hold a million bad items; a handful say enough.
  const shown = issues.slice(0, ISSUES_PER_ROW);
  const out = shown.map((issue) => {
    const rel = issue.path.map(String).join(".");
    const found = rel === "" ? value : getPath(value, rel);
    const field = prefix === "" ? rel : rel === "" ? prefix : `${prefix}.${rel}`;
    if (issue.code === "invalid_type") {
      const expected = (issue as { expected?: string }).expected ?? "another type";
      const reason =
        found === undefined
          ? `is missing (expected ${article(expected)})`
          : `expected ${article(expected)}, got ${describeValue(found)}`;
      return { field, reason };
    }
    // Zod's own words name what the schema expects, never the value, except these keys.
    if (issue.code === "unrecognized_keys") {
      const n = issue.keys.length;
      return { field, reason: `has ${n} key${n === 1 ? "" : "s"} this object does not take` };
    }
    return { field, reason: `${issue.message}, got ${describeValue(found)}` };
  });
  if (issues.length > shown.length) {
    out.push({
      field: prefix,
      reason: `${issues.length - shown.length} more problem(s) in this row not listed`,
    });
  }
  return out;
}

function article(t: string): string {
  if (t === "array") return "a list";
  if (t === "object" || t === "record") return "an object";
  if (t === "null" || t === "nonoptional") return "a value";
  return `a ${t}`;
}
