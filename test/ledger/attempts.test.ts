import { describe, expect, it } from "vitest";
import { candidateDigest, gamma, levels, planAttempt } from "../../src/ledger/attempts.js";
import { entry, digest } from "./entries.js";

describe("attempt levels", () => {
  it("gamma sums to 1 and attempt 6 at alpha 0.05 needs p <= 0.0008", () => {
    let s = 0;
    for (let j = 1; j <= 1_000_000; j++) s += gamma(j);
    expect(s).toBeCloseTo(1, 5);
    expect(0.05 * gamma(6)).toBeCloseTo(0.000844, 6);
    expect(0.05 * gamma(1)).toBeCloseTo(0.0304, 4);
  });

  it("pass a cleared attempt's level on to the next (online fallback), and only then", () => {
    const no = { attempt: 1, p: 0.5, target_verdict: "no_change_detected" };
    const yes = { attempt: 1, p: 0.001, target_verdict: "moved" };
    const a1 = 0.05 * gamma(1);
    expect(levels(0.05, [no])).toEqual([a1, 0.05 * gamma(2)]);
    expect(levels(0.05, [yes])).toEqual([a1, 0.05 * gamma(2) + a1]);
    // A small p without "moved" (within the band, say) is not a cleared attempt.
    expect(levels(0.05, [{ ...yes, target_verdict: "within_eval_noise" }])[1]).toBe(
      0.05 * gamma(2),
    );
    // p over its level does not clear it either.
    expect(levels(0.05, [{ ...yes, p: 0.04 }])[1]).toBe(0.05 * gamma(2));
  });

  it("the same candidate is the same attempt; a new one takes the next number", () => {
    const entries = [
      entry({ candidate: "c1", attempt: 1 }),
      entry({ candidate: "c2", attempt: 2 }),
      entry({ candidate: "c1", attempt: 1 }),
    ];
    const again = planAttempt(entries, digest("c2"), 0.05);
    expect(again).toMatchObject({ number: 2, repeat: true });
    expect(again.alpha_j).toBe(0.05 * gamma(2));
    const fresh = planAttempt(entries, digest("c3"), 0.05);
    expect(fresh).toMatchObject({ number: 3, repeat: false, alpha_fresh: 0.05 * gamma(1) });
    expect(fresh.alpha_j).toBe(0.05 * gamma(3));
    expect(planAttempt([], digest("c1"), 0.05)).toMatchObject({
      number: 1,
      alpha_j: 0.05 * gamma(1),
    });
  });

  it("digests a candidate by its files' sha256s in order", () => {
    const a = candidateDigest([digest("x"), digest("y")]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(candidateDigest([digest("y"), digest("x")])).not.toBe(a);
    expect(candidateDigest([digest("x"), digest("y")])).toBe(a);
  });
});
