import { describe, expect, it } from "vitest";
import { makeOctokit } from "../../src/github/client.js";
import { confirmPostTarget, PostTargetError } from "../../src/github/post-target.js";
import type { PostedReport } from "../../src/github/report-schema.js";
import { FakeGitHub } from "./fake-api.js";
import { sampleReport } from "./sample.js";

const HEAD = "a".repeat(40);
const OTHER = "f".repeat(40);
const ctx = {
  owner: "acme",
  repo: "models",
  prNumber: null as number | null,
  headSha: HEAD as string | null,
};

async function report(
  pr: number | null,
  sha: string | null,
  repository = "acme/models",
): Promise<PostedReport> {
  const r = await sampleReport();
  r.github = { repository, pr_number: pr, head_sha: sha, check_name: "heldout-gate" };
  return r;
}

describe("confirmPostTarget", () => {
  it("refuses a report for another commit, PR or repository", async () => {
    await expect(confirmPostTarget(await report(3, OTHER), ctx, null)).rejects.toThrow(/commit/);
    await expect(
      confirmPostTarget(await report(3, HEAD), { ...ctx, prNumber: 4 }, null),
    ).rejects.toThrow(/PR #3.*PR #4/);
    await expect(confirmPostTarget(await report(3, HEAD, "evil/repo"), ctx, null)).rejects.toThrow(
      PostTargetError,
    );
    const none = await sampleReport();
    await expect(confirmPostTarget(none, ctx, null)).rejects.toThrow(/names no pull request/);
  });

  it("takes the PR from the event when it has one", async () => {
    const t = await confirmPostTarget(await report(4, HEAD), { ...ctx, prNumber: 4 }, null);
    expect(t).toEqual({ prNumber: 4, headSha: HEAD, warnings: [] });
  });

  it("confirms a fork PR's number through the API", async () => {
    const fake = new FakeGitHub({ pulls: { 3: { headSha: HEAD }, 5: { headSha: OTHER } } });
    const gh = makeOctokit("t", { fetch: fake.fetch, baseUrl: "https://api.test", retries: 0 });
    expect((await confirmPostTarget(await report(3, HEAD), ctx, gh)).prNumber).toBe(3);
    // The artifact claims PR 5, whose head is another commit: no comment there.
    const moved = await confirmPostTarget(await report(5, HEAD), ctx, gh);
    expect(moved.prNumber).toBeNull();
    expect(moved.warnings[0]).toMatch(/PR #5/);
    const missing = await confirmPostTarget(await report(99, HEAD), ctx, gh);
    expect(missing.prNumber).toBeNull();
    expect(fake.count("pulls/get")).toBe(3);
    expect(fake.violations).toEqual([]);
  });
});
