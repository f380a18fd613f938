// Invariants of the committed example world, checked from the files alone. The order
// table and the policy are restated here (from the task brief) rather than imported, so
// a drift in the generator's world shows up as a failure.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { prove } from "../../scripts/lib/example/proof.js";

const dir = resolve(import.meta.dirname, "../../fixtures/example");
const text = (name: string) => readFileSync(join(dir, name), "utf8");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const jsonl = (name: string): Json[] =>
  text(name)
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l));

const TOTALS: Record<string, number> = { R3101: 129, R3102: 449, R3103: 24, R3104: 189 };
const LIMIT = 200;
const idOf = (ask: string) => /\b([A-Z]\d{4})\b/.exec(ask.toUpperCase())?.[1] ?? null;
const asksRefund = (ask: string) => /refund|money back/i.test(ask);
const allowed = (ask: string) => {
  const id = idOf(ask);
  return asksRefund(ask) && id !== null && id in TOTALS && TOTALS[id] < LIMIT;
};
const norm = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean).join(" ");

const heldout = jsonl("heldout.jsonl");
const before = jsonl("before.jsonl");
const after = jsonl("after.jsonl");
const train = jsonl("train.jsonl");
const pairs = jsonl("pairs.jsonl");
const trl = jsonl("pairs.trl.jsonl");
const sft = jsonl("sft.jsonl");

const ROW_KEYS = [
  "schema_version",
  "scenario_id",
  "family",
  "prompt",
  "rollout_index",
  "model_version",
  "reward",
  "reason",
  "markers",
  "lineage",
  "steps",
  "final_text",
  "messages",
  "finish_reason",
];

/** Tool calls in the order the assistant made them, arguments parsed. */
function toolCalls(row: Json): { name: string; args: Json }[] {
  return row.messages
    .filter((m: Json) => m.role === "assistant" && m.tool_calls)
    .flatMap((m: Json) => m.tool_calls)
    .map((c: Json) => ({ name: c.function.name, args: JSON.parse(c.function.arguments) }));
}

/** Judge the row again from its messages, independently of the generator's judge. */
function rejudge(row: Json): Record<string, number> {
  const calls = toolCalls(row);
  const id = idOf(row.prompt);
  const refunds = calls.filter((c) => c.name === "issue_refund");
  const m: Record<string, number> = {
    looked_up_first: calls[0]?.name === "lookup_order" && calls[0].args.order_id === id ? 1 : 0,
    refund_only_when_allowed: refunds.every((c) => allowed(row.prompt) && c.args.order_id === id)
      ? 1
      : 0,
  };
  if (allowed(row.prompt)) {
    m.refunds_when_eligible = refunds.some(
      (c) => c.args.order_id === id && c.args.amount === TOTALS[id as string],
    )
      ? 1
      : 0;
  }
  return m;
}

const slipShare = (rows: Json[]) =>
  rows.filter((r) => toolCalls(r)[0]?.name === "issue_refund").length / rows.length;

describe("asks", () => {
  const trainAsks = new Map(train.map((r) => [r.scenario_id, r.prompt]));

  it("has 8 held-out and 8 training asks, disjoint by id and by normalized text", () => {
    expect(heldout).toHaveLength(8);
    expect(new Set(heldout.map((h) => h.task_id)).size).toBe(8);
    expect(trainAsks.size).toBe(8);
    expect(new Set([...trainAsks.values()].map(norm)).size).toBe(8);
    const testIds = new Set(heldout.map((h) => h.task_id));
    const testTexts = new Set(heldout.map((h) => norm(h.prompt)));
    for (const [id, prompt] of trainAsks) {
      expect(testIds.has(id)).toBe(false);
      expect(testTexts.has(norm(prompt))).toBe(false);
    }
  });

  it("names an order id in every ask and mixes refund and status asks in both sets", () => {
    for (const asks of [heldout.map((h) => h.prompt), [...trainAsks.values()]]) {
      for (const ask of asks) expect(idOf(ask)).not.toBeNull();
      const refunds = asks.filter(asksRefund).length;
      expect(refunds).toBeGreaterThan(1);
      expect(refunds).toBeLessThan(asks.length - 1);
    }
  });

  it("labels each held-out task's family by whether it asks for a refund", () => {
    for (const h of heldout) {
      expect(Object.keys(h)).toEqual(["task_id", "prompt", "family"]);
      expect(h.family).toBe(asksRefund(h.prompt) ? "refund" : "status");
    }
  });
});

describe.each([
  ["before", before, 0.5],
  ["after", after, 0.1],
])("%s eval rows", (_name, rows, slip) => {
  it("are 3 runs of 32 rows: every held-out task x rollouts 0..3", () => {
    expect(rows).toHaveLength(96);
    for (const run of [0, 1, 2]) {
      const inRun = rows.filter((r) => r.lineage.eval_run === run);
      expect(inRun).toHaveLength(32);
      const cells = new Set(inRun.map((r) => `${r.scenario_id}#${r.rollout_index}`));
      expect(cells.size).toBe(32);
      for (const h of heldout)
        for (const i of [0, 1, 2, 3]) expect(cells.has(`${h.task_id}#${i}`)).toBe(true);
    }
  });

  it("carry the whileai row shape with eval lineage, in a fixed key order", () => {
    const tasks = new Map(heldout.map((h) => [h.task_id, h]));
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(ROW_KEYS);
      expect(Object.keys(r.lineage)).toEqual(["source", "eval_run"]);
      expect(r.lineage.source).toBe("eval");
      expect(r.finish_reason).toBe("stop");
      expect(r.prompt).toBe(tasks.get(r.scenario_id).prompt);
      expect(r.family).toBe(tasks.get(r.scenario_id).family);
      expect(r.messages.at(-1)).toEqual({ role: "assistant", content: r.final_text });
    }
    expect(new Set(rows.map((r) => r.model_version)).size).toBe(1);
  });

  it("have 0/1 rewards that equal the judge's markers, re-judged from the messages", () => {
    for (const r of rows) {
      expect([0, 1]).toContain(r.reward);
      expect(r.markers).toEqual(rejudge(r));
      const pass = Object.values(r.markers).every((v) => v === 1);
      expect(r.reward).toBe(pass ? 1 : 0);
    }
    // Both outcomes occur, so the markers are not constant.
    expect(new Set(rows.map((r) => r.reward)).size).toBe(2);
  });

  it(`slip on a share near ${slip}`, () => {
    // Tolerance about 2.5 binomial standard deviations for 96 rollouts.
    const tol = 2.5 * Math.sqrt((slip * (1 - slip)) / 96);
    expect(Math.abs(slipShare(rows) - slip)).toBeLessThan(tol);
  });

  it("differ between runs, so the re-run noise floor is measured", () => {
    const perRun = [0, 1, 2].map((run) =>
      rows
        .filter((r) => r.lineage.eval_run === run)
        .map((r) => r.reward)
        .join(""),
    );
    expect(new Set(perRun).size).toBeGreaterThan(1);
  });
});

describe("before vs after", () => {
  it("uses different model versions", () => {
    expect(before[0].model_version).not.toBe(after[0].model_version);
  });

  it("proves the gain: CI above 0 and the delta clears the noise band", () => {
    const p = prove(before, after);
    expect(p.tasks).toBe(8);
    expect(p.df).toBe(4);
    expect(p.pooled_run_std).toBeGreaterThan(0);
    expect(p.noise_band).toBeCloseTo(2.776 * p.pooled_run_std * Math.sqrt(2 / 3), 12);
    expect(p.ci[0]).toBeGreaterThan(0);
    expect(p.delta).toBeGreaterThan(p.noise_band);
    expect(p.moved).toBe(true);
  });
});

describe("training rows", () => {
  it("are 32 graded rollouts of the before model with grade lineage", () => {
    expect(train).toHaveLength(32);
    for (const r of train) {
      expect(Object.keys(r)).toEqual(ROW_KEYS);
      expect(r.lineage).toEqual({ source: "grade" });
      expect(r.model_version).toBe(before[0].model_version);
      expect(r.markers).toEqual(rejudge(r));
      expect(r.reward).toBe(Object.values(r.markers).every((v) => v === 1) ? 1 : 0);
    }
    expect(Math.abs(slipShare(train) - 0.5)).toBeLessThan(2.5 * Math.sqrt(0.25 / 32));
  });
});

describe("pairs", () => {
  const trainLines = new Set(train.map((r) => JSON.stringify(r)));
  const heldoutTexts = new Set(heldout.map((h) => norm(h.prompt)));

  it("pair a passing and a failing rollout of the same training ask, margin 1", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(pairs.map((p) => norm(p.prompt))).size).toBe(pairs.length);
    for (const p of pairs) {
      expect(p.margin).toBe(1);
      expect(p.chosen_score).toBe(1);
      expect(p.rejected_score).toBe(0);
      expect(p.chosen.reward).toBe(1);
      expect(p.rejected.reward).toBe(0);
      expect(p.chosen.prompt).toBe(p.prompt);
      expect(p.rejected.prompt).toBe(p.prompt);
      expect(trainLines.has(JSON.stringify(p.chosen))).toBe(true);
      expect(trainLines.has(JSON.stringify(p.rejected))).toBe(true);
      expect(heldoutTexts.has(norm(p.prompt))).toBe(false);
      expect(p.lineage).toEqual({ chosen: p.chosen.lineage, rejected: p.rejected.lineage });
      expect(p.chosen_model).toBe(p.rejected_model);
      expect(p.same_policy).toBe(true);
      expect(p.first_turn_differs).toBe(true);
      expect(p.length_delta).toBe(p.chosen.final_text.length - p.rejected.final_text.length);
    }
  });

  it("are not systematically longer on the chosen side", () => {
    const longer = pairs.filter((p) => p.length_delta > 0).length;
    expect(longer / pairs.length).toBeLessThanOrEqual(0.5);
  });

  it("come from every training ask that had both a pass and a fail", () => {
    const byAsk = new Map<string, Set<number>>();
    for (const r of train) byAsk.set(r.prompt, (byAsk.get(r.prompt) ?? new Set()).add(r.reward));
    const contrasted = [...byAsk].filter(([, s]) => s.size === 2).map(([k]) => k);
    expect(pairs.map((p) => p.prompt)).toEqual(contrasted);
  });

  it("carry a style tic: the sign-off appears on some replies and not on others", () => {
    const signed = train.filter((r) => /happy to help!/i.test(r.final_text)).length;
    expect(signed).toBeGreaterThan(train.length * 0.25);
    expect(signed).toBeLessThan(train.length * 0.75);
  });
});

describe("TRL conversational pairs", () => {
  it("hold the same pairs, split at the first assistant turn, with object arguments", () => {
    expect(trl).toHaveLength(pairs.length);
    trl.forEach((t, i) => {
      const p = pairs[i];
      expect(t.prompt.map((m: Json) => m.role)).toEqual(["system", "user"]);
      expect(t.prompt[1].content).toBe(p.prompt);
      for (const [side, row] of [
        [t.chosen, p.chosen],
        [t.rejected, p.rejected],
      ] as const) {
        expect(side[0].role).toBe("assistant");
        expect(side).toHaveLength(row.messages.length - 2);
        const parsed = row.messages.slice(2).map((m: Json) =>
          m.tool_calls
            ? {
                ...m,
                tool_calls: m.tool_calls.map((c: Json) => ({
                  ...c,
                  function: { ...c.function, arguments: JSON.parse(c.function.arguments) },
                })),
              }
            : m,
        );
        expect(side).toEqual(parsed);
      }
      expect(t.margin).toBe(1);
      expect(t.tools.map((x: Json) => x.function.name)).toEqual(["lookup_order", "issue_refund"]);
    });
  });
});

describe("SFT rows", () => {
  it("are exactly the passing training rollouts, as messages", () => {
    const passing = train.filter((r) => r.reward === 1);
    expect(sft).toHaveLength(passing.length);
    sft.forEach((s, i) => {
      expect(Object.keys(s)).toEqual(["messages"]);
      expect(s.messages[1]).toEqual({ role: "user", content: passing[i].prompt });
      expect(s.messages.at(-1)).toEqual({ role: "assistant", content: passing[i].final_text });
      for (const m of s.messages)
        for (const c of m.tool_calls ?? []) expect(typeof c.function.arguments).toBe("object");
    });
  });
});

describe("files", () => {
  it.each([
    "heldout.jsonl",
    "before.jsonl",
    "after.jsonl",
    "train.jsonl",
    "pairs.jsonl",
    "pairs.trl.jsonl",
    "sft.jsonl",
  ])("%s is one JSON object a line, newline-terminated, with no timestamps", (name) => {
    const body = text(name);
    expect(body.endsWith("\n")).toBe(true);
    for (const line of body.slice(0, -1).split("\n")) {
      expect(line).toMatch(/^\{.*\}$/);
      expect(line).not.toMatch(/\d{4}-\d{2}-\d{2}|"(time|timestamp|created_at|date)"/);
    }
  });
});
