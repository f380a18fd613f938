// Plain-text view of a data check for the terminal. It formats the numbers the
// gates already computed and computes none of its own.
import type { DataCheck, GateResult, PairStyleMarker, SftStyleMarker } from "../report.js";
import { whereIs } from "../io/problems.js";
import { terminalText } from "./escape.js";

const MARK: Record<GateResult["status"], string> = {
  pass: "ok  ",
  warn: "warn",
  fail: "FAIL",
  not_run: "not run",
};
const SHOW_FINDINGS = 5;

function styleMarker(m: PairStyleMarker | SftStyleMarker): string {
  const name = terminalText(m.name, 60);
  if (!("chosen_only" in m)) return `${name} ${m.rows}`;
  return (
    `${name} ${m.chosen_only}/${m.rejected_only}` +
    (m.reward_corr !== null ? ` corr ${m.reward_corr}` : "") +
    // The SDK's own number, when its ASCII-only matching gives another one.
    (m.reward_corr_sdk !== m.reward_corr ? ` (SDK ${m.reward_corr_sdk ?? "n/a"})` : "")
  );
}

function figureLine(g: GateResult): string | null {
  switch (g.name) {
    case "length": {
      // Pairs only: an SFT or unpaired file's lengths are in its figures table.
      if (!("delta" in g.figures)) return null;
      const d = g.figures.delta;
      if (d.median === null) return null;
      return `median delta ${d.median} chars (quartiles ${d.q1}..${d.q3})`;
    }
    case "style": {
      const f = g.figures;
      const markers: (PairStyleMarker | SftStyleMarker)[] = "markers" in f ? f.markers : [];
      return markers.map(styleMarker).join(", ");
    }
    case "token_length":
      return g.figures.method;
    case "contamination": {
      const f = g.figures;
      return `checked against ${f.heldout_tasks} tasks, ${f.heldout_texts} texts, ${f.heldout_ngrams} distinct ${f.ngram}-grams; rule: ${f.rule}`;
    }
    default:
      return null;
  }
}

export function formatDataCheckTerminal(dc: DataCheck): string[] {
  const out: string[] = [];
  const problems = dc.input_problems
    ? `, failed on ${dc.input_problems} input problem${dc.input_problems === 1 ? "" : "s"}`
    : "";
  out.push(
    `${dc.kind} ${terminalText(dc.path, 300)} (${terminalText(dc.shape, 40)}, ${dc.rows} rows): ${dc.status.toUpperCase()}${problems}`,
  );
  if (dc.note !== undefined) out.push(`  ${terminalText(dc.note, 500)}`);
  for (const g of dc.gates) {
    out.push(`  [${MARK[g.status]}] ${g.name.padEnd(13)} ${terminalText(g.summary, 600)}`);
    const fig = figureLine(g);
    if (fig) out.push(`         ${" ".repeat(13)} ${fig}`);
    for (const f of g.findings.slice(0, SHOW_FINDINGS)) {
      out.push(
        `         ${terminalText(whereIs(f.file, f.line), 300)}: ${f.level}: ${terminalText(f.message, 600)}`,
      );
    }
    const more = g.findings.length - SHOW_FINDINGS;
    if (more > 0 || g.findings_truncated) {
      out.push(
        `         … ${more > 0 ? `${more} more listed in the report` : "more in the report"}${g.findings_truncated ? " (list capped)" : ""}`,
      );
    }
  }
  if (dc.clean_path !== undefined) {
    out.push(
      `  clean pairs: ${dc.clean_rows ?? 0} rows written to ${terminalText(dc.clean_path, 300)}`,
    );
  }
  return out;
}
