// No silent empties. When a row's reply or prompt comes out empty, the reader may have
// looked in the wrong place: a content part under a key it does not know, a column of
// another layout. Such a row is a problem naming the keys that hold the text, instead
// of an empty side that every gate would pass.
import { isRecord } from "./fields.js";
import { isMediaType } from "./messages.js";

/**
 * Keys whose strings are labels, ids or settings rather than text a model reads or
 * writes, and subtrees (tool calls, tool definitions, media, lineage) the reader keeps
 * as they are. Strings under these are never "unused text".
 */
const NOT_TEXT = new Set([
  "role",
  "from",
  "type",
  "id",
  "name",
  "tool",
  "arguments",
  "args",
  "result",
  "tool_call_id",
  "tool_calls",
  "function_call",
  "tools",
  "functions",
  "label",
  "task_id",
  "scenario_id",
  "pair_id",
  "model",
  "model_version",
  "chosen_model",
  "rejected_model",
  "finish_reason",
  "chosen_finish_reason",
  "rejected_finish_reason",
  "source",
  "reject_reason",
  "lineage",
  "metadata",
  "images",
  "videos",
  "audios",
  "image",
  "image_url",
  "input_audio",
  "url",
  "detail",
  "format",
  "mime_type",
  "split",
  "dataset",
  "language",
]);

/** How many nodes of one row the search walks, so a hostile row costs bounded time. */
const MAX_NODES = 20_000;
const MAX_PATHS = 5;
/** How many multi-line strings of one row are looked for in its texts (see wasRead). */
const MAX_SCANS = 64;

/**
 * Dotted paths of the non-empty strings in `row` that appear in none of `read` (the
 * texts the reader produced), skipping the NOT_TEXT keys and the `consumed` paths (strings
 * the reader split into parts, such as a transcript). At most five paths.
 */
export function unusedTextPaths(
  row: Record<string, unknown>,
  read: readonly string[],
  consumed: readonly string[] = [],
): string[] {
  // Readers join the texts of several parts or turns with newlines, so a string was read
  // when it is a whole text or one newline-bounded piece of one. (A bare substring test
  // would let a hidden reply pass for read whenever the prompt happens to contain it.)
  // A string without a newline is such a piece exactly when it is a line of some text: a
  // set lookup. One with newlines needs a scan of every text; those scans are capped so a
  // hostile row of many long texts stays cheap, and past the cap a string counts as read.
  const lines = new Set<string>();
  for (const t of read) for (const l of t.split("\n")) lines.add(l);
  const haystack = `\n${read.join("\n\u0000\n")}\n`;
  let scans = 0;
  const wasRead = (v: string): boolean => {
    if (!v.includes("\n")) return lines.has(v);
    return ++scans > MAX_SCANS || haystack.includes(`\n${v}\n`);
  };
  const out: string[] = [];
  const stack: [unknown, string][] = [[row, ""]];
  let nodes = 0;
  while (stack.length > 0 && out.length < MAX_PATHS && nodes < MAX_NODES) {
    const [v, path] = stack.pop()!;
    nodes++;
    if (consumed.includes(path)) continue;
    if (typeof v === "string") {
      if (v.trim() !== "" && !wasRead(v)) out.push(path);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, String(i))]);
    } else if (isRecord(v) && !isMediaType(v.type)) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        if (!NOT_TEXT.has(k)) stack.push([v[k], join(path, k)]);
      }
    }
  }
  return out;
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

/** A side of a row as the reader produced it. */
export interface ReadSide {
  name: string;
  text: string;
  /** The side holds a tool call: not text, but not empty either. */
  toolCall: boolean;
}

/**
 * The problem to report when a side came out empty while the row holds text the reader
 * did not use, or null. `texts` are every text the reader produced from the row.
 */
export function silentEmpty(
  row: Record<string, unknown>,
  sides: readonly ReadSide[],
  texts: readonly string[],
  consumed: readonly string[] = [],
): { field: string; reason: string } | null {
  const empty = sides.filter((s) => s.text.trim() === "" && !s.toolCall);
  if (empty.length === 0) return null;
  const paths = unusedTextPaths(row, texts, consumed);
  if (paths.length === 0) return null;
  const names = empty.map((s) => s.name);
  return {
    field: names[0]!,
    reason:
      `${names.join(" and ")} read as empty, but the row holds text under ${paths.join(", ")}, ` +
      `which this reader does not use (map the keys with the fields input, or fix the row)`,
  };
}
