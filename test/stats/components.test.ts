// The t interval's degrees of freedom: Satterthwaite's df of a single part is that part's
// own df, which floating point can land just under (a shifted-arms property caught it).
import { describe, expect, it } from "vitest";
import { satterthwaite, tInterval, usableDf } from "../../src/stats/components.js";

describe("degrees of freedom", () => {
  it("keeps an integer df that rounding put a hair under it", () => {
    expect(usableDf(20.999999999999996)).toBe(21);
    expect(usableDf(20.5)).toBe(20);
  });
  it("gives one part its own df, whatever its variance", () => {
    for (const v of [0.0063593, 1e-7, 3.3, 0.0797451682901895 ** 2]) {
      expect(tInterval(0.1, [{ v, df: 21 }], 0.95).df).toBe(21);
      expect(satterthwaite([{ v, df: 21 }])).toBeCloseTo(21, 9);
    }
  });
});
