// Twenty null attempts on one test, many tests (design §16). The attempts of a series share
// one baseline, so their statistics are correlated: z_j = sqrt(rho) b + sqrt(1 - rho) e_j,
// b the baseline's luck. The levels alpha 6/(pi² j²) with the fallback keep the chance that
// any attempt of a series passes at or under alpha whatever rho; every attempt at alpha does
// not. The gate itself on simulated eval rows: scripts/null-attempts.ts.
import { describe, expect, it } from "vitest";
import { levels, type PastAttempt } from "../../src/ledger/attempts.js";
import { makeRng } from "../../src/stats/rng.js";

const ALPHA = 0.05;
const SERIES = 4_000;
const ATTEMPTS = 20;

function normal(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

/** Two-sided normal p: erfc by Abramowitz and Stegun 7.1.26 (error under 1.5e-7). */
function twoSided(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return poly * Math.exp(-x * x);
}

/** Share of series in which some attempt "moved" (z > 0, two-sided p at or under its level). */
function anyPass(rho: number, controlled: boolean): number {
  const rng = makeRng(`null-attempts:${rho}`);
  let any = 0;
  for (let s = 0; s < SERIES; s++) {
    const b = normal(rng);
    const past: PastAttempt[] = [];
    let passed = false;
    for (let j = 1; j <= ATTEMPTS; j++) {
      const z = Math.sqrt(rho) * b + Math.sqrt(1 - rho) * normal(rng);
      const p = twoSided(z);
      const level = controlled ? levels(ALPHA, past)[j - 1]! : ALPHA;
      const moved = z > 0 && p <= ALPHA;
      if (moved && p <= level) passed = true;
      past.push({ attempt: j, p, target_verdict: moved ? "moved" : "no_change_detected" });
    }
    if (passed) any++;
  }
  return any / SERIES;
}

describe("20 null attempts per test", () => {
  it.each([0, 0.5, 0.9])(
    "rho %s: with attempt control some attempt passes in at most 5 percent",
    (rho) => {
      const controlled = anyPass(rho, true);
      const plain = anyPass(rho, false);
      expect(controlled).toBeLessThanOrEqual(ALPHA);
      // Without it, twenty tries find a pass more often than one in twenty.
      expect(plain).toBeGreaterThan(ALPHA);
      expect(controlled).toBeLessThan(plain);
    },
  );
});
