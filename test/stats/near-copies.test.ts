// Issue 25.5: a run pasted in as a re-run with a few grades flipped fakes replication; the
// task-by-task agreement test finds it, and leaves honest re-runs and deterministic models
// alone.
import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { copyWarnings } from "../../src/stats/model-warnings.js";
import { NEAR_COPY_P } from "../../src/stats/near-copies.js";

type Rng = () => number;

/** Rows of `runs` runs of `tasks` tasks x `k` rollouts; task rates spread on the logit scale. */
function honest(rng: Rng, tasks: number, k: number, runs: number, driftSd = 0): EvalRow[] {
  const rates = Array.from({ length: tasks }, () => 1 / (1 + Math.exp(-(0.4 + 1.6 * gauss(rng)))));
  const rows: EvalRow[] = [];
  for (let r = 0; r < runs; r++) {
    const shift = driftSd * gauss(rng);
    rates.forEach((p, t) => {
      const q = Math.min(1, Math.max(0, p + shift));
      for (let j = 0; j < k; j++)
        rows.push({
          line: rows.length + 1,
          task: `t${t}`,
          reward: rng() < q ? 1 : 0,
          run: String(r),
          markers: {},
        });
    });
  }
  return rows;
}

function gauss(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** Run 0 written again as runs 1.., with `flips` grades flipped in all (the audit's world). */
function copied(rows: EvalRow[], runs: number, flips: number, rng: Rng): EvalRow[] {
  const first = rows.filter((r) => r.run === "0");
  const out = [...first];
  const copies: EvalRow[] = [];
  for (let r = 1; r < runs; r++) copies.push(...first.map((x) => ({ ...x, run: String(r) })));
  for (let f = 0; f < flips; f++) {
    const i = Math.floor(rng() * copies.length);
    const x = copies[i] as EvalRow;
    copies[i] = { ...x, reward: 1 - x.reward };
  }
  return [...out, ...copies].map((x, i) => ({ ...x, line: i + 1 }));
}

describe("near-copies", () => {
  it("one run copied three times with 2 of 2,400 grades flipped is one run, not three", () => {
    const rng = seedrandom.alea("audit");
    const rows = copied(honest(rng, 200, 4, 1), 3, 2, rng);
    expect(rows).toHaveLength(2400);
    const t = tallyRows(rows);
    expect(t.near_copies.map((g) => g.runs)).toEqual([["0", "1", "2"]]);
    expect(t.near_copies[0]!.p).toBeLessThan(1e-12);
    expect(t.near_copies[0]!.ratio).toBeLessThan(0.05);
    expect(t.split.labels).toEqual(["0"]);
    expect(t.rows).toBe(800);
    expect(copyWarnings("candidate", "c.jsonl", t).join("\n")).toMatch(
      /candidate runs 0, 1, 2 in c\.jsonl agree task by task more closely than their own rollouts allow .*counted once, not as re-runs \(kept run 0\)/,
    );
  });

  it("a copy beside honest re-runs: only the copy's pair is grouped", () => {
    const rng = seedrandom.alea("mixed");
    const base = honest(rng, 100, 3, 2);
    const copy = base.filter((r) => r.run === "0").map((x) => ({ ...x, run: "2" }));
    copy[5] = { ...copy[5]!, reward: 1 - copy[5]!.reward };
    const t = tallyRows([...base, ...copy].map((x, i) => ({ ...x, line: i + 1 })));
    expect(t.near_copies.map((g) => g.runs)).toEqual([["0", "2"]]);
    expect(t.split.labels).toEqual(["0", "1"]);
  });

  it("past 16 runs each run meets the first and the 8 before it: a late copy of run 0 is found, in linear work", () => {
    const rng = seedrandom.alea("many");
    const rows = honest(rng, 40, 3, 40);
    const copy = rows.filter((r) => r.run === "0").map((x) => ({ ...x, run: "40" }));
    copy[3] = { ...copy[3]!, reward: 1 - copy[3]!.reward };
    const t = tallyRows([...rows, ...copy].map((x, i) => ({ ...x, line: i + 1 })));
    expect(t.near_copies.map((g) => g.runs)).toEqual([["0", "40"]]);
    expect(t.split.labels).toHaveLength(40);
    // 2,000 runs: about 9 pairs a run, not 2 million pairs.
    const big = honest(rng, 25, 2, 2000);
    const started = performance.now();
    const b = tallyRows(big);
    // About 18,000 pairs at p < 0.001 expect about 18 honest runs dropped.
    expect(b.split.labels.length).toBeGreaterThanOrEqual(1960);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("honest re-runs are flagged at about the test's level or less, drift or not", () => {
    const rng = seedrandom.alea("honest");
    let pairs = 0;
    let flagged = 0;
    for (let s = 0; s < 400; s++) {
      const tasks = [5, 12, 50, 200][s % 4]!;
      const k = [2, 4, 8][s % 3]!;
      const t = tallyRows(honest(rng, tasks, k, 3, s % 2 === 0 ? 0 : 0.03));
      pairs += 3;
      flagged += t.near_copies.reduce((n, g) => n + g.runs.length - 1, 0);
    }
    // 1,200 pair tests at p < 0.001 expect about 1.2 flags.
    expect(NEAR_COPY_P).toBe(0.001);
    expect(pairs).toBe(1200);
    expect(flagged).toBeLessThanOrEqual(4);
  });

  it("a deterministic model's identical re-runs and one-rollout runs are never grouped", () => {
    const det: EvalRow[] = [];
    for (let r = 0; r < 3; r++)
      for (let t = 0; t < 50; t++)
        for (let j = 0; j < 4; j++)
          det.push({
            line: det.length + 1,
            task: `t${t}`,
            reward: t % 3 === 0 ? 1 : 0,
            run: String(r),
            markers: {},
          });
    const a = tallyRows(det);
    expect(a.near_copies).toEqual([]);
    expect(a.same_scores).toEqual([["0", "1", "2"]]);
    const rng = seedrandom.alea("k1");
    const one = copied(honest(rng, 200, 1, 1), 3, 2, rng);
    expect(tallyRows(one).near_copies).toEqual([]);
  });

  it("the same scores on every task are left to the copy check (issue 22.7): re-runs with zero spread", () => {
    const rng = seedrandom.alea("same");
    const t = tallyRows(copied(honest(rng, 60, 4, 1), 2, 0, rng));
    expect(t.near_copies).toEqual([]);
    expect(t.same_scores).toEqual([["0", "1"]]);
    // One grade changed and the pair is a near-copy.
    const u = tallyRows(copied(honest(seedrandom.alea("same"), 60, 4, 1), 2, 1, rng));
    expect(u.near_copies.map((g) => g.runs)).toEqual([["0", "1"]]);
  });
});
