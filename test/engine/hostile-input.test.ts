// Hostile files end in a clear failure with bounded output: every bad row is counted,
// only the first ones are kept, and nothing crashes on depth or size.
import { expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";

const dir = mkdtempSync(join(tmpdir(), "hg-hostile-"));
const held = "fixtures/example/heldout.jsonl";

it("200,000 bad rows: all counted, 1,000 kept, the report stays small", async () => {
  const file = join(dir, "many.jsonl");
  writeFileSync(file, '{"a":1}\n'.repeat(200_000));
  const r = await buildReport(parseConfig({ heldout: held, pairs: file }));
  const pairs = r.inputs.find((f) => f.role === "pairs")!;
  expect(pairs.problem_count).toBe(200_000);
  expect(pairs.problems).toHaveLength(1_001); // the first 1,000 and one line counting the rest
  expect(r.decision.pass).toBe(false);
  expect(r.decision.headline).toMatch(/^FAIL: 200000 input problems in \S+many\.jsonl; /);
  expect(reportJson(r).length).toBeLessThan(1_000_000);
});

it("deep nesting, a bare list and markup in text are problems, not crashes", async () => {
  const file = join(dir, "deep.jsonl");
  writeFileSync(
    file,
    [
      '{"chosen":"\\n\\nHuman: hi\\n\\nAssistant: <script>alert(1)</script> @octocat","rejected":"\\n\\nHuman: hi\\n\\nAssistant: no"}',
      "[".repeat(100_000) + "]".repeat(100_000),
      '{"chosen":' + '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000) + ',"rejected":"x"}',
    ].join("\n") + "\n",
  );
  const r = await buildReport(parseConfig({ heldout: held, pairs: file }));
  expect(r.problems.map((p) => p.line)).toEqual([2, 3]);
  expect(r.data[0].rows).toBe(1);
});
