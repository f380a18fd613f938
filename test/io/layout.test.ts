// Files that are not JSONL: one JSON document read row by row, a zip's entries, and the
// layouts that hold no rows we read (one message per file, never one per line).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DocumentSplitter } from "../../src/io/document.js";
import { readJsonl, type JsonRow, type LayoutOptions } from "../../src/io/jsonl.js";
import { formatProblem, ProblemCollector } from "../../src/io/problems.js";
import { readHeldout, streamSft } from "../../src/io/read.js";
import type { Source } from "../../src/io/source.js";

const limits = { maxLineBytes: 4 << 20, maxFileBytes: 1 << 30, maxRows: 1_000_000 };
const F = "fixtures/formats";

async function readAll(src: Source, layout: LayoutOptions = {}, lim = limits) {
  const problems = new ProblemCollector(typeof src === "string" ? src : src.name);
  const reader = readJsonl(src, lim, problems, layout);
  const rows: JsonRow[] = [];
  for await (const b of reader.batches) rows.push(...b);
  return { rows, stats: reader.stats, problems: problems.list().map(formatProblem) };
}

const mem = (name: string, text: string | Buffer): Source => ({
  name,
  data: typeof text === "string" ? Buffer.from(text) : text,
});

describe("one JSON document", () => {
  it("reads a pretty-printed array element by element, each with the line it starts on", async () => {
    const rows = [{ a: 1 }, { b: "x\n]}" }, { c: [1, { d: 2 }] }];
    const {
      rows: got,
      stats,
      problems,
    } = await readAll(mem("a.json", JSON.stringify(rows, null, 2)));
    expect(problems).toEqual([]);
    expect(stats.layout).toBe("json-array");
    expect(got.map((r) => r.value)).toEqual(rows);
    expect(got.map((r) => r.line)).toEqual([2, 5, 8]);
    expect(stats.rows).toBe(3);
    expect(stats.complete).toBe(true);
  });

  it("reads a one-line array as a document, not as one JSONL row", async () => {
    const { rows, stats } = await readAll(mem("a.json", '[{"a":1},{"a":2}]\n'));
    expect(stats.layout).toBe("json-array");
    expect(rows.map((r) => r.value.a)).toEqual([1, 2]);
  });

  it("reads a gzipped array", async () => {
    const { rows, stats } = await readAll(mem("a.json.gz", gzipSync('[\n{"a":1},\n{"a":2}\n]')));
    expect(stats.gzip).toBe(true);
    expect(rows.map((r) => [r.line, r.value.a])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it("streams the rows of an object document at its row paths and keeps the rest as its header", async () => {
    const doc = { version: 3, results: { stats: { n: 2 }, results: [{ s: 1 }, { s: 0 }] }, x: [1] };
    const { rows, stats, problems } = await readAll(mem("o.json", JSON.stringify(doc, null, 1)));
    expect(problems).toEqual([]);
    expect(stats.layout).toBe("json-object");
    expect(rows.map((r) => [r.path, r.value.s])).toEqual([
      ["results.results", 1],
      ["results.results", 0],
    ]);
    expect(stats.header).toEqual({ version: 3, results: { stats: { n: 2 } }, x: [1] });
  });

  it("says once where an element is not an object, and keeps the others", async () => {
    const { rows, problems } = await readAll(mem("a.json", '[\n{"a":1},\n7,\n{"a":2}\n]'));
    expect(rows).toHaveLength(2);
    expect(problems).toEqual(["a.json:3: expected a JSON object, got 7"]);
  });

  it("gives one message for a document cut short, and keeps the rows before", async () => {
    const { rows, problems, stats } = await readAll(mem("a.json", '[\n{"a":1},\n{"a":'));
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      "a.json:0: the JSON document ends early at line 3 (the array opened at line 1 is not closed)",
    ]);
    expect(stats.complete).toBe(false);
  });

  it("gives one message for data after the document (pretty objects one after another)", async () => {
    const text = '{\n "a": 1\n}\n{\n "a": 2\n}\n';
    const { problems } = await readAll(mem("o.json", text));
    expect(problems).toEqual([
      "o.json:0: more data after the JSON document ends, at line 4: for several objects write one per line (JSONL), or put them in one array",
    ]);
  });

  it("gives one message for a structural error", async () => {
    const { problems } = await readAll(mem("a.json", '[{"a":1} {"a":2}]'));
    expect(problems).toEqual(['a.json:0: not valid JSON at line 1: expected , or ], found "{"']);
  });

  it("skips an element over the size cap and reads on", async () => {
    const big = "x".repeat(5000);
    const text = `[{"a":"${big}"},{"a":1}]`;
    const { rows, problems } = await readAll(
      mem("a.json", text),
      {},
      { ...limits, maxLineBytes: 1024 },
    );
    expect(rows.map((r) => r.value.a)).toEqual([1]);
    expect(problems).toEqual(["a.json:1: row is longer than 1024 bytes; skipped"]);
  });

  it("refuses an element nested past the limit while scanning, without parsing it", async () => {
    const deep = "[".repeat(200_000) + "]".repeat(200_000);
    const { rows, problems } = await readAll(mem("a.json", `[\n{"a":${deep}},\n{"a":1}\n]`));
    expect(rows.map((r) => r.value)).toEqual([{ a: 1 }]);
    expect(problems).toEqual(["a.json:2: nested more than 128 levels deep; skipped"]);
  });

  it("stops at the row cap", async () => {
    const { rows, problems } = await readAll(
      mem("a.json", "[{},{},{}]"),
      {},
      { ...limits, maxRows: 2 },
    );
    expect(rows).toHaveLength(2);
    expect(problems).toEqual(["a.json:1: more rows than the limit of 2; reading stopped"]);
  });

  it("any split of the bytes into chunks gives the rows JSON.parse gives", () => {
    const value = fc.oneof(
      fc.string({ unit: "grapheme" }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom("\\", '"', '\\"', "\\\\", "]}", "\n"),
    );
    const row = fc.dictionary(
      fc.string(),
      fc.oneof(value, fc.array(value), fc.dictionary(fc.string(), value)),
    );
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.boolean(),
        (rows, cuts, pretty) => {
          const bytes = Buffer.from(JSON.stringify(rows, null, pretty ? 2 : 0));
          const problems = new ProblemCollector("p.json");
          const s = new DocumentSplitter(limits, problems);
          const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          let prev = 0;
          const got: JsonRow[] = [];
          for (const c of [...at, bytes.length]) {
            s.feed(bytes.subarray(prev, c));
            got.push(...s.take());
            prev = c;
          }
          s.finish();
          got.push(...s.take());
          expect(problems.list()).toEqual([]);
          expect(got.map((r) => r.value)).toEqual(JSON.parse(bytes.toString()));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every role reads a JSON array: SFT rows and held-out tasks", async () => {
    const sft = [
      {
        messages: [
          { role: "user", content: "q" },
          { role: "assistant", content: "a" },
        ],
      },
    ];
    let n = 0;
    const s = await streamSft(mem("sft.json", JSON.stringify(sft)), limits, (b) => (n += b.length));
    expect([n, s.problem_count]).toEqual([1, 0]);
    const held = await readHeldout(mem("h.json", '[{"task_id":0,"prompt":"p"}]'), limits);
    expect(held.tasks.map((t) => t.task_id)).toEqual(["0"]);
    expect(held.summary.problem_count).toBe(0);
  });
});

describe("one message per file for layouts without rows we read", () => {
  it("an object document given where rows are expected names its keys", async () => {
    const held = await readHeldout(
      mem("h.json", '{\n "tasks": [{"task_id": 1}],\n "n": 1\n}\n'),
      limits,
    );
    expect(held.tasks).toEqual([]);
    expect(held.summary.problems.map(formatProblem)).toEqual([
      "h.json:0: this file is one JSON object (keys: tasks, n), not a list of rows: give JSONL (one object per line) or a JSON array of objects",
    ]);
  });

  const cases: [string, string | Buffer, string][] = [
    [
      "p.parquet",
      Buffer.concat([Buffer.from("PAR1"), Buffer.alloc(40, 10)]),
      "p.parquet: not a Parquet file that can be read: its footer is missing or damaged",
    ],
    [
      "big.jsonl",
      "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n",
      "big.jsonl:0: this is a Git LFS pointer, not the data: check out with `lfs: true` (actions/checkout) or run `git lfs pull` first",
    ],
    [
      "c.csv",
      "task_id,reward\nt1,1\nt2,0\n",
      "c.csv:0: not JSON or JSONL (it looks like CSV): expected one JSON object per line, or one JSON array or object",
    ],
    [
      "c.yaml",
      "description: x, y\nprompts:\n  - a\n",
      "c.yaml:0: not JSON or JSONL (it looks like YAML): expected one JSON object per line, or one JSON array or object",
    ],
  ];
  for (const [name, data, msg] of cases) {
    it(name, async () => {
      const { rows, problems } = await readAll(mem(name, data));
      expect(rows).toEqual([]);
      expect(problems).toEqual([msg]);
    });
  }

  it("a zip given to a role that does not read zips", async () => {
    const path = `${F}/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval`;
    const { rows, problems } = await readAll(path);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      `${path}:0: this is a zip archive; give this role JSONL or a JSON array of rows, or unzip it first`,
    ]);
  });
});

describe("zip archives", () => {
  const path = `${F}/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval`;

  it("reads samples/*.json as rows and top-level JSON entries as the header", async () => {
    const { rows, stats, problems } = await readAll(path, { zip: true });
    expect(problems).toEqual([]);
    expect(stats.layout).toBe("zip");
    expect(rows.map((r) => r.entry).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `samples/${i + 1}_epoch_1.json`).sort(),
    );
    expect(Object.keys(stats.header ?? {}).sort()).toEqual([
      "header.json",
      "reductions.json",
      "summaries.json",
    ]);
    expect(stats.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads the same archive from memory", async () => {
    const { rows } = await readAll(mem("x.eval", readFileSync(path)), { zip: true });
    expect(rows).toHaveLength(10);
  });

  it("says once that a damaged archive cannot be read", async () => {
    const cut = readFileSync(path).subarray(0, 5000);
    const { rows, problems } = await readAll(mem("x.eval", cut), { zip: true });
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      "x.eval:0: cannot read this zip archive: no end-of-archive record found (truncated or not a zip)",
    ]);
  });

  it("refuses a compressed size that does not fit, before allocating it", async () => {
    const bytes = Buffer.from(readFileSync(path));
    // Central directory record of samples/9_epoch_1.json: its compressed size is at +20.
    const at = bytes.indexOf(Buffer.from([0x50, 0x4b, 1, 2]), bytes.length - 4000);
    let p = at;
    while (
      bytes.toString("utf8", p + 46, p + 46 + bytes.readUInt16LE(p + 28)) !==
      "samples/9_epoch_1.json"
    ) {
      p +=
        46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    }
    bytes.writeUInt32LE(0xfffffff0, p + 20);
    const { rows, problems } = await readAll(mem("x.eval", bytes), { zip: true });
    expect(rows).toHaveLength(9);
    expect(problems).toEqual([
      "x.eval:2: entry samples/9_epoch_1.json declares 4294967280 compressed bytes, which does not fit its size or the file",
    ]);
  });

  it("refuses an entry whose bytes are not what the directory says", async () => {
    const bytes = Buffer.from(readFileSync(path));
    // The second local entry (samples/9_epoch_1.json) follows the first one's header and data.
    const second = 30 + bytes.readUInt16LE(26) + bytes.readUInt16LE(28) + bytes.readUInt32LE(18);
    const name = bytes.toString("utf8", second + 30, second + 30 + bytes.readUInt16LE(second + 26));
    expect(name).toBe("samples/9_epoch_1.json");
    bytes[second + 30 + name.length + 200] ^= 0xff;
    const { rows, problems } = await readAll(mem("x.eval", bytes), { zip: true });
    expect(rows).toHaveLength(9);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^x\.eval:2: entry samples\/9_epoch_1\.json (is not valid deflate data|inflates to|fails its CRC check)/,
    );
  });
});
