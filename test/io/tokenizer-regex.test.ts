// A PR's tokenizer must not hang the run (issue 24.4, docs/design.md §7): a pattern whose
// backtracking can grow exponentially with the text is refused before the library compiles
// it, with a problem naming the tokenizer and where the pattern sits, never what it says.
// Real tokenizers' patterns pass and still count the same tokens.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Tokenizer } from "@huggingface/tokenizers";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, RunStopped } from "../../src/engine.js";
import { backtrackRisk } from "../../src/io/regex-risk.js";
import { readTokenizerFiles } from "../../src/io/tokenizer-file.js";

const T = "fixtures/train";
const dir = mkdtempSync(join(tmpdir(), "hg-tok-re-"));
const fixture = JSON.parse(readFileSync(`${T}/tokenizer.json`, "utf8")) as Record<string, unknown>;

/** The split patterns of widely used tokenizers (their tokenizer.json files' Regex values). */
const REAL = {
  "GPT-2 / RoBERTa": `'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+`,
  "Llama 3": `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+`,
  "Qwen 2": `(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+`,
  o200k: `[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+`,
  "Metaspace replace": " ",
  "literal class with ] first": "[]a]+|[^]b]*c",
};

/** Patterns that backtrack exponentially in a backtracking engine, and one per kind. */
const HOSTILE = [
  "(a|aa)+$",
  "(q|qq)+$",
  "(a+)+$",
  "(a*)*b",
  "(?:\\w|\\d)+$",
  "((ab)*)+c",
  "(x+x+)+y",
  "(?:a|b?){2,}c",
  "(?i:a|A)*$",
  "(?<w>a|aa)+$",
  "(a)\\1+",
  "(?P<w>a)(?P=w)",
  "\\k<w>",
];

/**
 * Patterns whose time grows as a power of the text's length: adjacent long repetitions that
 * can share characters, followed by something that can fail (`a*a*b` takes 2 s on 2,000
 * characters and 17 s on 4,000 in Node's engine, `a*a*a*b` 6.6 s on 300).
 */
const POLYNOMIAL = [
  "a*a*a*b",
  "a*a*b",
  "a+a+b",
  "\\w+\\d*\\w*x",
  ".*.*=",
  "a*(?:x?)a*b",
  "(?:a*)(?:a*)b",
  "a{0,100}a{0,100}b",
  "\\s*\\s*$",
  "a*a*(?=b)",
  "(?:a*a*)",
  "x|(?:y|\\p{L}+\\p{Ll}+)z",
  "a*A*b",
  "\\d{0,20}\\d{0,20}x",
  // An escape that names a character is that character (\x61 is a, \cJ a newline).
  "a*\\x61*b",
  "a*\\u0061*b",
  "\\t*\\x09*b",
  "\\n*\\cJ*b",
  "\\p{L}*\\x61*b",
  // What may match nothing does not part the repetitions around it (a*b?a*c on a run of
  // a's took 3.2 s on 2,000 characters, 21.7 s through the CLI on one 3,000-character prompt).
  "a*b?a*c",
  "a*b*a*c",
  "a*b{0,3}a*c",
  "\\s*x*(?:y?)\\s*z",
];

/** Runs that cannot share characters, one long repetition, or a run ending an alternative. */
const LINEAR = [
  "a*ba*c",
  "a*b*c",
  "\\d+\\s+x",
  "\\p{L}+\\p{N}+;",
  "a+(?!b)",
  "x+y?x",
  "a*a*|b",
  "\\p{N}{1,3}\\p{N}{1,3}x",
  "a*\\x62*c",
  "a*b?c",
  "x+y?z+w",
  "a*b*c*d",
];

let written = 0;

function tokenizerWith(pattern: string, where: "split" | "replace"): string {
  const t = structuredClone(fixture);
  if (where === "split") {
    t.pre_tokenizer = {
      type: "Sequence",
      pretokenizers: [
        { type: "Split", pattern: { Regex: pattern }, behavior: "Isolated", invert: false },
        fixture.pre_tokenizer,
      ],
    };
  } else {
    t.normalizer = { type: "Replace", pattern: { Regex: pattern }, content: "" };
  }
  const path = join(dir, `${where}-${++written}.json`);
  writeFileSync(path, JSON.stringify(t));
  return path;
}

describe("regular expressions that backtrack are told apart", () => {
  it("each hostile pattern is refused, each real tokenizer's passes", () => {
    for (const p of HOSTILE) expect(backtrackRisk(p), p).not.toBeNull();
    for (const [name, p] of Object.entries(REAL)) expect(backtrackRisk(p), name).toBeNull();
    expect(backtrackRisk("(a|aa)+$")).toMatch(
      /a repeated group holds a repetition or alternatives/,
    );
    expect(backtrackRisk("(a)\\1")).toBe("a backreference");
    // Bounded repetition of alternatives is no risk; one optional group is none either.
    expect(backtrackRisk("(?:a|b){1}c|(?:x|y)?z")).toBeNull();
    // Nesting deep enough to exhaust the stack is refused, not followed.
    expect(backtrackRisk("(".repeat(5000) + ")".repeat(5000))).toMatch(/nested over 100 deep/);
  });

  it("adjacent repetitions of overlapping sets followed by more pattern are refused", () => {
    for (const p of POLYNOMIAL) expect(backtrackRisk(p), p).toMatch(/a power of the text's length/);
    for (const p of LINEAR) expect(backtrackRisk(p), p).toBeNull();
    // More optional characters between two repetitions than runs are followed one by one:
    // they are taken as one run that may match anything, so the risk is still seen.
    const many = Array.from({ length: 70 }, (_, k) => String.fromCharCode(0x4e00 + k) + "?");
    expect(backtrackRisk(`a*${many.join("")}a*b`)).toMatch(/a power of the text's length/);
    expect(backtrackRisk(`${many.join("")}c`)).toBeNull();
  });

  it("the check reads a pattern in one pass: a 1 MB hostile pattern takes well under a second", () => {
    const big = "(?:" + "[ab]c".repeat(200_000) + "|d)+$";
    const t0 = performance.now();
    expect(backtrackRisk(big)).not.toBeNull();
    // Generous: the pass is linear (about 10 ms here); the bound cannot flake on a loaded
    // 2-core machine, and a backtracking check would take far longer.
    expect(performance.now() - t0).toBeLessThan(5_000);
  });
});

describe("a tokenizer with such a pattern stops the run, naming the tokenizer", () => {
  for (const where of ["split", "replace"] as const) {
    it(`in a ${where === "split" ? "Split pre-tokenizer" : "Replace normalizer"}`, async () => {
      const path = tokenizerWith("(q|qq)+$", where);
      const poly = tokenizerWith("q*q*q*z", where);
      await expect(readTokenizerFiles(poly)).rejects.toThrow(/a power of the text's length/);
      await expect(readTokenizerFiles(path)).rejects.toThrow(
        where === "split"
          ? `${path}: the regular expression at pre_tokenizer.pretokenizers[0].pattern.Regex is refused`
          : `${path}: the regular expression at normalizer.pattern.Regex is refused`,
      );
      // Through the engine: the run stops on input "tokenizer", in bounded time, and the
      // pattern's text is in no message.
      const t0 = performance.now();
      let stop: RunStopped["stop"] | null = null;
      try {
        await buildReport(
          parseConfig({
            heldout: "fixtures/example/heldout.jsonl",
            pairs: `${T}/pairs.jsonl`,
            "train-config": `${T}/configs/clean.yaml`,
            tokenizer: path,
          }),
        );
      } catch (e) {
        if (!(e instanceof RunStopped)) throw e;
        stop = e.stop;
      }
      expect(performance.now() - t0).toBeLessThan(30_000);
      expect(stop).toMatchObject({ input: "tokenizer", path });
      expect(stop!.reason).toMatch(/exponential in the text's length/);
      expect(stop!.reason).not.toContain("qq");
    });
  }

  it("the real tokenizer still loads and counts", async () => {
    const { tokenizer } = await readTokenizerFiles(`${T}/tokenizer.json`);
    const ids = new Tokenizer(tokenizer, {}).encode("hello world", {
      add_special_tokens: false,
    }).ids;
    expect(ids.length).toBeGreaterThan(0);
  });
});
