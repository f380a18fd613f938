// The action's run(): the only place that sequences I/O. Order matters and is fixed:
// inputs -> context -> the report (built from the data in gate mode, read from an artifact
// in report mode, merged from the shards' states in merge mode) -> report.json -> the
// posting path of github/post.ts (job summary -> artifact -> check run -> sticky comment ->
// outputs -> setFailed, last, and on the verdict only). Shard mode stops once its state is
// written and uploaded: it posts nothing and has no verdict (docs/design.md §11).
// Anything that fails before a report exists fails the step with a clear message; anything
// that fails while reporting is a warning naming the missing permission.
import * as core from "@actions/core";
import { plainText } from "./render/escape.js";
import { expectedBytes, startProgress } from "./progress-view.js";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { INPUT_DEFAULTS, parseConfig, type Config } from "./config.js";
import type { EngineSources } from "./engine.js";
import type { ShardState, Slice } from "./engine/shard.js";
import type { LedgerSource } from "./engine/ledger.js";
import type { Report, RunStop } from "./report.js";
import { artifactName, artifactsSupported } from "./github/artifact.js";
import type { ArtifactClientLoader } from "./github/artifact.js";
import { makeOctokit, type GitHubClient } from "./github/client.js";
import { readRunContext, type RunContext } from "./github/context.js";
import { readAtBase, runGit, type GitRunner } from "./github/frozen.js";
import { guardTrigger } from "./github/guard.js";
import { readPolicies } from "./github/base-policy.js";
import { guardRule } from "./policy/guard.js";
import { bindingOf, bindReport, type Binding } from "./policy/report.js";
import { checkWorkspacePaths } from "./github/workspace.js";
import { confinementOf } from "./io/confine.js";
import { setStateOutput } from "./github/outputs.js";
import { errorText, postReport, uploadArtifact, type Ready } from "./github/post.js";
import {
  baselineChangeOf,
  frozenSources,
  ledgerAtBase,
  loadReport,
  readPayload,
  StepError,
} from "./github/sources.js";
import type { BaselineChange } from "./github/baseline-set.js";
import { checkWorkflow } from "./github/workflow-file.js";
import { downloadStates, stateArtifactName, stateFileName } from "./github/shard-artifacts.js";
import {
  mergeFailedSummary,
  shardBuiltSummary,
  shardFailedSummary,
} from "./github/shard-summary.js";
import { writeSummary } from "./github/summary.js";
import { verdictOf } from "./report/verdict-word.js";
import { confirmPostTarget } from "./github/post-target.js";
import type { PostedReport } from "./github/report-schema.js";
import { judgeArtifact } from "./github/reporter.js";
import { ruleRecordOf } from "./policy/record.js";
import type { Views } from "./github/views.js";
import {
  branchFolder,
  LedgerBranchError,
  ledgerFromBranch,
  ledgerWriter,
  pushInfo,
  recordOnBranch,
  type BranchPlace,
  type PushInfo,
} from "./github/ledger-branch.js";

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

/** The engine's sharded runs (src/engine/shard.ts), loaded only in shard and merge modes. */
export interface ShardEngine {
  buildShardState(cfg: Config, slice: Slice, sources?: EngineSources): Promise<ShardState>;
  /** The state's text, sealed when there is a key. */
  stateJson(state: ShardState, key?: Buffer | null): string;
  /** The key this run's states are sealed with, from the shard-key secret. */
  sealKey(secret: string, run: string): Buffer;
  /** Throws ShardStateError unless the text is a well-formed state (sealed by `key`, if any). */
  parseState(text: string, name: string, key?: Buffer | null): ShardState;
  /** Throws ShardStateError for a missing, duplicated or foreign shard, or other settings. */
  mergeStates(states: readonly ShardState[], own: Config, ledgerAt?: LedgerSource): Promise<Report>;
}

export interface RunDeps {
  env: Record<string, string | undefined>;
  getInput: (name: string) => string;
  /** HTTP transport for the API client (tests); undefined = the toolkit's own. */
  fetch: typeof globalThis.fetch | undefined;
  engine: () => Promise<Engine>;
  shards: () => Promise<ShardEngine>;
  render: () => Promise<Views>;
  artifacts: ArtifactClientLoader;
  git: GitRunner;
  now: () => Date;
  /** API retries; tests turn the wait down. */
  retry: { retries: number; retryAfterBaseValue?: number };
}

export interface RunOutcome {
  /** "none": a shard, which has no verdict of its own. */
  verdict: "pass" | "fail" | "error" | "none";
  reportPath: string | null;
  /** Shard mode: the state file written. */
  statePath: string | null;
  checkRunId: number | null;
  commentId: number | null;
  warnings: string[];
}

const defaultDeps: RunDeps = {
  env: process.env,
  getInput: (name) => core.getInput(name),
  fetch: undefined,
  // Loaded lazily so a bad input fails fast without loading the whole engine.
  // Gate mode reads with the job's cores (the input "workers"); the report is the same.
  engine: async () => ({
    ...(await import("./engine.js")),
    buildReport: (await import("./engine/workers.js")).buildReportAuto,
  }),
  // A shard job reads its slice with the job's cores (the input "workers").
  shards: async () => (await import("./engine/workers.js")).shardEngine(),
  render: async () => (await import("./github/views.js")).githubViews,
  artifacts: async () => {
    const mod = await import("@actions/artifact");
    return new mod.DefaultArtifactClient();
  },
  git: runGit,
  now: () => new Date(),
  retry: { retries: 2 },
};

/** What every step after the inputs shares. */
interface Step {
  cfg: Config;
  /** The rule the run is bound to (design §13); null before it is read, and in report mode. */
  binding: Binding | null;
  /** The inputs the rule was parsed from (bound to the policy once read); report.json
   * records their policy values (design §13). */
  raw: Record<string, string>;
  deps: RunDeps;
  env: Record<string, string | undefined>;
  warn: (msg: string) => void;
  outcome: RunOutcome;
}

/** Where the run is: the event's context, and the API client when there is a token. */
interface Scene {
  ctx: RunContext;
  gh: GitHubClient | null;
  /** A push event's ref, default branch and old tip (who writes the ledger, design §16). */
  push: PushInfo;
}

export async function run(partial: Partial<RunDeps> = {}): Promise<RunOutcome> {
  const deps: RunDeps = { ...defaultDeps, ...partial };
  const outcome: RunOutcome = {
    verdict: "error",
    reportPath: null,
    statePath: null,
    checkRunId: null,
    commentId: null,
    warnings: [],
  };
  const settings = readSettings(deps);
  if (settings === null) return outcome;
  const { cfg } = settings;
  const step: Step = {
    cfg,
    binding: null,
    raw: settings.raw,
    deps,
    env: deps.env,
    outcome,
    warn: (msg) => {
      outcome.warnings.push(msg);
      core.warning(msg);
    },
  };
  let scene: Scene;
  try {
    scene = await openRun(step);
  } catch (e) {
    await refuse(step, e);
    return outcome;
  }
  let views: Views;
  let ready: Ready;
  try {
    if (settings.stop === null && cfg.github.mode !== "report") {
      await bindRule(step, scene, settings.raw);
    }
    if (cfg.github.mode === "shard") return await runShard(step, scene);
    views = await deps.render();
    ready =
      settings.stop === null
        ? await reportFor(step, scene)
        : await stoppedReady(step, scene, settings.stop);
  } catch (e) {
    // Once there is a context to post to, a stop is posted as one (design §5): an ERROR
    // check, the sticky comment marked stale, verdict "error"; a shard posts nothing.
    if (cfg.github.mode === "shard") {
      await refuse(step, e);
      return outcome;
    }
    try {
      views = await deps.render();
      ready = await stoppedReady(step, scene, stopOf(e));
    } catch {
      await refuse(step, e);
      return outcome;
    }
  }
  outcome.reportPath = ready.reportPath;
  outcome.verdict = verdictOf(ready.report);
  const unrecorded = await recordLedger(step, scene, ready);
  await postReport(
    {
      cfg: step.cfg,
      env: deps.env,
      gh: scene.gh,
      views,
      artifacts: deps.artifacts,
      now: deps.now,
      warn: step.warn,
      posted: outcome,
    },
    ready,
  );
  // Last, after the verdict's own: an attempt that could not be recorded would be lost.
  if (unrecorded !== null) core.setFailed(`heldout-gate: ${plainText(unrecorded, 2000)}`);
  return outcome;
}

/** The place on the ledger branch, when the run has one. */
function branchPlace(step: Step, { ctx, gh }: Scene): BranchPlace | null {
  const branch = step.cfg.ledgerBranch;
  if (branch === undefined) return null;
  try {
    return { gh, owner: ctx.owner, repo: ctx.repo, branch, folder: branchFolder(step.cfg.ledger) };
  } catch (e) {
    throw new StepError(errorText(e), "ledger");
  }
}

/** The run's ledger on the branch (design §16), or undefined without ledger-branch. */
function branchLedger(step: Step, scene: Scene): LedgerSource | undefined {
  const place = branchPlace(step, scene);
  if (place === null) return undefined;
  const folder = join(step.env.GITHUB_WORKSPACE || process.cwd(), step.cfg.ledger ?? ".");
  const source = ledgerFromBranch(
    place,
    (name) =>
      stat(join(folder, name)).then(
        (s) => s.isFile(),
        () => false,
      ),
    step.warn,
  );
  return async (version) => {
    try {
      return await source(version);
    } catch (e) {
      if (e instanceof LedgerBranchError) throw new StepError(e.message, "ledger-branch");
      throw e;
    }
  };
}

/**
 * The trusted writers append the run's line to the ledger branch (design §16): a push to the
 * default branch the merged round, the workflow_run reporter the attempt. Any other job
 * writes nothing and says why. Returns the reason when a trusted writer could not write.
 */
async function recordLedger(step: Step, scene: Scene, ready: Ready): Promise<string | null> {
  const place = branchPlace(step, scene);
  if (place === null) return null;
  const who = ledgerWriter(scene.ctx, step.cfg.github.mode, scene.push);
  if (who.kind === null) {
    core.info(`heldout-gate: the ledger branch is not written: ${who.reason}`);
    return null;
  }
  const { env } = step;
  const ctx = ready.ctx;
  const runId = Number(env.GITHUB_RUN_ID);
  try {
    const merged = who.kind === "merged";
    const result = await recordOnBranch({
      place,
      writer: who,
      report: ready.report,
      reportBytes: await readFile(ready.reportPath),
      pr: merged ? await mergedPr(step, scene) : ctx.prNumber,
      commits: merged
        ? { base: scene.push.before, head: null, merge: ctx.headSha }
        : { base: ctx.baseSha, head: ctx.headSha, merge: null },
      workflow: env.GITHUB_WORKFLOW ? plainText(env.GITHUB_WORKFLOW, 200) : null,
      runId: Number.isSafeInteger(runId) && runId > 0 ? runId : null,
    });
    if (!result.written) {
      core.info(`heldout-gate: nothing added to the ledger branch: ${result.reason}`);
      return null;
    }
    if (result.warning !== null) step.warn(result.warning);
    core.info(
      `heldout-gate: ledger branch ${place.branch} at ${result.commit.slice(0, 12)}: ${result.line}`,
    );
    return null;
  } catch (e) {
    const msg = `the ledger branch ${place.branch} was not written: ${errorText(e)}`;
    step.warn(msg);
    return msg;
  }
}

/** The PR a pushed commit came from (commits/{sha}/pulls), or null when none is found. */
async function mergedPr(step: Step, { ctx, gh }: Scene): Promise<number | null> {
  if (gh === null || ctx.headSha === null) return null;
  try {
    const res = await gh.request("GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls", {
      owner: ctx.owner,
      repo: ctx.repo,
      commit_sha: ctx.headSha,
    });
    const n = (res.data as { number?: unknown }[])[0]?.number;
    return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch (e) {
    step.warn(`the merged round's PR is not known: ${errorText(e)}`);
    return null;
  }
}

/**
 * The inputs as one Config. The token is masked before anything can log it. A bad input
 * still gets a Config of the posting inputs alone, so the stop can be posted as a check
 * (design §5); with none (a shard, or a bad posting input) the step just fails.
 */
function readSettings(
  deps: RunDeps,
): { cfg: Config; raw: Record<string, string>; stop: RunStop | null } | null {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(INPUT_DEFAULTS)) raw[name] = deps.getInput(name);
  if (raw["github-token"]) core.setSecret(raw["github-token"]);
  if (raw["shard-key"]) core.setSecret(raw["shard-key"]);
  try {
    return { cfg: parseConfig(raw), raw, stop: null };
  } catch (e) {
    const posting = postingConfig(raw);
    if (posting === null) {
      core.setFailed(`heldout-gate: ${errorText(e)}`);
      return null;
    }
    return { cfg: posting, raw, stop: stopOf(e) };
  }
}

/** The inputs that say where and how to post, alone; null when they are bad too, or a shard. */
function postingConfig(raw: Record<string, string>): Config | null {
  const mode = (raw.mode ?? "").trim() || "gate";
  if (mode !== "gate" && mode !== "report" && mode !== "merge") return null;
  const keep = [
    "github-token",
    "check-name",
    "comment",
    "annotations",
    "artifact-retention-days",
    "out-dir",
  ];
  try {
    // Parsed as report mode, which needs no data paths; posted as the mode it was given.
    const cfg = parseConfig({
      ...Object.fromEntries(keep.map((k) => [k, raw[k] ?? ""])),
      mode: "report",
    });
    return { ...cfg, github: { ...cfg.github, mode } };
  } catch {
    return null;
  }
}

/**
 * What stopped the run, as the report says it: the input named when the error names one. The
 * reason is one plain, capped line: a refused artifact's or state's message can quote it.
 */
function stopOf(e: unknown): RunStop {
  const engineStop = runStop(e);
  if (engineStop !== null) return engineStop;
  const msg = plainText(errorText(e), 2000);
  const given = e instanceof StepError ? e.input : undefined;
  const named = /^input "([a-z0-9-]{1,60})"/.exec(msg)?.[1];
  return { input: given ?? named ?? "", path: null, reason: msg };
}

/** A report for a run that stopped before it could judge, written to out-dir and posted. */
async function stoppedReady(step: Step, { ctx }: Scene, stop: RunStop): Promise<Ready> {
  const engine = await step.deps.engine();
  return ownReport(step, engine, ctx, engine.stoppedReport(step.cfg, stop));
}

/** The event's context, the trigger guard, and the API client. */
async function openRun(step: Step): Promise<Scene> {
  const { cfg, env, deps } = step;
  const payload = await readPayload(env.GITHUB_EVENT_PATH);
  const ctx = readRunContext(env.GITHUB_EVENT_NAME ?? "", payload, env);
  const guard = guardTrigger(ctx, cfg.github.mode, cfg.github.allowUnsafePrData);
  for (const w of guard.warnings) step.warn(w);
  if (!guard.ok) throw new StepError(guard.reason);
  const token = cfg.github.token;
  const gh =
    token === ""
      ? null
      : makeOctokit(token, {
          fetch: deps.fetch,
          baseUrl: env.GITHUB_API_URL,
          retries: deps.retry.retries,
          retryAfterBaseValue: deps.retry.retryAfterBaseValue,
        });
  return { ctx, gh, push: pushInfo(ctx.eventName, payload) };
}

/**
 * The rule (design §13): the policy at the PR's base commit (the checkout's outside a PR),
 * with the inputs allowed only to tighten it. A looser input stops the run, naming the field;
 * the PR's own copy of the policy is only compared with the base's.
 */
async function bindRule(step: Step, { ctx, gh }: Scene, raw: Record<string, string>) {
  const workspace = step.env.GITHUB_WORKSPACE || process.cwd();
  const { trusted, head } = await readPolicies({ ctx, workspace, gh, git: step.deps.git });
  const guarded = guardRule(raw, trusted, head);
  step.binding = bindingOf(guarded);
  if (guarded.refusal !== null) throw new StepError(guarded.refusal);
  step.cfg = parseConfig(guarded.raw);
  step.raw = guarded.raw;
  if (ctx.baseSha !== null) {
    const baseSha = ctx.baseSha;
    const check = await checkWorkflow({
      ref: step.env.GITHUB_WORKFLOW_REF,
      sha: step.env.GITHUB_WORKFLOW_SHA,
      repository: `${ctx.owner}/${ctx.repo}`,
      baseSha,
      at: (path, sha) =>
        readAtBase({
          file: path,
          baseSha: sha,
          workspace,
          owner: ctx.owner,
          repo: ctx.repo,
          maxBytes: WORKFLOW_MAX_BYTES,
          octokit: gh,
          git: step.deps.git,
        }),
    });
    step.binding.workflow = { ...check, allowed: step.cfg.allowWorkflowChange };
  }
  for (const t of guarded.policy.tightened)
    core.info(`heldout-gate: an input tightens the policy: ${t}`);
}

/**
 * A plain line in the log every ten seconds while the data is read (issue 30.4): bytes,
 * rate and time left only, never a name from the data, so it cannot be a workflow command.
 */
function heartbeat(cfg: Config): () => void {
  return startProgress({
    total: expectedBytes(cfg),
    tty: false,
    write: (t) => core.info(t.trimEnd()),
  });
}

/** A workflow file is a few kilobytes; GitHub refuses ones over 512 KiB. */
const WORKFLOW_MAX_BYTES = 1024 * 1024;

/** The report to post, by mode. */
function reportFor(step: Step, scene: Scene): Promise<Ready> {
  const mode = step.cfg.github.mode;
  if (mode === "report") return loadedReport(step, scene);
  if (mode === "merge") return mergedReport(step, scene);
  return builtReport(step, scene);
}

/** Gate mode: the report built from the data files. */
async function builtReport(step: Step, scene: Scene): Promise<Ready> {
  const { ctx } = scene;
  const { cfg, env, deps } = step;
  const engine = await deps.engine();
  const outside = await dataOutsideWorkspace(cfg, env);
  let report: Report;
  if (outside !== null) {
    report = engine.stoppedReport(cfg, outside);
  } else {
    const sources = await confinedSources(step, scene);
    const stop = heartbeat(cfg);
    try {
      report = await orStopped(engine, cfg, () => engine.buildReport(cfg, sources));
    } finally {
      stop();
    }
  }
  return ownReport(step, engine, ctx, report);
}

/** Report mode: another run's verdict artifact, posted only where it belongs. */
async function loadedReport(step: Step, { ctx, gh }: Scene): Promise<Ready> {
  const { cfg, env, deps } = step;
  const artifact = artifactName(cfg.github.checkName);
  const { report, path } = await loadReport(cfg, ctx, env, deps.artifacts, artifact);
  const postTo = await confirmPostTarget(report, ctx, gh);
  for (const w of postTo.warnings) step.warn(w);
  const at = {
    ...ctx,
    prNumber: postTo.prNumber,
    headSha: postTo.headSha,
    baseSha: ctx.baseSha ?? postTo.baseSha ?? null,
  };
  // The artifact is the PR's word: judged again under the base commit's policy (design §13).
  const judged = await judgeArtifact({
    report,
    ctx: at,
    gh,
    git: deps.git,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    inputs: step.raw,
  });
  return { report: judged, reportPath: path, ctx: at, ownRun: false };
}

/**
 * Merge mode: every shard's state from this run's artifacts, merged by the engine with the
 * settings the shards ran with. No data file is read here.
 */
async function mergedReport(step: Step, scene: Scene): Promise<Ready> {
  const { ctx } = scene;
  const { cfg, env, deps } = step;
  const can = artifactsSupported(env);
  if (!can.ok) {
    throw new StepError(
      `mode "merge" reads the shards' states from this run's artifacts: ${can.reason}`,
    );
  }
  const shards = await deps.shards();
  const engine = await deps.engine();
  const into = join(
    env.RUNNER_TEMP || cfg.outDir,
    `heldout-gate-states-${env.GITHUB_RUN_ID || "run"}`,
  );
  const downloaded = await downloadStates({
    checkName: cfg.github.checkName,
    into,
    load: deps.artifacts,
  });
  const key = runSealKey(cfg, env, shards);
  if (key === null) {
    step.warn(
      "merge without shard-key: a state uploaded by any step of this run would be merged; give the shard jobs and this job a shard-key secret (design §11.3)",
    );
  }
  const states = downloaded.map((d) => {
    const state = shards.parseState(d.text, d.name, key);
    // The engine merges by the slice inside; the name is only how this job found it.
    if (state.slice.index !== d.slice.index || state.slice.count !== d.slice.count) {
      throw new StepError(
        `artifact "${d.name}" holds the state of shard ${state.slice.index} of ${state.slice.count}`,
      );
    }
    return state;
  });
  core.info(`heldout-gate: merging ${states.length} shard states`);
  // What the PR changes in the baseline set, from this job's own baseline input (the one
  // the base policy binds), never a state's: the engine's merge refuses a state run with
  // another baseline, and the states are the PR's to forge (design §11.3).
  bindBaseline(step, await baselineChangeOf(cfg, ctx, scene.gh, env, deps.git));
  const ledgerAt =
    branchLedger(step, scene) ?? ledgerAtBase(cfg, ctx, scene.gh, env, deps.git, step.warn);
  const report = await orStopped(engine, cfg, () => shards.mergeStates(states, cfg, ledgerAt));
  return ownReport(step, engine, ctx, report);
}

/**
 * The key of this workflow run's states, from the shard-key secret, or null without one.
 * Bound to the repository and run id, so a state of another run is refused (design §11.3).
 */
function runSealKey(
  cfg: Config,
  env: Record<string, string | undefined>,
  shards: ShardEngine,
): Buffer | null {
  const secret = cfg.github.shardKey;
  if (secret === "") return null;
  return shards.sealKey(secret, `${env.GITHUB_REPOSITORY ?? ""}#${env.GITHUB_RUN_ID ?? ""}`);
}

/** A run stopped by its inputs still reports, through every view, which input it was. */
async function orStopped(
  engine: Engine,
  cfg: Config,
  build: () => Promise<Report> | Report,
): Promise<Report> {
  try {
    return await build();
  } catch (e) {
    const stop = runStop(e);
    if (stop === null) throw e;
    return engine.stoppedReport(cfg, stop);
  }
}

/**
 * A report this run computed: bound to the rule it was decided under, stamped with where it
 * is posted, and written to out-dir.
 */
async function ownReport(
  step: Step,
  engine: Engine,
  ctx: RunContext,
  built: PostedReport,
): Promise<Ready> {
  const { cfg } = step;
  const report: PostedReport = step.binding === null ? built : bindReport(built, step.binding);
  report.github = {
    repository: `${ctx.owner}/${ctx.repo}`,
    pr_number: ctx.prNumber,
    head_sha: ctx.headSha,
    check_name: cfg.github.checkName,
  };
  report.rule = ruleRecordOf(step.raw);
  const reportPath = (await engine.writeReportFiles(report, cfg.outDir)).json;
  return { report, reportPath, ctx, ownRun: true };
}

/**
 * Shard mode: this job's slice of the data as a partial state, written to out-dir and
 * uploaded for the merge job. Nothing is posted; the step fails only when there is no state.
 */
async function runShard(step: Step, scene: Scene): Promise<RunOutcome> {
  const { cfg, env, deps, outcome } = step;
  const slice = cfg.shard;
  if (slice === null) throw new StepError(`mode "shard" needs shard-index and shard-count`);
  // Before anything is read, as in gate mode; a shard has no report to carry the stop.
  const outside = await dataOutsideWorkspace(cfg, env);
  if (outside !== null) throw new StepError(`input "${outside.input}": ${outside.reason}`);
  const shards = await deps.shards();
  const sources = await confinedSources(step, scene);
  const stop = heartbeat(cfg);
  let state: ShardState;
  try {
    state = await shards.buildShardState(cfg, slice, sources);
  } finally {
    stop();
  }
  await mkdir(cfg.outDir, { recursive: true });
  const statePath = join(cfg.outDir, stateFileName(slice));
  await writeFile(statePath, shards.stateJson(state, runSealKey(cfg, env, shards)));
  outcome.statePath = statePath;
  outcome.verdict = "none";
  const name = stateArtifactName(cfg.github.checkName, slice);
  // A state the merge job cannot download is a lost shard: the job fails, not the merge later.
  const can = artifactsSupported(env);
  if (!can.ok) {
    throw new StepError(
      `shard ${slice.index} of ${slice.count} wrote ${statePath} but cannot upload it for the merge job: ${can.reason}`,
    );
  }
  const sent = await uploadArtifact(
    { env, artifacts: deps.artifacts, warn: step.warn },
    name,
    [statePath],
    cfg.github.retentionDays,
  );
  if (sent !== "uploaded") {
    throw new StepError(
      `shard ${slice.index} of ${slice.count} wrote ${statePath} but could not upload it as "${name}" for the merge job`,
    );
  }
  try {
    await writeSummary(shardBuiltSummary(slice, statePath, name), `\`${statePath}\``);
  } catch (e) {
    step.warn(`could not write the job summary: ${errorText(e)}`);
  }
  setStateOutput(statePath);
  core.info(`heldout-gate: shard ${slice.index} of ${slice.count} wrote its state to ${statePath}`);
  return outcome;
}

/**
 * What the engine reads besides the paths: the frozen files at the base commit, and where
 * every file it opens by path may lie (the workspace, outside its .git folder).
 */
async function confinedSources(step: Step, scene: Scene) {
  const { ctx, gh } = scene;
  const { cfg, env, deps } = step;
  const { sources, baseline } = await frozenSources(cfg, ctx, gh, env, deps.git, step.warn);
  // With a ledger branch the series is the branch's, on every event (design §16).
  const onBranch = branchLedger(step, scene);
  if (onBranch !== undefined) {
    sources.ledger = onBranch;
    sources.pr = ctx.prNumber;
  }
  bindBaseline(step, baseline);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  sources.confine = await confinementOf(workspace, cfg.github.allowOutsideWorkspace);
  return sources;
}

/** What the PR changes in the baseline set, into the binding (design §13). */
function bindBaseline(step: Step, change: BaselineChange | null): void {
  if (step.binding === null || change === null) return;
  step.binding.baseline = { ...change, allowed: step.cfg.allowBaselineChange };
}

/** Before anything is read: a data path must not lead out of the workspace. */
function dataOutsideWorkspace(
  cfg: Config,
  env: Record<string, string | undefined>,
): Promise<RunStop | null> {
  return checkWorkspacePaths(
    {
      heldout: cfg.heldout,
      baseline: cfg.baseline,
      candidate: cfg.candidate,
      "baseline-regraded": cfg.baselineRegraded,
      "judge-labels": cfg.judge.labels,
      pairs: cfg.pairs,
      sft: cfg.sft,
      "train-config": cfg.trainConfig,
      tokenizer: cfg.tokenizer,
    },
    env.GITHUB_WORKSPACE || process.cwd(),
    process.cwd(),
    cfg.github.allowOutsideWorkspace,
  );
}

/**
 * A failure before any report exists fails the step with its message. A shard or a merge
 * has no report to say why, so its job summary says it too (before setFailed, which is last).
 */
async function refuse(step: Step, e: unknown): Promise<void> {
  const msg = errorText(e);
  step.outcome.verdict = "error";
  const mode = step.cfg.github.mode;
  if (mode === "shard" || mode === "merge") {
    const md = mode === "shard" ? shardFailedSummary(step.cfg.shard, msg) : mergeFailedSummary(msg);
    try {
      await writeSummary(md, "the log");
    } catch (e2) {
      step.warn(`could not write the job summary: ${errorText(e2)}`);
    }
  }
  // A merge's message can quote a state's contents: one plain, capped line, as the summary's.
  core.setFailed(`heldout-gate: ${plainText(msg, 2000)}`);
}

/** The stop carried by the engine's RunStopped (matched by shape: the engine loads lazily). */
function runStop(e: unknown): RunStop | null {
  if (!(e instanceof Error) || e.name !== "RunStopped") return null;
  const stop = (e as Error & { stop?: RunStop }).stop;
  return stop && typeof stop.input === "string" ? stop : null;
}
