// Known answers for the judge-agreement estimators: Cohen's kappa on a 2x2 table, Wilson
// bounds published by Newcombe (1998, Statistics in Medicine 17:857, method 3), the label
// counts the Wilson bound needs, Krippendorff's alpha by hand and on his own worked example,
// and Fisher's exact test on the tea-tasting table.
import { describe, expect, it } from "vitest";
import {
  cohenKappa,
  confusionOf,
  kappaBootstrap,
  labelsToClear,
  sensitivity,
  specificity,
  wilson,
  type LabelledVerdict,
} from "../../src/stats/agreement.js";
import { krippendorffAlpha } from "../../src/stats/krippendorff.js";
import { fisherUpperP, secondHigher } from "../../src/stats/proportions.js";
import { correctDelta } from "../../src/stats/judge-correction.js";

describe("Cohen's kappa", () => {
  it("40/10/5/45 gives 0.70", () => {
    const k = cohenKappa({ tp: 40, fp: 10, fn: 5, tn: 45 });
    expect(k).toBeCloseTo(0.7, 12);
  });

  it("perfect agreement is 1, agreement at chance is 0, an empty table has none", () => {
    expect(cohenKappa({ tp: 30, fp: 0, fn: 0, tn: 20 })).toBe(1);
    // Judge passes half of everything whatever the label: po = pe = 0.5.
    expect(cohenKappa({ tp: 25, fp: 25, fn: 25, tn: 25 })).toBeCloseTo(0, 12);
    expect(cohenKappa({ tp: 0, fp: 0, fn: 0, tn: 0 })).toBeNull();
  });

  it("both always passing is the SDK's degenerate case: 1 when every row agrees, else 0", () => {
    expect(cohenKappa({ tp: 10, fp: 0, fn: 0, tn: 0 })).toBe(1);
  });

  it("sensitivity and specificity read the two columns", () => {
    const c = confusionOf([
      { judge: 1, gold: 1 },
      { judge: 1, gold: 1 },
      { judge: 0, gold: 1 },
      { judge: 1, gold: 0 },
      { judge: 0, gold: 0 },
    ]);
    expect(c).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1 });
    expect(sensitivity(c)).toBeCloseTo(2 / 3, 12);
    expect(specificity(c)).toBeCloseTo(1 / 2, 12);
    expect(sensitivity({ tp: 0, fp: 3, fn: 0, tn: 1 })).toBeNull();
  });
});

describe("Wilson interval", () => {
  // Newcombe (1998), Table II, method 3 (score interval without continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])("%i of %i gives %f to %f", (k, n, lo, hi) => {
    const ci = wilson(k, n, 0.95)!;
    expect(ci[0]).toBeCloseTo(lo, 4);
    expect(ci[1]).toBeCloseTo(hi, 4);
  });

  it("has no interval on zero trials", () => {
    expect(wilson(0, 0, 0.95)).toBeNull();
  });
});

describe("labels the Wilson lower bound needs to clear 0.8", () => {
  it.each([
    [0.95, 25],
    [0.9, 54],
    [0.85, 230],
  ])("at agreement %f: %i labels", (point, n) => {
    expect(labelsToClear(point, 0.8, 0.95)).toBe(n);
    // One label fewer does not clear it.
    expect(wilson(Math.round(point * (n - 1)), n - 1, 0.95)![0]).toBeLessThan(0.8);
  });

  it("no count clears a floor the agreement itself does not reach", () => {
    expect(labelsToClear(0.8, 0.8, 0.95)).toBeNull();
    expect(labelsToClear(0.7, 0.8, 0.95)).toBeNull();
  });
});

describe("kappa's bootstrap over tasks", () => {
  const items: LabelledVerdict[] = [];
  for (let t = 0; t < 20; t++) {
    for (let r = 0; r < 5; r++) {
      const gold = (t + r) % 2 === 0 ? 1 : 0;
      const judge = r === 4 && t % 3 === 0 ? ((1 - gold) as 0 | 1) : gold;
      items.push({ task: `t${t}`, judge, gold });
    }
  }
  const opt = { resamples: 2000, seed: 7, level: 0.95 };

  it("brackets the point estimate and repeats exactly with the seed", () => {
    const point = cohenKappa(confusionOf(items))!;
    const ci = kappaBootstrap(items, opt)!;
    expect(ci[0]).toBeLessThan(point);
    expect(ci[1]).toBeGreaterThanOrEqual(point);
    expect(ci[1]).toBeLessThanOrEqual(1);
    expect(kappaBootstrap(items, opt)).toEqual(ci);
    // The order labels arrive in does not move it.
    expect(kappaBootstrap([...items].reverse(), opt)).toEqual(ci);
    expect(kappaBootstrap(items, { ...opt, seed: 8 })).not.toEqual(ci);
  });

  it("needs three tasks", () => {
    expect(
      kappaBootstrap(
        items.filter((i) => i.task === "t0" || i.task === "t1"),
        opt,
      ),
    ).toBeNull();
  });
});

describe("Krippendorff's alpha", () => {
  it("matches a hand computation: (1,1), (1,0), (0,0) and a lone value", () => {
    // Coincidences: o11 = 2, o00 = 2, o10 = o01 = 1; n1 = n0 = 3, n = 6.
    // alpha = 1 - (n - 1) * (o10 + o01) / (2 * n1 * n0) = 1 - 5 * 2 / 18 = 4 / 9.
    const a = krippendorffAlpha([[1, 1], [1, 0], [0, 0], [1]])!;
    expect(a.alpha).toBeCloseTo(4 / 9, 12);
    expect(a.units).toBe(3);
    expect(a.values).toBe(6);
  });

  it("reproduces Krippendorff's worked example (4 coders, 12 units, nominal 0.743)", () => {
    // Krippendorff (2011), "Computing Krippendorff's Alpha-Reliability", section C.
    const units = [
      [1, 1, 1],
      [2, 2, 3, 2],
      [3, 3, 3, 3],
      [3, 3, 3, 3],
      [2, 2, 2, 2],
      [1, 2, 3, 4],
      [4, 4, 4, 4],
      [1, 1, 2, 1],
      [2, 2, 2, 2],
      [5, 5, 5],
      [1, 1],
      [3],
    ];
    expect(krippendorffAlpha(units)!.alpha).toBeCloseTo(0.743, 3);
  });

  it("has no alpha when no unit has two values or every value is the same", () => {
    expect(krippendorffAlpha([[1], [0]])).toBeNull();
    expect(
      krippendorffAlpha([
        [1, 1],
        [1, 1, 1],
      ]),
    ).toBeNull();
  });

  it("perfect agreement is 1", () => {
    expect(
      krippendorffAlpha([
        [1, 1],
        [0, 0, 0],
        [1, 1],
      ])!.alpha,
    ).toBeCloseTo(1, 12);
  });
});

describe("two proportions", () => {
  it("Fisher's exact one-sided p on the tea-tasting table is 17/70", () => {
    expect(fisherUpperP(1, 4, 3, 4)).toBeCloseTo(17 / 70, 12);
    // The second rate no higher than the least it can be: p = 1.
    expect(fisherUpperP(4, 4, 0, 4)).toBe(1);
  });

  it("reports the difference and pooled z beside the exact p", () => {
    const t = secondHigher(10, 100, 30, 100);
    expect(t.diff).toBeCloseTo(0.2, 12);
    // pooled 0.2, se = sqrt(0.2 * 0.8 * 0.02) = 0.05657
    expect(t.z).toBeCloseTo(0.2 / Math.sqrt(0.2 * 0.8 * 0.02), 10);
    expect(t.p).toBeLessThan(0.001);
    expect(secondHigher(3, 10, 0, 0)).toEqual({ diff: 0, z: null, p: 1 });
    expect(() => secondHigher(5, 4, 0, 1)).toThrow(RangeError);
  });
});

describe("the delta corrected for the judge's errors", () => {
  it("divides by s + c - 1 and widens the interval for the labels' uncertainty", () => {
    // s = 0.9 (90 of 100 gold passes), c = 0.8 (80 of 100 gold fails): J = 0.7.
    const c = { tp: 90, fn: 10, tn: 80, fp: 20 };
    const r = correctDelta(0.07, 0.02, 50, c, 0.95)!;
    expect(r.youden).toBeCloseTo(0.7, 12);
    expect(r.delta).toBeCloseTo(0.1, 12);
    // Wider than the raw interval scaled by 1/J: the labels add variance.
    expect(r.se).toBeGreaterThan(0.02 / 0.7);
    expect(r.ci[0]).toBeLessThan(0.1 - 1.96 * (0.02 / 0.7));
    expect(r.ci[1]).toBeGreaterThan(0.1 + 1.96 * (0.02 / 0.7));
  });

  it("has nothing to say without both kinds of gold, or for a judge no better than chance", () => {
    expect(correctDelta(0.1, 0.02, 30, { tp: 10, fn: 0, tn: 0, fp: 0 }, 0.95)).toBeNull();
    expect(correctDelta(0.1, 0.02, 30, { tp: 5, fn: 5, tn: 5, fp: 5 }, 0.95)).toBeNull();
  });
});
