import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import {
  checkModel,
  metricName,
  ModelInputError,
  type ModelCheckInput,
} from "../../src/stats/model-check.js";
import { makeRng } from "../../src/stats/rng.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { heldoutOf, ids, rowsFromGrid, SETTINGS } from "./rows.js";
import { tCritical } from "../../src/stats/components.js";

const T = ids(60);
/** Pass counts out of 4 per task, varied so intervals are not degenerate. */
const base = (run: number) => T.map((_, i) => ((i + run) % 5 === 0 ? 0 : ((i * 7 + run) % 4) + 0));
const threeRuns = (shift: (c: number, i: number) => number) =>
  [0, 1, 2].map((r) => base(r).map((c, i) => Math.max(0, Math.min(4, shift(c, i)))));

function input(baseline: EvalRow[], candidate: EvalRow[], heldout = heldoutOf(T)): ModelCheckInput {
  return {
    heldout,
    baseline: tallyRows(baseline),
    candidate: tallyRows(candidate),
    baselinePath: "base.jsonl",
    candidatePath: "cand.jsonl",
  };
}

const same = threeRuns((c) => c);
const better = threeRuns((c) => c + 2);
const worse = threeRuns((c) => c - 2);

describe("checkModel verdicts", () => {
  it("moved: a clear, replicated gain", () => {
    const mc = checkModel(input(rowsFromGrid(T, same, 4), rowsFromGrid(T, better, 4)), SETTINGS);
    expect(mc.target_verdict).toBe("moved");
    expect(mc.replicated).toBe(true);
    expect(mc.ok).toBe(true);
    expect(mc.improved).toEqual(["pass_at_1"]);
    expect(mc.not_comparable).toEqual([]);
    expect(mc.sentence).toMatch(
      /^pass_at_1: candidate beats baseline by \d+(\.\d)? points \(interval excludes zero and clears the noise floor/,
    );
    expect(mc.sentence).toContain("graded by a program");
    expect(mc.sentence).toContain("n=60");
    expect(mc.gaps).toEqual([]);
  });

  it("moved_unreplicated: the same gain from one run a side", () => {
    const mc = checkModel(
      input(rowsFromGrid(T, [same[0]!], 4), rowsFromGrid(T, [better[0]!], 4)),
      SETTINGS,
    );
    expect(mc.target_verdict).toBe("moved_unreplicated");
    expect(mc.replicated).toBe(false);
    expect(mc.noise.source).toBe("none");
    expect(mc.warnings.join(" ")).toMatch(/only one eval run on each side/);
    expect(mc.sentence).toContain("no noise floor measured");
  });

  it("moved_the_wrong_way and no_change_detected", () => {
    const wrong = checkModel(input(rowsFromGrid(T, same, 4), rowsFromGrid(T, worse, 4)), SETTINGS);
    expect(wrong.target_verdict).toBe("moved_the_wrong_way");
    expect(wrong.ok).toBe(false);
    expect(wrong.sentence).toContain("trails");
    expect(wrong.sentence.startsWith("unproven")).toBe(false);
    const flat = checkModel(input(rowsFromGrid(T, same, 4), rowsFromGrid(T, same, 4)), SETTINGS);
    expect(flat.target_verdict).toBe("no_change_detected");
    expect(flat.metrics[0]!.tag).toBe("flat");
    expect(flat.sentence).toContain("interval includes zero");
  });

  it("within_eval_noise: a small gain that the runs themselves swing by", () => {
    // Binomial rollouts (seeded): a gain whose interval clears zero but not the band. The
    // interval carries the run-mean variance, so its df must pass the band's 4: a task part
    // with df of its own (a gain that differs by task, each task read on 16 rollouts so the
    // spread is not mostly rollout noise, components.ts lessWithin) beside runs that drift.
    const rng = makeRng("wn47");
    const p = T.map(() => 0.2 + 0.6 * rng());
    const gain = T.map(() => (rng() < 0.5 ? 0.22 : -0.1));
    const grid = (g: boolean) =>
      [0, 1, 2].map(() => {
        const shift = (rng() - 0.5) * 0.16;
        return p.map((pi, i) => {
          const rate = Math.min(1, Math.max(0, pi + shift + (g ? (gain[i] as number) : 0)));
          let c = 0;
          for (let j = 0; j < 16; j++) if (rng() < rate) c++;
          return c;
        });
      });
    const mc = checkModel(
      input(rowsFromGrid(T, grid(false), 16), rowsFromGrid(T, grid(true), 16)),
      SETTINGS,
    );
    const m = mc.metrics[0]!;
    expect(m.ci![0]).toBeGreaterThan(0);
    expect(m.noise_band!).toBeGreaterThan(m.delta!);
    expect(m.within_noise).toBe(true);
    expect(mc.target_verdict).toBe("within_eval_noise");
    expect(mc.improved).toEqual([]);
    expect(mc.sentence).toContain("inside the re-run noise band");
  });

  it("insufficient_data and target_not_measured", () => {
    const few = ids(2);
    const small = checkModel(
      input(rowsFromGrid(few, [[1, 2]], 4), rowsFromGrid(few, [[3, 4]], 4), heldoutOf(few)),
      SETTINGS,
    );
    expect(small.target_verdict).toBe("insufficient_data");
    // Measured by the baseline only: the candidate's rows lack it, a finding about them.
    const helpful = rowsFromGrid(T, same, 4).map((r) => ({ ...r, markers: { helpfulness: 1 } }));
    const nt = checkModel(input(helpful, rowsFromGrid(T, better, 4)), {
      ...SETTINGS,
      target: "helpfulness",
    });
    expect(nt.target).toBe("marker:helpfulness");
    expect(nt.target_verdict).toBe("target_not_measured");
  });
});

describe("guarded metrics", () => {
  const mark = (rows: EvalRow[], f: (r: EvalRow, i: number) => Record<string, number>) =>
    rows.map((r, i) => ({ ...r, markers: f(r, i) }));

  it("a guarded marker that drops is a regression; unguarded ones slip; Holm covers the family", () => {
    const b = mark(rowsFromGrid(T, same, 4), (_, i) => ({
      safe: i % 9 === 0 ? 0 : 1,
      polite: 1,
      hedging: 0,
    }));
    const c = mark(rowsFromGrid(T, better, 4), (_, i) => ({
      safe: i % 3 === 0 ? 0 : 1,
      polite: i % 4 === 0 ? 0 : 1,
      hedging: i % 2,
    }));
    const mc = checkModel(input(b, c), { ...SETTINGS, mustNotRegress: ["safe"] });
    expect(mc.metrics.map((m) => m.metric)).toEqual([
      "pass_at_1",
      "marker:hedging",
      "marker:polite",
      "marker:safe",
    ]);
    expect(mc.target_verdict).toBe("moved");
    expect(mc.regressions).toEqual(["marker:safe"]);
    // hedging is lower-is-better by default: going up is a slip, not a gain.
    expect(mc.slipped).toEqual(["marker:hedging", "marker:polite"]);
    expect(mc.ok).toBe(false);
    expect(mc.warnings.some((w) => w.startsWith("REGRESSION marker:safe"))).toBe(true);
    const safe = mc.metrics.find((m) => m.metric === "marker:safe")!;
    const target = mc.metrics[0]!;
    expect(safe.guarded).toBe(true);
    expect(safe.tag).toBe("down");
    expect(safe.p_holm).not.toBeNull();
    // Holm runs over the guarded metrics only: they are the family that decides regressions.
    expect(target.p_holm).toBeNull();
    // One guard: Holm leaves its one-sided p (half the two-sided p on the worse side).
    expect(safe.p_holm!).toBeCloseTo(safe.p_value! / 2, 15);
    expect(mc.metrics.find((m) => m.metric === "marker:polite")!.p_holm).toBeNull();
    expect(mc.family_error).toBeCloseTo(1 - 0.95 ** 4, 12);
    expect(mc.sentence).toContain("1 guarded metric(s) regressed (marker:safe)");
  });

  it("guards are decided by the Holm-adjusted p: a drop significant alone but not after Holm is no regression", () => {
    const names = ["g1", "g2", "g3", "g4", "g5", "g6"];
    const b = mark(rowsFromGrid(T, same, 4), (_, i) =>
      Object.fromEntries(names.map((n, j) => [n, (i + j) % 4 === 0 ? 0 : 1])),
    );
    // g1 drops on a few tasks: enough for a one-sided p < 0.05 alone, not for 6 guards.
    const c = mark(rowsFromGrid(T, better, 4), (_, i) =>
      Object.fromEntries(
        names.map((n, j) => [
          n,
          j === 0
            ? i % 6 === 1
              ? 0
              : i % 8 === 0
                ? 1
                : (i + j) % 4 === 0
                  ? 0
                  : 1
            : (i + j) % 4 === 0
              ? 0
              : 1,
        ]),
      ),
    );
    const mc = checkModel(input(b, c), { ...SETTINGS, mustNotRegress: names });
    const g1 = mc.metrics.find((m) => m.metric === "marker:g1")!;
    // The guard's question is one-sided ("worse?"): half the printed two-sided p.
    expect(g1.p_value! / 2).toBeLessThan(0.05);
    expect(g1.p_holm!).toBeGreaterThanOrEqual(0.05);
    expect(g1.p_holm).toBeCloseTo(Math.min(1, (6 * g1.p_value!) / 2), 12);
    expect(mc.regressions).toEqual([]);
    // One guard alone, the same drop is a regression.
    const one = checkModel(input(b, c), { ...SETTINGS, mustNotRegress: ["g1"] });
    expect(one.regressions).toEqual(["marker:g1"]);
  });

  it("guard-min-runs: with fewer runs a side the guards cannot clear; without guards it asks nothing", () => {
    const b = mark(rowsFromGrid(T, same, 4), () => ({ safe: 1 }));
    const c = mark(rowsFromGrid(T, better, 4), () => ({ safe: 1 }));
    const three = checkModel(input(b, c), { ...SETTINGS, mustNotRegress: ["safe"] });
    expect(three.ok).toBe(true);
    const five = checkModel(input(b, c), {
      ...SETTINGS,
      mustNotRegress: ["safe"],
      guardMinRuns: 5,
    });
    expect(five.ok).toBe(false);
    expect(five.regressions).toEqual([]);
    expect(five.not_comparable).toEqual([
      "the guards need 5 runs a side (guard-min-runs); the baseline has 3 and the candidate 3, so a guard's drop cannot be told from its run drift",
    ]);
    // Three runs meet a minimum of 3; no guard, no minimum.
    expect(
      checkModel(input(b, c), { ...SETTINGS, mustNotRegress: ["safe"], guardMinRuns: 3 }).ok,
    ).toBe(true);
    expect(checkModel(input(b, c), { ...SETTINGS, guardMinRuns: 5 }).ok).toBe(true);
  });

  it("guard-margin: a guard must be shown no worse than the margin at its one-sided bound", () => {
    // safe is drawn at 90% and 88%: no proven regression, but its one-sided bound
    // reaches further than a tight margin.
    const draw = (seed: string, rate: number) => {
      const rng = makeRng(seed);
      return () => ({ safe: rng() < rate ? 1 : 0 });
    };
    const b = mark(rowsFromGrid(T, same, 4), draw("margin-b", 0.9));
    const c = mark(rowsFromGrid(T, better, 4), draw("margin-c", 0.88));
    const plain = checkModel(input(b, c), { ...SETTINGS, mustNotRegress: ["safe"] });
    expect(plain.regressions).toEqual([]);
    expect(plain.ok).toBe(true);
    const g = plain.metrics.find((m) => m.metric === "marker:safe")!;
    // The one-sided 95% bound is the two-sided 90% interval's lower end.
    const bound = -g.delta! + tCritical(g.df!, 0.9) * g.se!;
    expect(bound).toBeGreaterThan(0.01);
    expect(bound).toBeLessThan(0.2);
    const tight = checkModel(input(b, c), {
      ...SETTINGS,
      mustNotRegress: ["safe"],
      guardMargin: 0.01,
    });
    expect(tight.regressions).toEqual(["marker:safe"]);
    expect(tight.ok).toBe(false);
    expect(tight.warnings).toContain(
      `REGRESSION marker:safe: not shown within the non-inferiority margin 0.01 (guard-margin): worse by up to ${bound.toFixed(3)} at 95% one-sided`,
    );
    const wide = checkModel(input(b, c), {
      ...SETTINGS,
      mustNotRegress: ["safe"],
      guardMargin: 0.2,
    });
    expect(wide.regressions).toEqual([]);
    expect(wide.ok).toBe(true);
    // A proven regression stays one, whatever the margin, and is named once.
    const d = mark(rowsFromGrid(T, better, 4), (_, i) => ({ safe: i % 2 === 0 ? 0 : 1 }));
    const big = checkModel(input(b, d), { ...SETTINGS, mustNotRegress: ["safe"], guardMargin: 1 });
    expect(big.regressions).toEqual(["marker:safe"]);
    expect(big.warnings.filter((w) => w.startsWith("REGRESSION"))).toHaveLength(1);
  });

  it("a guard one side does not measure makes the run not comparable", () => {
    const safe = rowsFromGrid(T, same, 4).map((r) => ({ ...r, markers: { safe: 1 } }));
    const mc = checkModel(input(safe, rowsFromGrid(T, better, 4)), {
      ...SETTINGS,
      mustNotRegress: ["marker:safe"],
    });
    expect(mc.ok).toBe(false);
    expect(mc.not_comparable.join(" ")).toMatch(/must-not-regress names marker:safe/);
  });

  it("a name neither side measures is a usage error naming the input, the metrics and the nearest", () => {
    const mark = (rows: EvalRow[]) =>
      rows.map((r) => ({ ...r, markers: { safe: 1, looked_up_first: 0 } }));
    const both = input(mark(rowsFromGrid(T, same, 4)), mark(rowsFromGrid(T, better, 4)));
    const stop = (over: Partial<typeof SETTINGS>) => {
      try {
        checkModel(both, { ...SETTINGS, ...over });
      } catch (e) {
        return e as ModelInputError;
      }
      throw new Error("expected the run to stop");
    };
    const target = stop({ target: "pass@1" });
    expect(target).toBeInstanceOf(ModelInputError);
    expect(target.input).toBe("target");
    expect(target.message).toBe(
      "target names pass@1 (read as marker:pass@1), which no row of either side measures (did you mean pass_at_1?); " +
        "the measured metrics are pass_at_1, marker:looked_up_first, marker:safe",
    );
    const guard = stop({ mustNotRegress: ["safe", "sfe", "nope"] });
    expect(guard.input).toBe("must-not-regress");
    expect(guard.message).toMatch(
      /^must-not-regress names sfe \(read as marker:sfe\), which no row of either side measures \(did you mean marker:safe\?\); .* \(1 more must-not-regress names are not measured either\)$/,
    );
    const lower = stop({ lowerIsBetter: ["marker:nope"] });
    expect(lower.input).toBe("lower-is-better");
    expect(lower.message).not.toMatch(/did you mean/);
  });

  it("names marker metrics with or without the prefix", () => {
    expect(metricName("safe")).toBe("marker:safe");
    expect(metricName("marker:safe")).toBe("marker:safe");
    expect(metricName("pass_at_1")).toBe("pass_at_1");
  });
});

describe("coverage", () => {
  it("a candidate scored on a subset is not comparable unless allow-partial", () => {
    const sub = rowsFromGrid(T, better, 4).filter((r) => r.task < "t040");
    const mc = checkModel(input(rowsFromGrid(T, same, 4), sub), SETTINGS);
    expect(mc.coverage.candidate_missing_n).toBe(20);
    expect(mc.coverage.candidate_missing[0]).toBe("t040");
    expect(mc.not_comparable.join(" ")).toMatch(/candidate results cover 40 of 60 held-out tasks/);
    expect(mc.ok).toBe(false);
    const allowed = checkModel(input(rowsFromGrid(T, same, 4), sub), {
      ...SETTINGS,
      allowPartial: true,
    });
    expect(allowed.not_comparable).toEqual([]);
    expect(allowed.warnings.join(" ")).toMatch(/allow-partial/);
    expect(allowed.metrics[0]!.n_paired).toBe(40);
  });

  it("rows for tasks outside the held-out test are named and make it not comparable", () => {
    const extra: EvalRow = { line: 999, task: "sneaky-easy-task", reward: 1, markers: {} };
    const mc = checkModel(input(rowsFromGrid(T, same, 4), [...rowsFromGrid(T, better, 4), extra]), {
      ...SETTINGS,
      allowPartial: true,
    });
    expect(mc.coverage.unknown_tasks).toEqual(["sneaky-easy-task"]);
    expect(mc.not_comparable.join(" ")).toContain('"sneaky-easy-task"');
  });
});

describe("gaps, names and validation", () => {
  it("a win with gaps is unproven and lists them", () => {
    const t = ids(20);
    const b = rowsFromGrid(
      t,
      // Runs differ (copied runs would count as one run).
      [0, 1, 2].map((r) => t.map((_, i) => (i + (i % 5 === 0 ? r : 0)) % 3)),
      4,
      { model_version: "v3" },
    );
    const c = rowsFromGrid(
      t,
      [0, 1, 2].map((r) => t.map((_, i) => ((i + (i % 5 === 1 ? r : 0)) % 3) + 2)),
      4,
      { model_version: "v4" },
    );
    const mc = checkModel(
      { ...input(b, c, heldoutOf(t)), contaminationHits: 2 },
      { ...SETTINGS, gradedBy: "judge", judgeAgreement: 0.7, judgeHumanN: 40, rewardIsJudge: true },
    );
    expect(mc.target_verdict).toBe("moved");
    expect(mc.baseline.name).toBe("v3");
    expect(mc.gaps).toEqual([
      "n=20 tasks, under 50",
      // Typed, so declared: only a labels file measures the judge.
      "judge agreement 0.7 on 40 declared, not measured: give judge-labels to measure it",
      "the training reward is the same judge that grades the test",
      "contamination: 2 training row(s) overlap the held-out test",
    ]);
    expect(mc.sentence).toMatch(/^unproven: pass_at_1: v4 beats v3 by \d+(\.\d)? points/);
    expect(mc.sentence).toContain("judge agreement 0.7 on 40 declared, n=20");
    expect(mc.sizing.n_tasks).not.toBeNull();
  });

  it("same inputs and seed give byte-identical output; the seed matters", () => {
    const b = rowsFromGrid(T, same, 4);
    const c = rowsFromGrid(T, better, 4);
    const a1 = JSON.stringify(checkModel(input(b, c), SETTINGS));
    const a2 = JSON.stringify(checkModel(input(b, c), SETTINGS));
    const a3 = JSON.stringify(checkModel(input(b, c), { ...SETTINGS, seed: 1 }));
    expect(a1).toBe(a2);
    expect(a1).not.toBe(a3);
  });

  it("fills the side summaries and the family table", () => {
    const b = rowsFromGrid(T, same, 4).map((r) => ({
      ...r,
      family: r.task < "t030" ? "easy" : "hard",
    }));
    const mc = checkModel(input(b, rowsFromGrid(T, better, 4)), SETTINGS);
    expect(mc.baseline.runs).toEqual(["0", "1", "2"]);
    // 4 rollouts a task in each of 3 runs: pass@k speaks of one run's 4 tries, estimated from all 12.
    expect(mc.baseline.k).toBe(4);
    expect(mc.baseline.pass_at_1_ci).not.toBeNull();
    expect(Object.keys(mc.baseline.run_means)).toEqual(["0", "1", "2"]);
    expect(mc.families.map((f) => [f.family, f.tasks])).toEqual([
      ["easy", 30],
      ["hard", 30],
    ]);
    expect(mc.families[0]!.delta).toBeGreaterThan(0);
  });
});

describe("degenerate inputs", () => {
  it("empty sides end in insufficient data and not comparable, without throwing", () => {
    const mc = checkModel(input([], []), SETTINGS);
    expect(mc.target_verdict).toBe("insufficient_data");
    expect(mc.ok).toBe(false);
    expect(mc.coverage.baseline_missing_n).toBe(60);
    expect(mc.coverage.baseline_missing.length).toBe(50);
    expect(mc.baseline.pass_at_1).toBeNull();
    const none = checkModel(input([], [], []), SETTINGS);
    expect(none.not_comparable[0]).toBe("the held-out test has no tasks");
  });
});

describe("bounds on hostile input", () => {
  it("refuses more shared markers than it can compare, naming both files", () => {
    const markers = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`m${i}`, 1]));
    const rows = rowsFromGrid(T, same, 4).map((r) => ({ ...r, markers }));
    expect(() => checkModel(input(rows, rows), SETTINGS)).toThrow(
      "base.jsonl and cand.jsonl share 300 marker names; at most 256 can be compared",
    );
  });

  it("cuts very long task ids in messages", () => {
    const long = "x".repeat(5000);
    const extra: EvalRow = { line: 1, task: long, reward: 1, markers: {} };
    const mc = checkModel(
      input(rowsFromGrid(T, same, 4), [...rowsFromGrid(T, same, 4), extra]),
      SETTINGS,
    );
    const msg = mc.not_comparable.find((m) => m.includes("not in the held-out test"))!;
    expect(msg.length).toBeLessThan(200);
    expect(msg).toContain("...");
    expect(mc.coverage.unknown_n).toBe(1);
  });
});
