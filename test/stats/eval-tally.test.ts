// The eval tally: rows aggregated per run and task as they stream. Whatever the order of
// the rows and however they are split and merged, the model check must print the same
// bytes; sums are exact; repeated rows are counted and named the same way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { SideTally, tallyRows } from "../../src/stats/eval-tally.js";
import { addExact, mergeExact, roundExact } from "../../src/stats/exact-sum.js";
import { checkModel } from "../../src/stats/model-check.js";
import { position, RowPrints } from "../../src/stats/row-prints.js";
import { heldoutOf, ids, SETTINGS } from "./rows.js";

describe("exact sums", () => {
  it("give the correctly rounded sum whatever the order", () => {
    const xs = [1e16, 1, -1e16, 0.1, 0.2, 0.3, 1e-300, -0.6];
    const sum = (order: number[]) => {
      const p: number[] = [];
      for (const i of order) addExact(p, xs[i] as number);
      return roundExact(p);
    };
    // Exact value: 1 + 0.1 + 0.2 + 0.3 - 0.6 (as doubles) + 1e-300.
    const forward = sum([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(forward).toBe(sum([7, 6, 5, 4, 3, 2, 1, 0]));
    expect(forward).toBe(sum([2, 0, 5, 1, 7, 3, 6, 4]));
    // A running float sum loses the 1 next to 1e16; the exact one keeps it.
    expect(forward).toBeCloseTo(1, 15);
    expect(xs.reduce((a, b) => a + b, 0)).not.toBeCloseTo(1, 5);
  });

  it("merge like adding the terms one by one", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 40 }),
        fc.nat(40),
        (xs, cut) => {
          const a: number[] = [];
          const b: number[] = [];
          const all: number[] = [];
          xs.forEach((x, i) => {
            addExact(i < cut ? a : b, x);
            addExact(all, x);
          });
          mergeExact(b, a);
          expect(roundExact(b)).toBe(roundExact(all));
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Rows with fractional rewards, markers, runs, families and texts, some repeated. */
const rowsArb = fc
  .record({
    tasks: fc.integer({ min: 3, max: 12 }),
    runs: fc.integer({ min: 1, max: 3 }),
    k: fc.integer({ min: 1, max: 4 }),
    seed: fc.integer({ min: 0, max: 1e6 }),
  })
  .map(({ tasks, runs, k, seed }) => {
    const t = ids(tasks);
    const rows: EvalRow[] = [];
    let s = seed;
    const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let r = 0; r < runs; r++) {
      for (const task of t) {
        for (let j = 0; j < k; j++) {
          const reward = rnd() < 0.3 ? Math.round(rnd() * 1000) / 1000 : rnd() < 0.5 ? 1 : 0;
          const row: EvalRow = {
            line: rows.length + 1,
            task,
            reward,
            markers: rnd() < 0.7 ? { m: Math.round(rnd() * 7) / 7 } : {},
            final_text: `reply ${Math.floor(rnd() * 3)}`,
            fingerprint: [r, Math.floor(rnd() * 20)],
            ...(runs > 1 ? { run: String(r) } : {}),
            ...(rnd() < 0.5 ? { family: `f${task.charCodeAt(task.length - 1) % 3}` } : {}),
          };
          rows.push(row);
        }
      }
    }
    return { t, rows };
  });

describe("a tally split, shuffled and merged", () => {
  it("gives the model check byte for byte the report of one pass over the rows", () => {
    fc.assert(
      fc.property(
        rowsArb,
        rowsArb,
        fc.integer({ min: 1, max: 5 }),
        fc.nat(),
        (a, b, parts, shuffle) => {
          const t = a.t.length <= b.t.length ? a.t : b.t;
          const keep = (rows: EvalRow[]) => rows.filter((r) => t.includes(r.task));
          const base = keep(a.rows);
          const cand = keep(b.rows);
          const check = (bt: ReturnType<typeof tallyRows>, ct: ReturnType<typeof tallyRows>) =>
            JSON.stringify(
              checkModel(
                {
                  heldout: heldoutOf(t),
                  baseline: bt,
                  candidate: ct,
                  baselinePath: "b",
                  candidatePath: "c",
                },
                { ...SETTINGS, resamples: 200, mustNotRegress: ["m"] },
              ),
            );
          // Rows dealt to `parts` tallies by a scrambled rule, each fed in reverse, merged
          // in a rotated order.
          const split = (rows: EvalRow[]) => {
            const tallies = Array.from({ length: parts }, () => new SideTally());
            const dealt = rows.map((r, i) => [r, (i * 7 + shuffle) % parts] as const).reverse();
            for (const [r, p] of dealt) tallies[p]!.add(r);
            const into = tallies[shuffle % parts]!;
            for (const [i, tl] of tallies.entries()) if (i !== shuffle % parts) into.merge(tl);
            return into.table();
          };
          expect(check(split(base), split(cand))).toBe(check(tallyRows(base), tallyRows(cand)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps per run and task only aggregates: 200,000 rows of 50 tasks make 150 cells", () => {
    const t = new SideTally();
    for (let i = 0; i < 200_000; i++) {
      t.add({
        line: i + 1,
        task: `t${i % 50}`,
        reward: i % 3 === 0 ? 1 : 0,
        run: String(i % 3),
        markers: {},
      });
    }
    const table = t.table();
    expect(table.rows).toBe(200_000);
    expect(table.pooled.size).toBe(50);
    expect([...table.split.byRun.values()].reduce((n, m) => n + m.size, 0)).toBe(150);
  });

  it("refuses a reward outside [0, 1] or a marker that is not finite, naming line and field", () => {
    const t = new SideTally();
    expect(() => t.add({ line: 7, task: "a", reward: 2, markers: {} })).toThrow(
      'line 7: field "reward" must be a number in [0, 1], got 2',
    );
    expect(() => t.add({ line: 3, task: "a", reward: 1, markers: { x: NaN } })).toThrow(
      'line 3: field "markers.x" must be a finite number, got NaN',
    );
  });
});

describe("row prints", () => {
  it("count and name repeats the same way however the rows are split", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 1, max: 4 }),
        (prints, parts) => {
          const one = new RowPrints(4);
          prints.forEach((p, i) => one.add(p, p * 3, position(0, i + 1)));
          const shards = Array.from({ length: parts }, () => new RowPrints(4));
          prints.forEach((p, i) => shards[i % parts]!.add(p, p * 3, position(0, i + 1)));
          const merged = shards[parts - 1]!;
          for (let j = parts - 2; j >= 0; j--) merged.merge(shards[j]!);
          expect(merged.summary()).toEqual(one.summary());
          expect(one.summary().count).toBe(prints.length - new Set(prints).size);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("name the earliest repeats with the line each repeats", () => {
    const p = new RowPrints();
    for (const [hi, line] of [
      [1, 2],
      [2, 3],
      [1, 9],
      [2, 4],
      [1, 5],
    ] as const)
      p.add(hi, 0, position(0, line));
    expect(p.summary()).toEqual({
      count: 3,
      examples: [
        { at: position(0, 4), first: position(0, 3) },
        { at: position(0, 5), first: position(0, 2) },
        { at: position(0, 9), first: position(0, 2) },
      ],
    });
  });

  it("the same row in another run is not a repeat", () => {
    const row = (run: string, line: number): EvalRow => ({
      line,
      task: "a",
      reward: 1,
      run,
      markers: {},
      fingerprint: [5, 6],
    });
    expect(tallyRows([row("0", 1), row("1", 2)]).repeats.count).toBe(0);
    expect(tallyRows([row("0", 1), row("0", 2)]).repeats.count).toBe(1);
  });
});
