// lighteval `--save-details` Parquet (doc, model_response, metric), written at test time
// in the nested layout `datasets` gives those columns (structs and lists of strings).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeParquet } from "../../helpers/parquet.js";
import { recordsOf, rowsOf } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "hg-lighteval-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const S = { type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" } as const;
const D = { type: "DOUBLE", repetition_type: "OPTIONAL" } as const;
const stringList = (name: string) => [
  { name, repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 } as const,
  { name: "list", repetition_type: "REPEATED", num_children: 1 } as const,
  { name: "element", ...S },
];
const SCHEMA = [
  { name: "root", num_children: 3 },
  { name: "doc", repetition_type: "OPTIONAL", num_children: 5 },
  ...stringList("choices"),
  { name: "gold_index", type: "INT64", repetition_type: "OPTIONAL" },
  { name: "id", ...S },
  { name: "query", ...S },
  { name: "task_name", ...S },
  { name: "metric", repetition_type: "OPTIONAL", num_children: 2 },
  { name: "acc", ...D },
  { name: "acc_norm", ...D },
  { name: "model_response", repetition_type: "OPTIONAL", num_children: 1 },
  ...stringList("text"),
] as const;

const DOCS = [
  { id: "0", query: "2+2=?", choices: ["3", "4"], gold_index: 1n, acc: 1, acc_norm: 1, text: "4" },
  {
    id: "1",
    query: "Capital of France?",
    choices: ["Paris", "Rome"],
    gold_index: 0n,
    acc: 0,
    acc_norm: 1,
    text: "Rome",
  },
  {
    id: "",
    query: "Sky colour?",
    choices: ["blue", "green"],
    gold_index: 0n,
    acc: 1,
    acc_norm: 0,
    text: "blue",
  },
];

function details(name: string, docs = DOCS): string {
  const DOCS = docs;
  return writeParquet(
    join(dir, name),
    [
      {
        name: "doc",
        data: DOCS.map((d) => ({
          choices: d.choices,
          gold_index: d.gold_index,
          id: d.id,
          query: d.query,
          task_name: "lighteval|arc|0",
        })),
      },
      { name: "metric", data: DOCS.map((d) => ({ acc: d.acc, acc_norm: d.acc_norm })) },
      { name: "model_response", data: DOCS.map((d) => ({ text: [d.text] })) },
    ],
    { schema: SCHEMA as never },
  );
}

describe("lighteval details", () => {
  it("task = doc.id (else a digest of the query), reward = acc, the other scores markers", async () => {
    const file = details("details_arc_2026-01-01T00-00-00.parquet");
    const { rows, summary, problems } = await rowsOf(file);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("lighteval");
    expect(rows.map((r) => [r.task, r.reward, r.markers?.acc_norm])).toEqual([
      ["0", 1, 1],
      ["1", 0, 1],
      [expect.stringMatching(/^query:[0-9a-f]{16}$/), 1, 0],
    ]);
  });

  it("--metric picks another score; freeze takes the query and the gold choice", async () => {
    const file = details("details_arc_b.parquet");
    const byNorm = await rowsOf(file, { metric: "acc_norm" });
    expect(byNorm.rows.map((r) => r.reward)).toEqual([1, 1, 0]);
    const rec = await recordsOf(file);
    expect(rec.records.map((r) => [r.prompt, r.answer])).toEqual([
      ["2+2=?", "4"],
      ["Capital of France?", "Paris"],
      ["Sky colour?", "blue"],
    ]);
    const missing = await rowsOf(file, { metric: "f1" });
    expect(missing.problems[0]).toBe(
      `${file} row 1: metric: no metric "f1" in this row; pick one with the metric input`,
    );
  });

  it("a row without the score the file is graded by is a problem, not graded by its next score", async () => {
    // Row 2 has acc_norm but no acc (a null in Parquet): acc grades row 1, so row 2 is not
    // read as acc_norm's 1, which would mix two metrics in one pass rate.
    const docs = DOCS.map((d, i) => (i === 1 ? { ...d, acc: null as unknown as number } : d));
    const file = details("details_arc_mixed.parquet", docs);
    const { rows, problems } = await rowsOf(file);
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["0", 1],
      [expect.stringMatching(/^query:/), 1],
    ]);
    expect(problems).toEqual([
      `${file} row 2: metric: no score "acc", which grades this file's rows (from row 1), in this row; pick one with the metric input`,
    ]);
  });
});
