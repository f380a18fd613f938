// The t interval's degrees of freedom: Satterthwaite's df of a single part is that part's
// own df, which floating point can land just under (a shifted-arms property caught it).
import { describe, expect, it } from "vitest";
import {
  driftDf,
  DRIFT_KEEP_ALPHA,
  driftKept,
  GUARD_DRIFT_KEEP_ALPHA,
  fCritical,
  runDrift,
  satterthwaite,
  tInterval,
  usableDf,
} from "../../src/stats/components.js";
import {
  detectableByRule,
  SIZING_RUN_Z,
  targetPower,
  withSizingRunVariance,
} from "../../src/stats/decision-power.js";
import { fUpper } from "../../src/stats/tdist.js";

describe("degrees of freedom", () => {
  it("keeps an integer df that rounding put a hair under it", () => {
    expect(usableDf(20.999999999999996)).toBe(21);
    expect(usableDf(20.5)).toBe(20);
  });
  it("gives one part its own df, whatever its variance", () => {
    for (const v of [0.0063593, 1e-7, 3.3, 0.0797451682901895 ** 2]) {
      expect(tInterval(0.1, [{ v, df: 21 }], 0.95).df).toBe(21);
      expect(satterthwaite([{ v, df: 21 }])).toBeCloseTo(21, 9);
    }
  });
});

describe("the drift part", () => {
  const side = (run_var: number, resid = 0.05, runs = 3, tasks = 50) => ({
    runs,
    run_var,
    resid,
    tasks,
  });

  it("F critical points match the table, and the coarse grid above 100 df stays within 1%", () => {
    // F(4, 60) = 2.525 and F(4, 100) = 2.463 are the tabulated 95% points.
    expect(fCritical(4, 60, 0.05)).toBeCloseTo(2.525, 3);
    expect(fCritical(4, 100, 0.05)).toBeCloseTo(2.463, 3);
    expect(fUpper(fCritical(4, 60, 0.25), 4, 60)).toBeCloseTo(0.25, 10);
    // 294 denominator df is taken as 300: the tail there is still 0.25 to two digits.
    expect(fUpper(fCritical(4, 294, 0.25), 4, 294)).toBeCloseTo(0.25, 2);
    expect(fCritical(4, 5000, 0.25) / fCritical(4, 1000, 0.25)).toBe(1);
  });

  it("is kept only when run means spread more than task noise explains", () => {
    // Task noise alone gives run-mean variance resid / tasks = 0.001.
    expect(driftKept(side(0.001), side(0.001))).toBe(false);
    expect(driftKept(side(0.003), side(0.003))).toBe(true);
    const pooled = runDrift(side(0.001), side(0.001), null, 4);
    expect(pooled.v).toBe(0);
    // A pinned floor is kept whatever the rows show.
    expect(runDrift(side(0.001), side(0.001), { run_std: 0.04 }, 4).v).toBeCloseTo(
      0.0016 - 0.001,
      12,
    );
  });

  it("keeps a guard's drift part only on stronger evidence (0.05, not 0.25)", () => {
    // F = 2 on (4, 196) df: past the 0.25 point (about 1.35), short of the 0.05 one (2.42).
    const spread = side(0.002);
    expect(fCritical(4, 196, DRIFT_KEEP_ALPHA)).toBeLessThan(2);
    expect(fCritical(4, 196, GUARD_DRIFT_KEEP_ALPHA)).toBeGreaterThan(2);
    expect(driftKept(spread, spread)).toBe(true);
    expect(driftKept(spread, spread, GUARD_DRIFT_KEEP_ALPHA)).toBe(false);
    expect(runDrift(spread, spread, null, 4, GUARD_DRIFT_KEEP_ALPHA).v).toBe(0);
    expect(driftKept(side(0.004), side(0.004), GUARD_DRIFT_KEEP_ALPHA)).toBe(true);
  });

  it("has the floor's df times (drift / run-mean variance)^2", () => {
    const a = side(0.004);
    const d = runDrift(a, a, null, 4);
    expect(d.v).toBeCloseTo(0.003, 12);
    expect(d.df).toBeCloseTo(4 * (0.003 / 0.004) ** 2, 12);
    expect(driftDf(a, a, null, 0, 4)).toBe(4);
  });

  it("is sized on a run-mean variance scaled past its median, measured floors only", () => {
    const m = {
      n: 50,
      rB: 3,
      rC: 3,
      het: 0.01,
      wB: 0.05,
      wC: 0.05,
      drift: 0.0009,
      floor: "measured" as const,
      level: 0.95,
    };
    const runVar = 0.0009 + 0.05 / 50;
    // chi^2_4 at the normal quantile -0.2 (Wilson-Hilferty): below its median, 3.369.
    const q = 4 * (1 - 2 / 36 + SIZING_RUN_Z * Math.sqrt(2 / 36)) ** 3;
    expect(q).toBeCloseTo(2.89, 2);
    expect(withSizingRunVariance(m).drift).toBeCloseTo((runVar * 4) / q - 0.001, 12);
    expect(withSizingRunVariance({ ...m, floor: "given" }).drift).toBe(0.0009);
  });
});

describe("sizing with guards", () => {
  it("asks the target for 80% / (1 - alpha) when guards must also hold", () => {
    expect(targetPower(0, 0.95)).toBe(0.8);
    expect(targetPower(3, 0.95)).toBeCloseTo(0.8 / 0.95, 12);
    const m = {
      n: 50,
      rB: 3,
      rC: 3,
      het: 0.01,
      wB: 0.05,
      wC: 0.05,
      drift: 0.0001,
      floor: "measured" as const,
      level: 0.95,
    };
    const alone = detectableByRule(m)!;
    const guarded = detectableByRule({ ...m, power: targetPower(1, 0.95) })!;
    expect(guarded).toBeGreaterThan(alone);
  });
});
