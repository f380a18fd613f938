// The model check's sizing step: how many tasks (and runs) the observed effect would need,
// and what the current test can detect, replayed on the gate's own rule where the
// variance components were measured.
import type { HoldoutSizing } from "../report.js";
import type { Comparison } from "./compare.js";
import type { SideNoise } from "./components.js";
import { driftVariance, pooledRunVariance } from "./components.js";
import {
  detectableByRule,
  targetPower,
  withSizingRunVariance,
  type PowerModel,
} from "./decision-power.js";
import { detectableEffect } from "./power.js";
import { sampleSd, mean } from "./descriptive.js";
import type { SideTable } from "./eval-tally.js";
import type { GivenFloor, NoiseFloor } from "./noise-floor.js";
import { minRollouts, perRunRollouts } from "./passk.js";
import { perRunDiffSd, sizeTarget } from "./sizing.js";

/** The target's measured variance components, for sizing by the gate's own rule. */
function powerModel(
  c: Comparison,
  noise: [SideNoise, SideNoise] | undefined,
  floor: NoiseFloor,
  n: number,
  givenFloor: GivenFloor | null,
  level: number,
): PowerModel | null {
  if (!c.paired || c.diffs === null || c.diffs.length < 3 || !noise) return null;
  const sd = sampleSd(c.diffs) as number;
  const [a, b] = noise;
  const rB = Math.max(1, floor.runsBaseline);
  const rC = Math.max(1, floor.runsCandidate);
  const wB = a.resid ?? b.resid ?? 0;
  const wC = b.resid ?? a.resid ?? 0;
  const given = floor.source === "given" ? givenFloor : null;
  return {
    n,
    rB,
    rC,
    het: Math.max(0, sd * sd - wB / rB - wC / rC),
    wB,
    wC,
    drift: floor.source === "none" ? 0 : driftVariance(a, b, given),
    runVar: pooledRunVariance(a, b),
    floor: floor.source === "none" ? "none" : given ? "given" : "measured",
    ...(given ? { given: { run_std: given.run_std, df: floor.df } } : {}),
    level,
  };
}

export interface TargetFacts {
  /** The target's comparison; null when the target is not measured on both sides. */
  comp: Comparison | null;
  /** Each side's per-task means of the target. */
  means: [Map<string, number>, Map<string, number>] | null;
  noise: [SideNoise, SideNoise] | undefined;
  metric: string;
}

export interface TargetSizing {
  sizing: HoldoutSizing;
  /** Tasks the target's comparison used. */
  nTasks: number;
  /** |delta| of the target, or null. */
  effect: number | null;
  /** The smallest effect passed 80% of the time with the target judged at each given alpha. */
  detectableAt: (number | null)[];
}

export function sizeTheTarget(
  t: TargetFacts,
  baseline: SideTable,
  floor: NoiseFloor,
  givenFloor: GivenFloor | null,
  level: number,
  family: PowerModel["family"] = null,
  guards = 0,
  alphas: readonly number[] = [],
): TargetSizing {
  const c = t.comp;
  const effect = c?.delta !== null && c?.delta !== undefined ? Math.abs(c.delta) : null;
  const baseRate = t.means && t.means[0].size > 0 ? mean([...t.means[0].values()]) : null;
  const nTasks = c
    ? c.paired
      ? c.n_paired
      : Math.min(t.means?.[0].size ?? 0, t.means?.[1].size ?? 0)
    : 0;
  const pm = c ? powerModel(c, t.noise, floor, nTasks, givenFloor, level) : null;
  const power = targetPower(guards, level);
  // Sized per run (see sizing.ts for the measured reason).
  const k = perRunRollouts(floor.splitBaseline) ?? minRollouts(baseline.pooled) ?? 1;
  const sizing = sizeTarget({
    effect,
    base: baseRate,
    k,
    nTasks,
    rowsSd: c ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, t.metric) : null,
    pooledDiffs: c?.diffs ?? null,
    level,
    model: pm ? { ...pm, family, power } : null,
  });
  const detectAt = (a: number): number | null => {
    if (pm)
      return detectableByRule(withSizingRunVariance({ ...pm, family, power, targetLevel: 1 - a }));
    const unit = baseRate !== null && baseRate >= 0 && baseRate <= 1;
    return unit ? detectableEffect(nTasks, baseRate, k, 0.8, a) : null;
  };
  // Each level's replay once: on a first attempt the fresh level and this one are the same.
  const byAlpha = new Map<number, number | null>();
  for (const a of alphas) if (!byAlpha.has(a)) byAlpha.set(a, detectAt(a));
  const detectableAt = alphas.map((a) => byAlpha.get(a) as number | null);
  return { sizing, nTasks, effect, detectableAt };
}
