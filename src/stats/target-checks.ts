// The two checks of the target that look past the task-level comparison: families as the
// sample (family-test.ts) and the grader against a regrade of the baseline
// (grader-drift.ts). One entry point so the model check calls them in a few lines; the
// inputs are per-task means, the family map and the measured run drift.
import type { FamilyTest, GraderDrift } from "../report.js";
import type { PowerModel } from "./decision-power.js";
import { familyLevelTest, pairedDeltas, type FamilyTestMode } from "./family-test.js";
import {
  graderDrift,
  graderDriftWarning,
  MIN_REGRADE_TASKS,
  notTheSameRollouts,
  regradeMeans,
} from "./grader-drift.js";
import type { SideTable } from "./eval-tally.js";
import { driftDf, driftVariance, runNoise, type SideNoise } from "./components.js";

export interface TargetChecksInput {
  target: string;
  /** Per-task means of the target, baseline and candidate; null when it is not measured. */
  means: [ReadonlyMap<string, number>, ReadonlyMap<string, number>] | null;
  /** The task-level comparison was paired (families need per-task deltas). */
  paired: boolean;
  lowerIsBetter: boolean;
  families: ReadonlyMap<string, string>;
  mode: FamilyTestMode;
  /** Each side's run noise of the target; null when no floor measured drift. */
  noise: [SideNoise, SideNoise] | null;
  /** A pinned floor (the noise-floor input), and the floor's df. */
  given: { run_std: number } | null;
  floorDf: number;
  runsBaseline: number;
  runsCandidate: number;
  band: number | null;
  level: number;
  /**
   * The committed baseline, when the baseline compared is its regrade (baseline-regraded):
   * checked against the regrade for grader drift.
   */
  stored: { table: SideTable; path: string } | null;
  /** The baseline compared (the regrade, when `stored` is given) and its path. */
  baseline: SideTable;
  baselinePath: string;
}

export interface TargetChecks {
  familyTest: FamilyTest | null;
  graderDrift: GraderDrift | null;
  warnings: string[];
  notComparable: string[];
}

export function targetChecks(input: TargetChecksInput): TargetChecks {
  const out: TargetChecks = {
    familyTest: null,
    graderDrift: null,
    warnings: [],
    notComparable: [],
  };
  const m = input.means;
  if (m === null) return out;
  const nz = input.noise;
  // The family-level test uses the run part as the task-level interval does; the regrade
  // check takes the drift estimate (run-mean variance less task noise) with its df.
  const runs = nz
    ? runNoise(nz[0], nz[1], input.given, input.floorDf, input.runsBaseline, input.runsCandidate)
    : null;
  const raw = nz ? driftVariance(nz[0], nz[1], input.given) : 0;
  const unpooled = nz
    ? { v: raw, df: driftDf(nz[0], nz[1], input.given, raw, input.floorDf) }
    : null;
  if (input.mode !== "off" && input.paired) {
    out.familyTest = familyLevelTest({
      metric: input.target,
      deltas: pairedDeltas(m[0], m[1]),
      families: input.families,
      runs,
      level: input.level,
      lowerIsBetter: input.lowerIsBetter,
      mode: input.mode,
    });
  }
  if (out.familyTest?.warning) out.warnings.push(out.familyTest.warning);
  if (input.mode === "decide" && out.familyTest === null) {
    out.warnings.push(
      `family-test is decide, but ${input.target} has no paired tasks in two or more named families to test`,
    );
  }
  if (input.stored) {
    const why = notTheSameRollouts(input.stored.table, input.baseline);
    if (why !== null) {
      out.notComparable.push(
        `baseline-regraded ${input.baselinePath} is not the stored baseline's rollouts graded again (${why}), so it cannot stand in for ${input.stored.path}`,
      );
    }
    out.graderDrift = graderDrift({
      path: input.baselinePath,
      metric: input.target,
      ...regradeMeans(input.stored.table, input.baseline, input.target),
      drift: unpooled,
      band: input.band,
      level: input.level,
    });
    if (out.graderDrift?.drifted)
      out.warnings.push(graderDriftWarning(out.graderDrift, input.stored.path, input.level));
    else if (out.graderDrift === null) {
      out.warnings.push(
        `${input.baselinePath} shares under ${MIN_REGRADE_TASKS} tasks of ${input.target} with the stored baseline, so grader drift was not checked`,
      );
    }
  }
  return out;
}

/**
 * The family part of the sizing's power model: the delta's extra variance from family x
 * model effects (between-family variance over the effective number of families), which
 * more tasks in the same families do not shrink, and whether the family level decides.
 */
export function familyPower(ft: FamilyTest | null): PowerModel["family"] {
  if (ft === null) return null;
  return {
    extra: (ft.between_sd ?? 0) ** 2 / ft.effective_families,
    groups: ft.families,
    decides: ft.decides,
  };
}
