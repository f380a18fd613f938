// What every tool reader returns: one graded record per rollout, carrying what the
// held-out file needs too (prompt, answer, family), so `check` and `freeze` read a
// tool's file the same way.
import type { EvalRow } from "../canonical.js";
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import type { LeftOutTally } from "../left-out.js";
import { describeValue, type ProblemCollector } from "../problems.js";
import type { BfclScores } from "./bfcl-scores.js";

/** An EvalRow whose grade may be absent (freeze reads ungraded logs), plus the task's text. */
export type EvalRecord = Omit<EvalRow, "reward"> & {
  /** In [0, 1]; undefined when the tool logged no grade (said as a problem when one is wanted). */
  reward?: number;
  prompt?: string;
  answer?: string;
};

export interface FormatContext {
  problems: ProblemCollector;
  /** Which of the tool's scores is the reward (the `metric` input); "" = the tool's primary one. */
  metric: string;
  /** Notes for the report: facts about the file that are not problems. */
  notes: string[];
  /** Grades are wanted (check); freeze reads task ids and prompts from ungraded logs too. */
  needReward: boolean;
  /** A side's BFCL score files, read before the result files they grade (formats/bfcl.ts). */
  bfcl?: BfclScores;
  /** What the reader read but did not use (bookkeeping lines, null values), per reason. */
  leftOut: LeftOutTally;
}

/** A per-file reader of one tool's rows. */
export interface FormatReader {
  row(r: JsonRow): EvalRecord[];
  /** After the last row; `header` is a document's data outside its rows (or a zip's top entries). */
  finish(header: Record<string, unknown> | null): EvalRecord[];
}

export function newMarkers(): Record<string, number> {
  // No prototype: a marker named "__proto__" is kept like any other name.
  return Object.create(null) as Record<string, number>;
}

export function str(v: unknown): string | undefined {
  return typeof v === "string" && v !== "" ? v : undefined;
}

/** An id as text: strings as they are, finite numbers (0 included) in decimal. */
export function idText(v: unknown): string | undefined {
  if (typeof v === "string" && v !== "") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/** A number, or a boolean as 1/0; undefined for anything else. */
export function numeric(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  return undefined;
}

/** Checks a reward is in [0, 1]; reports and returns undefined when not. */
export function checkedReward(
  v: unknown,
  field: string,
  line: number,
  ctx: FormatContext,
): number | undefined {
  const n = numeric(v);
  if (n === undefined) {
    ctx.problems.add(
      line,
      field,
      `expected 0/1, true/false or a number in [0, 1], got ${describeValue(v)}`,
    );
    return undefined;
  }
  if (n < 0 || n > 1) {
    ctx.problems.add(line, field, `must be 0/1 or within [0, 1], got ${n}`);
    return undefined;
  }
  return n;
}

/**
 * One of a tool row's scores as a marker: a number (a boolean as 1/0) is kept, null is
 * "not measured" (counted as left out, docs/design.md §12), and anything else is a
 * problem on its field, since dropping it would change the marker's mean unseen (issue
 * 22). `value` maps the tool's own words for a grade (Inspect's C/I/P/N); false after a problem.
 */
export function takeMarker(
  out: EvalRecord,
  name: string,
  v: unknown,
  field: string,
  line: number,
  ctx: FormatContext,
  value: (v: unknown) => number | string = markerNumber,
  where = "",
): boolean {
  if (v === null || v === undefined) {
    ctx.leftOut.add("values", field, "null: not measured on this row", line);
    return true;
  }
  const n = value(v);
  if (typeof n === "number") {
    out.markers[name] = n;
    return true;
  }
  ctx.problems.add(line, field, `${where}${n}`);
  return false;
}

/** A number, or a boolean as 1/0, or why the value is neither. */
function markerNumber(v: unknown): number | string {
  return numeric(v) ?? `expected a number or true/false, got ${describeValue(v)}`;
}

/** Message content as text: a string, or the text parts of a content list. */
export function contentText(c: unknown): string | undefined {
  if (typeof c === "string") return c;
  if (!Array.isArray(c)) return undefined;
  const out: string[] = [];
  for (const p of c) {
    if (typeof p === "string") out.push(p);
    else if (isRecord(p) && typeof p.text === "string") out.push(p.text);
  }
  return out.join("\n");
}

/** A prompt given as text or as a message list: the non-assistant contents joined. */
export function promptOf(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (!Array.isArray(v)) return undefined;
  const out: string[] = [];
  for (const m of v) {
    if (!isRecord(m) || m.role === "assistant") continue;
    const t = contentText(m.content);
    if (t !== undefined && t !== "") out.push(t);
  }
  return out.length > 0 ? out.join("\n") : undefined;
}

/** Up to 12 of a row's keys, for "this row has keys: ..." messages. */
export function keysOf(v: Record<string, unknown>): string {
  const keys = Object.keys(v);
  const shown = keys.slice(0, 12).join(", ");
  return keys.length === 0 ? "none" : keys.length > 12 ? `${shown}, ...` : shown;
}
