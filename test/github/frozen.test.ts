import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { makeOctokit } from "../../src/github/client.js";
import { FrozenReadError, pathInWorkspace, readAtBase } from "../../src/github/frozen.js";
import { commitBase, gitIn } from "../helpers/git-repo.js";
import { FakeGitHub } from "./fake-api.js";

let ws: string;
let base: string;

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), "hg-frozen-"));
  mkdirSync(join(ws, "eval"));
  writeFileSync(join(ws, "eval/heldout.jsonl"), '{"task_id":"t1","prompt":"p"}\n');
  base = commitBase(gitIn(ws));
  writeFileSync(join(ws, "eval/heldout.jsonl"), '{"task_id":"t1","prompt":"changed"}\n');
  writeFileSync(join(ws, "eval/new.jsonl"), "{}\n");
});

const req = (file: string, extra: Partial<Parameters<typeof readAtBase>[0]> = {}) => ({
  file,
  baseSha: base,
  workspace: ws,
  owner: "acme",
  repo: "models",
  maxBytes: 1 << 20,
  octokit: null,
  ...extra,
});

describe("pathInWorkspace", () => {
  it("keeps paths inside and refuses the rest", () => {
    expect(pathInWorkspace("/w", "a/b.jsonl")).toBe("a/b.jsonl");
    expect(pathInWorkspace("/w", "/w/a/../b.jsonl")).toBe("b.jsonl");
    expect(() => pathInWorkspace("/w", "../etc/passwd")).toThrow(/outside the workspace/);
    expect(() => pathInWorkspace("/w", "/etc/passwd")).toThrow(FrozenReadError);
    expect(() => pathInWorkspace("/w", "/w")).toThrow(FrozenReadError);
  });
});

describe("readAtBase", () => {
  it("reads the base version with git, not the working copy", async () => {
    const r = await readAtBase(req("eval/heldout.jsonl"));
    expect(r.via).toBe("git");
    expect(r.data?.toString()).toBe('{"task_id":"t1","prompt":"p"}\n');
  });

  it("says null when the file is new in the PR", async () => {
    const r = await readAtBase(req(join(ws, "eval/new.jsonl")));
    expect(r).toEqual({ data: null, via: "git" });
  });

  it("refuses files over the cap", async () => {
    await expect(readAtBase(req("eval/heldout.jsonl", { maxBytes: 5 }))).rejects.toThrow(
      /larger than 5 bytes/,
    );
  });

  it("refuses a path that escapes the workspace before running git", async () => {
    await expect(readAtBase(req("../../etc/passwd"))).rejects.toThrow(/outside the workspace/);
  });

  it("falls back to the contents API when git lacks the base commit", async () => {
    const missing = "e".repeat(40);
    const fake = new FakeGitHub({ files: { [`${missing}:eval/heldout.jsonl`]: "at base\n" } });
    const octokit = makeOctokit("t0ken", { fetch: fake.fetch, baseUrl: "https://api.test" });
    const r = await readAtBase(req("eval/heldout.jsonl", { baseSha: missing, octokit }));
    expect(r).toEqual({ data: Buffer.from("at base\n"), via: "api" });
    const absent = await readAtBase(req("eval/new.jsonl", { baseSha: missing, octokit }));
    expect(absent.data).toBeNull();
    expect(fake.count("repos/get-content")).toBe(2);
    expect(fake.requests[0]?.query.ref).toBe(missing);
    expect(fake.violations).toEqual([]);
  });

  it("asks the API for the path from the repository root when the workspace is a sub-folder", async () => {
    const missing = "e".repeat(40);
    const fake = new FakeGitHub({ files: { [`${missing}:eval/heldout.jsonl`]: "x\n" } });
    const octokit = makeOctokit("t0ken", { fetch: fake.fetch, baseUrl: "https://api.test" });
    const sub = join(ws, "eval");
    const r = await readAtBase(
      req(join(sub, "heldout.jsonl"), { baseSha: missing, octokit, workspace: sub }),
    );
    expect(r.data?.toString()).toBe("x\n");
    // Slashes stay slashes: an encoded %2F is not found with fine-grained tokens.
    expect(fake.requests[0]?.path).toBe("/repos/acme/models/contents/eval/heldout.jsonl");
  });

  it("explains what to do when neither git nor the API can help", async () => {
    await expect(
      readAtBase(req("eval/heldout.jsonl", { baseSha: "e".repeat(40) })),
    ).rejects.toThrow(/fetch-depth: 0/);
  });

  it("refuses a base that is not a commit id", async () => {
    await expect(readAtBase(req("eval/heldout.jsonl", { baseSha: "HEAD~1" }))).rejects.toThrow(
      /not a commit id/,
    );
  });
});
