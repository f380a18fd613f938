// A .jsonl.gz whose hidden second member holds the held-out prompts must not pass the
// contamination gate unseen: the trailing bytes are a problem and the verdict fails.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";

it("a gzip file with a member hidden after a NUL byte ends in a problem and FAIL", async () => {
  const dir = mkdtempSync(join(tmpdir(), "hg-smuggle-"));
  const held = "fixtures/example/heldout.jsonl";
  const leaked = readFileSync(held, "utf8")
    .trim()
    .split("\n")
    .map((l) => {
      const t = JSON.parse(l) as { prompt: string };
      return JSON.stringify({ prompt: t.prompt, chosen: "sure", rejected: "no" });
    });
  const clean = Array.from({ length: 20 }, (_, i) =>
    JSON.stringify({ prompt: `Say hello number ${i}.`, chosen: `Hello ${i}!`, rejected: "No." }),
  );
  const file = join(dir, "pairs.jsonl.gz");
  writeFileSync(
    file,
    Buffer.concat([
      gzipSync(clean.join("\n") + "\n"),
      Buffer.from([0]),
      gzipSync(leaked.join("\n") + "\n"),
    ]),
  );
  const r = await buildReport(parseConfig({ heldout: held, pairs: file }));
  expect(r.problems).toHaveLength(1);
  expect(r.problems[0]).toMatchObject({ file, line: 0, field: "" });
  expect(r.problems[0]!.reason).toMatch(/bytes follow the last gzip member and were not read/);
  expect(r.decision.pass).toBe(false);
});
