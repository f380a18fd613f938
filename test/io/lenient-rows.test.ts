import { expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { streamPairs, streamSft } from "../../src/io/read.js";
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

it("top-level nulls read as absent keys, as dataset exports write them", async () => {
  const dir = mkdtempSync(join(tmpdir(), "hg-null-"));
  const pairs = join(dir, "pairs.jsonl");
  writeFileSync(
    pairs,
    [
      '{"prompt":null,"chosen":"\\n\\nHuman: hi\\n\\nAssistant: hello","rejected":"\\n\\nHuman: hi\\n\\nAssistant: go away","task_id":null}',
      '{"prompt":null,"chosen":"\\n\\nHuman: yo\\n\\nAssistant: hey","rejected":"\\n\\nHuman: yo\\n\\nAssistant: no"}',
    ].join("\n") + "\n",
  );
  const got: { prompt: string; shape: string }[] = [];
  const opts = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 10 };
  const s = await streamPairs(pairs, opts, (b) => got.push(...b));
  expect(s.problems).toEqual([]);
  expect(s.shape).toBe("transcript");
  expect(got.map((p) => p.prompt)).toEqual(["hi", "yo"]);
  const sft = join(dir, "sft.jsonl");
  writeFileSync(sft, '{"messages":null,"prompt":"2+2?","completion":"4"}\n');
  const rows: { completion: string }[] = [];
  const s2 = await streamSft(sft, opts, (b) => rows.push(...b));
  expect(s2.problems).toEqual([]);
  expect(rows.map((r) => r.completion)).toEqual(["4"]);
});
