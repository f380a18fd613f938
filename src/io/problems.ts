// Collects the problems found in one file. A hostile file can hold millions of bad
// rows, so only the first ones are kept; the rest are counted and said to exist.
import type { Problem } from "./canonical.js";

export const DEFAULT_PROBLEM_LIMIT = 1000;

export class ProblemCollector {
  private readonly kept: Problem[] = [];
  private dropped = 0;

  constructor(
    readonly file: string,
    readonly limit: number = DEFAULT_PROBLEM_LIMIT,
  ) {}

  add(line: number, field: string, reason: string): void {
    if (this.kept.length < this.limit) this.kept.push({ file: this.file, line, field, reason });
    else this.dropped++;
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

/** Every problem found across files, including those past each file's cap. */
export function problemTotal(files: readonly { problem_count: number }[]): number {
  return files.reduce((n, f) => n + f.problem_count, 0);
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
