// Collects the problems found in one file. A hostile file can hold millions of bad
// rows, so only the first ones are kept; the rest are counted and said to exist.
// Problems are also counted by field and reason over the whole file, so a reader sees
// "412 rows: reward is missing" once instead of 412 identical lines.
import type { FileSummary, Problem, ProblemGroup } from "./canonical.js";

export const DEFAULT_PROBLEM_LIMIT = 1000;
/** Distinct (field, reason) groups kept per file; later new reasons share one group. */
export const GROUP_LIMIT = 200;
/** Line numbers a group keeps as examples. */
export const GROUP_LINES = 3;

export class ProblemCollector {
  private readonly kept: Problem[] = [];
  private dropped = 0;
  private readonly groups = new Map<string, ProblemGroup>();
  private other: ProblemGroup | null = null;

  constructor(
    readonly file: string,
    readonly limit: number = DEFAULT_PROBLEM_LIMIT,
  ) {}

  add(line: number, field: string, reason: string): void {
    if (this.kept.length < this.limit) this.kept.push({ file: this.file, line, field, reason });
    else this.dropped++;
    this.group(line, field, reason);
  }

  private group(line: number, field: string, reason: string): void {
    const key = `${field}\u0000${reason}`;
    let g = this.groups.get(key);
    if (!g) {
      if (this.groups.size < GROUP_LIMIT) {
        g = { file: this.file, field, reason, count: 0, lines: [] };
        this.groups.set(key, g);
      } else {
        g = this.other ??= {
          file: this.file,
          field: "",
          reason: `problems of ${GROUP_LIMIT}+ other kinds (report.json lists the first ${this.limit} problems)`,
          count: 0,
          lines: [],
        };
      }
    }
    g.count++;
    // Batches may report out of line order: keep the smallest lines seen.
    if (g.lines.length < GROUP_LINES || line < g.lines[GROUP_LINES - 1]) {
      g.lines.push(line);
      g.lines.sort((a, b) => a - b);
      if (g.lines.length > GROUP_LINES) g.lines.pop();
    }
  }

  /** Every problem grouped by field and reason, in order of each group's first line. */
  groupList(): ProblemGroup[] {
    const out = [...this.groups.values()].sort((a, b) => a.lines[0] - b.lines[0]);
    if (this.other) out.push(this.other);
    return out.map((g) => ({ ...g, lines: [...g.lines] }));
  }

  /** Every problem seen, kept or not. */
  get count(): number {
    return this.kept.length + this.dropped;
  }

  /** The kept problems, plus one closing problem that counts those not kept. */
  list(): Problem[] {
    // Found in batch order (a batch's JSON errors come before its rows' field errors);
    // read in line order. The sort is stable, so one line's problems keep their order.
    const sorted = [...this.kept].sort((a, b) => a.line - b.line);
    if (this.dropped === 0) return sorted;
    return [
      ...sorted,
      {
        file: this.file,
        line: 0,
        field: "",
        reason: `${this.dropped} more problem(s) in this file not listed (only the first ${this.limit} are kept)`,
      },
    ];
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

/** "412 rows; lines 3, 4, 7, …" (plain text; each view escapes it). */
export function groupWhere(g: ProblemGroup, num: (n: number) => string = String): string {
  const more = g.count > g.lines.length ? ", …" : "";
  const lines = g.lines.filter((l) => l > 0);
  const at = lines.length
    ? `; line${lines.length > 1 || more ? "s" : ""} ${lines.join(", ")}${more}`
    : "";
  return `${num(g.count)} ${g.count === 1 ? "row" : "rows"}${at}`;
}

/** `file:line: field: reason`, or `file:line: reason` when the whole line or file is at fault. */
export function formatProblem(p: Problem): string {
  return p.field === ""
    ? `${p.file}:${p.line}: ${p.reason}`
    : `${p.file}:${p.line}: ${p.field}: ${p.reason}`;
}

/** A short description of a JSON value's type, for "expected X, got Y" reasons. */
export function describeValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "string") {
    const s = v.length > 40 ? `${v.slice(0, 40)}...` : v;
    return `the string ${JSON.stringify(s)}`;
  }
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "object") return "an object";
  return typeof v;
}
