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
import {
  detectFromHeader,
  detectFromRow,
  toolReader,
  type EvalFormat,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
  type ToolFormat,
} from "./formats/index.js";
import { getPath, isRecord, rowMatches } from "./fields.js";
import { readJsonl, type JsonlReader, type JsonlStats, type JsonRow } from "./jsonl.js";
import { describeValue, ProblemCollector, quoted } from "./problems.js";
import { evalTaskKey, normalizeEval, normalizeHeldout, normalizeSft } from "./rows.js";
import { newTally, type ReadTally } from "./messages.js";
import { PairNormalizer } from "./shapes.js";
import type { Slice } from "./slice.js";
import { sourceName, type Source } from "./source.js";
import { mediaNotes, type FilePart } from "./file-part.js";

export type { Source } from "./source.js";
export { ReadError } from "./source.js";

export interface ReadOptions {
  maxLineBytes: number;
  maxFileBytes: number;
  maxRows: number;
  /** Field mapping for foreign rows (canonical name -> dotted path): eval, pair and SFT names. */
  fields?: Record<string, string>;
  /** Whose output an eval file is; "auto" (the default) tells it from the file. */
  format?: EvalFormat;
  /** Which of the tool's scores is the reward; "" = the tool's primary one. */
  metric?: string;
  /** Declared marker ranges; any other marker must be 0/1 or within [0, 1]. */
  markerRanges?: Record<string, [number, number]>;
  /** Read only this shard's lines of each file (io/slice.ts). */
  slice?: Slice;
  /** Told of each file's mergeable read (a sharded run keeps them in its state). */
  onPart?: (part: FilePart) => void;
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
  return mediaNotes(t.media);
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
        const tool =
          "task_id" in row.value || "scenario_id" in row.value ? null : detectFromRow(row);
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
  const s = summary("heldout", src, "heldout", reader.stats, tasks.length, problems);
  s.tasks = tasks.length;
  return { tasks, summary: s };
}

/**
 * The rows of a whole tool log parsed as one JSONL row (an Inspect `.json` log or a
 * promptfoo `out.json` written without indentation), at the document's row paths; null
 * when the row is not such a log.
 */
function rowsInside(row: JsonRow, problems: ProblemCollector): JsonRow[] | null {
  const v = row.value;
  const at = Array.isArray(v.samples) && isRecord(v.eval) ? "samples" : null;
  const path = at ?? (Array.isArray(getPath(v, "results.results")) ? "results.results" : null);
  if (path === null) return null;
  const out: JsonRow[] = [];
  (getPath(v, path) as unknown[]).forEach((x, i) => {
    if (isRecord(x)) out.push({ line: row.line, value: x, path });
    else problems.add(row.line, `${path}.${i}`, `expected a JSON object, got ${describeValue(x)}`);
  });
  return out;
}

/** A row with any of our eval keys is ours, however broken; one with none is another layout. */
function looksLikeOurs(v: Record<string, unknown>): boolean {
  return "scenario_id" in v || "task_id" in v || "prompt" in v || "reward" in v;
}

function keyList(v: Record<string, unknown>): string {
  const keys = Object.keys(v);
  const shown = keys.slice(0, 12).join(", ") + (keys.length > 12 ? ", ..." : "");
  return shown || "none";
}

const ZIP_HINT =
  "only Inspect .eval logs (a zip with samples/*.json entries) are read from a zip, and this one has none";

/** Our own row shape for freeze: the task key and the prompt, no grade needed. */
function ungradedRecord(
  row: JsonRow,
  fields: Record<string, string>,
  problems: ProblemCollector,
): EvalRecord | null {
  if (fields.where !== undefined && !rowMatches(row.value, fields.where)) return null;
  const task = evalTaskKey(row, fields);
  if (task === undefined) {
    problems.add(
      row.line,
      fields.task ?? "task_id",
      "no task key: expected scenario_id, task_id or prompt",
    );
    return null;
  }
  const rec: EvalRecord = {
    line: row.line,
    task,
    markers: Object.create(null) as Record<string, number>,
  };
  const v = row.value;
  if (typeof v.prompt === "string") rec.prompt = v.prompt;
  if (typeof v.family === "string") rec.family = v.family;
  if (typeof v.answer === "string") rec.answer = v.answer;
  return rec;
}

export interface EvalFileRead {
  /** The records read; empty when a sink took the graded rows as they came. */
  records: EvalRecord[];
  summary: FileSummary;
  /** Facts about the file for the report (e.g. SWE-bench instances without a grade). */
  notes: string[];
  /** The format read: "whileai" or a tool's name. */
  format: string;
}

/**
 * Reads one eval file of any supported tool into records. With needReward, a record
 * without a grade is left out after its reader said why; without it (freeze), ungraded
 * logs give their tasks too. With a sink, graded rows go to it as they are read and are
 * not kept, so a file of any length takes memory only for what the sink keeps.
 */
export async function readEvalFile(
  src: Source,
  role: FileSummary["role"],
  opts: ReadOptions,
  needReward: boolean,
  sink?: (row: EvalRow, format: string) => void,
): Promise<EvalFileRead> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems, { zip: true, zipHint: ZIP_HINT });
  const fields = opts.fields ?? {};
  const requested = opts.format ?? "auto";
  const ctx: FormatContext = { problems, metric: opts.metric ?? "", notes: [], needReward };
  let format: ToolFormat | "whileai" | null =
    requested === "whileai" || (requested === "auto" && Object.keys(fields).length > 0)
      ? "whileai"
      : requested === "auto"
        ? null
        : requested;
  let tool: FormatReader | null = null;
  const records: EvalRecord[] = [];
  const tasks = new Set<string>();
  /** Each run label and the line it first appears on. */
  const runs = new Map<string, number>();
  let kept = 0;
  // A check keeps only canonical rows: prompt texts of a big file are let go at once.
  const take = (r: EvalRecord) => {
    kept++;
    tasks.add(r.task);
    if (r.run !== undefined && !runs.has(r.run)) runs.set(r.run, r.line);
    if (sink && needReward) sink(r as EvalRow, format ?? "whileai");
    else records.push(r);
  };
  const keep = (r: EvalRecord) => {
    if (!needReward) take(r);
    else if (r.reward !== undefined) take(toEvalRow(r));
  };
  let firstRow = -1;
  let mismatch = false;
  // In a sliced read: our own rows are cut by lines; a tool's log is read whole by shard 0.
  if (format !== null) reader.settle(format === "whileai" ? "lines" : "whole");
  for await (const batch of reader.batches) {
    for (const one of batch) {
      if (firstRow < 0) {
        firstRow = one.line;
        const elsewhere = settleFromFirst(reader, one, format, requested);
        if (elsewhere !== null) {
          // Another shard reads this row; what it decides holds for this shard's rows too.
          format = elsewhere.format;
          mismatch = elsewhere.mismatch;
        }
      }
      if (!reader.mine(one)) continue;
      // A tool's JSON log written on one line arrives as one JSONL row: read its rows.
      const inner =
        one.line === firstRow && reader.stats.layout === "jsonl" ? rowsInside(one, problems) : null;
      for (const row of inner ?? [one]) {
        if (mismatch) break;
        if (format === null) {
          format = detectFromRow(row) ?? "whileai";
          if (format === "whileai" && requested === "auto" && !looksLikeOurs(row.value)) {
            // No layout we know and no mapping: one message for the file, not two per row.
            problems.add(
              row.line,
              "",
              `these rows are in no layout we know (the first has keys: ${keyList(row.value)}): ` +
                "for another tool's output set format (lm-eval, inspect, promptfoo, openai-evals, swe-bench); " +
                "for your own layout map it with fields (e.g. fields: task=id,reward=passed)",
            );
            mismatch = true;
            break;
          }
        } else if (tool === null && format !== "whileai") {
          // A format named by the user, checked once against what the first row looks like.
          const seen = detectFromRow(row);
          if (seen !== null && seen !== format) {
            problems.add(
              row.line,
              "",
              `format is ${format}, but this file looks like ${seen} output: set format to ${seen} or auto`,
            );
            mismatch = true;
            break;
          }
        }
        if (format === "whileai") {
          const r = needReward
            ? normalizeEval(row, fields, problems, opts.markerRanges)
            : ungradedRecord(row, fields, problems);
          if (r !== null) take(r);
          continue;
        }
        tool ??= toolReader(format, row, ctx);
        for (const r of tool.row(row)) keep(r);
      }
    }
  }
  const header = reader.stats.header;
  if (format === null && header !== null) {
    const d =
      reader.stats.layout === "zip"
        ? header["header.json"] !== undefined
          ? "inspect"
          : null
        : detectFromHeader(header);
    if (d !== null && typeof d === "object") {
      problems.add(0, "", d.refuse);
      format = "whileai"; // said why; no second message for the same file
    } else if (d === null && reader.stats.layout === "zip") {
      problems.add(0, "", `this is a zip archive; ${ZIP_HINT}`);
      format = "whileai";
    } else format = d;
  }
  if (format !== null && format !== "whileai" && !mismatch && !reader.elsewhere()) {
    tool ??= toolReader(format, null, ctx);
    for (const r of tool.finish(header)) keep(r);
  } else if (format === null) {
    noRowsInDocument(reader.stats, kept, problems);
  }
  const name = format === null || format === "whileai" ? "eval" : format;
  const s = summary(role, src, name, reader.stats, kept, problems);
  s.tasks = tasks.size;
  s.runs = [...runs.keys()];
  opts.onPart?.({ summary: s, problems, tasks, runs, media: 0, notes: ctx.notes });
  return { records, summary: s, notes: ctx.notes, format: format ?? "whileai" };
}

/**
 * In a sliced read, settles from the file's first row how the file is cut, and, when
 * another shard reads that row, returns what it decided there: the format, and whether
 * the rows are in no layout we know. Null when this shard reads the row itself.
 */
function settleFromFirst(
  reader: JsonlReader,
  row: JsonRow,
  format: ToolFormat | "whileai" | null,
  requested: EvalFormat,
): { format: ToolFormat | "whileai"; mismatch: boolean } | null {
  if (reader.stats.layout === "jsonl" && rowsInside(row, new ProblemCollector("")) !== null) {
    reader.settle("whole");
    return null;
  }
  const f = format ?? detectFromRow(row) ?? "whileai";
  reader.settle(f === "whileai" ? "lines" : "whole");
  if (reader.mine(row)) return null;
  const unknown = format === null && f === "whileai" && requested === "auto";
  return { format: f, mismatch: unknown && !looksLikeOurs(row.value) };
}

/** A graded record as the canonical row the statistics read (prompt and answer left out). */
export function toEvalRow(r: EvalRecord): EvalRow {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { prompt, answer, reward, ...rest } = r;
  return { ...rest, reward: reward as number };
}

/** Tools whose run labels count within one file (Inspect epochs, promptfoo repeats). */
const FILE_LOCAL_RUNS = new Set(["inspect", "promptfoo"]);

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
  const summaries: FileSummary[] = [];
  const notes: string[] = [];
  const files = srcs.map(sourceName);
  for (const [file, src] of srcs.entries()) {
    const label = files[file] as string;
    const read = await readEvalFile(src, role, opts, true, (row, format) => {
      if (srcs.length > 1) {
        if (row.run === undefined) row.run = label;
        else if (FILE_LOCAL_RUNS.has(format)) row.run = `${label}#${row.run}`;
      }
      onRow(row, file);
    });
    summaries.push(read.summary);
    for (const n of read.notes) notes.push(`${label}: ${n}`);
  }
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
  const reader = readJsonl(src, opts, problems);
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
  const s = summary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
  const out = withNotes(s, tallyNotes(norm.tally));
  opts.onPart?.({ summary: out, problems, media: norm.tally.media, notes: [] });
  return out;
}

export async function streamSft(
  src: Source,
  opts: ReadOptions,
  onBatch: (rows: SftRow[]) => void,
): Promise<FileSummary> {
  const problems = new ProblemCollector(sourceName(src));
  const reader = readJsonl(src, opts, problems);
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
  const s = summary("sft", src, "sft", reader.stats, n, problems);
  const out = withNotes(s, tallyNotes(tally));
  opts.onPart?.({ summary: out, problems, media: tally.media, notes: [] });
  return out;
}
