// The binding in the report (docs/design.md §13): where the rule was read, which inputs
// tightened it, what the PR's own copy of the policy proposes, and whether the PR changes
// the baseline set or the gate's own workflow. What the PR changes is said first in the
// headline, so the comment's first line names it; a change the policy does not allow fails
// the run. Pure.
import type { Report } from "../report.js";
import { HEADLINE_WORD } from "../report/verdict-word.js";
import { proposalLine, type Guarded } from "./guard.js";

export type Binding = NonNullable<Report["binding"]>;
export type BaselineBinding = NonNullable<Binding["baseline"]>;
export type WorkflowBinding = NonNullable<Binding["workflow"]>;

export function bindingOf(g: Guarded): Binding {
  const { proposal } = g;
  return {
    policy: {
      source: g.policy.source,
      path: g.policy.path,
      commit: g.policy.commit,
      tightened: g.policy.tightened,
    },
    proposal:
      proposal === null
        ? null
        : {
            status: proposal.status,
            loosens: proposal.loosens,
            tightens: proposal.tightens,
            ...(proposal.note === undefined ? {} : { note: proposal.note }),
          },
  };
}

/** Where the rule came from, in words (a note of the report). */
export function ruleNote(b: Binding): string {
  const p = b.policy;
  const tightened =
    p.tightened.length === 0 ? "" : `; tightened by the inputs: ${p.tightened.join(", ")}`;
  if (p.source === "none") {
    return `no ${p.path}${p.commit === null ? "" : ` at the base commit ${p.commit.slice(0, 12)}`}: the inputs are the rule, and on pull_request the PR can change them`;
  }
  const at = p.source === "base" ? ` at the base commit ${(p.commit ?? "").slice(0, 12)}` : "";
  return `decided under the policy ${p.path}${at}${tightened}`;
}

const names = (xs: string[]): string =>
  xs.length <= 3 ? xs.join(", ") : `${xs.slice(0, 3).join(", ")} and ${xs.length - 3} more`;

/** "adds a; edits b" — what the PR does to the baseline set; "" when nothing. */
export function baselineChangeText(c: BaselineBinding): string {
  const parts: string[] = [];
  if (c.added.length > 0) parts.push(`adds ${names(c.added)}`);
  if (c.removed.length > 0) parts.push(`removes ${names(c.removed)}`);
  if (c.changed.length > 0) parts.push(`edits ${names(c.changed)}`);
  return parts.join("; ");
}

const allowedBy = (allowed: boolean, field: string): string =>
  allowed ? ` (allowed by ${field})` : "";

/** What the PR changes in the rule and the yardstick, for the start of the headline. */
export function bindingNotices(b: Binding): string[] {
  const out: string[] = [];
  const line = proposalLine(b.proposal);
  if (line !== null) out.push(line);
  const w = b.workflow;
  if (w && w.changed === true) {
    out.push(
      `this PR edits the gate's workflow ${w.path}${allowedBy(w.allowed, "allow-workflow-change")}`,
    );
  }
  const c = b.baseline;
  const text = c ? baselineChangeText(c) : "";
  if (c && text !== "") {
    out.push(
      `this PR changes the baseline files: ${text}${allowedBy(c.allowed, "allow-baseline-change")}`,
    );
  }
  return out;
}

/** The failures the binding adds: changes of the yardstick the policy does not allow. */
export function bindingReasons(b: Binding): string[] {
  const out: string[] = [];
  const w = b.workflow;
  if (w && w.changed === true && !w.allowed) {
    out.push(
      `this PR edits the gate's workflow ${w.path}, which the policy does not allow (allow-workflow-change): the job that judged it is not the base commit's`,
    );
  }
  const c = b.baseline;
  const text = c ? baselineChangeText(c) : "";
  if (c && text !== "" && !c.allowed) {
    out.push(
      `not comparable: this PR changes the baseline files (${text}), which the policy does not allow (allow-baseline-change)`,
    );
  }
  return out;
}

/**
 * The report with its binding: the section, the rule's note, the notices at the start of the
 * headline (after its PASS/FAIL word), and a FAIL for a change the policy does not allow. A
 * stopped run keeps its decision: nothing was judged.
 */
export function bindReport(report: Report, b: Binding): Report {
  const notes = [ruleNote(b), ...report.notes];
  if (b.workflow && b.workflow.changed !== true) notes.push(b.workflow.note);
  const out: Report = { ...report, notes, binding: b };
  if (report.stopped !== undefined) return out;
  const d = report.decision;
  const reasons = [...d.reasons, ...bindingReasons(b)];
  const pass = d.pass && reasons.length === d.reasons.length;
  const word = HEADLINE_WORD.exec(d.headline)?.[0] ?? "";
  const rest = d.headline.slice(word.length);
  const notices = bindingNotices(b);
  let headline = `${word}${[...notices, rest].join(" · ")}`;
  // The word may follow a held-out notice ("held-out test CHANGED ... | PASS: ...").
  if (d.pass && !pass) headline = headline.replace(/\bPASS(\s*:)/, "FAIL$1");
  out.decision = {
    ...d,
    pass,
    verdict: pass ? "pass" : "fail",
    conclusion: pass ? "success" : "failure",
    headline,
    reasons,
  };
  return out;
}
