// Report mode posts on behalf of a run a fork may control, so where to post is never taken
// on the artifact's word alone: the commit must be the one the workflow_run event names,
// and a PR number the event does not carry (fork PRs) is confirmed through the API.
import type { GitHubClient } from "./client.js";
import { isSha, type RunContext } from "./context.js";
import { describeApiError } from "./permissions.js";
import type { PostedReport } from "./report-schema.js";

export class PostTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PostTargetError";
  }
}

export interface ConfirmedPostTarget {
  prNumber: number | null;
  headSha: string | null;
  /** The PR's base commit as pulls/get names it (fork PRs); null when not asked or not given. */
  baseSha?: string | null;
  warnings: string[];
}

export async function confirmPostTarget(
  report: PostedReport,
  ctx: Pick<RunContext, "owner" | "repo" | "prNumber" | "headSha">,
  gh: GitHubClient | null,
): Promise<ConfirmedPostTarget> {
  const warnings: string[] = [];
  const t = report.github;
  if (t === undefined) {
    throw new PostTargetError(
      "the report names no pull request or commit (field github is missing)",
    );
  }
  const here = `${ctx.owner}/${ctx.repo}`;
  if (t.repository.toLowerCase() !== here.toLowerCase()) {
    throw new PostTargetError(`the report was made for ${t.repository}, not ${here}`);
  }
  let headSha = t.head_sha;
  if (ctx.headSha !== null) {
    if (t.head_sha !== null && t.head_sha !== ctx.headSha) {
      throw new PostTargetError(
        `the report is for commit ${t.head_sha} but the triggering run built ${ctx.headSha}`,
      );
    }
    headSha = ctx.headSha;
  } else if (headSha !== null) {
    warnings.push("the event names no commit; the check run goes on the commit the report names");
  }

  if (ctx.prNumber !== null) {
    if (t.pr_number !== null && t.pr_number !== ctx.prNumber) {
      throw new PostTargetError(
        `the report is for PR #${t.pr_number} but the triggering run belongs to PR #${ctx.prNumber}`,
      );
    }
    return { prNumber: ctx.prNumber, headSha, warnings };
  }
  if (t.pr_number === null) return { prNumber: null, headSha, warnings };

  // Fork PRs: the event lists no PR, so confirm the artifact's claim before commenting.
  if (gh === null || headSha === null) {
    warnings.push(`cannot confirm PR #${t.pr_number} without a token and a commit; no comment`);
    return { prNumber: null, headSha, warnings };
  }
  try {
    const pr = await gh.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
      owner: ctx.owner,
      repo: ctx.repo,
      pull_number: t.pr_number,
    });
    if (pr.data.head.sha !== headSha) {
      warnings.push(
        `PR #${t.pr_number} is now at ${pr.data.head.sha}, not ${headSha}; the comment is skipped ` +
          `(a newer run will report on the new commit)`,
      );
      return { prNumber: null, headSha, warnings };
    }
    const base: unknown = (pr.data as { base?: { sha?: unknown } }).base?.sha;
    return {
      prNumber: t.pr_number,
      headSha,
      baseSha: isSha(base) ? base : null,
      warnings,
    };
  } catch (e) {
    warnings.push(describeApiError(e, `confirm PR #${t.pr_number}`, "pull"));
    return { prNumber: null, headSha, warnings };
  }
}
