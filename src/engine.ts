// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns.
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "./config.js";
import type { FileSummary, HeldoutTask, Problem } from "./io/canonical.js";
import { expandFiles } from "./io/files.js";
import { readEvalSide, readHeldout, streamPairs, streamSft, type Source } from "./io/read.js";
import { sourceName } from "./io/source.js";
import { problemTotal } from "./io/problems.js";
import { createPairGates, createSftGates, type PairTrainCheck } from "./gates/index.js";
import { readTrainConfig } from "./io/train-config.js";
import { readTokenizerFiles } from "./io/tokenizer-file.js";
import { estimateCounter, tokenizerCounter } from "./gates/token-counter.js";
import { openCleanPairsWriter } from "./gates/clean-pairs.js";
import { UnpairedGates } from "./gates/unpaired.js";
import { checkModel, ModelInputError } from "./stats/model-check.js";
import { ResampleBudgetError } from "./stats/bootstrap.js";
import { decide, stoppedDecision } from "./verdict.js";
import { SCHEMA_VERSION, type DataCheck, type Report, type RunStop } from "./report.js";
import { VERSION } from "./version.js";

/** A file's bytes already in memory (read at the PR's base commit, or the head copy). */
type Bytes = Exclude<Source, string>;

export interface EngineSources {
  heldout?: Source;
  baseline?: Source;
  /** sha256 of the baseline at the PR head, to say whether the PR edits the base's copy. */
  baselineHeadSha256?: string;
  candidate?: Source;
  pairs?: Source;
  sft?: Source;
  /** The held-out file at the PR's base commit; null = it does not exist there; undefined = not a PR. */
  heldoutAtBase?: Bytes | null;
  /** The baseline file at the PR's base commit (same conventions). */
  baselineAtBase?: Bytes | null;
  /** Several baseline files, each as read at the base commit (or from the head when new). */
  baselineFiles?: Source[];
  /** What reading the frozen files established that the report should say. */
  notes?: string[];
}

/** An error that stopped the run, tied to the input that caused it. */
export class RunStopped extends Error {
  constructor(readonly stop: RunStop) {
    super(`input "${stop.input}": ${stop.reason}`);
    this.name = "RunStopped";
  }
}

/** Runs one stage; whatever stops it is reported against `input` (and its file, if any). */
async function stage<T>(input: string, path: string | null, f: () => Promise<T> | T): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof RunStopped) throw e;
    const reason = e instanceof Error ? e.message : String(e);
    // The statistics name their own cause: a setting, or the rows of one side.
    if (e instanceof ResampleBudgetError)
      throw new RunStopped({ input: "resamples", path, reason });
    if (e instanceof ModelInputError) throw new RunStopped({ input: e.input, path, reason });
    throw new RunStopped({ input, path, reason });
  }
}

function digestOf(s: Bytes): string {
  return createHash("sha256").update(s.data).digest("hex");
}

export async function buildReport(cfg: Config, sources: EngineSources = {}): Promise<Report> {
  const opts = {
    maxLineBytes: cfg.limits.maxLineBytes,
    maxFileBytes: cfg.limits.maxFileBytes,
    maxRows: cfg.limits.maxRows,
    fields: cfg.fields,
  };
  const inputs: FileSummary[] = [];
  const notes: string[] = [];

  // 1. The frozen test, and whether this PR changed it.
  const heldoutSrc = sources.heldout ?? cfg.heldout;
  const held = await stage("heldout", sourceName(heldoutSrc), () => readHeldout(heldoutSrc, opts));
  inputs.push(held.summary);
  const tasks: HeldoutTask[] = held.tasks;
  let changed: boolean | null = null;
  let heldoutNote: string | undefined;
  if (sources.heldoutAtBase === null) {
    changed = true;
    heldoutNote = "the held-out file does not exist at the PR's base commit, so this PR adds it";
  } else if (sources.heldoutAtBase !== undefined) {
    const base = digestOf(sources.heldoutAtBase);
    changed = base !== held.summary.sha256;
    heldoutNote = changed
      ? `the held-out file differs from the base commit (base sha256 ${base})`
      : "the held-out file is identical to the base commit";
  }
  if (cfg.heldoutSha256) {
    const pinned = cfg.heldoutSha256 === held.summary.sha256;
    changed = (changed ?? false) || !pinned;
    heldoutNote = pinned
      ? `the held-out file matches the pinned sha256`
      : `the held-out file's sha256 ${held.summary.sha256} is not the pinned ${cfg.heldoutSha256}`;
  }

  // 2. Pair and SFT data, streamed through the gates.
  const data: DataCheck[] = [];
  let contaminationHits: number | null = null;
  if (cfg.pairs) {
    const src = sources.pairs ?? cfg.pairs;
    const train = cfg.trainConfig ? await trainCheck(cfg, inputs) : null;
    const gates = createPairGates(cfg.gates, tasks, sourceName(src), train);
    // Made on the first unpaired (KTO) row: such a file has no pairs for the pair gates.
    let unpaired = null as UnpairedGates | null;
    const cleanPath = cfg.cleanPairs;
    const writer = cleanPath
      ? await stage("clean-pairs", cleanPath, () => openCleanPairsWriter(cleanPath))
      : null;
    let summary: FileSummary;
    try {
      summary = await stage("pairs", sourceName(src), () =>
        streamPairs(
          src,
          opts,
          (batch) => {
            for (const p of batch) {
              const clean = gates.add(p);
              if (clean && writer) writer.write(p);
            }
          },
          (batch) => {
            unpaired ??= new UnpairedGates(cfg.gates, tasks, sourceName(src));
            for (const r of batch) unpaired.add(r);
          },
        ),
      );
    } catch (e) {
      await writer?.close(); // release the handle; the error says the run did not finish
      throw e;
    }
    inputs.push(summary);
    const dc = summary.shape === "unpaired" && unpaired ? unpaired.result() : gates.result();
    dc.shape = summary.shape;
    if (writer) {
      dc.clean_rows = await writer.close();
      dc.clean_path = cfg.cleanPairs;
    }
    data.push(withInputProblems(dc, summary));
    contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
  }
  if (cfg.sft) {
    const src = sources.sft ?? cfg.sft;
    const gates = createSftGates(cfg.gates, tasks, sourceName(src));
    const summary = await stage("sft", sourceName(src), () =>
      streamSft(src, opts, (batch) => {
        for (const r of batch) gates.add(r);
      }),
    );
    inputs.push(summary);
    const dc = gates.result();
    dc.shape = summary.shape;
    data.push(withInputProblems(dc, summary));
    contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
  }
  for (const s of inputs) for (const n of s.notes ?? []) notes.push(`${s.path}: ${n}`);

  // 3. Baseline and candidate results on the frozen test.
  let model: Report["model"] = null;
  if (cfg.baseline && cfg.candidate) {
    notes.push(...(sources.notes ?? []));
    let baseSrc: Source = sources.baseline ?? cfg.baseline;
    if (sources.baselineAtBase) {
      baseSrc = sources.baselineAtBase;
      const headDigest = sources.baselineHeadSha256;
      notes.push(
        headDigest !== undefined && headDigest !== digestOf(sources.baselineAtBase)
          ? "this PR edits the baseline results; the gate compared against the base commit's version"
          : "baseline results read at the PR's base commit",
      );
    } else if (sources.baselineAtBase === null) {
      notes.push(
        "the baseline file does not exist at the base commit; it was read from the PR head",
      );
    }
    const evalOpts = {
      ...opts,
      fields: cfg.fields,
      format: cfg.format,
      metric: cfg.metric,
      markerRanges: cfg.markerRanges,
    };
    // A side may be several files (a list or a glob); a Source given by the caller is one.
    const files = (given: Source, name: "baseline" | "candidate") =>
      typeof given === "string"
        ? stage(name, given, () => expandFiles(given, name))
        : Promise.resolve([given]);
    const baseSrcs: Source[] = sources.baselineFiles ?? (await files(baseSrc, "baseline"));
    const base = await stage("baseline", sourceName(baseSrcs[0]!), () =>
      readEvalSide(baseSrcs, "baseline", evalOpts),
    );
    const candSrcs: Source[] = await files(sources.candidate ?? cfg.candidate, "candidate");
    const cand = await stage("candidate", sourceName(candSrcs[0]!), () =>
      readEvalSide(candSrcs, "candidate", evalOpts),
    );
    inputs.push(...base.summaries, ...cand.summaries);
    for (const n of base.notes) notes.push(`baseline ${n}`);
    for (const n of cand.notes) notes.push(`candidate ${n}`);
    model = await stage("candidate", null, () =>
      checkModel(
        {
          heldout: tasks,
          baseline: base.rows,
          candidate: cand.rows,
          baselinePath: base.path,
          candidatePath: cand.path,
          contaminationHits,
        },
        {
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
        },
      ),
    );
  }

  const problems: Problem[] = inputs.flatMap((s) => s.problems);
  const heldout: Report["heldout"] = {
    path: held.summary.path,
    sha256: held.summary.sha256,
    tasks: tasks.length,
    changed,
    change_allowed: cfg.allowHeldoutChange,
    ...(heldoutNote ? { note: heldoutNote } : {}),
  };
  const decision = decide(
    {
      model,
      data,
      problems,
      heldout,
      problemTotal: problemTotal(inputs),
    },
    { requireProof: cfg.requireProof, confidence: cfg.confidence },
  );
  return {
    schema_version: SCHEMA_VERSION,
    tool: { name: "heldout-gate", version: VERSION },
    settings: settingsOf(cfg),
    heldout,
    inputs,
    problems,
    notes,
    model,
    data,
    decision,
  };
}

/** A file with input problems fails, whatever its gates said about the rows that were valid. */
function withInputProblems(dc: DataCheck, summary: FileSummary): DataCheck {
  if (summary.problem_count === 0) return dc;
  return { ...dc, status: "fail", input_problems: summary.problem_count };
}

/** The trainer config (an input file) and the token counter its length limits are checked with. */
async function trainCheck(cfg: Config, inputs: FileSummary[]): Promise<PairTrainCheck> {
  const path = cfg.trainConfig!;
  const { config, summary } = await stage("train-config", path, () => readTrainConfig(path));
  inputs.push(summary);
  let counter = estimateCounter();
  if (cfg.tokenizer) {
    const tok = cfg.tokenizer;
    counter = await stage("tokenizer", tok, async () => {
      const files = await readTokenizerFiles(tok);
      try {
        return tokenizerCounter(files.tokenizer, files.config, tok);
      } catch (e) {
        throw new Error(`${tok}: this tokenizer cannot be loaded: ${(e as Error).message}`, {
          cause: e,
        });
      }
    });
  }
  return { config, counter, cutShare: cfg.trainCutShare };
}

function settingsOf(cfg: Config): Report["settings"] {
  return {
    seed: cfg.seed,
    rng: cfg.rng,
    resamples: cfg.resamples,
    confidence: cfg.confidence,
    target: cfg.target,
    must_not_regress: cfg.mustNotRegress,
    require_proof: cfg.requireProof,
    allow_heldout_change: cfg.allowHeldoutChange,
    allow_partial: cfg.allowPartial,
  };
}

/**
 * The report of a run an error stopped: nothing judged, a failing decision, and the cause
 * as a problem on the file (or the input) that caused it, so every view can show it.
 */
export function stoppedReport(cfg: Config, stop: RunStop): Report {
  return {
    schema_version: SCHEMA_VERSION,
    tool: { name: "heldout-gate", version: VERSION },
    settings: settingsOf(cfg),
    heldout: null,
    inputs: [],
    // A file is named where it failed; a setting (resamples) has no file, and its cause
    // is in the decision and in `stopped`.
    problems:
      stop.path === null ? [] : [{ file: stop.path, line: 0, field: "", reason: stop.reason }],
    notes: [],
    model: null,
    data: [],
    decision: stoppedDecision(stop),
    stopped: stop,
  };
}

function contaminationCount(dc: DataCheck): number {
  const g = dc.gates.find((x) => x.name === "contamination");
  const n = g?.figures["n_contaminated"];
  return typeof n === "number" ? n : 0;
}

/** Serialize with a fixed layout so the same report is the same bytes. */
export function reportJson(report: Report): string {
  return JSON.stringify(report, null, 2) + "\n";
}

export async function writeReportFiles(
  report: Report,
  outDir: string,
  extra: Record<string, string> = {},
): Promise<{ json: string }> {
  await mkdir(outDir, { recursive: true });
  const json = join(outDir, "report.json");
  await writeFile(json, reportJson(report));
  for (const [name, text] of Object.entries(extra)) await writeFile(join(outDir, name), text);
  return { json };
}
