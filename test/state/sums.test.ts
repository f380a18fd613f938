// The parts of a state whose merge order could change a figure: float sums (the style
// gate's correlation) and capped lists (findings). Whatever the split and merge order, the
// sums are bit for bit those of one pass, and the kept findings are the same.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FindingList } from "../../src/gates/findings.js";
import { PearsonSums } from "../../src/stats/correlation.js";
import { roundExact } from "../../src/stats/exact-sum.js";
import { dealArb, dealt, viaJson } from "./split.js";

/** Each of the five sums, rounded once, as a state holds them. */
function sums(p: PearsonSums): number[] {
  const s = p.saveState();
  return [s.sx, s.sy, s.sxx, s.syy, s.sxy].map(roundExact);
}

const pointsArb = fc.array(
  fc.tuple(fc.constantFrom(0, 1), fc.double({ min: -10, max: 10, noNaN: true })),
  { maxLength: 60 },
);

describe("correlation sums", () => {
  it("are the same bits in any order and any split, through JSON", () => {
    fc.assert(
      fc.property(
        pointsArb.chain((pts) => dealArb(pts.length).map((deal) => ({ pts, deal }))),
        ({ pts, deal }) => {
          const whole = new PearsonSums();
          for (const [x, y] of pts) whole.add(x, y);
          const parts = dealt(pts, deal).map((part) => {
            const p = new PearsonSums();
            for (const [x, y] of [...part].reverse()) p.add(x, y);
            const back = new PearsonSums();
            back.loadState(viaJson(p.saveState()), "corr");
            return back;
          });
          const into = parts[parts.length - 1]!;
          for (const p of parts.slice(0, -1)) into.merge(p);
          expect(sums(into)).toEqual(sums(whole));
          expect(into.value()).toBe(whole.value());
        },
      ),
      { numRuns: 300, seed: 61 },
    );
  });

  it("where a running float sum would not be", () => {
    // 0.1 + 0.2 + 0.3 differs from 0.3 + 0.2 + 0.1 in the last bit as doubles.
    expect(0.1 + 0.2 + 0.3).not.toBe(0.3 + 0.2 + 0.1);
    const a = new PearsonSums();
    const b = new PearsonSums();
    for (const y of [0.1, 0.2, 0.3]) a.add(1, y);
    for (const y of [0.3, 0.2, 0.1]) b.add(1, y);
    expect(sums(a)).toEqual(sums(b));
  });

  it("give no correlation for values whose squares could overflow", () => {
    const p = new PearsonSums();
    for (const y of [1, 2, 1e200]) p.add(1, y);
    p.add(0, 0);
    expect(p.value()).toBeNull();
  });
});

describe("finding lists restored from states", () => {
  it("keep the same first findings by line whatever the split, past their cap", () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 80 })
          .chain((lines) => dealArb(lines.length).map((deal) => ({ lines, deal }))),
        ({ lines, deal }) => {
          const mk = (l: number) => ({
            file: "f",
            line: l,
            level: "warning" as const,
            message: `m${l % 3}`,
            detail: { l, odd: l % 2 === 1, none: null, s: "x" },
          });
          const whole = new FindingList(5);
          for (const l of lines) whole.push(mk(l));
          const parts = dealt(lines, deal).map((part) => {
            const f = new FindingList(5);
            for (const l of part) f.push(mk(l));
            const back = new FindingList(5);
            back.loadState(viaJson(f.saveState()), "findings", "f");
            return back;
          });
          const into = parts[0]!;
          for (const p of parts.slice(1)) into.merge(p);
          expect(JSON.stringify(into.result())).toBe(JSON.stringify(whole.result()));
          expect(into.total).toBe(lines.length);
        },
      ),
      { numRuns: 200, seed: 62 },
    );
  });
});
