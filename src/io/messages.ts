// Message lists in every dialect the inputs use (OpenAI/TRL lists, whileai steps,
// HH-RLHF transcripts) become one Message[] form plus plain text for the gates.
import type { Message } from "./canonical.js";
import type { RawMessage, RawStep, RawWhileaiSide } from "./schemas.js";

/** Content as text: null is "", a list of parts is its text parts joined by newlines. */
export function contentText(c: RawMessage["content"]): string {
  if (typeof c === "string") return c;
  if (c === null || c === undefined) return "";
  const out: string[] = [];
  for (const part of c) if (typeof part.text === "string") out.push(part.text);
  return out.join("\n");
}

export function toMessage(m: RawMessage): Message {
  const out: Message = { role: m.role, content: contentText(m.content) };
  if (m.tool_calls) out.tool_calls = m.tool_calls;
  if (typeof m.name === "string") out.name = m.name;
  if (typeof m.tool_call_id === "string") out.tool_call_id = m.tool_call_id;
  return out;
}

export function toMessages(list: RawMessage[]): Message[] {
  return list.map(toMessage);
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
export function whileaiConversation(row: RawWhileaiSide): Message[] {
  if (row.messages && row.messages.length > 0) return toMessages(row.messages);
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
