// Markers obey the reward contract: 0/1 or within [0, 1], or a range declared with
// marker-ranges. One huge marker must not hide a guarded regression, and a mean that is
// not finite is never compared.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, parseMarkerRanges } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import type { EvalRow } from "../../src/io/canonical.js";
import { formatProblem, ProblemCollector } from "../../src/io/problems.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { normalizeEval } from "../../src/io/rows.js";
import { checkModel } from "../../src/stats/model-check.js";
import { heldoutOf, ids, SETTINGS } from "../stats/rows.js";

const dir = mkdtempSync(join(tmpdir(), "hg-markers-"));

function evalProblems(
  value: Record<string, unknown>,
  ranges: Record<string, [number, number]> = {},
  fields: Record<string, string> = {},
): string[] {
  const problems = new ProblemCollector("eval.jsonl");
  normalizeEval({ line: 4, value }, fields, problems, ranges);
  return problems.list().map(formatProblem);
}

describe("the reader range-checks markers", () => {
  it("a marker outside [0, 1] is a problem at file:line on its field", () => {
    expect(evalProblems({ task_id: "a", reward: 1, markers: { ok: 1000, fine: 0.5 } })).toEqual([
      "eval.jsonl:4: markers.ok: must be 0/1 or within [0, 1], got 1000; declare another range with marker-ranges",
    ]);
    expect(evalProblems({ task_id: "a", reward: 1, markers: { big: 1e308, neg: -0.1 } })).toEqual([
      "eval.jsonl:4: markers.big: must be 0/1 or within [0, 1], got 1e+308; declare another range with marker-ranges",
      "eval.jsonl:4: markers.neg: must be 0/1 or within [0, 1], got -0.1; declare another range with marker-ranges",
    ]);
  });

  it("true/false and null stay valid; a declared range admits its values and refuses others", () => {
    expect(evalProblems({ task_id: "a", reward: 1, markers: { a: true, b: null, c: 0 } })).toEqual(
      [],
    );
    const ranges: Record<string, [number, number]> = { latency_s: [0, 600] };
    expect(evalProblems({ task_id: "a", reward: 1, markers: { latency_s: 42.5 } }, ranges)).toEqual(
      [],
    );
    expect(evalProblems({ task_id: "a", reward: 1, markers: { latency_s: 601 } }, ranges)).toEqual([
      "eval.jsonl:4: markers.latency_s: must be within [0, 600] (its marker-ranges entry), got 601",
    ]);
  });

  it("a mapped markers path names the mapped field", () => {
    expect(
      evalProblems({ task_id: "a", reward: 1, scores: { x: 3 } }, {}, { markers: "scores" }),
    ).toEqual([
      "eval.jsonl:4: scores.x: must be 0/1 or within [0, 1], got 3; declare another range with marker-ranges",
    ]);
  });

  it("a marker named __proto__ or toString is checked like any other", () => {
    const value = JSON.parse('{"task_id":"a","reward":1,"markers":{"__proto__":5,"toString":7}}');
    expect(evalProblems(value)).toEqual([
      "eval.jsonl:4: markers.__proto__: must be 0/1 or within [0, 1], got 5; declare another range with marker-ranges",
      "eval.jsonl:4: markers.toString: must be 0/1 or within [0, 1], got 7; declare another range with marker-ranges",
    ]);
  });
});

describe("marker-ranges input", () => {
  it("reads name=low..high pairs, with or without the marker: prefix", () => {
    const r = parseMarkerRanges("latency_s=0..600, marker:score=-1..1\ntokens=0..1e6");
    expect({ ...r }).toEqual({ latency_s: [0, 600], score: [-1, 1], tokens: [0, 1e6] });
    expect(
      parseConfig({ heldout: "h", sft: "s", "marker-ranges": "x=2..3" }).markerRanges.x,
    ).toEqual([2, 3]);
  });

  for (const bad of [
    "x",
    "x=1",
    "x=..2",
    "=0..1",
    "x=2..1",
    "x=0..Infinity",
    "x=0..1e13",
    "x=a..b",
  ]) {
    it(`refuses "${bad}"`, () => {
      expect(() => parseMarkerRanges(bad)).toThrow(ConfigError);
    });
  }
});

describe("a hostile marker ends in a problem and a failing verdict", () => {
  it("one row at 1000 no longer hides a guarded regression", async () => {
    // The candidate breaks the guarded marker on every row, then claims 1000 on one.
    const lines = readFileSync("fixtures/example/after.jsonl", "utf8").trim().split("\n");
    const rows = lines.map((l) => JSON.parse(l) as { markers: Record<string, number> });
    rows.forEach((r) => (r.markers.refund_only_when_allowed = 0));
    rows[0]!.markers.refund_only_when_allowed = 1000;
    const candidate = join(dir, "after-hostile.jsonl");
    writeFileSync(candidate, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const r = await buildReport(
      parseConfig({
        heldout: "fixtures/example/heldout.jsonl",
        baseline: "fixtures/example/before.jsonl",
        candidate,
        "graded-by": "program",
        "must-not-regress": "marker:refund_only_when_allowed",
      }),
    );
    expect(r.problems.map(formatProblem)).toEqual([
      `${candidate}:1: markers.refund_only_when_allowed: must be 0/1 or within [0, 1], got 1000; declare another range with marker-ranges`,
    ]);
    expect(r.decision.pass).toBe(false);
  });
});

describe("a mean that is not finite is never compared", () => {
  it("two finite markers whose sum overflows make the metric not comparable", () => {
    const tasks = ids(10);
    const rows = (v: number): EvalRow[] =>
      tasks.flatMap((task, i) => [
        { line: 2 * i + 1, task, reward: 1, markers: { m: v } },
        { line: 2 * i + 2, task, reward: 1, markers: { m: v } },
      ]);
    const mc = checkModel(
      {
        heldout: heldoutOf(tasks),
        baseline: tallyRows(rows(0.5)),
        candidate: tallyRows(rows(1.7e308)),
        baselinePath: "b",
        candidatePath: "c",
      },
      { ...SETTINGS, mustNotRegress: ["marker:m"] },
    );
    const m = mc.metrics.find((x) => x.metric === "marker:m")!;
    expect(m.candidate_mean).toBeNull();
    expect(m.delta).toBeNull();
    expect(mc.not_comparable).toContain(
      "marker:m has a task mean that is not a finite number, so it is not compared",
    );
    expect(mc.ok).toBe(false);
  });
});
