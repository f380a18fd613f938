import { describe, expect, it } from "vitest";
import { guardRule, proposalLine } from "../../src/policy/guard.js";
import { parsePolicy } from "../../src/policy/file.js";

const policy = (src: string) => parsePolicy(src, ".github/heldout-gate.yml");
const base = policy("must-not-regress: marker:safe\nconfidence: 0.95\n");
const trusted = { source: "base" as const, commit: "a".repeat(40), file: base };

describe("guardRule", () => {
  it("refuses an input that empties a guard of the base policy, naming the field", () => {
    const g = guardRule({ "must-not-regress": "", confidence: "0.6" }, trusted, { file: base });
    expect(g.refusal).toMatch(
      /^refused: an input is looser than the policy in \.github\/heldout-gate\.yml at the base commit aaaaaaaaaaaa/,
    );
    expect(g.refusal).toMatch(/confidence: the input 0\.6 is looser than the policy's 0\.95/);
    expect(g.raw["must-not-regress"]).toBe("marker:safe");
  });

  it("applies a tighter input and names the PR's loosening of its own copy", () => {
    const head = policy("confidence: 0.6\n");
    const g = guardRule({ "require-proof": "true" }, trusted, { file: head });
    expect(g.refusal).toBeNull();
    expect(g.raw["require-proof"]).toBe("true");
    expect(g.policy.tightened).toEqual(["require-proof false -> true"]);
    expect(proposalLine(g.proposal)).toMatch(
      /^this PR proposes to loosen the policy: must-not-regress marker:safe -> \(none\), confidence 0\.95 -> 0\.6$/,
    );
  });

  it("outside a PR has no proposal; a copy that does not parse is named", () => {
    expect(guardRule({}, trusted, undefined).proposal).toBeNull();
    const g = guardRule({}, trusted, { invalid: ".github/heldout-gate.yml:1: not valid YAML" });
    expect(proposalLine(g.proposal)).toBe("this PR's copy of the policy does not parse");
    expect(proposalLine(guardRule({}, trusted, { file: base }).proposal)).toBeNull();
  });
});
