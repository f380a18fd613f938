// How a thread knows it is one of a run's slice workers (engine/workers.ts). Its own small
// module, so the action's entry can ask before loading anything else (design §8).
import { isMainThread, workerData } from "node:worker_threads";

export const WORKER_TAG = "heldout-gate:slice-worker";

/** True inside one of our worker threads: the entry point must not start a run of its own. */
export function inSliceWorker(): boolean {
  return !isMainThread && (workerData as { tag?: unknown } | null)?.tag === WORKER_TAG;
}
