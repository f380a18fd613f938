// The served-prompts file (docs/design.md §15): a sample of the contexts the deployed agent
// is given when it acts, one per line, as `messages` (with optional `tools`) or a `prompt`
// (a string or a message list). Read whole by every shard; only its prints are kept.
import { z } from "zod";
import type { FileSummary, Message } from "./canonical.js";
import { withoutNulls } from "./fields.js";
import { readJsonl } from "./jsonl.js";
import { toMessages } from "./messages.js";
import { ProblemCollector } from "./problems.js";
import { fileSummary, noRowsInDocument, type ReadOptions } from "./read-options.js";
import { rowTools } from "./row-tools.js";
import { issuesToFields, messageList } from "./schemas.js";
import { sourceName, type Source } from "./source.js";

const servedRowSchema = z.object({
  messages: messageList.min(1, { error: "must hold at least one message" }).optional(),
  prompt: z
    .union([z.string(), messageList], { error: "expected a string or a message list" })
    .optional(),
  tools: z.array(z.unknown()).nullish(),
});

/** One served context: what the agent was given, up to the turn it wrote. */
export interface ServedContext {
  line: number;
  messages: Message[];
  tools: string[];
}

export interface ServedRead {
  summary: FileSummary;
}

/** The context a served row holds: its messages up to the last assistant turn it answered. */
function contextOf(msgs: Message[]): Message[] {
  let end = msgs.length;
  while (end > 0 && msgs[end - 1]!.role === "assistant") end--;
  return msgs.slice(0, end);
}

/**
 * Reads the served contexts and hands each to `add`; every bad row is a problem naming its
 * line and field (design §2).
 */
export async function readServedPrompts(
  src: Source,
  opts: ReadOptions,
  add: (c: ServedContext) => void,
): Promise<ServedRead> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, { ...opts, slice: undefined }, problems);
  let rows = 0;
  for await (const batch of reader.batches) {
    for (const row of batch) {
      const value = withoutNulls(row.value);
      const parsed = servedRowSchema.safeParse(value);
      if (!parsed.success) {
        for (const f of issuesToFields(parsed.error.issues, value)) {
          problems.add(row.line, f.field, f.reason);
        }
        continue;
      }
      const d = parsed.data;
      if (d.messages === undefined && d.prompt === undefined) {
        problems.add(row.line, "messages", "is missing (expected messages or prompt)");
        continue;
      }
      const msgs =
        d.messages !== undefined
          ? contextOf(toMessages(d.messages))
          : typeof d.prompt === "string"
            ? [{ role: "user", content: d.prompt }]
            : contextOf(toMessages(d.prompt!));
      if (msgs.length === 0 || msgs.every((m) => m.content === "")) {
        problems.add(
          row.line,
          d.messages !== undefined ? "messages" : "prompt",
          "holds no text before the reply",
        );
        continue;
      }
      rows++;
      add({ line: row.line, messages: msgs, tools: rowTools(value) ?? [] });
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  return {
    summary: fileSummary("served_prompts", src, "served-prompts", reader.stats, rows, problems),
  };
}
