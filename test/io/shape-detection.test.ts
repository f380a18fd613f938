// Each pair shape is told as itself and as nothing else: one row of every shape against
// the detector, and the real files' first rows, so a new layout cannot take another's
// files (an orca row is not an HH-RLHF transcript; an Alpaca row is no pair at all).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { PairShape } from "../../src/io/canonical.js";
import { detectPairShape, PAIR_SHAPES } from "../../src/io/shapes.js";

const msgs = (q: string, a: string) => [
  { role: "user", content: q },
  { role: "assistant", content: a },
];

const ONE_OF_EACH: Record<PairShape, Record<string, unknown>> = {
  whileai: { prompt: "Q", chosen: { final_text: "A" }, rejected: { final_text: "B" } },
  "trl-conversational": {
    prompt: [{ role: "user", content: "Q" }],
    chosen: [{ role: "assistant", content: "A" }],
    rejected: [{ role: "assistant", content: "B" }],
  },
  "trl-standard": { prompt: "Q", chosen: "A", rejected: "B" },
  transcript: { chosen: "\n\nHuman: Q\n\nAssistant: A", rejected: "\n\nHuman: Q\n\nAssistant: B" },
  "openai-preference": {
    input: { messages: [{ role: "user", content: "Q" }] },
    preferred_output: [{ role: "assistant", content: "A" }],
    non_preferred_output: [{ role: "assistant", content: "B" }],
  },
  "sharegpt-preference": {
    conversations: [{ from: "human", value: "Q" }],
    chosen: { from: "gpt", value: "A" },
    rejected: { from: "gpt", value: "B" },
  },
  "llama-factory-v1": { chosen_messages: msgs("Q", "A"), rejected_messages: msgs("Q", "B") },
  "alpaca-preference": { instruction: "Q", input: "", chosen: "A", rejected: "B" },
  orca: { system: "", question: "Q", chosen: "A", rejected: "B" },
  ultrafeedback: {
    prompt: "Q",
    chosen: msgs("Q", "A"),
    rejected: msgs("Q", "B"),
    messages: msgs("Q", "A"),
  },
  argilla: { instruction: "Q", chosen_response: "A", rejected_response: "B" },
  unpaired: { prompt: "Q", completion: "A", label: true },
};

const first = (path: string) => {
  const buf = readFileSync(path);
  const text = (path.endsWith(".gz") ? gunzipSync(buf) : buf).toString("utf8").trimStart();
  if (text.startsWith("[")) return (JSON.parse(text) as Record<string, unknown>[])[0]!;
  return JSON.parse(text.split("\n")[0]!) as Record<string, unknown>;
};

describe("pair shape detection", () => {
  it("the table covers every shape the reader knows", () => {
    expect(Object.keys(ONE_OF_EACH).sort()).toEqual(Object.keys(PAIR_SHAPES).sort());
  });

  it.each(Object.entries(ONE_OF_EACH))("a %s row is read as that shape", (shape, row) => {
    expect(detectPairShape(row)).toBe(shape);
  });

  it.each([
    ["fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz", "transcript"],
    ["fixtures/train-formats/intel-orca-dpo/test_data_dpo.jsonl", "orca"],
    [
      "fixtures/train-formats/ultrafeedback-binarized/DERIVED_card_example_row.jsonl",
      "ultrafeedback",
    ],
    [
      "fixtures/train-formats/openai-finetuning/orca_dpo_pairs_validation.jsonl.gz",
      "openai-preference",
    ],
    ["fixtures/train-formats/llama-factory/dpo_en_demo.json.gz", "sharegpt-preference"],
    ["fixtures/train-formats/llama-factory/v1_dpo_demo.jsonl", "llama-factory-v1"],
    ["fixtures/real/agentalign-v2/dpo_eval.jsonl", "trl-standard"],
  ])("the first row of %s is %s", (path, shape) => {
    expect(detectPairShape(first(path))).toBe(shape);
  });

  it("training rows that are not pairs are no pair shape", () => {
    for (const path of [
      "fixtures/train-formats/llama-factory/alpaca_en_demo.json.gz",
      "fixtures/train-formats/axolotl/alpaca.json",
      "fixtures/train-formats/sharegpt/dummy_conversation.json",
      "fixtures/train-formats/openai-finetuning/Text-GSM8K_chat_validation.jsonl",
    ]) {
      expect(detectPairShape(first(path)), path).toBe(null);
    }
  });

  it("a prompt given beside Alpaca or orca keys makes the row TRL standard (a fields mapping)", () => {
    expect(detectPairShape({ prompt: "Q", instruction: "Q", chosen: "A", rejected: "B" })).toBe(
      "trl-standard",
    );
    expect(detectPairShape({ prompt: "Q", question: "Q", chosen: "A", rejected: "B" })).toBe(
      "trl-standard",
    );
    // Only strings on both sides are Alpaca's: graded row objects stay whileai pairs.
    const rows = { instruction: "Q", chosen: { final_text: "A" }, rejected: { final_text: "B" } };
    expect(detectPairShape(rows)).toBe("whileai");
  });
});
