// The part of every markdown view a reader sees first: the verdict line, why it failed,
// the metric table, the chart and one line per gate. It is always kept whole; only the
// detail sections below it are dropped when a view runs over its size budget.
import type { DataCheck, GateStatus, MetricComparison, ModelCheck, Report } from "../report.js";
import { renderDeltaChart } from "./chart.js";
import { keepFirst } from "./metric-order.js";
import { targetGloss } from "./glossary.js";
import type { ProblemGroup } from "../io/canonical.js";
import { allProblemGroups, groupWhere, whereIs } from "../io/problems.js";
import { codeSpan, escapeCell, escapeInline } from "./escape.js";
import { HEADLINE_WORD, verdictOf } from "../report/verdict-word.js";
import { attemptLine, pushLine, trendLines } from "./ledger.js";
import { count, interval, level, num, plural, pValue, signed } from "./format.js";

/** How much of each list a view shows; the rest stays in report.json. */
export interface Limits {
  tableRows: number;
  chartMetrics: number;
  listItems: number;
  findingsPerGate: number;
  problems: number;
  figureRows: number;
}

/** What one builder produced, and whether it left anything out. */
export interface Built {
  lines: string[];
  omitted: boolean;
}

const STATUS_ICON: Record<GateStatus, string> = {
  pass: "✅",
  warn: "⚠️",
  fail: "❌",
  not_run: "➖",
};

/**
 * The icon for a status. In report mode the report comes from another run's artifact,
 * so even a typed field may hold anything: unknown values get a neutral mark.
 */
export function statusIcon(status: string): string {
  return Object.hasOwn(STATUS_ICON, status) ? STATUS_ICON[status as GateStatus] : "❔";
}

const TAG_TEXT: Record<MetricComparison["tag"], string> = {
  up: "▲ up",
  down: "▼ down",
  flat: "flat",
  "n/a": "n/a",
};

const VERDICT_WORD = { pass: "✅ **PASS**", fail: "❌ **FAIL**", error: "⛔ **ERROR**" } as const;

/**
 * The first line of a sticky comment an earlier run wrote, when this run stopped before it
 * could judge: the comment below it no longer holds (design §6).
 */
export function staleLine(report: Report): string {
  const why = report.decision.headline.replace(HEADLINE_WORD, "").replace(/^stopped:\s*/, "");
  return (
    `⛔ **ERROR** · the latest run stopped before it could judge (${escapeInline(why, 600)}). ` +
    "The verdict below is from an earlier run and **no longer holds**."
  );
}

/** The first line: pass/fail, a held-out change when there was one, then the headline. */
export function verdictLine(report: Report): string {
  const d = report.decision;
  const word = VERDICT_WORD[verdictOf(report)];
  // The headline already starts with its own PASS/FAIL/ERROR word; do not say it twice.
  const headline = d.headline.replace(HEADLINE_WORD, "");
  const h = report.heldout;
  let changed = "";
  if (h && h.changed && !/held-?out test changed/i.test(headline)) {
    changed = h.change_allowed
      ? "held-out test changed in this PR (allowed by allow-heldout-change) · "
      : "held-out test changed in this PR (not comparable) · ";
  }
  return `${word} · ${changed}${escapeInline(headline, 600)}`;
}

function listOf(items: string[], max: number, indent = ""): Built {
  const lines = items.slice(0, max).map((r) => `${indent}- ${escapeInline(r, 400)}`);
  const omitted = items.length > max;
  if (omitted) lines.push(`${indent}- … and ${count(items.length - max)} more in report.json`);
  return { lines, omitted };
}

/** One kind of problem: where (file:line, or the file with its count and first lines), field, reason. */
export function problemLine(g: ProblemGroup): string {
  const field = g.field ? ` ${codeSpan(g.field, { max: 80 })}` : "";
  const reason = escapeInline(g.reason, 300);
  if (g.count === 1 && g.lines.length === 1) {
    return `- ${codeSpan(whereIs(g.file, g.lines[0]), { max: 160 })}${field}: ${reason}`;
  }
  return `- ${codeSpan(g.file, { max: 160 })}${field}: ${reason} (${escapeInline(groupWhere(g, count), 120)})`;
}

/** Bad rows are the first thing to fix, so the first few kinds sit right under the verdict. */
const FIRST_PROBLEMS = 5;

/** Why the run failed, one short item each, then the first input problems. */
export function reasonsBlock(report: Report, limits: Limits): Built {
  const reasons = report.decision.reasons;
  if (reasons.length === 0) return { lines: [], omitted: false };
  const list = listOf(reasons, limits.listItems);
  const title = verdictOf(report) === "error" ? "**Why it stopped**" : "**Why it failed**";
  const lines = [title, "", ...list.lines];
  const groups = allProblemGroups(report.inputs);
  const first = groups.slice(0, FIRST_PROBLEMS);
  if (first.length > 0) {
    lines.push("", "First input problems:", "", ...first.map(problemLine));
  }
  return { lines, omitted: list.omitted || groups.length > first.length };
}

function metricName(m: MetricComparison, target: string, regressed: Set<string>): string {
  const marks: string[] = [];
  if (m.metric === target) marks.push("target");
  if (m.guarded) marks.push("guarded");
  if (m.lower_is_better) marks.push("lower is better");
  if (regressed.has(m.metric)) marks.push("**REGRESSION**");
  return (
    codeSpan(m.metric, { table: true, max: 80 }) + (marks.length ? ` (${marks.join(", ")})` : "")
  );
}

function noiseCell(m: MetricComparison): string {
  if (m.noise_band === null) return "none";
  return `±${num(m.noise_band)}${m.within_noise ? " (within)" : ""}`;
}

function nCell(m: MetricComparison): string {
  if (m.paired) return `${count(m.n_paired)} paired`;
  // Unpaired means fewer than 5 shared tasks; the stats do not count them then.
  return "unpaired (under 5 shared)";
}

function pCell(m: MetricComparison): string {
  return m.p_holm === null ? pValue(m.p_value) : `${pValue(m.p_value)} (Holm ${pValue(m.p_holm)})`;
}

/**
 * The compact metric table: one row per metric, the target first (report order); when it
 * cannot hold them all, what decides comes first (metric-order.ts).
 */
export function metricTable(model: ModelCheck, confidence: number, limits: Limits): Built {
  const regressed = new Set(model.regressions);
  const lines = [
    `| metric | baseline → candidate | delta | ${level(confidence)} CI | p | noise band | n | tag |`,
    "|---|---|---|---|---|---|---|---|",
  ];
  // Trimmed, the table keeps what decides first: target, regressed, guarded, worse.
  const rows = keepFirst(model.metrics, limits.tableRows, model, (m) => m);
  for (const m of rows) {
    lines.push(
      "| " +
        [
          metricName(m, model.target, regressed),
          `${num(m.baseline_mean)} → ${num(m.candidate_mean)}`,
          signed(m.delta),
          interval(m.ci),
          pCell(m),
          noiseCell(m),
          nCell(m),
          Object.hasOwn(TAG_TEXT, m.tag) ? TAG_TEXT[m.tag] : escapeCell(String(m.tag), 20),
        ].join(" | ") +
        " |",
    );
  }
  const omitted = model.metrics.length > rows.length;
  if (omitted) {
    lines.push("");
    lines.push(
      `… and ${plural(model.metrics.length - rows.length, "more metric")} in report.json.`,
    );
  }
  return { lines, omitted };
}

/** Target verdict word, the model's sentence, the table and the chart. */
export function modelBlock(report: Report, limits: Limits): Built {
  const model = report.model;
  if (!model) return { lines: [], omitted: false };
  const lines: string[] = [];
  lines.push(
    `Target ${codeSpan(model.target)}: **${escapeInline(model.target_verdict, 40)}**` +
      (model.sentence ? ` · ${escapeInline(model.sentence, 600)}` : ""),
  );
  const gloss = targetGloss(report);
  if (gloss !== "") lines.push("", gloss);
  const attempt = attemptLine(model);
  if (attempt !== null) lines.push("", attempt);
  const push = pushLine(report);
  if (push !== null) lines.push("", push);
  lines.push("");
  const table = metricTable(model, report.settings.confidence, limits);
  lines.push(...table.lines);
  const chart = renderDeltaChart(model, {
    confidence: report.settings.confidence,
    maxMetrics: limits.chartMetrics,
    tableRows: limits.tableRows,
  });
  if (chart.block !== "") {
    lines.push("", chart.block, "", chart.caption);
  }
  const trend = trendLines(report);
  if (trend.length > 0) lines.push("", ...trend);
  return { lines, omitted: table.omitted || chart.shown < chart.plottable };
}

function dataHeader(d: DataCheck): string {
  const problems =
    typeof d.input_problems === "number" && d.input_problems > 0
      ? `, failed on ${plural(d.input_problems, "input problem")}`
      : "";
  return (
    `${statusIcon(d.status)} **${escapeInline(d.kind, 20)}** ${codeSpan(d.path)} ` +
    `(${escapeInline(d.shape, 40)}, ${plural(d.rows, "row")}): ${escapeInline(d.status, 20)}` +
    problems
  );
}

/** One line per data check and per gate, each with its status icon and summary. */
export function gatesBlock(report: Report): Built {
  if (report.data.length === 0) return { lines: [], omitted: false };
  const lines = ["**Data gates**", ""];
  for (const d of report.data) {
    lines.push(`- ${dataHeader(d)}`);
    if (typeof d.note === "string") lines.push(`  - ${escapeInline(d.note, 300)}`);
    for (const g of d.gates) {
      lines.push(
        `  - ${statusIcon(g.status)} ${escapeInline(g.name, 40)}: ${escapeInline(g.summary, 300)}`,
      );
    }
  }
  return { lines, omitted: false };
}

/** The whole head, in reading order. */
export function head(report: Report, limits: Limits): Built {
  const parts = [reasonsBlock(report, limits), modelBlock(report, limits), gatesBlock(report)];
  const lines = [verdictLine(report)];
  for (const p of parts) if (p.lines.length > 0) lines.push("", ...p.lines);
  return { lines, omitted: parts.some((p) => p.omitted) };
}
