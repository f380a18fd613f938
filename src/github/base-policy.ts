// Reads the policy the run is bound to (docs/design.md §13): on a PR, `.github/heldout-gate.yml`
// at the PR's base commit (git, else the contents API), and the PR's own copy from the
// checkout, which is only compared with it; outside a PR, the checkout's copy. The pure guard
// (policy/guard.ts) decides what they mean.
import { open } from "node:fs/promises";
import { join } from "node:path";
import type { GitHubClient } from "./client.js";
import type { RunContext } from "./context.js";
import { readAtBase, type GitRunner } from "./frozen.js";
import { POLICY_PATH } from "../policy/fields.js";
import { parsePolicy, PolicyError, POLICY_MAX_BYTES, type PolicyFile } from "../policy/file.js";
import type { HeadPolicy, TrustedPolicy } from "../policy/guard.js";
import { StepError } from "./sources.js";

export interface Policies {
  trusted: TrustedPolicy;
  head: HeadPolicy;
}

export interface PolicyRead {
  ctx: RunContext;
  workspace: string;
  gh: GitHubClient | null;
  git: GitRunner;
}

/** The policy text in the checkout; null when there is no file. Capped: a PR writes it. */
async function checkoutText(workspace: string): Promise<string | null> {
  let fh;
  try {
    fh = await open(join(workspace, POLICY_PATH), "r");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new StepError(
      `cannot read ${POLICY_PATH} in the checkout (${(e as NodeJS.ErrnoException).code ?? "error"})`,
    );
  }
  try {
    const buf = Buffer.alloc(POLICY_MAX_BYTES + 1);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    return buf.subarray(0, bytesRead).toString("utf8");
  } finally {
    await fh.close();
  }
}

/** A trusted copy that does not parse stops the run: the rule in force is unknown. */
function trustedFile(text: string, name: string): PolicyFile {
  try {
    return parsePolicy(text, name);
  } catch (e) {
    if (e instanceof PolicyError) {
      throw new StepError(`the policy that decides this run does not parse: ${e.message}`);
    }
    throw e;
  }
}

export async function readPolicies(req: PolicyRead): Promise<Policies> {
  const { ctx, workspace } = req;
  const here = await checkoutText(workspace);
  if (ctx.baseSha === null) {
    // push, schedule, workflow_dispatch: the checkout is the branch's own commit.
    const file = here === null ? null : trustedFile(here, POLICY_PATH);
    return {
      trusted: { source: file === null ? "none" : "checkout", commit: null, file },
      head: undefined,
    };
  }
  const base = await readAtBase({
    file: POLICY_PATH,
    baseSha: ctx.baseSha,
    workspace,
    owner: ctx.owner,
    repo: ctx.repo,
    // One byte over the cap, so parsePolicy names an oversized file instead of readAtBase.
    maxBytes: POLICY_MAX_BYTES + 1,
    octokit: req.gh,
    git: req.git,
  });
  const at = `${POLICY_PATH}@${ctx.baseSha.slice(0, 12)}`;
  const file = base.data === null ? null : trustedFile(base.data.toString("utf8"), at);
  let head: HeadPolicy;
  if (here === null) head = { file: null };
  else {
    try {
      head = { file: parsePolicy(here, `${POLICY_PATH} (this PR's copy)`) };
    } catch (e) {
      if (!(e instanceof PolicyError)) throw e;
      head = { invalid: e.message };
    }
  }
  return {
    trusted: { source: file === null ? "none" : "base", commit: ctx.baseSha, file },
    head,
  };
}
