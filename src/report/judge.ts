// The judge-trust part of report.json (docs/design.md §14): what a labels file measured
// about the judge that graded both arms. Field names follow the SDK's judge_agreement and
// judge_trust where they exist (n, agreement, kappa, confusion, pass_when_gold_fail, ...).
import { z } from "zod";
import { count, doc, interval, list, maybe, named, real, short, text } from "./fields.js";

const confusionSchema = z.object({ tp: count, fp: count, fn: count, tn: count });

export const armRatesSchema = named(
  "JudgeArmRates",
  z.object({
    n: doc(count, "Rows of this arm with a trusted label"),
    gold_fails: doc(count, "Of those, rows people (or a program) failed"),
    false_passes: doc(count, "Of those, rows the judge passed anyway"),
    false_pass_rate: doc(maybe, "false_passes / gold_fails"),
    false_pass_ci: interval,
  }),
  "How often the judge passed what the labels failed, on one arm",
);

export const judgeGamingSchema = named(
  "JudgeGaming",
  z.object({
    diff: doc(real, "Candidate's false-pass rate minus the baseline's"),
    z: doc(maybe, "Pooled two-proportion z of the difference"),
    p_value: doc(real, "One-sided p that the candidate's rate is higher (Fisher's exact test)"),
    p_holm: doc(real, "p_value Holm-adjusted across the criteria"),
    flagged: doc(
      z.boolean(),
      "p_holm under 1 - confidence: the candidate may be exploiting the judge",
    ),
  }),
  "The candidate's false-pass rate tested against the baseline's",
);

export const judgeCriterionSchema = named(
  "JudgeCriterion",
  z.object({
    criterion: doc(short, "The metric the labels grade: pass_at_1 (the reward) or marker:<name>"),
    n: doc(count, "Graded rows with a trusted label (a person's or a program's; ties left out)"),
    human_n: doc(count, "Of those, rows a person labelled"),
    annotators: doc(count, "Distinct annotators of those rows"),
    agreement: maybe,
    agreement_ci: doc(interval, "Wilson interval at the report's confidence"),
    kappa: doc(maybe, "Cohen's kappa, judge against the labels"),
    kappa_ci: doc(interval, "Percentile bootstrap over tasks (labels cluster by task)"),
    confusion: doc(
      confusionSchema,
      "Judge pass/fail against the label: tp, fp (false pass), fn, tn",
    ),
    sensitivity: doc(maybe, "Judge pass among label passes"),
    sensitivity_ci: interval,
    specificity: doc(maybe, "Judge fail among label fails"),
    specificity_ci: interval,
    pass_when_gold_fail: maybe,
    fail_when_gold_pass: maybe,
    judge_pass_rate: maybe,
    gold_pass_rate: maybe,
    human_alpha: doc(
      maybe,
      "Krippendorff's alpha among people, on rows two or more labelled: the ceiling for the judge",
    ),
    human_alpha_units: count,
    label_more: doc(
      count.nullable(),
      "Rows to label beyond n for the count and agreement floors at the observed agreement; 0 when met, null when more labels cannot lift the bound",
    ),
    ok: doc(z.boolean(), "n, the Wilson lower bound and kappa all reach their floors"),
    arms: z.object({ baseline: armRatesSchema, candidate: armRatesSchema }),
    gaming: doc(
      judgeGamingSchema.nullable(),
      "null when either arm has no label failure to count false passes on",
    ),
  }),
  "The judge measured against trusted labels on one criterion",
);

export const judgeCorrectionSchema = named(
  "JudgeCorrection",
  z.object({
    metric: short,
    youden: doc(real, "sensitivity + specificity - 1 of the target's criterion"),
    delta: doc(real, "The target's delta / youden"),
    ci: doc(
      z.tuple([real, real]),
      "Delta method on the target's t interval plus the labels' uncertainty in youden",
    ),
    se: real,
    df: real,
    p_value: real,
    decides: doc(z.boolean(), "judge-correction is decide: this interval must clear zero too"),
    blocks: doc(z.boolean(), "It decides and does not clear zero on the good side"),
  }),
  "The target's delta corrected for the judge's misclassification",
);

export const reviewItemSchema = named(
  "JudgeReviewItem",
  z.object({
    kind: z.enum(["false_pass", "false_fail"]),
    criterion: short,
    arm: z.enum(["baseline", "candidate"]),
    task: short,
    run: short.nullable(),
    rollout: short,
    file: short,
    line: count,
    judge: real,
    label: real,
    labels_line: doc(count, "The line of the labels file"),
  }),
  "A row where the judge and the labels disagree",
);

export const judgeTrustSchema = named(
  "JudgeTrust",
  z.object({
    labels: doc(short, "The labels file"),
    judge_version: doc(list(short, 100), "lineage.judge_version of the matched rows"),
    n_labels: doc(count, "Labels read"),
    matched: count,
    unmatched: doc(count, "Labels naming no graded row"),
    ambiguous: doc(count, "Labels that fit more than one graded row"),
    other_version: doc(count, "Labels for another judge_version than the rows': not counted"),
    no_verdict: doc(count, "Labels on a marker their row does not carry"),
    unlabelled: doc(count, "Rows of the file whose label is still null"),
    model_labels: doc(count, "Labels a model gave: shown, never a measurement"),
    ties: doc(count, "Rows whose trusted labels split evenly: left out"),
    floors: z.object({ min_agreement: real, min_kappa: real, min_n: count }),
    criteria: list(judgeCriterionSchema, 1_000),
    gamed: doc(
      z.boolean(),
      "Some criterion's gaming test flagged: the target cannot pass as moved",
    ),
    correction: doc(
      judgeCorrectionSchema.nullable(),
      "null when the target's criterion has no label pass or fail, or the judge is no better than chance",
    ),
    review: doc(
      list(reviewItemSchema, 200),
      "Disagreements, false passes first (the candidate's first when gamed); the first 200",
    ),
    review_total: count,
    notes: list(text, 100),
  }),
  "The judge measured from a labels file (judge-labels)",
);
