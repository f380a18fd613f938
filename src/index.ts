// The action's entry point: run() and nothing else.
import { run } from "./main.js";

await run();
