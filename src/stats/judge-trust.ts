// The judge measured from matched labels (label-match.ts), per criterion: agreement with
// its Wilson interval, kappa with a bootstrap over tasks, sensitivity and specificity,
// people's agreement among themselves (Krippendorff's alpha), how many more rows to label,
// and each arm's false-pass rate tested for a candidate that games the judge.
import { PASS_THRESHOLD, type Label } from "../io/labels.js";
import type { JudgeArmRates, JudgeCriterion, JudgeReviewItem } from "../report.js";
import {
  cohenKappa,
  confusionOf,
  kappaBootstrap,
  labelsToClear,
  sensitivity,
  specificity,
  wilson,
  type Confusion,
  type LabelledVerdict,
} from "./agreement.js";
import { holmAdjust } from "./holm.js";
import { krippendorffAlpha } from "./krippendorff.js";
import type { Arm } from "./judge-matches.js";
import type { MatchedLabel } from "./label-match.js";
import { secondHigher } from "./proportions.js";

export interface TrustFloors {
  /** The Wilson lower bound of agreement must reach this. */
  minAgreement: number;
  minKappa: number;
  /** Rows with a trusted label (the SDK's MIN_GOLD). */
  minN: number;
}

export interface TrustSettings {
  level: number;
  resamples: number;
  seed: number;
  floors: TrustFloors;
}

/** One graded row with every trusted label on it reduced to one verdict. */
export interface GoldRow {
  arm: Arm;
  task: string;
  judge: 0 | 1;
  judged: number;
  gold: 0 | 1;
  /** The mean of the labels (what the review queue shows). */
  label: number;
  human: boolean;
  annotators: string[];
  /** People's labels on the row, one per annotator (their last), for alpha. */
  people: number[];
  first: MatchedLabel;
}

const trusted = (l: Label) => l.kind === "human" || l.kind === "program";

/** Each annotator's last label on a row: a relabel replaces, it does not add a vote. */
function lastPerAnnotator(ms: readonly MatchedLabel[]): MatchedLabel[] {
  const by = new Map<string, MatchedLabel>();
  for (const m of [...ms].sort((a, b) => a.label.line - b.label.line)) {
    by.set(`${m.label.kind}\u0000${m.label.annotator}`, m);
  }
  return [...by.values()];
}

/** Rows of one criterion with trusted gold (the majority of their trusted labels), and ties. */
export function goldRows(ms: readonly MatchedLabel[]): { rows: GoldRow[]; ties: number } {
  const byRow = new Map<string, MatchedLabel[]>();
  for (const m of ms) {
    if (!trusted(m.label)) continue;
    const xs = byRow.get(m.rowKey);
    if (xs === undefined) byRow.set(m.rowKey, [m]);
    else xs.push(m);
  }
  const rows: GoldRow[] = [];
  let ties = 0;
  for (const all of byRow.values()) {
    const ls = lastPerAnnotator(all);
    const passes = ls.filter((m) => m.label.gold === 1).length;
    if (2 * passes === ls.length) {
      ties++;
      continue;
    }
    const first = ls[0] as MatchedLabel;
    const people = ls.filter((m) => m.label.kind === "human");
    rows.push({
      arm: first.row.arm,
      task: first.row.task,
      judge: first.judged >= PASS_THRESHOLD ? 1 : 0,
      judged: first.judged,
      gold: 2 * passes > ls.length ? 1 : 0,
      label: ls.reduce((s, m) => s + m.label.value, 0) / ls.length,
      human: people.length > 0,
      annotators: ls.map((m) => m.label.annotator),
      people: people.map((m) => m.label.gold),
      first,
    });
  }
  return { rows, ties };
}

function armRates(rows: readonly GoldRow[], arm: Arm, level: number): JudgeArmRates {
  const mine = rows.filter((r) => r.arm === arm);
  const fails = mine.filter((r) => r.gold === 0);
  const fp = fails.filter((r) => r.judge === 1).length;
  return {
    n: mine.length,
    gold_fails: fails.length,
    false_passes: fp,
    false_pass_rate: fails.length > 0 ? fp / fails.length : null,
    false_pass_ci: wilson(fp, fails.length, level),
  };
}

/** Rows beyond n to label for the count and agreement floors; null when labels cannot lift it. */
function labelMore(agreement: number | null, n: number, f: TrustFloors, level: number) {
  if (agreement === null) return f.minN;
  const low = wilson(Math.round(agreement * n), n, level)?.[0] ?? 0;
  const forBound = low >= f.minAgreement ? n : labelsToClear(agreement, f.minAgreement, level);
  if (forBound === null) return null;
  return Math.max(0, Math.max(forBound, f.minN) - n);
}

const share = (a: number, b: number) => (b > 0 ? a / b : null);

/** One criterion's figures (its gaming p is Holm-adjusted later, across criteria). */
export function criterionTrust(
  criterion: string,
  rows: readonly GoldRow[],
  s: TrustSettings,
): JudgeCriterion {
  const c: Confusion = confusionOf(rows);
  const n = rows.length;
  const agree = c.tp + c.tn;
  const items: LabelledVerdict[] = rows.map((r) => ({
    task: r.task,
    judge: r.judge,
    gold: r.gold,
  }));
  const opt = { resamples: s.resamples, seed: s.seed, level: s.level };
  const kappa = cohenKappa(c);
  const agreement = share(agree, n);
  const ci = wilson(agree, n, s.level);
  const alpha = krippendorffAlpha(rows.map((r) => r.people));
  const base = armRates(rows, "baseline", s.level);
  const cand = armRates(rows, "candidate", s.level);
  const f = s.floors;
  return {
    criterion,
    n,
    human_n: rows.filter((r) => r.human).length,
    annotators: new Set(rows.flatMap((r) => r.annotators)).size,
    agreement,
    agreement_ci: ci,
    kappa,
    kappa_ci: kappaBootstrap(items, opt, `${s.seed}:judge:${criterion}`),
    confusion: c,
    sensitivity: sensitivity(c),
    sensitivity_ci: wilson(c.tp, c.tp + c.fn, s.level),
    specificity: specificity(c),
    specificity_ci: wilson(c.tn, c.tn + c.fp, s.level),
    pass_when_gold_fail: share(c.fp, c.fp + c.tn),
    fail_when_gold_pass: share(c.fn, c.fn + c.tp),
    judge_pass_rate: share(c.tp + c.fp, n),
    gold_pass_rate: share(c.tp + c.fn, n),
    human_alpha: alpha?.alpha ?? null,
    human_alpha_units: alpha?.units ?? 0,
    label_more: labelMore(agreement, n, f, s.level),
    ok:
      n >= f.minN &&
      ci !== null &&
      ci[0] >= f.minAgreement &&
      kappa !== null &&
      kappa >= f.minKappa,
    arms: { baseline: base, candidate: cand },
    gaming:
      base.gold_fails > 0 && cand.gold_fails > 0
        ? {
            ...gamingTest(base, cand),
            p_holm: 1,
            flagged: false,
          }
        : null,
  };
}

function gamingTest(base: JudgeArmRates, cand: JudgeArmRates) {
  const t = secondHigher(base.false_passes, base.gold_fails, cand.false_passes, cand.gold_fails);
  return { diff: t.diff, z: t.z, p_value: t.p };
}

/** Holm across the criteria that could be tested; flagged under 1 - level. */
export function adjustGaming(criteria: JudgeCriterion[], level: number): boolean {
  const tested = criteria.filter((c) => c.gaming !== null);
  const adj = holmAdjust(tested.map((c) => c.gaming!.p_value));
  let any = false;
  tested.forEach((c, i) => {
    const g = c.gaming!;
    g.p_holm = adj[i] as number;
    g.flagged = g.p_holm < 1 - level && g.diff > 0;
    any ||= g.flagged;
  });
  return any;
}

/** Disagreements: false passes first, the candidate's first when the judge looks gamed. */
export function reviewQueue(
  byCriterion: ReadonlyMap<string, GoldRow[]>,
  files: Record<Arm, readonly string[]>,
  gamed: boolean,
): JudgeReviewItem[] {
  const out: JudgeReviewItem[] = [];
  for (const [criterion, rows] of byCriterion) {
    for (const r of rows) {
      if (r.judge === r.gold) continue;
      const m = r.first;
      out.push({
        kind: r.judge === 1 ? "false_pass" : "false_fail",
        criterion,
        arm: r.arm,
        task: r.task,
        run: m.row.run,
        rollout: m.rollout,
        file: files[r.arm][m.row.file] ?? "",
        line: m.row.line,
        judge: r.judged,
        label: r.label,
        labels_line: m.label.line,
      });
    }
  }
  const rank = (x: JudgeReviewItem) =>
    (x.kind === "false_pass" ? 0 : 2) + (gamed && x.arm === "candidate" ? 0 : 1);
  return out.sort((a, b) => rank(a) - rank(b) || a.labels_line - b.labels_line);
}
