// The family-level test and the grader-drift check through checkModel and decide: what
// lands in the report, the warnings, not_comparable and the verdict's reasons.
import { describe, expect, it } from "vitest";
import type { EvalRow, HeldoutTask } from "../../src/io/canonical.js";
import { checkModel, type ModelCheckSettings } from "../../src/stats/model-check.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { decide } from "../../src/verdict.js";
import { ids, rowsFromGrid, SETTINGS } from "./rows.js";

const T = ids(60);
const FAMILIES = 4;
const famOf = (i: number) => `fam${i % FAMILIES}`;
const heldout: HeldoutTask[] = T.map((task_id, i) => ({
  line: i + 1,
  task_id,
  prompt: `prompt ${task_id}`,
  family: famOf(i),
}));
/** Pass counts out of 8 per task and run, varied so intervals are not degenerate. */
const grid = (f: (i: number, r: number) => number) =>
  [0, 1, 2].map((r) => T.map((_, i) => Math.max(0, Math.min(8, f(i, r)))));
const baseCount = (i: number, r: number) => 2 + ((i * 5 + r) % 4);
const before = rowsFromGrid(T, grid(baseCount), 8);
/** Families 0 and 2 gain a lot, 1 and 3 lose a little: a win overall, apart by family. */
const apart = rowsFromGrid(
  T,
  grid((i, r) => baseCount(i, r) + (i % 2 === 0 ? 4 : -1)),
  8,
);
const even = rowsFromGrid(
  T,
  grid((i, r) => baseCount(i, r) + 2 + ((i + r) % 2)),
  8,
);

const run = (
  candidate: EvalRow[],
  o: Partial<ModelCheckSettings> = {},
  regraded: EvalRow[] | null = null,
) =>
  checkModel(
    {
      heldout,
      baseline: tallyRows(before),
      candidate: tallyRows(candidate),
      baselinePath: "base.jsonl",
      candidatePath: "cand.jsonl",
      ...(regraded
        ? {
            baseline: tallyRows(regraded),
            baselinePath: "regraded.jsonl",
            stored: { table: tallyRows(before), path: "base.jsonl" },
          }
        : {}),
    },
    { ...SETTINGS, ...o },
  );
const verdictOf = (mc: ReturnType<typeof run>) =>
  decide(
    { model: mc, data: [], problems: [], heldout: null },
    { requireProof: false, confidence: 0.95 },
  );

describe("the family-level test in the model check", () => {
  it("warn: reported beside the task-level row, warned about, not deciding", () => {
    const mc = run(apart, { familyTest: "warn" });
    expect(mc.target_verdict).toBe("moved");
    const ft = mc.family_test!;
    expect(ft.mode).toBe("warn");
    expect(ft.families).toBe(4);
    expect(ft.delta).toBeCloseTo(mc.metrics[0]!.delta as number, 12);
    expect(ft.heterogeneous).toBe(true);
    expect(ft.ci[1] - ft.ci[0]).toBeGreaterThan(
      (mc.metrics[0]!.ci![1] - mc.metrics[0]!.ci![0]) * 2,
    );
    expect(mc.warnings.some((w) => w.includes("the effective sample is the 4 families"))).toBe(
      true,
    );
    expect(verdictOf(mc).pass).toBe(true);
  });

  it("decide: a task-level win that does not clear zero over families fails, and says why", () => {
    const mc = run(apart, { familyTest: "decide" });
    expect(mc.target_verdict).toBe("moved");
    expect(mc.family_test?.blocks).toBe(true);
    const d = verdictOf(mc);
    expect(d.pass).toBe(false);
    expect(d.reasons.join(" ")).toContain(
      "family-test is decide and pass_at_1 does not move at the family level",
    );
  });

  it("auto (the default): decides here, where the families differ and are few", () => {
    const mc = run(apart);
    expect(mc.family_test?.mode).toBe("auto");
    expect(mc.family_test?.decides).toBe(true);
    expect(verdictOf(mc).pass).toBe(false);
  });

  it("auto under 20 families: the headline prints the family-level interval that decides", () => {
    const mc = run(even);
    const ft = mc.family_test!;
    expect(ft.decides).toBe(true);
    expect(ft.blocks).toBe(false);
    const f = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(3);
    const d = verdictOf(mc);
    expect(d.pass).toBe(true);
    expect(d.headline).toContain(`95% CI ${f(ft.ci[0])}..${f(ft.ci[1])} over 4 families`);
    const t = mc.metrics[0]!;
    expect(d.headline).not.toContain(`CI ${f(t.ci![0])}..${f(t.ci![1])}`);
    // Under warn the family level does not decide, and the task-level interval is printed.
    const warn = verdictOf(run(even, { familyTest: "warn" }));
    expect(warn.headline).toContain(`95% CI ${f(t.ci![0])}..${f(t.ci![1])}`);
    expect(warn.headline).not.toContain("families");
  });

  it("decide passes a gain every family shares", () => {
    const mc = run(even, { familyTest: "decide" });
    expect(mc.family_test?.verdict).toBe("b_better");
    expect(mc.family_test?.blocks).toBe(false);
    expect(verdictOf(mc).pass).toBe(true);
  });

  it("decide on the family level also sizes by it: the detectable effect grows", () => {
    const warn = run(even, { familyTest: "warn" }).sizing.detectable_effect as number;
    const dec = run(even, { familyTest: "decide" }).sizing.detectable_effect as number;
    expect(dec).toBeGreaterThan(warn);
  });

  it("off: no family-level test and no warning", () => {
    const mc = run(apart, { familyTest: "off" });
    expect(mc.family_test).toBeNull();
    expect(mc.warnings.some((w) => w.includes("effective sample"))).toBe(false);
  });
});

describe("the grader-drift check in the model check", () => {
  it("the same grades again: checked, no drift, the gate passes", () => {
    const mc = run(even, {}, before);
    expect(mc.grader_drift?.shift).toBe(0);
    expect(mc.grader_drift?.drifted).toBe(false);
    expect(mc.grader_drift?.method).toBe("runs");
    expect(mc.not_comparable).toEqual([]);
    expect(verdictOf(mc).pass).toBe(true);
  });

  it("a regrade that scores every task higher is grader drift: a warning, and the delta is taken against the regrade", () => {
    const higher = rowsFromGrid(
      T,
      grid((i, r) => baseCount(i, r) + 1),
      8,
    );
    const mc = run(even, {}, higher);
    const g = mc.grader_drift!;
    expect(g.shift).toBeCloseTo(1 / 8, 12);
    expect(g.drifted).toBe(true);
    expect(mc.not_comparable).toEqual([]);
    expect(mc.warnings.join(" ")).toContain(
      "grader drift: the stored baseline's rollouts graded again now",
    );
    // The compared baseline is the regrade: one more pass of 8 per task than the stored.
    expect(mc.metrics[0]!.baseline_mean).toBeCloseTo(g.regraded_mean, 12);
    expect(mc.baseline.path).toBe("regraded.jsonl");
  });

  it("a regrade of other rollouts cannot stand in for the stored baseline", () => {
    const few = before.filter((r) => r.task === T[0] || r.task === T[1]);
    const mc = run(even, {}, few);
    expect(mc.grader_drift).toBeNull();
    expect(mc.not_comparable.join(" ")).toContain(
      "is not the stored baseline's rollouts graded again",
    );
    expect(mc.warnings.some((w) => w.includes("so grader drift was not checked"))).toBe(true);
    expect(verdictOf(mc).pass).toBe(false);
  });

  it("rejects a regraded reward outside [0, 1], naming its line and field", () => {
    // From a file the reader makes it a problem at file:line; rows built in memory are
    // refused by the tally.
    const bad = before.map((r, i) => (i === 3 ? { ...r, reward: 2 } : r));
    expect(() => run(even, {}, bad)).toThrow(
      /line \d+: field "reward" must be a number in \[0, 1\]/,
    );
  });
});
