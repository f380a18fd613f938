// The judge-labels reader: every field it reads, every bad row a problem at its line and
// field, and the ids a label names its graded row by.
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/io/problems.js";
import { readLabels, replyPrint } from "../../src/io/labels.js";
import type { ReadOptions } from "../../src/io/read.js";
import { parquetBytes } from "../helpers/parquet.js";

const opts: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 100_000 };
const mem = (rows: unknown[], name = "labels.jsonl") => ({
  name,
  data: Buffer.from(
    rows.map((r) => (typeof r === "string" ? r : JSON.stringify(r))).join("\n") + "\n",
  ),
});
const good = { task_id: "t1", label: 1, annotator: "ann", kind: "human" };

describe("labels file", () => {
  it("reads the ids, the label, who gave it, the criterion, the arm and the judge version", async () => {
    const r = await readLabels(
      mem([
        { ...good, run: 0, rollout_index: 2, arm: "candidate", judge_version: "j-3" },
        { rollout_id: "r-9", label: 0.7, annotator: 7, kind: "verifier", criterion: "looked_up" },
        {
          prompt: "p",
          final_text: "a",
          label: false,
          annotator: "m",
          kind: "model",
          criterion: "reward",
        },
      ]),
      opts,
    );
    expect(r.summary.problems).toEqual([]);
    expect(r.summary.role).toBe("judge_labels");
    expect(r.labels).toHaveLength(3);
    const [a, b, c] = r.labels;
    expect(a).toMatchObject({
      line: 1,
      key: { task: "t1", run: "0", rollout: "2", arm: "candidate" },
      criterion: "pass_at_1",
      gold: 1,
      kind: "human",
      judge_version: "j-3",
    });
    expect(b).toMatchObject({
      key: { rollout_id: "r-9" },
      criterion: "marker:looked_up",
      value: 0.7,
      gold: 1,
      kind: "program",
      annotator: "7",
    });
    expect(c!.key.text).toEqual(replyPrint("p", "a"));
    expect(c).toMatchObject({ criterion: "pass_at_1", gold: 0, kind: "model" });
    expect(r.scores).toBe(1);
  });

  it("counts rows handed out but not labelled yet, and problems none of them", async () => {
    const r = await readLabels(
      mem([good, { task_id: "t2", label: null, annotator: null, kind: null }]),
      opts,
    );
    expect(r.labels).toHaveLength(1);
    expect(r.unlabelled).toBe(1);
    expect(r.summary.problem_count).toBe(0);
  });

  it.each([
    [{ ...good, label: 2 }, "label: expected 0/1, true/false or a score in [0, 1], got 2"],
    [{ task_id: "t", annotator: "a", kind: "human" }, "label: is missing"],
    [
      { ...good, kind: "crowd" },
      "kind: expected human, program or model, got a string of 5 characters",
    ],
    [{ ...good, kind: undefined }, "kind: is missing"],
    [{ ...good, annotator: undefined }, "annotator: is missing"],
    [{ ...good, annotator: ["a"] }, "annotator: expected a name or a number, got a list"],
    [
      { ...good, arm: "served" },
      "arm: expected baseline or candidate, got a string of 6 characters",
    ],
    [{ ...good, criterion: 3 }, "criterion: expected a metric name, got 3"],
    [{ ...good, task_id: undefined }, "task_id: names no graded row"],
    [
      { ...good, task_id: undefined, rollout_index: 1, rollout_id: "x" },
      "rollout_index: needs the task_id",
    ],
    [{ ...good, task_id: undefined, prompt: 5 }, "prompt: expected text, got 5"],
    [{ ...good, rollout_index: {} }, "rollout_index: expected a name or a number, got an object"],
  ])("refuses %j at its field", async (row, want) => {
    const r = await readLabels(mem([good, row]), opts);
    expect(r.labels).toHaveLength(1);
    const msgs = r.summary.problems.map((p) => formatProblem(p));
    expect(msgs.some((m) => m.includes(`labels.jsonl:2: ${want}`))).toBe(true);
  });

  it("says a line that is not JSON is one, without quoting it", async () => {
    const r = await readLabels(mem([good, "{secret-token-abc"]), opts);
    expect(r.summary.problem_count).toBe(1);
    expect(JSON.stringify(r.summary.problems)).not.toContain("secret-token-abc");
  });

  it("reads a JSON array of labels as well as JSONL", async () => {
    const r = await readLabels(
      { name: "l.json", data: Buffer.from(JSON.stringify([good, good])) },
      opts,
    );
    expect(r.labels.map((l) => l.line)).toHaveLength(2);
    expect(r.summary.problem_count).toBe(0);
  });

  it("reads a Parquet labels file as its JSONL copy; a bad row is a problem at its row", async () => {
    const rows = [
      { task_id: "t1", label: 1, annotator: "ann", kind: "human" },
      { task_id: "t2", label: 0.25, annotator: "ann", kind: "model" },
      { task_id: "t3", label: 0, annotator: "bob", kind: "crowd" },
      { task_id: "t4", label: 0.5, annotator: "bob", kind: "program" },
    ];
    const cols = (["task_id", "annotator", "kind"] as const).map((name) => ({
      name,
      data: rows.map((r) => r[name]),
      type: "STRING" as const,
    }));
    const data = parquetBytes(
      [...cols, { name: "label", data: rows.map((r) => r.label), type: "DOUBLE" }],
      { rowGroupSize: 3 },
    );
    const pq = await readLabels({ name: "labels.parquet", data }, opts);
    const js = await readLabels(mem(rows), opts);
    expect(pq.labels).toEqual(js.labels);
    // The recount: rows 1, 2 and 4 are labels; gold is label >= 0.5 (the SDK's threshold).
    expect(pq.labels.map((l) => [l.line, l.key.task, l.gold])).toEqual([
      [1, "t1", 1],
      [2, "t2", 0],
      [4, "t4", 1],
    ]);
    expect(pq.summary.problems.map(formatProblem)).toEqual([
      "labels.parquet row 3: kind: expected human, program or model, got a string of 5 characters",
    ]);
  });
});
