// Results naming hundreds of thousands of tasks the held-out test lacks stop the run naming
// those tasks and their side (issue 24.5), not blaming "resamples" for the draw budget.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport, RunStopped } from "../../src/engine.js";

const dir = mkdtempSync(join(tmpdir(), "hg-unknown-"));

describe("many unknown task ids", () => {
  it("stop the run on the candidate, naming the tasks", async () => {
    const raw = exampleInputs("fixtures/example");
    const extra = Array.from({ length: 300_000 }, (_, i) => `{"task_id":"zz-${i}","reward":1}`);
    const cand = join(dir, "after.jsonl");
    writeFileSync(cand, readFileSync(raw.candidate!, "utf8") + extra.join("\n") + "\n");
    let stop: RunStopped["stop"] | null = null;
    try {
      await buildReport(parseConfig({ ...raw, candidate: cand, resamples: "10000" }));
    } catch (e) {
      if (!(e instanceof RunStopped)) throw e;
      stop = e.stop;
    }
    expect(stop).not.toBeNull();
    expect(stop!.input).toBe("candidate");
    expect(stop!.reason).toContain(
      'candidate results name 300000 task(s) that are not in the held-out test: "zz-0"',
    );
    expect(stop!.reason).not.toContain("resamples");
  }, 120_000);
});
