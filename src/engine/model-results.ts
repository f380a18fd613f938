// Stage 3: the baseline's and the candidate's results on the frozen test, compared.
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { expandFiles } from "../io/files.js";
import { readEvalSide, type ReadOptions, type Source } from "../io/read.js";
import { sourceName } from "../io/source.js";
import { checkModel, type JudgeEvidence, type ModelCheckSettings } from "../stats/model-check.js";
import { readLabels, type LabelsRead } from "../io/labels.js";
import { JudgeSeen, LabelIndex } from "../stats/judge-matches.js";
import { SideTally } from "../stats/eval-tally.js";
import type { FilePart } from "../io/file-part.js";
import type { ModelCheck } from "../report.js";
import type { EngineSources } from "./sources.js";
import { digestOf } from "./frozen-test.js";
import { stage } from "./stage.js";
import type { EvalRow } from "../io/canonical.js";
import { toolNames } from "../io/row-tools.js";
import { ServedProfile } from "../gates/serve-skew.js";
import { contextPrint, rowContext } from "../gates/serve-print.js";
import type { Ledger } from "../ledger/entry.js";
import { candidateDigest, planAttempt, type AttemptSettings } from "../ledger/attempts.js";

/** The model check's settings from the config (check, merge, calibrate --aa). */
export function modelSettings(cfg: Config): ModelCheckSettings {
  return {
    target: cfg.target,
    mustNotRegress: cfg.mustNotRegress,
    lowerIsBetter: cfg.lowerIsBetter,
    resamples: cfg.resamples,
    seed: cfg.seed,
    confidence: cfg.confidence,
    allowPartial: cfg.allowPartial,
    gradedBy: cfg.gradedBy,
    judgeAgreement: cfg.judgeAgreement,
    judgeHumanN: cfg.judgeHumanN,
    rewardIsJudge: cfg.rewardIsJudge,
    noiseFloor: cfg.noiseFloor,
    familyTest: cfg.familyTest,
    guardMinRuns: cfg.guardMinRuns,
    guardMargin: cfg.guardMargin,
    judge: {
      floors: {
        minAgreement: cfg.judge.minAgreement,
        minKappa: cfg.judge.minKappa,
        minN: cfg.judge.minN,
      },
      decide: cfg.judge.correction === "decide",
    },
  };
}

/** The baseline to compare against: the base commit's copy when there is one; says which. */
function baselineSource(baseline: string, sources: EngineSources, notes: string[]): Source {
  if (sources.baselineAtBase) {
    const headDigest = sources.baselineHeadSha256;
    notes.push(
      headDigest !== undefined && headDigest !== digestOf(sources.baselineAtBase)
        ? "this PR edits the baseline results; the gate compared against the base commit's version"
        : "baseline results read at the PR's base commit",
    );
    return sources.baselineAtBase;
  }
  if (sources.baselineAtBase === null) {
    notes.push("the baseline file does not exist at the base commit; it was read from the PR head");
  }
  return sources.baseline ?? baseline;
}

/** A side may be several files (a list or a glob); a Source given by the caller is one. */
function sideFiles(given: Source, name: "baseline" | "candidate"): Promise<Source[]> {
  return typeof given === "string"
    ? stage(name, given, () => expandFiles(given, name))
    : Promise.resolve([given]);
}

/** One side as read: its tally, its files, and each file's read (mergeable over shards). */
export interface SideParts {
  tally: SideTally;
  files: string[];
  /** The side's files for messages: the path, or the first path and how many more. */
  path: string;
  /** One per file, in file order. */
  parts: FilePart[];
  /** The rows judge labels may name; null without a labels file. */
  judge: JudgeSeen | null;
  /** The baseline's prompts as served contexts (design §15); null on the other sides. */
  served: ServedProfile | null;
}

/** What reading the model results leaves: everything the model check is made from. */
export interface ModelParts {
  /** Notes said before any result was read (where the baseline came from). */
  notes: string[];
  base: SideParts;
  cand: SideParts;
  /** The baseline graded again in this job (baseline-regraded), or null. */
  regrade: SideParts | null;
  /** The judge-labels file as read, or null without one. */
  labels: LabelsRead | null;
}

/** A side read and tallied as it streams; only the per-run, per-task tally stays in memory. */
async function tallySide(
  srcs: Source[],
  role: "baseline" | "candidate",
  opts: ReadOptions,
  index: LabelIndex | null,
  served: ServedProfile | null = null,
): Promise<SideParts> {
  const tally = new SideTally();
  const judge = index === null ? null : new JudgeSeen(index, role);
  const parts: FilePart[] = [];
  const side = await readEvalSide(
    srcs,
    role,
    { ...opts, onPart: (p) => parts.push(p) },
    (row, file) => {
      tally.add(row, file);
      judge?.add(row, file);
      if (served !== null) addServed(served, row, sourceName(srcs[file]!));
    },
  );
  return { tally, files: side.files, path: side.path, parts, judge, served };
}

/** An eval row that carries its prompt (or messages) is a context the served model was given. */
function addServed(served: ServedProfile, row: EvalRow, file: string): void {
  const msgs = rowContext(row.raw_messages, row.prompt);
  if (msgs === null) return;
  served.add(contextPrint(msgs, toolNames(row.raw_tools) ?? []), file, row.line);
}

/** The notes of a side's files, each naming its file (as readEvalSide gives them). */
function sideNotes(side: SideParts): string[] {
  return side.parts.flatMap((p, i) => p.notes.map((n) => `${side.files[i]}: ${n}`));
}

/** The options eval results are read with: the run's, plus format, metric, ranges and grader. */
export function evalReadOptions(cfg: Config, opts: ReadOptions): ReadOptions {
  return {
    ...opts,
    format: cfg.format,
    metric: cfg.metric,
    markerRanges: cfg.markerRanges,
    ...(cfg.grader === undefined ? {} : { grader: cfg.grader }),
  };
}

/** Reads the baseline's and the candidate's results (and a regrade of the baseline, if given). */
export async function readModelResults(
  cfg: Config & { baseline: string; candidate: string },
  sources: EngineSources,
  opts: ReadOptions,
): Promise<ModelParts> {
  const notes = [...(sources.notes ?? [])];
  const baseSrc = baselineSource(cfg.baseline, sources, notes);
  const evalOpts = evalReadOptions(cfg, opts);
  const spec = cfg.judge.labels;
  // Read first: the sides keep, as they stream, only the rows these labels can name.
  const labels =
    spec === undefined ? null : await stage("judge-labels", spec, () => readLabels(spec, opts));
  const index = labels === null ? null : new LabelIndex(labels.labels);
  const baseSrcs = sources.baselineFiles ?? (await sideFiles(baseSrc, "baseline"));
  const base = await stage("baseline", sourceName(baseSrcs[0]!), () =>
    tallySide(baseSrcs, "baseline", evalOpts, index, new ServedProfile("baseline")),
  );
  const candSrcs = await sideFiles(sources.candidate ?? cfg.candidate, "candidate");
  const cand = await stage("candidate", sourceName(candSrcs[0]!), () =>
    tallySide(candSrcs, "candidate", evalOpts, index),
  );
  let regrade: SideParts | null = null;
  const again = cfg.baselineRegraded;
  if (again !== undefined) {
    // Graded beside the candidate, so read from the workspace, never the base commit.
    const srcs = await stage("baseline-regraded", again, () =>
      expandFiles(again, "baseline-regraded"),
    );
    regrade = await stage("baseline-regraded", sourceName(srcs[0]!), () =>
      tallySide(srcs, "baseline", evalOpts, index),
    );
  }
  return { notes, base, cand, regrade, labels };
}

/** The model check from what reading left; summaries go to `inputs`, notes to `notes`. */
export function finishModelResults(
  cfg: Config,
  parts: ModelParts,
  tasks: HeldoutTask[],
  contaminationHits: number | null,
  inputs: FileSummary[],
  notes: string[],
  ledger: Ledger | null = null,
): Promise<ModelCheck> {
  const { base, cand, regrade } = parts;
  notes.push(...parts.notes);
  inputs.push(...base.parts.map((p) => p.summary), ...cand.parts.map((p) => p.summary));
  for (const n of sideNotes(base)) notes.push(`baseline ${n}`);
  for (const n of sideNotes(cand)) notes.push(`candidate ${n}`);
  if (regrade) {
    inputs.push(
      ...regrade.parts.map((p) => ({ ...p.summary, role: "baseline_regraded" as const })),
    );
    for (const n of sideNotes(regrade)) notes.push(`baseline-regraded ${n}`);
    notes.push(
      `the candidate is compared with ${regrade.path}, the stored baseline's rollouts graded again in this job; ` +
        `the stored grades in ${base.path} are checked against it for grader drift`,
    );
  }
  const baseTable = base.tally.table(base.files);
  if (parts.labels) inputs.push(parts.labels.summary);
  const judge = judgeEvidence(cfg, parts);
  return stage("candidate", null, () =>
    checkModel(
      {
        heldout: tasks,
        // With a regrade the yardstick is graded alongside the candidate (docs/statistics.md "Grader drift").
        baseline: regrade ? regrade.tally.table(regrade.files) : baseTable,
        candidate: cand.tally.table(cand.files),
        baselinePath: regrade ? regrade.path : base.path,
        candidatePath: cand.path,
        contaminationHits,
        stored: regrade ? { table: baseTable, path: base.path } : null,
        judge,
      },
      { ...modelSettings(cfg), attempt: attemptOf(cfg, ledger, cand) },
    ),
  );
}

/** Where this candidate stands in the ledger's series (design §16); null without a ledger. */
function attemptOf(cfg: Config, ledger: Ledger | null, cand: SideParts): AttemptSettings | null {
  if (ledger === null) return null;
  const digest = candidateDigest(cand.parts.map((p) => p.summary.sha256));
  return {
    // Rounded so 1 - 0.95 is 0.05, not 0.050000000000000044.
    ...planAttempt(ledger.entries, digest, Math.round((1 - cfg.confidence) * 1e12) / 1e12),
    test_version: ledger.test_version,
    ledger: ledger.path,
    entries: ledger.entries.length,
    applied: cfg.attemptControl,
    candidate_digest: digest,
    target_effect: cfg.targetEffect,
  };
}

/** What the model check measures the judge from: the labels and the rows they may name. */
function judgeEvidence(cfg: Config, parts: ModelParts): JudgeEvidence | null {
  const labels = parts.labels;
  // The judge measured is the one whose grades are compared: the regrade's, when there is one.
  const base = parts.regrade ?? parts.base;
  if (labels === null || base.judge === null || parts.cand.judge === null) return null;
  return {
    path: cfg.judge.labels ?? labels.summary.path,
    read: labels,
    rows: [...base.judge.rows, ...parts.cand.judge.rows],
    overflow: base.judge.overflow + parts.cand.judge.overflow,
    files: { baseline: base.files, candidate: parts.cand.files },
  };
}
