// What a training row says about how it will be rendered for the model (docs/design.md §15):
// the tools it offers, and whether it holds a `prompt` string beside `messages`.
import { isRecord } from "./fields.js";

/** Tool names from a row's `tools` (OpenAI function specs, `{name}` objects or plain names). */
export function toolNames(v: unknown): string[] | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out: string[] = [];
  for (const t of v.slice(0, 1000)) {
    if (typeof t === "string") out.push(t);
    else if (isRecord(t)) {
      const f = isRecord(t.function) ? t.function : t;
      if (typeof f.name === "string") out.push(f.name);
    }
  }
  return out.length > 0 ? out : undefined;
}

/** A row holding both a `prompt` string and `messages`: TRL reads the prompt, untemplated. */
export function promptAndMessages(value: Record<string, unknown>): boolean {
  return typeof value.prompt === "string" && Array.isArray(value.messages);
}

/** The row's tool names, from `tools` or (OpenAI preference rows) `input.tools`. */
export function rowTools(value: Record<string, unknown>): string[] | undefined {
  return (
    toolNames(value.tools) ?? (isRecord(value.input) ? toolNames(value.input.tools) : undefined)
  );
}
