// A tokenizer with millions of entries is refused before the library builds its maps
// (issue 24.5: a 2.3M-entry tokenizer took 1 GB), naming the part that is too big.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  MAX_TOKENIZER_ENTRIES,
  MAX_TOKENIZER_VALUES,
  readTokenizerFiles,
} from "../../src/io/tokenizer-file.js";
import { MAX_NESTING } from "../../src/io/nesting.js";

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

  // Counted from the bytes before JSON.parse builds anything (design §7): any list or object
  // of the file, not only the three the library makes maps of, and nesting too.
  it("a list over the cap anywhere is refused before it is parsed, naming where", async () => {
    const t = structuredClone(fixture) as Record<string, unknown>;
    t.normalizer = { type: "Sequence", normalizers: "@LIST@" };
    const list = "[" + "0,".repeat(MAX_TOKENIZER_ENTRIES) + "0]";
    const path = join(dir, "list.json");
    writeFileSync(path, JSON.stringify(t, null, 1).replace('"@LIST@"', list));
    await expect(readTokenizerFiles(path)).rejects.toThrow(
      `${path}: normalizer.normalizers holds more than ${MAX_TOKENIZER_ENTRIES} entries, more than any real tokenizer`,
    );
  }, 60_000);

  it("many lists under the cap each, over it in all, are refused", async () => {
    const t = structuredClone(fixture) as Record<string, unknown>;
    const each = MAX_TOKENIZER_ENTRIES - 1;
    const lists = Math.ceil(MAX_TOKENIZER_VALUES / each) + 1;
    t.decoder = { type: "Sequence", decoders: "@LISTS@" };
    const one = "[" + "0,".repeat(each - 1) + "0]";
    const path = join(dir, "lists.json");
    const body = "[" + Array.from({ length: lists }, () => one).join(",") + "]";
    writeFileSync(path, JSON.stringify(t).replace('"@LISTS@"', body));
    await expect(readTokenizerFiles(path)).rejects.toThrow(
      `${path}: its lists and objects hold more than ${MAX_TOKENIZER_VALUES} entries in all`,
    );
  }, 60_000);

  it("nesting past the limit is refused from the bytes", async () => {
    const t = structuredClone(fixture) as Record<string, unknown>;
    t.post_processor = "@DEEP@";
    const path = join(dir, "deep.json");
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    writeFileSync(path, JSON.stringify(t).replace('"@DEEP@"', deep));
    await expect(readTokenizerFiles(path)).rejects.toThrow(
      `${path}: post_processor${"[0]".repeat(MAX_NESTING - 1)} nests more than ${MAX_NESTING} levels deep`,
    );
  });

  it("keys that are not plain names are not quoted in the place named", async () => {
    const path = join(dir, "odd-key.json");
    const list = "[" + "0,".repeat(MAX_TOKENIZER_ENTRIES) + "0]";
    writeFileSync(path, `{"model": {}, "s3cr3t-token\\u0041": ${list}}`);
    const err = await readTokenizerFiles(path).catch((e: Error) => e);
    expect(String(err)).toContain(`${path}: [key] holds more than`);
    expect(String(err)).not.toContain("s3cr3t");
  }, 60_000);
});
