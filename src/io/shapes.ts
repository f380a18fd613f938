// Pair files come in the shapes trainers write (docs/design.md §2, and the OpenAI,
// ShareGPT and LLaMA-Factory layouts). The shape is decided once per file, from its first
// valid row; every row is then validated against that shape and normalized into a
// CanonicalPair, or, for unpaired (KTO) files, into an UnpairedRow.
import { promptAndMessages, rowTools } from "./row-tools.js";
import type { z } from "zod";
import type { CanonicalPair, Message, PairShape, UnpairedRow } from "./canonical.js";
import { isRecord, labelString, TRAIN_FIELD_NAMES, withoutNulls } from "./fields.js";
import type { JsonRow } from "./jsonl.js";
import {
  allText,
  assistantText,
  conversationMessages,
  firstAssistant,
  hasToolCall,
  newTally,
  toMessages,
  transcriptMessages,
  unknownSpeakers,
  whileaiConversation,
  type ReadTally,
} from "./messages.js";
import { describeValue, type ProblemCollector } from "./problems.js";
import { mappedRow, sftFromParsed, sftSilentEmpty } from "./rows.js";
import {
  normalizeAlpacaPreference,
  normalizeArgilla,
  normalizeOrca,
  normalizeUltrafeedback,
} from "./hub-shapes.js";
import {
  alpacaPreferenceSchema,
  argillaSchema,
  issuesToFields,
  llamaFactoryV1Schema,
  orcaSchema,
  ultrafeedbackSchema,
  openaiPreferenceSchema,
  sharegptPreferenceSchema,
  transcriptSchema,
  trlConversationalSchema,
  trlStandardSchema,
  unpairedSchema,
  whileaiPairSchema,
} from "./schemas.js";
import { silentEmpty } from "./unused-text.js";

export const PAIR_SHAPES: Record<PairShape, string> = {
  whileai: "whileai (chosen/rejected are graded row objects)",
  "trl-conversational": "trl-conversational (chosen/rejected are message lists)",
  "trl-standard": "trl-standard (prompt, chosen, rejected strings)",
  transcript: "transcript (chosen/rejected whole dialogues, no prompt)",
  "openai-preference": "openai-preference (input.messages, preferred_output, non_preferred_output)",
  "sharegpt-preference": "sharegpt-preference (conversations plus chosen/rejected turns)",
  "llama-factory-v1": "llama-factory-v1 (chosen_messages, rejected_messages)",
  "alpaca-preference": "alpaca-preference (instruction, input, chosen, rejected strings)",
  orca: "orca (system, question, chosen, rejected strings)",
  ultrafeedback: "ultrafeedback (a prompt string, chosen/rejected whole conversations)",
  argilla: "argilla (instruction or prompt, chosen_response, rejected_response)",
  unpaired: "unpaired (messages, or prompt and completion, with a true/false label; KTO)",
};

/**
 * The shape a row looks like: first the layouts named by keys of their own (OpenAI's
 * outputs, LLaMA-Factory's conversations and *_messages, a KTO label), then the types of
 * chosen/rejected and whether a prompt is given.
 */
export function detectPairShape(v: Record<string, unknown>): PairShape | null {
  const c = v.chosen;
  const r = v.rejected;
  if (v.preferred_output !== undefined || v.non_preferred_output !== undefined) {
    return "openai-preference";
  }
  if (v.chosen_messages !== undefined || v.rejected_messages !== undefined) {
    return "llama-factory-v1";
  }
  if (v.chosen_response !== undefined || v.rejected_response !== undefined) return "argilla";
  // Strings on both sides beside an Alpaca or orca prompt; a `prompt` (given or mapped)
  // makes the row TRL's standard shape instead.
  if (typeof c === "string" && typeof r === "string" && v.prompt === undefined) {
    if (typeof v.instruction === "string") return "alpaca-preference";
    if (typeof v.question === "string") return "orca";
  }
  if (typeof v.prompt === "string" && Array.isArray(c) && Array.isArray(r)) return "ultrafeedback";
  const dialogue = Array.isArray(v.conversations) || Array.isArray(v.messages);
  if (dialogue && v.prompt === undefined && (isRecord(c) || isRecord(r))) {
    return "sharegpt-preference";
  }
  if (v.label !== undefined && c === undefined && r === undefined) return "unpaired";
  if (isRecord(c) && isRecord(r)) return "whileai";
  if (Array.isArray(c) && Array.isArray(r)) return "trl-conversational";
  if (typeof c === "string" && typeof r === "string") {
    return v.prompt === undefined ? "transcript" : "trl-standard";
  }
  return null;
}

function keyList(v: Record<string, unknown>): string {
  const keys = Object.keys(v).slice(0, 20);
  const shown = keys.map((k) =>
    k === "chosen" || k === "rejected" || k === "prompt" ? `${k} (${kind(v[k])})` : k,
  );
  if (Object.keys(v).length > keys.length) shown.push("...");
  return shown.length === 0 ? "none" : shown.join(", ");
}

function kind(v: unknown): string {
  if (typeof v === "string") return "string";
  return describeValue(v);
}

/** Why a row is in no pair shape: an SFT row given as pairs is told so. */
function noShapeReason(v: Record<string, unknown>): string {
  if (typeof v.instruction === "string" && v.output !== undefined && v.chosen === undefined) {
    return "this is an Alpaca SFT row (instruction, input, output) with no chosen/rejected pair: give the file as sft";
  }
  // Names only: the data contract describes each shape, and this line repeats per row.
  const expected = Object.keys(PAIR_SHAPES).join(", ");
  return `unknown pair shape: expected one of ${expected}; this row has keys: ${keyList(v)}`;
}

const ASSISTANT_TURN = "\n\nAssistant:";

/** Keys Alpaca and orca pairs keep their prompt under (detectPairShape). */
const PROMPT_KEYS: [string, string][] = [
  ["instruction", "an Alpaca pair"],
  ["question", "an orca pair"],
];

/**
 * A row read as an HH-RLHF transcript whose sides hold no dialogue at all: plain replies
 * with their prompt somewhere the reader does not take it. Said as what it is, not as a
 * transcript missing its turns (issue 22.10); null when either side is a dialogue.
 */
function plainReplies(
  original: Record<string, unknown>,
  value: Record<string, unknown>,
): { field: string; reason: string } | null {
  const c = value.chosen;
  const r = value.rejected;
  if (typeof c !== "string" || typeof r !== "string") return null;
  if (c.includes(ASSISTANT_TURN) || r.includes(ASSISTANT_TURN)) return null;
  for (const [key, what] of PROMPT_KEYS) {
    if (key in original) {
      return {
        field: key,
        reason: `expected the prompt of ${what} as a string, got ${describeValue(original[key])}`,
      };
    }
  }
  return {
    field: "",
    reason:
      'chosen and rejected are plain replies, not HH-RLHF dialogues ("\\n\\nHuman: ...\\n\\nAssistant: ..."), ' +
      `and no prompt is read from this row (its keys: ${keyList(value)}): name it with fields (e.g. fields: prompt=query)`,
  };
}

type Extras = {
  task_id?: string | number | null;
  step_index?: number | null;
  reject_reason?: string | null;
  source?: string | null;
  chosen_score?: number | null;
  rejected_score?: number | null;
  margin?: number | null;
  group_rewards?: number[] | null;
  chosen_model?: string | number | null;
  rejected_model?: string | number | null;
  chosen_finish_reason?: string | null;
  rejected_finish_reason?: string | null;
};

/** Copies the optional per-pair facts that are present (null counts as absent). */
function withExtras(p: CanonicalPair, x: Extras): CanonicalPair {
  const task = labelString(x.task_id);
  if (task !== undefined) p.task_id = task;
  if (typeof x.step_index === "number") p.step_index = x.step_index;
  if (typeof x.reject_reason === "string") p.reject_reason = x.reject_reason;
  if (typeof x.source === "string") p.source = x.source;
  if (typeof x.chosen_score === "number") p.chosen_score = x.chosen_score;
  if (typeof x.rejected_score === "number") p.rejected_score = x.rejected_score;
  if (typeof x.margin === "number") p.margin = x.margin;
  if (Array.isArray(x.group_rewards) && x.group_rewards.length > 0)
    p.group_rewards = x.group_rewards;
  const cm = labelString(x.chosen_model);
  if (cm !== undefined) p.chosen_model = cm;
  const rm = labelString(x.rejected_model);
  if (rm !== undefined) p.rejected_model = rm;
  if (typeof x.chosen_finish_reason === "string") p.chosen_finish_reason = x.chosen_finish_reason;
  if (typeof x.rejected_finish_reason === "string") {
    p.rejected_finish_reason = x.rejected_finish_reason;
  }
  return p;
}

function base(
  line: number,
  shape: PairShape,
  prompt: Message[],
  chosen: Message[],
  rejected: Message[],
): CanonicalPair {
  return {
    line,
    shape,
    prompt: allText(prompt),
    chosen: assistantText(chosen),
    rejected: assistantText(rejected),
    prompt_messages: prompt,
    chosen_messages: chosen,
    rejected_messages: rejected,
    eval_lineage: false,
    prompt_mismatch: false,
  };
}

function normalizeTrlStandard(line: number, d: z.infer<typeof trlStandardSchema>): CanonicalPair {
  const p = base(
    line,
    "trl-standard",
    [{ role: "user", content: d.prompt }],
    [{ role: "assistant", content: d.chosen }],
    [{ role: "assistant", content: d.rejected }],
  );
  return withExtras(p, d);
}

function sameMessage(a: Message, b: Message): boolean {
  return a.role === b.role && a.content === b.content;
}

/**
 * TRL's implicit prompt: the messages both whole conversations share. A prompt ends on
 * the model's input, so a shared last assistant turn goes back to the sides.
 */
function implicitPrompt(
  chosen: Message[],
  rejected: Message[],
): { prompt: Message[]; chosen: Message[]; rejected: Message[]; mismatch: boolean } {
  let k = 0;
  while (k < chosen.length && k < rejected.length && sameMessage(chosen[k]!, rejected[k]!)) k++;
  const cut = k > 0 && chosen[k - 1]!.role === "assistant" ? k - 1 : k;
  return {
    prompt: chosen.slice(0, cut),
    chosen: chosen.slice(cut),
    rejected: rejected.slice(cut),
    mismatch: k === 0,
  };
}

function normalizeTrlConversational(
  line: number,
  d: z.infer<typeof trlConversationalSchema>,
  tally: ReadTally,
): CanonicalPair {
  const chosen = toMessages(d.chosen, tally);
  const rejected = toMessages(d.rejected, tally);
  const split =
    d.prompt !== undefined
      ? { prompt: toMessages(d.prompt, tally), chosen, rejected, mismatch: false }
      : implicitPrompt(chosen, rejected);
  const p = base(line, "trl-conversational", split.prompt, split.chosen, split.rejected);
  p.prompt_mismatch = split.mismatch;
  return withExtras(p, d);
}

function normalizeLlamaFactoryV1(
  line: number,
  d: z.infer<typeof llamaFactoryV1Schema>,
  tally: ReadTally,
): CanonicalPair {
  const split = implicitPrompt(
    toMessages(d.chosen_messages, tally),
    toMessages(d.rejected_messages, tally),
  );
  const p = base(line, "llama-factory-v1", split.prompt, split.chosen, split.rejected);
  p.prompt_mismatch = split.mismatch;
  return withExtras(p, d);
}

function normalizeOpenaiPreference(
  line: number,
  d: z.infer<typeof openaiPreferenceSchema>,
  tally: ReadTally,
): CanonicalPair {
  const p = base(
    line,
    "openai-preference",
    toMessages(d.input.messages, tally),
    toMessages(d.preferred_output, tally),
    toMessages(d.non_preferred_output, tally),
  );
  return withExtras(p, d);
}

function normalizeSharegptPreference(
  line: number,
  d: z.infer<typeof sharegptPreferenceSchema>,
  tally: ReadTally,
  problems: ProblemCollector,
): CanonicalPair | null {
  const key = d.conversations !== undefined ? "conversations" : "messages";
  const list = d.conversations ?? d.messages;
  if (list === undefined) {
    problems.add(line, "conversations", "is missing (expected the dialogue before the replies)");
    return null;
  }
  const unknown = [
    ...unknownSpeakers(list, key),
    ...unknownSpeakers([d.chosen], "chosen").map((u) => ({ ...u, field: "chosen.from" })),
    ...unknownSpeakers([d.rejected], "rejected").map((u) => ({ ...u, field: "rejected.from" })),
  ];
  for (const u of unknown) problems.add(line, u.field, u.reason);
  if (unknown.length > 0) return null;
  const prompt = conversationMessages(list, tally);
  if (typeof d.system === "string" && d.system !== "" && prompt[0]?.role !== "system") {
    prompt.unshift({ role: "system", content: d.system });
  }
  const p = base(
    line,
    "sharegpt-preference",
    prompt,
    conversationMessages([d.chosen], tally),
    conversationMessages([d.rejected], tally),
  );
  return withExtras(p, d);
}

function normalizeTranscript(
  line: number,
  d: z.infer<typeof transcriptSchema>,
  problems: ProblemCollector,
): CanonicalPair | null {
  const ic = d.chosen.lastIndexOf(ASSISTANT_TURN);
  const ir = d.rejected.lastIndexOf(ASSISTANT_TURN);
  let ok = true;
  for (const [side, at] of [
    ["chosen", ic],
    ["rejected", ir],
  ] as const) {
    if (at < 0) {
      problems.add(line, side, `no "\\n\\nAssistant:" turn in this dialogue`);
      ok = false;
    }
  }
  if (!ok) return null;
  const chosenPrefix = d.chosen.slice(0, ic);
  const rejectedPrefix = d.rejected.slice(0, ir);
  const prompt = transcriptMessages(chosenPrefix);
  const chosenReply = d.chosen.slice(ic + ASSISTANT_TURN.length).trim();
  const rejectedReply = d.rejected.slice(ir + ASSISTANT_TURN.length).trim();
  const p = base(
    line,
    "transcript",
    prompt,
    [{ role: "assistant", content: chosenReply }],
    [{ role: "assistant", content: rejectedReply }],
  );
  // Dialogues that part before their last assistant turn: the prompt is the chosen side's.
  p.prompt_mismatch = chosenPrefix !== rejectedPrefix;
  return withExtras(p, d);
}

function normPrompt(s: string | null | undefined): string {
  return (s ?? "").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

function normalizeWhileai(
  line: number,
  d: z.infer<typeof whileaiPairSchema>,
  tally: ReadTally,
): CanonicalPair {
  const c = whileaiConversation(d.chosen, tally);
  const r = whileaiConversation(d.rejected, tally);
  const ci = firstAssistant(c);
  const ri = firstAssistant(r);
  const prompt = ci >= 0 ? c.slice(0, ci) : c.filter((m) => m.role !== "assistant");
  const chosen = ci >= 0 ? c.slice(ci) : [];
  const rejected = ri >= 0 ? r.slice(ri) : [];
  if (prompt.length === 0) prompt.push({ role: "user", content: d.prompt });
  const p = base(line, "whileai", prompt, chosen, rejected);
  p.prompt = d.prompt;
  p.chosen = withFinal(p.chosen, chosen, d.chosen.final_text);
  p.rejected = withFinal(p.rejected, rejected, d.rejected.final_text);
  const sideSource = (side: "chosen" | "rejected") =>
    d[side].lineage?.source ?? d.lineage?.[side]?.source ?? undefined;
  p.eval_lineage = sideSource("chosen") === "eval" || sideSource("rejected") === "eval";
  // The SDK groups rows by normalized prompt; sides that differ beyond that were not given the same prompt.
  const cp = d.chosen.prompt;
  const rp = d.rejected.prompt;
  p.prompt_mismatch =
    typeof cp === "string" && typeof rp === "string" && normPrompt(cp) !== normPrompt(rp);
  // Pair-level facts win; otherwise they come from the rows themselves.
  return withExtras(p, {
    ...d,
    task_id: d.task_id ?? d.chosen.scenario_id ?? d.chosen.task_id,
    chosen_model: d.chosen_model ?? d.chosen.model_version,
    rejected_model: d.rejected_model ?? d.rejected.model_version,
    chosen_finish_reason: d.chosen_finish_reason ?? d.chosen.finish_reason,
    rejected_finish_reason: d.rejected_finish_reason ?? d.rejected.finish_reason,
  });
}

/** The SDK's reply length counts final_text when the last assistant message does not already say it. */
function withFinal(text: string, msgs: Message[], fin: string | null | undefined): string {
  if (!fin) return text;
  const assistants = msgs.filter((m) => m.role === "assistant");
  const last = assistants[assistants.length - 1];
  if (last && last.content === fin) return text;
  return text === "" ? fin : `${text}\n${fin}`;
}

const SCHEMAS = {
  whileai: whileaiPairSchema,
  "trl-conversational": trlConversationalSchema,
  "trl-standard": trlStandardSchema,
  transcript: transcriptSchema,
  "openai-preference": openaiPreferenceSchema,
  "sharegpt-preference": sharegptPreferenceSchema,
  "llama-factory-v1": llamaFactoryV1Schema,
  "alpaca-preference": alpacaPreferenceSchema,
  orca: orcaSchema,
  ultrafeedback: ultrafeedbackSchema,
  argilla: argillaSchema,
  unpaired: unpairedSchema,
} as const;

/** One row of a pairs file as read: a pair, or an unpaired (KTO) row. */
export type PairRead = { pair: CanonicalPair } | { unpaired: UnpairedRow };

/** The problem for a pair whose side read as empty beside text the reader did not use. */
function pairSilentEmpty(
  raw: Record<string, unknown>,
  p: CanonicalPair,
  fields: Record<string, string>,
) {
  const texts = [p.prompt, p.chosen, p.rejected];
  for (const m of [...p.prompt_messages, ...p.chosen_messages, ...p.rejected_messages]) {
    texts.push(m.content);
  }
  return silentEmpty(
    raw,
    [
      { name: "prompt", text: p.prompt, toolCall: false },
      { name: "chosen", text: p.chosen, toolCall: hasToolCall(p.chosen_messages) },
      { name: "rejected", text: p.rejected, toolCall: hasToolCall(p.rejected_messages) },
    ],
    texts,
    // A transcript's dialogues are split into turns, so their whole strings appear nowhere.
    p.shape === "transcript" ? [fields.chosen ?? "chosen", fields.rejected ?? "rejected"] : [],
  );
}

/**
 * Per-file pair normalizer. The first row that is valid under its detected shape
 * fixes the file's shape; a later row of another shape is a problem.
 */
export class PairNormalizer {
  shape: PairShape | null = null;
  private shapeLine = 0;
  /** Parts skipped as media across the file's rows. */
  readonly tally = newTally();

  constructor(
    private readonly problems: ProblemCollector,
    private readonly fields: Record<string, string> = {},
  ) {}

  normalize(row: JsonRow): PairRead | null {
    const line = row.line;
    const raw = withoutNulls(row.value);
    const mapped = mappedRow(raw, this.fields, TRAIN_FIELD_NAMES, line, this.problems);
    if (mapped === null) return null;
    const value = withoutNulls(mapped);
    const seen = detectPairShape(value);
    if (seen === null) {
      this.problems.add(line, "", noShapeReason(value));
      return null;
    }
    if (this.shape !== null && seen !== this.shape) {
      this.problems.add(
        line,
        "",
        `this row is a ${seen} pair but the file's pairs are ${this.shape} (decided at line ${this.shapeLine})`,
      );
      return null;
    }
    const notDialogue = seen === "transcript" ? plainReplies(row.value, value) : null;
    if (notDialogue !== null) {
      this.problems.add(line, notDialogue.field, notDialogue.reason);
      return null;
    }
    const parsed = SCHEMAS[seen].safeParse(value);
    if (!parsed.success) {
      for (const f of issuesToFields(parsed.error.issues, value)) {
        this.problems.add(line, f.field, f.reason);
      }
      return null;
    }
    const read = this.build(seen, line, parsed.data);
    if (read === null) return null;
    const empty =
      "pair" in read
        ? pairSilentEmpty(raw, read.pair, this.fields)
        : sftSilentEmpty(raw, read.unpaired);
    if (empty !== null) {
      this.problems.add(line, empty.field, empty.reason);
      return null;
    }
    if (this.shape === null) {
      this.shape = seen;
      this.shapeLine = line;
    }
    const made = "pair" in read ? read.pair : read.unpaired;
    const tools = rowTools(value);
    if (tools !== undefined) made.tools = tools;
    if (promptAndMessages(value)) made.prompt_and_messages = true;
    return read;
  }

  /** Take the shape another reader of this file settled (a sharded read's probe). */
  adopt(other: PairNormalizer): void {
    if (this.shape !== null || other.shape === null) return;
    this.shape = other.shape;
    this.shapeLine = other.shapeLine;
  }

  /** The Hub's preference layouts (hub-shapes.ts), with their scores as the pair's. */
  private hubPair(shape: PairShape, line: number, data: unknown): CanonicalPair | null {
    const t = this.tally;
    switch (shape) {
      case "alpaca-preference": {
        const d = data as z.infer<typeof alpacaPreferenceSchema>;
        return withExtras(normalizeAlpacaPreference(line, d), d);
      }
      case "orca": {
        const d = data as z.infer<typeof orcaSchema>;
        return withExtras(normalizeOrca(line, d), d);
      }
      case "ultrafeedback": {
        const d = data as z.infer<typeof ultrafeedbackSchema>;
        const p = normalizeUltrafeedback(line, d, t, this.problems);
        const scores = {
          chosen_score: d.chosen_score ?? d.score_chosen,
          rejected_score: d.rejected_score ?? d.score_rejected,
        };
        return p === null ? null : withExtras(p, { ...d, ...scores });
      }
      default: {
        const d = data as z.infer<typeof argillaSchema>;
        const p = normalizeArgilla(line, d, t, this.problems);
        const scores = {
          chosen_score: d.chosen_score ?? d.chosen_avg_rating ?? d.chosen_rating,
          rejected_score: d.rejected_score ?? d.rejected_avg_rating ?? d.rejected_rating,
        };
        return p === null ? null : withExtras(p, { ...d, ...scores });
      }
    }
  }

  private build(shape: PairShape, line: number, data: unknown): PairRead | null {
    const t = this.tally;
    const pair = (p: CanonicalPair | null) => (p === null ? null : { pair: p });
    switch (shape) {
      case "trl-standard":
        return pair(normalizeTrlStandard(line, data as z.infer<typeof trlStandardSchema>));
      case "trl-conversational":
        return pair(
          normalizeTrlConversational(line, data as z.infer<typeof trlConversationalSchema>, t),
        );
      case "transcript":
        return pair(
          normalizeTranscript(line, data as z.infer<typeof transcriptSchema>, this.problems),
        );
      case "whileai":
        return pair(normalizeWhileai(line, data as z.infer<typeof whileaiPairSchema>, t));
      case "openai-preference":
        return pair(
          normalizeOpenaiPreference(line, data as z.infer<typeof openaiPreferenceSchema>, t),
        );
      case "sharegpt-preference":
        return pair(
          normalizeSharegptPreference(
            line,
            data as z.infer<typeof sharegptPreferenceSchema>,
            t,
            this.problems,
          ),
        );
      case "llama-factory-v1":
        return pair(normalizeLlamaFactoryV1(line, data as z.infer<typeof llamaFactoryV1Schema>, t));
      case "alpaca-preference":
      case "orca":
      case "ultrafeedback":
      case "argilla":
        return pair(this.hubPair(shape, line, data));
      case "unpaired": {
        const d = data as z.infer<typeof unpairedSchema>;
        const r = sftFromParsed(line, d, this.problems, t);
        return r === null ? null : { unpaired: { ...r, label: d.label } };
      }
    }
  }
}
