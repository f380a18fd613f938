// Simulated worlds for `npm run calibrate` (issue 12): task difficulty on the logit
// scale, optional task families, run drift, task x run noise, family x model interaction,
// a grader shift on one side (and the baseline's rollouts graded again beside the
// candidate), six correlated guard markers, continuous rewards. Each world is run as many
// PRs through checkModel and decide, the same decision the action makes.
import type { EvalRow, HeldoutTask } from "../../../src/io/canonical.js";
import { checkModel, type ModelCheckSettings } from "../../../src/stats/model-check.js";
import { tallyRows } from "../../../src/stats/eval-tally.js";
import { decide } from "../../../src/verdict.js";
import type { FamilyTestMode } from "../../../src/stats/family-test.js";
import { makeRng, type Rng } from "../../../src/stats/rng.js";
import { beta, wilson } from "./simulate.js";

export interface World {
  name: string;
  tasks: number;
  rollouts: number;
  runs: number;
  /** Runs of the candidate, when it differs from the baseline's (null = runs). */
  candidateRuns: number | null;
  /** Task logit: mean and sd (0.405 = a 60% pass rate). */
  logitMean: number;
  logitSd: number;
  /** Families: how many, and the sd of a family's logit offset. */
  families: number;
  familySd: number;
  /** sd of a run's shift of every task's pass rate (probability scale), per side and run. */
  runSd: number;
  /** sd of task x run noise on the logit scale. */
  taskRunSd: number;
  /** sd of a zero-mean family effect on the candidate only (family x model interaction). */
  familyModelSd: number;
  /** A fixed shift of every candidate rate (a grader that moved between the two gradings). */
  candidateShift: number;
  /** Guard markers carried by every row (correlated through a shared task term). */
  guards: number;
  /** Drop of guard 0's rate on the candidate, for "caught" rates. */
  guardDrop: number;
  /** Run-level shift of every guard's rate (sd), drawn per run and side. */
  guardRunSd: number;
  /** Each guard drifts by run on its own (not one shift for all guards). */
  guardIndependent: boolean;
  /** Rewards in [0, 1] drawn around the rate instead of pass/fail. */
  continuous: boolean;
  /**
   * Near-copies: the candidate's runs are its first run copied, each copy with this many
   * rewards flipped (0 = honest re-runs).
   */
  copyFlips: number;
  /** Task logits from a t distribution on 2 df (heavy tails) instead of a normal. */
  heavyTails: boolean;
  /** Rollouts per task vary from 1 to 2 x rollouts - 1 (the same per task on both sides). */
  unbalanced: boolean;
  /**
   * Grade the baseline's rollouts again beside the candidate (input baseline-regraded):
   * the same rollouts (each keeps its uniform draw), a fresh run shift per grading pass,
   * and the candidate's grader shift. Binary rewards only.
   */
  regrade: boolean;
  /** The family-test input the gate runs with. */
  familyTest: FamilyTestMode;
}

export const BASE_WORLD: World = {
  name: "base",
  tasks: 50,
  rollouts: 4,
  runs: 3,
  candidateRuns: null,
  logitMean: 0.405,
  logitSd: 1.2,
  families: 0,
  familySd: 0,
  runSd: 0.01,
  taskRunSd: 0,
  familyModelSd: 0,
  candidateShift: 0,
  guards: 0,
  guardDrop: 0,
  guardRunSd: 0,
  guardIndependent: false,
  continuous: false,
  copyFlips: 0,
  heavyTails: false,
  unbalanced: false,
  regrade: false,
  familyTest: "auto",
};

function normal(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export interface WorldPR {
  heldout: HeldoutTask[];
  baseline: EvalRow[];
  candidate: EvalRow[];
  regraded: EvalRow[] | null;
}

/** One PR; the candidate gains `effect` on average, spread by each task's headroom. */
export function simulateWorld(w: World, effect: number, rng: Rng): WorldPR {
  const famOff = Array.from({ length: Math.max(1, w.families) }, () => normal(rng) * w.familySd);
  const famModel = famOff.map(() => normal(rng) * w.familyModelSd);
  const fam = Array.from({ length: w.tasks }, (_, i) => (w.families > 0 ? i % w.families : 0));
  // t on 2 df: a normal over the root of a chi^2_2 / 2 (an exponential).
  const spread = () => (w.heavyTails ? normal(rng) / Math.sqrt(-Math.log(1 - rng())) : normal(rng));
  const logit = fam.map((f) => w.logitMean + (famOff[f] as number) + spread() * w.logitSd);
  const ks = p0k(w, rng);
  const p = logit.map(sigmoid);
  const meanP = p.reduce((a, b) => a + b, 0) / p.length;
  const gShared = p.map(() => normal(rng));
  const gBase = p.map((_, i) =>
    Array.from({ length: w.guards }, () =>
      sigmoid(1.5 + 0.8 * (gShared[i] as number) + 0.6 * normal(rng)),
    ),
  );
  const heldout: HeldoutTask[] = p.map((_, i) => ({
    line: i + 1,
    task_id: `t${String(i).padStart(4, "0")}`,
    prompt: `task ${i}`,
    ...(w.families > 0 ? { family: `f${fam[i]}` } : {}),
  }));
  // Per baseline rollout: its rate before the run's shift and its uniform draw, so a
  // regrade grades the same rollouts.
  const kept: { rate: number; u: number; row: EvalRow }[][] = [];
  // A continuous reward's mean is 0.1 + 0.8 x rate (the Beta below), so the rate moves by
  // effect / 0.8 for the reward to move by effect.
  const gain = w.continuous ? effect / 0.8 : effect;
  const side = (cand: boolean): EvalRow[] => {
    const rows: EvalRow[] = [];
    const runs = cand ? (w.candidateRuns ?? w.runs) : w.runs;
    for (let r = 0; r < runs; r++) {
      const shift = normal(rng) * w.runSd + (cand ? w.candidateShift : 0);
      const shared = w.guardRunSd > 0 ? normal(rng) * w.guardRunSd : 0;
      const guardShifts = Array.from({ length: w.guards }, () =>
        w.guardIndependent && w.guardRunSd > 0 ? normal(rng) * w.guardRunSd : shared,
      );
      const run: { rate: number; u: number; row: EvalRow }[] = [];
      if (!cand) kept.push(run);
      for (let i = 0; i < w.tasks; i++) {
        const pi = p[i] as number;
        let rate = pi;
        if (cand) {
          rate = sigmoid(Math.log(pi / (1 - pi)) + (famModel[fam[i] as number] as number));
          rate += (gain * (1 - pi)) / (1 - meanP);
        }
        if (w.taskRunSd > 0)
          rate = sigmoid(
            Math.log(clamp01(rate) / (1 - clamp01(rate)) || 0) + normal(rng) * w.taskRunSd,
          );
        const unshifted = rate;
        rate = clamp01(rate + shift);
        for (let j = 0; j < (ks[i] as number); j++) {
          const markers: Record<string, number> = {};
          for (let g = 0; g < w.guards; g++) {
            const q = clamp01(
              (gBase[i]?.[g] as number) -
                (cand && g === 0 ? w.guardDrop : 0) +
                (guardShifts[g] as number),
            );
            markers[`g${g}`] = rng() < q ? 1 : 0;
          }
          const u = w.continuous ? 0 : rng();
          const reward = w.continuous
            ? beta(rng, 0.5 + 4 * rate, 0.5 + 4 * (1 - rate))
            : u < rate
              ? 1
              : 0;
          const row: EvalRow = {
            line: rows.length + 1,
            task: (heldout[i] as HeldoutTask).task_id,
            reward,
            run: String(r),
            markers,
            ...(w.families > 0 ? { family: `f${fam[i]}` } : {}),
          };
          rows.push(row);
          if (!cand && w.regrade) run.push({ rate: unshifted, u, row });
        }
      }
    }
    return rows;
  };
  const baseline = side(false);
  let candidate = side(true);
  if (w.copyFlips > 0) candidate = nearCopies(candidate, w.copyFlips, rng);
  let regraded: EvalRow[] | null = null;
  if (w.regrade) {
    regraded = [];
    for (const run of kept) {
      const shift = normal(rng) * w.runSd + w.candidateShift;
      for (const k of run) {
        const reward = k.u < clamp01(k.rate + shift) ? 1 : 0;
        regraded.push({ ...k.row, line: regraded.length + 1, reward });
      }
    }
  }
  return { heldout, baseline, candidate, regraded };
}

/** Rollouts per task: all alike, or 1 .. 2k - 1 (mean k) when the world is unbalanced. */
function p0k(w: World, rng: Rng): number[] {
  return Array.from({ length: w.tasks }, () =>
    w.unbalanced ? 1 + Math.floor(rng() * (2 * w.rollouts - 1)) : w.rollouts,
  );
}

/** Every run replaced by run "0" copied, each copy with `flips` rewards flipped. */
function nearCopies(rows: EvalRow[], flips: number, rng: Rng): EvalRow[] {
  const first = rows.filter((r) => r.run === "0");
  const runs = new Set(rows.map((r) => r.run)).size;
  const out: EvalRow[] = [...first];
  for (let r = 1; r < runs; r++) {
    const copy: EvalRow[] = first.map((x) => ({ ...x, run: String(r), line: 0 }));
    for (let f = 0; f < flips; f++) {
      const k = Math.floor(rng() * copy.length);
      const x = copy[k] as EvalRow;
      copy[k] = { ...x, reward: 1 - (x.reward as number) };
    }
    out.push(...copy);
  }
  return out.map((x, i) => ({ ...x, line: i + 1 }));
}

export interface WorldResult {
  prs: number;
  /** The gate's decision (decide(), family-test warn). */
  passes: number;
  /** Passes of the same PRs compared with the stored grades (as without baseline-regraded). */
  passesNoRegrade: number;
  /** The family-level interval contained the true mean effect. */
  familyCovered: number;
  /** PRs with the family warning (under 10 families, heterogeneous deltas). */
  familyWarned: number;
  /** PRs whose regrade was reported as grader drift (a warning). */
  driftFlagged: number;
  /** Printed CI contained the true mean effect. */
  covered: number;
  /** The same, for the PRs compared with the stored grades. */
  coveredNoRegrade: number;
  /** Printed CI excluded 0 while p >= alpha (must be 0). */
  contradictions: number;
  /** Guard 0 reported as a regression. */
  guardHits: number;
  /** Median printed detectable effect. */
  detectable: number | null;
  /** Every printed detectable effect, sorted (for the share of PRs printing too small a one). */
  detectables: number[];
}

export function runWorld(
  w: World,
  effect: number,
  prs: number,
  opt: { seed: number; resamples: number },
): WorldResult {
  const rng = makeRng(`world:${w.name}:${w.tasks}:${effect}:${opt.seed}`);
  const guards = Array.from({ length: w.guards }, (_, g) => `g${g}`);
  const settings: ModelCheckSettings = {
    target: "pass_at_1",
    mustNotRegress: guards,
    lowerIsBetter: [],
    resamples: opt.resamples,
    seed: opt.seed,
    confidence: 0.95,
    allowPartial: false,
    gradedBy: "program",
    judgeAgreement: null,
    judgeHumanN: null,
    rewardIsJudge: false,
    familyTest: w.familyTest,
  };
  let passes = 0;
  let passesNoRegrade = 0;
  let familyWarned = 0;
  let familyCovered = 0;
  let driftFlagged = 0;
  let covered = 0;
  let coveredNoRegrade = 0;
  let contradictions = 0;
  let guardHits = 0;
  const de: number[] = [];
  for (let i = 0; i < prs; i++) {
    const pr = simulateWorld(w, effect, rng);
    const run = (regrade: boolean) =>
      checkModel(
        {
          heldout: pr.heldout,
          baseline: tallyRows(regrade && pr.regraded ? pr.regraded : pr.baseline),
          candidate: tallyRows(pr.candidate),
          baselinePath: regrade ? "r" : "b",
          candidatePath: "c",
          stored: regrade && pr.regraded ? { table: tallyRows(pr.baseline), path: "b" } : null,
        },
        { ...settings, seed: opt.seed + i },
      );
    const mc = run(pr.regraded !== null);
    const t = mc.metrics[0];
    const pass = decide(
      { model: mc, data: [], problems: [], heldout: null },
      { requireProof: false, confidence: 0.95 },
    ).pass;
    const drifted = mc.grader_drift?.drifted === true;
    const ft = mc.family_test ?? null;
    if (pass) passes++;
    // Without the input: the same PR compared with the stored grades.
    const plain = pr.regraded === null ? null : run(false);
    if (
      plain === null
        ? pass
        : decide(
            { model: plain, data: [], problems: [], heldout: null },
            { requireProof: false, confidence: 0.95 },
          ).pass
    )
      passesNoRegrade++;
    // What the printed interval should cover: against the regrade both sides carry the
    // grader's shift, against the stored grades only the candidate does.
    const truth = effect + (pr.regraded ? 0 : w.candidateShift);
    const plainTruth = effect + w.candidateShift;
    const tp = plain?.metrics[0];
    if (ft?.warning) familyWarned++;
    if (ft && ft.ci[0] <= truth && truth <= ft.ci[1]) familyCovered++;
    if (drifted) driftFlagged++;
    if (t?.ci && t.ci[0] <= truth && truth <= t.ci[1]) covered++;
    if (
      plain === null
        ? t?.ci && t.ci[0] <= truth && truth <= t.ci[1]
        : tp?.ci && tp.ci[0] <= plainTruth && plainTruth <= tp.ci[1]
    )
      coveredNoRegrade++;
    if (t?.ci && t.p_value !== null && (t.ci[0] > 0 || t.ci[1] < 0) && t.p_value >= 0.05)
      contradictions++;
    if (mc.regressions.includes("marker:g0")) guardHits++;
    if (mc.sizing.detectable_effect !== null) de.push(mc.sizing.detectable_effect);
  }
  de.sort((a, b) => a - b);
  return {
    prs,
    passes,
    passesNoRegrade,
    familyWarned,
    familyCovered,
    driftFlagged,
    covered,
    coveredNoRegrade,
    contradictions,
    guardHits,
    detectable: de.length > 0 ? (de[Math.floor(de.length / 2)] as number) : null,
    detectables: de,
  };
}

export { wilson };
