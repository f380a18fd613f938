// The ledger on a branch the gate owns (docs/design.md §16): every run reads the series at
// the branch's tip, and only the trusted jobs write it (a push to the default branch for
// merged rounds, the workflow_run reporter for attempts), through the git data API: the tip
// is read, the file grown by one line, a commit made on top of the tip and the ref moved
// without force. A ref that moved meanwhile is not a fast-forward: the write is made again
// from the new tip, so no line another job wrote is lost.
import type { LedgerSource } from "../engine/ledger.js";
import type { Report } from "../report.js";
import type { GitHubClient } from "./client.js";
import type { RunContext } from "./context.js";
import { statusOf } from "./permissions.js";

/** A folder inside the branch ("" = its root). */
const FOLDER = /^(?!.*\.\.)[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export class LedgerBranchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerBranchError";
  }
}

/** The folder of the ledger inside the branch: "" for its root, else a relative path. */
export function branchFolder(ledger: string | undefined): string {
  const f = (ledger ?? "").replace(/^\.\/+/, "").replace(/\/+$/, "");
  if (f === "" || f === ".") return "";
  if (!FOLDER.test(f)) {
    throw new LedgerBranchError(
      `input "ledger": with ledger-branch it is a folder inside that branch (letters, digits, . _ -, no ".."), not "${f.slice(0, 100)}"`,
    );
  }
  return `${f}/`;
}

export interface BranchAt {
  gh: GitHubClient;
  owner: string;
  repo: string;
  branch: string;
}

/** The branch's tip commit, or null when the branch does not exist yet. */
export async function branchTip(at: BranchAt): Promise<string | null> {
  try {
    const res = await at.gh.request("GET /repos/{owner}/{repo}/git/ref/{ref}", {
      owner: at.owner,
      repo: at.repo,
      ref: `heads/${at.branch}`,
    });
    const sha = (res.data as { object?: { sha?: unknown } }).object?.sha;
    if (typeof sha !== "string" || !/^[0-9a-f]{40}$/.test(sha)) {
      throw new LedgerBranchError(`the ledger branch ${at.branch} does not point at a commit`);
    }
    return sha;
  } catch (e) {
    if (statusOf(e) === 404) return null;
    throw apiError(e, `read the ledger branch ${at.branch}`, "contents: read");
  }
}

/** A file's text at a commit ("" when the file is not there: a new series). */
export async function fileAtCommit(
  at: BranchAt,
  commit: string,
  path: string,
  maxBytes: number,
): Promise<string> {
  try {
    // Each folder encoded on its own, slashes kept (see readAtBase in frozen.ts).
    const encoded = path.split("/").map(encodeURIComponent).join("/");
    const res = await at.gh.request(`GET /repos/{owner}/{repo}/contents/${encoded}`, {
      owner: at.owner,
      repo: at.repo,
      ref: commit,
      headers: { accept: "application/vnd.github.raw+json" },
    });
    const body: unknown = res.data;
    const data =
      body instanceof ArrayBuffer
        ? Buffer.from(body)
        : typeof body === "string"
          ? Buffer.from(body, "utf8")
          : null;
    if (data === null) throw new LedgerBranchError(`${path} on the ledger branch is not a file`);
    if (data.length > maxBytes) {
      throw new LedgerBranchError(`${path} on the ledger branch is over ${maxBytes} bytes`);
    }
    return data.toString("utf8");
  } catch (e) {
    if (statusOf(e) === 404) return "";
    if (e instanceof LedgerBranchError) throw e;
    throw apiError(e, `read ${path} on the ledger branch`, "contents: read");
  }
}

function apiError(e: unknown, what: string, permission: string): LedgerBranchError {
  if (e instanceof LedgerBranchError) return e;
  const status = statusOf(e);
  const msg = e instanceof Error ? e.message : String(e);
  return new LedgerBranchError(
    `could not ${what}${status === null ? "" : ` (HTTP ${status})`}: ${msg.slice(0, 300)} (the token needs ${permission})`,
  );
}

/** What an append did: the commit it made, or why it made none. */
export type AppendResult =
  { written: true; commit: string; tries: number } | { written: false; reason: string };

export interface AppendRequest extends BranchAt {
  path: string;
  maxBytes: number;
  message: string;
  /**
   * The file's next text from its text at the tip, or a reason to write nothing (the line is
   * there already). Called again after a lost race, with the new tip's text.
   */
  grow: (text: string, tipMessage: string | null) => { text: string } | { skip: string };
  /** Tries before giving up on a branch other jobs keep moving. */
  tries?: number;
}

/**
 * Append to a file on the branch: one commit on top of the tip, the ref moved without force
 * (a new branch is made with the file alone). A lost race is tried again from the new tip.
 */
export async function appendOnBranch(req: AppendRequest): Promise<AppendResult> {
  const max = req.tries ?? 5;
  for (let tries = 1; tries <= max; tries++) {
    const tip = await branchTip(req);
    const head = tip === null ? null : await commitOf(req, tip);
    const text = tip === null ? "" : await fileAtCommit(req, tip, req.path, req.maxBytes);
    const next = req.grow(text, head?.message ?? null);
    if ("skip" in next) return { written: false, reason: next.skip };
    const commit = await makeCommit(req, tip, head?.tree ?? null, next.text);
    if (await moveRef(req, tip, commit)) return { written: true, commit, tries };
  }
  throw new LedgerBranchError(
    `the ledger branch ${req.branch} moved under every one of ${max} tries; the line was not written`,
  );
}

/** The tip commit's tree and message. */
async function commitOf(at: BranchAt, sha: string): Promise<{ tree: string; message: string }> {
  try {
    const c = await at.gh.request("GET /repos/{owner}/{repo}/git/commits/{commit_sha}", {
      owner: at.owner,
      repo: at.repo,
      commit_sha: sha,
    });
    return {
      tree: c.data.tree.sha,
      message: typeof c.data.message === "string" ? c.data.message : "",
    };
  } catch (e) {
    throw apiError(e, `read the ledger branch ${at.branch}'s tip`, "contents: read");
  }
}

async function makeCommit(
  req: AppendRequest,
  tip: string | null,
  baseTree: string | null,
  text: string,
): Promise<string> {
  const { gh, owner, repo } = req;
  try {
    const blob = await gh.request("POST /repos/{owner}/{repo}/git/blobs", {
      owner,
      repo,
      content: Buffer.from(text, "utf8").toString("base64"),
      encoding: "base64",
    });
    const tree = await gh.request("POST /repos/{owner}/{repo}/git/trees", {
      owner,
      repo,
      ...(tip === null || baseTree === null ? {} : { base_tree: baseTree }),
      tree: [{ path: req.path, mode: "100644", type: "blob", sha: blob.data.sha }],
    });
    const commit = await gh.request("POST /repos/{owner}/{repo}/git/commits", {
      owner,
      repo,
      message: req.message,
      tree: tree.data.sha,
      parents: tip === null ? [] : [tip],
    });
    return commit.data.sha;
  } catch (e) {
    throw apiError(e, `write to the ledger branch ${req.branch}`, "contents: write");
  }
}

/** Move the ref to `commit` (or make it); false when another job moved it first. */
async function moveRef(req: AppendRequest, tip: string | null, commit: string): Promise<boolean> {
  const { gh, owner, repo, branch } = req;
  try {
    if (tip === null) {
      await gh.request("POST /repos/{owner}/{repo}/git/refs", {
        owner,
        repo,
        ref: `refs/heads/${branch}`,
        sha: commit,
      });
    } else {
      await gh.request("PATCH /repos/{owner}/{repo}/git/refs/{ref}", {
        owner,
        repo,
        ref: `heads/${branch}`,
        sha: commit,
        force: false,
      });
    }
    return true;
  } catch (e) {
    // 422: not a fast-forward, or the branch was made meanwhile: try again from the new tip.
    if (statusOf(e) === 422) return false;
    throw apiError(e, `move the ledger branch ${branch}`, "contents: write");
  }
}

/** Which trusted job a run is, for the ledger: what it may write, or why it writes nothing. */
export type LedgerWriter =
  { kind: "merged" | "attempt"; event: string } | { kind: null; reason: string };

/**
 * Who writes the ledger (design §16): a push to the default branch writes the merged round
 * (gate or merge mode, which judged the merged files), the workflow_run reporter writes the
 * attempt. A pull_request job never does, whatever it is told: its data is the PR's.
 */
export function ledgerWriter(
  ctx: Pick<RunContext, "eventName">,
  mode: string,
  push: { ref: string | null; defaultBranch: string | null },
): LedgerWriter {
  const e = ctx.eventName;
  if (e === "pull_request" || e === "pull_request_target") {
    return {
      kind: null,
      reason: `a ${e} job never writes the ledger (design §16): it read the ledger branch, and the trusted reporter (workflow_run) records this attempt`,
    };
  }
  if (e === "push" && (mode === "gate" || mode === "merge")) {
    if (push.defaultBranch === null || push.ref !== `refs/heads/${push.defaultBranch}`) {
      return {
        kind: null,
        reason: "a push to a branch other than the default one is not a merged round",
      };
    }
    return { kind: "merged", event: e };
  }
  if (e === "workflow_run" && mode === "report") return { kind: "attempt", event: e };
  return {
    kind: null,
    reason: `only a push to the default branch (mode gate or merge) and the workflow_run reporter write the ledger, not ${e || "this event"} in mode ${mode}`,
  };
}

/** What a push event says about itself: the ref pushed, the default branch, the old tip. */
export interface PushInfo {
  ref: string | null;
  defaultBranch: string | null;
  before: string | null;
}

export function pushInfo(eventName: string, payload: unknown): PushInfo {
  const none = { ref: null, defaultBranch: null, before: null };
  if (eventName !== "push" || payload === null || typeof payload !== "object") return none;
  const p = payload as {
    ref?: unknown;
    before?: unknown;
    repository?: { default_branch?: unknown };
  };
  const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  const before = str(p.before);
  return {
    ref: str(p.ref),
    defaultBranch: str(p.repository?.default_branch),
    // A new branch's push has "before" all zeros: no commit.
    before:
      before !== null && /^[0-9a-f]{40}$/.test(before) && !/^0+$/.test(before) ? before : null,
  };
}

export interface BranchPlace {
  gh: GitHubClient | null;
  owner: string;
  repo: string;
  branch: string;
  /** The folder inside the branch ("" or "dir/"). */
  folder: string;
}

/** The ledger file of a test version on the branch. */
export function branchFile(place: BranchPlace, fileName: string): string {
  return `${place.folder}${fileName}`;
}

function withToken(place: BranchPlace, what: string): BranchAt {
  if (place.gh === null) {
    throw new LedgerBranchError(`${what} the ledger branch ${place.branch} needs github-token`);
  }
  return { gh: place.gh, owner: place.owner, repo: place.repo, branch: place.branch };
}

/**
 * A run's ledger: the test version's file at the branch's tip, whatever the event. A copy in
 * the checkout (a PR's own tree) is not the ledger: it is never read, and named in a note.
 */
export function ledgerFromBranch(
  place: BranchPlace,
  checkoutCopy: (fileName: string) => Promise<boolean>,
  warn: (m: string) => void,
): LedgerSource {
  return async (version) => {
    const { LEDGER_MAX_BYTES, ledgerFileName } = await import("../ledger/entry.js");
    const at = withToken(place, "reading");
    const name = ledgerFileName(version);
    const file = branchFile(place, name);
    const tip = await branchTip(at);
    const text = tip === null ? "" : await fileAtCommit(at, tip, file, LEDGER_MAX_BYTES);
    const read = {
      path: `${place.branch}:${file}@${tip === null ? "new" : tip.slice(0, 12)}`,
      text,
    };
    if (!(await checkoutCopy(name))) return read;
    const note = `the checkout holds its own ${name}; the ledger is the branch ${place.branch}'s, and the checkout's copy was not read (design §16)`;
    warn(note);
    return { ...read, note };
  };
}

/** The commit trailer that names the series a ledger commit wrote to. */
export const SERIES_TRAILER = "Heldout-Gate-Series:";

/** The series a ledger commit's message names, or null. */
export function seriesOfMessage(message: string | null): string | null {
  const m = /^Heldout-Gate-Series: (t-[0-9a-f]{64})$/m.exec(message ?? "");
  return m ? (m[1] as string) : null;
}

/** Who the line is from and about, besides the report. */
export interface RecordRequest {
  place: BranchPlace;
  writer: { kind: "merged" | "attempt"; event: string };
  report: Report;
  reportBytes: Buffer;
  pr: number | null;
  commits: { base: string | null; head: string | null; merge: string | null };
  workflow: string | null;
  runId: number | null;
}

export type RecordResult =
  | { written: true; commit: string; line: string; warning: string | null }
  | { written: false; reason: string };

/** Append the report's line to the branch (the trusted writers only: see ledgerWriter). */
export async function recordOnBranch(req: RecordRequest): Promise<RecordResult> {
  const [{ LEDGER_MAX_BYTES, LedgerError, ledgerFileName }, { appendReport, unrecordable }] =
    await Promise.all([import("../ledger/entry.js"), import("../ledger/record.js")]);
  const why = unrecordable(req.report);
  if (why !== null) return { written: false, reason: why };
  const version = req.report.model!.attempt!.test_version;
  const at = withToken(req.place, "writing");
  const path = branchFile(req.place, ledgerFileName(version));
  let last: { line: string; warning: string | null } | null = null;
  const meta = {
    kind: req.writer.kind,
    pr: req.pr,
    commits: req.commits,
    writer: { event: req.writer.event, workflow: req.workflow, run_id: req.runId },
  };
  const done = await appendOnBranch({
    ...at,
    path,
    maxBytes: LEDGER_MAX_BYTES,
    message: `heldout-gate: ${req.writer.kind} ${req.pr === null ? "" : `PR #${req.pr} `}on ${version.slice(0, 14)}\n\n${SERIES_TRAILER} ${version}\n`,
    grow: (text, tipMessage) => {
      // A new series follows the one the branch's last line was written to (design §16).
      const follows = text === "" ? seriesOfMessage(tipMessage) : null;
      let g;
      try {
        g = appendReport(text, `${req.place.branch}:${path}`, req.report, req.reportBytes, {
          ...meta,
          follows,
        });
      } catch (e) {
        if (e instanceof LedgerError) {
          const first = e.problems
            .slice(0, 3)
            .map((p) => `line ${p.line}: ${p.field}: ${p.reason}`)
            .join("; ");
          throw new LedgerBranchError(`${e.message}${first === "" ? "" : `: ${first}`}`);
        }
        throw e;
      }
      if ("skip" in g) return g;
      const e = g.entry;
      last = {
        line: `${e.kind}${e.round === null ? "" : ` round ${e.round}`}, attempt ${e.attempt}, verdict ${e.verdict}`,
        warning:
          g.renumbered === null
            ? null
            : `the report was judged as attempt ${g.renumbered} but the ledger has grown since: it is recorded as attempt ${e.attempt} (its verdict was judged at attempt ${g.renumbered}'s looser level)`,
      };
      return { text: g.text };
    },
  });
  if (!done.written) return done;
  const l = last as { line: string; warning: string | null } | null;
  return { written: true, commit: done.commit, line: l?.line ?? "", warning: l?.warning ?? null };
}
