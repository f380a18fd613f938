// The serve-skew gate on AgentAlign's two rounds (docs/design.md §15): v1-shaped pairs fail
// with one finding per reason, the v2 step pairs pass against the v2 served contexts.
import { describe, expect, it } from "vitest";
import { streamPairs } from "../../src/io/read.js";
import { ServeSkewGate, SERVE_DEFAULTS } from "../../src/gates/serve-skew.js";
import { readServedFile } from "../../src/engine/training-data.js";

const OPTS = { maxLineBytes: 1 << 26, maxFileBytes: 2 ** 30, maxRows: 1e6 };
const SERVED = "fixtures/serve-skew/served-v2.jsonl";

async function gateOver(file: string) {
  const g = new ServeSkewGate(SERVE_DEFAULTS, file, "pairs");
  await streamPairs(file, OPTS, (b) => b.forEach((p) => g.addPair(p)));
  return g;
}

describe("serve-skew on AgentAlign's rounds", () => {
  it("v1-shaped pairs fail with each reason on its own line", async () => {
    const served = (await readServedFile(SERVED, OPTS)).profile;
    const r = (await gateOver("fixtures/serve-skew/pairs-v1.jsonl")).result(served);
    expect(r.status).toBe("fail");
    expect(r.figures.checks_failed).toEqual([
      "completion_observations",
      "bare_id",
      "length_ratio",
      "length_ks",
      "step_history",
    ]);
    expect(r.findings.map((f) => f.line)).toEqual([1, 1, 1, 1, 1]);
    expect(r.findings[1]!.message).toContain("10 of 10 prompts (100%) are a bare task id");
  });

  it("v2 step pairs pass against the v2 served contexts", async () => {
    const served = (await readServedFile(SERVED, OPTS)).profile;
    const r = (await gateOver("fixtures/real/agentalign-v2/dpo_eval.jsonl")).result(served);
    expect(r.status).toBe("pass");
    expect(r.figures).toMatchObject({ served_contexts: 9, length_ratio: 1, bare_id: 0 });
  });

  it("without served contexts: not measured, while the row checks still fail v1", async () => {
    const v2 = (await gateOver("fixtures/real/agentalign-v2/dpo_eval.jsonl")).result(null);
    expect(v2.status).toBe("not_run");
    expect(v2.summary).toMatch(/^not measured/);
    const v1 = (await gateOver("fixtures/serve-skew/pairs-v1.jsonl")).result(null);
    expect(v1.figures.checks_failed).toEqual(["completion_observations", "bare_id"]);
  });
});
