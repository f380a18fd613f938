// The print a copied run is found by: the row without its run key, and nothing else left out.
import { describe, expect, it } from "vitest";
import { rowPrint, withoutPath } from "../../src/io/row-print.js";

describe("row prints without the run key", () => {
  it("leaves out only the key at the path, keeps key order, and does not touch the row", () => {
    const row = JSON.parse(
      '{"task_id":"a","lineage":{"source":"eval","eval_run":2},"reward":1}',
    ) as Record<string, unknown>;
    const before = JSON.stringify(row);
    expect(JSON.stringify(withoutPath(row, ["lineage", "eval_run"]))).toBe(
      '{"task_id":"a","lineage":{"source":"eval"},"reward":1}',
    );
    expect(JSON.stringify(row)).toBe(before);
    expect(withoutPath(row, ["lineage", "nothing"])).toBe(row);
    expect(JSON.stringify(withoutPath({ r: [1, 2] }, ["r", "1"]))).toBe('{"r":[1,null]}');
  });

  it("keeps a __proto__ key as the plain key it is", () => {
    const row = JSON.parse('{"__proto__":{"x":1},"run":3,"reward":0}') as Record<string, unknown>;
    expect(JSON.stringify(withoutPath(row, ["run"]))).toBe('{"__proto__":{"x":1},"reward":0}');
  });

  it("is equal across runs for the same row, and differs for any other change", () => {
    const a = { task_id: "t", reward: 1, lineage: { eval_run: 0 } };
    const b = { task_id: "t", reward: 1, lineage: { eval_run: 1 } };
    const c = { task_id: "t", reward: 1, id: "x", lineage: { eval_run: 1 } };
    const p = "lineage.eval_run";
    expect(rowPrint(a, p)).toEqual(rowPrint(b, p));
    expect(rowPrint(a, p)).not.toEqual(rowPrint(c, p));
    expect(rowPrint(a, null)).not.toEqual(rowPrint(b, null));
    expect(rowPrint(a, p, "0")).not.toEqual(rowPrint(a, p, "1"));
  });
});
