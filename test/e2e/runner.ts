// A fake runner for run(): a git workspace holding the example world (fixtures/example),
// the runner's files (event payload, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) in a temp folder,
// the environment a runner sets, and stdout captured so workflow commands can be read.
// The real @actions/core writes to those files; nothing is mocked but the HTTP transport.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as core from "@actions/core";
import { vi } from "vitest";
import type { UploadClient, DownloadClient } from "../../src/github/artifact.js";
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

/** Set the runner environment and inputs; call restore() after the test. */
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
  return {
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
}

/** GITHUB_OUTPUT entries are `name<<DELIM\nvalue\nDELIM`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1] as string] = m[3] as string;
  return out;
}

/** Records uploads instead of talking to the artifact service. */
export function fakeArtifacts(download?: (into: string) => void) {
  const uploads: { name: string; files: string[] }[] = [];
  let loads = 0;
  const client: UploadClient & DownloadClient = {
    async uploadArtifact(name, files) {
      uploads.push({ name, files });
      return { id: 1, size: 1 };
    },
    async getArtifact(name) {
      return { artifact: { id: 5, name, size: 100 } };
    },
    async downloadArtifact(_id, opts) {
      mkdirSync(opts?.path ?? ".", { recursive: true });
      download?.(opts?.path ?? ".");
      return { downloadPath: opts?.path };
    },
  };
  return {
    uploads,
    loads: () => loads,
    load: async () => {
      loads++;
      return client;
    },
  };
}
