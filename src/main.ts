// The action's run(): the only place that sequences I/O. Order matters and is fixed:
// inputs -> context -> frozen files -> report -> report.json -> job summary -> artifact ->
// check run -> sticky comment -> outputs -> setFailed (last, and on the verdict only).
// Anything that fails before a report exists fails the step with a clear message; anything
// that fails while reporting is a warning naming the missing permission.
import * as core from "@actions/core";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { INPUT_DEFAULTS, parseConfig, type Config } from "./config.js";
import type { EngineSources } from "./engine.js";
import type { Report, RunStop } from "./report.js";
import { artifactName, uploadReport } from "./github/artifact.js";
import type { ArtifactClientLoader } from "./github/artifact.js";
import { publishCheck, type CheckAnnotation } from "./github/checks.js";
import { makeOctokit, type GitHubClient } from "./github/client.js";
import { upsertComment } from "./github/comment.js";
import { readRunContext, type RunContext } from "./github/context.js";
import { runGit, type GitRunner } from "./github/frozen.js";
import { guardTrigger } from "./github/guard.js";
import { checkWorkspacePaths } from "./github/workspace.js";
import { describeApiError } from "./github/permissions.js";
import { setOutputs } from "./github/outputs.js";
import type { PostedReport } from "./github/report-schema.js";
import { frozenSources, loadReport, readPayload, StepError } from "./github/sources.js";
import { writeSummary } from "./github/summary.js";
import { confirmPostTarget } from "./github/post-target.js";
import type { Views } from "./github/views.js";
import type { RenderOptions } from "./render/markdown.js";

export interface Engine {
  buildReport(cfg: Config, sources: EngineSources): Promise<Report>;
  /** The failing report of a run an error stopped (see RunStopped). */
  stoppedReport(cfg: Config, stop: RunStop): Report;
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
  git: GitRunner;
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
  git: runGit,
  now: () => new Date(),
  retry: { retries: 2 },
};

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
  try {
    const raw: Record<string, string> = {};
    for (const name of Object.keys(INPUT_DEFAULTS)) raw[name] = deps.getInput(name);
    if (raw["github-token"]) core.setSecret(raw["github-token"]);
    cfg = parseConfig(raw);
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
    const guard = guardTrigger(ctx, cfg.github.mode, cfg.github.allowUnsafePrData);
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
      const engine = await deps.engine();
      // Before anything is read: a data path must not lead out of the workspace.
      const outside = await checkWorkspacePaths(
        {
          heldout: cfg.heldout,
          baseline: cfg.baseline,
          candidate: cfg.candidate,
          "baseline-regraded": cfg.baselineRegraded,
          pairs: cfg.pairs,
          sft: cfg.sft,
        },
        env.GITHUB_WORKSPACE || process.cwd(),
        process.cwd(),
        cfg.github.allowOutsideWorkspace,
      );
      if (outside !== null) {
        report = engine.stoppedReport(cfg, outside);
      } else {
        const sources = await frozenSources(cfg, ctx, gh, env, deps.git, warn);
        try {
          report = await engine.buildReport(cfg, sources);
        } catch (e) {
          // A run stopped by its inputs still reports, through every view, which input it was.
          const stop = runStop(e);
          if (stop === null) throw e;
          report = engine.stoppedReport(cfg, stop);
        }
      }
      report.github = {
        repository: `${ctx.owner}/${ctx.repo}`,
        pr_number: ctx.prNumber,
        head_sha: ctx.headSha,
        check_name: checkName,
      };
      reportPath = (await engine.writeReportFiles(report, cfg.outDir)).json;
    } else {
      const loaded = await loadReport(cfg, ctx, env, deps.artifacts, artifact);
      report = loaded.report;
      reportPath = loaded.path;
      const postTo = await confirmPostTarget(report, ctx, gh);
      for (const w of postTo.warnings) warn(w);
      ctx = { ...ctx, prNumber: postTo.prNumber, headSha: postTo.headSha };
    }
  } catch (e) {
    core.setFailed(`heldout-gate: ${errorText(e)}`);
    return outcome;
  }
  outcome.reportPath = reportPath;
  outcome.verdict = report.decision.pass ? "pass" : "fail";
  // In report mode the headline is a stranger's text: one line, so it cannot start a
  // workflow command (setFailed and warnings escape their own messages).
  core.info(`heldout-gate: ${oneLine(report.decision.headline, 500)}`);
  // A trimmed view names the artifact; in report mode it belongs to another run, so it is not named.
  const rctx: RenderOptions = {
    checkName,
    reportUrl: (cfg.github.mode === "gate" ? ctx.runUrl : ctx.triggeringRunUrl) ?? undefined,
    ...(cfg.github.mode === "gate" ? { artifactName: artifact } : {}),
  };
  // The full report lives where it was computed: this run in gate mode, the triggering
  // pull_request run in report mode (its summary and artifact), never a local download path.
  const reportRun = cfg.github.mode === "gate" ? ctx.runUrl : ctx.triggeringRunUrl;
  const fullReportAt = reportRun
    ? `the job summary and the \`${artifact}\` artifact of [the workflow run that computed it](${reportRun})`
    : cfg.github.mode === "gate"
      ? `the job summary and \`${reportPath}\``
      : `the job summary and the \`${artifact}\` artifact of the pull request's workflow run`;

  // The comment is rendered once: posted below, and kept beside report.json in gate mode.
  // A renderer failure costs the views, never the verdict.
  let commentBody: string | null = null;
  try {
    commentBody = render.comment(report, rctx);
  } catch (e) {
    warn(`could not render the PR comment: ${errorText(e)}`);
  }
  // Named for the artifact only once it is on disk.
  let commentFile: string | null = null;
  if (commentBody !== null && cfg.github.mode === "gate") {
    const file = join(cfg.outDir, "comment.md");
    try {
      await writeFile(file, commentBody);
      commentFile = file;
    } catch (e) {
      warn(`could not write ${file}: ${errorText(e)}`);
    }
  }

  // 3. Job summary: needs no token, so fork PRs always get it.
  try {
    await writeSummary(render.summary(report, rctx), fullReportAt);
  } catch (e) {
    warn(`could not write the job summary: ${errorText(e)}`);
  }

  // 4. Artifacts (gate mode; report mode posts what another run uploaded). The verdict
  // artifact stays small so report mode can cap it; clean pairs go in their own.
  if (cfg.github.mode === "gate") {
    const clean = report.data.flatMap((d) => (d.clean_path ? [d.clean_path] : []));
    const uploads: [string, string[]][] = [
      [artifact, commentFile === null ? [reportPath] : [reportPath, commentFile]],
      ...(clean.length > 0 ? [[`${artifact}-clean-pairs`, clean] as [string, string[]]] : []),
    ];
    for (const [name, files] of uploads) {
      try {
        const up = await uploadReport({ name, files, env, load: deps.artifacts });
        if (up.status === "skipped") {
          core.notice(`heldout-gate: artifact ${name} skipped: ${up.reason}`);
          break;
        }
        core.info(`heldout-gate: uploaded artifact ${up.name}`);
      } catch (e) {
        warn(`could not upload the artifact "${name}": ${errorText(e)}`);
      }
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
  if (gh !== null && cfg.github.comment && commentBody !== null) {
    if (ctx.prNumber === null) {
      core.info("heldout-gate: not a pull request, so no comment");
    } else {
      try {
        const res = await upsertComment(gh, {
          owner: ctx.owner,
          repo: ctx.repo,
          issueNumber: ctx.prNumber,
          marker: render.marker(checkName),
          body: commentBody,
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

/** The stop carried by the engine's RunStopped (matched by shape: the engine loads lazily). */
function runStop(e: unknown): RunStop | null {
  if (!(e instanceof Error) || e.name !== "RunStopped") return null;
  const stop = (e as Error & { stop?: RunStop }).stop;
  return stop && typeof stop.input === "string" ? stop : null;
}

function oneLine(s: string, max: number): string {
  return s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").slice(0, max);
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
