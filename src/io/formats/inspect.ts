// Inspect AI logs: a `.eval` zip (samples/*.json entries, header.json) or a `.json` log
// (a `samples` array). Task = the sample id, run = its epoch. Score values map as
// Inspect's own accuracy does: C = 1, I = 0, P = 0.5, N = 0, numbers as they are,
// booleans 1/0. The first scorer (or the `metric` input) is the reward, the others markers.
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import { describeValue } from "../problems.js";
import {
  contentText,
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

const LETTERS: Record<string, number> = { C: 1, I: 0, P: 0.5, N: 0 };

export function looksLikeInspectRow(r: JsonRow): boolean {
  if (r.entry !== undefined) return r.entry.startsWith("samples/");
  if (r.path === "samples") return true;
  const v = r.value;
  return "id" in v && "epoch" in v && ("scores" in v || "input" in v);
}

/** A score value as a number, or a reason it is not one. */
export function scoreValue(v: unknown): number | string {
  if (typeof v === "string") {
    const n = LETTERS[v];
    if (n !== undefined) return n;
    const parsed = Number(v);
    return v.trim() !== "" && Number.isFinite(parsed)
      ? parsed
      : `the value ${describeValue(v)} is not C, I, P, N or a number`;
  }
  return (
    numeric(v) ??
    `the value ${describeValue(v)} is not a number (a scorer with several values needs one picked)`
  );
}

function inputText(input: unknown): string | undefined {
  return typeof input === "string" ? input : promptOf(input);
}

function targetText(t: unknown): string | undefined {
  if (Array.isArray(t)) return t.filter((x) => typeof x === "string").join("\n") || undefined;
  return str(t);
}

function outputText(output: unknown): string | undefined {
  if (!isRecord(output)) return undefined;
  const choices = output.choices;
  if (!Array.isArray(choices) || !isRecord(choices[0]) || !isRecord(choices[0].message))
    return undefined;
  return contentText(choices[0].message.content);
}

/** The metric input as [scorer, key]: a scorer's name, or "scorer.key" for one of its values. */
function splitMetric(
  metric: string,
  scores: Record<string, unknown>,
): [string | undefined, string | undefined] {
  if (metric === "") return [undefined, undefined];
  if (metric in scores) return [metric, undefined];
  const dot = metric.indexOf(".");
  if (dot > 0 && metric.slice(0, dot) in scores)
    return [metric.slice(0, dot), metric.slice(dot + 1)];
  return [metric, undefined];
}

export function inspectReader(ctx: FormatContext): FormatReader {
  let unscored = 0;
  let samples = 0;
  return {
    row(r: JsonRow): EvalRecord[] {
      samples++;
      const where = r.entry !== undefined ? `${r.entry}: ` : "";
      const out = sampleRecord(ctx, r, where);
      if (out === null) return [];
      const scores = isRecord(r.value.scores) ? r.value.scores : {};
      if (Object.keys(scores).length === 0) {
        unscored++;
        return [out];
      }
      return scoreSample(ctx, r.line, where, scores, out) ? [out] : [];
    },
    finish(header): EvalRecord[] {
      if (unscored > 0 && ctx.needReward) {
        const all = unscored === samples;
        ctx.problems.add(
          0,
          "",
          `${all ? "this Inspect log is not scored" : `${unscored} of ${samples} samples in this Inspect log are not scored`}` +
            ": score it first (inspect score LOG) or run the task with a scorer",
        );
      }
      if (samples === 0 && header !== null) {
        ctx.problems.add(0, "", "this Inspect log has no samples");
      }
      const status = logStatus(header);
      if (status !== null) ctx.notes.push(statusNote(status, samples));
      return [];
    },
  };
}

/** Inspect's words for a log that did not run to its end (design §5: said, not judged). */
const STATUS_WHY: Record<string, string> = {
  cancelled: "the run was cancelled before its end",
  error: "the run stopped on an error",
  started: "the run had not finished when the log was written",
};

/** The status of a log that did not end in success, or null: header.json in a zip, the top level in a .json log. */
function logStatus(header: Record<string, unknown> | null): string | null {
  if (header === null) return null;
  const h = isRecord(header["header.json"]) ? header["header.json"] : header;
  const st = h.status;
  if (st === undefined || st === "success") return null;
  return typeof st === "string" && st in STATUS_WHY ? st : describeValue(st);
}

function statusNote(status: string, samples: number): string {
  const why = STATUS_WHY[status] ?? "it is not one Inspect writes for a finished run";
  return (
    `this Inspect log's status is ${status in STATUS_WHY ? status : `not success (${status})`}: ${why}, ` +
    `so its ${samples} sample(s) may be only part of the task; they are read as they are`
  );
}

/** A sample's task, epoch and texts, before its scores; null (after a problem) without an id. */
function sampleRecord(ctx: FormatContext, r: JsonRow, where: string): EvalRecord | null {
  const v = r.value;
  const task = idText(v.id);
  if (task === undefined) {
    ctx.problems.add(r.line, "id", `${where}the sample has no id`);
    return null;
  }
  const out: EvalRecord = { line: r.line, task, markers: newMarkers() };
  const epoch = idText(v.epoch);
  if (epoch !== undefined) out.run = epoch;
  const prompt = inputText(v.input);
  if (prompt !== undefined) out.prompt = prompt;
  const answer = targetText(v.target);
  if (answer !== undefined) out.answer = answer;
  const text = outputText(v.output);
  if (text !== undefined) out.final_text = text;
  // The sample's messages (system prompt, user turn, ...) are what the served model was
  // given: serve_skew compares training prompts with them (design §15). The input alone
  // lacks the system message a solver added.
  if (Array.isArray(v.messages)) out.raw_messages = v.messages;
  return out;
}

/**
 * Sets the reward from the picked scorer and the other scores as markers; false (after a
 * problem) when the picked score is missing, has several values, or is not within [0, 1].
 */
function scoreSample(
  ctx: FormatContext,
  line: number,
  where: string,
  scores: Record<string, unknown>,
  out: EvalRecord,
): boolean {
  const names = Object.keys(scores);
  // `metric: scorer` picks a scorer; `scorer.key` one value of a scorer that gives several.
  const [picked, key] = splitMetric(ctx.metric, scores);
  const main = picked ?? names[0]!;
  const score = scores[main];
  if (!isRecord(score)) {
    ctx.problems.add(
      line,
      `scores.${main}`,
      `${where}no score from scorer "${main}" (this sample has: ${names.join(", ")})`,
    );
    return false;
  }
  const value = key !== undefined && isRecord(score.value) ? score.value[key] : score.value;
  if (isRecord(value)) {
    const keys = Object.keys(value).join(", ");
    ctx.problems.add(
      line,
      `scores.${main}.value`,
      `${where}scorer "${main}" gives several values (${keys}): pick one with metric ${main}.<key>`,
    );
    return false;
  }
  const reward = scoreValue(value);
  if (typeof reward === "string" || reward < 0 || reward > 1) {
    const why = typeof reward === "string" ? reward : `${reward} is not within [0, 1]`;
    ctx.problems.add(line, `scores.${main}.value`, `${where}${why}`);
    return false;
  }
  out.reward = reward;
  return addMarkers(ctx, line, where, out, scores, main, key);
}

/**
 * Every score but the reward as a marker; a scorer's several values each as
 * "scorer.key". False (after a problem) when one cannot be read as a number.
 */
function addMarkers(
  ctx: FormatContext,
  line: number,
  where: string,
  out: EvalRecord,
  scores: Record<string, unknown>,
  main: string,
  key: string | undefined,
): boolean {
  let ok = true;
  for (const name of Object.keys(scores)) {
    const s = scores[name];
    if (!isRecord(s)) {
      ctx.problems.add(
        line,
        `scores.${name}`,
        `${where}expected a score object, got ${describeValue(s)}`,
      );
      ok = false;
      continue;
    }
    const values: [string, unknown, string][] = isRecord(s.value)
      ? Object.entries(s.value).map(([k, x]) => [`${name}.${k}`, x, `scores.${name}.value.${k}`])
      : [[name, s.value, `scores.${name}.value`]];
    for (const [m, x, field] of values) {
      if (m === main || m === `${main}.${key}`) continue;
      ok = takeMarker(out, m, x, field, line, ctx, scoreValue, where) && ok;
    }
  }
  return ok;
}
