// The action's entry point: run() and nothing else. A worker thread of the run starts from
// this same file to read its slice: it loads the worker's module instead (design §11); the
// process a chat template is rendered in starts from it too (engine/template-render.ts).
import { inSliceWorker, inTemplateChild } from "./engine/worker-tag.js";
import { run } from "./main.js";

if (inSliceWorker()) await import("./engine/workers.js");
else if (inTemplateChild()) await (await import("./engine/template-render.js")).templateChildMain();
else await run();
