// Real files of each tool our users run (../shared/datasets, not needed by tests or CI),
// read in one pass and as 2-5 shards with small blocks, merged: the reports must be
// byte-identical. Eval logs go in as both sides with a held-out test frozen from them;
// pair and SFT files against the example's test.
//   npx tsx scripts/shard-real-files.ts
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseConfig } from "../src/config.js";
import { buildReport, reportJson } from "../src/engine.js";
import { buildShardState, mergeStates, parseState, stateJson } from "../src/engine/shard.js";
import { freezeTasks, heldoutJsonl } from "../src/io/freeze.js";
const D = "../shared/datasets/real-formats";
const dir = mkdtempSync(join(tmpdir(), "hg-real-"));
const OPTS = { maxLineBytes: 1 << 26, maxFileBytes: 2 ** 33, maxRows: 5e7 };
async function frozen(src: string, i: number) {
  const f = await freezeTasks(src.split("\n"), OPTS);
  const p = join(dir, `h${i}.jsonl`);
  writeFileSync(p, heldoutJsonl(f.tasks));
  return { p, n: f.tasks.length };
}
const evals = [
  "inspect-ai/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval",
  "inspect-ai/2025-05-12T20-28-13-04-00_popularity.json",
  "lm-eval-harness/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl",
  "openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl",
  "openai-evals/openai-evals-api-items.jsonl",
  "promptfoo/baseline_output.jsonl",
  "promptfoo/baseline_output.json",
  "swe-bench/results_20260824_keng_1.5_ultra_lite.json",
  "tau-bench/gpt-4o-airline.json",
  "tau2-bench/2025-10-13T11:40:16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json",
  "terminal-bench/2025-08-25__12-29-38__results.json",
  // One side of two files (a list, one per line): the score file grades the result file.
  "bfcl/BFCL_v4_simple_python_result.json\nbfcl/BFCL_v4_simple_python_score.json",
];
const worlds: [string, Record<string, string>][] = [];
let i = 0;
for (const e of evals) {
  const src = e
    .split("\n")
    .map((f) => `${D}/${f}`)
    .join("\n");
  const h = await frozen(src, i++);
  worlds.push([
    e,
    {
      heldout: h.p,
      baseline: src,
      candidate: src,
      "allow-partial": "true",
      "graded-by": "program",
    },
  ]);
}
const EXH = "fixtures/example/heldout.jsonl";
for (const p of [
  "llama-factory/dpo_en_demo.json",
  "llama-factory/v1_dpo_demo.jsonl",
  "openai-finetuning/orca_dpo_pairs_validation.jsonl",
  "../hh-rlhf-harmless-test/test.jsonl.gz",
])
  worlds.push([p, { heldout: EXH, pairs: `${D}/${p}` }]);
for (const p of [
  "openai-finetuning/Text-GSM8K_chat_validation.jsonl",
  "openai-finetuning/Tool-Calling_stock_toolcall_validation.jsonl",
  "sharegpt/dummy_conversation.json",
])
  worlds.push([p, { heldout: EXH, sft: `${D}/${p}` }]);
let bad = 0;
for (const [name, raw] of worlds) {
  const cfg = parseConfig({ ...raw, resamples: "500" });
  const want = reportJson(await buildReport(cfg));
  const r = JSON.parse(want);
  const rows = r.inputs
    .map(
      (f: { role: string; rows: number; problem_count: number }) =>
        `${f.role}:${f.rows}r/${f.problem_count}p`,
    )
    .join(" ");
  const results: string[] = [];
  for (const [count, block] of [
    [2, 1],
    [3, 7],
    [5, 3],
    [4, 256],
  ]) {
    const states = [];
    for (let index = 0; index < count; index++)
      states.push(parseState(stateJson(await buildShardState(cfg, { index, count, block })), "s"));
    const got = reportJson(await mergeStates(states.reverse(), cfg));
    results.push(got === want ? "same" : "DIFF");
    if (got !== want) bad++;
  }
  console.log(
    `${name}: ${rows} verdict ${r.decision.pass ? "pass" : "fail"} | sharded ${results.join(",")}`,
  );
}
console.log(bad === 0 ? "all sharded reports identical" : `${bad} DIFFERENT`);
if (bad > 0) process.exitCode = 1;
