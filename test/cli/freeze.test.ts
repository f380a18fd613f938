// `heldout-gate freeze`: every real results file becomes a held-out file the gate reads.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { readHeldout } from "../../src/io/read.js";

const F = "fixtures/formats";
const tmp = mkdtempSync(join(tmpdir(), "hg-freeze-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());
const limits = { maxLineBytes: 1 << 26, maxFileBytes: 2 ** 33, maxRows: 1e7 };

function quiet() {
  const out: string[] = [];
  vi.spyOn(console, "log").mockImplementation((m: string) => void out.push(m));
  vi.spyOn(console, "error").mockImplementation((m: string) => void out.push(m));
  return out;
}

const CASES: [string, number][] = [
  ["lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl", 30],
  ["inspect/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval", 10],
  ["inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval", 10],
  ["inspect/2025-05-12T20-28-13-04-00_popularity.json", 3],
  ["promptfoo/baseline_output.json", 4],
  ["promptfoo/candidate_output.jsonl", 4],
  ["openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl", 3],
  ["openai-evals/openai-evals-api-items.jsonl", 2],
  ["swe-bench/results_20260824_keng_1.5_ultra_lite.json", 300],
  ["tau-bench/gpt-4o-airline.json.gz", 50],
  ["tau2-bench/2025-10-13T11-40-16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json", 4],
  ["terminal-bench/2025-08-25__12-29-38__results.json", 80],
  ["bfcl/BFCL_v4_simple_python_*.json", 400],
];

describe("freeze", () => {
  for (const [file, n] of CASES) {
    it(`${file}: ${n} tasks, read back by the held-out reader without a problem`, async () => {
      const out = join(tmp, `${file.replace(/\//g, "_")}.heldout.jsonl`);
      const log = quiet();
      expect(await main(["freeze", "--from", `${F}/${file}`, "--out", out])).toBe(0);
      expect(log[0]).toMatch(new RegExp(`^wrote ${n} tasks to `));
      const held = await readHeldout(out, limits);
      expect(held.summary.problems).toEqual([]);
      expect(held.tasks).toHaveLength(n);
    });
  }

  it("writes prompts and answers where the tool logs them, in a fixed layout", async () => {
    const out = join(tmp, "oai.jsonl");
    quiet();
    await main(["freeze", "--from", `${F}/${CASES[6]![0]}`, "--out", out]);
    expect(readFileSync(out, "utf8").split("\n")[0]).toBe(
      JSON.stringify({
        task_id: "test-match.s1.2",
        prompt:
          "Complete the phrase as concisely as possible.\nUser: OpenAI was founded in 20\nAssistant: ",
        answer: "15",
      }),
    );
  });

  it("takes several results files and keeps each task once", async () => {
    const out = join(tmp, "two.jsonl");
    quiet();
    const glob = `${F}/lm-eval/deprecated_samples_*.jsonl`;
    expect(await main(["freeze", "--from", glob, "--out", out])).toBe(0);
    expect((await readHeldout(out, limits)).tasks).toHaveLength(30);
  });

  it("results given as the held-out test get one message pointing at freeze", async () => {
    const path = `${F}/${CASES[4]![0]}`;
    const held = await readHeldout(path, limits);
    expect(held.tasks).toEqual([]);
    expect(held.summary.problems.map((p) => `${p.line}: ${p.reason}`)).toEqual([
      "56: this is promptfoo output, not a held-out test: write the test from it with heldout-gate freeze --from FILE --out heldout.jsonl",
    ]);
  });

  it("refuses to overwrite a frozen test unless --force", async () => {
    const out = join(tmp, "exists.jsonl");
    writeFileSync(out, "keep\n");
    const log = quiet();
    expect(await main(["freeze", "--from", `${F}/${CASES[3]![0]}`, "--out", out])).toBe(2);
    expect(log.join("\n")).toContain(
      "exists; a frozen test is not overwritten unless --force is given",
    );
    expect(readFileSync(out, "utf8")).toBe("keep\n");
    expect(await main(["freeze", "--from", `${F}/${CASES[3]![0]}`, "--out", out, "--force"])).toBe(
      0,
    );
  });

  it("writes nothing from a file with problems, and says why", async () => {
    const out = join(tmp, "none.jsonl");
    const log = quiet();
    const results = `${F}/lm-eval/deprecated_results_2024-11-22T16-38-36.511922.json`;
    expect(await main(["freeze", "--from", results, "--out", out])).toBe(2);
    expect(log).toEqual([
      `${results}:0: this is lm-eval's aggregated results file (results_*.json), with no per-sample grades: run lm-eval with --log_samples and give the samples_<task>_*.jsonl files it writes`,
      "heldout-gate: 1 problem(s) in the results; nothing was written",
    ]);
  });
});
