// The policy file, `.github/heldout-gate.yml`: YAML whose keys are the policy fields' input
// names (fields.ts). Each value is checked with zod for its shape and then by parseConfig,
// the same check the input gets, and becomes the input string. Errors name the file, the
// line and the field and never quote the file (a PR's copy is read too).
import { z } from "zod";
import { isMap, isScalar, LineCounter, parseDocument, type Document } from "yaml";
import { ConfigError, parseConfig } from "../config.js";
import { EVAL_FORMATS } from "../io/formats/index.js";
import {
  isPolicyField,
  POLICY_FIELDS,
  POLICY_NAMES,
  type PolicyField,
  type PolicyFieldName,
} from "./fields.js";

/** A policy file bigger than this is refused unread: it holds a few dozen settings. */
export const POLICY_MAX_BYTES = 64 * 1024;

export class PolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PolicyError";
  }
}

export interface PolicyFile {
  path: string;
  /** The fields the file sets, each as the input string parseConfig reads. */
  values: Partial<Record<PolicyFieldName, string>>;
  /** The line each field is set on. */
  lines: Partial<Record<PolicyFieldName, number>>;
}

const text = z.string().max(10_000);
const list = z.union([text, z.array(text).max(1_000)]);

/** The shape of one field's value in YAML, by its kind; null always means the default. */
export function fieldSchema(name: PolicyFieldName): z.ZodType {
  const f = POLICY_FIELDS[name] as PolicyField;
  if (f.rule.kind === "order") return z.enum(f.rule.values as [string, ...string[]]);
  if (name === "format") return z.enum(EVAL_FORMATS);
  switch (f.value) {
    case "bool":
      return z.boolean();
    case "number":
      return z.number();
    case "list":
      return list;
    case "map":
      return z.union([text, z.record(text, text)]);
    case "phrases":
      return z.union([text, z.record(text, z.array(text).max(1_000))]);
    case "ranges":
      return z.union([text, z.record(text, z.tuple([z.number(), z.number()]))]);
    case "floor":
      return z.union([z.number(), text]);
    case "sha256":
      return z.string().regex(/^[0-9a-fA-F]{64}$/);
    default:
      return text;
  }
}

/** The whole file's shape (for docs/policy.schema.json): every field optional, no others. */
export function policySchema(): z.ZodObject {
  return z
    .object(Object.fromEntries(POLICY_NAMES.map((n) => [n, fieldSchema(n).nullable().optional()])))
    .strict();
}

/** A YAML value (already shape-checked) as the input string. */
function inputString(name: PolicyFieldName, v: unknown): string {
  if (v === null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).join(", ");
  const entries = Object.entries(v as Record<string, unknown>);
  const kind = (POLICY_FIELDS[name] as PolicyField).value;
  if (kind === "phrases") return JSON.stringify(Object.fromEntries(entries));
  if (kind === "ranges") {
    return entries.map(([k, r]) => `${k}=${(r as number[])[0]}..${(r as number[])[1]}`).join(", ");
  }
  return entries.map(([k, p]) => `${k}=${String(p)}`).join(", ");
}

/** parseConfig's word on one value, with the value itself taken out of the message. */
function checkValue(name: PolicyFieldName, value: string): string | null {
  try {
    parseConfig({ mode: "report", [name]: value });
    return null;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return e.message
      .replace(/^input "[^"]*":?\s*/, "")
      .replace(/,? got "[^"]*"\)?$/s, "")
      .replace(/"[^"]*"/g, "(the value)");
  }
}

function yamlDocument(src: string, path: string, lc: LineCounter): Document {
  const doc = parseDocument(src, {
    lineCounter: lc,
    prettyErrors: false,
    uniqueKeys: true,
    merge: false,
  });
  const err = doc.errors[0];
  if (err !== undefined) {
    // The parser's message quotes the text around the error, so only its code is said.
    throw new PolicyError(`${path}:${err.linePos?.[0].line ?? 1}: not valid YAML (${err.code})`);
  }
  return doc;
}

/** Reads a policy file's text. Throws PolicyError naming file, line and field. */
export function parsePolicy(src: string, path: string): PolicyFile {
  if (Buffer.byteLength(src, "utf8") > POLICY_MAX_BYTES) {
    throw new PolicyError(`${path}: over ${POLICY_MAX_BYTES} bytes; a policy holds a few settings`);
  }
  const lc = new LineCounter();
  const doc = yamlDocument(src, path, lc);
  const out: PolicyFile = { path, values: {}, lines: {} };
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) return out;
  if (!isMap(doc.contents)) {
    throw new PolicyError(`${path}:1: a policy is a mapping of fields (name: value)`);
  }
  let js: Record<string, unknown>;
  try {
    // No aliases: a policy is short, and an alias is how YAML bombs grow.
    js = doc.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  } catch {
    throw new PolicyError(`${path}: aliases (*name) are not accepted in a policy`);
  }
  const problems: string[] = [];
  for (const pair of doc.contents.items) {
    const key = isScalar(pair.key) ? pair.key.value : null;
    const line = isScalar(pair.key) && pair.key.range ? lc.linePos(pair.key.range[0]).line : 1;
    if (typeof key !== "string" || !isPolicyField(key)) {
      problems.push(
        `${path}:${line}: not a policy field (the fields are listed in docs/policy.md)`,
      );
      continue;
    }
    const shape = fieldSchema(key)
      .nullable()
      .safeParse(js[key] ?? null);
    if (!shape.success) {
      problems.push(`${path}:${line}: ${key}: ${shape.error.issues[0]?.message ?? "bad value"}`);
      continue;
    }
    const value = inputString(key, shape.data);
    const bad = value === "" ? null : checkValue(key, value);
    if (bad !== null) problems.push(`${path}:${line}: ${key}: ${bad}`);
    else {
      out.values[key] = value;
      out.lines[key] = line;
    }
  }
  if (problems.length > 0) {
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    throw new PolicyError(problems.slice(0, 5).join("; ") + more);
  }
  return out;
}
