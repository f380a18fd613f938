// The release workflow can push tags, so it is held to stricter rules than the others:
// read-only by default, write only in the job that tags and runs nothing from the repo,
// every action pinned to a full commit, and the version never pasted into a script.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const yml = readFileSync(".github/workflows/release.yml", "utf8");
const jobs = yml.slice(yml.indexOf("\njobs:\n"));
const job = (name: string) => {
  const start = jobs.indexOf(`\n  ${name}:\n`);
  const next = jobs.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return next < 0 ? jobs.slice(start) : jobs.slice(start, start + 1 + next);
};

it("is started by a pushed vX.Y.Z tag or by hand, and reads by default", () => {
  expect(yml).toMatch(/^on:\n {2}push:\n {4}tags: \["v\*\.\*\.\*"\]\n {2}workflow_dispatch:/m);
  expect(yml).toMatch(/^permissions:\n {2}contents: read\n/m);
});

it("checks the version against package.json, src/version.ts, a dated CHANGELOG heading and main", () => {
  const check = job("check");
  for (const needle of ["package.json", "src/version.ts", "CHANGELOG.md", "origin/main"]) {
    expect(check).toContain(needle);
  }
  // A heading without a date ("Unreleased") is not a release.
  expect(check).toContain(String.raw`\([0-9]{4}-[0-9]{2}-[0-9]{2}\)$`);
});

it("only the tagging job may write, and it installs and runs nothing from the repository", () => {
  expect(job("check")).not.toMatch(/permissions:/);
  expect(job("check")).toMatch(/persist-credentials: false/);
  expect(job("check")).toMatch(/run: bash \.ci\/run/);
  const tag = job("tag");
  expect(tag).toMatch(/needs: check/);
  expect(tag).toMatch(/permissions:\n {6}contents: write\b/);
  expect(tag).not.toMatch(/npm |setup-node|\.ci\/|node /);
});

it("pins every action to a full commit id", () => {
  const uses = [...yml.matchAll(/^ +- uses: (\S+)/gm)].map((m) => m[1]!);
  expect(uses.length).toBeGreaterThan(0);
  for (const u of uses) expect(u, u).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
});

it("passes the version through the environment, never into a script's text", () => {
  const runs = [...yml.matchAll(/run: \|\n((?: {10}.*\n|\n)+)/g)].map((m) => m[1]!);
  expect(runs.length).toBeGreaterThan(0);
  for (const r of runs) expect(r).not.toMatch(/\$\{\{/);
});

// The tagging step's script, run against a local bare repository standing in for GitHub.
describe("the major tag", () => {
  const doc = parse(yml) as {
    jobs: { tag: { steps: { name?: string; run?: string }[] } };
  };
  const script = doc.jobs.tag.steps.find((s) => s.name?.startsWith("Tag vX.Y.Z"))!.run!;
  const root = mkdtempSync(join(tmpdir(), "hg-release-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  const origin = join(root, "origin.git");
  const work = join(root, "work");
  git(root, "init", "-q", "--bare", origin);
  git(root, "clone", "-q", origin, work);
  git(work, "config", "user.name", "t");
  git(work, "config", "user.email", "t@example.com");
  const commit = (msg: string) => {
    git(work, "commit", "-q", "--allow-empty", "-m", msg);
    return git(work, "rev-parse", "HEAD");
  };
  const at = (tag: string) => git(origin, "rev-parse", `refs/tags/${tag}^{commit}`);
  /** Runs the step as the release job would, on `sha`, for `version`. */
  const release = (sha: string, version: string, event: "push" | "workflow_dispatch") => {
    git(work, "checkout", "-q", "--detach", sha);
    if (event === "push") {
      git(work, "tag", "-a", `v${version}`, "-m", `v${version}`);
      git(work, "push", "-q", "origin", `refs/tags/v${version}`);
    }
    return execFileSync("bash", ["-c", script], {
      cwd: work,
      encoding: "utf8",
      env: { ...process.env, VERSION: version, EVENT: event, GITHUB_SHA: sha },
      stdio: ["ignore", "pipe", "pipe"],
    });
  };

  it("follows each newer release, and stays put for an older patch", () => {
    const a = commit("0.1.0");
    expect(release(a, "0.1.0", "push")).toContain("v0 now points at v0.1.0");
    expect(at("v0")).toBe(a);
    const b = commit("0.2.0");
    release(b, "0.2.0", "workflow_dispatch");
    expect(at("v0.2.0")).toBe(b);
    expect(at("v0")).toBe(b);
    // A patch of the older line, released later: v0 must not move back to it.
    git(work, "checkout", "-q", a);
    const c = commit("0.1.1");
    expect(release(c, "0.1.1", "push")).toContain("v0 stays on v0.2.0");
    expect(at("v0")).toBe(b);
    expect(at("v0.1.1")).toBe(c);
  });

  it("refuses to tag a version twice", () => {
    const d = commit("again");
    expect(() => release(d, "0.2.0", "workflow_dispatch")).toThrow(/exists already/);
  });
});
