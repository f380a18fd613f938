// Property: no supported training shape yields an empty side from a row that has text.
// For any texts, written in any shape the reader accepts and any content-part variant,
// the row reads with no problem and each side holds its text. And a text placed under a
// key no reader uses never reads as an empty side in silence: it is a problem instead.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { streamPairs, streamSft, type ReadOptions } from "../../src/io/read.js";

const opts: ReadOptions = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1000 };

/** Text with something in it besides whitespace, as any row that "has text" does. */
const text = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((s) => s.trim() !== "" && !s.includes("\n\nAssistant:") && !s.includes("\n\nHuman:"));

/** Every way a message content can carry one text. */
const content = fc.constantFrom<(t: string) => unknown>(
  (t) => t,
  (t) => [{ type: "text", text: t }],
  (t) => [{ type: "text", value: t }],
  (t) => [{ type: "input_text", text: t }],
  (t) => [{ type: "output_text", text: t, annotations: [] }],
  (t) => [{ type: "refusal", refusal: t }],
  (t) => [t],
  (t) => [
    { type: "image_url", image_url: { url: "https://example.com/a.png" } },
    { type: "text", text: t },
  ],
);

type C = (t: string) => unknown;
const msg = (role: string, c: C, t: string) => ({ role, content: c(t) });

/** Pair shapes: a row from (prompt, chosen, rejected) texts and a content variant. */
const PAIR_ROWS: Record<string, (p: string, c: string, r: string, k: C) => unknown> = {
  "openai-preference": (p, c, r, k) => ({
    input: { messages: [msg("user", k, p)] },
    preferred_output: [msg("assistant", k, c)],
    non_preferred_output: [msg("assistant", k, r)],
  }),
  "llama-factory-v1": (p, c, r, k) => ({
    chosen_messages: [msg("user", k, p), msg("assistant", k, c)],
    rejected_messages: [msg("user", k, p), msg("assistant", k, r)],
  }),
  "sharegpt-preference": (p, c, r, k) => ({
    conversations: [{ from: "human", value: k(p) }],
    chosen: { from: "gpt", value: k(c) },
    rejected: { from: "gpt", value: k(r) },
  }),
  "trl-conversational": (p, c, r, k) => ({
    prompt: [msg("user", k, p)],
    chosen: [msg("assistant", k, c)],
    rejected: [msg("assistant", k, r)],
  }),
  "trl-standard": (p, c, r) => ({ prompt: p, chosen: c, rejected: r }),
  transcript: (p, c, r) => ({
    chosen: `\n\nHuman: ${p}\n\nAssistant: ${c}`,
    rejected: `\n\nHuman: ${p}\n\nAssistant: ${r}`,
  }),
  whileai: (p, c, r) => ({
    prompt: p,
    chosen: { prompt: p, final_text: c },
    rejected: { prompt: p, final_text: r },
  }),
};

/** SFT and unpaired layouts: a row from (prompt, completion) texts and a content variant. */
const SFT_ROWS: Record<string, (p: string, c: string, k: C) => Record<string, unknown>> = {
  messages: (p, c, k) => ({ messages: [msg("user", k, p), msg("assistant", k, c)] }),
  conversations: (p, c, k) => ({
    conversations: [
      { from: "human", value: k(p) },
      { from: "gpt", value: k(c) },
    ],
  }),
  "prompt/completion strings": (p, c) => ({ prompt: p, completion: c }),
  "prompt/completion lists": (p, c, k) => ({
    prompt: [msg("user", k, p)],
    completion: [msg("assistant", k, c)],
  }),
};

const file = (row: unknown) => ({
  name: "rows.jsonl",
  data: Buffer.from(JSON.stringify(row) + "\n"),
});
const distinct = (xs: string[]) => new Set(xs.map((x) => x.trim())).size === xs.length;

describe("no supported shape yields an empty side from a row that has text", () => {
  it("pairs, in every shape and content variant", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(PAIR_ROWS)),
        content,
        text,
        text,
        text,
        async (shape, k, p, c, r) => {
          fc.pre(distinct([p, c, r]));
          const got: { prompt: string; chosen: string; rejected: string }[] = [];
          const s = await streamPairs(file(PAIR_ROWS[shape]!(p, c, r, k)), opts, (b) =>
            got.push(...b),
          );
          expect(s.problems).toEqual([]);
          expect(s.shape).toBe(shape);
          expect(got).toHaveLength(1);
          expect(got[0]!.prompt).toContain(p.trim());
          expect(got[0]!.chosen).toContain(c.trim());
          expect(got[0]!.rejected).toContain(r.trim());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("SFT rows, and the same rows as unpaired (KTO) pairs with a label", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(SFT_ROWS)),
        content,
        text,
        text,
        fc.boolean(),
        async (layout, k, p, c, label) => {
          fc.pre(distinct([p, c]));
          const row = SFT_ROWS[layout]!(p, c, k);
          const sft: { prompt: string; completion: string }[] = [];
          const s = await streamSft(file(row), opts, (b) => sft.push(...b));
          expect(s.problems).toEqual([]);
          expect(sft[0]!.prompt).toContain(p.trim());
          expect(sft[0]!.completion).toContain(c.trim());
          if (layout === "conversations") return; // KTO rows are messages or prompt/completion
          const loose: { completion: string; label: boolean }[] = [];
          const u = await streamPairs(
            file({ ...row, label }),
            opts,
            () => {},
            (b) => loose.push(...b),
          );
          expect(u.problems).toEqual([]);
          expect(loose[0]!.completion).toContain(c.trim());
          expect(loose[0]!.label).toBe(label);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a text under a key no reader uses is a problem naming it, never an empty side", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(SFT_ROWS).filter((l) => l !== "prompt/completion strings")),
        text,
        text,
        fc.constantFrom("val", "txt", "answer", "body"),
        async (layout, p, c, key) => {
          fc.pre(distinct([p, c]));
          // The reply's text sits in a part under a key the reader does not know.
          const row = SFT_ROWS[layout]!(p, c, (t) => (t === c ? [{ type: "text", [key]: t }] : t));
          const got: unknown[] = [];
          const s = await streamSft(file(row), opts, (b) => got.push(...b));
          expect(got).toEqual([]);
          expect(s.problems).toHaveLength(1);
          expect(s.problems[0]!.field).toBe("completion");
          expect(s.problems[0]!.reason).toMatch(new RegExp(`\\.${key}\\b`));
        },
      ),
      { numRuns: 200 },
    );
  });
});
