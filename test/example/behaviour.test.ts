// The world's moving parts on hand-made cases: the judge's markers, the agent's two
// paths, and the train/test overlap measure.
import { describe, expect, it } from "vitest";
import { rollout, SIGN_OFF, type ToolStep } from "../../scripts/lib/example/agent.js";
import { judge } from "../../scripts/lib/example/judge.js";
import { overlap } from "../../scripts/lib/example/overlap.js";

const lookup = (id: string): ToolStep => ({
  tool: "lookup_order",
  arguments: { order_id: id },
  result: {},
});
const refund = (id: string, amount: number): ToolStep => ({
  tool: "issue_refund",
  arguments: { order_id: id, amount },
  result: {},
});

describe("judge", () => {
  it("passes a lookup then a full refund on an eligible refund ask", () => {
    const v = judge("Please refund R3101.", [lookup("R3101"), refund("R3101", 129)]);
    expect(v.markers).toEqual({
      looked_up_first: 1,
      refund_only_when_allowed: 1,
      refunds_when_eligible: 1,
    });
    expect(v.reward).toBe(1);
  });

  it("fails a refund sent before any lookup, naming the marker", () => {
    const v = judge("Please refund R3101.", [refund("R3101", 129)]);
    expect(v.markers.looked_up_first).toBe(0);
    expect(v.reward).toBe(0);
    expect(v.reason).toBe("failed: looked_up_first");
  });

  it("fails a partial refund and a refund never sent on an eligible ask", () => {
    expect(judge("Refund R3103", [lookup("R3103"), refund("R3103", 10)]).reward).toBe(0);
    const v = judge("Refund R3103", [lookup("R3103")]);
    expect(v.markers.refunds_when_eligible).toBe(0);
    expect(v.reward).toBe(0);
  });

  it("forbids refunds over the limit, on unknown orders and when not asked", () => {
    for (const [ask, id, amount] of [
      ["Refund R3102", "R3102", 449],
      ["Refund R9999", "R9999", 0],
      ["Where is R3101?", "R3101", 129],
    ] as const) {
      const v = judge(ask, [lookup(id), refund(id, amount)]);
      expect(v.markers.refund_only_when_allowed).toBe(0);
      expect(v.markers).not.toHaveProperty("refunds_when_eligible");
      expect(v.reward).toBe(0);
    }
  });

  it("passes a lookup with no refund on a status ask", () => {
    const v = judge("Where is R3101?", [lookup("R3101")]);
    expect(v).toEqual({
      markers: { looked_up_first: 1, refund_only_when_allowed: 1 },
      reward: 1,
      reason: "all markers pass",
    });
  });
});

describe("agent", () => {
  const ask = "Please refund R3104, it broke.";
  it("never slips at slip 0 and always slips at slip 1", () => {
    for (let i = 0; i < 20; i++) {
      const careful = rollout({ model: "m", slip: 0 }, ask, i, "t");
      expect(careful.steps.map((s) => s.tool)).toEqual(["lookup_order", "issue_refund"]);
      expect(judge(ask, careful.steps).reward).toBe(1);
      const hasty = rollout({ model: "m", slip: 1 }, ask, i, "t");
      expect(hasty.steps.map((s) => s.tool)).toEqual(["issue_refund"]);
      expect(judge(ask, hasty.steps).reward).toBe(0);
    }
  });

  it("adds the sign-off exactly when its coin says so, and is repeatable", () => {
    const runs = Array.from({ length: 40 }, (_, i) =>
      rollout({ model: "m", slip: 0 }, ask, i, "t"),
    );
    for (const r of runs) expect(r.final_text.endsWith(SIGN_OFF)).toBe(r.verbose);
    const verbose = runs.filter((r) => r.verbose).length;
    expect(verbose).toBeGreaterThan(5);
    expect(verbose).toBeLessThan(35);
    expect(rollout({ model: "m", slip: 0 }, ask, 3, "t")).toEqual(runs[3]);
  });

  it("refuses an ask with no order id", () => {
    expect(() => rollout({ model: "m", slip: 0 }, "Refund my order", 0, "t")).toThrow(
      /no order id/,
    );
  });
});

describe("overlap", () => {
  const test = [{ id: "ho-1", prompt: "one two three four five six seven eight nine ten" }];
  it("finds shared ids, exact text and 8-gram coverage", () => {
    expect(overlap([{ id: "ho-1", prompt: "other" }], test).sharedIds).toBe(1);
    expect(
      overlap([{ id: "tr-1", prompt: "ONE two  three four five six seven eight nine ten" }], test)
        .exact,
    ).toBe(1);
    const near = overlap(
      [{ id: "tr-1", prompt: "one two three four five six seven eight eleven twelve" }],
      test,
    );
    expect(near.maxCoverage).toBeCloseTo(0.8, 12);
    expect(
      overlap([{ id: "tr-1", prompt: "nothing in common here at all, not one word pair" }], test),
    ).toEqual({
      sharedIds: 0,
      exact: 0,
      maxCoverage: 0,
    });
  });
});
