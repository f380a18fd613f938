// Stage 3: the baseline's and the candidate's results on the frozen test, compared.
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { expandFiles } from "../io/files.js";
import { readEvalSide, type ReadOptions, type Source } from "../io/read.js";
import { sourceName } from "../io/source.js";
import { checkModel, type ModelCheckSettings } from "../stats/model-check.js";
import { SideTally, type SideTable } from "../stats/eval-tally.js";
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

/** A side read and tallied as it streams; only the per-run, per-task tally stays in memory. */
async function tallySide(
  srcs: Source[],
  role: "baseline" | "candidate",
  opts: ReadOptions,
): Promise<{ table: SideTable; side: Awaited<ReturnType<typeof readEvalSide>> }> {
  const tally = new SideTally();
  const side = await readEvalSide(srcs, role, opts, (row, file) => tally.add(row, file));
  return { table: tally.table(side.files), side };
}

/**
 * The baseline's rollouts graded again in this job (baseline-regraded), or null. Graded
 * beside the candidate, so read from the workspace, never the base commit.
 */
async function readRegrade(
  cfg: Config,
  opts: ReadOptions,
  storedPath: string,
  inputs: FileSummary[],
  notes: string[],
): Promise<Awaited<ReturnType<typeof tallySide>> | null> {
  const spec = cfg.baselineRegraded;
  if (spec === undefined) return null;
  const srcs = await stage("baseline-regraded", spec, () => expandFiles(spec, "baseline-regraded"));
  const re = await stage("baseline-regraded", sourceName(srcs[0]!), () =>
    tallySide(srcs, "baseline", opts),
  );
  inputs.push(...re.side.summaries.map((f) => ({ ...f, role: "baseline_regraded" as const })));
  for (const n of re.side.notes) notes.push(`baseline-regraded ${n}`);
  notes.push(
    `the candidate is compared with ${re.side.path}, the stored baseline's rollouts graded again in this job; ` +
      `the stored grades in ${storedPath} are checked against it for grader drift`,
  );
  return re;
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
    tallySide(baseSrcs, "baseline", evalOpts),
  );
  const candSrcs = await sideFiles(sources.candidate ?? cfg.candidate, "candidate");
  const cand = await stage("candidate", sourceName(candSrcs[0]!), () =>
    tallySide(candSrcs, "candidate", evalOpts),
  );
  inputs.push(...base.side.summaries, ...cand.side.summaries);
  for (const n of base.side.notes) notes.push(`baseline ${n}`);
  for (const n of cand.side.notes) notes.push(`candidate ${n}`);
  const regraded = await readRegrade(cfg, evalOpts, base.side.path, inputs, notes);
  return stage("candidate", null, () =>
    checkModel(
      {
        heldout: tasks,
        // With a regrade the yardstick is graded alongside the candidate (docs/statistics.md "Grader drift").
        baseline: regraded ? regraded.table : base.table,
        candidate: cand.table,
        baselinePath: regraded ? regraded.side.path : base.side.path,
        candidatePath: cand.side.path,
        contaminationHits,
        stored: regraded ? { table: base.table, path: base.side.path } : null,
      },
      modelSettings(cfg),
    ),
  );
}
