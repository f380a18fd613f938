// promptfoo `-o out.json` (rows at results.results) and `-o out.jsonl` (one result per
// line). Task = the test's description, else a hash of its vars: both stay the same
// across repeats and runs, where testIdx does not. With `--repeat N` the k-th result of
// a task is run k. Reward = score (else success as 1/0); namedScores become markers.
import { createHash } from "node:crypto";
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import {
  checkedReward,
  idText,
  newMarkers,
  str,
  takeMarker,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

export function looksLikePromptfooRow(r: JsonRow): boolean {
  if (r.path === "results.results") return true;
  const v = r.value;
  return "testIdx" in v && "promptIdx" in v && ("gradingResult" in v || "success" in v);
}

/** JSON with object keys sorted, so the same vars hash alike whatever their order. */
function stable(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (isRecord(v)) {
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable(v[k])}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

/** The task key of a promptfoo test: its description, or "vars:" + a digest of its vars. */
export function promptfooTask(v: Record<string, unknown>): string | undefined {
  const tc = isRecord(v.testCase) ? v.testCase : {};
  const desc = str(tc.description) ?? str(v.description);
  if (desc !== undefined) return desc;
  const vars = isRecord(tc.vars) ? tc.vars : isRecord(v.vars) ? v.vars : undefined;
  if (vars === undefined) return undefined;
  return `vars:${createHash("sha256").update(stable(vars)).digest("hex").slice(0, 16)}`;
}

function providerOf(v: Record<string, unknown>): string {
  const p = v.provider;
  const id = isRecord(p) ? (str(p.label) ?? str(p.id)) : str(p);
  return `${id ?? "?"} / prompt ${idText(v.promptIdx) ?? "0"}`;
}

export function promptfooReader(ctx: FormatContext): FormatReader {
  const seen = new Map<string, number>();
  let first: { who: string; line: number } | null = null;
  let otherReported = false;
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      const who = providerOf(v);
      first ??= { who, line: r.line };
      if (who !== first.who) {
        if (!otherReported) {
          otherReported = true;
          ctx.problems.add(
            r.line,
            "provider",
            `this file mixes providers or prompts (${first.who} at line ${first.line}, ${who} here); ` +
              "the gate compares one model per file: write one file per provider (promptfoo --filter-providers)",
          );
        }
        return [];
      }
      const task = promptfooTask(v);
      if (task === undefined) {
        ctx.problems.add(r.line, "testCase", "no description and no vars: nothing names this test");
        return [];
      }
      const k = (seen.get(task) ?? 0) + 1;
      seen.set(task, k);
      const out: EvalRecord = { line: r.line, task, run: String(k), markers: newMarkers() };
      const prompt = isRecord(v.prompt) ? str(v.prompt.raw) : str(v.prompt);
      if (prompt !== undefined) out.prompt = prompt;
      const resp = isRecord(v.response) ? v.response.output : undefined;
      if (typeof resp === "string") out.final_text = resp;
      const tc = isRecord(v.testCase) ? v.testCase : {};
      const family = isRecord(tc.metadata) ? str(tc.metadata.family) : undefined;
      if (family !== undefined) out.family = family;
      if (ctx.needReward) {
        // failureReason 1 is a failed assertion (a grade of its own), 2 an error (no grade).
        const errored =
          v.failureReason === 2 ||
          (v.failureReason === undefined &&
            str(v.error) !== undefined &&
            !isRecord(v.gradingResult));
        if (errored) {
          const err = str(v.error) ?? "an error";
          ctx.problems.add(
            r.line,
            "error",
            `promptfoo reports an error for this test, not a grade: ${err.slice(0, 160)}`,
          );
          return [];
        }
        const named = isRecord(v.namedScores) ? v.namedScores : {};
        if (ctx.metric !== "") {
          const reward = checkedReward(named[ctx.metric], `namedScores.${ctx.metric}`, r.line, ctx);
          if (reward === undefined) return [];
          out.reward = reward;
        } else {
          const reward = checkedReward(
            v.score ?? v.success,
            v.score === undefined ? "success" : "score",
            r.line,
            ctx,
          );
          if (reward === undefined) return [];
          out.reward = reward;
        }
        let ok = true;
        for (const [name, x] of Object.entries(named)) {
          if (name === ctx.metric) continue;
          ok = takeMarker(out, name, x, `namedScores.${name}`, r.line, ctx) && ok;
        }
        if (!ok) return [];
      }
      return [out];
    },
    finish: () => [],
  };
}
