// Dotted-path access for the `fields` mapping, so a team's own row layout
// (e.g. reward=verifier_result.passed) is read without a conversion script. The
// values found there go through the same zod field schemas as the defaults
// (schemas.ts), which is where true/false rewards become 1/0.

/** Paths split once: every row of a file is read through the same few. */
const splitPaths = new Map<string, string[]>();

/**
 * The value at a dotted path, or undefined when any step is missing or not an object. Only
 * a row's own keys are read: `__proto__`, `toString` or `constructor` find nothing unless
 * the row itself has them.
 */
export function getPath(obj: unknown, path: string): unknown {
  if (!path.includes(".")) return isRecord(obj) && Object.hasOwn(obj, path) ? obj[path] : undefined;
  let keys = splitPaths.get(path);
  if (keys === undefined) {
    keys = path.split(".");
    if (splitPaths.size < 1024) splitPaths.set(path, keys);
  }
  let cur: unknown = obj;
  for (const key of keys) {
    if (Array.isArray(cur) && /^\d+$/.test(key)) cur = cur[Number(key)];
    else if (isRecord(cur) && Object.hasOwn(cur, key)) cur = cur[key];
    else return undefined;
    if (cur === undefined) return undefined;
  }
  return cur;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** One `fields` entry: the dotted path, and the value map written after a colon, if any. */
export interface FieldSpec {
  path: string;
  map: Map<string, number> | null;
}

/** `scores.match.value:C=1,I=0` -> path scores.match.value, map {C: 1, I: 0}. */
const specs = new Map<string, FieldSpec>();

/** The parsed spec, from a small cache (a file's rows all use the same specs). */
export function fieldSpec(spec: string): FieldSpec {
  let got = specs.get(spec);
  if (got === undefined) {
    got = parseSpec(spec);
    if (specs.size < 1024) specs.set(spec, got);
  }
  return got;
}

function parseSpec(spec: string): FieldSpec {
  const colon = spec.indexOf(":");
  if (colon < 0) return { path: spec, map: null };
  const map = new Map<string, number>();
  for (const pair of spec.slice(colon + 1).split(",")) {
    const eq = pair.indexOf("=");
    map.set(pair.slice(0, eq).trim(), Number(pair.slice(eq + 1).trim()));
  }
  return { path: spec.slice(0, colon), map };
}

/** The `where=path:value` filter split once: the dotted path and the text wanted there. */
export function whereParts(where: string): { path: string; want: string } {
  const colon = where.indexOf(":");
  return { path: where.slice(0, colon), want: where.slice(colon + 1) };
}

/**
 * The `where=path:value` filter on one row: "match" when the value at path reads as that
 * text, "near" when it differs only in letter case or surrounding spaces (a row the user
 * most likely meant to keep), "other" otherwise.
 */
export function whereMatch(row: unknown, where: string): "match" | "near" | "other" {
  const { path, want } = whereParts(where);
  const v = getPath(row, path);
  if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return "other";
  const got = String(v);
  if (got === want) return "match";
  return got.trim().toLowerCase() === want.trim().toLowerCase() ? "near" : "other";
}

/**
 * Where an eval row names its grader when `fields` does not map `grader`. Read leniently:
 * only a policy's `grader` pin asks for it (design §13).
 */
export const GRADER_PATH = "lineage.grader";

/** The grader id a row names at its grader path; undefined when none is there. */
export function graderOf(value: unknown, fields: Record<string, string>): string | undefined {
  const g = labelString(getPath(value, fieldSpec(fields.grader ?? GRADER_PATH).path));
  return g === undefined || g === "" ? undefined : g;
}

/** Where each canonical eval field is read from when the mapping does not name it. */
export const DEFAULT_EVAL_PATHS: Record<string, string> = {
  reward: "reward",
  run: "lineage.eval_run",
  family: "family",
  markers: "markers",
  source: "lineage.source",
  model: "model_version",
  finish_reason: "finish_reason",
  final_text: "final_text",
};

/**
 * The texts of pair and SFT rows a `fields` mapping may move: pairs read prompt, chosen
 * and rejected (an unpaired file also completion and label), SFT rows messages, or prompt
 * and completion.
 */
export const TRAIN_FIELD_NAMES = [
  "prompt",
  "chosen",
  "rejected",
  "messages",
  "completion",
  "label",
] as const;

/** Ids and run labels may be written as numbers; they are compared as strings. */
export function labelString(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * Top-level null means "no value": dataframe and dataset exports write a null for every
 * column a row does not use, and such a row should read as if the key were absent.
 */
export function withoutNulls(v: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const k of Object.keys(v)) {
    if (v[k] === null) {
      out ??= { ...v };
      delete out[k];
    }
  }
  return out ?? v;
}
