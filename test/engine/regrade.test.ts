// baseline-regraded end to end: the file is read as its own input, compared with the stored
// baseline, and a grader that moved makes the comparison not comparable in every view.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import { parseUntrustedReport } from "../../src/github/report-schema.js";
import { renderTerminal } from "../../src/render/terminal.js";

const dir = mkdtempSync(join(tmpdir(), "hg-regrade-"));
const BEFORE = "fixtures/example/before.jsonl";

/** The example baseline with every failing rollout of the first six tasks graded a pass. */
function lenientRegrade(): string {
  const lines = readFileSync(BEFORE, "utf8").trimEnd().split("\n");
  const out = lines.map((l) => {
    const row = JSON.parse(l) as { scenario_id: string; reward: number };
    if (row.reward === 0 && row.scenario_id <= "ho-06") row.reward = 1;
    return JSON.stringify(row);
  });
  const path = join(dir, "regraded-lenient.jsonl");
  writeFileSync(path, out.join("\n") + "\n");
  return path;
}

const cfg = (regraded: string) =>
  parseConfig({
    heldout: "fixtures/example/heldout.jsonl",
    baseline: BEFORE,
    candidate: "fixtures/example/after.jsonl",
    "graded-by": "program",
    "baseline-regraded": regraded,
  });

describe("baseline-regraded", () => {
  it("the same grades again: checked, listed as its own input, and the example still passes", async () => {
    const r = await buildReport(cfg(BEFORE));
    expect(r.inputs.map((f) => f.role)).toEqual([
      "heldout",
      "baseline",
      "candidate",
      "baseline_regraded",
    ]);
    expect(r.model?.grader_drift?.shift).toBe(0);
    expect(r.model?.grader_drift?.drifted).toBe(false);
    expect(r.decision.pass).toBe(true);
    expect(renderTerminal(r).join("\n")).toContain("within regrading noise");
  });

  it("a lenient regrade is grader drift: warned, with its figures in report.json, and the yardstick", async () => {
    const path = lenientRegrade();
    const r = await buildReport(cfg(path));
    const g = r.model?.grader_drift;
    expect(g?.drifted).toBe(true);
    expect(g?.shift).toBeGreaterThan(0);
    expect(g?.tasks).toBe(8);
    expect(r.model?.warnings.join(" ")).toContain("grader drift");
    expect(r.model?.baseline.path).toBe(path);
    expect(r.notes.join(" ")).toContain(`the candidate is compared with ${path}`);
    // The lenient regrade passes more baseline rollouts, so the win shrinks.
    const plain = await buildReport(cfg(BEFORE));
    expect(r.model!.metrics[0]!.delta!).toBeLessThan(plain.model!.metrics[0]!.delta!);
    // report mode reads the same figures back through its schema.
    const back = parseUntrustedReport(Buffer.from(reportJson(r)), "report.json");
    expect(back.model?.grader_drift).toEqual(g);
    expect(renderTerminal(r).join("\n")).toContain("DRIFTED");
  });

  it("a missing regrade file stops the run on its own input", async () => {
    const r = await buildReport(cfg(join(dir, "nowhere.jsonl"))).catch((e: unknown) => e);
    expect(String(r)).toContain("baseline-regraded");
  });
});
