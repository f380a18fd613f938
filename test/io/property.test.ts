// Property: whatever the line ends, blank lines, BOM and text (multi-byte included),
// the reader returns exactly the objects written, each with its true line number,
// and the sha256 of exactly the bytes given.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJsonl, type JsonRow } from "../../src/io/jsonl.js";
import { ProblemCollector } from "../../src/io/problems.js";

const limits = { maxLineBytes: 8 << 20, maxFileBytes: 1 << 30, maxRows: 1_000_000 };

const item = fc.record({
  // Long strings now and then, so lines cross the 1 MiB chunk boundaries.
  text: fc.oneof(
    { weight: 5, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 100_000, max: 700_000 }), fc.constantFrom("a", "é", "日", "🙂"))
        .map(([n, ch]) => ch.repeat(Math.floor(n / ch.length))),
    },
  ),
  n: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  blanksBefore: fc.integer({ min: 0, max: 2 }),
  crlf: fc.boolean(),
});

describe("reader round trip", () => {
  it("returns every object at its line, for any mix of endings and blank lines", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (items, bom) => {
          let text = bom ? "\ufeff" : "";
          let line = 0;
          const expected: JsonRow[] = [];
          for (const it of items) {
            for (let b = 0; b < it.blanksBefore; b++) {
              text += it.crlf ? "  \r\n" : "\n";
              line++;
            }
            const value = { text: it.text, n: it.n };
            text += JSON.stringify(value) + (it.crlf ? "\r\n" : "\n");
            line++;
            expected.push({
              line,
              value: JSON.parse(JSON.stringify(value)) as Record<string, unknown>,
            });
          }
          const data = Buffer.from(text, "utf8");
          const problems = new ProblemCollector("p.jsonl");
          const reader = readJsonl({ name: "p.jsonl", data }, limits, problems);
          const rows: JsonRow[] = [];
          for await (const b of reader.batches) rows.push(...b);
          expect(problems.list()).toEqual([]);
          expect(rows).toEqual(expected);
          expect(reader.stats.sha256).toBe(createHash("sha256").update(data).digest("hex"));
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
