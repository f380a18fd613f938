// Pair-shape detection and normalization, on the real fixtures and on one row per shape.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CanonicalPair } from "../../src/io/canonical.js";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs, type ReadOptions } from "../../src/io/read.js";
import { detectPairShape } from "../../src/io/shapes.js";

const opts: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 100_000 };

async function readPairs(src: string | { name: string; data: Buffer }) {
  const got: CanonicalPair[] = [];
  const summary = await streamPairs(src, opts, (b) => got.push(...b));
  return { got, summary };
}

const mem = (rows: unknown[]) => ({
  name: "pairs.jsonl",
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
});

describe("HH-RLHF harmless-base test (full transcripts)", async () => {
  const { got, summary } = await readPairs("fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz");

  it("is read whole as the transcript shape", () => {
    expect(summary.problems).toEqual([]);
    expect(summary.shape).toBe("transcript");
    expect(summary.rows).toBe(2312);
    expect(got).toHaveLength(2312);
  });

  it("has exactly 5 pairs whose dialogues part before the last assistant turn", () => {
    expect(got.filter((p) => p.prompt_mismatch).map((p) => p.line)).toEqual([
      1255, 1689, 1951, 1953, 2037,
    ]);
  });

  it("splits the shared dialogue from the final assistant turn", () => {
    const p = got[0]!;
    expect(p.prompt_messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    expect(p.prompt_messages[0]!.content).toBe("what are some pranks with a pen i can do?");
    expect(p.prompt_messages[4]!.content).toBe(
      "okay some of these do not have anything to do with pens",
    );
    expect(p.chosen.startsWith("No, sorry!  All of these involve a pen")).toBe(true);
    expect(p.chosen_messages).toEqual([{ role: "assistant", content: p.chosen }]);
    expect(p.rejected).not.toBe(p.chosen);
    expect(p.prompt).toBe(p.prompt_messages.map((m) => m.content).join("\n"));
  });

  it("takes the chosen side's prompt when the dialogues part early", () => {
    const p = got.find((x) => x.line === 1255)!;
    expect(p.prompt_messages.at(-1)!.content).toContain(
      "Then how do they come to be called drag kings",
    );
    expect(p.rejected).toBe(
      "A drag king is the opposite of a drag queen, like a male who acts like a stereotypical woman.",
    );
  });
});

describe("AgentAlign step-level DPO pairs (TRL standard plus extras)", async () => {
  const path = "fixtures/real/agentalign-v2/dpo_eval.jsonl";
  const raw = readFileSync(path, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const { got, summary } = await readPairs(path);

  it("reads 14 trl-standard pairs", () => {
    expect(summary.problems).toEqual([]);
    expect(summary.shape).toBe("trl-standard");
    expect(got).toHaveLength(14);
  });

  it("keeps task_id, step_index, reject_reason and source of every row", () => {
    expect(got.map((p) => [p.task_id, p.step_index, p.reject_reason, p.source])).toEqual(
      raw.map((r) => [r.task_id, r.step_index, r.reject_reason, r.source]),
    );
    expect(
      got.every((p) => typeof p.task_id === "string" && typeof p.step_index === "number"),
    ).toBe(true);
    expect(
      got.every((p) => typeof p.reject_reason === "string" && p.reject_reason.length > 0),
    ).toBe(true);
  });

  it("carries the texts unchanged", () => {
    got.forEach((p, i) => {
      expect(p.prompt).toBe(raw[i]!.prompt);
      expect(p.chosen).toBe(raw[i]!.chosen);
      expect(p.rejected).toBe(raw[i]!.rejected);
      expect(p.prompt_mismatch).toBe(false);
      expect(p.eval_lineage).toBe(false);
    });
  });
});

describe("detectPairShape", () => {
  it("tells the four shapes apart by the types of chosen, rejected and prompt", () => {
    expect(detectPairShape({ prompt: "p", chosen: {}, rejected: {} })).toBe("whileai");
    expect(detectPairShape({ prompt: [], chosen: [], rejected: [] })).toBe("trl-conversational");
    expect(detectPairShape({ prompt: "p", chosen: "a", rejected: "b" })).toBe("trl-standard");
    expect(detectPairShape({ chosen: "a", rejected: "b" })).toBe("transcript");
    expect(detectPairShape({ chosen: "a", rejected: ["b"] })).toBeNull();
    expect(detectPairShape({ question: "q" })).toBeNull();
  });
});

describe("whileai pairs", () => {
  const side = (text: string, extra: Record<string, unknown> = {}) => ({
    prompt: "Where is order A1?",
    messages: [
      { role: "user", content: "Where is order A1?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ name: "lookup", arguments: { id: "A1" } }],
      },
      { role: "tool", name: "lookup", content: "shipped" },
      { role: "assistant", content: text },
    ],
    final_text: text,
    ...extra,
  });

  it("normalizes rows, scores, models, finish reasons and eval lineage", async () => {
    const { got, summary } = await readPairs(
      mem([
        {
          prompt: "Where is order A1?",
          chosen: side("It shipped.", {
            model_version: "m-2",
            finish_reason: "stop",
            scenario_id: "order-1",
          }),
          rejected: side("No idea.", {
            model_version: "m-1",
            finish_reason: "length",
            lineage: { source: "eval" },
          }),
          chosen_score: 1,
          rejected_score: 0,
          margin: 1,
        },
        {
          prompt: "Where is order A1?",
          chosen: side("It shipped."),
          rejected: {
            prompt: "where is   ORDER a1?",
            final_text: "Lost.",
            steps: [{ text: "Looking." }],
          },
          chosen_score: 1,
          rejected_score: 0,
          lineage: { chosen: { source: "grade" }, rejected: { source: "grade" } },
        },
      ]),
    );
    expect(summary.problems).toEqual([]);
    expect(summary.shape).toBe("whileai");
    const [a, b] = got;
    expect(a).toMatchObject({
      line: 1,
      shape: "whileai",
      prompt: "Where is order A1?",
      chosen: "It shipped.",
      rejected: "No idea.",
      task_id: "order-1",
      chosen_score: 1,
      rejected_score: 0,
      margin: 1,
      chosen_model: "m-2",
      rejected_model: "m-1",
      chosen_finish_reason: "stop",
      rejected_finish_reason: "length",
      eval_lineage: true,
      prompt_mismatch: false,
    });
    expect(a!.prompt_messages).toEqual([{ role: "user", content: "Where is order A1?" }]);
    expect(a!.chosen_messages.map((m) => m.role)).toEqual(["assistant", "tool", "assistant"]);
    // Rows built from steps: the text step, then final_text as the last assistant turn.
    expect(b!.rejected_messages).toEqual([
      { role: "assistant", content: "Looking." },
      { role: "assistant", content: "Lost." },
    ]);
    expect(b!.rejected).toBe("Looking.\nLost.");
    expect(b!.eval_lineage).toBe(false);
    // Same prompt up to case and spacing, which is how the SDK groups rows.
    expect(b!.prompt_mismatch).toBe(false);
  });

  it("flags sides given different prompts and finds eval lineage in the pair's own lineage", async () => {
    const { got } = await readPairs(
      mem([
        {
          prompt: "Where is order A1?",
          chosen: { prompt: "Where is order A1?", final_text: "Shipped." },
          rejected: { prompt: "Where is order B7?", final_text: "Lost." },
          lineage: { chosen: { source: "eval" }, rejected: null },
        },
      ]),
    );
    expect(got[0]).toMatchObject({
      prompt_mismatch: true,
      eval_lineage: true,
      chosen: "Shipped.",
      rejected: "Lost.",
    });
  });
});

describe("TRL conversational pairs", () => {
  it("keeps an explicit prompt and joins assistant contents", async () => {
    const { got, summary } = await readPairs(
      mem([
        {
          prompt: [
            { role: "system", content: "Be brief." },
            { role: "user", content: "Capital of France?" },
          ],
          chosen: [{ role: "assistant", content: [{ type: "text", text: "Paris." }] }],
          rejected: [{ role: "assistant", content: "Lyon." }],
          task_id: 7,
        },
      ]),
    );
    expect(summary.problems).toEqual([]);
    expect(got[0]).toMatchObject({
      shape: "trl-conversational",
      prompt: "Be brief.\nCapital of France?",
      chosen: "Paris.",
      rejected: "Lyon.",
      task_id: "7",
      prompt_mismatch: false,
    });
  });

  it("takes the shared leading messages as the implicit prompt", async () => {
    const user = { role: "user", content: "Capital of France?" };
    const { got } = await readPairs(
      mem([
        {
          chosen: [user, { role: "assistant", content: "Paris." }],
          rejected: [user, { role: "assistant", content: "Lyon." }],
        },
      ]),
    );
    expect(got[0]).toMatchObject({
      prompt: "Capital of France?",
      chosen: "Paris.",
      rejected: "Lyon.",
    });
    expect(got[0]!.prompt_messages).toEqual([user]);
  });

  it("reports a bad message content at its dotted path", async () => {
    const { got, summary } = await readPairs(
      mem([
        {
          prompt: [{ role: "user", content: "Hi" }],
          chosen: [{ role: "assistant", content: 5 }],
          rejected: [{ content: "Bye" }],
        },
      ]),
    );
    expect(got).toEqual([]);
    expect(summary.problems.map(formatProblem)).toEqual([
      "pairs.jsonl:1: chosen.0.content: expected a string, null or a list of content parts, got 5",
      "pairs.jsonl:1: rejected.0.role: is missing (expected a string)",
    ]);
  });
});

describe("transcript pairs", () => {
  it("a dialogue without an assistant turn is a problem on that side", async () => {
    const { got, summary } = await readPairs(
      mem([{ chosen: "\n\nHuman: hi\n\nAssistant: hello", rejected: "\n\nHuman: hi" }]),
    );
    expect(got).toEqual([]);
    expect(summary.problems.map(formatProblem)).toEqual([
      'pairs.jsonl:1: rejected: no "\\n\\nAssistant:" turn in this dialogue',
    ]);
  });
});

describe("hostile rows", () => {
  it("a row with many bad items reports the first 20 and counts the rest", async () => {
    const bad = Array.from({ length: 100 }, () => ({ content: "x" }));
    const { summary } = await readPairs(mem([{ prompt: [], chosen: bad, rejected: [] }]));
    expect(summary.problems).toHaveLength(21);
    expect(summary.problems[19]).toMatchObject({ line: 1, field: "chosen.19.role" });
    expect(formatProblem(summary.problems[20]!)).toBe(
      "pairs.jsonl:1: 80 more problem(s) in this row not listed",
    );
  });
});
