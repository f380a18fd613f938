// Every input is either a policy field or named as one that stays in the workflow, so a new
// input cannot be added without saying which (CONTRIBUTING.md, "Adding an input").
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INPUT_DEFAULTS, parseConfig } from "../../src/config.js";
import { fieldDefault } from "../../src/policy/direction.js";
import {
  ACTION_INPUTS,
  isPolicyInput,
  POLICY_FIELDS,
  POLICY_NAMES,
  POLICY_ONLY_DEFAULTS,
} from "../../src/policy/fields.js";

describe("the policy fields", () => {
  it("every input is a policy field or an action input, never both", () => {
    const action = new Set<string>(ACTION_INPUTS);
    for (const name of Object.keys(INPUT_DEFAULTS)) {
      const policy = isPolicyInput(name);
      expect(policy !== action.has(name), `${name}: classify it in src/policy/fields.ts`).toBe(
        true,
      );
    }
    for (const name of ACTION_INPUTS) expect(Object.keys(INPUT_DEFAULTS)).toContain(name);
  });

  it("policy-only fields are not action inputs, and every other field is one", () => {
    for (const name of POLICY_NAMES) {
      const only = name in POLICY_ONLY_DEFAULTS;
      expect(name in INPUT_DEFAULTS, name).toBe(!only);
    }
    expect(Object.keys(POLICY_ONLY_DEFAULTS).sort()).toEqual([
      "allow-baseline-change",
      "allow-workflow-change",
      "grader",
    ]);
  });

  it("every default is a value parseConfig accepts, and order rules list the defaults", () => {
    for (const name of POLICY_NAMES) {
      expect(() => parseConfig({ mode: "report", [name]: fieldDefault(name) }), name).not.toThrow();
      const rule = POLICY_FIELDS[name].rule;
      if (rule.kind === "order") expect(rule.values, name).toContain(INPUT_DEFAULTS[name]);
    }
  });

  it("action.yml gives every policy input an empty default, so an input is given or not", () => {
    const yml = readFileSync("action.yml", "utf8");
    for (const name of POLICY_NAMES.filter(isPolicyInput)) {
      const block = yml.split(new RegExp(`^ {2}${name}:$`, "m"))[1]!.split(/^ {2}[a-z]/m)[0]!;
      expect(block.match(/default: (.*)$/m)?.[1], name).toBe('""');
      expect(block, name).toMatch(/Policy field/);
    }
  });
});
