// What the run is about, read from the event payload: which PR, which commit the check
// belongs on, what the base commit is, and whether the code under test comes from a fork.
// Pure: the payload and environment are arguments, so every event shape is testable.

export interface RunContext {
  eventName: string;
  owner: string;
  repo: string;
  /** The PR this run reports on; null when the event has none (push, fork workflow_run). */
  prNumber: number | null;
  /**
   * The commit the check run belongs on: the PR head, never the temporary merge commit
   * GitHub puts in GITHUB_SHA for pull_request events.
   */
  headSha: string | null;
  /** The PR's base commit, where the frozen files are read; null outside a PR. */
  baseSha: string | null;
  /** The head commit comes from another repository than the one the workflow runs in. */
  isFork: boolean;
  /** For workflow_run: the run that produced the verdict artifact and the event behind it. */
  triggeringRunId: number | null;
  triggeringEvent: string | null;
  /** Link to this workflow run, for the check run's details_url. */
  runUrl: string | null;
  /** workflow_run: the workflow file that run ran from (`workflow_run.path`), else null. */
  triggeringWorkflowPath: string | null;
  /** workflow_run: link to the run that produced the verdict artifact (its summary and artifact). */
  triggeringRunUrl: string | null;
}

export class ContextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContextError";
  }
}

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null =>
  typeof v === "number" && Number.isSafeInteger(v) && v > 0 ? v : null;

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

/** A commit id we are willing to pass to git or the API (40 or 64 lower-case hex digits). */
/** A workflow file's path as the event gives it; anything else (untrusted shape) is null. */
function workflowPath(v: unknown): string | null {
  const p = str(v);
  return p !== null && /^\.github\/workflows\/[A-Za-z0-9_./-]{1,200}\.ya?ml$/.test(p) ? p : null;
}

export function isSha(v: unknown): v is string {
  return typeof v === "string" && SHA.test(v);
}

function sha(v: unknown, what: string): string | null {
  if (v === undefined || v === null) return null;
  if (!isSha(v)) throw new ContextError(`event payload: ${what} is not a commit id`);
  return v;
}

function repoFullName(r: unknown): string | null {
  const o = obj(r);
  return o ? str(o.full_name) : null;
}

function repoId(r: unknown): number | null {
  const o = obj(r);
  return o ? num(o.id) : null;
}

/**
 * Two repository descriptions name different repositories. Ids are compared when both sides
 * have them (names can be renamed); otherwise names, case-insensitively.
 */
function differentRepo(head: unknown, base: unknown): boolean {
  const hi = repoId(head);
  const bi = repoId(base);
  if (hi !== null && bi !== null) return hi !== bi;
  const hn = repoFullName(head);
  const bn = repoFullName(base);
  // A deleted fork has no head repository at all: treat it as foreign.
  if (hn === null) return true;
  return bn === null || hn.toLowerCase() !== bn.toLowerCase();
}

export function readRunContext(
  eventName: string,
  payload: unknown,
  env: Record<string, string | undefined>,
): RunContext {
  const p = obj(payload) ?? {};
  const full = str(env.GITHUB_REPOSITORY) ?? repoFullName(p.repository);
  if (full === null || !/^[^/\s]+\/[^/\s]+$/.test(full)) {
    throw new ContextError("GITHUB_REPOSITORY is missing or not owner/name");
  }
  const [owner, repo] = full.split("/") as [string, string];
  const server = (str(env.GITHUB_SERVER_URL) ?? "https://github.com").replace(/\/+$/, "");
  const runId = str(env.GITHUB_RUN_ID);
  const runUrl = runId && /^\d+$/.test(runId) ? `${server}/${full}/actions/runs/${runId}` : null;
  const base: RunContext = {
    eventName,
    owner,
    repo,
    prNumber: null,
    headSha: null,
    baseSha: null,
    isFork: false,
    triggeringRunId: null,
    triggeringEvent: null,
    triggeringWorkflowPath: null,
    runUrl,
    triggeringRunUrl: null,
  };

  const pr = obj(p.pull_request);
  if (pr && (eventName === "pull_request" || eventName === "pull_request_target")) {
    const head = obj(pr.head);
    const baseRef = obj(pr.base);
    const headSha = sha(head?.sha, "pull_request.head.sha");
    if (headSha === null) throw new ContextError("event payload: pull_request.head.sha is missing");
    return {
      ...base,
      prNumber: num(pr.number) ?? num(p.number),
      headSha,
      baseSha: sha(baseRef?.sha, "pull_request.base.sha"),
      isFork: differentRepo(head?.repo ?? null, baseRef?.repo ?? p.repository),
    };
  }

  const wr = obj(p.workflow_run);
  if (wr && eventName === "workflow_run") {
    const prs = Array.isArray(wr.pull_requests) ? wr.pull_requests.map(obj) : [];
    const headSha = sha(wr.head_sha, "workflow_run.head_sha");
    // The list is empty for fork PRs; then the PR number must come from the artifact.
    const match = prs.find((x) => x !== null && obj(x.head)?.sha === headSha) ?? prs[0] ?? null;
    return {
      ...base,
      prNumber: match ? num(match.number) : null,
      headSha,
      baseSha: match ? sha(obj(match.base)?.sha, "workflow_run.pull_requests[].base.sha") : null,
      isFork: differentRepo(wr.head_repository ?? null, wr.repository ?? p.repository),
      triggeringRunId: num(wr.id),
      triggeringEvent: str(wr.event),
      triggeringWorkflowPath: workflowPath(wr.path),
      triggeringRunUrl: num(wr.id) === null ? null : `${server}/${full}/actions/runs/${num(wr.id)}`,
    };
  }

  // push, workflow_dispatch, schedule...: the commit is GITHUB_SHA and there is no PR.
  const envSha = str(env.GITHUB_SHA);
  return { ...base, headSha: isSha(envSha) ? envSha : null };
}
