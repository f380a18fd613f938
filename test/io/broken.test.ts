// Every deliberately broken fixture must be reported at its exact file:line and field.
import { describe, expect, it } from "vitest";
import { readEvalRows, readHeldout, streamPairs, type ReadOptions } from "../../src/io/read.js";
import { formatProblem } from "../../src/io/problems.js";
import type { CanonicalPair, FileSummary } from "../../src/io/canonical.js";

const F = (name: string) => `fixtures/broken/${name}`;
const opts: ReadOptions = { maxLineBytes: 1024, maxFileBytes: 1 << 20, maxRows: 1000 };
const messages = (s: FileSummary) => s.problems.map(formatProblem);

async function pairs(name: string) {
  const got: CanonicalPair[] = [];
  const summary = await streamPairs(F(name), opts, (b) => got.push(...b));
  return { got, summary };
}

describe("held-out files", () => {
  it("malformed JSON is reported at its line and the other lines still read", async () => {
    const { tasks, summary } = await readHeldout(F("malformed-json.jsonl"), opts);
    expect(summary.problems).toHaveLength(1);
    expect(summary.problems[0]).toMatchObject({
      file: F("malformed-json.jsonl"),
      line: 3,
      field: "",
    });
    expect(messages(summary)[0]).toMatch(
      /^fixtures\/broken\/malformed-json\.jsonl:3: not valid JSON: /,
    );
    expect(tasks.map((t) => [t.line, t.task_id])).toEqual([
      [1, "t1"],
      [2, "t2"],
      [4, "t4"],
    ]);
  });

  it("a missing field names the field", async () => {
    const { tasks, summary } = await readHeldout(F("missing-field.jsonl"), opts);
    expect(messages(summary)).toEqual([
      "fixtures/broken/missing-field.jsonl:2: prompt: is missing (expected a string)",
    ]);
    expect(tasks.map((t) => t.task_id)).toEqual(["t1", "t3"]);
  });

  it("a wrong type says what was expected and what was found", async () => {
    const { summary } = await readHeldout(F("wrong-type.jsonl"), opts);
    expect(messages(summary)).toEqual([
      "fixtures/broken/wrong-type.jsonl:3: prompt: expected a string, got 42",
    ]);
  });

  it("an empty file is one problem at line 0", async () => {
    const { tasks, summary } = await readHeldout(F("empty.jsonl"), opts);
    expect(tasks).toEqual([]);
    expect(messages(summary)).toEqual(["fixtures/broken/empty.jsonl:0: file is empty"]);
  });

  it("a UTF-8 BOM is ignored", async () => {
    const { tasks, summary } = await readHeldout(F("bom.jsonl"), opts);
    expect(summary.problems).toEqual([]);
    expect(tasks).toEqual([
      { line: 1, task_id: "t1", prompt: "What is 2+2?" },
      { line: 2, task_id: "t2", prompt: "Name a prime." },
    ]);
  });

  it("CRLF ends and blank lines are read with true line numbers", async () => {
    const { tasks, summary } = await readHeldout(F("crlf-blank-lines.jsonl"), opts);
    expect(summary.problems).toEqual([]);
    expect(tasks.map((t) => [t.line, t.task_id, t.prompt])).toEqual([
      [1, "t1", "What is 2+2?"],
      [3, "t2", "Name a prime."],
      [5, "t3", "Spell cat."],
    ]);
    expect(summary.tasks).toBe(3);
  });

  it("a duplicate task id points at both lines", async () => {
    const { tasks, summary } = await readHeldout(F("duplicate-task-id.jsonl"), opts);
    expect(messages(summary)).toEqual([
      'fixtures/broken/duplicate-task-id.jsonl:4: task_id: duplicate task id "t2" (first at line 2)',
    ]);
    expect(tasks).toHaveLength(3);
  });

  it("a JSON value that is not an object is a problem", async () => {
    const { summary } = await readHeldout(F("not-an-object.jsonl"), opts);
    expect(messages(summary)).toEqual([
      "fixtures/broken/not-an-object.jsonl:2: expected a JSON object, got a list",
    ]);
  });

  it("invalid UTF-8 is a problem, not replacement characters", async () => {
    const { tasks, summary } = await readHeldout(F("bad-utf8.jsonl"), opts);
    expect(messages(summary)).toEqual(["fixtures/broken/bad-utf8.jsonl:2: not valid UTF-8"]);
    expect(tasks).toHaveLength(1);
  });
});

describe("eval files", () => {
  it("a reward outside [0, 1] is reported; true reads as 1", async () => {
    const { rows, summary } = await readEvalRows(F("reward-out-of-range.jsonl"), "candidate", opts);
    expect(messages(summary)).toEqual([
      "fixtures/broken/reward-out-of-range.jsonl:3: reward: must be 0/1 or within [0, 1], got 1.5",
    ]);
    expect(rows.map((r) => [r.line, r.reward])).toEqual([
      [1, 1],
      [2, 0],
      [4, 1],
    ]);
  });

  it("a mapped path that is absent names the path", async () => {
    const { rows, summary } = await readEvalRows(F("foreign-eval.jsonl"), "baseline", {
      ...opts,
      fields: { reward: "verifier_result.passed", run: "metadata.sample_idx" },
    });
    expect(messages(summary)).toEqual([
      "fixtures/broken/foreign-eval.jsonl:3: verifier_result.passed: is missing (mapped as reward)",
    ]);
    expect(rows.map((r) => [r.line, r.task, r.reward, r.run])).toEqual([
      [1, "t1", 1, "0"],
      [2, "t1", 0, "1"],
      [4, "t2", 1, "2"],
    ]);
    expect(summary.tasks).toBe(2);
    expect(summary.runs).toEqual(["0", "1", "2"]);
  });

  it("without the mapping the same rows lack a reward, each at its line", async () => {
    const { rows, summary } = await readEvalRows(F("foreign-eval.jsonl"), "baseline", opts);
    expect(rows).toEqual([]);
    expect(summary.problems.map((p) => [p.line, p.field])).toEqual([
      [1, "reward"],
      [2, "reward"],
      [3, "reward"],
      [4, "reward"],
    ]);
  });
});

describe("pair files", () => {
  it("an over-long line is skipped with a problem and the next line still reads", async () => {
    const { got, summary } = await pairs("over-long-line.jsonl");
    expect(messages(summary)).toEqual([
      "fixtures/broken/over-long-line.jsonl:2: line is longer than 1024 bytes; skipped",
    ]);
    expect(got.map((p) => [p.line, p.chosen])).toEqual([
      [1, "Hi there!"],
      [3, "Goodbye!"],
    ]);
  });

  it("an unknown pair shape lists the expected shapes and the keys found", async () => {
    const { got, summary } = await pairs("unknown-pair-shape.jsonl");
    expect(got).toHaveLength(1);
    expect(summary.problems).toHaveLength(1);
    const m = messages(summary)[0]!;
    expect(m).toMatch(
      /^fixtures\/broken\/unknown-pair-shape\.jsonl:2: unknown pair shape: expected one of /,
    );
    for (const shape of ["whileai", "trl-conversational", "trl-standard", "transcript"]) {
      expect(m).toContain(shape);
    }
    expect(m).toMatch(/this row has keys: question, good, bad$/);
  });

  it("a row of another shape than the file's names both shapes", async () => {
    const { got, summary } = await pairs("mixed-shapes.jsonl");
    expect(summary.shape).toBe("trl-standard");
    expect(got).toHaveLength(2);
    expect(messages(summary)).toEqual([
      "fixtures/broken/mixed-shapes.jsonl:3: this row is a trl-conversational pair but the file's pairs are trl-standard (decided at line 1)",
    ]);
  });

  it("gzip is read, with or without the .gz suffix", async () => {
    for (const name of ["pairs.jsonl.gz", "gzipped-without-suffix.jsonl"]) {
      const { got, summary } = await pairs(name);
      expect(summary.problems).toEqual([]);
      expect(got.map((p) => p.chosen)).toEqual(["Hi there!", "Goodbye, é 🙂"]);
    }
  });

  it("a truncated gzip stream is a problem, not a crash", async () => {
    const { got, summary } = await pairs("truncated.jsonl.gz");
    expect(got).toEqual([]);
    expect(messages(summary)).toEqual([
      "fixtures/broken/truncated.jsonl.gz:0: not valid gzip data: unexpected end of file",
    ]);
    expect(summary.sha256).toBe("");
  });
});
