import { describe, expect, it } from "vitest";
import { compareMetric, gainVerdict, rawVerdict } from "../../src/stats/compare.js";

const opt = { resamples: 2000, seed: 3, level: 0.95, lowerIsBetter: false };
const mapOf = (xs: number[], prefix = "t") => new Map(xs.map((x, i) => [`${prefix}${i}`, x]));

describe("compareMetric", () => {
  it("pairs over shared tasks in sorted order once 5 are shared", () => {
    const a = mapOf([0.5, 0.5, 0.5, 0.5, 0.5, 0.2]);
    const b = new Map([...mapOf([1, 1, 1, 1, 1])].reverse());
    const c = compareMetric("pass_at_1", a, b, opt);
    expect(c.paired).toBe(true);
    expect(c.n_paired).toBe(5);
    expect(c.n_only_baseline).toBe(1);
    expect(c.delta).toBe(0.5);
    expect([...c.diffs!]).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(c.raw_verdict).toBe("b_better");
    expect(c.note).toMatch(/1 baseline-only and 0 candidate-only/);
  });

  it("falls back to unpaired under 5 shared tasks and says so", () => {
    const a = mapOf([0, 0.1, 0.2, 0.1], "a");
    const b = mapOf([0.9, 1, 0.8, 0.9], "b");
    const c = compareMetric("pass_at_1", a, b, opt);
    expect(c.paired).toBe(false);
    expect(c.n_paired).toBe(0);
    expect(c.delta).toBeCloseTo(0.8, 12);
    expect(c.ci![0]).toBeGreaterThan(0);
    expect(c.p_value!).toBeLessThan(0.05);
    expect(c.note).toMatch(/unpaired/);
  });

  it("has no interval and says insufficient_data with too few tasks", () => {
    const c = compareMetric("pass_at_1", mapOf([1, 0], "a"), mapOf([1], "b"), opt);
    expect(c.ci).toBeNull();
    expect(c.verdict).toBe("insufficient_data");
  });

  it("swaps the verdict, not the numbers, for lower-is-better metrics", () => {
    const a = mapOf([0.5, 0.4, 0.6, 0.5, 0.5, 0.4]);
    const b = mapOf([0.1, 0.1, 0.2, 0.0, 0.1, 0.1]);
    const up = compareMetric("marker:hedging", a, b, opt);
    const down = compareMetric("marker:hedging", a, b, { ...opt, lowerIsBetter: true });
    expect(down.delta).toBe(up.delta);
    expect(down.ci).toEqual(up.ci);
    expect(up.verdict).toBe("a_better");
    expect(down.verdict).toBe("b_better");
    expect(down.raw_verdict).toBe("a_better");
  });

  it("maps intervals to verdict words", () => {
    expect(rawVerdict(null)).toBe("insufficient_data");
    expect(rawVerdict([0.01, 0.2])).toBe("b_better");
    expect(rawVerdict([-0.2, -0.01])).toBe("a_better");
    expect(rawVerdict([-0.1, 0.1])).toBe("no_difference_detected");
    expect(rawVerdict([0, 0.1])).toBe("no_difference_detected");
    expect(gainVerdict("no_difference_detected", true)).toBe("no_difference_detected");
  });
});
