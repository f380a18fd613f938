// Reads a file as it was at the PR's base commit, so the engine can tell whether the PR
// touched the frozen test (or the baseline it is judged against). Git in the workspace is
// tried first (no API call, no permission); the contents API is the fallback for shallow
// checkouts that lack the base commit.
import { execFile } from "node:child_process";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { GitHubClient } from "./client.js";
import { isSha } from "./context.js";
import { statusOf } from "./permissions.js";

export type GitRunner = (
  args: string[],
  cwd: string,
  maxBytes: number,
) => Promise<{ ok: true; data: Buffer } | { ok: false; stderr: string }>;

/** Runs git with an argument list (no shell), output capped, never prompting for credentials. */
export const runGit: GitRunner = (args, cwd, maxBytes) =>
  new Promise((done) => {
    execFile(
      "git",
      args,
      {
        cwd,
        encoding: "buffer",
        maxBuffer: maxBytes,
        timeout: 60_000,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      },
      (err, stdout, stderr) => {
        if (err) {
          const text = Buffer.isBuffer(stderr) ? stderr.toString("utf8") : String(stderr ?? "");
          done({ ok: false, stderr: text || err.message });
        } else done({ ok: true, data: stdout });
      },
    );
  });

export class FrozenReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FrozenReadError";
  }
}

/**
 * The path relative to the workspace, refusing anything that resolves outside it (.., an
 * absolute path elsewhere) so a crafted input cannot read other files at the base commit.
 */
export function pathInWorkspace(workspace: string, file: string): string {
  const root = resolve(workspace);
  const full = resolve(root, file);
  const rel = relative(root, full);
  if (rel === "" || rel.startsWith(".." + sep) || rel === ".." || isAbsolute(rel)) {
    throw new FrozenReadError(`path "${file}" is outside the workspace ${root}`);
  }
  return rel.split(sep).join("/");
}

export interface AtBaseRequest {
  /** The file as given in the inputs (relative to the workspace, or absolute inside it). */
  file: string;
  baseSha: string;
  workspace: string;
  owner: string;
  repo: string;
  /** Refuse files bigger than this (bounded memory). */
  maxBytes: number;
  octokit: GitHubClient | null;
  git?: GitRunner;
}

export interface AtBase {
  /** The file's bytes at the base commit; null = the file does not exist there. */
  data: Buffer | null;
  via: "git" | "api";
}

// git's wording when the commit is there but the path is not.
const MISSING_PATH = /does not exist in|exists on disk, but not in/;

export async function readAtBase(req: AtBaseRequest): Promise<AtBase> {
  if (!isSha(req.baseSha)) throw new FrozenReadError(`base "${req.baseSha}" is not a commit id`);
  const rel = pathInWorkspace(req.workspace, req.file);
  const git = req.git ?? runGit;
  // "./" makes git read the path relative to the workspace even when it is a sub-folder.
  // git names an unknown commit as if only the path were missing, so ask for the commit first.
  const cwd = resolve(req.workspace);
  const has = await git(["cat-file", "-e", `${req.baseSha}^{commit}`], cwd, 4096);
  const shown = has.ok ? await git(["show", `${req.baseSha}:./${rel}`], cwd, req.maxBytes) : has;
  if (shown.ok) return { data: shown.data, via: "git" };
  if (has.ok && MISSING_PATH.test(shown.stderr)) return { data: null, via: "git" };
  if (/maxBuffer/i.test(shown.stderr)) {
    throw new FrozenReadError(`${rel} at the base commit is larger than ${req.maxBytes} bytes`);
  }
  // No git, or a shallow clone without the base commit: ask the API.
  if (req.octokit === null) {
    throw new FrozenReadError(
      `cannot read ${rel} at base commit ${req.baseSha}: git could not (${firstLine(shown.stderr)}) ` +
        `and there is no token for the contents API; fetch the base commit (actions/checkout ` +
        `with fetch-depth: 0) or pass github-token`,
    );
  }
  const repoPath = await repoRelative(req, rel, git);
  try {
    // Each folder is encoded on its own and the slashes kept: an encoded slash (%2F), which
    // Octokit's {path} would produce, is not found by every kind of token.
    const encoded = repoPath.split("/").map(encodeURIComponent).join("/");
    const res = await req.octokit.request(`GET /repos/{owner}/{repo}/contents/${encoded}`, {
      owner: req.owner,
      repo: req.repo,
      ref: req.baseSha,
      headers: { accept: "application/vnd.github.raw+json" },
    });
    const body: unknown = res.data;
    const data =
      body instanceof ArrayBuffer
        ? Buffer.from(body)
        : typeof body === "string"
          ? Buffer.from(body, "utf8")
          : null;
    if (data === null) throw new FrozenReadError(`${repoPath} at the base commit is not a file`);
    if (data.length > req.maxBytes) {
      throw new FrozenReadError(
        `${repoPath} at the base commit is larger than ${req.maxBytes} bytes`,
      );
    }
    return { data, via: "api" };
  } catch (e) {
    if (statusOf(e) === 404) return { data: null, via: "api" };
    if (e instanceof FrozenReadError) throw e;
    throw new FrozenReadError(
      `cannot read ${repoPath} at base commit ${req.baseSha} through the contents API: ` +
        `${e instanceof Error ? e.message : String(e)} (the token needs contents: read)`,
    );
  }
}

/** The API wants the path from the repository root; the workspace may be a sub-folder of it. */
async function repoRelative(req: AtBaseRequest, rel: string, git: GitRunner): Promise<string> {
  const r = await git(["rev-parse", "--show-prefix"], resolve(req.workspace), 4096);
  if (!r.ok) return rel;
  const prefix = r.data.toString("utf8").trim();
  return prefix === "" ? rel : `${prefix.replace(/\/+$/, "")}/${rel}`;
}

function firstLine(s: string): string {
  return (s.split("\n").find((l) => l.trim() !== "") ?? "").trim().slice(0, 200);
}
