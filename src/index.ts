// The action's entry point: run() and nothing else. A worker thread of the run starts from
// this same file to read its slice: it loads the worker's module instead (design §11).
import { inSliceWorker } from "./engine/worker-tag.js";
import { run } from "./main.js";

if (inSliceWorker()) await import("./engine/workers.js");
else await run();
