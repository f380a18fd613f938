// Hundreds of rows with the same problem read as one line with a count and the first
// lines, in every view; report.json still lists every problem kept.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { renderCheckOutput, renderComment, renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";

/** The example candidate with `reward` dropped from every row but line 5, whose prompt is a number. */
function brokenCandidate(): string {
  const rows = readFileSync("fixtures/example/after.jsonl", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const out: Record<string, unknown>[] = [];
  for (let i = 0; out.length < 300; i++) out.push({ ...rows[i % rows.length] });
  out.forEach((r, i) => {
    if (i === 4) r.prompt = 42;
    else delete r.reward;
  });
  const path = join(mkdtempSync(join(tmpdir(), "hg-groups-")), "after.jsonl");
  writeFileSync(path, out.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return path;
}

describe("input problems grouped by reason", async () => {
  const candidate = brokenCandidate();
  const report = await buildReport(
    parseConfig({
      heldout: "fixtures/example/heldout.jsonl",
      baseline: "fixtures/example/before.jsonl",
      candidate,
      "graded-by": "program",
    }),
  );
  const missing =
    "reward: is missing (expected 0/1, true/false or a number in [0, 1]); this row has keys: " +
    "schema_version, scenario_id, family, prompt, rollout_index, model_version, reason, " +
    "markers, lineage, steps, final_text, messages, and 1 more. " +
    "Map the reward with fields (e.g. fields: reward=passed)";

  it("report.json keeps every problem; the file's groups count them", () => {
    expect(report.problems).toHaveLength(300);
    const f = report.inputs.find((x) => x.role === "candidate")!;
    expect(f.problem_groups?.map((g) => [g.field, g.count, g.lines])).toEqual([
      ["reward", 299, [1, 2, 3]],
      ["prompt", 1, [5]],
    ]);
  });

  it("the terminal lists one line per kind", () => {
    const t = renderTerminal(report).join("\n");
    expect(t).toContain("problems (300, 2 kinds)");
    expect(t).toContain(`  ${candidate}: ${missing} (299 rows; lines 1, 2, 3, …)`);
    expect(t).toContain(`  ${candidate}:5: prompt: expected a string, got 42`);
    expect(t.split(missing)).toHaveLength(2);
  });

  it("the summary, the comment and the check run list one line per kind", () => {
    const views = {
      summary: renderSummary(report, {}),
      comment: renderComment(report, {}),
      check: Object.values(renderCheckOutput(report, {})).join("\n"),
    };
    for (const [name, md] of Object.entries(views)) {
      expect(md, name).toMatch(/\(299 rows; lines 1, 2, 3, …\)/);
      // Only the grouped line names the reason; no row-by-row list.
      expect(md.split("is missing (expected 0/1").length - 1, name).toBeLessThanOrEqual(2);
      expect(md, name).not.toContain(`${candidate}:7\``);
    }
    expect(views.summary).toContain("Input problems (300, 2 kinds):");
  });
});
