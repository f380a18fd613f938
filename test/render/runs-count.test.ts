// The number of runs a side had reads the same in every view: rows without run labels
// are one run (what the noise floor counts), not zero.
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";

/** The example candidate's first run, with its run label removed: a one-run eval. */
function oneRunCandidate(): string {
  const rows = readFileSync("fixtures/example/after.jsonl", "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { lineage: { eval_run?: number } })
    .filter((r) => r.lineage.eval_run === 0);
  for (const r of rows) delete r.lineage.eval_run;
  const path = join(mkdtempSync(join(tmpdir(), "hg-runs-")), "after-one-run.jsonl");
  writeFileSync(path, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return path;
}

describe("runs per side", () => {
  it("a candidate without run labels is 1 run in the terminal and in report.md", async () => {
    const report = await buildReport(
      parseConfig({
        heldout: "fixtures/example/heldout.jsonl",
        baseline: "fixtures/example/before.jsonl",
        candidate: oneRunCandidate(),
        "graded-by": "program",
      }),
    );
    const term = renderTerminal(report).join("\n");
    expect(term).toMatch(
      /refund-bot-v1 8 tasks, 96 rows, 3 run\(s\); refund-bot-v2 8 tasks, 32 rows, 1 run\(s\)/,
    );
    const md = renderSummary(report, {});
    const header = md
      .split("\n")
      .find((l) => l.startsWith("| side | file | rows | tasks | runs |"));
    expect(header).toBeDefined();
    const runsOf = (side: string) => {
      const row = md.split("\n").find((l) => l.startsWith(`| ${side} (`));
      expect(row, side).toBeDefined();
      return row!.split(" | ")[4];
    };
    expect(runsOf("baseline")).toBe("3");
    expect(runsOf("candidate")).toBe("1");
  });
});
