// The print table at the sizes of a real eval export: merging the tables of two workers
// must cost what building one does. Walking a table in slot order hands the other table
// its prints sorted by hash, and a table that grew halfway through took 8.8 s for two
// tables of 1.5M prints (0.1 s sized once); probes count that cost without a clock.
import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { position, RowPrints } from "../../src/stats/row-prints.js";

/** n random prints at lines from..from+n-1; with copyEvery, row 1 of each `copyEvery` copies the row before. */
function table(n: number, from: number, seed: string, copyEvery = 0): RowPrints {
  const rng = seedrandom.alea(seed);
  const t = new RowPrints();
  let hi = 0;
  let lo = 0;
  for (let i = 0; i < n; i++) {
    if (copyEvery === 0 || i % copyEvery !== 1) {
      hi = (rng() * 2 ** 32) >>> 0;
      lo = (rng() * 2 ** 32) >>> 0;
    }
    t.add(hi, lo, position(0, from + i));
  }
  return t;
}

describe("row prints at millions of rows", () => {
  it("merge two tables of 1.5M prints with as few probes as building them", () => {
    // 1.5M prints fill 2^21 slots to 0.72: the load at which a table grown mid-merge clusters.
    const n = 1_500_000;
    const a = table(n, 1, "a");
    const b = table(n, n + 1, "b");
    const built = (a.probes + b.probes) / (2 * n);
    const before = a.probes;
    a.merge(b);
    const merged = (a.probes - before) / n;
    expect(a.size).toBe(2 * n);
    expect(a.repeats).toBe(0);
    // Linear probing at load <= 3/4 steps past one or two slots a print, counting the
    // rehash of growing (2.8 building, 2.5 merging); the clustered merge stepped past 3,767.
    expect(built).toBeLessThan(4);
    expect(merged).toBeLessThan(4);
  });

  it("a merged table finds every print and names the same repeats as one table", () => {
    const n = 100_000;
    const one = new RowPrints();
    const parts = [new RowPrints(), new RowPrints()];
    for (let i = 0; i < 2 * n; i++) {
      // Every 7th row copies the print of the row 1000 before it (often in the other part).
      const k = i % 7 === 0 && i >= 1000 ? i - 1000 : i;
      const hi = Math.imul(k, 0x9e3779b1) >>> 0;
      const lo = (k ^ 0x5bd1e995) >>> 0;
      one.add(hi, lo, position(0, i + 1));
      parts[Math.floor(i / 256) % 2]!.add(hi, lo, position(0, i + 1));
    }
    const [a, b] = parts as [RowPrints, RowPrints];
    b.merge(a);
    expect(b.size).toBe(one.size);
    expect(b.repeats).toBe(one.repeats);
    expect(b.summary()).toEqual(one.summary());
    expect(one.repeats).toBeGreaterThan(25_000);
  });

  it("a merge is sized by distinct prints, as one table of all the rows is", () => {
    const a = table(300_000, 1, "c", 3);
    const b = table(300_000, 300_001, "d", 3);
    expect(a.repeats).toBe(100_000);
    a.merge(b);
    expect(a.size).toBe(400_000);
    expect(a.repeats).toBe(200_000);
    expect(a.bytes).toBe(table(600_000, 1, "e", 3).bytes);
  });
});
