// Unit tests for the generator's building blocks: the hash coin, the pair builder
// (whileai §1 edge cases), the Python-style JSON and the exact statistics.
import { describe, expect, it } from "vitest";
import { pyJsonDumps } from "../../scripts/lib/jsonl.js";
import { coin } from "../../scripts/lib/example/coin.js";
import { buildPairs, replyLength } from "../../scripts/lib/example/pairs.js";
import { exactBootstrapCi, signFlipP, t95 } from "../../scripts/lib/example/proof.js";

describe("coin", () => {
  it("matches Python's int(sha256(...)[:8], 16) / 0xFFFFFFFF", () => {
    // Expected values computed with Python's hashlib.
    expect(coin("Has R3101 been delivered?", 0, "refund-bot-v1/slip/eval-0")).toBeCloseTo(
      0.2452299073909479,
      15,
    );
    expect(coin("x", 3, "salt")).toBeCloseTo(0.1753458991123703, 15);
  });

  it("changes with the salt", () => {
    expect(coin("x", 3, "salt")).not.toBe(coin("x", 3, "salt2"));
  });
});

describe("pyJsonDumps", () => {
  it("writes Python json.dumps default separators and escapes", () => {
    const value = { order_id: "R3101", total: 129, ok: true, n: null, s: "caf\u00e9", l: [1, 2] };
    expect(pyJsonDumps(value)).toBe(
      '{"order_id": "R3101", "total": 129, "ok": true, "n": null, "s": "caf\\u00e9", "l": [1, 2]}',
    );
  });
});

const row = (reward: number, final = "ok", prompt = "Same ask") => ({
  prompt,
  reward,
  final_text: final,
});

describe("buildPairs", () => {
  it("pairs 1 with 0 and skips the 0.5 at the default margin", () => {
    const { pairs, summary } = buildPairs([row(1), row(0.5), row(0)]);
    expect(pairs.map((p) => [p.chosen_score, p.rejected_score])).toEqual([[1, 0]]);
    expect(summary.prompts_with_contrast).toBe(1);
  });

  it("needs a smaller margin to pair 1 with 0.5", () => {
    expect(buildPairs([row(1), row(0.5)]).pairs).toHaveLength(0);
    const { pairs } = buildPairs([row(1), row(0.5)], { minMargin: 0.5 });
    expect(pairs.map((p) => p.margin)).toEqual([0.5]);
  });

  it("uses each row at most once", () => {
    expect(buildPairs([row(1), row(1), row(0)], { maxPairsPerPrompt: 3 }).pairs).toHaveLength(1);
  });

  it("rejects a margin that is not positive", () => {
    expect(() => buildPairs([row(1), row(0)], { minMargin: 0 })).toThrow(/positive/);
  });

  it("groups by normalized prompt and picks the rejected row closest in length", () => {
    const rows = [
      row(0, "a much longer losing reply", "Refund   R3101"),
      row(1, "short win", "refund r3101"),
      row(0, "short bad", "REFUND R3101"),
      row(0, "x", "another ask"),
    ];
    const { pairs, summary } = buildPairs(rows);
    expect(summary.prompts_seen).toBe(2);
    expect(pairs).toHaveLength(1);
    expect(pairs[0].rejected).toBe(rows[2]);
    expect(pairs[0].length_delta).toBe(0);
    expect(pairs[0].prompt).toBe("refund r3101");
  });

  it("counts assistant contents plus a final text that differs from the last one", () => {
    const messages = [
      { role: "user", content: "hello" },
      { role: "assistant", content: "abc" },
    ];
    expect(replyLength({ messages, final_text: "abc" })).toBe(3);
    expect(replyLength({ messages, final_text: "xy" })).toBe(5);
  });
});

describe("exact statistics", () => {
  it("bootstrap interval agrees with brute-force enumeration of all resamples", () => {
    const values = [0.5, -0.25, 0, 1];
    const means: number[] = [];
    for (let a = 0; a < 4; a++)
      for (let b = 0; b < 4; b++)
        for (let c = 0; c < 4; c++)
          for (let d = 0; d < 4; d++)
            means.push((values[a] + values[b] + values[c] + values[d]) / 4);
    means.sort((x, y) => x - y);
    // Smallest mean whose cumulative probability reaches the tail share.
    const q = (p: number) => means[Math.ceil(p * means.length - 1e-9) - 1];
    expect(exactBootstrapCi(values)).toEqual([q(0.025), q(0.975)]);
  });

  it("sign-flip p is 2/2^n when every difference has the same sign", () => {
    expect(signFlipP([0.25, 0.5, 0.25, 0.75, 0.5, 0.25, 0.5, 0.25])).toBe(2 / 256);
    expect(signFlipP([0.5, -0.5])).toBe(1);
  });

  it("t quantile at df 4 is 2.776 and unknown df is an error", () => {
    expect(t95(4)).toBe(2.776);
    expect(() => t95(0)).toThrow(/df 0/);
  });
});
