// Check-run annotations from gate findings and input problems. GitHub takes at most 50
// per request and wants repository-relative paths and lines from 1; messages are plain
// text, kept short (the hard limit is 64 KB).
import { posix } from "node:path";
import type { Problem } from "../io/canonical.js";
import type { Finding, Report } from "../report.js";
import { plainText } from "./escape.js";
import { allProblemGroups, GROUP_LINES } from "../io/problems.js";

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title: string;
}

export interface AnnotationSet {
  annotations: Annotation[];
  /** Findings and problems not turned into annotations, by reason (nothing is dropped unsaid). */
  skipped: { outside_workspace: number; over_cap: number; repeated: number };
}

const MESSAGE_MAX = 1000;
const LEVELS = new Set<string>(["notice", "warning", "failure"]);
const TITLE_MAX = 200;
/** GitHub's batch size for output.annotations. */
export const ANNOTATION_BATCH = 50;

function slashes(p: string): string {
  return p.replace(/\\/g, "/");
}

/**
 * `file` relative to `workspace` in posix form, or null when it lies outside it.
 * Pure string work: nothing is read from the disk or the process.
 */
export function workspacePath(file: string, workspace: string): string | null {
  const f = slashes(file);
  const ws = posix.normalize(slashes(workspace)).replace(/\/+$/, "");
  let rel: string;
  if (posix.isAbsolute(f)) {
    if (ws === "" || !posix.isAbsolute(ws)) return null;
    rel = posix.relative(ws, posix.normalize(f));
  } else {
    rel = posix.normalize(f);
  }
  if (rel === "" || rel === "." || rel === ".." || rel.startsWith("../") || posix.isAbsolute(rel)) {
    return null;
  }
  return rel.replace(/^\.\//, "");
}

function line(n: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

export function findingAnnotation(f: Finding, gate: string, path: string): Annotation {
  const l = line(f.line);
  return {
    path,
    start_line: l,
    end_line: l,
    // The report may come from another run's artifact: only GitHub's three words pass.
    annotation_level: LEVELS.has(f.level) ? f.level : "warning",
    message: plainText(f.message, MESSAGE_MAX) || gate,
    title: plainText(`heldout-gate: ${gate}`, TITLE_MAX),
  };
}

/** `times`: how many rows share this problem, said on the first annotation of a repeated one. */
export function problemAnnotation(p: Problem, path: string, times = 1): Annotation {
  const l = line(p.line);
  const field = p.field ? ` (field ${p.field})` : "";
  const repeated =
    times > 1 ? ` [${times} rows have this problem; the first ${GROUP_LINES} are annotated]` : "";
  return {
    path,
    start_line: l,
    end_line: l,
    annotation_level: "failure",
    message: plainText(`${p.reason}${field}${repeated}`, MESSAGE_MAX) || "invalid input",
    title: plainText(
      p.line === 0 ? "heldout-gate: invalid file" : "heldout-gate: invalid row",
      TITLE_MAX,
    ),
  };
}

/**
 * Every input problem, then every gate finding, as annotations; at most `max` in all
 * (each costs an API call per 50), with the rest counted in `skipped`.
 */
export function buildAnnotations(report: Report, workspace: string, max = 1000): AnnotationSet {
  const out: Annotation[] = [];
  const skipped = { outside_workspace: 0, over_cap: 0, repeated: 0 };
  // Findings name few distinct files, so each path is worked out once (bounded cache).
  const paths = new Map<string, string | null>();
  const pathOf = (file: string): string | null => {
    const hit = paths.get(file);
    if (hit !== undefined) return hit;
    const p = workspacePath(file, workspace);
    if (paths.size < 10_000) paths.set(file, p);
    return p;
  };
  const push = (file: string, make: (path: string) => Annotation) => {
    const path = pathOf(file);
    if (path === null) skipped.outside_workspace += 1;
    else if (out.length >= max) skipped.over_cap += 1;
    else out.push(make(path));
  };
  // A problem shared by many rows is annotated on its first lines only; the views list
  // it once with its count (the files' problem groups), report.json keeps every row.
  const key = (file: string, field: string, reason: string) =>
    `${file}\u0000${field}\u0000${reason}`;
  const times = new Map<string, number>();
  for (const p of report.problems) {
    const k = key(p.file, p.field, p.reason);
    times.set(k, (times.get(k) ?? 0) + 1);
  }
  for (const g of allProblemGroups(report.inputs)) {
    const k = key(g.file, g.field, g.reason);
    if (times.has(k)) times.set(k, Math.max(g.count, times.get(k) ?? 0));
  }
  const annotated = new Map<string, number>();
  for (const p of report.problems) {
    const k = key(p.file, p.field, p.reason);
    const n = annotated.get(k) ?? 0;
    if (n >= GROUP_LINES) {
      skipped.repeated += 1;
      continue;
    }
    annotated.set(k, n + 1);
    push(p.file, (path) => problemAnnotation(p, path, n === 0 ? (times.get(k) ?? 1) : 1));
  }
  for (const d of report.data) {
    for (const g of d.gates) {
      for (const f of g.findings) push(f.file, (path) => findingAnnotation(f, g.name, path));
    }
  }
  return { annotations: out, skipped };
}

/** Split into request-sized groups (GitHub accepts at most 50 annotations per call). */
export function batches<T>(items: T[], size = ANNOTATION_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
