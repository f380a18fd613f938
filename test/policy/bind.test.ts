import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { bindInputs, looserFields, policyValues, proposal } from "../../src/policy/bind.js";
import { parsePolicy } from "../../src/policy/file.js";

const policy = (src: string) => parsePolicy(src, ".github/heldout-gate.yml");
const base = policy("must-not-regress: marker:safe\nconfidence: 0.95\nfamily-test: auto\n");

describe("bindInputs", () => {
  it("without a policy the inputs are the rule", () => {
    const b = bindInputs({ confidence: "0.6", "must-not-regress": "" }, null);
    expect(b.raw).toEqual({ confidence: "0.6", "must-not-regress": "" });
    expect(b.refused).toEqual([]);
  });

  it("takes the policy's value for every field the inputs leave empty", () => {
    const b = bindInputs({ heldout: "h.jsonl", "must-not-regress": "" }, policyValues(base));
    expect(b.raw["must-not-regress"]).toBe("marker:safe");
    expect(b.raw.heldout).toBe("h.jsonl");
    expect(b.raw["require-proof"]).toBe("false");
    expect(b.refused).toEqual([]);
  });

  it("refuses a looser input, naming the field and both values", () => {
    const b = bindInputs(
      { confidence: "0.6", "noise-floor": "0.0001:3", "family-test": "off" },
      policyValues(base),
    );
    expect(b.refused).toHaveLength(3);
    expect(b.refused[0]).toMatch(/^confidence: the input 0\.6 is looser than the policy's 0\.95/);
    expect(b.refused.join("\n")).toMatch(/^noise-floor: /m);
    expect(b.refused.join("\n")).toMatch(/^family-test: the input off is looser than .* auto$/m);
  });

  it("lets a tighter input take effect and says so", () => {
    const b = bindInputs({ "require-proof": "true", "family-test": "decide" }, policyValues(base));
    expect(b.refused).toEqual([]);
    expect(b.raw["require-proof"]).toBe("true");
    expect(b.raw["family-test"]).toBe("decide");
    expect(b.tightened).toEqual(["family-test auto -> decide", "require-proof false -> true"]);
    expect(parseConfig({ ...b.raw, mode: "report" }).requireProof).toBe(true);
  });

  it("never takes a policy-only field from the inputs", () => {
    const b = bindInputs({ "allow-workflow-change": "true" }, policyValues(base));
    expect(b.raw["allow-workflow-change"]).toBe("false");
    expect(b.refused).toEqual([]);
  });
});

describe("proposal", () => {
  it("classes each changed field of the PR's copy", () => {
    const head = policy("confidence: 0.95\nfamily-test: decide\n");
    expect(proposal(base, head)).toEqual({
      status: "edits",
      loosens: ["must-not-regress marker:safe -> (none)"],
      tightens: ["family-test auto -> decide"],
    });
  });

  it("adds, removes and same", () => {
    expect(proposal(null, base).status).toBe("adds");
    const gone = proposal(base, null);
    expect(gone.status).toBe("removes");
    expect(gone.loosens).toEqual(["must-not-regress marker:safe -> (none)"]);
    expect(
      proposal(base, policy("# reworded\nfamily-test: auto\nmust-not-regress: [marker:safe]\n"))
        .status,
    ).toBe("same");
  });
});

describe("looserFields", () => {
  it("names every setting of an artifact that is looser than the rule", () => {
    const rule = policyValues(base);
    expect(looserFields(rule, { ...rule })).toEqual([]);
    expect(looserFields(rule, { ...rule, "require-proof": "true" })).toEqual([]);
    expect(
      looserFields(rule, { ...rule, "must-not-regress": "", "allow-partial": "true" }),
    ).toEqual(["must-not-regress marker:safe -> (none)", "allow-partial false -> true"]);
  });
});
