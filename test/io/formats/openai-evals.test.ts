// OpenAI evals: an oaieval record log against its own final_report, and API output items.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { F, jsonLines, mean, recordsOf, rowsOf } from "./helpers.js";

const LOG = `${F}/openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl`;
const ITEMS = `${F}/openai-evals/openai-evals-api-items.jsonl`;

describe("OpenAI evals", () => {
  it("a record log: match events are the grades, and their mean is the final_report's accuracy", async () => {
    const report = jsonLines(LOG).find((l) => "final_report" in l) as {
      final_report: { accuracy: number };
    };
    const { rows, summary, problems } = await rowsOf(LOG);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("openai-evals");
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["test-match.s1.2", 0],
      ["test-match.s1.1", 1],
      ["test-match.s1.0", 0],
    ]);
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(report.final_report.accuracy, 12);
    // The log's other lines (spec, final_report, sampling events) are counted, not dropped.
    const lines = jsonLines(LOG);
    const left = (summary.left_out ?? []).reduce((n, k) => n + k.count, 0);
    expect(left).toBe(lines.filter((l) => l.type !== "match").length);
    expect(rows.length + left).toBe(lines.length);
  });

  it("a record log gives freeze each sample's prompt (from its sampling event) and expected answer", async () => {
    const { records } = await recordsOf(LOG);
    expect(records.map((r) => [r.task, r.answer])).toEqual([
      ["test-match.s1.2", "15"],
      ["test-match.s1.1", "George Washington"],
      ["test-match.s1.0", "time"],
    ]);
    expect(records[0]!.prompt).toContain("OpenAI was founded in 20");
  });

  it("a log without match events says so once", async () => {
    const data = Buffer.from(
      '{"spec": {}}\n{"run_id": "r", "event_id": 0, "sample_id": "s.0", "type": "metrics", "data": {"score": 1}}\n',
    );
    const { rows, problems } = await rowsOf({ name: "log.jsonl", data });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      'log.jsonl:0: this oaieval log has no "match" events (its events are: metrics): only match-type evals are read; map other events with the fields input (e.g. fields: where=type:metrics, task=sample_id, reward=data.score)',
    ]);
  });

  it("API output items: every grader passed = 1; per-grader passes and grades are markers", async () => {
    const { rows, problems } = await rowsOf(ITEMS);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["10", 1],
      ["3", 0],
    ]);
    expect({ ...rows[1]!.markers }).toEqual({
      Relevance: 0,
      Directness: 1,
      "Tool called": 1,
      Relevance_grade: 1,
      Directness_grade: 3,
      "Tool called_grade": 1,
    });
    const one = await rowsOf(ITEMS, { metric: "Directness" });
    expect(one.rows.map((r) => r.reward)).toEqual([1, 1]);
  });
});

describe("Evals API runs (issue 22 item 7)", () => {
  const MULTI = `${F}/openai-evals/openai-evals-multi-run-items.jsonl`;

  it("run_id is the run: two runs in one file stay two, and the errored item is counted as left out", async () => {
    const items = jsonLines(MULTI) as { run_id: string; sample: { error?: unknown } }[];
    const { rows, summary, problems } = await rowsOf(MULTI);
    expect(problems).toEqual([]);
    // The recount: items whose sample has no error are graded; the errored one is left out.
    const graded = items.filter((i) => i.sample.error === undefined);
    expect(rows.map((r) => [r.task, r.run, r.reward])).toEqual([["0", graded[0]!.run_id, 1]]);
    expect(summary.runs).toEqual([graded[0]!.run_id]);
    expect(summary.left_out).toEqual([
      {
        what: "rows",
        field: "sample.error",
        reason: "the sample errored, so no grader ran",
        count: items.length - graded.length,
        lines: [1],
      },
    ]);
  });

  it("the two-item file written as two runs is read as two runs of two tasks, not one run of four rows", async () => {
    const lines = readFileSync(ITEMS, "utf8")
      .split("\n")
      .filter((l) => l.trim() !== "");
    const other = lines.map((l) => l.replace('"evalrun_import_fixture"', '"evalrun_second"'));
    const data = Buffer.from([...lines, ...other].join("\n") + "\n");
    const { rows, summary, problems } = await rowsOf({ name: "two-runs.jsonl", data });
    expect(problems).toEqual([]);
    expect(summary.runs).toEqual(["evalrun_import_fixture", "evalrun_second"]);
    expect(rows.map((r) => [r.run, r.task])).toEqual([
      ["evalrun_import_fixture", "10"],
      ["evalrun_import_fixture", "3"],
      ["evalrun_second", "10"],
      ["evalrun_second", "3"],
    ]);
    // Identical apart from run_id: the print that tells a copied run is the same.
    expect(rows[2]!.fingerprint).toEqual(rows[0]!.fingerprint);
    expect(rows[3]!.fingerprint).toEqual(rows[1]!.fingerprint);
    expect(rows[1]!.fingerprint).not.toEqual(rows[0]!.fingerprint);
  });
});
