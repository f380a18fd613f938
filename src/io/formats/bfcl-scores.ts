// The BFCL score files of one side, waiting for the result files they grade
// (formats/bfcl.ts). Kept apart from the readers so FormatContext can name it.
import { dirname } from "node:path";
import type { ProblemCollector } from "../problems.js";

/**
 * What pairs a score file with its result file: the folder, with BFCL's `result` and
 * `score` trees made one, and the category. `result/gpt/BFCL_v4_x_result.json` and
 * `score/gpt/BFCL_v4_x_score.json` share it.
 */
export function pairKey(path: string, category: string): string {
  const dir = dirname(path)
    .split("/")
    .map((s) => (s === "result" || s === "score" ? "*" : s))
    .join("/");
  return `${dir}/${category}`;
}

/** One score file as read: its failures by id, and its summary line. */
export interface BfclScore {
  file: string;
  category: string;
  key: string;
  problems: ProblemCollector;
  summary: { line: number; correct: number; total: number } | null;
  failures: Map<string, { line: number; prompt?: string }>;
  claimed: boolean;
}

/** The score files of one side (or one freeze), waiting for their result files. */
export class BfclScores {
  readonly scores: BfclScore[] = [];

  add(s: BfclScore): void {
    this.scores.push(s);
  }

  /** The score file of a result file: same folder and category, else the one unclaimed of its category. */
  claim(resultPath: string, category: string): BfclScore | null {
    const open = this.scores.filter((s) => !s.claimed && s.category === category);
    const key = pairKey(resultPath, category);
    const exact = open.filter((s) => s.key === key);
    const got = exact.length === 1 ? exact[0] : open.length === 1 ? open[0] : undefined;
    if (got === undefined) return null;
    got.claimed = true;
    return got;
  }

  /** Says, on each score file no result file claimed, why it cannot be read alone. */
  refuseUnclaimed(): BfclScore[] {
    const alone = this.scores.filter((s) => !s.claimed);
    for (const s of alone) s.problems.add(0, "", aloneMessage(s));
    return alone;
  }
}

export function aloneMessage(s: BfclScore): string {
  const name =
    s.category === "" ? "BFCL_v4_<category>_result.json" : `BFCL_v4_${s.category}_result.json`;
  return (
    `a BFCL score file lists only the failed tests (${s.failures.size} here), so it cannot ` +
    `grade alone: give the result file it scores (${name}) in the same input`
  );
}
