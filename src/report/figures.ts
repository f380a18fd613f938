// What each gate reports: one zod schema per gate's `figures`, and the gate result as a
// union keyed by gate name. The gates build these objects, the views read them, report mode
// checks them; the TypeScript types are derived from the schemas, so a figure is added here
// once. Keys are listed in the order the gates write them: a parsed report keeps the schema's
// order, and report mode must render an artifact exactly as gate mode rendered the report.
import { z } from "zod";
import { count, doc, integer, list, maybe, named, real, short, text } from "./fields.js";

// ---- findings -------------------------------------------------------------------------

const scalar = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

export const findingSchema = named(
  "Finding",
  z.object({
    file: short,
    line: doc(count, "1-based line of the row; 0 when the finding is about the whole file"),
    level: z.enum(["notice", "warning", "failure"]),
    message: text,
    detail: doc(
      z.record(short, scalar),
      "Machine-readable detail, e.g. the test task a contaminated pair matches",
    ).optional(),
  }),
  "One row (or the file) a gate points at",
);

export const gateStatusSchema = z.enum(["pass", "warn", "fail", "not_run"]);

// ---- figures, gate by gate -------------------------------------------------------------

/** A data set whose rows are one completion labelled desirable or not (KTO): one part each. */
const byLabel = <T extends z.ZodType>(id: string, part: T) =>
  named(
    id,
    z.object({ desirable: part, undesirable: part }),
    "The same figures over the desirable rows and over the undesirable rows of an unpaired file",
  );

const distribution = named(
  "LengthDistribution",
  z.object({
    min: integer.nullable(),
    q1: integer.nullable(),
    median: integer.nullable(),
    q3: integer.nullable(),
    max: integer.nullable(),
    mean: maybe,
    approximate: doc(z.boolean(), "A quartile comes from a coarse histogram bin"),
    histogram: doc(z.record(short, count), "Rows per length bin, keyed by the bin's range"),
  }),
  "Quartiles and a histogram of lengths in characters (code points)",
);

export const pairLengthFigures = named(
  "PairLengthFigures",
  z.object({
    pairs: count,
    chosen_longer: count,
    rejected_longer: count,
    ties: count,
    chosen_longer_frac: maybe,
    fail_share: doc(real, "Share of chosen-longer pairs at which the gate fails"),
    length_confound: doc(z.boolean(), "The SDK's length-confound rule fires"),
    median_delta: integer.nullable(),
    delta: distribution,
    unit: short,
  }),
  "Length of the chosen minus the rejected reply, per pair",
);

export const sftLengthFigures = named(
  "SftLengthFigures",
  z.object({ rows: count, completion_length: distribution, unit: short }),
  "Completion lengths (descriptive only)",
);

const topPhrase = z.object({ phrase: short, count });

export const pairStyleMarker = named(
  "PairStyleMarker",
  z.object({
    name: doc(short, "Marker family"),
    chosen_only: count,
    rejected_only: count,
    both: count,
    teaching_share: doc(real, "chosen_only over all pairs"),
    p_value: doc(real, "Exact two-sided sign test on the discordant pairs"),
    p_holm: doc(real, "p_value Holm-adjusted across families"),
    flagged: z.boolean(),
    reward_corr: doc(maybe, "Phrase-to-reward correlation, curly quotes read as ASCII"),
    reward_corr_sdk: doc(maybe, "The same correlation with the SDK's plain lowercase match"),
    sdk_flagged: doc(z.boolean(), "reward_corr_sdk reaches the SDK's threshold"),
    top_phrases: list(topPhrase, 100),
  }),
  "One marker family over the pairs",
);

export const pairStyleFigures = named(
  "PairStyleFigures",
  z.object({
    pairs: count,
    alpha: real,
    min_share: real,
    test: text,
    corr_threshold: real,
    corr_rule: text,
    markers: list(pairStyleMarker, 10_000),
    teaching_pairs_flagged: count,
  }),
  "Whether the preference teaches a marker family",
);

export const sftStyleMarker = named(
  "SftStyleMarker",
  z.object({
    name: doc(short, "Marker family"),
    rows: count,
    share: maybe,
    top_phrases: list(topPhrase, 100),
  }),
  "One marker family over the rows",
);

export const sftStyleFigures = named(
  "SftStyleFigures",
  z.object({ rows: count, markers: list(sftStyleMarker, 10_000) }),
  "Marker prevalence in completions (descriptive only)",
);

export const pairTruncationFigures = named(
  "PairTruncationFigures",
  z.object({
    pairs: count,
    chosen_truncated: count,
    rejected_truncated: count,
    by_finish_reason: doc(count, 'Cut-off sides whose finish_reason is "length"'),
    rule: text,
  }),
  "Replies that look cut off",
);

export const sftTruncationFigures = named(
  "SftTruncationFigures",
  z.object({ rows: count, truncated: count, rule: text }),
  "Completions that look cut off",
);

export const contaminationFigures = named(
  "ContaminationFigures",
  z.object({
    rows: count,
    n_contaminated: count,
    contamination_rate: real,
    n_same_task: count,
    n_exact: count,
    n_near: count,
    n_sdk_rule: doc(count, "Rows the SDK's one-way rule would flag"),
    rule: text,
    by_field: doc(z.record(short, count), "Hits per row field"),
    rows_with_task_id: count,
    ngram: count,
    overlap: real,
    fields: list(short, 1_000),
    heldout_tasks: count,
    heldout_texts: count,
    heldout_ngrams: count,
    index_bytes: count,
    rules_skipped: list(text, 100),
  }),
  "Rows that contain held-out test items",
);

export const pairIntegrityFigures = named(
  "PairIntegrityFigures",
  z.object({
    pairs: count,
    identical_sides: count,
    empty_side: count,
    duplicate: count,
    eval_lineage: count,
    prompt_mismatch: count,
    margin_below_min: count,
    mixed_policy: count,
    chosen_not_succeeded: count.describe(
      "Pairs whose chosen side has a reward under 1 (did not succeed): a warning",
    ),
    distinct_pairs: count,
    chosen_scored: count.describe("Pairs whose chosen side carries a reward (the share's base)"),
    min_margin: maybe,
  }),
  "Pairs that cannot teach what they claim, by check",
);

export const unpairedIntegrityFigures = named(
  "UnpairedIntegrityFigures",
  z.object({ rows: count }),
  "Integrity does not run on unpaired rows; only their count is kept",
);

export const rejectionFigures = named(
  "RejectionFigures",
  z.object({
    pairs: count,
    pairs_with_scores: count,
    graded_scores: z.boolean(),
    margins: count,
    margin_min: maybe,
    margin_max: maybe,
    margin_constant: z.boolean(),
    groups_with_rewards: count,
    rejected_at_group_min: count,
    groups_where_rule_differs: doc(
      count,
      "Groups where μ−2σ and the minimum are different samples",
    ),
    min_rejected_there: count,
    expected_if_random_bad: real,
    p_vs_random: maybe,
    rule: text,
  }),
  "How the rejected side was chosen",
);

const tokens = count.nullable();

export const tokenLengthFigures = named(
  "TokenLengthFigures",
  z.object({
    pairs: count,
    counted_by: z.enum(["tokenizer", "estimate"]),
    method: text,
    max_length: tokens,
    max_prompt_length: tokens,
    max_completion_length: tokens,
    truncation_mode: z.enum(["keep_end", "keep_start"]),
    trl_defaults_used: text,
    over_max_length: count,
    over_max_length_share: maybe,
    prompt_over_max_prompt_length: count,
    prompt_over_share: maybe,
    pairs_cut: count,
    pairs_cut_share: maybe,
    difference_removed: doc(count, "Pairs whose cut leaves chosen and rejected the same"),
    difference_removed_share: maybe,
    longest_tokens: count,
  }),
  "Pair lengths in tokens against the trainer's limits",
);

export const trainConfigFigures = named(
  "TrainConfigFigures",
  z.object({
    trainer: short,
    trainer_from: short,
    learning_rate: doc(short.nullable(), "As configs write it (2e-5)"),
    sft_learning_rate: short.nullable(),
    sft_learning_rate_from: short.nullable(),
    adapters: short.nullable(),
    beta: maybe,
    loss_type: short.nullable(),
    simpo_gamma: maybe,
    epochs: maybe,
    ignored_keys: count,
    rules: list(z.object({ rule: short, fired: z.boolean(), source: text }), 1_000),
  }),
  "The trainer config's settings and which lint rules fired",
);

export const chatTemplateFigures = named(
  "ChatTemplateFigures",
  z.object({
    template: doc(short, "The file the chat template was read from"),
    source: z.enum(["chat_template.jinja", "tokenizer_config.json"]),
    named: doc(short.nullable(), "The template taken from a list of named ones; null for one"),
    generation_block: doc(z.boolean(), "The template has a {% generation %} block"),
    assistant_only_loss: doc(z.boolean().nullable(), "As the trainer config sets it; null unset"),
    pairs: count,
    cases: doc(count, "Pairs rendered: the file's first ones in messages form, at most 8"),
    rendered: doc(count, "Cases whose every render gave text"),
    prefix_failures: doc(count, "Cases whose generation-prompt render does not start the full one"),
    render_failures: doc(count, "Cases the template raised on, failed on, or was stopped at"),
    stopped: doc(
      z.enum(["time", "memory"]).nullable(),
      "Rendering was stopped at its time or memory budget",
    ),
    budget_seconds: real,
    budget_memory_mb: count,
    rules: list(z.object({ rule: short, fired: z.boolean(), source: text }), 100),
  }),
  "The chat template rendered over the first conversational pairs",
);

export const serveSkewFigures = named(
  "ServeSkewFigures",
  z.object({
    rows: count,
    served_from: doc(
      z.enum(["served-prompts", "baseline"]).nullable(),
      "Where the served contexts came from; null when there were none to compare with",
    ),
    served_contexts: count,
    served_with_system: count,
    served_with_tools: count,
    served_with_history: doc(count, "Served contexts with earlier assistant or tool turns"),
    system_tools_share: doc(
      maybe,
      "Share of rows carrying a served system prompt and tool set, where most served contexts have them",
    ),
    skeleton_share: doc(
      maybe,
      "Share of rows whose start (ids and numbers replaced) a served context has",
    ),
    bare_id: doc(
      count,
      "Prompts that are a bare task id (or very short where served contexts are long)",
    ),
    prompt_median_chars: integer.nullable(),
    served_median_chars: integer.nullable(),
    length_ratio: doc(maybe, "The shorter median length over the longer"),
    ks_log_length: doc(
      maybe,
      "Two-sample Kolmogorov-Smirnov distance of log lengths (eighth-octave bins)",
    ),
    history_share: maybe,
    served_history_share: maybe,
    completion_observations: doc(count, "Rows whose reply text holds environment output"),
    multi_turn_completions: count,
    prompt_and_messages: doc(count, "Rows holding both a prompt string and messages"),
    checks_failed: list(short, 32),
  }),
  "Training prompts against what the served agent is given",
);

// ---- the gate result -------------------------------------------------------------------

function gate<N extends string, F extends z.ZodType>(name: N, figures: F, description: string) {
  const id = `${name
    .split("_")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")}Gate`;
  return named(
    id,
    z.object({
      name: z.literal(name),
      status: gateStatusSchema,
      summary: text,
      figures,
      findings: list(findingSchema),
      findings_truncated: doc(z.boolean(), "More findings existed than were kept"),
    }),
    description,
  );
}

export const gateResultSchema = z.discriminatedUnion("name", [
  gate(
    "length",
    z.union([
      pairLengthFigures,
      sftLengthFigures,
      byLabel("UnpairedLengthFigures", sftLengthFigures),
    ]),
    "Does the chosen reply win by being longer",
  ),
  gate(
    "style",
    z.union([pairStyleFigures, sftStyleFigures, byLabel("UnpairedStyleFigures", sftStyleFigures)]),
    "Does the preference teach a verbal tic",
  ),
  gate(
    "truncation",
    z.union([
      pairTruncationFigures,
      sftTruncationFigures,
      byLabel("UnpairedTruncationFigures", sftTruncationFigures),
    ]),
    "Is a reply the trainer is told to prefer cut off",
  ),
  gate("contamination", contaminationFigures, "Do rows contain held-out test items"),
  gate(
    "integrity",
    z.union([pairIntegrityFigures, unpairedIntegrityFigures]),
    "Can each pair teach what it claims",
  ),
  gate("train_config", trainConfigFigures, "The trainer config lint"),
  gate("token_length", tokenLengthFigures, "Pairs the trainer will cut at its token limits"),
  gate(
    "chat_template",
    chatTemplateFigures,
    "Does the chat template render the pairs as the trainer needs",
  ),
  gate("rejection", rejectionFigures, "How the rejected side was picked from its group"),
  gate("serve_skew", serveSkewFigures, "Do training prompts look like what the served agent sees"),
]);
