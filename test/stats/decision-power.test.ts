// Sizing replays the gate's rule on fixed draws: deterministic, monotone in the effect,
// and it needs a floor to pass anything.
import { describe, expect, it } from "vitest";
import {
  detectableByRule,
  gatePower,
  runsByRule,
  tasksByRule,
  type PowerModel,
} from "../../src/stats/decision-power.js";

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
