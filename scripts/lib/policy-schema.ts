// docs/policy.schema.json: the JSON Schema of the policy file (.github/heldout-gate.yml),
// generated from the zod shapes that read it (src/policy/file.ts) and described with each
// field's action.yml description, so neither can drift. `npm run refresh -- schema` writes
// it; a test keeps it fresh. Editors that read JSON Schema can check a policy with it.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { parse } from "yaml";
import { fieldDefault, ruleText } from "../../src/policy/direction.js";
import {
  POLICY_FIELDS,
  POLICY_NAMES,
  POLICY_PATH,
  type PolicyField,
} from "../../src/policy/fields.js";
import { policySchema } from "../../src/policy/file.js";

export const POLICY_SCHEMA_DOC = "docs/policy.schema.json";

/** Each field's description: action.yml's, or the policy-only field's own. */
function descriptions(): Record<string, string> {
  const action = parse(readFileSync("action.yml", "utf8")) as {
    inputs: Record<string, { description: string }>;
  };
  const out: Record<string, string> = {};
  for (const name of POLICY_NAMES) {
    const f = POLICY_FIELDS[name] as PolicyField;
    const text = f.policyOnly?.about ?? action.inputs[name]?.description ?? "";
    const dflt = fieldDefault(name);
    const shown = text.replace(/ Policy field \(docs\/policy\.md\)\.$/, "");
    const dfltText = dflt === "" ? "" : ` Default: ${dflt}.`;
    out[name] = `${shown}${dfltText} ${ruleText(f.rule)}`;
  }
  return out;
}

export function policyJsonSchema(): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(policySchema(), {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "throw",
  }) as { $schema: string; properties: Record<string, Record<string, unknown>> };
  const about = descriptions();
  for (const [name, prop] of Object.entries(body.properties)) prop.description = about[name];
  return {
    $schema,
    title: `heldout-gate policy (${POLICY_PATH})`,
    description:
      "The merge rule, read at the pull request's base commit. Keys are the action's input " +
      "names; a workflow input may only tighten a field. Generated from src/policy/; " +
      "docs/policy.md explains each protection.",
    ...body,
  };
}

export function policyJsonSchemaText(): string {
  return JSON.stringify(policyJsonSchema(), null, 2) + "\n";
}

export const POLICY_DOC = "docs/policy.md";
const START = "<!-- policy-fields:start -->\n";
const END = "\n<!-- policy-fields:end -->";

/** The field table of docs/policy.md: name, default, what is stricter. */
export function policyFieldTable(): string {
  const lines = ["| field | default | which way is stricter |", "|---|---|---|"];
  for (const name of POLICY_NAMES) {
    const f = POLICY_FIELDS[name] as PolicyField;
    const dflt = fieldDefault(name);
    const where = f.policyOnly ? " (policy only)" : "";
    const cell = ruleText(f.rule).replace(/\|/g, "\\|");
    lines.push(`| \`${name}\`${where} | ${dflt === "" ? "" : `\`${dflt}\``} | ${cell} |`);
  }
  return lines.join("\n");
}

/** docs/policy.md with its field table replaced by the generated one. */
export function refreshPolicyDoc(doc: string): string {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${POLICY_DOC} has no policy-fields markers`);
  return doc.slice(0, a + START.length) + policyFieldTable() + doc.slice(b);
}
