// Names from data are keys like any other: "__proto__" as a marker or run label must
// neither vanish nor reach an object's prototype.
import { expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";

it("keeps a marker and a run label named __proto__", async () => {
  const dir = mkdtempSync(join(tmpdir(), "hg-proto-"));
  const held = join(dir, "h.jsonl");
  const rows = (reward: (t: number, r: number) => number) =>
    Array.from({ length: 6 * 2 * 2 }, (_, i) => {
      const t = i % 6;
      const run = ["__proto__", "constructor"][Math.floor(i / 12)];
      // Written as text: an object literal's __proto__ key would set a prototype instead.
      return `{"task_id":"t${t}","reward":${reward(t, i)},"markers":{"__proto__":${i % 2},"plain":1},"lineage":{"eval_run":"${run}"}}`;
    }).join("\n") + "\n";
  writeFileSync(
    held,
    Array.from({ length: 6 }, (_, t) =>
      JSON.stringify({ task_id: `t${t}`, prompt: `ask ${t}` }),
    ).join("\n") + "\n",
  );
  writeFileSync(
    join(dir, "a.jsonl"),
    // Runs differ a little: two copies of one run would count as one run.
    rows((t, i) => (i === 12 ? 1 : 0)),
  );
  writeFileSync(
    join(dir, "b.jsonl"),
    rows((t, i) => (i % 3 === 0 ? 0 : 1)),
  );
  const r = await buildReport(
    parseConfig({ heldout: held, baseline: join(dir, "a.jsonl"), candidate: join(dir, "b.jsonl") }),
  );
  expect(r.problems).toEqual([]);
  expect(r.model!.metrics.map((m) => m.metric)).toContain("marker:__proto__");
  expect(Object.keys(r.model!.baseline.run_means)).toEqual(["__proto__", "constructor"]);
  expect(({} as Record<string, unknown>).plain).toBeUndefined();
});
