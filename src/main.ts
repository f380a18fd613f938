// The action's run(): the only place that sequences I/O. Order matters and is fixed:
// inputs -> context -> frozen files -> report -> report.json -> job summary -> artifact ->
// check run -> sticky comment -> outputs -> setFailed (last, and on the verdict only).
// Anything that fails before a report exists fails the step with a clear message; anything
// that fails while reporting is a warning naming the missing permission.
import * as core from "@actions/core";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import { INPUT_DEFAULTS, parseConfig, type Config } from "./config.js";
import type { EngineSources } from "./engine.js";
import type { Report } from "./report.js";
import { artifactName, downloadReport, uploadReport } from "./github/artifact.js";
import type { ArtifactClientLoader } from "./github/artifact.js";
import { publishCheck, type CheckAnnotation } from "./github/checks.js";
import { makeOctokit, type GitHubClient } from "./github/client.js";
import { upsertComment } from "./github/comment.js";
import { readRunContext, type RunContext } from "./github/context.js";
import { gitShow, readAtBase, type GitShow } from "./github/frozen.js";
import { guardTrigger } from "./github/guard.js";
import { describeApiError } from "./github/permissions.js";
import {
  parseUntrustedReport,
  REPORT_MAX_BYTES,
  type PostedReport,
} from "./github/report-schema.js";
import { writeSummary } from "./github/summary.js";
import { crossCheckTarget } from "./github/target.js";
import type { Views } from "./github/views.js";
import type { RenderOptions } from "./render/markdown.js";

export interface Engine {
  buildReport(cfg: Config, sources: EngineSources): Promise<Report>;
  writeReportFiles(
    report: Report,
    outDir: string,
    extra?: Record<string, string>,
  ): Promise<{ json: string }>;
}

export interface RunDeps {
  env: Record<string, string | undefined>;
  getInput: (name: string) => string;
  /** HTTP transport for the API client (tests); undefined = the toolkit's own. */
  fetch: typeof globalThis.fetch | undefined;
  engine: () => Promise<Engine>;
  render: () => Promise<Views>;
  artifacts: ArtifactClientLoader;
  git: GitShow;
  now: () => Date;
  /** API retries; tests turn the wait down. */
  retry: { retries: number; retryAfterBaseValue?: number };
}

export interface RunOutcome {
  verdict: "pass" | "fail" | "error";
  reportPath: string | null;
  checkRunId: number | null;
  commentId: number | null;
  warnings: string[];
}

const defaultDeps: RunDeps = {
  env: process.env,
  getInput: (name) => core.getInput(name),
  fetch: undefined,
  // Loaded lazily so a bad input fails fast without loading the whole engine.
  engine: async () => import("./engine.js"),
  render: async () => (await import("./github/views.js")).githubViews,
  artifacts: async () => {
    const mod = await import("@actions/artifact");
    return new mod.DefaultArtifactClient();
  },
  git: gitShow,
  now: () => new Date(),
  retry: { retries: 2 },
};

/** Frozen files bigger than this are not read into memory at the base commit. */
const FROZEN_MAX_BYTES = 512 * 1024 * 1024;
/** Event payloads bigger than this are refused (GitHub's are far smaller). */
const PAYLOAD_MAX_BYTES = 25 * 1024 * 1024;

class StepError extends Error {}

export async function run(partial: Partial<RunDeps> = {}): Promise<RunOutcome> {
  const deps: RunDeps = { ...defaultDeps, ...partial };
  const warnings: string[] = [];
  const warn = (msg: string): void => {
    warnings.push(msg);
    core.warning(msg);
  };
  const outcome: RunOutcome = {
    verdict: "error",
    reportPath: null,
    checkRunId: null,
    commentId: null,
    warnings,
  };

  // 1. Inputs. The token is masked before anything can log it.
  let cfg: Config;
  let allowUnsafe: boolean;
  try {
    const raw: Record<string, string> = {};
    for (const name of Object.keys(INPUT_DEFAULTS)) raw[name] = deps.getInput(name);
    if (raw["github-token"]) core.setSecret(raw["github-token"]);
    cfg = parseConfig(raw);
    allowUnsafe = parseFlag("allow-unsafe-pr-data", deps.getInput("allow-unsafe-pr-data"));
  } catch (e) {
    core.setFailed(`heldout-gate: ${errorText(e)}`);
    return outcome;
  }

  // 2. Context, guard, and the report (built here, or read from an artifact in report mode).
  const env = deps.env;
  let ctx: RunContext;
  let gh: GitHubClient | null;
  let report: PostedReport;
  let reportPath: string;
  let render: Views;
  const checkName = cfg.github.checkName;
  const artifact = artifactName(checkName);
  try {
    const payload = await readPayload(env.GITHUB_EVENT_PATH);
    ctx = readRunContext(env.GITHUB_EVENT_NAME ?? "", payload, env);
    const guard = guardTrigger(ctx, cfg.github.mode, allowUnsafe);
    for (const w of guard.warnings) warn(w);
    if (!guard.ok) throw new StepError(guard.reason);
    const token = cfg.github.token;
    gh =
      token === ""
        ? null
        : makeOctokit(token, {
            fetch: deps.fetch,
            baseUrl: env.GITHUB_API_URL,
            retries: deps.retry.retries,
            retryAfterBaseValue: deps.retry.retryAfterBaseValue,
          });
    render = await deps.render();
    if (cfg.github.mode === "gate") {
      const sources = await frozenSources(cfg, ctx, gh, env, deps.git, warn);
      const engine = await deps.engine();
      report = await engine.buildReport(cfg, sources);
      report.github = {
        repository: `${ctx.owner}/${ctx.repo}`,
        pr_number: ctx.prNumber,
        head_sha: ctx.headSha,
        check_name: checkName,
      };
      const files = await engine.writeReportFiles(report, cfg.outDir, {
        "comment.md": render.comment(report, { checkName, reportUrl: ctx.runUrl ?? undefined }),
      });
      reportPath = files.json;
    } else {
      const loaded = await loadReport(cfg, ctx, env, deps.artifacts, artifact);
      report = loaded.report;
      reportPath = loaded.path;
      const target = await crossCheckTarget(report, ctx, gh);
      for (const w of target.warnings) warn(w);
      ctx = { ...ctx, prNumber: target.prNumber, headSha: target.headSha };
    }
  } catch (e) {
    core.setFailed(`heldout-gate: ${errorText(e)}`);
    return outcome;
  }
  outcome.reportPath = reportPath;
  outcome.verdict = report.decision.pass ? "pass" : "fail";
  core.info(`heldout-gate: ${report.decision.headline}`);
  const rctx: RenderOptions = { checkName, reportUrl: ctx.runUrl ?? undefined };
  const fullReportAt = ctx.runUrl
    ? `the job summary and the \`${artifact}\` artifact of [this workflow run](${ctx.runUrl})`
    : `the job summary and \`${reportPath}\``;

  // 3. Job summary: needs no token, so fork PRs always get it.
  try {
    await writeSummary(render.summary(report, rctx), fullReportAt);
  } catch (e) {
    warn(`could not write the job summary: ${errorText(e)}`);
  }

  // 4. Artifact (gate mode; report mode posts what another run uploaded).
  if (cfg.github.mode === "gate") {
    try {
      const files = [reportPath, join(cfg.outDir, "comment.md")];
      for (const d of report.data) if (d.clean_path) files.push(d.clean_path);
      const up = await uploadReport({ name: artifact, files, env, load: deps.artifacts });
      if (up.status === "skipped") core.notice(`heldout-gate: artifact skipped: ${up.reason}`);
      else core.info(`heldout-gate: uploaded artifact ${up.name}`);
    } catch (e) {
      warn(`could not upload the artifact "${artifact}": ${errorText(e)}`);
    }
  }

  // 5. Check run on the PR head, with annotations in batches.
  if (gh === null) {
    core.notice("heldout-gate: no github-token, so no check run or PR comment");
  } else if (ctx.headSha === null) {
    core.notice("heldout-gate: no commit to attach a check run to");
  } else {
    try {
      const out = render.checkOutput(report, rctx);
      const annotations = cfg.github.annotations
        ? annotationsFor(render, report, env.GITHUB_WORKSPACE || process.cwd(), (m) => core.info(m))
        : [];
      const res = await publishCheck(gh, {
        owner: ctx.owner,
        repo: ctx.repo,
        headSha: ctx.headSha,
        name: checkName,
        conclusion: report.decision.conclusion,
        output: out,
        annotations,
        detailsUrl: ctx.runUrl,
        completedAt: deps.now().toISOString(),
      });
      outcome.checkRunId = res.id;
    } catch (e) {
      warn(describeApiError(e, "create the check run", "check"));
    }
  }

  // 6. One sticky comment per check name.
  if (gh !== null && cfg.github.comment) {
    if (ctx.prNumber === null) {
      core.info("heldout-gate: not a pull request, so no comment");
    } else {
      try {
        const res = await upsertComment(gh, {
          owner: ctx.owner,
          repo: ctx.repo,
          issueNumber: ctx.prNumber,
          marker: render.marker(checkName),
          body: render.comment(report, rctx),
          fullReportAt,
        });
        outcome.commentId = res.id;
        if (res.trimmed) warn("the PR comment was cut to GitHub's 65,536-character limit");
        core.info(`heldout-gate: comment ${res.action} (${res.id})`);
      } catch (e) {
        warn(describeApiError(e, "post the PR comment", "comment"));
      }
    }
  }

  // 7. Outputs, then the verdict: the only thing that fails the step from here on.
  setOutputs(report, reportPath, outcome);
  if (!report.decision.pass) core.setFailed(`heldout-gate: ${report.decision.headline}`);
  return outcome;
}

function annotationsFor(
  render: Views,
  report: Report,
  workspace: string,
  info: (m: string) => void,
): CheckAnnotation[] {
  const set = render.annotations(report, workspace);
  const left = Object.entries(set.skipped).filter(([, n]) => n > 0);
  if (left.length > 0) {
    info(`heldout-gate: annotations left out: ${left.map(([k, n]) => `${n} ${k}`).join(", ")}`);
  }
  return set.annotations;
}

function setOutputs(report: Report, reportPath: string, outcome: RunOutcome): void {
  const model = report.model;
  const target = model?.metrics.find((m) => m.metric === model.target) ?? null;
  const n = (x: number | null | undefined): string =>
    x === null || x === undefined ? "" : String(x);
  core.setOutput("verdict", report.decision.pass ? "pass" : "fail");
  core.setOutput("target-verdict", model?.target_verdict ?? "");
  core.setOutput("delta", n(target?.delta));
  core.setOutput("ci-low", n(target?.ci?.[0]));
  core.setOutput("ci-high", n(target?.ci?.[1]));
  core.setOutput("p-value", n(target?.p_value));
  core.setOutput("noise-band", n(target?.noise_band));
  core.setOutput("n-tasks", n(target ? target.n_paired : report.heldout?.tasks));
  core.setOutput("report-path", reportPath);
  core.setOutput("comment-id", n(outcome.commentId));
  core.setOutput("check-run-id", n(outcome.checkRunId));
}

function parseFlag(name: string, v: string): boolean {
  const t = v.trim().toLowerCase();
  if (t === "" || t === "false") return false;
  if (t === "true") return true;
  throw new Error(`input "${name}" must be true or false, got "${v}"`);
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Read at most `max` bytes; bigger files are refused without being read. */
async function readCapped(path: string, max: number, what: string): Promise<Buffer> {
  const fh = await open(path, "r");
  try {
    const { size } = await fh.stat();
    if (size > max)
      throw new StepError(`${what} ${path} is ${size} bytes, over the ${max}-byte cap`);
    const buf = Buffer.alloc(size);
    const { bytesRead } = await fh.read(buf, 0, size, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

async function readPayload(path: string | undefined): Promise<unknown> {
  if (!path) return {};
  let bytes: Buffer;
  try {
    bytes = await readCapped(path, PAYLOAD_MAX_BYTES, "event payload");
  } catch (e) {
    if ((e as { code?: string }).code === "ENOENT") return {};
    throw e;
  }
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new StepError(`event payload ${path} is not JSON`);
  }
}

/**
 * The held-out file (and the baseline, when it is read at the base) as they are at the PR's
 * base commit. Outside a PR there is no base and the engine relies on heldout-sha256.
 */
async function frozenSources(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitShow,
  warn: (m: string) => void,
): Promise<EngineSources> {
  if (ctx.baseSha === null) return {};
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const maxBytes = Math.min(cfg.limits.maxFileBytes, FROZEN_MAX_BYTES);
  const at = (file: string) =>
    readAtBase({
      file: resolve(file),
      baseSha: ctx.baseSha as string,
      workspace,
      owner: ctx.owner,
      repo: ctx.repo,
      maxBytes,
      octokit: gh,
      git,
    });
  const sources: EngineSources = {};
  const held = await at(cfg.heldout);
  sources.heldoutAtBase =
    held.data === null
      ? null
      : { name: `${cfg.heldout}@${ctx.baseSha.slice(0, 12)}`, data: held.data };
  if (cfg.baselineFromBase && cfg.baseline) {
    const base = await at(cfg.baseline);
    if (base.data === null) {
      sources.baselineAtBase = null;
      warn(`the baseline ${cfg.baseline} is new in this PR, so it was read from the PR head`);
    } else {
      sources.baselineAtBase = {
        name: `${cfg.baseline}@${ctx.baseSha.slice(0, 12)}`,
        data: base.data,
      };
      // The head copy is only hashed (to say whether the PR edits it), never compared against.
      sources.baseline = {
        name: cfg.baseline,
        data: await readCapped(cfg.baseline, maxBytes, "baseline"),
      };
    }
  }
  return sources;
}

/** Report mode: the report.json given as input, or the triggering run's artifact. */
async function loadReport(
  cfg: Config,
  ctx: RunContext,
  env: Record<string, string | undefined>,
  artifacts: ArtifactClientLoader,
  name: string,
): Promise<{ report: PostedReport; path: string }> {
  let path = cfg.github.report;
  if (!path) {
    if (ctx.triggeringRunId === null) {
      throw new StepError(
        `mode "report" needs the input "report" (a downloaded report.json) or a workflow_run event to fetch the artifact from`,
      );
    }
    const into = join(
      env.RUNNER_TEMP || cfg.outDir,
      `heldout-gate-download-${ctx.triggeringRunId}`,
    );
    path = await downloadReport({
      name,
      into,
      maxBytes: REPORT_MAX_BYTES * 4,
      load: artifacts,
      findBy: {
        token: cfg.github.token,
        workflowRunId: ctx.triggeringRunId,
        repositoryOwner: ctx.owner,
        repositoryName: ctx.repo,
      },
    });
  }
  let bytes: Buffer;
  try {
    bytes = await readCapped(path, REPORT_MAX_BYTES, "report");
  } catch (e) {
    if (e instanceof StepError) throw e;
    throw new StepError(`cannot read the report ${path}: ${errorText(e)}`);
  }
  return { report: parseUntrustedReport(bytes, path), path };
}
