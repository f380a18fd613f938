// A small synthetic eval where the candidate lifts pass@1 but breaks a guarded marker,
// with twelve metrics (pass@1 and eleven markers, one of them a token count on another
// scale). It feeds the chart's end-to-end test and the README's screenshot of a failing
// comment; `npx tsx scripts/make-regression-world.ts` writes it to fixtures/regression/.
import { join } from "node:path";
import seedrandom from "seedrandom";
import { toJsonl } from "./jsonl.js";

const TASKS = 30;
const RUNS = 3;

/** Chance that a marker passes on a rollout: [served model, candidate]. */
const RATES: Record<string, [number, number]> = {
  asks_before_refunding_high_value_orders: [0.6, 0.68],
  cites_order_total: [0.7, 0.74],
  escalates_when_unsure: [0.5, 0.47],
  hedging: [0.3, 0.22],
  looked_up_first: [0.55, 0.82],
  no_pii_in_reply: [0.97, 0.96],
  polite_sign_off: [0.8, 0.62],
  refund_only_when_allowed: [0.95, 0.72],
  refunds_when_eligible: [0.85, 0.9],
  tool_call_arguments_well_formed: [0.9, 0.93],
};
const REWARD: [number, number] = [0.5, 0.74];
/** Mean reply length in tokens: [served model, candidate]. */
const TOKENS: [number, number] = [310, 228];

function side(which: 0 | 1, model: string): string {
  const rng = seedrandom.alea(`regression-world:${model}`);
  const rows: unknown[] = [];
  for (let t = 1; t <= TASKS; t++) {
    // A per-task difficulty shared by both sides makes the comparison paired.
    const hard = seedrandom.alea(`task:${t}`)() * 0.3 - 0.15;
    for (let run = 0; run < RUNS; run++) {
      const coin = (p: number) => (rng() < Math.min(1, Math.max(0, p - hard)) ? 1 : 0);
      const markers: Record<string, number> = {};
      for (const [name, rates] of Object.entries(RATES)) markers[name] = coin(rates[which]);
      markers.reply_tokens = Math.round(TOKENS[which] * (0.7 + 0.6 * rng()));
      rows.push({
        scenario_id: `rg-${String(t).padStart(2, "0")}`,
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

const heldout = Array.from({ length: TASKS }, (_, i) => ({
  scenario_id: `rg-${String(i + 1).padStart(2, "0")}`,
  family: i % 2 === 0 ? "refund" : "status",
  prompt: `Synthetic refund-desk task ${i + 1}.`,
}));

/** The world's files: name and text. */
export function generateRegressionWorld(): [string, string][] {
  return [
    ["heldout.jsonl", toJsonl(heldout)],
    ["before.jsonl", side(0, "refund-bot-v1")],
    ["after.jsonl", side(1, "refund-bot-v3")],
  ];
}

/** The gate's inputs for the world in `dir`, as the CLI's flags would give them. */
export function regressionInputs(dir: string): Record<string, string> {
  return {
    heldout: join(dir, "heldout.jsonl"),
    baseline: join(dir, "before.jsonl"),
    candidate: join(dir, "after.jsonl"),
    "graded-by": "program",
    "must-not-regress": "marker:refund_only_when_allowed,marker:no_pii_in_reply",
  };
}
