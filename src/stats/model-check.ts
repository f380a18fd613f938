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
import { classifyChanges, multiplicityWarning, type Changes } from "./model-changes.js";
import {
  compareAll,
  metricRow,
  ModelInputError,
  planMetrics,
  type MetricPlan,
} from "./model-metrics.js";
import { MAX_DRAWS, SharedBootstraps } from "./bootstrap.js";
import { sizeTheTarget, type TargetSizing } from "./model-sizing.js";
import type { FamilyTestMode } from "./family-test.js";
import { familyPower, targetChecks, type TargetChecks } from "./target-checks.js";
import {
  ceilingWarnings,
  constantGuardWarnings,
  copyWarnings,
  rolloutCheck,
  runWarnings,
} from "./model-warnings.js";
import { noiseFloor, replicationWords, type GivenFloor, type NoiseFloor } from "./noise-floor.js";
import { PASS_AT_1 } from "./passk.js";
import { verdictSentence } from "./sentence.js";
import { sideName, summarizeSide } from "./side.js";
import type { LabelsRead } from "../io/labels.js";
import type { JudgeTrust } from "../report.js";
import type { Arm, SeenRow } from "./judge-matches.js";
import { judgeTrust } from "./judge-report.js";
import type { TrustFloors } from "./judge-trust.js";
import { matchLabels } from "./label-match.js";
import { attemptFigures, wornGap, type AttemptSettings } from "../ledger/attempts.js";
import { packTaskMeans } from "../ledger/entry.js";

export {
  DEFAULT_LOWER_IS_BETTER,
  MAX_MARKERS,
  ModelInputError,
  metricName,
} from "./model-metrics.js";
export { MIN_JUDGE_AGREEMENT, MIN_TASKS_FOR_PROOF } from "./evidence.js";
export { CEILING_PASS_RATE, MAX_ROLLOUT_RATIO } from "./model-warnings.js";

/** A labels file and the graded rows it may name, kept while the sides streamed. */
export interface JudgeEvidence {
  path: string;
  read: LabelsRead;
  rows: SeenRow[];
  /** Rows not kept (past MAX_SEEN). */
  overflow: number;
  files: Record<Arm, readonly string[]>;
}

/** The SDK's floors: MIN_AGREEMENT on the Wilson bound, MIN_KAPPA, MIN_GOLD. */
export const DEFAULT_TRUST_FLOORS: TrustFloors = { minAgreement: 0.8, minKappa: 0.6, minN: 50 };

export interface ModelCheckInput {
  heldout: HeldoutTask[];
  /** Each side's rows, tallied per run and task (see eval-tally.ts). */
  baseline: SideTable;
  candidate: SideTable;
  baselinePath: string;
  candidatePath: string;
  /** Pairs/SFT rows found in the held-out test by the contamination gate (null = not checked). */
  contaminationHits?: number | null;
  /**
   * The committed baseline, when `baseline` is its rollouts graded again in this job
   * (baseline-regraded): the comparison uses the regrade, and this is checked against it.
   */
  stored?: { table: SideTable; path: string } | null;
  /** Judge labels and the rows they name (judge-labels); absent = the judge is not measured. */
  judge?: JudgeEvidence | null;
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
  /** The family-level test of the target (family-test input); absent = auto. */
  familyTest?: FamilyTestMode;
  /** The judge's floors, and whether its corrected delta decides (judge-correction). */
  judge?: { floors: TrustFloors; decide: boolean };
  /** Attempt control (docs/design.md §16): where this candidate stands in the ledger. */
  attempt?: AttemptSettings | null;
  /** Runs a side the guards need (guard-min-runs); absent = 1. */
  guardMinRuns?: number;
  /** Non-inferiority margin of every guard (guard-margin); absent or null = none. */
  guardMargin?: number | null;
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

/**
 * Task ids the held-out test lacks make the run not comparable. So many that resampling
 * them would pass the draw budget stop the run naming them and their side, not "resamples"
 * (a setting that is not what went wrong).
 */
function refuseUnknownOverBudget(cov: ReturnType<typeof checkCoverage>, resamples: number): void {
  const { unknown_n: unknown, heldout_tasks: held } = cov.coverage;
  if (unknown === 0 || (held + unknown) * resamples <= MAX_DRAWS) return;
  const said = cov.notComparable.filter((m) =>
    / task\(s\) that are not in the held-out test/.test(m),
  );
  const sides = said.map((m) => m.slice(0, m.indexOf(" ")));
  throw new ModelInputError(
    `${said.join("; ")}: too many to resample; check that the results are of this held-out test`,
    sides.join(", ") || "candidate",
  );
}

/** The comparison itself: coverage, the metrics compared, the floor and the verdict word. */
function compareSides(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  boots: SharedBootstraps,
) {
  const { baseline, candidate } = input;
  const level = settings.confidence;
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
  refuseUnknownOverBudget(cov, settings.resamples);
  const notComparable = [...cov.notComparable];
  warnings.push(...cov.warnings);
  const paths: [string, string] = [input.baselinePath, input.candidatePath];
  const plan = planMetrics(baseline, candidate, settings, paths, warnings, notComparable);
  const floor = noiseFloor(baseline, candidate, plan.metrics, level, settings.noiseFloor ?? null);
  const cmp = compareAll(plan, baseline, candidate, floor, { ...settings, boots }, notComparable);
  const rows = cmp.comps.map((c) => metricRow(c, floor, plan.guarded));
  const byName = new Map(rows.map((r) => [r.metric, r]));
  const headRow = byName.get(plan.targetMeasured ? plan.target : PASS_AT_1) as MetricComparison;
  const replicated = headRow.noise_band !== null;
  const tRow = plan.targetMeasured ? (byName.get(plan.target) as MetricComparison) : null;
  const verdict = targetWord(
    plan.targetMeasured,
    tRow?.verdict ?? "insufficient_data",
    tRow?.within_noise ?? false,
    replicated,
  );
  const compOf = new Map(cmp.comps.map((c) => [c.metric, c]));
  return {
    plan,
    floor,
    cmp,
    rows,
    compOf,
    headRow,
    tRow,
    replicated,
    verdict,
    cov,
    warnings,
    notComparable,
  };
}

type Compared = ReturnType<typeof compareSides>;

/** What changed (Holm-decided guards), and every warning the numbers call for. */
function changesAndWarnings(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  c: Compared,
  level: number,
): Changes {
  const changes = classifyChanges(c.rows, c.compOf, level, settings.guardMargin ?? null);
  guardRuns(c, settings.guardMinRuns ?? 1);
  const w = c.warnings;
  w.push(...changes.warnings, ...runWarnings(c.floor, c.rows));
  w.push(...constantGuardWarnings(c.plan.guarded, c.cmp.means));
  w.push(...multiplicityWarning(c.rows.length, changes, level));
  const [basePass] = c.cmp.means.get(PASS_AT_1) as [Map<string, number>, Map<string, number>];
  w.push(...ceilingWarnings(basePass, c.headRow.n_paired));
  rolloutCheck(input.baseline, input.candidate, w, c.notComparable);
  return changes;
}

/**
 * guard-min-runs: with fewer runs a side the guards cannot clear. Three runs cannot
 * tell a guard's drop from guard rates that drift by run, so a policy may ask for more
 * (docs/statistics.md "Guarded metrics"); the check then fails, naming the runs.
 */
function guardRuns(c: Compared, min: number): void {
  if (min <= 1 || c.plan.guarded.length === 0) return;
  const [rB, rC] = [c.floor.runsBaseline, c.floor.runsCandidate];
  if (Math.min(rB, rC) >= min) return;
  c.notComparable.push(
    `the guards need ${min} runs a side (guard-min-runs); the baseline has ${rB} and the candidate ${rC}, so a guard's drop cannot be told from its run drift`,
  );
}

/** Families as the sample, and the grader against a regrade (docs/statistics.md). */
function checkTarget(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  c: Compared,
  families: ReadonlyMap<string, string>,
): TargetChecks {
  const tComp = c.plan.targetMeasured ? (c.compOf.get(c.plan.target) as Comparison) : null;
  const tNoise = c.cmp.noise.get(c.plan.target);
  const extra = targetChecks({
    target: c.plan.target,
    means: c.plan.targetMeasured ? (c.cmp.means.get(c.plan.target) ?? null) : null,
    paired: tComp?.paired ?? false,
    lowerIsBetter: tComp?.lower_is_better ?? false,
    families,
    mode: settings.familyTest ?? "auto",
    noise: tNoise && c.floor.source !== "none" ? tNoise : null,
    given: settings.noiseFloor ?? null,
    floorDf: c.floor.df ?? Infinity,
    runsBaseline: c.floor.runsBaseline,
    runsCandidate: c.floor.runsCandidate,
    band: c.tRow?.noise_band ?? null,
    level: settings.confidence,
    stored: input.stored ?? null,
    baseline: input.baseline,
    baselinePath: input.baselinePath,
  });
  c.warnings.push(...extra.warnings);
  c.notComparable.push(...extra.notComparable);
  return extra;
}

/** Sizing for the target's observed effect, with the warning it calls for. */
function sizeAndSay(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  c: Compared,
  extra: TargetChecks,
): TargetSizing {
  const target = targetFacts(c.plan, c.compOf, c.cmp);
  const sized = sizeTheTarget(
    target,
    input.baseline,
    c.floor,
    settings.noiseFloor ?? null,
    settings.confidence,
    familyPower(extra.familyTest),
    c.plan.guarded.length,
    settings.attempt ? [settings.attempt.alpha_fresh, settings.attempt.alpha_j] : [],
  );
  if (
    (c.verdict === "no_change_detected" || c.verdict === "within_eval_noise") &&
    sized.sizing.n_tasks !== null &&
    sized.effect !== null
  ) {
    c.warnings.push(
      `proving a change of ${sized.effect.toFixed(3)} would take about ${sized.sizing.n_tasks} paired tasks at 80% power (there are ${sized.nTasks})`,
    );
  }
  const h = c.headRow;
  if (h.paired === false && h.delta !== null && h.note) c.warnings.push(h.note);
  return sized;
}

/** The judge measured from its labels, with the target's delta corrected for its errors. */
function judgeOf(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  c: Compared,
): JudgeTrust | null {
  const j = input.judge;
  if (!j) return null;
  const match = matchLabels(j.read.labels, j.rows, j.overflow);
  return judgeTrust(
    {
      path: j.path,
      read: j.read,
      match,
      files: j.files,
      target: c.tRow,
      decide: settings.judge?.decide ?? false,
    },
    {
      level: settings.confidence,
      resamples: settings.resamples,
      seed: settings.seed,
      floors: settings.judge?.floors ?? DEFAULT_TRUST_FLOORS,
    },
  );
}

/** The one-line verdict, in the sides' own names. */
function sentenceOf(
  input: ModelCheckInput,
  settings: ModelCheckSettings,
  c: Compared,
  changes: Changes,
  gaps: string[],
  nTasks: number,
  judge: JudgeTrust | null,
): string {
  const [bName, cName] = sideNames(input);
  const tMeans = c.plan.targetMeasured ? c.cmp.means.get(c.plan.target) : undefined;
  const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
  const t = c.tRow;
  return verdictSentence({
    target: c.plan.target,
    measured: c.plan.targetMeasured,
    baselineName: bName,
    candidateName: cName,
    delta: t?.delta ?? null,
    ci: t?.ci ?? null,
    band: t?.noise_band ?? null,
    lowerIsBetter: t?.lower_is_better ?? false,
    scale,
    unit: scale === 100 ? "points" : "units",
    replicated: c.replicated,
    replication: replicationWords(c.floor.source, c.floor.runsBaseline, c.floor.runsCandidate),
    runsBaseline: c.floor.runsBaseline,
    runsCandidate: c.floor.runsCandidate,
    regressions: changes.regressions,
    gaps,
    gradedBy: settings.gradedBy,
    judgeAgreement: settings.judgeAgreement,
    judgeHumanN: settings.judgeHumanN,
    judgeMeasured: judge?.criteria.find((x) => x.criterion === c.plan.target) ?? null,
    nTasks,
    notComparable: c.notComparable.length,
  });
}

export function checkModel(input: ModelCheckInput, settings: ModelCheckSettings): ModelCheck {
  const level = settings.confidence;
  // pass@1's three bootstraps (each side, the differences) share one stream of draws.
  const boots = new SharedBootstraps();
  const resample = { resamples: settings.resamples, seed: settings.seed, level };
  const c = compareSides(input, settings, boots);
  const changes = changesAndWarnings(input, settings, c, level);
  const families = taskFamilies(input.heldout, input.baseline, input.candidate);
  const extra = checkTarget(input, settings, c, families);
  const sized = sizeAndSay(input, settings, c, extra);
  const judge = judgeOf(input, settings, c);
  const gaps = evidenceGaps({
    nTasks: sized.nTasks,
    gradedBy: settings.gradedBy,
    judgeAgreement: settings.judgeAgreement,
    judgeHumanN: settings.judgeHumanN,
    judge,
    target: c.plan.target,
    rewardIsJudge: settings.rewardIsJudge,
    contaminationHits: input.contaminationHits ?? null,
  });
  const a = settings.attempt;
  const attempt = a
    ? attemptFigures(
        a,
        {
          p: c.tRow?.p_value ?? null,
          verdict: c.verdict,
          means: packTaskMeans(c.plan.target, c.cmp.means.get(c.plan.target)?.[1] ?? new Map()),
        },
        { fresh: sized.detectableAt[0] ?? null, now: sized.detectableAt[1] ?? null },
      )
    : null;
  const worn = attempt ? wornGap(attempt) : null;
  if (worn !== null) gaps.push(worn);
  const sentence = sentenceOf(input, settings, c, changes, gaps, sized.nTasks, judge);
  const [bName, cName] = sideNames(input);
  return {
    target: c.plan.target,
    confidence: level,
    target_verdict: c.verdict,
    replicated: c.replicated,
    ok:
      changes.regressions.length === 0 &&
      c.verdict !== "moved_the_wrong_way" &&
      c.notComparable.length === 0,
    not_comparable: c.notComparable,
    metrics: c.rows,
    regressions: changes.regressions,
    slipped: changes.slipped,
    improved: changes.improved,
    noise: noiseOf(c.floor),
    baseline: summarizeSide(input.baselinePath, bName, input.baseline, { ...resample, boots }),
    candidate: summarizeSide(input.candidatePath, cName, input.candidate, { ...resample, boots }),
    coverage: c.cov.coverage,
    sizing: sized.sizing,
    families: familyTable(
      families,
      input.baseline.pooled,
      input.candidate.pooled,
      PASS_AT_1,
      resample,
    ),
    family_test: extra.familyTest,
    grader_drift: extra.graderDrift,
    ...(judge ? { judge } : {}),
    ...(attempt ? { attempt } : {}),
    gaps,
    sentence,
    warnings: c.warnings,
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
    replication: replicationWords(floor.source, floor.runsBaseline, floor.runsCandidate),
  };
}
