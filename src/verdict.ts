// Gates + model check -> one Decision. The rule (docs/design.md §5): the model check passes only
// when the target moved, nothing guarded regressed and the comparison is valid; the data
// check passes when no gate fails; with both, both must pass. require-proof also fails a
// win that has evidence gaps.
import type { Problem } from "./io/canonical.js";
import type { DataCheck, Decision, ModelCheck, Report, RunStop } from "./report.js";
import { signed } from "./render/format.js";
import { levelText } from "./ledger/attempts.js";
import { shortVersion } from "./ledger/test-version.js";

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
  // The interval that decides (issue 25.4): the family-level one when it takes part, since
  // it carries the family component and is the wider of the two.
  const ft = m.family_test;
  const pct = `${Math.round(100 * level)}%`;
  const ci =
    ft?.decides && ft.metric === m.target
      ? `, ${pct} CI ${fmt(ft.ci[0])}..${fmt(ft.ci[1])} over ${ft.families} families`
      : t.ci
        ? `, ${pct} CI ${fmt(t.ci[0])}..${fmt(t.ci[1])}`
        : "";
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

/** One reason a run fails: the sentence for the reasons list, and its short form for the headline. */
interface Reason {
  text: string;
  lead: string;
  /** The headline part this reason already says, so the headline does not say it twice. */
  covers?: "model" | "problems" | number;
}

/** A regressed metric with its delta: "marker:safe regressed -0.165" (design §5). */
function regressionLead(m: ModelCheck): string {
  const first = m.regressions[0]!;
  const c = m.metrics.find((x) => x.metric === first);
  const delta = c && c.delta !== null ? ` ${fmt(c.delta)}` : "";
  const lower = c?.lower_is_better ? " (lower is better)" : "";
  const more = m.regressions.length > 1 ? ` (and ${m.regressions.length - 1} more)` : "";
  return `${first} regressed${delta}${lower}${more}`;
}

/** Why the model check fails, most harmful first: a regression before a target that did not move. */
function modelReasons(m: ModelCheck, opts: DecideOptions): Reason[] {
  const out: Reason[] = [];
  if (m.not_comparable.length > 0) {
    out.push({
      text: `not comparable: ${m.not_comparable.join("; ")}`,
      lead: `not comparable: ${m.not_comparable[0]}`,
    });
  }
  if (m.regressions.length > 0) {
    out.push({ text: `regressed: ${m.regressions.join(", ")}`, lead: regressionLead(m) });
  }
  if (m.target_verdict !== "moved") {
    out.push({
      text: `${m.target} is ${m.target_verdict}, and the gate needs moved`,
      lead: `${modelLine(m, opts.confidence)} (the gate needs moved)`,
      covers: "model",
    });
  }
  for (const text of judgeReasons(m, opts.judgeCorrection ?? "show")) {
    out.push({
      text,
      lead: text.startsWith("judge-correction")
        ? `${m.target} corrected for the judge's errors does not clear zero`
        : "the candidate may be exploiting the judge",
    });
  }
  const ft = m.family_test;
  if (ft?.blocks && m.target_verdict === "moved") {
    out.push({
      text:
        `family-test is ${ft.mode} and ${ft.metric} does not move at the family level ` +
        `(${fmt(ft.delta)}, ${Math.round(100 * opts.confidence)}% CI ${fmt(ft.ci[0])}..${fmt(ft.ci[1])} over ${ft.families} families)`,
      lead: `${ft.metric} does not move at the family level (${fmt(ft.delta)})`,
    });
  }
  const a = m.attempt;
  if (a && a.applied && m.target_verdict === "moved" && !a.passed) {
    const p = a.p === null ? "not measured" : levelText(a.p);
    out.push({
      text:
        `attempt ${a.number} on test ${shortVersion(a.test_version)}: ${m.target} needs p ≤ ${levelText(a.alpha_j)} ` +
        `at this attempt and its p is ${p} (attempt control, design §16)`,
      lead: `attempt ${a.number} on this test needs p ≤ ${levelText(a.alpha_j)} and ${m.target} has p ${p}`,
    });
  }
  return out;
}

function dataReasons(data: DataCheck[]): Reason[] {
  const out: Reason[] = [];
  data.forEach((d, i) => {
    const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
    let text: string | null = null;
    if (failed.length > 0) text = `${d.kind} ${d.path}: ${failed.join(", ")} failed`;
    // Gates over zero rows are vacuously clean; an empty data set proves nothing.
    else if (d.rows === 0) text = `${d.kind} ${d.path}: no valid rows to check`;
    else if (d.gates.length > 0 && d.gates.every((g) => g.status === "not_run")) {
      text = `${d.kind} ${d.path}: every row is empty, so no gate ran`;
    }
    if (text !== null) out.push({ text, lead: text, covers: i });
  });
  return out;
}

export interface DecideOptions {
  requireProof: boolean;
  confidence: number;
  judgeCorrection?: "show" | "decide";
}

/**
 * The headline leads with the first reason a run failed, after one FAIL word; the summary of
 * what was checked follows, without the parts the lead already said. "no regressions" is said
 * only beside a pass (design §5).
 */
function headlineOf(
  input: DecideInput,
  found: Reason[],
  problemCount: string,
  confidence: number,
): string {
  const { model, data, problems, heldout } = input;
  const lead = found[0];
  const pass = lead === undefined;
  const parts: string[] = [];
  if (lead) parts.push(lead.lead);
  if (heldout && heldout.changed && heldout.change_allowed) {
    parts.push("held-out test CHANGED in this PR (allowed)");
  }
  if (model && lead?.covers !== "model") {
    parts.push(modelLine(model, confidence) + (pass ? ", no regressions" : ""));
  }
  data.forEach((d, i) => {
    if (lead?.covers !== i) parts.push(`${d.kind}: ${dataLine(d)}`);
  });
  if (problems.length > 0 && lead?.covers !== "problems") parts.push(problemCount);
  return `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
}

export function decide(input: DecideInput, opts: DecideOptions): Decision {
  const { model, data, problems, heldout } = input;
  const total = Math.max(input.problemTotal ?? 0, problems.length);
  const problemCount = `${total} input problem${total === 1 ? "" : "s"}`;
  const found: Reason[] = [];

  if (problems.length > 0) {
    const files = [...new Set(problems.map((p) => p.file))];
    found.push({
      text: `${problemCount} in ${files.join(", ")}; the inputs must be valid before anything is judged`,
      lead: `${problemCount} in ${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""}`,
      covers: "problems",
    });
  }
  if (heldout && heldout.changed && !heldout.change_allowed) {
    found.push({
      text: "the held-out test changed in this PR, so the comparison is not comparable",
      lead: "held-out test CHANGED in this PR, so nothing is comparable",
    });
  }
  if (model) found.push(...modelReasons(model, opts));
  found.push(...dataReasons(data));
  const gaps = model ? model.gaps : [];
  if (opts.requireProof && gaps.length > 0 && model && model.target_verdict === "moved") {
    found.push({
      text: `require-proof is set and the win has evidence gaps: ${gaps.join("; ")}`,
      lead: `require-proof is set and the win has ${gaps.length === 1 ? "an evidence gap" : `${gaps.length} evidence gaps`}`,
    });
  }

  const pass = found.length === 0;
  return {
    pass,
    verdict: pass ? "pass" : "fail",
    conclusion: pass ? "success" : "failure",
    headline: headlineOf(input, found, problemCount, opts.confidence),
    reasons: found.map((r) => r.text),
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
