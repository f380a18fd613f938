// Terminal-Bench harness `results.json`: one file per run, its trials under `results[]`
// (`task_id`, `is_resolved`, `instruction`, `trial_name`), the run's own `id` beside them.
// Task = task_id, run = the document's id, reward = is_resolved as 1/0. A trial whose
// tests never reported (`is_resolved` null: a parse error or a test timeout) is graded 0,
// as the harness's accuracy and unresolved_ids count it, and a note says how many.
import type { JsonRow } from "../jsonl.js";
import { describeValue } from "../problems.js";
import {
  idText,
  newMarkers,
  str,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

export function looksLikeTerminalBenchRow(r: JsonRow): boolean {
  const v = r.value;
  return "is_resolved" in v && "task_id" in v && (r.path === "results" || "trial_name" in v);
}

/** A results.json whose `results` list is empty still says what it is. */
export function looksLikeTerminalBenchResults(h: Record<string, unknown>): boolean {
  return Array.isArray(h.resolved_ids) && Array.isArray(h.unresolved_ids) && "n_resolved" in h;
}

export function terminalBenchReader(ctx: FormatContext): FormatReader {
  // The run id may come after the trials in the document: records wait for it.
  const records: EvalRecord[] = [];
  const unreported = new Map<string, number>();
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const task = idText(v.task_id);
      if (task === undefined) {
        ctx.problems.add(r.line, "task_id", "is missing (expected the task's name)");
        return [];
      }
      const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
      const text = str(v.instruction);
      if (text !== undefined) out.prompt = text;
      if (ctx.needReward) {
        const got = v.is_resolved;
        if (got === null) {
          // The harness's failure modes are short snake_case names; anything else is not echoed.
          const named = str(v.failure_mode);
          const mode =
            named === undefined
              ? "no failure_mode"
              : /^[a-z_]{1,40}$/.test(named)
                ? named
                : "other";
          unreported.set(mode, (unreported.get(mode) ?? 0) + 1);
        } else if (typeof got !== "boolean") {
          ctx.problems.add(
            r.line,
            "is_resolved",
            `expected true, false or null, got ${describeValue(got)}`,
          );
          return [];
        }
        out.reward = got === true ? 1 : 0;
      }
      records.push(out);
      return [];
    },
    finish(header): EvalRecord[] {
      const run = header !== null ? idText(header.id) : undefined;
      if (run !== undefined) for (const rec of records) rec.run = run;
      if (header !== null && records.length === 0 && looksLikeTerminalBenchResults(header)) {
        ctx.problems.add(0, "results", "holds no trials: nothing was graded in this run");
      }
      const n = [...unreported.values()].reduce((a, b) => a + b, 0);
      if (n > 0) {
        const modes = [...unreported.entries()]
          .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
          .map(([m, k]) => `${k} ${m}`)
          .join(", ");
        ctx.notes.push(
          `${n} of ${records.length} Terminal-Bench trials have is_resolved null (${modes}); ` +
            "they are graded 0, as the harness's accuracy counts them",
        );
      }
      return records;
    },
  };
}
