// The noise floor per metric: the run-to-run sd and the band a delta must clear before it
// counts as a change. Where it comes from, best first: a floor pinned by the user (the
// SDK's run_std + run_std_runs), re-runs on both sides (pooled), re-runs on one side only
// (that side's sd with t at its own degrees of freedom), else none.
import type { SideTable } from "./eval-tally.js";
import { tQuantile } from "./tdist.js";
import type { RunSplit } from "./eval-tally.js";
import { noiseBand, pooledSd, varianceOfRuns } from "./variance.js";

export interface MetricFloor {
  run_std: number | null;
  band: number | null;
}

/** A floor measured once and pinned (the `noise-floor` input): run_std and its run count. */
export interface GivenFloor {
  run_std: number;
  /** Runs behind run_std; null = unknown (then 1.96, as the SDK does for a bare run_std). */
  runs: number | null;
}

export type FloorSource = "eval_run" | "baseline" | "candidate" | "given" | "none";

export interface NoiseFloor {
  source: FloorSource;
  /** Where the floor came from, in words, for every view. */
  origin: string | null;
  runsBaseline: number;
  runsCandidate: number;
  df: number | null;
  quantile: number | null;
  rule: string | null;
  perMetric: Map<string, MetricFloor>;
  splitBaseline: RunSplit;
  splitCandidate: RunSplit;
}

/** Runs a side counts: distinct labels, or one when rows exist but carry none. */
export function runCount(side: SideTable): number {
  return side.split.labels.length > 0 ? side.split.labels.length : side.rows > 0 ? 1 : 0;
}

export function noiseFloor(
  baseline: SideTable,
  candidate: SideTable,
  metrics: readonly string[],
  level: number,
  given: GivenFloor | null = null,
): NoiseFloor {
  return floorOfSplits(
    baseline.split,
    candidate.split,
    runCount(baseline),
    runCount(candidate),
    metrics,
    level,
    given,
  );
}

/** Best source first: a pinned floor, re-runs on both sides, on one side, or none. */
function floorSource(given: GivenFloor | null, repA: boolean, repB: boolean): FloorSource {
  if (given) return "given";
  if (repA && repB) return "eval_run";
  if (repA) return "baseline";
  if (repB) return "candidate";
  return "none";
}

/** The t quantile's degrees of freedom for a source (null: normal quantile, or no floor). */
function floorDf(source: FloorSource, given: GivenFloor | null, nA: number, nB: number) {
  switch (source) {
    case "given":
      return given && given.runs !== null && given.runs >= 2 ? given.runs - 1 : null;
    case "eval_run":
      return nA - 1 + (nB - 1);
    case "baseline":
      return nA - 1;
    case "candidate":
      return nB - 1;
    default:
      return null;
  }
}

/** run_std of one metric: pinned, pooled, or the one side's; null when a run lacks it. */
function metricSd(
  m: string,
  source: FloorSource,
  given: GivenFloor | null,
  sides: { split: RunSplit; runs: number; replicated: boolean }[],
): number | null {
  if (source === "given" && given) return given.run_std;
  if (source === "none") return null;
  const vs = sides.map((s) => (s.replicated ? varianceOfRuns(s.split, m) : null));
  // A metric missing from some run has no floor of its own rather than a biased one.
  if (!vs.every((v, i) => v === null || (v.run_std !== null && v.n_runs === sides[i]!.runs))) {
    return null;
  }
  const [va, vb] = vs;
  if (va && vb) {
    return pooledSd(va.run_std as number, sides[0]!.runs, vb.run_std as number, sides[1]!.runs);
  }
  return (va ?? vb)?.run_std ?? null;
}

function originText(source: FloorSource, given: GivenFloor | null, nA: number, nB: number) {
  switch (source) {
    case "given":
      return given
        ? `pinned by the noise-floor input: run_std ${given.run_std}` +
            (given.runs !== null
              ? ` from ${given.runs} runs`
              : ", run count unknown (normal quantile)")
        : null;
    case "eval_run":
      return `pooled from ${nA} baseline and ${nB} candidate eval runs`;
    case "baseline":
      return `from the baseline's ${nA} eval runs only (the candidate has ${nB}); the candidate is assumed to re-run as noisily`;
    case "candidate":
      return `from the candidate's ${nB} eval runs only (the baseline has ${nA}); the baseline is assumed to re-run as noisily`;
    default:
      return null;
  }
}

export function floorOfSplits(
  sa: RunSplit,
  sb: RunSplit,
  nA: number,
  nB: number,
  metrics: readonly string[],
  level: number,
  given: GivenFloor | null,
): NoiseFloor {
  const sides = [
    { split: sa, runs: nA, replicated: sa.labels.length >= 2 },
    { split: sb, runs: nB, replicated: sb.labels.length >= 2 },
  ];
  let source = floorSource(given, sides[0]!.replicated, sides[1]!.replicated);
  const df = floorDf(source, given, nA, nB);
  const mA = Math.max(nA, 1);
  const mB = Math.max(nB, 1);
  const perMetric = new Map<string, MetricFloor>();
  for (const m of metrics) {
    const sd = metricSd(m, source, given, sides);
    perMetric.set(
      m,
      sd === null
        ? { run_std: null, band: null }
        : { run_std: sd, band: noiseBand(sd, mA, mB, df, level) },
    );
  }
  if (![...perMetric.values()].some((f) => f.run_std !== null)) source = "none";
  const q = source === "none" ? null : tQuantile(df, level);
  const qText = df === null ? `${(q ?? 0).toFixed(2)}` : `t(df=${df})=${(q ?? 0).toFixed(2)}`;
  return {
    source,
    origin: originText(source, given, nA, nB),
    runsBaseline: nA,
    runsCandidate: nB,
    df: source === "none" ? null : df,
    quantile: q,
    rule: source === "none" ? null : `${qText} x run_std x sqrt(1/${mA} + 1/${mB})`,
    perMetric,
    splitBaseline: sa,
    splitCandidate: sb,
  };
}

/**
 * What the runs replicate, in words, for every view (design §3). Only re-runs on both
 * sides replicate the comparison; a floor measured on one side, or pinned, bounds the
 * noise of the other side's single run but does not repeat it.
 */
export function replicationWords(
  source: FloorSource,
  runsBaseline: number,
  runsCandidate: number,
): string {
  if (runsBaseline >= 2 && runsCandidate >= 2 && (source === "eval_run" || source === "given"))
    return `replicated over ${runsBaseline} + ${runsCandidate} runs`;
  switch (source) {
    case "baseline":
      return "unreplicated (floor from the baseline)";
    case "candidate":
      return "unreplicated (floor from the candidate)";
    case "given":
      return "unreplicated (floor pinned by the noise-floor input)";
    default:
      return "unreplicated (no re-runs, no noise floor)";
  }
}
