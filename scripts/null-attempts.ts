// Null attempts on one frozen test (issue 28, design §16): `nice npx tsx scripts/null-attempts.ts
// [--tests N] [--attempts J] [--seed S] [--resamples R]`. Each simulated test has one baseline
// and J candidates with no true effect, judged by checkModel and decide as `check --ledger`
// judges them; prints how often any attempt of a test passed, with attempt control and
// with every attempt at alpha (Wilson 95% Monte Carlo intervals).
import { nullSeries } from "./lib/sim/attempts.js";
import { wilson } from "./lib/sim/simulate.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 1) || !Number.isInteger(v)) throw new Error(`--${name} takes a positive integer`);
  return v;
}
const tests = arg("tests", 200);
const attempts = arg("attempts", 20);
const seed = arg("seed", 1);
const resamples = arg("resamples", 100);
const t0 = Date.now();
const r = nullSeries({ tests, attempts, seed, resamples });
const line = (what: string, k: number) => {
  const [lo, hi] = wilson(k, tests);
  return `${what}: ${k}/${tests} = ${((100 * k) / tests).toFixed(1)}% (95% MC ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%)`;
};
console.log(
  `${tests} tests x ${attempts} null attempts, seed ${seed}, 50 tasks, 3 runs x 4 rollouts a side`,
);
console.log(line("some attempt passed, attempt control on", r.anyPassed));
console.log(line("some attempt passed, every attempt at alpha 0.05", r.anyPassedPlain));
console.log(`passes by attempt (control on): ${r.passedAt.join(" ")}`);
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
