// report.json, defined once. The engine's Report type is derived from this schema
// (src/report.ts), report mode checks an untrusted artifact against it (github/report-schema.ts),
// and docs/report.schema.json is generated from it (`npm run refresh -- schema`).
// Keys are listed in the order the engine writes them, so a report parsed by this schema
// serializes to the same bytes. A field is added here, and nowhere else; a field added after
// a release is optional, so reports written before it still parse (docs/design.md §10).
import { z } from "zod";
import { gateResultSchema } from "./figures.js";
import { count, doc, interval, list, maybe, named, real, sha256, short, text } from "./fields.js";
import { SCHEMA_VERSION } from "./version.js";
import { TEST_VERSION } from "../ledger/test-version.js";
import { judgeTrustSchema } from "./judge.js";

export { SCHEMA_VERSION };

// ---- inputs ----------------------------------------------------------------------------

export const problemSchema = named(
  "Problem",
  z.object({
    file: short,
    line: doc(count, "1-based line; 0 when the whole file is at fault"),
    field: doc(short, 'Dotted path of the offending field; "" for the whole line or file'),
    reason: text,
  }),
  "One validation problem in an input file",
);

export const problemGroupSchema = named(
  "ProblemGroup",
  z.object({
    file: short,
    field: short,
    reason: text,
    count,
    lines: doc(list(count, 10), "The first lines with this problem, in line order"),
  }),
  "Problems with the same field and reason in one file",
);

export const leftOutSchema = named(
  "LeftOut",
  z.object({
    what: doc(
      z.enum(["rows", "values", "tasks"]),
      "Whole rows, single values of rows, or tasks a results file lists without a grade",
    ),
    field: doc(short, 'The field the rows were filtered on or the value sat in; "" for none'),
    reason: text,
    count,
    lines: doc(
      list(count, 10),
      "The first lines left out, rising; 0 for a task a list names rather than a row",
    ),
  }),
  "Rows, values or tasks of one file that were read but not used, and why",
);

export const fileSummarySchema = named(
  "FileSummary",
  z.object({
    role: z.enum([
      "heldout",
      "baseline",
      "candidate",
      "baseline_regraded",
      "pairs",
      "sft",
      "train_config",
      "judge_labels",
      "served_prompts",
    ]),
    path: short,
    shape: doc(short, 'Detected shape ("heldout", "eval", "sft", or a pair shape)'),
    bytes: count,
    rows: count,
    sha256: doc(
      z.string().regex(/^([0-9a-f]{64})?$/),
      "Empty when reading stopped early (a cap was hit), so no digest was finished",
    ),
    problems: doc(list(problemSchema), "The first problems (capped)"),
    problem_count: doc(count, "How many problems there were in all, kept or not"),
    problem_groups: doc(
      list(problemGroupSchema, 1_000),
      "Every problem, kept or not, grouped by field and reason",
    ).optional(),
    // Set after the read, by the readers that count tasks and runs.
    tasks: count.optional(),
    runs: list(short).optional(),
    notes: doc(
      list(text, 20),
      "Facts about how the rows were read that are not problems (e.g. image parts skipped)",
    ).optional(),
    left_out: doc(
      list(leftOutSchema, 100),
      "What was read but not used, counted per reason (rows a where filter passed over, null markers, tasks without a grade)",
    ).optional(),
  }),
  "What reading one input file established",
);

// ---- the model check -------------------------------------------------------------------

export const targetVerdictSchema = doc(
  z.enum([
    "moved",
    "moved_unreplicated",
    "within_eval_noise",
    "no_change_detected",
    "moved_the_wrong_way",
    "insufficient_data",
    "target_not_measured",
  ]),
  "The SDK's words for what happened to the target metric",
);

export const compareVerdictSchema = doc(
  z.enum(["b_better", "a_better", "no_difference_detected", "insufficient_data"]),
  "Direction-adjusted verdict: b_better means the candidate is better, even for lower-is-better",
);

export const metricComparisonSchema = named(
  "MetricComparison",
  z.object({
    metric: short,
    lower_is_better: z.boolean(),
    guarded: z.boolean(),
    paired: z.boolean(),
    n_paired: count,
    n_only_baseline: count,
    n_only_candidate: count,
    n_shared: doc(
      count,
      "Tasks both sides graded, paired or not (fewer than 3 are compared unpaired, n_paired 0); the n-tasks output",
    ).optional(),
    baseline_mean: maybe,
    candidate_mean: maybe,
    delta: doc(maybe, "candidate - baseline, raw (not direction-adjusted)"),
    ci: doc(interval, "t interval on task-mean differences with run drift"),
    p_value: doc(maybe, "Two-sided p of the same t statistic as ci"),
    se: doc(maybe, "Standard error behind ci").optional(),
    df: doc(
      maybe,
      "Degrees of freedom behind ci (Satterthwaite, fractional, not rounded; at least 1, at most 1000)",
    ).optional(),
    bootstrap_ci: doc(
      interval,
      "The SDK's percentile bootstrap interval over tasks, kept for comparison; not used to decide",
    ).optional(),
    p_holm: doc(
      maybe,
      "One-sided p (toward worse), Holm-adjusted across the guarded metrics; null for unguarded metrics",
    ),
    run_std: maybe,
    noise_band: maybe,
    within_noise: z.boolean(),
    verdict: compareVerdictSchema,
    tag: doc(z.enum(["up", "down", "flat", "n/a"]), "The move in gain terms"),
    note: text.optional(),
  }),
  "One metric compared between baseline and candidate",
);

export const sideSummarySchema = named(
  "SideSummary",
  z.object({
    path: short,
    name: doc(
      short,
      'The model_version every row shares, else "baseline" / "candidate"',
    ).optional(),
    rows: count,
    tasks: count,
    runs: list(short),
    run_means: z.record(short, real),
    run_std: maybe,
    stability: z.enum(["very_stable", "stable", "high_variance"]).nullable(),
    pass_at_1: maybe,
    pass_at_1_ci: interval,
    k: count.nullable(),
    pass_at_k: maybe,
    pass_pow_k: maybe,
  }),
  "One side's (baseline or candidate) results on the held-out test",
);

export const familyRowSchema = named(
  "FamilyRow",
  z.object({
    family: short,
    tasks: count,
    baseline: maybe,
    candidate: maybe,
    delta: maybe,
    ci: interval,
  }),
  "The target metric within one task family",
);

const pair = z.tuple([real, real]);

export const familyTestSchema = named(
  "FamilyTest",
  z.object({
    mode: doc(
      z.enum(["warn", "auto", "decide"]),
      "The family-test input (off leaves this field null)",
    ),
    metric: short,
    families: doc(count, "Groups: named families plus each task that names none"),
    effective_families: doc(
      real,
      "N^2 / sum of squared family sizes: how many equal-size families carry as much information",
    ),
    named_families: count,
    tasks_without_family: count,
    tasks: count,
    f_stat: doc(maybe, "One-way ANOVA of per-task deltas by family"),
    df_between: count,
    df_within: count,
    p_heterogeneity: maybe,
    between_sd: maybe,
    heterogeneous: z.boolean(),
    delta: doc(real, "The same delta as the task-level row"),
    ci: doc(pair, "Cluster-robust t interval over families plus run drift; df near families - 1"),
    p_value: real,
    se: real,
    df: real,
    verdict: compareVerdictSchema,
    decides: doc(
      z.boolean(),
      "The family level takes part in the decision (decide; auto when the warning fires)",
    ),
    blocks: doc(
      z.boolean(),
      "It takes part and its interval does not clear zero on the good side: a moved target fails",
    ),
    warning: doc(
      text.nullable(),
      "Set under 10 families with heterogeneous deltas; also in the warnings",
    ),
  }),
  "The target compared with families, not tasks, as the sample (docs/statistics.md)",
);

export const graderDriftSchema = named(
  "GraderDrift",
  z.object({
    path: short,
    metric: short,
    tasks: doc(count, "Tasks both gradings scored"),
    runs_stored: count,
    runs_regraded: count,
    method: doc(
      z.enum(["runs", "tasks"]),
      "runs: runs matched by label, each run's mean shift the unit; tasks: one run, per-task differences",
    ),
    stored_mean: real,
    regraded_mean: real,
    shift: doc(real, "regraded - stored"),
    ci: pair,
    p_value: real,
    se: real,
    df: real,
    noise_band: doc(maybe, "The target's re-run noise band, for scale"),
    drifted: doc(z.boolean(), "The interval excludes zero"),
  }),
  "The stored baseline against the same rollouts graded again in this job (baseline-regraded)",
);

export const holdoutSizingSchema = named(
  "HoldoutSizing",
  z.object({
    n_tasks: doc(
      count.nullable(),
      "Tasks the paired test needs to prove the observed effect at 80% power",
    ),
    effect: maybe,
    sd: maybe,
    sd_source: z.enum(["rows", "model"]).nullable(),
    detectable_effect: doc(
      maybe,
      "Smallest effect the current tasks and runs prove at 80% power (gate_rule: with the run variance at its one-sided 90% upper bound)",
    ),
    detectable_range: doc(
      z.tuple([maybe, maybe]),
      "detectable_effect replayed at the ends of the run variance's two-sided 90% interval: the spread a few runs leave (gate_rule, measured floor)",
    ).optional(),
    runs_needed: doc(
      count.nullable(),
      "Runs a side that would prove the observed effect at 80% power with the current tasks",
    ).optional(),
    run_sd: doc(maybe, "Measured run-to-run drift sd used in the sizing").optional(),
    method: doc(
      z.enum(["gate_rule", "binomial"]),
      "gate_rule replays the gate's decision on measured variance; binomial is the SDK's formula",
    ).optional(),
  }),
  "How many held-out tasks would prove the effect",
);

const level01 = z.number().gt(0).lt(1);

export const attemptSchema = named(
  "Attempt",
  z.object({
    test_version: short,
    ledger: doc(short, "The ledger file the attempts were counted in"),
    entries: doc(count, "Lines the ledger held"),
    applied: doc(
      z.boolean(),
      "attempt-control: whether alpha_j decides (false: counted and shown only)",
    ),
    candidate_digest: doc(
      sha256,
      "sha256 over the candidate files' sha256s: the same candidate is the same attempt",
    ),
    number: doc(count, "This candidate's attempt on the test version, from 1"),
    repeat: doc(z.boolean(), "The ledger already held this candidate: a re-run, the same attempt"),
    alpha: doc(level01, "1 - confidence"),
    alpha_j: doc(level01, "alpha 6/(pi² j²), plus the previous attempt's level when it cleared it"),
    alpha_fresh: doc(level01, "The level of a first attempt on a fresh test"),
    p: doc(maybe, "The target's two-sided p"),
    passed: doc(z.boolean(), "moved, and p at or under alpha_j"),
    detectable_fresh: doc(maybe, "Smallest effect passed 80% of the time at alpha_fresh"),
    detectable_now: doc(maybe, "Smallest effect passed 80% of the time at alpha_j"),
    target_effect: doc(maybe, "The target-effect policy field; null when not set"),
    worn: doc(
      z.boolean(),
      "A fresh test detects the target effect and this attempt no longer does",
    ),
    task_means: doc(
      z.object({ metric: short, tasks: count, sha256, deflate: z.string().max(64 * 1024 * 1024) }),
      "The candidate's per-task means of the target: sorted [task, mean] JSON, its sha256, raw-deflated in base64 (what a ledger line keeps)",
    ),
  }),
  "Where the candidate stands in the ledger's series of attempts (docs/design.md §16)",
);

const trendRoundSchema = z.object({
  round: count,
  pr: count.nullable(),
  mean: doc(maybe, "The target's mean of the merged candidate: the served model after"),
  delta: maybe,
  ci: interval,
  alpha_j: doc(maybe, "The level the round's attempt was judged at; null with attempt control off"),
  verdict: short,
});

export const ledgerSummarySchema = named(
  "LedgerSummary",
  z.object({
    path: short,
    test_version: short,
    entries: count,
    rounds: doc(count, "Merged rounds on this test version"),
    attempts: doc(count, "Candidates judged on this test version (one per candidate digest)"),
    trend: doc(list(trendRoundSchema, 50), "The last 50 merged rounds, oldest first"),
    before: doc(
      z.object({
        test_version: short,
        path: short,
        rounds: doc(count, "Merged rounds on that test version"),
        trend: doc(list(trendRoundSchema, 10), "Its last 10 merged rounds, oldest first"),
      }),
      "The series this one follows (the test version before this one was frozen), named by this series' first line: the trend breaks between the two; absent when not known",
    ).optional(),
    previous_push: doc(
      z.object({ attempt: count, head: short.nullable(), verdict: short }),
      "This PR's last ledger line from another candidate (an earlier push); absent outside a PR or without one",
    ).optional(),
  }),
  "The ledger of this test version as read (docs/design.md §16)",
);

export const modelCheckSchema = named(
  "ModelCheck",
  z.object({
    target: short,
    confidence: doc(real, "Two-sided level of every interval in this check").optional(),
    target_verdict: targetVerdictSchema,
    replicated: z.boolean(),
    ok: doc(z.boolean(), "No regressions and the target did not move the wrong way (the SDK's ok)"),
    not_comparable: list(text),
    metrics: list(metricComparisonSchema, 10_000),
    regressions: list(short),
    slipped: list(short),
    improved: list(short),
    noise: z.object({
      source: doc(
        z.enum(["eval_run", "baseline", "candidate", "given", "none"]),
        "eval_run: both sides' re-runs; baseline/candidate: one side's only; given: the noise-floor input",
      ),
      origin: doc(text.nullable(), "Where the floor came from, in words").optional(),
      runs_baseline: count,
      runs_candidate: count,
      df: maybe,
      quantile: maybe,
      rule: text.nullable(),
      replication: doc(
        text,
        "What the runs replicate, in words: 'replicated over R_b + R_c runs' only when both sides have re-runs; a one-run side is 'unreplicated (floor from the baseline)' (design §3)",
      ).optional(),
    }),
    baseline: sideSummarySchema,
    candidate: sideSummarySchema,
    coverage: z.object({
      heldout_tasks: count,
      baseline_missing: doc(list(short), "At most the first 50 names"),
      candidate_missing: doc(list(short), "At most the first 50 names"),
      unknown_tasks: doc(list(short), "At most the first 50 names"),
      baseline_missing_n: count.optional(),
      candidate_missing_n: count.optional(),
      unknown_n: count.optional(),
    }),
    sizing: holdoutSizingSchema,
    families: list(familyRowSchema, 10_000),
    family_test: doc(
      familyTestSchema.nullable(),
      "The family-level test of the target; null or absent when off or the test names no families",
    ).optional(),
    grader_drift: doc(
      graderDriftSchema.nullable(),
      "The regraded baseline against the stored one; null or absent without baseline-regraded",
    ).optional(),
    judge: doc(
      judgeTrustSchema,
      "The judge measured from judge-labels; absent without a labels file",
    ).optional(),
    attempt: doc(
      attemptSchema,
      "Attempt control: this candidate's attempt on the test version and its level; absent without a ledger",
    ).optional(),
    gaps: list(text),
    sentence: doc(
      text,
      'One sentence carrying the SDK verdict\'s facts ("unproven: " when a win has gaps)',
    ),
    warnings: list(text),
    family_error: maybe,
  }),
  "The statistical comparison of candidate against baseline on the frozen test",
);

// ---- the data checks -------------------------------------------------------------------

export const dataCheckSchema = named(
  "DataCheck",
  z.object({
    kind: z.enum(["pairs", "sft"]),
    path: short,
    shape: short,
    rows: count,
    gates: list(gateResultSchema, 20),
    status: doc(
      z.enum(["pass", "warn", "fail"]),
      "The file's worst gate, or fail when it could not be checked",
    ),
    input_problems: doc(
      count,
      "Problems found reading this file; any fails it, whatever its gates say",
    ).optional(),
    note: doc(text, "Why some gates did not run or do not apply").optional(),
    clean_path: doc(short, "Where the clean rows were written, when asked").optional(),
    clean_rows: count.optional(),
  }),
  "Every gate over one pairs or SFT file",
);

// ---- the report ------------------------------------------------------------------------

export const reportSettingsSchema = named(
  "ReportSettings",
  z.object({
    seed: real,
    rng: short,
    resamples: count,
    confidence: real,
    target: short,
    must_not_regress: list(short),
    require_proof: z.boolean(),
    allow_heldout_change: z.boolean(),
    allow_partial: z.boolean(),
  }),
  "The settings that shape every number in the report, printed so a run can be repeated",
);

export const decisionSchema = named(
  "Decision",
  z.object({
    pass: z.boolean(),
    verdict: doc(
      z.enum(["pass", "fail", "error"]),
      "error: the run stopped before it could judge (see stopped); it is not a fail of the model or the data",
    ).optional(),
    conclusion: z.enum(["success", "failure"]),
    headline: doc(text, "The line a reader sees first"),
    reasons: doc(list(text, 1_000), "Why it failed (empty on pass)"),
    gaps: list(text, 1_000),
  }),
  "The verdict",
);

export const runStopSchema = named(
  "RunStop",
  z.object({
    input: doc(short, "The action input (CLI flag) whose value caused the stop"),
    path: doc(short.nullable(), "The file involved, when there is one"),
    reason: text,
  }),
  "Why a run stopped before it could judge",
);

export const bindingSchema = named(
  "Binding",
  z.object({
    policy: doc(
      z.object({
        source: doc(
          z.enum(["base", "checkout", "none"]),
          "base: read at the PR's base commit; checkout: outside a PR; none: no policy file, the inputs are the rule",
        ),
        path: short,
        commit: doc(short.nullable(), "The commit it was read at (a PR's base)"),
        tightened: doc(list(text, 100), "Inputs stricter than the policy, which took effect"),
      }),
      "The policy the run was decided under (docs/policy.md)",
    ),
    proposal: doc(
      z
        .object({
          status: z.enum(["adds", "removes", "edits", "same", "invalid"]),
          loosens: list(text, 100),
          tightens: list(text, 100),
          note: text.optional(),
        })
        .nullable(),
      "What the PR's own copy of the policy would change once merged; null outside a PR",
    ),
    baseline: doc(
      z.object({
        added: doc(list(short, 10_000), "Named by the head's input, not at the base commit"),
        removed: doc(list(short, 10_000), "At the base commit, gone from the head"),
        changed: doc(list(short, 10_000), "In both, with other bytes in the head"),
        allowed: doc(z.boolean(), "allow-baseline-change: the change does not fail the run"),
      }),
      "What the PR changes in the baseline set; absent outside a PR or without a baseline",
    ).optional(),
    workflow: doc(
      z.object({
        path: doc(short, 'The workflow file the job ran from; "" when the runner did not say'),
        changed: doc(z.boolean().nullable(), "null: not compared (the note says why)"),
        allowed: doc(z.boolean(), "allow-workflow-change: an edit does not fail the run"),
        note: text,
      }),
      "The gate's own workflow file against the base commit's; absent outside a PR",
    ).optional(),
  }),
  "The rule the run was bound to, and what the PR proposes to change in it (design §13)",
);

export const reportSchema = z.object({
  schema_version: doc(z.literal(SCHEMA_VERSION), "The report format's version"),
  tool: z.object({ name: z.literal("heldout-gate"), version: short }),
  settings: reportSettingsSchema,
  heldout: doc(
    z
      .object({
        path: short,
        sha256,
        test_version: doc(
          z.string().regex(TEST_VERSION),
          "t- and the sha256 of the tasks' ids and texts and the grader id: a ledger series (docs/design.md §16)",
        ).optional(),
        tasks: count,
        changed: doc(
          z.boolean().nullable(),
          "Whether the PR changed the frozen test; null with neither a base-commit copy nor a pinned digest to compare",
        ),
        change_allowed: z.boolean(),
        note: text.optional(),
      })
      .nullable(),
    "Facts about the frozen test itself: digest and whether the PR changed it",
  ),
  inputs: list(fileSummarySchema, 10),
  problems: list(problemSchema),
  notes: doc(
    list(text, 1_000),
    "Facts about how the inputs were taken (e.g. baseline read at the base commit)",
  ),
  model: modelCheckSchema.nullable(),
  data: list(dataCheckSchema, 10),
  ledger: doc(ledgerSummarySchema, "The ledger read for this run; absent without one").optional(),
  decision: decisionSchema,
  stopped: doc(runStopSchema, "Set when an error stopped the run before it could judge").optional(),
  binding: doc(
    bindingSchema,
    "The rule the action bound the run to (gate and merge modes); absent in the CLI",
  ).optional(),
});
