// tau-bench results, both generations. v1's run.py writes one JSON array of rollouts
// (`task_id` from 0, `reward`, `trial`, `info`, `traj`); tau2-bench writes one JSON object
// whose rollouts sit under `simulations[]` (`task_id`, `trial`, `reward_info.reward`) and
// whose tasks sit under `tasks[]`. Task = task_id, run = trial (a file's trials are its
// re-runs), reward = the rollout's reward. A rollout that ended in an error has no grade.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import {
  checkedReward,
  idText,
  newMarkers,
  str,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

/** A v1 rollout: the keys run.py writes for every result. */
function looksLikeV1(v: Record<string, unknown>): boolean {
  return "task_id" in v && "reward" in v && Array.isArray(v.traj) && isRecord(v.info);
}

/** A tau2 simulation, at its document path or on its own line. */
function looksLikeSimulation(r: JsonRow): boolean {
  const v = r.value;
  if (r.path === "simulations") return true;
  return "task_id" in v && "reward_info" in v && "termination_reason" in v;
}

export function looksLikeTauBenchRow(r: JsonRow): boolean {
  return looksLikeV1(r.value) || looksLikeSimulation(r);
}

/** tau2's task text: the user scenario's instructions (a string, or its parts in order). */
function scenarioText(task: Record<string, unknown>): string | undefined {
  const scenario = isRecord(task.user_scenario) ? task.user_scenario : {};
  const ins = scenario.instructions;
  if (typeof ins === "string") return str(ins);
  if (!isRecord(ins)) return undefined;
  const parts = ["reason_for_call", "known_info", "unknown_info", "task_instructions"]
    .map((k) => str(ins[k]))
    .filter((s): s is string => s !== undefined);
  return parts.length > 0 ? parts.join("\n") : undefined;
}

/** The prompt of each tau2 task id, from the document's `tasks[]`. */
function taskTexts(header: Record<string, unknown> | null): Map<string, string> {
  const out = new Map<string, string>();
  const tasks = header !== null && Array.isArray(header.tasks) ? header.tasks : [];
  for (const t of tasks) {
    if (!isRecord(t)) continue;
    const id = idText(t.id);
    const text = scenarioText(t);
    if (id !== undefined && text !== undefined && !out.has(id)) out.set(id, text);
  }
  return out;
}

/** One rollout's grade, or undefined after saying why it has none. */
function gradeOf(r: JsonRow, ctx: FormatContext): number | undefined {
  const v = r.value;
  if (looksLikeSimulation(r)) {
    const info = v.reward_info;
    if (!isRecord(info) || info.reward === undefined || info.reward === null) {
      ctx.problems.add(r.line, "reward_info.reward", "is missing: this simulation was not graded");
      return undefined;
    }
    return checkedReward(info.reward, "reward_info.reward", r.line, ctx);
  }
  // run.py writes reward 0.0 beside info.error when a rollout crashed: not a failure of the model.
  if (isRecord(v.info) && v.info.error !== undefined) {
    ctx.problems.add(
      r.line,
      "info.error",
      "tau-bench reports an error for this rollout, not a grade: rerun it or remove the row",
    );
    return undefined;
  }
  return checkedReward(v.reward, "reward", r.line, ctx);
}

export function tauBenchReader(ctx: FormatContext): FormatReader {
  // Freeze wants tau2's task texts, which the document may hold after its simulations.
  const waiting: EvalRecord[] = [];
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const task = idText(v.task_id);
      if (task === undefined) {
        ctx.problems.add(r.line, "task_id", "is missing (expected the task's id, 0 included)");
        return [];
      }
      const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
      const trial = idText(v.trial);
      if (trial !== undefined) out.run = trial;
      if (looksLikeV1(v) && isRecord(v.info) && isRecord(v.info.task)) {
        const text = str(v.info.task.instruction);
        if (text !== undefined) out.prompt = text;
      }
      if (ctx.needReward) {
        const reward = gradeOf(r, ctx);
        if (reward === undefined) return [];
        out.reward = reward;
        return [out];
      }
      if (out.prompt !== undefined || !looksLikeSimulation(r)) return [out];
      waiting.push(out);
      return [];
    },
    finish(header): EvalRecord[] {
      const texts = taskTexts(header);
      for (const rec of waiting) {
        const text = texts.get(rec.task);
        if (text !== undefined) rec.prompt = text;
      }
      return waiting;
    },
  };
}
