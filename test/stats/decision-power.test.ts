// Sizing replays the gate's rule on fixed draws: deterministic, monotone in the effect,
// and it needs a floor to pass anything.
import { describe, expect, it } from "vitest";
import {
  detectableByRule,
  gatePower,
  runsByRule,
  tasksByRule,
  withSizingRunVariance,
  type PowerModel,
} from "../../src/stats/decision-power.js";
import { sizeTarget } from "../../src/stats/sizing.js";
import { detectableText } from "../../src/render/format.js";

const m: PowerModel = {
  n: 50,
  rB: 3,
  rC: 3,
  het: 0.01,
  wB: 0.05,
  wC: 0.05,
  drift: 0.0009,
  floor: "measured",
  level: 0.95,
};

describe("power of the gate's rule", () => {
  it("grows with the effect and is 80% at the detectable effect", () => {
    expect(gatePower(0, m)).toBeLessThan(0.05);
    expect(gatePower(0.05, m)).toBeLessThan(gatePower(0.1, m));
    const d = detectableByRule(m)!;
    expect(gatePower(d, m)).toBeGreaterThanOrEqual(0.8);
    expect(gatePower(d - 0.002, m)).toBeLessThan(0.8);
    expect(detectableByRule(m)).toBe(d);
  });

  it("run drift raises the detectable effect; more runs lower it", () => {
    const calm = detectableByRule({ ...m, drift: 0 })!;
    const drift = detectableByRule(m)!;
    expect(drift).toBeGreaterThan(calm);
    expect(detectableByRule({ ...m, rB: 8, rC: 8 })!).toBeLessThan(drift);
  });

  it("tasks and runs needed for an effect, and no pass without a floor", () => {
    const d = detectableByRule(m)!;
    const n = tasksByRule(d, m)!;
    expect(Math.abs(n - 50)).toBeLessThanOrEqual(6);
    expect(runsByRule(d, { ...m, n: 50 })).toBe(3);
    expect(gatePower(0.5, { ...m, floor: "none" })).toBe(0);
    expect(runsByRule(0.2, { ...m, rB: 1, rC: 1, floor: "none" })).toBeGreaterThanOrEqual(2);
  });
});

describe("the printed detectable effect and its range (issue 25.2)", () => {
  const input = {
    effect: 0.1,
    base: 0.6,
    k: 4,
    nTasks: 50,
    rowsSd: null,
    pooledDiffs: null,
    level: 0.95,
  };

  it("is the rule at the run variance's upper bound, inside the range its interval's ends give", () => {
    const s = sizeTarget({ ...input, model: { ...m, runVar: 0.0009 + 0.05 / 50 } });
    const [lo, hi] = s.detectable_range!;
    expect(s.detectable_effect).toBe(
      detectableByRule(withSizingRunVariance({ ...m, runVar: 0.0019 })),
    );
    expect(lo).toBe(detectableByRule(withSizingRunVariance({ ...m, runVar: 0.0019 }, 0.05)));
    expect(hi).toBe(detectableByRule(withSizingRunVariance({ ...m, runVar: 0.0019 }, 0.95)));
    expect(lo!).toBeLessThan(s.detectable_effect!);
    expect(s.detectable_effect!).toBeLessThan(hi!);
    // The printed effect is above the point estimate's, which 4 df leave too low in most PRs.
    expect(s.detectable_effect!).toBeGreaterThan(detectableByRule(m)!);
    expect(detectableText(s.detectable_effect, s.detectable_range)).toBe(
      `detectable ≈ ${s.detectable_effect!.toFixed(3)} (${lo!.toFixed(3)}–${hi!.toFixed(3)})`,
    );
  });

  it("has no range for a pinned floor, and says n/a for an end that detects nothing", () => {
    const given = sizeTarget({
      ...input,
      model: { ...m, floor: "given", given: { run_std: 0.03, df: 2 } },
    });
    expect(given.detectable_range).toBeUndefined();
    expect(detectableText(0.12, undefined)).toBe("detectable ≈ 0.120");
    expect(detectableText(0.12, [0.08, null])).toBe("detectable ≈ 0.120 (0.080–n/a)");
    expect(detectableText(null, [null, null])).toBe("detectable n/a");
  });
});
