// globPathRegExp: a glob over a listed tree, with globFiles' rules.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { globFiles, globPathRegExp } from "../../src/io/files.js";

describe("globPathRegExp", () => {
  it("keeps * inside a folder, lets ** span folders, and skips hidden entries", () => {
    const re = globPathRegExp("eval/base/*.jsonl");
    expect(re.test("eval/base/run-1.jsonl")).toBe(true);
    expect(re.test("eval/base/x/run-1.jsonl")).toBe(false);
    expect(re.test("eval/base/.hidden.jsonl")).toBe(false);
    const deep = globPathRegExp("eval/**/*.jsonl");
    expect(deep.test("eval/a.jsonl")).toBe(true);
    expect(deep.test("eval/x/y/a.jsonl")).toBe(true);
    expect(deep.test("eval/.git/a.jsonl")).toBe(false);
    expect(globPathRegExp("r?n[0-9].json").test("run1.json")).toBe(true);
    expect(globPathRegExp("a.b").test("axb")).toBe(false);
  });

  it("matches what globFiles finds on disk", async () => {
    const root = mkdtempSync(join(tmpdir(), "hg-glob-"));
    for (const f of ["e/a.jsonl", "e/b.json", "e/x/c.jsonl", "e/.h/d.jsonl", "e/.e.jsonl"]) {
      mkdirSync(join(root, f, ".."), { recursive: true });
      writeFileSync(join(root, f), "");
    }
    const all = ["e/a.jsonl", "e/b.json", "e/x/c.jsonl", "e/.h/d.jsonl", "e/.e.jsonl"];
    for (const pattern of ["e/*.jsonl", "e/**/*.jsonl", "e/*/*.jsonl", "e/.*.jsonl"]) {
      const found = (await globFiles(join(root, pattern))).map((f) => relative(root, f));
      const re = globPathRegExp(pattern);
      expect(all.filter((f) => re.test(f)).sort(), pattern).toEqual(found);
    }
  });
});
