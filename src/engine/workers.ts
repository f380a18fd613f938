// All cores of one job: the run is read as N slices (io/slice.ts) by N worker threads,
// and their states are merged here, as a sharded run's are (engine/shard.ts). The report
// is the one a single thread writes.
import { realpathSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker, parentPort, workerData } from "node:worker_threads";
import { MAX_WORKERS, type Config } from "../config.js";
import type { Report, RunStop } from "../report.js";
import type { Source } from "../io/source.js";
import { buildReport } from "../engine.js";
import { RunStopped } from "./stage.js";
import type { EngineSources } from "./sources.js";
import type { ShardState } from "./shard.js";
import type { Slice } from "../io/slice.js";
import { inSliceWorker, WORKER_TAG } from "./worker-tag.js";
import { countInto, progressBuffer } from "../io/progress.js";
import { arrayBuffersOf } from "../state/codec.js";

// The state schemas take a while to build: loaded only when threads are used (design §8).
const shardModule = () => import("./shard.js");

/** Under this much data a thread costs more to start than it saves. */
const MIN_BYTES_PER_WORKER = 32 * 1024 * 1024;

interface Job {
  tag: typeof WORKER_TAG;
  cfg: Config;
  index: number;
  count: number;
  /** The job's first thread: it hashes the files (the others leave that to it). */
  first: boolean;
  /** Lines per block, when not the default. */
  block?: number;
  sources: EngineSources;
  /** The job thread's read counter (io/progress.ts), so its progress line sees this thread. */
  progress: SharedArrayBuffer;
}

type Answer = { state: ShardState } | { stop: RunStop } | { error: string };

export { inSliceWorker } from "./worker-tag.js";

/**
 * How many threads read the run: a number as given (at most 64), or "auto": one per
 * core, and no more than one for each 32 MiB of the sliceable data.
 */
export function workerCount(requested: number | "auto", dataBytes: number, cores: number): number {
  const most = Math.max(1, Math.min(cores, MAX_WORKERS));
  if (requested !== "auto") return Math.max(1, Math.min(requested, MAX_WORKERS));
  return Math.max(1, Math.min(most, Math.floor(dataBytes / MIN_BYTES_PER_WORKER)));
}

/** A structured clone turns a Buffer into a plain Uint8Array: make it a Buffer again. */
function asBuffer(s: Source | undefined): Source | undefined {
  if (s === undefined || typeof s === "string") return s;
  const d = s.data as Uint8Array;
  return { name: s.name, data: Buffer.from(d.buffer, d.byteOffset, d.byteLength) };
}

function revive(sources: EngineSources): EngineSources {
  const out: EngineSources = { ...sources };
  for (const k of ["heldout", "baseline", "candidate", "pairs", "sft"] as const) {
    const v = asBuffer(out[k]);
    if (v !== undefined) out[k] = v;
  }
  for (const k of ["heldoutAtBase", "baselineAtBase"] as const) {
    const v = out[k];
    if (v) out[k] = asBuffer(v) as Exclude<Source, string>;
  }
  if (out.baselineFiles) out.baselineFiles = out.baselineFiles.map((s) => asBuffer(s)!);
  return out;
}

async function workerMain(): Promise<void> {
  const job = workerData as Job;
  countInto(job.progress, 1 + (job.index % 64));
  let answer: Answer;
  try {
    // One local file for all threads: the first hashes it, the others need not.
    const slice: Slice = { index: job.index, count: job.count };
    if (job.block !== undefined) slice.block = job.block;
    if (!job.first) slice.digest = false;
    const { buildShardState } = await shardModule();
    answer = { state: await buildShardState(job.cfg, slice, revive(job.sources), true) };
  } catch (e) {
    answer =
      e instanceof RunStopped
        ? { stop: e.stop }
        : { error: e instanceof Error ? e.message : String(e) };
  }
  // The state's typed arrays are moved to the main thread, not copied (design §11.2).
  parentPort!.postMessage(answer, arrayBuffersOf(answer));
}

if (inSliceWorker()) void workerMain();

/**
 * The file a worker thread starts from. From source (tests, `npm run bench`) it is this
 * module. In a bundle it is the program that is running (dist/index.js or
 * dist/cli/index.js): this module may sit in a chunk of it that cannot run alone, and the
 * program's entry hands a worker thread over to it.
 */
function workerEntry(): URL {
  const here = new URL(import.meta.url);
  if (here.pathname.endsWith(".ts")) return here;
  return pathToFileURL(realpathSync(process.argv[1] as string));
}

/**
 * A thread that runs this module. The bundle is plain JavaScript; the TypeScript source
 * (tests, `npm run bench`) is loaded through tsx, registered inside the thread.
 */
function startWorker(entry: URL, job: Job): Worker {
  if (!entry.pathname.endsWith(".ts")) return new Worker(entry, { workerData: job });
  const boot =
    `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })` +
    `.catch((e) => { throw e; });`;
  return new Worker(boot, { eval: true, workerData: job });
}

function runWorker(entry: URL, job: Job): Promise<ShardState> {
  return new Promise((resolve, reject) => {
    const w = startWorker(entry, job);
    let done = false;
    w.once("message", (a: Answer) => {
      done = true;
      if ("state" in a) resolve(a.state);
      else if ("stop" in a) reject(new RunStopped(a.stop));
      else reject(new Error(`worker ${job.index + 1} of ${job.count}: ${a.error}`));
    });
    w.once("error", (e) => {
      done = true;
      reject(
        new Error(`worker ${job.index + 1} of ${job.count} failed: ${e.message}`, { cause: e }),
      );
    });
    w.once("exit", (code) => {
      if (!done)
        reject(new Error(`worker ${job.index + 1} of ${job.count} exited (${code}) with no state`));
    });
  });
}

/** The states of `count` slices, `first` to `first + n - 1`, read by n threads at once. */
async function threadStates(
  cfg: Config,
  sources: EngineSources,
  first: number,
  n: number,
  count: number,
  block?: number,
): Promise<ShardState[]> {
  const entry = workerEntry();
  const jobs = [...Array(n).keys()].map((k) => {
    const job: Job = {
      tag: WORKER_TAG,
      cfg,
      index: first + k,
      count,
      first: k === 0,
      sources,
      progress: progressBuffer(),
    };
    if (block !== undefined) job.block = block;
    return runWorker(entry, job);
  });
  const settled = await Promise.allSettled(jobs);
  // A stop (bad input) is reported as one would be; the first in slice order, so it is stable.
  for (const s of settled)
    if (s.status === "rejected" && s.reason instanceof RunStopped) throw s.reason;
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<ShardState>).value);
}

/**
 * The run's report read by `workers` threads. One worker, or a run that writes clean
 * pairs (a file written in row order), is read in this thread.
 */
export async function buildReportWithWorkers(
  cfg: Config,
  workers: number,
  sources: EngineSources = {},
): Promise<Report> {
  if (workers <= 1 || cfg.cleanPairs) return buildReport(cfg, sources);
  const states = await threadStates(cfg, sources, 0, workers, workers);
  return (await shardModule()).mergeStates(states, cfg);
}

/**
 * Shard `slice.index` of `slice.count` read by the job's threads: thread t reads slice
 * index × n + t of count × n, and the job's state is their merge. Every shard of the run
 * must use the same number of threads (merge checks it): set `workers` to a number when
 * the runners differ.
 */
export async function buildShardStateWithWorkers(
  cfg: Config,
  slice: Slice,
  workers: number,
  sources: EngineSources = {},
): Promise<ShardState> {
  const shard = await shardModule();
  if (workers <= 1) return shard.buildShardState(cfg, slice, sources);
  const n = slice.count * workers;
  const states = await threadStates(cfg, sources, slice.index * workers, workers, n, slice.block);
  const config = shard.runConfig(cfg);
  const parts = shard.mergeRunParts(states, config, true);
  return shard.saveRun(config, { ...slice, threads: workers }, parts);
}

/** Shard mode with as many threads as `workers` says (auto: by the cores and the data). */
export function buildShardStateAuto(
  cfg: Config,
  slice: Slice,
  sources: EngineSources = {},
): Promise<ShardState> {
  const n = workerCount(cfg.workers, sliceableBytes(cfg), availableParallelism());
  return buildShardStateWithWorkers(cfg, slice, n, sources);
}

/** Bytes of the files that are read in slices, for the auto worker count (0 when unknown). */
export function sliceableBytes(cfg: Config): number {
  const paths = [cfg.pairs, cfg.sft, cfg.baseline, cfg.candidate]
    .flatMap((p) => (p ? p.split("\n") : []))
    .map((p) => p.trim())
    .filter((p) => p !== "");
  let n = 0;
  for (const p of paths) {
    try {
      n += statSync(p).size;
    } catch {
      // a glob, or a missing file the run itself will name
    }
  }
  return n;
}

/** The run with as many threads as `workers` says (auto: by this machine's cores and the data). */
export function buildReportAuto(cfg: Config, sources: EngineSources = {}): Promise<Report> {
  const n = workerCount(cfg.workers, sliceableBytes(cfg), availableParallelism());
  return buildReportWithWorkers(cfg, n, sources);
}

/**
 * The shard functions the action calls, a shard job read by the job's threads. The action
 * loads the shard module through here only, so the bundle holds one copy of it.
 */
export async function shardEngine() {
  return { ...(await shardModule()), buildShardState: buildShardStateAuto };
}
