import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  POLICY_DOC,
  POLICY_SCHEMA_DOC,
  policyJsonSchemaText,
  refreshPolicyDoc,
} from "../../scripts/lib/policy-schema.js";
import { POLICY_NAMES } from "../../src/policy/fields.js";

describe(POLICY_SCHEMA_DOC, () => {
  it("is what the code generates (npm run refresh -- schema)", () => {
    expect(readFileSync(POLICY_SCHEMA_DOC, "utf8")).toBe(policyJsonSchemaText());
  });

  it("describes every field with its direction, and checks a policy as the reader does", () => {
    const schema = JSON.parse(readFileSync(POLICY_SCHEMA_DOC, "utf8"));
    expect(Object.keys(schema.properties)).toEqual(POLICY_NAMES);
    for (const n of POLICY_NAMES) {
      expect(schema.properties[n].description, n).toMatch(/(Stricter|loosens|loosest|tightens)/);
    }
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    const ok = parse(readFileSync(".github/heldout-gate.yml", "utf8"));
    expect(validate(ok), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ confidence: "high" })).toBe(false);
    expect(validate({ "not-a-field": 1 })).toBe(false);
  });
});

it(`${POLICY_DOC}'s field table is the generated one`, () => {
  const doc = readFileSync(POLICY_DOC, "utf8");
  expect(refreshPolicyDoc(doc)).toBe(doc);
  for (const n of POLICY_NAMES) expect(doc).toContain(`| \`${n}\``);
});
