import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { signTestP } from "../../src/stats/binomial.js";
import { holmAdjust } from "../../src/stats/holm.js";
import { looksFinished, looksTruncated } from "../../src/gates/looks-finished.js";
import { PhraseMatcher } from "../../src/gates/phrase-matcher.js";
import { lengthConfound } from "../../src/gates/length.js";
import { IntHistogram } from "../../src/stats/histogram.js";
import { codePointLength } from "../../src/gates/text-length.js";
import { DuplicateTracker } from "../../src/gates/duplicates.js";
import { U64Table } from "../../src/gates/u64-table.js";
import { createPairGates, createSftGates } from "../../src/gates/index.js";
import { createCleanPairsWriter } from "../../src/gates/clean-pairs.js";
import { formatDataCheckTerminal } from "../../src/render/gates-terminal.js";
import { figuresWith, gateOf as gate, pair, settings } from "./helpers.js";

describe("exact sign test and Holm", () => {
  it("matches hand-computed binomial tails", () => {
    expect(signTestP(10, 0)).toBeCloseTo(2 / 1024, 12);
    expect(signTestP(0, 10)).toBeCloseTo(2 / 1024, 12);
    // P(X <= 2 | n = 10) = (1 + 10 + 45) / 1024
    expect(signTestP(8, 2)).toBeCloseTo((2 * 56) / 1024, 12);
    expect(signTestP(5, 5)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
  it("stays finite and tiny for large lopsided counts", () => {
    const p = signTestP(60000, 40000);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-100);
    expect(signTestP(50010, 49990)).toBeGreaterThan(0.9);
  });
  it("Holm multiplies by the remaining count and stays monotone", () => {
    expect(holmAdjust([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06]);
    expect(holmAdjust([0.5, 0.9])).toEqual([1, 1]);
  });
});

describe("looks finished / truncated", () => {
  const long = "word ".repeat(60);
  it("accepts endings the SDK accepts", () => {
    expect(looksFinished("All done.")).toBe(true);
    expect(looksFinished("see the list)")).toBe(true);
    // Typographic closing quotes end a sentence as well as ASCII ones.
    expect(looksFinished("even if they are \u201cnegative.\u201d")).toBe(true);
    expect(looksFinished("he said \u2018fine.\u2019")).toBe(true);
    expect(looksFinished("so if I spin it fast enough, it\u2019ll end")).toBe(false);
    expect(looksFinished("```py\nx = 1\n```")).toBe(true);
    expect(looksFinished("the total is\n$1,234.50")).toBe(true);
    expect(looksFinished(long + "\nBest regards")).toBe(true);
    expect(looksFinished(long + ",\nSam")).toBe(true);
  });
  it("rejects replies that stop mid-sentence", () => {
    expect(looksFinished("")).toBe(false);
    expect(looksFinished("and then we")).toBe(false);
    expect(looksFinished("```py\nx = 1")).toBe(false);
    expect(looksFinished("```py\nx = 1\n```\nmore\n```")).toBe(false);
  });
  it("only judges long replies by their ending, and trusts finish_reason", () => {
    expect(looksTruncated("and then we", undefined)).toBeNull();
    expect(looksTruncated(long + "and then we", undefined)).not.toBeNull();
    expect(looksTruncated("Done.", "length")).toBe("finish_reason is length");
  });
});

describe("phrase matcher", () => {
  it("folds case and typographic quotes", () => {
    const m = new PhraseMatcher(["i'm sorry", "great question", "as an ai"]);
    expect([...m.match("Well, I’M SORRY about that")]).toEqual([0]);
    expect([...m.match("GREAT QUESTION! As an AI model…")].sort()).toEqual([1, 2]);
    expect([...m.match("nothing here")]).toEqual([]);
  });
  it("finds overlapping phrases and each once", () => {
    const m = new PhraseMatcher(["he said", "said so", "so"]);
    expect([...m.match("he said so, so so")].sort()).toEqual([0, 1, 2]);
  });
});

describe("length", () => {
  it("applies the SDK confound rule", () => {
    expect(lengthConfound(6, 8)).toBe(true);
    expect(lengthConfound(5, 8)).toBe(false);
    expect(lengthConfound(3, 3)).toBe(true);
    expect(lengthConfound(2, 2)).toBe(false);
    expect(lengthConfound(0, 0)).toBe(false);
  });
  it("counts code points like Python's len", () => {
    expect(codePointLength("a😀b")).toBe(3);
    expect(codePointLength("é")).toBe(1);
  });
  it("histogram quantiles follow sorted[floor(q n)], exact inside the range", () => {
    const h = new IntHistogram();
    for (const v of [5, -3, 100000, 2, 2, -70000]) h.add(v);
    expect(h.quantile(0.5)).toEqual({ value: 2, approximate: false });
    expect(h.kth(0).approximate).toBe(true);
    expect(h.kth(5).approximate).toBe(true);
    expect(h.countBetween(-10, 10)).toBe(4);
    expect(h.countBetween(1001, Infinity)).toBe(1);
  });
  it("fails at the configured share and warns on the confound rule", () => {
    const run = (longer: number, n: number, failAt = 0.8) => {
      const g = createPairGates(settings({ lengthFailShare: failAt }), [], "p.jsonl");
      for (let i = 1; i <= n; i++) {
        g.add(pair(i, i <= longer ? { chosen: "long long long answer.", rejected: "short." } : {}));
      }
      return g.result().gates;
    };
    const status = (longer: number, n: number, failAt?: number) =>
      gate(run(longer, n, failAt), "length").status;
    expect(status(8, 10)).toBe("fail");
    expect(status(7, 9)).toBe("warn");
    expect(status(8, 10, 0.9)).toBe("warn");
    expect(status(7, 10)).toBe("pass");
    expect(status(4, 10)).toBe("pass");
    expect(figuresWith(run(4, 10), "length", "pairs").chosen_longer).toBe(4);
  });
});

describe("style", () => {
  const hedge = "It depends on the case, but here it is.";
  it("flags a family the chosen side carries significantly more often", () => {
    const g = createPairGates(settings(), [], "p.jsonl");
    for (let i = 1; i <= 40; i++) {
      g.add(pair(i, i <= 20 ? { chosen: hedge, rejected: "Here it is." } : {}));
    }
    const s = gate(g.result().gates, "style");
    expect(s.status).toBe("warn");
    const m = figuresWith([s], "style", "pairs").markers.find((x) => x.name === "hedging");
    expect(m?.flagged).toBe(true);
    expect(m?.chosen_only).toBe(20);
    expect(m?.reward_corr).toBeGreaterThan(0.3);
    expect(s.findings).toHaveLength(20);
    expect(s.findings[0].line).toBe(1);
  });
  it("does not flag when the teaching pairs are too rare, or the rejected side carries it", () => {
    const rare = createPairGates(settings({ styleMinShare: 0.5 }), [], "p.jsonl");
    const reverse = createPairGates(settings(), [], "p.jsonl");
    for (let i = 1; i <= 40; i++) {
      rare.add(pair(i, i <= 12 ? { chosen: hedge } : {}));
      reverse.add(pair(i, i <= 20 ? { rejected: hedge } : {}));
    }
    expect(gate(rare.result().gates, "style").status).toBe("pass");
    expect(gate(reverse.result().gates, "style").status).toBe("pass");
  });
  it("takes user phrase families", () => {
    const g = createPairGates(settings({ stylePhrases: { emoji_tic: ["✨"] } }), [], "p.jsonl");
    for (let i = 1; i <= 30; i++) g.add(pair(i, { chosen: `sure ✨ ${i}.` }));
    const s = gate(g.result().gates, "style");
    expect(s.status).toBe("warn");
    expect(s.summary).toContain("emoji_tic");
  });
});

describe("integrity", () => {
  it("reports each problem with its line", () => {
    const g = createPairGates(settings({ minMargin: 0.5 }), [], "p.jsonl");
    const clean = [
      g.add(pair(1)),
      g.add(pair(2, { chosen: "same.", rejected: "same." })),
      g.add(pair(3, { chosen: "  " })),
      g.add(pair(4, { eval_lineage: true })),
      g.add(pair(5, { prompt_mismatch: true })),
      g.add(pair(6, { margin: 0.25 })),
      g.add(pair(7, { chosen_model: "a", rejected_model: "b" })),
      g.add(
        pair(8, {
          prompt: "question number 1",
          chosen: "a good answer to 1.",
          rejected: "a poor answer to 1.",
        }),
      ),
    ];
    expect(clean).toEqual([true, false, false, false, false, false, true, false]);
    const r = gate(g.result().gates, "integrity");
    expect(r.status).toBe("fail");
    expect(r.findings.map((f) => [f.line, f.detail?.check])).toEqual([
      [2, "identical_sides"],
      [3, "empty_side"],
      [4, "eval_lineage"],
      [5, "prompt_mismatch"],
      [6, "margin_below_min"],
      [7, "mixed_policy"],
      [8, "duplicate"],
    ]);
    expect(r.findings[6].message).toContain("line 1");
    expect(figuresWith([r], "integrity", "pairs").duplicate).toBe(1);
  });
  it("only warns on mixed policies", () => {
    const g = createPairGates(settings(), [], "p.jsonl");
    g.add(pair(1, { chosen_model: "a", rejected_model: "b" }));
    expect(gate(g.result().gates, "integrity").status).toBe("warn");
  });
  it("warns on chosen sides that did not succeed, as a share of the pairs whose chosen side has a reward", () => {
    // AgentAlign's first round: 11 of 80 chosen sides had failed their task.
    const g = createPairGates(settings(), [], "p.jsonl");
    const failed = new Set([3, 9, 14, 20, 27, 33, 41, 50, 58, 66, 79]);
    for (let i = 1; i <= 80; i++) {
      g.add(
        pair(i, {
          prompt: `task ${i}`,
          chosen_score: failed.has(i) ? 0.5 : 1,
          rejected_score: failed.has(i) ? 0 : 0,
        }),
      );
    }
    g.add(pair(81, { prompt: "no rewards" }));
    const r = gate(g.result().gates, "integrity");
    expect(r.status).toBe("warn");
    expect(r.summary).toBe("11 of 80 chosen sides did not succeed");
    expect(figuresWith([r], "integrity", "pairs")).toMatchObject({
      pairs: 81,
      chosen_not_succeeded: 11,
      chosen_scored: 80,
    });
    expect(r.findings.map((f) => f.line)).toEqual([...failed]);
    expect(r.findings[0]!.message).toMatch(/^the chosen side did not succeed \(reward 0\.5\)/);
    // Full credit everywhere: nothing to say.
    const ok = createPairGates(settings(), [], "p.jsonl");
    ok.add(pair(1, { chosen_score: 1, rejected_score: 0 }));
    expect(gate(ok.result().gates, "integrity").status).toBe("pass");
  });
  it("duplicate original is the smallest line whatever the order", () => {
    const t = new DuplicateTracker(10);
    t.add(1, 2, 9);
    t.add(1, 2, 4);
    t.add(1, 2, 7);
    expect(t.list()).toEqual([
      { line: 7, original: 4 },
      { line: 9, original: 4 },
    ]);
    expect(t.duplicates).toBe(2);
  });
  it("typed-array table holds more keys than it started with", () => {
    const t = new U64Table(4);
    for (let i = 0; i < 5000; i++) expect(t.putIfAbsent(i * 7, i ^ 0xffff, i)).toBe(-1);
    for (let i = 0; i < 5000; i++) expect(t.get(i * 7, i ^ 0xffff)).toBe(i);
    expect(t.get(1, 1)).toBe(-1);
    expect(t.size).toBe(5000);
  });
});

describe("truncation", () => {
  it("fails on a cut-off chosen side and lists rejected ones as notices", () => {
    const cut = "The steps are as follows and then we ".repeat(8);
    const g = createPairGates(settings(), [], "p.jsonl");
    g.add(pair(1, { rejected: cut }));
    expect(gate(g.result().gates, "truncation").status).toBe("pass");
    g.add(pair(2, { chosen: "Done.", chosen_finish_reason: "length" }));
    const r = gate(g.result().gates, "truncation");
    expect(r.status).toBe("fail");
    expect(r.findings.map((f) => [f.line, f.level])).toEqual([
      [1, "notice"],
      [2, "failure"],
    ]);
  });
});

describe("findings cap", () => {
  it("keeps the first 1000 by line and says more exist", () => {
    const g = createPairGates(settings(), [], "p.jsonl");
    for (let i = 1500; i >= 1; i--) g.add(pair(i, { chosen: "x.", rejected: "x." }));
    const r = gate(g.result().gates, "integrity");
    expect(r.findings).toHaveLength(1000);
    expect(r.findings_truncated).toBe(true);
    expect(r.findings[0].line).toBe(1);
    expect(r.findings[999].line).toBe(1000);
    expect(figuresWith([r], "integrity", "pairs").identical_sides).toBe(1500);
  });
});

describe("SFT gates", () => {
  it("describe length and style, fail on truncation and contamination", () => {
    const held = [
      {
        line: 1,
        task_id: "t1",
        prompt: "what is the capital city of the small country of andorra today",
      },
    ];
    const g = createSftGates(settings(), held, "sft.jsonl");
    const row = (line: number, prompt: string, completion: string, finish_reason?: string) => ({
      line,
      prompt,
      completion,
      messages: [],
      finish_reason,
    });
    expect(g.add(row(1, "hello there", "I'm sorry, I can't help with that."))).toBe(true);
    expect(
      g.add(
        row(
          2,
          "What is the capital city of the small country of Andorra today?",
          "Andorra la Vella.",
        ),
      ),
    ).toBe(false);
    g.add(row(3, "go on", "Sure.", "length"));
    const r = g.result();
    expect(r.kind).toBe("sft");
    expect(r.status).toBe("fail");
    expect(gate(r.gates, "contamination").findings[0]).toMatchObject({
      line: 2,
      detail: { rule: "exact", task: "t1" },
    });
    expect(gate(r.gates, "truncation").findings[0].line).toBe(3);
    const st = figuresWith(r.gates, "style", "rows").markers;
    expect(st.find((m) => m.name === "apology")?.rows).toBe(1);
    expect(st.find((m) => m.name === "refusal")?.rows).toBe(1);
    expect(figuresWith(r.gates, "length", "rows").rows).toBe(3);
  });
});

describe("clean pairs writer and terminal view", () => {
  it("writes TRL conversational rows", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gates-"));
    const path = join(dir, "clean.jsonl");
    const w = createCleanPairsWriter(path);
    w.write(pair(1, { margin: 1 }));
    w.write(pair(2, { prompt_messages: [], chosen_messages: [] }));
    expect(await w.close()).toBe(2);
    const rows = readFileSync(path, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows[0]).toEqual({
      prompt: [{ role: "user", content: "question number 1" }],
      chosen: [{ role: "assistant", content: "a good answer to 1." }],
      rejected: [{ role: "assistant", content: "a poor answer to 1." }],
      margin: 1,
    });
    expect(rows[1].prompt).toEqual([{ role: "user", content: "question number 2" }]);
    expect(rows[1].chosen).toEqual([{ role: "assistant", content: "a good answer to 2." }]);
  });
  it("prints one line per gate with the status and findings with file:line", () => {
    const g = createPairGates(settings(), [], "p.jsonl");
    g.add(pair(1));
    g.add(pair(2, { chosen: "", rejected: "x" }));
    const lines = formatDataCheckTerminal(g.result());
    expect(lines[0]).toBe("pairs p.jsonl (trl-standard, 2 rows): FAIL");
    expect(lines.some((l) => l.includes("[FAIL] integrity"))).toBe(true);
    expect(lines.some((l) => l.includes("p.jsonl:2: failure: chosen side is empty"))).toBe(true);
  });
});

describe("agent rollouts", () => {
  const call = (name: string) => [
    { id: "c1", type: "function", function: { name, arguments: "{}" } },
  ];
  const side = (tool: string) => [
    { role: "assistant", content: "", tool_calls: call(tool) },
    { role: "tool", content: "{}", tool_call_id: "c1" },
    { role: "assistant", content: "Done." },
  ];
  it("same final words after different tool calls are neither identical nor duplicates", () => {
    const g = createPairGates(settings(), [], "p.jsonl");
    const a = pair(1, {
      chosen: "Done.",
      rejected: "Done.",
      chosen_messages: side("lookup"),
      rejected_messages: side("refund"),
    });
    const b = pair(2, {
      chosen: "Done.",
      rejected: "Done.",
      chosen_messages: side("lookup"),
      rejected_messages: side("cancel"),
    });
    const c = pair(3, {
      chosen: "Done.",
      rejected: "Done.",
      chosen_messages: side("lookup"),
      rejected_messages: side("lookup"),
    });
    expect([g.add(a), g.add(b), g.add(c)]).toEqual([true, true, false]);
    const r = gate(g.result().gates, "integrity");
    expect(r.findings.map((f) => [f.line, f.detail?.check])).toEqual([[3, "identical_sides"]]);
    expect(figuresWith([r], "integrity", "pairs").duplicate).toBe(0);
  });
});

describe("an empty data set", () => {
  it("runs no gate and fails the pair check: zero pairs prove nothing", () => {
    const dc = createPairGates(settings(), [], "empty.jsonl").result();
    expect(dc.gates.map((g) => g.status)).toEqual(Array(7).fill("not_run"));
    expect(dc.gates.map((g) => g.summary)).toEqual(Array(7).fill("not run: no valid rows"));
    expect(dc.status).toBe("fail");
  });
  it("marks an SFT check over zero rows as failed, its gates not run", () => {
    const dc = createSftGates(settings(), [], "empty.jsonl").result();
    expect(dc.status).toBe("fail");
    expect(dc.gates.every((g) => g.status === "not_run")).toBe(true);
  });
  it("runs no gate over rows that are all empty", () => {
    const g = createSftGates(settings(), [], "empty.jsonl");
    for (let line = 1; line <= 3; line++) {
      g.add({ line, prompt: "", completion: "", messages: [] });
    }
    const dc = g.result();
    expect(dc.status).toBe("fail");
    expect(dc.gates.map((x) => x.summary)).toEqual(Array(5).fill("not run: all 3 rows are empty"));
  });
});
