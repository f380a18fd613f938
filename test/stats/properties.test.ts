// Property tests: invariants that must hold for any data, not just the examples.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareMetric } from "../../src/stats/compare.js";
import { checkModel } from "../../src/stats/model-check.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { heldoutOf, ids, rowsFromGrid, SETTINGS } from "./rows.js";

// The SDK's percentile indices are mirror images only when (1 - level) / 2 * B is a whole
// number, so the swap property uses B = 1000 (indices 25 and 974).
const opt = { resamples: 1000, level: 0.95, lowerIsBetter: false };

/** Paired per-task means for 5..40 tasks (always enough to pair). */
const pairedArms = fc
  .integer({ min: 5, max: 40 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n, maxLength: n }),
      fc.integer({ min: 0, max: 1_000_000 }),
    ),
  );
const toMap = (xs: number[]) => new Map(xs.map((x, i) => [`task-${i}`, x]));

describe("comparison properties", () => {
  it("swapping the arms negates the delta and mirrors the interval", () => {
    fc.assert(
      fc.property(pairedArms, ([a, b, seed]) => {
        const ab = compareMetric("pass_at_1", toMap(a), toMap(b), { ...opt, seed });
        const ba = compareMetric("pass_at_1", toMap(b), toMap(a), { ...opt, seed });
        expect(ba.delta).toBeCloseTo(-(ab.delta as number), 12);
        expect(ba.ci![0]).toBeCloseTo(-ab.ci![1], 12);
        expect(ba.ci![1]).toBeCloseTo(-ab.ci![0], 12);
        expect(ba.p_value).toBe(ab.p_value);
      }),
      { numRuns: 60 },
    );
  });

  it("the interval contains the point estimate", () => {
    fc.assert(
      fc.property(pairedArms, ([a, b, seed]) => {
        const c = compareMetric("pass_at_1", toMap(a), toMap(b), { ...opt, seed });
        expect(c.ci![0]).toBeLessThanOrEqual((c.delta as number) + 1e-12);
        expect(c.ci![1]).toBeGreaterThanOrEqual((c.delta as number) - 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it("adding a constant gain to every candidate task moves the delta and interval by it", () => {
    fc.assert(
      fc.property(
        pairedArms,
        fc.double({ min: -0.5, max: 0.5, noNaN: true }),
        ([a, b, seed], g) => {
          const c0 = compareMetric("pass_at_1", toMap(a), toMap(b), { ...opt, seed });
          const c1 = compareMetric("pass_at_1", toMap(a), toMap(b.map((x) => x + g)), {
            ...opt,
            seed,
          });
          expect(c1.delta).toBeCloseTo((c0.delta as number) + g, 9);
          // The interval's half-width is a square root of a variance; when that variance
          // is ~0, rounding of 1e-17 in it shows as ~3e-9 in the ends, hence 7 digits.
          expect(c1.ci![0]).toBeCloseTo(c0.ci![0] + g, 7);
          expect(c1.ci![1]).toBeCloseTo(c0.ci![1] + g, 7);
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A random eval: 5..30 tasks, 1..3 runs, 1..4 rollouts, pass counts per run and task. */
const evalGrid = fc
  .record({
    tasks: fc.integer({ min: 5, max: 30 }),
    runs: fc.integer({ min: 1, max: 3 }),
    k: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ tasks, runs, k }) =>
    fc.record({
      tasks: fc.constant(tasks),
      k: fc.constant(k),
      grid: fc.array(
        fc.array(fc.integer({ min: 0, max: k }), { minLength: tasks, maxLength: tasks }),
        {
          minLength: runs,
          maxLength: runs,
        },
      ),
      seed: fc.integer({ min: 0, max: 1000 }),
    }),
  );

describe("model check properties", () => {
  it("identical arms never give moved", () => {
    fc.assert(
      fc.property(evalGrid, ({ tasks, k, grid, seed }) => {
        const t = ids(tasks);
        const rows = rowsFromGrid(t, grid, k);
        const mc = checkModel(
          {
            heldout: heldoutOf(t),
            baseline: tallyRows(rows),
            candidate: tallyRows(rows.map((r) => ({ ...r }))),
            baselinePath: "a",
            candidatePath: "b",
          },
          { ...SETTINGS, resamples: 200, seed },
        );
        expect(mc.target_verdict).not.toBe("moved");
        expect(mc.target_verdict).not.toBe("moved_unreplicated");
        expect(mc.metrics[0]!.delta).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it("same seed gives identical output", () => {
    fc.assert(
      fc.property(evalGrid, evalGrid, ({ tasks, k, grid, seed }, other) => {
        const t = ids(tasks);
        const cGrid = grid.map((run, r) =>
          run.map((c, i) => Math.min(k, c + ((other.grid[0]?.[i] ?? 0) % 2) * r)),
        );
        const input = {
          heldout: heldoutOf(t),
          baseline: tallyRows(rowsFromGrid(t, grid, k)),
          candidate: tallyRows(rowsFromGrid(t, cGrid, k)),
          baselinePath: "a",
          candidatePath: "b",
        };
        const s = { ...SETTINGS, resamples: 200, seed };
        expect(JSON.stringify(checkModel(input, s))).toBe(JSON.stringify(checkModel(input, s)));
      }),
      { numRuns: 25 },
    );
  });
});
