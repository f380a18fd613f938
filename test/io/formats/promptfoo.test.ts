// promptfoo -o out.json / out.jsonl, against the totals promptfoo wrote in the same file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { F, rowsOf } from "./helpers.js";

interface Out {
  results: {
    prompts: { metrics: { score: number; testPassCount: number; testFailCount: number } }[];
  };
}

describe("promptfoo output", () => {
  for (const side of ["baseline", "candidate"]) {
    it(`${side}: .json and .jsonl read alike, 4 tasks x 3 repeats, scores summing to promptfoo's`, async () => {
      const doc = JSON.parse(readFileSync(`${F}/promptfoo/${side}_output.json`, "utf8")) as Out;
      const m = doc.results.prompts[0]!.metrics;
      const json = await rowsOf(`${F}/promptfoo/${side}_output.json`);
      const jsonl = await rowsOf(`${F}/promptfoo/${side}_output.jsonl`);
      expect(json.problems).toEqual([]);
      expect(jsonl.problems).toEqual([]);
      expect(json.summary.shape).toBe("promptfoo");
      expect(json.rows).toHaveLength(m.testPassCount + m.testFailCount);
      expect(json.rows.reduce((a, r) => a + r.reward, 0)).toBeCloseTo(m.score, 12);
      const strip = (rows: typeof json.rows) => rows.map((r) => [r.task, r.run, r.reward]);
      expect(strip(jsonl.rows)).toEqual(strip(json.rows));
      expect(json.summary.tasks).toBe(4);
      expect(json.summary.runs).toEqual(["1", "2", "3"]);
    });
  }

  it("an out.json written on one line reads the same", async () => {
    const path = `${F}/promptfoo/candidate_output.json`;
    const data = Buffer.from(JSON.stringify(JSON.parse(readFileSync(path, "utf8"))));
    const one = await rowsOf({ name: "out.json", data });
    const pretty = await rowsOf(path);
    expect(one.problems).toEqual([]);
    const strip = (rows: typeof one.rows) => rows.map((r) => [r.task, r.run, r.reward]);
    expect(strip(one.rows)).toEqual(strip(pretty.rows));
  });

  it("names a test by its description when it has one, and by its vars otherwise (never testIdx)", async () => {
    const row = (i: number, vars: object, description?: string) =>
      JSON.stringify({
        testIdx: i,
        promptIdx: 0,
        provider: { id: "echo" },
        success: true,
        score: 1,
        namedScores: { tone: 0.5 },
        testCase: { vars, ...(description ? { description } : {}) },
      });
    const data = Buffer.from(
      [row(0, { a: 1, b: 2 }), row(1, { b: 2, a: 1 }), row(2, { a: 1 }, "refund")].join("\n"),
    );
    const { rows, problems } = await rowsOf({ name: "o.jsonl", data });
    expect(problems).toEqual([]);
    expect(rows[0]!.task).toMatch(/^vars:[0-9a-f]{16}$/);
    expect(rows.map((r) => [r.task === rows[0]!.task, r.run, r.markers.tone])).toEqual([
      [true, "1", 0.5],
      [true, "2", 0.5],
      [false, "1", 0.5],
    ]);
    expect(rows[2]!.task).toBe("refund");
  });

  it("says once that a file mixes providers", async () => {
    const row = (p: string) =>
      JSON.stringify({
        testIdx: 0,
        promptIdx: 0,
        provider: { id: p },
        success: true,
        score: 1,
        testCase: { vars: { q: p } },
      });
    const data = Buffer.from([row("a"), row("b"), row("b")].join("\n"));
    const { rows, problems } = await rowsOf({ name: "o.jsonl", data });
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      "o.jsonl:2: provider: this file mixes providers or prompts (a / prompt 0 at line 1, b / prompt 0 here); the gate compares one model per file: write one file per provider (promptfoo --filter-providers)",
    ]);
  });
});
