// Plain-words glosses for what a newcomer may not know (design §6): one line under the
// target's sentence for its units and for "unproven", and a Terms section for the jargon
// of the tables, each term only when the report uses it. Our own words; the SDK's names
// stay as they are in the tables.
import type { Report } from "../report.js";
import { level, num } from "./format.js";

/** The sentence's unit for a target in [0, 1]: shares times this. */
const POINTS = 100;

/**
 * One line under the target's sentence, or "": what "unproven" means here, and how its
 * points map to the table's shares.
 */
export function targetGloss(report: Report): string {
  const m = report.model;
  if (!m || !m.sentence) return "";
  const parts: string[] = [];
  if (m.sentence.startsWith("unproven:")) {
    parts.push(
      "Unproven: the target moved, but the win has evidence gaps (in parentheses), which fail a run only under `require-proof: true`.",
    );
  }
  const t = m.metrics.find((x) => x.metric === m.target);
  if (m.sentence.includes(" points") && t && t.noise_band !== null) {
    parts.push(
      `Points are shares × ${POINTS}: the table's noise band ±${num(t.noise_band)} is ${num(t.noise_band * POINTS, 2)} points.`,
    );
  }
  return parts.length === 0 ? "" : `<sub>${parts.join(" ")}</sub>`;
}

function terms(report: Report): string[] {
  const m = report.model;
  if (!m) return [];
  const out = [
    `**${level(report.settings.confidence)} CI**: the interval of the change, from task-to-task differences and run-to-run drift; one that excludes 0 is a change the data supports.`,
  ];
  if (m.metrics.some((x) => x.noise_band !== null)) {
    out.push(
      "**noise band** (±; the sentence's noise floor): the change re-running the same model can make on its own; a change inside it is not a result.",
    );
  }
  if (m.metrics.some((x) => x.p_holm !== null)) {
    out.push(
      "**Holm**: a guard's one-sided p-value adjusted for checking every guard at once (Holm's step-down), so no guard fails by luck.",
    );
  }
  if (m.family_error !== null) {
    out.push(
      "**family error bound**: the chance that at least one of the metrics clears zero by luck alone, were they independent (1 − level^metrics); the Holm p-values correct for it.",
    );
  }
  out.push(
    "**run_std**: the spread of one side's run means from re-run to re-run (the SDK's name).",
    "**pass@k / pass^k**: the chance that at least one / all k of a task's rollouts pass.",
  );
  return out;
}

/** A detail section's shape (sections.ts's Section; not imported, which would be a cycle). */
interface TermsSection {
  title: string;
  lines: string[];
  omitted: boolean;
}

/** The Terms section, or null without a model check. */
export function glossarySection(report: Report): TermsSection | null {
  const lines = terms(report).map((t) => `- ${t}`);
  return lines.length === 0 ? null : { title: "Terms", lines, omitted: false };
}
