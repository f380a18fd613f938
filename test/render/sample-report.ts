// Hand-built reports for the renderer tests. The numbers are made up for layout only;
// no statistic is computed here or in the renderers.
import type { Problem } from "../../src/io/canonical.js";
import type {
  ContaminationFigures,
  DataCheck,
  FiguresOf,
  Finding,
  GateName,
  GateResult,
  MetricComparison,
  ModelCheck,
  Report,
  SideSummary,
} from "../../src/report.js";
import { gateResultSchema } from "../../src/report/figures.js";

export function metric(over: Partial<MetricComparison> & { metric: string }): MetricComparison {
  return {
    lower_is_better: false,
    guarded: false,
    paired: true,
    n_paired: 40,
    n_only_baseline: 0,
    n_only_candidate: 0,
    baseline_mean: 0.508,
    candidate_mean: 0.758,
    delta: 0.25,
    ci: [0.2, 0.3],
    p_value: 0.0001,
    p_holm: null,
    run_std: 0.014,
    noise_band: 0.033,
    within_noise: false,
    verdict: "b_better",
    tag: "up",
    ...over,
  };
}

function side(path: string, mean: number): SideSummary {
  return {
    path,
    rows: 480,
    tasks: 40,
    runs: ["1", "2", "3"],
    run_means: { "1": mean - 0.01, "2": mean, "3": mean + 0.01 },
    run_std: 0.014,
    stability: "very_stable",
    pass_at_1: mean,
    pass_at_1_ci: [mean - 0.05, mean + 0.05],
    k: 4,
    pass_at_k: mean + 0.1,
    pass_pow_k: mean - 0.2,
  };
}

export function modelCheck(over: Partial<ModelCheck> = {}): ModelCheck {
  return {
    target: "pass_at_1",
    target_verdict: "moved",
    replicated: true,
    ok: true,
    not_comparable: [],
    metrics: [
      metric({ metric: "pass_at_1" }),
      metric({
        metric: "marker:hedging",
        lower_is_better: true,
        guarded: true,
        baseline_mean: 0.2,
        candidate_mean: 0.19,
        delta: -0.01,
        ci: [-0.04, 0.02],
        p_value: 0.52,
        p_holm: 1,
        within_noise: true,
        verdict: "no_difference_detected",
        tag: "flat",
      }),
      metric({
        metric: "marker:looked_up_first",
        delta: null,
        ci: null,
        p_value: null,
        baseline_mean: null,
        candidate_mean: null,
        verdict: "insufficient_data",
        tag: "n/a",
        note: "fewer than 3 tasks on a side",
      }),
    ],
    regressions: [],
    slipped: [],
    improved: ["pass_at_1"],
    noise: {
      source: "eval_run",
      runs_baseline: 3,
      runs_candidate: 3,
      df: 4,
      quantile: 2.78,
      rule: "t(df=4)=2.78 x run_std x sqrt(1/3 + 1/3)",
    },
    baseline: side("evals/baseline.jsonl", 0.508),
    candidate: side("evals/candidate.jsonl", 0.758),
    coverage: { heldout_tasks: 40, baseline_missing: [], candidate_missing: [], unknown_tasks: [] },
    sizing: { n_tasks: 12, effect: 0.25, sd: 0.3, sd_source: "rows", detectable_effect: 0.14 },
    families: [
      { family: "math", tasks: 20, baseline: 0.5, candidate: 0.8, delta: 0.3, ci: [0.2, 0.4] },
      { family: "code", tasks: 20, baseline: 0.516, candidate: 0.716, delta: 0.2, ci: [0.1, 0.3] },
    ],
    gaps: ["n < 50 tasks (40)"],
    sentence:
      "pass_at_1 moved +0.250 (95% CI +0.200..+0.300) over 40 paired tasks, outside the noise band.",
    warnings: [],
    family_error: null,
    ...over,
  };
}

const histogram = { "0": 0, "1..100": 14 };
const distribution = {
  min: -40,
  q1: -3,
  median: 12,
  q3: 30,
  max: 90,
  mean: 10.5,
  approximate: false,
  histogram,
};

export function contaminationFigures(
  over: Partial<ContaminationFigures> = {},
): ContaminationFigures {
  return {
    rows: 14,
    n_contaminated: 0,
    contamination_rate: 0,
    n_same_task: 0,
    n_exact: 0,
    n_near: 0,
    n_sdk_rule: 0,
    rule: "task id; same words; 8-grams",
    by_field: {},
    rows_with_task_id: 14,
    ngram: 8,
    overlap: 0.8,
    fields: ["prompt"],
    heldout_tasks: 40,
    heldout_texts: 40,
    heldout_ngrams: 900,
    index_bytes: 65536,
    rules_skipped: [],
    ...over,
  };
}

/** Made-up figures of the shape each gate writes over 14 pairs. */
export const SAMPLE_FIGURES: { [N in GateName]: FiguresOf<N> } = {
  length: {
    pairs: 14,
    chosen_longer: 7,
    rejected_longer: 6,
    ties: 1,
    chosen_longer_frac: 0.5,
    fail_share: 0.8,
    length_confound: false,
    median_delta: 12,
    delta: distribution,
    unit: "characters (code points), chosen minus rejected",
  },
  style: {
    pairs: 14,
    alpha: 0.05,
    min_share: 0.05,
    test: "exact two-sided sign test",
    corr_threshold: 0.3,
    corr_rule: "reward_corr reads curly quotes as ASCII",
    markers: [
      {
        name: "hedging",
        chosen_only: 3,
        rejected_only: 2,
        both: 1,
        teaching_share: 0.2143,
        p_value: 1,
        p_holm: 1,
        flagged: false,
        reward_corr: null,
        reward_corr_sdk: null,
        sdk_flagged: false,
        top_phrases: [{ phrase: "it depends", count: 3 }],
      },
    ],
    teaching_pairs_flagged: 0,
  },
  truncation: {
    pairs: 14,
    chosen_truncated: 0,
    rejected_truncated: 1,
    by_finish_reason: 0,
    rule: "a long reply that does not end like a finished one",
  },
  contamination: contaminationFigures(),
  integrity: {
    pairs: 14,
    identical_sides: 0,
    empty_side: 0,
    duplicate: 0,
    eval_lineage: 0,
    prompt_mismatch: 0,
    margin_below_min: 0,
    mixed_policy: 0,
    chosen_not_succeeded: 0,
    distinct_pairs: 14,
    chosen_scored: 0,
    min_margin: null,
  },
  train_config: {
    trainer: "dpo",
    trainer_from: "default",
    learning_rate: "5e-7",
    sft_learning_rate: null,
    sft_learning_rate_from: null,
    adapters: null,
    beta: 0.1,
    loss_type: "sigmoid",
    simpo_gamma: null,
    epochs: 1,
    ignored_keys: 0,
    rules: [{ rule: "learning_rate", fired: false, source: "TRL docs" }],
  },
  token_length: {
    pairs: 14,
    counted_by: "estimate",
    method: "estimated at 4 characters per token",
    max_length: 1024,
    max_prompt_length: 512,
    max_completion_length: null,
    truncation_mode: "keep_end",
    trl_defaults_used: "none",
    over_max_length: 0,
    over_max_length_share: 0,
    prompt_over_max_prompt_length: 0,
    prompt_over_share: 0,
    pairs_cut: 0,
    pairs_cut_share: 0,
    difference_removed: 0,
    difference_removed_share: 0,
    longest_tokens: 300,
  },
  chat_template: {
    template: "model/chat_template.jinja",
    source: "chat_template.jinja",
    named: null,
    generation_block: true,
    assistant_only_loss: null,
    pairs: 14,
    cases: 8,
    rendered: 8,
    prefix_failures: 0,
    render_failures: 0,
    stopped: null,
    budget_seconds: 5,
    budget_memory_mb: 256,
    rules: [{ rule: "template_prefix", fired: false, source: "TRL's rendering" }],
  },
  rejection: {
    pairs: 14,
    pairs_with_scores: 0,
    graded_scores: false,
    margins: 0,
    margin_min: null,
    margin_max: null,
    margin_constant: false,
    groups_with_rewards: 0,
    rejected_at_group_min: 0,
    groups_where_rule_differs: 0,
    min_rejected_there: 0,
    expected_if_random_bad: 0,
    p_vs_random: null,
    rule: "flag when the rejected side is the group minimum too often",
  },
  serve_skew: {
    rows: 14,
    served_from: "baseline",
    served_contexts: 40,
    served_with_system: 0,
    served_with_tools: 0,
    served_with_history: 0,
    system_tools_share: null,
    skeleton_share: 0.5,
    bare_id: 0,
    prompt_median_chars: 60,
    served_median_chars: 64,
    length_ratio: 0.9375,
    ks_log_length: 0.1,
    history_share: 0,
    served_history_share: 0,
    completion_observations: 0,
    multi_turn_completions: 14,
    prompt_and_messages: 0,
    checks_failed: [],
  },
};

/** A gate result with the sample figures for its name, checked against the report schema. */
export function gate(
  over: Partial<Omit<GateResult, "name">> & { name: GateName; figures?: object },
): GateResult {
  return gateResultSchema.parse({
    status: "pass",
    summary: `${over.name} looks fine`,
    figures: SAMPLE_FIGURES[over.name],
    findings: [],
    findings_truncated: false,
    ...over,
  });
}

export function dataCheck(over: Partial<DataCheck> = {}): DataCheck {
  return {
    kind: "pairs",
    path: "data/pairs.jsonl",
    shape: "trl-standard",
    rows: 14,
    gates: [
      gate({ name: "length" }),
      gate({ name: "style" }),
      gate({ name: "truncation" }),
      gate({ name: "contamination" }),
      gate({ name: "integrity" }),
    ],
    status: "pass",
    ...over,
  };
}

function base(): Report {
  return {
    schema_version: 1,
    tool: { name: "heldout-gate", version: "0.1.0" },
    settings: {
      seed: 0,
      rng: "alea",
      resamples: 10000,
      confidence: 0.95,
      target: "pass_at_1",
      must_not_regress: ["marker:hedging"],
      require_proof: false,
      allow_heldout_change: false,
      allow_partial: false,
    },
    heldout: {
      path: "eval/heldout.jsonl",
      sha256: "a".repeat(64),
      tasks: 40,
      changed: false,
      change_allowed: false,
    },
    inputs: [
      {
        role: "heldout",
        path: "eval/heldout.jsonl",
        shape: "heldout",
        bytes: 12000,
        rows: 40,
        tasks: 40,
        sha256: "a".repeat(64),
        problems: [],
        problem_count: 0,
      },
    ],
    problems: [],
    notes: ["baseline read at the base commit 0123abc"],
    model: null,
    data: [],
    decision: {
      pass: true,
      conclusion: "success",
      headline: "PASS: pass_at_1 moved +0.250, 95% CI +0.200..+0.300, no regressions",
      reasons: [],
      gaps: [],
    },
  };
}

/** Both checks given, both pass. */
export function passReport(): Report {
  const r = base();
  r.model = modelCheck();
  r.data = [dataCheck()];
  r.decision.headline =
    "PASS: pass_at_1 moved +0.250, 95% CI +0.200..+0.300, no regressions; pairs: all gates pass";
  return r;
}

/** A regression and a failing gate with findings and an input problem. */
export function failReport(): Report {
  const r = base();
  const hedging = metric({
    metric: "marker:hedging",
    guarded: true,
    lower_is_better: true,
    baseline_mean: 0.1,
    candidate_mean: 0.3,
    delta: 0.2,
    ci: [0.12, 0.28],
    verdict: "a_better",
    tag: "down",
  });
  r.model = modelCheck({
    target_verdict: "moved",
    ok: false,
    regressions: ["marker:hedging"],
    metrics: [metric({ metric: "pass_at_1" }), hedging],
    warnings: ["REGRESSION marker:hedging: +0.200 (95% +0.120..+0.280), named in must_not_regress"],
  });
  const findings: Finding[] = [
    {
      file: "data/pairs.jsonl",
      line: 3,
      level: "failure",
      message: "chosen side matches test task t-7",
      detail: { task: "t-7" },
    },
    {
      file: "data/pairs.jsonl",
      line: 9,
      level: "failure",
      message: "prompt overlaps test task t-2 (0.91 of words)",
    },
  ];
  r.data = [
    dataCheck({
      status: "fail",
      gates: [
        gate({ name: "length", status: "warn", summary: "chosen longer in 0.71 of pairs" }),
        gate({
          name: "contamination",
          status: "fail",
          summary: "2 pairs overlap the held-out test",
          findings,
        }),
      ],
    }),
  ];
  const problem: Problem = {
    file: "data/pairs.jsonl",
    line: 12,
    field: "chosen",
    reason: "expected a string",
  };
  r.problems = [problem];
  r.inputs.push({
    role: "pairs",
    path: "data/pairs.jsonl",
    shape: "trl-standard",
    bytes: 5000,
    rows: 14,
    sha256: "b".repeat(64),
    problems: [problem],
    problem_count: 1,
  });
  r.decision = {
    pass: false,
    conclusion: "failure",
    headline: "FAIL: pass_at_1 moved +0.250; regressed marker:hedging; pairs: contamination fail",
    reasons: [
      "regressed: marker:hedging",
      "pairs data/pairs.jsonl: contamination failed",
      "1 input problem in data/pairs.jsonl",
    ],
    gaps: [],
  };
  return r;
}

/** Only baseline and candidate results, no pair data. */
export function modelOnlyReport(): Report {
  const r = base();
  r.model = modelCheck();
  return r;
}

/** Only pair data, no model results. */
export function pairsOnlyReport(): Report {
  const r = base();
  r.data = [dataCheck()];
  r.decision.headline = "PASS: pairs: all gates pass";
  return r;
}

/** The PR changed the held-out test and allow-heldout-change was set. */
export function heldoutChangedReport(): Report {
  const r = passReport();
  r.settings.allow_heldout_change = true;
  r.heldout = {
    ...r.heldout!,
    changed: true,
    change_allowed: true,
    note: "eval/heldout.jsonl differs from the base commit",
  };
  // A headline that does not mention the change: the renderer must still say it first.
  r.decision.headline = "PASS: pass_at_1 moved +0.250, no regressions";
  return r;
}

/** Hostile strings, all of which must be shown as inert text. */
export const HOSTILE = [
  "<script>alert(1)</script>",
  "@octocat",
  "[x](https://evil.example/a)",
  "![i](http://x/y.png)",
  "a|b",
  "line1\nline2\r\n# heading",
  "```\nfenced\n```",
  "--> <!--",
  "\u202eevil\u202c\u0007\u0000\u200b",
  "www.evil.example",
  "<img src=x onerror=alert(1)>",
];

/** A report whose every data-derived string is hostile. */
export function hostileReport(): Report {
  const r = failReport();
  const h = HOSTILE.join(" ");
  r.model!.target = h;
  r.model!.metrics = HOSTILE.map((x, i) =>
    metric({ metric: x, delta: 0.01 * i, ci: [-0.01, 0.01 * i + 0.01] }),
  );
  r.model!.coverage.candidate_missing = HOSTILE;
  r.model!.families = HOSTILE.map((x) => ({
    family: x,
    tasks: 1,
    baseline: 0,
    candidate: 1,
    delta: 1,
    ci: null,
  }));
  r.model!.metrics[0]!.note = h;
  r.data[0]!.path = h;
  r.data[0]!.gates[1]!.findings = HOSTILE.map((x, i) => ({
    file: x,
    line: i,
    level: "failure" as const,
    message: x,
    detail: { [x]: x },
  }));
  r.data[0]!.gates[1] = gate({
    ...r.data[0]!.gates[1]!,
    name: "contamination",
    figures: contaminationFigures({
      rule: h,
      by_field: Object.fromEntries(HOSTILE.map((x, i) => [x, i])),
      fields: HOSTILE,
      rules_skipped: HOSTILE,
    }),
  });
  r.problems = HOSTILE.map((x, i) => ({ file: x, line: i, field: x, reason: x }));
  r.inputs[1]!.path = h;
  r.decision.reasons = HOSTILE;
  r.decision.headline = "FAIL: " + h;
  return r;
}

/** 100,000 findings in one gate, to exercise the size budgets. */
export function hugeReport(n = 100_000): Report {
  const r = failReport();
  const findings: Finding[] = [];
  for (let i = 0; i < n; i++) {
    findings.push({
      file: "data/pairs.jsonl",
      line: i + 1,
      level: "warning",
      message: `pair ${i} repeats the style marker "as an AI" ${"x".repeat(40)}`,
    });
  }
  for (const g of r.data[0]!.gates) g.findings = findings;
  r.problems = findings.map((f) => ({
    file: f.file,
    line: f.line,
    field: "rejected",
    reason: f.message,
  }));
  return r;
}

/** True when `s` holds a control (other than newline and tab) or an invisible format character. */
export function hasHiddenChar(s: string): boolean {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 && c !== 0x0a && c !== 0x09) return true;
    if ((c >= 0x7f && c <= 0x9f) || c === 0xad || c === 0xfeff) return true;
    if (
      (c >= 0x200b && c <= 0x200f) ||
      (c >= 0x202a && c <= 0x202e) ||
      (c >= 0x2060 && c <= 0x2069)
    ) {
      return true;
    }
  }
  return false;
}
