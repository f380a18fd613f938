// The gate's own workflow (docs/design.md §13): the file the job runs from
// (GITHUB_WORKFLOW_REF names it, GITHUB_WORKFLOW_SHA the commit it was read at) against the
// same path at the PR's base commit. A PR that edits it could change what the job runs.
import type { AtBase } from "./frozen.js";

export interface WorkflowCheck {
  /** The workflow's path in the repository; "" when the runner did not say. */
  path: string;
  /** true: the PR's copy differs from the base's (or is new); null: not compared. */
  changed: boolean | null;
  note: string;
}

/** The path in `owner/repo/.github/workflows/x.yml@refs/...`; null when it is not that form. */
export function workflowPath(ref: string | undefined, repository: string): string | null {
  if (!ref) return null;
  const at = ref.lastIndexOf("@");
  const full = at < 0 ? ref : ref.slice(0, at);
  const prefix = `${repository}/`;
  if (!full.startsWith(prefix)) return null;
  const path = full.slice(prefix.length);
  return /^\.github\/workflows\/[^/]+\.ya?ml$/.test(path) ? path : null;
}

export interface WorkflowRead {
  ref: string | undefined;
  sha: string | undefined;
  repository: string;
  /** Reads a path from the repository root at a commit (null data: not there). */
  at: (path: string, sha: string) => Promise<AtBase>;
  baseSha: string;
}

export async function checkWorkflow(req: WorkflowRead): Promise<WorkflowCheck> {
  const path = workflowPath(req.ref, req.repository);
  if (path === null || !req.sha) {
    return {
      path: path ?? "",
      changed: null,
      note: "the runner did not name the workflow file (GITHUB_WORKFLOW_REF, GITHUB_WORKFLOW_SHA), so it was not compared with the base commit's",
    };
  }
  const [ran, base] = [await req.at(path, req.sha), await req.at(path, req.baseSha)];
  if (ran.data === null) {
    return {
      path,
      changed: null,
      note: `the workflow ${path} is not at the commit it ran from (${req.sha.slice(0, 12)}), so it was not compared`,
    };
  }
  if (base.data === null) {
    return { path, changed: true, note: `this PR adds the gate's workflow ${path}` };
  }
  const changed = !ran.data.equals(base.data);
  return {
    path,
    changed,
    note: changed
      ? `this PR edits the gate's workflow ${path}`
      : `the gate's workflow ${path} is the base commit's`,
  };
}
