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

describe("SWE-bench filtered runs and per-instance reports (issue 22.3)", () => {
  const FILTERED = `${F}/swe-bench/gold.validate-gold2.json`;
  const REPORTS = [
    `${F}/swe-bench/report_json/astropy__astropy-12907/report.json`,
    `${F}/swe-bench/report_json/astropy__astropy-13236/report.json`,
  ];

  it("a schema 2 report of a run filtered to 1 of 300 grades the 1, and the 299 are a counted gap", async () => {
    const doc = JSON.parse(readFileSync(FILTERED, "utf8")) as Record<string, unknown>;
    expect(doc.schema_version).toBe(2);
    const { rows, problems, notes, summary } = await rowsOf(FILTERED);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.task, r.reward])).toEqual([["sympy__sympy-20590", 0]]);
    expect(notes).toEqual([
      "299 of 300 submitted SWE-bench instances have no grade (299 not evaluated in this run); they count as missing tasks, an evidence gap, not as failures",
    ]);
    expect(summary.left_out).toEqual([
      {
        what: "tasks",
        field: "submitted_ids",
        reason: "no grade, not evaluated in this run",
        count: 299,
        lines: [0],
      },
    ]);
    // freeze still takes every submitted instance.
    expect((await recordsOf(FILTERED)).records).toHaveLength(300);
  });

  it("a per-instance report.json is read: resolved false grades 0, and its reports are one run", async () => {
    for (const path of REPORTS) {
      const { rows, problems, summary } = await rowsOf(path);
      expect(problems).toEqual([]);
      expect(summary.shape).toBe("swe-bench");
      const id = path.split("/").at(-2)!;
      expect(rows.map((r) => [r.task, r.reward, r.run, r.family])).toEqual([
        [id, 0, `${F}/swe-bench/report_json`, "astropy"],
      ]);
    }
  });

  it("a report without a patch has no grade; a resolved that is not true/false is a problem", async () => {
    const doc = {
      "a__a-1": { patch_is_None: true, patch_exists: false, resolved: false },
      "a__a-2": { patch_is_None: false, patch_exists: true, resolved: "yes" },
      "a__a-3": { patch_is_None: false, patch_exists: true, resolved: true },
    };
    const { rows, problems, notes } = await rowsOf({
      name: "run/m/a__a-1/report.json",
      data: Buffer.from(JSON.stringify(doc, null, 4)),
    });
    expect(rows.map((r) => [r.task, r.reward, r.run])).toEqual([["a__a-3", 1, "run/m"]]);
    expect(problems).toEqual([
      'run/m/a__a-1/report.json:0: a__a-2.resolved: expected true/false, got the string "yes"',
    ]);
    expect(notes).toEqual([
      "1 SWE-bench instance report(s) have no patch (an empty patch); they count as missing tasks, an evidence gap, not as failures",
    ]);
  });
});
