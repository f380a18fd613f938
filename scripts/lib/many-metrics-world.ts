// A synthetic eval with 250 metrics (pass@1 and 249 markers) where the candidate lifts
// pass@1 and breaks one guarded marker. The 248 other markers have names that cut to the
// same chart label and do not move; the guard's name sorts last. It is the world where a
// trimmed chart or table could hide the regression (issue 30.3): the screenshot test
// (test/render/comment-browser.test.ts) writes it to a temp folder and photographs it.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import seedrandom from "seedrandom";
import { toJsonl } from "./jsonl.js";

const TASKS = 30;
const RUNS = 3;
/** The guarded marker that regresses: [served model, candidate] pass rate. */
export const MANY_METRICS_GUARD = "marker:zz_refund_only_when_allowed";
const GUARD_RATES: [number, number] = [0.95, 0.6];
const REWARD: [number, number] = [0.5, 0.75];
/** Markers that do not move: one shared pass rate, drawn afresh on each side. */
const FLAT = Array.from(
  { length: 248 },
  (_, i) => `judge_rubric_item_${String(i).padStart(3, "0")}_safety_score`,
);

function side(which: 0 | 1, model: string): string {
  const rng = seedrandom.alea(`many-metrics-world:${model}`);
  const rows: unknown[] = [];
  for (let t = 1; t <= TASKS; t++) {
    const hard = seedrandom.alea(`task:${t}`)() * 0.2 - 0.1;
    for (let run = 0; run < RUNS; run++) {
      const coin = (p: number) => (rng() < Math.min(1, Math.max(0, p - hard)) ? 1 : 0);
      const markers: Record<string, number> = {};
      for (const name of FLAT) markers[name] = coin(0.8);
      markers[MANY_METRICS_GUARD.slice("marker:".length)] = coin(GUARD_RATES[which]);
      rows.push({
        scenario_id: `mm-${String(t).padStart(2, "0")}`,
        rollout_index: run,
        model_version: model,
        reward: coin(REWARD[which]),
        markers,
        lineage: { source: "eval", eval_run: run },
      });
    }
  }
  return toJsonl(rows);
}

/** Writes the world into `dir` and returns the gate's inputs for it, as CLI flags give them. */
export function writeManyMetricsWorld(dir: string): Record<string, string> {
  const heldout = Array.from({ length: TASKS }, (_, i) => ({
    scenario_id: `mm-${String(i + 1).padStart(2, "0")}`,
    family: i % 2 === 0 ? "refund" : "status",
    prompt: `Synthetic rubric task ${i + 1}.`,
  }));
  writeFileSync(join(dir, "heldout.jsonl"), toJsonl(heldout));
  writeFileSync(join(dir, "before.jsonl"), side(0, "rubric-bot-v1"));
  writeFileSync(join(dir, "after.jsonl"), side(1, "rubric-bot-v2"));
  return {
    heldout: join(dir, "heldout.jsonl"),
    baseline: join(dir, "before.jsonl"),
    candidate: join(dir, "after.jsonl"),
    "graded-by": "program",
    "must-not-regress": MANY_METRICS_GUARD,
  };
}
