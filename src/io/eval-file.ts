// One eval file of any supported tool, read into records (docs/data-contract.md): the
// tool is told from the file or named by `format`, our own rows are validated by line,
// and in a sliced read the file is cut by lines or read whole by shard 0 (io/slice.ts).
import type { EvalRow, FileSummary } from "./canonical.js";
import {
  TOOL_FORMAT_NAMES,
  detectFromHeader,
  detectFromRow,
  isBfclScoreName,
  toolReader,
  type EvalFormat,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
  type ToolFormat,
} from "./formats/index.js";
import {
  DEFAULT_EVAL_PATHS,
  fieldSpec,
  getPath,
  GRADER_PATH,
  graderOf,
  isRecord,
  whereMatch,
  whereParts,
} from "./fields.js";
import { ROW_PATHS } from "./document.js";
import { readJsonl, type JsonlReader, type JsonRow } from "./jsonl.js";
import { LeftOutTally } from "./left-out.js";
import { describeValue, ProblemCollector } from "./problems.js";
import { fileSummary, noRowsInDocument, type ReadOptions } from "./read-options.js";
import { rowPrint } from "./row-print.js";
import { evalTaskKey, normalizeEval } from "./rows.js";
import { sourceName, type Source } from "./source.js";

/**
 * The rows of a whole tool log parsed as one JSONL row (an Inspect `.json` log or a
 * promptfoo `out.json` written without indentation), at the document's row paths; null
 * when the row is not such a log.
 */
function rowsInside(row: JsonRow, problems: ProblemCollector): JsonRow[] | null {
  const path = oneLinePath(row.value);
  if (path === null) return null;
  const out: JsonRow[] = [];
  (getPath(row.value, path) as unknown[]).forEach((x, i) => {
    if (isRecord(x)) out.push({ line: row.line, value: x, path });
    else problems.add(row.line, `${path}.${i}`, `expected a JSON object, got ${describeValue(x)}`);
  });
  return out;
}

/** A one-line log's members besides its rows: the header a document read would keep. */
function headerInside(row: JsonRow, path: string): Record<string, unknown> {
  const top = path.split(".")[0]!;
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, x] of Object.entries(row.value)) if (k !== top) out[k] = x;
  return out;
}

/** Where a tool's whole log, parsed as one row, keeps its rows (document.ts ROW_PATHS). */
function oneLinePath(v: Record<string, unknown>): string | null {
  if (Array.isArray(v.samples) && isRecord(v.eval)) return "samples";
  if (Array.isArray(getPath(v, "results.results"))) return "results.results";
  if (Array.isArray(v.simulations) && ("tasks" in v || "info" in v)) return "simulations";
  if (Array.isArray(v.results) && ("resolved_ids" in v || "n_resolved" in v)) return "results";
  return null;
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

/** The field of a tool's row that names its run (promptfoo numbers repeats by order). */
const TOOL_RUN_KEY: Partial<Record<ToolFormat, string>> = {
  inspect: "epoch",
  "openai-evals": "run_id",
};

const ZIP_HINT =
  "only Inspect .eval logs (a zip with samples/*.json entries) are read from a zip, and this one has none";

/** Our own row shape for freeze: the task key and the prompt, no grade needed. */
function ungradedRecord(
  row: JsonRow,
  fields: Record<string, string>,
  problems: ProblemCollector,
): EvalRecord | null {
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
  // freeze writes the task's prompt and family from where the mapping says they are.
  const at = (name: string, path: string) => getPath(v, fieldSpec(fields[name] ?? path).path);
  const prompt = at("prompt", "prompt");
  const family = at("family", "family");
  if (typeof prompt === "string") rec.prompt = prompt;
  if (typeof family === "string") rec.family = family;
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

type Sink = (row: EvalRow, format: string) => void;

/** The reading of one file: what it has decided (format, tool) and what it has kept. */
class EvalFileReader {
  readonly problems: ProblemCollector;
  readonly reader: JsonlReader;
  private readonly fields: Record<string, string>;
  private readonly requested: EvalFormat;
  readonly ctx: FormatContext;
  format: ToolFormat | "whileai" | null;
  private tool: FormatReader | null = null;
  readonly records: EvalRecord[] = [];
  readonly tasks = new Set<string>();
  /** Each run label and the line it first appears on. */
  readonly runs = new Map<string, number>();
  kept = 0;
  private firstRow = -1;
  private mismatch = false;
  /** A one-line log's members besides its rows (its run id, its tasks). */
  private inlineHeader: Record<string, unknown> | null = null;

  constructor(
    src: Source,
    private readonly opts: ReadOptions,
    private readonly needReward: boolean,
    private readonly sink: Sink | undefined,
  ) {
    this.problems = new ProblemCollector(sourceName(src));
    this.reader = readJsonl(src, opts, this.problems, { zip: true, zipHint: ZIP_HINT });
    this.fields = opts.fields ?? {};
    this.requested = opts.format ?? "auto";
    this.ctx = {
      problems: this.problems,
      metric: opts.metric ?? "",
      notes: [],
      needReward,
      leftOut: new LeftOutTally(),
    };
    if (opts.bfcl !== undefined) this.ctx.bfcl = opts.bfcl;
    const r = this.requested;
    // A mapping means our own rows; a grader path alone does not (a tool's rows take it too).
    const maps = Object.keys(this.fields).some((k) => k !== "grader");
    this.format = r === "whileai" || (r === "auto" && maps) ? "whileai" : r === "auto" ? null : r;
    // In a sliced read: our own rows are cut by lines; a tool's log is read whole by shard 0.
    if (this.format !== null) this.reader.settle(this.format === "whileai" ? "lines" : "whole");
    if (this.format !== null && this.format !== "whileai") this.unreadFields(this.format);
  }

  /**
   * A tool's rows are read in the tool's layout: a mapping of eval fields would be
   * ignored, so it is a problem instead (only the where filter applies).
   */
  private unreadFields(format: ToolFormat): void {
    const names = Object.keys(this.fields).filter((k) => k === "task" || k in DEFAULT_EVAL_PATHS);
    if (names.length === 0 || this.reader.elsewhere()) return; // shard 0 says it
    this.problems.add(
      0,
      "",
      `the fields input maps ${names.join(", ")}, which is not read for ${format} output (the tool's own layout is; ` +
        "only where= applies): drop the mapping, or set format to whileai to read the rows by it",
    );
  }

  /** A check keeps only canonical rows: prompt texts of a big file are let go at once. */
  private take(r: EvalRecord): void {
    if (this.needReward && !this.byPinnedGrader(r)) return;
    this.kept++;
    this.tasks.add(r.task);
    if (r.run !== undefined && !this.runs.has(r.run)) this.runs.set(r.run, r.line);
    if (this.sink && this.needReward) this.sink(r as EvalRow, this.format ?? "whileai");
    else this.records.push(r);
  }

  /**
   * With the policy's `grader` pin, a graded row must name that grader: results graded by
   * another one (or by one the row does not name) are not on the same test (design §13).
   * The row's own value is never quoted; the pin comes from the policy.
   */
  private byPinnedGrader(r: EvalRecord): boolean {
    const pin = this.opts.grader;
    if (pin === undefined || r.grader === pin) return true;
    const path = fieldSpec(this.fields.grader ?? GRADER_PATH).path;
    this.problems.add(
      r.line,
      path,
      r.grader === undefined
        ? `names no grader, and the policy pins grader ${pin}: each baseline and candidate row must name it here (or map it with fields: grader=<path>)`
        : `names another grader than the one the policy pins (${pin}): results graded otherwise are not on this test`,
    );
    return false;
  }

  private keep(r: EvalRecord): void {
    if (!this.needReward) this.take(r);
    else if (r.reward !== undefined) this.take(toEvalRow(r));
  }

  async readRows(): Promise<void> {
    for await (const batch of this.reader.batches) for (const one of batch) this.row(one);
  }

  private row(one: JsonRow): void {
    if (this.firstRow < 0) this.settleOn(one);
    if (!this.reader.mine(one)) return;
    // A tool's JSON log written on one line arrives as one JSONL row: read its rows.
    const inner =
      one.line === this.firstRow && this.reader.stats.layout === "jsonl"
        ? rowsInside(one, this.problems)
        : null;
    if (inner !== null) this.inlineHeader = headerInside(one, oneLinePath(one.value) ?? "");
    for (const row of inner ?? [one]) {
      if (this.mismatch) return;
      const refused = this.checkLayout(row);
      if (refused !== null) {
        this.problems.add(row.line, "", refused);
        this.mismatch = true;
        return;
      }
      if (this.keptByWhere(row)) this.record(row);
    }
  }

  /**
   * The file's first row decides, for every shard, its format and how the file is cut
   * (io/slice.ts); what is wrong with the row is said by the shard that reads it.
   */
  private settleOn(one: JsonRow): void {
    this.firstRow = one.line;
    if (
      this.reader.stats.layout === "jsonl" &&
      rowsInside(one, new ProblemCollector("")) !== null
    ) {
      this.reader.settle("whole"); // a tool's log on one line: its rows belong together
      return;
    }
    const refused = this.checkLayout(one);
    this.reader.settle(this.format === "whileai" ? "lines" : "whole");
    if (refused === null) return;
    this.mismatch = true;
    if (this.reader.mine(one)) this.problems.add(one.line, "", refused);
  }

  /**
   * Tells the format from the first row, or checks a named one against it once: the
   * reason the file's rows cannot be read as they are, or null.
   */
  private checkLayout(row: JsonRow): string | null {
    if (this.format === null) {
      this.format = detectFromRow(row) ?? "whileai";
      if (this.format === "whileai" && this.requested === "auto" && !looksLikeOurs(row.value)) {
        // No layout we know and no mapping: one message for the file, not two per row.
        return (
          `these rows are in no layout we know (the first has keys: ${keyList(row.value)}): ` +
          `for another tool's output set format (${TOOL_FORMAT_NAMES}); ` +
          "for your own layout map it with fields (e.g. fields: task=id,reward=passed)"
        );
      }
    } else if (this.tool === null && this.format !== "whileai") {
      const seen = detectFromRow(row);
      if (seen !== null && seen !== this.format) {
        return `format is ${this.format}, but this file looks like ${seen} output: set format to ${seen} or auto`;
      }
    }
    return null;
  }

  /**
   * The `where` filter, for our own rows and a tool's alike. A row it passes over is
   * counted; one whose value differs from the wanted text only in case or spaces is a
   * problem, since leaving it out would change the figures without a word.
   */
  private keptByWhere(row: JsonRow): boolean {
    const where = this.fields.where;
    if (where === undefined) return true;
    const m = whereMatch(row.value, where);
    if (m === "match") return true;
    const { path, want } = whereParts(where);
    if (m === "near") {
      this.problems.add(
        row.line,
        path,
        `differs from the where filter's value "${want}" only in letter case or spaces: ` +
          "fix the row or the filter (the row was neither read nor left out)",
      );
    } else this.ctx.leftOut.add("rows", path, `not matched by where ${where}`, row.line);
    return false;
  }

  private record(row: JsonRow): void {
    const format = this.format as ToolFormat | "whileai";
    if (format === "whileai") {
      const r = this.needReward
        ? normalizeEval(row, this.fields, this.problems, this.opts.markerRanges)
        : ungradedRecord(row, this.fields, this.problems);
      if (r !== null) this.take(r);
      return;
    }
    this.tool ??= toolReader(format, row, this.ctx);
    const recs = this.tool.row(row);
    // A tool's rows name their grader only where the mapping says (its layout has no place).
    const grader = this.fields.grader === undefined ? undefined : graderOf(row.value, this.fields);
    recs.forEach((r, k) => {
      if (grader !== undefined) r.grader = grader;
      // The tool's row without its run key: equal in two runs only for a copied run.
      if (this.needReward) {
        r.fingerprint = rowPrint(
          row.value,
          TOOL_RUN_KEY[format] ?? null,
          recs.length > 1 ? `${k}` : "",
        );
      }
      this.keep(r);
    });
  }

  /** A document or a zip with no rows of our own: its header says which tool wrote it. */
  finishHeader(): void {
    const header = this.reader.stats.header ?? this.inlineHeader;
    if (this.format === null && header !== null) {
      const d =
        this.reader.stats.layout === "zip"
          ? header["header.json"] !== undefined
            ? "inspect"
            : null
          : detectFromHeader(header);
      if (d !== null && typeof d === "object") {
        this.problems.add(0, "", d.refuse);
        this.format = "whileai"; // said why; no second message for the same file
      } else if (d === null && this.reader.stats.layout === "zip") {
        this.problems.add(0, "", `this is a zip archive; ${ZIP_HINT}`);
        this.format = "whileai";
      } else this.format = d;
    }
    const f = this.format;
    if (f !== null && f !== "whileai" && !this.mismatch && !this.reader.elsewhere()) {
      this.tool ??= toolReader(f, null, this.ctx);
      for (const r of this.tool.finish(header)) this.keep(r);
    } else if (f === null) {
      noRowsInDocument(this.reader.stats, this.kept, this.problems);
    }
  }
  /**
   * A file that gave no row is a problem, never a verdict on nothing (issue 22.5): it
   * says where rows were looked for, through which fields, and what was left out. A shard
   * that owns only some lines cannot tell, so it is said only by a read of the whole file.
   */
  noRowsRead(): void {
    if (this.kept > 0 || this.problems.count > 0 || this.reader.elsewhere()) return;
    // A BFCL score file grades its result file and has no rows of its own (formats/bfcl.ts).
    if (this.format === "bfcl" && isBfclScoreName(this.problems.file)) return;
    if (this.reader.sliced()) return;
    const where = WHERE_LOOKED[this.reader.stats.layout];
    const met = this.reader.stats.rows;
    const left = this.ctx.leftOut.list().reduce((n, k) => n + (k.what === "rows" ? k.count : 0), 0);
    const mapping = Object.entries(this.fields).map(([k, v]) => `${k}=${v}`);
    const through =
      mapping.length > 0
        ? `through fields ${mapping.join(", ")}`
        : `as ${this.format === null || this.format === "whileai" ? "our own rows" : `${this.format} output`}`;
    this.problems.add(
      0,
      "",
      `no rows read from this file (looked for in ${where} ${through}; ${met} met, ${left} left out): ` +
        "a file with no rows is refused, not judged; check the paths and the where filter",
    );
  }
}

/** Where a reader looks for rows in each layout, for the no-rows problem. */
const WHERE_LOOKED: Record<string, string> = {
  jsonl: "its lines (JSONL)",
  "json-array": "its top-level array",
  "json-object": `its arrays at ${ROW_PATHS.join(", ")}`,
  zip: "its JSON entries",
  parquet: "its row groups",
  other: "it",
};

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
  sink?: Sink,
): Promise<EvalFileRead> {
  const r = new EvalFileReader(src, opts, needReward, sink);
  await r.readRows();
  r.finishHeader();
  r.noRowsRead();
  const name = r.format === null || r.format === "whileai" ? "eval" : r.format;
  const s = fileSummary(role, src, name, r.reader.stats, r.kept, r.problems);
  s.tasks = r.tasks.size;
  s.runs = [...r.runs.keys()];
  if (r.ctx.leftOut.size > 0) {
    r.ctx.leftOut.merge(s.left_out ?? []);
    s.left_out = r.ctx.leftOut.list();
  }
  const { problems, tasks, runs, ctx } = r;
  const cover = r.reader.cover();
  opts.onPart?.({ summary: s, problems, tasks, runs, media: 0, notes: ctx.notes, cover });
  return { records: r.records, summary: s, notes: ctx.notes, format: r.format ?? "whileai" };
}

/** A graded record as the canonical row the statistics read (prompt and answer left out). */
export function toEvalRow(r: EvalRecord): EvalRow {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { prompt, answer, reward, ...rest } = r;
  return { ...rest, reward: reward as number };
}
