// How far reading has come, for the CLI's progress bar and the action's heartbeat line
// (docs/design.md §6). Every chunk a reader takes from a file is counted here; threads
// share one buffer, a slot each, so the thread that shows progress sees theirs. Nothing
// here reaches report.json: the report stays the same whatever was shown.

/** Most slots: the job's own thread and up to 64 worker threads. */
const SLOTS = 65;

let counts = new Float64Array(new SharedArrayBuffer(SLOTS * 8));
let slot = 0;

/** The buffer to hand worker threads, so their reads add up here. */
export function progressBuffer(): SharedArrayBuffer {
  return counts.buffer as SharedArrayBuffer;
}

/** In a worker thread: count into `buffer`'s slot `index` (1 and up; 0 is the job's). */
export function countInto(buffer: SharedArrayBuffer, index: number): void {
  counts = new Float64Array(buffer);
  slot = Math.max(0, Math.min(SLOTS - 1, index));
}

/** A reader took `bytes` more from a file. */
export function countRead(bytes: number): void {
  counts[slot] = counts[slot]! + bytes;
}

/**
 * Bytes read so far: the job thread's own, and the furthest worker thread's. Every worker
 * reads each sliced file whole (a slice keeps its lines but reads past the others'), so
 * the furthest one tells how far through the data the run is.
 */
export function bytesRead(): number {
  let most = 0;
  for (let i = 1; i < SLOTS; i++) most = Math.max(most, counts[i]!);
  return counts[0]! + most;
}
