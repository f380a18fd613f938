// A forest plot of the per-metric changes for the markdown views, as a mermaid xychart
// (GitHub renders ```mermaid blocks in comments, check runs and job summaries).
//
// xychart bars always grow from the left end of the value axis, never from zero, so each
// interval is drawn as a "floating" bar: a bar to the interval's upper end, then a bar in
// the background colour to its lower end on top of it. Later series paint over earlier
// ones, which also draws the point estimate as a dark tick inside the interval. A line at
// 0 through every row is the zero line. Values are gains (the sign of lower-is-better
// metrics is flipped), so left of zero always means the candidate is worse; metrics that
// got worse beyond the noise floor are red. The colours and the background are pinned in
// the block's init directive, so the chart reads the same on GitHub's light and dark
// themes (a light panel on the dark page).
//
// Metric names come from data: labels keep only characters with no meaning in mermaid's
// syntax; everything else in the block is our own text.
import type { MetricComparison, ModelCheck } from "../report.js";
import { clean } from "./escape.js";
import { keepFirst } from "./metric-order.js";

export interface ChartOptions {
  /** Interval level, for the title (e.g. 0.95). */
  confidence: number;
  /** At most this many metrics are drawn (the rest are in the table). */
  maxMetrics?: number;
  /**
   * The rows the table beside the chart keeps (head.ts's metricTable, same order): the
   * chart draws only metrics the table shows, and its last row says how many of the rest
   * are in the table and how many only in report.json, as the table's own count does.
   */
  tableRows?: number;
}

/** What the chart reads from the model check. */
export type ChartInput = Pick<ModelCheck, "target" | "metrics" | "regressions" | "slipped">;

export interface DeltaChart {
  /** The fenced ```mermaid block, or "" when no metric can be drawn. */
  block: string;
  /** One markdown line under the block: how to read it (our own words only). */
  caption: string;
  /** Metrics drawn. */
  shown: number;
  /** Metrics with a delta and an interval on the chart's scale (shown + capped). */
  plottable: number;
  /** Metrics with a delta and an interval left out because they are on another scale. */
  otherScale: number;
}

const NAME_MAX = 28;
const PREFIX = /^marker:/i;

/**
 * A metric name as a mermaid axis label: controls and format characters removed and the
 * length bounded (escape.ts's `clean`), the `marker:` prefix dropped, then only letters,
 * digits, space and `_.:/+-` survive (no quotes, brackets, `%%` comments, `#…;` entity
 * codes, backticks or newlines), shortened in the middle so both ends stay readable.
 */
export function chartLabel(name: string): string {
  const t = clean(String(name), 1000)
    .replace(PREFIX, "")
    .replace(/[^\p{L}\p{N} _.:/+-]/gu, "_")
    .replace(/\s+/g, " ")
    .trim();
  // Code points, so a letter outside the BMP is never cut in half.
  const cps = Array.from(t);
  if (cps.length <= NAME_MAX) return t === "" ? "metric" : t;
  const head = Math.ceil((NAME_MAX - 2) * 0.6);
  return (
    cps.slice(0, head).join("") + ".." + cps.slice(cps.length - (NAME_MAX - 2 - head)).join("")
  );
}

/**
 * Each row's label with what a reader must know about it: target, guarded, flipped sign.
 * Names cut to the same text get a number, since mermaid merges rows of one label and a
 * red bar could vanish under another.
 */
function rowLabels(ms: MetricComparison[], target: string): string[] {
  const seen = new Set<string>();
  return ms.map((m) => {
    const name = chartLabel(m.metric);
    let label = name;
    for (let k = 2; seen.has(label); k++) label = `${name} ${k}`;
    seen.add(label);
    const marks: string[] = [];
    if (m.metric === target) marks.push("target");
    if (m.guarded) marks.push("guarded");
    if (m.lower_is_better) marks.push("lower is better");
    return label + (marks.length > 0 ? ` (${marks.join(", ")})` : "");
  });
}

/** The last row's text: how many metrics are not drawn, and where they are. */
function moreLabel(left: number, onlyInReport: number | null): string {
  if (onlyInReport === null || onlyInReport === 0) return `and ${left} more in the table`;
  if (onlyInReport === left) return `and ${left} more in report.json`;
  return `and ${left} more: ${left - onlyInReport} in the table and ${onlyInReport} in report.json`;
}

interface Row {
  m: MetricComparison;
  /** Gain terms: positive means the candidate is better. */
  est: number;
  lo: number;
  hi: number;
}

function toRow(m: MetricComparison): Row | null {
  const d = m.delta;
  const ci = m.ci;
  if (d === null || ci === null || ![d, ci[0], ci[1]].every(Number.isFinite)) return null;
  const s = m.lower_is_better ? -1 : 1;
  const a = s * ci[0];
  const b = s * ci[1];
  return { m, est: s * d, lo: Math.min(a, b), hi: Math.max(a, b) };
}

/** Rates, shares and pass@k: both means in [0, 1] and every change within ±1. */
function onUnitScale(r: Row): boolean {
  const means = [r.m.baseline_mean, r.m.candidate_mean].filter((x) => x !== null);
  return means.every((x) => x >= 0 && x <= 1) && [r.est, r.lo, r.hi].every((x) => Math.abs(x) <= 1);
}

const extent = (r: Row): number => Math.max(Math.abs(r.lo), Math.abs(r.hi), Math.abs(r.est));

/**
 * The rows that share the reference row's scale (the target's, else the first metric's):
 * unit-scale metrics when it is one, else metrics within a factor of ten of its size. A
 * token count beside rates would flatten every rate to zero.
 */
function sameScale(rows: Row[], target: string): Row[] {
  const ref = rows.find((r) => r.m.metric === target) ?? rows[0];
  if (!ref) return [];
  if (onUnitScale(ref)) return rows.filter(onUnitScale);
  const size = extent(ref);
  return rows.filter((r) => {
    if (r === ref) return true;
    if (onUnitScale(r)) return false;
    return size === 0 ? extent(r) === 0 : extent(r) <= size * 10 && extent(r) >= size / 10;
  });
}

/** A tick step of 1, 2 or 5 times a power of ten, giving about `n` steps over `span`. */
function niceStep(span: number, n: number): number {
  const raw = span / n;
  const p = 10 ** Math.floor(Math.log10(raw));
  const f = raw / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}

/**
 * The value axis: spans zero and every interval, padded and rounded outward. It always
 * reaches a little below zero, so the zero line stands apart from the axis line.
 */
function axisRange(rows: Row[]): [number, number] {
  const lo = Math.min(0, ...rows.map((r) => r.lo));
  const hi = Math.max(0, ...rows.map((r) => r.hi));
  const span = hi - lo || 0.01;
  const step = niceStep(span, 10);
  const pad = span * 0.06;
  return [Math.floor((lo - pad) / step) * step, Math.ceil((hi + pad) / step) * step];
}

/** A number for the block: 4 decimals, no "-0", and no float noise past them. */
function n4(x: number): string {
  const s = x.toFixed(4);
  return /^-0\.0*$/.test(s) ? s.slice(1) : s;
}

/** 0.95 -> "95", 0.975 -> "97.5". */
const percent = (c: number): string => String(Math.round(c * 1000) / 10);

const COLOURS = {
  background: "#ffffff",
  text: "#1f2328",
  axis: "#59636e",
  estimate: "#1f2328",
  zero: "#59636e",
};

/** Interval colours by what the model check concluded, in gain terms. */
const KINDS = [
  { name: "better", colour: "#0969da" },
  { name: "worse", colour: "#cf222e" },
  { name: "no clear change", colour: "#8c959f" },
] as const;
type Kind = 0 | 1 | 2;

/**
 * The init directive: every colour pinned (the mask bars must match the background), a
 * height that gives each row room for its label.
 */
function directive(rowCount: number): string {
  const c = COLOURS;
  const fills = KINDS.map((k) => k.colour);
  const palette = [...fills, c.estimate, ...fills, c.background, c.background, c.zero];
  const cfg = {
    theme: "base",
    themeVariables: {
      xyChart: {
        backgroundColor: c.background,
        titleColor: c.text,
        xAxisLabelColor: c.text,
        xAxisTitleColor: c.text,
        xAxisTickColor: c.axis,
        xAxisLineColor: c.axis,
        yAxisLabelColor: c.text,
        yAxisTitleColor: c.text,
        yAxisTickColor: c.axis,
        yAxisLineColor: c.axis,
        plotColorPalette: palette.join(", "),
      },
    },
    xyChart: { width: 760, height: 150 + 32 * rowCount },
  };
  return `%%{init: ${JSON.stringify(cfg)}}%%`;
}

/**
 * Build the chart; metrics keep the report's order (the target comes first there). Rows
 * past `maxMetrics` and rows on another scale are left to the table, and a last row says
 * how many. When rows must be left out, the target, regressed, guarded and worse metrics
 * are drawn first (metric-order.ts), so trimming never hides a regression.
 */
export function renderDeltaChart(model: ChartInput, opts: ChartOptions): DeltaChart {
  const rows = model.metrics.map(toRow).filter((r) => r !== null);
  const scaled = sameScale(rows, model.target);
  const max = Math.max(1, opts.maxMetrics ?? 12);
  const inTable =
    opts.tableRows === undefined
      ? null
      : new Set(keepFirst(model.metrics, opts.tableRows, model, (m) => m));
  const drawable = inTable === null ? scaled : scaled.filter((r) => inTable.has(r.m));
  const drawn = keepFirst(drawable, max, model, (r) => r.m);
  const otherScale = rows.length - scaled.length;
  if (drawn.length === 0) return { block: "", caption: "", shown: 0, plottable: 0, otherScale };

  const worse = new Set([...model.regressions, ...model.slipped]);
  const kindOf = (m: MetricComparison): Kind =>
    worse.has(m.metric) || m.tag === "down" ? 1 : m.tag === "up" ? 0 : 2;
  const [axLo, axHi] = axisRange(drawn);
  // Half the width of the estimate's tick: about 3 pixels on a 600-pixel axis.
  const eps = (axHi - axLo) / 200;
  const left = model.metrics.length - drawn.length;
  const labels = rowLabels(
    drawn.map((r) => r.m),
    model.target,
  );
  if (left > 0)
    labels.push(moreLabel(left, inTable === null ? null : model.metrics.length - inTable.size));
  const clamp = (x: number): number => Math.min(axHi, Math.max(axLo, x));
  // A bar at the axis's left end is hidden under the mask; the "more" row gets only those.
  const series = (f: (r: Row) => number): string => {
    const xs = drawn.map((r) => n4(clamp(f(r))));
    if (left > 0) xs.push(n4(axLo));
    return `[${xs.join(", ")}]`;
  };
  const only = (k: Kind, x: (r: Row) => number) => (r: Row) => (kindOf(r.m) === k ? x(r) : axLo);
  const upper = (r: Row): number => Math.max(r.hi, r.est + eps);
  const kinds: Kind[] = [0, 1, 2];
  // The mask is painted twice: once leaves a faint line of the colour beneath along
  // anti-aliased bar edges; twice leaves about half as much.
  const mask = `  bar ${series((r) => Math.min(r.lo, r.est - eps))}`;

  const lines = [
    "```mermaid",
    directive(labels.length),
    "xychart-beta horizontal",
    // No "%" (mermaid reads "%%" as a comment) and no "<" or ">" (shown as entities).
    `  title "Change vs baseline: ${percent(opts.confidence)} pct interval (bar), estimate (tick)"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(", ")}]`,
    `  y-axis "left of 0: candidate worse, right of 0: candidate better" ${n4(axLo)} --> ${n4(axHi)}`,
    // Painted in this order: each interval to its upper end in its colour, the estimate's
    // tick, the interval again up to the tick, then background up to the lower end.
    ...kinds.map((k) => `  bar ${series(only(k, upper))}`),
    `  bar ${series((r) => r.est + eps)}`,
    ...kinds.map((k) => `  bar ${series(only(k, (r) => r.est - eps))}`),
    mask,
    mask,
    `  line [${labels.map(() => "0").join(", ")}]`,
    "```",
  ];
  const caption =
    `Bars: ${percent(opts.confidence)}% interval of each change, sign flipped for lower-is-better metrics so that left of 0 is worse; ` +
    "blue: better, red: worse, grey: no clear change (the interval spans 0 or the change is within the noise)." +
    (otherScale > 0 ? ` ${otherScale} on another scale are in the table only.` : "");
  return {
    block: lines.join("\n"),
    caption,
    shown: drawn.length,
    plottable: scaled.length,
    otherScale,
  };
}
