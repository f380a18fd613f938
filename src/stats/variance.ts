// Re-run noise (the SDK's eval_variance): how much a side's score moves when the same
// model is graded again. A delta smaller than that band is not evidence of anything.
import { mean, sampleSd } from "./descriptive.js";
import { TaskTable, type RunSplit, type SideTable } from "./eval-tally.js";
import { taskMeans } from "./passk.js";
import { tQuantile } from "./tdist.js";

export type Stability = "very_stable" | "stable" | "high_variance";

export interface EvalVariance {
  metric: string;
  n_runs: number;
  /** Run label -> mean of that run's task means. */
  means: Record<string, number>;
  mean: number | null;
  /** Sample sd of the run means; null under two runs. */
  run_std: number | null;
  /** run_std in points (x100). */
  points: number | null;
  stability: Stability | null;
  tasks_in_every_run: number;
  notes: string[];
}

/** Points of run-to-run sd: under 0.35 very stable, under 0.7 stable, else high variance. */
export function stabilityOf(points: number): Stability {
  if (points < 0.35) return "very_stable";
  if (points < 0.7) return "stable";
  return "high_variance";
}

export function evalVariance(side: SideTable, metric = "pass_at_1"): EvalVariance {
  return varianceOfRuns(side.split, metric);
}

export function varianceOfRuns(split: RunSplit, metric: string): EvalVariance {
  const notes: string[] = [];
  // No prototype: a run labelled "__proto__" is a key like any other, not a setter.
  const means: Record<string, number> = Object.create(null);
  const runMeans: number[] = [];
  let common: Set<string> | null = null;
  let sameTasks = true;
  for (const label of split.labels) {
    const tm = taskMeans(split.byRun.get(label) ?? new TaskTable(), metric);
    if (tm.size === 0) continue;
    const m = mean([...tm.values()]);
    means[label] = m;
    runMeans.push(m);
    const tasks = new Set(tm.keys());
    if (common === null) common = tasks;
    else {
      if (common.size !== tasks.size) sameTasks = false;
      const next = new Set<string>();
      for (const t of common) if (tasks.has(t)) next.add(t);
      if (next.size !== tasks.size) sameTasks = false;
      common = next;
    }
  }
  if (split.unlabelled > 0) {
    notes.push(
      `${split.unlabelled} row(s) carry no run label and are left out of the run statistics`,
    );
  }
  if (runMeans.length > 0 && runMeans.length < 3) {
    notes.push(
      `${runMeans.length} run(s): two runs show a difference, not a spread; 3 or more re-runs give a usable standard deviation`,
    );
  }
  if (!sameTasks)
    notes.push("runs cover different tasks, so their means are not strictly comparable");
  const std = sampleSd(runMeans);
  const points = std === null ? null : std * 100;
  return {
    metric,
    n_runs: runMeans.length,
    means,
    mean: runMeans.length > 0 ? mean(runMeans) : null,
    run_std: std,
    points,
    stability: points === null ? null : stabilityOf(points),
    tasks_in_every_run: common?.size ?? 0,
    notes,
  };
}

/** Pooled run sd of two sides, each weighted by its degrees of freedom. */
export function pooledSd(sA: number, nA: number, sB: number, nB: number): number {
  const df = nA - 1 + (nB - 1);
  if (df <= 0) throw new RangeError("pooled sd needs at least two runs in total beyond one a side");
  return Math.sqrt((sA * sA * (nA - 1) + sB * sB * (nB - 1)) / df);
}

/** q * run_std * sqrt(1/n_a + 1/n_b): the smallest delta that re-run noise does not explain. */
export function noiseBand(
  runStd: number,
  nA: number,
  nB: number,
  df: number | null,
  level = 0.95,
): number {
  return tQuantile(df, level) * runStd * Math.sqrt(1 / nA + 1 / nB);
}

/**
 * run_std per metric (the SDK's run_std_by_metric): pass_at_1 and every marker that
 * every run carries; null for a metric with fewer than two runs.
 */
export function runStdByMetric(side: SideTable): Record<string, number | null> {
  const split = side.split;
  const out: Record<string, number | null> = {};
  out["pass_at_1"] = varianceOfRuns(split, "pass_at_1").run_std;
  let common: string[] | null = null;
  for (const label of split.labels) {
    const names = new Set<string>();
    for (const k of split.byRun.get(label)?.markerNames() ?? []) names.add(k);
    const prev: string[] = common ?? [...names];
    common = prev.filter((n) => names.has(n));
  }
  for (const name of [...(common ?? [])].sort()) {
    out[`marker:${name}`] = varianceOfRuns(split, `marker:${name}`).run_std;
  }
  return out;
}
