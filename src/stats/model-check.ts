// The delta report: does the candidate beat the served model on the frozen held-out
// test by more than re-run noise, without a guarded metric getting worse? Same words
// and rules as the SDK's delta_report; every message in our own words.
import type { EvalRow, HeldoutTask } from "../io/canonical.js";
import type { MetricComparison, ModelCheck, TargetVerdict } from "../report.js";
import { mean, sampleSd } from "./descriptive.js";
import type { PowerModel } from "./decision-power.js";
import { compareMetric, type Comparison } from "./compare.js";
import { checkCoverage } from "./coverage.js";
import { familyTable, taskFamilies } from "./families.js";
import type { FamilyTestMode } from "./family-test.js";
import { familyPower, targetChecks } from "./target-checks.js";
import { familyError, holmAdjust } from "./holm.js";
import { MARKER_PREFIX, PASS_AT_1, minRollouts, perRunRollouts, taskMeans } from "./passk.js";
import { perRunDiffSd, sizeTarget } from "./sizing.js";
import { verdictSentence } from "./sentence.js";
import { sideName, summarizeSide } from "./side.js";
import { noiseFloor, type GivenFloor, type NoiseFloor } from "./noise-floor.js";
import {
  driftVariance,
  pooledRunVariance,
  runDrift,
  sideNoise,
  type SideNoise,
  type VarPart,
} from "./components.js";
import { cleanRuns, type RunHygiene } from "./run-hygiene.js";
import { signed } from "../render/format.js";

export interface ModelCheckInput {
  heldout: HeldoutTask[];
  baseline: EvalRow[];
  candidate: EvalRow[];
  baselinePath: string;
  candidatePath: string;
  /** Pairs/SFT rows found in the held-out test by the contamination gate (null = not checked). */
  contaminationHits?: number | null;
  /**
   * The committed baseline, when `baseline` is its rollouts graded again in this job
   * (baseline-regraded): the comparison uses the regrade, and this is checked against it.
   */
  stored?: { rows: EvalRow[]; path: string } | null;
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
}

/** Presence markers where a higher value is worse, plus truncation (the SDK's default set). */
export const DEFAULT_LOWER_IS_BETTER = [
  "boilerplate",
  "self_reference",
  "hedging",
  "refusal",
  "sycophancy",
  "truncated",
];

/** Fewer held-out tasks than this is an evidence gap beside any win. */
export const MIN_TASKS_FOR_PROOF = 50;
export const MIN_JUDGE_AGREEMENT = 0.8;
export const CEILING_PASS_RATE = 0.9;
/** Each metric costs two bootstraps; past this many markers the run would not end in reasonable time. */
export const MAX_MARKERS = 256;

export class ModelInputError extends Error {
  constructor(
    message: string,
    /** The input (or inputs) whose rows caused it. */
    readonly input: string,
  ) {
    super(message);
    this.name = "ModelInputError";
  }
}

/** "pass_at_1" stays; a bare marker name gets its "marker:" prefix. */
export function metricName(name: string): string {
  const n = name.trim();
  return n === PASS_AT_1 || n.startsWith(MARKER_PREFIX) ? n : MARKER_PREFIX + n;
}

function validate(rows: readonly EvalRow[], path: string, input: string): void {
  for (const r of rows) {
    if (!(Number.isFinite(r.reward) && r.reward >= 0 && r.reward <= 1)) {
      throw new ModelInputError(
        `${path}:${r.line}: field "reward" must be a number in [0, 1], got ${r.reward}`,
        input,
      );
    }
    for (const [k, v] of Object.entries(r.markers)) {
      if (!Number.isFinite(v)) {
        throw new ModelInputError(
          `${path}:${r.line}: field "markers.${k}" must be a finite number`,
          input,
        );
      }
    }
  }
}

function allFinite(m: ReadonlyMap<string, number>): boolean {
  for (const v of m.values()) if (!Number.isFinite(v)) return false;
  return true;
}

function markerNames(rows: readonly EvalRow[]): Set<string> {
  const s = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r.markers)) s.add(k);
  return s;
}

/** A guard whose value never changes on either side cannot fail, so it guards nothing. */
function isConstant(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  let first: number | undefined;
  for (const m of [a, b]) {
    for (const v of m.values()) {
      if (first === undefined) first = v;
      else if (v !== first) return false;
    }
  }
  return true;
}

const inUnit = (m: ReadonlyMap<string, number>) => [...m.values()].every((v) => v >= 0 && v <= 1);
const fmt3 = (x: number) => signed(x);
const ciText = (c: Comparison, level: number) =>
  c.delta === null
    ? "no delta"
    : `${fmt3(c.delta)}` +
      (c.ci
        ? ` (${Math.round(level * 100)}% ${fmt3(c.ci[0])}..${fmt3(c.ci[1])})`
        : " (no interval)");

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

/** Typical rollouts per task within one run: the median over tasks and runs. */
function typicalRollouts(rows: readonly EvalRow[]): number | null {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const k = JSON.stringify([r.run ?? null, r.task]);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const v = [...counts.values()].sort((a, b) => a - b);
  return v.length === 0 ? null : (v[Math.floor(v.length / 2)] as number);
}

/** Rollouts per task this many times apart between the sides make the comparison invalid. */
export const MAX_ROLLOUT_RATIO = 2;

function hygieneWarnings(side: string, path: string, h: RunHygiene): string[] {
  const out: string[] = [];
  for (const g of h.identical_runs) {
    out.push(
      `${side} runs ${g.join(", ")} in ${path} have identical per-task results, so they are one run ` +
        `copied, not re-runs: counted once (a copy would fake a zero noise band)`,
    );
  }
  for (const g of h.same_scores) {
    out.push(
      `${side} runs ${g.join(", ")} in ${path} score exactly alike on every task; if they are copies ` +
        `of one run, the noise band is too small (real re-runs rarely agree everywhere)`,
    );
  }
  if (h.duplicate_rows > 0) {
    const ex = h.duplicate_examples
      .map((e) => `line ${e.line} repeats line ${e.repeats}`)
      .join(", ");
    out.push(
      `${h.duplicate_rows} exact duplicate row(s) inside a run of ${path} counted once (${ex}${h.duplicate_rows > h.duplicate_examples.length ? ", ..." : ""})`,
    );
  }
  return out;
}

/**
 * The run-drift term of a delta's variance, sigma^2_drift (1/R_b + 1/R_c), with the
 * floor's degrees of freedom; null without a floor (then nothing measured drift, and the
 * verdict cannot be better than moved_unreplicated anyway).
 */
function driftPart(
  floor: NoiseFloor,
  a: SideNoise,
  b: SideNoise,
  given: GivenFloor | null,
): VarPart | null {
  if (floor.source === "none") return null;
  const d = runDrift(a, b, floor.source === "given" ? given : null, floor.df ?? Infinity);
  const rA = Math.max(1, floor.runsBaseline);
  const rB = Math.max(1, floor.runsCandidate);
  return { v: d.v * (1 / rA + 1 / rB), df: d.df };
}

/** The target's measured variance components, for sizing by the gate's own rule. */
function powerModel(
  c: Comparison,
  noise: [SideNoise, SideNoise] | undefined,
  floor: NoiseFloor,
  n: number,
  settings: ModelCheckSettings,
  level: number,
): PowerModel | null {
  if (!c.paired || c.diffs === null || c.diffs.length < 3 || !noise) return null;
  const sd = sampleSd(c.diffs) as number;
  const [a, b] = noise;
  const rB = Math.max(1, floor.runsBaseline);
  const rC = Math.max(1, floor.runsCandidate);
  const wB = a.resid ?? b.resid ?? 0;
  const wC = b.resid ?? a.resid ?? 0;
  const given = floor.source === "given" ? (settings.noiseFloor ?? null) : null;
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

export function checkModel(input: ModelCheckInput, settings: ModelCheckSettings): ModelCheck {
  validate(input.baseline, input.baselinePath, input.stored ? "baseline-regraded" : "baseline");
  validate(input.candidate, input.candidatePath, "candidate");
  if (input.stored) validate(input.stored.rows, input.stored.path, "baseline");
  const level = settings.confidence;
  const resample = { resamples: settings.resamples, seed: settings.seed, level };
  const warnings: string[] = [];
  const hA = cleanRuns(input.baseline);
  const hB = cleanRuns(input.candidate);
  warnings.push(...hygieneWarnings("baseline", input.baselinePath, hA));
  warnings.push(...hygieneWarnings("candidate", input.candidatePath, hB));
  const baseline = hA.rows;
  const candidate = hB.rows;

  const cov = checkCoverage(input.heldout, baseline, candidate, settings.allowPartial);
  const notComparable = [...cov.notComparable];
  warnings.push(...cov.warnings);

  // Metrics: pass@1, then every marker both sides carry, sorted (each gets seed + index).
  const mA = markerNames(baseline);
  const mB = markerNames(candidate);
  const common = [...mA].filter((m) => mB.has(m)).sort();
  if (common.length > MAX_MARKERS) {
    throw new ModelInputError(
      `${input.baselinePath} and ${input.candidatePath} share ${common.length} marker names; at most ${MAX_MARKERS} can be compared`,
      "baseline, candidate",
    );
  }
  const metrics = [PASS_AT_1, ...common.map((m) => MARKER_PREFIX + m)];
  const measured = new Set(metrics);

  const lower = new Set([...DEFAULT_LOWER_IS_BETTER, ...settings.lowerIsBetter].map(metricName));
  for (const n of settings.lowerIsBetter.map(metricName)) {
    if (!measured.has(n))
      warnings.push(`lower-is-better names ${n}, which is not measured on both sides`);
  }
  const guarded = [...new Set(settings.mustNotRegress.map(metricName))];
  for (const g of guarded) {
    if (!measured.has(g)) {
      notComparable.push(
        `must-not-regress names ${g}, which is not measured on both sides, so the guard cannot be checked`,
      );
    }
  }
  const target = metricName(settings.target);
  const targetMeasured = measured.has(target);

  const floor = noiseFloor(baseline, candidate, metrics, level, settings.noiseFloor ?? null);
  const means = new Map<string, [Map<string, number>, Map<string, number>]>();
  const noiseOf = new Map<string, [SideNoise, SideNoise]>();
  const comps: Comparison[] = metrics.map((m, i) => {
    let a = taskMeans(baseline, m);
    let b = taskMeans(candidate, m);
    if (!allFinite(a) || !allFinite(b)) {
      // Finite values can still sum past the largest double; such a mean is never compared.
      notComparable.push(`${m} has a task mean that is not a finite number, so it is not compared`);
      a = new Map();
      b = new Map();
    }
    means.set(m, [a, b]);
    const na = sideNoise(floor.splitBaseline, baseline, m);
    const nb = sideNoise(floor.splitCandidate, candidate, m);
    noiseOf.set(m, [na, nb]);
    return compareMetric(m, a, b, {
      ...resample,
      seed: settings.seed + i,
      lowerIsBetter: lower.has(m),
      drift: driftPart(floor, na, nb, settings.noiseFloor ?? null),
    });
  });

  const rows: MetricComparison[] = comps.map((c) => {
    const f = floor.perMetric.get(c.metric) ?? { run_std: null, band: null };
    const within = f.band !== null && c.delta !== null && Math.abs(c.delta) < f.band;
    // The tag says what counts: up/down only for a change that is outside the noise band.
    const tag: MetricComparison["tag"] =
      c.verdict === "insufficient_data"
        ? "n/a"
        : within || c.verdict === "no_difference_detected"
          ? "flat"
          : c.verdict === "b_better"
            ? "up"
            : "down";
    const notes = [c.note];
    if (floor.source !== "none" && f.band === null)
      notes.push("no_replicate_floor: this metric is missing from some run");
    const note = notes.filter((x) => x !== undefined).join("; ");
    return {
      metric: c.metric,
      lower_is_better: c.lower_is_better,
      guarded: guarded.includes(c.metric),
      paired: c.paired,
      n_paired: c.n_paired,
      n_only_baseline: c.n_only_baseline,
      n_only_candidate: c.n_only_candidate,
      baseline_mean: c.baseline_mean,
      candidate_mean: c.candidate_mean,
      delta: c.delta,
      ci: c.ci,
      p_value: c.p_value,
      se: c.se,
      df: c.df,
      bootstrap_ci: c.bootstrap_ci,
      p_holm: null,
      run_std: f.run_std,
      noise_band: f.band,
      within_noise: within,
      verdict: c.verdict,
      tag,
      ...(note !== "" ? { note } : {}),
    };
  });
  const byName = new Map(rows.map((r) => [r.metric, r]));
  const compOf = new Map(comps.map((c) => [c.metric, c]));

  const headline = targetMeasured ? target : PASS_AT_1;
  const headRow = byName.get(headline) as MetricComparison;
  const replicated = headRow.noise_band !== null;
  const tRow = targetMeasured ? (byName.get(target) as MetricComparison) : null;
  const verdict = targetWord(
    targetMeasured,
    tRow?.verdict ?? "insufficient_data",
    tRow?.within_noise ?? false,
    replicated,
  );

  // Guards are decided by Holm over the guarded metrics' p (the same drift-aware t as the
  // interval), not by each one's own interval and band: with several guards one of them
  // clears zero by luck, and the band, on few runs, lets a real drop through.
  const alpha = 1 - level;
  const family = rows.filter((r) => r.guarded && r.p_value !== null);
  if (family.length > 0) {
    const adj = holmAdjust(family.map((r) => r.p_value as number));
    family.forEach((r, i) => (r.p_holm = adj[i] as number));
  }
  const worse = (r: MetricComparison) =>
    r.delta !== null && (r.lower_is_better ? r.delta > 0 : r.delta < 0);
  const loud = (r: MetricComparison) => !r.within_noise;
  const regressions = rows
    .filter((r) => r.guarded && worse(r) && r.p_holm !== null && r.p_holm < alpha)
    .map((r) => r.metric);
  const slipped = rows
    .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
    .map((r) => r.metric);
  const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);
  for (const r of rows) if (regressions.includes(r.metric)) r.tag = "down";

  const famErr = rows.length >= 2 ? familyError(rows.length, level) : null;

  const pctName = `${Math.round(level * 100)}%`;
  for (const m of regressions) {
    warnings.push(
      `REGRESSION ${m}: ${ciText(compOf.get(m) as Comparison, level)}, Holm-adjusted p ${(byName.get(m)?.p_holm as number).toFixed(3)} over ${family.length} guarded metric(s), guarded by must-not-regress`,
    );
  }
  for (const m of slipped) {
    warnings.push(`${m} got worse: ${ciText(compOf.get(m) as Comparison, level)} (not guarded)`);
  }

  // Runs and noise.
  const nA = floor.runsBaseline;
  const nB = floor.runsCandidate;
  if (floor.source === "none" && (nA <= 1 || nB <= 1)) {
    const which =
      nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
    warnings.push(
      `only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
        `grade each side three times (lineage.eval_run 0, 1, 2) to measure it, or pin a measured floor with the noise-floor input`,
    );
  } else if (floor.source === "baseline" || floor.source === "candidate") {
    warnings.push(`noise floor ${floor.origin}`);
  } else if (floor.source === "eval_run" && (nA < 3 || nB < 3)) {
    warnings.push(
      `two runs on a side show a difference, not a spread; three or more make the noise band worth reading`,
    );
  }
  for (const [side, split] of [
    ["baseline", floor.splitBaseline],
    ["candidate", floor.splitCandidate],
  ] as const) {
    if (split.unlabelled > 0) {
      warnings.push(
        `${split.unlabelled} ${side} row(s) carry no run label while others do: they count in the comparison but not in the run statistics`,
      );
    }
  }
  const noFloor = rows
    .filter((r) => floor.source !== "none" && r.noise_band === null)
    .map((r) => r.metric);
  if (noFloor.length > 0)
    warnings.push(`no re-run floor for ${noFloor.join(", ")}: missing from some run`);
  for (const g of guarded) {
    const mm = means.get(g);
    if (mm && isConstant(mm[0], mm[1])) {
      warnings.push(
        `guarded metric ${g} has the same value on every task of both sides, so it cannot fail; check that it is really recorded`,
      );
    }
  }
  if (
    famErr !== null &&
    rows.length >= 4 &&
    regressions.length + slipped.length + improved.length > 0
  ) {
    warnings.push(
      `${rows.length} metrics compared at ${pctName}: up to ${Math.round(famErr * 100)}% chance that one of them clears zero by luck alone (independent metrics); read the Holm-adjusted p-values`,
    );
  }

  // Ceiling: little room above the baseline leaves nothing to prove.
  const [tA] = means.get(PASS_AT_1) as [Map<string, number>, Map<string, number>];
  const bRate = tA.size > 0 ? mean([...tA.values()]) : null;
  const paired = headRow.n_paired;
  if (bRate !== null && bRate >= CEILING_PASS_RATE) {
    warnings.push(
      `CEILING: the baseline already passes ${Math.round(bRate * 100)}% on average; harder tasks would show a difference`,
    );
  } else if (paired > 0) {
    const room = [...tA.values()].filter((v) => v < 1).length;
    if (room < 20 && room < paired / 2) {
      warnings.push(
        `CEILING: only ${room} of ${paired} tasks leave the baseline any room to improve`,
      );
    }
  }
  const kA = minRollouts(baseline);
  const kB = minRollouts(candidate);
  const tyA = typicalRollouts(baseline);
  const tyB = typicalRollouts(candidate);
  if (
    tyA !== null &&
    tyB !== null &&
    Math.max(tyA, tyB) >= MAX_ROLLOUT_RATIO * Math.min(tyA, tyB)
  ) {
    notComparable.push(
      `rollouts per task differ between the sides (typically ${tyA} per task and run in the baseline, ${tyB} in the candidate); ` +
        `the two evals were not run alike (duplicated or missing rows?), so their pass rates are not comparable`,
    );
  } else if (kA !== null && kB !== null && kA !== kB) {
    warnings.push(
      `the sides have different rollouts per task (baseline at least ${kA}, candidate at least ${kB}); pass@k is not on the same footing`,
    );
  }

  // Sizing for the target's observed effect, and what the current n can detect.
  const tComp = targetMeasured ? (compOf.get(target) as Comparison) : null;
  const effect = tComp?.delta !== null && tComp?.delta !== undefined ? Math.abs(tComp.delta) : null;
  const tMeans = targetMeasured
    ? (means.get(target) as [Map<string, number>, Map<string, number>])
    : null;
  const baseRate = tMeans && tMeans[0].size > 0 ? mean([...tMeans[0].values()]) : null;
  const nTasks = tComp
    ? tComp.paired
      ? tComp.n_paired
      : Math.min(tMeans?.[0].size ?? 0, tMeans?.[1].size ?? 0)
    : 0;
  // Families as the sample, and the grader against a regrade (docs/statistics.md).
  const famOf = taskFamilies(input.heldout, baseline, candidate);
  const tNoise = noiseOf.get(target);
  const given = settings.noiseFloor ?? null;
  const extra = targetChecks({
    target,
    means: tMeans,
    paired: tComp?.paired ?? false,
    lowerIsBetter: tComp?.lower_is_better ?? false,
    families: famOf,
    mode: settings.familyTest ?? "auto",
    noise: tNoise && floor.source !== "none" ? tNoise : null,
    given,
    floorDf: floor.df ?? Infinity,
    runsBaseline: floor.runsBaseline,
    runsCandidate: floor.runsCandidate,
    band: tRow?.noise_band ?? null,
    level,
    stored: input.stored ?? null,
    baselineRows: baseline,
    baselinePath: input.baselinePath,
  });
  warnings.push(...extra.warnings);
  notComparable.push(...extra.notComparable);
  // Sized per run (see sizing.ts for the measured reason).
  const pm = targetMeasured
    ? powerModel(tComp as Comparison, tNoise, floor, nTasks, settings, level)
    : null;
  const sizing = sizeTarget({
    effect,
    base: baseRate,
    k: perRunRollouts(floor.splitBaseline) ?? kA ?? 1,
    nTasks,
    rowsSd: targetMeasured ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, target) : null,
    pooledDiffs: tComp?.diffs ?? null,
    level,
    model: pm ? { ...pm, family: familyPower(extra.familyTest) } : null,
  });
  if (
    (verdict === "no_change_detected" || verdict === "within_eval_noise") &&
    sizing.n_tasks !== null &&
    effect !== null
  ) {
    warnings.push(
      `proving a change of ${effect.toFixed(3)} would take about ${sizing.n_tasks} paired tasks at 80% power (there are ${nTasks})`,
    );
  }
  const pairedNote = headRow.note;
  if (headRow.paired === false && headRow.delta !== null && pairedNote) warnings.push(pairedNote);

  // Evidence gaps, shown beside a win.
  const gaps: string[] = [];
  if (nTasks < MIN_TASKS_FOR_PROOF) gaps.push(`n=${nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
  if (settings.gradedBy === "judge") {
    if (settings.judgeAgreement === null) gaps.push("judge agreement with people not measured");
    else if (settings.judgeAgreement < MIN_JUDGE_AGREEMENT) {
      gaps.push(`judge agreement ${settings.judgeAgreement} under ${MIN_JUDGE_AGREEMENT}`);
    }
  }
  if (settings.rewardIsJudge)
    gaps.push("the training reward is the same judge that grades the test");
  const hits = input.contaminationHits ?? null;
  if (hits !== null && hits > 0)
    gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);

  const ok =
    regressions.length === 0 && verdict !== "moved_the_wrong_way" && notComparable.length === 0;
  const fams = familyTable(famOf, baseline, candidate, PASS_AT_1, resample);

  const bName0 = sideName(baseline, "baseline");
  const cName0 = sideName(candidate, "candidate");
  const [bName, cName] = bName0 === cName0 ? ["baseline", "candidate"] : [bName0, cName0];
  const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
  const sentence = verdictSentence({
    target,
    measured: targetMeasured,
    baselineName: bName,
    candidateName: cName,
    delta: tRow?.delta ?? null,
    ci: tRow?.ci ?? null,
    band: tRow?.noise_band ?? null,
    lowerIsBetter: tRow?.lower_is_better ?? false,
    scale,
    unit: scale === 100 ? "points" : "units",
    replicated,
    runsBaseline: nA,
    runsCandidate: nB,
    regressions,
    gaps,
    gradedBy: settings.gradedBy,
    judgeAgreement: settings.judgeAgreement,
    judgeHumanN: settings.judgeHumanN,
    nTasks,
    notComparable: notComparable.length,
  });

  return {
    target,
    confidence: level,
    target_verdict: verdict,
    replicated,
    ok,
    not_comparable: notComparable,
    metrics: rows,
    regressions,
    slipped,
    improved,
    noise: {
      source: floor.source,
      origin: floor.origin,
      runs_baseline: nA,
      runs_candidate: nB,
      df: floor.df,
      quantile: floor.quantile,
      rule: floor.rule,
    },
    baseline: summarizeSide(input.baselinePath, bName, baseline, floor.splitBaseline, resample),
    candidate: summarizeSide(input.candidatePath, cName, candidate, floor.splitCandidate, resample),
    coverage: cov.coverage,
    sizing,
    families: fams,
    family_test: extra.familyTest,
    grader_drift: extra.graderDrift,
    gaps,
    sentence,
    warnings,
    family_error: famErr,
  };
}
