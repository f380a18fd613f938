// A report's verdict in one word, for every view and output (docs/design.md §5): a run that
// stopped is an error, never a fail, whatever its decision's pass says.
import type { Report } from "../report.js";

export type Verdict = "pass" | "fail" | "error";

export function verdictOf(report: Pick<Report, "decision" | "stopped">): Verdict {
  if (report.stopped !== undefined || report.decision.verdict === "error") return "error";
  return report.decision.pass ? "pass" : "fail";
}

/** The word a headline starts with; views strip it before printing their own. */
export const HEADLINE_WORD = /^\s*(PASS|FAIL|ERROR)\s*:\s*/i;
