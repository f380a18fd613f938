// Issue 22 item 7 over real tool files: runs are copies only when their rows are the same
// apart from the run key. promptfoo `--repeat 3` of a deterministic (echo) provider writes
// three runs that score alike from rows of their own (own ids, latencies): re-runs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { copyWarnings } from "../../src/stats/model-warnings.js";
import { F, rowsOf } from "../io/formats/helpers.js";

const side = async (name: string, data: Buffer) => {
  const { rows, problems } = await rowsOf({ name, data });
  expect(problems).toEqual([]);
  return tallyRows(rows);
};

describe("copied runs in tool files", () => {
  it("promptfoo --repeat 3 of a deterministic provider: three re-runs with zero spread, named", async () => {
    const path = `${F}/promptfoo/baseline_output.jsonl`;
    const t = await side("out.jsonl", readFileSync(path));
    expect(t.split.labels).toEqual(["1", "2", "3"]);
    expect(t.identical_runs).toEqual([]);
    expect(t.same_scores).toEqual([["1", "2", "3"]]);
    expect(t.rows).toBe(12);
    expect(copyWarnings("baseline", "out.jsonl", t).join("\n")).toMatch(
      /runs 1, 2, 3 in out\.jsonl score exactly alike on every task from rows of their own: counted as re-runs/,
    );
  });

  it("promptfoo: the first repeat's rows written again are a fourth run that is a copy", async () => {
    const text = readFileSync(`${F}/promptfoo/baseline_output.jsonl`, "utf8").trimEnd();
    const lines = text.split("\n");
    // Rows come test by test (3 repeats each): repeat 1 of each test is lines 1, 4, 7, 10.
    const first = lines.filter((_, i) => i % 3 === 0);
    const t = await side("out.jsonl", Buffer.from([...lines, ...first].join("\n")));
    expect(t.identical_runs).toEqual([["1", "4"]]);
    expect(t.split.labels).toEqual(["1", "2", "3"]);
    expect(t.rows).toBe(12);
    expect(t.same_scores).toEqual([["1", "2", "3"]]);
  });

  it("Inspect: a sample copied under another epoch is a copied run; re-scored samples are not", async () => {
    const path = `${F}/inspect/2025-05-12T20-28-13-04-00_popularity.json`;
    const log = JSON.parse(readFileSync(path, "utf8")) as { samples: Record<string, unknown>[] };
    const again = log.samples.map((s) => ({ ...s, epoch: 2 }));
    const copied = await side(
      "log.json",
      Buffer.from(JSON.stringify({ ...log, samples: [...log.samples, ...again] })),
    );
    expect(copied.identical_runs).toEqual([["1", "2"]]);
    expect(copied.split.labels).toEqual(["1"]);
    // Epoch 2 with its own uuid per sample (as Inspect writes): a re-run, not a copy.
    const rerun = log.samples.map((s, i) => ({ ...s, epoch: 2, uuid: `re-${i}` }));
    const t = await side(
      "log.json",
      Buffer.from(JSON.stringify({ ...log, samples: [...log.samples, ...rerun] })),
    );
    expect(t.identical_runs).toEqual([]);
    expect(t.split.labels).toEqual(["1", "2"]);
    expect(t.same_scores).toEqual([["1", "2"]]);
  });
});
