// The release workflow can push tags, so it is held to stricter rules than the others:
// read-only by default, write only in the job that tags and runs nothing from the repo,
// every action pinned to a full commit, and the version never pasted into a script.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const yml = readFileSync(".github/workflows/release.yml", "utf8");
const jobs = yml.slice(yml.indexOf("\njobs:\n"));
const job = (name: string) => {
  const start = jobs.indexOf(`\n  ${name}:\n`);
  const next = jobs.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return next < 0 ? jobs.slice(start) : jobs.slice(start, start + 1 + next);
};

it("is started by hand and reads by default", () => {
  expect(yml).toMatch(/^on:\n {2}workflow_dispatch:/m);
  expect(yml).toMatch(/^permissions:\n {2}contents: read\n/m);
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
