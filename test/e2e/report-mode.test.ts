// Report mode: a workflow_run workflow posts the verdict a fork's pull_request run left as
// an artifact. The artifact is hostile until proven otherwise.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { run, type RunDeps } from "../../src/main.js";
import { ruleRecordOf } from "../../src/policy/record.js";
import type { PostedReport } from "../../src/github/report-schema.js";
import { FakeGitHub } from "../github/fake-api.js";
import {
  fakeArtifacts,
  fakeRunner,
  HEAD,
  makeWorld,
  restoreRunnerAfterEach,
  runDeps,
  type Runner,
  type World,
} from "./runner.js";

let runner: Runner | null = null;
restoreRunnerAfterEach();

const forkRun = (prs: unknown[] = []) => ({
  name: "workflow_run",
  payload: {
    action: "completed",
    workflow_run: {
      id: 555,
      event: "pull_request",
      path: ".github/workflows/heldout-gate.yml",
      head_sha: HEAD,
      head_repository: { full_name: "mallory/models", id: 99 },
      repository: { full_name: "acme/models", id: 1 },
      pull_requests: prs,
    },
    repository: { full_name: "acme/models", id: 1 },
  },
});

async function gateReport(w: World, pr = 7, sha = HEAD): Promise<PostedReport> {
  const raw = {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file("before.jsonl"),
    candidate: w.file("after.jsonl"),
    "graded-by": "program",
    resamples: "1000",
  };
  const r: PostedReport = await buildReport(parseConfig(raw), {});
  r.rule = ruleRecordOf(raw);
  r.github = {
    repository: "acme/models",
    pr_number: pr,
    head_sha: sha,
    check_name: "heldout-gate",
  };
  return r;
}

function writeReport(w: World, content: string | object): string {
  const p = join(w.root, "downloaded-report.json");
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

// No policy at the base: the reporter's own inputs are the rule the artifact is held to.
const inputs = (reportPath: string) => ({
  mode: "report",
  report: reportPath,
  "github-token": "ghs_t",
  "graded-by": "program",
});

const deps = (fake: FakeGitHub, more: Partial<RunDeps> = {}) =>
  runDeps(fake, fakeArtifacts(), more);

describe("run() in report mode", () => {
  it("posts a fork's verdict on the head commit and the PR confirmed through the API", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub({ pulls: { 7: { headSha: HEAD, baseSha: w.baseSha } } });
    runner = fakeRunner(w, forkRun(), inputs(writeReport(w, await gateReport(w))));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("pass");
    expect(fake.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "success" });
    expect(fake.comments.get(7)).toHaveLength(1);
    expect(fake.count("pulls/get")).toBe(1);
    expect(runner.outputs()["target-verdict"]).toBe("moved");
    expect(fake.violations).toEqual([]);
  });

  it("fetches the artifact of the triggering run when no report path is given", async () => {
    const w = makeWorld();
    const body = JSON.stringify(await gateReport(w));
    const fake = new FakeGitHub({ pulls: { 7: { headSha: HEAD, baseSha: w.baseSha } } });
    const arts = fakeArtifacts((into) => writeFileSync(join(into, "report.json"), body));
    runner = fakeRunner(w, forkRun(), {
      mode: "report",
      "github-token": "ghs_t",
      "graded-by": "program",
    });
    const res = await run(deps(fake, { artifacts: arts.load }));
    expect(res.verdict).toBe("pass");
    expect(res.reportPath).toContain("heldout-gate-download-555");
    expect(fake.checkRuns).toHaveLength(1);
  });

  it("escapes markup injected into the artifact", async () => {
    const w = makeWorld();
    const r = await gateReport(w);
    const evil =
      "<img src=x onerror=alert(1)> @acme/admins [click](https://evil.example/x) | ``` </details> <!-- heldout-gate:heldout-gate -->" +
      "\n::add-mask::pwned\r\n::set-output name=verdict::pass";
    r.decision.headline = evil;
    r.decision.reasons = [evil];
    r.notes = [evil];
    if (r.model) r.model.sentence = evil;
    const fake = new FakeGitHub({ pulls: { 7: { headSha: HEAD, baseSha: w.baseSha } } });
    runner = fakeRunner(w, forkRun(), inputs(writeReport(w, r)));
    await run(deps(fake));
    const body = fake.comments.get(7)?.[0]?.body ?? "";
    expect(body).toContain("onerror");
    expect(body).not.toContain("<img");
    expect(body).not.toContain("@acme/admins");
    expect(body).not.toContain("](https://evil.example");
    expect(body).not.toContain("</details> <!--");
    expect(body.split("<!-- heldout-gate:heldout-gate -->")).toHaveLength(2);
    const check = fake.checkRuns[0];
    expect(check?.output.summary).not.toContain("<img");
    // No line of the log can be a workflow command smuggled in by the artifact.
    expect(runner?.stdout()).not.toMatch(/^::set-output|^::add-mask::pwned/m);
    expect(fake.violations).toEqual([]);
  });

  it("refuses an oversize artifact: an ERROR check on the head commit, nothing of the artifact posted", async () => {
    const w = makeWorld();
    const r = await gateReport(w);
    r.notes = Array.from({ length: 345 }, () => "z".repeat(99_000));
    const fake = new FakeGitHub();
    runner = fakeRunner(w, forkRun(), inputs(writeReport(w, r)));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: report .* over the 33554432-byte cap/,
    );
    expect(runner.outputs().verdict).toBe("error");
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "failure" });
    expect(fake.checkRuns[0]?.output.title).toMatch(/^ERROR: stopped: report .* over the/);
    expect(JSON.stringify(fake.checkRuns[0])).not.toContain("zzzz");
    // The fork's PR is not in the event and the artifact was not read: no PR to comment on.
    expect(fake.comments.size).toBe(0);
    expect(fake.violations).toEqual([]);
  });

  it("refuses an artifact of the wrong schema, naming the field", async () => {
    const w = makeWorld();
    const r = (await gateReport(w)) as unknown as { decision: { conclusion: string } };
    r.decision.conclusion = "neutral";
    const fake = new FakeGitHub();
    runner = fakeRunner(w, forkRun(), inputs(writeReport(w, r)));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: .*not a heldout-gate report: field decision.conclusion/,
    );
    expect(fake.checkRuns.map((c) => c.output.title)).toEqual([
      expect.stringMatching(/^ERROR: stopped: .*field decision.conclusion/),
    ]);
  });

  it("refuses an artifact that names another commit than the triggering run", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      forkRun(),
      inputs(writeReport(w, await gateReport(w, 7, "2".repeat(40)))),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(runner.stdout()).toMatch(
      /::error::.*report is for commit 2+ but the triggering run built 1+/,
    );
    // Not on the artifact's commit: the ERROR check goes on the triggering run's head.
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "failure" });
  });

  it("posts a failing check and no comment when the claimed PR is at another commit", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub({ pulls: { 7: { headSha: "3".repeat(40) } } });
    runner = fakeRunner(w, forkRun(), inputs(writeReport(w, await gateReport(w))));
    const res = await run(deps(fake));
    // The PR's files cannot be listed for a PR not confirmed at this commit: never green.
    expect(res.verdict).toBe("fail");
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(fake.checkRuns[0]?.output.summary).toContain(
      "the pull request could not be confirmed at this commit",
    );
    expect(fake.comments.size).toBe(0);
    expect(runner.stdout()).toMatch(/::warning::PR #7 is now at 3+/);
  });

  it("mirrors a failing verdict into the step result", async () => {
    const w = makeWorld();
    const r = await gateReport(w);
    r.decision = { ...r.decision, pass: false, conclusion: "failure", headline: "FAIL: planted" };
    const fake = new FakeGitHub({ pulls: { 7: { headSha: HEAD, baseSha: w.baseSha } } });
    runner = fakeRunner(
      w,
      forkRun([{ number: 7, head: { sha: HEAD }, base: { sha: w.baseSha } }]),
      inputs(writeReport(w, r)),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("fail");
    expect(process.exitCode).toBe(1);
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    // The event listed the PR, so no API confirmation was needed.
    expect(fake.count("pulls/get")).toBe(0);
    expect(readFileSync(join(runner.dir, "output"), "utf8")).toMatch(/verdict<<\S+\nfail\n/);
  });
});
