// What run() reads before a report exists: the event payload, the frozen files at the PR's
// base commit, and in report mode the (untrusted) report.json. Every read is size-capped.
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Config } from "../config.js";
import type { EngineSources } from "../engine.js";
import type { LedgerSource } from "../engine/ledger.js";
import { downloadReport, type ArtifactClientLoader } from "./artifact.js";
import type { GitHubClient } from "./client.js";
import type { RunContext } from "./context.js";
import { baselineSet, type BaselineChange, type BaselineSet } from "./baseline-set.js";
import { readAtBase, type AtBase, type GitRunner } from "./frozen.js";
import { parseUntrustedReport, REPORT_MAX_BYTES, type PostedReport } from "./report-schema.js";

/** Frozen files bigger than this are not read into memory at the base commit. */
const FROZEN_MAX_BYTES = 512 * 1024 * 1024;
/** Event payloads bigger than this are refused (GitHub's are far smaller). */
const PAYLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * A problem with what the step was given; run() posts it as a stop (verdict "error") with its
 * message, naming `input` when one input caused it.
 */
export class StepError extends Error {
  constructor(
    message: string,
    readonly input?: string,
  ) {
    super(message);
    this.name = "StepError";
  }
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Read at most `max` bytes; bigger files are refused without being read. */
export async function readCapped(path: string, max: number, what: string): Promise<Buffer> {
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

export async function readPayload(path: string | undefined): Promise<unknown> {
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

/** Reads one file as it is at the PR's base commit (data null: the file is new in the PR). */
type AtBaseReader = (file: string) => Promise<AtBase>;

/** What frozenSources hands run(): the engine's sources and what the PR changes in the baseline set. */
export interface FrozenSources {
  sources: EngineSources;
  /** null outside a PR or without a baseline. */
  baseline: BaselineChange | null;
}

/**
 * The held-out file and the baseline set as they are at the PR's base commit (docs/design.md
 * §13). Outside a PR there is no base and the engine relies on heldout-sha256.
 */
export async function frozenSources(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitRunner,
  warn: (m: string) => void,
): Promise<FrozenSources> {
  if (ctx.baseSha === null) return { sources: {}, baseline: null };
  const baseSha = ctx.baseSha;
  const at = baseReader(cfg, ctx, gh, env, git);
  const sources: EngineSources = {};
  sources.ledger = ledgerAtBase(cfg, ctx, gh, env, git, warn);
  sources.pr = ctx.prNumber;
  const held = await at(cfg.heldout);
  sources.heldoutAtBase =
    held.data === null ? null : { name: `${cfg.heldout}@${baseSha.slice(0, 12)}`, data: held.data };
  if (cfg.baseline === undefined) return { sources, baseline: null };
  const set = await baselineSetAt(cfg, ctx, env, git, at);
  // What the PR changes, and any limit of the check, is a warning too.
  for (const n of set.notes) if (/^(this PR|git cannot)/.test(n)) warn(n);
  if (!cfg.baselineFromBase) {
    set.notes.push("baseline-from-base is false, so the baseline was read from the PR head");
  } else if (set.files.length === 0) {
    set.notes.push(
      "no baseline file is at the base commit, so the baseline was read from the PR head",
    );
  } else {
    sources.baselineFiles = set.files;
  }
  sources.notes = set.notes;
  return { sources, baseline: set.change };
}

/**
 * On a PR, the ledger as it is at the base commit (design §16): the PR's own copy could drop
 * lines and so lower its attempt number. That copy is only compared, and named when it
 * differs. undefined outside a PR or without a ledger (the engine reads the folder).
 */
export function ledgerAtBase(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitRunner,
  warn: (m: string) => void,
): LedgerSource | undefined {
  if (ctx.baseSha === null || !cfg.ledger) return undefined;
  const dir = cfg.ledger;
  const baseSha = ctx.baseSha;
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  return async (version) => {
    // Loaded here, not at the top: the ledger's parser is only wanted on a run with a ledger,
    // and a static import put it in the action's start-up bundle.
    const [{ ledgerText }, { LEDGER_MAX_BYTES, ledgerFileName }] = await Promise.all([
      import("../engine/ledger.js"),
      import("../ledger/entry.js"),
    ]);
    const file = join(dir, ledgerFileName(version));
    const base = await readAtBase({
      file: resolve(file),
      baseSha,
      workspace,
      owner: ctx.owner,
      repo: ctx.repo,
      maxBytes: LEDGER_MAX_BYTES,
      octokit: gh,
      git,
    });
    const text = base.data === null ? "" : base.data.toString("utf8");
    const head = await ledgerText(dir, version).then(
      (h) => h.text,
      () => null,
    );
    const read = { path: `${file}@${baseSha.slice(0, 12)}`, text };
    if (head === text) return read;
    const note = `this PR's copy of ${file} differs from the base commit's; the base's was read (design §16)`;
    warn(note);
    return { ...read, note };
  };
}

/** Reads one file as it is at the PR's base commit (git, else the contents API). */
function baseReader(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitRunner,
): AtBaseReader {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const maxBytes = Math.min(cfg.limits.maxFileBytes, FROZEN_MAX_BYTES);
  return (file) =>
    readAtBase({
      file: resolve(file),
      baseSha: ctx.baseSha!,
      workspace,
      owner: ctx.owner,
      repo: ctx.repo,
      maxBytes,
      octokit: gh,
      git,
    });
}

function baselineSetAt(
  cfg: Config & { baseline?: string },
  ctx: RunContext,
  env: Record<string, string | undefined>,
  git: GitRunner,
  at: AtBaseReader,
): Promise<BaselineSet> {
  return baselineSet({
    spec: cfg.baseline!,
    baseSha: ctx.baseSha!,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    git,
    at,
    maxBytes: Math.min(cfg.limits.maxFileBytes, FROZEN_MAX_BYTES),
  });
}

/**
 * Only what the PR changes in the baseline set (merge mode, whose shards read the files);
 * null outside a PR or without a baseline.
 */
export async function baselineChangeOf(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitRunner,
): Promise<BaselineChange | null> {
  if (ctx.baseSha === null || cfg.baseline === undefined) return null;
  return (await baselineSetAt(cfg, ctx, env, git, baseReader(cfg, ctx, gh, env, git))).change;
}

/** Report mode: the report.json given as input, or the triggering run's artifact. */
export async function loadReport(
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
      // The verdict artifact holds report.json and comment.md only, so its zipped size is
      // small; a bigger one is refused before anything is unpacked.
      maxBytes: REPORT_MAX_BYTES,
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
