// One sticky PR comment per check name. It is found by its hidden marker AND by its author
// being this token's user, so we never edit a comment someone pasted our marker into, and
// two gates with different check names keep two comments.
import type { GitHubClient } from "./client.js";
import { statusOf } from "./permissions.js";

/** GitHub refuses comment bodies longer than this (checked server-side only). */
export const COMMENT_MAX = 65_536;

/** The login GITHUB_TOKEN (an installation token of the Actions app) posts as. */
export const ACTIONS_BOT = "github-actions[bot]";

export interface CommentRequest {
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  body: string;
  /** Where the whole report can be read, named in the cut note when the body is too long. */
  fullReportAt: string;
  /**
   * Set when this run stopped before it could judge: the first line to put on an earlier
   * comment instead of replacing it (staleBody). `body` is posted only when there is none.
   */
  stale?: string;
}

export interface CommentResult {
  id: number;
  action: "created" | "updated" | "unchanged" | "marked stale";
  url: string | null;
  /** The body was longer than GitHub accepts and was cut here (the renderer should prevent it). */
  trimmed: boolean;
}

/**
 * Last line of defence for the size limit: keep the marker, cut at a line end, and point
 * to the full report. The renderer trims first; this only fires if it did not.
 */
export function fitComment(
  body: string,
  marker: string,
  fullReportAt: string,
): { body: string; trimmed: boolean } {
  const withMarker = isOurs(body, marker) ? body : `${marker}\n${body}`;
  if (withMarker.length < COMMENT_MAX) return { body: withMarker, trimmed: false };
  const note = `\n\n---\n_This comment was cut to GitHub's size limit. The full report is in ${fullReportAt}._\n`;
  // The marker goes first so the cut can never remove it (a lost marker means a duplicate
  // comment on the next run).
  const head = `${marker}\n`;
  const rest = withMarker.split(marker).join("");
  // 64 spare characters for closing what the cut left open.
  const room = COMMENT_MAX - 1 - note.length - head.length - 64;
  let cut = rest.slice(0, room);
  const nl = cut.lastIndexOf("\n");
  if (nl > room / 2) cut = cut.slice(0, nl);
  // An open code fence or collapsed section would swallow the note.
  if ((cut.match(/^```/gm) ?? []).length % 2 === 1) cut += "\n```";
  const open = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  for (let i = 0; i < Math.min(open, 5); i++) cut += "\n</details>";
  return { body: head + cut + note, trimmed: true };
}

/** The token's login: GET /user works for user tokens; installation tokens get 403 there. */
export async function tokenLogin(gh: GitHubClient): Promise<string> {
  try {
    const res = await gh.request("GET /user");
    return res.data.login;
  } catch (e) {
    const s = statusOf(e);
    if (s === 403 || s === 401 || s === 404) return ACTIONS_BOT;
    throw e;
  }
}

interface ListedComment {
  id: number;
  body?: string;
  user: { login: string } | null;
  html_url?: string;
}

/**
 * Our comment starts with its marker line. Matched only there: rendered data can quote
 * another gate's marker further down (the renderers break `<!--` in data, and this holds
 * even if one did not), and that must not make it look like that gate's comment.
 */
export function isOurs(body: string, marker: string): boolean {
  const nl = body.indexOf("\n");
  const first = nl === -1 ? body : body.slice(0, nl);
  return first.replace(/\r$/, "").trim() === marker;
}

/** The first comment (oldest) that starts with our marker and was written by us. */
export async function findSticky(
  gh: GitHubClient,
  req: Pick<CommentRequest, "owner" | "repo" | "issueNumber" | "marker">,
  login: string,
): Promise<ListedComment | null> {
  const all = (await gh.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: req.owner,
    repo: req.repo,
    issue_number: req.issueNumber,
    per_page: 100,
  })) as ListedComment[];
  const me = login.toLowerCase();
  return (
    all.find(
      (c) =>
        typeof c.body === "string" &&
        isOurs(c.body, req.marker) &&
        c.user?.login.toLowerCase() === me,
    ) ?? null
  );
}

const STALE_START = "<!-- heldout-gate:stale -->";
const STALE_END = "<!-- heldout-gate:stale-end -->";
const STALE_SUMMARY = "<details><summary>The earlier run's report (no longer holds)</summary>";

/**
 * An earlier comment under a stale first line (design §6): its verdict is folded away, not
 * left showing. A comment already marked keeps one fold, under the newest line; one that
 * only said an earlier run stopped is replaced by this run's own stop.
 */
export function staleBody(old: string, marker: string, line: string, stopped: string): string {
  let rest = old.slice(old.indexOf("\n") + 1).replace(/^\n+/, "");
  if (rest.startsWith(STALE_START)) {
    const from = rest.indexOf(`${STALE_SUMMARY}\n\n`);
    const to = rest.lastIndexOf(`\n\n</details>\n${STALE_END}`);
    rest = from !== -1 && to > from ? rest.slice(from + STALE_SUMMARY.length + 2, to) : "";
  }
  if (rest === "" || rest.startsWith(STOPPED_FIRST)) return stopped;
  return [marker, STALE_START, line, "", STALE_SUMMARY, "", rest, "", "</details>", STALE_END].join(
    "\n",
  );
}

/** How the comment of a stopped run begins after its marker (render/head.ts verdictLine). */
const STOPPED_FIRST = "⛔ **ERROR**";

export async function upsertComment(gh: GitHubClient, req: CommentRequest): Promise<CommentResult> {
  const { body, trimmed } = fitComment(req.body, req.marker, req.fullReportAt);
  const login = await tokenLogin(gh);
  const found = await findSticky(gh, req, login);
  if (found !== null && req.stale !== undefined) {
    const marked = fitComment(
      staleBody(found.body ?? "", req.marker, req.stale, body),
      req.marker,
      req.fullReportAt,
    );
    if (found.body === marked.body) {
      return { id: found.id, action: "unchanged", url: found.html_url ?? null, trimmed };
    }
    const res = await gh.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
      owner: req.owner,
      repo: req.repo,
      comment_id: found.id,
      body: marked.body,
    });
    const action = marked.body === body ? "updated" : "marked stale";
    return { id: res.data.id, action, url: res.data.html_url ?? null, trimmed: marked.trimmed };
  }
  if (found !== null) {
    if (found.body === body) {
      return { id: found.id, action: "unchanged", url: found.html_url ?? null, trimmed };
    }
    const res = await gh.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
      owner: req.owner,
      repo: req.repo,
      comment_id: found.id,
      body,
    });
    return { id: res.data.id, action: "updated", url: res.data.html_url ?? null, trimmed };
  }
  const res = await gh.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: req.owner,
    repo: req.repo,
    issue_number: req.issueNumber,
    body,
  });
  return { id: res.data.id, action: "created", url: res.data.html_url ?? null, trimmed };
}
