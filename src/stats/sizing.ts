// Sizing for the report: how many tasks would prove the observed effect, and what the
// current tasks can detect. Both are sized for ONE run's rollouts per task: the gate also
// asks a change to clear the re-run band, and scripts/calibrate.ts measured that sizing
// with pooled runs (k = runs x rollouts) promises power the gate does not deliver
// (about 50-60% instead of 80%), while per-run sizing delivers at least 80%.
import type { HoldoutSizing } from "../report.js";
import { sampleSd } from "./descriptive.js";
import { taskMeans } from "./passk.js";
import { detectableEffect, holdoutSize } from "./power.js";
import {
  detectableByRule,
  runsByRule,
  sizingRange,
  tasksByRule,
  withSizingRunVariance,
  type PowerModel,
} from "./decision-power.js";
import { TaskTable, type RunSplit } from "./eval-tally.js";

/** Run pairs: labels both sides use (baseline order), else by position. */
function runPairs(a: RunSplit, b: RunSplit): [string, string][] {
  const shared = a.labels.filter((l) => b.byRun.has(l));
  if (shared.length > 0) return shared.map((l) => [l, l]);
  const n = Math.min(a.labels.length, b.labels.length);
  return a.labels.slice(0, n).map((l, i) => [l, b.labels[i] as string]);
}

/**
 * sd of per-task differences within one run of each side, pooled over run pairs (root
 * mean variance); null without run labels on both sides or with under 3 shared tasks.
 */
export function perRunDiffSd(a: RunSplit, b: RunSplit, metric: string): number | null {
  let sumVar = 0;
  let count = 0;
  for (const [la, lb] of runPairs(a, b)) {
    const ma = taskMeans(a.byRun.get(la) ?? new TaskTable(), metric);
    const mb = taskMeans(b.byRun.get(lb) ?? new TaskTable(), metric);
    const diffs: number[] = [];
    for (const [t, v] of ma) {
      const w = mb.get(t);
      if (w !== undefined) diffs.push(w - v);
    }
    const sd = diffs.length >= 3 ? sampleSd(diffs) : null;
    if (sd !== null) {
      sumVar += sd * sd;
      count++;
    }
  }
  return count > 0 ? Math.sqrt(sumVar / count) : null;
}

export interface SizingInput {
  /** |delta| of the target, or null. */
  effect: number | null;
  /** Baseline mean of the target (the model's base rate). */
  base: number | null;
  /** Rollouts per task within one run. */
  k: number;
  /** Tasks the comparison used. */
  nTasks: number;
  /** Measured per-run sd of paired differences, when there is one. */
  rowsSd: number | null;
  /** Paired differences of pooled task means, used when no run labels exist. */
  pooledDiffs: ArrayLike<number> | null;
  level: number;
  /** Measured variance components: when present, sizing replays the gate's own rule. */
  model?: PowerModel | null;
}

export function sizeTarget(s: SizingInput): HoldoutSizing {
  if (s.model) return sizeByRule(s, s.model);
  const out: HoldoutSizing = {
    n_tasks: null,
    effect: s.effect,
    sd: null,
    sd_source: null,
    detectable_effect: null,
    method: "binomial",
  };
  if (s.base === null || !(s.base >= 0 && s.base <= 1)) return out;
  const alpha = 1 - s.level;
  out.detectable_effect = detectableEffect(s.nTasks, s.base, s.k, 0.8, alpha);
  if (s.effect === null || !(s.effect > 0 && s.effect < 1)) return out;
  const hs =
    s.rowsSd !== null && s.rowsSd > 0
      ? holdoutSize(s.effect, { base: s.base, k: s.k, alpha, taskStd: s.rowsSd })
      : holdoutSize(s.effect, {
          base: s.base,
          k: s.k,
          alpha,
          ...(s.pooledDiffs ? { diffs: s.pooledDiffs } : {}),
        });
  out.n_tasks = hs.n_tasks;
  out.sd = hs.sd;
  out.sd_source = hs.sd_source === "model" ? "model" : "rows";
  return out;
}

/**
 * Sizing from the gate's own decision (decision-power.ts) on the measured task sd, run
 * drift and within-run noise: the smallest effect these tasks and runs pass 80% of the
 * time, and for the observed effect the tasks (at these runs) and the runs a side (at
 * these tasks) that would pass it 80% of the time.
 */
function sizeByRule(s: SizingInput, measured: PowerModel): HoldoutSizing {
  const m = withSizingRunVariance(measured);
  const varD = m.het + m.wB / m.rB + m.wC / m.rC;
  const e = s.effect !== null && s.effect > 0 ? s.effect : null;
  const de = detectableByRule(m);
  // The spread: the same rule at the ends of the run variance's confidence interval.
  const range: [number | null, number | null] | null =
    measured.floor === "measured"
      ? [
          detectableByRule(withSizingRunVariance(measured, (1 - sizingRange(measured)) / 2)),
          detectableByRule(withSizingRunVariance(measured, (1 + sizingRange(measured)) / 2)),
        ]
      : null;
  return {
    n_tasks: e === null ? null : tasksByRule(e, m),
    effect: s.effect,
    sd: Math.sqrt(varD),
    sd_source: "rows",
    detectable_effect: de,
    ...(range ? { detectable_range: range } : {}),
    runs_needed: e === null ? null : runsByRule(e, m),
    run_sd: Math.sqrt(measured.drift),
    method: "gate_rule",
  };
}
