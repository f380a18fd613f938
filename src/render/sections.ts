// The collapsed detail sections under the head, in the order a reader wants them. A view
// over its budget drops them from the end, so the most useful come first.
import { glossarySection } from "./glossary.js";
import type { DataCheck, Finding, GateResult, ModelCheck, Report, SideSummary } from "../report.js";
import { codeSpan, escapeCell, escapeHtml, escapeInline } from "./escape.js";
import {
  count,
  detectableText,
  interval,
  level,
  num,
  plural,
  pValue,
  range,
  signed,
} from "./format.js";
import { figureTables } from "./figures.js";
import { formatLeftOut } from "../io/left-out.js";
import { allProblemGroups, problemTotal, whereIs } from "../io/problems.js";
import { problemLine, statusIcon, type Built, type Limits } from "./head.js";
import { judgeSection } from "./judge.js";
import { shortVersion } from "../ledger/test-version.js";

export interface Section extends Built {
  /** Already safe for the raw HTML of a <summary> line. */
  title: string;
}

/** A section as markdown: a raw HTML <details> wrapper, blank lines so markdown inside is parsed. */
export function sectionText(s: Section): string {
  return [`<details><summary>${s.title}</summary>`, "", ...s.lines, "", "</details>"].join("\n");
}

function capped<T>(items: T[], max: number, render: (x: T) => string, what: string): Built {
  const lines = items.slice(0, max).map(render);
  const omitted = items.length > max;
  if (omitted) lines.push(`- … and ${plural(items.length - max, "more " + what)} in report.json`);
  return { lines, omitted };
}

const bullet = (s: string) => `- ${escapeInline(s, 400)}`;

function graderDriftLine(gd: NonNullable<ModelCheck["grader_drift"]>): string {
  return (
    `- grader drift: ${codeSpan(gd.path, { max: 120 })} (the baseline's rollouts graded again) against the stored ` +
    `baseline over ${plural(gd.tasks, "task")}: ${codeSpan(gd.metric, { max: 80 })} ${num(gd.stored_mean)} → ` +
    `${num(gd.regraded_mean)}, shift ${signed(gd.shift)} ${interval(gd.ci)}, p ${pValue(gd.p_value)}: ` +
    `${gd.drifted ? "**drifted**" : "within regrading noise"}`
  );
}

function metricNotes(model: ModelCheck, limits: Limits): Section | null {
  const lines: string[] = [];
  let omitted = false;
  const add = (label: string, items: string[]) => {
    if (items.length === 0) return;
    const shown = items.slice(0, limits.listItems).map((x) => codeSpan(x, { max: 80 }));
    if (items.length > limits.listItems) {
      shown.push(`and ${count(items.length - limits.listItems)} more`);
      omitted = true;
    }
    lines.push(`- ${label}: ${shown.join(", ")}`);
  };
  if (model.not_comparable.length > 0) {
    lines.push("- not comparable:");
    const l = capped(model.not_comparable, limits.listItems, (x) => `  ${bullet(x)}`, "cause");
    lines.push(...l.lines);
    omitted ||= l.omitted;
  }
  add("regressions (guarded)", model.regressions);
  add("slipped (not guarded)", model.slipped);
  add("improved", model.improved);
  const nz = model.noise;
  const rule = nz.rule ? `, band = ${codeSpan(nz.rule, { max: 160 })}` : "";
  lines.push(
    `- noise floor: ${nz.source === "none" ? "none" : escapeInline(nz.origin ?? nz.source, 300)} ` +
      `(${plural(nz.runs_baseline, "run")} baseline, ${plural(nz.runs_candidate, "run")} candidate${rule}); ` +
      (nz.replication
        ? escapeInline(nz.replication, 200)
        : `replicated: ${model.replicated ? "yes" : "no"}`),
  );
  if (model.family_error !== null) {
    lines.push(
      `- family error bound: ${num(model.family_error)} over ${plural(model.metrics.length, "metric")} (see the Holm-adjusted p)`,
    );
  }
  if (model.grader_drift) lines.push(graderDriftLine(model.grader_drift));
  const noted = model.metrics.filter((m) => m.note);
  const notes = capped(
    noted,
    limits.listItems,
    (m) => `- ${codeSpan(m.metric, { max: 80 })}: ${escapeInline(m.note ?? "", 400)}`,
    "note",
  );
  lines.push(...notes.lines);
  const cov = model.coverage;
  // The lists keep only the first names; the exact counts, when given, say how many there were.
  const groups = [
    ["missing from candidate", cov.candidate_missing, cov.candidate_missing_n],
    ["missing from baseline", cov.baseline_missing, cov.baseline_missing_n],
    ["not in the held-out test", cov.unknown_tasks, cov.unknown_n],
  ] as const;
  const total = (ids: readonly string[], n: number | undefined) => Math.max(n ?? 0, ids.length);
  lines.push(
    `- coverage: ${plural(cov.heldout_tasks, "held-out task")}; missing from baseline ` +
      `${count(total(cov.baseline_missing, cov.baseline_missing_n))}, from candidate ` +
      `${count(total(cov.candidate_missing, cov.candidate_missing_n))}; unknown task ids ` +
      `${count(total(cov.unknown_tasks, cov.unknown_n))}`,
  );
  for (const [label, ids, n] of groups) {
    const all = total(ids, n);
    if (all === 0) continue;
    const shown = ids.slice(0, limits.listItems).map((x) => codeSpan(x, { max: 80 }));
    if (all > shown.length) {
      shown.push(`and ${count(all - shown.length)} more`);
      omitted = true;
    }
    lines.push(`  - ${label}: ${shown.join(", ")}`);
  }
  return {
    title: "Per-metric notes, noise and coverage",
    lines,
    omitted: omitted || notes.omitted,
  };
}

/** `runs` is the count the noise floor used (one for rows without run labels), as the terminal shows. */
function sideRow(side: string, s: SideSummary, runs: number): string {
  const name = s.name ? `${side} (${escapeCell(s.name, 60)})` : side;
  const k =
    s.k === null
      ? "n/a"
      : `pass@${count(s.k)} ${num(s.pass_at_k)}, pass^${count(s.k)} ${num(s.pass_pow_k)}`;
  return (
    `| ${name} | ${codeSpan(s.path, { table: true, max: 100 })} | ${count(s.rows)} | ${count(s.tasks)} | ` +
    `${count(runs)} | ${num(s.run_std)} | ${escapeCell(String(s.stability ?? "n/a"), 20)} | ` +
    `${num(s.pass_at_1)} ${range(s.pass_at_1_ci)} | ${k} |`
  );
}

function runsSection(model: ModelCheck, confidence: number): Section {
  return {
    title: "Runs per side",
    lines: [
      `| side | file | rows | tasks | runs | run_std | stability | pass@1 (${level(confidence)} CI) | pass@k |`,
      "|---|---|---|---|---|---|---|---|---|",
      sideRow("baseline", model.baseline, model.noise.runs_baseline),
      sideRow("candidate", model.candidate, model.noise.runs_candidate),
    ],
    omitted: false,
  };
}

function gapsSection(report: Report, limits: Limits): Section | null {
  const gaps = [...new Set([...report.decision.gaps, ...(report.model?.gaps ?? [])])];
  const sz = report.model?.sizing;
  if (gaps.length === 0 && !sz) return null;
  const l = capped(gaps, limits.listItems, bullet, "gap");
  const lines = gaps.length > 0 ? [...l.lines] : ["- none"];
  if (sz) {
    const runs = sz.runs_needed ?? null;
    lines.push(
      `- holdout size: tasks needed ${sz.n_tasks === null ? "n/a" : count(sz.n_tasks)}, runs a side needed ` +
        `${runs === null ? "n/a" : count(runs)} to prove an effect of ${signed(sz.effect)} at 80% power ` +
        `(task sd ${num(sz.sd)} from ${escapeInline(String(sz.sd_source ?? "n/a"), 20)}` +
        `${sz.run_sd !== undefined && sz.run_sd !== null ? `, run drift sd ${num(sz.run_sd)}` : ""}` +
        `${sz.method === "gate_rule" ? ", sized by the gate's own rule" : ""}); ` +
        `with the current tasks and runs ${detectableText(sz.detectable_effect, sz.detectable_range)} at 80% power`,
    );
  }
  return { title: `Evidence gaps (${count(gaps.length)})`, lines, omitted: l.omitted };
}

function warningsSection(report: Report, limits: Limits): Section | null {
  const warnings = [...(report.model?.warnings ?? [])];
  if (report.heldout?.note) warnings.unshift(report.heldout.note);
  if (warnings.length === 0) return null;
  const l = capped(warnings, limits.listItems, bullet, "warning");
  return { title: `Warnings (${count(warnings.length)})`, lines: l.lines, omitted: l.omitted };
}

function familySection(model: ModelCheck, confidence: number, limits: Limits): Section | null {
  if (model.families.length === 0) return null;
  const lines = [
    `| family | tasks | baseline | candidate | delta | ${level(confidence)} CI |`,
    "|---|---|---|---|---|---|",
  ];
  const rows = model.families.slice(0, limits.tableRows);
  for (const f of rows) {
    lines.push(
      `| ${escapeCell(f.family, 80)} | ${count(f.tasks)} | ${num(f.baseline)} | ${num(f.candidate)} | ` +
        `${signed(f.delta)} | ${interval(f.ci)} |`,
    );
  }
  const omitted = model.families.length > rows.length;
  if (omitted)
    lines.push(
      "",
      `… and ${plural(model.families.length - rows.length, "more family", "more families")}.`,
    );
  lines.push(
    "",
    "Per-family intervals: a bootstrap over each family's tasks, with no run-drift term; descriptive, not deciding.",
  );
  const ft = model.family_test;
  if (ft) {
    lines.push(
      "",
      `Family-level test of ${codeSpan(ft.metric, { max: 80 })} (families as the sample; family-test: ` +
        `${escapeInline(ft.mode, 10)}${ft.decides ? ", it decides" : ""}): ${signed(ft.delta)}, ` +
        `${level(confidence)} CI ${interval(ft.ci)}, p ${pValue(ft.p_value)}, df ${count(ft.df)} over ` +
        `${plural(ft.families, "family", "families")}. Between families: F ${num(ft.f_stat, 2)} on ` +
        `${count(ft.df_between)} and ${count(ft.df_within)} df, p ${pValue(ft.p_heterogeneity)}, sd ${num(ft.between_sd)}` +
        `${ft.heterogeneous ? " (heterogeneous)" : ""}.`,
    );
  }
  return { title: `Per-family results (${count(model.families.length)})`, lines, omitted };
}

function findingLine(f: Finding): string {
  const where = codeSpan(whereIs(f.file, f.line), { max: 160 });
  const detail = f.detail
    ? Object.entries(f.detail)
        .slice(0, 4)
        .map(([k, v]) => `${escapeInline(k, 40)}: ${escapeInline(String(v), 120)}`)
        .join("; ")
    : "";
  return `- ${where} ${escapeInline(String(f.level), 20)}: ${escapeInline(f.message, 300)}${detail ? ` (${detail})` : ""}`;
}

function gateSection(d: DataCheck, g: GateResult, limits: Limits): Section {
  const lines: string[] = [escapeInline(g.summary, 600), ""];
  const figs = figureTables(g.figures, limits.figureRows);
  let omitted = figs.omitted;
  if (figs.lines.length > 0) lines.push(...figs.lines, "");
  const n = g.findings.length;
  if (n > 0) {
    const shown = Math.min(n, limits.findingsPerGate);
    const kept = g.findings_truncated
      ? " (more existed than were kept; the counts are in the figures)"
      : "";
    lines.push(
      shown < n
        ? `First ${count(shown)} of ${plural(n, "finding")}${kept}:`
        : `Findings (${count(n)})${kept}:`,
      "",
    );
    const l = capped(g.findings, limits.findingsPerGate, findingLine, "finding");
    lines.push(...l.lines);
    omitted ||= l.omitted;
  } else {
    lines.push("No findings.");
  }
  return {
    title: `${statusIcon(g.status)} ${escapeHtml(g.name, 40)} gate, ${escapeHtml(d.kind, 20)} ${escapeHtml(d.path, 120)}: ${count(n)} finding${n === 1 ? "" : "s"}`,
    lines,
    omitted: omitted || g.findings_truncated,
  };
}

function inputsSection(report: Report, limits: Limits): Section {
  const lines: string[] = [];
  let omitted = false;
  const notes = report.notes ?? [];
  if (notes.length > 0) {
    const l = capped(notes, limits.listItems, bullet, "note");
    lines.push(...l.lines, "");
    omitted = l.omitted;
  }
  const h = report.heldout;
  if (h) {
    const changed = h.changed === null ? "unknown" : h.changed ? "yes" : "no";
    lines.push(
      `Held-out test ${codeSpan(h.path)}: ${plural(h.tasks, "task")}, sha256 ${codeSpan(h.sha256, { max: 80 })}, ` +
        (h.test_version ? `test version ${codeSpan(shortVersion(h.test_version))}, ` : "") +
        `changed in this PR: ${changed}${h.changed ? (h.change_allowed ? " (allowed)" : " (not allowed)") : ""}`,
      "",
    );
  }
  lines.push(
    "| role | file | shape | rows | bytes | sha256 | problems |",
    "|---|---|---|---|---|---|---|",
  );
  const files = report.inputs.slice(0, limits.tableRows);
  for (const f of files) {
    lines.push(
      `| ${escapeCell(String(f.role), 20)} | ${codeSpan(f.path, { table: true, max: 100 })} | ${escapeCell(f.shape, 40)} | ` +
        `${count(f.rows)} | ${count(f.bytes)} | ${codeSpan(f.sha256, { table: true, max: 80 })} | ${count(f.problem_count)} |`,
    );
  }
  omitted ||= report.inputs.length > files.length;
  const left = files.flatMap((f) =>
    (f.left_out ?? []).map((k) => `${f.role} ${f.path}: ${formatLeftOut(k, f.path)}`),
  );
  if (left.length > 0) {
    lines.push("", "Read but left out (not problems; the figures are made without them):", "");
    const l = capped(left, limits.listItems, bullet, "kind");
    lines.push(...l.lines);
    omitted ||= l.omitted;
  }
  const total = problemTotal(report.inputs);
  const groups = allProblemGroups(report.inputs);
  if (groups.length > 0) {
    lines.push("", `Input problems (${count(total)}, ${plural(groups.length, "kind")}):`, "");
    const l = capped(groups, limits.problems, problemLine, "kind");
    lines.push(...l.lines);
    omitted ||= l.omitted;
  }
  return {
    title: `Input files (${count(report.inputs.length)}), ${plural(total, "problem")}`,
    lines,
    omitted,
  };
}

const yes = (b: unknown): string => (b === true ? "true" : "false");

function settingsSection(report: Report): Section {
  const s = report.settings;
  const guarded = s.must_not_regress.length
    ? s.must_not_regress.map((x) => codeSpan(x, { max: 80 })).join(", ")
    : "none";
  return {
    title: "Settings",
    lines: [
      `- seed ${escapeInline(String(s.seed), 30)}, rng ${escapeInline(s.rng, 20)}, ${count(s.resamples)} resamples, ${level(s.confidence)} intervals`,
      `- target ${codeSpan(s.target, { max: 80 })}; must-not-regress: ${guarded}`,
      `- require-proof: ${yes(s.require_proof)}, allow-heldout-change: ${yes(s.allow_heldout_change)}, ` +
        `allow-partial: ${yes(s.allow_partial)}`,
      `- ${escapeInline(report.tool.name, 40)} ${codeSpan(report.tool.version, { max: 40 })}, report schema ${escapeInline(String(report.schema_version), 10)}`,
    ],
    omitted: false,
  };
}

/** All detail sections in order: notes, gaps, warnings, families, gates, inputs, terms, settings. */
export function detailSections(report: Report, limits: Limits): Section[] {
  const out: (Section | null)[] = [];
  const model = report.model;
  const conf = report.settings.confidence;
  if (model) {
    out.push(metricNotes(model, limits), runsSection(model, conf));
    out.push(judgeSection(model.judge, conf, limits));
  }
  out.push(gapsSection(report, limits), warningsSection(report, limits));
  if (model) out.push(familySection(model, conf, limits));
  for (const d of report.data) for (const g of d.gates) out.push(gateSection(d, g, limits));
  out.push(inputsSection(report, limits), glossarySection(report), settingsSection(report));
  return out.filter((s): s is Section => s !== null);
}
