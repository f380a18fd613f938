// The agent-benchmark logs (tau2-bench, Terminal-Bench, BFCL's result + score pair) are
// read whole by shard 0, and a BFCL score file grades its result file only where both
// are read: merged over shards, the report is the single-process one, byte for byte.
// (tau-bench v1's 4 MB array goes the same way as tau2's document; it is left out for time.)
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import { buildShardState, mergeStates, parseState, stateJson } from "../../src/engine/shard.js";
import { freezeTasks, heldoutJsonl } from "../../src/io/freeze.js";

const F = "fixtures/formats";
const OPTS = { maxLineBytes: 1 << 26, maxFileBytes: 1 << 30, maxRows: 1e6 };
const dir = mkdtempSync(join(tmpdir(), "hg-shard-agents-"));

const SIDES: Record<string, string> = {
  "tau2-bench": `${F}/tau2-bench/2025-10-13T11-40-16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json`,
  "Terminal-Bench, two runs": `${F}/terminal-bench/2025-08-25__12-29-38__results.json\n${F}/terminal-bench/2025-08-25__20-59-15__results.json`,
  "BFCL result and score": `${F}/bfcl/BFCL_v4_simple_python_result.json\n${F}/bfcl/BFCL_v4_simple_python_score.json`,
};

describe("agent-benchmark logs under shards", () => {
  for (const [name, side] of Object.entries(SIDES)) {
    it(`${name}: 3 shards of 5-line blocks give the single-process report`, async () => {
      const frozen = await freezeTasks(side.split("\n"), OPTS);
      const heldout = join(dir, `${name.replace(/\W+/g, "-")}.jsonl`);
      writeFileSync(heldout, heldoutJsonl(frozen.tasks));
      const cfg = parseConfig({
        heldout,
        baseline: side,
        candidate: side,
        "graded-by": "program",
        resamples: "500",
      });
      const want = reportJson(await buildReport(cfg));
      expect(JSON.parse(want).problems).toEqual([]);
      const states = [];
      for (let index = 0; index < 3; index++) {
        const s = await buildShardState(cfg, { index, count: 3, block: 5 });
        states.push(parseState(stateJson(s), `shard-${index}.json`));
      }
      expect(reportJson(await mergeStates(states.reverse(), cfg))).toBe(want);
    });
  }
});
