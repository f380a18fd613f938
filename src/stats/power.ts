// How many held-out tasks a paired test needs to prove an effect (the SDK's
// holdout_size), and the smallest effect the current number of tasks can prove.
import { sampleSd } from "./descriptive.js";
import { normalInv } from "./normal.js";

export interface PowerOptions {
  /** Baseline pass rate for the model sd. */
  base?: number;
  /** Graded rollouts per task. */
  k?: number;
  power?: number;
  alpha?: number;
}

export interface HoldoutSize {
  n_tasks: number;
  effect: number;
  base: number;
  k: number;
  sd: number;
  sd_source: "rows" | "given" | "model";
  /** Tasks needed when the gain sits on a few tasks instead of all (model path only). */
  n_tasks_concentrated: number | null;
  /** Interval half-width at n_tasks: z_{1-a/2} * sd / sqrt(n). */
  half_width: number;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** sd of a paired per-task difference under binomial grading: sqrt((p(1-p)+q(1-q))/k). */
export function modelSd(base: number, effect: number, k: number): number {
  const p = clamp01(base);
  const q = clamp01(p + effect);
  return Math.sqrt((p * (1 - p) + q * (1 - q)) / k);
}

/**
 * sd when the gain is carried by a share s = gain/(1-p) of tasks (the rest unchanged):
 * binomial noise within tasks plus the spread between moved and unmoved tasks.
 */
export function concentratedSd(base: number, gain: number, k: number): number | null {
  const p = clamp01(base);
  if (p >= 1 || gain <= 0) return null;
  const s = Math.min(1, gain / (1 - p));
  const within = ((1 - s) * 2 * p * (1 - p) + s * p * (1 - p)) / k;
  const between = (gain * gain * (1 - s)) / s;
  return Math.sqrt(within + between);
}

function zSum(power: number, alpha: number): [number, number] {
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
  const zA = normalInv(1 - alpha / 2);
  return [zA, zA + normalInv(power)];
}

function tasksFor(z: number, sd: number, effect: number): number {
  if (sd <= 0) return 2;
  return Math.max(2, Math.ceil(((z * sd) / effect) ** 2));
}

/**
 * Tasks needed for a two-sided paired test to prove `effect` with the given power.
 * sd source, best first: measured paired differences (`diffs`, >= 3 and not constant),
 * a given task sd, else the binomial model at `base` with k rollouts per task.
 */
export function holdoutSize(
  effect: number,
  opt: PowerOptions & { taskStd?: number; diffs?: ArrayLike<number> } = {},
): HoldoutSize {
  if (!(effect > 0 && effect < 1)) throw new RangeError(`effect must be in (0, 1), got ${effect}`);
  const base = opt.base ?? 0.6;
  const k = opt.k ?? 4;
  if (!(k >= 1)) throw new RangeError(`k must be at least 1, got ${k}`);
  const [zA, z] = zSum(opt.power ?? 0.8, opt.alpha ?? 0.05);
  let sd: number;
  let source: HoldoutSize["sd_source"];
  const measured = opt.diffs && opt.diffs.length >= 3 ? sampleSd(opt.diffs) : null;
  if (measured !== null && measured > 0) {
    sd = measured;
    source = "rows";
  } else if (opt.taskStd !== undefined) {
    if (!(opt.taskStd > 0)) throw new RangeError(`task sd must be positive, got ${opt.taskStd}`);
    sd = opt.taskStd;
    source = "given";
  } else {
    sd = modelSd(base, effect, k);
    source = "model";
  }
  const n = tasksFor(z, sd, effect);
  const conc = source === "model" ? concentratedSd(base, effect, k) : null;
  return {
    n_tasks: n,
    effect,
    base,
    k,
    sd,
    sd_source: source,
    n_tasks_concentrated: conc === null ? null : tasksFor(z, conc, effect),
    half_width: (zA * sd) / Math.sqrt(n),
  };
}

/**
 * Smallest effect n tasks prove with the given power under the binomial model: a fixed
 * point of effect = z * sd(base, effect, k) / sqrt(n), 12 steps from 0 (as the SDK).
 */
export function detectableEffect(
  n: number,
  base = 0.6,
  k = 4,
  power = 0.8,
  alpha = 0.05,
): number | null {
  if (!(n >= 2)) return null;
  const [, z] = zSum(power, alpha);
  let e = 0;
  for (let i = 0; i < 12; i++) e = (z * modelSd(base, e, k)) / Math.sqrt(n);
  return Math.round(Math.min(1, e) * 1e4) / 1e4;
}
