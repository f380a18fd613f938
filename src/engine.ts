// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns. The stages live in
// engine/: the frozen test, the training data, the model results.
import { Buffer } from "node:buffer";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "./config.js";
import type { FileSummary, Problem } from "./io/canonical.js";
import type { ReadOptions } from "./io/read.js";
import { problemTotal } from "./io/problems.js";
import { decide, stoppedDecision } from "./verdict.js";
import { SCHEMA_VERSION, type Report, type RunStop } from "./report.js";
import { VERSION } from "./version.js";
import { REPORT_MAX_BYTES } from "./report/version.js";
import { readFrozenTest, type FrozenTest } from "./engine/frozen-test.js";
import type { EngineSources } from "./engine/sources.js";
import {
  finishTrainingData,
  readTrainingData,
  type TrainingParts,
} from "./engine/training-data.js";
import { finishModelResults, readModelResults, type ModelParts } from "./engine/model-results.js";
import { readLedger, type LedgerSource } from "./engine/ledger.js";
import { followedVersion, ledgerSummary } from "./ledger/summary.js";

export { RunStopped } from "./engine/stage.js";

// Its own module so the stages in engine/ can take it without importing this file.
export type { EngineSources } from "./engine/sources.js";

/** The options every file of a run is read with. */
export function readOptions(cfg: Config): ReadOptions {
  return {
    maxLineBytes: cfg.limits.maxLineBytes,
    maxFileBytes: cfg.limits.maxFileBytes,
    maxRows: cfg.limits.maxRows,
    fields: cfg.fields,
  };
}

/**
 * Everything a run reads, before anything is judged: the frozen test, the training data's
 * gates and the model results' tallies. One process makes it from all rows; a sharded run
 * makes one per shard and merges them (engine/shard.ts). Either way `finishRun` judges it.
 */
export interface RunParts {
  frozen: FrozenTest;
  training: TrainingParts;
  model: ModelParts | null;
}

export async function collectRun(
  cfg: Config,
  sources: EngineSources = {},
  given: ReadOptions = readOptions(cfg),
): Promise<RunParts> {
  const opts: ReadOptions = sources.confine ? { ...given, confine: sources.confine } : given;
  const frozen = await readFrozenTest(
    cfg,
    sources.heldout ?? cfg.heldout,
    sources.heldoutAtBase,
    opts,
  );
  const training = await readTrainingData(
    cfg,
    {
      pairs: cfg.pairs ? (sources.pairs ?? cfg.pairs) : undefined,
      sft: cfg.sft ? (sources.sft ?? cfg.sft) : undefined,
    },
    frozen.tasks,
    opts,
  );
  const { baseline, candidate } = cfg;
  const model =
    baseline && candidate
      ? await readModelResults({ ...cfg, baseline, candidate }, sources, opts)
      : null;
  return { frozen, training, model };
}

/** Judges what a run read: gates, statistics, the decision, the report. */
export async function finishRun(
  cfg: Config,
  parts: RunParts,
  ledgerAt?: LedgerSource,
  pr: number | null = null,
): Promise<Report> {
  const { frozen } = parts;
  const inputs: FileSummary[] = [frozen.summary];
  const notes: string[] = [];
  const { data, contaminationHits } = finishTrainingData(
    cfg,
    parts.training,
    inputs,
    parts.model?.base.served ?? null,
  );
  for (const s of inputs) for (const n of s.notes ?? []) notes.push(`${s.path}: ${n}`);
  const version = frozen.heldout.test_version;
  // The series this run is an attempt in (design §16); read before judging, as it sets the level.
  const ledger =
    cfg.ledger && version ? await readLedger(cfg.ledger, version, notes, ledgerAt) : null;
  // The series this one follows, for the trend's break (design §16): read the same way.
  const follows = ledger ? followedVersion(ledger) : null;
  const previous =
    cfg.ledger && follows !== null ? await readLedger(cfg.ledger, follows, notes, ledgerAt) : null;
  const model = parts.model
    ? await finishModelResults(
        cfg,
        parts.model,
        frozen.tasks,
        contaminationHits,
        inputs,
        notes,
        ledger,
      )
    : null;

  const problems: Problem[] = inputs.flatMap((s) => s.problems);
  const decision = decide(
    { model, data, problems, heldout: frozen.heldout, problemTotal: problemTotal(inputs) },
    {
      requireProof: cfg.requireProof,
      confidence: cfg.confidence,
      judgeCorrection: cfg.judge.correction,
    },
  );
  return {
    schema_version: SCHEMA_VERSION,
    tool: { name: "heldout-gate", version: VERSION },
    settings: settingsOf(cfg),
    heldout: frozen.heldout,
    inputs,
    problems,
    notes,
    model,
    data,
    ...(ledger
      ? {
          ledger: ledgerSummary(
            ledger,
            { pr, digest: model?.attempt?.candidate_digest ?? null },
            previous,
          ),
        }
      : {}),
    decision,
  };
}

export async function buildReport(cfg: Config, sources: EngineSources = {}): Promise<Report> {
  return finishRun(cfg, await collectRun(cfg, sources), sources.ledger, sources.pr ?? null);
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
  const text = reportJson(report);
  // Report mode reads no report over this cap: one that big is refused here, by name.
  const bytes = Buffer.byteLength(text);
  if (bytes > REPORT_MAX_BYTES) {
    throw new Error(
      `the report is ${bytes} bytes, over the ${REPORT_MAX_BYTES}-byte cap report mode reads`,
    );
  }
  await writeFile(json, text);
  for (const [name, text] of Object.entries(extra)) await writeFile(join(outDir, name), text);
  return { json };
}
