// The report is plain data first: report.json is exactly this object, and every
// renderer (terminal, markdown, check run) is a view of it that computes nothing.
import type { FileSummary, Problem } from "./io/canonical.js";

export const SCHEMA_VERSION = 1;

/** The SDK's words for what happened to the target metric. */
export type TargetVerdict =
  | "moved"
  | "moved_unreplicated"
  | "within_eval_noise"
  | "no_change_detected"
  | "moved_the_wrong_way"
  | "insufficient_data"
  | "target_not_measured";

/** Per-metric raw verdict, from the candidate's (b) point of view. */
export type CompareVerdict =
  "b_better" | "a_better" | "no_difference_detected" | "insufficient_data";

/** The settings that shape every number in the report; printed so a run can be repeated. */
export interface ReportSettings {
  seed: number;
  rng: string;
  resamples: number;
  confidence: number;
  target: string;
  must_not_regress: string[];
  require_proof: boolean;
  allow_heldout_change: boolean;
  allow_partial: boolean;
}

export interface MetricComparison {
  metric: string;
  lower_is_better: boolean;
  guarded: boolean;
  paired: boolean;
  n_paired: number;
  n_only_baseline: number;
  n_only_candidate: number;
  baseline_mean: number | null;
  candidate_mean: number | null;
  /** candidate - baseline, raw (not direction-adjusted). */
  delta: number | null;
  /** t interval on task-mean differences with run drift (see docs/statistics.md). */
  ci: [number, number] | null;
  /** Two-sided p of the same t statistic as ci. */
  p_value: number | null;
  /** Standard error behind ci and its (Satterthwaite, rounded down) degrees of freedom. */
  se?: number | null;
  df?: number | null;
  /** The SDK's percentile bootstrap interval over tasks, kept for comparison; not used to decide. */
  bootstrap_ci?: [number, number] | null;
  /** Holm-adjusted across the guarded metrics (it decides regressions); null for unguarded metrics. */
  p_holm: number | null;
  run_std: number | null;
  noise_band: number | null;
  within_noise: boolean;
  /** Direction-adjusted verdict (b_better = candidate is better, even for lower-is-better). */
  verdict: CompareVerdict;
  /** "up" | "down" | "flat" | "n/a", in gain terms. */
  tag: "up" | "down" | "flat" | "n/a";
  note?: string;
}

export interface SideSummary {
  path: string;
  /** The model_version every row shares, else "baseline" / "candidate". */
  name?: string;
  rows: number;
  tasks: number;
  runs: string[];
  run_means: Record<string, number>;
  run_std: number | null;
  stability: "very_stable" | "stable" | "high_variance" | null;
  pass_at_1: number | null;
  pass_at_1_ci: [number, number] | null;
  k: number | null;
  pass_at_k: number | null;
  pass_pow_k: number | null;
}

export interface FamilyRow {
  family: string;
  tasks: number;
  baseline: number | null;
  candidate: number | null;
  delta: number | null;
  ci: [number, number] | null;
}

/**
 * The target compared with families, not tasks, as the sample (stats/family-test.ts,
 * docs/statistics.md "Task families"). Same delta as the task-level row.
 */
export interface FamilyTest {
  /** The family-test input (off leaves this field null). */
  mode: "warn" | "auto" | "decide";
  metric: string;
  /** Groups: named families plus each task that names none. */
  families: number;
  /** N^2 / sum of squared family sizes: how many equal-size families carry as much information. */
  effective_families: number;
  named_families: number;
  tasks_without_family: number;
  tasks: number;
  /** One-way ANOVA of per-task deltas by family: F, its df, p, and the between-family sd. */
  f_stat: number | null;
  df_between: number;
  df_within: number;
  p_heterogeneity: number | null;
  between_sd: number | null;
  heterogeneous: boolean;
  delta: number;
  /** Cluster-robust t interval over families plus run drift; df near families - 1. */
  ci: [number, number];
  p_value: number;
  se: number;
  df: number;
  /** Direction-adjusted, as MetricComparison.verdict. */
  verdict: CompareVerdict;
  /** The family level takes part in the decision (decide; auto when the warning fires). */
  decides: boolean;
  /** It takes part and its interval does not clear zero on the good side: a moved target fails. */
  blocks: boolean;
  /** Set under MIN_FAMILIES families with heterogeneous deltas; also in the warnings. */
  warning: string | null;
}

/**
 * The stored baseline against the same rollouts graded again in this job
 * (baseline-regraded; stats/grader-drift.ts): a grader that moved since the baseline
 * was graded shifts every delta by the same amount, which no within-side figure sees.
 */
export interface GraderDrift {
  path: string;
  metric: string;
  /** Tasks both gradings scored, and the runs compared on each. */
  tasks: number;
  runs_stored: number;
  runs_regraded: number;
  /**
   * runs: two or more runs matched by label, each run's mean shift the unit (its spread
   * pooled with the sides' drift); tasks: one run, per-task differences plus the sides' drift.
   */
  method: "runs" | "tasks";
  stored_mean: number;
  regraded_mean: number;
  /** regraded - stored (the mean of the runs' shifts when method is runs). */
  shift: number;
  /** t interval of the shift (see method). */
  ci: [number, number];
  p_value: number;
  se: number;
  df: number;
  /** The target's re-run noise band, for scale (a shift inside it still biases the delta). */
  noise_band: number | null;
  /** The interval excludes zero: the comparison is not comparable. */
  drifted: boolean;
}

export interface HoldoutSizing {
  /** Tasks the paired test needs to prove the observed effect at 80% power. */
  n_tasks: number | null;
  effect: number | null;
  sd: number | null;
  sd_source: "rows" | "model" | null;
  /** Smallest effect the current number of tasks can prove at 80% power. */
  detectable_effect: number | null;
  /** Runs a side that would prove the observed effect at 80% power with the current tasks. */
  runs_needed?: number | null;
  /** Measured run-to-run drift sd used in the sizing. */
  run_sd?: number | null;
  /** gate_rule: replays the gate's decision on measured variance; binomial: the SDK's formula. */
  method?: "gate_rule" | "binomial";
}

export interface ModelCheck {
  target: string;
  /** Two-sided level of every interval in this check (settings.confidence). */
  confidence?: number;
  target_verdict: TargetVerdict;
  replicated: boolean;
  /** No regressions and the target did not move the wrong way (the SDK's `ok`). */
  ok: boolean;
  not_comparable: string[];
  metrics: MetricComparison[];
  regressions: string[];
  slipped: string[];
  improved: string[];
  noise: {
    /** eval_run: both sides' re-runs; baseline/candidate: one side's only; given: the noise-floor input. */
    source: "eval_run" | "baseline" | "candidate" | "given" | "none";
    /** Where the floor came from, in words. */
    origin?: string | null;
    runs_baseline: number;
    runs_candidate: number;
    df: number | null;
    quantile: number | null;
    rule: string | null;
  };
  baseline: SideSummary;
  candidate: SideSummary;
  coverage: {
    heldout_tasks: number;
    baseline_missing: string[];
    candidate_missing: string[];
    unknown_tasks: string[];
    /** Exact counts; the lists above keep at most the first 50 names. */
    baseline_missing_n?: number;
    candidate_missing_n?: number;
    unknown_n?: number;
  };
  sizing: HoldoutSizing;
  families: FamilyRow[];
  /** The family-level test of the target; null/absent when off or the test names no families. */
  family_test?: FamilyTest | null;
  /** The regraded baseline against the stored one; null/absent without baseline-regraded. */
  grader_drift?: GraderDrift | null;
  gaps: string[];
  /** One sentence in our words carrying the SDK verdict's facts ("unproven: " when a win has gaps). */
  sentence: string;
  warnings: string[];
  family_error: number | null;
}

export type GateStatus = "pass" | "warn" | "fail" | "not_run";

/** A data file's status: its worst gate, or fail when it could not be checked. */
export type DataStatus = "pass" | "warn" | "fail";

export interface Finding {
  file: string;
  line: number;
  level: "notice" | "warning" | "failure";
  message: string;
  /** Optional machine-readable detail (e.g. the test task a contaminated pair matches). */
  detail?: Record<string, string | number | boolean | null>;
}

export interface GateResult {
  name:
    | "length"
    | "style"
    | "truncation"
    | "contamination"
    | "integrity"
    | "train_config"
    | "token_length"
    | "rejection";
  status: GateStatus;
  summary: string;
  figures: Record<string, unknown>;
  findings: Finding[];
  /** True when more findings existed than were kept (the count is in figures). */
  findings_truncated: boolean;
}

export interface DataCheck {
  kind: "pairs" | "sft";
  path: string;
  shape: string;
  rows: number;
  gates: GateResult[];
  status: DataStatus;
  /** Problems found reading this file; any fails it, whatever its gates say. */
  input_problems?: number;
  /** Why some gates did not run or do not apply (e.g. pair gates on unpaired rows). */
  note?: string;
  /** Where the clean rows were written, when asked. */
  clean_path?: string;
  clean_rows?: number;
}

export interface Decision {
  pass: boolean;
  conclusion: "success" | "failure";
  /** One line a reader sees first. */
  headline: string;
  /** Why it failed (empty on pass). */
  reasons: string[];
  gaps: string[];
}

export interface Report {
  schema_version: typeof SCHEMA_VERSION;
  tool: { name: "heldout-gate"; version: string };
  settings: ReportSettings;
  /** Facts about the frozen test itself: digest and whether the PR changed it. */
  heldout: {
    path: string;
    sha256: string;
    tasks: number;
    changed: boolean | null;
    change_allowed: boolean;
    note?: string;
  } | null;
  inputs: FileSummary[];
  problems: Problem[];
  /** Facts a reader should know about how the inputs were taken (e.g. baseline read at the base commit). */
  notes: string[];
  model: ModelCheck | null;
  data: DataCheck[];
  decision: Decision;
  /** Set when an error stopped the run before it could judge: which input caused it, and why. */
  stopped?: RunStop;
}

/** Why a run stopped early. `input` is the action input (CLI flag) whose value caused it. */
export interface RunStop {
  input: string;
  /** The file involved, when there is one. */
  path: string | null;
  reason: string;
}
