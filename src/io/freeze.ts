// `heldout-gate freeze`: the frozen held-out test written from a results file the user
// already has. Each task once (the first time it appears), with its prompt text where
// the tool logs it, its reference answer and its family where present.
import type { FileSummary } from "./canonical.js";
import type { FilePart } from "./file-part.js";
import { BfclScores } from "./formats/index.js";
import {
  readEvalFile,
  readingOrder,
  settleBfcl,
  type EvalFileRead,
  type ReadOptions,
  type Source,
} from "./read.js";

export interface FrozenTask {
  task_id: string;
  prompt: string;
  answer?: string;
  family?: string;
}

export interface Frozen {
  tasks: FrozenTask[];
  summaries: FileSummary[];
  /** How many tasks had no prompt text in the results (written with an empty prompt). */
  withoutPrompt: number;
}

export async function freezeTasks(srcs: readonly Source[], opts: ReadOptions): Promise<Frozen> {
  const byId = new Map<string, FrozenTask>();
  const bfcl = new BfclScores();
  const reads: EvalFileRead[] = [];
  const parts: FilePart[] = [];
  for (const i of readingOrder(srcs)) {
    const fileOpts = { ...opts, bfcl, onPart: (p: FilePart) => (parts[i] = p) };
    reads[i] = await readEvalFile(srcs[i]!, "heldout", fileOpts, false);
  }
  settleBfcl(bfcl, parts);
  const summaries: FileSummary[] = reads.map((r) => r.summary);
  for (const read of reads) {
    for (const r of read.records) {
      let t = byId.get(r.task);
      if (t === undefined) {
        t = { task_id: r.task, prompt: "" };
        byId.set(r.task, t);
      }
      // A later rollout of the task may log what the first did not.
      if (t.prompt === "" && r.prompt !== undefined) t.prompt = r.prompt;
      if (t.answer === undefined && r.answer !== undefined) t.answer = r.answer;
      if (t.family === undefined && r.family !== undefined) t.family = r.family;
    }
  }
  const tasks = [...byId.values()];
  return { tasks, summaries, withoutPrompt: tasks.filter((t) => t.prompt === "").length };
}

/** The held-out JSONL: one task per line, keys in a fixed order so the bytes are stable. */
export function heldoutJsonl(tasks: readonly FrozenTask[]): string {
  let out = "";
  for (const t of tasks) {
    const row: Record<string, string> = { task_id: t.task_id, prompt: t.prompt };
    if (t.answer !== undefined) row.answer = t.answer;
    if (t.family !== undefined) row.family = t.family;
    out += `${JSON.stringify(row)}\n`;
  }
  return out;
}
