// The Alpaca, orca, UltraFeedback and Argilla layouts, read from the real files as the
// tools write them, against a plain recount of the same rows (JSON.parse, no reader).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CanonicalPair, SftRow } from "../../src/io/canonical.js";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs, streamSft, type ReadOptions, type Source } from "../../src/io/read.js";

const opts: ReadOptions = { maxLineBytes: 1 << 22, maxFileBytes: 1 << 30, maxRows: 100_000 };
const DIR = "fixtures/train-formats";
const ALPACA = `${DIR}/llama-factory/alpaca_en_demo.json.gz`;
const AXOLOTL = `${DIR}/axolotl/alpaca.json`;
const ORCA = `${DIR}/intel-orca-dpo/test_data_dpo.jsonl`;
const UF = `${DIR}/ultrafeedback-binarized/DERIVED_card_example_row.jsonl`;

async function pairs(src: Source) {
  const got: CanonicalPair[] = [];
  const summary = await streamPairs(src, opts, (b) => got.push(...b));
  return { got, summary, problems: summary.problems.map(formatProblem) };
}

async function sft(src: Source) {
  const got: SftRow[] = [];
  const summary = await streamSft(src, opts, (b) => got.push(...b));
  return { got, summary, problems: summary.problems.map(formatProblem) };
}

const mem = (name: string, rows: unknown[]) => ({
  name,
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
});

type Alpaca = { instruction: string; input: string; output: string };
const alpaca = JSON.parse(gunzipSync(readFileSync(ALPACA)).toString("utf8")) as Alpaca[];
const lines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("Alpaca SFT", () => {
  it("LLaMA-Factory's alpaca_en_demo.json: 999 rows, the input joined to the instruction", async () => {
    const r = await sft(ALPACA);
    expect(r.problems).toEqual([]);
    expect(r.got).toHaveLength(999);
    // The recount: 412 of the 999 rows have an input.
    expect(alpaca.filter((a) => a.input !== "")).toHaveLength(412);
    expect(r.got.map((x) => [x.prompt, x.completion])).toEqual(
      alpaca.map((a) => [a.input ? `${a.instruction}\n${a.input}` : a.instruction, a.output]),
    );
    expect(r.got[0]!.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("Axolotl's alpaca fixture reads the same way", async () => {
    const raw = JSON.parse(readFileSync(AXOLOTL, "utf8")) as Alpaca[];
    const r = await sft(AXOLOTL);
    expect(r.problems).toEqual([]);
    expect(r.got.map((x) => x.prompt)).toEqual(raw.map((a) => `${a.instruction}\n${a.input}`));
  });

  it("system and history become the turns before the instruction", async () => {
    const r = await sft(
      mem("sft.jsonl", [
        {
          system: "Be brief.",
          history: [["Hi", "Hello!"]],
          instruction: "Name a prime.",
          input: "",
          output: "7",
        },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.got[0]!.messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello!" },
      { role: "user", content: "Name a prime." },
      { role: "assistant", content: "7" },
    ]);
  });

  it("an Alpaca row without its output, and an Alpaca file given as pairs, are told so", async () => {
    const r = await sft(mem("sft.jsonl", [{ instruction: "Name a prime.", input: "" }]));
    expect(r.problems).toEqual([
      "sft.jsonl:1: output: is missing (expected messages, conversations, prompt and completion, or instruction and output)",
    ]);
    const p = await pairs(AXOLOTL);
    expect(p.got).toEqual([]);
    expect(p.problems[0]).toBe(
      `${AXOLOTL}:2: this is an Alpaca SFT row (instruction, input, output) with no chosen/rejected pair: give the file as sft`,
    );
  });
});

describe("preference layouts of the Hub", () => {
  it("Intel/orca_dpo_pairs: system + question is the prompt, never a transcript", async () => {
    const raw = lines(ORCA);
    const r = await pairs(ORCA);
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("orca");
    expect(r.got.map((p) => [p.prompt_messages.map((m) => m.role), p.chosen, p.rejected])).toEqual([
      [["user"], raw[0]!.chosen, raw[0]!.rejected],
      [["system", "user"], raw[1]!.chosen, raw[1]!.rejected],
    ]);
    expect(r.got[1]!.prompt).toBe(`${raw[1]!.system as string}\n${raw[1]!.question as string}`);
  });

  it("UltraFeedback binarized: the prompt string, each side's last assistant turn, its scores", async () => {
    const raw = lines(UF)[0]! as {
      prompt: string;
      chosen: { role: string; content: string }[];
      rejected: { role: string; content: string }[];
    };
    const r = await pairs(UF);
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("ultrafeedback");
    const p = r.got[0]!;
    expect([p.prompt, p.chosen, p.rejected]).toEqual([
      raw.prompt,
      raw.chosen.at(-1)!.content,
      raw.rejected.at(-1)!.content,
    ]);
    expect([p.chosen_score, p.rejected_score, p.prompt_mismatch]).toEqual([8, 5, false]);
  });

  it("UltraFeedback sides that part before the reply were not given one prompt", async () => {
    const side = (q: string, a: string) => [
      { role: "user", content: q },
      { role: "assistant", content: a },
    ];
    const r = await pairs(
      mem("uf.jsonl", [{ prompt: "Q", chosen: side("Q", "A"), rejected: side("Q2", "B") }]),
    );
    expect(r.got[0]!.prompt_mismatch).toBe(true);
    const none = await pairs(
      mem("uf.jsonl", [
        { prompt: "Q", chosen: [{ role: "user", content: "Q" }], rejected: side("Q", "B") },
      ]),
    );
    expect(none.problems).toEqual([
      "uf.jsonl:1: chosen: has no assistant message: no reply to compare",
    ]);
  });

  it("LLaMA-Factory's Alpaca preference rows: instruction + input is the prompt", async () => {
    const r = await pairs(
      mem("dpo.jsonl", [
        {
          instruction: "Translate to French.",
          input: "Good morning",
          chosen: "Bonjour",
          rejected: "Bonsoir",
        },
        { instruction: "Name a prime.", chosen: "7", rejected: "8", system: "Be brief." },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("alpaca-preference");
    expect(r.got.map((p) => [p.prompt, p.chosen, p.rejected])).toEqual([
      ["Translate to French.\nGood morning", "Bonjour", "Bonsoir"],
      ["Be brief.\nName a prime.", "7", "8"],
    ]);
  });

  it("Argilla's chosen_response/rejected_response, with the average ratings as scores", async () => {
    const r = await pairs(
      mem("argilla.jsonl", [
        {
          source: "evol_instruct",
          instruction: "Name a prime.",
          chosen_response: "7",
          rejected_response: "8",
          chosen_avg_rating: 4.75,
          rejected_avg_rating: 2.5,
          chosen_model: "gpt-4",
        },
        { prompt: "Name an even number.", chosen_response: "4", rejected_response: "5" },
        { chosen_response: "4", rejected_response: "5" },
      ]),
    );
    expect(r.summary.shape).toBe("argilla");
    expect(
      r.got.map((p) => [p.prompt, p.chosen, p.rejected, p.chosen_score, p.rejected_score]),
    ).toEqual([
      ["Name a prime.", "7", "8", 4.75, 2.5],
      ["Name an even number.", "4", "5", undefined, undefined],
    ]);
    expect(r.problems).toEqual([
      "argilla.jsonl:3: instruction: is missing (expected instruction or prompt beside chosen_response)",
    ]);
  });
});
