// Collects the problems found in one file. A hostile file can hold millions of bad
// rows, so only the first ones by line are kept; the rest are counted and said to exist.
// Problems are also counted by field and reason over the whole file, so a reader sees
// "412 rows: reward is missing" once instead of 412 identical lines. Keeping the smallest
// (line, arrival within the line) rather than the first to arrive makes the kept list a
// function of the rows alone, so collectors of a file's slices merge to the same list.
import type { FileSummary, Problem, ProblemGroup } from "./canonical.js";
import {
  check,
  int,
  list,
  versioned,
  STATE_VERSION,
  StateError,
  str,
  type Json,
} from "../state/codec.js";

export const DEFAULT_PROBLEM_LIMIT = 1000;
/** Distinct (field, reason) groups kept per file; later new reasons share one group. */
export const GROUP_LIMIT = 200;
/** Line numbers a group keeps as examples. */
export const GROUP_LINES = 3;

/** A problem and when it arrived: `seq` orders problems of one line as they were found. */
interface Kept {
  line: number;
  seq: number;
  field: string;
  reason: string;
}

/** A group, with the arrival of its problem on its first line (ties on that line). */
interface Group {
  field: string;
  reason: string;
  count: number;
  lines: number[];
  seq: number;
}

/** Said of a group whose problems broke one rule with different values (design §5). */
export const VARIES = " (values differ by row; the first row's shown)";

const baseReason = (r: string) => (r.endsWith(VARIES) ? r.slice(0, -VARIES.length) : r);

/**
 * The rule a reason states, without the value that broke it: "must be within [0, 1], got
 * 7" and "..., got 9" are one kind, as are two foreign rows whose keys differ. Problems
 * are grouped by field and rule, so one mistake over many values is one line.
 */
export function ruleOf(reason: string): string {
  return baseReason(reason)
    .replace(/; this row has keys: .*$/s, "")
    .replace(/, got [^;]*/g, ", got …");
}

const kindKey = (g: { field: string; reason: string }) => `${g.field}\u0000${ruleOf(g.reason)}`;

/** `into` takes `g`'s problems of the same kind: the earliest row's reason, marked when they differ. */
function foldGroup(into: Group, g: Group): void {
  const earliest = byFirstLine(g, into) < 0 ? g : into;
  const differ =
    baseReason(g.reason) !== baseReason(into.reason) ||
    g.reason.endsWith(VARIES) ||
    into.reason.endsWith(VARIES);
  into.reason = baseReason(earliest.reason) + (differ ? VARIES : "");
  into.seq = earliest.seq;
  into.count += g.count;
  // Batches may report out of line order: keep the smallest lines seen.
  for (const l of g.lines) addLine(into.lines, l);
}

const byLineThenSeq = (a: { line: number; seq: number }, b: { line: number; seq: number }) =>
  a.line - b.line || a.seq - b.seq;
const byFirstLine = (a: Group, b: Group) =>
  (a.lines[0] as number) - (b.lines[0] as number) || a.seq - b.seq;

/** Keep the smallest GROUP_LINES of a group's lines after adding `line`. */
function addLine(lines: number[], line: number): void {
  if (lines.length < GROUP_LINES || line < (lines[GROUP_LINES - 1] as number)) {
    lines.push(line);
    lines.sort((a, b) => a - b);
    if (lines.length > GROUP_LINES) lines.pop();
  }
}

const MAX_TEXT = 100_000;

function tuple(v: unknown, at: string, n: number, shape: string): asserts v is unknown[] {
  if (!Array.isArray(v) || v.length !== n) throw new StateError(at, `expected ${shape}`);
}

/** A group's example lines: the smallest min(count, GROUP_LINES), rising. */
function groupLines(v: unknown, at: string, count: number): number[] {
  const lines = list(v, at, GROUP_LINES, (x, p) => int(x, p));
  const n = Math.min(count, GROUP_LINES);
  check(lines.length === n, at, `expected ${n} lines`);
  lines.forEach((l, i) =>
    check(i === 0 || l >= (lines[i - 1] as number), at, "lines out of order"),
  );
  return lines;
}

export class ProblemCollector {
  /** Up to 2 x limit + 16 between compactions; at most `limit` after one. */
  private kept: Kept[] = [];
  /** Problems seen; also the arrival number of the next one. */
  private total = 0;
  /** Once the list is full, the line of its last problem: only earlier lines can enter. */
  private cutLine = Infinity;
  private readonly groups = new Map<string, Group>();
  private other: Group | null = null;

  constructor(
    readonly file: string,
    readonly limit: number = DEFAULT_PROBLEM_LIMIT,
  ) {}

  add(line: number, field: string, reason: string): void {
    const seq = this.total++;
    // Past a full list's last line (or on it, arriving later) a problem cannot be kept.
    if (line < this.cutLine) {
      this.kept.push({ line, seq, field, reason });
      if (this.kept.length >= 2 * this.limit + 16) this.compact();
    }
    this.group({ field, reason, count: 1, lines: [line], seq });
  }

  /** Fold `g` (a group's problems, the caller's own copy) into its kind's group, or "other". */
  private group(g: Group): void {
    const key = kindKey(g);
    const mine = this.groups.get(key);
    if (mine !== undefined) return foldGroup(mine, g);
    if (this.groups.size < GROUP_LIMIT) {
      this.groups.set(key, g);
      return;
    }
    const other = this.otherGroup();
    other.count += g.count;
    for (const l of g.lines) addLine(other.lines, l);
  }

  private otherGroup(): Group {
    return (this.other ??= {
      field: "",
      reason: `problems of ${GROUP_LIMIT}+ other kinds (report.json lists the first ${this.limit} problems)`,
      count: 0,
      lines: [],
      seq: Infinity,
    });
  }

  /**
   * Fold in the problems of another slice of the same file (the same limit), as if its
   * problems had arrived after this one's. The kept list and the counts come out as one
   * collector over both would give them. Groups are exact while the two together have at
   * most GROUP_LIMIT kinds; past that, the kinds with the earliest first lines keep their
   * groups and the rest are counted in "other", which one pass (new kinds go to "other" as
   * they arrive) matches only when the slices arrive in line order.
   */
  merge(o: ProblemCollector): void {
    if (o.file !== this.file || o.limit !== this.limit) {
      throw new Error("problem collectors merge only over the same file and limit");
    }
    const shift = this.total;
    for (const k of o.kept) this.kept.push({ ...k, seq: k.seq + shift });
    this.total += o.total;
    this.compact();
    const all = [...this.groups.values()];
    const theirs = [...o.groups.values()].map((g) => ({ ...g, seq: g.seq + shift }));
    this.groups.clear();
    const others = [this.other, o.other];
    this.other = null;
    // Kinds both sides saw merge by key; then, if more than GROUP_LIMIT kinds, the earliest keep groups.
    const union = new Map<string, Group>();
    for (const g of [...all, ...theirs]) {
      const key = kindKey(g);
      const u = union.get(key);
      if (!u) union.set(key, { ...g, lines: [...g.lines] });
      else foldGroup(u, g);
    }
    for (const g of [...union.values()].sort(byFirstLine)) this.group(g);
    for (const g of others) {
      if (g === null) continue;
      const into = this.otherGroup();
      into.count += g.count;
      for (const l of g.lines) addLine(into.lines, l);
    }
  }

  /** Every problem grouped by field and reason, in order of each group's first line. */
  groupList(): ProblemGroup[] {
    const out = [...this.groups.values()].sort(byFirstLine);
    if (this.other) out.push(this.other);
    return out.map((g) => ({
      file: this.file,
      field: g.field,
      reason: g.reason,
      count: g.count,
      lines: [...g.lines],
    }));
  }

  /** Every problem seen, kept or not. */
  get count(): number {
    return this.total;
  }

  /** The kept problems, plus one closing problem that counts those not kept. */
  list(): Problem[] {
    // Found in batch order (a batch's JSON errors come before its rows' field errors);
    // read in line order, one line's problems in the order they were found.
    this.compact();
    const sorted = this.kept.map((k) => ({
      file: this.file,
      line: k.line,
      field: k.field,
      reason: k.reason,
    }));
    const dropped = this.total - this.kept.length;
    if (dropped === 0) return sorted;
    return [
      ...sorted,
      {
        file: this.file,
        line: 0,
        field: "",
        reason: `${dropped} more problem(s) in this file not listed (only the first ${this.limit} are kept)`,
      },
    ];
  }

  /** The collector as versioned JSON, for a shard's state (the file and limit are not in it). */
  saveState(): Json {
    this.compact();
    return {
      v: STATE_VERSION,
      kind: "problems",
      total: this.total,
      kept: this.kept.map((k) => [k.line, k.seq, k.field, k.reason]),
      groups: [...this.groups.values()].map((g) => [g.field, g.reason, g.count, g.lines, g.seq]),
      other: this.other && [this.other.count, this.other.lines],
    };
  }

  /** Load a saved state into this fresh collector (same file and limit); it is untrusted. */
  loadState(state: unknown, at: string): void {
    if (this.total > 0) throw new Error("a state loads only into a fresh collector");
    const r = versioned(state, at, "problems", ["total", "kept", "groups", "other"]);
    const total = int(r.total, `${at}.total`);
    const seqs = new Set<number>();
    const seqOf = (v: unknown, p: string) => {
      const seq = int(v, p, 0, Math.max(0, total - 1));
      check(!seqs.has(seq), p, `arrival ${seq} listed twice`);
      seqs.add(seq);
      return seq;
    };
    const kept = list(r.kept, `${at}.kept`, this.limit, (x, p): Kept => {
      tuple(x, p, 4, "[line, arrival, field, reason]");
      return {
        line: int(x[0], `${p}[0]`),
        seq: seqOf(x[1], `${p}[1]`),
        field: str(x[2], `${p}[2]`, MAX_TEXT),
        reason: str(x[3], `${p}[3]`, MAX_TEXT),
      };
    });
    // Problems are dropped only once the kept list is full.
    check(
      kept.length === Math.min(total, this.limit),
      `${at}.kept`,
      `expected ${Math.min(total, this.limit)} problems`,
    );
    seqs.clear();
    const groups = list(r.groups, `${at}.groups`, GROUP_LIMIT, (x, p): Group => {
      tuple(x, p, 5, "[field, reason, count, lines, arrival]");
      const count = int(x[2], `${p}[2]`, 1);
      return {
        field: str(x[0], `${p}[0]`, MAX_TEXT),
        reason: str(x[1], `${p}[1]`, MAX_TEXT),
        count,
        lines: groupLines(x[3], `${p}[3]`, count),
        seq: seqOf(x[4], `${p}[4]`),
      };
    });
    let other: Group | null = null;
    if (r.other !== null) {
      const x = r.other;
      tuple(x, `${at}.other`, 2, "[count, lines]");
      check(groups.length === GROUP_LIMIT, `${at}.other`, `only after ${GROUP_LIMIT} kinds`);
      const count = int(x[0], `${at}.other[0]`, 1);
      other = { ...this.otherGroup(), count, lines: groupLines(x[1], `${at}.other[1]`, count) };
    }
    const grouped = groups.reduce((n, g) => n + g.count, other?.count ?? 0);
    check(grouped === total, `${at}.groups`, `count ${grouped} problems, the state ${total}`);
    for (const g of groups) {
      const key = `${g.field}\u0000${g.reason}`;
      check(
        !this.groups.has(key),
        `${at}.groups`,
        `the kind ${JSON.stringify(g.reason)} listed twice`,
      );
      this.groups.set(key, g);
    }
    this.other = other;
    this.kept = kept;
    this.compact();
    this.total = total;
  }

  private compact(): void {
    this.kept.sort(byLineThenSeq);
    if (this.kept.length > this.limit) this.kept.length = this.limit;
    if (this.kept.length < this.limit) this.cutLine = Infinity;
    else this.cutLine = this.limit === 0 ? -Infinity : (this.kept[this.limit - 1] as Kept).line;
  }
}

/**
 * A file's problem groups. A report from an older artifact may have none: then each
 * kept problem stands as its own group of one.
 */
export function problemGroups(f: FileSummary): ProblemGroup[] {
  if (f.problem_groups) return f.problem_groups;
  return f.problems.map((p) => ({ ...p, count: 1, lines: [p.line] }));
}

/** The problem groups of every input file, file by file. */
export function allProblemGroups(files: readonly FileSummary[]): ProblemGroup[] {
  return files.flatMap(problemGroups);
}

/** Every problem found across files, including those past each file's cap. */
export function problemTotal(files: readonly { problem_count: number }[]): number {
  return files.reduce((n, f) => n + f.problem_count, 0);
}

/**
 * One group in plain text: a single problem as `file:line: field: reason`; a repeated
 * one as `file: field: reason (N rows; lines a, b, c, …)`.
 */
export function formatProblemGroup(g: ProblemGroup): string {
  if (g.count === 1 && g.lines.length === 1) {
    return formatProblem({ file: g.file, line: g.lines[0], field: g.field, reason: g.reason });
  }
  const field = g.field === "" ? "" : `${g.field}: `;
  return `${g.file}: ${field}${g.reason} (${groupWhere(g)})`;
}

/**
 * A Parquet file has rows, not lines (design §15): its places are said as "row N". The
 * readers number a Parquet row as a line is numbered, from 1, so only the word differs;
 * views tell such a file by its name, as Parquet files are named (`.parquet`).
 */
export function isRowFile(file: string): boolean {
  return /\.parquet$/i.test(file);
}

/** "line" for a text file, "row" for a Parquet file. */
export function lineWord(file: string): "line" | "row" {
  return isRowFile(file) ? "row" : "line";
}

/** Where in a file, as every view says it: `file:N`, or `file row N` in a Parquet file. */
export function whereIs(file: string, line: number | undefined): string {
  if (!isRowFile(file)) return `${file}:${line}`;
  return line !== undefined && line > 0 ? `${file} row ${line}` : file;
}

/** "412 rows; lines 3, 4, 7, …" (plain text; each view escapes it); rows of a Parquet file. */
export function groupWhere(g: ProblemGroup, num: (n: number) => string = String): string {
  const more = g.count > g.lines.length ? ", …" : "";
  const lines = g.lines.filter((l) => l > 0);
  const at = lines.length
    ? `; ${lineWord(g.file)}${lines.length > 1 || more ? "s" : ""} ${lines.join(", ")}${more}`
    : "";
  return `${num(g.count)} ${g.count === 1 ? "row" : "rows"}${at}`;
}

/**
 * `file:line: field: reason`, or `file:line: reason` when the whole line or file is at
 * fault; a Parquet file's `file row N: ...` (whereIs).
 */
export function formatProblem(p: Problem): string {
  const at = whereIs(p.file, p.line);
  return p.field === "" ? `${at}: ${p.reason}` : `${at}: ${p.field}: ${p.reason}`;
}

/**
 * Strings shown as they are in a reason: short ones, and ones that read as a number, a
 * boolean or a null ("0.5", "N/A", "true"). Nothing else of a string is shown: a reason
 * must not carry a file's content (a credentials file a PR points an input at), so a
 * longer string is described by its length only.
 */
const SHOWN_STRING =
  /^\s*(?:[-+]?(?:\d[\d_,]*\.?\d*|\.\d+)(?:[eE][-+]?\d+)?%?|true|false|yes|no|on|off|null|none|nil|nan|[-+]?inf(?:inity)?|n\/?a|)\s*$/i;

/** A short description of a JSON value's type, for "expected X, got Y" reasons. */
export function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "string") {
    if (v.length <= 4 || (v.length <= 32 && SHOWN_STRING.test(v)))
      return `the string ${JSON.stringify(v)}`;
    return `a string of ${v.length} characters`;
  }
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "object") return "an object";
  return typeof v;
}

/** What V8's JSON.parse messages mean, in our words; its own words are never shown. */
const JSON_FAULTS: readonly (readonly [RegExp, string])[] = [
  [/^Unexpected end of JSON input/, "the text ends before the JSON value does"],
  [/^Unterminated string/, "a string is not closed"],
  [/^Bad control character/, "a string holds a control character that must be escaped"],
  [/^Bad (?:escaped character|Unicode escape)/, "a string holds an escape JSON does not allow"],
  [/^Expected (?:double-quoted )?property name/, "expected a key in double quotes"],
  [/^Expected ':'/, "expected : after a key"],
  [/^Expected ',' or '}'/, "expected , or } after a value"],
  [/^Expected ',' or ']'/, "expected , or ] after a value"],
  [/^Unexpected non-whitespace character after JSON/, "more text after the JSON value"],
  [
    /^(?:No number after minus sign|Exponent part is missing|Unterminated fractional number)/,
    "a number is not complete",
  ],
  [/^Unexpected token/, "a character JSON does not allow here"],
];

/**
 * Why JSON.parse refused a text, in our words: the kind of fault, the column when V8 says
 * where, and the offending character only when it is JSON punctuation. V8's message quotes
 * the text (`Unexpected token 'a', "abc secret"... is not valid JSON`), and nothing of a
 * file's content may reach a report or a PR comment, so no part of it is passed on.
 */
export function jsonErrorReason(err: unknown): string {
  const msg = err instanceof Error ? err.message : "";
  const kind = JSON_FAULTS.find(([re]) => re.test(msg))?.[1];
  if (kind === undefined) return "not valid JSON";
  const ch = /^Unexpected token '([,:{}[\]])'/.exec(msg)?.[1];
  const pos = / at position (\d+)/.exec(msg)?.[1];
  const at = pos === undefined ? "" : ` (at character ${Number(pos) + 1})`;
  return `not valid JSON: ${kind}${ch === undefined ? "" : ` ('${ch}')`}${at}`;
}

/** A value from a row quoted in a reason: JSON-escaped and cut to `max` characters. */
export function quoted(s: string, max = 40): string {
  return JSON.stringify(s.length > max ? `${s.slice(0, max)}...` : s);
}
