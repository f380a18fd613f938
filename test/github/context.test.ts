import { describe, expect, it } from "vitest";
import { ContextError, readRunContext } from "../../src/github/context.js";

const HEAD = "a".repeat(40);
const BASE = "b".repeat(40);
const MERGE = "c".repeat(40);
const env = { GITHUB_REPOSITORY: "acme/models", GITHUB_SHA: MERGE, GITHUB_RUN_ID: "77" };

const prPayload = (headRepo: unknown, baseRepo: unknown) => ({
  number: 12,
  pull_request: {
    number: 12,
    head: { sha: HEAD, repo: headRepo },
    base: { sha: BASE, repo: baseRepo },
  },
  repository: { full_name: "acme/models", id: 1 },
});

describe("readRunContext", () => {
  it("uses the PR head commit, never the merge commit in GITHUB_SHA", () => {
    const ctx = readRunContext(
      "pull_request",
      prPayload({ full_name: "acme/models", id: 1 }, { full_name: "acme/models", id: 1 }),
      env,
    );
    expect(ctx.headSha).toBe(HEAD);
    expect(ctx.headSha).not.toBe(MERGE);
    expect(ctx.baseSha).toBe(BASE);
    expect(ctx.prNumber).toBe(12);
    expect(ctx.isFork).toBe(false);
    expect(ctx.runUrl).toBe("https://github.com/acme/models/actions/runs/77");
  });

  it("detects a fork by repository id, and by name when ids are absent", () => {
    const byId = readRunContext(
      "pull_request",
      prPayload({ full_name: "acme/models", id: 2 }, { full_name: "acme/models", id: 1 }),
      env,
    );
    expect(byId.isFork).toBe(true);
    const byName = readRunContext(
      "pull_request_target",
      prPayload({ full_name: "mallory/models" }, { full_name: "acme/models" }),
      env,
    );
    expect(byName.isFork).toBe(true);
    const sameName = readRunContext(
      "pull_request",
      prPayload({ full_name: "ACME/models" }, { full_name: "acme/models" }),
      env,
    );
    expect(sameName.isFork).toBe(false);
  });

  it("treats a PR whose head repository was deleted as a fork", () => {
    const ctx = readRunContext(
      "pull_request",
      prPayload(null, { full_name: "acme/models", id: 1 }),
      env,
    );
    expect(ctx.isFork).toBe(true);
  });

  it("reads workflow_run: head_sha, the matching PR, the triggering run", () => {
    const ctx = readRunContext(
      "workflow_run",
      {
        workflow_run: {
          id: 555,
          event: "pull_request",
          head_sha: HEAD,
          head_repository: { full_name: "acme/models", id: 1 },
          repository: { full_name: "acme/models", id: 1 },
          pull_requests: [
            { number: 3, head: { sha: "d".repeat(40) }, base: { sha: BASE } },
            { number: 9, head: { sha: HEAD }, base: { sha: BASE } },
          ],
        },
      },
      env,
    );
    expect(ctx).toMatchObject({
      prNumber: 9,
      headSha: HEAD,
      baseSha: BASE,
      isFork: false,
      triggeringRunId: 555,
      triggeringEvent: "pull_request",
    });
    // The full report lives in the run that computed it, not in this report-mode run.
    expect(ctx.triggeringRunUrl).toMatch(/\/acme\/models\/actions\/runs\/555$/);
  });

  it("leaves the PR number empty for a fork's workflow_run (GitHub lists no PRs)", () => {
    const ctx = readRunContext(
      "workflow_run",
      {
        workflow_run: {
          id: 5,
          head_sha: HEAD,
          head_repository: { full_name: "mallory/models", id: 9 },
          repository: { full_name: "acme/models", id: 1 },
          pull_requests: [],
        },
      },
      env,
    );
    expect(ctx.prNumber).toBeNull();
    expect(ctx.isFork).toBe(true);
    expect(ctx.headSha).toBe(HEAD);
  });

  it("uses GITHUB_SHA outside a PR and has no base", () => {
    const ctx = readRunContext("push", { ref: "refs/heads/main" }, env);
    expect(ctx.headSha).toBe(MERGE);
    expect(ctx.baseSha).toBeNull();
    expect(ctx.prNumber).toBeNull();
  });

  it("refuses commit ids that are not hex (they reach git and the API)", () => {
    const bad = prPayload({ full_name: "acme/models" }, { full_name: "acme/models" });
    bad.pull_request.base.sha = "--output=/tmp/x";
    expect(() => readRunContext("pull_request", bad, env)).toThrow(ContextError);
    expect(() => readRunContext("pull_request", bad, env)).toThrow(/pull_request.base.sha/);
  });

  it("needs owner/name", () => {
    expect(() => readRunContext("push", {}, {})).toThrow(/GITHUB_REPOSITORY/);
    expect(() => readRunContext("push", {}, { GITHUB_REPOSITORY: "no-slash" })).toThrow(
      /GITHUB_REPOSITORY/,
    );
  });
});
