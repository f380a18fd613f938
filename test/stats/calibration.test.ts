// A small fixed-seed version of scripts/calibrate.ts: the gate must rarely pass a PR
// with no true effect and usually pass one with the effect the sizing calls provable.
import { describe, expect, it } from "vitest";
import { detectableEffect } from "../../src/stats/power.js";
import {
  beta,
  calibrate,
  DEFAULT_SHAPE,
  simulatePR,
  wilson,
} from "../../scripts/lib/sim/simulate.js";
import { makeRng } from "../../src/stats/rng.js";
import { perRunDiffSd } from "../../src/stats/sizing.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import type { EvalRow } from "../../src/io/canonical.js";

const splitOf = (rows: EvalRow[]) => tallyRows(rows).split;

const shape = { ...DEFAULT_SHAPE, tasks: 50 };

describe("calibration (200 simulated PRs a case, 50 tasks, 4 rollouts, 3 runs a side)", () => {
  it("no true effect: the gate passes at most 8% of PRs", () => {
    const r = calibrate(shape, 0, 200, { seed: 11, resamples: 1000 });
    expect(r.prs).toBe(200);
    expect(r.rate).toBeLessThanOrEqual(0.08);
  });

  it("the effect sizing calls provable at 50 tasks: the gate passes at least 70%", () => {
    const effect = detectableEffect(50, 0.6, 4) as number;
    expect(effect).toBeGreaterThan(0.05);
    const r = calibrate(shape, effect, 200, { seed: 12, resamples: 1000 });
    expect(r.rate).toBeGreaterThanOrEqual(0.7);
  });
});

describe("simulator", () => {
  it("draws Beta pass rates with the intended mean and gives the candidate the gain", () => {
    const rng = makeRng(1);
    let s = 0;
    for (let i = 0; i < 4000; i++) s += beta(rng, 1.5, 1);
    expect(s / 4000).toBeGreaterThan(0.58);
    expect(s / 4000).toBeLessThan(0.62);
    const pr = simulatePR({ ...shape, tasks: 400, runSd: 0 }, 0.1, makeRng(2));
    const rate = (rows: { reward: number }[]) =>
      rows.reduce((a, r) => a + r.reward, 0) / rows.length;
    expect(pr.baseline.length).toBe(400 * 4 * 3);
    expect(rate(pr.candidate) - rate(pr.baseline)).toBeGreaterThan(0.07);
    expect(rate(pr.candidate) - rate(pr.baseline)).toBeLessThan(0.13);
  });

  it("Wilson interval brackets the observed rate", () => {
    const [lo, hi] = wilson(10, 200);
    expect(lo).toBeLessThan(0.05);
    expect(hi).toBeGreaterThan(0.05);
    expect(lo).toBeGreaterThan(0.02);
  });
});

describe("per-run sizing", () => {
  it("pools the variance of within-run paired differences over run pairs", () => {
    const t = ["a", "b", "c", "d"];
    const rows = (passes: number[][]) =>
      passes.flatMap((run, r) =>
        run.map((reward, i) => ({ line: 1, task: t[i]!, reward, run: String(r), markers: {} })),
      );
    const a = splitOf(
      rows([
        [0, 0, 0, 0],
        [1, 1, 1, 1],
      ]),
    );
    const b = splitOf(
      rows([
        [1, 0, 1, 0],
        [1, 1, 1, 1],
      ]),
    );
    // Run 0 diffs 1,0,1,0 (variance 1/3); run 1 diffs all 0 (variance 0).
    expect(perRunDiffSd(a, b, "pass_at_1")).toBeCloseTo(Math.sqrt(1 / 6), 12);
    expect(perRunDiffSd(splitOf([]), b, "pass_at_1")).toBeNull();
  });
});
