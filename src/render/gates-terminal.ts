// Plain-text view of a data check for the terminal. It formats the numbers the
// gates already computed and computes none of its own.
import type { DataCheck, GateResult } from "../report.js";

const MARK: Record<GateResult["status"], string> = { pass: "ok  ", warn: "warn", fail: "FAIL" };
const SHOW_FINDINGS = 5;

function figureLine(g: GateResult): string | null {
  const f = g.figures;
  switch (g.name) {
    case "length": {
      const d = f.delta as
        { q1: number | null; median: number | null; q3: number | null } | undefined;
      if (!d || d.median === null) return null;
      return `median delta ${d.median} chars (quartiles ${d.q1}..${d.q3})`;
    }
    case "style": {
      const ms = (f.markers ?? []) as {
        name: string;
        chosen_only?: number;
        rejected_only?: number;
        p_holm?: number;
        reward_corr?: number | null;
        rows?: number;
      }[];
      return ms
        .map((m) =>
          m.chosen_only !== undefined
            ? `${m.name} ${m.chosen_only}/${m.rejected_only}` +
              (m.reward_corr !== null && m.reward_corr !== undefined
                ? ` corr ${m.reward_corr}`
                : "")
            : `${m.name} ${m.rows}`,
        )
        .join(", ");
    }
    case "token_length":
      return typeof f.method === "string" ? f.method : null;
    case "contamination":
      return `checked against ${f.heldout_tasks} tasks, ${f.heldout_texts} texts, ${f.heldout_ngrams} distinct ${f.ngram}-grams`;
    default:
      return null;
  }
}

export function formatDataCheckTerminal(dc: DataCheck): string[] {
  const out: string[] = [];
  out.push(`${dc.kind} ${dc.path} (${dc.shape}, ${dc.rows} rows): ${dc.status.toUpperCase()}`);
  for (const g of dc.gates) {
    out.push(`  [${MARK[g.status]}] ${g.name.padEnd(13)} ${g.summary}`);
    const fig = figureLine(g);
    if (fig) out.push(`         ${" ".repeat(13)} ${fig}`);
    for (const f of g.findings.slice(0, SHOW_FINDINGS)) {
      out.push(`         ${f.file}:${f.line}: ${f.level}: ${f.message}`);
    }
    const more = g.findings.length - SHOW_FINDINGS;
    if (more > 0 || g.findings_truncated) {
      out.push(
        `         … ${more > 0 ? `${more} more listed in the report` : "more in the report"}${g.findings_truncated ? " (list capped)" : ""}`,
      );
    }
  }
  if (dc.clean_path !== undefined) {
    out.push(`  clean pairs: ${dc.clean_rows ?? 0} rows written to ${dc.clean_path}`);
  }
  return out;
}
