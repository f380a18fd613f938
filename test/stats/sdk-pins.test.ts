// Values the whileai SDK pins in its own tests and docs, reproduced here.
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { checkModel } from "../../src/stats/model-check.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { normalInv } from "../../src/stats/normal.js";
import { passAt } from "../../src/stats/passk.js";
import { detectableEffect, holdoutSize } from "../../src/stats/power.js";
import { tQuantile, tQuantileBisect } from "../../src/stats/tdist.js";
import { evalVariance, noiseBand, runStdByMetric } from "../../src/stats/variance.js";
import { heldoutOf, ids, rowsFromGrid, SETTINGS } from "./rows.js";

const opt = { resamples: 2000, seed: 0, level: 0.95 };

/** Per-task passes of 4 rollouts, 1..3 each, summing to `total`, different in each run. */
function spread(tasks: number, total: number, run: number): number[] {
  const c = Array.from({ length: tasks }, (_, i) => 1 + ((i * 7 + run * 11 + ((i * i) % 5)) % 3));
  let sum = c.reduce((a, b) => a + b, 0);
  for (let i = run; sum !== total; i = (i + 7) % tasks) {
    const step = sum < total && c[i]! < 3 ? 1 : sum > total && c[i]! > 1 ? -1 : 0;
    c[i]! += step;
    sum += step;
  }
  return c;
}

describe("eval_variance", () => {
  it("run means 0.5 / 0.525 / 0.475 give run_std 0.025, 2.5 points, high_variance", () => {
    // 40 tasks, one rollout each per run: 20, 21 and 19 passes.
    const t = ids(40);
    const grid = [20, 21, 19].map((p) => t.map((_, i) => (i < p ? 1 : 0)));
    const v = evalVariance(tallyRows(rowsFromGrid(t, grid, 1)));
    expect(v.n_runs).toBe(3);
    expect(v.means).toEqual({ "0": 0.5, "1": 0.525, "2": 0.475 });
    expect(v.run_std).toBeCloseTo(0.025, 12);
    expect(v.points).toBeCloseTo(2.5, 10);
    expect(v.stability).toBe("high_variance");
  });

  it("a single run has no run_std and says so", () => {
    const t = ids(5);
    const v = evalVariance(
      tallyRows(rowsFromGrid(t, [[1, 0, 1, 0, 1]], 1).map((r) => ({ ...r, run: "a" }))),
    );
    expect(v.run_std).toBeNull();
    expect(v.notes.join(" ")).toMatch(/1 run/);
  });
});

describe("pass_at", () => {
  it("doctest: 4 tasks with rewards [1, 1, 0, 1] give pass@1 0.75", () => {
    const rows: EvalRow[] = [1, 1, 0, 1].map((reward, i) => ({
      line: i + 1,
      task: `t${i}`,
      reward,
      markers: {},
    }));
    const r = passAt(tallyRows(rows).pooled, opt);
    expect(r.pass_at_1).toBe(0.75);
    expect(r.n_groups).toBe(4);
    expect(r.k).toBeNull();
  });

  it("4 tasks each graded [1, 1, 0, 1] give 0.75 and the unbiased pass@k / pass^k", () => {
    const t = ids(4);
    const rows: EvalRow[] = rowsFromGrid(t, [[3, 3, 3, 3]], 4);
    const r = passAt(tallyRows(rows).pooled, opt);
    expect(r.pass_at_1).toBe(0.75);
    expect(r.k).toBe(4);
    // n=4, c=3, k=4: pass@4 = 1 - C(1,4)/C(4,4) = 1; pass^4 = C(3,4)/C(4,4) = 0.
    expect(r.pass_at_k).toBe(1);
    expect(r.pass_pow_k).toBe(0);
    const r2 = passAt(tallyRows(rows).pooled, { ...opt, k: 2 });
    // pass@2 = 1 - C(1,2)/C(4,2) = 1; pass^2 = C(3,2)/C(4,2) = 0.5.
    expect(r2.pass_at_k).toBe(1);
    expect(r2.pass_pow_k).toBe(0.5);
  });

  it("tasks weigh equally whatever their rollout count", () => {
    const rows: EvalRow[] = [
      { line: 1, task: "a", reward: 1, markers: {} },
      { line: 2, task: "b", reward: 0, markers: {} },
      { line: 3, task: "b", reward: 0, markers: {} },
      { line: 4, task: "b", reward: 0, markers: {} },
    ];
    expect(passAt(tallyRows(rows).pooled, opt).pass_at_1).toBe(0.5);
  });
});

describe("holdout_size", () => {
  it("(0.127, base 0, k 4) needs 14 tasks, 54 when the gain is concentrated", () => {
    const r = holdoutSize(0.127, { base: 0, k: 4 });
    expect(r.n_tasks).toBe(14);
    expect(r.n_tasks_concentrated).toBe(54);
    expect(r.sd).toBeCloseTo(0.1665, 4);
    expect(r.sd_source).toBe("model");
  });

  it("(0.127, task_std 0.333) needs 54 tasks", () => {
    const r = holdoutSize(0.127, { taskStd: 0.333 });
    expect(r.n_tasks).toBe(54);
    expect(r.sd_source).toBe("given");
  });

  it("uses the exact normal quantiles, not 1.96", () => {
    expect(normalInv(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalInv(0.975) + normalInv(0.8)).toBeCloseTo(2.801585, 6);
    expect(normalInv(0.5)).toBe(0);
    expect(normalInv(0.025)).toBeCloseTo(-1.959964, 6);
  });

  it("rejects effects outside (0, 1)", () => {
    expect(() => holdoutSize(0)).toThrow(/effect/);
    expect(() => holdoutSize(1.2)).toThrow(/effect/);
  });

  it("detectable effect is the fixed point the sizing inverts", () => {
    const e = detectableEffect(54, 0.6, 4) as number;
    expect(e).toBeGreaterThan(0);
    // Sizing that effect must need about the same number of tasks back.
    const n = holdoutSize(e, { base: 0.6, k: 4 }).n_tasks;
    expect(Math.abs(n - 54)).toBeLessThanOrEqual(1);
    expect(detectableEffect(1)).toBeNull();
  });
});

describe("noise band", () => {
  it("uses the SDK t table at 95% and its series above df 30", () => {
    expect(tQuantile(4)).toBe(2.776);
    expect(tQuantile(1)).toBe(12.706);
    expect(tQuantile(30)).toBe(2.042);
    expect(tQuantile(null)).toBe(1.96);
    const z = 1.96;
    const series = z + (z ** 3 + z) / 124 + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * 31 * 31);
    expect(tQuantile(31)).toBeCloseTo(series, 14);
  });

  it("the table agrees with the t distribution to 3 decimals; other levels bisect", () => {
    for (let df = 1; df <= 30; df++) {
      expect(Math.abs(tQuantileBisect(df, 0.95) - tQuantile(df))).toBeLessThan(6e-4);
    }
    expect(tQuantile(4, 0.9)).toBeCloseTo(2.131847, 5);
    expect(tQuantile(null, 0.9)).toBeCloseTo(1.644854, 5);
  });

  it("3 runs a side: band = 2.776 x run_std x sqrt(1/3 + 1/3)", () => {
    expect(noiseBand(0.01, 3, 3, 4)).toBeCloseTo(2.776 * 0.01 * Math.sqrt(2 / 3), 15);
  });

  it("reproduces the SDK's pinned 40-task, 3-run example (0.508 -> 0.758, band 0.033)", () => {
    // Baseline runs 0.500 / 0.525 / 0.500 (80, 84 and 80 of 160 rollouts); the candidate
    // passes one more rollout per task per run. The SDK pins run means only; the per-task
    // counts vary by run as re-runs of 4 rollouts do, since runs that agree task by task far
    // more closely than that are near-copies and count once (issue 25.5).
    const t = ids(40);
    const base = [80, 84, 80].map((total, r) => spread(t.length, total, r));
    const cand = base.map((run) => run.map((c) => c + 1));
    const mc = checkModel(
      {
        heldout: heldoutOf(t),
        baseline: tallyRows(rowsFromGrid(t, base, 4)),
        candidate: tallyRows(rowsFromGrid(t, cand, 4)),
        baselinePath: "before.jsonl",
        candidatePath: "after.jsonl",
      },
      SETTINGS,
    );
    const m = mc.metrics[0]!;
    expect(mc.target_verdict).toBe("moved");
    expect(mc.replicated).toBe(true);
    expect(m.baseline_mean!.toFixed(3)).toBe("0.508");
    expect(m.candidate_mean!.toFixed(3)).toBe("0.758");
    expect(m.delta!.toFixed(3)).toBe("0.250");
    // The SDK's percentile bootstrap over tasks; the gate's own interval adds run drift.
    expect(m.bootstrap_ci!.map((x) => x.toFixed(3))).toEqual(["0.250", "0.250"]);
    expect(m.ci![0]).toBeGreaterThan(0);
    expect(m.n_paired).toBe(40);
    expect(m.run_std!.toFixed(3)).toBe("0.014");
    expect(m.noise_band!.toFixed(3)).toBe("0.033");
    expect(mc.noise).toMatchObject({ source: "eval_run", df: 4, quantile: 2.776 });
    expect(mc.noise.rule).toBe("t(df=4)=2.78 x run_std x sqrt(1/3 + 1/3)");
    expect(m.tag).toBe("up");
  });
});

describe("run_std by metric", () => {
  it("covers pass_at_1 and the markers every run carries", () => {
    const t = ids(4);
    const rows: EvalRow[] = rowsFromGrid(
      t,
      [
        [1, 1, 0, 0],
        [1, 0, 0, 0],
        [1, 1, 1, 0],
      ],
      1,
    ).map((r) => ({
      ...r,
      markers: (r.run === "2" ? { a: r.reward } : { a: 1 - r.reward, b: 1 }) as Record<
        string,
        number
      >,
    }));
    const s = runStdByMetric(tallyRows(rows));
    expect(Object.keys(s)).toEqual(["pass_at_1", "marker:a"]);
    expect(s["pass_at_1"]).toBeCloseTo(0.25, 12);
    // marker a: run means 0.5, 0.75, 0.75 -> sd 0.1443
    expect(s["marker:a"]).toBeCloseTo(Math.sqrt(1 / 48), 12);
  });
});
