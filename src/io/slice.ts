// Which rows of a file one shard reads (docs/design.md §11). Every shard streams every
// byte of a file (so all of them hash it, number its lines and count its rows alike) but
// parses and checks only the lines it owns: blocks of lines dealt out in turn. A file that
// cannot be cut by lines (a JSON document, a zip, another tool's log whose rows belong
// together) is read whole by shard 0, as are the problems of the file as a whole.

/** One shard of a run: index in [0, count). */
export interface Slice {
  index: number;
  count: number;
  /** Lines per block (default BLOCK_LINES); tests cut small files finely with it. */
  block?: number;
  /** false: leave the digest to shard 0 (threads of one job reading one local file). */
  digest?: boolean;
  /** A shard read by this many threads, each a slice of count × threads (engine/workers.ts). */
  threads?: number;
}

/** Most shards one run may be split into; merge reads back at most this many states. */
export const MAX_SHARDS = 256;

/**
 * Most bytes one shard's state file may hold. A state holds counts and the held-out task
 * list, not rows: a 10,000-task test's states are about 180 KB each.
 */
export const MAX_STATE_BYTES = 256 * 1024 * 1024;

/** Lines per block. Small enough that shards get even shares of any file's hard parts. */
export const BLOCK_LINES = 256;

/**
 * How a shard reads one file. Until the reader has settled how the file is cut (the
 * first row can decide it: a pair file's shape, an eval file's tool), every line is
 * parsed, the ones of other shards as probes that only inform that decision.
 */
export type SliceMode = "probing" | "lines" | "whole";

export class LineOwner {
  mode: SliceMode = "probing";

  constructor(readonly slice: Slice) {}

  /** Whether this shard reads the line, and says what is wrong with it. */
  owns(line: number): boolean {
    const { index, count, block = BLOCK_LINES } = this.slice;
    if (this.mode === "whole") return index === 0;
    return Math.floor((line - 1) / block) % count === index;
  }

  /** Whether the line need not even be parsed here. */
  skips(line: number): boolean {
    return this.mode !== "probing" && !this.owns(line);
  }

  /** Whether this shard speaks for the file as a whole (its size, layout, trailing bytes). */
  get lead(): boolean {
    return this.slice.index === 0;
  }
}

/**
 * How much of a file one reader owned, for merge to prove the shards covered the file once
 * (docs/design.md §11.2): `lines` the file's units (lines; rows of a Parquet file), the
 * same on every shard; `owned` those this slice read as its own; `whole` when the file is
 * read whole by shard 0.
 */
export interface Cover {
  lines: number;
  owned: number;
  whole: boolean;
}

/** Lines 1..lines that slice owns when lines are dealt out in blocks (LineOwner.owns). */
export function ownedLines(lines: number, slice: Slice): number {
  const { index, count, block = BLOCK_LINES } = slice;
  const full = Math.floor(lines / block);
  const blocks = full > index ? Math.floor((full - index + count - 1) / count) : 0;
  const rest = full % count === index ? lines - full * block : 0;
  return blocks * block + rest;
}

/** Checks a slice's numbers; the message names where they came from. */
export function checkSlice(s: Slice, where: string): Slice {
  if (!Number.isInteger(s.count) || s.count < 1 || s.count > MAX_SHARDS) {
    throw new Error(
      `${where}: the shard count must be an integer from 1 to ${MAX_SHARDS}, got ${s.count}`,
    );
  }
  if (!Number.isInteger(s.index) || s.index < 0 || s.index >= s.count) {
    throw new Error(
      `${where}: the shard index must be an integer from 0 to ${s.count - 1}, got ${s.index}`,
    );
  }
  if (s.block !== undefined && (!Number.isInteger(s.block) || s.block < 1)) {
    throw new Error(`${where}: lines per block must be a positive integer, got ${s.block}`);
  }
  return s;
}
