// The command line of sharded runs: `check --shard I/N` writes one shard's state, and
// `merge STATE...` judges them as one run (docs/design.md §11). Also the --workers choice.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { didYouMean } from "./render/suggest.js";
import { ConfigError, type Config } from "./config.js";
import type { ShardState } from "./engine/shard.js";
import { RunStopped } from "./engine/stage.js";
import { buildShardStateAuto } from "./engine/workers.js";
import { MAX_STATE_BYTES, type Slice } from "./io/slice.js";
import { refuseOverCap, regularFileSize } from "./io/small-file.js";
import { terminalLine } from "./render/escape.js";
import type { Report } from "./report.js";

export const MERGE_USAGE = `       heldout-gate merge STATE... [--out DIR] [--json]   judge the shards' states as
                                         one run: the report one process would write`;

const MERGE_HELP = `Each STATE is the file a \`check --shard I/N\` run wrote (--state-out, or
state-I-of-N.json in its --out dir); give all N. The shards must have run with the same
inputs and settings. Writes report.json and report.md into --out (default .heldout-gate).
Exit code: 0 pass; 1 fail; 2 bad usage or a state that cannot be merged.`;

// The state schemas take a while to build: loaded only by these commands (design §8).
const shardModule = () => import("./engine/shard.js");

/** `--shard I/N` as the action's inputs (mode shard, shard-index, shard-count), which the config checks. */
export function shardInputs(raw: Record<string, string>, spec: string): Record<string, string> {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(spec);
  if (!m) throw new ConfigError(`--shard takes I/N (shard I of N, from 0), got "${spec}"`);
  return { ...raw, mode: "shard", "shard-index": m[1]!, "shard-count": m[2]! };
}

/** `check --shard I/N`: writes this shard's state; exit 0 when written, 2 when not. */
export async function writeShard(
  cfg: Config,
  slice: Slice,
  out: string | undefined,
): Promise<number> {
  const path = out ?? join(cfg.outDir, `state-${slice.index}-of-${slice.count}.json`);
  const { stateJson, ShardStateError } = await shardModule();
  let text: string;
  try {
    text = stateJson(await buildShardStateAuto(cfg, slice));
  } catch (e) {
    if (!(e instanceof RunStopped) && !(e instanceof ShardStateError)) throw e;
    console.error(
      terminalLine(`heldout-gate: shard ${slice.index} of ${slice.count}: ${e.message}`),
    );
    return 2;
  }
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(terminalLine(`wrote the state of shard ${slice.index} of ${slice.count} to ${path}`));
  return 0;
}

interface MergeArgs {
  states: string[];
  out: string;
  json: boolean;
}

function parseMergeArgs(argv: string[]): MergeArgs {
  const args: MergeArgs = { states: [], out: ".heldout-gate", json: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--json") args.json = true;
    else if (a === "--out") {
      const v = argv[++i];
      if (v === undefined) throw new ConfigError("flag --out needs a value");
      args.out = v;
    } else if (a.startsWith("--out=")) args.out = a.slice(6);
    else if (a.startsWith("--"))
      throw new ConfigError(
        `unknown flag ${a}${didYouMean(a.slice(2).split("=")[0]!, ["out", "json", "help"], (f) => `--${f}`)} (merge takes --out and --json)`,
      );
    else args.states.push(a);
  }
  if (args.states.length === 0) throw new ConfigError("merge needs the state files of every shard");
  return args;
}

async function readState(path: string): Promise<ShardState> {
  const { parseState } = await shardModule();
  refuseOverCap(path, await regularFileSize(path), MAX_STATE_BYTES, "a shard state");
  return parseState(await readFile(path, "utf8"), path);
}

/** `merge STATE...`: the exit codes of check. */
export async function mergeMain(
  argv: string[],
  emit: (report: Report, outDir: string, json: boolean) => Promise<number>,
): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(`usage:${MERGE_USAGE.replace(/^ {6}/, "")}\n\n${MERGE_HELP}`);
    return 0;
  }
  try {
    const args = parseMergeArgs(argv);
    const states = [];
    for (const p of args.states) states.push(await readState(p));
    const { mergeStates } = await shardModule();
    return await emit(await mergeStates(states), args.out, args.json);
  } catch (e) {
    console.error(
      terminalLine(`heldout-gate merge: ${e instanceof Error ? e.message : String(e)}`),
    );
    return 2;
  }
}
