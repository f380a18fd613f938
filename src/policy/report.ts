// The binding in the report (docs/design.md §13): where the rule was read, which inputs
// tightened it, and what the PR's own copy of the policy proposes. What the PR changes in
// the rule is said first in the headline, so the comment's first line names it. Pure.
import type { Report } from "../report.js";
import { HEADLINE_WORD } from "../report/verdict-word.js";
import { proposalLine, type Guarded } from "./guard.js";

export type Binding = NonNullable<Report["binding"]>;

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

/** What the PR changes in the rule, for the start of the headline (empty: nothing). */
export function bindingNotices(b: Binding): string[] {
  const line = proposalLine(b.proposal);
  return line === null ? [] : [line];
}

/**
 * The report with its binding: the section, the note, and the notices at the start of the
 * headline (after its PASS/FAIL word). A stopped run's headline keeps its own first words.
 */
export function bindReport(report: Report, b: Binding): Report {
  const notices = bindingNotices(b);
  const d = report.decision;
  let headline = d.headline;
  if (notices.length > 0 && report.stopped === undefined) {
    const word = HEADLINE_WORD.exec(headline)?.[0] ?? "";
    headline = `${word}${[...notices, headline.slice(word.length)].join(" · ")}`;
  }
  return {
    ...report,
    notes: [ruleNote(b), ...report.notes],
    decision: { ...d, headline },
    binding: b,
  };
}
