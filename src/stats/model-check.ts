// The delta report: does the candidate beat the served model on the frozen held-out
// test by more than re-run noise, without a guarded metric getting worse? Same words
// and rules as the SDK's delta_report; every message in our own words.
import type { EvalRow, HeldoutTask } from "../io/canonical.js";
import type { MetricComparison, ModelCheck, TargetVerdict } from "../report.js";
import { mean } from "./bootstrap.js";
import { compareMetric, type Comparison } from "./compare.js";
import { checkCoverage } from "./coverage.js";
import { familyTable, taskFamilies } from "./families.js";
import { familyError, holmAdjust } from "./holm.js";
import { MARKER_PREFIX, PASS_AT_1, minRollouts, perRunRollouts, taskMeans } from "./passk.js";
import { perRunDiffSd, sizeTarget } from "./sizing.js";
import { verdictSentence } from "./sentence.js";
import { sideName, summarizeSide } from "./side.js";
import { noiseFloor } from "./noise-floor.js";

export interface ModelCheckInput {
  heldout: HeldoutTask[];
  baseline: EvalRow[];
  candidate: EvalRow[];
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
const fmt3 = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(3);
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

export function checkModel(input: ModelCheckInput, settings: ModelCheckSettings): ModelCheck {
  const { baseline, candidate } = input;
  validate(baseline, input.baselinePath, "baseline");
  validate(candidate, input.candidatePath, "candidate");
  const level = settings.confidence;
  const resample = { resamples: settings.resamples, seed: settings.seed, level };
  const warnings: string[] = [];

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

  const floor = noiseFloor(baseline, candidate, metrics, level);
  const means = new Map<string, [Map<string, number>, Map<string, number>]>();
  const comps: Comparison[] = metrics.map((m, i) => {
    const a = taskMeans(baseline, m);
    const b = taskMeans(candidate, m);
    means.set(m, [a, b]);
    return compareMetric(m, a, b, {
      ...resample,
      seed: settings.seed + i,
      lowerIsBetter: lower.has(m),
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

  const loud = (r: MetricComparison) => !r.within_noise;
  const regressions = rows
    .filter((r) => r.guarded && loud(r) && r.verdict === "a_better")
    .map((r) => r.metric);
  const slipped = rows
    .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
    .map((r) => r.metric);
  const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);

  // Holm over the guarded metrics and the target: the family whose errors decide the gate.
  const family = rows.filter((r) => (r.guarded || r.metric === target) && r.p_value !== null);
  if (family.length > 0) {
    const adj = holmAdjust(family.map((r) => r.p_value as number));
    family.forEach((r, i) => (r.p_holm = adj[i] as number));
  }
  const famErr = rows.length >= 2 ? familyError(rows.length, level) : null;

  const pctName = `${Math.round(level * 100)}%`;
  for (const m of regressions) {
    warnings.push(
      `REGRESSION ${m}: ${ciText(compOf.get(m) as Comparison, level)}, guarded by must-not-regress`,
    );
  }
  for (const m of slipped) {
    warnings.push(`${m} got worse: ${ciText(compOf.get(m) as Comparison, level)} (not guarded)`);
  }

  // Runs and noise.
  const nA = floor.runsBaseline;
  const nB = floor.runsCandidate;
  if (nA <= 1 || nB <= 1) {
    const which =
      nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
    warnings.push(
      `only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
        `grade each side three times (lineage.eval_run 0, 1, 2) to measure it`,
    );
  } else if (nA < 3 || nB < 3) {
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
  if (kA !== null && kB !== null && kA !== kB) {
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
  // Sized per run (see sizing.ts for the measured reason).
  const sizing = sizeTarget({
    effect,
    base: baseRate,
    k: perRunRollouts(floor.splitBaseline) ?? kA ?? 1,
    nTasks,
    rowsSd: targetMeasured ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, target) : null,
    pooledDiffs: tComp?.diffs ?? null,
    level,
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
  const fams = familyTable(
    taskFamilies(input.heldout, baseline, candidate),
    baseline,
    candidate,
    PASS_AT_1,
    resample,
  );

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
    gaps,
    sentence,
    warnings,
    family_error: famErr,
  };
}
