// How a thread knows it is one of a run's slice workers (engine/workers.ts). Its own small
// module, so the action's entry can ask before loading anything else (design §8).
import { isMainThread, workerData } from "node:worker_threads";

export const WORKER_TAG = "heldout-gate:slice-worker";

/** True inside one of our worker threads: the entry point must not start a run of its own. */
export function inSliceWorker(): boolean {
  return !isMainThread && (workerData as { tag?: unknown } | null)?.tag === WORKER_TAG;
}

/** Set in the environment of the process a chat template is rendered in (engine/template-render.ts). */
export const TEMPLATE_CHILD_ENV = "HELDOUT_GATE_TEMPLATE_RENDERER";

/** True in that process: the entry point must render, not start a run of its own. */
export function inTemplateChild(): boolean {
  return process.env[TEMPLATE_CHILD_ENV] === "1" && typeof process.send === "function";
}
