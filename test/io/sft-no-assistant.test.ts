import { expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { streamSft } from "../../src/io/read.js";
import { formatProblem } from "../../src/io/problems.js";

it("an SFT row without an assistant message is a problem, not an empty completion", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "hg-sft-")), "sft.jsonl");
  writeFileSync(
    file,
    [
      '{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}]}',
      '{"messages":[{"role":"system","content":"be kind"},{"role":"user","content":"hi"}]}',
    ].join("\n") + "\n",
  );
  const rows: unknown[] = [];
  const s = await streamSft(
    file,
    { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 10 },
    (b) => rows.push(...b),
  );
  expect(rows).toHaveLength(1);
  expect(s.problems.map(formatProblem)).toEqual([
    `${file}:2: messages: has no assistant message, so the row teaches nothing`,
  ]);
});
