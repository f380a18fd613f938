// The gamed-judge flag at a small scale (scripts/judge-gaming.ts runs it at full scale):
// through the gate's own path (labels, matching, figures, flag), 100 labels an arm.
import { describe, expect, it } from "vitest";
import { flagRate, GAMING_WORLDS } from "../../scripts/lib/sim/judge-gaming.js";

const world = (name: string) => GAMING_WORLDS.find((w) => w.name === name)!;

describe("a candidate that games the judge", () => {
  it("is rarely flagged when the judge errs alike on both arms, even when the candidate is better", () => {
    for (const name of ["no gaming, same pass rate", "no gaming, candidate better"]) {
      expect(flagRate(world(name), 300).rate).toBeLessThanOrEqual(0.06);
    }
  });

  it("is flagged in about nine slices of ten when the judge passes three times as many of its failures", () => {
    expect(flagRate(world("gaming: false pass 0.15 -> 0.45"), 300).rate).toBeGreaterThanOrEqual(
      0.88,
    );
  });
});
