// Pair shapes of the Hugging Face Hub's preference sets and the trainers that read them
// (docs/data-contract.md "Preference pairs"): LLaMA-Factory's Alpaca layout (instruction,
// input, chosen, rejected), Intel/orca_dpo_pairs (system, question, chosen, rejected),
// UltraFeedback binarized (a prompt string beside whole conversations, with scores) and
// Argilla's chosen_response/rejected_response. Each becomes a CanonicalPair whose prompt
// holds every text the model is given: an Alpaca `input` is part of it for every gate.
import type { z } from "zod";
import type { CanonicalPair, Message } from "./canonical.js";
import { allText, assistantText, toMessages, type ReadTally } from "./messages.js";
import type { ProblemCollector } from "./problems.js";
import type {
  alpacaPreferenceSchema,
  argillaSchema,
  orcaSchema,
  ultrafeedbackSchema,
} from "./schemas.js";

/** The user turn of an Alpaca row: the instruction, then its input when there is one. */
export function alpacaQuery(instruction: string, input: string | null | undefined): string {
  return input ? `${instruction}\n${input}` : instruction;
}

/** An Alpaca row's earlier turns (`history`: [query, reply] pairs) as messages. */
export function alpacaHistory(history: [string, string][] | null | undefined): Message[] {
  const out: Message[] = [];
  for (const [q, a] of history ?? []) {
    out.push({ role: "user", content: q }, { role: "assistant", content: a });
  }
  return out;
}

function withSystem(system: string | null | undefined, rest: Message[]): Message[] {
  return system ? [{ role: "system", content: system }, ...rest] : rest;
}

/** A pair of plain replies to a prompt given as messages. */
export function textPair(
  line: number,
  shape: CanonicalPair["shape"],
  prompt: Message[],
  chosen: string,
  rejected: string,
): CanonicalPair {
  const c: Message[] = [{ role: "assistant", content: chosen }];
  const r: Message[] = [{ role: "assistant", content: rejected }];
  return {
    line,
    shape,
    prompt: allText(prompt),
    chosen,
    rejected,
    prompt_messages: prompt,
    chosen_messages: c,
    rejected_messages: r,
    eval_lineage: false,
    prompt_mismatch: false,
  };
}

export function normalizeAlpacaPreference(
  line: number,
  d: z.infer<typeof alpacaPreferenceSchema>,
): CanonicalPair {
  const prompt = withSystem(d.system, [
    ...alpacaHistory(d.history),
    { role: "user", content: alpacaQuery(d.instruction, d.input) },
  ]);
  return textPair(line, "alpaca-preference", prompt, d.chosen, d.rejected);
}

export function normalizeOrca(line: number, d: z.infer<typeof orcaSchema>): CanonicalPair {
  const prompt = withSystem(d.system, [{ role: "user", content: d.question }]);
  return textPair(line, "orca", prompt, d.chosen, d.rejected);
}

function lastAssistant(msgs: Message[]): number {
  for (let i = msgs.length - 1; i >= 0; i--) if (msgs[i]!.role === "assistant") return i;
  return -1;
}

function sameTurns(a: Message[], b: Message[]): boolean {
  return (
    a.length === b.length && a.every((m, i) => m.role === b[i]!.role && m.content === b[i]!.content)
  );
}

/**
 * UltraFeedback binarized: each side is the whole conversation; its last assistant turn
 * is the reply, the turns before it the prompt (the `prompt` string when there are none).
 */
export function normalizeUltrafeedback(
  line: number,
  d: z.infer<typeof ultrafeedbackSchema>,
  tally: ReadTally,
  problems: ProblemCollector,
): CanonicalPair | null {
  const c = toMessages(d.chosen, tally);
  const r = toMessages(d.rejected, tally);
  const ci = lastAssistant(c);
  const ri = lastAssistant(r);
  for (const [side, at] of [
    ["chosen", ci],
    ["rejected", ri],
  ] as const) {
    if (at < 0) problems.add(line, side, "has no assistant message: no reply to compare");
  }
  if (ci < 0 || ri < 0) return null;
  const before = c.slice(0, ci);
  const prompt = before.length > 0 ? before : [{ role: "user", content: d.prompt }];
  const p: CanonicalPair = {
    line,
    shape: "ultrafeedback",
    prompt: allText(prompt),
    chosen: assistantText(c.slice(ci)),
    rejected: assistantText(r.slice(ri)),
    prompt_messages: prompt,
    chosen_messages: c.slice(ci),
    rejected_messages: r.slice(ri),
    eval_lineage: false,
    // Sides whose turns before the reply differ were not answers to one prompt.
    prompt_mismatch: !sameTurns(before, r.slice(0, ri)),
  };
  return p;
}

/** Argilla's columns: the prompt under `instruction` (or `prompt`), each reply a string. */
export function normalizeArgilla(
  line: number,
  d: z.infer<typeof argillaSchema>,
  tally: ReadTally,
  problems: ProblemCollector,
): CanonicalPair | null {
  const given = d.instruction ?? d.prompt;
  if (given === undefined || given === null) {
    problems.add(
      line,
      "instruction",
      "is missing (expected instruction or prompt beside chosen_response)",
    );
    return null;
  }
  const asked =
    typeof given === "string" ? [{ role: "user", content: given }] : toMessages(given, tally);
  const prompt = withSystem(d.system, asked);
  return textPair(line, "argilla", prompt, d.chosen_response, d.rejected_response);
}
