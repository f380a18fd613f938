// lm-eval logs one row per document and filter (gsm8k: strict-match, then
// flexible-extract). One filter is graded and the others are markers, so a document is
// never averaged over its filters (issue 22.2). The rows are the real mmlu_pro rows of
// fixtures/formats/lm-eval with the `filter` and `metrics` fields lm-eval 0.4 writes.
import { describe, expect, it } from "vitest";
import { F, jsonLines, mean, rowsOf } from "./helpers.js";

const RUN1 = `${F}/lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl`;

/** Three documents, strict-match 1/3 correct, flexible-extract 3/3, in lm-eval's order. */
function gsm8kLike(): Buffer {
  const docs = jsonLines(RUN1).slice(0, 3);
  const rows = [
    ...docs.map((d, i) => ({
      ...d,
      filter: "strict-match",
      metrics: ["exact_match"],
      exact_match: i === 0 ? 1 : 0,
    })),
    ...docs.map((d) => ({
      ...d,
      filter: "flexible-extract",
      metrics: ["exact_match"],
      exact_match: 1,
    })),
  ];
  return Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
}

const src = () => ({ name: "samples_gsm8k.jsonl", data: gsm8kLike() });

describe("lm-eval with several filters", () => {
  it("grades the first filter; the other filter's metric is a marker of the same document", async () => {
    const { rows, problems, notes, summary } = await rowsOf(src());
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3]);
    // The other filter's three rows are counted, not only folded into markers: 3 + 3 = 6 in.
    expect(summary.left_out).toEqual([
      {
        what: "rows",
        field: "filter",
        reason:
          "filter flexible-extract: read as markers <metric>/flexible-extract of the document's row of filter strict-match",
        count: 3,
        lines: [4, 5, 6],
      },
    ]);
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(1 / 3, 12);
    expect(rows.map((r) => r.markers["exact_match/flexible-extract"])).toEqual([1, 1, 1]);
    expect(notes).toEqual([
      "lm-eval rows of filter strict-match graded (the task's first filter; metric <name>,<filter> picks another); " +
        "filters flexible-extract read as markers <metric>/<filter>",
    ]);
  });

  it("metric exact_match,flexible-extract picks the other filter", async () => {
    const { rows, problems, notes, summary } = await rowsOf(src(), {
      metric: "exact_match,flexible-extract",
    });
    expect(problems).toEqual([]);
    expect(summary.left_out?.map((k) => [k.reason, k.count, k.lines])).toEqual([
      [
        "filter strict-match: read as markers <metric>/strict-match of the document's row of filter flexible-extract",
        3,
        [1, 2, 3],
      ],
    ]);
    expect(rows.map((r) => [r.line, r.reward, r.markers["exact_match/strict-match"]])).toEqual([
      [4, 1, 1],
      [5, 1, 0],
      [6, 1, 0],
    ]);
    expect(notes[0]).toMatch(
      /^lm-eval rows of filter flexible-extract graded \(named by the metric input\)/,
    );
  });

  it("a filter no row has is a problem, not an empty read", async () => {
    const { rows, problems } = await rowsOf(src(), { metric: "exact_match,none" });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      'samples_gsm8k.jsonl:0: filter: metric exact_match,none names filter "none", which no row of this file has (its filters: strict-match, flexible-extract)',
    ]);
  });

  it("where=filter:... with format lm-eval is applied and counts the rows it passes over", async () => {
    const { rows, problems, summary } = await rowsOf(src(), {
      format: "lm-eval",
      fields: { where: "filter:flexible-extract" },
    });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.line, r.reward])).toEqual([
      [4, 1],
      [5, 1],
      [6, 1],
    ]);
    expect(summary.left_out).toEqual([
      {
        what: "rows",
        field: "filter",
        reason: "not matched by where filter:flexible-extract",
        count: 3,
        lines: [1, 2, 3],
      },
    ]);
  });
});
