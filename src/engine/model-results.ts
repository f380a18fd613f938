// Stage 3: the baseline's and the candidate's results on the frozen test, compared.
import type { Config } from "../config.js";
import type { EvalRow, FileSummary, HeldoutTask } from "../io/canonical.js";
import { expandFiles } from "../io/files.js";
import { readEvalSide, type ReadOptions, type Source } from "../io/read.js";
import { sourceName } from "../io/source.js";
import { checkModel, type ModelCheckSettings } from "../stats/model-check.js";
import type { ModelCheck } from "../report.js";
import type { EngineSources } from "./sources.js";
import { digestOf } from "./frozen-test.js";
import { stage } from "./stage.js";

function modelSettings(cfg: Config): ModelCheckSettings {
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

export async function checkModelResults(
  cfg: Config & { baseline: string; candidate: string },
  sources: EngineSources,
  tasks: HeldoutTask[],
  contaminationHits: number | null,
  opts: ReadOptions,
  inputs: FileSummary[],
  notes: string[],
): Promise<ModelCheck> {
  notes.push(...(sources.notes ?? []));
  const baseSrc = baselineSource(cfg.baseline, sources, notes);
  const evalOpts: ReadOptions = {
    ...opts,
    format: cfg.format,
    metric: cfg.metric,
    markerRanges: cfg.markerRanges,
  };
  const baseSrcs = sources.baselineFiles ?? (await sideFiles(baseSrc, "baseline"));
  const base = await stage("baseline", sourceName(baseSrcs[0]!), () =>
    readEvalSide(baseSrcs, "baseline", evalOpts),
  );
  const candSrcs = await sideFiles(sources.candidate ?? cfg.candidate, "candidate");
  const cand = await stage("candidate", sourceName(candSrcs[0]!), () =>
    readEvalSide(candSrcs, "candidate", evalOpts),
  );
  inputs.push(...base.summaries, ...cand.summaries);
  for (const n of base.notes) notes.push(`baseline ${n}`);
  for (const n of cand.notes) notes.push(`candidate ${n}`);
  // Graded in this job beside the candidate, so read from the workspace, never the base commit.
  let regraded: { rows: EvalRow[]; path: string } | null = null;
  if (cfg.baselineRegraded !== undefined) {
    const spec = cfg.baselineRegraded;
    const srcs = await stage("baseline-regraded", spec, () =>
      expandFiles(spec, "baseline-regraded"),
    );
    const re = await stage("baseline-regraded", sourceName(srcs[0]!), () =>
      readEvalSide(srcs, "baseline", evalOpts),
    );
    inputs.push(...re.summaries.map((f) => ({ ...f, role: "baseline_regraded" as const })));
    for (const n of re.notes) notes.push(`baseline-regraded ${n}`);
    regraded = { rows: re.rows, path: re.path };
    notes.push(
      `the candidate is compared with ${re.path}, the stored baseline's rollouts graded again in this job; ` +
        `the stored grades in ${base.path} are checked against it for grader drift`,
    );
  }
  return stage("candidate", null, () =>
    checkModel(
      {
        heldout: tasks,
        // With a regrade the yardstick is graded alongside the candidate (docs/statistics.md "Grader drift").
        baseline: regraded ? regraded.rows : base.rows,
        candidate: cand.rows,
        baselinePath: regraded ? regraded.path : base.path,
        candidatePath: cand.path,
        contaminationHits,
        stored: regraded ? { rows: base.rows, path: base.path } : null,
      },
      modelSettings(cfg),
    ),
  );
}
