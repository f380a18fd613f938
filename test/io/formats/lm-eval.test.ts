// lm-eval --log_samples files, against a plain recount of the same lines.
import { describe, expect, it } from "vitest";
import { F, jsonLines, mean, recordsOf, rowsOf } from "./helpers.js";

const RUN1 = `${F}/lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl`;
const RUN2 = `${F}/lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-06-34.042398.jsonl`;
const RESULTS = `${F}/lm-eval/deprecated_results_2024-11-22T16-38-36.511922.json`;

describe("lm-eval samples", () => {
  it("reads every document with exact_match as the reward, equal to a plain recount", async () => {
    for (const [path, expected] of [
      [RUN1, 0.1],
      [RUN2, 14 / 30],
    ] as const) {
      const { rows, summary, problems } = await rowsOf(path);
      expect(problems).toEqual([]);
      expect(summary.shape).toBe("lm-eval");
      const raw = jsonLines(path);
      expect(rows).toHaveLength(raw.length);
      expect(mean(rows.map((r) => r.reward))).toBeCloseTo(
        mean(raw.map((r) => r.exact_match as number)),
        12,
      );
      expect(mean(rows.map((r) => r.reward))).toBeCloseTo(expected, 12);
      // Task = doc_hash, which names the same document in both runs.
      expect(rows.map((r) => r.task)).toEqual(raw.map((r) => r.doc_hash));
      expect(rows.every((r) => r.run === undefined)).toBe(true);
    }
  });

  it("falls back to doc_id, and doc_id 0 is an id", async () => {
    const line = (id: number, em: number) =>
      JSON.stringify({ doc_id: id, doc: {}, arguments: {}, resps: [], exact_match: em, acc: 1 });
    const data = Buffer.from(`${line(0, 1)}\n${line(1, 0)}\n`);
    const { rows, problems } = await rowsOf({ name: "samples_x.jsonl", data });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.task, r.reward, r.markers.acc])).toEqual([
      ["0", 1, 1],
      ["1", 0, 1],
    ]);
  });

  it("the metric input picks another metric as the reward", async () => {
    const data = Buffer.from(
      JSON.stringify({ doc_id: 3, doc: {}, resps: [], acc: 0, acc_norm: 1 }) + "\n",
    );
    const { rows } = await rowsOf({ name: "s.jsonl", data }, { metric: "acc_norm" });
    expect(rows.map((r) => [r.reward, r.markers.acc])).toEqual([[1, 0]]);
    const missing = await rowsOf({ name: "s.jsonl", data }, { metric: "f1" });
    expect(missing.problems).toEqual([
      's.jsonl:1: f1: no metric "f1" in this row; pick one with the metric input',
    ]);
  });

  it("gives the prompt and target to freeze", async () => {
    const { records } = await recordsOf(RUN1);
    expect(records[0]!.prompt).toMatch(
      /^\[\{"role": "user", "content": "What is the correct answer/,
    );
    expect(records[0]!.answer).toBe("I");
  });

  it("a format that does not fit the file gets one message, not one per row", async () => {
    const { rows, problems } = await rowsOf(RUN1, { format: "promptfoo" });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      `${RUN1}:1: format is promptfoo, but this file looks like lm-eval output: set format to lm-eval or auto`,
    ]);
    const named = await rowsOf(RUN1, { format: "lm-eval" });
    expect(named.rows).toHaveLength(30);
  });

  it("a results_*.json gets one message naming --log_samples", async () => {
    const { rows, problems } = await rowsOf(RESULTS);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      `${RESULTS}:0: this is lm-eval's aggregated results file (results_*.json), with no per-sample grades: run lm-eval with --log_samples and give the samples_<task>_*.jsonl files it writes`,
    ]);
  });
});
