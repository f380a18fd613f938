// Evidence gaps: facts shown beside a win that make it weaker than its interval says.
import type { JudgeCriterion, JudgeTrust } from "../report.js";

export const MIN_TASKS_FOR_PROOF = 50;
export const MIN_JUDGE_AGREEMENT = 0.8;

export interface EvidenceFacts {
  nTasks: number;
  gradedBy: "program" | "judge";
  /** The typed judge-agreement and judge-human-n: declared, never a measurement. */
  judgeAgreement: number | null;
  judgeHumanN?: number | null;
  /** What a labels file measured (null without one). */
  judge?: JudgeTrust | null;
  /** The target metric: the criterion whose measurement closes the judge gap. */
  target?: string;
  rewardIsJudge: boolean;
  /** Training rows found in the held-out test (null = not checked). */
  contaminationHits: number | null;
}

const short = (x: number) => String(Number(x.toFixed(3)));

/** Which floors a measured criterion misses, and the fix, in one gap; null when it meets them. */
function shortfall(c: JudgeCriterion, j: JudgeTrust): string | null {
  if (c.ok) return null;
  const f = j.floors;
  const misses: string[] = [];
  if (c.n < f.min_n) misses.push(`${c.n} labelled rows, under ${f.min_n}`);
  const low = c.agreement_ci?.[0] ?? null;
  if (low !== null && low < f.min_agreement) {
    misses.push(
      `agreement ${short(c.agreement ?? 0)} with a lower bound of ${short(low)}, under ${f.min_agreement}`,
    );
  }
  if (c.kappa !== null && c.kappa < f.min_kappa)
    misses.push(`kappa ${short(c.kappa)}, under ${f.min_kappa}`);
  const fix =
    c.label_more === null
      ? "more labels will not lift it: change the judge's prompt or model"
      : c.label_more > 0
        ? `label about ${c.label_more} more rows`
        : "change the judge's prompt or model";
  return `judge on ${c.criterion} under its floors (${misses.join("; ")}): ${fix}`;
}

/** The judge's gaps: measured when a labels file was given, else declared or missing. */
export function judgeGaps(f: EvidenceFacts): string[] {
  if (f.gradedBy !== "judge") return [];
  const j = f.judge ?? null;
  if (j === null) {
    if (f.judgeAgreement === null) return ["judge agreement with people not measured"];
    const on = f.judgeHumanN != null ? ` on ${f.judgeHumanN}` : "";
    return [
      `judge agreement ${f.judgeAgreement}${on} declared, not measured: give judge-labels to measure it`,
    ];
  }
  const out: string[] = [];
  const target = f.target ?? "pass_at_1";
  const c = j.criteria.find((x) => x.criterion === target);
  if (c === undefined) {
    out.push(
      `judge agreement on ${target} not measured: no trusted label in ${j.labels} matched a graded row`,
    );
  } else {
    const s = shortfall(c, j);
    if (s !== null) out.push(s);
  }
  for (const x of j.criteria) {
    const g = x.gaming;
    if (g?.flagged) {
      out.push(
        `the candidate may be exploiting the judge on ${x.criterion}: it passes ${short(x.arms.candidate.false_pass_rate ?? 0)} ` +
          `of the rows people fail, the baseline ${short(x.arms.baseline.false_pass_rate ?? 0)} (Holm p ${short(g.p_holm)})`,
      );
    }
  }
  return out;
}

export function evidenceGaps(f: EvidenceFacts): string[] {
  const gaps: string[] = [];
  if (f.nTasks < MIN_TASKS_FOR_PROOF)
    gaps.push(`n=${f.nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
  gaps.push(...judgeGaps(f));
  if (f.rewardIsJudge) gaps.push("the training reward is the same judge that grades the test");
  const hits = f.contaminationHits;
  if (hits !== null && hits > 0)
    gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);
  return gaps;
}
