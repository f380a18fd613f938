// The trusted reporter (issue 21.4, design §13): report mode judges a pull_request run's
// artifact again under the policy at the PR's base commit. The artifact is the PR's word:
// a forged or loosened one must not turn a FAIL green, and an honest one still passes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { run } from "../../src/main.js";
import { ruleRecordOf } from "../../src/policy/record.js";
import type { PostedReport } from "../../src/github/report-schema.js";
import { FakeGitHub, type FakePullFile } from "../github/fake-api.js";
import {
  fakeArtifacts,
  fakeRunner,
  HEAD,
  makeWorld,
  restoreRunnerAfterEach,
  runDeps,
  type World,
} from "./runner.js";

restoreRunnerAfterEach();

/** Text as the comment shows it (markdown-escaped). */
const md = (s: string) => s.replace(/_/g, "\\_").replace(/>/g, "&gt;");

const WORKFLOW = ".github/workflows/heldout-gate.yml";
const GUARD = "marker:refund_only_when_allowed";
const BASE_POLICY = `must-not-regress: ${GUARD}\ngraded-by: program\n`;

/** The world with a policy committed at its base; returns the new base commit. */
function withPolicy(w: World, text: string): string {
  mkdirSync(join(w.ws, ".github"), { recursive: true });
  writeFileSync(join(w.ws, ".github/heldout-gate.yml"), text);
  w.git("add", ".");
  w.git("commit", "-q", "-m", "policy");
  return w.git("rev-parse", "HEAD");
}

/** workflow_run of a same-repo PR: the event lists the PR and its base. */
const prRun = (base: string) => ({
  name: "workflow_run",
  payload: {
    action: "completed",
    workflow_run: {
      id: 555,
      event: "pull_request",
      path: WORKFLOW,
      head_sha: HEAD,
      head_repository: { full_name: "acme/models", id: 1 },
      repository: { full_name: "acme/models", id: 1 },
      pull_requests: [{ number: 7, head: { sha: HEAD }, base: { sha: base } }],
    },
    repository: { full_name: "acme/models", id: 1 },
  },
});

/** An honest gate run's artifact under `inputs` (the rule it records is theirs). */
async function artifact(w: World, inputs: Record<string, string> = {}, swap = false) {
  const raw = {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file(swap ? "after.jsonl" : "before.jsonl"),
    candidate: w.file(swap ? "before.jsonl" : "after.jsonl"),
    "graded-by": "program",
    "must-not-regress": GUARD,
    resamples: "1000",
    ...inputs,
  };
  const r: PostedReport = await buildReport(parseConfig(raw), {});
  r.github = {
    repository: "acme/models",
    pr_number: 7,
    head_sha: HEAD,
    check_name: "heldout-gate",
  };
  r.rule = ruleRecordOf(raw);
  return r;
}

async function report(
  w: World,
  r: PostedReport,
  opts: {
    base: string;
    files?: FakePullFile[];
    inputs?: Record<string, string>;
    forbid?: string[];
  },
) {
  const p = join(w.root, "downloaded-report.json");
  writeFileSync(p, JSON.stringify(r));
  const fake = new FakeGitHub({
    pulls: { 7: { headSha: HEAD, baseSha: opts.base, files: opts.files ?? [] } },
    forbid: opts.forbid,
  });
  const runner = fakeRunner(w, prRun(opts.base), {
    mode: "report",
    report: p,
    "github-token": "ghs_t",
    ...opts.inputs,
  });
  const res = await run(runDeps(fake, fakeArtifacts()));
  const check = fake.checkRuns[0];
  const comment = fake.comments.get(7)?.[0]?.body ?? "";
  return { res, fake, runner, check, comment, firstLine: check?.output.title ?? "" };
}

describe("the trusted reporter judges the artifact again under the base policy", () => {
  it("an honest artifact under the base rule still posts PASS", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const { res, fake, check, comment } = await report(w, await artifact(w), { base });
    expect(res.verdict).toBe("pass");
    expect(check).toMatchObject({ head_sha: HEAD, conclusion: "success" });
    expect(check?.output.title).toMatch(/^PASS: pass_at_1 moved \+0\.333/);
    expect(comment).toContain(
      `judged again by the trusted reporter under .github/heldout-gate.yml at the base commit ${base.slice(0, 12)}`,
    );
    expect(fake.count("pulls/list-files")).toBe(1);
    expect(fake.violations).toEqual([]);
  });

  it("row 5: an artifact whose decision says PASS beside a regression posts FAIL", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const r = await artifact(w, {}, true);
    expect(r.decision.pass).toBe(false);
    r.decision = {
      ...r.decision,
      pass: true,
      verdict: "pass",
      conclusion: "success",
      headline: "PASS: all good",
      reasons: [],
    };
    const { res, check, comment } = await report(w, r, { base });
    expect(res.verdict).toBe("fail");
    expect(process.exitCode).toBe(1);
    expect(check?.conclusion).toBe("failure");
    expect(check?.output.title).toMatch(/^FAIL: /);
    expect(comment).toContain(md("regressed: " + GUARD));
    expect(comment).toContain("the artifact's own decision was PASS");
    expect(comment).not.toMatch(/^PASS/m);
  });

  it("row 1: guards dropped by the PR (must-not-regress empty) are decided again from the figures", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    // The PR's run had no guard, so a drop of the guarded marker passed as "no regressions".
    const r = await artifact(w, { "must-not-regress": "" });
    const row = r.model?.metrics.find((m) => m.metric === GUARD);
    if (!row || !r.model) throw new Error("the example measures the guard");
    Object.assign(row, { delta: -0.165, ci: [-0.3, -0.03], p_value: 0.004, verdict: "a_better" });
    expect(r.decision.pass).toBe(true);
    const { res, check, comment } = await report(w, r, { base });
    expect(res.verdict).toBe("fail");
    expect(check?.conclusion).toBe("failure");
    expect(check?.output.title).not.toContain("no regressions");
    expect(comment).toContain(md(`regressed: ${GUARD}`));
    expect(comment).toContain(
      md(`the artifact's looser must-not-regress ${GUARD} -> (none) were judged again`),
    );
  });

  it("a guard not shown within the base's guard-margin is a regression again, whatever the artifact lists", async () => {
    const w = makeWorld();
    const base = withPolicy(w, `${BASE_POLICY}guard-margin: 0.01\n`);
    const r = await artifact(w, { "guard-margin": "0.01" });
    const row = r.model?.metrics.find((m) => m.metric === GUARD);
    if (!row || !r.model) throw new Error("the example measures the guard");
    // A small drop Holm cannot call, on an interval far wider than the margin: under the
    // margin it is a regression, which the artifact's list leaves out.
    Object.assign(row, { delta: -0.02, se: 0.05, df: 10, ci: [-0.13, 0.09], p_value: 0.7 });
    r.model.regressions = [];
    r.decision = { ...r.decision, pass: true, verdict: "pass", conclusion: "success", reasons: [] };
    const { res, check, comment } = await report(w, r, { base });
    expect(res.verdict).toBe("fail");
    expect(check?.conclusion).toBe("failure");
    expect(comment).toContain(md(`regressed: ${GUARD}`));
  });

  it("row 2: a looser confidence cannot be judged again and fails, naming the field", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const r = await artifact(w, { confidence: "0.6" });
    expect(r.decision.pass).toBe(true);
    const { res, check, comment } = await report(w, r, { base });
    expect(res.verdict).toBe("fail");
    expect(check?.conclusion).toBe("failure");
    expect(comment).toContain("a looser rule than .github/heldout-gate.yml at the base commit");
    expect(comment).toContain(md("confidence 0.95 -> 0.6"));
  });

  it("rows 3 and 4: baseline-from-base turned off in the PR's run fails", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const { res, comment } = await report(w, await artifact(w, { "baseline-from-base": "false" }), {
      base,
    });
    expect(res.verdict).toBe("fail");
    expect(comment).toContain(md("baseline-from-base true -> false"));
  });

  it("an artifact without its rule, or whose rule contradicts its settings, fails", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const bare = await artifact(w);
    delete bare.rule;
    const a = await report(w, bare, { base });
    expect(a.res.verdict).toBe("fail");
    expect(a.comment).toContain("does not record the rule it was decided under");
    a.runner.restore();

    const w2 = makeWorld();
    const base2 = withPolicy(w2, BASE_POLICY);
    const forged = await artifact(w2, { confidence: "0.6" });
    forged.rule = ruleRecordOf({ "must-not-regress": GUARD, "graded-by": "program" });
    const b = await report(w2, forged, { base: base2 });
    expect(b.res.verdict).toBe("fail");
    expect(b.comment).toContain("contradicts itself");
    expect(b.comment).toContain("confidence");
  });

  it("a PR that edits the gate's workflow is named first and fails; the policy may allow it", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const files: FakePullFile[] = [{ filename: WORKFLOW, status: "modified" }];
    const a = await report(w, await artifact(w), { base, files });
    expect(a.res.verdict).toBe("fail");
    expect(a.firstLine).toMatch(new RegExp(`^FAIL: this PR edits the gate's workflow ${WORKFLOW}`));
    a.runner.restore();

    const w2 = makeWorld();
    const base2 = withPolicy(w2, BASE_POLICY + "allow-workflow-change: true\n");
    const b = await report(w2, await artifact(w2), { base: base2, files });
    expect(b.res.verdict).toBe("pass");
    expect(b.firstLine).toMatch(
      /^PASS: this PR edits the gate's workflow .* \(allowed by the policy\)/,
    );
  });

  it("a PR that edits a baseline file fails; one that edits the policy is named and judged under the base's", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const a = await report(w, await artifact(w), {
      base,
      files: [{ filename: "eval/base/run-extra.jsonl", status: "added" }],
      // The reporter is given part 1's data paths: the yardstick it checks the PR's files against.
      inputs: { baseline: "eval/base/*.jsonl", candidate: "eval/candidate.jsonl" },
    });
    expect(a.res.verdict).toBe("fail");
    expect(a.firstLine).toContain("this PR changes baseline files: eval/base/run-extra.jsonl");
    a.runner.restore();

    const w2 = makeWorld();
    const base2 = withPolicy(w2, BASE_POLICY);
    const b = await report(w2, await artifact(w2), {
      base: base2,
      files: [{ filename: ".github/heldout-gate.yml", status: "modified" }],
    });
    expect(b.res.verdict).toBe("pass");
    expect(b.firstLine).toMatch(/^PASS: this PR edits the policy \.github\/heldout-gate\.yml/);
  });

  it("when the PR's files cannot be listed, the artifact is not posted green", async () => {
    const w = makeWorld();
    const base = withPolicy(w, BASE_POLICY);
    const { res, comment } = await report(w, await artifact(w), {
      base,
      forbid: ["pulls/list-files"],
    });
    expect(res.verdict).toBe("fail");
    expect(comment).toContain("cannot tell which files this PR changes");
    expect(comment).toContain("pull-requests: read");
  });

  it("a fork PR's base comes from the API, and the policy through the contents API", async () => {
    const w = makeWorld();
    const base = "4".repeat(40); // not in the workspace's git: read through the API
    const r = await artifact(w, { confidence: "0.6" });
    const p = join(w.root, "downloaded-report.json");
    writeFileSync(p, JSON.stringify(r));
    const fake = new FakeGitHub({
      pulls: { 7: { headSha: HEAD, baseSha: base, files: [] } },
      files: { [`${base}:.github/heldout-gate.yml`]: BASE_POLICY },
    });
    const ev = prRun(base);
    ev.payload.workflow_run.pull_requests = [];
    ev.payload.workflow_run.head_repository = { full_name: "mallory/models", id: 99 };
    fakeRunner(w, ev, { mode: "report", report: p, "github-token": "ghs_t" });
    const res = await run(runDeps(fake, fakeArtifacts()));
    expect(res.verdict).toBe("fail");
    expect(fake.count("pulls/get")).toBe(1);
    expect(fake.count("repos/get-content")).toBe(1);
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(fake.comments.get(7)?.[0]?.body).toContain(md("confidence 0.95 -> 0.6"));
    expect(fake.violations).toEqual([]);
  });
});
