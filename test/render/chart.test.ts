import { describe, expect, it } from "vitest";
import { chartLabel, renderDeltaChart } from "../../src/render/chart.js";
import { HOSTILE, metric } from "./sample-report.js";

const NUM = String.raw`-?\d+(?:\.\d+)?`;

interface Parsed {
  labels: string[];
  range: [number, number];
  bar: number[];
  lines: number[][];
}

/** A strict reader of the xychart subset we emit: any deviation fails the test. */
function parseChart(block: string): Parsed {
  const lines = block.split("\n");
  expect(lines[0]).toBe("```mermaid");
  expect(lines[lines.length - 1]).toBe("```");
  expect(lines.filter((l) => l.startsWith("```"))).toHaveLength(2);
  expect(lines[1]).toBe("xychart-beta");
  expect(lines[2]).toMatch(/^ {2}title "[^"`\n]*"$/);
  const x = lines[3]!.match(/^ {2}x-axis \[(.*)\]$/);
  expect(x).not.toBeNull();
  const labels = [...x![1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  expect(x![1]).toBe(labels.map((l) => `"${l}"`).join(", "));
  const y = lines[4]!.match(new RegExp(`^ {2}y-axis "[^"]*" (${NUM}) --> (${NUM})$`));
  expect(y).not.toBeNull();
  const arr = (line: string, kind: string) => {
    const m = line.match(new RegExp(`^ {2}${kind} \\[(.*)\\]$`));
    expect(m).not.toBeNull();
    const parts = m![1]!.split(", ");
    for (const p of parts) expect(p).toMatch(new RegExp(`^${NUM}$`));
    return parts.map(Number);
  };
  const bar = arr(lines[5]!, "bar");
  const l1 = arr(lines[6]!, "line");
  const l2 = arr(lines[7]!, "line");
  expect(lines).toHaveLength(9);
  for (const a of [bar, l1, l2]) expect(a).toHaveLength(labels.length);
  return { labels, range: [Number(y![1]), Number(y![2])], bar, lines: [l1, l2] };
}

describe("renderDeltaChart", () => {
  const metrics = [
    metric({ metric: "pass_at_1", delta: 0.25, ci: [0.2, 0.3] }),
    metric({ metric: "marker:hedging", delta: -0.01, ci: [-0.04, 0.02] }),
    metric({ metric: "marker:none", delta: null, ci: null }),
  ];

  it("draws each metric with a delta and an interval, in report order", () => {
    const c = renderDeltaChart(metrics, { confidence: 0.95 });
    expect(c.shown).toBe(2);
    expect(c.plottable).toBe(2);
    const p = parseChart(c.block);
    expect(p.labels).toEqual(["pass_at_1", "marker:hedging"]);
    expect(p.bar).toEqual([0.25, -0.01]);
    expect(p.lines).toEqual([
      [0.2, -0.04],
      [0.3, 0.02],
    ]);
    expect(c.block).toContain("95 pct interval");
    expect(c.block).not.toContain("%");
  });

  it("uses an axis that spans zero and every value", () => {
    const p = parseChart(renderDeltaChart(metrics, { confidence: 0.95 }).block);
    const all = [...p.bar, ...p.lines.flat()];
    expect(p.range[0]).toBeLessThanOrEqual(Math.min(0, ...all));
    expect(p.range[1]).toBeGreaterThanOrEqual(Math.max(0, ...all));
    const pos = parseChart(
      renderDeltaChart([metric({ metric: "a", delta: 0.1, ci: [0.05, 0.15] })], { confidence: 0.9 })
        .block,
    );
    expect(pos.range[0]).toBe(0);
  });

  it("returns no block when nothing can be drawn", () => {
    expect(renderDeltaChart([metrics[2]!], { confidence: 0.95 })).toEqual({
      block: "",
      shown: 0,
      plottable: 0,
    });
  });

  it("caps the number of metrics and says so in the title", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      metric({ metric: `m${i}`, delta: i / 100, ci: [i / 100 - 0.01, i / 100 + 0.01] }),
    );
    const c = renderDeltaChart(many, { confidence: 0.95, maxMetrics: 5 });
    expect(c.shown).toBe(5);
    expect(c.plottable).toBe(30);
    expect(parseChart(c.block).labels).toHaveLength(5);
    expect(c.block).toContain("first 5 of 30");
  });

  it("keeps hostile metric names from breaking the syntax", () => {
    const hostile = HOSTILE.map((name, i) =>
      metric({ metric: name, delta: i / 10, ci: [0, i / 5] }),
    );
    const c = renderDeltaChart(hostile, { confidence: 0.95, maxMetrics: 50 });
    const p = parseChart(c.block);
    expect(p.labels).toHaveLength(HOSTILE.length);
    for (const l of p.labels) expect(l).toMatch(/^[A-Za-z0-9 _.:/+-]{1,32}$/);
    const xAxis = c.block.split("\n")[3]!;
    expect(xAxis).not.toMatch(/%%|<|>|#|;|`|\n/);
  });

  it("labels are short and never empty", () => {
    expect(chartLabel("x".repeat(100))).toHaveLength(32);
    expect(chartLabel("   ")).toBe("metric");
    expect(chartLabel('a"b]c')).toBe("a_b_c");
  });
});
