// Evidence gaps: facts shown beside a win that make it weaker than its interval says.
export const MIN_TASKS_FOR_PROOF = 50;
export const MIN_JUDGE_AGREEMENT = 0.8;

export interface EvidenceFacts {
  nTasks: number;
  gradedBy: "program" | "judge";
  judgeAgreement: number | null;
  rewardIsJudge: boolean;
  /** Training rows found in the held-out test (null = not checked). */
  contaminationHits: number | null;
}

export function evidenceGaps(f: EvidenceFacts): string[] {
  const gaps: string[] = [];
  if (f.nTasks < MIN_TASKS_FOR_PROOF)
    gaps.push(`n=${f.nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
  if (f.gradedBy === "judge") {
    if (f.judgeAgreement === null) gaps.push("judge agreement with people not measured");
    else if (f.judgeAgreement < MIN_JUDGE_AGREEMENT) {
      gaps.push(`judge agreement ${f.judgeAgreement} under ${MIN_JUDGE_AGREEMENT}`);
    }
  }
  if (f.rewardIsJudge) gaps.push("the training reward is the same judge that grades the test");
  const hits = f.contaminationHits;
  if (hits !== null && hits > 0)
    gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);
  return gaps;
}
