// SWE-bench evaluation results.json: outcomes are list memberships. Resolved ids grade
// 1; other submitted ids that were evaluated grade 0. Ids whose run ended in an error,
// produced an empty patch or did not finish have no grade: they get no row, so the
// coverage check counts them as missing (an evidence gap), and a note says why.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import { newMarkers, type EvalRecord, type FormatContext, type FormatReader } from "./types.js";

export function looksLikeSweBench(v: Record<string, unknown>): boolean {
  return (
    Array.isArray(v.resolved_ids) &&
    (Array.isArray(v.submitted_ids) || Array.isArray(v.completed_ids))
  );
}

function ids(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : [];
}

const UNGRADED = ["error_ids", "empty_patch_ids", "incomplete_ids"] as const;

export function sweBenchReader(ctx: FormatContext): FormatReader {
  let doc: Record<string, unknown> | null = null;
  let line = 0;
  return {
    // A results.json written on one line arrives as one JSONL row.
    row(r: JsonRow): EvalRecord[] {
      if (doc === null && looksLikeSweBench(r.value)) {
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
      const d = doc ?? (header !== null && looksLikeSweBench(header) ? header : null);
      if (d === null) {
        ctx.problems.add(
          0,
          "",
          "no resolved_ids and submitted_ids lists: not a SWE-bench results.json",
        );
        return [];
      }
      const resolved = new Set(ids(d.resolved_ids));
      const ungraded = new Map<string, string>();
      for (const key of UNGRADED)
        for (const id of ids(d[key])) if (!ungraded.has(id)) ungraded.set(id, key);
      const submitted = ids(d.submitted_ids);
      const all =
        submitted.length > 0 ? submitted : [...new Set([...ids(d.completed_ids), ...resolved])];
      const out: EvalRecord[] = [];
      const seen = new Set<string>();
      for (const id of all) {
        if (seen.has(id)) continue;
        seen.add(id);
        const rec: EvalRecord = { line, task: id, markers: newMarkers() };
        if (ungraded.has(id) && !resolved.has(id)) {
          if (ctx.needReward) continue;
        } else if (ctx.needReward) rec.reward = resolved.has(id) ? 1 : 0;
        const repo = id.split("__")[0];
        if (repo !== undefined && repo !== id) rec.family = repo;
        out.push(rec);
      }
      const gap = [...ungraded.keys()].filter((id) => seen.has(id) && !resolved.has(id));
      if (ctx.needReward && gap.length > 0) {
        const by = UNGRADED.map(
          (k) => [k, gap.filter((id) => ungraded.get(id) === k).length] as const,
        )
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} in ${k}`)
          .join(", ");
        ctx.notes.push(
          `${gap.length} of ${seen.size} submitted SWE-bench instances have no grade (${by}); ` +
            "they count as missing tasks, an evidence gap, not as failures",
        );
      }
      if (isRecord(d) && out.length === 0)
        ctx.problems.add(0, "", "no submitted instance has a grade");
      return out;
    },
  };
}
