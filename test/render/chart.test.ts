import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import type { MetricComparison } from "../../src/report.js";
import { chartLabel, renderDeltaChart, type ChartInput } from "../../src/render/chart.js";
import { renderComment } from "../../src/render/markdown.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateRegressionWorld, regressionInputs } from "../../scripts/lib/regression-world.js";
import { HOSTILE, metric, modelCheck } from "./sample-report.js";
import { metricTable } from "../../src/render/head.js";

const NUM = String.raw`-?\d+(?:\.\d+)?`;
const BLUE = "#0969da";
const RED = "#cf222e";
const GREY = "#8c959f";
const TICK = "#1f2328";

/** One chart row as a reader sees it: the coloured stretches left after all the painting. */
interface Row {
  label: string;
  /** [from, to, colour], left to right, background left out. */
  segments: [number, number, string][];
}

interface Parsed {
  labels: string[];
  range: [number, number];
  rows: Row[];
  zero: number[];
}

/**
 * A strict reader of the xychart subset we emit (any deviation fails the test), which then
 * paints the bars as mermaid does: every bar grows from the axis's left end, and later
 * series cover earlier ones.
 */
function parseChart(block: string): Parsed {
  const lines = block.split("\n");
  expect(lines[0]).toBe("```mermaid");
  expect(lines[lines.length - 1]).toBe("```");
  expect(lines.filter((l) => l.startsWith("```"))).toHaveLength(2);
  const init = lines[1]!.match(/^%%\{init: (.*)\}%%$/);
  expect(init).not.toBeNull();
  const cfg = JSON.parse(init![1]!) as {
    themeVariables: { xyChart: { backgroundColor: string; plotColorPalette: string } };
  };
  const palette = cfg.themeVariables.xyChart.plotColorPalette.split(", ");
  const background = cfg.themeVariables.xyChart.backgroundColor;
  expect(lines[2]).toBe("xychart-beta horizontal");
  expect(lines[3]).toMatch(/^ {2}title "[^"`%<>\n]*"$/);
  const x = lines[4]!.match(/^ {2}x-axis \[(.*)\]$/);
  expect(x).not.toBeNull();
  const labels = [...x![1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  expect(x![1]).toBe(labels.map((l) => `"${l}"`).join(", "));
  const y = lines[5]!.match(new RegExp(`^ {2}y-axis "[^"%<>]*" (${NUM}) --> (${NUM})$`));
  expect(y).not.toBeNull();
  const range: [number, number] = [Number(y![1]), Number(y![2])];
  const arr = (line: string, kind: string) => {
    const m = line.match(new RegExp(`^ {2}${kind} \\[(.*)\\]$`));
    expect(m).not.toBeNull();
    const parts = m![1]!.split(", ");
    for (const p of parts) expect(p).toMatch(new RegExp(`^${NUM}$`));
    expect(parts).toHaveLength(labels.length);
    return parts.map(Number);
  };
  const body = lines.slice(6, -1);
  const bars = body.filter((l) => l.startsWith("  bar ")).map((l) => arr(l, "bar"));
  const plotLines = body.filter((l) => l.startsWith("  line ")).map((l) => arr(l, "line"));
  expect(bars.length + plotLines.length).toBe(body.length);
  // Bars come first, so palette index = series index.
  expect(body.findIndex((l) => l.startsWith("  line "))).toBe(bars.length);
  expect(palette).toHaveLength(bars.length + plotLines.length);
  for (const b of bars.flat()) {
    expect(b).toBeGreaterThanOrEqual(range[0]);
    expect(b).toBeLessThanOrEqual(range[1]);
  }

  const rows = labels.map((label, i): Row => {
    const ends = bars.map((b) => b[i]!);
    const cuts = [...new Set([range[0], ...ends])].sort((a, b) => a - b);
    const segments: [number, number, string][] = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [a, b] = [cuts[k]!, cuts[k + 1]!];
      // The last series whose bar reaches past this stretch is the one on top.
      let top = -1;
      ends.forEach((e, j) => {
        if (e >= b) top = j;
      });
      const colour = top < 0 ? background : palette[top]!;
      const last = segments[segments.length - 1];
      if (last && last[1] === a && last[2] === colour) last[1] = b;
      else segments.push([a, b, colour]);
    }
    return { label, segments: segments.filter((s) => s[2] !== background) };
  });
  expect(plotLines).toHaveLength(1);
  return { labels, range, rows, zero: plotLines[0]! };
}

/** The row's coloured extent, its interval colour and where its estimate tick is. */
function drawn(row: Row): { from: number; to: number; colours: string[]; tick: number } {
  const segs = row.segments;
  expect(segs.length).toBeGreaterThan(0);
  const tick = segs.find((s) => s[2] === TICK);
  expect(tick).toBeDefined();
  return {
    from: segs[0]![0],
    to: segs[segs.length - 1]![1],
    colours: [...new Set(segs.map((s) => s[2]).filter((c) => c !== TICK))],
    tick: (tick![0] + tick![1]) / 2,
  };
}

function input(metrics: MetricComparison[], over: Partial<ChartInput> = {}): ChartInput {
  return { target: "pass_at_1", metrics, regressions: [], slipped: [], ...over };
}

describe("renderDeltaChart", () => {
  const metrics = [
    metric({ metric: "pass_at_1", delta: 0.25, ci: [0.2, 0.3] }),
    metric({
      metric: "marker:refund_only_when_allowed",
      guarded: true,
      delta: -0.12,
      ci: [-0.2, -0.05],
      verdict: "a_better",
      tag: "down",
    }),
    metric({ metric: "marker:hedging", delta: -0.01, ci: [-0.04, 0.02], tag: "flat" }),
    metric({ metric: "marker:none", delta: null, ci: null }),
  ];
  const chart = renderDeltaChart(
    input(metrics, { regressions: ["marker:refund_only_when_allowed"] }),
    { confidence: 0.95 },
  );

  it("draws each metric with a delta and an interval, in report order, and says what else is in the table", () => {
    expect(chart.shown).toBe(3);
    expect(chart.plottable).toBe(3);
    const p = parseChart(chart.block);
    expect(p.labels).toEqual([
      "pass_at_1 (target)",
      "refund_only_when_allowed (guarded)",
      "hedging",
      "and 1 more in the table",
    ]);
    expect(chart.block).toContain("95 pct interval");
    expect(chart.caption).toContain("95% interval");
    // The "more" row draws nothing.
    expect(p.rows[3]!.segments).toEqual([]);
  });

  it("draws a regression as a red interval wholly left of the zero line", () => {
    const p = parseChart(chart.block);
    expect(p.zero.every((z) => z === 0)).toBe(true);
    const r = drawn(p.rows[1]!);
    expect(r.colours).toEqual([RED]);
    expect(r.from).toBeCloseTo(-0.2, 3);
    expect(r.to).toBeCloseTo(-0.05, 3);
    expect(r.to).toBeLessThan(0);
    expect(r.tick).toBeCloseTo(-0.12, 3);
  });

  it("draws a gain as a blue interval right of zero, and no clear change in grey across it", () => {
    const p = parseChart(chart.block);
    const up = drawn(p.rows[0]!);
    expect(up.colours).toEqual([BLUE]);
    expect([up.from, up.to, up.tick].map((x) => Number(x.toFixed(4)))).toEqual([0.2, 0.3, 0.25]);
    const flat = drawn(p.rows[2]!);
    expect(flat.colours).toEqual([GREY]);
    expect(flat.from).toBeCloseTo(-0.04, 3);
    expect(flat.to).toBeCloseTo(0.02, 3);
  });

  it("flips lower-is-better metrics so that worse is always left of zero", () => {
    const c = renderDeltaChart(
      input([
        metric({ metric: "pass_at_1" }),
        metric({
          metric: "marker:refusal",
          lower_is_better: true,
          delta: 0.1,
          ci: [0.04, 0.16],
          verdict: "a_better",
          tag: "down",
        }),
      ]),
      { confidence: 0.9 },
    );
    const p = parseChart(c.block);
    expect(p.labels[1]).toBe("refusal (lower is better)");
    const r = drawn(p.rows[1]!);
    expect(r.colours).toEqual([RED]);
    expect(r.from).toBeCloseTo(-0.16, 3);
    expect(r.to).toBeCloseTo(-0.04, 3);
    expect(c.block).toContain("90 pct interval");
  });

  it("uses an axis that spans zero and every interval", () => {
    const p = parseChart(chart.block);
    expect(p.range[0]).toBeLessThanOrEqual(-0.2);
    expect(p.range[1]).toBeGreaterThanOrEqual(0.3);
    const pos = parseChart(renderDeltaChart(input([metrics[0]!]), { confidence: 0.95 }).block);
    // Even when every interval is above zero, the axis starts below it.
    expect(pos.range[0]).toBeLessThan(0);
    expect(pos.range[0]).toBeGreaterThan(-0.1);
  });

  it("returns no block when nothing can be drawn", () => {
    expect(renderDeltaChart(input([metrics[3]!]), { confidence: 0.95 })).toEqual({
      block: "",
      caption: "",
      shown: 0,
      plottable: 0,
      otherScale: 0,
    });
  });

  it("caps the number of rows and says how many more are in the table", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      metric({ metric: `m${i}`, delta: i / 100, ci: [i / 100 - 0.01, i / 100 + 0.01] }),
    );
    const c = renderDeltaChart(input(many), { confidence: 0.95, maxMetrics: 5 });
    expect(c.shown).toBe(5);
    expect(c.plottable).toBe(30);
    const p = parseChart(c.block);
    expect(p.labels).toEqual(["m0", "m1", "m2", "m3", "m4", "and 25 more in the table"]);
  });

  it("leaves metrics on another scale to the table", () => {
    const c = renderDeltaChart(
      input([
        ...metrics.slice(0, 2),
        metric({
          metric: "marker:reply_tokens",
          baseline_mean: 310,
          candidate_mean: 225,
          delta: -85,
          ci: [-100, -70],
        }),
      ]),
      { confidence: 0.95 },
    );
    expect(c.otherScale).toBe(1);
    const p = parseChart(c.block);
    expect(p.labels).toEqual([
      "pass_at_1 (target)",
      "refund_only_when_allowed (guarded)",
      "and 1 more in the table",
    ]);
    expect(p.range[0]).toBeGreaterThan(-1);
    expect(c.caption).toContain("1 on another scale are in the table only");
  });

  it("draws a target on another scale with its own kind only", () => {
    const c = renderDeltaChart(
      input(
        [
          metric({
            metric: "tokens",
            baseline_mean: 310,
            candidate_mean: 225,
            delta: -85,
            ci: [-100, -70],
          }),
          metric({
            metric: "latency",
            baseline_mean: 900,
            candidate_mean: 880,
            delta: -20,
            ci: [-40, 0],
          }),
          metric({ metric: "rate" }),
        ],
        { target: "tokens" },
      ),
      { confidence: 0.95 },
    );
    expect(parseChart(c.block).labels).toEqual([
      "tokens (target)",
      "latency",
      "and 1 more in the table",
    ]);
  });

  it("keeps hostile metric names from breaking the syntax", () => {
    const hostile = HOSTILE.map((name, i) =>
      metric({ metric: name, delta: i / 100, ci: [0, i / 50] }),
    );
    const c = renderDeltaChart(input(hostile), { confidence: 0.95, maxMetrics: 50 });
    const p = parseChart(c.block);
    expect(p.labels).toHaveLength(HOSTILE.length);
    for (const l of p.labels) expect(l).toMatch(/^[A-Za-z0-9 _.:/+-]{1,28}$/);
    expect(p.labels[8]).toBe("evil");
    // The axis line is the only one that carries data.
    const xAxis = c.block.split("\n")[4]!;
    expect(xAxis).toMatch(/^ {2}x-axis \[/);
    expect(xAxis).not.toMatch(/%%|<|>|#|;|`/);
    expect(c.caption).not.toMatch(/[<>@#`[\]]/);
  });

  it("labels drop the marker: prefix, stay short and are never empty", () => {
    expect(chartLabel("marker:looked_up_first")).toBe("looked_up_first");
    const long = chartLabel("marker:asks_before_refunding_high_value_orders");
    expect(long).toHaveLength(28);
    expect(long).toMatch(/^asks_before_refu.*\.\..*_orders$/);
    expect(chartLabel("x".repeat(100_000))).toHaveLength(28);
    expect(chartLabel("   ")).toBe("metric");
    expect(chartLabel("marker:")).toBe("metric");
    expect(chartLabel('a"b]c')).toBe("a_b_c");
    // Letters of any script stay; an astral letter is never cut in half.
    expect(chartLabel("marker:tasa_de_éxito")).toBe("tasa_de_éxito");
    const astral = chartLabel("𝒜".repeat(40));
    expect(Array.from(astral)).toHaveLength(28);
    expect(astral).not.toMatch(/[\ud800-\udfff]/u);
  });
});

describe("the regression world's comment", () => {
  it("reads the files the generator writes (npx tsx scripts/make-regression-world.ts)", () => {
    for (const [name, text] of generateRegressionWorld()) {
      expect(readFileSync(join("fixtures/regression", name), "utf8"), name).toBe(text);
    }
  });

  it("draws the guarded regression red and left of zero, the token count left out", async () => {
    const report = await buildReport(parseConfig(regressionInputs("fixtures/regression")));
    const model = report.model!;
    expect(model.metrics).toHaveLength(12);
    expect(model.regressions).toEqual(["marker:refund_only_when_allowed"]);
    const md = renderComment(report, { checkName: "heldout-gate" });
    const block = md.slice(
      md.indexOf("```mermaid"),
      md.indexOf("```", md.indexOf("```mermaid") + 3) + 3,
    );
    const p = parseChart(block);
    expect(p.labels).toHaveLength(12);
    expect(p.labels[11]).toBe("and 1 more in the table");
    expect(p.labels).not.toContain("reply_tokens");
    const i = p.labels.indexOf("refund_only_when_allowed (guarded)");
    const r = drawn(p.rows[i]!);
    const m = model.metrics.find((x) => x.metric === "marker:refund_only_when_allowed")!;
    expect(r.colours).toEqual([RED]);
    expect(r.to).toBeLessThan(0);
    expect(r.from).toBeCloseTo(m.ci![0], 3);
    expect(r.to).toBeCloseTo(m.ci![1], 3);
    expect(r.tick).toBeCloseTo(m.delta!, 3);
  });
});

describe("a 250-metric world: trimming never hides the regressed guard", () => {
  // Names that cut to the same label, a guarded regression sorted last, and a slipped one.
  const names = Array.from(
    { length: 248 },
    (_, i) => `marker:judge_rubric_item_${String(i).padStart(3, "0")}_safety_score`,
  );
  const flat = (name: string) =>
    metric({
      metric: name,
      delta: 0.001,
      ci: [-0.02, 0.02],
      verdict: "no_difference_detected",
      tag: "flat",
    });
  const guard = metric({
    metric: "marker:zz_refund_only_when_allowed",
    guarded: true,
    delta: -0.165,
    ci: [-0.22, -0.11],
    verdict: "a_better",
    tag: "down",
  });
  const model = {
    target: "pass_at_1",
    metrics: [metric({ metric: "pass_at_1" }), ...names.map(flat), guard],
    regressions: [guard.metric],
    slipped: [],
  };

  it("labels stay unique when names cut to the same text", () => {
    const c = renderDeltaChart(model, { confidence: 0.95, maxMetrics: 12, tableRows: 30 });
    const p = parseChart(c.block);
    expect(new Set(p.labels).size).toBe(p.labels.length);
    expect(chartLabel(names[0]!)).toBe(chartLabel(names[1]!));
    expect(p.labels.slice(0, 4)).toEqual([
      "pass_at_1 (target)",
      "zz_refund_only_when_allowed (guarded)",
      "judge_rubric_ite..fety_score",
      "judge_rubric_ite..fety_score 2",
    ]);
    // The regression is drawn, red and left of zero.
    const row = p.rows[1]!;
    expect(row.segments.some(([, , colour]) => colour === RED)).toBe(true);
    expect(Math.max(...row.segments.map(([, to]) => to))).toBeLessThan(0);
  });

  it("the chart and the table say the same count of what only report.json holds", () => {
    const c = renderDeltaChart(model, { confidence: 0.95, maxMetrics: 12, tableRows: 30 });
    const p = parseChart(c.block);
    expect(p.labels.at(-1)).toBe("and 238 more: 18 in the table and 220 in report.json");
    const table = metricTable({ ...modelCheck(), ...model }, 0.95, {
      tableRows: 30,
      chartMetrics: 12,
      listItems: 20,
      findingsPerGate: 5,
      problems: 5,
      figureRows: 5,
    });
    expect(table.lines.at(-1)).toBe("… and 220 more metrics in report.json.");
    // The table keeps the target, then the regressed guard, then the rest in report order.
    expect(table.lines[2]).toMatch(/^\| `pass_at_1` \(target\)/);
    expect(table.lines[3]).toMatch(
      /^\| `marker:zz_refund_only_when_allowed` \(guarded, \*\*REGRESSION\*\*\)/,
    );
    expect(table.lines[4]).toContain("`marker:judge_rubric_item_000_safety_score`");
  });

  it("a view with room for every metric keeps the report's order", () => {
    const few = { ...model, metrics: model.metrics.slice(0, 3).concat(guard) };
    const p = parseChart(renderDeltaChart(few, { confidence: 0.95, tableRows: 30 }).block);
    expect(p.labels[3]).toBe("zz_refund_only_when_allowed (guarded)");
  });
});
