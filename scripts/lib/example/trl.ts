// TRL conversational shapes: a preference row splits each side at its first assistant
// message (prompt = what came before); tool-call arguments become objects, as TRL's chat
// templates expect.
import type { Pair } from "./pairs.js";
import type { GradedRow, RowMessage } from "./rows.js";
import { TOOLS } from "./world.js";

export interface TrlMessage {
  role: string;
  content: string;
  tool_calls?: { id: string; type: "function"; function: { name: string; arguments: unknown } }[];
  tool_call_id?: string;
  name?: string;
}

/** The same message with each tool call's JSON-string arguments parsed to an object. */
function withObjectArguments(m: RowMessage): TrlMessage {
  if (!m.tool_calls) return { ...m };
  return {
    ...m,
    tool_calls: m.tool_calls.map((c) => ({
      id: c.id,
      type: c.type,
      function: { name: c.function.name, arguments: JSON.parse(c.function.arguments) as unknown },
    })),
  };
}

function firstAssistant(messages: readonly RowMessage[], what: string): number {
  const i = messages.findIndex((m) => m.role === "assistant");
  if (i < 1) throw new Error(`${what}: no assistant reply after a prompt`);
  return i;
}

/** One whileai pair as a TRL conversational preference row (metadata kept after the sides). */
export function trlPreferenceRow(pair: Pair<GradedRow>) {
  const c = pair.chosen.messages;
  const r = pair.rejected.messages;
  const ci = firstAssistant(c, `pair for ${JSON.stringify(pair.prompt)}, chosen`);
  const ri = firstAssistant(r, `pair for ${JSON.stringify(pair.prompt)}, rejected`);
  return {
    prompt: c.slice(0, ci).map(withObjectArguments),
    chosen: c.slice(ci).map(withObjectArguments),
    rejected: r.slice(ri).map(withObjectArguments),
    tools: TOOLS,
    schema_version: "1",
    chosen_score: pair.chosen_score,
    rejected_score: pair.rejected_score,
    margin: pair.margin,
    chosen_model: pair.chosen_model,
    rejected_model: pair.rejected_model,
    same_policy: pair.same_policy,
    length_delta: pair.length_delta,
    first_turn_differs: pair.first_turn_differs,
    lineage: pair.lineage,
  };
}

/** A passing rollout as a TRL conversational SFT row. */
export function sftRow(row: GradedRow): { messages: TrlMessage[] } {
  return { messages: row.messages.map(withObjectArguments) };
}
