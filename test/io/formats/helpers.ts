// Shared by the tool-reader tests: read a fixture as baseline rows, with messages as text.
import { readFileSync } from "node:fs";
import { formatProblem } from "../../../src/io/problems.js";
import { readEvalFile, readEvalRows, type ReadOptions } from "../../../src/io/read.js";
import type { Source } from "../../../src/io/source.js";

export const F = "fixtures/formats";
export const limits: ReadOptions = { maxLineBytes: 1 << 26, maxFileBytes: 2 ** 33, maxRows: 1e7 };

export async function rowsOf(src: Source, opts: Partial<ReadOptions> = {}) {
  const r = await readEvalRows(src, "baseline", { ...limits, ...opts });
  return { ...r, problems: r.summary.problems.map(formatProblem) };
}

export async function recordsOf(src: Source, opts: Partial<ReadOptions> = {}) {
  const r = await readEvalFile(src, "heldout", { ...limits, ...opts }, false);
  return { ...r, problems: r.summary.problems.map(formatProblem) };
}

export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Plain JSON.parse of each non-blank line: the recount the readers are checked against. */
export function jsonLines(path: string): Record<string, unknown>[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
