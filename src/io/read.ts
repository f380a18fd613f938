// The reading API the rest of the action calls: one function per input role. Each
// reads its file once, streaming, and returns canonical rows plus a FileSummary whose
// problems list every bad row by line (nothing is skipped without saying so).
import type { CanonicalPair, EvalRow, FileSummary, HeldoutTask, SftRow } from "./canonical.js";
import { readJsonl, type JsonlStats } from "./jsonl.js";
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
  /** Field mapping for foreign eval rows (canonical name -> dotted path). */
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
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  const norm = new PairNormalizer(problems);
  let n = 0;
  for await (const batch of reader.batches) {
    const out: CanonicalPair[] = [];
    for (const row of batch) {
      const p = norm.normalize(row);
      if (p !== null) out.push(p);
    }
    if (out.length > 0) {
      n += out.length;
      onBatch(out);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  return summary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
}

export async function streamSft(
  src: Source,
  opts: ReadOptions,
  onBatch: (rows: SftRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
  let n = 0;
  for await (const batch of reader.batches) {
    const out: SftRow[] = [];
    for (const row of batch) {
      const r = normalizeSft(row, problems);
      if (r !== null) out.push(r);
    }
    if (out.length > 0) {
      n += out.length;
      onBatch(out);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  return summary("sft", src, "sft", reader.stats, n, problems);
}
