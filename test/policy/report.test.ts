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

describe("bindReport: the yardstick", () => {
  const g = guardRule({}, { source: "base", commit: BASE, file: base }, { file: base });
  const wf = ".github/workflows/gate.yml";

  it("an edited workflow the policy does not allow fails a pass, and leads the headline", () => {
    const b = bindingOf(g);
    b.workflow = { path: wf, changed: true, allowed: false, note: "x" };
    const out = bindReport(passing(), b);
    expect(out.decision).toMatchObject({ pass: false, verdict: "fail", conclusion: "failure" });
    expect(out.decision.headline).toBe(
      `FAIL: this PR edits the gate's workflow ${wf} · pass_at_1 moved +0.1`,
    );
    expect(out.decision.reasons).toEqual([
      `this PR edits the gate's workflow ${wf}, which the policy does not allow (allow-workflow-change): the job that judged it is not the base commit's`,
    ]);
  });

  it("allow-workflow-change keeps the pass and still names the edit", () => {
    const b = bindingOf(g);
    b.workflow = { path: wf, changed: true, allowed: true, note: "x" };
    const out = bindReport(passing(), b);
    expect(out.decision.pass).toBe(true);
    expect(out.decision.headline).toBe(
      `PASS: this PR edits the gate's workflow ${wf} (allowed by allow-workflow-change) · pass_at_1 moved +0.1`,
    );
  });

  it("a changed baseline set is not comparable unless allow-baseline-change", () => {
    const b = bindingOf(g);
    b.baseline = { added: ["e/x.jsonl"], removed: [], changed: ["e/a.jsonl"], allowed: false };
    const out = bindReport(passing(), b);
    expect(out.decision.pass).toBe(false);
    expect(out.decision.reasons).toEqual([
      "not comparable: this PR changes the baseline files (adds e/x.jsonl; edits e/a.jsonl), which the policy does not allow (allow-baseline-change)",
    ]);
    expect(out.decision.headline).toBe(
      "FAIL: this PR changes the baseline files: adds e/x.jsonl; edits e/a.jsonl · pass_at_1 moved +0.1",
    );
    b.baseline.allowed = true;
    expect(bindReport(passing(), b).decision.pass).toBe(true);
  });

  it("an unchanged workflow is a note; an unchanged set says nothing", () => {
    const b = bindingOf(g);
    b.workflow = { path: wf, changed: false, allowed: false, note: "the workflow is the base's" };
    b.baseline = { added: [], removed: [], changed: [], allowed: false };
    const out = bindReport(passing(), b);
    expect(out.decision.headline).toBe("PASS: pass_at_1 moved +0.1");
    expect(out.notes).toContain("the workflow is the base's");
  });
});
