// The stored baseline against its own rollouts graded again: a shift common to every task
// is grader drift; regrading noise and run drift are not.
import { describe, expect, it } from "vitest";
import {
  graderDrift,
  graderDriftReason,
  regradeMeans,
  type GraderDriftInput,
} from "../../src/stats/grader-drift.js";
import { splitRuns } from "../../src/stats/runs.js";
import { tCritical } from "../../src/stats/components.js";
import { ids, rowsFromGrid } from "./rows.js";

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
    const why = graderDriftReason(g, 0.95);
    expect(why).toContain("grader drift");
    expect(why).toContain("+0.020");
    expect(why).toContain("inside the re-run noise band 0.060, yet every delta carries it");
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
    const m = regradeMeans(splitRuns(rows), rows, re, "pass_at_1");
    expect(m.runsStored).toBe(1);
    expect(m.runsRegraded).toBe(1);
    expect([...m.stored]).toEqual([...m.regraded]);
    expect(m.stored.get(tasks[0]!)).toBe(1);
  });

  it("takes every stored run when the regrade's labels are its own", () => {
    const re = rows.map((r) => ({ ...r, run: `again-${r.run}` }));
    const m = regradeMeans(splitRuns(rows), rows, re, "pass_at_1");
    expect(m.runsStored).toBe(3);
    expect(m.runsRegraded).toBe(3);
    expect(m.stored.get(tasks[0]!)).toBeCloseTo(8 / 12, 12);
  });
});
