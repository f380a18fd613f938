// BFCL result + score files: the score file lists failures only, so every other result
// id passes. Checked against a plain recount of both files and its figures, written out.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freezeTasks } from "../../../src/io/freeze.js";
import { formatProblem } from "../../../src/io/problems.js";
import { readEvalSide, type Source } from "../../../src/io/read.js";
import type { EvalRow } from "../../../src/io/canonical.js";
import { F, jsonLines, limits } from "./helpers.js";

const RESULT = `${F}/bfcl/BFCL_v4_simple_python_result.json`;
const SCORE = `${F}/bfcl/BFCL_v4_simple_python_score.json`;

async function side(srcs: Source[]) {
  const rows: EvalRow[] = [];
  const s = await readEvalSide(srcs, "baseline", limits, (r) => rows.push(r));
  return {
    rows,
    summaries: s.summaries,
    problems: s.summaries.flatMap((x) => x.problems.map(formatProblem)),
  };
}

describe("BFCL result and score files", () => {
  const results = jsonLines(RESULT);
  const [summary, ...failures] = jsonLines(SCORE);
  const failed = new Set(failures.map((f) => f.id as string));

  it("listed failures grade 0, every other result 1: the recount's 344 of 400 (0.86)", async () => {
    for (const order of [
      [RESULT, SCORE],
      [SCORE, RESULT],
    ]) {
      const { rows, summaries, problems } = await side(order);
      expect(problems).toEqual([]);
      expect(summaries.map((s) => [s.path, s.shape])).toEqual(order.map((p) => [p, "bfcl"]));
      expect(rows.map((r) => [r.task, r.reward])).toEqual(
        results.map((r) => [r.id, failed.has(r.id as string) ? 0 : 1]),
      );
      expect(rows.reduce((a, r) => a + r.reward, 0)).toBe(344);
      expect(summary).toMatchObject({ correct_count: 344, total_count: 400 });
    }
  });

  it("a result file alone holds no grades, and a score file alone is refused with the reason", async () => {
    const alone = await side([RESULT]);
    expect(alone.rows).toEqual([]);
    expect(alone.problems).toEqual([
      `${RESULT}:0: a BFCL result file holds no grades: give its score file too (BFCL_v4_simple_python_score.json, which BFCL writes under score/) in the same input`,
    ]);
    const score = await side([SCORE]);
    expect(score.rows).toEqual([]);
    expect(score.problems).toEqual([
      `${SCORE}:0: a BFCL score file lists only the failed tests (56 here), so it cannot grade alone: give the result file it scores (BFCL_v4_simple_python_result.json) in the same input`,
    ]);
    expect(score.summaries[0]!.problem_count).toBe(1);
  });

  it("a score file of another run does not grade this one", async () => {
    const cut = readFileSync(RESULT, "utf8").split("\n").slice(0, 100).join("\n") + "\n";
    // The recount: 41 of the 56 failures have ids past the first 100 results, the first at line 17.
    const r = await side([
      { name: "run2/BFCL_v4_simple_python_result.json", data: Buffer.from(cut) },
      SCORE,
    ]);
    expect(r.problems).toEqual([
      `run2/BFCL_v4_simple_python_result.json:0: 41 failed tests listed in ${SCORE} (first at its line 17) are not in this result file: the two are not of the same run`,
      `run2/BFCL_v4_simple_python_result.json:0: ${SCORE} scores 400 tests (its line 1) but this result file holds 100: the two are not of the same run`,
    ]);
  });

  it("two runs pair by folder: result/ and score/ trees as BFCL writes them", async () => {
    const res = readFileSync(RESULT);
    const sc = readFileSync(SCORE, "utf8").split("\n");
    // Run b: the same results, with the first listed failure dropped from its score file.
    const scB = [
      sc[0]!.replace('"correct_count": 344', '"correct_count": 345'),
      ...sc.slice(2),
    ].join("\n");
    const files: Source[] = [
      { name: "a/result/m/BFCL_v4_simple_python_result.json", data: res },
      { name: "b/result/m/BFCL_v4_simple_python_result.json", data: res },
      { name: "a/score/m/BFCL_v4_simple_python_score.json", data: readFileSync(SCORE) },
      { name: "b/score/m/BFCL_v4_simple_python_score.json", data: Buffer.from(scB) },
    ];
    const r = await side(files);
    expect(r.problems).toEqual([]);
    const byRun = (run: string) =>
      r.rows.filter((x) => x.run === run).reduce((a, x) => a + x.reward, 0);
    expect(byRun("a/result/m/BFCL_v4_simple_python_result.json")).toBe(344);
    expect(byRun("b/result/m/BFCL_v4_simple_python_result.json")).toBe(345);
  });

  it("freeze takes every result id, with the question where the score file has it", async () => {
    const frozen = await freezeTasks([RESULT, SCORE], limits);
    expect(frozen.summaries.flatMap((s) => s.problems)).toEqual([]);
    expect(frozen.tasks.map((t) => t.task_id)).toEqual(results.map((r) => r.id));
    expect(frozen.withoutPrompt).toBe(344);
    const f0 = failures[0]!;
    const q = (f0.prompt as { question: { role: string; content: string }[][] }).question[0]![0]!;
    expect(frozen.tasks.find((t) => t.task_id === f0.id)!.prompt).toBe(q.content);
  });
});
