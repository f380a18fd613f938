// The two checks of the target that look past the task-level comparison: families as the
// sample (family-test.ts) and the grader against a regrade of the baseline
// (grader-drift.ts). One entry point so the model check calls them in a few lines; the
// inputs are per-task means, the family map and the measured run drift.
import type { EvalRow } from "../io/canonical.js";
import type { FamilyTest, GraderDrift } from "../report.js";
import type { PowerModel } from "./decision-power.js";
import { familyLevelTest, pairedDeltas, type FamilyTestMode } from "./family-test.js";
import { graderDrift, graderDriftReason, MIN_REGRADE_TASKS, regradeMeans } from "./grader-drift.js";
import type { RunSplit } from "./runs.js";

export interface TargetChecksInput {
  target: string;
  /** Per-task means of the target, baseline and candidate; null when it is not measured. */
  means: [ReadonlyMap<string, number>, ReadonlyMap<string, number>] | null;
  /** The task-level comparison was paired (families need per-task deltas). */
  paired: boolean;
  lowerIsBetter: boolean;
  families: ReadonlyMap<string, string>;
  mode: FamilyTestMode;
  /** sigma^2_drift of one run mean and its df; null when no floor measured it. */
  drift: { v: number; df: number } | null;
  runsBaseline: number;
  runsCandidate: number;
  band: number | null;
  level: number;
  regraded: { rows: readonly EvalRow[]; path: string } | null;
  baselineSplit: RunSplit;
  baselineRows: readonly EvalRow[];
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
  if (input.mode !== "off" && input.paired) {
    const inv = 1 / Math.max(1, input.runsBaseline) + 1 / Math.max(1, input.runsCandidate);
    out.familyTest = familyLevelTest({
      metric: input.target,
      deltas: pairedDeltas(m[0], m[1]),
      families: input.families,
      drift: input.drift ? { v: input.drift.v * inv, df: input.drift.df } : null,
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
  if (input.regraded) {
    out.graderDrift = graderDrift({
      path: input.regraded.path,
      metric: input.target,
      ...regradeMeans(input.baselineSplit, input.baselineRows, input.regraded.rows, input.target),
      drift: input.drift,
      band: input.band,
      level: input.level,
    });
    if (out.graderDrift?.drifted)
      out.notComparable.push(graderDriftReason(out.graderDrift, input.level));
    else if (out.graderDrift === null) {
      out.warnings.push(
        `${input.regraded.path} shares under ${MIN_REGRADE_TASKS} tasks of ${input.target} with the stored baseline, so grader drift was not checked`,
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
