// A tokenizer with millions of entries is refused before the library builds its maps
// (issue 24.5: a 2.3M-entry tokenizer took 1 GB), naming the part that is too big.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_TOKENIZER_ENTRIES, readTokenizerFiles } from "../../src/io/tokenizer-file.js";

const dir = mkdtempSync(join(tmpdir(), "hg-tok-size-"));
const fixture = JSON.parse(readFileSync("fixtures/train/tokenizer.json", "utf8")) as {
  model: Record<string, unknown>;
};

describe("tokenizer size", () => {
  it("more merges than the cap are refused; the fixture is far under it", async () => {
    const t = structuredClone(fixture);
    t.model.merges = Array.from({ length: MAX_TOKENIZER_ENTRIES + 1 }, () => "a b");
    const path = join(dir, "huge.json");
    writeFileSync(path, JSON.stringify(t));
    await expect(readTokenizerFiles(path)).rejects.toThrow(
      `${path}: model.merges holds more than ${MAX_TOKENIZER_ENTRIES} entries`,
    );
    await expect(readTokenizerFiles("fixtures/train/tokenizer.json")).resolves.toBeTruthy();
  }, 60_000);

  it("a vocabulary object over the cap is refused too", async () => {
    const t = structuredClone(fixture);
    const vocab: Record<string, number> = {};
    for (let i = 0; i <= MAX_TOKENIZER_ENTRIES; i++) vocab[`t${i}`] = i;
    t.model.vocab = vocab;
    const path = join(dir, "vocab.json");
    writeFileSync(path, JSON.stringify(t));
    await expect(readTokenizerFiles(path)).rejects.toThrow(/model\.vocab holds more than/);
  }, 60_000);
});
