// Sharded runs (docs/design.md §11): a shard reads its slice of every sliceable input and
// keeps every accumulator as a partial state; merge checks that the states cover each
// slice once, with the same settings and inputs, and decides as one run would.
// CONTRACT (being built): the signatures below are what the CLI and the action call.
import type { Config } from "../config.js";
import type { Report } from "../report.js";
import type { EngineSources } from "./sources.js";

/** Which slice of the inputs one shard reads: index in [0, count). */
export interface Slice {
  index: number;
  count: number;
}

/** A shard's partial state: JSON, versioned, validated when read back (untrusted). */
export interface ShardState {
  kind: "heldout-gate-shard";
  state_version: number;
  slice: Slice;
  /** Digest of the settings and inputs every shard of one run must share. */
  run_key: string;
  [k: string]: unknown;
}

export class ShardStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ShardStateError";
  }
}

/** Reads this shard's slice of every input and returns its partial state. */
export async function buildShardState(
  cfg: Config,
  slice: Slice,
  sources: EngineSources = {},
): Promise<ShardState> {
  void cfg;
  void slice;
  void sources;
  throw new ShardStateError("sharded runs are not built yet");
}

/** The state as the bytes written to a file or an artifact. */
export function stateJson(state: ShardState): string {
  return JSON.stringify(state) + "\n";
}

/** A state read back from a file (`name` for messages); refused unless it is well formed. */
export function parseState(text: string, name: string): ShardState {
  void text;
  throw new ShardStateError(`${name}: sharded runs are not built yet`);
}

/**
 * The report of the whole run from every shard's state, decided with the settings the
 * shards ran with (they are in each state). Refuses a missing, duplicated or foreign shard
 * (different settings or inputs) with a message naming it.
 */
export function mergeStates(states: readonly ShardState[]): Report {
  void states;
  throw new ShardStateError("sharded runs are not built yet");
}
