// The binding in the report (design §13): the section, the rule's note, and what the PR
// changes in the policy at the start of the headline.
import { describe, expect, it } from "vitest";
import { stoppedReport } from "../../src/engine.js";
import { parseConfig } from "../../src/config.js";
import { parsePolicy } from "../../src/policy/file.js";
import { guardRule } from "../../src/policy/guard.js";
import { bindingOf, bindReport, ruleNote } from "../../src/policy/report.js";
import type { Report } from "../../src/report.js";

const BASE = "a".repeat(40);
const base = parsePolicy("must-not-regress: [marker:safe]\n", "p.yml");

function passing(): Report {
  const r = stoppedReport(parseConfig({ mode: "report" }), { input: "", path: null, reason: "x" });
  delete r.stopped;
  r.decision = {
    pass: true,
    verdict: "pass",
    conclusion: "success",
    headline: "PASS: pass_at_1 moved +0.1",
    reasons: [],
    gaps: [],
  };
  return r;
}

describe("bindReport", () => {
  it("names a loosening first in the headline, after its word", () => {
    const g = guardRule({}, { source: "base", commit: BASE, file: base }, { file: null });
    const out = bindReport(passing(), bindingOf(g));
    expect(out.decision.headline).toBe(
      "PASS: this PR proposes to loosen the policy (it deletes the file): must-not-regress marker:safe -> (none) · pass_at_1 moved +0.1",
    );
    expect(out.binding?.proposal?.status).toBe("removes");
    expect(out.notes[0]).toBe(
      `decided under the policy .github/heldout-gate.yml at the base commit ${BASE.slice(0, 12)}`,
    );
  });

  it("leaves the headline alone when the PR's copy is the base's", () => {
    const g = guardRule({}, { source: "base", commit: BASE, file: base }, { file: base });
    const out = bindReport(passing(), bindingOf(g));
    expect(out.decision.headline).toBe("PASS: pass_at_1 moved +0.1");
    expect(out.binding?.proposal).toEqual({ status: "same", loosens: [], tightens: [] });
  });

  it("a stopped run keeps its own first words, and carries the binding", () => {
    const g = guardRule(
      {},
      { source: "base", commit: BASE, file: base },
      { invalid: "p.yml:1: bad" },
    );
    const stopped = stoppedReport(parseConfig({ mode: "report" }), {
      input: "",
      path: null,
      reason: "refused",
    });
    const out = bindReport(stopped, bindingOf(g));
    expect(out.decision.headline).toBe(stopped.decision.headline);
    expect(out.binding?.proposal).toEqual({
      status: "invalid",
      loosens: [],
      tightens: [],
      note: "p.yml:1: bad",
    });
  });

  it("the note names the tightening inputs, and says when there is no policy", () => {
    const g = guardRule(
      { "train-cut-share": "0.01" },
      { source: "checkout", commit: null, file: base },
      undefined,
    );
    expect(ruleNote(bindingOf(g))).toBe(
      "decided under the policy .github/heldout-gate.yml; tightened by the inputs: train-cut-share 0.05 -> 0.01",
    );
    const none = guardRule({}, { source: "none", commit: null, file: null }, undefined);
    expect(ruleNote(bindingOf(none))).toBe(
      "no .github/heldout-gate.yml: the inputs are the rule, and on pull_request the PR can change them",
    );
  });
});
