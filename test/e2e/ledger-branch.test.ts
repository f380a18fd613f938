// The ledger on a branch the gate owns (issue 28 items 2 and 6, docs/design.md §16), end to
// end through run(): pull_request jobs read the branch and never write it, the workflow_run
// reporter writes each attempt and a push to the default branch the merged round, through
// the git data API of the fake (schemas from GitHub's OpenAPI description). Real engine.
// Offline (issue 28.6): the branch in a local bare repository, cloned and read by the CLI,
// and a line the CLI recorded there counted by the action.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { run } from "../../src/main.js";
import { ledgerFileName, parseLedger } from "../../src/ledger/entry.js";
import { levels } from "../../src/ledger/attempts.js";
import { FakeGitHub } from "../github/fake-api.js";
import { captureConsole } from "../helpers/console.js";
import { gitIn } from "../helpers/git-repo.js";
import { digest } from "../ledger/entries.js";
import {
  fakeArtifacts,
  fakeRunner,
  makeWorld,
  restoreRunnerAfterEach,
  runDeps,
  type World,
} from "./runner.js";

restoreRunnerAfterEach();

const BRANCH = "heldout-gate-ledger";
const WRITES = [
  "git/create-blob",
  "git/create-tree",
  "git/create-commit",
  "git/create-ref",
  "git/update-ref",
];
const gamma = (j: number) => 6 / (Math.PI ** 2 * j * j);

/** A head commit sha for PR n (distinct, 40 hex). */
const headOf = (n: number) => n.toString(16).padStart(2, "0").repeat(20);

/** Candidate k: the example's candidate rows rotated by k lines (same figures, new files). */
function candidate(w: World, k: number): string {
  const rows = readFileSync(w.file("after.jsonl"), "utf8").trimEnd().split("\n");
  const p = join(w.ws, "data", `after-${k}.jsonl`);
  writeFileSync(p, [...rows.slice(k), ...rows.slice(0, k)].join("\n") + "\n");
  return p;
}

function gateInputs(w: World, cand: string, out: string): Record<string, string> {
  return {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file("before.jsonl"),
    candidate: cand,
    "graded-by": "program",
    resamples: "300",
    "ledger-branch": BRANCH,
    "out-dir": out,
    "github-token": "ghs_ledger_token",
  };
}

interface Ctx {
  w: World;
  fake: FakeGitHub;
}

/** The gate on pull_request for PR `pr` with candidate `cand`; its report and log. */
async function prJob({ w, fake }: Ctx, pr: number, cand: string) {
  const out = join(w.root, `out-pr-${pr}`);
  const payload = {
    number: pr,
    pull_request: {
      number: pr,
      head: { sha: headOf(pr), repo: { full_name: "acme/models", id: 1 } },
      base: { sha: w.baseSha, repo: { full_name: "acme/models", id: 1 } },
    },
    repository: { full_name: "acme/models", id: 1 },
  };
  const runner = fakeRunner(w, { name: "pull_request", payload }, gateInputs(w, cand, out));
  const before = WRITES.map((op) => fake.count(op));
  const res = await run(runDeps(fake));
  const wrote = WRITES.some((op, i) => fake.count(op) !== before[i]);
  const log = runner.stdout();
  runner.restore();
  return {
    res,
    wrote,
    log,
    path: res.reportPath as string,
    report: JSON.parse(readFileSync(res.reportPath as string, "utf8")),
  };
}

/** The workflow_run reporter posting PR `pr`'s artifact (given as a file). */
async function reporterJob({ w, fake }: Ctx, pr: number, reportPath: string) {
  fake.pulls[pr] = { headSha: headOf(pr), baseSha: w.baseSha, files: [] };
  const payload = {
    action: "completed",
    workflow_run: {
      id: 500 + pr,
      event: "pull_request",
      path: ".github/workflows/heldout-gate.yml",
      head_sha: headOf(pr),
      head_repository: { full_name: "acme/models", id: 1 },
      repository: { full_name: "acme/models", id: 1 },
      pull_requests: [{ number: pr, head: { sha: headOf(pr) }, base: { sha: w.baseSha } }],
    },
    repository: { full_name: "acme/models", id: 1 },
  };
  const runner = fakeRunner(
    w,
    { name: "workflow_run", payload },
    {
      mode: "report",
      report: reportPath,
      "graded-by": "program",
      "ledger-branch": BRANCH,
      "github-token": "ghs_ledger_token",
      "out-dir": join(w.root, `out-rep-${pr}`),
    },
  );
  const res = await run(runDeps(fake, fakeArtifacts()));
  const log = runner.stdout();
  const exit = process.exitCode;
  runner.restore();
  return { res, log, exit };
}

/** The gate on a push of PR `pr`'s merge to the default branch. */
async function pushJob({ w, fake }: Ctx, pr: number, cand: string, ref = "refs/heads/main") {
  const sha = headOf(pr + 100);
  fake.commitPulls[sha] = [pr];
  const out = join(w.root, `out-push-${pr}`);
  const payload = {
    ref,
    before: w.baseSha,
    after: sha,
    repository: { full_name: "acme/models", id: 1, default_branch: "main" },
  };
  const runner = fakeRunner(w, { name: "push", payload }, gateInputs(w, cand, out), {
    GITHUB_SHA: sha,
  });
  const res = await run(runDeps(fake));
  const log = runner.stdout();
  const exit = process.exitCode;
  runner.restore();
  return { res, log, exit, report: JSON.parse(readFileSync(res.reportPath as string, "utf8")) };
}

/** The branch's ledger lines for `version`, checked by the reader. */
function branchLines(fake: FakeGitHub, version: string) {
  const text = fake.fileAt(BRANCH, ledgerFileName(version)) ?? "";
  return parseLedger(text, "branch", version).entries;
}

describe("the ledger branch, written by the trusted jobs only", () => {
  it("three merged rounds and five unmerged attempts: attempt numbers and alpha_j from the branch", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const c = { w, fake };
    // PR, merged: the order the candidates come in.
    const plan: [number, boolean][] = [
      [11, true],
      [12, false],
      [13, false],
      [14, true],
      [15, false],
      [16, false],
      [17, true],
      [18, false],
    ];
    let version = "";
    const past: { attempt: number; p: number | null; target_verdict: string }[] = [];
    for (const [i, [pr, merged]] of plan.entries()) {
      const cand = candidate(w, i + 1);
      const job = await prJob(c, pr, cand);
      const a = job.report.model.attempt;
      version = a.test_version;
      const j = i + 1;
      // The number and level the branch gives: alpha 6/(pi² j²), plus the previous
      // attempt's level when it cleared it, made again here from the recorded p's.
      expect(a.number).toBe(j);
      const expected = levels(0.05, past)[j - 1]!;
      expect(a.alpha_j).toBeCloseTo(expected, 12);
      if (j === 1) expect(a.alpha_j).toBeCloseTo(0.05 * gamma(1), 12);
      // The PR job wrote nothing, and said why.
      expect(job.wrote).toBe(false);
      expect(job.log).toContain("a pull_request job never writes the ledger");
      const rep = await reporterJob(c, pr, job.path);
      expect(rep.log).toMatch(
        new RegExp(`ledger branch ${BRANCH} at [0-9a-f]{12}: attempt, attempt ${j}`),
      );
      past.push({ attempt: j, p: a.p, target_verdict: job.report.model.target_verdict });
      if (merged) {
        const push = await pushJob(c, pr, cand);
        // The merged files are the same candidate: the same attempt, at its level.
        expect(push.report.model.attempt).toMatchObject({ number: j, repeat: true });
        expect(push.report.model.attempt.alpha_j).toBeCloseTo(a.alpha_j, 12);
        expect(push.log).toMatch(/: merged round \d, attempt \d+/);
      }
    }
    // The fallback was used at least once with this example (it moves with a small p).
    expect(past.some((p, k) => k > 0 && levels(0.05, past)[k]! > 0.05 * gamma(k + 1))).toBe(true);
    const lines = branchLines(fake, version);
    expect(lines.filter((l) => l.kind === "merged").map((l) => [l.round, l.attempt, l.pr])).toEqual(
      [
        [1, 1, 11],
        [2, 4, 14],
        [3, 7, 17],
      ],
    );
    expect(lines.filter((l) => l.kind === "attempt").map((l) => [l.attempt, l.pr])).toEqual(
      plan.map(([pr], i) => [i + 1, pr]),
    );
    expect(new Set(lines.map((l) => l.writer.event))).toEqual(new Set(["workflow_run", "push"]));
    expect(lines.find((l) => l.kind === "merged")!.commits.merge).toBe(headOf(111));
    // A ninth PR sees the three merged rounds as the trend, in its comment.
    const nine = await prJob(c, 19, candidate(w, 9));
    expect(nine.report.model.attempt.number).toBe(9);
    expect(nine.report.ledger).toMatchObject({ entries: 11, rounds: 3, attempts: 8 });
    const comment = fake.comments.get(19)?.at(-1)?.body ?? "";
    expect(comment).toContain("| round | PR | served after | delta | CI | α spent | verdict |");
    expect(comment).toMatch(/\| 3 \| #17 \|/);
    expect(fake.violations).toEqual([]);
  }, 300_000);

  it("a line a PR job forged on the branch is refused, and a PR's own ledger file is not read", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const c = { w, fake };
    const first = await prJob(c, 21, candidate(w, 1));
    const version = first.report.model.attempt.test_version as string;
    await reporterJob(c, 21, first.path);
    const file = ledgerFileName(version);
    // The PR's tree holds its own ledger file, empty: it is not the ledger.
    writeFileSync(join(w.ws, file), "");
    const second = await prJob(c, 22, candidate(w, 2));
    expect(second.report.model.attempt.number).toBe(2);
    expect(second.report.notes.join("\n")).toContain(
      `the checkout holds its own ${file}; the ledger is the branch ${BRANCH}'s`,
    );
    // A line a pull_request job wrote, put on the branch by hand (say, by a maintainer
    // pasting a PR job's output): the whole series is refused, naming line and field.
    const text = fake.fileAt(BRANCH, file)!;
    const forged = {
      ...JSON.parse(text.split("\n")[0]!),
      attempt: 2,
      candidate_digest: digest("forged"),
      writer: { event: "pull_request", workflow: "gate", run_id: 9 },
    };
    fake.commitFiles(BRANCH, { [file]: `${text}${JSON.stringify(forged)}\n` }, "forged");
    const third = await prJob(c, 23, candidate(w, 3));
    expect(third.res.verdict).toBe("error");
    expect(third.report.stopped).toMatchObject({ input: "ledger" });
    expect(third.report.stopped.reason).toContain(`${BRANCH}:${file}@`);
    expect(third.report.stopped.reason).toContain(
      ":2: writer.event: written by a pull-request job",
    );
    // And the trusted reporter will not add to a refused ledger: its step fails.
    const rep = await reporterJob(c, 22, second.path);
    expect(rep.res.warnings.join("\n")).toMatch(
      /the ledger branch heldout-gate-ledger was not written: .*writer\.event/,
    );
    expect(rep.exit).toBe(1);
    expect(fake.fileAt(BRANCH, file)).toBe(`${text}${JSON.stringify(forged)}\n`);
    expect(fake.violations).toEqual([]);
  }, 120_000);

  it("a lost race is written again from the new tip; a re-run adds nothing; a feature-branch push is no round", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const c = { w, fake };
    const a = await prJob(c, 31, candidate(w, 1));
    const b = await prJob(c, 32, candidate(w, 2));
    // Both were judged as attempt 1 on an empty branch.
    expect([a.report.model.attempt.number, b.report.model.attempt.number]).toEqual([1, 1]);
    await reporterJob(c, 31, a.path);
    const version = a.report.model.attempt.test_version as string;
    const file = ledgerFileName(version);
    // While the reporter of PR 32 writes, another job moves the branch: here, the re-run of
    // PR 31's reporter, which must itself add nothing.
    let raced = false;
    fake.beforeUpdateRef = (ref) => {
      if (raced || ref !== `heads/${BRANCH}`) return;
      raced = true;
      const text = fake.fileAt(BRANCH, file)!;
      fake.commitFiles(BRANCH, { [file]: text, "README.md": "the gate's ledger\n" }, "other job");
    };
    const rep = await reporterJob(c, 32, b.path);
    fake.beforeUpdateRef = null;
    expect(raced).toBe(true);
    expect(fake.count("git/update-ref")).toBe(2);
    // PR 32 was judged as attempt 1 but is the second candidate: recorded as attempt 2.
    expect(rep.res.warnings.join("\n")).toContain(
      "the report was judged as attempt 1 but the ledger has grown since: it is recorded as attempt 2",
    );
    const lines = branchLines(fake, version);
    expect(lines.map((l) => [l.attempt, l.pr])).toEqual([
      [1, 31],
      [2, 32],
    ]);
    expect(lines[1]!.attempt_control!.alpha_j).toBeCloseTo(
      levels(0.05, [
        { attempt: 1, p: lines[0]!.target.p, target_verdict: lines[0]!.target.target_verdict },
      ])[1]!,
      12,
    );
    expect(fake.fileAt(BRANCH, "README.md")).toBe("the gate's ledger\n");
    // The reporter run again for PR 31: that attempt is on record, nothing is written.
    const writes = fake.count("git/create-commit");
    const again = await reporterJob(c, 31, a.path);
    expect(again.log).toContain("attempt 1 of this candidate at this commit is on record already");
    expect(fake.count("git/create-commit")).toBe(writes);
    // A push to another branch is not a merged round.
    const feature = await pushJob(c, 31, candidate(w, 1), "refs/heads/feature");
    expect(feature.log).toContain(
      "a push to a branch other than the default one is not a merged round",
    );
    expect(fake.count("git/create-commit")).toBe(writes);
    expect(fake.violations).toEqual([]);
  }, 120_000);

  it("a trusted writer whose token cannot write fails its step, naming the permission", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub({ forbid: ["git/create-blob"] });
    const c = { w, fake };
    const a = await prJob(c, 41, candidate(w, 1));
    const push = await pushJob(c, 41, candidate(w, 1));
    expect(push.res.warnings.join("\n")).toMatch(
      /the ledger branch heldout-gate-ledger was not written: could not write to the ledger branch heldout-gate-ledger \(HTTP 403\).*contents: write/,
    );
    // The verdict passed, the step fails: a round that is not on record would be lost.
    expect(push.res.verdict).toBe("pass");
    expect(push.exit).toBe(1);
    expect(a.report.model.attempt.number).toBe(1);
    expect(fake.refs.size).toBe(0);
  }, 120_000);

  it("a new test version's first line follows the branch's last series: the comment's trend breaks", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const c = { w, fake };
    const one = await prJob(c, 51, candidate(w, 1));
    await reporterJob(c, 51, one.path);
    await pushJob(c, 51, candidate(w, 1));
    const old = one.report.model.attempt.test_version as string;
    // The team freezes a new test: one task's text changes, merged at the base.
    const held = readFileSync(w.file("heldout.jsonl"), "utf8").split("\n");
    const task = JSON.parse(held[0]!);
    held[0] = JSON.stringify({ ...task, prompt: `${task.prompt} (frozen again)` });
    writeFileSync(w.file("heldout.jsonl"), held.join("\n"));
    w.git("commit", "-qam", "new frozen test");
    w.baseSha = w.git("rev-parse", "HEAD");
    const two = await prJob(c, 52, candidate(w, 2));
    const fresh = two.report.model.attempt.test_version as string;
    expect(fresh).not.toBe(old);
    expect(two.report.model.attempt.number).toBe(1);
    await reporterJob(c, 52, two.path);
    expect(branchLines(fake, fresh)[0]!.follows).toBe(old);
    const three = await prJob(c, 53, candidate(w, 3));
    expect(three.report.model.attempt.number).toBe(2);
    expect(three.report.ledger.before).toMatchObject({ test_version: old, rounds: 1 });
    const comment = fake.comments.get(53)?.at(-1)?.body ?? "";
    expect(comment).toMatch(
      /\| 1 \| #51 \|[^\n]*\n\| ⋯ \| \*\*new test `t-[0-9a-f]{12}…`\*\*: the trend breaks here/,
    );
    expect(comment).toContain("no merged round on this test yet");
    expect(fake.violations).toEqual([]);
  }, 120_000);
});

/** git in a bare repository (no work tree). */
const bareGit =
  (dir: string) =>
  (...args: string[]) =>
    execFileSync("git", ["--git-dir", dir, ...args]).toString();

/** Replays the fake's branch, root to tip, as real commits pushed to the bare repository. */
function exportBranch(fake: FakeGitHub, bare: string, root: string): void {
  const chain: string[] = [];
  for (let sha = fake.refs.get(`heads/${BRANCH}`); sha !== undefined;) {
    chain.unshift(sha);
    sha = fake.commits.get(sha)?.parents[0];
  }
  const dir = mkdtempSync(join(root, "mirror-"));
  const git = gitIn(dir);
  git("init", "-q");
  git("checkout", "-q", "--orphan", BRANCH);
  for (const sha of chain) {
    git("rm", "-rq", "--ignore-unmatch", ".");
    for (const [path, blob] of fake.treeOf(sha)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), fake.blobs.get(blob)!);
    }
    git("add", "-A");
    git("commit", "-q", "--allow-empty", "-m", fake.commits.get(sha)!.message);
  }
  git("push", "-q", bare, `HEAD:refs/heads/${BRANCH}`);
}

/** What the CLI prints, and its exit code. */
async function cli(...argv: string[]) {
  const { out, err } = captureConsole();
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("offline: the ledger branch in a local bare repository", () => {
  it("the CLI reads a clone of the branch the action wrote, and the action counts a line the CLI recorded and pushed", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const c = { w, fake };
    const bare = join(w.root, "ledger.git");
    execFileSync("git", ["init", "-q", "--bare", bare]);
    // The action: PR 61's attempt on the branch, written by the trusted reporter.
    const first = await prJob(c, 61, candidate(w, 1));
    await reporterJob(c, 61, first.path);
    const version = first.report.model.attempt.test_version as string;
    const file = ledgerFileName(version);
    exportBranch(fake, bare, w.root);
    expect(bareGit(bare)("log", "--format=%B", BRANCH)).toContain(
      `Heldout-Gate-Series: ${version}`,
    );
    // A team member clones the branch and works offline: show, check --ledger, record.
    const team = join(w.root, "team");
    execFileSync("git", ["clone", "-q", "--branch", BRANCH, bare, team]);
    const git = gitIn(team);
    const shown = await cli("ledger", "show", "--ledger", team);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`(${join(team, file)}): 1 line(s)`);
    const out = join(w.root, "offline");
    const cand = candidate(w, 2);
    const checked = await cli(
      "check",
      ...["--heldout", w.file("heldout.jsonl"), "--baseline", w.file("before.jsonl")],
      ...["--candidate", cand, "--graded-by", "program", "--resamples", "300"],
      ...["--ledger", team, "--out", out],
    );
    // 0 pass or 1 fail: the run judged, at the attempt number the clone gives.
    expect([0, 1]).toContain(checked.code);
    const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(report.model.attempt.number).toBe(2);
    const recorded = await cli(
      ...["ledger", "record", "--ledger", team, "--report", join(out, "report.json")],
      ...["--kind", "attempt", "--pr", "62"],
    );
    expect(recorded.code).toBe(0);
    git("add", "-A");
    git("commit", "-q", "-m", "offline attempt of PR 62");
    git("push", "-q", "origin", BRANCH);
    // The pushed branch as the API serves it: the next PR is attempt 3.
    const b = bareGit(bare);
    fake.commitFiles(
      BRANCH,
      { [file]: b("show", `${BRANCH}:${file}`) },
      b("log", "-1", "--format=%B", BRANCH),
    );
    const third = await prJob(c, 63, candidate(w, 3));
    expect(third.report.model.attempt.number).toBe(3);
    const lines = branchLines(fake, version);
    expect(lines.map((l) => [l.attempt, l.pr, l.writer.event])).toEqual([
      [1, 61, "workflow_run"],
      [2, 62, "local"],
    ]);
    // The reporter's line for PR 63 comes back to the clone as a fast-forward.
    await reporterJob(c, 63, third.path);
    writeFileSync(join(team, file), fake.fileAt(BRANCH, file)!);
    git("commit", "-qam", "attempt of PR 63");
    git("push", "-q", "origin", BRANCH);
    const again = join(w.root, "again");
    execFileSync("git", ["clone", "-q", "--branch", BRANCH, bare, again]);
    const all = await cli("ledger", "show", "--ledger", again);
    expect(all.out).toContain("3 line(s)");
    expect(all.out).toMatch(/ 3 +#63 +attempt /);
    // A line a PR job wrote, pushed by hand: the CLI refuses the series too, naming it.
    const forged = {
      ...JSON.parse(readFileSync(join(team, file), "utf8").split("\n")[0]!),
      attempt: 4,
      candidate_digest: digest("forged"),
      writer: { event: "pull_request", workflow: "gate", run_id: 9 },
    };
    writeFileSync(
      join(again, file),
      `${readFileSync(join(again, file), "utf8")}${JSON.stringify(forged)}\n`,
    );
    const refused = await cli("ledger", "show", "--ledger", again);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/:4: writer\.event: written by a pull-request job/);
    expect(fake.violations).toEqual([]);
  }, 300_000);
});
