// The ledger in the comment (docs/design.md §16): this attempt's level in one line, and the
// merged rounds of the test version as a table, with a mermaid line when there are few.
// Only formats report fields: the numbers are the engine's.
import type { ModelCheck, Report } from "../report.js";
import type { TrendRound } from "../ledger/summary.js";
import { levelText } from "../ledger/attempts.js";
import { shortVersion } from "../ledger/test-version.js";
import { codeSpan, escapeCell, escapeInline } from "./escape.js";
import { interval, num, signed } from "./format.js";

/** "attempt 6 on test t-3f2a…: this attempt needs p ≤ 0.00084; a fresh test would detect …". */
export function attemptLine(model: ModelCheck): string | null {
  const a = model.attempt;
  if (!a) return null;
  const again = a.repeat ? " (this candidate again: the same attempt)" : "";
  const p = a.p === null ? "not measured" : levelText(a.p);
  const fresh = a.detectable_fresh === null ? "no effect up to 1" : num(a.detectable_fresh);
  const now = a.detectable_now === null ? "no effect up to 1" : num(a.detectable_now);
  return (
    `Attempt ${a.number} on test ${codeSpan(shortVersion(a.test_version))}${again}: this attempt needs ` +
    `p ≤ ${levelText(a.alpha_j)} (p here ${p}, ${a.passed ? "cleared" : "not cleared"}); ` +
    `a fresh test would detect ${fresh}, this one now detects ${now}`
  );
}

/**
 * "Was PASS at `abc1234` (attempt 3), now FAIL": this push against the PR's earlier one on
 * the ledger, shown only when the verdict changed (design §16).
 */
export function pushLine(report: Report): string | null {
  const prev = report.ledger?.previous_push;
  if (!prev) return null;
  const now = report.decision.verdict ?? (report.decision.pass ? "pass" : "fail");
  if (prev.verdict === now) return null;
  const word = (v: string) => escapeInline(v.toUpperCase(), 10);
  const head =
    prev.head !== null && /^[0-9a-f]{7,64}$/.test(prev.head)
      ? ` at ${codeSpan(prev.head.slice(0, 7))}`
      : "";
  return `**Was ${word(prev.verdict)}${head} (attempt ${prev.attempt}), now ${word(now)}** (this PR's earlier push, from the ledger)`;
}

/** Most merged rounds the chart draws; the table still lists them all (capped by the report). */
const CHART_MAX = 30;

/** One merged round as a table row. */
function roundRow(r: TrendRound): string {
  return (
    `| ${r.round} | ${r.pr === null ? "" : `#${r.pr}`} | ${num(r.mean)} | ${signed(r.delta)} | ${interval(r.ci)} | ` +
    `${r.alpha_j === null ? "off" : levelText(r.alpha_j)} | ${escapeCell(r.verdict, 10)} |`
  );
}

/**
 * The merged rounds of this test version: a table (round, PR, delta, CI, α spent, verdict),
 * after the last rounds of the series it follows and a break where the test version changed
 * (the two tests' figures are not on one scale). The chart draws this test's rounds only.
 */
export function trendLines(report: Report): string[] {
  const l = report.ledger;
  const before = l?.before && l.before.trend.length > 0 ? l.before : null;
  if (!l || (l.trend.length === 0 && before === null)) return [];
  const lines = [
    `**Rounds on test ${codeSpan(shortVersion(l.test_version))}**: ${l.rounds} merged, ${l.attempts} attempts in ${codeSpan(l.path, { max: 120 })}`,
    "",
    "| round | PR | served after | delta | CI | α spent | verdict |",
    "|---|---|---|---|---|---|---|",
  ];
  if (before !== null) {
    lines.push(
      `| | test ${codeSpan(shortVersion(before.test_version))}, ${before.rounds} merged | | | | | |`,
    );
    for (const r of before.trend) lines.push(roundRow(r));
    lines.push(
      `| ⋯ | **new test ${codeSpan(shortVersion(l.test_version))}**: the trend breaks here | | | | | |`,
    );
    if (l.trend.length === 0) lines.push("| | no merged round on this test yet | | | | | |");
  }
  for (const r of l.trend) lines.push(roundRow(r));
  const points = l.trend.filter((r) => r.mean !== null);
  if (points.length >= 2 && points.length <= CHART_MAX) {
    lines.push(
      "",
      "```mermaid",
      "xychart-beta",
      `  title "served target per merged round${before === null ? "" : `, test ${l.test_version.slice(0, 14).replace(/[^0-9a-z-]/g, "")} only`}"`,
      `  x-axis [${points.map((r) => r.round).join(", ")}]`,
      `  line [${points.map((r) => (r.mean as number).toFixed(4)).join(", ")}]`,
      "```",
    );
  }
  return lines;
}
