// SWE-bench evaluation results.json: outcomes are list memberships. Resolved ids grade
// 1; ids the report says were evaluated (completed_ids, unresolved_ids) and not resolved
// grade 0. Every other submitted id has no grade: its run ended in an error, produced an
// empty patch, did not finish, or was never run (a run filtered to some instances still
// lists all 300 as submitted). Such ids get no row, so the coverage check counts them as
// missing (an evidence gap), and a note counts them by why (issue 22.3).
// The harness's per-instance report.json ({id: {resolved, patch_exists, ...}}) is read too.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import { describeValue } from "../problems.js";
import { newMarkers, type EvalRecord, type FormatContext, type FormatReader } from "./types.js";

export function looksLikeSweBench(v: Record<string, unknown>): boolean {
  return (
    Array.isArray(v.resolved_ids) &&
    (Array.isArray(v.submitted_ids) || Array.isArray(v.completed_ids))
  );
}

/** The harness's per-instance report.json: each key an instance id, each value its grading. */
export function looksLikeSweBenchReport(v: Record<string, unknown>): boolean {
  const values = Object.values(v);
  return (
    values.length > 0 &&
    values.every(
      (x) => isRecord(x) && "resolved" in x && ("patch_exists" in x || "patch_is_None" in x),
    )
  );
}

function ids(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : [];
}

/** Lists of submitted ids without a grade, in the order a note names them. */
const UNGRADED = [
  "error_ids",
  "empty_patch_ids",
  "incomplete_ids",
  "infra_failure_ids",
  "ambiguous_failure_ids",
] as const;
/** How a note names submitted ids in no list: the run was limited to other instances. */
const NOT_RUN = "not evaluated in this run";

/**
 * A per-instance report's run: the folder that holds the instance folders
 * (logs/run_evaluation/<run_id>/<model>/<instance>/report.json), so the reports of one
 * harness run given as several files are one run, not one run per instance.
 */
function reportRun(file: string): string {
  const parts = file.split(/[\\/]/);
  return parts.length > 2 ? parts.slice(0, -2).join("/") : ".";
}

export function sweBenchReader(ctx: FormatContext): FormatReader {
  let doc: Record<string, unknown> | null = null;
  let line = 0;
  return {
    // A results.json written on one line arrives as one JSONL row.
    row(r: JsonRow): EvalRecord[] {
      if (doc === null && (looksLikeSweBench(r.value) || looksLikeSweBenchReport(r.value))) {
        doc = r.value;
        line = r.line;
      } else
        ctx.problems.add(
          r.line,
          "",
          "a SWE-bench results file holds one JSON object; this is another",
        );
      return [];
    },
    finish(header): EvalRecord[] {
      const d = doc ?? header;
      if (d !== null && !looksLikeSweBench(d) && looksLikeSweBenchReport(d))
        return instanceReports(ctx, d, line);
      if (d === null || !looksLikeSweBench(d)) {
        ctx.problems.add(
          0,
          "",
          "no resolved_ids and submitted_ids lists: not a SWE-bench results.json",
        );
        return [];
      }
      return runReport(ctx, d, line);
    },
  };
}

function runReport(ctx: FormatContext, d: Record<string, unknown>, line: number): EvalRecord[] {
  const resolved = new Set(ids(d.resolved_ids));
  // Schema 2 names what was evaluated; an older report without those lists grades every
  // submitted id outside the ungraded lists, as before.
  const listsEvaluated = Array.isArray(d.completed_ids) || Array.isArray(d.unresolved_ids);
  const evaluated = new Set([...ids(d.completed_ids), ...ids(d.unresolved_ids), ...resolved]);
  const ungraded = new Map<string, string>();
  for (const key of UNGRADED)
    for (const id of ids(d[key])) if (!ungraded.has(id)) ungraded.set(id, key);
  const submitted = ids(d.submitted_ids);
  const all = submitted.length > 0 ? submitted : [...evaluated];
  const out: EvalRecord[] = [];
  const seen = new Set<string>();
  const gap = new Map<string, number>();
  for (const id of all) {
    if (seen.has(id)) continue;
    seen.add(id);
    const rec: EvalRecord = { line, task: id, markers: newMarkers() };
    const why = resolved.has(id)
      ? undefined
      : (ungraded.get(id) ?? (listsEvaluated && !evaluated.has(id) ? NOT_RUN : undefined));
    if (why !== undefined) {
      if (ctx.needReward) {
        gap.set(why, (gap.get(why) ?? 0) + 1);
        continue;
      }
    } else if (ctx.needReward) rec.reward = resolved.has(id) ? 1 : 0;
    const repo = id.split("__")[0];
    if (repo !== undefined && repo !== id) rec.family = repo;
    out.push(rec);
  }
  const n = [...gap.values()].reduce((a, b) => a + b, 0);
  if (n > 0) {
    const by = [...UNGRADED, NOT_RUN]
      .filter((k) => gap.has(k))
      .map((k) => (k === NOT_RUN ? `${gap.get(k)} ${NOT_RUN}` : `${gap.get(k)} in ${k}`))
      .join(", ");
    ctx.notes.push(
      `${n} of ${seen.size} submitted SWE-bench instances have no grade (${by}); ` +
        "they count as missing tasks, an evidence gap, not as failures",
    );
    for (const k of [...UNGRADED, NOT_RUN]) {
      const c = gap.get(k);
      if (c !== undefined)
        ctx.leftOut.add(
          "tasks",
          k === NOT_RUN ? "submitted_ids" : k,
          k === NOT_RUN ? `no grade, ${NOT_RUN}` : "no grade",
          0,
          c,
        );
    }
  }
  if (out.length === 0) ctx.problems.add(0, "", "no submitted instance has a grade");
  return out;
}

/** Per-instance report.json: resolved true/false grades 1/0; an instance without a patch has no grade. */
function instanceReports(
  ctx: FormatContext,
  d: Record<string, unknown>,
  line: number,
): EvalRecord[] {
  const run = reportRun(ctx.problems.file);
  const out: EvalRecord[] = [];
  let noPatch = 0;
  for (const [id, g] of Object.entries(d)) {
    const r = g as Record<string, unknown>;
    const rec: EvalRecord = { line, task: id, run, markers: newMarkers() };
    const repo = id.split("__")[0];
    if (repo !== undefined && repo !== id) rec.family = repo;
    if (ctx.needReward) {
      if (r.patch_is_None === true || r.patch_exists === false) {
        noPatch++;
        continue;
      }
      if (typeof r.resolved !== "boolean") {
        ctx.problems.add(
          line,
          `${id}.resolved`,
          `expected true/false, got ${describeValue(r.resolved)}`,
        );
        continue;
      }
      rec.reward = r.resolved ? 1 : 0;
    }
    out.push(rec);
  }
  if (noPatch > 0) {
    ctx.notes.push(
      `${noPatch} SWE-bench instance report(s) have no patch (an empty patch); ` +
        "they count as missing tasks, an evidence gap, not as failures",
    );
    ctx.leftOut.add("tasks", "patch_exists", "no patch: no grade", 0, noPatch);
  }
  return out;
}
