// The style gate's two reward correlations: ours reads curly quotes as ASCII, the SDK's
// plain lowercase match does not, and sdk_flagged follows the SDK's number.
// Five of ten chosen sides apologize, no rejected side does: phi = 50 / sqrt(7500) = 0.577.
import { describe, expect, it } from "vitest";
import { PairStyleGate } from "../../src/gates/style.js";
import { SETTINGS, pair } from "./helpers.js";

type Marker = {
  name: string;
  reward_corr: number | null;
  reward_corr_sdk: number | null;
  sdk_flagged: boolean;
};

function apology(chosen: (i: number) => string): Marker {
  const g = new PairStyleGate(SETTINGS, "p.jsonl");
  for (let i = 0; i < 10; i++)
    g.add(pair(i + 1, { chosen: chosen(i), rejected: "Here is the answer." }));
  return g.result().figures.markers.find((m) => m.name === "apology")!;
}

describe("reward_corr and reward_corr_sdk", () => {
  it("agree when the phrase is typed with a straight apostrophe", () => {
    const m = apology((i) => (i % 2 ? "I'm sorry, here it is." : "Here it is."));
    expect([m.reward_corr, m.reward_corr_sdk, m.sdk_flagged]).toEqual([0.577, 0.577, true]);
  });

  it("differ when it is typed with a curly one: the SDK does not see it", () => {
    const m = apology((i) => (i % 2 ? "I\u2019m sorry, here it is." : "Here it is."));
    expect([m.reward_corr, m.reward_corr_sdk, m.sdk_flagged]).toEqual([0.577, null, false]);
  });

  it("a phrase without quote marks counts the same for both, curly quotes or not", () => {
    const m = apology((i) => (i % 2 ? "I apologize, it\u2019s here." : "It\u2019s here."));
    expect([m.reward_corr, m.reward_corr_sdk]).toEqual([0.577, 0.577]);
  });
});
