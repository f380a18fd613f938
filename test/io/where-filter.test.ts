// The `where=` row filter (issue 22 item 6): every row it passes over is counted in the
// file's summary, and a row whose value differs from the wanted text only in case or
// spaces is a problem, not a row quietly dropped from the pass rate.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { formatLeftOut } from "../../src/io/left-out.js";
import { renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";
import { F, jsonLines, rowsOf } from "./formats/helpers.js";

const LOG = `${F}/openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl`;
const MIXED = "fixtures/misreads/oaieval-test-match-mixed-case-types.jsonl";
const fields = { where: "type:match", task: "sample_id", reward: "data.correct" };

/** The recount: rows whose type is exactly "match", and the lines of all the others. */
function recount(path: string) {
  const rows = jsonLines(path).map((v, i) => ({ v, line: i + 1 }));
  const kept = rows.filter((r) => r.v.type === "match");
  const near = rows.filter(
    (r) =>
      typeof r.v.type === "string" &&
      r.v.type !== "match" &&
      r.v.type.trim().toLowerCase() === "match",
  );
  const other = rows.filter((r) => !kept.includes(r) && !near.includes(r));
  const correct = kept.map((r) => ((r.v.data as { correct: boolean }).correct ? 1 : 0));
  return { kept: correct, near: near.map((r) => r.line), other: other.map((r) => r.line) };
}

describe("where= counts what it leaves out", () => {
  it("the real oaieval log: 3 match rows read, the 5 other lines counted", async () => {
    const want = recount(LOG);
    const r = await rowsOf(LOG, { fields });
    expect(r.problems).toEqual([]);
    expect(r.rows.map((x) => x.reward)).toEqual(want.kept);
    expect(r.summary.left_out).toEqual([
      {
        what: "rows",
        field: "type",
        reason: "not matched by where type:match",
        count: want.other.length,
        lines: want.other.slice(0, 3),
      },
    ]);
    expect(want.other).toHaveLength(5);
    expect(formatLeftOut(r.summary.left_out![0]!)).toBe(
      "5 rows of type: not matched by where type:match; lines 1, 2, 3",
    );
  });

  it('"Match" and " match" are problems at their lines, not rows dropped in silence', async () => {
    const want = recount(MIXED);
    expect(want.near).toEqual([4, 8]);
    const r = await rowsOf(MIXED, { fields });
    expect(r.problems).toEqual(
      want.near.map(
        (l) =>
          `${MIXED}:${l}: type: differs from the where filter's value "match" only in letter case or spaces: fix the row or the filter (the row was neither read nor left out)`,
      ),
    );
    expect(r.rows.map((x) => x.reward)).toEqual(want.kept);
    expect(r.summary.left_out?.[0]?.count).toBe(want.other.length);
  });

  it("applies to a tool's rows too: lm-eval rows of the other filter are left out, counted", async () => {
    const lines = [
      {
        doc_id: 0,
        doc: {},
        filter: "strict-match",
        metrics: ["exact_match"],
        resps: [],
        exact_match: 0,
      },
      {
        doc_id: 0,
        doc: {},
        filter: "flexible-extract",
        metrics: ["exact_match"],
        resps: [],
        exact_match: 1,
      },
    ];
    const src = {
      name: "samples_gsm8k.jsonl",
      data: Buffer.from(lines.map((l) => JSON.stringify(l)).join("\n")),
    };
    const r = await rowsOf(src, { format: "lm-eval", fields: { where: "filter:strict-match" } });
    expect(r.problems).toEqual([]);
    expect(r.rows.map((x) => x.reward)).toEqual([0]);
    expect(r.summary.left_out?.map((k) => formatLeftOut(k))).toEqual([
      "1 row of filter: not matched by where filter:strict-match; lines 2",
    ]);
  });

  it("the report, the terminal and the summary say what each file left out", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hg-where-"));
    const heldout = join(dir, "heldout.jsonl");
    const ids = ["test-match.s1.0", "test-match.s1.1", "test-match.s1.2"];
    writeFileSync(heldout, ids.map((id) => JSON.stringify({ task_id: id, prompt: id })).join("\n"));
    const report = await buildReport(
      parseConfig({
        heldout,
        baseline: LOG,
        candidate: LOG,
        fields: "where=type:match,task=sample_id,reward=data.correct",
        "graded-by": "program",
      }),
    );
    const base = report.inputs.find((f) => f.role === "baseline")!;
    expect(base.left_out?.map((k) => k.count)).toEqual([5]);
    const line = "left out: 5 rows of type: not matched by where type:match; lines 1, 2, 3";
    const term = renderTerminal(report);
    expect(term.filter((l) => l.trim() === line)).toHaveLength(2);
    const md = renderSummary(report, {}).split("\n");
    expect(md.filter((l) => l.startsWith("- ") && l.endsWith(line.slice(10)))).toHaveLength(2);
  });
});
