// The trainer checks: the config lint (each crafted config fires its one rule; the real
// AgentAlign config gives its findings), token lengths recounted with the same tokenizer,
// and the rejection-selection test on pairs built by the minimum and by μ−2σ.
import { readFileSync } from "node:fs";
import { Tokenizer } from "@huggingface/tokenizers";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, RunStopped } from "../../src/engine.js";
import type { GateName, GateResult, Report } from "../../src/report.js";
import { parseTrainConfig } from "../../src/io/train-config.js";
import { RejectionGate, muMinus2Sigma } from "../../src/gates/rejection.js";
import { TokenLengthGate, truncationLimits } from "../../src/gates/token-length.js";
import { estimateCounter, tokenizerCounter } from "../../src/gates/token-counter.js";
import { gateOf, pair } from "./helpers.js";

const T = "fixtures/train";
const HELD = "fixtures/example/heldout.jsonl";

async function run(over: Record<string, string>): Promise<Report> {
  return buildReport(parseConfig({ heldout: HELD, "out-dir": "/tmp/unused", ...over }));
}

const gate = <N extends GateName>(r: Report, name: N) => gateOf(r.data[0]!.gates, name);

const fired = (g: GateResult) => g.findings.map((f) => f.detail?.rule).sort();

describe("trainer config lint", () => {
  const cases: [string, string[]][] = [
    ["clean.yaml", []],
    ["lr-full.yaml", ["learning_rate_full"]],
    ["lr-peft.json", ["learning_rate_peft"]],
    ["lr-from-sft.yaml", ["learning_rate_from_sft"]],
    ["beta.yaml", ["beta_range"]],
    ["simpo-beta.yaml", ["simpo_beta_range"]],
    ["simpo-gamma.yaml", ["simpo_gamma_range"]],
    ["loss-type.yaml", ["loss_type_unknown"]],
    ["epochs.yaml", ["epochs_small_set"]],
    ["cut.yaml", ["max_length_cuts_pairs"]],
    ["keep-end.yaml", ["truncation_keeps_end"]],
  ];
  for (const [file, rules] of cases) {
    it(`${file} fires ${rules.join(", ") || "nothing"}`, async () => {
      const r = await run({
        pairs: `${T}/pairs.jsonl`,
        "train-config": `${T}/configs/${file}`,
        tokenizer: `${T}/tokenizer.json`,
      });
      const g = gate(r, "train_config");
      expect(fired(g)).toEqual(rules);
      expect(g.status).toBe(rules.length ? "warn" : "pass");
      for (const f of g.findings) {
        expect(f.level).toBe("warning");
        expect(f.message).toMatch(/\(source: .+\)$/);
        expect(f.file).toBe(`${T}/configs/${file}`);
      }
      expect(r.problems).toEqual([]);
    });
  }

  it("every rule is fired by exactly one crafted config", () => {
    const all = cases.flatMap(([, rules]) => rules);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(10);
  });

  it("points a finding at the line of the key it is about", async () => {
    const r = await run({
      pairs: `${T}/pairs.jsonl`,
      "train-config": `${T}/configs/lr-full.yaml`,
    });
    const f = gate(r, "train_config").findings[0]!;
    expect(f.line).toBe(2);
    expect(f.message).toContain("learning_rate 5e-6 is above full DPO's 5e-7–1e-6");
  });

  it("train-strict turns the findings into failures and fails the gate", async () => {
    const r = await run({
      pairs: `${T}/pairs.jsonl`,
      "train-config": `${T}/configs/beta.yaml`,
      "train-strict": "true",
    });
    const g = gate(r, "train_config");
    expect(g.status).toBe("fail");
    expect(g.findings[0]!.level).toBe("failure");
    expect(r.decision.pass).toBe(false);
    expect(r.decision.reasons.join(" ")).toContain("train_config");
  });

  it("the real AgentAlign DPO config: LoRA rate above the allowance, and prompts over TRL's default max_prompt_length", async () => {
    const r = await run({
      pairs: "fixtures/real/agentalign-v2/dpo_eval.jsonl",
      "train-config": "fixtures/real/agentalign-v2/dpo_config.json",
    });
    const g = gate(r, "train_config");
    expect(fired(g)).toEqual(["learning_rate_peft", "max_length_cuts_pairs"]);
    expect(g.figures).toMatchObject({
      trainer: "dpo",
      trainer_from: "file name",
      learning_rate: "2e-5",
      adapters: "lora_r",
      beta: 0.1,
      epochs: 2,
      // Read from sft_config.json beside it: 2e-5 is below 1e-4, so that rule stays quiet.
      sft_learning_rate: "1e-4",
      sft_learning_rate_from: "fixtures/real/agentalign-v2/sft_config.json",
    });
    const cut = g.findings.find((f) => f.detail?.rule === "max_length_cuts_pairs")!;
    expect(cut.message).toContain("7 of 14 pairs");
    expect(cut.message).toContain("max_prompt_length not set (TRL's default 512)");
    const tl = gate(r, "token_length");
    expect(tl.figures.counted_by).toBe("estimate");
    expect(tl.summary).toContain("estimated");
    expect(tl.figures.over_max_length).toBe(0);
    // Warnings only: the run still passes.
    expect(r.decision.pass).toBe(true);
    expect(r.inputs.map((i) => i.role)).toContain("train_config");
  });

  it("reads aliases, nesting and lines; a wrong type is a problem naming its line and key", () => {
    const { config, problems } = parseTrainConfig(
      "lr: 2e-5\nepochs: 4\nmax_len: null\nbeta: high\nloss_type: [sigmoid, sft]\nfoo: 1\n",
      "c.yaml",
    );
    expect(config.learning_rate).toMatchObject({ value: 2e-5, key: "lr", line: 1 });
    expect(config.epochs).toMatchObject({ value: 4, line: 2 });
    expect(config.max_length).toMatchObject({ value: null, line: 3 });
    expect(config.loss_type?.value).toEqual(["sigmoid", "sft"]);
    expect(config.ignored_keys).toBe(1);
    expect(problems).toEqual([
      {
        file: "c.yaml",
        line: 4,
        field: "beta",
        reason: 'must be a number of at least 0, got the string "high"',
      },
    ]);
  });

  it("a config that is not YAML is a problem with its line, and the run fails on it", async () => {
    const { problems } = parseTrainConfig("a: 1\nb: [1, 2\n", "bad.yaml");
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.reason).toMatch(/^not YAML or JSON/);
    expect(parseTrainConfig("- 1\n- 2\n", "list.yaml").problems[0]!.reason).toContain("mapping");
  });

  it("hostile configs: aliases are not followed, control characters reach no message raw", () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x]"];
    for (const k of "bcdefg")
      bomb.push(
        `${k}: &${k} [${Array(8)
          .fill(`*${String.fromCharCode(k.charCodeAt(0) - 1)}`)
          .join(", ")}]`,
      );
    bomb.push("loss_type: *g", "lr: 1.0e-6");
    const b = parseTrainConfig(bomb.join("\n") + "\n", "bomb.yaml");
    expect(b.problems).toEqual([
      {
        file: "bomb.yaml",
        line: 8,
        field: "loss_type",
        reason: "is an alias (*g); aliases are not followed",
      },
    ]);
    expect(b.config.learning_rate?.value).toBe(1e-6);
    const c = parseTrainConfig('lr: "\u001b[31mred"\n', "ctl.yaml");
    expect(c.problems[0]!.reason).toBe("must be a positive number, got a string of 8 characters");
    expect(c.problems[0]!.reason).not.toContain("\u001b");
  });

  it("a missing config or an unreadable tokenizer stops the run, naming the input and file", async () => {
    const stop = async (over: Record<string, string>) => {
      try {
        await run({ pairs: `${T}/pairs.jsonl`, ...over });
      } catch (e) {
        if (e instanceof RunStopped) return e.stop;
        throw e;
      }
      throw new Error("the run did not stop");
    };
    expect(await stop({ "train-config": `${T}/configs/none.yaml` })).toMatchObject({
      input: "train-config",
      path: `${T}/configs/none.yaml`,
    });
    const s = await stop({
      "train-config": `${T}/configs/clean.yaml`,
      tokenizer: `${T}/pairs.jsonl`,
    });
    expect(s).toMatchObject({ input: "tokenizer", path: `${T}/pairs.jsonl` });
    expect(s.reason).toContain("is not valid JSON");
  });

  it("needs pairs, and a tokenizer needs a config", () => {
    expect(() => parseConfig({ heldout: HELD, sft: "x", "train-config": "c.yaml" })).toThrow(
      /give "pairs" too/,
    );
    expect(() => parseConfig({ heldout: HELD, pairs: "p", tokenizer: "t.json" })).toThrow(
      /give both/,
    );
  });
});

describe("token lengths against max_length", () => {
  const tok = new Tokenizer(JSON.parse(readFileSync(`${T}/tokenizer.json`, "utf8")), {});
  const ids = (s: string) => tok.encode(s, { add_special_tokens: false }).ids;
  const rows = readFileSync(`${T}/pairs.jsonl`, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { prompt: string; chosen: string; rejected: string });

  /** Recount by hand: with keep_start and no prompt cut, a pair loses its contrast when the
   *  sides' common token prefix covers all that max_length leaves of both replies. */
  function recount(maxLength: number) {
    let over = 0;
    let removed = 0;
    const lines: number[] = [];
    for (const [i, r] of rows.entries()) {
      const p = ids(r.prompt).length;
      const c = ids(r.chosen);
      const j = ids(r.rejected);
      if (p + c.length > maxLength || p + j.length > maxLength) over++;
      let common = 0;
      while (common < c.length && common < j.length && c[common] === j[common]) common++;
      const keepC = Math.min(c.length, Math.max(0, maxLength - p));
      const keepJ = Math.min(j.length, Math.max(0, maxLength - p));
      if (keepC === keepJ && common >= keepC) {
        removed++;
        lines.push(i + 1);
      }
    }
    return { over, removed, lines };
  }

  it("the shares equal a recount with the same tokenizer (cut.yaml, max_length 128, keep_start)", async () => {
    const r = await run({
      pairs: `${T}/pairs.jsonl`,
      "train-config": `${T}/configs/cut.yaml`,
      tokenizer: `${T}/tokenizer.json`,
    });
    const g = gate(r, "token_length");
    const want = recount(128);
    expect(want.over).toBeGreaterThan(0);
    expect(want.removed).toBeGreaterThan(0);
    expect(g.figures.counted_by).toBe("tokenizer");
    expect(g.figures.over_max_length).toBe(want.over);
    expect(g.figures.over_max_length_share).toBe(Math.round((want.over / 40) * 10000) / 10000);
    expect(g.figures.difference_removed).toBe(want.removed);
    expect(g.status).toBe("warn");
    const lost = g.findings.filter((f) => f.level === "warning");
    expect(lost.length).toBe(want.removed);
    // The same pairs: late-differing ones (every third row) and prompts that fill the window.
    expect(lost.map((f) => f.line)).toEqual(want.lines);
    expect(want.lines.filter((l) => (l - 1) % 3 === 0).length).toBeGreaterThan(0);
  });

  it("keep_end keeps the replies' ends, so the same pairs keep their contrast", () => {
    const cfg = parseTrainConfig(
      "max_length: 128\nmax_prompt_length: null\ntruncation_mode: keep_end\n",
      "c",
    ).config;
    const counter = tokenizerCounter(
      JSON.parse(readFileSync(`${T}/tokenizer.json`, "utf8")),
      {},
      "t",
    );
    const g = new TokenLengthGate(counter, truncationLimits(cfg), "p.jsonl", false);
    rows.forEach((r, i) => g.add(pair(i + 1, r)));
    expect(g.facts().over).toBe(recount(128).over);
    expect(g.facts().removed).toBe(0);
  });

  it("shards merged give the same result as one pass", () => {
    const cfg = parseTrainConfig("max_length: 128\n", "c").config;
    const counter = estimateCounter();
    const whole = new TokenLengthGate(counter, truncationLimits(cfg), "p", false);
    const a = new TokenLengthGate(counter, truncationLimits(cfg), "p", false);
    const b = new TokenLengthGate(counter, truncationLimits(cfg), "p", false);
    rows.forEach((r, i) => {
      whole.add(pair(i + 1, r));
      (i % 2 ? a : b).add(pair(i + 1, r));
    });
    a.merge(b);
    expect(a.result()).toEqual(whole.result());
  });

  it("without a tokenizer the counts are estimated and the report says so", () => {
    const c = estimateCounter();
    expect(c.encode("abcdefghi").length).toBe(3);
    expect(c.method).toContain("estimated");
  });
});

describe("how the rejected side was chosen", () => {
  it("rejects picked at the group minimum are flagged", async () => {
    const r = await run({ pairs: `${T}/rejects-min.jsonl` });
    const g = gate(r, "rejection");
    expect(g.status).toBe("warn");
    expect(fired(g).filter(Boolean)).toEqual(["rejected_at_minimum"]);
    expect(g.figures.min_rejected_there).toBe(g.figures.groups_where_rule_differs);
    expect(g.figures.groups_where_rule_differs).toBeGreaterThanOrEqual(5);
  });

  it("rejects picked at μ−2σ are not", async () => {
    const r = await run({ pairs: `${T}/rejects-mu2sigma.jsonl` });
    const g = gate(r, "rejection");
    expect(g.status).toBe("pass");
    expect(g.figures.min_rejected_there).toBe(0);
    expect(g.figures.margin_constant).toBe(false);
  });

  it("graded scores with every margin the same are flagged", async () => {
    const r = await run({ pairs: `${T}/margins-rescaled.jsonl` });
    const g = gate(r, "rejection");
    expect(fired(g)).toContain("margin_constant");
    expect(g.figures.margin_constant).toBe(true);
  });

  it("train-strict fails the gate on minimum-selected rejects", async () => {
    const r = await run({ pairs: `${T}/rejects-min.jsonl`, "train-strict": "true" });
    expect(gate(r, "rejection").status).toBe("fail");
    expect(r.decision.pass).toBe(false);
  });

  it("binary scores with a constant margin are expected, not flagged", () => {
    const g = new RejectionGate("p", false);
    for (let i = 1; i <= 10; i++) g.add(pair(i, { chosen_score: 1, rejected_score: 0, margin: 1 }));
    const res = g.result();
    expect(res.status).toBe("pass");
    expect(res.summary).toContain("binary scores: expected");
  });

  it("μ−2σ picks the sample nearest mean minus two standard deviations (n−1)", () => {
    // mean 0.5, sd (n-1) 0.2582 -> target -0.016: the minimum, 0.2
    expect(muMinus2Sigma([0.2, 0.4, 0.6, 0.8])).toBe(0.2);
    const big = [...Array(40).fill(0.6), 0.45, 0.44, 0.0];
    // mean 0.5793, sd 0.1006 -> target 0.378: 0.44 is nearest, not the minimum 0
    expect(muMinus2Sigma(big)).toBe(0.44);
  });

  it("shards merged give the same result as one pass", () => {
    const rows = readFileSync(`${T}/rejects-min.jsonl`, "utf8").trim().split("\n");
    const whole = new RejectionGate("p", false);
    const a = new RejectionGate("p", false);
    const b = new RejectionGate("p", false);
    rows.forEach((l, i) => {
      const x = JSON.parse(l);
      const p = pair(i + 1, {
        ...x,
        chosen_score: x.chosen_score,
        rejected_score: x.rejected_score,
      });
      whole.add(p);
      (i % 3 ? a : b).add(p);
    });
    b.merge(a);
    expect(b.result()).toEqual(whole.result());
  });
});
