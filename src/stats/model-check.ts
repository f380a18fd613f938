// The delta report: does the candidate beat the served model on the frozen held-out
// test by more than re-run noise, without a guarded metric getting worse? Same words
// and rules as the SDK's delta_report; every message in our own words. The steps live
// in their own files: model-metrics (compare), model-changes (Holm and regressions),
// model-warnings, model-sizing and evidence.
import type { HeldoutTask } from "../io/canonical.js";
import type { MetricComparison, ModelCheck, TargetVerdict } from "../report.js";
import type { Comparison } from "./compare.js";
import { checkCoverage } from "./coverage.js";
import type { SideTable } from "./eval-tally.js";
import { evidenceGaps } from "./evidence.js";
import { familyTable, taskFamilies } from "./families.js";
import { classifyChanges, multiplicityWarning } from "./model-changes.js";
import { compareAll, metricRow, planMetrics, type MetricPlan } from "./model-metrics.js";
import { sizeTheTarget } from "./model-sizing.js";
import {
  ceilingWarnings,
  constantGuardWarnings,
  copyWarnings,
  rolloutCheck,
  runWarnings,
} from "./model-warnings.js";
import { noiseFloor, type GivenFloor, type NoiseFloor } from "./noise-floor.js";
import { PASS_AT_1 } from "./passk.js";
import { verdictSentence } from "./sentence.js";
import { sideName, summarizeSide } from "./side.js";

export {
  DEFAULT_LOWER_IS_BETTER,
  MAX_MARKERS,
  ModelInputError,
  metricName,
} from "./model-metrics.js";
export { MIN_JUDGE_AGREEMENT, MIN_TASKS_FOR_PROOF } from "./evidence.js";
export { CEILING_PASS_RATE, MAX_ROLLOUT_RATIO } from "./model-warnings.js";

export interface ModelCheckInput {
  heldout: HeldoutTask[];
  /** Each side's rows, tallied per run and task (see eval-tally.ts). */
  baseline: SideTable;
  candidate: SideTable;
  baselinePath: string;
  candidatePath: string;
  /** Pairs/SFT rows found in the held-out test by the contamination gate (null = not checked). */
  contaminationHits?: number | null;
}

export interface ModelCheckSettings {
  target: string;
  mustNotRegress: string[];
  lowerIsBetter: string[];
  resamples: number;
  seed: number;
  confidence: number;
  allowPartial: boolean;
  gradedBy: "program" | "judge";
  judgeAgreement: number | null;
  judgeHumanN: number | null;
  rewardIsJudge: boolean;
  /** A pinned floor (the noise-floor input); null or absent = measure it from re-runs. */
  noiseFloor?: GivenFloor | null;
}

function targetWord(
  measured: boolean,
  gain: MetricComparison["verdict"],
  withinNoise: boolean,
  replicated: boolean,
): TargetVerdict {
  if (!measured) return "target_not_measured";
  let word: TargetVerdict =
    gain === "b_better"
      ? "moved"
      : gain === "a_better"
        ? "moved_the_wrong_way"
        : gain === "no_difference_detected"
          ? "no_change_detected"
          : "insufficient_data";
  if (withinNoise && (word === "moved" || word === "moved_the_wrong_way"))
    word = "within_eval_noise";
  if (word === "moved" && !replicated) word = "moved_unreplicated";
  return word;
}

const inUnit = (m: ReadonlyMap<string, number>) => [...m.values()].every((v) => v >= 0 && v <= 1);

/** The sides' display names: their model_version when both have distinct ones. */
function sideNames(input: ModelCheckInput): [string, string] {
  const b = sideName(input.baseline, "baseline");
  const c = sideName(input.candidate, "candidate");
  return b === c ? ["baseline", "candidate"] : [b, c];
}

export function checkModel(input: ModelCheckInput, settings: ModelCheckSettings): ModelCheck {
  const { baseline, candidate } = input;
  const level = settings.confidence;
  const resample = { resamples: settings.resamples, seed: settings.seed, level };
  const warnings = [
    ...copyWarnings("baseline", input.baselinePath, baseline),
    ...copyWarnings("candidate", input.candidatePath, candidate),
  ];
  const cov = checkCoverage(
    input.heldout,
    baseline.pooled,
    candidate.pooled,
    settings.allowPartial,
  );
  const notComparable = [...cov.notComparable];
  warnings.push(...cov.warnings);
  const paths: [string, string] = [input.baselinePath, input.candidatePath];
  const plan = planMetrics(baseline, candidate, settings, paths, warnings, notComparable);
  const floor = noiseFloor(baseline, candidate, plan.metrics, level, settings.noiseFloor ?? null);
  const cmp = compareAll(plan, baseline, candidate, floor, settings, notComparable);
  const rows = cmp.comps.map((c) => metricRow(c, floor, plan.guarded));
  const byName = new Map(rows.map((r) => [r.metric, r]));
  const compOf = new Map(cmp.comps.map((c) => [c.metric, c]));

  const headRow = byName.get(plan.targetMeasured ? plan.target : PASS_AT_1) as MetricComparison;
  const replicated = headRow.noise_band !== null;
  const tRow = plan.targetMeasured ? (byName.get(plan.target) as MetricComparison) : null;
  const verdict = targetWord(
    plan.targetMeasured,
    tRow?.verdict ?? "insufficient_data",
    tRow?.within_noise ?? false,
    replicated,
  );
  const changes = classifyChanges(rows, compOf, level);
  warnings.push(...changes.warnings, ...runWarnings(floor, rows));
  warnings.push(...constantGuardWarnings(plan.guarded, cmp.means));
  warnings.push(...multiplicityWarning(rows.length, changes, level));
  const [basePass] = cmp.means.get(PASS_AT_1) as [Map<string, number>, Map<string, number>];
  warnings.push(...ceilingWarnings(basePass, headRow.n_paired));
  rolloutCheck(baseline, candidate, warnings, notComparable);

  const target = targetFacts(plan, compOf, cmp);
  const sized = sizeTheTarget(target, baseline, floor, settings.noiseFloor ?? null, level);
  if (
    (verdict === "no_change_detected" || verdict === "within_eval_noise") &&
    sized.sizing.n_tasks !== null &&
    sized.effect !== null
  ) {
    warnings.push(
      `proving a change of ${sized.effect.toFixed(3)} would take about ${sized.sizing.n_tasks} paired tasks at 80% power (there are ${sized.nTasks})`,
    );
  }
  if (headRow.paired === false && headRow.delta !== null && headRow.note)
    warnings.push(headRow.note);

  const gaps = evidenceGaps({
    nTasks: sized.nTasks,
    gradedBy: settings.gradedBy,
    judgeAgreement: settings.judgeAgreement,
    rewardIsJudge: settings.rewardIsJudge,
    contaminationHits: input.contaminationHits ?? null,
  });
  const [bName, cName] = sideNames(input);
  const tMeans = target.means;
  const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
  const sentence = verdictSentence({
    target: plan.target,
    measured: plan.targetMeasured,
    baselineName: bName,
    candidateName: cName,
    delta: tRow?.delta ?? null,
    ci: tRow?.ci ?? null,
    band: tRow?.noise_band ?? null,
    lowerIsBetter: tRow?.lower_is_better ?? false,
    scale,
    unit: scale === 100 ? "points" : "units",
    replicated,
    runsBaseline: floor.runsBaseline,
    runsCandidate: floor.runsCandidate,
    regressions: changes.regressions,
    gaps,
    gradedBy: settings.gradedBy,
    judgeAgreement: settings.judgeAgreement,
    judgeHumanN: settings.judgeHumanN,
    nTasks: sized.nTasks,
    notComparable: notComparable.length,
  });

  return {
    target: plan.target,
    confidence: level,
    target_verdict: verdict,
    replicated,
    ok:
      changes.regressions.length === 0 &&
      verdict !== "moved_the_wrong_way" &&
      notComparable.length === 0,
    not_comparable: notComparable,
    metrics: rows,
    regressions: changes.regressions,
    slipped: changes.slipped,
    improved: changes.improved,
    noise: noiseOf(floor),
    baseline: summarizeSide(input.baselinePath, bName, baseline, resample),
    candidate: summarizeSide(input.candidatePath, cName, candidate, resample),
    coverage: cov.coverage,
    sizing: sized.sizing,
    families: familyTable(
      taskFamilies(input.heldout, baseline, candidate),
      baseline.pooled,
      candidate.pooled,
      PASS_AT_1,
      resample,
    ),
    gaps,
    sentence,
    warnings,
    family_error: changes.familyError,
  };
}

function targetFacts(
  plan: MetricPlan,
  compOf: ReadonlyMap<string, Comparison>,
  cmp: ReturnType<typeof compareAll>,
) {
  return {
    comp: plan.targetMeasured ? (compOf.get(plan.target) as Comparison) : null,
    means: plan.targetMeasured ? (cmp.means.get(plan.target) ?? null) : null,
    noise: cmp.noise.get(plan.target),
    metric: plan.target,
  };
}

function noiseOf(floor: NoiseFloor): ModelCheck["noise"] {
  return {
    source: floor.source,
    origin: floor.origin,
    runs_baseline: floor.runsBaseline,
    runs_candidate: floor.runsCandidate,
    df: floor.df,
    quantile: floor.quantile,
    rule: floor.rule,
  };
}
