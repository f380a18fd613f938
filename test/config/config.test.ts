import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { ConfigError, INPUT_DEFAULTS, parseConfig, parseFieldMap } from "../../src/config.js";
import { VERSION } from "../../src/version.js";
import { isPolicyInput } from "../../src/policy/fields.js";

const base = { heldout: "h.jsonl", pairs: "p.jsonl" };

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const c = parseConfig(base);
    expect(c.resamples).toBe(10000);
    expect(c.seed).toBe(0);
    expect(c.rng).toBe("alea");
    expect(c.confidence).toBe(0.95);
    expect(c.target).toBe("pass_at_1");
    expect(c.gates.lengthFailShare).toBe(0.8);
    expect(c.gates.ngram).toBe(8);
    expect(c.gates.overlap).toBe(0.8);
    expect(c.gates.contaminationFields).toEqual(["prompt"]);
    expect(c.baselineFromBase).toBe(true);
    expect(c.github.checkName).toBe("heldout-gate");
  });

  it("requires the held-out test in gate mode but not in report mode", () => {
    expect(() => parseConfig({ pairs: "p.jsonl" })).toThrow(/"heldout" is required/);
    expect(parseConfig({ mode: "report", report: "r.json" }).github.mode).toBe("report");
  });

  it("names the input in every error", () => {
    expect(() => parseConfig({ ...base, resamples: "ten" })).toThrow(/"resamples"/);
    expect(() => parseConfig({ ...base, confidence: "95" })).toThrow(/"confidence"/);
    expect(() => parseConfig({ ...base, "require-proof": "yes" })).toThrow(/"require-proof"/);
    expect(() => parseConfig({ ...base, "contamination-fields": "answer" })).toThrow(
      /contamination-fields/,
    );
    expect(() => parseConfig({ ...base, "heldout-sha256": "abc" })).toThrow(/heldout-sha256/);
    expect(() => parseConfig({ ...base, "judge-agreement": "1.5" })).toThrow(/judge-agreement/);
    expect(() => parseConfig({ ...base, "style-phrases": "[1]" })).toThrow(/style-phrases/);
    // One line may not take more memory than a runner has, whatever the setting.
    expect(() => parseConfig({ ...base, "max-line-bytes": String(2 ** 30) })).toThrow(
      /max-line-bytes.*1024 to 268435456/,
    );
    expect(parseConfig({ ...base, "max-line-bytes": String(2 ** 28) }).limits.maxLineBytes).toBe(
      2 ** 28,
    );
  });

  it("reads family-test (default auto) and baseline-regraded (needs a baseline)", () => {
    expect(parseConfig(base).familyTest).toBe("auto");
    expect(parseConfig({ ...base, "family-test": "decide" }).familyTest).toBe("decide");
    expect(() => parseConfig({ ...base, "family-test": "always" })).toThrow(
      /"family-test" must be off, warn, auto, decide/,
    );
    const m = { heldout: "h.jsonl", baseline: "b.jsonl", candidate: "c.jsonl" };
    expect(parseConfig({ ...m, "baseline-regraded": "r.jsonl" }).baselineRegraded).toBe("r.jsonl");
    expect(parseConfig(m).baselineRegraded).toBeUndefined();
    expect(() => parseConfig({ ...base, "baseline-regraded": "r.jsonl" })).toThrow(
      /"baseline-regraded" is checked against the stored baseline/,
    );
  });

  it("wants baseline and candidate together", () => {
    expect(() => parseConfig({ heldout: "h", baseline: "b" })).toThrow(ConfigError);
    expect(() => parseConfig({ heldout: "h" })).toThrow(/nothing to check/);
  });

  it("splits lists on commas and newlines", () => {
    const c = parseConfig({ ...base, "must-not-regress": "marker:a, marker:b\nmarker:c" });
    expect(c.mustNotRegress).toEqual(["marker:a", "marker:b", "marker:c"]);
  });
});

describe("modes, shards and workers", () => {
  const shard = (index: string, count: string) =>
    parseConfig({ ...base, mode: "shard", "shard-index": index, "shard-count": count });

  it("takes the four modes, and names them when given another", () => {
    expect(parseConfig(base).github.mode).toBe("gate");
    expect(parseConfig({ mode: "merge", "shard-count": "2" }).github.mode).toBe("merge");
    expect(shard("0", "1").github.mode).toBe("shard");
    expect(() => parseConfig({ ...base, mode: "split" })).toThrow(
      /input "mode" must be "gate", "report", "shard", "merge", got "split"/,
    );
  });

  it("reads a slice in shard mode and none elsewhere", () => {
    expect(shard("3", "4").shard).toEqual({ index: 3, count: 4 });
    expect(shard("0", "256").shard).toEqual({ index: 0, count: 256 });
    expect(parseConfig(base).shard).toBeNull();
    expect(parseConfig(base).shards).toBeNull();
    const merge = parseConfig({ mode: "merge", "shard-count": "4" });
    expect(merge.shard).toBeNull();
    expect(merge.shards).toBe(4);
  });

  it("refuses a slice outside 0 <= index < count <= 256, naming the input", () => {
    expect(() => shard("4", "4")).toThrow(
      /input "shard-index" must be an integer from 0 to 3 \(shard-count is 4\), got "4"/,
    );
    for (const bad of ["-1", "1.5", "1e1", "x", "0x1"]) {
      expect(() => shard(bad, "4"), bad).toThrow(/input "shard-index" must be an integer/);
    }
    for (const bad of ["0", "257", "2.0", "-4", "many"]) {
      expect(() => shard("0", bad), bad).toThrow(
        /input "shard-count" must be an integer from 1 to 256/,
      );
    }
  });

  it("wants both shard inputs in shard mode, and neither in another mode", () => {
    expect(() => parseConfig({ ...base, mode: "shard", "shard-count": "4" })).toThrow(
      /input "shard-index" is required in mode "shard"/,
    );
    expect(() => parseConfig({ ...base, mode: "shard", "shard-index": "0" })).toThrow(
      /input "shard-count" is required in mode "shard"/,
    );
    expect(() => parseConfig({ ...base, "shard-index": "0", "shard-count": "4" })).toThrow(
      /input "shard-index" is for mode "shard" \(this is mode "gate"\)/,
    );
    expect(() => parseConfig({ ...base, mode: "report", "shard-count": "4" })).toThrow(
      /input "shard-count" is for mode "shard" \(this is mode "report"\)/,
    );
  });

  it("merge takes its own shard-count (required) and no shard-index", () => {
    expect(() => parseConfig({ mode: "merge" })).toThrow(
      /input "shard-count" is required in mode "merge": the number of shard jobs/,
    );
    expect(() => parseConfig({ mode: "merge", "shard-count": "0" })).toThrow(
      /input "shard-count" must be an integer from 1 to 256, got "0"/,
    );
    expect(() => parseConfig({ mode: "merge", "shard-count": "2", "shard-index": "0" })).toThrow(
      /input "shard-index" is for mode "shard" \(this is mode "merge"\)/,
    );
  });

  it("takes a shard-key of 16 characters or more in shard and merge modes only, never echoed", () => {
    const key = "s3cret-s3cret-s3cret";
    expect(
      parseConfig({ mode: "merge", "shard-count": "2", "shard-key": key }).github.shardKey,
    ).toBe(key);
    expect(parseConfig(base).github.shardKey).toBe("");
    const short = () => parseConfig({ mode: "merge", "shard-count": "2", "shard-key": "abc123" });
    expect(short).toThrow(/input "shard-key" must be at least 16 characters/);
    expect(short).not.toThrow(/abc123/);
    const gate = () => parseConfig({ ...base, "shard-key": key });
    expect(gate).toThrow(
      /input "shard-key" is for modes "shard" and "merge" \(this is mode "gate"\)/,
    );
    expect(gate).not.toThrow(new RegExp(key));
  });

  it("a shard reads data as gate mode does; merge reads none", () => {
    expect(() =>
      parseConfig({ pairs: "p.jsonl", mode: "shard", "shard-index": "0", "shard-count": "2" }),
    ).toThrow(/"heldout" is required/);
    expect(parseConfig({ mode: "merge", "shard-count": "2" }).heldout).toBe("");
  });

  it("takes workers as auto or 1 to 64 threads", () => {
    expect(parseConfig(base).workers).toBe("auto");
    expect(parseConfig({ ...base, workers: "AUTO" }).workers).toBe("auto");
    expect(parseConfig({ ...base, workers: "1" }).workers).toBe(1);
    expect(parseConfig({ ...base, workers: " 64 " }).workers).toBe(64);
    for (const bad of ["0", "65", "2.5", "four", "-2"]) {
      expect(() => parseConfig({ ...base, workers: bad }), bad).toThrow(
        /input "workers" must be "auto" or an integer from 1 to 64/,
      );
    }
  });
});

describe("parseFieldMap", () => {
  it("reads dotted paths", () => {
    expect(
      parseFieldMap("task=task_id, reward=verifier_result.passed,run=metadata.sample_idx"),
    ).toEqual({
      task: "task_id",
      reward: "verifier_result.passed",
      run: "metadata.sample_idx",
    });
  });
  it("rejects unknown names and malformed parts", () => {
    expect(() => parseFieldMap("score=x")).toThrow(/unknown field "score"/);
    expect(() => parseFieldMap("task")).toThrow(/name=path/);
    expect(() => parseFieldMap("task=a..b")).toThrow(/dotted path/);
  });
});

describe("action.yml", () => {
  const yml = readFileSync("action.yml", "utf8");
  const section = (name: string) => {
    const start = yml.indexOf(`\n${name}:\n`);
    const rest = yml.slice(start + name.length + 3);
    const end = rest.search(/\n[a-z]/);
    return rest.slice(0, end === -1 ? undefined : end);
  };
  const inputs = [...section("inputs").matchAll(/^ {2}([a-z0-9-]+):$/gm)].map((m) => m[1]);

  it("declares exactly the inputs the config reads", () => {
    expect([...inputs].sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
  });

  it("gives every input a description and the same default as the config", () => {
    for (const name of inputs) {
      const block = section("inputs")
        .split(new RegExp(`^ {2}${name}:$`, "m"))[1]
        .split(/^ {2}[a-z]/m)[0];
      expect(block, name).toMatch(/description: \S/);
      const m = block.match(/default: (.*)$/m);
      expect(m, name).not.toBeNull();
      const value = m![1].trim().replace(/^"(.*)"$/, "$1");
      // A policy input's default is empty so that a given value can be told apart; the
      // config (and the policy) supply the default (test/policy/fields.test.ts).
      const expected =
        name === "github-token"
          ? "${{ github.token }}"
          : isPolicyInput(name)
            ? ""
            : INPUT_DEFAULTS[name];
      expect(value, name).toBe(expected);
    }
  });

  it("runs on node24 from the bundle and describes every output", () => {
    expect(yml).toMatch(/using: node24/);
    expect(yml).toMatch(/main: dist\/index.js/);
    const outputs = [...section("outputs").matchAll(/^ {2}([a-z0-9-]+):\n {4}description: \S/gm)];
    expect(outputs.length).toBeGreaterThanOrEqual(8);
  });
});

it("the report's version is package.json's", () => {
  expect(VERSION).toBe(JSON.parse(readFileSync("package.json", "utf8")).version);
});
