// AgentAlign-Lab's published results (fixtures/real/agentalign-v2, MIT): the rates are
// recomputed from its counts and its three pass-rate p-values Holm-adjusted.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { familyError, holmAdjust } from "../../src/stats/holm.js";

interface Arm {
  runs: number;
  passed: number;
  pass_rate: number;
  runs_with_unsafe: number;
  runs_with_unsafe_rate: number;
  per_family: Record<string, { runs: number; passed: number; pass_rate: number }>;
}
interface Results {
  arms: Record<string, Arm>;
  comparisons: Record<string, { pass_rate: { p_value: number; tasks: number } }>;
}

const results = JSON.parse(
  readFileSync(
    new URL("../../fixtures/real/agentalign-v2/eval_results.json", import.meta.url),
    "utf8",
  ),
) as Results;
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

describe("AgentAlign v2 results", () => {
  it("per-arm pass rates follow from the counts (12/168 = 0.0714, ...)", () => {
    const arms = results.arms;
    expect(Object.keys(arms)).toEqual(["qwen_base", "qwen_sft", "qwen_sft_dpo"]);
    expect(r4(12 / 168)).toBe(0.0714);
    for (const arm of Object.values(arms)) {
      expect(arm.runs).toBe(168); // 42 tasks x 4 samples
      expect(r4(arm.passed / arm.runs)).toBe(arm.pass_rate);
      expect(r4(arm.runs_with_unsafe / arm.runs)).toBe(arm.runs_with_unsafe_rate);
      const fams = Object.values(arm.per_family);
      expect(fams.reduce((s, f) => s + f.runs, 0)).toBe(arm.runs);
      expect(fams.reduce((s, f) => s + f.passed, 0)).toBe(arm.passed);
      for (const f of fams) expect(r4(f.passed / f.runs)).toBe(f.pass_rate);
    }
    expect([12, 16, 19].map((p) => r4(p / 168))).toEqual([0.0714, 0.0952, 0.1131]);
  });

  it("Holm turns raw 0.0101 / 0.0299 / 0.3631 into 0.030 / 0.060 / 0.363", () => {
    const c = results.comparisons;
    const names = [
      "qwen_sft_dpo_vs_qwen_base",
      "qwen_sft_vs_qwen_base",
      "qwen_sft_dpo_vs_qwen_sft",
    ];
    const raw = names.map((n) => c[n]!.pass_rate.p_value);
    expect(raw).toEqual([0.0101, 0.0299, 0.3631]);
    const adj = holmAdjust(raw).map((p) => p.toFixed(3));
    expect(adj).toEqual(["0.030", "0.060", "0.363"]);
    // Same answer whatever order the family is listed in.
    const rev = holmAdjust([...raw].reverse()).map((p) => p.toFixed(3));
    expect(rev).toEqual(["0.363", "0.060", "0.030"]);
    // Only the DPO-vs-base win survives the correction at 0.05.
    expect(holmAdjust(raw).map((p) => p < 0.05)).toEqual([true, false, false]);
    expect(familyError(3, 0.95)).toBeCloseTo(0.142625, 6);
  });
});

describe("holmAdjust", () => {
  it("is monotone in rank and capped at 1", () => {
    const adj = holmAdjust([0.04, 0.01, 0.03, 0.9]);
    // sorted 0.01, 0.03, 0.04, 0.9 -> 0.04, 0.09, max(0.09, 0.08) = 0.09, 0.9
    expect(adj.map((p) => Number(p.toFixed(6)))).toEqual([0.09, 0.04, 0.09, 0.9]);
    expect(holmAdjust([0.5, 0.6])).toEqual([1, 1]);
    expect(holmAdjust([])).toEqual([]);
    expect(() => holmAdjust([1.5])).toThrow(/p-value/);
  });
});
