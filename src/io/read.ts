// The reading API the rest of the action calls: one function per input role. Each
// reads its file once, streaming, and returns canonical rows plus a FileSummary whose
// problems list every bad row by line (nothing is skipped without saying so).
import type {
  CanonicalPair,
  EvalRow,
  FileSummary,
  HeldoutTask,
  SftRow,
  UnpairedRow,
} from "./canonical.js";
import { readJsonl, type JsonlStats } from "./jsonl.js";
import { newTally, type ReadTally } from "./messages.js";
import { ProblemCollector } from "./problems.js";
import { normalizeEval, normalizeHeldout, normalizeSft } from "./rows.js";
import { PairNormalizer } from "./shapes.js";
import { sourceName, type Source } from "./source.js";

export type { Source } from "./source.js";
export { ReadError } from "./source.js";

export interface ReadOptions {
  maxLineBytes: number;
  maxFileBytes: number;
  maxRows: number;
  /** Field mapping for foreign rows (canonical name -> dotted path): eval, pair and SFT names. */
  fields?: Record<string, string>;
}

/**
 * A JSON object document with no rows at a known place: one message naming its keys,
 * rather than silence (a training or held-out file is a list of rows).
 */
export function noRowsInDocument(
  stats: JsonlStats,
  rows: number,
  problems: ProblemCollector,
): void {
  if (stats.layout !== "json-object" || rows > 0 || stats.header === null) return;
  const keys = Object.keys(stats.header);
  const shown = keys.slice(0, 12).join(", ") + (keys.length > 12 ? ", ..." : "");
  problems.add(
    0,
    "",
    `this file is one JSON object (keys: ${shown || "none"}), not a list of rows: ` +
      "give JSONL (one object per line) or a JSON array of objects",
  );
}

function summary(
  role: FileSummary["role"],
  src: Source,
  shape: string,
  stats: JsonlStats,
  rows: number,
  problems: ProblemCollector,
): FileSummary {
  return {
    role,
    path: sourceName(src),
    shape,
    bytes: stats.bytes,
    rows,
    sha256: stats.sha256,
    problems: problems.list(),
    problem_count: problems.count,
    problem_groups: problems.groupList(),
  };
}

/** The notes a file's tally calls for; none when nothing was skipped. */
function tallyNotes(t: ReadTally): string[] {
  if (t.media === 0) return [];
  return [
    `${t.media} image/audio/video content part${t.media === 1 ? "" : "s"} skipped: they hold no text to check`,
  ];
}

function withNotes(s: FileSummary, notes: string[]): FileSummary {
  if (notes.length > 0) s.notes = notes;
  return s;
}

export async function readHeldout(
  src: Source,
  opts: ReadOptions,
): Promise<{ tasks: HeldoutTask[]; summary: FileSummary }> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  const tasks: HeldoutTask[] = [];
  const firstLine = new Map<string, number>();
  for await (const batch of reader.batches) {
    for (const row of batch) {
      const t = normalizeHeldout(row, problems);
      if (t === null) continue;
      const seen = firstLine.get(t.task_id);
      if (seen !== undefined) {
        problems.add(t.line, "task_id", `duplicate task id "${t.task_id}" (first at line ${seen})`);
        continue;
      }
      firstLine.set(t.task_id, t.line);
      tasks.push(t);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = summary("heldout", src, "heldout", reader.stats, tasks.length, problems);
  s.tasks = tasks.length;
  return { tasks, summary: s };
}

export async function readEvalRows(
  src: Source,
  role: "baseline" | "candidate",
  opts: ReadOptions,
): Promise<{ rows: EvalRow[]; summary: FileSummary }> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  const fields = opts.fields ?? {};
  const rows: EvalRow[] = [];
  const tasks = new Set<string>();
  const runs = new Set<string>();
  for await (const batch of reader.batches) {
    for (const row of batch) {
      const r = normalizeEval(row, fields, problems);
      if (r === null) continue;
      rows.push(r);
      tasks.add(r.task);
      if (r.run !== undefined) runs.add(r.run);
    }
  }
  const s = summary(role, src, "eval", reader.stats, rows.length, problems);
  s.tasks = tasks.size;
  s.runs = [...runs];
  return { rows, summary: s };
}

export async function streamPairs(
  src: Source,
  opts: ReadOptions,
  onBatch: (pairs: CanonicalPair[]) => void,
  onUnpaired?: (rows: UnpairedRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  const norm = new PairNormalizer(problems, opts.fields);
  let n = 0;
  for await (const batch of reader.batches) {
    const out: CanonicalPair[] = [];
    const loose: UnpairedRow[] = [];
    for (const row of batch) {
      const r = norm.normalize(row);
      if (r === null) continue;
      if ("pair" in r) out.push(r.pair);
      else loose.push(r.unpaired);
    }
    if (out.length > 0) onBatch(out);
    if (loose.length > 0) onUnpaired?.(loose);
    n += out.length + loose.length;
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = summary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
  return withNotes(s, tallyNotes(norm.tally));
}

export async function streamSft(
  src: Source,
  opts: ReadOptions,
  onBatch: (rows: SftRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  const tally = newTally();
  const fields = opts.fields ?? {};
  let n = 0;
  for await (const batch of reader.batches) {
    const out: SftRow[] = [];
    for (const row of batch) {
      const r = normalizeSft(row, problems, fields, tally);
      if (r !== null) out.push(r);
    }
    if (out.length > 0) {
      n += out.length;
      onBatch(out);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = summary("sft", src, "sft", reader.stats, n, problems);
  return withNotes(s, tallyNotes(tally));
}
