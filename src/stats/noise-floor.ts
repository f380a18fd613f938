// The noise floor per metric, from re-runs of each side (lineage.eval_run): the pooled
// run-to-run sd and the band a delta must clear before it counts as a change.
import type { EvalRow } from "../io/canonical.js";
import { tQuantile } from "./tdist.js";
import { noiseBand, pooledSd, splitRuns, varianceOfRuns, type RunSplit } from "./variance.js";

export interface MetricFloor {
  run_std: number | null;
  band: number | null;
}

export interface NoiseFloor {
  source: "eval_run" | "none";
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
export function runCount(split: RunSplit, rows: readonly EvalRow[]): number {
  return split.labels.length > 0 ? split.labels.length : rows.length > 0 ? 1 : 0;
}

export function noiseFloor(
  baseline: readonly EvalRow[],
  candidate: readonly EvalRow[],
  metrics: readonly string[],
  level: number,
): NoiseFloor {
  const sa = splitRuns(baseline);
  const sb = splitRuns(candidate);
  const nA = runCount(sa, baseline);
  const nB = runCount(sb, candidate);
  const perMetric = new Map<string, MetricFloor>();
  const replicated = sa.labels.length >= 2 && sb.labels.length >= 2;
  const df = replicated ? nA - 1 + (nB - 1) : null;
  const q = df === null ? null : tQuantile(df, level);
  let any = false;
  for (const m of metrics) {
    let floor: MetricFloor = { run_std: null, band: null };
    if (replicated && df !== null) {
      const va = varianceOfRuns(sa, m);
      const vb = varianceOfRuns(sb, m);
      // A metric missing from some run has no floor of its own rather than a biased one.
      if (va.run_std !== null && vb.run_std !== null && va.n_runs === nA && vb.n_runs === nB) {
        const sd = pooledSd(va.run_std, nA, vb.run_std, nB);
        floor = { run_std: sd, band: noiseBand(sd, nA, nB, df, level) };
        any = true;
      }
    }
    perMetric.set(m, floor);
  }
  return {
    source: any ? "eval_run" : "none",
    runsBaseline: nA,
    runsCandidate: nB,
    df: any ? df : null,
    quantile: any ? q : null,
    rule:
      any && q !== null ? `t(df=${df})=${q.toFixed(2)} x run_std x sqrt(1/${nA} + 1/${nB})` : null,
    perMetric,
    splitBaseline: sa,
    splitCandidate: sb,
  };
}
