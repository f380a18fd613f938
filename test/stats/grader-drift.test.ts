// The stored baseline against its own rollouts graded again: a shift common to every task
// is grader drift; regrading noise and run drift are not.
import { describe, expect, it } from "vitest";
import {
  graderDrift,
  graderDriftWarning,
  notTheSameRollouts,
  regradeMeans,
  type GraderDriftInput,
} from "../../src/stats/grader-drift.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { tCritical } from "../../src/stats/components.js";
import { ids, rowsFromGrid } from "./rows.js";

const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;

const T = ids(40);
const stored = new Map(T.map((t, i) => [t, ((i * 7) % 9) / 8]));
/** The same tasks with every mean moved by `shift` and a fixed per-task zig-zag of `noise`. */
const moved = (shift: number, noise = 0.01) =>
  new Map(T.map((t, i) => [t, (stored.get(t) as number) + shift + (i % 2 ? noise : -noise)]));

const input = (o: Partial<GraderDriftInput>): GraderDriftInput => ({
  path: "regraded.jsonl",
  metric: "pass_at_1",
  stored,
  regraded: stored,
  runsStored: 3,
  runsRegraded: 3,
  matched: [],
  drift: null,
  band: 0.06,
  level: 0.95,
  ...o,
});

describe("graderDrift", () => {
  it("sees no drift when the regrade gives the same grades", () => {
    const g = graderDrift(input({}))!;
    expect(g.shift).toBe(0);
    expect(g.drifted).toBe(false);
    expect(g.tasks).toBe(40);
  });

  it("reports a shift common to every task as drift, even one inside the re-run band", () => {
    const g = graderDrift(input({ regraded: moved(0.02) }))!;
    expect(g.shift).toBeCloseTo(0.02, 12);
    expect(g.drifted).toBe(true);
    expect(g.shift).toBeLessThan(g.noise_band as number);
    const why = graderDriftWarning(g, "base.jsonl", 0.95);
    expect(why).toContain("grader drift");
    expect(why).toContain("+0.020 against the stored grades in base.jsonl");
    expect(why).toContain("inside the re-run noise band 0.060 yet enough to move every delta");
    expect(why).toContain("the stored baseline is stale");
  });

  it("is a t interval on per-task differences plus run drift on both gradings", () => {
    const drift = { v: 0.0004, df: 4 };
    const g = graderDrift(input({ regraded: moved(0.02), drift }))!;
    // Per-task differences are 0.02 +- 0.01 exactly: sd of the zig-zag over 40 tasks.
    const sd = Math.sqrt((40 * 0.01 ** 2) / 39);
    const v = sd ** 2 / 40 + 0.0004 * (1 / 3 + 1 / 3);
    expect(g.se).toBeCloseTo(Math.sqrt(v), 12);
    const q = tCritical(g.df, 0.95);
    expect(g.ci[1] - g.ci[0]).toBeCloseTo(2 * q * Math.sqrt(v), 12);
    // Run drift of this size explains a 0.02 shift: not reported.
    expect(g.drifted).toBe(false);
  });

  it("with matched runs, each run's shift is the unit: honest passes that swing are not drift", () => {
    // Three runs whose regrade passes sit -0.01, +0.012, +0.004 off the stored ones.
    const swings = [-0.01, 0.012, 0.004];
    const matched = swings.map((sw) => ({ stored, regraded: moved(sw, 0.002) }));
    const g = graderDrift(input({ regraded: moved(mean(swings), 0.002), matched }))!;
    expect(g.method).toBe("runs");
    expect(g.shift).toBeCloseTo(mean(swings), 12);
    expect(g.df).toBe(2);
    const s2 = swings.reduce((a, x) => a + (x - mean(swings)) ** 2, 0) / 2;
    expect(g.se).toBeCloseTo(Math.sqrt(s2 / 3), 12);
    expect(g.drifted).toBe(false);
    // The same passes judged per task alone would call it drift: the spread is tiny.
    expect(graderDrift(input({ regraded: moved(mean(swings), 0.002) }))!.drifted).toBe(true);
  });

  it("with matched runs, pools the runs' spread with twice the sides' drift by df", () => {
    const swings = [0.018, 0.022, 0.02];
    const matched = swings.map((sw) => ({ stored, regraded: moved(sw, 0.002) }));
    const g = graderDrift(
      input({ regraded: moved(0.02, 0.002), matched, drift: { v: 0.0001, df: 4 } }),
    )!;
    const s2 = swings.reduce((a, x) => a + (x - 0.02) ** 2, 0) / 2;
    expect(g.df).toBe(6);
    expect(g.se).toBeCloseTo(Math.sqrt((2 * s2 + 4 * 2 * 0.0001) / 6 / 3), 12);
    expect(g.drifted).toBe(true);
  });

  it("a changed program grader moves every run alike: drift, however small", () => {
    const matched = [0, 1, 2].map(() => ({ stored, regraded: moved(0.005, 0) }));
    const g = graderDrift(input({ regraded: moved(0.005, 0), matched }))!;
    expect(g.se).toBe(0);
    expect(g.drifted).toBe(true);
    const same = [0, 1, 2].map(() => ({ stored, regraded: stored }));
    expect(graderDrift(input({ matched: same }))!.drifted).toBe(false);
  });

  it("needs three shared tasks", () => {
    const two = new Map([...stored].slice(0, 2));
    expect(graderDrift(input({ regraded: two }))).toBeNull();
  });

  it("compares only the tasks both gradings scored", () => {
    const part = new Map([...moved(0.05)].slice(0, 10));
    const g = graderDrift(input({ regraded: part }))!;
    expect(g.tasks).toBe(10);
    expect(g.shift).toBeCloseTo(0.05, 12);
  });
});

describe("regradeMeans", () => {
  const tasks = ids(4);
  const rows = rowsFromGrid(
    tasks,
    [
      [4, 0, 2, 1],
      [0, 0, 0, 0],
      [4, 4, 4, 4],
    ],
    4,
  );

  it("takes the stored runs the regrade covers when its run labels are the stored ones", () => {
    const re = rows.filter((r) => r.run === "0");
    const m = regradeMeans(tallyRows(rows), tallyRows(re), "pass_at_1");
    expect(m.runsStored).toBe(1);
    expect(m.runsRegraded).toBe(1);
    expect([...m.stored]).toEqual([...m.regraded]);
    expect(m.stored.get(tasks[0]!)).toBe(1);
    expect(m.matched.length).toBe(1);
  });

  it("takes every stored run when the regrade's labels are its own", () => {
    const re = rows.map((r) => ({ ...r, run: `again-${r.run}` }));
    const m = regradeMeans(tallyRows(rows), tallyRows(re), "pass_at_1");
    expect(m.runsStored).toBe(3);
    expect(m.runsRegraded).toBe(3);
    expect(m.stored.get(tasks[0]!)).toBeCloseTo(8 / 12, 12);
    expect(m.matched).toEqual([]);
  });
});

describe("notTheSameRollouts", () => {
  const tasks = ids(3);
  const rows = rowsFromGrid(
    tasks,
    [
      [1, 2, 3],
      [0, 1, 2],
    ],
    4,
  );

  it("accepts the same rollouts with other grades, whole or one run of them", () => {
    expect(
      notTheSameRollouts(
        tallyRows(rows),
        tallyRows(rows.map((r) => ({ ...r, reward: 1 - r.reward }))),
      ),
    ).toBeNull();
    expect(
      notTheSameRollouts(tallyRows(rows), tallyRows(rows.filter((r) => r.run === "1"))),
    ).toBeNull();
  });

  it("names a task whose rollout count differs", () => {
    const fewer = rows.filter((r, i) => !(r.task === tasks[1] && r.run === "0" && i % 4 === 0));
    expect(notTheSameRollouts(tallyRows(rows), tallyRows(fewer))).toBe(
      `1 task(s) and run(s) hold a different number of rollouts (first: task ${tasks[1]} run 0: 4 stored rollout(s), 3 regraded)`,
    );
    const other = rows.map((r) => ({ ...r, task: r.task === tasks[2] ? "elsewhere" : r.task }));
    expect(notTheSameRollouts(tallyRows(rows), tallyRows(other))).toContain("4 task(s) and run(s)");
  });
});
