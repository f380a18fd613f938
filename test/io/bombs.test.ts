// Memory bombs (issue 24.3, design §7): depth is read from the bytes before JSON.parse,
// zip entries that share bytes are refused, and an entry may not inflate past MAX_RATIO.
// The files are the bench's bombs at smaller sizes; bench/bombs.ts times the full ones.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readJsonl } from "../../src/io/jsonl.js";
import { bytesTooDeep, DepthScan, MAX_NESTING } from "../../src/io/nesting.js";
import { formatProblem, ProblemCollector } from "../../src/io/problems.js";
import { zipBytes } from "../helpers/zip.js";
import { capEval, deepJsonlGz, deepNest, overlappingEval } from "../helpers/bombs.js";

const dir = mkdtempSync(join(tmpdir(), "hg-bombs-"));
const LIMITS = { maxLineBytes: 64 * 1024 * 1024, maxFileBytes: 8 * 1024 ** 3, maxRows: 1e6 };

async function read(name: string, bytes: Buffer, zip: boolean) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const problems = new ProblemCollector(file);
  const reader = readJsonl(file, LIMITS, problems, { zip });
  let rows = 0;
  for await (const b of reader.batches) rows += b.length;
  return { file, rows, said: problems.list().map(formatProblem) };
}

const nest = (n: number) => "[".repeat(n) + "]".repeat(n);

describe("depth from the bytes", () => {
  it("finds the key under which a text nests too deep, and nothing in strings", () => {
    const ok = Buffer.from(`{"a":${nest(MAX_NESTING - 1)}}`);
    const deep = Buffer.from(`{"x":1,"a":${nest(MAX_NESTING)}}`);
    expect(bytesTooDeep(ok)).toBeNull();
    expect(bytesTooDeep(deep)).toBe("a");
    // Brackets inside strings (with escaped quotes) are text, not nesting.
    const quoted = Buffer.from(`{"s":"\\"${"[".repeat(500)}","t":1}`);
    expect(bytesTooDeep(quoted)).toBeNull();
  });

  it("scans a line fed in pieces as it arrives", () => {
    const text = Buffer.from(`{"s":"[[\\"[[","a":${nest(MAX_NESTING)}}`);
    const scan = new DepthScan();
    let hit = false;
    for (let i = 0; i < text.length && !hit; i += 7) {
      hit = scan.feed(text, i, Math.min(text.length, i + 7));
    }
    expect(hit).toBe(true);
    scan.reset();
    const shallow = Buffer.from(`{"s":"${"[".repeat(300)}"}`);
    expect(scan.feed(shallow, 0, 20) || scan.feed(shallow, 20, shallow.length)).toBe(false);
  });
});

describe("bombs end in a located problem, with no row parsed", () => {
  it("a .jsonl.gz of deep lines: one problem a line, with its key", async () => {
    const r = await read("deep.jsonl.gz", deepJsonlGz(3, 4 * 1024 * 1024), false);
    expect(r.rows).toBe(0);
    expect(r.said).toEqual(
      [1, 2, 3].map((n) => `${r.file}:${n}: d: nested more than 128 levels deep`),
    );
  });

  it("a deep zip entry is refused from its bytes", async () => {
    const r = await read(
      "deep.eval",
      zipBytes([{ name: "samples/1_epoch_1.json", data: deepNest(200_000) }]),
      true,
    );
    expect(r.rows).toBe(0);
    expect(r.said).toEqual([
      `${r.file}:1: d: entry samples/1_epoch_1.json: nested more than 128 levels deep`,
    ]);
  });

  it("entries that share bytes are refused, naming the entries", async () => {
    for (const bytes of [overlappingEval(4, 2 * 1024 * 1024), capEval(16, 2 * 1024 * 1024)]) {
      const r = await read("overlap.eval", bytes, true);
      expect(r.rows).toBe(0);
      expect(r.said).toEqual([
        `${r.file}:1: cannot read this zip archive: entry 1 overlaps entry 2 (entries that share bytes are not read)`,
      ]);
    }
  });

  it("an entry that inflates past the ratio cap is skipped with the ratio", async () => {
    const r = await read(
      "ratio.eval",
      zipBytes([{ name: "samples/1_epoch_1.json", data: deepNest(4 * 1024 * 1024) }]),
      true,
    );
    expect(r.rows).toBe(0);
    expect(r.said).toHaveLength(1);
    expect(r.said[0]).toMatch(
      /^.*ratio\.eval:1: entry samples\/1_epoch_1\.json inflates \d+ times its compressed size, over the limit of 500; skipped$/,
    );
  });
});
