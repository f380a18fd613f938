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

export function floorOfSplits(
  sa: RunSplit,
  sb: RunSplit,
  nA: number,
  nB: number,
  metrics: readonly string[],
  level: number,
  given: GivenFloor | null,
): NoiseFloor {
  const perMetric = new Map<string, MetricFloor>();
  const repA = sa.labels.length >= 2;
  const repB = sb.labels.length >= 2;
  let source: FloorSource = given
    ? "given"
    : repA && repB
      ? "eval_run"
      : repA
        ? "baseline"
        : repB
          ? "candidate"
          : "none";
  const df =
    source === "given"
      ? given && given.runs !== null && given.runs >= 2
        ? given.runs - 1
        : null
      : source === "eval_run"
        ? nA - 1 + (nB - 1)
        : source === "baseline"
          ? nA - 1
          : source === "candidate"
            ? nB - 1
            : null;
  const mA = Math.max(nA, 1);
  const mB = Math.max(nB, 1);
  let any = false;
  for (const m of metrics) {
    let floor: MetricFloor = { run_std: null, band: null };
    let sd: number | null = null;
    if (source === "given" && given) sd = given.run_std;
    else if (source !== "none") {
      const va = repA ? varianceOfRuns(sa, m) : null;
      const vb = repB ? varianceOfRuns(sb, m) : null;
      // A metric missing from some run has no floor of its own rather than a biased one.
      const okA = va === null || (va.run_std !== null && va.n_runs === nA);
      const okB = vb === null || (vb.run_std !== null && vb.n_runs === nB);
      if (okA && okB) {
        if (va && vb) sd = pooledSd(va.run_std as number, nA, vb.run_std as number, nB);
        else sd = (va ?? vb)?.run_std ?? null;
      }
    }
    if (sd !== null) {
      floor = { run_std: sd, band: noiseBand(sd, mA, mB, df, level) };
      any = true;
    }
    perMetric.set(m, floor);
  }
  if (!any) source = "none";
  const q = source === "none" ? null : tQuantile(df, level);
  const qText = df === null ? `${(q ?? 0).toFixed(2)}` : `t(df=${df})=${(q ?? 0).toFixed(2)}`;
  const origin =
    source === "given" && given
      ? `pinned by the noise-floor input: run_std ${given.run_std}` +
        (given.runs !== null ? ` from ${given.runs} runs` : ", run count unknown (normal quantile)")
      : source === "eval_run"
        ? `pooled from ${nA} baseline and ${nB} candidate eval runs`
        : source === "baseline"
          ? `from the baseline's ${nA} eval runs only (the candidate has ${nB}); the candidate is assumed to re-run as noisily`
          : source === "candidate"
            ? `from the candidate's ${nB} eval runs only (the baseline has ${nA}); the baseline is assumed to re-run as noisily`
            : null;
  return {
    source,
    origin,
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
