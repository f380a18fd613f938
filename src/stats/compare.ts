// One metric, baseline (a) against candidate (b): paired over shared tasks when there
// are enough of them (each task is its own control), otherwise two independent samples.
import type { CompareVerdict, MetricComparison } from "../report.js";
import {
  bootstrapMean,
  bootstrapMeanDiff,
  MIN_CI_VALUES,
  type ResampleOptions,
} from "./bootstrap.js";
import { mean, sampleSd } from "./descriptive.js";
import { tInterval, type VarPart } from "./components.js";

/**
 * Fewer shared tasks than this and the comparison falls back to unpaired. The SDK uses 5;
 * tasks both sides scored are paired whatever their number, and 3 is the least an
 * interval needs (MIN_CI_VALUES), so pairing starts there.
 */
export const MIN_PAIRED_TASKS = 3;

/**
 * One metric's comparison: the report row's fields that come from the two samples alone
 * (the noise band, Holm and the tag are added by the model check), plus the raw-direction
 * verdict and the paired differences. Means are over the tasks the comparison used (the
 * shared tasks when paired).
 */
export interface Comparison extends Omit<
  MetricComparison,
  "guarded" | "p_holm" | "run_std" | "noise_band" | "within_noise" | "tag"
> {
  /** From the candidate's side, raw direction: b_better means the number went up. */
  raw_verdict: CompareVerdict;
  /** Paired per-task differences (candidate - baseline), sorted task order; null if unpaired. */
  diffs: Float64Array | null;
}

export function rawVerdict(ci: [number, number] | null): CompareVerdict {
  if (ci === null) return "insufficient_data";
  if (ci[0] > 0) return "b_better";
  if (ci[1] < 0) return "a_better";
  return "no_difference_detected";
}

export function gainVerdict(v: CompareVerdict, lowerIsBetter: boolean): CompareVerdict {
  if (!lowerIsBetter) return v;
  if (v === "b_better") return "a_better";
  if (v === "a_better") return "b_better";
  return v;
}

const byCodeUnit = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Compare per-task means of one metric. The printed interval and p are one t statistic:
 * the spread of per-task differences plus the run drift (`drift`: sigma^2_drift x
 * (1/R_b + 1/R_c) and its df, or null when nothing measured it), so an interval that
 * excludes zero always sits beside p < alpha. The SDK's percentile bootstrap over tasks
 * is kept as bootstrap_ci (`seed` is this metric's own stream).
 */
export function compareMetric(
  metric: string,
  baseline: ReadonlyMap<string, number>,
  candidate: ReadonlyMap<string, number>,
  opt: ResampleOptions & { lowerIsBetter: boolean; drift?: VarPart | null },
): Comparison {
  const driftPart = opt.drift && opt.drift.v > 0 ? [opt.drift] : [];
  const shared = [...baseline.keys()].filter((t) => candidate.has(t)).sort(byCodeUnit);
  const onlyA = baseline.size - shared.length;
  const onlyB = candidate.size - shared.length;
  const notes: string[] = [];
  let paired = false;
  let diffs: Float64Array | null = null;
  let meanA: number | null = null;
  let meanB: number | null = null;
  let delta: number | null = null;
  let ci: [number, number] | null = null;
  let boot: [number, number] | null = null;
  let p: number | null = null;
  let se: number | null = null;
  let df: number | null = null;
  if (shared.length >= MIN_PAIRED_TASKS) {
    paired = true;
    diffs = new Float64Array(shared.length);
    const a = new Float64Array(shared.length);
    const b = new Float64Array(shared.length);
    shared.forEach((t, i) => {
      a[i] = baseline.get(t) as number;
      b[i] = candidate.get(t) as number;
      (diffs as Float64Array)[i] = (b[i] as number) - (a[i] as number);
    });
    meanA = mean(a);
    meanB = mean(b);
    delta = mean(diffs);
    boot = bootstrapMean(diffs, opt);
    const n = shared.length;
    const sd = sampleSd(diffs) as number;
    const t = tInterval(delta, [{ v: (sd * sd) / n, df: n - 1 }, ...driftPart], opt.level);
    ({ ci, p, se, df } = t);
    if (onlyA + onlyB > 0) {
      const share = shared.length / (shared.length + onlyA + onlyB);
      notes.push(
        `${share < 0.5 ? "most tasks unpaired: " : ""}${onlyA} baseline-only and ${onlyB} candidate-only task(s) left out of the paired comparison`,
      );
    }
  } else {
    const a = [...baseline.values()];
    const b = [...candidate.values()];
    if (a.length > 0) meanA = mean(a);
    if (b.length > 0) meanB = mean(b);
    if (meanA !== null && meanB !== null) {
      delta = meanB - meanA;
      boot = bootstrapMeanDiff(a, b, opt);
      if (a.length >= MIN_CI_VALUES && b.length >= MIN_CI_VALUES) {
        // Welch: each side's spread of task means, plus drift.
        const sa = sampleSd(a) as number;
        const sb = sampleSd(b) as number;
        const t = tInterval(
          delta,
          [
            { v: (sa * sa) / a.length, df: a.length - 1 },
            { v: (sb * sb) / b.length, df: b.length - 1 },
            ...driftPart,
          ],
          opt.level,
        );
        ({ ci, p, se, df } = t);
      }
    }
    notes.push(
      `only ${shared.length} shared task(s), under ${MIN_PAIRED_TASKS}: compared as two unpaired samples of task means, a weaker test`,
    );
  }
  const raw = rawVerdict(ci);
  return {
    metric,
    lower_is_better: opt.lowerIsBetter,
    paired,
    n_paired: paired ? shared.length : 0,
    n_only_baseline: onlyA,
    n_only_candidate: onlyB,
    baseline_mean: meanA,
    candidate_mean: meanB,
    delta,
    ci,
    p_value: p,
    se,
    df,
    bootstrap_ci: boot,
    raw_verdict: raw,
    verdict: gainVerdict(raw, opt.lowerIsBetter),
    diffs,
    ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
  };
}
