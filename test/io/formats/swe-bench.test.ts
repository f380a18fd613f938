// SWE-bench results.json: list membership, against the counts the file states.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { F, recordsOf, rowsOf } from "./helpers.js";

const RESULTS = `${F}/swe-bench/results_20260824_keng_1.5_ultra_lite.json`;

describe("SWE-bench results", () => {
  it("resolved = 1, evaluated and unresolved = 0; error ids have no row and a note says so", async () => {
    const doc = JSON.parse(readFileSync(RESULTS, "utf8")) as Record<string, number>;
    const { rows, summary, problems, notes } = await rowsOf(RESULTS);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("swe-bench");
    expect(rows.filter((r) => r.reward === 1)).toHaveLength(doc.resolved_instances!);
    expect(rows.filter((r) => r.reward === 0)).toHaveLength(doc.unresolved_instances!);
    expect(rows).toHaveLength(doc.completed_instances!);
    expect(notes).toEqual([
      "234 of 300 submitted SWE-bench instances have no grade (234 in error_ids); they count as missing tasks, an evidence gap, not as failures",
    ]);
    expect(rows[0]).toMatchObject({ task: "astropy__astropy-12907", family: "astropy" });
  });

  it("freeze takes every submitted instance", async () => {
    const { records } = await recordsOf(RESULTS);
    expect(records).toHaveLength(300);
  });

  it("reads a results.json written on one line, and grades unresolved ids 0", async () => {
    const doc = {
      submitted_ids: ["a__a-1", "a__a-2", "b__b-3", "b__b-4"],
      resolved_ids: ["a__a-1"],
      unresolved_ids: ["a__a-2"],
      completed_ids: ["a__a-1", "a__a-2", "b__b-3"],
      empty_patch_ids: ["b__b-4"],
    };
    const { rows, notes } = await rowsOf({
      name: "results.json",
      data: Buffer.from(JSON.stringify(doc)),
    });
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["a__a-1", 1],
      ["a__a-2", 0],
      ["b__b-3", 0],
    ]);
    expect(notes).toEqual([
      "1 of 4 submitted SWE-bench instances have no grade (1 in empty_patch_ids); they count as missing tasks, an evidence gap, not as failures",
    ]);
  });
});
