// Duplicate keys and zip entries (issue 22 item 8): a key written twice in one object is a
// problem at its line and field (JSON.parse would keep the last value, hiding the first
// from contamination); zip entries with one name twice, or whose local header names
// another file, are problems; entries under samples/ that are not samples are counted.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { duplicateKey } from "../../src/io/dup-keys.js";
import { formatProblem } from "../../src/io/problems.js";
import { streamPairs, streamSft } from "../../src/io/read.js";
import { F, limits, rowsOf } from "./formats/helpers.js";
import { zipBytes, zipEntries } from "../helpers/zip.js";

const REASON =
  "this key is written twice in one object, and a JSON reader keeps only the last value: remove one";
const SCORED = `${F}/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval`;

async function pairsOf(text: string, name = "pairs.jsonl") {
  const got: string[] = [];
  const s = await streamPairs({ name, data: Buffer.from(text) }, limits, (ps) => {
    for (const p of ps) got.push(p.prompt);
  });
  return { prompts: got, problems: s.problems.map(formatProblem), rows: s.rows };
}

describe("duplicate keys", () => {
  it("a pair whose prompt is written twice is a problem at its line, not the second prompt", async () => {
    const ok = '{"prompt": "What is 2+2?", "chosen": "4", "rejected": "5"}';
    const dup =
      '{"prompt": "a held-out question: time 12:30", "chosen": "yes", "rejected": "no", "prompt": "benign"}';
    const r = await pairsOf(`${ok}\n${dup}\n`);
    expect(r.problems).toEqual([`pairs.jsonl:2: prompt: ${REASON}`]);
    expect(r.prompts).toEqual(["What is 2+2?"]);
    // Never quoted: neither value appears in the message.
    expect(r.problems[0]).not.toContain("held-out");
  });

  it("a nested key written twice names its path; the same in a JSON array document names its line", async () => {
    const row = {
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "hello" },
      ],
    };
    const text = JSON.stringify([row, row], null, 2).replace(
      '"content": "hello"',
      '"content": "hello", "content": "other"',
    );
    const problems: string[] = [];
    const s = await streamSft({ name: "sft.json", data: Buffer.from(text) }, limits, () => {});
    problems.push(...s.problems.map(formatProblem));
    expect(problems).toEqual([`sft.json:2: messages.1.content: ${REASON}`]);
    expect(s.rows).toBe(1);
  });

  it("colons in texts, keys and escapes are no duplicates: a real eval file reads with no problem", async () => {
    const r = await rowsOf(`${F}/openai-evals/openai-evals-api-items.jsonl`);
    expect(r.problems).toEqual([]);
    const esc = '{"a:b": "x\\u003ay", "c": {"a:b": ["1:2", {"a:b": 1}]}}';
    expect(duplicateKey(Buffer.from(esc), 0, esc.length, JSON.parse(esc))).toBeNull();
    // An escaped colon beside a duplicate cannot hide it.
    const hidden = '{"k": "\\u003a", "k": 1}';
    expect(duplicateKey(Buffer.from(hidden), 0, hidden.length, JSON.parse(hidden))).toBe("k");
  });

  it("property: JSON.stringify never writes a duplicate; a first key written again is found", () => {
    const obj = fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), {
      minKeys: 1,
      maxKeys: 6,
    });
    fc.assert(
      fc.property(obj, fc.jsonValue({ maxDepth: 2 }), (o, extra) => {
        const text = JSON.stringify(o);
        const buf = Buffer.from(text);
        expect(duplicateKey(buf, 0, buf.length, JSON.parse(text))).toBeNull();
        const key = Object.keys(o)[0]!;
        const twice = `${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(extra)}}`;
        const b2 = Buffer.from(twice);
        expect(duplicateKey(b2, 0, b2.length, JSON.parse(twice))).toBe(key);
      }),
      { seed: 22, numRuns: 300 },
    );
  });
});

describe("duplicate keys in a JSON document's own object", () => {
  const LOG = `${F}/inspect/2025-05-12T20-28-13-04-00_popularity.json`;
  const GOLD = `${F}/swe-bench/gold.validate-gold2.json`;
  /** The 1-based line of the n-th (0-based) line that starts with `prefix` after spaces. */
  const lineOf = (text: string, prefix: string, n = 0) =>
    text
      .split("\n")
      .map((l, i) => [l.trimStart(), i + 1] as const)
      .filter(([l]) => l.startsWith(prefix))[n]![1];

  it("a second samples list is a problem at its key and is not read as more rows", async () => {
    const text = readFileSync(LOG, "utf8");
    const plain = await rowsOf(LOG);
    expect(plain.problems).toEqual([]);
    // The same samples written again as a second "samples" member before the object closes.
    const at = text.lastIndexOf("}");
    const again = JSON.stringify({ samples: [{ id: "extra", epoch: 1, scores: {} }] }).slice(1, -1);
    const twice = `${text.slice(0, at).trimEnd()},\n${again}\n}\n`;
    const r = await rowsOf({ name: "log.json", data: Buffer.from(twice) });
    expect(r.problems).toEqual([`log.json:${lineOf(twice, '"samples":[')}: samples: ${REASON}`]);
    expect(r.rows.map((x) => x.task)).toEqual(plain.rows.map((x) => x.task));
  });

  it("a header value with a key written twice names its dotted path", async () => {
    const text = readFileSync(LOG, "utf8").replace(
      '"task": "popularity",',
      '"task": "popularity", "task": "other",',
    );
    const r = await rowsOf({ name: "log.json", data: Buffer.from(text) });
    expect(r.problems).toEqual([`log.json:4: eval.task: ${REASON}`]);
  });

  it("a SWE-bench report with completed_ids written twice is a problem, never the last list", async () => {
    const text = readFileSync(GOLD, "utf8");
    const first = JSON.parse(text) as { submitted_ids: string[] };
    // A first completed_ids naming an instance the real one does not: JSON.parse keeps the real one.
    const twice = text.replace(
      /^\{\n/,
      `{\n    "completed_ids": [${JSON.stringify(first.submitted_ids[0])}],\n`,
    );
    expect(JSON.parse(twice)).toEqual(JSON.parse(text));
    const r = await rowsOf({ name: "report.json", data: Buffer.from(twice) });
    expect(r.problems).toContain(
      `report.json:${lineOf(twice, '"completed_ids"', 1)}: completed_ids: ${REASON}`,
    );
  });
});

describe("zip entries", () => {
  const real = zipEntries(SCORED);
  const sample = real.find((e) => e.name.startsWith("samples/"))!;

  it("the real .eval log rebuilt as is reads its 10 samples with no problem", async () => {
    const r = await rowsOf({ name: "same.eval", data: zipBytes(real) });
    expect(r.problems).toEqual([]);
    expect(r.rows).toHaveLength(10);
  });

  it("a sample entry named twice is a problem, and neither copy is read", async () => {
    const entries = [...real, { name: sample.name, data: sample.data }];
    const r = await rowsOf({ name: "twice.eval", data: zipBytes(entries) });
    expect(r.problems).toEqual([
      `twice.eval:${entries.length}: entry ${sample.name} has the same name as entry ${real.indexOf(sample) + 1}: neither is read`,
    ]);
    expect(r.rows).toHaveLength(9);
  });

  it("an entry whose local header names another file is a problem at its entry", async () => {
    const k = real.indexOf(sample);
    const entries = real.map((e, i) => (i === k ? { ...e, localName: "samples/other.json" } : e));
    const r = await rowsOf({ name: "local.eval", data: zipBytes(entries) });
    expect(r.problems).toEqual([
      `local.eval:${k + 1}: entry ${sample.name} has another name in its local header than in the central directory; not read`,
    ]);
    expect(r.rows).toHaveLength(9);
  });

  it("an entry under samples/ that is not samples/<name>.json is counted as left out", async () => {
    const entries = [...real, { name: "samples/sub/11_epoch_1.json", data: sample.data }];
    const r = await rowsOf({ name: "sub.eval", data: zipBytes(entries) });
    expect(r.problems).toEqual([]);
    expect(r.rows).toHaveLength(10);
    expect(r.summary.left_out).toEqual([
      {
        what: "rows",
        field: "samples/",
        reason: "zip entries under samples/ that are not samples/<name>.json are not read",
        count: 1,
        lines: [entries.length],
      },
    ]);
  });

  it("a sample entry with a key written twice is a problem at its entry and field", async () => {
    const k = real.indexOf(sample);
    const text = sample.data.toString("utf8").replace(/^\{/, '{"id": 99, ');
    const entries = real.map((e, i) => (i === k ? { name: e.name, data: text } : e));
    const r = await rowsOf({ name: "dupkey.eval", data: zipBytes(entries) });
    expect(r.problems).toEqual([`dupkey.eval:${k + 1}: id: entry ${sample.name}: ${REASON}`]);
    expect(r.rows).toHaveLength(9);
  });
});
