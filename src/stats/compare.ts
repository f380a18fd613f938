// One metric, baseline (a) against candidate (b): paired over shared tasks when there
// are enough of them (each task is its own control), otherwise two independent samples.
import type { CompareVerdict, MetricComparison } from "../report.js";
import {
  bootstrapMean,
  bootstrapMeanDiff,
  MIN_CI_VALUES,
  type ResampleOptions,
  type SharedBootstraps,
} from "./bootstrap.js";
import { mean, sampleSd } from "./descriptive.js";
import { deltaParts, lessWithin, tInterval, type RunNoise, type VarPart } from "./components.js";

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

type CompareOptions = ResampleOptions & {
  lowerIsBetter: boolean;
  /** What re-runs measured (components.ts runNoise); null or absent = nothing did. */
  runs?: RunNoise | null;
  /** Runs a side (for the unpaired task parts). */
  runsBaseline?: number;
  runsCandidate?: number;
  /** The check's bootstraps, and other samples to draw with the paired differences. */
  shared?: { boots: SharedBootstraps; alongside: ArrayLike<number>[] };
};

/** What one way of comparing the two samples found. */
interface SampleComparison {
  paired: boolean;
  diffs: Float64Array | null;
  meanA: number | null;
  meanB: number | null;
  delta: number | null;
  ci: [number, number] | null;
  boot: [number, number] | null;
  p: number | null;
  se: number | null;
  df: number | null;
  notes: string[];
}

/** Two independent samples: each side's task part less its within-run noise, and the run part. */
function unpairedParts(
  sides: { v: number; n: number; runs: number }[],
  runs: RunNoise | null,
): VarPart[] {
  if (runs === null) return sides.map((s) => ({ v: s.v / s.n, df: s.n - 1 }));
  const run = { v: runs.runVar * runs.inv, df: runs.df };
  // Together the sides give back no more within-run noise than the run part holds.
  const ws = sides.map((s) => runs.within / (Math.max(1, s.runs) * s.n));
  const sum = ws.reduce((a, b) => a + b, 0);
  const f = sum > run.v ? run.v / sum : 1;
  return [...sides.map((s, i) => lessWithin(s.v / s.n, s.n - 1, (ws[i] as number) * f)), run];
}

/** Each shared task is its own control: the t interval of the mean per-task difference. */
function pairedSample(
  shared: readonly string[],
  baseline: ReadonlyMap<string, number>,
  candidate: ReadonlyMap<string, number>,
  opt: CompareOptions,
  unpaired: number,
): SampleComparison {
  const n = shared.length;
  const diffs = new Float64Array(n);
  const a = new Float64Array(n);
  const b = new Float64Array(n);
  shared.forEach((t, i) => {
    a[i] = baseline.get(t) as number;
    b[i] = candidate.get(t) as number;
    diffs[i] = (b[i] as number) - (a[i] as number);
  });
  const delta = mean(diffs);
  const sd = sampleSd(diffs) as number;
  const t = tInterval(delta, deltaParts((sd * sd) / n, n - 1, n, opt.runs ?? null), opt.level);
  const notes: string[] = [];
  if (unpaired > 0) {
    const share = n / (n + unpaired);
    const onlyA = baseline.size - n;
    const onlyB = candidate.size - n;
    notes.push(
      `${share < 0.5 ? "most tasks unpaired: " : ""}${onlyA} baseline-only and ${onlyB} candidate-only task(s) left out of the paired comparison`,
    );
  }
  return {
    paired: true,
    diffs,
    meanA: mean(a),
    meanB: mean(b),
    delta,
    ci: t.ci,
    boot: pairedBoot(diffs, opt),
    p: t.p,
    se: t.se,
    df: t.df,
    notes,
  };
}

/** The bootstrap of the paired differences, drawn with the samples `opt.shared` names. */
function pairedBoot(diffs: Float64Array, opt: CompareOptions): [number, number] | null {
  if (!opt.shared) return bootstrapMean(diffs, opt);
  opt.shared.boots.prefetch([diffs, ...opt.shared.alongside], opt);
  return opt.shared.boots.mean(diffs, opt);
}

/** Too few shared tasks: two independent samples of task means (Welch, plus drift). */
function unpairedSample(
  baseline: ReadonlyMap<string, number>,
  candidate: ReadonlyMap<string, number>,
  opt: CompareOptions,
  shared: number,
): SampleComparison {
  const a = [...baseline.values()];
  const b = [...candidate.values()];
  const out: SampleComparison = {
    paired: false,
    diffs: null,
    meanA: a.length > 0 ? mean(a) : null,
    meanB: b.length > 0 ? mean(b) : null,
    delta: null,
    ci: null,
    boot: null,
    p: null,
    se: null,
    df: null,
    notes: [
      `only ${shared} shared task(s), under ${MIN_PAIRED_TASKS}: compared as two unpaired samples of task means, a weaker test`,
    ],
  };
  if (out.meanA === null || out.meanB === null) return out;
  out.delta = out.meanB - out.meanA;
  out.boot = bootstrapMeanDiff(a, b, opt);
  if (a.length >= MIN_CI_VALUES && b.length >= MIN_CI_VALUES) {
    const sa = sampleSd(a) as number;
    const sb = sampleSd(b) as number;
    const t = tInterval(
      out.delta,
      unpairedParts(
        [
          { v: sa * sa, n: a.length, runs: opt.runsBaseline ?? 1 },
          { v: sb * sb, n: b.length, runs: opt.runsCandidate ?? 1 },
        ],
        opt.runs ?? null,
      ),
      opt.level,
    );
    Object.assign(out, { ci: t.ci, p: t.p, se: t.se, df: t.df });
  }
  return out;
}

/**
 * Compare per-task means of one metric. The printed interval and p are one t statistic:
 * the spread of per-task differences less the within-run noise, plus the run-mean
 * variance x (1/R_b + 1/R_c) (`runs`, or null when nothing measured it), so an interval that
 * excludes zero always sits beside p < alpha. The SDK's percentile bootstrap over tasks
 * is kept as bootstrap_ci (`seed` is this metric's own stream).
 */
export function compareMetric(
  metric: string,
  baseline: ReadonlyMap<string, number>,
  candidate: ReadonlyMap<string, number>,
  opt: CompareOptions,
): Comparison {
  const shared = [...baseline.keys()].filter((t) => candidate.has(t)).sort(byCodeUnit);
  const onlyA = baseline.size - shared.length;
  const onlyB = candidate.size - shared.length;
  const s =
    shared.length >= MIN_PAIRED_TASKS
      ? pairedSample(shared, baseline, candidate, opt, onlyA + onlyB)
      : unpairedSample(baseline, candidate, opt, shared.length);
  const { ci, paired, notes } = s;
  const raw = rawVerdict(ci);
  return {
    metric,
    lower_is_better: opt.lowerIsBetter,
    paired,
    n_paired: paired ? shared.length : 0,
    n_only_baseline: onlyA,
    n_only_candidate: onlyB,
    n_shared: shared.length,
    baseline_mean: s.meanA,
    candidate_mean: s.meanB,
    delta: s.delta,
    ci,
    p_value: s.p,
    se: s.se,
    df: s.df,
    bootstrap_ci: s.boot,
    raw_verdict: raw,
    verdict: gainVerdict(raw, opt.lowerIsBetter),
    diffs: s.diffs,
    ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
  };
}
