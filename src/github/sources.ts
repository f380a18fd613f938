// What run() reads before a report exists: the event payload, the frozen files at the PR's
// base commit, and in report mode the (untrusted) report.json. Every read is size-capped.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Config } from "../config.js";
import type { EngineSources } from "../engine.js";
import { expandFiles, fileList } from "../io/files.js";
import type { Source } from "../io/source.js";
import { downloadReport, type ArtifactClientLoader } from "./artifact.js";
import type { GitHubClient } from "./client.js";
import type { RunContext } from "./context.js";
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

/**
 * The held-out file (and the baseline, when it is read at the base) as they are at the PR's
 * base commit. Outside a PR there is no base and the engine relies on heldout-sha256.
 */
export async function frozenSources(
  cfg: Config,
  ctx: RunContext,
  gh: GitHubClient | null,
  env: Record<string, string | undefined>,
  git: GitRunner,
  warn: (m: string) => void,
): Promise<EngineSources> {
  if (ctx.baseSha === null) return {};
  const baseSha = ctx.baseSha;
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const maxBytes = Math.min(cfg.limits.maxFileBytes, FROZEN_MAX_BYTES);
  const at: AtBaseReader = (file) =>
    readAtBase({
      file: resolve(file),
      baseSha,
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
    held.data === null ? null : { name: `${cfg.heldout}@${baseSha.slice(0, 12)}`, data: held.data };
  const listed = cfg.baseline === undefined ? [] : fileList(cfg.baseline);
  if (
    cfg.baselineFromBase &&
    listed.length > 0 &&
    (listed.length > 1 || /[*?[]/.test(listed[0]!))
  ) {
    const { list, notes } = await baselineFilesAtBase(cfg.baseline!, at, baseSha, maxBytes);
    for (const n of notes) warn(n);
    sources.baselineFiles = list;
    sources.notes = notes;
  } else if (cfg.baselineFromBase && cfg.baseline) {
    await baselineAtBase(cfg.baseline, at, baseSha, sources, warn);
  }
  return sources;
}

/**
 * Several baseline files: each is read at the base like a single one. The list is the
 * head's (a pattern is expanded in the PR's tree); a file new in this PR is read from the
 * head and said so, as for one file.
 */
async function baselineFilesAtBase(
  baseline: string,
  at: AtBaseReader,
  baseSha: string,
  maxBytes: number,
): Promise<{ list: Source[]; notes: string[] }> {
  const files = await expandFiles(baseline, "baseline");
  const list: Source[] = [];
  const notes: string[] = [];
  let held = 0;
  for (const file of files) {
    const base = await at(file);
    if (base.data === null) {
      list.push(file);
      notes.push(`the baseline ${file} is new in this PR, so it was read from the PR head`);
      continue;
    }
    held += base.data.length;
    if (held > maxBytes) {
      throw new StepError(
        `the baseline files at the base commit are over ${maxBytes} bytes together; name fewer, or set baseline-from-base: false`,
      );
    }
    list.push({ name: `${file}@${baseSha.slice(0, 12)}`, data: base.data });
    const edited = (await sha256OfFile(file).catch(() => null)) !== sha256(base.data);
    notes.push(
      edited
        ? `this PR edits the baseline ${file}; the gate compared against the base commit's version`
        : `baseline ${file} read at the PR's base commit`,
    );
  }
  return { list, notes };
}

/** One baseline file at the base, with the hash of the head's copy. */
async function baselineAtBase(
  baseline: string,
  at: AtBaseReader,
  baseSha: string,
  sources: EngineSources,
  warn: (m: string) => void,
): Promise<void> {
  const base = await at(baseline);
  if (base.data === null) {
    sources.baselineAtBase = null;
    warn(`the baseline ${baseline} is new in this PR, so it was read from the PR head`);
    return;
  }
  sources.baselineAtBase = { name: `${baseline}@${baseSha.slice(0, 12)}`, data: base.data };
  // The head copy is only hashed (to say whether the PR edits it), never compared
  // against, so it is streamed through the hash rather than held in memory.
  sources.baselineHeadSha256 = await sha256OfFile(baseline);
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

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk);
  return hash.digest("hex");
}
