// docs/report.schema.json: the JSON Schema of report.json, generated from the zod schema that
// types the report and checks it in report mode (src/report/schema.ts), so the document
// cannot drift from the code. `npm run refresh -- schema` writes it; a test keeps it fresh.
import { z } from "zod";
import { postedReportSchema } from "../../src/github/report-schema.js";
import { reportDocs } from "../../src/report/fields.js";
import { SCHEMA_VERSION } from "../../src/report/schema.js";

export const SCHEMA_DOC = "docs/report.schema.json";

/** The JSON Schema (draft 2020-12) of report.json as this version of the code writes it. */
export function reportJsonSchema(): Record<string, unknown> {
  const { $schema, ...body } = z.toJSONSchema(postedReportSchema, {
    target: "draft-2020-12",
    // Input side: objects stay open, as report mode drops the keys it does not know.
    io: "input",
    metadata: reportDocs,
    unrepresentable: "throw",
  });
  return {
    $schema,
    title: "heldout-gate report.json",
    description:
      `A heldout-gate report, format version ${SCHEMA_VERSION}. Generated from ` +
      `src/report/schema.ts; docs/design.md §10 says when the version changes.`,
    ...body,
  };
}

/** The file's text: two-space JSON and a final newline. */
export function reportJsonSchemaText(): string {
  return JSON.stringify(reportJsonSchema(), null, 2) + "\n";
}
