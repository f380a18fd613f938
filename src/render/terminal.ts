// The terminal view of a Report: plain text, no colour, same facts as the markdown.
import type { Report } from "../report.js";
import { formatModelCheckTerminal } from "./model-terminal.js";
import { formatDataCheckTerminal } from "./gates-terminal.js";
import { allProblemGroups, formatProblemGroup, problemTotal } from "../io/problems.js";

/** Problem groups listed; each is one kind of problem with its count and first lines. */
const MAX_PROBLEM_GROUPS = 20;

export function renderTerminal(report: Report): string[] {
  const out: string[] = [];
  out.push(report.decision.headline);
  out.push("");
  out.push("inputs");
  for (const f of report.inputs) {
    const extra = [
      f.tasks !== undefined ? `${f.tasks} tasks` : "",
      f.runs && f.runs.length > 0 ? `${f.runs.length} runs` : "",
      f.problem_count > 0 ? `${f.problem_count} problems` : "",
    ].filter(Boolean);
    out.push(
      `  ${f.role.padEnd(9)} ${f.path}  ${f.shape}, ${f.rows} rows${extra.length ? ", " + extra.join(", ") : ""}  sha256 ${f.sha256.slice(0, 12)}`,
    );
  }
  if (report.heldout?.note) out.push(`  held-out: ${report.heldout.note}`);
  for (const n of report.notes) out.push(`  note: ${n}`);
  const groups = allProblemGroups(report.inputs);
  if (groups.length > 0) {
    const total = problemTotal(report.inputs);
    const listed = groups.slice(0, MAX_PROBLEM_GROUPS);
    out.push("");
    out.push(`problems (${total}, ${groups.length} ${groups.length === 1 ? "kind" : "kinds"})`);
    for (const g of listed) out.push(`  ${formatProblemGroup(g)}`);
    if (groups.length > listed.length) {
      out.push(
        `  ... and ${groups.length - listed.length} more kinds (report.json lists the problems)`,
      );
    }
  }
  if (report.model) {
    out.push("");
    out.push(...formatModelCheckTerminal(report.model));
  }
  for (const d of report.data) {
    out.push("");
    out.push(...formatDataCheckTerminal(d));
  }
  out.push("");
  const s = report.settings;
  out.push(
    `settings: seed ${s.seed}, rng ${s.rng}, ${s.resamples} resamples, ${Math.round(s.confidence * 100)}% intervals`,
  );
  if (report.decision.reasons.length > 0) {
    out.push("why it failed:");
    for (const r of report.decision.reasons) out.push(`  - ${r}`);
  }
  if (report.decision.gaps.length > 0)
    out.push(`evidence gaps: ${report.decision.gaps.join("; ")}`);
  out.push(report.decision.pass ? "verdict: PASS" : "verdict: FAIL");
  return out;
}
