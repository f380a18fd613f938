// A row's print with its run label left out. Two runs are copies only when every row of
// one is, byte for byte, a row of the other apart from the key that names the run
// (issue 22 item 7). A deterministic model graded twice scores alike but writes new rows:
// new ids, timestamps, latencies. Such runs are re-runs with zero spread, not copies, so
// the print keeps everything a tool writes except the run key.
import { isRecord } from "./fields.js";
import { feedLanes, laneA, laneB, startLanes } from "./lanes.js";

/**
 * The value with the key at a dotted path removed, copying only the objects on the path
 * (the row itself is not changed). A path that is not there leaves the value as it is.
 */
export function withoutPath(value: unknown, keys: readonly string[], at = 0): unknown {
  const key = keys[at];
  if (key === undefined) return value;
  const last = at === keys.length - 1;
  if (Array.isArray(value) && /^\d+$/.test(key)) {
    const i = Number(key);
    if (i >= value.length) return value;
    const inner = last ? null : withoutPath(value[i], keys, at + 1);
    if (!last && inner === value[i]) return value;
    const copy = value.slice();
    // An array keeps its length: the label's slot is emptied, not spliced out.
    copy[i] = inner;
    return copy;
  }
  if (!isRecord(value) || !Object.prototype.hasOwnProperty.call(value, key)) return value;
  const inner = last ? undefined : withoutPath(value[key], keys, at + 1);
  if (!last && inner === value[key]) return value;
  // No prototype: a key named "__proto__" is copied as the plain key JSON.parse made it.
  const copy = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(value)) {
    if (k !== key) copy[k] = value[k];
    else if (!last) copy[k] = inner;
  }
  return copy;
}

/** 64-bit hash of a text (io/lanes.ts). */
export function fingerprint(s: string): [number, number] {
  startLanes();
  feedLanes(s);
  return [laneA() >>> 0, laneB() >>> 0];
}

/**
 * The print of a parsed row without its run key (`runPath` dotted; null when the run is
 * not a field of the row, as promptfoo's repeat number). `part` tells apart several
 * records a tool reads from one row.
 */
export function rowPrint(
  value: Record<string, unknown>,
  runPath: string | null,
  part = "",
): [number, number] {
  const kept = runPath === null ? value : withoutPath(value, runPath.split("."));
  return fingerprint(`${part}\u0000${JSON.stringify(kept)}`);
}
