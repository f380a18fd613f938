// What a reader read but did not use, counted per file and per reason: rows a `where`
// filter passed over, a log's bookkeeping lines, marker values that were null, tasks a
// results file lists without a grade. None of it is a problem, but a figure the gate
// prints is made without it, so the report says how much there was (issue 22).
import type { LeftOut } from "../report.js";
import { lineWord } from "./problems.js";

/** Distinct (what, field, reason) kinds kept per file; later new kinds share one. */
export const LEFT_OUT_KINDS = 100;
/** Lines a kind keeps as examples. */
const LINES = 3;

type What = LeftOut["what"];

const order = (a: LeftOut, b: LeftOut) =>
  a.what < b.what
    ? -1
    : a.what > b.what
      ? 1
      : a.field < b.field
        ? -1
        : a.field > b.field
          ? 1
          : a.reason < b.reason
            ? -1
            : a.reason > b.reason
              ? 1
              : 0;

/** Keep the smallest LINES lines, rising. */
function addLines(into: number[], lines: readonly number[]): void {
  for (const l of lines) {
    if (into.length >= LINES && l >= (into[LINES - 1] as number)) continue;
    if (into.includes(l)) continue;
    into.push(l);
    into.sort((a, b) => a - b);
    if (into.length > LINES) into.pop();
  }
}

export class LeftOutTally {
  private readonly kinds = new Map<string, LeftOut>();

  /** `line` 0 for a task a list names rather than a row. */
  add(what: What, field: string, reason: string, line: number, n = 1): void {
    this.fold({ what, field, reason, count: n, lines: [line] });
  }

  get size(): number {
    return this.kinds.size;
  }

  /** The kinds in a fixed order (what, field, reason), so merged shards list them alike. */
  list(): LeftOut[] {
    return [...this.kinds.values()].sort(order).map((k) => ({ ...k, lines: [...k.lines] }));
  }

  /** Adds another tally's kinds (a shard's, a worker's) to this one. */
  merge(kinds: readonly LeftOut[]): void {
    for (const k of kinds) this.fold({ ...k, lines: [...k.lines] });
  }

  private fold(k: LeftOut): void {
    let key = `${k.what}\u0000${k.field}\u0000${k.reason}`;
    if (!this.kinds.has(key) && this.kinds.size >= LEFT_OUT_KINDS - 1) {
      key = `${k.what}\u0000\u0000other`;
      k = {
        what: k.what,
        field: "",
        reason: `${LEFT_OUT_KINDS}+ other kinds`,
        count: k.count,
        lines: k.lines,
      };
    }
    const mine = this.kinds.get(key);
    if (mine === undefined) {
      this.kinds.set(key, { ...k, lines: [] });
      addLines(this.kinds.get(key)!.lines, k.lines);
      return;
    }
    mine.count += k.count;
    addLines(mine.lines, k.lines);
  }
}

/** "12 rows (where type:match did not match)", the way every view says one kind; rows of a Parquet `file`. */
export function formatLeftOut(k: LeftOut, file = ""): string {
  const unit =
    k.what === "values"
      ? k.count === 1
        ? "value"
        : "values"
      : k.what === "rows"
        ? k.count === 1
          ? "row"
          : "rows"
        : k.count === 1
          ? "task"
          : "tasks";
  const of = k.field !== "" ? ` of ${k.field}` : "";
  const at = k.lines.some((l) => l > 0)
    ? `; ${lineWord(file)}s ${k.lines.filter((l) => l > 0).join(", ")}`
    : "";
  return `${k.count} ${unit}${of}: ${k.reason}${at}`;
}
