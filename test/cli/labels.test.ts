// heldout-gate labels --sample: the stratified sample (allocation, reservoirs, ids), and the
// CLI end to end: the file it writes, once labelled, is matched row for row by check.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main, parseArgs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { allocate, LabelSampler } from "../../src/stats/label-sample.js";
import type { EvalRow } from "../../src/io/canonical.js";
import { captureConsole } from "../helpers/console.js";

const dir = mkdtempSync(join(tmpdir(), "hg-labels-"));
afterEach(() => vi.restoreAllMocks());
const EX = "fixtures/example";

describe("allocation", () => {
  it("splits evenly and hands what a small stratum cannot fill to the others", () => {
    expect(allocate(100, [500, 500, 500, 500])).toEqual([25, 25, 25, 25]);
    expect(allocate(100, [10, 500, 500, 500])).toEqual([10, 30, 30, 30]);
    expect(allocate(10, [2, 0, 500, 3])).toEqual([2, 0, 5, 3]);
    expect(allocate(7, [500, 500, 500, 500]).reduce((a, b) => a + b)).toBe(7);
    expect(allocate(100, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
  });
});

describe("the sampler", () => {
  const row = (task: string, reward: number, line: number, run?: string): EvalRow => ({
    line,
    task,
    reward,
    markers: {},
    ...(run === undefined ? {} : { run }),
  });

  it("names rows by their place in the run and repeats exactly with the seed", () => {
    const take = (seed: number) => {
      const s = new LabelSampler(8, seed);
      for (let i = 0; i < 400; i++)
        s.add(i % 2 ? "candidate" : "baseline", row(`t${i % 10}`, i % 3 ? 1 : 0, i + 1, "0"), "f");
      return s.result();
    };
    const a = take(1);
    expect(a.rows).toHaveLength(8);
    expect(a.strata.map((s) => s.sampled)).toEqual([2, 2, 2, 2]);
    expect(a.strata.reduce((n, s) => n + s.rows, 0)).toBe(400);
    expect(take(1)).toEqual(a);
    expect(take(2).rows).not.toEqual(a.rows);
    // Row i is the floor(i / 10)-th row of task t(i % 10) (one arm's task) in run 0.
    for (const r of a.rows) expect(r.rollout).toBe(String(Math.floor((r.line - 1) / 10)));
  });
});

describe("heldout-gate labels --sample", () => {
  it("writes rows that check matches once labelled", async () => {
    const out = join(dir, "todo.jsonl");
    const flags = [
      "--heldout",
      `${EX}/heldout.jsonl`,
      "--baseline",
      `${EX}/before.jsonl`,
      "--candidate",
      `${EX}/after.jsonl`,
    ];
    const con = captureConsole();
    const code = await main(["labels", "--sample", "40", "--out", out, ...flags]);
    expect(code).toBe(0);
    expect(con.out.join("\n")).toContain("wrote 40 row(s) to label");
    const rows = readFileSync(out, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(40);
    expect(rows[0]).toMatchObject({ label: null, annotator: null, kind: null });
    expect(Object.keys(rows[0]!.review as object)).toEqual([
      "file",
      "line",
      "prompt",
      "final_text",
    ]);
    // Not labelled yet: read, counted, nothing matched.
    const raw = { ...parseArgs(flags).raw, "judge-labels": out };
    const before = await buildReport(parseConfig(raw));
    expect(before.model!.judge!.unlabelled).toBe(40);
    // A reviewer labels every row pass.
    const filled = rows.map((r) => ({ ...r, label: 1, annotator: "ana", kind: "human" }));
    writeFileSync(out, filled.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const after = await buildReport(parseConfig(raw));
    const j = after.model!.judge!;
    expect(j.matched).toBe(40);
    expect(j.unmatched + j.ambiguous).toBe(0);
    expect(j.criteria[0]!.n).toBe(40);
    // Half the rows were judge fails: every one is now a disagreement to review.
    expect(j.review_total).toBe(20);
  });

  it("refuses to overwrite, and names a bad --sample", async () => {
    const out = join(dir, "exists.jsonl");
    writeFileSync(out, "");
    const con = captureConsole();
    const a = await main([
      "labels",
      "--sample",
      "4",
      "--out",
      out,
      "--heldout",
      "h",
      "--baseline",
      "b",
      "--candidate",
      "c",
    ]);
    const b = await main(["labels", "--sample", "0", "--out", join(dir, "x.jsonl")]);
    expect([a, b]).toEqual([2, 2]);
    expect(con.err.join("\n")).toContain("exists");
    expect(con.err.join("\n")).toContain("--sample must be a whole number");
  });
});
