// OpenAI evals, in its two forms.
// - `oaieval` record logs: mixed lines (spec, final_report, and events with a type). The
//   `match` events are the grades (sample_id, data.correct); a sample's `sampling` event
//   gives its prompt. Other lines are the log's bookkeeping and are passed over.
// - Evals API output items: data_source_idx names the item, run_id its run, passes/grades
//   per grader; an item whose sample errored before any grader ran is counted as left out.
//   Reward = 1 when every grader passed (or the `metric` grader's pass); grades and
//   per-grader passes become markers.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import { describeValue } from "../problems.js";
import {
  checkedReward,
  idText,
  newMarkers,
  numeric,
  promptOf,
  str,
  takeMarker,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

export function looksLikeOaievalRow(v: Record<string, unknown>): boolean {
  return "spec" in v || "final_report" in v || ("sample_id" in v && "event_id" in v && "type" in v);
}

export function looksLikeEvalsApiItem(v: Record<string, unknown>): boolean {
  return "data_source_idx" in v && ("passes" in v || "grades" in v || "results" in v);
}

export function oaievalReader(ctx: FormatContext): FormatReader {
  const prompts = new Map<string, string>();
  const types = new Set<string>();
  let matches = 0;
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      // The log's other lines are counted as left out, never dropped unseen (design §12).
      if (!("sample_id" in v) || typeof v.type !== "string") {
        ctx.leftOut.add("rows", "", "the log's own lines (spec, final_report): no grade", r.line);
        return [];
      }
      types.add(v.type);
      const task = idText(v.sample_id);
      const data = isRecord(v.data) ? v.data : {};
      if (task === undefined) {
        ctx.problems.add(r.line, "sample_id", "is missing");
        return [];
      }
      if (v.type !== "match") {
        ctx.leftOut.add(
          "rows",
          "type",
          "events other than match (sampling, metrics, ...): no grade",
          r.line,
        );
      }
      if (v.type === "sampling") {
        const p = promptOf(data.prompt);
        if (p !== undefined && !prompts.has(task)) prompts.set(task, p);
        return [];
      }
      if (v.type !== "match") return [];
      matches++;
      const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
      if (ctx.needReward) {
        const reward = checkedReward(data.correct, "data.correct", r.line, ctx);
        if (reward === undefined) return [];
        out.reward = reward;
      }
      const p = prompts.get(task);
      if (p !== undefined) out.prompt = p;
      const exp = Array.isArray(data.expected) ? str(data.expected[0]) : str(data.expected);
      if (exp !== undefined) out.answer = exp;
      const sampled = str(data.sampled);
      if (sampled !== undefined) out.final_text = sampled;
      return [out];
    },
    finish(): EvalRecord[] {
      if (matches === 0) {
        const seen = types.size > 0 ? ` (its events are: ${[...types].sort().join(", ")})` : "";
        ctx.problems.add(
          0,
          "",
          `this oaieval log has no "match" events${seen}: only match-type evals are read; ` +
            "map other events with the fields input (e.g. fields: where=type:metrics, task=sample_id, reward=data.score)",
        );
      }
      return [];
    },
  };
}

/** An item whose sample has an error and no grader result. */
function erroredUngraded(
  v: Record<string, unknown>,
  passes: Record<string, unknown>,
  grades: Record<string, unknown>,
): boolean {
  const sample = isRecord(v.sample) ? v.sample : {};
  const failed = sample.error !== undefined && sample.error !== null;
  return failed && Object.keys(passes).length === 0 && Object.keys(grades).length === 0;
}

export function evalsApiReader(ctx: FormatContext): FormatReader {
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const task = idText(v.data_source_idx);
      if (task === undefined) {
        ctx.problems.add(r.line, "data_source_idx", "is missing");
        return [];
      }
      const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
      // Each Evals API run has its id: items of several runs in one file are those runs.
      const run = idText(v.run_id);
      if (run !== undefined) out.run = run;
      const item = isRecord(v.item) ? v.item : {};
      const prompt = promptOf(item.input) ?? str(item.question) ?? promptOf(item.prompt);
      if (prompt !== undefined) out.prompt = prompt;
      const answer = str(item.expected_answer) ?? str(item.ideal) ?? str(item.answer);
      if (answer !== undefined) out.answer = answer;
      const passes = isRecord(v.passes) ? v.passes : {};
      const grades = isRecord(v.grades) ? v.grades : {};
      if (ctx.needReward && erroredUngraded(v, passes, grades)) {
        // The API counts such an item as errored, neither passed nor failed: left out, counted.
        ctx.leftOut.add("rows", "sample.error", "the sample errored, so no grader ran", r.line);
        return [];
      }
      if (ctx.needReward) {
        const names = Object.keys(passes);
        let ok = true;
        // Each grader's pass is true/false; any other value would make "all passed" wrong unseen.
        for (const n of names) {
          const x = passes[n];
          if (typeof x === "boolean" || x === 0 || x === 1) out.markers[n] = numeric(x)!;
          else {
            ctx.problems.add(r.line, `passes.${n}`, `expected true/false, got ${describeValue(x)}`);
            ok = false;
          }
        }
        for (const [n, g] of Object.entries(grades)) {
          ok = takeMarker(out, `${n}_grade`, g, `grades.${n}`, r.line, ctx) && ok;
        }
        if (!ok) return [];
        let reward: number | undefined;
        if (ctx.metric !== "") {
          reward = checkedReward(
            passes[ctx.metric] ?? grades[ctx.metric],
            `passes.${ctx.metric}`,
            r.line,
            ctx,
          );
        } else if (names.length > 0) {
          reward = names.every((n) => passes[n] === true || passes[n] === 1) ? 1 : 0;
        } else {
          ctx.problems.add(r.line, "passes", "no grader results in this item");
        }
        if (reward === undefined) return [];
        out.reward = reward;
      }
      return [out];
    },
    finish: () => [],
  };
}
