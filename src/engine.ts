// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns.
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "./config.js";
import type { FileSummary, HeldoutTask, Problem } from "./io/canonical.js";
import { readEvalRows, readHeldout, streamPairs, streamSft, type Source } from "./io/read.js";
import { sourceName } from "./io/source.js";
import { problemTotal } from "./io/problems.js";
import { createPairGates, createSftGates } from "./gates/index.js";
import { openCleanPairsWriter } from "./gates/clean-pairs.js";
import { checkModel } from "./stats/model-check.js";
import { decide } from "./verdict.js";
import { SCHEMA_VERSION, type DataCheck, type Report } from "./report.js";
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
}

function digestOf(s: Bytes): string {
  return createHash("sha256").update(s.data).digest("hex");
}

export async function buildReport(cfg: Config, sources: EngineSources = {}): Promise<Report> {
  const opts = {
    maxLineBytes: cfg.limits.maxLineBytes,
    maxFileBytes: cfg.limits.maxFileBytes,
    maxRows: cfg.limits.maxRows,
  };
  const inputs: FileSummary[] = [];
  const notes: string[] = [];

  // 1. The frozen test, and whether this PR changed it.
  const heldoutSrc = sources.heldout ?? cfg.heldout;
  const held = await readHeldout(heldoutSrc, opts);
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
    const gates = createPairGates(cfg.gates, tasks, sourceName(src));
    const writer = cfg.cleanPairs ? await openCleanPairsWriter(cfg.cleanPairs) : null;
    let summary: FileSummary;
    try {
      summary = await streamPairs(src, opts, (batch) => {
        for (const p of batch) {
          const clean = gates.add(p);
          if (clean && writer) writer.write(p);
        }
      });
    } catch (e) {
      await writer?.close(); // release the handle; the error says the run did not finish
      throw e;
    }
    inputs.push(summary);
    const dc = gates.result();
    dc.shape = summary.shape;
    if (writer) {
      dc.clean_rows = await writer.close();
      dc.clean_path = cfg.cleanPairs;
    }
    data.push(dc);
    contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
  }
  if (cfg.sft) {
    const src = sources.sft ?? cfg.sft;
    const gates = createSftGates(cfg.gates, tasks, sourceName(src));
    const summary = await streamSft(src, opts, (batch) => {
      for (const r of batch) gates.add(r);
    });
    inputs.push(summary);
    const dc = gates.result();
    dc.shape = summary.shape;
    data.push(dc);
    contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
  }

  // 3. Baseline and candidate results on the frozen test.
  let model: Report["model"] = null;
  if (cfg.baseline && cfg.candidate) {
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
    const evalOpts = { ...opts, fields: cfg.fields };
    const base = await readEvalRows(baseSrc, "baseline", evalOpts);
    const cand = await readEvalRows(sources.candidate ?? cfg.candidate, "candidate", evalOpts);
    inputs.push(base.summary, cand.summary);
    model = checkModel(
      {
        heldout: tasks,
        baseline: base.rows,
        candidate: cand.rows,
        baselinePath: base.summary.path,
        candidatePath: cand.summary.path,
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
    settings: {
      seed: cfg.seed,
      rng: cfg.rng,
      resamples: cfg.resamples,
      confidence: cfg.confidence,
      target: cfg.target,
      must_not_regress: cfg.mustNotRegress,
      require_proof: cfg.requireProof,
      allow_heldout_change: cfg.allowHeldoutChange,
      allow_partial: cfg.allowPartial,
    },
    heldout,
    inputs,
    problems,
    notes,
    model,
    data,
    decision,
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
