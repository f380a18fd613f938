import { describe, expect, it } from "vitest";
import { canonical, compareField } from "../../src/policy/direction.js";

const change = (f: Parameters<typeof compareField>[0], b: string, h: string) =>
  compareField(f, b, h).change;

describe("compareField", () => {
  it("flags: the stricter value tightens, the other loosens, an empty one is the default", () => {
    expect(change("require-proof", "false", "true")).toBe("tightens");
    expect(change("require-proof", "true", "false")).toBe("loosens");
    expect(change("allow-partial", "true", "false")).toBe("tightens");
    expect(change("allow-partial", "", "true")).toBe("loosens");
    expect(change("baseline-from-base", "", "false")).toBe("loosens");
    expect(change("baseline-from-base", "true", "")).toBe("same");
    expect(change("allow-workflow-change", "", "FALSE")).toBe("same");
  });

  it("numbers: each rule's direction, and where the empty value sits", () => {
    expect(change("length-fail-share", "0.8", "0.7")).toBe("tightens");
    expect(change("length-fail-share", "0.8", "0.9")).toBe("loosens");
    expect(change("style-alpha", "0.05", "0.1")).toBe("tightens");
    expect(change("style-alpha", "0.05", "0.01")).toBe("loosens");
    expect(change("train-cut-share", "0.05", "0.050")).toBe("same");
    // Unmeasured judge agreement is the strictest: it is an evidence gap.
    expect(change("judge-agreement", "0.9", "")).toBe("tightens");
    expect(change("judge-agreement", "", "0.9")).toBe("loosens");
    expect(change("judge-agreement", "0.9", "0.85")).toBe("tightens");
    // No minimum margin is the loosest.
    expect(change("min-margin", "", "0.2")).toBe("tightens");
    expect(change("min-margin", "0.2", "")).toBe("loosens");
    expect(change("min-margin", "0.2", "0.1")).toBe("loosens");
  });

  it("fields without an order: any change loosens and says why", () => {
    const c = compareField("confidence", "0.95", "0.99");
    expect(c.change).toBe("loosens");
    expect(c.why).toMatch(/guards' alpha/);
    expect(change("confidence", "", "0.6")).toBe("loosens");
    // Adding a guard widens the Holm family of the others.
    expect(compareField("must-not-regress", "marker:a", "marker:a, marker:b").why).toMatch(/Holm/);
    expect(change("must-not-regress", "marker:safe", "")).toBe("loosens");
    expect(change("must-not-regress", "marker:a,marker:b", " marker:b ,marker:a")).toBe("same");
    expect(change("noise-floor", "", "0.0001:3")).toBe("loosens");
    expect(change("noise-floor", "0.01:3", "0.010:3")).toBe("same");
    expect(change("target", "", "pass_at_1")).toBe("same");
    expect(change("fields", "task=id, reward=ok", "reward=ok,task=id")).toBe("same");
    expect(change("fields", "task=id", "task=other")).toBe("loosens");
    expect(change("style-phrases", '{"a":["x","y"]}', '{"a":["y","x"]}')).toBe("same");
  });

  it("orders: family-test and graded-by", () => {
    expect(change("family-test", "auto", "decide")).toBe("tightens");
    expect(change("family-test", "", "off")).toBe("loosens");
    expect(change("family-test", "warn", "auto")).toBe("tightens");
    expect(change("graded-by", "program", "judge")).toBe("tightens");
    expect(change("graded-by", "", "program")).toBe("loosens");
  });

  it("pins: setting one tightens, changing or removing one loosens", () => {
    const a = "a".repeat(64);
    expect(change("heldout-sha256", "", a)).toBe("tightens");
    expect(change("heldout-sha256", a, "")).toBe("loosens");
    expect(change("heldout-sha256", a, "b".repeat(64))).toBe("loosens");
    expect(change("heldout-sha256", a, a.toUpperCase())).toBe("same");
    expect(change("grader", "", "judge-v2")).toBe("tightens");
    expect(change("grader", "judge-v2", "judge-v3")).toBe("loosens");
  });

  it("supersets: checking more parts of a pair tightens", () => {
    expect(change("contamination-fields", "prompt", "prompt, completion")).toBe("tightens");
    expect(change("contamination-fields", "prompt,completion", "completion")).toBe("loosens");
  });

  it("marker ranges: narrower (inside the old range or [0, 1]) tightens", () => {
    expect(change("marker-ranges", "latency=0..600", "latency=0..300")).toBe("tightens");
    expect(change("marker-ranges", "latency=0..600", "latency=0..900")).toBe("loosens");
    expect(change("marker-ranges", "latency=0..600", "")).toBe("tightens");
    expect(change("marker-ranges", "", "score=-1..1")).toBe("loosens");
    expect(change("marker-ranges", "", "score=0.2..0.8")).toBe("tightens");
    expect(change("marker-ranges", "marker:latency=0..600", "latency=0..600")).toBe("same");
  });

  it("shows values capped and on one line, (none) when empty", () => {
    const c = compareField("must-not-regress", "marker:safe", "");
    expect([c.from, c.to]).toEqual(["marker:safe", "(none)"]);
    const long = compareField("metric", "", `a\n${"b".repeat(200)}`);
    expect(long.to).not.toMatch(/\n/);
    expect(long.to.length).toBeLessThanOrEqual(80);
  });

  it("canonical forms", () => {
    expect(canonical("number", "0.50")).toBe("0.5");
    expect(canonical("list", "b, a,,a")).toBe("a,b");
    expect(canonical("floor", "0.012")).toBe("0.012:");
  });
});
