// A gate's figures as markdown. Each gate's figures have a type of their own
// (report/figures.ts), but this view walks them generically (numbers, strings, small
// objects, lists of per-marker records), so a new figure shows with no code here: scalars
// go in one name/value table and each list of records gets a table of its own. Walks are
// bounded: a huge figure cannot blow up a view.
import { escapeCell } from "./escape.js";
import { count, num, plural } from "./format.js";
import type { Built } from "./head.js";

const MAX_COLUMNS = 8;
const INLINE_ITEMS = 8;

type Row = Record<string, unknown>;

function isRecord(v: unknown): v is Row {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A list of records: shown as a table rather than squeezed into one cell. */
function isRecordList(v: unknown): v is Row[] {
  return Array.isArray(v) && v.length > 0 && v.every(isRecord) && Object.keys(v[0]!).length > 0;
}

/** One value as a table cell, walking at most two levels of nesting. */
export function figureValue(v: unknown, depth = 0): string {
  if (v === null || v === undefined) return "n/a";
  if (typeof v === "number") return Number.isInteger(v) ? count(v) : num(v, 4);
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (typeof v === "string") return v === "" ? "(empty)" : escapeCell(v, 120);
  if (depth >= 2) return "…";
  if (Array.isArray(v)) {
    if (v.length === 0) return "none";
    const items = v.slice(0, INLINE_ITEMS).map((x) => figureValue(x, depth + 1));
    return items.join(", ") + (v.length > INLINE_ITEMS ? `, … (${count(v.length)} in all)` : "");
  }
  if (isRecord(v)) {
    const entries = Object.entries(v);
    if (entries.length === 0) return "none";
    const items = entries
      .slice(0, INLINE_ITEMS)
      .map(([k, x]) => `${escapeCell(k, 40)}: ${figureValue(x, depth + 1)}`);
    return items.join("; ") + (entries.length > INLINE_ITEMS ? "; …" : "");
  }
  return escapeCell(String(v), 60);
}

function recordTable(name: string, rows: Row[], maxRows: number): Built {
  const columns: string[] = [];
  for (const r of rows.slice(0, maxRows)) {
    for (const k of Object.keys(r)) {
      if (columns.length >= MAX_COLUMNS) break;
      if (!columns.includes(k)) columns.push(k);
    }
  }
  const lines = [
    `${escapeCell(name, 60)}:`,
    "",
    `| ${columns.map((c) => escapeCell(c, 40)).join(" | ")} |`,
    `|${columns.map(() => "---|").join("")}`,
  ];
  for (const r of rows.slice(0, maxRows)) {
    lines.push(`| ${columns.map((c) => figureValue(r[c], 1)).join(" | ")} |`);
  }
  const omitted = rows.length > maxRows;
  if (omitted) lines.push("", `… and ${plural(rows.length - maxRows, "more row")} in report.json.`);
  return { lines, omitted };
}

/** The figures of one gate: a name/value table, then one table per list of records. */
export function figureTables(figures: Record<string, unknown>, maxRows: number): Built {
  const entries = Object.entries(figures);
  if (entries.length === 0) return { lines: [], omitted: false };
  const scalars = entries.filter(([, v]) => !isRecordList(v));
  const lists = entries.filter(([, v]) => isRecordList(v)) as [string, Row[]][];
  const lines: string[] = [];
  let omitted = false;
  if (scalars.length > 0) {
    lines.push("| figure | value |", "|---|---|");
    for (const [k, v] of scalars.slice(0, maxRows)) {
      lines.push(`| ${escapeCell(k, 60)} | ${figureValue(v)} |`);
    }
    if (scalars.length > maxRows) {
      lines.push("", `… and ${plural(scalars.length - maxRows, "more figure")} in report.json.`);
      omitted = true;
    }
  }
  for (const [k, rows] of lists.slice(0, maxRows)) {
    const t = recordTable(k, rows, maxRows);
    lines.push("", ...t.lines);
    omitted ||= t.omitted;
  }
  if (lists.length > maxRows) omitted = true;
  return { lines, omitted };
}
