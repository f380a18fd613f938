// The n-tasks output (issue 22 item 10): tasks both sides graded, also when one or two are
// compared unpaired (n_paired is 0 then, and the output said 0).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { setOutputs } from "../../src/github/outputs.js";
import { parseOutputs } from "../e2e/runner.js";

const tmp = mkdtempSync(join(tmpdir(), "hg-outputs-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A held-out test and two sides of `n` tasks, three runs each. */
function world(n: number): Record<string, string> {
  const dir = mkdtempSync(join(tmp, "w-"));
  const ids = Array.from({ length: n }, (_, i) => `t${i}`);
  const held = ids.map((id) => JSON.stringify({ task_id: id, prompt: `question ${id}` }));
  const side = (p: number) =>
    ids
      .flatMap((id, i) =>
        [0, 1, 2].map((run) =>
          JSON.stringify({
            task_id: id,
            reward: (i + run) % p === 0 ? 1 : 0,
            lineage: { eval_run: run },
          }),
        ),
      )
      .join("\n");
  writeFileSync(join(dir, "heldout.jsonl"), held.join("\n") + "\n");
  writeFileSync(join(dir, "before.jsonl"), side(2) + "\n");
  writeFileSync(join(dir, "after.jsonl"), side(3) + "\n");
  return {
    heldout: join(dir, "heldout.jsonl"),
    baseline: join(dir, "before.jsonl"),
    candidate: join(dir, "after.jsonl"),
    "out-dir": join(dir, "out"),
  };
}

async function nTasks(n: number) {
  const report = await buildReport(parseConfig(world(n)));
  const target = report.model!.metrics.find((m) => m.metric === report.model!.target)!;
  const file = join(tmp, `output-${n}`);
  writeFileSync(file, "");
  const saved = process.env.GITHUB_OUTPUT;
  process.env.GITHUB_OUTPUT = file;
  try {
    setOutputs(report, "report.json", { checkRunId: null, commentId: null });
  } finally {
    if (saved === undefined) delete process.env.GITHUB_OUTPUT;
    else process.env.GITHUB_OUTPUT = saved;
  }
  return { target, out: parseOutputs(readFileSync(file, "utf8"))["n-tasks"] };
}

describe("n-tasks", () => {
  for (const n of [1, 2]) {
    it(`${n} shared task(s), compared unpaired: n-tasks is ${n}, not 0`, async () => {
      const { target, out } = await nTasks(n);
      expect(target.paired).toBe(false);
      expect(target.n_paired).toBe(0);
      expect(target.n_shared).toBe(n);
      expect(out).toBe(String(n));
    });
  }

  it("6 shared tasks, paired: n-tasks is the paired n", async () => {
    const { target, out } = await nTasks(6);
    expect(target.paired).toBe(true);
    expect(target.n_paired).toBe(6);
    expect(out).toBe("6");
  });
});
