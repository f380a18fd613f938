// Gates + model check -> one Decision. The rule (docs/design.md §5): the model check passes only
// when the target moved, nothing guarded regressed and the comparison is valid; the data
// check passes when no gate fails; with both, both must pass. require-proof also fails a
// win that has evidence gaps.
import type { Problem } from "./io/canonical.js";
import type { DataCheck, Decision, ModelCheck, Report, RunStop } from "./report.js";
import { signed } from "./render/format.js";

export { verdictOf, HEADLINE_WORD, type Verdict } from "./report/verdict-word.js";

export interface DecideInput {
  model: ModelCheck | null;
  data: DataCheck[];
  problems: Problem[];
  /** All problems found, when more were found than kept in `problems`. */
  problemTotal?: number;
  heldout: Report["heldout"];
}

const fmt = (x: number) => signed(x);

function modelLine(m: ModelCheck, level: number): string {
  const t = m.metrics.find((x) => x.metric === m.target);
  if (!t || t.delta === null) return `${m.target}: ${m.target_verdict}`;
  const ci = t.ci ? `, ${Math.round(100 * level)}% CI ${fmt(t.ci[0])}..${fmt(t.ci[1])}` : "";
  return `${m.target} ${m.target_verdict} ${fmt(t.delta)}${ci}`;
}

/**
 * A data file in the headline. "all gates pass" only when every gate ran and passed and the
 * file had no input problems; gates that did not apply to its rows are not a failure.
 */
function dataLine(d: DataCheck): string {
  const ran = d.gates.filter((g) => g.status !== "not_run");
  if (ran.length === 0)
    return d.rows === 0 ? "not run, no valid rows" : "not run, every row is empty";
  const bad = ran.filter((g) => g.status !== "pass").map((g) => `${g.name} ${g.status}`);
  const problems = d.input_problems ?? 0;
  if (problems > 0) bad.unshift("failed on input problems");
  if (bad.length > 0) return bad.join(", ");
  return ran.length === d.gates.length ? "all gates pass" : "all gates that apply pass";
}

/** Why the judge stops a target from passing as moved: gamed, or its corrected delta (design §14). */
function judgeReasons(m: ModelCheck, correction: "show" | "decide"): string[] {
  const out: string[] = [];
  const j = m.judge;
  if (j?.gamed) {
    const flagged = j.criteria.filter((c) => c.gaming?.flagged).map((c) => c.criterion);
    out.push(
      `the candidate may be exploiting the judge: on labelled rows the judge passes its failures more often than the baseline's (${flagged.join(", ")}), so the target cannot pass as moved`,
    );
  }
  if (correction === "decide" && m.target_verdict === "moved") {
    const k = j?.correction ?? null;
    if (k === null) {
      out.push(
        "judge-correction is decide, but no labels measured the judge's errors on the target, so its corrected delta is unknown",
      );
    } else if (k.blocks) {
      out.push(
        `judge-correction is decide and ${k.metric} corrected for the judge's errors (${fmt(k.delta)}, CI ${fmt(k.ci[0])}..${fmt(k.ci[1])}) does not clear zero`,
      );
    }
  }
  return out;
}

export function decide(
  input: DecideInput,
  opts: { requireProof: boolean; confidence: number; judgeCorrection?: "show" | "decide" },
): Decision {
  const reasons: string[] = [];
  const { model, data, problems, heldout } = input;
  const total = Math.max(input.problemTotal ?? 0, problems.length);
  const problemCount = `${total} input problem${total === 1 ? "" : "s"}`;

  if (problems.length > 0) {
    const files = [...new Set(problems.map((p) => p.file))];
    reasons.push(
      `${problemCount} in ${files.join(", ")}; the inputs must be valid before anything is judged`,
    );
  }
  if (heldout && heldout.changed && !heldout.change_allowed) {
    reasons.push("the held-out test changed in this PR, so the comparison is not comparable");
  }
  if (model) {
    if (model.not_comparable.length > 0) {
      reasons.push(`not comparable: ${model.not_comparable.join("; ")}`);
    }
    if (model.target_verdict !== "moved") {
      reasons.push(`${model.target} is ${model.target_verdict}, and the gate needs moved`);
    }
    if (model.regressions.length > 0) {
      reasons.push(`regressed: ${model.regressions.join(", ")}`);
    }
    reasons.push(...judgeReasons(model, opts.judgeCorrection ?? "show"));
    const ft = model.family_test;
    if (ft?.blocks && model.target_verdict === "moved") {
      reasons.push(
        `family-test is ${ft.mode} and ${ft.metric} does not move at the family level ` +
          `(${fmt(ft.delta)}, ${Math.round(100 * opts.confidence)}% CI ${fmt(ft.ci[0])}..${fmt(ft.ci[1])} over ${ft.families} families)`,
      );
    }
  }
  for (const d of data) {
    const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
    if (failed.length > 0) reasons.push(`${d.kind} ${d.path}: ${failed.join(", ")} failed`);
    // Gates over zero rows are vacuously clean; an empty data set proves nothing.
    else if (d.rows === 0) reasons.push(`${d.kind} ${d.path}: no valid rows to check`);
    else if (d.gates.length > 0 && d.gates.every((g) => g.status === "not_run")) {
      reasons.push(`${d.kind} ${d.path}: every row is empty, so no gate ran`);
    }
  }
  const gaps = model ? model.gaps : [];
  if (opts.requireProof && gaps.length > 0 && model && model.target_verdict === "moved") {
    reasons.push(`require-proof is set and the win has evidence gaps: ${gaps.join("; ")}`);
  }

  const pass = reasons.length === 0;
  const parts: string[] = [];
  if (model)
    parts.push(
      modelLine(model, opts.confidence) +
        (model.regressions.length === 0 ? ", no regressions" : ""),
    );
  for (const d of data) parts.push(`${d.kind}: ${dataLine(d)}`);
  if (problems.length > 0) parts.push(problemCount);
  let headline = `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
  if (heldout && heldout.changed) {
    headline = `${heldout.change_allowed ? "held-out test CHANGED in this PR (allowed)" : "held-out test CHANGED in this PR"} | ${headline}`;
  }
  return {
    pass,
    verdict: pass ? "pass" : "fail",
    conclusion: pass ? "success" : "failure",
    headline,
    reasons,
    gaps,
  };
}

/**
 * The decision of a run that an error stopped: not a verdict on the model or the data, so it
 * is `error`, not `fail` (design §5). The check still concludes failure: nothing was shown to
 * pass. `input` is empty when no one input caused the stop (a refused artifact, a bad state).
 */
export function stoppedDecision(stop: RunStop): Decision {
  const why =
    stop.input === ""
      ? `the run stopped: ${stop.reason}`
      : `the run stopped on input "${stop.input}": ${stop.reason}`;
  const where = stop.input === "" ? "" : `input "${stop.input}": `;
  return {
    pass: false,
    verdict: "error",
    conclusion: "failure",
    headline: `ERROR: stopped: ${where}${stop.reason}`,
    reasons: [`${why}; nothing was judged`],
    gaps: [],
  };
}
