// run() end to end: real @actions/core writing to temp runner files, the real engine and
// renderers on the example world, and a fake GitHub API behind an injected fetch that checks
// every request against GitHub's OpenAPI description.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as engine from "../../src/engine.js";
import { githubViews } from "../../src/github/views.js";
import { run } from "../../src/main.js";
import { POLICY_NAMES } from "../../src/policy/fields.js";
import type { Report } from "../../src/report.js";
import { FakeGitHub } from "../github/fake-api.js";
import {
  fakeArtifacts,
  fakeRunner,
  HEAD,
  makeWorld,
  prEvent,
  restoreRunnerAfterEach,
  runDeps,
  type Runner,
  type World,
  expectPostedPass,
} from "./runner.js";

let runner: Runner | null = null;
restoreRunnerAfterEach();

function modelInputs(w: World, extra: Record<string, string> = {}): Record<string, string> {
  return {
    heldout: w.file("heldout.jsonl"),
    baseline: w.file("before.jsonl"),
    candidate: w.file("after.jsonl"),
    "graded-by": "program",
    resamples: "2000",
    "out-dir": join(w.root, "out"),
    "github-token": "ghs_secret_token_value",
    ...extra,
  };
}

const deps = runDeps;

/** The real engine, with `edit` applied to every report it builds. */
function engineThat(edit: (r: Report) => void): typeof engine {
  return {
    ...engine,
    async buildReport(...args: Parameters<typeof engine.buildReport>): Promise<Report> {
      const r = await engine.buildReport(...args);
      edit(r);
      return r;
    },
  };
}

/** `n` reward problems on lines 1..n of the world's after.jsonl. */
function plantProblems(r: Report, w: World, n: number, reason: (i: number) => string): void {
  for (let i = 0; i < n; i++) {
    r.problems.push({
      file: w.file("after.jsonl"),
      line: i + 1,
      field: "reward",
      reason: reason(i),
    });
  }
}

describe("run() in gate mode", () => {
  it("passes: check run on the head commit, one comment, summary, artifact, outputs", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const arts = fakeArtifacts();
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake, arts));
    expect(res.verdict).toBe("pass");
    expect(process.exitCode).not.toBe(1);
    const out = runner.outputs();
    expect(out.verdict).toBe("pass");
    expect(out["target-verdict"]).toBe("moved");
    expect(Number(out.delta)).toBeGreaterThan(0);
    expect(Number(out["ci-low"])).toBeLessThanOrEqual(Number(out.delta));
    expect(Number(out["ci-high"])).toBeGreaterThanOrEqual(Number(out.delta));
    expect(out["n-tasks"]).toBe("8");
    expect(out["check-run-id"]).toBe(String(fake.checkRuns[0]?.id));
    expect(out["comment-id"]).toBe(String(res.commentId));
    expectPostedPass(fake);
    expect(runner.summary().length).toBeGreaterThan(200);
    const report = JSON.parse(readFileSync(out["report-path"] as string, "utf8"));
    expect(report.github).toEqual({
      repository: "acme/models",
      pr_number: 7,
      head_sha: HEAD,
      check_name: "heldout-gate",
    });
    // The rule it was decided under, for a trusted reporter to check (design §13).
    expect(report.rule["graded-by"]).toBe("program");
    expect(report.rule.confidence).toBe("0.95");
    expect(report.rule["allow-baseline-change"]).toBe("false");
    expect(Object.keys(report.rule)).toHaveLength(POLICY_NAMES.length);
    expect(report.heldout.changed).toBe(false);
    // The comment says what it is about: the head commit, this run and its artifact.
    const run4242 = "https://github.com/acme/models/actions/runs/4242";
    expect(fake.comments.get(7)![0]!.body.split("\n")[4]).toBe(
      `<sub>For head \`${HEAD.slice(0, 7)}\` · [workflow run](${run4242}) · ` +
        `report.json in artifact [\`heldout-gate-heldout-gate\`](${run4242}#artifacts)</sub>`,
    );
    expect(arts.uploads).toHaveLength(1);
    expect(arts.uploads[0]?.name).toBe("heldout-gate-heldout-gate");
    expect(arts.uploads[0]?.files.map((f) => f.split("/").pop())).toEqual([
      "report.json",
      "comment.md",
    ]);
    // The token is masked and never printed in the clear.
    expect(runner.stdout()).toContain("::add-mask::ghs_secret_token_value");
    expect(runner.stdout().split("::add-mask::ghs_secret_token_value").join("")).not.toContain(
      "ghs_secret",
    );
    expect(fake.violations).toEqual([]);
  });

  it("fails on the verdict, last, after reporting everything", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    // The candidate is the old model and the baseline the new one: the target drops.
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, {
        baseline: w.file("after.jsonl"),
        candidate: w.file("before.jsonl"),
        "baseline-from-base": "false",
      }),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("fail");
    expect(process.exitCode).toBe(1);
    expect(runner.outputs().verdict).toBe("fail");
    expect(runner.outputs()["target-verdict"]).toBe("moved_the_wrong_way");
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(fake.comments.get(7)).toHaveLength(1);
    // setFailed is the last workflow command the step prints.
    const cmds = runner.stdout().match(/^::(error|warning|notice)[^\n]*/gm) ?? [];
    // The first reason leads the ::error:: line (where setFailed writes % as %25) and the
    // check title, after one FAIL.
    const lead =
      /FAIL: pass_at_1 moved_the_wrong_way -\d\.\d{3}, 95%(?:25)? CI .*\(the gate needs moved\)/;
    expect(cmds.at(-1)).toMatch(new RegExp(`^::error::heldout-gate: ${lead.source}`));
    expect(fake.checkRuns[0]?.output.title).toMatch(new RegExp(`^${lead.source}`));
    for (const line of [cmds.at(-1)!, fake.checkRuns[0]?.output.title ?? ""]) {
      expect(line.match(/FAIL/g)).toHaveLength(1);
      expect(line).not.toMatch(/no regressions/);
    }
    expect(fake.violations).toEqual([]);
  });

  it("a run its inputs stop still writes report.json, reports everywhere and names the input", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const fifo = w.file("after.jsonl");
    rmSync(fifo);
    execFileSync("mkfifo", [fifo]);
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    const out = runner.outputs();
    expect(out.verdict).toBe("error");
    const report = JSON.parse(readFileSync(out["report-path"] as string, "utf8"));
    expect(report.stopped).toEqual({
      input: "candidate",
      path: fifo,
      reason: `cannot read ${fifo}: is a named pipe (FIFO), not a regular file`,
    });
    expect(JSON.parse(readFileSync(out["report-path"] as string, "utf8")).decision.verdict).toBe(
      "error",
    );
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
    expect(fake.checkRuns[0]?.output.title).toMatch(
      /^ERROR: stopped: input "candidate": cannot read/,
    );
    expect(fake.comments.get(7)?.[0]?.body).toContain('the run stopped on input "candidate"');
    expect(fake.comments.get(7)?.[0]?.body).toContain("⛔ **ERROR**");
    const cmds = runner.stdout().match(/^::(error|warning|notice)[^\n]*/gm) ?? [];
    expect(cmds.at(-1)).toMatch(/^::error::heldout-gate: ERROR: stopped: input "candidate"/);
    expect(fake.violations).toEqual([]);
  });

  it("a data file symlinked out of the workspace is not read, and no view quotes it", async () => {
    const w = makeWorld();
    const secret = join(w.root, "secret.txt");
    // Starts like JSON, so it reaches JSON.parse, whose message would quote the line.
    writeFileSync(secret, '{"token": ghp_secretvalue0123456789}\n');
    symlinkSync(secret, w.file("evil.jsonl"));
    for (const allow of ["false", "true"]) {
      const fake = new FakeGitHub();
      runner = fakeRunner(
        w,
        { name: "pull_request", payload: prEvent(w) },
        modelInputs(w, { pairs: w.file("evil.jsonl"), "allow-outside-workspace": allow }),
      );
      const res = await run(deps(fake));
      // Refused: the run stopped (error); read when allowed: a problem fails it.
      expect(res.verdict).toBe(allow === "false" ? "error" : "fail");
      const report = readFileSync(runner.outputs()["report-path"] as string, "utf8");
      const views = [report, runner.summary(), runner.stdout(), fake.comments.get(7)?.[0]?.body];
      for (const v of views) expect(v).not.toContain("ghp_secret");
      if (allow === "false") {
        expect(JSON.parse(report).stopped).toMatchObject({ input: "pairs" });
      } else {
        // Read when allowed: the line is not JSON, and the problem names it without quoting it.
        expect(JSON.parse(report).problems[0].reason).toBe(
          "not valid JSON: a character JSON does not allow here",
        );
      }
      runner.restore();
      runner = null;
    }
  });

  it("a re-run updates the one comment; two check names keep two comments", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    for (const name of ["heldout-gate", "heldout-gate", "nightly-7b", "nightly-7b"]) {
      runner = fakeRunner(
        w,
        { name: "pull_request", payload: prEvent(w) },
        modelInputs(w, { "check-name": name }),
      );
      await run(deps(fake));
      runner.restore();
      runner = null;
    }
    const comments = fake.comments.get(7) ?? [];
    expect(comments).toHaveLength(2);
    expect(comments[0]?.body).toContain("<!-- heldout-gate:heldout-gate -->");
    expect(comments[1]?.body).toContain("<!-- heldout-gate:nightly-7b -->");
    expect(fake.count("issues/create-comment")).toBe(2);
    // Same inputs and seed give the same body, so the re-runs leave the comments as they are.
    expect(fake.count("issues/update-comment")).toBe(0);
    expect(fake.checkRuns.map((c) => c.name)).toEqual([
      "heldout-gate",
      "heldout-gate",
      "nightly-7b",
      "nightly-7b",
    ]);
    expect(fake.violations).toEqual([]);
  });

  it("a changed report on re-run edits the comment in place", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    for (const seed of ["0", "1"]) {
      runner = fakeRunner(
        w,
        { name: "pull_request", payload: prEvent(w) },
        modelInputs(w, { seed }),
      );
      await run(deps(fake));
      runner.restore();
      runner = null;
    }
    expect(fake.comments.get(7)).toHaveLength(1);
    expect(fake.count("issues/update-comment")).toBe(1);
  });

  it("a run that stops marks an earlier PASS comment stale in place, and a second stop keeps one fold", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const marker = "<!-- heldout-gate:heldout-gate -->";
    const once = async (extra: Record<string, string>) => {
      runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w, extra));
      const res = await run(deps(fake));
      runner.restore();
      runner = null;
      return res;
    };
    expect((await once({})).verdict).toBe("pass");
    const passBody = fake.comments.get(7)?.[0]?.body ?? "";
    expect(passBody.split("\n")[2]).toMatch(/^✅ \*\*PASS\*\*/);
    // The next push deletes the candidate file the workflow names: the run stops.
    expect((await once({ candidate: w.file("gone.jsonl") })).verdict).toBe("error");
    expect(fake.comments.get(7)).toHaveLength(1);
    const stale = fake.comments.get(7)?.[0]?.body ?? "";
    const lines = stale.split("\n");
    expect(lines[0]).toBe(marker);
    expect(lines[2]).toMatch(
      /^⛔ \*\*ERROR\*\* · the latest run stopped before it could judge \(input "candidate": .*gone\.jsonl.*\)\. The verdict below is from an earlier run and \*\*no longer holds\*\*\.$/,
    );
    // The PASS is folded under the stale line, not left as the comment's verdict.
    expect(stale).toContain(
      "<details><summary>The earlier run's report (no longer holds)</summary>",
    );
    expect(stale).toContain(passBody.slice(marker.length + 2));
    expect(stale.indexOf("✅ **PASS**")).toBeGreaterThan(stale.indexOf("</summary>"));
    expect(fake.checkRuns.at(-1)?.output.title).toMatch(/^ERROR: stopped: input "candidate"/);
    // A second stop replaces the stale line and keeps one fold of the same PASS.
    await once({ candidate: w.file("gone-too.jsonl") });
    const again = fake.comments.get(7)?.[0]?.body ?? "";
    expect(again.split("<details><summary>The earlier run's report").length).toBe(2);
    expect(again).toContain("gone-too.jsonl");
    expect(again).toContain(passBody.slice(marker.length + 2));
    // A run that judges again replaces the whole comment.
    expect((await once({})).verdict).toBe("pass");
    expect(fake.comments.get(7)?.[0]?.body).toBe(passBody);
    expect(fake.comments.get(7)).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it("a stop with no earlier comment posts its own, saying why it stopped", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, { candidate: w.file("gone.jsonl") }),
    );
    expect((await run(deps(fake))).verdict).toBe("error");
    const body = fake.comments.get(7)?.[0]?.body ?? "";
    expect(body.split("\n")[2]).toMatch(/^⛔ \*\*ERROR\*\* · stopped: input "candidate"/);
    expect(body).toContain("**Why it stopped**");
    expect(body).not.toContain("no longer holds");
  });

  it("fork PR with a read-only token: summary and artifact, warnings name the permission, verdict decides", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub({
      forbid: [
        "checks/create",
        "issues/list-comments",
        "issues/create-comment",
        "repos/get-content",
      ],
    });
    const arts = fakeArtifacts();
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w, { fork: true }) },
      modelInputs(w),
    );
    const res = await run(deps(fake, arts));
    expect(res.verdict).toBe("pass");
    expect(process.exitCode).not.toBe(1);
    expect(runner.summary().length).toBeGreaterThan(200);
    expect(arts.uploads).toHaveLength(1);
    const warnings = runner.stdout().match(/^::warning::.*$/gm) ?? [];
    expect(warnings.some((l) => l.includes("check run") && l.includes("checks: write"))).toBe(true);
    expect(
      warnings.some((l) => l.includes("PR comment") && l.includes("pull-requests: read")),
    ).toBe(true);
    expect(runner.outputs().verdict).toBe("pass");
    expect(runner.outputs()["check-run-id"]).toBe("");
    expect(fake.violations).toEqual([]);
  });

  it("clean pairs go in their own artifact, so the verdict artifact stays small", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const arts = fakeArtifacts();
    const clean = join(w.root, "clean.jsonl");
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, { pairs: w.file("pairs.jsonl"), "clean-pairs": clean }),
    );
    await run(deps(fake, arts));
    expect(arts.uploads.map((u) => u.name)).toEqual([
      "heldout-gate-heldout-gate",
      "heldout-gate-heldout-gate-clean-pairs",
    ]);
    expect(arts.uploads[1]?.files).toEqual([clean]);
    expect(existsSync(clean)).toBe(true);
    // Kept 30 days unless the workflow says otherwise.
    expect(arts.uploads.map((u) => u.retentionDays)).toEqual([30, 30]);
  });

  it("artifact-retention-days sets how long every artifact is kept; a bad value stops the run", async () => {
    const w = makeWorld();
    const arts = fakeArtifacts();
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, {
        pairs: w.file("pairs.jsonl"),
        "clean-pairs": join(w.root, "clean.jsonl"),
        "artifact-retention-days": "7",
      }),
    );
    await run(deps(new FakeGitHub(), arts));
    expect(arts.uploads.map((u) => u.retentionDays)).toEqual([7, 7]);
    for (const bad of ["0", "91", "2.5", "week"]) {
      const again = fakeArtifacts();
      runner = fakeRunner(
        w,
        { name: "pull_request", payload: prEvent(w) },
        modelInputs(w, { "artifact-retention-days": bad }),
      );
      const res = await run(deps(new FakeGitHub(), again));
      expect(res.verdict).toBe("error");
      expect(runner.stdout()).toContain(
        `input "artifact-retention-days" must be a whole number of days from 1 to 90, got "${bad}"`,
      );
    }
  });

  it("a renderer failure costs the comment, never report.json or the verdict", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const broken = {
      ...githubViews,
      comment: () => {
        throw new Error("renderer bug");
      },
    };
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake, fakeArtifacts(), { render: async () => broken }));
    expect(res.verdict).toBe("pass");
    expect(process.exitCode).not.toBe(1);
    expect(existsSync(res.reportPath as string)).toBe(true);
    expect(runner.stdout()).toMatch(/::warning::could not render the PR comment: renderer bug/);
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.count("issues/create-comment")).toBe(0);
    expect(runner.outputs().verdict).toBe("pass");
  });

  it("comment.md that cannot be written is left out of the artifact, and the comment still goes out", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const arts = fakeArtifacts();
    // A directory where comment.md should go: the write fails, nothing else does.
    mkdirSync(join(w.root, "out", "comment.md"), { recursive: true });
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake, arts));
    expect(res.verdict).toBe("pass");
    expect(runner.stdout()).toMatch(/::warning::could not write .*comment\.md/);
    expect(arts.uploads[0]?.files.map((f) => f.split("/").pop())).toEqual(["report.json"]);
    expect(fake.comments.get(7)).toHaveLength(1);
    expect(runner.outputs().verdict).toBe("pass");
  });

  it("the views are told the artifact's name, for the note a trimmed view ends with", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const seen: (string | undefined)[] = [];
    const spy = {
      ...githubViews,
      comment: (r: Report, o: Parameters<typeof githubViews.comment>[1]) => {
        seen.push(o.artifactName);
        return githubViews.comment(r, o);
      },
      summary: (r: Report, o: Parameters<typeof githubViews.summary>[1]) => {
        seen.push(o.artifactName);
        return githubViews.summary(r, o);
      },
    };
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    await run(deps(fake, fakeArtifacts(), { render: async () => spy }));
    expect(seen).toEqual(["heldout-gate-heldout-gate", "heldout-gate-heldout-gate"]);
  });

  it("120 annotations go out in 3 requests", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const withFindings = engineThat((r) => plantProblems(r, w, 120, (i) => `planted ${i}`));
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    await run(deps(fake, fakeArtifacts(), { engine: async () => withFindings }));
    expect(fake.count("checks/create")).toBe(1);
    expect(fake.count("checks/update")).toBe(2);
    const anns = fake.checkRuns[0]?.annotations as { path: string; start_line: number }[];
    expect(anns.filter((a) => a.path === "data/after.jsonl")).toHaveLength(120);
    expect(fake.violations).toEqual([]);
  });

  it("a report too big for a comment is trimmed and says where the rest is", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const huge = engineThat((r) => {
      plantProblems(r, w, 3000, () => "x".repeat(400));
      r.notes.push(...Array.from({ length: 500 }, (_, i) => `note ${i} ${"y".repeat(300)}`));
    });
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, { annotations: "false" }),
    );
    await run(deps(fake, fakeArtifacts(), { engine: async () => huge }));
    const body = fake.comments.get(7)?.[0]?.body ?? "";
    expect(body.length).toBeGreaterThan(10_000);
    expect(body.length).toBeLessThan(65_536);
    expect(body).toMatch(/full report/i);
    expect(body).toContain("https://github.com/acme/models/actions/runs/4242");
    expect(fake.violations).toEqual([]);
  });

  it("GHES: API calls go to GITHUB_API_URL, the artifact is skipped with a notice", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    const arts = fakeArtifacts();
    const urls: string[] = [];
    const fetch = (async (u: string, init?: RequestInit) => {
      urls.push(String(u));
      return fake.fetch(u, init);
    }) as typeof globalThis.fetch;
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w), {
      GITHUB_SERVER_URL: "https://git.acme.corp",
      GITHUB_API_URL: "https://git.acme.corp/api/v3",
    });
    await run(deps(fake, arts, { fetch }));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith("https://git.acme.corp/api/v3/"))).toBe(true);
    expect(arts.loads()).toBe(0);
    expect(runner.stdout()).toMatch(
      /::notice::heldout-gate: artifact \S+ skipped: .*Enterprise Server/,
    );
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it("a PR that edits the held-out test fails as not comparable", async () => {
    const w = makeWorld();
    writeFileSync(
      w.file("heldout.jsonl"),
      readFileSync(w.file("heldout.jsonl"), "utf8").replace("R3104", "R3101"),
    );
    const fake = new FakeGitHub();
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("fail");
    expect(process.exitCode).toBe(1);
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.heldout.changed).toBe(true);
    expect(fake.checkRuns[0]?.conclusion).toBe("failure");
  });

  it("a PR that edits the baseline is judged against the base commit's baseline", async () => {
    const w = makeWorld();
    // Make the served model look worse in the PR head: every reward 0.
    const worse = readFileSync(w.file("before.jsonl"), "utf8").replace(/"reward":1/g, '"reward":0');
    writeFileSync(w.file("before.jsonl"), worse);
    const fake = new FakeGitHub();
    runner = fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, modelInputs(w));
    const res = await run(deps(fake));
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.notes.join(" ")).toMatch(/edits the baseline/);
    // The comparison used the base version: the baseline mean is not zero.
    expect(report.model.baseline.pass_at_1).toBeGreaterThan(0.3);
  });

  it("the held-out test is read through the contents API when git lacks the base commit", async () => {
    const w = makeWorld();
    const missing = "e".repeat(40);
    const fake = new FakeGitHub({
      files: {
        [`${missing}:data/heldout.jsonl`]: readFileSync(w.file("heldout.jsonl"), "utf8"),
        [`${missing}:data/before.jsonl`]: readFileSync(w.file("before.jsonl"), "utf8"),
      },
    });
    const ev = prEvent(w);
    ev.pull_request.base.sha = missing;
    runner = fakeRunner(w, { name: "pull_request", payload: ev }, modelInputs(w));
    const res = await run(deps(fake));
    expect(res.verdict).toBe("pass");
    // The policy (none at the base: a 404), the held-out test and the baseline.
    expect(fake.count("repos/get-content")).toBe(3);
    expect(fake.violations).toEqual([]);
  });

  it("a bad input stops the run: an ERROR check naming it, without loading the engine's readers", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, { resamples: "lots" }),
    );
    const built: string[] = [];
    const res = await run(
      deps(fake, fakeArtifacts(), {
        engine: async () => ({
          ...engine,
          buildReport: async (...a) => {
            built.push("buildReport");
            return engine.buildReport(...a);
          },
        }),
      }),
    );
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: ERROR: stopped: input "resamples": input "resamples" must be/,
    );
    expect(runner.outputs().verdict).toBe("error");
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]?.output.title).toMatch(/^ERROR: stopped: input "resamples"/);
    const report = JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    expect(report.stopped).toMatchObject({ input: "resamples", path: null });
    // Nothing was read or judged.
    expect(built).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it("a bad posting input fails the step with its message, posting nothing", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      { name: "pull_request", payload: prEvent(w) },
      modelInputs(w, { comment: "maybe" }),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(process.exitCode).toBe(1);
    expect(runner.stdout()).toMatch(/::error::heldout-gate: input "comment" must be true or false/);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses gate mode on pull_request_target for a fork", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      { name: "pull_request_target", payload: prEvent(w, { fork: true }) },
      modelInputs(w),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("error");
    expect(runner.stdout()).toMatch(
      /::error::heldout-gate: refusing mode "gate" on pull_request_target/,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it("push without a token: report and summary, no API calls, outputs set", async () => {
    const w = makeWorld();
    const fake = new FakeGitHub();
    runner = fakeRunner(
      w,
      { name: "push", payload: { ref: "refs/heads/main" } },
      modelInputs(w, { "github-token": "" }),
    );
    const res = await run(deps(fake));
    expect(res.verdict).toBe("pass");
    expect(fake.requests).toHaveLength(0);
    expect(runner.outputs().verdict).toBe("pass");
    expect(existsSync(res.reportPath as string)).toBe(true);
  });
});
