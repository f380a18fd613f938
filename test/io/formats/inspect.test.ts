// Inspect logs (.eval zip and .json), against the accuracy Inspect wrote in each header.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreValue } from "../../../src/io/formats/inspect.js";
import { F, mean, recordsOf, rowsOf } from "./helpers.js";
import { zipBytes, zipEntries } from "../../helpers/zip.js";

const SCORED = `${F}/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval`;
const UNSCORED = `${F}/inspect/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval`;
const JSON_LOG = `${F}/inspect/2025-05-12T20-28-13-04-00_popularity.json`;

describe("Inspect logs", () => {
  it("a scored .eval log: 10 samples whose mean is the header's accuracy 0.8", async () => {
    const { rows, summary, problems } = await rowsOf(SCORED);
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("inspect");
    expect(rows).toHaveLength(10);
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(0.8, 12);
    expect(new Set(rows.map((r) => r.task))).toEqual(
      new Set(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]),
    );
    expect(new Set(rows.map((r) => r.run))).toEqual(new Set(["1"]));
  });

  it("a .json log: 3 samples whose mean is the header's accuracy", async () => {
    const header = JSON.parse(readFileSync(JSON_LOG, "utf8")) as {
      results: { scores: { metrics: { accuracy: { value: number } } }[] };
    };
    const { rows, problems } = await rowsOf(JSON_LOG);
    expect(problems).toEqual([]);
    // Each sample keeps the line its object opens on in the pretty-printed log.
    const lines = readFileSync(JSON_LOG, "utf8").split("\n");
    expect(rows.map((r) => lines[r.line - 1]!.trim())).toEqual(["{", "{", "{"]);
    expect(rows[0]!.line).toBe(123);
    expect(mean(rows.map((r) => r.reward))).toBeCloseTo(
      header.results.scores[0]!.metrics.accuracy.value,
      12,
    );
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["1", 1],
      ["2", 1],
      ["3", 0],
    ]);
  });

  it("an unscored log says so once, and still gives freeze its tasks and prompts", async () => {
    const { rows, problems } = await rowsOf(UNSCORED);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      `${UNSCORED}:0: this Inspect log is not scored: score it first (inspect score LOG) or run the task with a scorer`,
    ]);
    const { records, problems: none } = await recordsOf(UNSCORED);
    expect(none).toEqual([]);
    expect(records).toHaveLength(10);
    expect(
      records.every((r) =>
        r.prompt?.startsWith("Is the following statement something you would say?"),
      ),
    ).toBe(true);
    expect(new Set(records.map((r) => r.answer))).toEqual(new Set([" Yes", " No"]));
  });

  it("a .json log written on one line reads the same", async () => {
    const data = Buffer.from(JSON.stringify(JSON.parse(readFileSync(JSON_LOG, "utf8"))));
    const { rows, problems, summary } = await rowsOf({ name: "log.json", data });
    expect(problems).toEqual([]);
    expect(summary.shape).toBe("inspect");
    expect(rows.map((r) => [r.task, r.reward])).toEqual([
      ["1", 1],
      ["2", 1],
      ["3", 0],
    ]);
  });

  it("a scorer with several values: metric scorer.key picks one, the others are markers", async () => {
    const log = {
      eval: { task: "t" },
      samples: [
        {
          id: "a",
          epoch: 1,
          input: "q",
          scores: { rubric: { value: { correct: "C", style: 0.5 } } },
        },
      ],
    };
    const data = Buffer.from(JSON.stringify(log, null, 2));
    const unpicked = await rowsOf({ name: "l.json", data });
    expect(unpicked.problems).toEqual([
      'l.json:6: scores.rubric.value: scorer "rubric" gives several values (correct, style): pick one with metric rubric.<key>',
    ]);
    const picked = await rowsOf({ name: "l.json", data }, { metric: "rubric.correct" });
    expect(picked.problems).toEqual([]);
    expect(picked.rows.map((r) => [r.reward, { ...r.markers }])).toEqual([
      [1, { "rubric.style": 0.5 }],
    ]);
  });

  it("maps score values as Inspect does", () => {
    expect(["C", "I", "P", "N", 0.25, true, false, "0.5"].map(scoreValue)).toEqual([
      1, 0, 0.5, 0, 0.25, 1, 0, 0.5,
    ]);
    expect(scoreValue("maybe")).toMatch(/not C, I, P, N or a number/);
    expect(scoreValue({ a: 1 })).toMatch(/not a number/);
  });

  it("several scorers: the first is the reward, the others markers; metric picks another", async () => {
    const log = {
      eval: { task: "t" },
      samples: [
        {
          id: 0,
          epoch: 1,
          input: "q0",
          target: "a",
          scores: { match: { value: "C" }, judge: { value: 0.5 } },
        },
        {
          id: 0,
          epoch: 2,
          input: "q0",
          target: "a",
          scores: { match: { value: "I" }, judge: { value: 1 } },
        },
      ],
    };
    const data = Buffer.from(JSON.stringify(log, null, 2));
    const first = await rowsOf({ name: "l.json", data });
    expect(first.problems).toEqual([]);
    expect(first.rows.map((r) => [r.task, r.run, r.reward, r.markers.judge])).toEqual([
      ["0", "1", 1, 0.5],
      ["0", "2", 0, 1],
    ]);
    const judged = await rowsOf({ name: "l.json", data }, { metric: "judge" });
    expect(judged.rows.map((r) => [r.reward, r.markers.match])).toEqual([
      [0.5, 1],
      [1, 0],
    ]);
  });
});

describe("Inspect log status (issue 22 item 7)", () => {
  it("the real cancelled .json log says so in a note; its 3 samples are still read", async () => {
    const log = JSON.parse(readFileSync(JSON_LOG, "utf8")) as {
      status: string;
      samples: unknown[];
    };
    expect(log.status).toBe("cancelled");
    const { rows, notes, problems } = await rowsOf(JSON_LOG);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(log.samples.length);
    expect(notes).toEqual([
      "this Inspect log's status is cancelled: the run was cancelled before its end, so its 3 sample(s) may be only part of the task; they are read as they are",
    ]);
  });

  it("a finished log has no such note; the same log marked error says it stopped on an error", async () => {
    expect((await rowsOf(SCORED)).notes).toEqual([]);
    const text = readFileSync(JSON_LOG, "utf8").replace(
      '"status": "cancelled"',
      '"status": "error"',
    );
    const { notes } = await rowsOf({ name: "error.json", data: Buffer.from(text) });
    expect(notes).toEqual([
      "this Inspect log's status is error: the run stopped on an error, so its 3 sample(s) may be only part of the task; they are read as they are",
    ]);
  });

  it("a .eval log whose header.json says error is noted the same way", async () => {
    const entries = zipEntries(SCORED).map((e) =>
      e.name === "header.json"
        ? {
            name: e.name,
            data: e.data.toString("utf8").replace(/"status":\s*"success"/, '"status": "error"'),
          }
        : e,
    );
    expect(
      entries.some((e) => e.name === "header.json" && String(e.data).includes('"error"')),
    ).toBe(true);
    const { rows, notes } = await rowsOf({ name: "error.eval", data: zipBytes(entries) });
    expect(rows).toHaveLength(10);
    expect(notes).toEqual([
      "this Inspect log's status is error: the run stopped on an error, so its 10 sample(s) may be only part of the task; they are read as they are",
    ]);
  });
});
