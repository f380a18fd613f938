// The trusted reporter's reads (docs/design.md §13): report mode runs the default branch's
// workflow, so what it reads itself can be trusted where the artifact cannot. It reads the
// policy at the PR's base commit (git, else the contents API: readAtBase), binds its own
// inputs to it as the gate does, lists the PR's changed files, and has the pure rejudge()
// hold the artifact to that rule.
import { open } from "node:fs/promises";
import { join } from "node:path";
import { parseConfig } from "../config.js";
import { fileList } from "../io/files.js";
import { POLICY_PATH } from "../policy/fields.js";
import { parsePolicy, PolicyError, POLICY_MAX_BYTES, type PolicyFile } from "../policy/file.js";
import { guardRule, type TrustedPolicy } from "../policy/guard.js";
import { ruleRecordOf } from "../policy/record.js";
import { rejudge, type ChangedFile, type PrChanges, type ReporterRule } from "../policy/rejudge.js";
import type { GitHubClient } from "./client.js";
import type { RunContext } from "./context.js";
import { readAtBase, FrozenReadError, type GitRunner } from "./frozen.js";
import { describeApiError } from "./permissions.js";
import type { PostedReport } from "./report-schema.js";
import { StepError } from "./sources.js";

/** GitHub lists at most this many of a PR's files; a longer list may hide an edit. */
export const LIST_FILES_CAP = 3000;

export interface ReporterRead {
  report: PostedReport;
  /** The context with the confirmed PR, head and base (the event's, or pulls/get's). */
  ctx: Pick<
    RunContext,
    "owner" | "repo" | "prNumber" | "baseSha" | "triggeringEvent" | "triggeringWorkflowPath"
  >;
  gh: GitHubClient | null;
  git: GitRunner;
  workspace: string;
  /** The reporter's own inputs (its workflow is the default branch's: trusted). */
  inputs: Record<string, string>;
}

export async function judgeArtifact(req: ReporterRead): Promise<PostedReport> {
  const trusted = await trustedPolicy(req);
  const rule = reporterRule(req.inputs, trusted);
  const judged = rejudge({
    report: req.report,
    record: req.report.rule,
    rule,
    changes: await prChanges(req),
    workflowPath: req.ctx.triggeringWorkflowPath,
    yardstick: {
      heldout: fileList(req.inputs.heldout ?? ""),
      baseline: fileList(req.inputs.baseline ?? ""),
    },
  });
  return { ...judged, github: req.report.github, rule: req.report.rule };
}

/** The base commit's policy; without a base (no PR), the reporter's checkout's, if any. */
async function trustedPolicy(req: ReporterRead): Promise<TrustedPolicy> {
  const { ctx } = req;
  if (ctx.baseSha === null) {
    const text = await checkoutText(req.workspace);
    const file = text === null ? null : trustedFile(text, POLICY_PATH);
    return { source: file === null ? "none" : "checkout", commit: null, file };
  }
  let data: Buffer | null;
  try {
    data = (
      await readAtBase({
        file: POLICY_PATH,
        baseSha: ctx.baseSha,
        workspace: req.workspace,
        owner: ctx.owner,
        repo: ctx.repo,
        maxBytes: POLICY_MAX_BYTES + 1,
        octokit: req.gh,
        git: req.git,
      })
    ).data;
  } catch (e) {
    if (e instanceof FrozenReadError) {
      throw new StepError(`the trusted reporter cannot read the policy: ${e.message}`);
    }
    throw e;
  }
  const at = `${POLICY_PATH}@${ctx.baseSha.slice(0, 12)}`;
  const file = data === null ? null : trustedFile(data.toString("utf8"), at);
  return { source: file === null ? "none" : "base", commit: ctx.baseSha, file };
}

/** The rule: the trusted policy with the reporter's inputs allowed only to tighten it. */
function reporterRule(inputs: Record<string, string>, trusted: TrustedPolicy): ReporterRule {
  const g = guardRule(inputs, trusted, undefined);
  if (g.refusal !== null) throw new StepError(g.refusal);
  const cfg = parseConfig(g.raw);
  const sha = trusted.commit?.slice(0, 12) ?? "";
  const where =
    trusted.source === "base"
      ? `${POLICY_PATH} at the base commit ${sha}`
      : trusted.source === "checkout"
        ? `${POLICY_PATH} of the reporter's checkout`
        : `the reporter's inputs (no ${POLICY_PATH}${sha ? ` at the base commit ${sha}` : ""})`;
  return { values: ruleRecordOf(g.raw), cfg, where };
}

/** The PR's changed files; unknown (which fails a green artifact) when they cannot be listed. */
async function prChanges(req: ReporterRead): Promise<PrChanges> {
  const { ctx, gh, report } = req;
  const aboutPr =
    ctx.triggeringEvent === "pull_request" ||
    ctx.triggeringEvent === "pull_request_target" ||
    (report.github?.pr_number ?? null) !== null;
  if (ctx.prNumber === null) {
    return aboutPr ? { unknown: "the pull request could not be confirmed at this commit" } : null;
  }
  if (gh === null) return { unknown: "there is no github-token to list them" };
  try {
    const files = (await gh.paginate("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
      owner: ctx.owner,
      repo: ctx.repo,
      pull_number: ctx.prNumber,
      per_page: 100,
    })) as ChangedFile[];
    if (files.length >= LIST_FILES_CAP) {
      return { unknown: `GitHub lists only the first ${LIST_FILES_CAP} files of a pull request` };
    }
    return {
      files: files.map((f) => ({
        filename: String(f.filename),
        ...(typeof f.previous_filename === "string"
          ? { previous_filename: f.previous_filename }
          : {}),
      })),
    };
  } catch (e) {
    return { unknown: describeApiError(e, `list the files of PR #${ctx.prNumber}`, "pull") };
  }
}

/** The policy text in the reporter's checkout; null when there is none. */
async function checkoutText(workspace: string): Promise<string | null> {
  let fh;
  try {
    fh = await open(join(workspace, POLICY_PATH), "r");
  } catch {
    return null;
  }
  try {
    const buf = Buffer.alloc(POLICY_MAX_BYTES + 1);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead).toString("utf8");
  } finally {
    await fh.close();
  }
}

/** A trusted policy that does not parse stops the run: the rule in force is unknown. */
function trustedFile(text: string, name: string): PolicyFile {
  try {
    return parsePolicy(text, name);
  } catch (e) {
    if (e instanceof PolicyError) {
      throw new StepError(`the policy that decides this run does not parse: ${e.message}`);
    }
    throw e;
  }
}
