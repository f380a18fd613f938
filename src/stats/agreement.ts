// How well a judge's pass/fail verdicts agree with trusted labels: the 2x2 table, the
// share that agree with a Wilson interval, Cohen's kappa, sensitivity and specificity,
// and how many labels the Wilson bound needs to clear a floor. Field names follow the
// SDK's judge_agreement (confusion tp/fp/fn/tn, pass_when_gold_fail, ...).
import {
  MAX_DRAWS,
  MIN_CI_VALUES,
  percentileIndices,
  ResampleBudgetError,
  type ResampleOptions,
} from "./bootstrap.js";
import { normalInv } from "./normal.js";
import { makeRng } from "./rng.js";

/** The judge's verdict (pass = 1) against the trusted label (gold), counted. */
export interface Confusion {
  /** Judge pass, gold pass. */
  tp: number;
  /** Judge pass, gold fail: a false pass. */
  fp: number;
  /** Judge fail, gold pass. */
  fn: number;
  /** Judge fail, gold fail. */
  tn: number;
}

export function confusionOf(pairs: Iterable<{ judge: 0 | 1; gold: 0 | 1 }>): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const { judge, gold } of pairs) {
    if (judge === 1) {
      if (gold === 1) c.tp++;
      else c.fp++;
    } else if (gold === 1) c.fn++;
    else c.tn++;
  }
  return c;
}

export const total = (c: Confusion): number => c.tp + c.fp + c.fn + c.tn;

/** The two-sided z of a confidence level (0.95 -> 1.95996...). */
export function zOf(level: number): number {
  return normalInv((1 + level) / 2);
}

/**
 * Wilson score interval for k successes in n trials at a two-sided level; null when n is 0.
 * Unlike k/n +- z*se it stays inside [0, 1] and keeps its coverage near 0 and 1, which is
 * where a good judge's agreement sits.
 */
export function wilson(k: number, n: number, level: number): [number, number] | null {
  return n > 0 ? wilsonAt(k, n, zOf(level)) : null;
}

function wilsonAt(k: number, n: number, z: number): [number, number] {
  const p = k / n;
  const z2 = z * z;
  const d = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Cohen's kappa of the judge against the labels: agreement beyond what the two pass rates
 * give by chance. null on an empty table. When chance agreement is already 1 (both always
 * pass, or both always fail) the SDK's convention holds: 1 if they agree on every row, else 0.
 */
export function cohenKappa(c: Confusion): number | null {
  const n = total(c);
  if (n === 0) return null;
  const po = (c.tp + c.tn) / n;
  const judgePass = (c.tp + c.fp) / n;
  const goldPass = (c.tp + c.fn) / n;
  const pe = judgePass * goldPass + (1 - judgePass) * (1 - goldPass);
  if (pe >= 1) return po === 1 ? 1 : 0;
  return (po - pe) / (1 - pe);
}

/** Judge pass among gold passes; null with no gold pass. */
export function sensitivity(c: Confusion): number | null {
  const n = c.tp + c.fn;
  return n > 0 ? c.tp / n : null;
}

/** Judge fail among gold fails; null with no gold fail. */
export function specificity(c: Confusion): number | null {
  const n = c.tn + c.fp;
  return n > 0 ? c.tn / n : null;
}

/** Past this many labels the search for "label about N" gives up (a bound that far off is not a sample problem). */
export const LABEL_SEARCH_MAX = 100_000;

/**
 * The smallest number of labels at which the observed agreement's Wilson lower bound
 * reaches `floor`: agreement held at `point`, agreeing labels round(point * n). null when
 * no count will do (the point itself is not above the floor, or the search limit is hit).
 * 0.95 -> 25, 0.90 -> 54, 0.85 -> 230 at a 0.8 floor and 95%.
 */
export function labelsToClear(point: number, floor: number, level: number): number | null {
  if (!(point > floor)) return null;
  const z = zOf(level);
  for (let n = 1; n <= LABEL_SEARCH_MAX; n++) {
    if (wilsonAt(Math.round(point * n), n, z)[0] >= floor) return n;
  }
  return null;
}

/** One labelled row: its task (the bootstrap's cluster), the judge's verdict and the label. */
export interface LabelledVerdict {
  task: string;
  judge: 0 | 1;
  gold: 0 | 1;
}

/**
 * Percentile interval of kappa from a bootstrap over tasks: labels on one task share its
 * difficulty, so tasks, not labels, are the independent units. null under 3 tasks.
 * `stream` names the random stream (the run's seed by default).
 */
export function kappaBootstrap(
  items: readonly LabelledVerdict[],
  opt: ResampleOptions,
  stream: number | string = opt.seed,
): [number, number] | null {
  const byTask = new Map<string, Confusion>();
  for (const it of items) {
    let c = byTask.get(it.task);
    if (c === undefined) byTask.set(it.task, (c = { tp: 0, fp: 0, fn: 0, tn: 0 }));
    const one = confusionOf([it]);
    c.tp += one.tp;
    c.fp += one.fp;
    c.fn += one.fn;
    c.tn += one.tn;
  }
  // Sorted by task so the draws do not depend on the order labels came in.
  const cells = [...byTask].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
  const T = cells.length;
  if (T < MIN_CI_VALUES) return null;
  if (T * opt.resamples > MAX_DRAWS) throw new ResampleBudgetError(T, opt.resamples);
  const rng = makeRng(stream);
  const kappas = new Float64Array(opt.resamples);
  for (let b = 0; b < opt.resamples; b++) {
    const s: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let i = 0; i < T; i++) {
      const c = cells[Math.floor(rng() * T)] as Confusion;
      s.tp += c.tp;
      s.fp += c.fp;
      s.fn += c.fn;
      s.tn += c.tn;
    }
    kappas[b] = cohenKappa(s) as number;
  }
  kappas.sort();
  const [lo, hi] = percentileIndices(opt.resamples, opt.level);
  return [kappas[lo] as number, kappas[hi] as number];
}
