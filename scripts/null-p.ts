// Is the target's p valid under the null? `nice npx tsx scripts/null-p.ts [--prs N]
// [--tasks T] [--runs R] [--candidate-runs C] [--rollouts K] [--drift SD] [--seed S]`
// (design §16). Each simulated PR draws a baseline and a candidate of the same model (task
// pass rates from the calibrate base world, each run shifted by a drift of sd SD) and
// takes the p of pass_at_1 from the gate's own comparison (noiseFloor, compareAll). A
// valid p has P(p <= a) <= a for every a; attempt control judges late attempts at tiny a
// (attempt 17 at 0.0001), so the tail matters. Prints P(p <= a) with Wilson 95% Monte
// Carlo intervals and the spread of the interval's df.
import type { EvalRow, HeldoutTask } from "../src/io/canonical.js";
import { tallyRows } from "../src/stats/eval-tally.js";
import { noiseFloor } from "../src/stats/noise-floor.js";
import { compareAll, planMetrics } from "../src/stats/model-metrics.js";
import { makeRng, type Rng } from "../src/stats/rng.js";
import { BASE_WORLD } from "./lib/sim/worlds.js";
import { wilson } from "./lib/sim/simulate.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 0) || !Number.isFinite(v)) throw new Error(`--${name} takes a number >= 0`);
  return v;
}
const prs = arg("prs", 20000);
const tasks = arg("tasks", BASE_WORLD.tasks);
const runs = arg("runs", BASE_WORLD.runs);
const candidateRuns = arg("candidate-runs", runs);
const rollouts = arg("rollouts", BASE_WORLD.rollouts);
const drift = arg("drift", BASE_WORLD.runSd);
const seed = arg("seed", 1);
const rng = makeRng(`null-p:${seed}`);

function normal(r: Rng): number {
  const u = 1 - r();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

function side(p: readonly number[], heldout: HeldoutTask[], nRuns: number): EvalRow[] {
  const rows: EvalRow[] = [];
  for (let r = 0; r < nRuns; r++) {
    const shift = normal(rng) * drift;
    p.forEach((pi, i) => {
      const rate = clamp01(pi + shift);
      for (let j = 0; j < rollouts; j++) {
        const reward = rng() < rate ? 1 : 0;
        rows.push({
          line: rows.length + 1,
          task: heldout[i]!.task_id,
          reward,
          run: String(r),
          markers: {},
        });
      }
    });
  }
  return rows;
}

const levels = [0.05, 0.01, 0.001, 0.0001];
const hits = levels.map(() => 0);
const dfs: number[] = [];
const t0 = Date.now();
const plan0 = { target: "pass_at_1", mustNotRegress: [], lowerIsBetter: [] };
for (let k = 0; k < prs; k++) {
  const p = Array.from({ length: tasks }, () =>
    sigmoid(BASE_WORLD.logitMean + normal(rng) * BASE_WORLD.logitSd),
  );
  const heldout: HeldoutTask[] = p.map((_, i) => ({ line: i + 1, task_id: `t${i}`, prompt: "" }));
  const b = tallyRows(side(p, heldout, runs));
  const c = tallyRows(side(p, heldout, candidateRuns));
  const plan = planMetrics(b, c, plan0, ["b", "c"], [], []);
  const floor = noiseFloor(b, c, plan.metrics, 0.95, null);
  const cmp = compareAll(plan, b, c, floor, { resamples: 10, seed: 1, confidence: 0.95 }, []);
  const row = cmp.comps[0]!;
  const pv = row.p_value ?? 1;
  levels.forEach((a, i) => {
    if (pv <= a) hits[i]!++;
  });
  if (typeof row.df === "number") dfs.push(row.df);
}
dfs.sort((x, y) => x - y);
const q = (f: number) => (dfs[Math.floor(f * (dfs.length - 1))] ?? NaN).toFixed(2);
console.log(
  `${prs} null PRs, ${tasks} tasks, ${runs} baseline and ${candidateRuns} candidate runs of ${rollouts} rollouts, drift sd ${drift}, seed ${seed}: ${((Date.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(`df of the interval: 10th ${q(0.1)}, median ${q(0.5)}, 90th ${q(0.9)}`);
levels.forEach((a, i) => {
  const [lo, hi] = wilson(hits[i]!, prs);
  console.log(
    `P(p <= ${a}) = ${hits[i]}/${prs} = ${(hits[i]! / prs).toPrecision(3)} (95% MC ${lo.toPrecision(3)}-${hi.toPrecision(3)})`,
  );
});
