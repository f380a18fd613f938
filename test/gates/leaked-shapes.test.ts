// The same 50 held-out items, leaked into the prompts of every training shape the reader
// accepts, are all caught by contamination, end to end through the engine: no layout or
// content-part variant hides a leak by reading as empty. The held-out items are the 50
// GSM8K questions of a real OpenAI fine-tuning file; the clean rows beside them are real
// orca_dpo_pairs rows (fixtures/train-formats/README.md).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";

const DIR = "fixtures/train-formats/openai-finetuning";
const dir = mkdtempSync(join(tmpdir(), "hg-leaks-"));

const jsonl = (text: string) =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

type Msg = { role: string; content: string };
const gsm = jsonl(readFileSync(`${DIR}/Text-GSM8K_chat_validation.jsonl`, "utf8"));
const questions = gsm.map((r) =>
  (r.messages as Msg[]).find((m) => m.role === "user")!.content.replace(/\nSolution:$/, ""),
);
const orca = jsonl(
  gunzipSync(readFileSync(`${DIR}/orca_dpo_pairs_validation.jsonl.gz`)).toString("utf8"),
).slice(0, 30);
const clean = orca.map((r) => ({
  prompt: ((r.input as { messages: Msg[] }).messages.at(-1) as Msg).content,
  chosen: (r.preferred_output as Msg[])[0]!.content,
  rejected: (r.non_preferred_output as Msg[])[0]!.content,
}));

const heldout = join(dir, "heldout.jsonl");
writeFileSync(
  heldout,
  questions.map((q, i) => JSON.stringify({ task_id: `gsm-${i}`, prompt: q })).join("\n") + "\n",
);

interface Texts {
  prompt: string;
  chosen: string;
  rejected: string;
}
const SYSTEM = "Reply to the user's question as accurately as possible.";

/** Each shape as a row writer; `kind` says whether the file goes in as --pairs or --sft. */
const SHAPES: Record<string, { kind: "pairs" | "sft"; row: (t: Texts, i: number) => unknown }> = {
  "openai-preference": {
    kind: "pairs",
    row: (t) => ({
      input: {
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: t.prompt },
        ],
      },
      preferred_output: [{ role: "assistant", content: t.chosen }],
      non_preferred_output: [{ role: "assistant", content: t.rejected }],
    }),
  },
  "sharegpt-preference": {
    kind: "pairs",
    row: (t) => ({
      system: SYSTEM,
      conversations: [{ from: "human", value: t.prompt }],
      chosen: { from: "gpt", value: t.chosen },
      rejected: { from: "gpt", value: t.rejected },
    }),
  },
  "llama-factory-v1 (value parts)": {
    kind: "pairs",
    row: (t) => {
      const side = (reply: string) => [
        { role: "system", content: [{ type: "text", value: SYSTEM }], loss_weight: 0 },
        { role: "user", content: [{ type: "text", value: t.prompt }], loss_weight: 0 },
        { role: "assistant", content: [{ type: "text", value: reply }], loss_weight: 1 },
      ];
      return { chosen_messages: side(t.chosen), rejected_messages: side(t.rejected) };
    },
  },
  "llama-factory-v1 (text parts)": {
    kind: "pairs",
    row: (t) => {
      const side = (reply: string) => [
        { role: "user", content: [{ type: "text", text: t.prompt }] },
        { role: "assistant", content: [{ type: "text", text: reply }] },
      ];
      return { chosen_messages: side(t.chosen), rejected_messages: side(t.rejected) };
    },
  },
  "trl-conversational (input_text/output_text parts)": {
    kind: "pairs",
    row: (t) => ({
      prompt: [{ role: "user", content: [{ type: "input_text", text: t.prompt }] }],
      chosen: [{ role: "assistant", content: [{ type: "output_text", text: t.chosen }] }],
      rejected: [{ role: "assistant", content: [{ type: "output_text", text: t.rejected }] }],
    }),
  },
  "trl-standard": { kind: "pairs", row: (t) => t },
  transcript: {
    kind: "pairs",
    row: (t) => ({
      chosen: `\n\nHuman: ${t.prompt}\n\nAssistant: ${t.chosen}`,
      rejected: `\n\nHuman: ${t.prompt}\n\nAssistant: ${t.rejected}`,
    }),
  },
  whileai: {
    kind: "pairs",
    row: (t) => ({
      prompt: t.prompt,
      chosen: { prompt: t.prompt, final_text: t.chosen },
      rejected: { prompt: t.prompt, final_text: t.rejected },
    }),
  },
  "unpaired (KTO)": {
    kind: "pairs",
    row: (t, i) => ({
      prompt: [{ role: "user", content: t.prompt }],
      completion: [{ role: "assistant", content: i % 2 ? t.chosen : t.rejected }],
      label: i % 2 === 1,
    }),
  },
  "SFT messages": {
    kind: "sft",
    row: (t) => ({
      messages: [
        { role: "system", content: SYSTEM },
        { role: "user", content: t.prompt },
        { role: "assistant", content: t.chosen },
      ],
    }),
  },
  "SFT messages (value parts)": {
    kind: "sft",
    row: (t) => ({
      messages: [
        { role: "user", content: [{ type: "text", value: t.prompt }] },
        { role: "assistant", content: [{ type: "text", value: t.chosen }] },
      ],
    }),
  },
  "SFT ShareGPT conversations": {
    kind: "sft",
    row: (t) => ({
      conversations: [
        { from: "human", value: t.prompt },
        { from: "gpt", value: t.chosen },
      ],
    }),
  },
  "SFT prompt/completion": {
    kind: "sft",
    row: (t) => ({ prompt: t.prompt, completion: t.chosen }),
  },
  // The leak sits in `input`, the half of the prompt a mapping of instruction alone drops.
  "SFT Alpaca (leak in input)": {
    kind: "sft",
    row: (t) => ({ instruction: "Answer the question below.", input: t.prompt, output: t.chosen }),
  },
  "alpaca-preference (leak in input)": {
    kind: "pairs",
    row: (t) => ({
      instruction: "Answer the question below.",
      input: t.prompt,
      chosen: t.chosen,
      rejected: t.rejected,
    }),
  },
  orca: {
    kind: "pairs",
    row: (t) => ({ system: SYSTEM, question: t.prompt, chosen: t.chosen, rejected: t.rejected }),
  },
  ultrafeedback: {
    kind: "pairs",
    row: (t) => {
      const side = (reply: string) => [
        { role: "user", content: t.prompt },
        { role: "assistant", content: reply },
      ];
      return {
        prompt: t.prompt,
        chosen: side(t.chosen),
        rejected: side(t.rejected),
        messages: side(t.chosen),
        score_chosen: 8,
        score_rejected: 5,
      };
    },
  },
  argilla: {
    kind: "pairs",
    row: (t) => ({
      instruction: t.prompt,
      chosen_response: t.chosen,
      rejected_response: t.rejected,
      chosen_avg_rating: 4.5,
      rejected_avg_rating: 2,
    }),
  },
};

describe("50 held-out items leaked into every training shape", () => {
  it.each(Object.keys(SHAPES))("%s: all 50 caught, no clean row flagged", async (name) => {
    const shape = SHAPES[name]!;
    // Clean rows first and between, so the leaked lines are not simply the first 50.
    const texts: (Texts & { leaked: boolean })[] = [];
    questions.forEach((q, i) => {
      if (i < clean.length) texts.push({ ...clean[i]!, leaked: false });
      texts.push({ prompt: q, chosen: "The answer is 42.", rejected: "No idea.", leaked: true });
    });
    const file = join(dir, `${name.replace(/\W+/g, "-")}.jsonl`);
    writeFileSync(file, texts.map((t, i) => JSON.stringify(shape.row(t, i))).join("\n") + "\n");
    const leakedLines = texts.flatMap((t, i) => (t.leaked ? [i + 1] : []));

    const report = await buildReport(parseConfig({ heldout, [shape.kind]: file }));
    expect(report.problems).toEqual([]);
    const dc = report.data[0]!;
    expect(dc.rows).toBe(texts.length);
    const gate = dc.gates.find((g) => g.name === "contamination")!;
    expect(gate.figures.n_contaminated).toBe(50);
    expect(gate.status).toBe("fail");
    expect(gate.findings.map((f) => f.line)).toEqual(leakedLines);
  });
});

describe("leaks planted in the input of real Alpaca rows", () => {
  it("LLaMA-Factory's alpaca_en_demo: 20 inputs replaced by held-out items, 20 caught at their lines", async () => {
    type Alpaca = { instruction: string; input: string; output: string };
    const path = "fixtures/train-formats/llama-factory/alpaca_en_demo.json.gz";
    const rows = JSON.parse(gunzipSync(readFileSync(path)).toString("utf8")) as Alpaca[];
    // Rows 0, 50, 100, ...: each keeps its instruction; its input becomes a held-out question.
    const planted = rows.map((r, i) => (i % 50 === 0 ? { ...r, input: questions[i / 50]! } : r));
    const file = join(dir, "alpaca-planted.jsonl");
    writeFileSync(file, planted.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const report = await buildReport(parseConfig({ heldout, sft: file }));
    expect(report.problems).toEqual([]);
    const gate = report.data[0]!.gates.find((g) => g.name === "contamination")!;
    expect(gate.figures.n_contaminated).toBe(20);
    expect(gate.findings.map((f) => f.line)).toEqual(
      planted.flatMap((_, i) => (i % 50 === 0 ? [i + 1] : [])),
    );
  });
});
