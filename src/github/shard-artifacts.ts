// How a sharded run's partial states travel from the shard jobs to the merge job: each
// shard uploads one artifact of the workflow run, named for its check name and slice, and
// merge lists the run's artifacts and downloads those of its own check name
// (docs/design.md §11). The states are read back within fixed bounds whatever they hold.
import { lstat, mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { MAX_SHARDS } from "../config.js";
import { MAX_STATE_BYTES } from "../io/slice.js";
import type { Slice } from "../engine/shard.js";
import { checkNameSlug, loadArtifactClient, type ArtifactClientLoader } from "./artifact.js";
import type { ListedArtifact } from "./artifact.js";
import { StepError } from "./sources.js";

/** Bounds on what merge downloads and reads back. */
export interface StateBounds {
  /** Most states one merge takes. */
  count: number;
  /** Most bytes the listed (zipped) artifacts may hold together, checked before downloading. */
  listedBytes: number;
  /** Most bytes of one state file once unpacked. */
  fileBytes: number;
  /** Most bytes of every state file together once unpacked. */
  totalBytes: number;
}

export const STATE_BOUNDS: StateBounds = {
  count: MAX_SHARDS,
  listedBytes: 1024 * 1024 * 1024,
  fileBytes: MAX_STATE_BYTES,
  totalBytes: 1024 * 1024 * 1024,
};

/** `state-<index>-of-<count>.json`: the file a shard writes in out-dir and uploads. */
export function stateFileName(slice: Slice): string {
  return `state-${slice.index}-of-${slice.count}.json`;
}

/**
 * Every state artifact of one check name starts with this. The slug is cut so the longest
 * slice suffix (`255-of-256`) still fits the 100 characters the verdict artifact keeps to.
 */
export function stateArtifactPrefix(checkName: string): string {
  return `heldout-gate-state-${checkNameSlug(checkName, 70)}-`;
}

export function stateArtifactName(checkName: string, slice: Slice): string {
  return `${stateArtifactPrefix(checkName)}${slice.index}-of-${slice.count}`;
}

/**
 * The slice a state artifact's name claims, or null when the name is not one of this
 * prefix's (another check name that merely starts the same way: `gate` and `gate-7b`).
 */
export function sliceOfName(name: string, prefix: string): Slice | null {
  if (!name.startsWith(prefix)) return null;
  const m = /^(0|[1-9][0-9]{0,2})-of-([1-9][0-9]{0,2})$/.exec(name.slice(prefix.length));
  if (m === null) return null;
  const slice = { index: Number(m[1]), count: Number(m[2]) };
  return slice.index < slice.count && slice.count <= MAX_SHARDS ? slice : null;
}

export interface ChosenState {
  artifact: ListedArtifact;
  slice: Slice;
}

/**
 * The artifacts merge downloads: those named for this check name's states, in slice
 * order. Refuses none at all, more than the bounds allow, and two artifacts of one name.
 * Whether the slices cover the run once is the engine's to judge (mergeStates).
 */
export function chooseStates(
  listed: readonly ListedArtifact[],
  checkName: string,
  bounds: StateBounds = STATE_BOUNDS,
): ChosenState[] {
  const prefix = stateArtifactPrefix(checkName);
  const chosen: ChosenState[] = [];
  const names = new Set<string>();
  for (const artifact of listed) {
    const slice = sliceOfName(artifact.name, prefix);
    if (slice === null) continue;
    if (names.has(artifact.name)) {
      throw new StepError(`this run has two artifacts named "${artifact.name}"`);
    }
    names.add(artifact.name);
    chosen.push({ artifact, slice });
  }
  if (chosen.length === 0) {
    throw new StepError(
      `this run has no shard states of check "${checkName}" (artifacts named ${prefix}<index>-of-<count>): ` +
        `run the shard jobs with mode: shard and the same check-name, and make this job need them`,
    );
  }
  if (chosen.length > bounds.count) {
    throw new StepError(
      `this run has ${chosen.length} shard states of check "${checkName}", over the ${bounds.count} one merge takes`,
    );
  }
  const listedBytes = chosen.reduce((n, c) => n + c.artifact.size, 0);
  if (listedBytes > bounds.listedBytes) {
    throw new StepError(
      `the ${chosen.length} shard states of check "${checkName}" are ${listedBytes} bytes zipped, ` +
        `over the ${bounds.listedBytes}-byte cap on what merge downloads`,
    );
  }
  return chosen.sort((a, b) => a.slice.count - b.slice.count || a.slice.index - b.slice.index);
}

export interface DownloadedState {
  /** The artifact's name: what messages about this state call it. */
  name: string;
  slice: Slice;
  text: string;
}

/** Lists this run's artifacts, downloads the chosen states into `into` and reads each back. */
export async function downloadStates(opts: {
  checkName: string;
  into: string;
  load?: ArtifactClientLoader;
  bounds?: StateBounds;
}): Promise<DownloadedState[]> {
  const bounds = opts.bounds ?? STATE_BOUNDS;
  const client = await (opts.load ?? loadArtifactClient)();
  const { artifacts } = await client.listArtifacts({ latest: true });
  const chosen = chooseStates(artifacts, opts.checkName, bounds);
  const out: DownloadedState[] = [];
  let total = 0;
  for (const { artifact, slice } of chosen) {
    const dir = join(opts.into, artifact.name);
    await mkdir(dir, { recursive: true });
    await client.downloadArtifact(artifact.id, { path: dir });
    const file = join(dir, stateFileName(slice));
    const size = await lstat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) {
      throw new StepError(`artifact "${artifact.name}" holds no ${stateFileName(slice)}`);
    }
    if (size > bounds.fileBytes) {
      throw new StepError(
        `the state in artifact "${artifact.name}" is ${size} bytes, over the ${bounds.fileBytes}-byte cap on one state`,
      );
    }
    total += size;
    if (total > bounds.totalBytes) {
      throw new StepError(
        `the shard states are over ${bounds.totalBytes} bytes together once unpacked (at "${artifact.name}")`,
      );
    }
    out.push({ name: artifact.name, slice, text: await readFile(file, "utf8") });
  }
  return out;
}
