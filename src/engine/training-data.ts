// Stage 2: pair and SFT data, streamed once through the gates. Reading leaves the gates'
// accumulators and each file's read (mergeable over shards); finishing turns them into
// the data checks.
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { streamPairs, streamSft, type ReadOptions, type Source } from "../io/read.js";
import type { FilePart } from "../io/file-part.js";
import type { Confinement } from "../io/confine.js";
import { ReadError, sourceName } from "../io/source.js";
import { readTrainConfig } from "../io/train-config.js";
import { readChatTemplate, readTokenizerFiles } from "../io/tokenizer-file.js";
import { hasGenerationBlock } from "../gates/chat-template.js";
import { budgetedRenderer, RENDER_BUDGET } from "./template-render.js";
import {
  createPairGates,
  createSftGates,
  type PairGates,
  type PairTrainCheck,
  type SftGates,
} from "../gates/index.js";
import { estimateCounter, tokenizerCounter } from "../gates/token-counter.js";
import { openCleanPairsWriter } from "../gates/clean-pairs.js";
import { UnpairedGates } from "../gates/unpaired.js";
import { findGate, type DataCheck } from "../report.js";
import { stage } from "./stage.js";
import { readServedPrompts } from "../io/served.js";
import { ServedProfile } from "../gates/serve-skew.js";
import { contextPrint } from "../gates/serve-print.js";

export interface DataChecks {
  data: DataCheck[];
  /** Rows found in the held-out test; null when no pair or SFT file was given. */
  contaminationHits: number | null;
}

/** One pairs file read: its gates (pair or unpaired, whichever its rows were), and the read. */
export interface PairsRead {
  gates: PairGates;
  /** Made on the first unpaired (KTO) row: such a file has no pairs for the pair gates. */
  unpaired: UnpairedGates | null;
  part: FilePart;
  /** Rows written to clean-pairs (a run that writes them is never sharded). */
  cleanRows?: number;
}

export interface SftRead {
  gates: SftGates;
  part: FilePart;
}

/** What reading the training data leaves: everything the data checks are made from. */
export interface TrainingParts {
  /** The trainer config and how tokens are counted, when one was given (read whole by every shard). */
  train: TrainRead | null;
  pairs: PairsRead | null;
  sft: SftRead | null;
  /** The served-prompts file's contexts as prints (read whole by every shard), when given. */
  served: ServedFile | null;
}

export interface ServedFile {
  profile: ServedProfile;
  summary: FileSummary;
}

/** The served-prompts file, read whole: a sample of what the deployed agent is given. */
export async function readServedFile(path: string, opts: ReadOptions): Promise<ServedFile> {
  const profile = new ServedProfile("served-prompts");
  const { summary } = await stage("served-prompts", path, () =>
    readServedPrompts(path, opts, (c) =>
      profile.add(contextPrint(c.messages, c.tools), path, c.line),
    ),
  );
  return { profile, summary };
}

/** A file with input problems fails, whatever its gates said about the rows that were valid. */
function withInputProblems(dc: DataCheck, summary: FileSummary): DataCheck {
  if (summary.problem_count === 0) return dc;
  return { ...dc, status: "fail", input_problems: summary.problem_count };
}

function contaminationCount(dc: DataCheck): number {
  return findGate(dc, "contamination")?.figures.n_contaminated ?? 0;
}

export interface TrainRead {
  check: PairTrainCheck;
  summary: FileSummary;
}

/** The trainer config (an input file) and the token counter its length limits are checked with. */
export async function trainCheck(cfg: Config, confine?: Confinement): Promise<TrainRead> {
  const path = cfg.trainConfig!;
  const { config, summary } = await stage("train-config", path, () =>
    readTrainConfig(path, confine),
  );
  let counter = estimateCounter();
  let template: PairTrainCheck["template"] = null;
  if (cfg.tokenizer) {
    const tok = cfg.tokenizer;
    counter = await stage("tokenizer", tok, async () => {
      const files = await readTokenizerFiles(tok, confine);
      const t = await readChatTemplate(tok, files.config, confine);
      if (t) {
        const info = {
          file: t.file,
          source: t.source,
          named: t.named,
          generation: hasGenerationBlock(t.text),
        };
        template = {
          info,
          text: { ...info, text: t.text, tokens: t.tokens },
          budget: RENDER_BUDGET,
        };
      }
      try {
        return tokenizerCounter(files.tokenizer, files.config, tok);
      } catch (e) {
        // The library's message quotes the tokenizer's text (a regex, a type name): not shown.
        const why =
          e instanceof SyntaxError
            ? "a regular expression in it is not valid"
            : "it is not a tokenizer it reads";
        throw new ReadError(tok, `${tok}: the tokenizer library cannot load it: ${why}`);
      }
    });
  }
  return { check: { config, counter, cutShare: cfg.trainCutShare, template }, summary };
}

/** The file's read, as it was handed over by the reader. */
function partCatcher(opts: ReadOptions): { opts: ReadOptions; part: () => FilePart } {
  let got: FilePart | null = null;
  return {
    opts: { ...opts, onPart: (p) => (got = p) },
    part: () => {
      if (got === null) throw new Error("the reader gave no summary of its file");
      return got;
    },
  };
}

async function readPairs(
  cfg: Config,
  src: Source,
  tasks: HeldoutTask[],
  opts: ReadOptions,
  train: PairTrainCheck | null,
): Promise<PairsRead> {
  const name = sourceName(src);
  const gates = createPairGates(cfg.gates, tasks, name, train);
  let unpaired = null as UnpairedGates | null;
  const cleanPath = cfg.cleanPairs;
  const writer = cleanPath
    ? await stage("clean-pairs", cleanPath, () => openCleanPairsWriter(cleanPath))
    : null;
  const caught = partCatcher(opts);
  try {
    await stage("pairs", name, () =>
      streamPairs(
        src,
        caught.opts,
        (batch) => {
          for (const p of batch) {
            const clean = gates.add(p);
            if (clean && writer) writer.write(p);
          }
        },
        (batch) => {
          unpaired ??= new UnpairedGates(cfg.gates, tasks, name);
          for (const r of batch) unpaired.add(r);
        },
      ),
    );
  } catch (e) {
    await writer?.close(); // release the handle; the error says the run did not finish
    throw e;
  }
  // The template runs in a process of its own, over the first pairs the gates took.
  await gates.renderTemplate(budgetedRenderer());
  const read: PairsRead = { gates, unpaired, part: caught.part() };
  if (writer) read.cleanRows = await writer.close();
  return read;
}

async function readSft(
  cfg: Config,
  src: Source,
  tasks: HeldoutTask[],
  opts: ReadOptions,
): Promise<SftRead> {
  const gates = createSftGates(cfg.gates, tasks, sourceName(src));
  const caught = partCatcher(opts);
  await stage("sft", sourceName(src), () =>
    streamSft(src, caught.opts, (batch) => {
      for (const r of batch) gates.add(r);
    }),
  );
  return { gates, part: caught.part() };
}

/** Streams whichever of the pair and SFT files were given through their gates. */
export async function readTrainingData(
  cfg: Config,
  given: { pairs?: Source | undefined; sft?: Source | undefined },
  tasks: HeldoutTask[],
  opts: ReadOptions,
): Promise<TrainingParts> {
  let train: TrainRead | null = null;
  let pairs: PairsRead | null = null;
  if (given.pairs) {
    train = cfg.trainConfig ? await trainCheck(cfg, opts.confine) : null;
    pairs = await readPairs(cfg, given.pairs, tasks, opts, train?.check ?? null);
  }
  const sft = given.sft ? await readSft(cfg, given.sft, tasks, opts) : null;
  const served =
    cfg.servedPrompts && (pairs || sft) ? await readServedFile(cfg.servedPrompts, opts) : null;
  return { train, pairs, sft, served };
}

function finishPairs(cfg: Config, read: PairsRead, served: ServedProfile | null): DataCheck {
  const summary = read.part.summary;
  const dc =
    summary.shape === "unpaired" && read.unpaired
      ? read.unpaired.result()
      : read.gates.result(served);
  dc.shape = summary.shape;
  if (read.cleanRows !== undefined) {
    dc.clean_rows = read.cleanRows;
    dc.clean_path = cfg.cleanPairs;
  }
  return withInputProblems(dc, summary);
}

function finishSft(read: SftRead, served: ServedProfile | null): DataCheck {
  const dc = read.gates.result(served);
  dc.shape = read.part.summary.shape;
  return withInputProblems(dc, read.part.summary);
}

/**
 * The data checks from what reading left; the files' summaries go to `inputs`. The served
 * contexts are the served-prompts file's, else the baseline rows' that carry a prompt.
 */
export function finishTrainingData(
  cfg: Config,
  parts: TrainingParts,
  inputs: FileSummary[],
  baselineServed: ServedProfile | null = null,
): DataChecks {
  const data: DataCheck[] = [];
  if (parts.train) inputs.push(parts.train.summary);
  if (parts.served) inputs.push(parts.served.summary);
  const served =
    parts.served?.profile ?? (baselineServed && baselineServed.n > 0 ? baselineServed : null);
  if (parts.pairs) {
    inputs.push(parts.pairs.part.summary);
    data.push(finishPairs(cfg, parts.pairs, served));
  }
  if (parts.sft) {
    inputs.push(parts.sft.part.summary);
    data.push(finishSft(parts.sft, served));
  }
  const contaminationHits =
    data.length === 0 ? null : data.reduce((n, dc) => n + contaminationCount(dc), 0);
  return { data, contaminationHits };
}
