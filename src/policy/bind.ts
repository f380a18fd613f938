// The rule in force: the base commit's policy, with the inputs allowed only to tighten it,
// and what the PR's own copy of the policy would change once merged. Pure.
import { compareField, changeText, fieldDefault, type FieldChange } from "./direction.js";
import { isPolicyInput, POLICY_NAMES, type PolicyFieldName } from "./fields.js";
import type { PolicyFile } from "./file.js";

/** Every policy field's value: the file's where it sets one, the default elsewhere. */
export type PolicyValues = Record<PolicyFieldName, string>;

export function policyValues(file: PolicyFile | null): PolicyValues {
  const out = {} as PolicyValues;
  for (const n of POLICY_NAMES) out[n] = file?.values[n] ?? fieldDefault(n);
  return out;
}

export interface Bound {
  /** The inputs parseConfig gets: the policy's values, or an input's where it tightens. */
  raw: Record<string, string>;
  /** Inputs looser than the policy, each naming its field; any one refuses the run. */
  refused: string[];
  /** Inputs that tightened the policy, and took effect. */
  tightened: string[];
}

/**
 * Binds the inputs to a policy. An input counts as given when it is not empty (action.yml
 * gives every policy input an empty default). Without a policy the inputs are the rule.
 */
export function bindInputs(
  inputs: Record<string, string | undefined>,
  policy: PolicyValues | null,
): Bound {
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(inputs)) if (v !== undefined) raw[k] = v;
  if (policy === null) return { raw, refused: [], tightened: [] };
  const refused: string[] = [];
  const tightened: string[] = [];
  for (const field of POLICY_NAMES) {
    const given = inputs[field]?.trim() ?? "";
    raw[field] = policy[field];
    // A policy-only field is never taken from the inputs, whatever a caller passes.
    if (given === "" || !isPolicyInput(field)) continue;
    const c = compareField(field, policy[field], given);
    if (c.change === "loosens") refused.push(refusal(c));
    else if (c.change === "tightens") {
      raw[field] = given;
      tightened.push(changeText(c));
    }
  }
  return { raw, refused, tightened };
}

function refusal(c: FieldChange): string {
  const why = c.why ? ` (no order: ${c.why})` : "";
  return `${c.field}: the input ${c.to} is looser than the policy's ${c.from}${why}`;
}

/** What a PR's copy of the policy would do to the rule, field by field. */
export interface Proposal {
  /** adds: no policy at the base; removes: the PR deletes it; edits; same. */
  status: "adds" | "removes" | "edits" | "same";
  loosens: string[];
  tightens: string[];
}

export function proposal(base: PolicyFile | null, head: PolicyFile | null): Proposal {
  if (base === null && head === null) return { status: "same", loosens: [], tightens: [] };
  if (base === null) return { status: "adds", loosens: [], tightens: [] };
  const b = policyValues(base);
  const h = policyValues(head);
  const loosens: string[] = [];
  const tightens: string[] = [];
  for (const field of POLICY_NAMES) {
    const c = compareField(field, b[field], h[field]);
    if (c.change === "loosens") loosens.push(changeText(c));
    else if (c.change === "tightens") tightens.push(changeText(c));
  }
  if (head === null) return { status: "removes", loosens, tightens };
  const status = loosens.length + tightens.length === 0 ? "same" : "edits";
  return { status, loosens, tightens };
}

/** The fields where `values` is looser than `rule` (an artifact's settings against the policy). */
export function looserFields(rule: PolicyValues, values: Partial<PolicyValues>): string[] {
  const out: string[] = [];
  for (const field of POLICY_NAMES) {
    const c = compareField(field, rule[field], values[field] ?? fieldDefault(field));
    if (c.change === "loosens") out.push(changeText(c));
  }
  return out;
}
