// In report mode the report.json comes from an artifact a pull_request run uploaded, and a
// fork controls that run: the file is untrusted data. It is size-capped, parsed, and checked
// field by field against this schema (unknown keys are dropped) before any renderer sees it;
// the renderers escape every string as they would for a locally built report.
// The schema is the report's own (src/report/schema.ts), with its caps on every string and
// list; this file adds the byte cap and the post target, which only the action writes.
import { z } from "zod";
import { POLICY_NAMES } from "../policy/fields.js";
import { doc, named, short, text } from "../report/fields.js";
import { reportSchema, SCHEMA_VERSION } from "../report/schema.js";
import { REPORT_MAX_BYTES } from "../report/version.js";
import { jsonErrorReason } from "../io/problems.js";
import { VERSION } from "../version.js";

/** Reports bigger than this are refused unread: the cap the engine writes under. */
export { REPORT_MAX_BYTES };

/** Where the report is to be posted; written by gate mode, checked by report mode. */
const postTargetSchema = z.object({
  repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
  pr_number: z.number().int().positive().nullable(),
  head_sha: z
    .string()
    .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/)
    .nullable(),
  check_name: short,
});
export type PostTarget = z.output<typeof postTargetSchema>;

/**
 * Every policy field's value the run was decided under, as the input string (empty: the
 * default), keyed by the field's input name. Report mode compares it with the base commit's
 * policy (docs/design.md §13); unknown keys are dropped, like any other.
 */
const ruleRecordSchema = named(
  "RuleRecord",
  z.object(Object.fromEntries(POLICY_NAMES.map((n) => [n, text.optional()]))),
  "The policy values the run was decided under, keyed by input name (written by the action)",
);
export type RuleRecord = Partial<Record<(typeof POLICY_NAMES)[number], string>>;

/** The report as the action writes it: the engine's report and, last, where to post it. */
export const postedReportSchema = reportSchema.extend({
  github: doc(
    postTargetSchema,
    "Where gate mode meant the report to be posted; report mode checks it against its event",
  ).optional(),
  rule: doc(
    ruleRecordSchema,
    "The rule the run was decided under; report mode checks it against the base commit's policy",
  ).optional(),
});
export type PostedReport = z.output<typeof postedReportSchema>;

export class ReportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReportInputError";
  }
}

/** Parse an untrusted report.json: size cap, JSON, schema. Errors name the file and field. */
export function parseUntrustedReport(bytes: Buffer, file: string): PostedReport {
  if (bytes.length > REPORT_MAX_BYTES) {
    throw new ReportInputError(
      `${file}: ${bytes.length} bytes is over the ${REPORT_MAX_BYTES}-byte cap for a report`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString("utf8"));
  } catch (e) {
    throw new ReportInputError(`${file}: ${jsonErrorReason(e)}`);
  }
  const writer = writtenBy(raw);
  if (writer.schema !== SCHEMA_VERSION && typeof writer.schema === "number") {
    throw new ReportInputError(
      `${file}: this report is in format version ${shownVersion(writer.schema)} (written by ` +
        `heldout-gate ${writer.tool}); heldout-gate ${VERSION} reads version ${SCHEMA_VERSION} ` +
        `only. Run the gate and the report workflow on the same heldout-gate release.`,
    );
  }
  const r = postedReportSchema.safeParse(raw);
  if (!r.success) {
    const issues = r.error.issues.slice(0, 5).map((i) => {
      const at = i.path.length > 0 ? i.path.join(".") : "(top level)";
      return `field ${at.slice(0, 200)}: ${i.message.slice(0, 200)}`;
    });
    const more = r.error.issues.length > 5 ? ` (and ${r.error.issues.length - 5} more)` : "";
    // Same format version, but a newer release may write a gate or a value this one lacks.
    const skew =
      writer.tool !== VERSION && writer.tool !== UNKNOWN
        ? `. It was written by heldout-gate ${writer.tool} and this is ${VERSION}: run the gate ` +
          `and the report workflow on the same release`
        : "";
    throw new ReportInputError(
      `${file}: not a heldout-gate report: ${issues.join("; ")}${more}${skew}`,
    );
  }
  return r.data;
}

const UNKNOWN = "(unknown version)";

/** The two version fields of an unchecked report, the tool's only when it is a plain version. */
function writtenBy(raw: unknown): { schema: unknown; tool: string } {
  if (typeof raw !== "object" || raw === null) return { schema: undefined, tool: UNKNOWN };
  const r = raw as { schema_version?: unknown; tool?: { version?: unknown } };
  const v = typeof r.tool === "object" && r.tool !== null ? r.tool.version : undefined;
  return {
    schema: r.schema_version,
    tool: typeof v === "string" && /^[0-9A-Za-z.+-]{1,40}$/.test(v) ? v : UNKNOWN,
  };
}

function shownVersion(v: number): string {
  return Number.isSafeInteger(v) ? String(v) : JSON.stringify(String(v).slice(0, 40));
}
