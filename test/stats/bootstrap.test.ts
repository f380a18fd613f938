import { describe, expect, it } from "vitest";
import {
  bootstrapMean,
  bootstrapMeanDiff,
  MAX_DRAWS,
  SharedBootstraps,
  percentileIndices,
  permutationP,
  signFlipP,
} from "../../src/stats/bootstrap.js";
import { mean, sampleSd } from "../../src/stats/descriptive.js";
import { makeRng, RNG_NAME } from "../../src/stats/rng.js";

const opt = { resamples: 10000, seed: 0, level: 0.95 };

describe("percentile indices", () => {
  it("match the SDK: 50 / 1949 of 2000 and 250 / 9749 of 10000", () => {
    expect(percentileIndices(2000, 0.95)).toEqual([50, 1949]);
    expect(percentileIndices(10000, 0.95)).toEqual([250, 9749]);
    // (1 - 0.9) / 2 is 0.04999... in binary, so the lower index is 499, as in Python.
    expect(percentileIndices(10000, 0.9)).toEqual([499, 9499]);
  });
});

describe("rng", () => {
  it("is alea, reproducible from the seed, and different across seeds", () => {
    expect(RNG_NAME).toBe("alea");
    const a = makeRng(7);
    const b = makeRng(7);
    const c = makeRng(8);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("bootstrapMean", () => {
  it("needs 3 values", () => {
    expect(bootstrapMean([1, 2], opt)).toBeNull();
    expect(bootstrapMean([1, 2, 3], opt)).not.toBeNull();
  });

  it("a constant sample has a zero-width interval at its value", () => {
    expect(bootstrapMean([0.25, 0.25, 0.25, 0.25], opt)).toEqual([0.25, 0.25]);
  });

  it("is reproducible and brackets the mean; a wider level gives a wider interval", () => {
    const xs = Array.from({ length: 60 }, (_, i) => ((i * 37) % 11) / 10);
    const a = bootstrapMean(xs, opt)!;
    expect(bootstrapMean(xs, opt)).toEqual(a);
    expect(a[0]).toBeLessThan(mean(xs));
    expect(a[1]).toBeGreaterThan(mean(xs));
    const wide = bootstrapMean(xs, { ...opt, level: 0.99 })!;
    expect(wide[0]).toBeLessThanOrEqual(a[0]);
    expect(wide[1]).toBeGreaterThanOrEqual(a[1]);
    // The interval half-width is near 1.96 standard errors for a sample this size.
    const se = sampleSd(xs)! / Math.sqrt(xs.length);
    expect((a[1] - a[0]) / 2 / se).toBeGreaterThan(1.7);
    expect((a[1] - a[0]) / 2 / se).toBeLessThan(2.2);
  });

  it("refuses work past the draw budget with a clear error", () => {
    const n = Math.ceil(MAX_DRAWS / 100) + 1;
    expect(() => bootstrapMean(new Float64Array(n), { ...opt, resamples: 100 })).toThrow(
      /lower "resamples"/,
    );
  });
});

describe("unpaired difference", () => {
  it("centres on mean(b) - mean(a) and needs 3 values a side", () => {
    const a = [0, 0.1, 0.2, 0.1, 0, 0.2];
    const b = a.map((x) => x + 0.5);
    const ci = bootstrapMeanDiff(a, b, opt)!;
    expect(ci[0]).toBeLessThan(0.5);
    expect(ci[1]).toBeGreaterThan(0.5);
    expect(ci[0]).toBeGreaterThan(0.35);
    expect(bootstrapMeanDiff([1, 2], b, opt)).toBeNull();
  });

  it("permutation p is small for separated samples and 1 for identical ones", () => {
    const a = [0, 0.1, 0.2, 0.1, 0, 0.2];
    const b = a.map((x) => x + 0.5);
    expect(permutationP(a, b, mean(b) - mean(a), opt)!).toBeLessThan(0.01);
    expect(permutationP(a, a, 0, opt)).toBe(1);
  });
});

describe("sign-flip p-value", () => {
  it("all-zero differences give p = 1", () => {
    expect(signFlipP([0, 0, 0, 0, 0], 0, opt)).toBe(1);
  });

  it("follows (count + 1) / (B + 1): ten equal positive differences give about 2/1024", () => {
    const d = Array(10).fill(0.25);
    const p = signFlipP(d, 0.25, opt)!;
    // Only all-plus or all-minus reach |mean| = 0.25: chance 2 / 2^10.
    expect(p).toBeGreaterThan(1 / 10001);
    expect(p).toBeLessThan(0.006);
    expect(signFlipP(d, 0.25, opt)).toBe(p);
  });

  it("is near 1 for differences centred on zero", () => {
    const d = [0.1, -0.1, 0.2, -0.2, 0.05, -0.05, 0.1, -0.1];
    expect(signFlipP(d, mean(d), opt)!).toBeGreaterThan(0.9);
  });
});

describe("SharedBootstraps", () => {
  const sample = (n: number, seed: string) => {
    const r = makeRng(seed);
    return Array.from({ length: n }, () => Math.round(r() * 1000) / 1000 - 0.3);
  };

  it("gives each prefetched sample the bytes bootstrapMean gives it alone", () => {
    for (const [n, resamples, seed] of [
      [3, 50, 0],
      [40, 2000, 7],
      [517, 1000, 3],
    ] as const) {
      const o = { resamples, seed, level: 0.9 };
      const xs = [sample(n, "a"), sample(n, "b"), sample(n, "c")];
      const boots = new SharedBootstraps();
      boots.prefetch(xs, o);
      expect(boots.prefetched).toBe(3);
      for (const x of xs) expect(boots.mean(x, o)).toEqual(bootstrapMean(x, o));
    }
  });

  it("draws anew for other values, options or sizes, and skips what bootstrapMean would refuse", () => {
    const o = { resamples: 500, seed: 1, level: 0.95 };
    const [a, b] = [sample(30, "a"), sample(30, "b")];
    const boots = new SharedBootstraps();
    boots.prefetch([a, b, sample(31, "c")], o);
    expect(boots.prefetched).toBe(2);
    const other = [...a];
    other[29] = (other[29] as number) + 1e-9;
    expect(boots.mean(other, o)).toEqual(bootstrapMean(other, o));
    expect(boots.mean(a, { ...o, seed: 2 })).toEqual(bootstrapMean(a, { ...o, seed: 2 }));
    expect(boots.mean(a, { ...o, level: 0.9 })).toEqual(bootstrapMean(a, { ...o, level: 0.9 }));
    const c = sample(31, "c");
    expect(boots.mean(c, o)).toEqual(bootstrapMean(c, o));
    expect(boots.mean([1, 2], o)).toBeNull();
    // Over the draw budget nothing is prefetched, and mean() throws as bootstrapMean does.
    const big = new Float64Array(1000);
    const over = { ...o, resamples: MAX_DRAWS / 500 };
    boots.prefetch([big, big], over);
    expect(boots.prefetched).toBe(2);
    expect(() => boots.mean(big, over)).toThrow(/more than/);
  });
});
