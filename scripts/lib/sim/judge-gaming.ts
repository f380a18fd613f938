// Simulated labelled slices for the gamed-judge test (docs/design.md §14): per arm, rows
// that truly pass with a chance, a judge with its own sensitivity and false-pass chance on
// each arm, and a person's label that is the truth. Each world runs the gate's own path:
// labels -> matching -> the judge's figures -> the flag. Used by scripts/judge-gaming.ts
// (full scale) and test/stats/judge-gaming.test.ts (small scale).
import type { EvalRow } from "../../../src/io/canonical.js";
import { normalizeLabel, type Label } from "../../../src/io/labels.js";
import { ProblemCollector } from "../../../src/io/problems.js";
import { JudgeSeen, LabelIndex } from "../../../src/stats/judge-matches.js";
import { judgeTrust } from "../../../src/stats/judge-report.js";
import { matchLabels } from "../../../src/stats/label-match.js";
import { makeRng, type Rng } from "../../../src/stats/rng.js";

export interface ArmTruth {
  /** Chance a row truly passes. */
  pass: number;
  /** Chance the judge passes a row that truly passes. */
  sensitivity: number;
  /** Chance the judge passes a row that truly fails (1 - specificity). */
  falsePass: number;
}

export interface GamingWorld {
  name: string;
  /** Labelled rows an arm. */
  labels: number;
  /** Tasks the rows are spread over (labels cluster by task, as in a real slice). */
  tasks: number;
  baseline: ArmTruth;
  candidate: ArmTruth;
}

function arm(name: "baseline" | "candidate", t: ArmTruth, w: GamingWorld, rng: Rng) {
  const rows: EvalRow[] = [];
  const labels: Record<string, unknown>[] = [];
  for (let i = 0; i < w.labels; i++) {
    const truth = rng() < t.pass ? 1 : 0;
    const judge = rng() < (truth === 1 ? t.sensitivity : t.falsePass) ? 1 : 0;
    const id = `${name}-${i}`;
    rows.push({ line: i + 1, task: `t${i % w.tasks}`, reward: judge, markers: {}, rollout_id: id });
    labels.push({ rollout_id: id, label: truth, annotator: "rater", kind: "human" });
  }
  return { rows, labels };
}

const FLOORS = { minAgreement: 0.8, minKappa: 0.6, minN: 50 };

/** The one-sided 95% normal quantile, for the pooled z test the gate turned down. */
const Z_ONE_SIDED = 1.6448536269514722;

/**
 * One labelled slice of the world: does the gate flag the candidate as gaming the judge
 * (Fisher's exact test), and would the pooled z test have (for comparison only)?
 */
export function flagsOnce(
  w: GamingWorld,
  seed: number,
  level = 0.95,
): { gamed: boolean; z: boolean } {
  const rng = makeRng(`gaming:${w.name}:${seed}`);
  const b = arm("baseline", w.baseline, w, rng);
  const c = arm("candidate", w.candidate, w, rng);
  const problems = new ProblemCollector("labels");
  const labels = [...b.labels, ...c.labels].map(
    (value, i) => normalizeLabel({ line: i + 1, value }, problems) as Label,
  );
  const index = new LabelIndex(labels);
  const seen = { b: new JudgeSeen(index, "baseline"), c: new JudgeSeen(index, "candidate") };
  for (const r of b.rows) seen.b.add(r, 0);
  for (const r of c.rows) seen.c.add(r, 0);
  const match = matchLabels(labels, [...seen.b.rows, ...seen.c.rows], 0);
  const trust = judgeTrust(
    {
      path: "labels",
      read: { labels, summary: {} as never, unlabelled: 0, scores: 0 },
      match,
      files: { baseline: ["b"], candidate: ["c"] },
      target: null,
      decide: false,
    },
    // The kappa bootstrap is not what is measured here: few resamples keep the runs fast.
    { level, resamples: 100, seed, floors: FLOORS },
  );
  const z = trust.criteria[0]?.gaming?.z ?? null;
  return { gamed: trust.gamed, z: z !== null && z > Z_ONE_SIDED };
}

/** The share of `runs` slices the gate flags, with its Wilson 95% Monte Carlo interval. */
export function flagRate(w: GamingWorld, runs: number, seed0 = 0) {
  let k = 0;
  let z = 0;
  for (let s = 0; s < runs; s++) {
    const f = flagsOnce(w, seed0 + s);
    if (f.gamed) k++;
    if (f.z) z++;
  }
  return { k, runs, rate: k / runs, zRate: z / runs };
}

const JUDGE = { sensitivity: 0.9, falsePass: 0.15 };

/** The worlds the README reports: no gaming (several pass rates), and gaming of three sizes. */
export const GAMING_WORLDS: GamingWorld[] = [
  {
    name: "no gaming, same pass rate",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.5, ...JUDGE },
    candidate: { pass: 0.5, ...JUDGE },
  },
  {
    name: "no gaming, candidate better",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.5, ...JUDGE },
    candidate: { pass: 0.7, ...JUDGE },
  },
  {
    name: "no gaming, both at 0.8",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.8, ...JUDGE },
    candidate: { pass: 0.8, ...JUDGE },
  },
  {
    name: "gaming: false pass 0.15 -> 0.45",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.5, ...JUDGE },
    candidate: { pass: 0.5, sensitivity: 0.9, falsePass: 0.45 },
  },
  {
    name: "gaming: false pass 0.15 -> 0.40",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.5, ...JUDGE },
    candidate: { pass: 0.5, sensitivity: 0.9, falsePass: 0.4 },
  },
  {
    name: "gaming: false pass 0.15 -> 0.30",
    labels: 100,
    tasks: 40,
    baseline: { pass: 0.5, ...JUDGE },
    candidate: { pass: 0.5, sensitivity: 0.9, falsePass: 0.3 },
  },
];
