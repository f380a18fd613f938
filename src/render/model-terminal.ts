// Terminal view of the model check: a per-metric table, then the sentence, gaps and
// warnings. Plain text, no colour; every number comes from the ModelCheck object.
import type { MetricComparison, ModelCheck } from "../report.js";
import { terminalText } from "./escape.js";
import { detectableText, num, pValue as pval, signed as sgn } from "./format.js";
import { levelText } from "../ledger/attempts.js";
import { shortVersion } from "../ledger/test-version.js";
import { judgeTerminal } from "./judge.js";

/** Names are padded to the longest in a column, so each is capped before padding. */
const NAME_MAX = 60;
const t = (s: string, max = NAME_MAX) => terminalText(s, max);

function pad(cells: string[][]): string[] {
  const widths = cells[0]?.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length))) ?? [];
  return cells.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}

function row(m: MetricComparison): string[] {
  const flags = [
    m.guarded ? "guarded" : "",
    m.lower_is_better ? "lower is better" : "",
    m.within_noise ? "within noise" : "",
    m.paired ? "" : "unpaired",
  ].filter(Boolean);
  return [
    t(m.metric),
    `${num(m.baseline_mean)} -> ${num(m.candidate_mean)}`,
    sgn(m.delta),
    m.ci ? `[${sgn(m.ci[0])}..${sgn(m.ci[1])}]` : "n/a",
    pval(m.p_value) + (m.p_holm !== null ? ` (holm ${pval(m.p_holm)})` : ""),
    m.noise_band === null ? "none" : `<${num(m.noise_band)}`,
    m.tag + (flags.length > 0 ? ` (${flags.join(", ")})` : ""),
  ];
}

export function formatModelCheckTerminal(mc: ModelCheck): string[] {
  const out: string[] = [];
  out.push(`model check: ${t(mc.target)} ${mc.target_verdict}${mc.ok ? "" : " (not ok)"}`);
  out.push(
    `  ${t(mc.baseline.name ?? "baseline")} ${mc.baseline.tasks} tasks, ${mc.baseline.rows} rows, ${Math.max(mc.noise.runs_baseline, 0)} run(s); ` +
      `${t(mc.candidate.name ?? "candidate")} ${mc.candidate.tasks} tasks, ${mc.candidate.rows} rows, ${mc.noise.runs_candidate} run(s)` +
      (mc.noise.replication ? `; ${t(mc.noise.replication, 200)}` : ""),
  );
  if (mc.noise.rule)
    out.push(
      `  noise band: ${t(mc.noise.rule, 600)}${mc.noise.origin ? ` (${t(mc.noise.origin, 300)})` : ""}`,
    );
  out.push("");
  const table = pad([
    [
      "metric",
      "baseline -> candidate",
      "delta",
      `${Math.round((mc.confidence ?? 0.95) * 100)}% CI`,
      "p",
      "noise band",
      "tag",
    ],
    ...mc.metrics.map(row),
  ]);
  out.push(...table.map((l) => "  " + l));
  if (mc.families.length > 0) {
    out.push("");
    out.push(
      "  by family (pass_at_1; bootstrap over the family's tasks, no run-drift term; descriptive, not deciding)",
    );
    const fam = pad([
      ["family", "tasks", "baseline -> candidate", "delta", "CI"],
      ...mc.families.map((f) => [
        t(f.family),
        String(f.tasks),
        `${num(f.baseline)} -> ${num(f.candidate)}`,
        sgn(f.delta),
        f.ci ? `[${sgn(f.ci[0])}..${sgn(f.ci[1])}]` : "n/a",
      ]),
    ]);
    out.push(...fam.map((l) => "    " + l));
  }
  const ft = mc.family_test;
  if (ft) {
    out.push(
      `  family-level test (${t(ft.metric)}, ${ft.families} families, family-test: ${ft.mode}${ft.decides ? ", decides" : ""}): ` +
        `${sgn(ft.delta)} [${sgn(ft.ci[0])}..${sgn(ft.ci[1])}] p ${pval(ft.p_value)} df ${ft.df}; ` +
        `between families F ${num(ft.f_stat, 2)} on ${ft.df_between} and ${ft.df_within} df, p ${pval(ft.p_heterogeneity)}, ` +
        `sd ${num(ft.between_sd)}${ft.heterogeneous ? " (heterogeneous)" : ""}`,
    );
  }
  const gd = mc.grader_drift;
  if (gd) {
    out.push(
      `  grader drift (${t(gd.path, 200)} against the stored baseline, ${gd.tasks} tasks, ${gd.runs_regraded} vs ${gd.runs_stored} run(s)): ` +
        `${t(gd.metric)} ${num(gd.stored_mean)} -> ${num(gd.regraded_mean)}, shift ${sgn(gd.shift)} ` +
        `[${sgn(gd.ci[0])}..${sgn(gd.ci[1])}] p ${pval(gd.p_value)}: ${gd.drifted ? "DRIFTED" : "within regrading noise"}`,
    );
  }
  out.push(...judgeTerminal(mc.judge));
  out.push("");
  out.push(t(mc.sentence, 1000));
  const sz = mc.sizing;
  if (sz.n_tasks !== null || sz.detectable_effect !== null || (sz.runs_needed ?? null) !== null) {
    const how =
      sz.method === "gate_rule" ? " (the gate's own rule on measured task and run sd)" : "";
    out.push(
      `sizing${how}: with the current tasks and runs ${detectableText(sz.detectable_effect, sz.detectable_range)} at 80% power; ` +
        `for the observed ${num(sz.effect)}: tasks needed ${sz.n_tasks ?? "n/a"}, runs a side needed ${sz.runs_needed ?? "n/a"}`,
    );
  }
  for (const c of mc.not_comparable) out.push(`not comparable: ${t(c, 600)}`);
  out.push(...attemptTerminal(mc));
  for (const g of mc.gaps) out.push(`gap: ${t(g, 600)}`);
  for (const w of mc.warnings) out.push(`warning: ${t(w, 600)}`);
  return out;
}

/** The attempt's level on its test version (design §16), when a ledger was read. */
function attemptTerminal(mc: ModelCheck): string[] {
  const a = mc.attempt;
  if (!a) return [];
  return [
    t(
      `attempt ${a.number} on test ${shortVersion(a.test_version)}${a.repeat ? " (same candidate again)" : ""}: ` +
        `needs p <= ${levelText(a.alpha_j)}${a.applied ? "" : " (attempt-control off: shown only)"}, p ${a.p === null ? "n/a" : levelText(a.p)}; ` +
        `a fresh test would detect ${num(a.detectable_fresh)}, this one now detects ${num(a.detectable_now)}`,
      600,
    ),
  ];
}
