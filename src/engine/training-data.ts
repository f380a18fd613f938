// Stage 2: pair and SFT data, streamed once through the gates.
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { streamPairs, streamSft, type ReadOptions, type Source } from "../io/read.js";
import { sourceName } from "../io/source.js";
import { readTrainConfig } from "../io/train-config.js";
import { readTokenizerFiles } from "../io/tokenizer-file.js";
import { createPairGates, createSftGates, type PairTrainCheck } from "../gates/index.js";
import { estimateCounter, tokenizerCounter } from "../gates/token-counter.js";
import { openCleanPairsWriter } from "../gates/clean-pairs.js";
import { UnpairedGates } from "../gates/unpaired.js";
import { findGate, type DataCheck } from "../report.js";
import { stage } from "./stage.js";

export interface DataChecks {
  data: DataCheck[];
  /** Rows found in the held-out test; null when no pair or SFT file was given. */
  contaminationHits: number | null;
}

/** A file with input problems fails, whatever its gates said about the rows that were valid. */
function withInputProblems(dc: DataCheck, summary: FileSummary): DataCheck {
  if (summary.problem_count === 0) return dc;
  return { ...dc, status: "fail", input_problems: summary.problem_count };
}

function contaminationCount(dc: DataCheck): number {
  return findGate(dc, "contamination")?.figures.n_contaminated ?? 0;
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

async function checkPairs(
  cfg: Config,
  src: Source,
  tasks: HeldoutTask[],
  opts: ReadOptions,
  inputs: FileSummary[],
): Promise<DataCheck> {
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
  return withInputProblems(dc, summary);
}

async function checkSft(
  cfg: Config,
  src: Source,
  tasks: HeldoutTask[],
  opts: ReadOptions,
  inputs: FileSummary[],
): Promise<DataCheck> {
  const gates = createSftGates(cfg.gates, tasks, sourceName(src));
  const summary = await stage("sft", sourceName(src), () =>
    streamSft(src, opts, (batch) => {
      for (const r of batch) gates.add(r);
    }),
  );
  inputs.push(summary);
  const dc = gates.result();
  dc.shape = summary.shape;
  return withInputProblems(dc, summary);
}

/** Runs the pair and SFT gates on whichever of the two files were given; summaries go to `inputs`. */
export async function checkTrainingData(
  cfg: Config,
  given: { pairs?: Source | undefined; sft?: Source | undefined },
  tasks: HeldoutTask[],
  opts: ReadOptions,
  inputs: FileSummary[],
): Promise<DataChecks> {
  const data: DataCheck[] = [];
  if (given.pairs) data.push(await checkPairs(cfg, given.pairs, tasks, opts, inputs));
  if (given.sft) data.push(await checkSft(cfg, given.sft, tasks, opts, inputs));
  const contaminationHits =
    data.length === 0 ? null : data.reduce((n, dc) => n + contaminationCount(dc), 0);
  return { data, contaminationHits };
}
