// Message lists in every dialect the inputs use (OpenAI/TRL lists, whileai steps,
// HH-RLHF transcripts) become one Message[] form plus plain text for the gates.
import type { Message } from "./canonical.js";
import type {
  RawContentPart,
  RawConversation,
  RawMessage,
  RawSharegptTurn,
  RawStep,
  RawWhileaiSide,
} from "./schemas.js";

/** What reading one file's contents counted on the way: parts that hold no text. */
export interface ReadTally {
  /** Image, audio, video and file parts, skipped because they carry no text to check. */
  media: number;
}

export function newTally(): ReadTally {
  return { media: 0 };
}

const MEDIA_PART = /image|audio|video|file/i;

/** Image, audio, video and file parts: counted and skipped, never read as text. */
export function isMediaType(type: unknown): boolean {
  return typeof type === "string" && MEDIA_PART.test(type);
}

/** A part's text: `refusal` for a refusal part, else `text`, else a string `value`. */
function partText(part: RawContentPart, tally: ReadTally | undefined): string | null {
  if (typeof part === "string") return part;
  const type = part.type ?? "text";
  if (MEDIA_PART.test(type)) {
    if (tally) tally.media++;
    return null;
  }
  if (type === "refusal" && typeof part.refusal === "string") return part.refusal;
  if (typeof part.text === "string") return part.text;
  if (typeof part.value === "string") return part.value;
  if (typeof part.refusal === "string") return part.refusal;
  return null;
}

/** Content as text: null is "", a list of parts is its text parts joined by newlines. */
export function contentText(c: RawMessage["content"], tally?: ReadTally): string {
  if (typeof c === "string") return c;
  if (c === null || c === undefined) return "";
  const out: string[] = [];
  for (const part of c) {
    const t = partText(part, tally);
    if (t !== null) out.push(t);
  }
  return out.join("\n");
}

export function toMessage(m: RawMessage, tally?: ReadTally): Message {
  const out: Message = { role: m.role, content: contentText(m.content, tally) };
  if (m.tool_calls) out.tool_calls = m.tool_calls;
  if (typeof m.name === "string") out.name = m.name;
  if (typeof m.tool_call_id === "string") out.tool_call_id = m.tool_call_id;
  return out;
}

export function toMessages(list: RawMessage[], tally?: ReadTally): Message[] {
  return list.map((m) => toMessage(m, tally));
}

/**
 * ShareGPT speakers as chat roles. FastChat writes human/gpt (some dumps chatgpt, bing,
 * bard); LLaMA-Factory adds system, function_call (the model's tool call, which it
 * learns to write) and observation (the tool's answer).
 */
export const SHAREGPT_ROLES: Readonly<Record<string, string>> = {
  human: "user",
  user: "user",
  gpt: "assistant",
  chatgpt: "assistant",
  bing: "assistant",
  bard: "assistant",
  assistant: "assistant",
  model: "assistant",
  function_call: "assistant",
  system: "system",
  observation: "tool",
  tool: "tool",
  function: "tool",
};

export function sharegptRole(from: string): string | undefined {
  return Object.hasOwn(SHAREGPT_ROLES, from) ? SHAREGPT_ROLES[from] : undefined;
}

export function isSharegptTurn(t: RawConversation[number]): t is RawSharegptTurn {
  return "from" in t && typeof t.from === "string";
}

/** The speakers of a conversation that are not known, as "path: reason" problems. */
export function unknownSpeakers(
  list: RawConversation,
  path: string,
): { field: string; reason: string }[] {
  const out: { field: string; reason: string }[] = [];
  list.forEach((t, i) => {
    if (isSharegptTurn(t) && sharegptRole(t.from) === undefined && out.length < 5) {
      out.push({
        field: `${path}.${i}.from`,
        reason: `unknown speaker ${JSON.stringify(t.from.slice(0, 40))} (expected human, gpt, system, function_call, observation or tool)`,
      });
    }
  });
  return out;
}

/** A ShareGPT turn, or a role/content message found in a `conversations` list, as a message. */
export function conversationMessages(list: RawConversation, tally?: ReadTally): Message[] {
  return list.map((t) =>
    isSharegptTurn(t)
      ? { role: sharegptRole(t.from) ?? t.from, content: contentText(t.value, tally) }
      : toMessage(t, tally),
  );
}

/** True when an assistant message carries a tool call: a turn with something in it. */
export function hasToolCall(msgs: Message[]): boolean {
  return msgs.some((m) => m.tool_calls !== undefined && m.tool_calls.length > 0);
}

// Empty contents (a tool-call-only turn) are left out of the joins: they add no text,
// and a stray separator would count as a character in the length gate.

/** Contents of every message joined by newlines. */
export function allText(msgs: Message[]): string {
  const out: string[] = [];
  for (const m of msgs) if (m.content !== "") out.push(m.content);
  return out.join("\n");
}

/** Contents of the assistant messages joined by newlines: what a trainer learns to say. */
export function assistantText(msgs: Message[]): string {
  const out: string[] = [];
  for (const m of msgs) if (m.role === "assistant" && m.content !== "") out.push(m.content);
  return out.join("\n");
}

/** Contents of everything that is not the assistant: what the model was given. */
export function promptText(msgs: Message[]): string {
  const out: string[] = [];
  for (const m of msgs) if (m.role !== "assistant" && m.content !== "") out.push(m.content);
  return out.join("\n");
}

export function firstAssistant(msgs: Message[]): number {
  return msgs.findIndex((m) => m.role === "assistant");
}

const TURN = /\n\n(Human|Assistant):/;

/** An HH-RLHF style dialogue ("\n\nHuman: ..." / "\n\nAssistant: ...") as messages. */
export function transcriptMessages(text: string): Message[] {
  const parts = text.split(new RegExp(TURN, "g"));
  const out: Message[] = [];
  const lead = parts[0]!.trim();
  if (lead !== "") out.push({ role: "system", content: lead });
  for (let i = 1; i + 1 < parts.length; i += 2) {
    out.push({ role: parts[i] === "Human" ? "user" : "assistant", content: parts[i + 1]!.trim() });
  }
  return out;
}

function stringify(v: unknown): string {
  if (typeof v === "string") return v;
  if (v === undefined) return "";
  return JSON.stringify(v) ?? "";
}

/**
 * A whileai row as messages, following the SDK's conversation(): the row's own
 * messages when given, else prompt + steps, with final_text added as the last
 * assistant turn unless an assistant message already says it.
 */
export function whileaiConversation(row: RawWhileaiSide, tally?: ReadTally): Message[] {
  if (row.messages && row.messages.length > 0) return toMessages(row.messages, tally);
  const out: Message[] = [];
  if (typeof row.prompt === "string" && row.prompt !== "") {
    out.push({ role: "user", content: row.prompt });
  }
  for (const step of row.steps ?? []) out.push(...stepMessages(step));
  while (out.length > 0 && out[out.length - 1]!.role === "user" && out.length > 1) out.pop();
  const fin = row.final_text ?? "";
  if (fin !== "" && !out.some((m) => m.role === "assistant" && m.content === fin)) {
    const last = out[out.length - 1];
    if (last && last.role === "assistant" && last.content === "" && !last.tool_calls) {
      last.content = fin;
    } else {
      out.push({ role: "assistant", content: fin });
    }
  }
  return out;
}

function stepMessages(step: RawStep): Message[] {
  if (typeof step.tool === "string") {
    const args = step.arguments ?? step.args ?? {};
    return [
      {
        role: "assistant",
        content: step.text ?? "",
        tool_calls: [{ name: step.tool, arguments: args }],
      },
      { role: "tool", name: step.tool, content: stringify(step.result) },
    ];
  }
  if (typeof step.user === "string") return [{ role: "user", content: step.user }];
  if (typeof step.text === "string") return [{ role: "assistant", content: step.text }];
  return [];
}
