// A mermaid xychart of the per-metric deltas with their intervals. GitHub renders
// ```mermaid blocks in comments, check runs and job summaries. Bars are the point
// deltas and the two lines are the interval bounds; a y-axis that always spans zero
// lets a reader see at a glance whether an interval crosses it. Metric names come
// from data, so labels are reduced to characters with no meaning in mermaid syntax.
import type { MetricComparison } from "../report.js";
import { level } from "./format.js";

/** "95%" spelled without the percent sign, e.g. "95 pct". */
function levelWords(confidence: number): string {
  return level(confidence).replace("%", " pct");
}

export interface ChartOptions {
  /** Interval level, for the title (e.g. 0.95). */
  confidence: number;
  /** At most this many metrics are drawn (the rest are in the table). */
  maxMetrics?: number;
}

const LABEL_MAX = 32;

/**
 * A metric name as a mermaid axis label: only letters, digits, space and `_.:/+-`
 * survive (no quotes, brackets, `%%` comments, `#…;` entity codes, backticks or
 * newlines), capped in length.
 */
export function chartLabel(name: string): string {
  let t = String(name)
    .replace(/[^A-Za-z0-9 _.:/+-]/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  if (t.length > LABEL_MAX) t = t.slice(0, LABEL_MAX - 2) + "..";
  return t === "" ? "metric" : t;
}

function plottable(m: MetricComparison): m is MetricComparison & {
  delta: number;
  ci: [number, number];
} {
  return (
    m.delta !== null &&
    Number.isFinite(m.delta) &&
    m.ci !== null &&
    Number.isFinite(m.ci[0]) &&
    Number.isFinite(m.ci[1])
  );
}

const n4 = (x: number): string => {
  const s = x.toFixed(4);
  return /^-0\.0*$/.test(s) ? s.slice(1) : s;
};

/** Round the axis outward to a step that keeps the tick labels short. */
function axisRange(values: number[]): [number, number] {
  let lo = Math.min(0, ...values);
  let hi = Math.max(0, ...values);
  const span = hi - lo;
  const pad = span > 0 ? span * 0.1 : 0.01;
  if (lo < 0) lo -= pad;
  hi += pad;
  const step = span >= 1 ? 0.1 : span >= 0.1 ? 0.01 : 0.001;
  return [Math.floor(lo / step) * step, Math.ceil(hi / step) * step];
}

export interface DeltaChart {
  /** The fenced ```mermaid block, or "" when no metric has a delta and an interval. */
  block: string;
  /** How many metrics are drawn, and how many had a delta with an interval. */
  shown: number;
  plottable: number;
}

/** Build the chart; metrics keep the report's order (the target comes first there). */
export function renderDeltaChart(metrics: MetricComparison[], opts: ChartOptions): DeltaChart {
  const all = metrics.filter(plottable);
  const max = Math.max(1, opts.maxMetrics ?? 12);
  const drawn = all.slice(0, max);
  if (drawn.length === 0) return { block: "", shown: 0, plottable: 0 };
  const values = drawn.flatMap((m) => [m.delta, m.ci[0], m.ci[1]]);
  const [lo, hi] = axisRange(values);
  const more = all.length > drawn.length ? `, first ${drawn.length} of ${all.length}` : "";
  const labels = drawn.map((m) => `"${chartLabel(m.metric)}"`).join(", ");
  const lines = [
    "```mermaid",
    "xychart-beta",
    // No "%" in the title: mermaid reads "%%" as the start of a comment.
    `  title "Delta per metric (bar) and ${levelWords(opts.confidence)} interval bounds (lines)${more}"`,
    `  x-axis [${labels}]`,
    `  y-axis "candidate - baseline" ${n4(lo)} --> ${n4(hi)}`,
    `  bar [${drawn.map((m) => n4(m.delta)).join(", ")}]`,
    `  line [${drawn.map((m) => n4(m.ci[0])).join(", ")}]`,
    `  line [${drawn.map((m) => n4(m.ci[1])).join(", ")}]`,
    "```",
  ];
  return { block: lines.join("\n"), shown: drawn.length, plottable: all.length };
}
