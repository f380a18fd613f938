// The posting path gate, report and merge modes share once a report exists, in its fixed
// order: job summary -> verdict artifact -> check run -> sticky comment -> outputs ->
// setFailed (last, and on the verdict only). A failure here is a warning naming what was
// missing; it never changes the verdict.
import * as core from "@actions/core";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../config.js";
import type { Report } from "../report.js";
import type { RenderOptions } from "../render/markdown.js";
import { artifactName, uploadReport, type ArtifactClientLoader } from "./artifact.js";
import { publishCheck, type CheckAnnotation } from "./checks.js";
import type { GitHubClient } from "./client.js";
import { upsertComment } from "./comment.js";
import type { RunContext } from "./context.js";
import { setOutputs, type Posted } from "./outputs.js";
import { describeApiError } from "./permissions.js";
import type { PostedReport } from "./report-schema.js";
import { writeSummary } from "./summary.js";
import type { Views } from "./views.js";
import { verdictOf } from "../report/verdict-word.js";

/** A report ready to post, and whether this run computed it (gate, merge) or another did (report). */
export interface Ready {
  report: PostedReport;
  reportPath: string;
  /** Where to post; in report mode confirmed against the artifact. */
  ctx: RunContext;
  ownRun: boolean;
}

/** What posting needs from the run besides the report. */
export interface PostDeps {
  cfg: Config;
  env: Record<string, string | undefined>;
  gh: GitHubClient | null;
  views: Views;
  artifacts: ArtifactClientLoader;
  now: () => Date;
  warn: (msg: string) => void;
  /** Filled in as the check run and the comment go out. */
  posted: Posted;
}

export async function postReport(d: PostDeps, ready: Ready): Promise<void> {
  const { report, reportPath } = ready;
  // In report mode the headline is a stranger's text: one line, so it cannot start a
  // workflow command (setFailed and warnings escape their own messages).
  core.info(`heldout-gate: ${oneLine(report.decision.headline, 500)}`);
  const { rctx, fullReportAt } = placeOf(d.cfg, ready);
  const comment = await renderComment(d, ready, rctx);
  // The job summary needs no token, so fork PRs always get it.
  try {
    await writeSummary(d.views.summary(report, rctx), fullReportAt);
  } catch (e) {
    d.warn(`could not write the job summary: ${errorText(e)}`);
  }
  // A report-mode run that stopped wrote its own report; the verdict artifact is the other run's.
  if (ready.ownRun && d.cfg.github.mode !== "report") await uploadVerdict(d, ready, comment.file);
  await postCheck(d, ready, rctx);
  await postComment(d, ready, comment.body, fullReportAt);
  // The verdict is the only thing that fails the step from here on.
  setOutputs(report, reportPath, d.posted);
  if (!report.decision.pass || verdictOf(report) === "error") {
    core.setFailed(`heldout-gate: ${report.decision.headline}`);
  }
}

/**
 * Where the views say the full report is: where it was computed, this run in gate and
 * merge modes, the triggering pull_request run in report mode (its summary and artifact),
 * never a local download path. A trimmed view names the artifact; in report mode it
 * belongs to another run, so it is not named.
 */
function placeOf(cfg: Config, ready: Ready): { rctx: RenderOptions; fullReportAt: string } {
  const artifact = artifactName(cfg.github.checkName);
  const reportRun = ready.ownRun ? ready.ctx.runUrl : ready.ctx.triggeringRunUrl;
  const rctx: RenderOptions = {
    checkName: cfg.github.checkName,
    reportUrl: reportRun ?? undefined,
    ...(ready.ownRun ? { artifactName: artifact } : {}),
    ...(ready.ctx.headSha ? { headSha: ready.ctx.headSha } : {}),
  };
  const fullReportAt = reportRun
    ? `the job summary and the \`${artifact}\` artifact of [the workflow run that computed it](${reportRun})`
    : ready.ownRun
      ? `the job summary and \`${ready.reportPath}\``
      : `the job summary and the \`${artifact}\` artifact of the pull request's workflow run`;
  return { rctx, fullReportAt };
}

/**
 * The comment is rendered once: posted, and kept beside report.json when this run made
 * the report. A renderer failure costs the views, never the verdict.
 */
async function renderComment(
  d: PostDeps,
  ready: Ready,
  rctx: RenderOptions,
): Promise<{ body: string | null; file: string | null }> {
  let body: string | null = null;
  try {
    body = d.views.comment(ready.report, rctx);
  } catch (e) {
    d.warn(`could not render the PR comment: ${errorText(e)}`);
  }
  // Named for the artifact only once it is on disk.
  let file: string | null = null;
  if (body !== null && ready.ownRun) {
    const path = join(d.cfg.outDir, "comment.md");
    try {
      await writeFile(path, body);
      file = path;
    } catch (e) {
      d.warn(`could not write ${path}: ${errorText(e)}`);
    }
  }
  return { body, file };
}

/**
 * The verdict artifact stays small so report mode can cap it; clean pairs go in their own.
 * In merge mode any clean pairs were written on the shards' runners, not here.
 */
async function uploadVerdict(d: PostDeps, ready: Ready, commentFile: string | null): Promise<void> {
  const artifact = artifactName(d.cfg.github.checkName);
  const clean =
    d.cfg.github.mode === "gate"
      ? ready.report.data.flatMap((x) => (x.clean_path ? [x.clean_path] : []))
      : [];
  const uploads: [string, string[]][] = [
    [artifact, commentFile === null ? [ready.reportPath] : [ready.reportPath, commentFile]],
    ...(clean.length > 0 ? [[`${artifact}-clean-pairs`, clean] as [string, string[]]] : []),
  ];
  for (const [name, files] of uploads) {
    if ((await uploadArtifact(d, name, files, d.cfg.github.retentionDays)) === "skipped") break;
  }
}

/** One upload; a skip is a notice (no artifact service here), a failure a warning. */
export async function uploadArtifact(
  d: Pick<PostDeps, "env" | "artifacts" | "warn">,
  name: string,
  files: string[],
  retentionDays: number,
): Promise<"uploaded" | "skipped" | "failed"> {
  try {
    const up = await uploadReport({ name, files, env: d.env, load: d.artifacts, retentionDays });
    if (up.status === "skipped") {
      core.notice(`heldout-gate: artifact ${name} skipped: ${up.reason}`);
      return "skipped";
    }
    core.info(`heldout-gate: uploaded artifact ${up.name}`);
    return "uploaded";
  } catch (e) {
    d.warn(`could not upload the artifact "${name}": ${errorText(e)}`);
    return "failed";
  }
}

/** The check run on the PR head, with annotations in batches. */
async function postCheck(d: PostDeps, ready: Ready, rctx: RenderOptions): Promise<void> {
  const { ctx, report } = ready;
  if (d.gh === null) {
    core.notice("heldout-gate: no github-token, so no check run or PR comment");
    return;
  }
  if (ctx.headSha === null) {
    core.notice("heldout-gate: no commit to attach a check run to");
    return;
  }
  try {
    const annotations = d.cfg.github.annotations
      ? annotationsFor(d.views, report, d.env.GITHUB_WORKSPACE || process.cwd())
      : [];
    const res = await publishCheck(d.gh, {
      owner: ctx.owner,
      repo: ctx.repo,
      headSha: ctx.headSha,
      name: d.cfg.github.checkName,
      conclusion: report.decision.conclusion,
      output: d.views.checkOutput(report, rctx),
      annotations,
      detailsUrl: ctx.runUrl,
      completedAt: d.now().toISOString(),
    });
    d.posted.checkRunId = res.id;
  } catch (e) {
    d.warn(describeApiError(e, "create the check run", "check"));
  }
}

/** One sticky comment per check name. */
async function postComment(
  d: PostDeps,
  ready: Ready,
  body: string | null,
  fullReportAt: string,
): Promise<void> {
  const { ctx } = ready;
  if (d.gh === null || !d.cfg.github.comment || body === null) return;
  if (ctx.prNumber === null) {
    core.info("heldout-gate: not a pull request, so no comment");
    return;
  }
  try {
    const res = await upsertComment(d.gh, {
      owner: ctx.owner,
      repo: ctx.repo,
      issueNumber: ctx.prNumber,
      marker: d.views.marker(d.cfg.github.checkName),
      body,
      fullReportAt,
      // A stop is not a verdict: an earlier one stays, marked as no longer holding.
      ...(verdictOf(ready.report) === "error" ? { stale: d.views.stale(ready.report) } : {}),
    });
    d.posted.commentId = res.id;
    if (res.trimmed) d.warn("the PR comment was cut to GitHub's 65,536-character limit");
    core.info(`heldout-gate: comment ${res.action} (${res.id})`);
  } catch (e) {
    d.warn(describeApiError(e, "post the PR comment", "comment"));
  }
}

function annotationsFor(views: Views, report: Report, workspace: string): CheckAnnotation[] {
  const set = views.annotations(report, workspace);
  const left = Object.entries(set.skipped).filter(([, n]) => n > 0);
  if (left.length > 0) {
    core.info(
      `heldout-gate: annotations left out: ${left.map(([k, n]) => `${n} ${k}`).join(", ")}`,
    );
  }
  return set.annotations;
}

function oneLine(s: string, max: number): string {
  return s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").slice(0, max);
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
