// Messages that pointed the wrong way (issue 22 item 10): UTF-16 files were called CSV, and
// a file refused at its first bytes had an empty sha256 in the report.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs } from "../../src/io/read.js";
import { limits } from "./formats/helpers.js";
import { zipBytes } from "../helpers/zip.js";

const tmp = mkdtempSync(join(tmpdir(), "hg-sniff-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ROWS =
  '{"prompt": "a, b", "chosen": "x, y", "rejected": "z"}\n{"prompt": "c", "chosen": "d", "rejected": "e"}\n';
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function pairsFile(name: string, bytes: Buffer) {
  const path = join(tmp, name);
  writeFileSync(path, bytes);
  const s = await streamPairs(path, limits, () => {});
  return { s, problems: s.problems.map(formatProblem), path };
}

describe("files refused at their first bytes", () => {
  const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(ROWS, "utf16le")]);
  const utf16be = Buffer.from(Buffer.from(ROWS, "utf16le")).swap16();
  const cases: [string, Buffer][] = [
    ["UTF-16 LE with a byte-order mark", utf16le],
    ["UTF-16 LE without one", Buffer.from(ROWS, "utf16le")],
    ["UTF-16 BE without one", utf16be],
  ];
  for (const [what, bytes] of cases) {
    it(`${what} is called UTF-16, not CSV, and its sha256 is the file's`, async () => {
      const { s, problems, path } = await pairsFile("pairs.jsonl", bytes);
      expect(problems).toEqual([
        `${path}:0: not JSON or JSONL (it is UTF-16 or UTF-32 text): re-encode it as UTF-8`,
      ]);
      expect(s.sha256).toBe(sha(bytes));
      expect(s.bytes).toBe(bytes.length);
    });
  }

  it("the same rows in UTF-8 read as two pairs (the check above is not of the content)", async () => {
    const { s, problems } = await pairsFile("ok.jsonl", Buffer.from(ROWS));
    expect(problems).toEqual([]);
    expect(s.rows).toBe(2);
  });

  it("an LFS pointer and a zip given as pairs are refused with the file's sha256", async () => {
    const lfs = Buffer.from(
      "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12\n",
    );
    const zip = zipBytes([{ name: "a.json", data: "{}" }]);
    for (const [name, bytes] of [
      ["p.jsonl", lfs],
      ["p.zip", zip],
    ] as const) {
      const { s, problems } = await pairsFile(name, bytes);
      expect(problems).toHaveLength(1);
      expect(s.sha256).toBe(sha(bytes));
    }
  });

  it("binary data with NUL bytes is called binary, not CSV", async () => {
    const bin = Buffer.from([0x61, 0x2c, 0x62, 0x00, 0x01, 0x02, 0x2c, 0x0a]);
    const { problems, s } = await pairsFile("b.jsonl", bin);
    expect(problems[0]).toContain("it holds NUL bytes, so it is binary data");
    expect(s.sha256).toBe(sha(bin));
  });
});
