// Berkeley Function Calling Leaderboard (BFCL v3/v4): a result file (JSONL, one row per
// test: `id`, `result`, token counts, latency) and a score file (JSONL: a summary line
// `{accuracy, correct_count, total_count}`, then one entry per FAILED test only). A test
// passes when the score file does not list it, so the two are read together: a score
// file is read first and waits in the side's BfclScores, and the result file that
// claims it is graded from it (docs/data-contract.md "Eval tools' own outputs").
import { basename } from "node:path";
import { isRecord } from "../fields.js";
import type { JsonRow } from "../jsonl.js";
import { aloneMessage, pairKey, type BfclScore } from "./bfcl-scores.js";
import {
  contentText,
  newMarkers,
  str,
  type EvalRecord,
  type FormatContext,
  type FormatReader,
} from "./types.js";

const NAME = /^BFCL_v\d+_(.+)_(result|score)\.jsonl?$/;

export function looksLikeBfclResult(v: Record<string, unknown>): boolean {
  return (
    typeof v.id === "string" &&
    "result" in v &&
    ("latency" in v || "input_token_count" in v || "inference_log" in v)
  );
}

export function looksLikeBfclSummary(v: Record<string, unknown>): boolean {
  return "accuracy" in v && "correct_count" in v && "total_count" in v;
}

function looksLikeBfclFailure(v: Record<string, unknown>): boolean {
  return typeof v.id === "string" && "valid" in v && ("error" in v || "error_type" in v);
}

export function looksLikeBfclScoreRow(v: Record<string, unknown>): boolean {
  return looksLikeBfclSummary(v) || looksLikeBfclFailure(v);
}

/** A score file named as BFCL names it, which a side reads before its other files. */
export function isBfclScoreName(path: string): boolean {
  return NAME.exec(basename(path))?.[2] === "score";
}

/** The test category a file's name gives (`simple_python`), or "" for another name. */
function categoryOfName(path: string): string {
  return NAME.exec(basename(path))?.[1] ?? "";
}

/** The category of a test id: `simple_python_12` -> `simple_python`, `live_simple_3-1-0` -> `live_simple`. */
function categoryOfId(id: string): string {
  return id.replace(/_\d+(-\d+)*$/, "");
}

/** A failure's question as text: the user turns of `prompt.question`. */
function questionText(prompt: unknown): string | undefined {
  if (!isRecord(prompt) || !Array.isArray(prompt.question)) return undefined;
  const out: string[] = [];
  for (const turn of prompt.question.flat()) {
    if (!isRecord(turn) || turn.role !== "user") continue;
    const t = contentText(turn.content);
    if (t !== undefined && t !== "") out.push(t);
  }
  return out.length > 0 ? out.join("\n") : undefined;
}

function wholeCount(v: unknown): number | null {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null;
}

export function bfclScoreReader(ctx: FormatContext): FormatReader {
  const file = ctx.problems.file;
  const score: BfclScore = {
    file,
    category: categoryOfName(file),
    key: "",
    problems: ctx.problems,
    summary: null,
    failures: new Map(),
    claimed: false,
  };
  return {
    row(r: JsonRow): EvalRecord[] {
      const v = r.value;
      if (looksLikeBfclSummary(v) && score.summary === null && score.failures.size === 0) {
        const correct = wholeCount(v.correct_count);
        const total = wholeCount(v.total_count);
        if (correct === null || total === null || correct > total) {
          ctx.problems.add(
            r.line,
            "total_count",
            "expected whole counts, with correct_count at most total_count",
          );
        } else score.summary = { line: r.line, correct, total };
        return [];
      }
      const id = str(v.id);
      if (id === undefined || !looksLikeBfclFailure(v)) {
        ctx.problems.add(r.line, "id", "expected a BFCL failure entry (id, valid, error)");
        return [];
      }
      if (v.valid === true) {
        ctx.problems.add(r.line, "valid", "is true, but a BFCL score file lists failed tests only");
        return [];
      }
      const seen = score.failures.get(id);
      if (seen !== undefined) {
        ctx.problems.add(r.line, "id", `this test is listed already (line ${seen.line})`);
        return [];
      }
      const entry: { line: number; prompt?: string } = { line: r.line };
      const text = ctx.needReward ? undefined : questionText(v.prompt);
      if (text !== undefined) entry.prompt = text;
      score.failures.set(id, entry);
      if (score.category === "" && typeof v.test_category === "string")
        score.category = v.test_category;
      return [];
    },
    finish(): EvalRecord[] {
      score.key = pairKey(file, score.category);
      if (ctx.bfcl !== undefined) ctx.bfcl.add(score);
      else ctx.problems.add(0, "", aloneMessage(score));
      return [];
    },
  };
}

export function bfclResultReader(ctx: FormatContext): FormatReader {
  const file = ctx.problems.file;
  let score: BfclScore | null | undefined; // undefined: not looked for yet
  const waiting: EvalRecord[] = [];
  let rows = 0;
  const listed = new Set<string>();
  const grade = (rec: EvalRecord, s: BfclScore) => {
    const failed = s.failures.get(rec.task);
    if (failed !== undefined) listed.add(rec.task);
    if (ctx.needReward) rec.reward = failed === undefined ? 1 : 0;
    else if (failed?.prompt !== undefined) rec.prompt = failed.prompt;
    return rec;
  };
  const look = (category: string) => (score = ctx.bfcl?.claim(file, category) ?? null);
  return {
    row(r: JsonRow): EvalRecord[] {
      const id = str(r.value.id);
      if (id === undefined) {
        ctx.problems.add(r.line, "id", "is missing (expected the test's id)");
        return [];
      }
      rows++;
      const rec: EvalRecord = { line: r.line, task: id, markers: newMarkers() };
      if (score === undefined) look(categoryOfName(file) || categoryOfId(id));
      if (score !== null && score !== undefined) return [grade(rec, score)];
      if (!ctx.needReward) return [rec];
      waiting.push(rec);
      return [];
    },
    finish(): EvalRecord[] {
      if (score === null || score === undefined) {
        if (ctx.needReward) ctx.problems.add(0, "", noScoreMessage(file, waiting[0]?.task));
        return [];
      }
      const s = score;
      const out = waiting.map((rec) => grade(rec, s));
      checkAgainst(s, rows, listed, ctx);
      return out;
    },
  };
}

function noScoreMessage(file: string, firstId: string | undefined): string {
  const category = categoryOfName(file) || (firstId === undefined ? "" : categoryOfId(firstId));
  const name = `BFCL_v4_${category || "<category>"}_score.json`;
  return (
    "a BFCL result file holds no grades: give its score file too " +
    `(${name}, which BFCL writes under score/) in the same input`
  );
}

/** A score file of another run (or another category) must not grade this one. */
function checkAgainst(s: BfclScore, rows: number, listed: Set<string>, ctx: FormatContext): void {
  const stray = [...s.failures.entries()].filter(([id]) => !listed.has(id));
  if (stray.length > 0) {
    const first = Math.min(...stray.map(([, f]) => f.line));
    ctx.problems.add(
      0,
      "",
      `${stray.length} failed tests listed in ${s.file} (first at its line ${first}) are not in ` +
        "this result file: the two are not of the same run",
    );
  }
  if (s.summary !== null && s.summary.total !== rows) {
    ctx.problems.add(
      0,
      "",
      `${s.file} scores ${s.summary.total} tests (its line ${s.summary.line}) but this result ` +
        `file holds ${rows}: the two are not of the same run`,
    );
  } else if (s.summary !== null && s.summary.total - s.summary.correct !== s.failures.size) {
    ctx.problems.add(
      0,
      "",
      `${s.file} says ${s.summary.correct} of ${s.summary.total} correct but lists ` +
        `${s.failures.size} failures: the file is incomplete`,
    );
  }
}
