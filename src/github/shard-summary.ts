// The job summaries of shard and merge jobs that have no report to show: what one shard
// built, or why a shard or a merge stopped. Messages may quote a state's contents or a
// file name, so they are escaped like any untrusted text.
import type { Slice } from "../engine/shard.js";
import { codeSpan, escapeInline } from "../render/escape.js";

/** Shards are numbered from 0, as shard-index is; the count says how many there are. */
const which = (slice: Slice): string =>
  `shard ${slice.index} of ${slice.count} (0 to ${slice.count - 1})`;

export function shardBuiltSummary(slice: Slice, statePath: string, artifact: string): string {
  const sent = `Uploaded as the artifact ${codeSpan(artifact)}; the merge job decides and posts the verdict.`;
  return `**heldout-gate: ${which(slice)} built its state** in ${codeSpan(statePath)}. ${sent}\n`;
}

export function shardFailedSummary(slice: Slice | null, message: string): string {
  const name = slice === null ? "shard" : which(slice);
  return (
    `**heldout-gate: ${name} stopped.** ${escapeInline(message, 2000)}\n\n` +
    `Nothing was uploaded, so the merge job will refuse the run as missing this shard.\n`
  );
}

export function mergeFailedSummary(message: string): string {
  return (
    `**heldout-gate: the shards' states were not merged.** ${escapeInline(message, 2000)}\n\n` +
    `No verdict was posted.\n`
  );
}
