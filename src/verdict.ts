// Gates + model check -> one Decision. The rule (DESIGN §5): the model check passes only
// when the target moved, nothing guarded regressed and the comparison is valid; the data
// check passes when no gate fails; with both, both must pass. require-proof also fails a
// win that has evidence gaps.
import type { Problem } from "./io/canonical.js";
import type { DataCheck, Decision, ModelCheck, Report } from "./report.js";
import { signed } from "./render/format.js";

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

export function decide(
  input: DecideInput,
  opts: { requireProof: boolean; confidence: number },
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
  }
  for (const d of data) {
    const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
    if (failed.length > 0) reasons.push(`${d.kind} ${d.path}: ${failed.join(", ")} failed`);
    // Gates over zero rows are vacuously clean; an empty data set proves nothing.
    else if (d.rows === 0) reasons.push(`${d.kind} ${d.path}: no valid rows to check`);
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
  for (const d of data) {
    const bad = d.gates.filter((g) => g.status !== "pass");
    parts.push(
      `${d.kind}: ` +
        (bad.length === 0 ? "all gates pass" : bad.map((g) => `${g.name} ${g.status}`).join(", ")),
    );
  }
  if (problems.length > 0) parts.push(problemCount);
  let headline = `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
  if (heldout && heldout.changed) {
    headline = `${heldout.change_allowed ? "held-out test CHANGED in this PR (allowed)" : "held-out test CHANGED in this PR"} | ${headline}`;
  }
  return { pass, conclusion: pass ? "success" : "failure", headline, reasons, gaps };
}
