// A fake runner for run(): a git workspace holding the example world (fixtures/example),
// the runner's files (event payload, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) in a temp folder,
// the environment a runner sets, and stdout captured so workflow commands can be read.
// The real @actions/core writes to those files; nothing is mocked but the HTTP transport.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import * as core from "@actions/core";
import { afterEach, expect, vi } from "vitest";
import type { FakeGitHub } from "../github/fake-api.js";
import type { UploadClient, DownloadClient } from "../../src/github/artifact.js";
import type { RunDeps } from "../../src/main.js";
import { commitBase, gitIn, type Git } from "../helpers/git-repo.js";

export const HEAD = "1".repeat(40);

export interface World {
  root: string;
  ws: string;
  baseSha: string;
  file: (name: string) => string;
  git: Git;
}

/** A workspace with one commit (the PR's base) holding the example's data files. */
export function makeWorld(): World {
  const root = mkdtempSync(join(tmpdir(), "hg-e2e-"));
  const ws = join(root, "ws");
  mkdirSync(join(ws, "data"), { recursive: true });
  for (const f of ["heldout.jsonl", "before.jsonl", "after.jsonl", "pairs.jsonl"]) {
    copyFileSync(join("fixtures/example", f), join(ws, "data", f));
  }
  const git = gitIn(ws);
  const baseSha = commitBase(git);
  return { root, ws, baseSha, file: (n) => join(ws, "data", n), git };
}

export function prEvent(world: World, opts: { number?: number; fork?: boolean } = {}) {
  return {
    number: opts.number ?? 7,
    pull_request: {
      number: opts.number ?? 7,
      head: {
        sha: HEAD,
        repo: opts.fork
          ? { full_name: "mallory/models", id: 99 }
          : { full_name: "acme/models", id: 1 },
      },
      base: { sha: world.baseSha, repo: { full_name: "acme/models", id: 1 } },
    },
    repository: { full_name: "acme/models", id: 1 },
  };
}

export interface Runner {
  dir: string;
  outputs: () => Record<string, string>;
  summary: () => string;
  stdout: () => string;
  restore: () => void;
}

/** The runner set up last, restored after each test by restoreRunnerAfterEach(). */
let active: Runner | null = null;

/** In a test file: put the environment back after each test that set up a fake runner. */
export function restoreRunnerAfterEach(): void {
  afterEach(() => {
    active?.restore();
    active = null;
    process.exitCode = undefined;
  });
}

/** Set the runner environment and inputs; restored by restoreRunnerAfterEach or restore(). */
export function fakeRunner(
  world: World,
  event: { name: string; payload: unknown },
  inputs: Record<string, string>,
  extraEnv: Record<string, string | undefined> = {},
): Runner {
  const dir = mkdtempSync(join(world.root, "runner-"));
  const saved = { ...process.env };
  writeFileSync(join(dir, "event.json"), JSON.stringify(event.payload));
  writeFileSync(join(dir, "output"), "");
  writeFileSync(join(dir, "summary.md"), "");
  for (const k of Object.keys(process.env)) {
    if (k.startsWith("INPUT_") || k.startsWith("GITHUB_") || k.startsWith("ACTIONS_"))
      delete process.env[k];
  }
  Object.assign(process.env, {
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: world.ws,
    GITHUB_REPOSITORY: "acme/models",
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: join(dir, "event.json"),
    GITHUB_SHA: "9".repeat(40),
    GITHUB_RUN_ID: "4242",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_OUTPUT: join(dir, "output"),
    GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
    RUNNER_TEMP: dir,
    ACTIONS_RUNTIME_TOKEN: "runtime-token",
    ACTIONS_RESULTS_URL: "https://results.example.invalid/",
  });
  for (const [k, v] of Object.entries(extraEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  for (const [k, v] of Object.entries(inputs)) process.env[`INPUT_${k.toUpperCase()}`] = v;
  // core.summary remembers the first GITHUB_STEP_SUMMARY it saw; a runner has one per step.
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  let out = "";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    out += String(chunk);
    return true;
  });
  active = {
    dir,
    outputs: () => parseOutputs(readFileSync(join(dir, "output"), "utf8")),
    summary: () => readFileSync(join(dir, "summary.md"), "utf8"),
    stdout: () => out,
    restore: () => {
      spy.mockRestore();
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
      process.exitCode = undefined;
    },
  };
  return active;
}

/** GITHUB_OUTPUT entries are `name<<DELIM\nvalue\nDELIM`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1] as string] = m[3] as string;
  return out;
}

/** An artifact the fake service holds: its files by name, as they were when uploaded. */
export interface StoredArtifact {
  id: number;
  name: string;
  size: number;
  files: Record<string, string>;
}

/**
 * The artifact service of one workflow run, in memory: uploads are kept (file contents
 * read at upload time) and listed and downloaded back, so a shard job's upload is what the
 * merge job finds. `download` serves getArtifact's id (report mode's other run) instead.
 */
export function fakeArtifacts(download?: (into: string) => void) {
  const uploads: { name: string; files: string[]; retentionDays?: number }[] = [];
  const stored: StoredArtifact[] = [];
  const downloads: number[] = [];
  let loads = 0;
  const client: UploadClient & DownloadClient = {
    async listArtifacts() {
      return { artifacts: stored.map(({ id, name, size }) => ({ id, name, size })) };
    },
    async uploadArtifact(name, files, _root, options) {
      uploads.push({ name, files, retentionDays: options?.retentionDays });
      const kept: Record<string, string> = {};
      for (const f of files) kept[basename(f)] = readFileSync(f, "utf8");
      const size = Object.values(kept).reduce((n, t) => n + Buffer.byteLength(t), 0);
      const id = 100 + stored.length;
      stored.push({ id, name, size, files: kept });
      return { id, size };
    },
    async getArtifact(name) {
      return { artifact: { id: 5, name, size: 100 } };
    },
    async downloadArtifact(id, opts) {
      const into = opts?.path ?? ".";
      downloads.push(id);
      mkdirSync(into, { recursive: true });
      const art = stored.find((a) => a.id === id);
      if (art === undefined) download?.(into);
      else for (const [f, text] of Object.entries(art.files)) writeFileSync(join(into, f), text);
      return { downloadPath: into };
    },
  };
  return {
    uploads,
    /** Put an artifact in the run as if another job had uploaded it. */
    add: (name: string, files: Record<string, string>, size?: number): StoredArtifact => {
      const bytes = Object.values(files).reduce((n, t) => n + Buffer.byteLength(t), 0);
      const art = { id: 100 + stored.length, name, size: size ?? bytes, files };
      stored.push(art);
      return art;
    },
    downloads,
    loads: () => loads,
    load: async () => {
      loads++;
      return client;
    },
  };
}

/** run()'s dependencies for a test: the fake API's fetch, no retries, a fixed clock. */
export function runDeps(
  fake: { fetch: typeof fetch },
  arts = fakeArtifacts(),
  more: Partial<RunDeps> = {},
): Partial<RunDeps> {
  return {
    fetch: fake.fetch,
    artifacts: arts.load,
    retry: { retries: 0 },
    now: () => new Date(0),
    ...more,
  };
}

/** One passing check run on the PR head and one sticky comment on PR 7: what a run posts. */
export function expectPostedPass(fake: FakeGitHub): void {
  expect(fake.checkRuns).toHaveLength(1);
  expect(fake.checkRuns[0]).toMatchObject({
    head_sha: HEAD,
    conclusion: "success",
    name: "heldout-gate",
  });
  expect(fake.comments.get(7)).toHaveLength(1);
  expect(fake.comments.get(7)?.[0]?.body).toContain("<!-- heldout-gate:heldout-gate -->");
}
