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
import { BfclScores, detectFromRow, isBfclScoreName } from "./formats/index.js";
import { readJsonl } from "./jsonl.js";
import { ProblemCollector, quoted } from "./problems.js";
import { normalizeHeldout, normalizeSft } from "./rows.js";
import { newTally } from "./messages.js";
import { PairNormalizer } from "./shapes.js";
import { sourceName, type Source } from "./source.js";
import { mediaNotes, type FilePart } from "./file-part.js";
import { fileSummary, noRowsInDocument, type ReadOptions } from "./read-options.js";
import { readEvalFile, type EvalFileRead } from "./eval-file.js";
import { pairColumns, sftColumns } from "./parquet-columns.js";

export type { Source } from "./source.js";
export { ReadError } from "./source.js";
export type { ReadOptions } from "./read-options.js";
export { noRowsInDocument } from "./read-options.js";
export { readEvalFile, toEvalRow, type EvalFileRead } from "./eval-file.js";

function withNotes(s: FileSummary, notes: string[]): FileSummary {
  if (notes.length > 0) s.notes = notes;
  return s;
}

export async function readHeldout(
  src: Source,
  opts: ReadOptions,
): Promise<{ tasks: HeldoutTask[]; summary: FileSummary }> {
  const problems = new ProblemCollector(sourceName(src));
  // Every shard reads the whole test: each checks its rows against all of it.
  const reader = readJsonl(src, { ...opts, slice: undefined }, problems);
  const tasks: HeldoutTask[] = [];
  const firstLine = new Map<string, number>();
  let first = true;
  let foreign = false;
  for await (const batch of reader.batches) {
    for (const row of batch) {
      if (foreign) break;
      if (first) {
        first = false;
        // An eval tool's results given as the test: say once how to make the test from them.
        // Our own tasks carry task_id, and so do the agent benchmarks' rollouts: those are
        // told by keys of their own (formats/index.ts), the others only without task_id.
        const seen = detectFromRow(row);
        const own = "task_id" in row.value || "scenario_id" in row.value;
        const tool = seen === "tau-bench" || seen === "terminal-bench" || !own ? seen : null;
        if (tool !== null) {
          problems.add(
            row.line,
            "",
            `this is ${tool} output, not a held-out test: write the test from it with ` +
              "heldout-gate freeze --from FILE --out heldout.jsonl",
          );
          foreign = true;
          break;
        }
      }
      const t = normalizeHeldout(row, problems);
      if (t === null) continue;
      const seen = firstLine.get(t.task_id);
      if (seen !== undefined) {
        problems.add(
          t.line,
          "task_id",
          `duplicate task id ${quoted(t.task_id, 80)} (first at line ${seen})`,
        );
        continue;
      }
      firstLine.set(t.task_id, t.line);
      tasks.push(t);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = fileSummary("heldout", src, "heldout", reader.stats, tasks.length, problems);
  s.tasks = tasks.length;
  return { tasks, summary: s };
}

/** Tools whose run labels count within one file (Inspect epochs, promptfoo repeats, tau-bench trials). */
const FILE_LOCAL_RUNS = new Set(["inspect", "promptfoo", "tau-bench"]);

/**
 * The order a side's files are read in: BFCL score files (by BFCL's own names) first,
 * so each result file finds the one that grades it; otherwise as given.
 */
export function readingOrder(srcs: readonly Source[]): number[] {
  const idx = srcs.map((_, i) => i);
  const score = (i: number) => (isBfclScoreName(sourceName(srcs[i]!)) ? 0 : 1);
  return idx.sort((a, b) => score(a) - score(b) || a - b);
}

/**
 * After a side's files are read: each BFCL score file no result file claimed gets its
 * problem, and the summary of its read is written again with it.
 */
export function settleBfcl(bfcl: BfclScores, parts: (FilePart | undefined)[]): void {
  for (const s of bfcl.refuseUnclaimed()) {
    for (const p of parts) {
      if (p === undefined || p.problems !== s.problems) continue;
      p.summary.problems = p.problems.list();
      p.summary.problem_count = p.problems.count;
      p.summary.problem_groups = p.problems.groupList();
    }
  }
}

export interface EvalSide {
  summaries: FileSummary[];
  /** Notes, each naming its file. */
  notes: string[];
  /** The side's files for messages: the path, or the first path and how many more. */
  path: string;
  /** Each file's name, in the order of the file index given with each row. */
  files: string[];
}

/**
 * One side read from one or more files, each graded row handed to `onRow` with the index
 * of its file as it is read (rows are not kept). With several files each file is one run
 * (its path is the run label) unless its rows carry a run; runs that only count within a
 * file (Inspect epochs, promptfoo repeats) are kept apart per file as "path#run".
 */
export async function readEvalSide(
  srcs: readonly Source[],
  role: "baseline" | "candidate",
  opts: ReadOptions,
  onRow: (row: EvalRow, file: number) => void,
): Promise<EvalSide> {
  const files = srcs.map(sourceName);
  const bfcl = new BfclScores();
  const reads: (EvalFileRead | undefined)[] = [];
  const parts: (FilePart | undefined)[] = [];
  for (const file of readingOrder(srcs)) {
    const label = files[file] as string;
    const fileOpts: ReadOptions = { ...opts, bfcl, onPart: (p) => (parts[file] = p) };
    reads[file] = await readEvalFile(srcs[file]!, role, fileOpts, true, (row, format) => {
      if (srcs.length > 1) {
        if (row.run === undefined) row.run = label;
        else if (FILE_LOCAL_RUNS.has(format)) row.run = `${label}#${row.run}`;
      }
      onRow(row, file);
    });
  }
  settleBfcl(bfcl, parts);
  // Parts and summaries in the order the files were given, whatever order they were read in.
  for (const p of parts) if (p !== undefined) opts.onPart?.(p);
  const summaries = reads.map((r) => r!.summary);
  const notes = reads.flatMap((r, i) => r!.notes.map((n) => `${files[i]}: ${n}`));
  const first = files[0] ?? "";
  const path = srcs.length > 1 ? `${first} (and ${srcs.length - 1} more)` : first;
  return { summaries, notes, path, files };
}

export async function readEvalRows(
  src: Source,
  role: "baseline" | "candidate",
  opts: ReadOptions,
): Promise<{ rows: EvalRow[]; summary: FileSummary; notes: string[] }> {
  const read = await readEvalFile(src, role, opts, true);
  // With needReward every record is already a canonical row.
  const rows = read.records as EvalRow[];
  return { rows, summary: read.summary, notes: read.notes };
}

export async function streamPairs(
  src: Source,
  opts: ReadOptions,
  onBatch: (pairs: CanonicalPair[]) => void,
  onUnpaired?: (rows: UnpairedRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems, { columns: pairColumns(opts.fields) });
  const norm = new PairNormalizer(problems, opts.fields);
  // Another shard's rows, read only until one of them fixes the file's shape.
  const probe = opts.slice ? new PairNormalizer(new ProblemCollector(""), opts.fields) : null;
  let n = 0;
  for await (const batch of reader.batches) {
    const out: CanonicalPair[] = [];
    const loose: UnpairedRow[] = [];
    for (const row of batch) {
      if (!reader.mine(row)) {
        if (probe && norm.shape === null && probe.normalize(row) !== null) norm.adopt(probe);
      } else {
        const r = norm.normalize(row);
        if (r !== null && "pair" in r) out.push(r.pair);
        else if (r !== null) loose.push(r.unpaired);
      }
      if (norm.shape !== null) reader.settle("lines");
    }
    if (out.length > 0) onBatch(out);
    if (loose.length > 0) onUnpaired?.(loose);
    n += out.length + loose.length;
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = fileSummary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
  const out = withNotes(s, mediaNotes(norm.tally.media));
  const cover = reader.cover();
  opts.onPart?.({ summary: out, problems, media: norm.tally.media, notes: [], cover });
  return out;
}

export async function streamSft(
  src: Source,
  opts: ReadOptions,
  onBatch: (rows: SftRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems, { columns: sftColumns(opts.fields) });
  reader.settle("lines"); // SFT rows stand alone: nothing to learn from the first
  const tally = newTally();
  const fields = opts.fields ?? {};
  let n = 0;
  for await (const batch of reader.batches) {
    const out: SftRow[] = [];
    for (const row of batch) {
      if (!reader.mine(row)) continue;
      const r = normalizeSft(row, problems, fields, tally);
      if (r !== null) out.push(r);
    }
    if (out.length > 0) {
      n += out.length;
      onBatch(out);
    }
  }
  noRowsInDocument(reader.stats, reader.stats.rows, problems);
  const s = fileSummary("sft", src, "sft", reader.stats, n, problems);
  const out = withNotes(s, mediaNotes(tally.media));
  const cover = reader.cover();
  opts.onPart?.({ summary: out, problems, media: tally.media, notes: [], cover });
  return out;
}
