// What every reader takes (limits, field mapping, a shard's slice) and the summary each
// writes of its file: shared by read.ts and eval-file.ts.
import type { FileSummary } from "./canonical.js";
import type { BfclScores, EvalFormat } from "./formats/index.js";
import type { JsonlStats } from "./jsonl.js";
import type { ProblemCollector } from "./problems.js";
import type { FilePart } from "./file-part.js";
import type { Slice } from "./slice.js";
import type { Confinement } from "./confine.js";
import { sourceName, type Source } from "./source.js";
import { LeftOutTally } from "./left-out.js";

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
  /** The BFCL score files of the side being read, for its result files (formats/bfcl.ts). */
  bfcl?: BfclScores;
  /** Told of each file's mergeable read (a sharded run keeps them in its state). */
  onPart?: (part: FilePart) => void;
  /** The policy's `grader` pin: every graded row must name this grader (design §13). */
  grader?: string;
  /** Where files may be read from (io/confine.ts); absent = anywhere (the CLI). */
  confine?: Confinement;
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

export function fileSummary(
  role: FileSummary["role"],
  src: Source,
  shape: string,
  stats: JsonlStats,
  rows: number,
  problems: ProblemCollector,
): FileSummary {
  const s: FileSummary = {
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
  // A Parquet column not read is a value of every row left out (design §12, §15).
  const unread = stats.unread ?? [];
  if (unread.length > 0) {
    const tally = new LeftOutTally();
    tally.merge(
      unread.map((u) => ({
        what: "values",
        field: u.column,
        reason: u.reason,
        count: stats.lines,
        lines: [],
      })),
    );
    s.left_out = tally.list();
  }
  // An entry that looks like a sample but is not one the reader takes is counted (issue 22.8).
  const skipped = stats.skippedEntries ?? [];
  if (skipped.length > 0) {
    const tally = new LeftOutTally();
    tally.merge(s.left_out ?? []);
    tally.merge([
      {
        what: "rows",
        field: "samples/",
        reason: "zip entries under samples/ that are not samples/<name>.json are not read",
        count: skipped.length,
        lines: skipped.slice(0, 3),
      },
    ]);
    s.left_out = tally.list();
  }
  return s;
}
