// The policy's `grader` pin (issue 21.2, design §13): every graded baseline and candidate row
// must name the pinned grader; a row graded by another one, or naming none, is an input
// problem at its line, never a row counted as if it were on the same test.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { F, jsonLines, rowsOf } from "./formats/helpers.js";

const PIN = "judge@2026-01";
type Sample = { metadata?: { nested?: { foo?: string } } };
const rowsFile = (name: string, rows: object[]) => ({
  name,
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
});
const row = (task: string, reward: number, grader?: unknown) => ({
  task_id: task,
  reward,
  lineage: grader === undefined ? { eval_run: "r1" } : { eval_run: "r1", grader },
});

describe("the grader pin", () => {
  it("rows naming the pinned grader are read as before; without a pin nothing is asked", async () => {
    const src = rowsFile("b.jsonl", [row("t1", 1, PIN), row("t2", 0, PIN)]);
    const pinned = await rowsOf(src, { grader: PIN });
    expect(pinned.problems).toEqual([]);
    expect(pinned.rows.map((r) => [r.task, r.reward, r.grader])).toEqual([
      ["t1", 1, PIN],
      ["t2", 0, PIN],
    ]);
    const unpinned = await rowsOf(rowsFile("b.jsonl", [row("t1", 1), row("t2", 0, 7)]));
    expect(unpinned.problems).toEqual([]);
    expect(unpinned.rows).toHaveLength(2);
  });

  it("another grader or none is a problem at the row's line, never quoting the row's value", async () => {
    const secret = "::error::other-judge";
    const src = rowsFile("c.jsonl", [row("t1", 1, PIN), row("t2", 1, secret), row("t3", 0)]);
    const r = await rowsOf(src, { grader: PIN });
    expect(r.rows.map((x) => x.task)).toEqual(["t1"]);
    expect(r.problems).toHaveLength(2);
    expect(r.problems[0]).toMatch(
      /^c\.jsonl:2: lineage\.grader: names another grader than the one the policy pins \(judge@2026-01\)/,
    );
    expect(r.problems[1]).toMatch(
      /^c\.jsonl:3: lineage\.grader: names no grader, and the policy pins grader judge@2026-01/,
    );
    expect(r.problems.join("\n")).not.toContain("other-judge");
  });

  it("fields: grader=<path> moves where the grader is read, and checks nothing else more loosely", async () => {
    const src = rowsFile("m.jsonl", [
      { task_id: "t1", reward: 1, meta: { judge: PIN } },
      { task_id: "t2", reward: 2, meta: { judge: PIN } },
    ]);
    const r = await rowsOf(src, { grader: PIN, fields: { grader: "meta.judge" } });
    expect(r.rows.map((x) => x.task)).toEqual(["t1"]);
    // The bad reward is still ours to refuse: a grader path is not a foreign mapping.
    expect(r.problems).toEqual([expect.stringMatching(/^m\.jsonl:2: reward: /)]);
  });

  it("another tool's rows read through a mapping name their grader through it too", async () => {
    const path = `${F}/openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl`;
    const fields = { where: "type:match", task: "sample_id", reward: "data.correct" };
    const kept = jsonLines(path).filter((v) => v.type === "match").length;
    const none = await rowsOf(path, { grader: "match", fields });
    expect(none.rows).toHaveLength(0);
    expect(none.problems).toHaveLength(kept);
    const named = await rowsOf(path, { grader: "match", fields: { ...fields, grader: "type" } });
    expect(named.problems).toEqual([]);
    expect(named.rows).toHaveLength(kept);
  });

  it("an Inspect log's samples name their grader through the mapping; unmapped they name none", async () => {
    const path = `${F}/inspect/2025-05-12T20-28-13-04-00_popularity.json`;
    const none = await rowsOf(path, { grader: "bar" });
    expect(none.rows).toHaveLength(0);
    expect(none.problems).toHaveLength(3);
    // The recount: only the samples whose metadata carries the path name a grader.
    const samples = (JSON.parse(readFileSync(path, "utf8")) as { samples: Sample[] }).samples;
    const naming = samples.filter((x) => x.metadata?.nested?.foo === "bar").length;
    expect([naming, samples.length]).toEqual([1, 3]);
    const named = await rowsOf(path, { grader: "bar", fields: { grader: "metadata.nested.foo" } });
    expect(named.rows.map((x) => x.grader)).toEqual(Array(naming).fill("bar"));
    expect(named.problems).toHaveLength(samples.length - naming);
    for (const p of named.problems) expect(p).toMatch(/: metadata\.nested\.foo: names no grader/);
  });

  it("through the engine: a candidate graded by another grader fails on input problems", async () => {
    const held = rowsFile("heldout.jsonl", [
      { task_id: "t1", prompt: "a" },
      { task_id: "t2", prompt: "b" },
    ]);
    const base = rowsFile("base.jsonl", [row("t1", 0, PIN), row("t2", 0, PIN)]);
    const cand = rowsFile("cand.jsonl", [row("t1", 1, PIN), row("t2", 1, "judge@2026-02")]);
    const cfg = parseConfig({ heldout: "h", baseline: "b", candidate: "c", grader: PIN });
    const r = await buildReport(cfg, { heldout: held, baseline: base, candidate: cand });
    expect(r.decision.pass).toBe(false);
    expect(r.decision.reasons[0]).toMatch(/^1 input problem in cand\.jsonl; /);
    expect(r.problems.map((p) => `${p.file}:${p.line}: ${p.field}`)).toContain(
      "cand.jsonl:2: lineage.grader",
    );
  });
});
