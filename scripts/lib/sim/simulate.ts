// Simulated pull requests for calibrating the gate: known truth in, gate decision out.
// Tasks differ in difficulty (Beta-distributed pass rates), each run of a side shifts
// every task a little (re-run noise), and rollouts are Bernoulli draws.
import type { EvalRow, HeldoutTask } from "../../../src/io/canonical.js";
import { checkModel, type ModelCheckSettings } from "../../../src/stats/model-check.js";
import { makeRng, type Rng } from "../../../src/stats/rng.js";
import { tallyRows } from "../../../src/stats/eval-tally.js";
import { wilson as wilsonInterval } from "../../../src/stats/agreement.js";

export interface SimShape {
  tasks: number;
  rollouts: number;
  runs: number;
  /** Beta(a, b) task pass rates; a = 1.5, b = 1 has mean 0.6 and sd 0.26. */
  betaA: number;
  betaB: number;
  /** sd of the per-run shift added to every task's pass rate. */
  runSd: number;
}

export const DEFAULT_SHAPE: Omit<SimShape, "tasks"> = {
  rollouts: 4,
  runs: 3,
  betaA: 1.5,
  betaB: 1,
  runSd: 0.01,
};

function normal(rng: Rng): number {
  // Box-Muller; 1 - u keeps the log finite.
  const u = 1 - rng();
  const v = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Gamma(shape, 1) by Marsaglia-Tsang, with the usual boost for shape < 1. */
function gamma(rng: Rng, shape: number): number {
  if (shape < 1) return gamma(rng, shape + 1) * Math.pow(1 - rng(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - rng();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

export function beta(rng: Rng, a: number, b: number): number {
  const x = gamma(rng, a);
  const y = gamma(rng, b);
  return x / (x + y);
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export interface SimulatedPR {
  heldout: HeldoutTask[];
  baseline: EvalRow[];
  candidate: EvalRow[];
}

/**
 * One PR. The candidate's true gain is `effect` on average, spread in proportion to each
 * task's headroom (p + effect (1 - p) / (1 - mean p)), so no rate leaves [0, 1].
 */
export function simulatePR(shape: SimShape, effect: number, rng: Rng): SimulatedPR {
  const p: number[] = [];
  for (let i = 0; i < shape.tasks; i++) p.push(beta(rng, shape.betaA, shape.betaB));
  const meanP = shape.betaA / (shape.betaA + shape.betaB);
  const heldout: HeldoutTask[] = p.map((_, i) => ({
    line: i + 1,
    task_id: `t${String(i).padStart(4, "0")}`,
    prompt: `task ${i}`,
  }));
  const side = (gain: number): EvalRow[] => {
    const rows: EvalRow[] = [];
    for (let r = 0; r < shape.runs; r++) {
      const shift = normal(rng) * shape.runSd;
      for (let i = 0; i < shape.tasks; i++) {
        const pi = p[i] as number;
        const rate = clamp01(pi + (gain * (1 - pi)) / (1 - meanP) + shift);
        for (let j = 0; j < shape.rollouts; j++) {
          rows.push({
            line: rows.length + 1,
            task: (heldout[i] as HeldoutTask).task_id,
            reward: rng() < rate ? 1 : 0,
            run: String(r),
            markers: {},
          });
        }
      }
    }
    return rows;
  };
  return { heldout, baseline: side(0), candidate: side(effect) };
}

export interface CalibrationResult {
  prs: number;
  passes: number;
  rate: number;
  /** Wilson 95% interval for the pass rate. */
  ci: [number, number];
  /** Median over PRs of the report's sizing.n_tasks (tasks to prove the observed effect). */
  sizing_median: number | null;
}

/** Wilson 95% interval of a Monte Carlo rate: the gate's own (stats/agreement.ts); [0, 1] at n 0. */
export function wilson(successes: number, n: number): [number, number] {
  return wilsonInterval(successes, n, 0.95) ?? [0, 1];
}

/** Gate decision as the action makes it: target moved, no regressions, comparable. */
export function gateDecision(
  pr: SimulatedPR,
  resamples: number,
  seed: number,
): { pass: boolean; sizingTasks: number | null } {
  const settings: ModelCheckSettings = {
    target: "pass_at_1",
    mustNotRegress: [],
    lowerIsBetter: [],
    resamples,
    seed,
    confidence: 0.95,
    allowPartial: false,
    gradedBy: "program",
    judgeAgreement: null,
    judgeHumanN: null,
    rewardIsJudge: false,
  };
  const mc = checkModel(
    {
      heldout: pr.heldout,
      baseline: tallyRows(pr.baseline),
      candidate: tallyRows(pr.candidate),
      baselinePath: "b",
      candidatePath: "c",
    },
    settings,
  );
  return {
    pass:
      mc.target_verdict === "moved" &&
      mc.regressions.length === 0 &&
      mc.not_comparable.length === 0,
    sizingTasks: mc.sizing.n_tasks,
  };
}

/** Run `prs` simulated PRs with the given true effect; the world's seed is `seed`. */
export function calibrate(
  shape: SimShape,
  effect: number,
  prs: number,
  opt: { seed: number; resamples: number },
): CalibrationResult {
  const rng = makeRng(`calibrate:${opt.seed}`);
  let passes = 0;
  const sizes: number[] = [];
  for (let i = 0; i < prs; i++) {
    const d = gateDecision(simulatePR(shape, effect, rng), opt.resamples, opt.seed + i);
    if (d.pass) passes++;
    if (d.sizingTasks !== null) sizes.push(d.sizingTasks);
  }
  sizes.sort((a, b) => a - b);
  return {
    prs,
    passes,
    rate: passes / prs,
    ci: wilson(passes, prs),
    sizing_median: sizes.length > 0 ? (sizes[Math.floor(sizes.length / 2)] as number) : null,
  };
}
