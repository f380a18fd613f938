export const id = 163;
export const ids = [163];
export const modules = {

/***/ 7163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ShardStateError: () => (/* binding */ ShardStateError),
  buildShardState: () => (/* binding */ buildShardState),
  judgeConfig: () => (/* binding */ judgeConfig),
  mergeRunParts: () => (/* binding */ mergeRunParts),
  mergeStates: () => (/* binding */ mergeStates),
  parseState: () => (/* binding */ parseState),
  runConfig: () => (/* binding */ runConfig),
  saveRun: () => (/* binding */ saveRun),
  stateJson: () => (/* binding */ stateJson)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/io/file-part.ts
var file_part = __webpack_require__(6520);
// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __webpack_require__(9974);
// EXTERNAL MODULE: ./src/io/slice.ts
var io_slice = __webpack_require__(2502);
// EXTERNAL MODULE: ./src/gates/index.ts + 7 modules
var src_gates = __webpack_require__(2019);
// EXTERNAL MODULE: ./src/gates/unpaired.ts
var gates_unpaired = __webpack_require__(9564);
// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 1 modules
var eval_tally = __webpack_require__(4022);
// EXTERNAL MODULE: ./src/io/labels.ts
var io_labels = __webpack_require__(9325);
// EXTERNAL MODULE: ./src/stats/judge-matches.ts
var judge_matches = __webpack_require__(3932);
// EXTERNAL MODULE: ./src/gates/serve-skew.ts + 1 modules
var serve_skew = __webpack_require__(959);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/engine.ts + 11 modules
var engine = __webpack_require__(375);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(4528);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(6160);
// EXTERNAL MODULE: ./src/io/formats/index.ts + 11 modules
var formats = __webpack_require__(7773);
// EXTERNAL MODULE: ./src/stats/family-test.ts
var family_test = __webpack_require__(600);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/registries.js
var registries = __webpack_require__(9396);
;// CONCATENATED MODULE: ./src/report/fields.ts
// The building blocks of the report schema. Every string and list carries a cap: the same
// schema that types the engine's report checks one read back from an untrusted artifact in
// report mode (design §6), and a cap costs a locally built report nothing.

/**
 * Names and descriptions for docs/report.schema.json. A registry of our own rather than
 * zod's global one: ids must be unique in a registry, and zod's outlives a reloaded module.
 */
const reportDocs = registries/* registry */.u5();
/** The schema with a description in the JSON Schema (a copy, so shared pieces stay bare). */
function doc(schema, description) {
    const copy = schema.clone();
    reportDocs.add(copy, { description });
    return copy;
}
/** The schema as a named definition (`$defs/<id>`) in the JSON Schema. */
function named(id, schema, description) {
    reportDocs.add(schema, { id, description });
    return schema;
}
/** Free text: sentences, messages, reasons. */
const fields_text = schemas/* string */.YjP().max(100_000);
/** Names, paths, keys and labels. */
const fields_short = schemas/* string */.YjP().max(2_000);
const count = schemas/* number */.aig().int().min(0);
const integer = schemas/* number */.aig().int();
const real = schemas/* number */.aig();
const maybe = real.nullable();
const interval = schemas/* tuple */.PVZ([real, real]).nullable();
const list = (t, max = 100_000) => schemas/* array */.YOg(t).max(max);
const sha256 = schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/);

;// CONCATENATED MODULE: ./src/report/figures.ts
// What each gate reports: one zod schema per gate's `figures`, and the gate result as a
// union keyed by gate name. The gates build these objects, the views read them, report mode
// checks them; the TypeScript types are derived from the schemas, so a figure is added here
// once. Keys are listed in the order the gates write them: a parsed report keeps the schema's
// order, and report mode must render an artifact exactly as gate mode rendered the report.


// ---- findings -------------------------------------------------------------------------
const scalar = schemas/* union */.KCZ([schemas/* string */.YjP().max(10_000), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()]);
const findingSchema = named("Finding", schemas/* object */.Ikc({
    file: fields_short,
    line: doc(count, "1-based line of the row; 0 when the finding is about the whole file"),
    level: schemas/* enum */.k5n(["notice", "warning", "failure"]),
    message: fields_text,
    detail: doc(schemas/* record */.g1P(fields_short, scalar), "Machine-readable detail, e.g. the test task a contaminated pair matches").optional(),
}), "One row (or the file) a gate points at");
const gateStatusSchema = schemas/* enum */.k5n(["pass", "warn", "fail", "not_run"]);
// ---- figures, gate by gate -------------------------------------------------------------
/** A data set whose rows are one completion labelled desirable or not (KTO): one part each. */
const byLabel = (id, part) => named(id, schemas/* object */.Ikc({ desirable: part, undesirable: part }), "The same figures over the desirable rows and over the undesirable rows of an unpaired file");
const distribution = named("LengthDistribution", schemas/* object */.Ikc({
    min: integer.nullable(),
    q1: integer.nullable(),
    median: integer.nullable(),
    q3: integer.nullable(),
    max: integer.nullable(),
    mean: maybe,
    approximate: doc(schemas/* boolean */.zMY(), "A quartile comes from a coarse histogram bin"),
    histogram: doc(schemas/* record */.g1P(fields_short, count), "Rows per length bin, keyed by the bin's range"),
}), "Quartiles and a histogram of lengths in characters (code points)");
const pairLengthFigures = named("PairLengthFigures", schemas/* object */.Ikc({
    pairs: count,
    chosen_longer: count,
    rejected_longer: count,
    ties: count,
    chosen_longer_frac: maybe,
    fail_share: doc(real, "Share of chosen-longer pairs at which the gate fails"),
    length_confound: doc(schemas/* boolean */.zMY(), "The SDK's length-confound rule fires"),
    median_delta: integer.nullable(),
    delta: distribution,
    unit: fields_short,
}), "Length of the chosen minus the rejected reply, per pair");
const sftLengthFigures = named("SftLengthFigures", schemas/* object */.Ikc({ rows: count, completion_length: distribution, unit: fields_short }), "Completion lengths (descriptive only)");
const topPhrase = schemas/* object */.Ikc({ phrase: fields_short, count: count });
const pairStyleMarker = named("PairStyleMarker", schemas/* object */.Ikc({
    name: doc(fields_short, "Marker family"),
    chosen_only: count,
    rejected_only: count,
    both: count,
    teaching_share: doc(real, "chosen_only over all pairs"),
    p_value: doc(real, "Exact two-sided sign test on the discordant pairs"),
    p_holm: doc(real, "p_value Holm-adjusted across families"),
    flagged: schemas/* boolean */.zMY(),
    reward_corr: doc(maybe, "Phrase-to-reward correlation, curly quotes read as ASCII"),
    reward_corr_sdk: doc(maybe, "The same correlation with the SDK's plain lowercase match"),
    sdk_flagged: doc(schemas/* boolean */.zMY(), "reward_corr_sdk reaches the SDK's threshold"),
    top_phrases: list(topPhrase, 100),
}), "One marker family over the pairs");
const pairStyleFigures = named("PairStyleFigures", schemas/* object */.Ikc({
    pairs: count,
    alpha: real,
    min_share: real,
    test: fields_text,
    corr_threshold: real,
    corr_rule: fields_text,
    markers: list(pairStyleMarker, 10_000),
    teaching_pairs_flagged: count,
}), "Whether the preference teaches a marker family");
const sftStyleMarker = named("SftStyleMarker", schemas/* object */.Ikc({
    name: doc(fields_short, "Marker family"),
    rows: count,
    share: maybe,
    top_phrases: list(topPhrase, 100),
}), "One marker family over the rows");
const sftStyleFigures = named("SftStyleFigures", schemas/* object */.Ikc({ rows: count, markers: list(sftStyleMarker, 10_000) }), "Marker prevalence in completions (descriptive only)");
const pairTruncationFigures = named("PairTruncationFigures", schemas/* object */.Ikc({
    pairs: count,
    chosen_truncated: count,
    rejected_truncated: count,
    by_finish_reason: doc(count, 'Cut-off sides whose finish_reason is "length"'),
    rule: fields_text,
}), "Replies that look cut off");
const sftTruncationFigures = named("SftTruncationFigures", schemas/* object */.Ikc({ rows: count, truncated: count, rule: fields_text }), "Completions that look cut off");
const contaminationFigures = named("ContaminationFigures", schemas/* object */.Ikc({
    rows: count,
    n_contaminated: count,
    contamination_rate: real,
    n_same_task: count,
    n_exact: count,
    n_near: count,
    n_sdk_rule: doc(count, "Rows the SDK's one-way rule would flag"),
    rule: fields_text,
    by_field: doc(schemas/* record */.g1P(fields_short, count), "Hits per row field"),
    rows_with_task_id: count,
    ngram: count,
    overlap: real,
    fields: list(fields_short, 1_000),
    heldout_tasks: count,
    heldout_texts: count,
    heldout_ngrams: count,
    index_bytes: count,
    rules_skipped: list(fields_text, 100),
}), "Rows that contain held-out test items");
const pairIntegrityFigures = named("PairIntegrityFigures", schemas/* object */.Ikc({
    pairs: count,
    identical_sides: count,
    empty_side: count,
    duplicate: count,
    eval_lineage: count,
    prompt_mismatch: count,
    margin_below_min: count,
    mixed_policy: count,
    distinct_pairs: count,
    min_margin: maybe,
}), "Pairs that cannot teach what they claim, by check");
const unpairedIntegrityFigures = named("UnpairedIntegrityFigures", schemas/* object */.Ikc({ rows: count }), "Integrity does not run on unpaired rows; only their count is kept");
const rejectionFigures = named("RejectionFigures", schemas/* object */.Ikc({
    pairs: count,
    pairs_with_scores: count,
    graded_scores: schemas/* boolean */.zMY(),
    margins: count,
    margin_min: maybe,
    margin_max: maybe,
    margin_constant: schemas/* boolean */.zMY(),
    groups_with_rewards: count,
    rejected_at_group_min: count,
    groups_where_rule_differs: doc(count, "Groups where μ−2σ and the minimum are different samples"),
    min_rejected_there: count,
    expected_if_random_bad: real,
    p_vs_random: maybe,
    rule: fields_text,
}), "How the rejected side was chosen");
const tokens = count.nullable();
const tokenLengthFigures = named("TokenLengthFigures", schemas/* object */.Ikc({
    pairs: count,
    counted_by: schemas/* enum */.k5n(["tokenizer", "estimate"]),
    method: fields_text,
    max_length: tokens,
    max_prompt_length: tokens,
    max_completion_length: tokens,
    truncation_mode: schemas/* enum */.k5n(["keep_end", "keep_start"]),
    trl_defaults_used: fields_text,
    over_max_length: count,
    over_max_length_share: maybe,
    prompt_over_max_prompt_length: count,
    prompt_over_share: maybe,
    pairs_cut: count,
    pairs_cut_share: maybe,
    difference_removed: doc(count, "Pairs whose cut leaves chosen and rejected the same"),
    difference_removed_share: maybe,
    longest_tokens: count,
}), "Pair lengths in tokens against the trainer's limits");
const trainConfigFigures = named("TrainConfigFigures", schemas/* object */.Ikc({
    trainer: fields_short,
    trainer_from: fields_short,
    learning_rate: doc(fields_short.nullable(), "As configs write it (2e-5)"),
    sft_learning_rate: fields_short.nullable(),
    sft_learning_rate_from: fields_short.nullable(),
    adapters: fields_short.nullable(),
    beta: maybe,
    loss_type: fields_short.nullable(),
    simpo_gamma: maybe,
    epochs: maybe,
    ignored_keys: count,
    rules: list(schemas/* object */.Ikc({ rule: fields_short, fired: schemas/* boolean */.zMY(), source: fields_text }), 1_000),
}), "The trainer config's settings and which lint rules fired");
const serveSkewFigures = named("ServeSkewFigures", schemas/* object */.Ikc({
    rows: count,
    served_from: doc(schemas/* enum */.k5n(["served-prompts", "baseline"]).nullable(), "Where the served contexts came from; null when there were none to compare with"),
    served_contexts: count,
    served_with_system: count,
    served_with_tools: count,
    served_with_history: doc(count, "Served contexts with earlier assistant or tool turns"),
    system_tools_share: doc(maybe, "Share of rows carrying a served system prompt and tool set, where most served contexts have them"),
    skeleton_share: doc(maybe, "Share of rows whose start (ids and numbers replaced) a served context has"),
    bare_id: doc(count, "Prompts that are a bare task id (or very short where served contexts are long)"),
    prompt_median_chars: integer.nullable(),
    served_median_chars: integer.nullable(),
    length_ratio: doc(maybe, "The shorter median length over the longer"),
    ks_log_length: doc(maybe, "Two-sample Kolmogorov-Smirnov distance of log lengths (eighth-octave bins)"),
    history_share: maybe,
    served_history_share: maybe,
    completion_observations: doc(count, "Rows whose reply text holds environment output"),
    multi_turn_completions: count,
    prompt_and_messages: doc(count, "Rows holding both a prompt string and messages"),
    checks_failed: list(fields_short, 32),
}), "Training prompts against what the served agent is given");
// ---- the gate result -------------------------------------------------------------------
function gate(name, figures, description) {
    const id = `${name
        .split("_")
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join("")}Gate`;
    return named(id, schemas/* object */.Ikc({
        name: schemas/* literal */.euz(name),
        status: gateStatusSchema,
        summary: fields_text,
        figures,
        findings: list(findingSchema),
        findings_truncated: doc(schemas/* boolean */.zMY(), "More findings existed than were kept"),
    }), description);
}
const gateResultSchema = schemas/* discriminatedUnion */.gMt("name", [
    gate("length", schemas/* union */.KCZ([
        pairLengthFigures,
        sftLengthFigures,
        byLabel("UnpairedLengthFigures", sftLengthFigures),
    ]), "Does the chosen reply win by being longer"),
    gate("style", schemas/* union */.KCZ([pairStyleFigures, sftStyleFigures, byLabel("UnpairedStyleFigures", sftStyleFigures)]), "Does the preference teach a verbal tic"),
    gate("truncation", schemas/* union */.KCZ([
        pairTruncationFigures,
        sftTruncationFigures,
        byLabel("UnpairedTruncationFigures", sftTruncationFigures),
    ]), "Is a reply the trainer is told to prefer cut off"),
    gate("contamination", contaminationFigures, "Do rows contain held-out test items"),
    gate("integrity", schemas/* union */.KCZ([pairIntegrityFigures, unpairedIntegrityFigures]), "Can each pair teach what it claims"),
    gate("train_config", trainConfigFigures, "The trainer config lint"),
    gate("token_length", tokenLengthFigures, "Pairs the trainer will cut at its token limits"),
    gate("rejection", rejectionFigures, "How the rejected side was picked from its group"),
    gate("serve_skew", serveSkewFigures, "Do training prompts look like what the served agent sees"),
]);

// EXTERNAL MODULE: ./src/report/version.ts
var version = __webpack_require__(2702);
;// CONCATENATED MODULE: ./src/report/judge.ts
// The judge-trust part of report.json (docs/design.md §14): what a labels file measured
// about the judge that graded both arms. Field names follow the SDK's judge_agreement and
// judge_trust where they exist (n, agreement, kappa, confusion, pass_when_gold_fail, ...).


const confusionSchema = schemas/* object */.Ikc({ tp: count, fp: count, fn: count, tn: count });
const armRatesSchema = named("JudgeArmRates", schemas/* object */.Ikc({
    n: doc(count, "Rows of this arm with a trusted label"),
    gold_fails: doc(count, "Of those, rows people (or a program) failed"),
    false_passes: doc(count, "Of those, rows the judge passed anyway"),
    false_pass_rate: doc(maybe, "false_passes / gold_fails"),
    false_pass_ci: interval,
}), "How often the judge passed what the labels failed, on one arm");
const judgeGamingSchema = named("JudgeGaming", schemas/* object */.Ikc({
    diff: doc(real, "Candidate's false-pass rate minus the baseline's"),
    z: doc(maybe, "Pooled two-proportion z of the difference"),
    p_value: doc(real, "One-sided p that the candidate's rate is higher (Fisher's exact test)"),
    p_holm: doc(real, "p_value Holm-adjusted across the criteria"),
    flagged: doc(schemas/* boolean */.zMY(), "p_holm under 1 - confidence: the candidate may be exploiting the judge"),
}), "The candidate's false-pass rate tested against the baseline's");
const judgeCriterionSchema = named("JudgeCriterion", schemas/* object */.Ikc({
    criterion: doc(fields_short, "The metric the labels grade: pass_at_1 (the reward) or marker:<name>"),
    n: doc(count, "Graded rows with a trusted label (a person's or a program's; ties left out)"),
    human_n: doc(count, "Of those, rows a person labelled"),
    annotators: doc(count, "Distinct annotators of those rows"),
    agreement: maybe,
    agreement_ci: doc(interval, "Wilson interval at the report's confidence"),
    kappa: doc(maybe, "Cohen's kappa, judge against the labels"),
    kappa_ci: doc(interval, "Percentile bootstrap over tasks (labels cluster by task)"),
    confusion: doc(confusionSchema, "Judge pass/fail against the label: tp, fp (false pass), fn, tn"),
    sensitivity: doc(maybe, "Judge pass among label passes"),
    sensitivity_ci: interval,
    specificity: doc(maybe, "Judge fail among label fails"),
    specificity_ci: interval,
    pass_when_gold_fail: maybe,
    fail_when_gold_pass: maybe,
    judge_pass_rate: maybe,
    gold_pass_rate: maybe,
    human_alpha: doc(maybe, "Krippendorff's alpha among people, on rows two or more labelled: the ceiling for the judge"),
    human_alpha_units: count,
    label_more: doc(count.nullable(), "Rows to label beyond n for the count and agreement floors at the observed agreement; 0 when met, null when more labels cannot lift the bound"),
    ok: doc(schemas/* boolean */.zMY(), "n, the Wilson lower bound and kappa all reach their floors"),
    arms: schemas/* object */.Ikc({ baseline: armRatesSchema, candidate: armRatesSchema }),
    gaming: doc(judgeGamingSchema.nullable(), "null when either arm has no label failure to count false passes on"),
}), "The judge measured against trusted labels on one criterion");
const judgeCorrectionSchema = named("JudgeCorrection", schemas/* object */.Ikc({
    metric: fields_short,
    youden: doc(real, "sensitivity + specificity - 1 of the target's criterion"),
    delta: doc(real, "The target's delta / youden"),
    ci: doc(schemas/* tuple */.PVZ([real, real]), "Delta method on the target's t interval plus the labels' uncertainty in youden"),
    se: real,
    df: real,
    p_value: real,
    decides: doc(schemas/* boolean */.zMY(), "judge-correction is decide: this interval must clear zero too"),
    blocks: doc(schemas/* boolean */.zMY(), "It decides and does not clear zero on the good side"),
}), "The target's delta corrected for the judge's misclassification");
const reviewItemSchema = named("JudgeReviewItem", schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(["false_pass", "false_fail"]),
    criterion: fields_short,
    arm: schemas/* enum */.k5n(["baseline", "candidate"]),
    task: fields_short,
    run: fields_short.nullable(),
    rollout: fields_short,
    file: fields_short,
    line: count,
    judge: real,
    label: real,
    labels_line: doc(count, "The line of the labels file"),
}), "A row where the judge and the labels disagree");
const judgeTrustSchema = named("JudgeTrust", schemas/* object */.Ikc({
    labels: doc(fields_short, "The labels file"),
    judge_version: doc(list(fields_short, 100), "lineage.judge_version of the matched rows"),
    n_labels: doc(count, "Labels read"),
    matched: count,
    unmatched: doc(count, "Labels naming no graded row"),
    ambiguous: doc(count, "Labels that fit more than one graded row"),
    other_version: doc(count, "Labels for another judge_version than the rows': not counted"),
    no_verdict: doc(count, "Labels on a marker their row does not carry"),
    unlabelled: doc(count, "Rows of the file whose label is still null"),
    model_labels: doc(count, "Labels a model gave: shown, never a measurement"),
    ties: doc(count, "Rows whose trusted labels split evenly: left out"),
    floors: schemas/* object */.Ikc({ min_agreement: real, min_kappa: real, min_n: count }),
    criteria: list(judgeCriterionSchema, 1_000),
    gamed: doc(schemas/* boolean */.zMY(), "Some criterion's gaming test flagged: the target cannot pass as moved"),
    correction: doc(judgeCorrectionSchema.nullable(), "null when the target's criterion has no label pass or fail, or the judge is no better than chance"),
    review: doc(list(reviewItemSchema, 200), "Disagreements, false passes first (the candidate's first when gamed); the first 200"),
    review_total: count,
    notes: list(fields_text, 100),
}), "The judge measured from a labels file (judge-labels)");

;// CONCATENATED MODULE: ./src/report/schema.ts
// report.json, defined once. The engine's Report type is derived from this schema
// (src/report.ts), report mode checks an untrusted artifact against it (github/report-schema.ts),
// and docs/report.schema.json is generated from it (`npm run refresh -- schema`).
// Keys are listed in the order the engine writes them, so a report parsed by this schema
// serializes to the same bytes. A field is added here, and nowhere else; a field added after
// a release is optional, so reports written before it still parse (docs/design.md §10).







// ---- inputs ----------------------------------------------------------------------------
const problemSchema = named("Problem", schemas/* object */.Ikc({
    file: fields_short,
    line: doc(count, "1-based line; 0 when the whole file is at fault"),
    field: doc(fields_short, 'Dotted path of the offending field; "" for the whole line or file'),
    reason: fields_text,
}), "One validation problem in an input file");
const problemGroupSchema = named("ProblemGroup", schemas/* object */.Ikc({
    file: fields_short,
    field: fields_short,
    reason: fields_text,
    count: count,
    lines: doc(list(count, 10), "The first lines with this problem, in line order"),
}), "Problems with the same field and reason in one file");
const leftOutSchema = named("LeftOut", schemas/* object */.Ikc({
    what: doc(schemas/* enum */.k5n(["rows", "values", "tasks"]), "Whole rows, single values of rows, or tasks a results file lists without a grade"),
    field: doc(fields_short, 'The field the rows were filtered on or the value sat in; "" for none'),
    reason: fields_text,
    count: count,
    lines: doc(list(count, 10), "The first lines left out, rising; 0 for a task a list names rather than a row"),
}), "Rows, values or tasks of one file that were read but not used, and why");
const fileSummarySchema = named("FileSummary", schemas/* object */.Ikc({
    role: schemas/* enum */.k5n([
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
    path: fields_short,
    shape: doc(fields_short, 'Detected shape ("heldout", "eval", "sft", or a pair shape)'),
    bytes: count,
    rows: count,
    sha256: doc(schemas/* string */.YjP().regex(/^([0-9a-f]{64})?$/), "Empty when reading stopped early (a cap was hit), so no digest was finished"),
    problems: doc(list(problemSchema), "The first problems (capped)"),
    problem_count: doc(count, "How many problems there were in all, kept or not"),
    problem_groups: doc(list(problemGroupSchema, 1_000), "Every problem, kept or not, grouped by field and reason").optional(),
    // Set after the read, by the readers that count tasks and runs.
    tasks: count.optional(),
    runs: list(fields_short).optional(),
    notes: doc(list(fields_text, 20), "Facts about how the rows were read that are not problems (e.g. image parts skipped)").optional(),
    left_out: doc(list(leftOutSchema, 100), "What was read but not used, counted per reason (rows a where filter passed over, null markers, tasks without a grade)").optional(),
}), "What reading one input file established");
// ---- the model check -------------------------------------------------------------------
const targetVerdictSchema = doc(schemas/* enum */.k5n([
    "moved",
    "moved_unreplicated",
    "within_eval_noise",
    "no_change_detected",
    "moved_the_wrong_way",
    "insufficient_data",
    "target_not_measured",
]), "The SDK's words for what happened to the target metric");
const compareVerdictSchema = doc(schemas/* enum */.k5n(["b_better", "a_better", "no_difference_detected", "insufficient_data"]), "Direction-adjusted verdict: b_better means the candidate is better, even for lower-is-better");
const metricComparisonSchema = named("MetricComparison", schemas/* object */.Ikc({
    metric: fields_short,
    lower_is_better: schemas/* boolean */.zMY(),
    guarded: schemas/* boolean */.zMY(),
    paired: schemas/* boolean */.zMY(),
    n_paired: count,
    n_only_baseline: count,
    n_only_candidate: count,
    baseline_mean: maybe,
    candidate_mean: maybe,
    delta: doc(maybe, "candidate - baseline, raw (not direction-adjusted)"),
    ci: doc(interval, "t interval on task-mean differences with run drift"),
    p_value: doc(maybe, "Two-sided p of the same t statistic as ci"),
    se: doc(maybe, "Standard error behind ci").optional(),
    df: doc(maybe, "Degrees of freedom behind ci (Satterthwaite, rounded down)").optional(),
    bootstrap_ci: doc(interval, "The SDK's percentile bootstrap interval over tasks, kept for comparison; not used to decide").optional(),
    p_holm: doc(maybe, "One-sided p (toward worse), Holm-adjusted across the guarded metrics; null for unguarded metrics"),
    run_std: maybe,
    noise_band: maybe,
    within_noise: schemas/* boolean */.zMY(),
    verdict: compareVerdictSchema,
    tag: doc(schemas/* enum */.k5n(["up", "down", "flat", "n/a"]), "The move in gain terms"),
    note: fields_text.optional(),
}), "One metric compared between baseline and candidate");
const sideSummarySchema = named("SideSummary", schemas/* object */.Ikc({
    path: fields_short,
    name: doc(fields_short, 'The model_version every row shares, else "baseline" / "candidate"').optional(),
    rows: count,
    tasks: count,
    runs: list(fields_short),
    run_means: schemas/* record */.g1P(fields_short, real),
    run_std: maybe,
    stability: schemas/* enum */.k5n(["very_stable", "stable", "high_variance"]).nullable(),
    pass_at_1: maybe,
    pass_at_1_ci: interval,
    k: count.nullable(),
    pass_at_k: maybe,
    pass_pow_k: maybe,
}), "One side's (baseline or candidate) results on the held-out test");
const familyRowSchema = named("FamilyRow", schemas/* object */.Ikc({
    family: fields_short,
    tasks: count,
    baseline: maybe,
    candidate: maybe,
    delta: maybe,
    ci: interval,
}), "The target metric within one task family");
const pair = schemas/* tuple */.PVZ([real, real]);
const familyTestSchema = named("FamilyTest", schemas/* object */.Ikc({
    mode: doc(schemas/* enum */.k5n(["warn", "auto", "decide"]), "The family-test input (off leaves this field null)"),
    metric: fields_short,
    families: doc(count, "Groups: named families plus each task that names none"),
    effective_families: doc(real, "N^2 / sum of squared family sizes: how many equal-size families carry as much information"),
    named_families: count,
    tasks_without_family: count,
    tasks: count,
    f_stat: doc(maybe, "One-way ANOVA of per-task deltas by family"),
    df_between: count,
    df_within: count,
    p_heterogeneity: maybe,
    between_sd: maybe,
    heterogeneous: schemas/* boolean */.zMY(),
    delta: doc(real, "The same delta as the task-level row"),
    ci: doc(pair, "Cluster-robust t interval over families plus run drift; df near families - 1"),
    p_value: real,
    se: real,
    df: real,
    verdict: compareVerdictSchema,
    decides: doc(schemas/* boolean */.zMY(), "The family level takes part in the decision (decide; auto when the warning fires)"),
    blocks: doc(schemas/* boolean */.zMY(), "It takes part and its interval does not clear zero on the good side: a moved target fails"),
    warning: doc(fields_text.nullable(), "Set under 10 families with heterogeneous deltas; also in the warnings"),
}), "The target compared with families, not tasks, as the sample (docs/statistics.md)");
const graderDriftSchema = named("GraderDrift", schemas/* object */.Ikc({
    path: fields_short,
    metric: fields_short,
    tasks: doc(count, "Tasks both gradings scored"),
    runs_stored: count,
    runs_regraded: count,
    method: doc(schemas/* enum */.k5n(["runs", "tasks"]), "runs: runs matched by label, each run's mean shift the unit; tasks: one run, per-task differences"),
    stored_mean: real,
    regraded_mean: real,
    shift: doc(real, "regraded - stored"),
    ci: pair,
    p_value: real,
    se: real,
    df: real,
    noise_band: doc(maybe, "The target's re-run noise band, for scale"),
    drifted: doc(schemas/* boolean */.zMY(), "The interval excludes zero"),
}), "The stored baseline against the same rollouts graded again in this job (baseline-regraded)");
const holdoutSizingSchema = named("HoldoutSizing", schemas/* object */.Ikc({
    n_tasks: doc(count.nullable(), "Tasks the paired test needs to prove the observed effect at 80% power"),
    effect: maybe,
    sd: maybe,
    sd_source: schemas/* enum */.k5n(["rows", "model"]).nullable(),
    detectable_effect: doc(maybe, "Smallest effect the current tasks and runs prove at 80% power (gate_rule: with the run variance at its one-sided 90% upper bound)"),
    detectable_range: doc(schemas/* tuple */.PVZ([maybe, maybe]), "detectable_effect replayed at the ends of the run variance's two-sided 90% interval: the spread a few runs leave (gate_rule, measured floor)").optional(),
    runs_needed: doc(count.nullable(), "Runs a side that would prove the observed effect at 80% power with the current tasks").optional(),
    run_sd: doc(maybe, "Measured run-to-run drift sd used in the sizing").optional(),
    method: doc(schemas/* enum */.k5n(["gate_rule", "binomial"]), "gate_rule replays the gate's decision on measured variance; binomial is the SDK's formula").optional(),
}), "How many held-out tasks would prove the effect");
const modelCheckSchema = named("ModelCheck", schemas/* object */.Ikc({
    target: fields_short,
    confidence: doc(real, "Two-sided level of every interval in this check").optional(),
    target_verdict: targetVerdictSchema,
    replicated: schemas/* boolean */.zMY(),
    ok: doc(schemas/* boolean */.zMY(), "No regressions and the target did not move the wrong way (the SDK's ok)"),
    not_comparable: list(fields_text),
    metrics: list(metricComparisonSchema, 10_000),
    regressions: list(fields_short),
    slipped: list(fields_short),
    improved: list(fields_short),
    noise: schemas/* object */.Ikc({
        source: doc(schemas/* enum */.k5n(["eval_run", "baseline", "candidate", "given", "none"]), "eval_run: both sides' re-runs; baseline/candidate: one side's only; given: the noise-floor input"),
        origin: doc(fields_text.nullable(), "Where the floor came from, in words").optional(),
        runs_baseline: count,
        runs_candidate: count,
        df: maybe,
        quantile: maybe,
        rule: fields_text.nullable(),
        replication: doc(fields_text, "What the runs replicate, in words: 'replicated over R_b + R_c runs' only when both sides have re-runs; a one-run side is 'unreplicated (floor from the baseline)' (design §3)").optional(),
    }),
    baseline: sideSummarySchema,
    candidate: sideSummarySchema,
    coverage: schemas/* object */.Ikc({
        heldout_tasks: count,
        baseline_missing: doc(list(fields_short), "At most the first 50 names"),
        candidate_missing: doc(list(fields_short), "At most the first 50 names"),
        unknown_tasks: doc(list(fields_short), "At most the first 50 names"),
        baseline_missing_n: count.optional(),
        candidate_missing_n: count.optional(),
        unknown_n: count.optional(),
    }),
    sizing: holdoutSizingSchema,
    families: list(familyRowSchema, 10_000),
    family_test: doc(familyTestSchema.nullable(), "The family-level test of the target; null or absent when off or the test names no families").optional(),
    grader_drift: doc(graderDriftSchema.nullable(), "The regraded baseline against the stored one; null or absent without baseline-regraded").optional(),
    judge: doc(judgeTrustSchema, "The judge measured from judge-labels; absent without a labels file").optional(),
    gaps: list(fields_text),
    sentence: doc(fields_text, 'One sentence carrying the SDK verdict\'s facts ("unproven: " when a win has gaps)'),
    warnings: list(fields_text),
    family_error: maybe,
}), "The statistical comparison of candidate against baseline on the frozen test");
// ---- the data checks -------------------------------------------------------------------
const dataCheckSchema = named("DataCheck", schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(["pairs", "sft"]),
    path: fields_short,
    shape: fields_short,
    rows: count,
    gates: list(gateResultSchema, 20),
    status: doc(schemas/* enum */.k5n(["pass", "warn", "fail"]), "The file's worst gate, or fail when it could not be checked"),
    input_problems: doc(count, "Problems found reading this file; any fails it, whatever its gates say").optional(),
    note: doc(fields_text, "Why some gates did not run or do not apply").optional(),
    clean_path: doc(fields_short, "Where the clean rows were written, when asked").optional(),
    clean_rows: count.optional(),
}), "Every gate over one pairs or SFT file");
// ---- the report ------------------------------------------------------------------------
const reportSettingsSchema = named("ReportSettings", schemas/* object */.Ikc({
    seed: real,
    rng: fields_short,
    resamples: count,
    confidence: real,
    target: fields_short,
    must_not_regress: list(fields_short),
    require_proof: schemas/* boolean */.zMY(),
    allow_heldout_change: schemas/* boolean */.zMY(),
    allow_partial: schemas/* boolean */.zMY(),
}), "The settings that shape every number in the report, printed so a run can be repeated");
const decisionSchema = named("Decision", schemas/* object */.Ikc({
    pass: schemas/* boolean */.zMY(),
    verdict: doc(schemas/* enum */.k5n(["pass", "fail", "error"]), "error: the run stopped before it could judge (see stopped); it is not a fail of the model or the data").optional(),
    conclusion: schemas/* enum */.k5n(["success", "failure"]),
    headline: doc(fields_text, "The line a reader sees first"),
    reasons: doc(list(fields_text, 1_000), "Why it failed (empty on pass)"),
    gaps: list(fields_text, 1_000),
}), "The verdict");
const runStopSchema = named("RunStop", schemas/* object */.Ikc({
    input: doc(fields_short, "The action input (CLI flag) whose value caused the stop"),
    path: doc(fields_short.nullable(), "The file involved, when there is one"),
    reason: fields_text,
}), "Why a run stopped before it could judge");
const bindingSchema = named("Binding", schemas/* object */.Ikc({
    policy: doc(schemas/* object */.Ikc({
        source: doc(schemas/* enum */.k5n(["base", "checkout", "none"]), "base: read at the PR's base commit; checkout: outside a PR; none: no policy file, the inputs are the rule"),
        path: fields_short,
        commit: doc(fields_short.nullable(), "The commit it was read at (a PR's base)"),
        tightened: doc(list(fields_text, 100), "Inputs stricter than the policy, which took effect"),
    }), "The policy the run was decided under (docs/policy.md)"),
    proposal: doc(schemas/* object */.Ikc({
        status: schemas/* enum */.k5n(["adds", "removes", "edits", "same", "invalid"]),
        loosens: list(fields_text, 100),
        tightens: list(fields_text, 100),
        note: fields_text.optional(),
    })
        .nullable(), "What the PR's own copy of the policy would change once merged; null outside a PR"),
    baseline: doc(schemas/* object */.Ikc({
        added: doc(list(fields_short, 10_000), "Named by the head's input, not at the base commit"),
        removed: doc(list(fields_short, 10_000), "At the base commit, gone from the head"),
        changed: doc(list(fields_short, 10_000), "In both, with other bytes in the head"),
        allowed: doc(schemas/* boolean */.zMY(), "allow-baseline-change: the change does not fail the run"),
    }), "What the PR changes in the baseline set; absent outside a PR or without a baseline").optional(),
    workflow: doc(schemas/* object */.Ikc({
        path: doc(fields_short, 'The workflow file the job ran from; "" when the runner did not say'),
        changed: doc(schemas/* boolean */.zMY().nullable(), "null: not compared (the note says why)"),
        allowed: doc(schemas/* boolean */.zMY(), "allow-workflow-change: an edit does not fail the run"),
        note: fields_text,
    }), "The gate's own workflow file against the base commit's; absent outside a PR").optional(),
}), "The rule the run was bound to, and what the PR proposes to change in it (design §13)");
const reportSchema = schemas/* object */.Ikc({
    schema_version: doc(schemas/* literal */.euz(version/* SCHEMA_VERSION */.f), "The report format's version"),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz("heldout-gate"), version: fields_short }),
    settings: reportSettingsSchema,
    heldout: doc(schemas/* object */.Ikc({
        path: fields_short,
        sha256: sha256,
        test_version: doc(schemas/* string */.YjP().regex(test_version/* TEST_VERSION */.Kd), "t- and the sha256 of the tasks' ids and texts and the grader id: a ledger series (docs/design.md §16)").optional(),
        tasks: count,
        changed: doc(schemas/* boolean */.zMY().nullable(), "Whether the PR changed the frozen test; null with neither a base-commit copy nor a pinned digest to compare"),
        change_allowed: schemas/* boolean */.zMY(),
        note: fields_text.optional(),
    })
        .nullable(), "Facts about the frozen test itself: digest and whether the PR changed it"),
    inputs: list(fileSummarySchema, 10),
    problems: list(problemSchema),
    notes: doc(list(fields_text, 1_000), "Facts about how the inputs were taken (e.g. baseline read at the base commit)"),
    model: modelCheckSchema.nullable(),
    data: list(dataCheckSchema, 10),
    decision: decisionSchema,
    stopped: doc(runStopSchema, "Set when an error stopped the run before it could judge").optional(),
    binding: doc(bindingSchema, "The rule the action bound the run to (gate and merge modes); absent in the CLI").optional(),
});

;// CONCATENATED MODULE: ./src/engine/shard-schema.ts
// The shape of a shard's state file (docs/design.md §11). A state comes back from an
// artifact, so it is untrusted: this schema checks every part the merge reads itself; the
// accumulators' own states are checked by each accumulator's loadState.







const STATE_KIND = "heldout-gate-shard";
/** Bumped whenever a state written by one version could be misread by another. */
const STATE_VERSION = 1;
const pathText = schemas/* string */.YjP().max(4096);
const strings = (max = 10_000) => list(fields_text, max);
const range = schemas/* tuple */.PVZ([real, real]);
const gateSettingsSchema = schemas/* strictObject */.rej({
    lengthFailShare: real,
    styleAlpha: real,
    styleMinShare: real,
    stylePhrases: schemas/* record */.g1P(fields_short, strings(1000)),
    ngram: schemas/* number */.aig().int().min(1).max(64),
    overlap: real,
    contaminationFields: list(schemas/* enum */.k5n(["prompt", "completion"]), 2),
    minMargin: real.nullable(),
    trainStrict: schemas/* boolean */.zMY().optional(),
    serve: schemas/* strictObject */.rej({
        matchMin: real,
        ksMax: real,
        lengthRatioMin: real,
        shareMax: real,
        historyRatio: real,
    })
        .optional(),
});
/** The settings a run is judged with: a Config without the job's own (token, out dir). */
const runConfigSchema = schemas/* strictObject */.rej({
    heldout: pathText,
    baseline: pathText.optional(),
    candidate: pathText.optional(),
    pairs: pathText.optional(),
    sft: pathText.optional(),
    fields: schemas/* record */.g1P(fields_short, fields_short),
    format: schemas/* enum */.k5n(formats/* EVAL_FORMATS */.Co),
    metric: fields_short,
    target: fields_short,
    mustNotRegress: strings(1000),
    lowerIsBetter: strings(1000),
    markerRanges: schemas/* record */.g1P(fields_short, range),
    resamples: schemas/* number */.aig().int().min(1),
    seed: schemas/* number */.aig().int(),
    rng: schemas/* literal */.euz("alea"),
    confidence: real,
    requireProof: schemas/* boolean */.zMY(),
    allowHeldoutChange: schemas/* boolean */.zMY(),
    allowPartial: schemas/* boolean */.zMY(),
    gradedBy: schemas/* enum */.k5n(["program", "judge"]),
    judgeAgreement: real.nullable(),
    judgeHumanN: count.nullable(),
    judge: schemas/* strictObject */.rej({
        labels: pathText.optional(),
        minAgreement: real,
        minKappa: real,
        minN: count,
        correction: schemas/* enum */.k5n(["show", "decide"]),
    }),
    noiseFloor: schemas/* strictObject */.rej({ run_std: real, runs: count.nullable() }).nullable(),
    familyTest: schemas/* enum */.k5n(family_test/* FAMILY_TEST_MODES */.$z),
    rewardIsJudge: schemas/* boolean */.zMY(),
    heldoutSha256: fields_short.optional(),
    baselineFromBase: schemas/* boolean */.zMY(),
    allowBaselineChange: schemas/* boolean */.zMY(),
    allowWorkflowChange: schemas/* boolean */.zMY(),
    grader: fields_short.optional(),
    baselineRegraded: pathText.optional(),
    gates: gateSettingsSchema,
    limits: schemas/* strictObject */.rej({ maxLineBytes: count, maxFileBytes: count, maxRows: count }),
    trainConfig: pathText.optional(),
    tokenizer: pathText.optional(),
    trainCutShare: real,
    cleanPairs: pathText.optional(),
    servedPrompts: pathText.optional(),
});
const setting = (v) => schemas/* strictObject */.rej({ value: v, key: fields_short, line: count, file: pathText }).optional();
const trainConfigSchema = schemas/* strictObject */.rej({
    path: pathText,
    trainer: schemas/* enum */.k5n(["dpo", "orpo", "kto", "cpo"]),
    trainer_from: fields_short,
    learning_rate: setting(real),
    sft_learning_rate: setting(real),
    beta: setting(real),
    loss_type: setting(strings(100)),
    simpo_gamma: setting(real),
    epochs: setting(real),
    max_length: setting(real.nullable()),
    max_prompt_length: setting(real.nullable()),
    max_completion_length: setting(real.nullable()),
    truncation_mode: setting(fields_short),
    peft: setting(schemas/* boolean */.zMY()),
    ignored_keys: count,
});
/** One file as one shard read it. */
const partStateSchema = schemas/* strictObject */.rej({
    summary: fileSummarySchema,
    problems: schemas/* unknown */.L5J(),
    tasks: strings(50_000_000).optional(),
    runs: list(schemas/* tuple */.PVZ([fields_text, count]), 1_000_000).optional(),
    media: count,
    notes: strings(),
});
const sideStateSchema = schemas/* strictObject */.rej({
    files: list(pathText, 100_000),
    path: fields_text,
    tally: schemas/* unknown */.L5J(),
    /** The rows judge labels may name (stats/judge-matches.ts); null without a labels file. */
    judge: schemas/* unknown */.L5J(),
    /** The baseline's prompts as served contexts (gates/serve-skew.ts); null on other sides. */
    served: schemas/* unknown */.L5J(),
    parts: list(partStateSchema, 100_000),
});
const heldoutSchema = schemas/* strictObject */.rej({
    path: pathText,
    sha256: sha256,
    test_version: schemas/* string */.YjP().regex(test_version/* TEST_VERSION */.Kd).optional(),
    tasks: count,
    changed: schemas/* boolean */.zMY().nullable(),
    change_allowed: schemas/* boolean */.zMY(),
    note: fields_text.optional(),
});
const shardStateSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz(STATE_KIND),
    state_version: schemas/* number */.aig().int(),
    tool_version: fields_short,
    slice: schemas/* strictObject */.rej({
        index: count,
        count: schemas/* number */.aig().int().min(1).max(io_slice/* MAX_SHARDS */.hH),
        block: schemas/* number */.aig().int().min(1).optional(),
        digest: schemas/* boolean */.zMY().optional(),
        threads: schemas/* number */.aig().int().min(2).max(64).optional(),
    }),
    run_key: sha256,
    config: runConfigSchema,
    frozen: schemas/* strictObject */.rej({
        summary: fileSummarySchema,
        heldout: heldoutSchema,
        /** Shard 0 only: each task's id, family and line (what the statistics read of the test). */
        tasks: list(schemas/* tuple */.PVZ([fields_text, fields_text.nullable(), count]), 50_000_000).nullable(),
    }),
    training: schemas/* strictObject */.rej({
        train: schemas/* strictObject */.rej({
            summary: fileSummarySchema,
            config: trainConfigSchema,
            counter: schemas/* strictObject */.rej({ kind: schemas/* enum */.k5n(["tokenizer", "estimate"]), method: fields_text }),
            cut_share: real,
        })
            .nullable(),
        pairs: schemas/* strictObject */.rej({ part: partStateSchema, gates: schemas/* unknown */.L5J(), unpaired: schemas/* unknown */.L5J() })
            .nullable(),
        sft: schemas/* strictObject */.rej({ part: partStateSchema, gates: schemas/* unknown */.L5J() }).nullable(),
        /** The served-prompts file as every shard read it; null without one. */
        served: schemas/* strictObject */.rej({ summary: fileSummarySchema, profile: schemas/* unknown */.L5J() }).nullable(),
    }),
    model: schemas/* strictObject */.rej({
        notes: strings(),
        base: sideStateSchema,
        cand: sideStateSchema,
        regrade: sideStateSchema.nullable(),
        /** The labels file as every shard read it (io/labels.ts); null without one. */
        labels: schemas/* strictObject */.rej({ summary: fileSummarySchema, read: schemas/* unknown */.L5J() }).nullable(),
    })
        .nullable(),
});

;// CONCATENATED MODULE: ./src/engine/shard.ts
// Sharded runs (docs/design.md §11): a shard reads its slice of every input (io/slice.ts)
// and keeps what it read as a partial state; merge checks that the states cover every
// slice once, with the same settings and inputs, and judges them as one run would
// (engine.ts finishRun), so the report is the one a single process writes.













class ShardStateError extends Error {
    constructor(message) {
        super(message);
        this.name = "ShardStateError";
    }
}
/** The settings every shard of one run must share: the config without the job's own parts. */
function runConfig(cfg) {
    // The token (github) never goes into a state; out dir, shard and threads are the job's.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { github, outDir, shard, workers, ...rest } = cfg;
    return rest;
}
/** JSON with every object's keys sorted: the same settings give the same text. */
function sortedJson(v) {
    if (Array.isArray(v))
        return `[${v.map(sortedJson).join(",")}]`;
    if (v !== null && typeof v === "object") {
        const entries = Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${sortedJson(x)}`).join(",")}}`;
    }
    return JSON.stringify(v);
}
/** One digest of the tool version and the settings: shards of one run have the same. */
function runKey(config) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(`${src_version/* VERSION */.x}\n${sortedJson(config)}`)
        .digest("hex");
}
function savePart(p) {
    const s = {
        summary: p.summary,
        problems: p.problems.saveState(),
        media: p.media,
        notes: p.notes,
    };
    if (p.tasks)
        s.tasks = [...p.tasks];
    if (p.runs)
        s.runs = [...p.runs];
    return s;
}
function saveSide(side) {
    return {
        files: side.files,
        path: side.path,
        tally: side.tally.saveState(),
        judge: side.judge?.saveState() ?? null,
        served: side.served?.saveState() ?? null,
        parts: side.parts.map(savePart),
    };
}
/** Reads this shard's slice of every input and returns its partial state. */
async function buildShardState(cfg, slice, sources = {}) {
    (0,io_slice/* checkSlice */.x1)(slice, "shard");
    if (cfg.cleanPairs) {
        throw new ShardStateError("clean-pairs cannot be written by a sharded run: each shard sees only its slice of the pairs");
    }
    const parts = await (0,engine/* collectRun */.Sn)(cfg, sources, { ...(0,engine/* readOptions */.Tt)(cfg), slice });
    return saveRun(runConfig(cfg), slice, parts);
}
/** The partial state of what one shard (or one worker) read. */
function saveRun(config, slice, parts) {
    const { frozen, training, model } = parts;
    const train = training.train;
    return {
        kind: STATE_KIND,
        state_version: STATE_VERSION,
        tool_version: src_version/* VERSION */.x,
        slice,
        run_key: runKey(config),
        config,
        frozen: {
            summary: frozen.summary,
            heldout: frozen.heldout,
            tasks: slice.index === 0 ? frozen.tasks.map((t) => [t.task_id, t.family ?? null, t.line]) : null,
        },
        training: {
            train: train && {
                summary: train.summary,
                config: train.check.config,
                counter: { kind: train.check.counter.kind, method: train.check.counter.method },
                cut_share: train.check.cutShare,
            },
            pairs: training.pairs && {
                part: savePart(training.pairs.part),
                gates: training.pairs.gates.saveState(),
                unpaired: training.pairs.unpaired?.saveState() ?? null,
            },
            sft: training.sft && {
                part: savePart(training.sft.part),
                gates: training.sft.gates.saveState(),
            },
            served: training.served && {
                summary: training.served.summary,
                profile: training.served.profile.saveState(),
            },
        },
        model: model && {
            notes: model.notes,
            base: saveSide(model.base),
            cand: saveSide(model.cand),
            regrade: model.regrade && saveSide(model.regrade),
            labels: model.labels && { summary: model.labels.summary, read: (0,io_labels/* saveLabels */.zg)(model.labels) },
        },
    };
}
/** The state as the bytes written to a file or an artifact. */
function stateJson(state) {
    return JSON.stringify(state) + "\n";
}
/** A state read back from a file (`name` for messages); refused unless it is well formed. */
function parseState(textIn, name) {
    let value;
    try {
        value = JSON.parse(textIn);
    }
    catch {
        throw new ShardStateError(`${name}: not a shard state (not JSON)`);
    }
    const kind = value?.kind;
    if (kind !== STATE_KIND)
        throw new ShardStateError(`${name}: not a heldout-gate shard state`);
    const version = value.state_version;
    if (version !== STATE_VERSION) {
        throw new ShardStateError(`${name}: a shard state of version ${String(version)}; this heldout-gate (${src_version/* VERSION */.x}) reads version ${STATE_VERSION}: run every shard and the merge with the same release`);
    }
    const parsed = shardStateSchema.safeParse(value);
    if (!parsed.success) {
        const first = parsed.error.issues[0];
        const at = first ? first.path.join(".") : "";
        throw new ShardStateError(`${name}: the shard state is malformed at ${at || "its top"}: ${first?.message ?? ""}`);
    }
    const s = parsed.data;
    if (s.slice.index >= s.slice.count) {
        throw new ShardStateError(`${name}: shard ${s.slice.index} of ${s.slice.count} does not exist`);
    }
    if (runKey(s.config) !== s.run_key) {
        throw new ShardStateError(`${name}: the state's settings do not match its run key`);
    }
    return s;
}
/** Refuses a set of states that is not exactly one run's shards, each once. */
function checkCover(states, partial) {
    const first = states[0];
    if (first === undefined)
        throw new ShardStateError("no shard states to merge");
    const n = first.slice.count;
    const seen = new Map();
    states.forEach((s, i) => {
        if (s.run_key !== first.run_key || s.tool_version !== first.tool_version) {
            throw new ShardStateError(`state ${i + 1} (shard ${s.slice.index} of ${s.slice.count}) is from another run: its settings or heldout-gate version differ from the first state's`);
        }
        if (s.slice.count !== n ||
            s.slice.block !== first.slice.block ||
            s.slice.threads !== first.slice.threads) {
            throw new ShardStateError(`state ${i + 1} is shard ${s.slice.index} of ${s.slice.count}, the first is of ${n}: shards of one run share one count`);
        }
        const dup = seen.get(s.slice.index);
        if (dup !== undefined) {
            throw new ShardStateError(`shard ${s.slice.index} of ${n} is given twice (states ${dup + 1} and ${i + 1})`);
        }
        seen.set(s.slice.index, i);
    });
    if (partial)
        return;
    const missing = [...Array(n).keys()].filter((k) => !seen.has(k));
    if (missing.length > 0) {
        throw new ShardStateError(`shard${missing.length > 1 ? "s" : ""} ${missing.join(", ")} of ${n} ${missing.length > 1 ? "are" : "is"} missing: every shard's state is needed`);
    }
}
function loadPart(s, at) {
    const problems = new io_problems/* ProblemCollector */.tH(s.summary.path);
    problems.loadState(s.problems, `${at}.problems`);
    const summary = {
        ...s.summary,
        problems: problems.list(),
        problem_count: problems.count,
        problem_groups: problems.groupList(),
    };
    const p = { summary, problems, media: s.media, notes: s.notes };
    if (s.tasks)
        p.tasks = new Set(s.tasks);
    if (s.runs)
        p.runs = new Map(s.runs);
    return p;
}
/** The same file across shards, merged; a shard that read another file is refused. */
function mergeFile(parts, what) {
    try {
        return (0,file_part/* mergeParts */.N)(parts);
    }
    catch (e) {
        throw new ShardStateError(`${what}: ${e.message}`);
    }
}
function same(states, get, what) {
    const want = JSON.stringify(get(states[0]));
    states.forEach((s) => {
        if (JSON.stringify(get(s)) !== want) {
            throw new ShardStateError(`shard ${s.slice.index} read a different ${what} from shard ${states[0].slice.index}`);
        }
    });
}
/** A token counter that only says how it counted: a merge counts no tokens. */
function countedBy(c) {
    return {
        kind: c.kind,
        method: c.method,
        encode() {
            throw new Error("a merged run counts no tokens");
        },
    };
}
function mergeTraining(config, ordered) {
    same(ordered, (s) => s.training.train, "trainer config");
    const t0 = ordered[0].training;
    const train = t0.train && {
        check: {
            config: t0.train.config,
            counter: countedBy(t0.train.counter),
            cutShare: t0.train.cut_share,
        },
        summary: t0.train.summary,
    };
    // The statistics of the test the gates report are in each gate's state; no text is needed.
    const index = new src_gates/* HeldoutIndex */.Kv([], config.gates.ngram);
    // Every shard read the whole served-prompts file: they must have read the same one.
    same(ordered, (s) => s.training.served, "served-prompts file");
    let served = null;
    if (t0.served) {
        const profile = new serve_skew/* ServedProfile */.bn("served-prompts");
        profile.loadState(t0.served.profile, "training.served.profile");
        served = { profile, summary: t0.served.summary };
    }
    const out = { train, pairs: null, sft: null, served };
    if (t0.pairs) {
        const file = t0.pairs.part.summary.path;
        let gates = null;
        let unpaired = null;
        const parts = [];
        for (const s of ordered) {
            const at = `shard ${s.slice.index}: training.pairs`;
            const p = s.training.pairs;
            parts.push(loadPart(p.part, `${at}.part`));
            const g = (0,src_gates/* createPairGates */.t7)(config.gates, index, file, train?.check ?? null);
            g.loadState(p.gates, `${at}.gates`);
            if (gates === null)
                gates = g;
            else
                gates.merge(g);
            if (p.unpaired !== null) {
                const u = new gates_unpaired/* UnpairedGates */.t(config.gates, index, file);
                u.loadState(p.unpaired, `${at}.unpaired`);
                if (unpaired === null)
                    unpaired = u;
                else
                    unpaired.merge(u);
            }
        }
        out.pairs = { gates: gates, unpaired, part: mergeFile(parts, file) };
    }
    if (t0.sft) {
        const file = t0.sft.part.summary.path;
        let gates = null;
        const parts = [];
        for (const s of ordered) {
            const at = `shard ${s.slice.index}: training.sft`;
            parts.push(loadPart(s.training.sft.part, `${at}.part`));
            const g = (0,src_gates/* createSftGates */.ag)(config.gates, index, file);
            g.loadState(s.training.sft.gates, `${at}.gates`);
            if (gates === null)
                gates = g;
            else
                gates.merge(g);
        }
        out.sft = { gates: gates, part: mergeFile(parts, file) };
    }
    return out;
}
function mergeSide(sides, what, index) {
    const s0 = sides[0].state;
    const tally = new eval_tally/* SideTally */.aw();
    const arm = what === "candidate" ? "candidate" : "baseline";
    const judge = index === null ? null : new judge_matches/* JudgeSeen */.$M(index, arm);
    const served = s0.served === null ? null : new serve_skew/* ServedProfile */.bn("baseline");
    const byFile = s0.files.map(() => []);
    for (const { state, shard } of sides) {
        const at = `shard ${shard}: model.${what}`;
        if (JSON.stringify(state.files) !== JSON.stringify(s0.files)) {
            throw new ShardStateError(`${at}: the shards read different ${what} files`);
        }
        const t = new eval_tally/* SideTally */.aw();
        t.loadState(state.tally, `${at}.tally`);
        tally.merge(t);
        if (judge !== null) {
            const j = new judge_matches/* JudgeSeen */.$M(index, arm);
            j.loadState(state.judge, `${at}.judge`);
            judge.merge(j);
        }
        else if (state.judge !== null) {
            throw new ShardStateError(`${at}: judge rows without a labels file`);
        }
        if ((state.served === null) !== (served === null)) {
            throw new ShardStateError(`${at}: served contexts on one shard's ${what} and not another's`);
        }
        if (served !== null) {
            const p = new serve_skew/* ServedProfile */.bn("baseline");
            p.loadState(state.served, `${at}.served`);
            served.merge(p);
        }
        if (state.parts.length !== s0.files.length) {
            throw new ShardStateError(`${at}: ${state.parts.length} file reads for ${s0.files.length} files`);
        }
        state.parts.forEach((p, i) => byFile[i].push(loadPart(p, `${at}.parts.${i}`)));
    }
    return {
        tally,
        files: s0.files,
        path: s0.path,
        parts: byFile.map((ps, i) => mergeFile(ps, s0.files[i])),
        judge,
        served,
    };
}
function mergeModel(ordered) {
    const m0 = ordered[0].model;
    if (m0 === null)
        return null;
    same(ordered, (s) => s.model?.notes, "baseline source");
    // Every shard read the whole labels file: they must have read the same one.
    same(ordered, (s) => s.model?.labels, "judge-labels file");
    const labels = m0.labels && (0,io_labels/* loadLabels */.U2)(m0.labels.read, "model.labels.read", m0.labels.summary);
    const index = labels && new judge_matches/* LabelIndex */.bm(labels.labels);
    const side = (get, what) => mergeSide(ordered.map((s) => ({ state: get(s.model), shard: s.slice.index })), what, index);
    return {
        notes: m0.notes,
        base: side((m) => m.base, "baseline"),
        cand: side((m) => m.cand, "candidate"),
        regrade: m0.regrade ? side((m) => m.regrade, "baseline-regraded") : null,
        labels,
    };
}
/** A Config to judge with, from the settings the shards ran with. */
function judgeConfig(config) {
    return {
        ...config,
        outDir: "",
        github: {
            token: "",
            checkName: "",
            comment: false,
            mode: "gate",
            annotations: false,
            allowUnsafePrData: false,
            allowOutsideWorkspace: false,
        },
    };
}
/**
 * The merged parts of every shard, in shard order. `partial`: the states are some of the
 * slices only (the threads of one shard job), so none is missing.
 */
function mergeRunParts(states, partial = false) {
    checkCover(states, partial);
    const ordered = [...states].sort((a, b) => a.slice.index - b.slice.index);
    same(ordered, (s) => s.frozen.summary, "held-out test");
    same(ordered, (s) => s.frozen.heldout, "held-out test");
    const f0 = ordered[0].frozen;
    const tasks = (f0.tasks ?? []).map(([task_id, family, line]) => family === null ? { line, task_id, prompt: "" } : { line, task_id, prompt: "", family });
    try {
        return {
            frozen: { tasks, summary: f0.summary, heldout: f0.heldout },
            training: mergeTraining(ordered[0].config, ordered),
            model: mergeModel(ordered),
        };
    }
    catch (e) {
        if (e instanceof ShardStateError)
            throw e;
        throw new ShardStateError(e.message);
    }
}
/**
 * The report of the whole run from every shard's state, decided with the settings the
 * shards ran with (they are in each state). Refuses a missing, duplicated or foreign shard
 * (different settings or inputs) with a message naming it.
 */
async function mergeStates(states) {
    const parts = mergeRunParts(states);
    return (0,engine/* finishRun */.JH)(judgeConfig(states[0].config), parts);
}


/***/ })

};
