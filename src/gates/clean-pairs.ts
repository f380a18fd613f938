// Writes the pairs that passed the contamination and integrity gates as TRL
// conversational preference rows: prompt, chosen and rejected as message lists.
// Streaming: rows are buffered up to 1 MiB and appended with synchronous writes,
// so memory stays flat and the file is byte-identical for the same input.
import { closeSync, openSync, writeSync } from "node:fs";
import type { CanonicalPair, Message } from "../io/canonical.js";

const FLUSH_BYTES = 1 << 20;

function messages(list: Message[], text: string, role: string): Message[] {
  if (list.length > 0) return list;
  return text === "" ? [] : [{ role, content: text }];
}

/** One TRL conversational row; scores and margin are carried along when known. */
export function toTrlConversational(p: CanonicalPair): Record<string, unknown> {
  const row: Record<string, unknown> = {
    prompt: messages(p.prompt_messages, p.prompt, "user"),
    chosen: messages(p.chosen_messages, p.chosen, "assistant"),
    rejected: messages(p.rejected_messages, p.rejected, "assistant"),
  };
  if (p.task_id !== undefined) row.task_id = p.task_id;
  if (p.chosen_score !== undefined) row.chosen_score = p.chosen_score;
  if (p.rejected_score !== undefined) row.rejected_score = p.rejected_score;
  if (p.margin !== undefined) row.margin = p.margin;
  return row;
}

export interface CleanPairsWriter {
  write(pair: CanonicalPair): void;
  /** Flush and close; resolves to the number of rows written. */
  close(): Promise<number>;
}

export function createCleanPairsWriter(path: string): CleanPairsWriter {
  const fd = openSync(path, "w");
  let parts: string[] = [];
  let pending = 0;
  let rows = 0;
  let closed = false;
  const flush = () => {
    if (parts.length === 0) return;
    writeSync(fd, parts.join(""));
    parts = [];
    pending = 0;
  };
  return {
    write(pair) {
      if (closed) throw new Error(`clean pairs file ${path} is already closed`);
      const line = JSON.stringify(toTrlConversational(pair)) + "\n";
      parts.push(line);
      pending += line.length;
      rows++;
      if (pending >= FLUSH_BYTES) flush();
    },
    async close() {
      if (!closed) {
        flush();
        closeSync(fd);
        closed = true;
      }
      return rows;
    },
  };
}

/** Async form used by the engine. */
export async function openCleanPairsWriter(path: string): Promise<CleanPairsWriter> {
  return createCleanPairsWriter(path);
}
