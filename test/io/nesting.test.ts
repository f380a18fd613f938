// Deep nesting: the reader refuses rows nested past MAX_NESTING at file:line with the
// top-level field, so hashing, canonical text and the gates only ever see bounded depth.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { MAX_NESTING, tooDeep } from "../../src/io/nesting.js";
import { formatProblem } from "../../src/io/problems.js";

const dir = mkdtempSync(join(tmpdir(), "hg-nesting-"));
const held = "fixtures/example/heldout.jsonl";

/** A JSON text of `levels` nested lists around 1: nest(1) is "[1]". */
const nest = (levels: number) => "[".repeat(levels) + "1" + "]".repeat(levels);
/** A JSON text of `levels` nested objects. */
const nestObj = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

describe("tooDeep", () => {
  it("counts the row as level 1", () => {
    // A value under a top-level key at MAX_NESTING - 1 levels fills the row to the limit.
    expect(tooDeep(JSON.parse(`{"x":1,"a":${nest(MAX_NESTING - 1)}}`))).toBeNull();
    expect(tooDeep(JSON.parse(`{"x":1,"a":${nest(MAX_NESTING)}}`))).toBe("a");
    expect(tooDeep(JSON.parse(`{"b":{"c":${nestObj(MAX_NESTING)}}}`))).toBe("b");
  });

  it("walks 100,000 levels without overflowing the stack", () => {
    expect(tooDeep(JSON.parse(`{"z":${nest(100_000)}}`), 1_000_000)).toBeNull();
    expect(tooDeep(JSON.parse(`{"z":${nest(100_000)}}`))).toBe("z");
  });
});

describe("every role refuses a row nested past the limit, at file:line with its field", () => {
  const deep = nest(5_000);
  const deepObj = nestObj(5_000);
  const cases: [string, string, string, string][] = [
    ["heldout", "heldout", `{"task_id":"ho-01","prompt":"p","answer":${deep}}`, "answer"],
    [
      "baseline",
      "eval",
      `{"task_id":"ho-01","reward":1,"steps":[{"tool":"t","arguments":${deepObj}}]}`,
      "steps",
    ],
    [
      "pairs",
      "pairs",
      `{"prompt":[{"role":"user","content":"hi"}],"chosen":[{"role":"assistant","content":"a","tool_calls":${deep}}],"rejected":[{"role":"assistant","content":"b"}]}`,
      "chosen",
    ],
    [
      "sft",
      "sft",
      `{"messages":[{"role":"user","content":"q"},{"role":"assistant","content":"a","tool_calls":[${deepObj}]}]}`,
      "messages",
    ],
  ];
  for (const [role, kind, row, field] of cases) {
    it(`${role}: ${field} nested 5,000 deep`, async () => {
      const file = join(dir, `${role}-deep.jsonl`);
      const good = readFileLine(kind);
      writeFileSync(file, `${good}\n${row}\n`);
      const inputs: Record<string, string> = { heldout: held };
      if (role === "heldout") {
        inputs.heldout = file;
        inputs.sft = "fixtures/example/sft.jsonl";
      } else if (role === "baseline") {
        inputs.baseline = file;
        inputs.candidate = "fixtures/example/after.jsonl";
      } else inputs[role] = file;
      const r = await buildReport(parseConfig(inputs));
      expect(r.problems.map(formatProblem)).toContain(
        `${file}:2: ${field}: nested more than ${MAX_NESTING} levels deep`,
      );
      expect(r.decision.pass).toBe(false);
    });
  }
});

function readFileLine(kind: string): string {
  switch (kind) {
    case "heldout":
      return '{"task_id":"x1","prompt":"What is 2+2?"}';
    case "eval":
      return '{"task_id":"ho-01","reward":1}';
    case "pairs":
      return '{"prompt":[{"role":"user","content":"hi"}],"chosen":[{"role":"assistant","content":"a"}],"rejected":[{"role":"assistant","content":"b"}]}';
    default:
      return '{"messages":[{"role":"user","content":"q"},{"role":"assistant","content":"a"}]}';
  }
}

it("rows at the limit pass through every role: canonical text and hashing stay within the stack", async () => {
  const edge = nest(MAX_NESTING - 4);
  const pairs = join(dir, "edge-pairs.jsonl");
  const sft = join(dir, "edge-sft.jsonl");
  writeFileSync(
    pairs,
    [1, 2]
      .map(
        (i) =>
          `{"prompt":[{"role":"user","content":"hi ${i}"}],"chosen":[{"role":"assistant","content":"a","tool_calls":[${edge}]}],"rejected":[{"role":"assistant","content":"b","tool_calls":[${edge}]}]}`,
      )
      .join("\n") + "\n",
  );
  writeFileSync(
    sft,
    `{"messages":[{"role":"user","content":"q"},{"role":"assistant","content":"a","tool_calls":[${edge}]}]}\n`,
  );
  const r = await buildReport(parseConfig({ heldout: held, pairs, sft }));
  expect(r.problems).toEqual([]);
  expect(r.data.map((d) => d.rows)).toEqual([2, 1]);
});
