// Every ```jsonl block of docs/data-contract.md is read by the real reader, so the data
// contract cannot drift from the code. How a block is read: scripts/lib/data-contract.ts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  DOC,
  extractBlocks,
  KINDS,
  PAIR_SHAPES,
  readBlock,
} from "../../scripts/lib/data-contract.js";

const md = readFileSync(DOC, "utf8");
const blocks = extractBlocks(md);
const dir = mkdtempSync(join(tmpdir(), "data-contract-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(DOC, () => {
  it("has read blocks for every input and every pair shape", () => {
    expect(blocks.filter((b) => b.lang === "jsonl").length).toBe(
      (md.match(/^```jsonl\s*$/gm) ?? []).length,
    );
    const ok = blocks.filter((b) => b.spec.expectProblem === undefined);
    for (const kind of KINDS) expect(ok.some((b) => b.spec.kind === kind)).toBe(true);
    for (const shape of PAIR_SHAPES) expect(ok.some((b) => b.spec.shape === shape)).toBe(true);
    expect(ok.some((b) => b.spec.fields !== undefined)).toBe(true);
    for (const kind of KINDS) {
      expect(blocks.some((b) => b.spec.kind === kind && b.spec.expectProblem !== undefined)).toBe(
        true,
      );
    }
  });

  it.each(blocks.map((b, i) => [`${DOC}:${b.line} <!-- read: ${b.comment} -->`, i] as const))(
    "%s",
    async (_name, i) => {
      const b = blocks[i]!;
      const lines = b.body.split("\n").filter((l) => l.trim() !== "");
      const { summary, messages, bytes } = await readBlock(b, dir);

      if (b.spec.expectProblem === undefined) {
        expect(messages).toEqual([]);
      } else {
        expect(messages.length).toBeGreaterThan(0);
        expect(summary.problems.map((p) => p.field)).toContain(b.spec.expectProblem);
      }
      if (b.messages !== undefined) expect(messages).toEqual(b.messages);
      expect(summary.shape).toBe(b.spec.shape);
      // A JSON document's rows are not its lines: its blocks say rows=.
      if (b.lang === "json") expect(b.spec.rows).toBeDefined();
      const rows = b.spec.rows ?? lines.length - (b.spec.expectProblem === undefined ? 0 : 1);
      expect(summary.rows).toBe(rows);
      const leftOut = (summary.left_out ?? []).reduce((n, k) => n + k.count, 0);
      expect(leftOut).toBe(b.spec.leftOut);
      expect(summary.bytes).toBe(bytes);
    },
  );
});
