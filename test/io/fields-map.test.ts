// The `fields` mapping grown up: value maps, a row filter, and nothing validated that
// the mapping does not read.
import { describe, expect, it } from "vitest";
import { ConfigError, parseFieldMap } from "../../src/config.js";
import { formatProblem } from "../../src/io/problems.js";
import { readEvalRows } from "../../src/io/read.js";

const limits = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };
const mem = (rows: object[]) => ({
  name: "e.jsonl",
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n")),
});

async function read(rows: object[], fields: string) {
  const r = await readEvalRows(mem(rows), "baseline", { ...limits, fields: parseFieldMap(fields) });
  return { rows: r.rows, problems: r.summary.problems.map(formatProblem) };
}

describe("fields", () => {
  it("parses a value map whose commas continue it, next to other fields", () => {
    expect(
      parseFieldMap(
        "task=id, reward=scores.match.value:C=1,I=0,P=0.5, run=epoch, where=type:match",
      ),
    ).toEqual({
      task: "id",
      reward: "scores.match.value:C=1,I=0,P=0.5",
      run: "epoch",
      where: "type:match",
    });
    expect(() => parseFieldMap("reward=x:C=one")).toThrow(ConfigError);
    expect(() => parseFieldMap("where=type")).toThrow(
      'where takes path:value (e.g. where=type:match), got "type"',
    );
    expect(() => parseFieldMap("reward=x, I=0")).toThrow('unknown field "I"');
  });

  it("maps values: Inspect letters to grades, and says which value is not in the map", async () => {
    const rows = [
      { id: 1, scores: { match: { value: "C" } } },
      { id: 2, scores: { match: { value: "P" } } },
      { id: 3, scores: { match: { value: "X" } } },
    ];
    const r = await read(rows, "task=id, reward=scores.match.value:C=1,I=0,P=0.5");
    expect(r.rows.map((x) => [x.task, x.reward])).toEqual([
      ["1", 1],
      ["2", 0.5],
    ]);
    expect(r.problems).toEqual([
      'e.jsonl:3: scores.match.value: the value the string "X" is not in the value map (C, I, P)',
    ]);
  });

  it("where= keeps only the rows whose value at a path matches (an oaieval log's match events)", async () => {
    const rows = [
      { type: "sampling", sample_id: "a", data: { prompt: "p" } },
      { type: "match", sample_id: "a", data: { correct: true } },
      { spec: { x: 1 } },
    ];
    const r = await read(rows, "where=type:match, task=sample_id, reward=data.correct");
    expect(r.problems).toEqual([]);
    expect(r.rows.map((x) => [x.task, x.reward])).toEqual([["a", 1]]);
  });

  it("does not validate what the mapping does not read (a promptfoo row's object prompt)", async () => {
    const rows = [
      {
        prompt: { raw: "hi", label: "x" },
        testCase: { description: "t1" },
        score: 1,
        markers: "n/a",
      },
    ];
    const r = await read(rows, "task=testCase.description, reward=score");
    expect(r.problems).toEqual([]);
    expect(r.rows.map((x) => [x.task, x.reward])).toEqual([["t1", 1]]);
  });

  it("rows in no layout we know get one message for the file, with the first row's keys", async () => {
    const r = await readEvalRows(
      mem([
        { id: 1, passed: true },
        { id: 2, passed: false },
      ]),
      "baseline",
      limits,
    );
    expect(r.rows).toEqual([]);
    expect(r.summary.problems.map(formatProblem)).toEqual([
      "e.jsonl:1: these rows are in no layout we know (the first has keys: id, passed): for another tool's output set format (lm-eval, inspect, promptfoo, openai-evals, swe-bench, tau-bench, terminal-bench, bfcl, lighteval); for your own layout map it with fields (e.g. fields: task=id,reward=passed)",
    ]);
  });

  it("a later row of ours missing its keys is told its keys and the two ways out", async () => {
    const r = await readEvalRows(
      mem([
        { task_id: "t", reward: 1 },
        { id: 1, passed: true },
      ]),
      "baseline",
      limits,
    );
    expect(r.rows).toHaveLength(1);
    expect(r.summary.problems.map(formatProblem)).toEqual([
      "e.jsonl:2: task_id: no task key: expected scenario_id, task_id or prompt; this row has keys: id, passed. For another tool's output set format (lm-eval, inspect, promptfoo, openai-evals, swe-bench, tau-bench, terminal-bench, bfcl, lighteval); for your own layout map it with fields (e.g. fields: task=id,reward=passed)",
      "e.jsonl:2: reward: is missing (expected 0/1, true/false or a number in [0, 1]); this row has keys: id, passed. For another tool's output set format (lm-eval, inspect, promptfoo, openai-evals, swe-bench, tau-bench, terminal-bench, bfcl, lighteval); for your own layout map it with fields (e.g. fields: task=id,reward=passed)",
    ]);
  });

  it("a row of ours without its reward names its keys and a mapping to paste, escaped and capped", async () => {
    const keys: Record<string, unknown> = { task_id: "t", run_id: 1, score: 0.5, ok: true };
    const r = await read([keys], "");
    expect(r.problems).toEqual([
      "e.jsonl:1: reward: is missing (expected 0/1, true/false or a number in [0, 1]); this row has keys: task_id, run_id, score, ok. Map the reward with fields (e.g. fields: reward=ok)",
    ]);
    // Keys are the PR's data: controls removed, each and their number capped, and a key
    // that is not a plain name is never offered to paste.
    const hostile: Record<string, unknown> = { task_id: "t", "\u001b[31mred\u202e": true };
    hostile["k".repeat(100)] = 1;
    for (let i = 0; i < 20; i++) hostile[`extra${i}`] = "x";
    const [msg] = (await read([hostile], "")).problems;
    expect(msg).toContain(`this row has keys: task_id, [31mred, ${"k".repeat(39)}…, extra0,`);
    expect(msg).toContain(", and 11 more. Map the reward with fields (e.g. fields: reward=passed)");
    expect(msg.includes("\u001b") || msg.includes("\u202e")).toBe(false);
  });
});
