// Terminal-Bench results.json (one file per run), against a plain recount of each file
// and the figures that recount gives, written out.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readEvalSide } from "../../../src/io/read.js";
import type { EvalRow } from "../../../src/io/canonical.js";
import { F, limits, recordsOf, rowsOf } from "./helpers.js";

const DIR = `${F}/terminal-bench`;
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith("__results.json"))
  .sort()
  .map((f) => `${DIR}/${f}`);

type Trial = { task_id: string; is_resolved: boolean | null; instruction: string };
const doc = (path: string) =>
  JSON.parse(readFileSync(path, "utf8")) as { id: string; results: Trial[]; accuracy: number };

describe("Terminal-Bench results.json", () => {
  it("each trial is one row, is_resolved as 1/0 (null as 0), the run id from the file", async () => {
    // From the recount: 32 resolved of 80 in the first four runs, 37 in the fifth.
    const resolved = [32, 32, 32, 32, 37];
    for (const [i, path] of FILES.entries()) {
      const d = doc(path);
      const { rows, summary, problems, notes } = await rowsOf(path);
      expect(problems).toEqual([]);
      expect(summary.shape).toBe("terminal-bench");
      expect(rows.map((r) => [r.task, r.reward, r.run])).toEqual(
        d.results.map((t) => [t.task_id, t.is_resolved === true ? 1 : 0, d.id]),
      );
      expect(rows.reduce((a, r) => a + r.reward, 0)).toBe(resolved[i]);
      expect(rows.reduce((a, r) => a + r.reward, 0) / rows.length).toBeCloseTo(d.accuracy, 12);
      const unreported = d.results.filter((t) => t.is_resolved === null).length;
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatch(
        new RegExp(`^${unreported} of 80 Terminal-Bench trials have is_resolved null`),
      );
    }
  });

  it("five files on a side are five runs, named by their ids", async () => {
    const rows: EvalRow[] = [];
    const side = await readEvalSide(FILES, "baseline", limits, (r) => rows.push(r));
    expect(side.summaries.map((s) => s.runs)).toEqual(FILES.map((p) => [doc(p).id]));
    expect(new Set(rows.map((r) => r.run)).size).toBe(5);
    expect(rows).toHaveLength(400);
  });

  it("freeze takes each task's instruction", async () => {
    const d = doc(FILES[0]!);
    const { records, problems } = await recordsOf(FILES[0]!);
    expect(problems).toEqual([]);
    expect(records.map((r) => [r.task, r.prompt])).toEqual(
      d.results.map((t) => [t.task_id, t.instruction]),
    );
  });

  it("a value of is_resolved that is not true, false or null is a problem", async () => {
    const data = Buffer.from(
      JSON.stringify(
        {
          id: "r1",
          results: [
            { task_id: "a", trial_name: "a.1-of-1.r1", is_resolved: "yes" },
            { task_id: "b", trial_name: "b.1-of-1.r1", is_resolved: false },
          ],
          resolved_ids: [],
          unresolved_ids: ["b"],
          n_resolved: 0,
        },
        null,
        2,
      ),
    );
    const { rows, problems } = await rowsOf({ name: "results.json", data });
    expect(rows.map((r) => [r.task, r.reward, r.run])).toEqual([["b", 0, "r1"]]);
    expect(problems).toEqual([
      'results.json:4: is_resolved: expected true, false or null, got the string "yes"',
    ]);
  });
});
