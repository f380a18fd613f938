// Each tool's real file is told as that tool and no other, and our own rows with a few
// extra keys that look like another tool's are still our own.
import { describe, expect, it } from "vitest";
import { detectFromRow } from "../../../src/io/formats/index.js";
import { F, rowsOf } from "./helpers.js";

const REAL: [string, string][] = [
  ["lm-eval/deprecated_samples_leaderboard_mmlu_pro_2024-11-22T17-05-12.679255.jsonl", "lm-eval"],
  ["inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval", "inspect"],
  ["inspect/2025-05-12T20-28-13-04-00_popularity.json", "inspect"],
  ["promptfoo/baseline_output.json", "promptfoo"],
  ["promptfoo/baseline_output.jsonl", "promptfoo"],
  [
    "openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl",
    "openai-evals",
  ],
  ["openai-evals/openai-evals-api-items.jsonl", "openai-evals"],
  ["swe-bench/results_20260824_keng_1.5_ultra_lite.json", "swe-bench"],
  ["tau-bench/gpt-4o-airline.json.gz", "tau-bench"],
  [
    "tau2-bench/2025-10-13T11-40-16.379079_airline_llm_agent_grok-3_user_simulator_grok-3.json",
    "tau-bench",
  ],
  ["terminal-bench/2025-08-25__12-29-38__results.json", "terminal-bench"],
  ["bfcl/BFCL_v4_simple_python_result.json", "bfcl"],
  ["bfcl/BFCL_v4_simple_python_score.json", "bfcl"],
];

describe("telling the tool from the file", () => {
  it.each(REAL)("%s is read as %s", async (file, tool) => {
    const { summary } = await rowsOf(`${F}/${file}`);
    expect(summary.shape).toBe(tool);
  });

  it("our own rows stay ours beside keys another tool also writes", () => {
    const ours = [
      { task_id: 0, reward: 1, trial: 0, info: { note: "x" } }, // tau-bench without traj
      { task_id: "a", reward: 1, is_resolved: true }, // Terminal-Bench without trial_name
      { task_id: "a", reward: 1, reward_info: { reward: 1 } }, // tau2 without termination_reason
      { scenario_id: "s", reward: 0, id: "x", result: [] }, // BFCL without timing
      { task_id: 3, reward: 1, accuracy: 0.5 }, // BFCL's summary needs all three counts
      { prompt: "2+2?", reward: 1, valid: true }, // BFCL failure needs an id and an error
    ];
    for (const value of ours)
      expect(detectFromRow({ line: 1, value }), JSON.stringify(value)).toBe(null);
  });

  it("no tool takes another's rows", () => {
    const samples: [Record<string, unknown>, string | null][] = [
      [{ task_id: 0, reward: 0, info: {}, traj: [], trial: 0 }, "tau-bench"],
      [
        { task_id: "8", trial: 1, termination_reason: "user_stop", reward_info: { reward: 1 } },
        "tau-bench",
      ],
      [{ task_id: "t", trial_name: "t.1-of-1.r", is_resolved: false }, "terminal-bench"],
      [{ id: "simple_python_0", result: [], latency: 0.5 }, "bfcl"],
      [{ accuracy: 0.86, correct_count: 344, total_count: 400 }, "bfcl"],
      [{ id: "simple_python_5", valid: false, error: ["x"], error_type: "e" }, "bfcl"],
      [{ doc_id: 0, doc: {}, resps: [], exact_match: 1 }, "lm-eval"],
      [{ resolved_ids: [], submitted_ids: [] }, "swe-bench"],
    ];
    for (const [value, tool] of samples) expect(detectFromRow({ line: 1, value })).toBe(tool);
  });
});
