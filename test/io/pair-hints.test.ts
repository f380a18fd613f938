// A pair row whose prompt is not where its shape keeps it is told so, not given the HH-RLHF
// transcript hint ("no \n\nAssistant: turn") that points the wrong way (issue 22 item 10).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs } from "../../src/io/read.js";
import { limits } from "./formats/helpers.js";

const ORCA = "fixtures/train-formats/intel-orca-dpo/test_data_dpo.jsonl";

async function problemsOf(rows: unknown[]) {
  const data = Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const s = await streamPairs({ name: "p.jsonl", data }, limits, () => {});
  return { problems: s.problems.map(formatProblem), rows: s.rows };
}

describe("prompt keys of orca and Alpaca pairs", () => {
  const real = readFileSync(ORCA, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

  it("the real orca rows read as pairs with no problem", async () => {
    const r = await problemsOf(real);
    expect(r.problems).toEqual([]);
    expect(r.rows).toBe(real.length);
  });

  it("an orca row whose question is null or a list names the question, not the transcript's turns", async () => {
    const r = await problemsOf([
      { ...real[0], question: null },
      { ...real[0], question: ["a list"] },
    ]);
    expect(r.problems).toEqual([
      "p.jsonl:1: question: expected the prompt of an orca pair as a string, got null",
      "p.jsonl:2: question: expected the prompt of an orca pair as a string, got a list",
    ]);
  });

  it("an Alpaca pair's instruction as an object is named the same way", async () => {
    const r = await problemsOf([{ instruction: { text: "x" }, chosen: "a", rejected: "b" }]);
    expect(r.problems).toEqual([
      "p.jsonl:1: instruction: expected the prompt of an Alpaca pair as a string, got an object",
    ]);
  });

  it("plain replies with the prompt under another key say to map it; a real transcript keeps its hint", async () => {
    const r = await problemsOf([
      { query: "q", chosen: "a", rejected: "b" },
      { chosen: "\n\nHuman: q\n\nAssistant: a", rejected: "b" },
    ]);
    expect(r.problems).toEqual([
      'p.jsonl:1: chosen and rejected are plain replies, not HH-RLHF dialogues ("\\n\\nHuman: ...\\n\\nAssistant: ..."), ' +
        "and no prompt is read from this row (its keys: query, chosen (string), rejected (string)): " +
        "name it with fields (e.g. fields: prompt=query)",
      'p.jsonl:2: rejected: no "\\n\\nAssistant:" turn in this dialogue',
    ]);
  });
});
