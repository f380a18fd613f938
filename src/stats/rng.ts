// One seeded stream per use. alea is fast in V8 and reproducible from a string seed; the
// algorithm name and seed are printed in every report so a run can be repeated exactly.
import seedrandom from "seedrandom";

export const RNG_NAME = "alea";

/** A uniform draw in [0, 1). */
export type Rng = () => number;

export function makeRng(seed: number | string): Rng {
  return seedrandom.alea(String(seed));
}

/** Uniform index in 0..n-1. Hot loops inline the same expression. */
export function drawIndex(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}
