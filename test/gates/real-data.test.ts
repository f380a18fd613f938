// The gates on real public data (fixtures/real, see its README): HH-RLHF's
// harmless-base test split (2,312 transcript pairs) and AgentAlign's 14 step-level
// DPO pairs. Read through the project's reader, cross-checked against pairs built
// directly from the raw JSON.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { streamPairs } from "../../src/io/read.js";
import { createPairGates } from "../../src/gates/index.js";
import type { CanonicalPair, HeldoutTask } from "../../src/io/canonical.js";
import type { DataCheck, GateName } from "../../src/report.js";
import {
  SETTINGS,
  agentAlignPairs,
  agentAlignTaskIds,
  figuresWith,
  gateOf,
  hhPairs,
} from "./helpers.js";

const OPTS = { maxLineBytes: 1 << 24, maxFileBytes: 2 ** 33, maxRows: 1e7 };
const HH = new URL("../../fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz", import.meta.url);
const AA = new URL("../../fixtures/real/agentalign-v2/dpo_eval.jsonl", import.meta.url);

async function readPairs(src: Parameters<typeof streamPairs>[0]): Promise<CanonicalPair[]> {
  const out: CanonicalPair[] = [];
  const s = await streamPairs(src, OPTS, (b) => out.push(...b));
  expect(s.problems).toEqual([]);
  return out;
}

function check(pairs: CanonicalPair[], held: HeldoutTask[] = [], file = "pairs.jsonl"): DataCheck {
  const g = createPairGates(SETTINGS, held, file);
  for (const p of pairs) g.add(p);
  return g.result();
}

const gate = <N extends GateName>(dc: DataCheck, name: N) => gateOf(dc.gates, name);

describe("HH-RLHF harmless-base test", async () => {
  const pairs = await readPairs({
    name: "harmless-base-test.jsonl",
    data: gunzipSync(readFileSync(HH)),
  });
  const dc = check(pairs);

  it("length: 2,312 pairs, chosen longer in 1,023 (44%), no length failure", () => {
    expect(dc.rows).toBe(2312);
    const g = gate(dc, "length");
    expect(g.status).toBe("pass");
    expect(g.figures).toMatchObject({
      pairs: 2312,
      chosen_longer: 1023,
      rejected_longer: 1278,
      ties: 11,
      chosen_longer_frac: 0.442,
      length_confound: false,
      median_delta: -17,
    });
    expect(figuresWith(dc.gates, "length", "pairs").delta).toMatchObject({
      q1: -130,
      q3: 61,
      min: -2218,
      max: 989,
    });
  });

  it("integrity: no identical sides; 4 empty chosen sides and 5 early divergences", () => {
    const g = gate(dc, "integrity");
    expect(g.figures).toMatchObject({
      identical_sides: 0,
      empty_side: 4,
      prompt_mismatch: 5,
      duplicate: 0,
    });
    expect(g.findings.filter((f) => f.detail?.check === "empty_side").map((f) => f.line)).toEqual([
      87, 517, 926, 1104,
    ]);
    expect(g.status).toBe("fail");
  });

  it("style: the chosen side apologizes more often (129 vs 50 discordant pairs)", () => {
    const g = gate(dc, "style");
    const m = figuresWith(dc.gates, "style", "pairs").markers.map((x) => [
      x.name,
      x.chosen_only,
      x.rejected_only,
      x.flagged,
    ]);
    expect(m).toEqual([
      ["boilerplate", 19, 16, false],
      ["hedging", 134, 120, false],
      ["apology", 129, 50, true],
      ["sycophancy", 3, 10, false],
      ["refusal", 17, 10, false],
    ]);
    expect(g.status).toBe("warn");
    expect(g.findings).toHaveLength(129);
  });

  it("style: the reward correlation both ways, ours (curly quotes read as ASCII) and the SDK's", () => {
    const f = figuresWith(dc.gates, "style", "pairs");
    const m = f.markers.map((x) => [x.name, x.reward_corr, x.reward_corr_sdk, x.sdk_flagged]);
    // "I’m sorry" with a curly apostrophe counts for us, not for the SDK's substring test.
    expect(m).toEqual([
      ["boilerplate", 0.007, 0.007, false],
      ["hedging", 0.013, -0.006, false],
      ["apology", 0.086, 0.063, false],
      ["sycophancy", -0.029, -0.012, false],
      ["refusal", 0.02, 0.017, false],
    ]);
    expect(f.corr_rule).toMatch(/reward_corr_sdk matches as the SDK does/);
    expect(f.corr_rule.length).toBeLessThanOrEqual(120);
  });

  it("truncation: 95 chosen and 49 rejected replies stop mid-thought", () => {
    // The SDK's ASCII-only closer list gives 119 and 75: 12 chosen and 15 rejected
    // replies end with a typographic quote after the period (line 14 ends `negative.”`).
    // The kind rules (answer lines, labels, closed code/JSON) changed no HH reply. The
    // structured endings did: 12 chosen and 11 rejected replies end with a link after a
    // sentence or label, or with the last item of a list whose items end bare (107 and 60
    // before); a link cut inside its host ("arson: https://www.nbc") is still cut off.
    const g = gate(dc, "truncation");
    expect(g.figures).toMatchObject({ chosen_truncated: 95, rejected_truncated: 49 });
    expect(g.findings[0]).toMatchObject({ line: 16, level: "failure" });
  });

  it("the reader and pairs built from the raw JSON give the same gate figures", () => {
    const direct = check(hhPairs());
    for (const name of ["length", "style", "truncation", "integrity"] as const) {
      expect(gate(direct, name).figures, name).toEqual(gate(dc, name).figures);
    }
  });

  it("contamination: first questions planted as a test are found at their lines, plus repeats elsewhere", () => {
    const held: HeldoutTask[] = [];
    for (let i = 99; i < 140 && held.length < 20; i++) {
      const first = pairs[i].prompt_messages[0].content.trim();
      if (first.split(/\s+/).length >= 8)
        held.push({ line: held.length + 1, task_id: `hh-${i + 1}`, prompt: first });
    }
    expect(held).toHaveLength(20);
    const g = gate(check(pairs, held), "contamination");
    const hits = g.findings.map((f) => [f.line, f.detail?.task]);
    for (const t of held) expect(hits).toContainEqual([Number(t.task_id.slice(3)), t.task_id]);
    // The same opening question also occurs in four other dialogues of the split.
    expect(hits.filter(([line, task]) => `hh-${line}` !== task)).toEqual([
      [538, "hh-112"],
      [861, "hh-114"],
      [876, "hh-126"],
      [1351, "hh-100"],
    ]);
    expect(g.findings.every((f) => f.detail?.test_coverage === 1)).toBe(true);
    // Coverage counts both ways; the SDK's one-way rule (share of the row's own words)
    // flags only the 8 rows whose whole prompt is the test question.
    expect(g.figures).toMatchObject({ n_contaminated: 24, n_exact: 8, n_near: 16, n_sdk_rule: 8 });
    expect(g.figures.rule).toBe(
      "task id; same words; 8-grams covering >= 80% of the row's OR the test text's words (SDK: row's only)",
    );
    expect(g.summary).toMatch(/; 8 by the SDK's one-way rule\)$/);
  });
});

describe("AgentAlign step-level pairs", async () => {
  const pairs = await readPairs(AA.pathname);
  const ids = agentAlignTaskIds();

  it("all gates pass; 8 of 14 chosen longer", () => {
    const dc = check(pairs);
    expect(dc.rows).toBe(14);
    expect(dc.shape).toBe("trl-standard");
    expect(dc.status).toBe("pass");
    expect(gate(dc, "length").figures).toMatchObject({ chosen_longer: 8, pairs: 14 });
    expect(gate(dc, "integrity").figures).toMatchObject({ duplicate: 0, identical_sides: 0 });
  });

  it("no overlap with the observed test task ids; every pair caught when its task is held out", () => {
    const test14 = ids.test_task_ids_observed_first14_in_shard_order.map((id, i) => ({
      line: i + 1,
      task_id: id,
      prompt: id,
    }));
    const none = gate(check(pairs, test14), "contamination");
    expect(none.status).toBe("pass");
    expect(none.figures).toMatchObject({ rows_with_task_id: 14, n_contaminated: 0 });
    const evalIds = ids.dpo_eval_task_ids_all.map((id, i) => ({
      line: i + 1,
      task_id: id,
      prompt: id,
    }));
    const all = gate(check(pairs, evalIds), "contamination");
    expect(all.figures).toMatchObject({ n_same_task: 14 });
  });

  it("a step prompt used as a test item is caught, and so is every prompt that extends it", () => {
    const held = [{ line: 1, task_id: "heldout-x", prompt: pairs[0].prompt }];
    const g = gate(check(pairs, held), "contamination");
    const rules = g.findings.map((f) => [f.line, f.detail?.rule]);
    expect(rules.slice(0, 2)).toEqual([
      [1, "exact"],
      [2, "exact"],
    ]);
    // Later steps of the same task carry the whole first prompt inside a longer one.
    for (const f of g.findings.slice(2, 7)) expect(f.detail?.test_coverage).toBeGreaterThan(0.99);
    // The other task shares the long agent preamble: ~94% of the test prompt's words.
    // N-gram rules cannot tell a template from a leak; the report shows both coverages.
    expect(g.findings).toHaveLength(14);
    expect(pairs.slice(0, 2).map((p) => p.task_id)).toEqual(["py_fix_031", "py_fix_031"]);
  });

  it("the pairs built from raw JSON agree with the reader", () => {
    const a = check(agentAlignPairs());
    const b = check(pairs);
    for (const name of ["length", "style", "truncation"] as const)
      expect(gate(a, name).figures, name).toEqual(gate(b, name).figures);
  });
});
