// The guard of the action's rule (docs/design.md §13): given the trusted policy (the PR's
// base commit's, or the checkout's outside a PR), the workflow's inputs and the PR's own copy
// of the policy, what rule is in force, which inputs are refused, and what the PR proposes.
// Pure: the shell (src/github/base-policy.ts) reads the files.
import { bindInputs, policyValues, proposal, type Proposal } from "./bind.js";
import { POLICY_PATH } from "./fields.js";
import type { PolicyFile } from "./file.js";

/** Where the trusted policy was read. */
export interface TrustedPolicy {
  /** base: the PR's base commit; checkout: push, schedule...; none: no policy file there. */
  source: "base" | "checkout" | "none";
  /** The commit it was read at (base), else null. */
  commit: string | null;
  file: PolicyFile | null;
}

/**
 * The PR's own copy of the policy (from its checkout): the file (null: the PR has none), or
 * why it could not be read. Undefined outside a PR.
 */
export type HeadPolicy = { file: PolicyFile | null } | { invalid: string } | undefined;

export interface PolicyBinding {
  source: TrustedPolicy["source"];
  path: string;
  commit: string | null;
  tightened: string[];
}

export type ProposalFigures = Omit<Proposal, "status"> & {
  status: Proposal["status"] | "invalid";
  note?: string;
};

export interface Guarded {
  /** The inputs parseConfig gets: the trusted rule, tightened by the inputs. */
  raw: Record<string, string>;
  /** Set when an input is looser than the rule: the message that stops the run. */
  refusal: string | null;
  policy: PolicyBinding;
  /** What the PR's copy would change once merged; null outside a PR. */
  proposal: ProposalFigures | null;
}

export function guardRule(
  inputs: Record<string, string | undefined>,
  trusted: TrustedPolicy,
  head: HeadPolicy,
): Guarded {
  const bound = bindInputs(inputs, trusted.file === null ? null : policyValues(trusted.file));
  const where =
    trusted.source === "base" && trusted.commit !== null
      ? `${POLICY_PATH} at the base commit ${trusted.commit.slice(0, 12)}`
      : POLICY_PATH;
  const refusal =
    bound.refused.length === 0
      ? null
      : `refused: ${bound.refused.length === 1 ? "an input is" : `${bound.refused.length} inputs are`} ` +
        `looser than the policy in ${where} (a PR cannot loosen its own rule; change the policy ` +
        `in its own PR, docs/policy.md): ${bound.refused.join("; ")}`;
  return {
    raw: bound.raw,
    refusal,
    policy: {
      source: trusted.source,
      path: POLICY_PATH,
      commit: trusted.commit,
      tightened: bound.tightened,
    },
    proposal: head === undefined ? null : proposalOf(trusted, head),
  };
}

/** The PR's copy against the trusted one. On push the checkout is the trusted copy itself. */
function proposalOf(trusted: TrustedPolicy, head: NonNullable<HeadPolicy>): ProposalFigures {
  if ("invalid" in head) {
    return { status: "invalid", loosens: [], tightens: [], note: head.invalid };
  }
  return proposal(trusted.file, head.file);
}

/**
 * What the first line says about the PR's policy change, or null when there is none. A
 * loosening is named field by field; it takes effect only once merged.
 */
export function proposalLine(p: ProposalFigures | null): string | null {
  if (p === null || p.status === "same") return null;
  if (p.status === "invalid") return "this PR's copy of the policy does not parse";
  if (p.loosens.length > 0) {
    const removes = p.status === "removes" ? " (it deletes the file)" : "";
    return `this PR proposes to loosen the policy${removes}: ${p.loosens.join(", ")}`;
  }
  if (p.status === "adds") return "this PR adds a policy file (in force once merged)";
  if (p.status === "removes") return "this PR deletes the policy file";
  return `this PR proposes to tighten the policy: ${p.tightens.join(", ")}`;
}
