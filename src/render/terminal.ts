// The terminal view of a Report: plain text, no colour, same facts as the markdown.
import type { Report } from "../report.js";
import { formatModelCheckTerminal } from "./model-terminal.js";
import { formatDataCheckTerminal } from "./gates-terminal.js";
import { allProblemGroups, formatProblemGroup, problemTotal } from "../io/problems.js";
import { terminalLine, terminalText } from "./escape.js";
import { formatLeftOut } from "../io/left-out.js";
import { verdictOf } from "../report/verdict-word.js";

/** Problem groups listed; each is one kind of problem with its count and first lines. */
const MAX_PROBLEM_GROUPS = 20;
/** Kinds of left-out rows or values listed under each file. */
const MAX_LEFT_OUT = 10;

/**
 * Every string from the inputs is untrusted here too: a CLI step inside a workflow prints
 * to the step log, where a line starting `::error::` is a command. Names are capped where
 * they are printed, and every finished line goes through terminalLine, so no data can add
 * a line, start one, or carry escape sequences.
 */
export function renderTerminal(report: Report): string[] {
  return buildLines(report).map(terminalLine);
}

function buildLines(report: Report): string[] {
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
      `  ${f.role.padEnd(9)} ${terminalText(f.path, 300)}  ${terminalText(f.shape, 40)}, ${f.rows} rows${extra.length ? ", " + extra.join(", ") : ""}  sha256 ${f.sha256.slice(0, 12)}`,
    );
    const left = f.left_out ?? [];
    for (const k of left.slice(0, MAX_LEFT_OUT))
      out.push(`    left out: ${terminalText(formatLeftOut(k, f.path), 600)}`);
    if (left.length > MAX_LEFT_OUT)
      out.push(`    left out: ${left.length - MAX_LEFT_OUT} more kinds (report.json lists them)`);
  }
  if (report.heldout?.note) out.push(`  held-out: ${terminalText(report.heldout.note, 600)}`);
  for (const n of report.notes) out.push(`  note: ${terminalText(n, 600)}`);
  const groups = allProblemGroups(report.inputs);
  if (groups.length > 0) {
    const total = problemTotal(report.inputs);
    const listed = groups.slice(0, MAX_PROBLEM_GROUPS);
    out.push("");
    out.push(`problems (${total}, ${groups.length} ${groups.length === 1 ? "kind" : "kinds"})`);
    for (const g of listed) out.push(`  ${terminalText(formatProblemGroup(g), 600)}`);
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
    out.push(verdictOf(report) === "error" ? "why it stopped:" : "why it failed:");
    for (const r of report.decision.reasons) out.push(`  - ${terminalText(r, 1000)}`);
  }
  if (report.decision.gaps.length > 0)
    out.push(`evidence gaps: ${terminalText(report.decision.gaps.join("; "), 1000)}`);
  out.push(`verdict: ${verdictOf(report).toUpperCase()}`);
  return out;
}
