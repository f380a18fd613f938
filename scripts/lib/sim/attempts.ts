// Null attempts on one frozen test (issue 28, design §16): per simulated test, one baseline
// and a series of candidates that are the same model again (no true effect), each judged
// by checkModel and decide at its attempt's level, as `check --ledger` judges it. The
// attempts share the test's tasks and its baseline rows, the dependence one test creates.
import type { EvalRow, HeldoutTask } from "../../../src/io/canonical.js";
import { checkModel, type ModelCheckSettings } from "../../../src/stats/model-check.js";
import { tallyRows } from "../../../src/stats/eval-tally.js";
import { decide } from "../../../src/verdict.js";
import { makeRng, type Rng } from "../../../src/stats/rng.js";
import { levels, type PastAttempt } from "../../../src/ledger/attempts.js";
import { BASE_WORLD, type World } from "./worlds.js";

function normal(rng: Rng): number {
  const u = 1 - rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** One side's rows: `w.runs` runs of `w.rollouts` rollouts per task, each run shifted. */
function side(p: readonly number[], heldout: HeldoutTask[], w: World, rng: Rng): EvalRow[] {
  const rows: EvalRow[] = [];
  for (let r = 0; r < w.runs; r++) {
    const shift = normal(rng) * w.runSd;
    p.forEach((pi, i) => {
      const rate = clamp01(pi + shift);
      for (let j = 0; j < w.rollouts; j++) {
        rows.push({
          line: rows.length + 1,
          task: heldout[i]!.task_id,
          reward: rng() < rate ? 1 : 0,
          run: String(r),
          markers: {},
        });
      }
    });
  }
  return rows;
}

export interface NullSeries {
  tests: number;
  attempts: number;
  /** Tests where some attempt passed under attempt control. */
  anyPassed: number;
  /** Tests where some attempt passed the plain rule (every attempt at alpha). */
  anyPassedPlain: number;
  /** Attempts that passed under control, by attempt number (index 0 = attempt 1). */
  passedAt: number[];
}

export function nullSeries(opt: {
  tests: number;
  attempts: number;
  seed: number;
  resamples: number;
  world?: World;
}): NullSeries {
  const w = opt.world ?? BASE_WORLD;
  const rng = makeRng(`null-attempts:${w.tasks}:${opt.seed}`);
  const alpha = 0.05;
  const settings: ModelCheckSettings = {
    target: "pass_at_1",
    mustNotRegress: [],
    lowerIsBetter: [],
    resamples: opt.resamples,
    seed: opt.seed,
    confidence: 1 - alpha,
    allowPartial: false,
    gradedBy: "program",
    judgeAgreement: null,
    judgeHumanN: null,
    rewardIsJudge: false,
  };
  const out: NullSeries = {
    tests: opt.tests,
    attempts: opt.attempts,
    anyPassed: 0,
    anyPassedPlain: 0,
    passedAt: Array.from({ length: opt.attempts }, () => 0),
  };
  for (let t = 0; t < opt.tests; t++) {
    const p = Array.from({ length: w.tasks }, () => sigmoid(w.logitMean + normal(rng) * w.logitSd));
    const heldout: HeldoutTask[] = p.map((_, i) => ({ line: i + 1, task_id: `t${i}`, prompt: "" }));
    const baseline = tallyRows(side(p, heldout, w, rng));
    const past: PastAttempt[] = [];
    let any = false;
    let anyPlain = false;
    for (let j = 1; j <= opt.attempts; j++) {
      const level = levels(alpha, past)[j - 1]!;
      const mc = checkModel(
        {
          heldout,
          baseline,
          candidate: tallyRows(side(p, heldout, w, rng)),
          baselinePath: "b",
          candidatePath: "c",
        },
        {
          ...settings,
          seed: opt.seed + t * opt.attempts + j,
          attempt: {
            number: j,
            repeat: false,
            alpha,
            alpha_j: level,
            alpha_fresh: levels(alpha, [])[0]!,
            test_version: "t-sim",
            ledger: "sim",
            entries: j - 1,
            applied: true,
            candidate_digest: "0".repeat(64),
            target_effect: null,
          },
        },
      );
      const opts = { requireProof: false, confidence: 1 - alpha };
      const input = { model: mc, data: [], problems: [], heldout: null };
      if (decide(input, opts).pass) {
        any = true;
        out.passedAt[j - 1]!++;
      }
      if (decide({ ...input, model: { ...mc, attempt: undefined } }, opts).pass) anyPlain = true;
      past.push({ attempt: j, p: mc.attempt?.p ?? null, target_verdict: mc.target_verdict });
    }
    if (any) out.anyPassed++;
    if (anyPlain) out.anyPassedPlain++;
  }
  return out;
}
