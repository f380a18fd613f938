// Task id 0 in the gate's own row shape (issue 22 item 4): tau-bench numbers its tasks
// from 0, `freeze` writes task "0", and `check` must read the rows it came from.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { formatProblem } from "../../src/io/problems.js";
import { readEvalRows, readHeldout, type ReadOptions } from "../../src/io/read.js";

const TAU = "fixtures/misreads/tau-bench-airline-tasks-0-2.json";
const opts: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 100_000 };
const tmp = mkdtempSync(join(tmpdir(), "hg-task0-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The file's rows by plain JSON.parse: the recount the reader is checked against. */
const raw = JSON.parse(readFileSync(TAU, "utf8")) as {
  task_id: number;
  reward: number;
  trial: number;
}[];

describe("task id 0 in our own rows", () => {
  it('is read as task "0", every row kept', async () => {
    const { rows, summary } = await readEvalRows(TAU, "baseline", {
      ...opts,
      fields: { run: "trial" },
    });
    expect(summary.problems.map(formatProblem)).toEqual([]);
    expect(rows.map((r) => [r.task, r.run, r.reward])).toEqual(
      raw.map((r) => [String(r.task_id), String(r.trial), r.reward]),
    );
    expect(rows.filter((r) => r.task === "0")).toHaveLength(4);
  });

  it("is read without a mapping too, and as scenario_id", async () => {
    const mem = (rows: unknown[]) => ({
      name: "eval.jsonl",
      data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
    });
    const { rows, summary } = await readEvalRows(
      mem([
        { task_id: 0, reward: 1 },
        { scenario_id: 0, task_id: "x", reward: 0 },
      ]),
      "baseline",
      opts,
    );
    expect(summary.problems).toEqual([]);
    expect(rows.map((r) => r.task)).toEqual(["0", "0"]);
  });

  it('freeze writes task "0" and check reads the rows it came from', async () => {
    const out = join(tmp, "heldout.jsonl");
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    expect(await main(["freeze", "--from", TAU, "--out", out])).toBe(0);
    vi.restoreAllMocks();
    const held = await readHeldout(out, opts);
    expect(held.tasks.map((t) => t.task_id)).toEqual(["0", "1", "2"]);
    const { rows, summary } = await readEvalRows(TAU, "candidate", opts);
    expect(summary.problems).toEqual([]);
    expect(new Set(rows.map((r) => r.task))).toEqual(new Set(["0", "1", "2"]));
  });
});
