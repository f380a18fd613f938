// A real report built by the engine from the example world (fixtures/example), for tests
// that need one; cached per test file.
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import type { PostedReport } from "../../src/github/report-schema.js";

let cached: PostedReport | null = null;

export async function sampleReport(): Promise<PostedReport> {
  if (cached === null) {
    const cfg = parseConfig({
      heldout: "fixtures/example/heldout.jsonl",
      baseline: "fixtures/example/before.jsonl",
      candidate: "fixtures/example/after.jsonl",
      pairs: "fixtures/example/pairs.jsonl",
      "graded-by": "program",
      resamples: "1000",
    });
    cached = await buildReport(cfg, {});
  }
  return structuredClone(cached);
}
