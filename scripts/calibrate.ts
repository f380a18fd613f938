// Calibration of the model gate on simulated PRs: `npx tsx scripts/calibrate.ts`
// (later `npm run calibrate`). The gate passes iff target_verdict is "moved" with no
// regressions. With no true effect it should pass <= 5% of PRs; with the effect that
// the sizing (detectable_effect) calls provable it should pass >= 80%.
//
// Options: --prs N (default 1000 per case), --resamples N (default 2000: fewer than the
// action's 10,000 to keep the run to minutes; the percentile interval at 2,000 is the
// SDK's own default), --seed N, --run-sd X (sd of the per-run shift, default 0.01),
// --tasks N (one shape instead of 50 and 200).
import { detectableEffect } from "../src/stats/power.js";
import { calibrate, DEFAULT_SHAPE, type SimShape } from "../src/stats/simulate.js";

function arg(name: string, fallback: number, integer = true): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 0) || (integer && !Number.isInteger(v))) {
    throw new Error(
      `--${name} takes a ${integer ? "non-negative integer" : "non-negative number"}`,
    );
  }
  return v;
}

const prs = arg("prs", 1000);
const resamples = arg("resamples", 2000);
const seed = arg("seed", 1);
const runSd = arg("run-sd", DEFAULT_SHAPE.runSd, false);
const oneShape = arg("tasks", 0);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log(
  `calibration: ${prs} simulated PRs per case, ${resamples} resamples each, seed ${seed}; ` +
    `task pass rates Beta(${DEFAULT_SHAPE.betaA}, ${DEFAULT_SHAPE.betaB}) (mean 0.6), ` +
    `${DEFAULT_SHAPE.rollouts} rollouts, ${DEFAULT_SHAPE.runs} runs a side, run shift sd ${runSd}`,
);
let ok = true;
for (const tasks of oneShape > 0 ? [oneShape] : [50, 200]) {
  const shape: SimShape = { ...DEFAULT_SHAPE, tasks, runSd };
  // The report's sizing uses the rollouts per task within one run (here 4).
  const effect = detectableEffect(tasks, 0.6, shape.rollouts) as number;
  // For contrast: the smaller effect the pooled rollouts of all runs (12) would suggest.
  const pooled = detectableEffect(tasks, 0.6, shape.rollouts * shape.runs) as number;
  const t0 = Date.now();
  const none = calibrate(shape, 0, prs, { seed: seed * 1000 + tasks, resamples });
  const real = calibrate(shape, effect, prs, { seed: seed * 1000 + tasks + 1, resamples });
  const small = calibrate(shape, pooled, prs, { seed: seed * 1000 + tasks + 2, resamples });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const falseOk = none.rate <= 0.05;
  const powerOk = real.rate >= 0.8;
  ok &&= falseOk && powerOk;
  console.log(`\n${tasks} tasks (${secs} s)`);
  console.log(
    `  false-pass rate, no true effect:   ${pct(none.rate)} (${none.passes}/${none.prs}, 95% ${pct(none.ci[0])}..${pct(none.ci[1])})  goal <= 5%: ${falseOk ? "met" : "MISSED"}`,
  );
  console.log(
    `  power at effect ${effect.toFixed(4)} (k=${shape.rollouts}): ${pct(real.rate)} (${real.passes}/${real.prs}, 95% ${pct(real.ci[0])}..${pct(real.ci[1])})  goal >= 80%: ${powerOk ? "met" : "MISSED"}`,
  );
  console.log(
    `  the report's sizing for the observed effect (median over those PRs): ${real.sizing_median} tasks`,
  );
  console.log(
    `  power at effect ${pooled.toFixed(4)} (k=${shape.rollouts * shape.runs}, pooled runs; not what the report uses): ${pct(small.rate)} (${small.passes}/${small.prs}, 95% ${pct(small.ci[0])}..${pct(small.ci[1])})`,
  );
}
process.exitCode = ok ? 0 : 1;
