// The command line of sharded runs: `check --shard I/N` writes one shard's state, and
// `merge STATE...` judges them as one run (docs/design.md §11). Also the --workers choice.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ConfigError, type Config } from "./config.js";
import type { ShardState } from "./engine/shard.js";
import { RunStopped } from "./engine/stage.js";
import { buildShardStateAuto } from "./engine/workers.js";
import { MAX_STATE_BYTES, type Slice } from "./io/slice.js";
import { refuseOverCap, regularFileSize } from "./io/small-file.js";
import { terminalLine } from "./render/escape.js";
import type { Report } from "./report.js";

export const MERGE_USAGE = `       heldout-gate merge STATE... [--out DIR] [--json] [check's flags]   judge the
                                         shards' states as one run, with the flags the
                                         shards were given (a state run with others is
                                         refused): the report one process would write`;

const MERGE_HELP = `Each STATE is the file a \`check --shard I/N\` run wrote (--state-out, or
state-I-of-N.json in its --out dir); give all N. Give merge the flags the shards ran with:
it decides with them and refuses a state run with others. Writes report.json and report.md into --out (default .heldout-gate).
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
  const { stateJson, sealKey, ShardStateError } = await shardModule();
  const key = cfg.github.shardKey === "" ? null : sealKey(cfg.github.shardKey, "");
  let text: string;
  try {
    text = stateJson(await buildShardStateAuto(cfg, slice), key);
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

/** The merge's own settings from check's flags (the CLI parses them: cli.ts). */
export type MergeFlags = (
  argv: string[],
  states: number,
) => Promise<{ cfg: Config; json: boolean }>;

/** The state files (the arguments before the first flag), and the flags after them. */
function splitMergeArgs(argv: string[]): { states: string[]; flags: string[] } {
  const first = argv.findIndex((a) => a.startsWith("--"));
  const states = first < 0 ? argv : argv.slice(0, first);
  if (states.length === 0) throw new ConfigError("merge needs the state files of every shard");
  return { states, flags: first < 0 ? [] : argv.slice(first) };
}

async function readState(path: string, key: Buffer | null): Promise<ShardState> {
  const { parseState } = await shardModule();
  refuseOverCap(path, await regularFileSize(path), MAX_STATE_BYTES, "a shard state");
  return parseState(await readFile(path, "utf8"), path, key);
}

/**
 * `merge STATE... [flags]`: decided with the flags given here, which must be the shards'
 * (design §11.3); the shard count is the number of state files. The exit codes of check.
 */
export async function mergeMain(
  argv: string[],
  emit: (report: Report, outDir: string, json: boolean) => Promise<number>,
  flags: MergeFlags,
): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(`usage:${MERGE_USAGE.replace(/^ {6}/, "")}\n\n${MERGE_HELP}`);
    return 0;
  }
  try {
    const args = splitMergeArgs(argv);
    const { cfg, json } = await flags(args.flags, args.states.length);
    const { mergeStates, sealKey } = await shardModule();
    const key = cfg.github.shardKey === "" ? null : sealKey(cfg.github.shardKey, "");
    const states = [];
    for (const p of args.states) states.push(await readState(p, key));
    return await emit(await mergeStates(states, cfg), cfg.outDir, json);
  } catch (e) {
    console.error(
      terminalLine(`heldout-gate merge: ${e instanceof Error ? e.message : String(e)}`),
    );
    return 2;
  }
}
