// Turns a failed API call into one warning a maintainer can act on: which call, and which
// workflow permission it needs. Reporting failures never change the verdict, so these are
// only ever logged as warnings.

/** The workflow `permissions:` entry each kind of call needs. */
export const NEEDED = {
  check: "checks: write",
  comment: "pull-requests: write",
  contents: "contents: read",
  pull: "pull-requests: read",
  artifact: "actions: read",
} as const;

export type Need = keyof typeof NEEDED;

interface HttpishError {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown> };
}

export function statusOf(err: unknown): number | null {
  const s = (err as HttpishError | null)?.status;
  return typeof s === "number" ? s : null;
}

/** GitHub names what the token lacked, e.g. "issues=write; pull_requests=write". */
function acceptedPermissions(err: unknown): string | null {
  const h = (err as HttpishError | null)?.response?.headers;
  const v = h?.["x-accepted-github-permissions"];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : null;
}

/** Readable form of the header: "issues=write; pull_requests=write" -> "issues: write or pull-requests: write". */
function readable(header: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.includes("="))
    .map((part) => {
      const [k, v] = part.split("=") as [string, string];
      return `${k.trim().replace(/_/g, "-")}: ${v.trim()}`;
    })
    .join(" or ");
}

/** One line saying what failed and what to grant; never includes the token. */
export function describeApiError(err: unknown, what: string, need: Need): string {
  const status = statusOf(err);
  const msg = String((err as HttpishError | null)?.message ?? err).slice(0, 300);
  const accepted = acceptedPermissions(err);
  const grant = accepted ? readable(accepted) || NEEDED[need] : NEEDED[need];
  if (status === 403) {
    return (
      `could not ${what}: the token is not allowed (HTTP 403). Grant \`${grant}\` in the ` +
      `workflow's permissions; pull requests from forks only get a read-only token, so use ` +
      `the workflow_run report pattern for them`
    );
  }
  if (status === 404) {
    return (
      `could not ${what}: not found (HTTP 404). The token may lack \`${grant}\`, or the ` +
      `repository or pull request is not visible to it`
    );
  }
  if (status === 401) return `could not ${what}: the token was rejected (HTTP 401)`;
  if (status !== null) return `could not ${what}: HTTP ${status}: ${msg}`;
  return `could not ${what}: ${msg}`;
}
