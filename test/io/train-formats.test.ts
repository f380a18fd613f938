// Training files as trainers write them: the real OpenAI and LLaMA-Factory files read as
// they are, one row per shape and content-part variant, unpaired (KTO) rows, the `fields`
// mapping for pairs and SFT, and no side read as empty beside text the reader skipped.
import { describe, expect, it } from "vitest";
import type { CanonicalPair, SftRow, UnpairedRow } from "../../src/io/canonical.js";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs, streamSft, type ReadOptions } from "../../src/io/read.js";

const opts: ReadOptions = { maxLineBytes: 1 << 22, maxFileBytes: 1 << 30, maxRows: 100_000 };
const DIR = "fixtures/train-formats";

async function pairs(
  src: string | { name: string; data: Buffer },
  fields?: Record<string, string>,
) {
  const got: CanonicalPair[] = [];
  const loose: UnpairedRow[] = [];
  const summary = await streamPairs(
    src,
    { ...opts, fields },
    (b) => got.push(...b),
    (b) => loose.push(...b),
  );
  return { got, loose, summary, problems: summary.problems.map(formatProblem) };
}

async function sft(src: string | { name: string; data: Buffer }, fields?: Record<string, string>) {
  const got: SftRow[] = [];
  const summary = await streamSft(src, { ...opts, fields }, (b) => got.push(...b));
  return { got, summary, problems: summary.problems.map(formatProblem) };
}

const mem = (name: string, rows: unknown[]) => ({
  name,
  data: Buffer.from(rows.map((r) => JSON.stringify(r)).join("\n") + "\n"),
});

const user = (content: unknown) => ({ role: "user", content });
const bot = (content: unknown) => ({ role: "assistant", content });

describe("real training files read as they are", () => {
  it("OpenAI DPO (orca_dpo_pairs): 284 openai-preference pairs, no side empty", async () => {
    const r = await pairs(`${DIR}/openai-finetuning/orca_dpo_pairs_validation.jsonl.gz`);
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("openai-preference");
    expect(r.got).toHaveLength(284);
    for (const p of r.got) {
      expect(p.prompt).not.toBe("");
      expect(p.chosen).not.toBe("");
      expect(p.rejected).not.toBe("");
    }
    expect(r.got[0]!.prompt_messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(r.got[0]!.chosen.startsWith("Step 1: Identify the names")).toBe(true);
  });

  it("LLaMA-Factory v1 (value parts): 10 pairs whose replies are the value texts", async () => {
    const r = await pairs(`${DIR}/llama-factory/v1_dpo_demo.jsonl`);
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("llama-factory-v1");
    expect(r.got).toHaveLength(10);
    const p = r.got[0]!;
    expect(p.prompt_messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(p.chosen.startsWith("Abdulah Hasanagic is the proud owner")).toBe(true);
    expect(p.rejected.startsWith(" Abdulah Hasanagic is the proud owner of AS Company,")).toBe(
      true,
    );
    expect(p.prompt_mismatch).toBe(false);
    // The symptom was a median of 0 characters: every reply now has its text.
    expect(r.got.filter((x) => x.chosen === "" || x.rejected === "")).toEqual([]);
  });

  it("LLaMA-Factory dpo_en_demo.json (one JSON array): 300 sharegpt-preference pairs", async () => {
    const r = await pairs(`${DIR}/llama-factory/dpo_en_demo.json.gz`);
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("sharegpt-preference");
    expect(r.got).toHaveLength(300);
    expect(r.got.filter((x) => x.prompt === "" || x.chosen === "" || x.rejected === "")).toEqual(
      [],
    );
    expect(r.got[0]!.prompt.startsWith("Hi! I'd like to create a new language game")).toBe(true);
    expect(r.got[0]!.chosen.startsWith("That sounds like a fun and engaging idea!")).toBe(true);
    // Rows keep the line their object starts on in the array document.
    expect(r.got[0]!.line).toBe(2);
  });

  it("ShareGPT dummy_conversation.json (one JSON array): 500 SFT rows", async () => {
    const r = await sft(`${DIR}/sharegpt/dummy_conversation.json`);
    expect(r.problems).toEqual([]);
    expect(r.got).toHaveLength(500);
    expect(r.got.filter((x) => x.prompt === "" || x.completion === "")).toEqual([]);
    expect(r.got[0]!.messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(r.got[0]!.completion).toBe(
      "I am Vicuna, a language model trained by researchers from Large Model Systems Organization (LMSYS).\nYou too!",
    );
  });

  it("OpenAI chat SFT: 50 GSM8K rows and 10 tool-calling rows", async () => {
    const g = await sft(`${DIR}/openai-finetuning/Text-GSM8K_chat_validation.jsonl`);
    expect(g.problems).toEqual([]);
    expect(g.got).toHaveLength(50);
    expect(g.got.every((x) => x.completion.includes("####"))).toBe(true);
    const t = await sft(`${DIR}/openai-finetuning/Tool-Calling_stock_toolcall_validation.jsonl`);
    expect(t.problems).toEqual([]);
    expect(t.got).toHaveLength(10);
    // A reply that is only a tool call has no text, and is not read as a silent empty.
    const calls = t.got.filter((x) => x.completion === "");
    expect(calls.length).toBeGreaterThan(0);
    for (const x of calls) expect(x.messages.some((m) => m.tool_calls !== undefined)).toBe(true);
  });
});

describe("every content-part variant is read", () => {
  const variants: [string, unknown][] = [
    ["text", [{ type: "text", text: "Paris." }]],
    ["value", [{ type: "text", value: "Paris." }]],
    ["output_text", [{ type: "output_text", text: "Paris.", annotations: [] }]],
    ["input_text", [{ type: "input_text", text: "Paris." }]],
    ["refusal", [{ type: "refusal", refusal: "Paris." }]],
    ["bare string", ["Paris."]],
  ];
  it.each(variants)("%s parts", async (_name, content) => {
    const r = await sft(
      mem("sft.jsonl", [{ messages: [user("Capital of France?"), bot(content)] }]),
    );
    expect(r.problems).toEqual([]);
    expect(r.got[0]!.completion).toBe("Paris.");
  });

  it("counts image and audio parts, skips them and says so", async () => {
    const r = await sft(
      mem("sft.jsonl", [
        {
          messages: [
            user([
              { type: "image_url", image_url: { url: "https://example.com/a.png" } },
              { type: "text", text: "What is this?" },
            ]),
            bot([{ type: "text", text: "A cat." }]),
          ],
        },
        {
          messages: [
            user([{ type: "input_audio", input_audio: { data: "AAAA", format: "wav" } }]),
            bot("Hello."),
          ],
        },
        { messages: [user([{ type: "image", value: "pics/1.png" }, "Describe."]), bot("A dog.")] },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.got.map((x) => x.prompt)).toEqual(["What is this?", "", "Describe."]);
    expect(r.summary.notes).toEqual([
      "3 image/audio/video content parts skipped: they hold no text to check",
    ]);
  });
});

describe("ShareGPT and LLaMA-Factory rows", () => {
  it("reads ShareGPT conversations as SFT, with every speaker LLaMA-Factory writes", async () => {
    const r = await sft(
      mem("sft.jsonl", [
        {
          system: "Be brief.",
          conversations: [
            { from: "human", value: "Price of GS?" },
            { from: "function_call", value: '{"name": "price", "arguments": {"s": "GS"}}' },
            { from: "observation", value: '{"price": 412}' },
            { from: "gpt", value: "412 dollars." },
          ],
        },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.got[0]!.messages.map((m) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "tool",
      "assistant",
    ]);
    expect(r.got[0]!.completion).toBe('{"name": "price", "arguments": {"s": "GS"}}\n412 dollars.');
    expect(r.got[0]!.prompt).toBe('Be brief.\nPrice of GS?\n{"price": 412}');
  });

  it("names an unknown ShareGPT speaker", async () => {
    const r = await sft(
      mem("sft.jsonl", [
        {
          conversations: [
            { from: "narrator", value: "x" },
            { from: "gpt", value: "y" },
          ],
        },
      ]),
    );
    expect(r.problems).toEqual([
      'sft.jsonl:1: conversations.0.from: unknown speaker "narrator" (expected human, gpt, system, function_call, observation or tool)',
    ]);
  });

  it("reads LLaMA-Factory ShareGPT preference rows (conversations + chosen/rejected turns)", async () => {
    const r = await pairs(
      mem("pairs.jsonl", [
        {
          system: "You are terse.",
          conversations: [{ from: "human", value: "Name a prime." }],
          chosen: { from: "gpt", value: "7" },
          rejected: { from: "gpt", value: "9" },
        },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("sharegpt-preference");
    const p = r.got[0]!;
    expect([p.prompt, p.chosen, p.rejected]).toEqual(["You are terse.\nName a prime.", "7", "9"]);
  });

  it("reads OpenAI preference rows with input.tools", async () => {
    const r = await pairs(
      mem("pairs.jsonl", [
        {
          input: { messages: [user("Weather in Oslo?")], tools: [{ type: "function" }] },
          preferred_output: [bot("Cold, 2 degrees.")],
          non_preferred_output: [bot("No idea.")],
        },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect([r.got[0]!.prompt, r.got[0]!.chosen, r.got[0]!.rejected]).toEqual([
      "Weather in Oslo?",
      "Cold, 2 degrees.",
      "No idea.",
    ]);
  });
});

describe("unpaired (KTO) rows", () => {
  it("reads messages or prompt/completion rows with a boolean label as unpaired rows", async () => {
    const r = await pairs(
      mem("kto.jsonl", [
        { prompt: "Name a prime.", completion: "7", label: true },
        { prompt: "Name a prime.", completion: "9", label: false },
        { messages: [user("Hi"), bot([{ type: "text", value: "Hello!" }])], label: true },
      ]),
    );
    expect(r.problems).toEqual([]);
    expect(r.summary.shape).toBe("unpaired");
    expect(r.got).toEqual([]);
    expect(r.loose.map((x) => [x.prompt, x.completion, x.label])).toEqual([
      ["Name a prime.", "7", true],
      ["Name a prime.", "9", false],
      ["Hi", "Hello!", true],
    ]);
    expect(r.summary.rows).toBe(3);
  });

  it("names a label that is not true or false", async () => {
    const r = await pairs(mem("kto.jsonl", [{ prompt: "a", completion: "b", label: "yes" }]));
    expect(r.problems).toEqual(['kto.jsonl:1: label: expected a boolean, got the string "yes"']);
  });
});

describe("no silent empties", () => {
  it("a reply read as empty beside text under an unknown key is a problem naming the key", async () => {
    const r = await sft(
      mem("sft.jsonl", [
        { messages: [user("Capital of France?"), bot([{ type: "text", val: "Paris." }])] },
      ]),
    );
    expect(r.got).toEqual([]);
    expect(r.problems).toEqual([
      "sft.jsonl:1: completion: completion read as empty, but the row holds text under messages.1.content.0.val, which this reader does not use (map the keys with the fields input, or fix the row)",
    ]);
  });

  it("names a column of another layout when the pair's sides come out empty", async () => {
    const r = await pairs(
      mem("pairs.jsonl", [
        {
          prompt: [user("Capital of France?")],
          chosen: [{ role: "assistant", answer: "Paris." }],
          rejected: [{ role: "assistant", answer: "Lyon." }],
        },
      ]),
    );
    expect(r.got).toEqual([]);
    expect(r.problems).toEqual([
      "pairs.jsonl:1: chosen: chosen and rejected read as empty, but the row holds text under chosen.0.answer, rejected.0.answer, which this reader does not use (map the keys with the fields input, or fix the row)",
    ]);
  });

  it("stays cheap on a hostile row: many long texts beside an empty reply", async () => {
    const turn = (i: number) => ({ role: "user", content: `line ${i}\n${"x".repeat(2000)}` });
    const row = {
      prompt: Array.from({ length: 1500 }, (_, i) => turn(i)),
      chosen: [{ role: "assistant", content: "" }],
      rejected: [{ role: "assistant", content: "no" }],
    };
    const t0 = Date.now();
    const r = await pairs(mem("pairs.jsonl", [row]));
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(r.problems).toEqual([]);
    expect(r.got).toHaveLength(1);
  });

  it("keeps a row whose empty reply is really empty", async () => {
    const r = await pairs(
      mem("pairs.jsonl", [{ prompt: "Say nothing.", chosen: "", rejected: "no" }]),
    );
    expect(r.problems).toEqual([]);
    expect(r.got).toHaveLength(1);
  });
});

describe("fields for pairs and SFT", () => {
  it("maps prompt, chosen and rejected to dotted paths", async () => {
    const r = await pairs(
      mem("pairs.jsonl", [
        { q: { text: "Name a prime." }, answers: { good: "7", bad: "9" } },
        { q: { text: "Name an even number." }, answers: { good: "4" } },
      ]),
      { prompt: "q.text", chosen: "answers.good", rejected: "answers.bad" },
    );
    expect(r.summary.shape).toBe("trl-standard");
    expect(r.got.map((p) => [p.prompt, p.chosen, p.rejected])).toEqual([
      ["Name a prime.", "7", "9"],
    ]);
    expect(r.problems).toEqual(["pairs.jsonl:2: answers.bad: is missing (mapped as rejected)"]);
  });

  it("maps messages for SFT, into a list by index", async () => {
    const r = await sft(
      mem("sft.jsonl", [{ dialogue: [{ turns: [user("Hi"), bot("Hello!")] }] }]),
      { messages: "dialogue.0.turns" },
    );
    expect(r.problems).toEqual([]);
    expect([r.got[0]!.prompt, r.got[0]!.completion]).toEqual(["Hi", "Hello!"]);
  });
});
