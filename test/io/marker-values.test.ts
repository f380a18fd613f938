// A tool's marker value the reader cannot map is a problem at file:line, never dropped
// (issue 22.1): a guard read without its failing rows reads higher than it is. Each case
// is a real file of fixtures/formats with one value changed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { F, jsonLines, rowsOf } from "./formats/helpers.js";

const INSPECT = `${F}/inspect/2025-05-12T20-28-13-04-00_popularity.json`;
const LM_EVAL = `${F}/lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl`;
const PROMPTFOO = `${F}/promptfoo/candidate_output.jsonl`;
const EVALS_API = `${F}/openai-evals/openai-evals-api-items.jsonl`;

const lines = (rows: unknown[]) =>
  Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

describe("marker values a reader cannot map", () => {
  it("Inspect: a second scorer's FAIL or fail is a problem on its line; C/I and null are read", async () => {
    const log = JSON.parse(readFileSync(INSPECT, "utf8")) as {
      samples: { scores: Record<string, { value: unknown }> }[];
    };
    const guard = ["C", "FAIL", "fail"];
    log.samples.forEach((s, i) => (s.scores.guard = { value: guard[i] }));
    const data = Buffer.from(JSON.stringify(log, null, 2));
    const { rows, problems } = await rowsOf({ name: "log.json", data });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^log\.json:\d+: scores\.guard\.value: the value the string "FAIL" is not C, I, P, N or a number$/,
    );
    expect(problems[1]).toMatch(/scores\.guard\.value: the value the string "fail" is not C, I/);
    expect(rows.map((r) => [r.task, r.reward, r.markers.guard])).toEqual([["1", 1, 1]]);

    log.samples.forEach((s, i) => (s.scores.guard = { value: ["C", "I", null][i] }));
    const ok = await rowsOf({ name: "log.json", data: Buffer.from(JSON.stringify(log, null, 2)) });
    expect(ok.problems).toEqual([]);
    expect(ok.rows.map((r) => r.markers.guard)).toEqual([1, 0, undefined]);
    expect(ok.summary.left_out).toEqual([
      {
        what: "values",
        field: "scores.guard.value",
        reason: "null: not measured on this row",
        count: 1,
        lines: [ok.rows[2]!.line],
      },
    ]);
  });

  it("lm-eval: a string metric beside exact_match is a problem; a corpus metric's list is counted", async () => {
    const real = jsonLines(LM_EVAL).slice(0, 3);
    real[0]!.guard = "FAIL";
    real[1]!.bleu = [["ref"], "pred"];
    real[2]!.guard = 1;
    const { rows, problems, summary } = await rowsOf({ name: "s.jsonl", data: lines(real) });
    expect(problems).toEqual([
      's.jsonl:1: guard: expected a number or true/false, got the string "FAIL"',
    ]);
    expect(rows.map((r) => [r.line, r.reward, r.markers.guard])).toEqual([
      [2, real[1]!.exact_match, undefined],
      [3, real[2]!.exact_match, 1],
    ]);
    expect(summary.left_out).toEqual([
      {
        what: "values",
        field: "bleu",
        reason: "a list: a corpus-level metric, not a per-sample grade",
        count: 1,
        lines: [2],
      },
    ]);
  });

  it("promptfoo: a named score written as text is a problem on its line", async () => {
    const real = jsonLines(PROMPTFOO);
    (real[4] as { namedScores: Record<string, unknown> }).namedScores = { guard: "fail" };
    const { rows, problems } = await rowsOf({ name: "out.jsonl", data: lines(real) });
    expect(problems).toEqual([
      'out.jsonl:5: namedScores.guard: expected a number or true/false, got the string "fail"',
    ]);
    expect(rows).toHaveLength(real.length - 1);
  });

  it("Evals API: a grader's pass that is not true/false is a problem, not a failed item", async () => {
    const real = jsonLines(EVALS_API);
    (real[0] as { passes: Record<string, unknown> }).passes.Directness = "FAIL";
    (real[1] as { grades: Record<string, unknown> }).grades.Relevance = "high";
    const { rows, problems } = await rowsOf({ name: "items.jsonl", data: lines(real) });
    expect(problems).toEqual([
      'items.jsonl:1: passes.Directness: expected true/false, got the string "FAIL"',
      'items.jsonl:2: grades.Relevance: expected a number or true/false, got the string "high"',
    ]);
    expect(rows).toEqual([]);
  });
});
