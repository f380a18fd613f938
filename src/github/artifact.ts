// The verdict artifact (report.json, comment.md, clean pairs). The artifact client is big
// and only works on github.com-hosted runners, so it is imported only when an upload can
// actually happen, keeping cold start and the error path fast.
import { createHash } from "node:crypto";
import { dirname, format, resolve } from "node:path";

export interface UploadClient {
  uploadArtifact(
    name: string,
    files: string[],
    rootDirectory: string,
    options?: { retentionDays?: number },
  ): Promise<{ id?: number; size?: number }>;
}

/** An artifact as the client lists it; `size` is its zipped size in bytes. */
export interface ListedArtifact {
  id: number;
  name: string;
  size: number;
}

export interface DownloadClient {
  /** This run's artifacts (`latest`: one per name, the newest, when a job was re-run). */
  listArtifacts(options?: { latest?: boolean }): Promise<{ artifacts: ListedArtifact[] }>;
  getArtifact(
    name: string,
    options?: { findBy?: FindBy },
  ): Promise<{ artifact: { id: number; name: string; size: number } }>;
  downloadArtifact(
    id: number,
    options?: { path?: string; findBy?: FindBy },
  ): Promise<{ downloadPath?: string }>;
}

export interface FindBy {
  token: string;
  workflowRunId: number;
  repositoryOwner: string;
  repositoryName: string;
}

export type ArtifactClientLoader = () => Promise<UploadClient & DownloadClient>;

export const loadArtifactClient: ArtifactClientLoader = async () => {
  const mod = await import("@actions/artifact");
  return new mod.DefaultArtifactClient();
};

/** Artifacts exist on github.com and GHE.com data residency hosts only (not GHES). */
export function artifactsSupported(
  env: Record<string, string | undefined>,
): { ok: true } | { ok: false; reason: string } {
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL || "https://github.com").hostname.toLowerCase();
  } catch {
    return { ok: false, reason: `GITHUB_SERVER_URL "${env.GITHUB_SERVER_URL}" is not a URL` };
  }
  if (host !== "github.com" && !host.endsWith(".ghe.com") && !host.endsWith(".localhost")) {
    return {
      ok: false,
      reason: `artifacts are not available on GitHub Enterprise Server (${host})`,
    };
  }
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    return {
      ok: false,
      reason: "the runner gave this step no artifact service (ACTIONS_RUNTIME_TOKEN is not set)",
    };
  }
  return { ok: true };
}

/**
 * A check name as it may appear in an artifact name (letters, digits, `.`, `_`, `-`), at most
 * `max` characters, one-to-one: a name that is already such a name, short enough and not
 * ending like a digest is kept; any other is cleaned, cut and given `-` and 12 hex digits of
 * its sha256, so two check names never share an artifact (`gate+7b` and `gate=7b`, names
 * in other scripts, long names that start the same). Design §6.
 */
export function checkNameSlug(checkName: string, max = 87): string {
  const plain = /^[A-Za-z0-9._-]+$/.test(checkName) && !DIGEST_END.test(checkName);
  if (plain && checkName.length <= max) return checkName;
  const digest = createHash("sha256").update(checkName, "utf8").digest("hex").slice(0, 12);
  const safe = checkName
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .slice(0, max - 13)
    .replace(/^-+|-+$/g, "");
  return `${safe || "report"}-${digest}`;
}

/** How a changed name's slug ends; a name that ends so itself is changed too. */
const DIGEST_END = /-[0-9a-f]{12}$/;

/** Artifact names must be unique per run: one per check name (at most 100 characters). */
export function artifactName(checkName: string): string {
  return `heldout-gate-${checkNameSlug(checkName, 100 - "heldout-gate-".length)}`;
}

export type UploadOutcome =
  | { status: "uploaded"; name: string; id: number | null; size: number | null }
  | { status: "skipped"; reason: string };

export async function uploadReport(opts: {
  name: string;
  files: string[];
  env: Record<string, string | undefined>;
  load?: ArtifactClientLoader;
  retentionDays?: number;
}): Promise<UploadOutcome> {
  const can = artifactsSupported(opts.env);
  if (!can.ok) return { status: "skipped", reason: can.reason };
  if (opts.files.length === 0) return { status: "skipped", reason: "no files to upload" };
  const client = await (opts.load ?? loadArtifactClient)();
  const full = opts.files.map((f) => resolve(f));
  // The root is the common folder, so the artifact keeps file names rather than absolute paths.
  const root = commonDir(full);
  const res = await client.uploadArtifact(opts.name, full, root, {
    retentionDays: opts.retentionDays ?? 30,
  });
  return { status: "uploaded", name: opts.name, id: res.id ?? null, size: res.size ?? null };
}

function commonDir(files: string[]): string {
  let dir = dirname(files[0] as string);
  while (!files.every((f) => f.startsWith(dir.endsWith("/") ? dir : dir + "/"))) {
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return dir;
}

/** Fetch the verdict artifact of the run that triggered this workflow_run into a folder. */
export async function downloadReport(opts: {
  name: string;
  findBy: FindBy;
  into: string;
  /** Refuse artifacts bigger than this before downloading (the content is untrusted). */
  maxBytes: number;
  load?: ArtifactClientLoader;
}): Promise<string> {
  const client = await (opts.load ?? loadArtifactClient)();
  const found = await client.getArtifact(opts.name, { findBy: opts.findBy });
  if (found.artifact.size > opts.maxBytes) {
    throw new Error(
      `artifact "${opts.name}" is ${found.artifact.size} bytes, over the ${opts.maxBytes}-byte cap`,
    );
  }
  await client.downloadArtifact(found.artifact.id, { path: opts.into, findBy: opts.findBy });
  // Not resolve(dir, "report.json"): ncc's asset relocator rewrites that shape into a
  // path inside dist/ at build time. path.format is left alone.
  return resolve(format({ dir: opts.into, base: "report.json" }));
}
