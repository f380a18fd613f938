export const id = 7;
export const ids = [7];
export const modules = {

/***/ 9581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H9: () => (/* binding */ doc),
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   YP: () => (/* binding */ interval),
/* harmony export */   h0: () => (/* binding */ short),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   no: () => (/* binding */ maybe),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   sc: () => (/* binding */ sha256),
/* harmony export */   x: () => (/* binding */ real)
/* harmony export */ });
/* unused harmony export reportDocs */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9396);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4528);
// The building blocks of the report schema. Every string and list carries a cap: the same
// schema that types the engine's report checks one read back from an untrusted artifact in
// report mode (design §6), and a cap costs a locally built report nothing.

/**
 * Names and descriptions for docs/report.schema.json. A registry of our own rather than
 * zod's global one: ids must be unique in a registry, and zod's outlives a reloaded module.
 */
const reportDocs = zod__WEBPACK_IMPORTED_MODULE_0__/* .registry */ .u5();
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
const text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100_000);
/** Names, paths, keys and labels. */
const short = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(2_000);
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
const integer = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int();
const real = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig();
const maybe = real.nullable();
const interval = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([real, real]).nullable();
const list = (t, max = 100_000) => zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(t).max(max);
const sha256 = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/);


/***/ }),

/***/ 7007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aN: () => (/* binding */ fileSummarySchema),
  reportSchema: () => (/* binding */ reportSchema)
});

// UNUSED EXPORTS: SCHEMA_VERSION, attemptSchema, bindingSchema, compareVerdictSchema, dataCheckSchema, decisionSchema, familyRowSchema, familyTestSchema, graderDriftSchema, holdoutSizingSchema, ledgerSummarySchema, leftOutSchema, metricComparisonSchema, modelCheckSchema, problemGroupSchema, problemSchema, reportSettingsSchema, runStopSchema, sideSummarySchema, targetVerdictSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(4528);
// EXTERNAL MODULE: ./src/report/fields.ts
var fields = __webpack_require__(9581);
;// CONCATENATED MODULE: ./src/report/figures.ts
// What each gate reports: one zod schema per gate's `figures`, and the gate result as a
// union keyed by gate name. The gates build these objects, the views read them, report mode
// checks them; the TypeScript types are derived from the schemas, so a figure is added here
// once. Keys are listed in the order the gates write them: a parsed report keeps the schema's
// order, and report mode must render an artifact exactly as gate mode rendered the report.


// ---- findings -------------------------------------------------------------------------
const scalar = schemas/* union */.KCZ([schemas/* string */.YjP().max(10_000), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()]);
const findingSchema = (0,fields/* named */.KT)("Finding", schemas/* object */.Ikc({
    file: fields/* short */.h0,
    line: (0,fields/* doc */.H9)(fields/* count */.U9, "1-based line of the row; 0 when the finding is about the whole file"),
    level: schemas/* enum */.k5n(["notice", "warning", "failure"]),
    message: fields/* text */.Qq,
    detail: (0,fields/* doc */.H9)(schemas/* record */.g1P(fields/* short */.h0, scalar), "Machine-readable detail, e.g. the test task a contaminated pair matches").optional(),
}), "One row (or the file) a gate points at");
const gateStatusSchema = schemas/* enum */.k5n(["pass", "warn", "fail", "not_run"]);
// ---- figures, gate by gate -------------------------------------------------------------
/** A data set whose rows are one completion labelled desirable or not (KTO): one part each. */
const byLabel = (id, part) => (0,fields/* named */.KT)(id, schemas/* object */.Ikc({ desirable: part, undesirable: part }), "The same figures over the desirable rows and over the undesirable rows of an unpaired file");
const distribution = (0,fields/* named */.KT)("LengthDistribution", schemas/* object */.Ikc({
    min: fields/* integer */.nd.nullable(),
    q1: fields/* integer */.nd.nullable(),
    median: fields/* integer */.nd.nullable(),
    q3: fields/* integer */.nd.nullable(),
    max: fields/* integer */.nd.nullable(),
    mean: fields/* maybe */.no,
    approximate: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "A quartile comes from a coarse histogram bin"),
    histogram: (0,fields/* doc */.H9)(schemas/* record */.g1P(fields/* short */.h0, fields/* count */.U9), "Rows per length bin, keyed by the bin's range"),
}), "Quartiles and a histogram of lengths in characters (code points)");
const pairLengthFigures = (0,fields/* named */.KT)("PairLengthFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    chosen_longer: fields/* count */.U9,
    rejected_longer: fields/* count */.U9,
    ties: fields/* count */.U9,
    chosen_longer_frac: fields/* maybe */.no,
    fail_share: (0,fields/* doc */.H9)(fields/* real */.x, "Share of chosen-longer pairs at which the gate fails"),
    length_confound: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "The SDK's length-confound rule fires"),
    median_delta: fields/* integer */.nd.nullable(),
    delta: distribution,
    unit: fields/* short */.h0,
}), "Length of the chosen minus the rejected reply, per pair");
const sftLengthFigures = (0,fields/* named */.KT)("SftLengthFigures", schemas/* object */.Ikc({ rows: fields/* count */.U9, completion_length: distribution, unit: fields/* short */.h0 }), "Completion lengths (descriptive only)");
const topPhrase = schemas/* object */.Ikc({ phrase: fields/* short */.h0, count: fields/* count */.U9 });
const pairStyleMarker = (0,fields/* named */.KT)("PairStyleMarker", schemas/* object */.Ikc({
    name: (0,fields/* doc */.H9)(fields/* short */.h0, "Marker family"),
    chosen_only: fields/* count */.U9,
    rejected_only: fields/* count */.U9,
    both: fields/* count */.U9,
    teaching_share: (0,fields/* doc */.H9)(fields/* real */.x, "chosen_only over all pairs"),
    p_value: (0,fields/* doc */.H9)(fields/* real */.x, "Exact two-sided sign test on the discordant pairs"),
    p_holm: (0,fields/* doc */.H9)(fields/* real */.x, "p_value Holm-adjusted across families"),
    flagged: schemas/* boolean */.zMY(),
    reward_corr: (0,fields/* doc */.H9)(fields/* maybe */.no, "Phrase-to-reward correlation, curly quotes read as ASCII"),
    reward_corr_sdk: (0,fields/* doc */.H9)(fields/* maybe */.no, "The same correlation with the SDK's plain lowercase match"),
    sdk_flagged: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "reward_corr_sdk reaches the SDK's threshold"),
    top_phrases: (0,fields/* list */.p_)(topPhrase, 100),
}), "One marker family over the pairs");
const pairStyleFigures = (0,fields/* named */.KT)("PairStyleFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    alpha: fields/* real */.x,
    min_share: fields/* real */.x,
    test: fields/* text */.Qq,
    corr_threshold: fields/* real */.x,
    corr_rule: fields/* text */.Qq,
    markers: (0,fields/* list */.p_)(pairStyleMarker, 10_000),
    teaching_pairs_flagged: fields/* count */.U9,
}), "Whether the preference teaches a marker family");
const sftStyleMarker = (0,fields/* named */.KT)("SftStyleMarker", schemas/* object */.Ikc({
    name: (0,fields/* doc */.H9)(fields/* short */.h0, "Marker family"),
    rows: fields/* count */.U9,
    share: fields/* maybe */.no,
    top_phrases: (0,fields/* list */.p_)(topPhrase, 100),
}), "One marker family over the rows");
const sftStyleFigures = (0,fields/* named */.KT)("SftStyleFigures", schemas/* object */.Ikc({ rows: fields/* count */.U9, markers: (0,fields/* list */.p_)(sftStyleMarker, 10_000) }), "Marker prevalence in completions (descriptive only)");
const pairTruncationFigures = (0,fields/* named */.KT)("PairTruncationFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    chosen_truncated: fields/* count */.U9,
    rejected_truncated: fields/* count */.U9,
    by_finish_reason: (0,fields/* doc */.H9)(fields/* count */.U9, 'Cut-off sides whose finish_reason is "length"'),
    rule: fields/* text */.Qq,
}), "Replies that look cut off");
const sftTruncationFigures = (0,fields/* named */.KT)("SftTruncationFigures", schemas/* object */.Ikc({ rows: fields/* count */.U9, truncated: fields/* count */.U9, rule: fields/* text */.Qq }), "Completions that look cut off");
const contaminationFigures = (0,fields/* named */.KT)("ContaminationFigures", schemas/* object */.Ikc({
    rows: fields/* count */.U9,
    n_contaminated: fields/* count */.U9,
    contamination_rate: fields/* real */.x,
    n_same_task: fields/* count */.U9,
    n_exact: fields/* count */.U9,
    n_near: fields/* count */.U9,
    n_sdk_rule: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows the SDK's one-way rule would flag"),
    rule: fields/* text */.Qq,
    by_field: (0,fields/* doc */.H9)(schemas/* record */.g1P(fields/* short */.h0, fields/* count */.U9), "Hits per row field"),
    rows_with_task_id: fields/* count */.U9,
    ngram: fields/* count */.U9,
    overlap: fields/* real */.x,
    fields: (0,fields/* list */.p_)(fields/* short */.h0, 1_000),
    heldout_tasks: fields/* count */.U9,
    heldout_texts: fields/* count */.U9,
    heldout_ngrams: fields/* count */.U9,
    index_bytes: fields/* count */.U9,
    rules_skipped: (0,fields/* list */.p_)(fields/* text */.Qq, 100),
}), "Rows that contain held-out test items");
const pairIntegrityFigures = (0,fields/* named */.KT)("PairIntegrityFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    identical_sides: fields/* count */.U9,
    empty_side: fields/* count */.U9,
    duplicate: fields/* count */.U9,
    eval_lineage: fields/* count */.U9,
    prompt_mismatch: fields/* count */.U9,
    margin_below_min: fields/* count */.U9,
    mixed_policy: fields/* count */.U9,
    chosen_not_succeeded: fields/* count */.U9.describe("Pairs whose chosen side has a reward under 1 (did not succeed): a warning"),
    distinct_pairs: fields/* count */.U9,
    chosen_scored: fields/* count */.U9.describe("Pairs whose chosen side carries a reward (the share's base)"),
    min_margin: fields/* maybe */.no,
}), "Pairs that cannot teach what they claim, by check");
const unpairedIntegrityFigures = (0,fields/* named */.KT)("UnpairedIntegrityFigures", schemas/* object */.Ikc({ rows: fields/* count */.U9 }), "Integrity does not run on unpaired rows; only their count is kept");
const rejectionFigures = (0,fields/* named */.KT)("RejectionFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    pairs_with_scores: fields/* count */.U9,
    graded_scores: schemas/* boolean */.zMY(),
    margins: fields/* count */.U9,
    margin_min: fields/* maybe */.no,
    margin_max: fields/* maybe */.no,
    margin_constant: schemas/* boolean */.zMY(),
    groups_with_rewards: fields/* count */.U9,
    rejected_at_group_min: fields/* count */.U9,
    groups_where_rule_differs: (0,fields/* doc */.H9)(fields/* count */.U9, "Groups where μ−2σ and the minimum are different samples"),
    min_rejected_there: fields/* count */.U9,
    expected_if_random_bad: fields/* real */.x,
    p_vs_random: fields/* maybe */.no,
    rule: fields/* text */.Qq,
}), "How the rejected side was chosen");
const tokens = fields/* count */.U9.nullable();
const tokenLengthFigures = (0,fields/* named */.KT)("TokenLengthFigures", schemas/* object */.Ikc({
    pairs: fields/* count */.U9,
    counted_by: schemas/* enum */.k5n(["tokenizer", "estimate"]),
    method: fields/* text */.Qq,
    max_length: tokens,
    max_prompt_length: tokens,
    max_completion_length: tokens,
    truncation_mode: schemas/* enum */.k5n(["keep_end", "keep_start"]),
    trl_defaults_used: fields/* text */.Qq,
    over_max_length: fields/* count */.U9,
    over_max_length_share: fields/* maybe */.no,
    prompt_over_max_prompt_length: fields/* count */.U9,
    prompt_over_share: fields/* maybe */.no,
    pairs_cut: fields/* count */.U9,
    pairs_cut_share: fields/* maybe */.no,
    difference_removed: (0,fields/* doc */.H9)(fields/* count */.U9, "Pairs whose cut leaves chosen and rejected the same"),
    difference_removed_share: fields/* maybe */.no,
    longest_tokens: fields/* count */.U9,
}), "Pair lengths in tokens against the trainer's limits");
const trainConfigFigures = (0,fields/* named */.KT)("TrainConfigFigures", schemas/* object */.Ikc({
    trainer: fields/* short */.h0,
    trainer_from: fields/* short */.h0,
    learning_rate: (0,fields/* doc */.H9)(fields/* short */.h0.nullable(), "As configs write it (2e-5)"),
    sft_learning_rate: fields/* short */.h0.nullable(),
    sft_learning_rate_from: fields/* short */.h0.nullable(),
    adapters: fields/* short */.h0.nullable(),
    beta: fields/* maybe */.no,
    loss_type: fields/* short */.h0.nullable(),
    simpo_gamma: fields/* maybe */.no,
    epochs: fields/* maybe */.no,
    ignored_keys: fields/* count */.U9,
    rules: (0,fields/* list */.p_)(schemas/* object */.Ikc({ rule: fields/* short */.h0, fired: schemas/* boolean */.zMY(), source: fields/* text */.Qq }), 1_000),
}), "The trainer config's settings and which lint rules fired");
const chatTemplateFigures = (0,fields/* named */.KT)("ChatTemplateFigures", schemas/* object */.Ikc({
    template: (0,fields/* doc */.H9)(fields/* short */.h0, "The file the chat template was read from"),
    source: schemas/* enum */.k5n(["chat_template.jinja", "tokenizer_config.json"]),
    named: (0,fields/* doc */.H9)(fields/* short */.h0.nullable(), "The template taken from a list of named ones; null for one"),
    generation_block: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "The template has a {% generation %} block"),
    assistant_only_loss: (0,fields/* doc */.H9)(schemas/* boolean */.zMY().nullable(), "As the trainer config sets it; null unset"),
    pairs: fields/* count */.U9,
    cases: (0,fields/* doc */.H9)(fields/* count */.U9, "Pairs rendered: the file's first ones in messages form, at most 8"),
    rendered: (0,fields/* doc */.H9)(fields/* count */.U9, "Cases whose every render gave text"),
    prefix_failures: (0,fields/* doc */.H9)(fields/* count */.U9, "Cases whose generation-prompt render does not start the full one"),
    render_failures: (0,fields/* doc */.H9)(fields/* count */.U9, "Cases the template raised on, failed on, or was stopped at"),
    stopped: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["time", "memory"]).nullable(), "Rendering was stopped at its time or memory budget"),
    budget_seconds: fields/* real */.x,
    budget_memory_mb: fields/* count */.U9,
    rules: (0,fields/* list */.p_)(schemas/* object */.Ikc({ rule: fields/* short */.h0, fired: schemas/* boolean */.zMY(), source: fields/* text */.Qq }), 100),
}), "The chat template rendered over the first conversational pairs");
const serveSkewFigures = (0,fields/* named */.KT)("ServeSkewFigures", schemas/* object */.Ikc({
    rows: fields/* count */.U9,
    served_from: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["served-prompts", "baseline"]).nullable(), "Where the served contexts came from; null when there were none to compare with"),
    served_contexts: fields/* count */.U9,
    served_with_system: fields/* count */.U9,
    served_with_tools: fields/* count */.U9,
    served_with_history: (0,fields/* doc */.H9)(fields/* count */.U9, "Served contexts with earlier assistant or tool turns"),
    system_tools_share: (0,fields/* doc */.H9)(fields/* maybe */.no, "Share of rows carrying a served system prompt and tool set, where most served contexts have them"),
    skeleton_share: (0,fields/* doc */.H9)(fields/* maybe */.no, "Share of rows whose start (ids and numbers replaced) a served context has"),
    bare_id: (0,fields/* doc */.H9)(fields/* count */.U9, "Prompts that are a bare task id (or very short where served contexts are long)"),
    prompt_median_chars: fields/* integer */.nd.nullable(),
    served_median_chars: fields/* integer */.nd.nullable(),
    length_ratio: (0,fields/* doc */.H9)(fields/* maybe */.no, "The shorter median length over the longer"),
    ks_log_length: (0,fields/* doc */.H9)(fields/* maybe */.no, "Two-sample Kolmogorov-Smirnov distance of log lengths (eighth-octave bins)"),
    history_share: fields/* maybe */.no,
    served_history_share: fields/* maybe */.no,
    completion_observations: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows whose reply text holds environment output"),
    multi_turn_completions: fields/* count */.U9,
    prompt_and_messages: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows holding both a prompt string and messages"),
    checks_failed: (0,fields/* list */.p_)(fields/* short */.h0, 32),
}), "Training prompts against what the served agent is given");
// ---- the gate result -------------------------------------------------------------------
function gate(name, figures, description) {
    const id = `${name
        .split("_")
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join("")}Gate`;
    return (0,fields/* named */.KT)(id, schemas/* object */.Ikc({
        name: schemas/* literal */.euz(name),
        status: gateStatusSchema,
        summary: fields/* text */.Qq,
        figures,
        findings: (0,fields/* list */.p_)(findingSchema),
        findings_truncated: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "More findings existed than were kept"),
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
    gate("chat_template", chatTemplateFigures, "Does the chat template render the pairs as the trainer needs"),
    gate("rejection", rejectionFigures, "How the rejected side was picked from its group"),
    gate("serve_skew", serveSkewFigures, "Do training prompts look like what the served agent sees"),
]);

// EXTERNAL MODULE: ./src/report/version.ts
var version = __webpack_require__(2702);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(6160);
;// CONCATENATED MODULE: ./src/report/judge.ts
// The judge-trust part of report.json (docs/design.md §14): what a labels file measured
// about the judge that graded both arms. Field names follow the SDK's judge_agreement and
// judge_trust where they exist (n, agreement, kappa, confusion, pass_when_gold_fail, ...).


const confusionSchema = schemas/* object */.Ikc({ tp: fields/* count */.U9, fp: fields/* count */.U9, fn: fields/* count */.U9, tn: fields/* count */.U9 });
const armRatesSchema = (0,fields/* named */.KT)("JudgeArmRates", schemas/* object */.Ikc({
    n: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows of this arm with a trusted label"),
    gold_fails: (0,fields/* doc */.H9)(fields/* count */.U9, "Of those, rows people (or a program) failed"),
    false_passes: (0,fields/* doc */.H9)(fields/* count */.U9, "Of those, rows the judge passed anyway"),
    false_pass_rate: (0,fields/* doc */.H9)(fields/* maybe */.no, "false_passes / gold_fails"),
    false_pass_ci: fields/* interval */.YP,
}), "How often the judge passed what the labels failed, on one arm");
const judgeGamingSchema = (0,fields/* named */.KT)("JudgeGaming", schemas/* object */.Ikc({
    diff: (0,fields/* doc */.H9)(fields/* real */.x, "Candidate's false-pass rate minus the baseline's"),
    z: (0,fields/* doc */.H9)(fields/* maybe */.no, "Pooled two-proportion z of the difference"),
    p_value: (0,fields/* doc */.H9)(fields/* real */.x, "One-sided p that the candidate's rate is higher (Fisher's exact test)"),
    p_holm: (0,fields/* doc */.H9)(fields/* real */.x, "p_value Holm-adjusted across the criteria"),
    flagged: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "p_holm under 1 - confidence: the candidate may be exploiting the judge"),
}), "The candidate's false-pass rate tested against the baseline's");
const judgeCriterionSchema = (0,fields/* named */.KT)("JudgeCriterion", schemas/* object */.Ikc({
    criterion: (0,fields/* doc */.H9)(fields/* short */.h0, "The metric the labels grade: pass_at_1 (the reward) or marker:<name>"),
    n: (0,fields/* doc */.H9)(fields/* count */.U9, "Graded rows with a trusted label (a person's or a program's; ties left out)"),
    human_n: (0,fields/* doc */.H9)(fields/* count */.U9, "Of those, rows a person labelled"),
    annotators: (0,fields/* doc */.H9)(fields/* count */.U9, "Distinct annotators of those rows"),
    agreement: fields/* maybe */.no,
    agreement_ci: (0,fields/* doc */.H9)(fields/* interval */.YP, "Wilson interval at the report's confidence"),
    kappa: (0,fields/* doc */.H9)(fields/* maybe */.no, "Cohen's kappa, judge against the labels"),
    kappa_ci: (0,fields/* doc */.H9)(fields/* interval */.YP, "Percentile bootstrap over tasks (labels cluster by task)"),
    confusion: (0,fields/* doc */.H9)(confusionSchema, "Judge pass/fail against the label: tp, fp (false pass), fn, tn"),
    sensitivity: (0,fields/* doc */.H9)(fields/* maybe */.no, "Judge pass among label passes"),
    sensitivity_ci: fields/* interval */.YP,
    specificity: (0,fields/* doc */.H9)(fields/* maybe */.no, "Judge fail among label fails"),
    specificity_ci: fields/* interval */.YP,
    pass_when_gold_fail: fields/* maybe */.no,
    fail_when_gold_pass: fields/* maybe */.no,
    judge_pass_rate: fields/* maybe */.no,
    gold_pass_rate: fields/* maybe */.no,
    human_alpha: (0,fields/* doc */.H9)(fields/* maybe */.no, "Krippendorff's alpha among people, on rows two or more labelled: the ceiling for the judge"),
    human_alpha_units: fields/* count */.U9,
    label_more: (0,fields/* doc */.H9)(fields/* count */.U9.nullable(), "Rows to label beyond n for the count and agreement floors at the observed agreement; 0 when met, null when more labels cannot lift the bound"),
    ok: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "n, the Wilson lower bound and kappa all reach their floors"),
    arms: schemas/* object */.Ikc({ baseline: armRatesSchema, candidate: armRatesSchema }),
    gaming: (0,fields/* doc */.H9)(judgeGamingSchema.nullable(), "null when either arm has no label failure to count false passes on"),
}), "The judge measured against trusted labels on one criterion");
const judgeCorrectionSchema = (0,fields/* named */.KT)("JudgeCorrection", schemas/* object */.Ikc({
    metric: fields/* short */.h0,
    youden: (0,fields/* doc */.H9)(fields/* real */.x, "sensitivity + specificity - 1 of the target's criterion"),
    delta: (0,fields/* doc */.H9)(fields/* real */.x, "The target's delta / youden"),
    ci: (0,fields/* doc */.H9)(schemas/* tuple */.PVZ([fields/* real */.x, fields/* real */.x]), "Delta method on the target's t interval plus the labels' uncertainty in youden"),
    se: fields/* real */.x,
    df: fields/* real */.x,
    p_value: fields/* real */.x,
    decides: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "judge-correction is decide: this interval must clear zero too"),
    blocks: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "It decides and does not clear zero on the good side"),
}), "The target's delta corrected for the judge's misclassification");
const reviewItemSchema = (0,fields/* named */.KT)("JudgeReviewItem", schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(["false_pass", "false_fail"]),
    criterion: fields/* short */.h0,
    arm: schemas/* enum */.k5n(["baseline", "candidate"]),
    task: fields/* short */.h0,
    run: fields/* short */.h0.nullable(),
    rollout: fields/* short */.h0,
    file: fields/* short */.h0,
    line: fields/* count */.U9,
    judge: fields/* real */.x,
    label: fields/* real */.x,
    labels_line: (0,fields/* doc */.H9)(fields/* count */.U9, "The line of the labels file"),
}), "A row where the judge and the labels disagree");
const judgeTrustSchema = (0,fields/* named */.KT)("JudgeTrust", schemas/* object */.Ikc({
    labels: (0,fields/* doc */.H9)(fields/* short */.h0, "The labels file"),
    judge_version: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0, 100), "lineage.judge_version of the matched rows"),
    n_labels: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels read"),
    matched: fields/* count */.U9,
    unmatched: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels naming no graded row"),
    ambiguous: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels that fit more than one graded row"),
    other_version: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels for another judge_version than the rows': not counted"),
    no_verdict: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels on a marker their row does not carry"),
    unlabelled: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows of the file whose label is still null"),
    model_labels: (0,fields/* doc */.H9)(fields/* count */.U9, "Labels a model gave: shown, never a measurement"),
    ties: (0,fields/* doc */.H9)(fields/* count */.U9, "Rows whose trusted labels split evenly: left out"),
    floors: schemas/* object */.Ikc({ min_agreement: fields/* real */.x, min_kappa: fields/* real */.x, min_n: fields/* count */.U9 }),
    criteria: (0,fields/* list */.p_)(judgeCriterionSchema, 1_000),
    gamed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "Some criterion's gaming test flagged: the target cannot pass as moved"),
    correction: (0,fields/* doc */.H9)(judgeCorrectionSchema.nullable(), "null when the target's criterion has no label pass or fail, or the judge is no better than chance"),
    review: (0,fields/* doc */.H9)((0,fields/* list */.p_)(reviewItemSchema, 200), "Disagreements, false passes first (the candidate's first when gamed); the first 200"),
    review_total: fields/* count */.U9,
    notes: (0,fields/* list */.p_)(fields/* text */.Qq, 100),
}), "The judge measured from a labels file (judge-labels)");

;// CONCATENATED MODULE: ./src/report/schema.ts
// report.json, defined once. The engine's Report type is derived from this schema
// (src/report.ts), report mode checks an untrusted artifact against it (github/report-schema.ts),
// and docs/report.schema.json is generated from it (`npm run refresh -- schema`).
// Keys are listed in the order the engine writes them, so a report parsed by this schema
// serializes to the same bytes. A field is added here, and nowhere else; a field added after
// a release is optional, so reports written before it still parse (docs/design.md §10).







// ---- inputs ----------------------------------------------------------------------------
const problemSchema = (0,fields/* named */.KT)("Problem", schemas/* object */.Ikc({
    file: fields/* short */.h0,
    line: (0,fields/* doc */.H9)(fields/* count */.U9, "1-based line; 0 when the whole file is at fault"),
    field: (0,fields/* doc */.H9)(fields/* short */.h0, 'Dotted path of the offending field; "" for the whole line or file'),
    reason: fields/* text */.Qq,
}), "One validation problem in an input file");
const problemGroupSchema = (0,fields/* named */.KT)("ProblemGroup", schemas/* object */.Ikc({
    file: fields/* short */.h0,
    field: fields/* short */.h0,
    reason: fields/* text */.Qq,
    count: fields/* count */.U9,
    lines: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* count */.U9, 10), "The first lines with this problem, in line order"),
}), "Problems with the same field and reason in one file");
const leftOutSchema = (0,fields/* named */.KT)("LeftOut", schemas/* object */.Ikc({
    what: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["rows", "values", "tasks"]), "Whole rows, single values of rows, or tasks a results file lists without a grade"),
    field: (0,fields/* doc */.H9)(fields/* short */.h0, 'The field the rows were filtered on or the value sat in; "" for none'),
    reason: fields/* text */.Qq,
    count: fields/* count */.U9,
    lines: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* count */.U9, 10), "The first lines left out, rising; 0 for a task a list names rather than a row"),
}), "Rows, values or tasks of one file that were read but not used, and why");
const fileSummarySchema = (0,fields/* named */.KT)("FileSummary", schemas/* object */.Ikc({
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
    path: fields/* short */.h0,
    shape: (0,fields/* doc */.H9)(fields/* short */.h0, 'Detected shape ("heldout", "eval", "sft", or a pair shape)'),
    bytes: fields/* count */.U9,
    rows: fields/* count */.U9,
    sha256: (0,fields/* doc */.H9)(schemas/* string */.YjP().regex(/^([0-9a-f]{64})?$/), "Empty when reading stopped early (a cap was hit), so no digest was finished"),
    problems: (0,fields/* doc */.H9)((0,fields/* list */.p_)(problemSchema), "The first problems (capped)"),
    problem_count: (0,fields/* doc */.H9)(fields/* count */.U9, "How many problems there were in all, kept or not"),
    problem_groups: (0,fields/* doc */.H9)((0,fields/* list */.p_)(problemGroupSchema, 1_000), "Every problem, kept or not, grouped by field and reason").optional(),
    // Set after the read, by the readers that count tasks and runs.
    tasks: fields/* count */.U9.optional(),
    runs: (0,fields/* list */.p_)(fields/* short */.h0).optional(),
    notes: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* text */.Qq, 20), "Facts about how the rows were read that are not problems (e.g. image parts skipped)").optional(),
    left_out: (0,fields/* doc */.H9)((0,fields/* list */.p_)(leftOutSchema, 100), "What was read but not used, counted per reason (rows a where filter passed over, null markers, tasks without a grade)").optional(),
}), "What reading one input file established");
// ---- the model check -------------------------------------------------------------------
const targetVerdictSchema = (0,fields/* doc */.H9)(schemas/* enum */.k5n([
    "moved",
    "moved_unreplicated",
    "within_eval_noise",
    "no_change_detected",
    "moved_the_wrong_way",
    "insufficient_data",
    "target_not_measured",
]), "The SDK's words for what happened to the target metric");
const compareVerdictSchema = (0,fields/* doc */.H9)(schemas/* enum */.k5n(["b_better", "a_better", "no_difference_detected", "insufficient_data"]), "Direction-adjusted verdict: b_better means the candidate is better, even for lower-is-better");
const metricComparisonSchema = (0,fields/* named */.KT)("MetricComparison", schemas/* object */.Ikc({
    metric: fields/* short */.h0,
    lower_is_better: schemas/* boolean */.zMY(),
    guarded: schemas/* boolean */.zMY(),
    paired: schemas/* boolean */.zMY(),
    n_paired: fields/* count */.U9,
    n_only_baseline: fields/* count */.U9,
    n_only_candidate: fields/* count */.U9,
    n_shared: (0,fields/* doc */.H9)(fields/* count */.U9, "Tasks both sides graded, paired or not (fewer than 3 are compared unpaired, n_paired 0); the n-tasks output").optional(),
    baseline_mean: fields/* maybe */.no,
    candidate_mean: fields/* maybe */.no,
    delta: (0,fields/* doc */.H9)(fields/* maybe */.no, "candidate - baseline, raw (not direction-adjusted)"),
    ci: (0,fields/* doc */.H9)(fields/* interval */.YP, "t interval on task-mean differences with run drift"),
    p_value: (0,fields/* doc */.H9)(fields/* maybe */.no, "Two-sided p of the same t statistic as ci"),
    se: (0,fields/* doc */.H9)(fields/* maybe */.no, "Standard error behind ci").optional(),
    df: (0,fields/* doc */.H9)(fields/* maybe */.no, "Degrees of freedom behind ci (Satterthwaite, fractional, not rounded; at least 1, at most 1000)").optional(),
    bootstrap_ci: (0,fields/* doc */.H9)(fields/* interval */.YP, "The SDK's percentile bootstrap interval over tasks, kept for comparison; not used to decide").optional(),
    p_holm: (0,fields/* doc */.H9)(fields/* maybe */.no, "One-sided p (toward worse), Holm-adjusted across the guarded metrics; null for unguarded metrics"),
    run_std: fields/* maybe */.no,
    noise_band: fields/* maybe */.no,
    within_noise: schemas/* boolean */.zMY(),
    verdict: compareVerdictSchema,
    tag: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["up", "down", "flat", "n/a"]), "The move in gain terms"),
    note: fields/* text */.Qq.optional(),
}), "One metric compared between baseline and candidate");
const sideSummarySchema = (0,fields/* named */.KT)("SideSummary", schemas/* object */.Ikc({
    path: fields/* short */.h0,
    name: (0,fields/* doc */.H9)(fields/* short */.h0, 'The model_version every row shares, else "baseline" / "candidate"').optional(),
    rows: fields/* count */.U9,
    tasks: fields/* count */.U9,
    runs: (0,fields/* list */.p_)(fields/* short */.h0),
    run_means: schemas/* record */.g1P(fields/* short */.h0, fields/* real */.x),
    run_std: fields/* maybe */.no,
    stability: schemas/* enum */.k5n(["very_stable", "stable", "high_variance"]).nullable(),
    pass_at_1: fields/* maybe */.no,
    pass_at_1_ci: fields/* interval */.YP,
    k: fields/* count */.U9.nullable(),
    pass_at_k: fields/* maybe */.no,
    pass_pow_k: fields/* maybe */.no,
}), "One side's (baseline or candidate) results on the held-out test");
const familyRowSchema = (0,fields/* named */.KT)("FamilyRow", schemas/* object */.Ikc({
    family: fields/* short */.h0,
    tasks: fields/* count */.U9,
    baseline: fields/* maybe */.no,
    candidate: fields/* maybe */.no,
    delta: fields/* maybe */.no,
    ci: fields/* interval */.YP,
}), "The target metric within one task family");
const pair = schemas/* tuple */.PVZ([fields/* real */.x, fields/* real */.x]);
const familyTestSchema = (0,fields/* named */.KT)("FamilyTest", schemas/* object */.Ikc({
    mode: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["warn", "auto", "decide"]), "The family-test input (off leaves this field null)"),
    metric: fields/* short */.h0,
    families: (0,fields/* doc */.H9)(fields/* count */.U9, "Groups: named families plus each task that names none"),
    effective_families: (0,fields/* doc */.H9)(fields/* real */.x, "N^2 / sum of squared family sizes: how many equal-size families carry as much information"),
    named_families: fields/* count */.U9,
    tasks_without_family: fields/* count */.U9,
    tasks: fields/* count */.U9,
    f_stat: (0,fields/* doc */.H9)(fields/* maybe */.no, "One-way ANOVA of per-task deltas by family"),
    df_between: fields/* count */.U9,
    df_within: fields/* count */.U9,
    p_heterogeneity: fields/* maybe */.no,
    between_sd: fields/* maybe */.no,
    heterogeneous: schemas/* boolean */.zMY(),
    delta: (0,fields/* doc */.H9)(fields/* real */.x, "The same delta as the task-level row"),
    ci: (0,fields/* doc */.H9)(pair, "Cluster-robust t interval over families plus run drift; df near families - 1"),
    p_value: fields/* real */.x,
    se: fields/* real */.x,
    df: fields/* real */.x,
    verdict: compareVerdictSchema,
    decides: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "The family level takes part in the decision (decide; auto when the warning fires)"),
    blocks: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "It takes part and its interval does not clear zero on the good side: a moved target fails"),
    warning: (0,fields/* doc */.H9)(fields/* text */.Qq.nullable(), "Set under 10 families with heterogeneous deltas; also in the warnings"),
}), "The target compared with families, not tasks, as the sample (docs/statistics.md)");
const graderDriftSchema = (0,fields/* named */.KT)("GraderDrift", schemas/* object */.Ikc({
    path: fields/* short */.h0,
    metric: fields/* short */.h0,
    tasks: (0,fields/* doc */.H9)(fields/* count */.U9, "Tasks both gradings scored"),
    runs_stored: fields/* count */.U9,
    runs_regraded: fields/* count */.U9,
    method: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["runs", "tasks"]), "runs: runs matched by label, each run's mean shift the unit; tasks: one run, per-task differences"),
    stored_mean: fields/* real */.x,
    regraded_mean: fields/* real */.x,
    shift: (0,fields/* doc */.H9)(fields/* real */.x, "regraded - stored"),
    ci: pair,
    p_value: fields/* real */.x,
    se: fields/* real */.x,
    df: fields/* real */.x,
    noise_band: (0,fields/* doc */.H9)(fields/* maybe */.no, "The target's re-run noise band, for scale"),
    drifted: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "The interval excludes zero"),
}), "The stored baseline against the same rollouts graded again in this job (baseline-regraded)");
const holdoutSizingSchema = (0,fields/* named */.KT)("HoldoutSizing", schemas/* object */.Ikc({
    n_tasks: (0,fields/* doc */.H9)(fields/* count */.U9.nullable(), "Tasks the paired test needs to prove the observed effect at 80% power"),
    effect: fields/* maybe */.no,
    sd: fields/* maybe */.no,
    sd_source: schemas/* enum */.k5n(["rows", "model"]).nullable(),
    detectable_effect: (0,fields/* doc */.H9)(fields/* maybe */.no, "Smallest effect the current tasks and runs prove at 80% power (gate_rule: with the run variance at its one-sided 90% upper bound)"),
    detectable_range: (0,fields/* doc */.H9)(schemas/* tuple */.PVZ([fields/* maybe */.no, fields/* maybe */.no]), "detectable_effect replayed at the ends of the run variance's two-sided 90% interval: the spread a few runs leave (gate_rule, measured floor)").optional(),
    runs_needed: (0,fields/* doc */.H9)(fields/* count */.U9.nullable(), "Runs a side that would prove the observed effect at 80% power with the current tasks").optional(),
    run_sd: (0,fields/* doc */.H9)(fields/* maybe */.no, "Measured run-to-run drift sd used in the sizing").optional(),
    method: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["gate_rule", "binomial"]), "gate_rule replays the gate's decision on measured variance; binomial is the SDK's formula").optional(),
}), "How many held-out tasks would prove the effect");
const level01 = schemas/* number */.aig().gt(0).lt(1);
const attemptSchema = (0,fields/* named */.KT)("Attempt", schemas/* object */.Ikc({
    test_version: fields/* short */.h0,
    ledger: (0,fields/* doc */.H9)(fields/* short */.h0, "The ledger file the attempts were counted in"),
    entries: (0,fields/* doc */.H9)(fields/* count */.U9, "Lines the ledger held"),
    applied: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "attempt-control: whether alpha_j decides (false: counted and shown only)"),
    candidate_digest: (0,fields/* doc */.H9)(fields/* sha256 */.sc, "sha256 over the candidate files' sha256s: the same candidate is the same attempt"),
    number: (0,fields/* doc */.H9)(fields/* count */.U9, "This candidate's attempt on the test version, from 1"),
    repeat: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "The ledger already held this candidate: a re-run, the same attempt"),
    alpha: (0,fields/* doc */.H9)(level01, "1 - confidence"),
    alpha_j: (0,fields/* doc */.H9)(level01, "alpha 6/(pi² j²), plus the previous attempt's level when it cleared it"),
    alpha_fresh: (0,fields/* doc */.H9)(level01, "The level of a first attempt on a fresh test"),
    p: (0,fields/* doc */.H9)(fields/* maybe */.no, "The target's two-sided p"),
    passed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "moved, and p at or under alpha_j"),
    detectable_fresh: (0,fields/* doc */.H9)(fields/* maybe */.no, "Smallest effect passed 80% of the time at alpha_fresh"),
    detectable_now: (0,fields/* doc */.H9)(fields/* maybe */.no, "Smallest effect passed 80% of the time at alpha_j"),
    target_effect: (0,fields/* doc */.H9)(fields/* maybe */.no, "The target-effect policy field; null when not set"),
    worn: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "A fresh test detects the target effect and this attempt no longer does"),
    task_means: (0,fields/* doc */.H9)(schemas/* object */.Ikc({ metric: fields/* short */.h0, tasks: fields/* count */.U9, sha256: fields/* sha256 */.sc, deflate: schemas/* string */.YjP().max(64 * 1024 * 1024) }), "The candidate's per-task means of the target: sorted [task, mean] JSON, its sha256, raw-deflated in base64 (what a ledger line keeps)"),
}), "Where the candidate stands in the ledger's series of attempts (docs/design.md §16)");
const trendRoundSchema = schemas/* object */.Ikc({
    round: fields/* count */.U9,
    pr: fields/* count */.U9.nullable(),
    mean: (0,fields/* doc */.H9)(fields/* maybe */.no, "The target's mean of the merged candidate: the served model after"),
    delta: fields/* maybe */.no,
    ci: fields/* interval */.YP,
    alpha_j: (0,fields/* doc */.H9)(fields/* maybe */.no, "The level the round's attempt was judged at; null with attempt control off"),
    verdict: fields/* short */.h0,
});
const ledgerSummarySchema = (0,fields/* named */.KT)("LedgerSummary", schemas/* object */.Ikc({
    path: fields/* short */.h0,
    test_version: fields/* short */.h0,
    entries: fields/* count */.U9,
    rounds: (0,fields/* doc */.H9)(fields/* count */.U9, "Merged rounds on this test version"),
    attempts: (0,fields/* doc */.H9)(fields/* count */.U9, "Candidates judged on this test version (one per candidate digest)"),
    trend: (0,fields/* doc */.H9)((0,fields/* list */.p_)(trendRoundSchema, 50), "The last 50 merged rounds, oldest first"),
    before: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        test_version: fields/* short */.h0,
        path: fields/* short */.h0,
        rounds: (0,fields/* doc */.H9)(fields/* count */.U9, "Merged rounds on that test version"),
        trend: (0,fields/* doc */.H9)((0,fields/* list */.p_)(trendRoundSchema, 10), "Its last 10 merged rounds, oldest first"),
    }), "The series this one follows (the test version before this one was frozen), named by this series' first line: the trend breaks between the two; absent when not known").optional(),
    previous_push: (0,fields/* doc */.H9)(schemas/* object */.Ikc({ attempt: fields/* count */.U9, head: fields/* short */.h0.nullable(), verdict: fields/* short */.h0 }), "This PR's last ledger line from another candidate (an earlier push); absent outside a PR or without one").optional(),
}), "The ledger of this test version as read (docs/design.md §16)");
const modelCheckSchema = (0,fields/* named */.KT)("ModelCheck", schemas/* object */.Ikc({
    target: fields/* short */.h0,
    confidence: (0,fields/* doc */.H9)(fields/* real */.x, "Two-sided level of every interval in this check").optional(),
    target_verdict: targetVerdictSchema,
    replicated: schemas/* boolean */.zMY(),
    ok: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "No regressions and the target did not move the wrong way (the SDK's ok)"),
    not_comparable: (0,fields/* list */.p_)(fields/* text */.Qq),
    metrics: (0,fields/* list */.p_)(metricComparisonSchema, 10_000),
    regressions: (0,fields/* list */.p_)(fields/* short */.h0),
    slipped: (0,fields/* list */.p_)(fields/* short */.h0),
    improved: (0,fields/* list */.p_)(fields/* short */.h0),
    noise: schemas/* object */.Ikc({
        source: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["eval_run", "baseline", "candidate", "given", "none"]), "eval_run: both sides' re-runs; baseline/candidate: one side's only; given: the noise-floor input"),
        origin: (0,fields/* doc */.H9)(fields/* text */.Qq.nullable(), "Where the floor came from, in words").optional(),
        runs_baseline: fields/* count */.U9,
        runs_candidate: fields/* count */.U9,
        df: fields/* maybe */.no,
        quantile: fields/* maybe */.no,
        rule: fields/* text */.Qq.nullable(),
        replication: (0,fields/* doc */.H9)(fields/* text */.Qq, "What the runs replicate, in words: 'replicated over R_b + R_c runs' only when both sides have re-runs; a one-run side is 'unreplicated (floor from the baseline)' (design §3)").optional(),
    }),
    baseline: sideSummarySchema,
    candidate: sideSummarySchema,
    coverage: schemas/* object */.Ikc({
        heldout_tasks: fields/* count */.U9,
        baseline_missing: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0), "At most the first 50 names"),
        candidate_missing: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0), "At most the first 50 names"),
        unknown_tasks: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0), "At most the first 50 names"),
        baseline_missing_n: fields/* count */.U9.optional(),
        candidate_missing_n: fields/* count */.U9.optional(),
        unknown_n: fields/* count */.U9.optional(),
    }),
    sizing: holdoutSizingSchema,
    families: (0,fields/* list */.p_)(familyRowSchema, 10_000),
    family_test: (0,fields/* doc */.H9)(familyTestSchema.nullable(), "The family-level test of the target; null or absent when off or the test names no families").optional(),
    grader_drift: (0,fields/* doc */.H9)(graderDriftSchema.nullable(), "The regraded baseline against the stored one; null or absent without baseline-regraded").optional(),
    judge: (0,fields/* doc */.H9)(judgeTrustSchema, "The judge measured from judge-labels; absent without a labels file").optional(),
    attempt: (0,fields/* doc */.H9)(attemptSchema, "Attempt control: this candidate's attempt on the test version and its level; absent without a ledger").optional(),
    gaps: (0,fields/* list */.p_)(fields/* text */.Qq),
    sentence: (0,fields/* doc */.H9)(fields/* text */.Qq, 'One sentence carrying the SDK verdict\'s facts ("unproven: " when a win has gaps)'),
    warnings: (0,fields/* list */.p_)(fields/* text */.Qq),
    family_error: fields/* maybe */.no,
}), "The statistical comparison of candidate against baseline on the frozen test");
// ---- the data checks -------------------------------------------------------------------
const dataCheckSchema = (0,fields/* named */.KT)("DataCheck", schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(["pairs", "sft"]),
    path: fields/* short */.h0,
    shape: fields/* short */.h0,
    rows: fields/* count */.U9,
    gates: (0,fields/* list */.p_)(gateResultSchema, 20),
    status: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["pass", "warn", "fail"]), "The file's worst gate, or fail when it could not be checked"),
    input_problems: (0,fields/* doc */.H9)(fields/* count */.U9, "Problems found reading this file; any fails it, whatever its gates say").optional(),
    note: (0,fields/* doc */.H9)(fields/* text */.Qq, "Why some gates did not run or do not apply").optional(),
    clean_path: (0,fields/* doc */.H9)(fields/* short */.h0, "Where the clean rows were written, when asked").optional(),
    clean_rows: fields/* count */.U9.optional(),
}), "Every gate over one pairs or SFT file");
// ---- the report ------------------------------------------------------------------------
const reportSettingsSchema = (0,fields/* named */.KT)("ReportSettings", schemas/* object */.Ikc({
    seed: fields/* real */.x,
    rng: fields/* short */.h0,
    resamples: fields/* count */.U9,
    confidence: fields/* real */.x,
    target: fields/* short */.h0,
    must_not_regress: (0,fields/* list */.p_)(fields/* short */.h0),
    require_proof: schemas/* boolean */.zMY(),
    allow_heldout_change: schemas/* boolean */.zMY(),
    allow_partial: schemas/* boolean */.zMY(),
}), "The settings that shape every number in the report, printed so a run can be repeated");
const decisionSchema = (0,fields/* named */.KT)("Decision", schemas/* object */.Ikc({
    pass: schemas/* boolean */.zMY(),
    verdict: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["pass", "fail", "error"]), "error: the run stopped before it could judge (see stopped); it is not a fail of the model or the data").optional(),
    conclusion: schemas/* enum */.k5n(["success", "failure"]),
    headline: (0,fields/* doc */.H9)(fields/* text */.Qq, "The line a reader sees first"),
    reasons: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* text */.Qq, 1_000), "Why it failed (empty on pass)"),
    gaps: (0,fields/* list */.p_)(fields/* text */.Qq, 1_000),
}), "The verdict");
const runStopSchema = (0,fields/* named */.KT)("RunStop", schemas/* object */.Ikc({
    input: (0,fields/* doc */.H9)(fields/* short */.h0, "The action input (CLI flag) whose value caused the stop"),
    path: (0,fields/* doc */.H9)(fields/* short */.h0.nullable(), "The file involved, when there is one"),
    reason: fields/* text */.Qq,
}), "Why a run stopped before it could judge");
const bindingSchema = (0,fields/* named */.KT)("Binding", schemas/* object */.Ikc({
    policy: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        source: (0,fields/* doc */.H9)(schemas/* enum */.k5n(["base", "checkout", "none"]), "base: read at the PR's base commit; checkout: outside a PR; none: no policy file, the inputs are the rule"),
        path: fields/* short */.h0,
        commit: (0,fields/* doc */.H9)(fields/* short */.h0.nullable(), "The commit it was read at (a PR's base)"),
        tightened: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* text */.Qq, 100), "Inputs stricter than the policy, which took effect"),
    }), "The policy the run was decided under (docs/policy.md)"),
    proposal: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        status: schemas/* enum */.k5n(["adds", "removes", "edits", "same", "invalid"]),
        loosens: (0,fields/* list */.p_)(fields/* text */.Qq, 100),
        tightens: (0,fields/* list */.p_)(fields/* text */.Qq, 100),
        note: fields/* text */.Qq.optional(),
    })
        .nullable(), "What the PR's own copy of the policy would change once merged; null outside a PR"),
    baseline: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        added: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0, 10_000), "Named by the head's input, not at the base commit"),
        removed: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0, 10_000), "At the base commit, gone from the head"),
        changed: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* short */.h0, 10_000), "In both, with other bytes in the head"),
        allowed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "allow-baseline-change: the change does not fail the run"),
    }), "What the PR changes in the baseline set; absent outside a PR or without a baseline").optional(),
    workflow: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        path: (0,fields/* doc */.H9)(fields/* short */.h0, 'The workflow file the job ran from; "" when the runner did not say'),
        changed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY().nullable(), "null: not compared (the note says why)"),
        allowed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY(), "allow-workflow-change: an edit does not fail the run"),
        note: fields/* text */.Qq,
    }), "The gate's own workflow file against the base commit's; absent outside a PR").optional(),
}), "The rule the run was bound to, and what the PR proposes to change in it (design §13)");
const reportSchema = schemas/* object */.Ikc({
    schema_version: (0,fields/* doc */.H9)(schemas/* literal */.euz(version/* SCHEMA_VERSION */.f), "The report format's version"),
    tool: schemas/* object */.Ikc({ name: schemas/* literal */.euz("heldout-gate"), version: fields/* short */.h0 }),
    settings: reportSettingsSchema,
    heldout: (0,fields/* doc */.H9)(schemas/* object */.Ikc({
        path: fields/* short */.h0,
        sha256: fields/* sha256 */.sc,
        test_version: (0,fields/* doc */.H9)(schemas/* string */.YjP().regex(test_version/* TEST_VERSION */.Kd), "t- and the sha256 of the tasks' ids and texts and the grader id: a ledger series (docs/design.md §16)").optional(),
        tasks: fields/* count */.U9,
        changed: (0,fields/* doc */.H9)(schemas/* boolean */.zMY().nullable(), "Whether the PR changed the frozen test; null with neither a base-commit copy nor a pinned digest to compare"),
        change_allowed: schemas/* boolean */.zMY(),
        note: fields/* text */.Qq.optional(),
    })
        .nullable(), "Facts about the frozen test itself: digest and whether the PR changed it"),
    inputs: (0,fields/* list */.p_)(fileSummarySchema, 10),
    problems: (0,fields/* list */.p_)(problemSchema),
    notes: (0,fields/* doc */.H9)((0,fields/* list */.p_)(fields/* text */.Qq, 1_000), "Facts about how the inputs were taken (e.g. baseline read at the base commit)"),
    model: modelCheckSchema.nullable(),
    data: (0,fields/* list */.p_)(dataCheckSchema, 10),
    ledger: (0,fields/* doc */.H9)(ledgerSummarySchema, "The ledger read for this run; absent without one").optional(),
    decision: decisionSchema,
    stopped: (0,fields/* doc */.H9)(runStopSchema, "Set when an error stopped the run before it could judge").optional(),
    binding: (0,fields/* doc */.H9)(bindingSchema, "The rule the action bound the run to (gate and merge modes); absent in the CLI").optional(),
});


/***/ })

};
