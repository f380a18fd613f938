// The delta's variance as two non-negative parts with fractional Satterthwaite df
// (design §3), and the t distribution at fractional df.
import { describe, expect, it } from "vitest";
import {
  deltaParts,
  driftDf,
  runNoise,
  satterthwaite,
  tInterval,
  usableDf,
} from "../../src/stats/components.js";
import {
  detectableByRule,
  chi2Quantile,
  SIZING_RANGE,
  SIZING_RANGE_ONE_RUN,
  SIZING_RUN_UPPER,
  SIZING_RUN_UPPER_ONE_RUN,
  sizingRange,
  sizingUpper,
  targetPower,
  withSizingRunVariance,
} from "../../src/stats/decision-power.js";
import { noiseBand } from "../../src/stats/variance.js";
import { sizeTarget } from "../../src/stats/sizing.js";
import { lnGamma, tCdf, tQuantile, tQuantileBisect } from "../../src/stats/tdist.js";

describe("t at fractional degrees of freedom", () => {
  // Reference values from scipy.stats.t (ppf(0.975, df), cdf(2, df)).
  const known: [number, number, number][] = [
    [1.5, 6.016663104427929, 0.8879058348219744],
    [2.5, 3.5746548420036817, 0.9213042521210171],
    [4.55, 2.6489646115340246, 0.9462176008720439],
    [10.5, 2.2138402929187886, 0.9639830999215159],
    [100.3, 1.983898854287923, 0.9758979841128864],
  ];
  it("matches known quantiles and CDF values", () => {
    for (const [df, q, c] of known) {
      expect(tQuantileBisect(df, 0.95)).toBeCloseTo(q, 6);
      expect(tCdf(2, df)).toBeCloseTo(c, 7);
    }
    // Whole df still take the exact path: t(2) = 4.302652729749.
    expect(tQuantileBisect(2, 0.95)).toBeCloseTo(4.302652729749462, 10);
  });
  it("lies between the neighbouring whole df", () => {
    expect(tQuantileBisect(1.89, 0.95)).toBeLessThan(tQuantile(1));
    expect(tQuantileBisect(1.89, 0.95)).toBeGreaterThan(tQuantile(2));
    expect(tQuantileBisect(1.89, 0.95)).toBeCloseTo(4.55, 1);
  });
  it("has a log-gamma exact at known points", () => {
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    expect(lnGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(lnGamma(1.25)).toBeCloseTo(-0.0982718364218131, 12);
  });
});

describe("degrees of freedom", () => {
  it("are never rounded down, only capped at 1000 and held at 1 or more", () => {
    expect(usableDf(1.89)).toBe(1.89);
    expect(usableDf(20.5)).toBe(20.5);
    expect(usableDf(5000)).toBe(1000);
    expect(usableDf(Infinity)).toBe(1000);
  });
  it("gives one part its own df, whatever its variance", () => {
    for (const v of [0.0063593, 1e-7, 3.3, 0.0797451682901895 ** 2]) {
      expect(tInterval(0.1, [{ v, df: 21 }], 0.95).df).toBeCloseTo(21, 9);
      expect(satterthwaite([{ v, df: 21 }])).toBeCloseTo(21, 9);
    }
  });
  it("print the interval and p of one fractional-df t statistic", () => {
    const t = tInterval(
      0.1,
      [
        { v: 0.0009, df: 199 },
        { v: 0.0016, df: 2 },
      ],
      0.95,
    );
    // (0.0025)^2 / (0.0009^2 / 199 + 0.0016^2 / 2) = 4.867: fractional, kept as it is.
    expect(t.df).toBeCloseTo(0.0025 ** 2 / (0.0009 ** 2 / 199 + 0.0016 ** 2 / 2), 12);
    const q = tQuantileBisect(t.df, 0.95);
    expect(t.ci[1] - 0.1).toBeCloseTo(q * 0.05, 12);
    // At the interval's edge the p-value is alpha.
    const edge = tInterval(
      q * 0.05,
      [
        { v: 0.0009, df: 199 },
        { v: 0.0016, df: 2 },
      ],
      0.95,
    );
    expect(edge.p).toBeCloseTo(0.05, 8);
  });
});

describe("the delta's variance in two non-negative parts", () => {
  const side = (run_var: number | null, resid = 0.05, runs = 3, tasks = 50) => ({
    runs,
    run_var,
    resid,
    tasks,
  });

  it("gives the within-run noise back from the task part to the run part", () => {
    const r = runNoise(side(0.004), side(0.002), null, 4, 3, 3)!;
    expect(r.runVar).toBeCloseTo(0.003, 12);
    expect(r.df).toBe(4);
    expect(r.inv).toBeCloseTo(2 / 3, 12);
    const [task, run] = deltaParts(0.002, 49, 50, r);
    expect(task!.v).toBeCloseTo(0.002 - (0.05 * (2 / 3)) / 50, 12);
    expect(run!.v).toBeCloseTo(0.003 * (2 / 3), 12);
    expect(run!.df).toBe(4);
    // The task part never goes below zero.
    expect(deltaParts(0.0001, 49, 50, r)[0]!.v).toBe(0);
  });

  it("keeps a measured run-mean variance however calm the runs look (no pre-test)", () => {
    // Run means that spread less than task noise explains: the run part stays.
    const r = runNoise(side(0.0005), side(0.0005), null, 4, 3, 3)!;
    expect(deltaParts(0.002, 49, 50, r)[1]!.v).toBeCloseTo(0.0005 * (2 / 3), 12);
  });

  it("takes a one-run side's rollout noise and the other side's run-mean variance", () => {
    const r = runNoise(side(0.003), side(null, 0.06, 1), null, 2, 3, 1)!;
    expect(r.runVar).toBe(0.003);
    expect(r.df).toBe(2);
    expect(r.within).toBeCloseTo(0.055, 12);
    expect(r.inv).toBeCloseTo(4 / 3, 12);
  });

  it("uses a pinned floor as the run-mean variance on its own df", () => {
    const r = runNoise(side(null), side(null), { run_std: 0.04 }, 9, 1, 1)!;
    expect(r.runVar).toBeCloseTo(0.0016, 12);
    expect(r.df).toBe(9);
    expect(runNoise(side(null), side(null), null, 4, 1, 1)).toBeNull();
  });

  it("is the SDK's run-level test with one candidate run and no task part left", () => {
    // 3 baseline runs, 1 candidate run: the floor from the baseline on 2 df. Every task's
    // difference spread is what within-run noise explains, so the task part is zero and
    // the interval excludes zero exactly when the delta clears the band.
    const sd = 0.03;
    const r = runNoise(side(sd * sd, 0.05, 3, 200), side(null, 0.05, 1, 200), null, 2, 3, 1)!;
    const taskVar = (0.05 * (1 / 3 + 1)) / 200;
    const band = noiseBand(sd, 3, 1, 2, 0.95);
    for (const delta of [band * 0.999, band * 1.001]) {
      const t = tInterval(delta, deltaParts(taskVar, 199, 200, r), 0.95);
      expect(t.df).toBe(2);
      expect(t.ci[0] - (delta - band)).toBeCloseTo(0, 3);
      expect(t.ci[0] > 0).toBe(delta > band);
    }
  });

  it("has the drift estimate's df as the floor's times (drift / run-mean variance)^2", () => {
    const a = side(0.004);
    expect(driftDf(a, a, null, 0.003, 4)).toBeCloseTo(4 * (0.003 / 0.004) ** 2, 12);
    expect(driftDf(a, a, null, 0, 4)).toBe(4);
  });

  it("is sized on an upper confidence bound of the run-mean variance, measured floors only", () => {
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
    // chi^2 quantiles: exact for 2 df (0.7133 at 0.3, 0.2107 at 0.1), Wilson-Hilferty at
    // 4 df (1.064 exact at 0.1, 2.195 at 0.3).
    expect(chi2Quantile(2, 0.3)).toBeCloseTo(0.71335, 4);
    expect(chi2Quantile(2, 0.1)).toBeCloseTo(0.21072, 4);
    expect(chi2Quantile(4, 0.3)).toBeCloseTo(2.195, 1);
    expect(chi2Quantile(4, 0.1)).toBeCloseTo(1.064, 1);
    const q = chi2Quantile(4, 1 - SIZING_RUN_UPPER);
    expect(withSizingRunVariance(m).drift).toBeCloseTo((runVar * 4) / q - 0.001, 12);
    // The bound is above the estimate, and higher bounds give larger detectable effects.
    expect(withSizingRunVariance(m).drift).toBeGreaterThan(0.0009);
    const lo = detectableByRule(withSizingRunVariance(m, 0.5))!;
    const mid = detectableByRule(withSizingRunVariance(m))!;
    const hi = detectableByRule(withSizingRunVariance(m, 0.95))!;
    expect(lo).toBeLessThan(mid);
    expect(mid).toBeLessThan(hi);
    expect(withSizingRunVariance({ ...m, floor: "given" }).drift).toBe(0.0009);
  });

  it("takes the one-sided 95% bound when one side has a single run, its range the 95% interval", () => {
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
    const one = { ...m, rC: 1 };
    expect(sizingUpper(one)).toBe(SIZING_RUN_UPPER_ONE_RUN);
    expect(sizingUpper(m)).toBe(SIZING_RUN_UPPER);
    expect(sizingRange(one)).toBe(SIZING_RANGE_ONE_RUN);
    expect(sizingRange(m)).toBe(SIZING_RANGE);
    // Run variance from the baseline alone: 2 df, chi^2_2 at 0.05 is -2 ln 0.95.
    const q = -2 * Math.log(0.95);
    expect(withSizingRunVariance(one).drift).toBeCloseTo((runVar * 2) / q - 0.001, 12);
    expect(withSizingRunVariance(one).drift).toBeGreaterThan(
      withSizingRunVariance(one, SIZING_RUN_UPPER).drift,
    );
    const s = sizeTarget({
      effect: 0.1,
      base: 0.6,
      k: 4,
      nTasks: 50,
      rowsSd: null,
      pooledDiffs: null,
      level: 0.95,
      model: { ...one, runVar },
    });
    const [lo, hi] = s.detectable_range!;
    expect(lo).toBe(detectableByRule(withSizingRunVariance({ ...one, runVar }, 0.025)));
    expect(hi).toBe(detectableByRule(withSizingRunVariance({ ...one, runVar }, 0.975)));
    expect(s.detectable_effect).toBe(detectableByRule(withSizingRunVariance({ ...one, runVar })));
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
