// Trainer configs read as the trainer reads them (issue 22 item 9): YAML 1.1 as PyYAML,
// which TRL's parser uses, reads it: merge keys are applied and yes/no/on/off are booleans.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { parseTrainConfig } from "../../src/io/train-config.js";
import { gateOf } from "../gates/helpers.js";

const MERGED = "fixtures/misreads/dpo-merge-defaults.yaml";

describe("trainer config YAML as PyYAML reads it", () => {
  it("a merge key's settings are the run's, each at the line it is written on", () => {
    const { config, problems } = parseTrainConfig(readFileSync(MERGED, "utf8"), MERGED);
    expect(problems).toEqual([]);
    expect(config.learning_rate).toMatchObject({ value: 1e-4, key: "learning_rate", line: 4 });
    expect(config.beta).toMatchObject({ value: 5, line: 5 });
    expect(config.epochs).toMatchObject({ value: 10, line: 6 });
    // use_peft: off is false, so the run is full fine-tuning.
    expect(config.peft).toBeUndefined();
  });

  it("a key the mapping writes itself wins over the merged one; an earlier merged mapping over a later", () => {
    const text = [
      "a: &a {learning_rate: 1.0e-4, beta: 5}",
      "b: &b {learning_rate: 2.0e-4, beta: 0.2, num_train_epochs: 3}",
      "<<: [*a, *b]",
      "beta: 0.1",
      "",
    ].join("\n");
    const { config, problems } = parseTrainConfig(text, "m.yaml");
    expect(problems).toEqual([]);
    expect(config.learning_rate?.value).toBe(1e-4);
    expect(config.beta).toMatchObject({ value: 0.1, line: 4 });
    expect(config.epochs?.value).toBe(3);
  });

  it("yes/on/true turn adapters on, and no/off/n/false (also quoted 'n') leave them off", () => {
    for (const on of ["yes", "on", "true", "Yes", "ON"]) {
      expect(parseTrainConfig(`use_peft: ${on}\n`, "c.yaml").config.peft?.value, on).toBe(true);
    }
    for (const off of ["no", "off", "n", "false", "Off", "NO", '"n"', '"off"']) {
      expect(parseTrainConfig(`use_peft: ${off}\n`, "c.yaml").config.peft, off).toBeUndefined();
    }
  });

  it("a merge key that names no mapping is a problem on its line", () => {
    const { problems } = parseTrainConfig("x: &x 5\n<<: *x\nlearning_rate: 1.0e-6\n", "bad.yaml");
    expect(problems).toEqual([
      {
        file: "bad.yaml",
        line: 2,
        field: "<<",
        reason: "a merge key must name a mapping or a list of mappings",
      },
    ]);
  });

  it("merges of merges are bounded: a list of aliases of lists of aliases does not blow up", () => {
    const lines = ["m0: &m0 {learning_rate: 1.0e-6}"];
    for (let k = 1; k <= 6; k++) {
      lines.push(
        `m${k}: &m${k}`,
        `  <<: [${Array(10)
          .fill(`*m${k - 1}`)
          .join(", ")}]`,
      );
    }
    lines.push("<<: *m6", "");
    const t = Date.now();
    const { config, problems } = parseTrainConfig(lines.join("\n"), "bomb.yaml");
    expect(Date.now() - t).toBeLessThan(2000);
    expect(problems.map((p) => p.reason)).toEqual([
      "more than 256 mappings merged; the rest are not followed",
    ]);
    expect(config.learning_rate?.value).toBe(1e-6);
  });

  it("under train-strict the merged config fails the run (it passed when the merge was not applied)", async () => {
    const r = await buildReport(
      parseConfig({
        heldout: "fixtures/example/heldout.jsonl",
        pairs: "fixtures/train/pairs.jsonl",
        "train-config": MERGED,
        tokenizer: "fixtures/train/tokenizer.json",
        "train-strict": "true",
        "out-dir": "/tmp/unused",
      }),
    );
    const g = gateOf(r.data[0]!.gates, "train_config");
    expect(g.findings.map((f) => f.detail?.rule).sort()).toEqual([
      "beta_range",
      "epochs_small_set",
      "learning_rate_full",
    ]);
    expect(g.status).toBe("fail");
    expect(r.decision.pass).toBe(false);
  });
});
