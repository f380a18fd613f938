// Eval rows (whileai shape and the `fields` mapping), held-out tasks, SFT rows, and
// the problem collector.
import { describe, expect, it } from "vitest";
import { getPath } from "../../src/io/fields.js";
import { formatProblem, ProblemCollector } from "../../src/io/problems.js";
import { readEvalRows, readHeldout, streamSft, type ReadOptions } from "../../src/io/read.js";
import type { SftRow } from "../../src/io/canonical.js";

const opts: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 100_000 };
const mem = (name: string, rows: unknown[]) => ({
  name,
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
});

describe("getPath", () => {
  const row = {
    task_id: "t",
    verifier_result: { passed: true },
    metadata: { sample_idx: 2, tags: ["a", "b"] },
  };
  it("walks dotted paths, list indices included", () => {
    expect(getPath(row, "task_id")).toBe("t");
    expect(getPath(row, "verifier_result.passed")).toBe(true);
    expect(getPath(row, "metadata.sample_idx")).toBe(2);
    expect(getPath(row, "metadata.tags.1")).toBe("b");
  });
  it("is undefined when a step is missing or not an object", () => {
    expect(getPath(row, "verifier_result.score")).toBeUndefined();
    expect(getPath(row, "task_id.x")).toBeUndefined();
    expect(getPath(row, "nope.deeper")).toBeUndefined();
  });
});

describe("eval rows", () => {
  it("reads a foreign harness row through the fields mapping", async () => {
    const { rows, summary } = await readEvalRows(
      mem("foreign.jsonl", [
        { task_id: "t-9", verifier_result: { passed: true }, metadata: { sample_idx: 2 } },
        { task_id: "t-9", verifier_result: { passed: false }, metadata: { sample_idx: 3 } },
      ]),
      "candidate",
      {
        ...opts,
        fields: { task: "task_id", reward: "verifier_result.passed", run: "metadata.sample_idx" },
      },
    );
    expect(summary.problems).toEqual([]);
    expect(withoutFingerprints(rows)).toEqual([
      { line: 1, task: "t-9", reward: 1, run: "2", markers: {} },
      { line: 2, task: "t-9", reward: 0, run: "3", markers: {} },
    ]);
    expect(summary).toMatchObject({
      role: "candidate",
      shape: "eval",
      rows: 2,
      tasks: 1,
      runs: ["2", "3"],
    });
  });

  it("reads the whileai row shape: task key precedence, markers, lineage", async () => {
    const { rows, summary } = await readEvalRows(
      mem("wai.jsonl", [
        {
          scenario_id: "s1",
          task_id: "ignored",
          prompt: "p",
          reward: 0.5,
          markers: { looked_up_first: 1, apologized: false, unmeasured: null },
          lineage: { eval_run: 2, source: "eval", judge_version: "j-2" },
          rollout_index: 3,
          rollout_id: "s1-r3",
          model_version: 3,
          family: "refunds",
          finish_reason: "stop",
          final_text: "done",
        },
        { task_id: "t2", reward: 1, lineage: { eval_run: "1" } },
        { prompt: "What is 2+2?", reward: 0, lineage: { eval_run: 2 } },
        { scenario_id: "", task_id: 0, prompt: "", reward: 1 },
        { scenario_id: "", task_id: null, prompt: "", reward: 1 },
      ]),
      "baseline",
      opts,
    );
    expect(withoutFingerprints(rows)).toEqual([
      {
        line: 1,
        task: "s1",
        reward: 0.5,
        run: "2",
        markers: { looked_up_first: 1, apologized: 0 },
        family: "refunds",
        source: "eval",
        model_version: "3",
        finish_reason: "stop",
        final_text: "done",
        // The ids judge labels may name the row by.
        rollout: "3",
        rollout_id: "s1-r3",
        judge_version: "j-2",
        prompt: "p",
      },
      { line: 2, task: "t2", reward: 1, run: "1", markers: {} },
      { line: 3, task: "What is 2+2?", reward: 0, run: "2", markers: {}, prompt: "What is 2+2?" },
      { line: 4, task: "0", reward: 1, markers: {}, prompt: "" },
    ]);
    expect(summary.runs).toEqual(["2", "1"]);
    expect(summary.tasks).toBe(4);
    expect(summary.problems.map(formatProblem)).toEqual([
      "wai.jsonl:5: task_id: no task key: expected scenario_id, task_id or prompt",
    ]);
  });

  it("names the field of every wrong value, nested ones included", async () => {
    const { rows, summary } = await readEvalRows(
      mem("bad.jsonl", [
        { task_id: "t1", reward: "1" },
        { task_id: "t1", reward: 1, markers: { tone: "warm" } },
        { task_id: "t1", reward: 1, lineage: "run-1" },
        { task_id: { id: 1 }, reward: 1 },
      ]),
      "candidate",
      opts,
    );
    expect(withoutFingerprints(rows)).toEqual([]);
    expect(summary.problems.map(formatProblem)).toEqual([
      'bad.jsonl:1: reward: expected 0/1, true/false or a number in [0, 1], got the string "1"',
      'bad.jsonl:2: markers.tone: expected a number, got the string "warm"',
      "bad.jsonl:3: lineage: expected an object, got a string of 5 characters",
      "bad.jsonl:4: task_id: expected a string or a number, got an object",
    ]);
  });
});

describe("held-out tasks", () => {
  it("accepts scenario_id, numeric ids and structured answers", async () => {
    const { tasks, summary } = await readHeldout(
      mem("heldout.jsonl", [
        { scenario_id: "s1", prompt: "a", answer: 4, family: "math", reference: "r" },
        { task_id: 17, prompt: "b", answer: { tests: ["x"] } },
        { prompt: "c" },
      ]),
      opts,
    );
    expect(tasks).toEqual([
      { line: 1, task_id: "s1", prompt: "a", answer: "4", family: "math", reference: "r" },
      { line: 2, task_id: "17", prompt: "b", answer: '{"tests":["x"]}' },
    ]);
    expect(summary.problems.map(formatProblem)).toEqual([
      "heldout.jsonl:3: task_id: is missing (expected task_id or scenario_id)",
    ]);
    expect(summary).toMatchObject({ role: "heldout", shape: "heldout", rows: 2, tasks: 2 });
    expect(summary.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives the same summary, byte for byte, on a second read", async () => {
    const a = await readHeldout("fixtures/broken/duplicate-task-id.jsonl", opts);
    const b = await readHeldout("fixtures/broken/duplicate-task-id.jsonl", opts);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe("SFT rows", () => {
  it("reads messages and prompt+completion rows", async () => {
    const got: SftRow[] = [];
    const summary = await streamSft(
      mem("sft.jsonl", [
        {
          messages: [
            { role: "system", content: "Be kind." },
            { role: "user", content: "Hi" },
            { role: "assistant", content: "Hello!" },
          ],
          task_id: "x1",
        },
        { prompt: "2+2?", completion: "4", finish_reason: "length", source: "mined" },
        {
          prompt: [{ role: "user", content: "3+3?" }],
          completion: [{ role: "assistant", content: "6" }],
        },
        { prompt: "only a prompt" },
        { messages: [] },
      ]),
      opts,
      (b) => got.push(...b),
    );
    expect(got).toEqual([
      {
        line: 1,
        prompt: "Be kind.\nHi",
        completion: "Hello!",
        messages: [
          { role: "system", content: "Be kind." },
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello!" },
        ],
        task_id: "x1",
      },
      {
        line: 2,
        prompt: "2+2?",
        completion: "4",
        messages: [
          { role: "user", content: "2+2?" },
          { role: "assistant", content: "4" },
        ],
        finish_reason: "length",
        source: "mined",
      },
      {
        line: 3,
        prompt: "3+3?",
        completion: "6",
        messages: [
          { role: "user", content: "3+3?" },
          { role: "assistant", content: "6" },
        ],
      },
    ]);
    expect(summary.problems.map(formatProblem)).toEqual([
      "sft.jsonl:4: completion: is missing (expected messages, conversations, prompt and completion, or instruction and output)",
      "sft.jsonl:5: messages: must hold at least one message, got a list",
    ]);
    expect(summary).toMatchObject({ role: "sft", shape: "sft", rows: 3 });
  });
});

describe("ProblemCollector", () => {
  it("keeps the first 1,000 problems and counts the rest in a closing problem", () => {
    const c = new ProblemCollector("big.jsonl");
    for (let i = 1; i <= 1500; i++) c.add(i, "reward", "bad");
    const list = c.list();
    expect(c.count).toBe(1500);
    expect(list).toHaveLength(1001);
    expect(list[999]!.line).toBe(1000);
    expect(formatProblem(list[1000]!)).toBe(
      "big.jsonl:0: 500 more problem(s) in this file not listed (only the first 1000 are kept)",
    );
  });

  it("formats with and without a field", () => {
    expect(
      formatProblem({ file: "a.jsonl", line: 3, field: "chosen.0.content", reason: "x" }),
    ).toBe("a.jsonl:3: chosen.0.content: x");
    expect(formatProblem({ file: "a.jsonl", line: 0, field: "", reason: "file is empty" })).toBe(
      "a.jsonl:0: file is empty",
    );
  });

  it("reading a file of 1,500 bad lines keeps memory to the first 1,000 problems", async () => {
    const data = Buffer.from("{oops\n".repeat(1500));
    const { summary } = await readHeldout({ name: "junk.jsonl", data }, opts);
    expect(summary.problems).toHaveLength(1001);
    expect(summary.problems[1000]!.reason).toContain("500 more problem(s)");
  });
});

/** Rows as read, without the hash each carries for spotting duplicates (tested in test/stats). */
function withoutFingerprints<T extends { fingerprint?: [number, number] }>(
  rows: T[],
): Omit<T, "fingerprint">[] {
  return rows.map(({ fingerprint: _f, ...rest }) => rest);
}
