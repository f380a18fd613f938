// The rule a run was decided under, as report.json's `rule` records it (docs/design.md §13):
// every policy field's input string, the default where none was given. Report mode reads it
// back from an artifact and compares it with the base commit's policy. Pure.
import { fieldDefault } from "./direction.js";
import { POLICY_NAMES, type PolicyFieldName } from "./fields.js";

export type RuleValues = Record<PolicyFieldName, string>;

/** The values parseConfig was given (an empty or missing one is the field's default). */
export function ruleRecordOf(raw: Record<string, string | undefined>): RuleValues {
  const out = {} as RuleValues;
  for (const n of POLICY_NAMES) {
    const v = raw[n]?.trim() ?? "";
    out[n] = v === "" ? fieldDefault(n) : v;
  }
  return out;
}
