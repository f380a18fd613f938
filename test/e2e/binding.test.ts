// Issue 21's table, end to end on pull_request: the rule is read from the PR's base commit,
// so each PR change that used to turn a FAIL green now stays FAIL or is refused, and an
// honest PR still passes (docs/design.md §13). Real git, the real engine, the fake API.
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/main.js";
import { FakeGitHub } from "../github/fake-api.js";
import {
  fakeRunner,
  makeWorld,
  prEvent,
  restoreRunnerAfterEach,
  runDeps,
  type World,
} from "./runner.js";

restoreRunnerAfterEach();

const POLICY = [
  "graded-by: program",
  "must-not-regress: [marker:refund_only_when_allowed]",
  "",
].join("\n");

/** The example world with a policy committed at the base; returns the world on its base. */
function worldWithPolicy(policy = POLICY): World {
  const w = makeWorld();
  mkdirSync(join(w.ws, ".github"), { recursive: true });
  writeFileSync(join(w.ws, ".github/heldout-gate.yml"), policy);
  w.git("add", ".");
  w.git("commit", "-q", "-m", "policy");
  w.baseSha = w.git("rev-parse", "HEAD");
  return w;
}

function inputs(w: World, extra: Record<string, string> = {}): Record<string, string> {
  return {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file("before.jsonl"),
    candidate: w.file("after.jsonl"),
    resamples: "2000",
    "out-dir": join(w.root, "out"),
    "github-token": "ghs_binding_token",
    ...extra,
  };
}

/** The candidate breaks the guarded marker on every row: a FAIL under the base policy. */
function breakGuard(w: World): void {
  const after = readFileSync(w.file("after.jsonl"), "utf8");
  writeFileSync(
    w.file("after.jsonl"),
    after.replace(/"refund_only_when_allowed":1/g, '"refund_only_when_allowed":0'),
  );
}

async function runPr(w: World, extra: Record<string, string> = {}) {
  const fake = new FakeGitHub();
  fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, inputs(w, extra));
  const res = await run(runDeps(fake));
  const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
  const comment = fake.comments.get(7)?.[0]?.body ?? "";
  return { res, report, fake, firstLine: comment.split("\n")[2] ?? "" };
}

describe("pull_request: the rule is the base commit's policy", () => {
  it("an honest PR passes, says where the rule was read, and a tighter input applies", async () => {
    const w = worldWithPolicy();
    const { res, report, fake } = await runPr(w, { "train-cut-share": "0.01" });
    expect(res.verdict).toBe("pass");
    expect(report.binding.policy).toEqual({
      source: "base",
      path: ".github/heldout-gate.yml",
      commit: w.baseSha,
      tightened: ["train-cut-share 0.05 -> 0.01"],
    });
    expect(report.binding.proposal.status).toBe("same");
    expect(report.settings.must_not_regress).toEqual(["marker:refund_only_when_allowed"]);
    expect(report.notes[0]).toContain(`at the base commit ${w.baseSha.slice(0, 12)}`);
    expect(fake.checkRuns[0]?.conclusion).toBe("success");
    expect(fake.violations).toEqual([]);
  });

  it('row 1: must-not-regress: "" in the PR keeps the guard, and the regression FAILs', async () => {
    const w = worldWithPolicy();
    breakGuard(w);
    // The PR also drops the guard from its own copy of the policy.
    writeFileSync(join(w.ws, ".github/heldout-gate.yml"), "graded-by: program\n");
    const { res, report, firstLine, fake } = await runPr(w, { "must-not-regress": "" });
    expect(res.verdict).toBe("fail");
    expect(report.model.regressions).toEqual(["marker:refund_only_when_allowed"]);
    expect(report.binding.proposal).toEqual({
      status: "edits",
      loosens: ["must-not-regress marker:refund_only_when_allowed -> (none)"],
      tightens: [],
    });
    expect(firstLine).toMatch(
      /^❌ \*\*FAIL\*\* · this PR proposes to loosen the policy: must-not-regress marker:refund\\_only\\_when\\_allowed -&gt; \(none\) · marker:refund\\_only\\_when\\_allowed regressed/,
    );
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
  });

  it("row 1: another guard list in the inputs is refused, naming the field and both values", async () => {
    const w = worldWithPolicy();
    breakGuard(w);
    const { res, report } = await runPr(w, { "must-not-regress": "marker:looked_up_first" });
    expect(res.verdict).toBe("error");
    expect(report.decision.verdict).toBe("error");
    expect(report.stopped.reason).toContain(
      "must-not-regress: the input marker:looked_up_first is looser than the policy's marker:refund_only_when_allowed",
    );
    expect(report.stopped.reason).toContain(
      `.github/heldout-gate.yml at the base commit ${w.baseSha.slice(0, 12)}`,
    );
  });

  it("row 2: confidence 0.6, a pinned noise floor and family-test off are refused", async () => {
    const w = worldWithPolicy();
    breakGuard(w);
    const { res, report, fake } = await runPr(w, {
      confidence: "0.6",
      "noise-floor": "0.0001:3",
      "family-test": "off",
    });
    expect(res.verdict).toBe("error");
    const why = report.stopped.reason as string;
    expect(why).toMatch(/^refused: 3 inputs are looser than the policy/);
    expect(why).toContain("confidence: the input 0.6 is looser than the policy's 0.95");
    expect(why).toContain("noise-floor: the input 0.0001:3 is looser than the policy's (none)");
    expect(why).toContain("family-test: the input off is looser than the policy's auto");
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(report.binding.policy.source).toBe("base");
  });

  it("row 3: baseline-from-base: false with an edited baseline is refused", async () => {
    const w = worldWithPolicy();
    const zero = readFileSync(w.file("before.jsonl"), "utf8").replace(/"reward":1/g, '"reward":0');
    writeFileSync(w.file("before.jsonl"), zero);
    const { res, report } = await runPr(w, { "baseline-from-base": "false" });
    expect(res.verdict).toBe("error");
    expect(report.stopped.reason).toContain(
      "baseline-from-base: the input false is looser than the policy's true",
    );
  });

  it("a PR's policy copy that does not parse is said first; the base's rule decides", async () => {
    const w = worldWithPolicy();
    writeFileSync(join(w.ws, ".github/heldout-gate.yml"), "confidence: [\n");
    const { res, report, firstLine } = await runPr(w);
    expect(res.verdict).toBe("pass");
    expect(report.binding.proposal.status).toBe("invalid");
    expect(firstLine).toContain("this PR's copy of the policy does not parse");
  });

  it("a PR that tightens, adds or deletes the policy is named in the first line", async () => {
    const w = worldWithPolicy();
    writeFileSync(join(w.ws, ".github/heldout-gate.yml"), POLICY + "train-cut-share: 0.01\n");
    const tight = await runPr(w);
    expect(tight.res.verdict).toBe("pass");
    expect(tight.report.binding.proposal).toEqual({
      status: "edits",
      loosens: [],
      tightens: ["train-cut-share 0.05 -> 0.01"],
    });
    expect(tight.firstLine).toMatch(
      /^✅ \*\*PASS\*\* · this PR proposes to tighten the policy: train-cut-share 0\.05 -&gt; 0\.01/,
    );
    // The base has no policy and the PR adds one: named, in force only once merged.
    const v = makeWorld();
    mkdirSync(join(v.ws, ".github"), { recursive: true });
    writeFileSync(join(v.ws, ".github/heldout-gate.yml"), POLICY);
    const added = await runPr(v, { "graded-by": "program" });
    expect(added.report.binding.proposal.status).toBe("adds");
    expect(added.firstLine).toContain("this PR adds a policy file (in force once merged)");
    // The PR deletes the base's policy: the guard it drops is named as a loosening.
    const u = worldWithPolicy();
    u.git("rm", "-q", ".github/heldout-gate.yml");
    const removed = await runPr(u);
    expect(removed.report.binding.proposal.status).toBe("removes");
    expect(removed.firstLine).toContain(
      "this PR proposes to loosen the policy (it deletes the file)",
    );
    expect(removed.report.settings.must_not_regress).toEqual(["marker:refund_only_when_allowed"]);
  });

  it("a base policy that does not parse stops the run (the rule in force is unknown)", async () => {
    const w = worldWithPolicy("confidence: 7\n");
    const { res, report } = await runPr(w);
    expect(res.verdict).toBe("error");
    expect(report.stopped.reason).toMatch(
      /the policy that decides this run does not parse: \.github\/heldout-gate\.yml@[0-9a-f]{12}:1: confidence/,
    );
  });

  it("the base policy is read through the contents API when git lacks the base commit", async () => {
    const w = worldWithPolicy();
    breakGuard(w);
    const missing = "e".repeat(40);
    const fake = new FakeGitHub({
      files: {
        [`${missing}:.github/heldout-gate.yml`]: POLICY,
        [`${missing}:data/heldout.jsonl`]: readFileSync(w.file("heldout.jsonl"), "utf8"),
        [`${missing}:data/before.jsonl`]: readFileSync(w.file("before.jsonl"), "utf8"),
      },
    });
    const ev = prEvent(w);
    ev.pull_request.base.sha = missing;
    // The PR's checkout has no guard at all; the base's policy still guards.
    writeFileSync(join(w.ws, ".github/heldout-gate.yml"), "graded-by: program\n");
    fakeRunner(w, { name: "pull_request", payload: ev }, inputs(w));
    const res = await run(runDeps(fake));
    expect(res.verdict).toBe("fail");
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.model.regressions).toEqual(["marker:refund_only_when_allowed"]);
    expect(fake.violations).toEqual([]);
  });

  it("push: the checkout's policy is the rule, and there is no proposal", async () => {
    const w = worldWithPolicy();
    breakGuard(w);
    const fake = new FakeGitHub();
    fakeRunner(
      w,
      { name: "push", payload: { repository: { full_name: "acme/models" } } },
      inputs(w),
    );
    const res = await run(runDeps(fake));
    expect(res.verdict).toBe("fail");
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.binding.policy.source).toBe("checkout");
    expect(report.binding.proposal).toBeNull();
  });

  it("without a policy at the base the inputs are the rule, and the note says so", async () => {
    const w = makeWorld();
    breakGuard(w);
    const { res, report } = await runPr(w, { "graded-by": "program" });
    expect(res.verdict).toBe("pass");
    expect(report.binding.policy.source).toBe("none");
    expect(report.notes[0]).toMatch(
      /no \.github\/heldout-gate\.yml at the base commit .*the inputs are the rule/,
    );
  });
});

/** The world with the baseline as a glob's one file, eval/base/run-1.jsonl, at the base. */
function globWorld(policy = POLICY): World {
  const w = makeWorld();
  mkdirSync(join(w.ws, "eval/base"), { recursive: true });
  copyFileSync(w.file("before.jsonl"), join(w.ws, "eval/base/run-1.jsonl"));
  mkdirSync(join(w.ws, ".github"), { recursive: true });
  writeFileSync(join(w.ws, ".github/heldout-gate.yml"), policy);
  w.git("add", ".");
  w.git("commit", "-q", "-m", "glob baseline");
  w.baseSha = w.git("rev-parse", "HEAD");
  return w;
}

/** A baseline run whose every reward is 0: a big win for any candidate. */
function zeroRun(w: World): string {
  return readFileSync(w.file("before.jsonl"), "utf8").replace(/"reward":1/g, '"reward":0');
}

describe("pull_request: the baseline set and the held-out digest are frozen", () => {
  it("row 4: a baseline file only the PR's glob picks up does not enter, and the run FAILs", async () => {
    const w = globWorld();
    writeFileSync(join(w.ws, "eval/base/run-extra.jsonl"), zeroRun(w));
    const { res, report, firstLine } = await runPr(w, {
      baseline: join(w.ws, "eval/base/*.jsonl"),
    });
    expect(res.verdict).toBe("fail");
    expect(report.model.baseline.rows).toBe(96);
    expect(report.binding.baseline).toEqual({
      added: [join(w.ws, "eval/base/run-extra.jsonl")],
      removed: [],
      changed: [],
      allowed: false,
    });
    expect(report.decision.reasons.join(" ")).toContain(
      "not comparable: this PR changes the baseline files (adds ",
    );
    expect(firstLine).toMatch(/^❌ \*\*FAIL\*\* · this PR changes the baseline files: adds /);
  });

  it("an honest PR over a baseline glob passes, each file read at the base", async () => {
    const w = globWorld();
    const { res, report } = await runPr(w, { baseline: join(w.ws, "eval/base/*.jsonl") });
    expect(res.verdict).toBe("pass");
    expect(report.binding.baseline).toEqual({
      added: [],
      removed: [],
      changed: [],
      allowed: false,
    });
    expect(report.notes).toContain(
      `baseline ${join(w.ws, "eval/base/run-1.jsonl")} read at the PR's base commit`,
    );
  });

  it("row 4 with allow-baseline-change in the policy: the base's set is still the one compared", async () => {
    const w = globWorld(POLICY + "allow-baseline-change: true\n");
    writeFileSync(join(w.ws, "eval/base/run-extra.jsonl"), zeroRun(w));
    const { res, report, firstLine } = await runPr(w, {
      baseline: join(w.ws, "eval/base/*.jsonl"),
    });
    expect(res.verdict).toBe("pass");
    expect(report.model.baseline.rows).toBe(96);
    expect(firstLine).toContain("(allowed by allow-baseline-change)");
  });

  it("a baseline file the PR removes or edits is a change of the yardstick", async () => {
    const w = globWorld();
    writeFileSync(join(w.ws, "eval/base/run-1.jsonl"), zeroRun(w));
    const { res, report } = await runPr(w, { baseline: join(w.ws, "eval/base/*.jsonl") });
    expect(res.verdict).toBe("fail");
    expect(report.binding.baseline.changed).toEqual([join(w.ws, "eval/base/run-1.jsonl")]);
    // Compared against the base commit's copy, not the zeroed one.
    expect(report.model.baseline.pass_at_1).toBeGreaterThan(0.3);
    // A PR that renames the file removes the base's and adds its own.
    const v = globWorld();
    const moved = join(v.ws, "eval/base/run-2.jsonl");
    copyFileSync(join(v.ws, "eval/base/run-1.jsonl"), moved);
    v.git("rm", "-q", "eval/base/run-1.jsonl");
    const r2 = await runPr(v, { baseline: join(v.ws, "eval/base/*.jsonl") });
    expect(r2.report.binding.baseline).toMatchObject({
      added: [moved],
      removed: [join(v.ws, "eval/base/run-1.jsonl")],
    });
    expect(r2.res.verdict).toBe("fail");
  });

  it("the held-out digest the base policy pins is checked: a mismatch FAILs, naming both", async () => {
    const sha = createHash("sha256")
      .update(readFileSync("fixtures/example/heldout.jsonl"))
      .digest("hex");
    const good = worldWithPolicy(POLICY + `heldout-sha256: ${sha}\n`);
    expect((await runPr(good)).res.verdict).toBe("pass");
    const wrong = "0".repeat(64);
    const w = worldWithPolicy(POLICY + `heldout-sha256: "${wrong}"\n`);
    const { res, report } = await runPr(w);
    expect(res.verdict).toBe("fail");
    expect(report.heldout.note).toBe(
      `the held-out file's sha256 ${sha} is not the pinned ${wrong}`,
    );
  });
});

describe("pull_request: the gate's own workflow", () => {
  const WF = ".github/workflows/gate.yml";
  const REF = `acme/models/${WF}@refs/pull/7/merge`;

  /** The base holds the workflow; the PR's commit (the one the job ran from) may edit it. */
  function workflowWorld(policy: string, edit: boolean) {
    const w = worldWithPolicy(policy);
    mkdirSync(join(w.ws, ".github/workflows"), { recursive: true });
    writeFileSync(join(w.ws, WF), "on: pull_request\n");
    w.git("add", ".");
    w.git("commit", "-q", "-m", "workflow");
    w.baseSha = w.git("rev-parse", "HEAD");
    if (edit) writeFileSync(join(w.ws, WF), "on: pull_request\n# the PR's edit\n");
    w.git("commit", "-q", "--allow-empty", "-am", "the PR");
    return { w, ran: w.git("rev-parse", "HEAD") };
  }

  async function runWith(w: World, ran: string) {
    const fake = new FakeGitHub();
    fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, inputs(w), {
      GITHUB_WORKFLOW_REF: REF,
      GITHUB_WORKFLOW_SHA: ran,
    });
    const res = await run(runDeps(fake));
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    return { res, report, first: (fake.comments.get(7)?.[0]?.body ?? "").split("\n")[2] ?? "" };
  }

  it("an edited workflow FAILs and is named first", async () => {
    const { w, ran } = workflowWorld(POLICY, true);
    const { res, report, first } = await runWith(w, ran);
    expect(res.verdict).toBe("fail");
    expect(report.binding.workflow).toEqual({
      path: WF,
      changed: true,
      allowed: false,
      note: `this PR edits the gate's workflow ${WF}`,
    });
    expect(first).toMatch(
      /^❌ \*\*FAIL\*\* · this PR edits the gate's workflow \.github\/workflows\/gate\.yml/,
    );
  });

  it("allow-workflow-change in the base policy lets it pass, still named", async () => {
    const { w, ran } = workflowWorld(POLICY + "allow-workflow-change: true\n", true);
    const { res, first } = await runWith(w, ran);
    expect(res.verdict).toBe("pass");
    expect(first).toContain("(allowed by allow-workflow-change)");
  });

  it("an allow-workflow-change the PR adds to its own policy copy does not count", async () => {
    const { w, ran } = workflowWorld(POLICY, true);
    writeFileSync(join(w.ws, ".github/heldout-gate.yml"), POLICY + "allow-workflow-change: true\n");
    const { res, first } = await runWith(w, ran);
    expect(res.verdict).toBe("fail");
    expect(first).toContain(
      "this PR proposes to loosen the policy: allow-workflow-change false -&gt; true",
    );
  });

  it("the base's workflow passes, and the note says it was compared", async () => {
    const { w, ran } = workflowWorld(POLICY, false);
    const { res, report } = await runWith(w, ran);
    expect(res.verdict).toBe("pass");
    expect(report.binding.workflow.changed).toBe(false);
    expect(report.notes).toContain(`the gate's workflow ${WF} is the base commit's`);
  });
});
