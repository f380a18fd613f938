// The judge section of the comment and the terminal: what the labels measured, per
// criterion, the gaming test, the corrected delta and the first disagreements to review.
// Every figure is the report's (stats/judge-report.ts); this only formats it.
import type { JudgeCriterion, JudgeTrust } from "../report.js";
import { whereIs } from "../io/problems.js";
import { codeSpan, escapeCell, escapeInline, terminalText } from "./escape.js";
import { count, interval, level, num, plural, pValue, range, signed } from "./format.js";
import type { Built, Limits } from "./head.js";

/** A detail section (as sections.ts builds them; declared here so the two do not import each other). */
type Section = Built & { title: string };

const rate = (x: number | null, n: number) => (x === null ? "n/a" : `${num(x)} of ${count(n)}`);

function criterionRow(c: JudgeCriterion): string {
  const more =
    c.label_more === null
      ? "more labels will not lift it"
      : c.label_more === 0
        ? "met"
        : `label about ${count(c.label_more)} more`;
  return (
    `| ${codeSpan(c.criterion, { table: true, max: 80 })} | ${count(c.n)} | ${num(c.agreement)} ${range(c.agreement_ci)} | ` +
    `${num(c.kappa)} ${range(c.kappa_ci)} | ${num(c.sensitivity)} ${range(c.sensitivity_ci)} | ` +
    `${num(c.specificity)} ${range(c.specificity_ci)} | ${num(c.human_alpha)} | ${c.ok ? "yes" : "no"}; ${more} |`
  );
}

function gamingLine(c: JudgeCriterion): string | null {
  const g = c.gaming;
  if (g === null) return null;
  const a = c.arms;
  return (
    `- ${codeSpan(c.criterion, { max: 80 })} false passes (judge pass, label fail): baseline ` +
    `${rate(a.baseline.false_pass_rate, a.baseline.gold_fails)}, candidate ${rate(a.candidate.false_pass_rate, a.candidate.gold_fails)}; ` +
    `difference ${signed(g.diff)}, one-sided p ${pValue(g.p_value)} (Holm ${pValue(g.p_holm)})` +
    (g.flagged ? ": **the candidate may be exploiting the judge**" : "")
  );
}

/** The judge section, or null without a labels file. */
export function judgeSection(
  j: JudgeTrust | null | undefined,
  confidence: number,
  limits: Limits,
): Section | null {
  if (!j) return null;
  const f = j.floors;
  const lines: string[] = [
    `Labels ${codeSpan(j.labels, { max: 120 })}: ${plural(j.n_labels, "label")}, ${count(j.matched)} matched to a graded row` +
      (j.judge_version.length > 0
        ? `, judge ${j.judge_version.map((v) => codeSpan(v, { max: 60 })).join(", ")}`
        : "") +
      `. Floors: Wilson lower bound ≥ ${num(f.min_agreement, 2)}, kappa ≥ ${num(f.min_kappa, 2)}, at least ${plural(f.min_n, "labelled row")}.`,
    "",
  ];
  if (j.criteria.length > 0) {
    lines.push(
      `| criterion | n | agreement (${level(confidence)}) | kappa | sensitivity | specificity | people's alpha | floors |`,
      "|---|---|---|---|---|---|---|---|",
      ...j.criteria.slice(0, limits.tableRows).map(criterionRow),
      "",
    );
  }
  for (const c of j.criteria) {
    const g = gamingLine(c);
    if (g !== null) lines.push(g);
  }
  const k = j.correction;
  if (k) {
    lines.push(
      `- ${codeSpan(k.metric, { max: 80 })} corrected for the judge's errors (÷ ${num(k.youden)}): ${signed(k.delta)} ` +
        `${interval(k.ci)}, p ${pValue(k.p_value)}${k.decides ? (k.blocks ? ": it decides, and **does not clear zero**" : ": it decides, and clears zero") : ""}`,
    );
  }
  for (const n of j.notes.slice(0, limits.listItems)) lines.push(`- ${escapeInline(n, 400)}`);
  const shown = j.review.slice(0, limits.listItems);
  if (shown.length > 0) {
    lines.push("", `To review (${count(j.review_total)} disagreement(s), false passes first):`, "");
    lines.push(
      "| kind | arm | criterion | task | where | judge | label |",
      "|---|---|---|---|---|---|---|",
    );
    for (const r of shown) {
      lines.push(
        `| ${r.kind.replace("_", " ")} | ${r.arm} | ${codeSpan(r.criterion, { table: true, max: 60 })} | ${escapeCell(r.task, 60)} | ` +
          `${codeSpan(whereIs(r.file, r.line), { table: true, max: 120 })} | ${num(r.judge, 2)} | ${num(r.label, 2)} |`,
      );
    }
  }
  const omitted =
    j.criteria.length > limits.tableRows ||
    j.review_total > shown.length ||
    j.notes.length > limits.listItems;
  return {
    title: `Judge trust (${plural(j.criteria.length, "criterion", "criteria")})${j.gamed ? ", gamed" : ""}`,
    lines,
    omitted,
  };
}

/** The terminal lines of the judge section. */
export function judgeTerminal(j: JudgeTrust | null | undefined): string[] {
  if (!j) return [];
  const t = (s: string, max = 200) => terminalText(s, max);
  const out = [`  judge labels ${t(j.labels)}: ${j.n_labels} read, ${j.matched} matched`];
  for (const c of j.criteria) {
    out.push(
      `    ${t(c.criterion)}: n ${c.n}, agreement ${num(c.agreement)} ${range(c.agreement_ci)}, kappa ${num(c.kappa)} ${range(c.kappa_ci)}, ` +
        `sensitivity ${num(c.sensitivity)}, specificity ${num(c.specificity)}` +
        (c.label_more ? `, label about ${c.label_more} more` : "") +
        (c.gaming?.flagged ? "; CANDIDATE MAY BE EXPLOITING THE JUDGE" : ""),
    );
  }
  const k = j.correction;
  if (k)
    out.push(
      `    corrected ${t(k.metric)}: ${signed(k.delta)} ${interval(k.ci)}${k.decides ? (k.blocks ? " (decides: does not clear zero)" : " (decides)") : ""}`,
    );
  for (const n of j.notes) out.push(`    note: ${t(n, 400)}`);
  return out;
}
