export const id = 641;
export const ids = [641];
export const modules = {

/***/ 74384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ transcriptSchema),
/* harmony export */   Dz: () => (/* binding */ openaiPreferenceSchema),
/* harmony export */   F7: () => (/* binding */ sharegptPreferenceSchema),
/* harmony export */   Hu: () => (/* binding */ evalFieldSchemas),
/* harmony export */   KG: () => (/* binding */ unpairedSchema),
/* harmony export */   PK: () => (/* binding */ trlStandardSchema),
/* harmony export */   T$: () => (/* binding */ ultrafeedbackSchema),
/* harmony export */   VN: () => (/* binding */ sftSchema),
/* harmony export */   X4: () => (/* binding */ whileaiPairSchema),
/* harmony export */   Xn: () => (/* binding */ issuesToFields),
/* harmony export */   cl: () => (/* binding */ messageList),
/* harmony export */   eb: () => (/* binding */ evalRowSchema),
/* harmony export */   hq: () => (/* binding */ heldoutSchema),
/* harmony export */   mp: () => (/* binding */ argillaSchema),
/* harmony export */   sE: () => (/* binding */ llamaFactoryV1Schema),
/* harmony export */   u0: () => (/* binding */ trlConversationalSchema),
/* harmony export */   x9: () => (/* binding */ orcaSchema),
/* harmony export */   zN: () => (/* binding */ alpacaPreferenceSchema)
/* harmony export */ });
/* unused harmony exports messageSchema, sharegptTurnSchema, conversationList, rewardSchema, markersSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74528);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63455);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19974);
// zod 4 schemas for every row the action reads, and the translation of zod issues
// into problems whose field is the dotted path and whose reason says what was expected.



/** Ids, run labels and model names: strings, or numbers that are read as strings. */
const label = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()], { error: "expected a string or a number" });
/**
 * One part of a list content. Trainers write the text under `text` (OpenAI chat, and the
 * Responses API's input_text/output_text), `value` (LLaMA-Factory v1) or `refusal`; a
 * bare string is a text part. Media parts keep only their type here: they carry no text.
 */
const contentPart = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        type: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
        text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
        value: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
        refusal: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    }),
]);
const messageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    role: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    content: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* ["null"] */ .chJ(), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(contentPart)], {
        error: "expected a string, null or a list of content parts",
    })
        .optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    tool_call_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
const messageList = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(messageSchema);
/** A ShareGPT / FastChat turn: `from` names the speaker and `value` holds the text. */
const sharegptTurnSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    from: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    value: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* ["null"] */ .chJ(), zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(contentPart)], {
        error: "expected a string, null or a list of content parts",
    })
        .optional(),
});
/** A turn of a `conversations` list: ShareGPT's from/value, or a role/content message. */
const conversationTurn = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([sharegptTurnSchema, messageSchema], {
    error: "expected a turn with from/value (ShareGPT) or role/content",
});
const conversationList = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(conversationTurn);
// ---- held-out test ----
const heldoutSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    task_id: label.nullish(),
    scenario_id: label.nullish(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    // Answers are often numbers (GSM8K) or structured; they are kept as text.
    answer: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    reference: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    family: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
// ---- eval rows (whileai row shape; each field may be re-mapped by `fields`) ----
const rewardSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()], { error: "expected 0/1, true/false or a number in [0, 1]" })
    .transform((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v))
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1, {
    error: "must be 0/1 or within [0, 1]",
});
/** Markers are numbers; true/false count as 1/0 and null means "not measured". */
const markersSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_2__/* ["null"] */ .chJ()], { error: "expected a number" }));
/** One schema per canonical eval field, applied at its default or mapped path. */
const evalFieldSchemas = {
    task: label,
    reward: rewardSchema,
    run: label,
    family: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    markers: markersSchema,
    source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    model: label,
    finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    final_text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
};
/** The parts of an eval row that are never re-mapped. */
const evalRowSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    lineage: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
    // Not used by the statistics, so only their kind is checked: a bad message must not void a grade.
    messages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
    steps: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
});
// ---- SFT rows ----
const sftSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    messages: messageList.min(1, { error: "must hold at least one message" }).optional(),
    // ShareGPT / FastChat (and LLaMA-Factory's sharegpt format, with its `system` column).
    conversations: conversationList.min(1, { error: "must hold at least one turn" }).optional(),
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    completion: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    // Alpaca (LLaMA-Factory, Axolotl): the prompt is instruction + input, the reply output.
    instruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    input: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    output: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    history: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()])).nullish(),
    task_id: label.nullish(),
    finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
/** KTO / TRL unpaired preference rows: an SFT row plus whether its completion is desirable. */
const unpairedSchema = sftSchema.extend({
    label: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});
// ---- pairs: the shapes of docs/design.md §2, and the OpenAI and LLaMA-Factory layouts ----
/** Optional per-pair facts any shape may carry. */
const pairExtras = {
    task_id: label.nullish(),
    step_index: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullish(),
    reject_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    chosen_score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    rejected_score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    margin: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    /** Rewards of every sample in the pair's group (the rollouts the pair was picked from). */
    group_rewards: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()).max(100_000).nullish(),
    chosen_model: label.nullish(),
    rejected_model: label.nullish(),
    chosen_finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    rejected_finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
};
const lineageSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ source: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish() });
const stepSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    user: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    result: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
});
/** One side of a whileai pair: a graded row. */
const whileaiSide = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    final_text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    messages: messageList.nullish(),
    steps: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(stepSchema).nullish(),
    finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    model_version: label.nullish(),
    lineage: lineageSchema.nullish(),
});
const whileaiPairSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    chosen: whileaiSide,
    rejected: whileaiSide,
    lineage: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ chosen: lineageSchema.nullish(), rejected: lineageSchema.nullish() })
        .nullish(),
    ...pairExtras,
});
const trlConversationalSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    // Absent prompt = TRL's implicit prompt: the shared leading messages of both sides.
    prompt: messageList.optional(),
    chosen: messageList,
    rejected: messageList,
    ...pairExtras,
});
const trlStandardSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    chosen: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    rejected: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    ...pairExtras,
});
const transcriptSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    chosen: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    rejected: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    ...pairExtras,
});
/** OpenAI's preference fine-tuning rows (DPO): the prompt under `input`, two outputs. */
const openaiPreferenceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    input: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        messages: messageList,
        tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
        parallel_tool_calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    }),
    preferred_output: messageList.min(1, { error: "must hold at least one message" }),
    non_preferred_output: messageList.min(1, { error: "must hold at least one message" }),
    ...pairExtras,
});
/**
 * LLaMA-Factory's preference rows in ShareGPT form: the dialogue so far in `conversations`
 * (or `messages`), the two replies as single turns, an optional system prompt.
 */
const sharegptPreferenceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    conversations: conversationList.optional(),
    messages: conversationList.optional(),
    chosen: conversationTurn,
    rejected: conversationTurn,
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    ...pairExtras,
});
/** LLaMA-Factory v1 preference rows: each side the whole conversation. */
const llamaFactoryV1Schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    chosen_messages: messageList,
    rejected_messages: messageList,
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional(),
    ...pairExtras,
});
/** Alpaca `history`: earlier [query, reply] turns (LLaMA-Factory). */
const alpacaHistory = zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()])).nullish();
/** LLaMA-Factory's Alpaca preference rows: the prompt is instruction + input. */
const alpacaPreferenceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    instruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    input: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    history: alpacaHistory,
    chosen: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    rejected: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    ...pairExtras,
});
/** Intel/orca_dpo_pairs (Axolotl's chatml.intel): a system prompt and a question. */
const orcaSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    question: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    chosen: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    rejected: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    ...pairExtras,
});
/** HuggingFaceH4/ultrafeedback_binarized: a prompt string, each side the whole conversation. */
const ultrafeedbackSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    chosen: messageList.min(1, { error: "must hold at least one message" }),
    rejected: messageList.min(1, { error: "must hold at least one message" }),
    messages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).nullish(),
    prompt_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    score_chosen: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    score_rejected: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    ...pairExtras,
});
/** Argilla's preference sets (Axolotl's chatml.argilla): replies as chosen_response/rejected_response. */
const argillaSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    instruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), messageList], { error: "expected a string or a message list" })
        .nullish(),
    system: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
    chosen_response: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    rejected_response: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    chosen_avg_rating: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    rejected_avg_rating: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    chosen_rating: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    rejected_rating: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullish(),
    ...pairExtras,
});
// ---- issues -> problems ----
const ISSUES_PER_ROW = 20;
/**
 * Zod issues as (field, reason) pairs. `value` is the object that was parsed and
 * `prefix` the dotted path it sits at, so reasons can show what was found.
 */
function issuesToFields(issues, value, prefix = "") {
    // One hostile row can hold a million bad items; a handful say enough.
    const shown = issues.slice(0, ISSUES_PER_ROW);
    const out = shown.map((issue) => {
        const rel = issue.path.map(String).join(".");
        const found = rel === "" ? value : (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .getPath */ .Yn)(value, rel);
        const field = prefix === "" ? rel : rel === "" ? prefix : `${prefix}.${rel}`;
        if (issue.code === "invalid_type") {
            const expected = issue.expected ?? "another type";
            const reason = found === undefined
                ? `is missing (expected ${article(expected)})`
                : `expected ${article(expected)}, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(found)}`;
            return { field, reason };
        }
        // Zod's own words name what the schema expects, never the value, except these keys.
        if (issue.code === "unrecognized_keys") {
            const n = issue.keys.length;
            return { field, reason: `has ${n} key${n === 1 ? "" : "s"} this object does not take` };
        }
        return { field, reason: `${issue.message}, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(found)}` };
    });
    if (issues.length > shown.length) {
        out.push({
            field: prefix,
            reason: `${issues.length - shown.length} more problem(s) in this row not listed`,
        });
    }
    return out;
}
function article(t) {
    if (t === "array")
        return "a list";
    if (t === "object" || t === "record")
        return "an object";
    if (t === "null" || t === "nonoptional")
        return "a value";
    return `a ${t}`;
}


/***/ }),

/***/ 95641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LEDGER_FORMAT: () => (/* binding */ LEDGER_FORMAT),
/* harmony export */   LEDGER_MAX_BYTES: () => (/* binding */ LEDGER_MAX_BYTES),
/* harmony export */   LEDGER_MAX_LINE: () => (/* binding */ LEDGER_MAX_LINE),
/* harmony export */   LedgerError: () => (/* binding */ LedgerError),
/* harmony export */   TRUSTED_EVENTS: () => (/* binding */ TRUSTED_EVENTS),
/* harmony export */   appendEntry: () => (/* binding */ appendEntry),
/* harmony export */   entryLine: () => (/* binding */ entryLine),
/* harmony export */   ledgerEntrySchema: () => (/* binding */ ledgerEntrySchema),
/* harmony export */   ledgerFileName: () => (/* binding */ ledgerFileName),
/* harmony export */   onlyAppends: () => (/* binding */ onlyAppends),
/* harmony export */   packTaskMeans: () => (/* binding */ packTaskMeans),
/* harmony export */   parseLedger: () => (/* binding */ parseLedger),
/* harmony export */   unpackTaskMeans: () => (/* binding */ unpackTaskMeans),
/* harmony export */   untrustedWriter: () => (/* binding */ untrustedWriter)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74528);
/* harmony import */ var _io_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(74384);
/* harmony import */ var _io_problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19974);
/* harmony import */ var _test_version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66160);
// The ledger: one append-only JSONL file per test version, one line per round or attempt
// (docs/design.md §16). This module is pure: it checks a ledger's text, line by line and
// against the lines before it, and writes a new line. Reading the file (or the branch that
// holds it) is the shell's work.






/** The format's own version, the first key of every line. */
const LEDGER_FORMAT = 1;
/**
 * The events whose jobs may write the ledger: a push to the default branch (merged rounds),
 * the trusted reporter's workflow_run (attempts), and `local` (the CLI's own file). A
 * `pull_request` or `pull_request_target` job, whose data is the PR's, never does.
 */
const TRUSTED_EVENTS = ["push", "workflow_run", "local"];
/** A ledger bigger than this is refused unread: 100,000 rounds of compressed means is far less. */
const LEDGER_MAX_BYTES = 256 * 1024 * 1024;
/** One line's bound: the packed per-task means of 100,000 tasks fit in it. */
const LEDGER_MAX_LINE = 8 * 1024 * 1024;
const hex64 = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, "expected 64 lowercase hex digits");
const commit = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(/^[0-9a-f]{40}$/, "expected a 40-digit commit sha")
    .nullable();
const name = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).max(200);
const real = zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().finite();
const count = zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1).max(1_000_000_000);
const figureSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    metric: name,
    delta: real.nullable(),
    ci: zod__WEBPACK_IMPORTED_MODULE_5__/* .tuple */ .PVZ([real, real]).nullable(),
    p: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().min(0).max(1).nullable(),
});
const ledgerEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    ledger: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(LEDGER_FORMAT),
    test_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(_test_version_js__WEBPACK_IMPORTED_MODULE_4__/* .TEST_VERSION */ .Kd, "expected t- and 64 hex digits"),
    /**
     * The series this one follows (the test version in force before this one was frozen), on
     * a series' first line only: where the comment's trend breaks. Absent or null: not known.
     */
    follows: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(_test_version_js__WEBPACK_IMPORTED_MODULE_4__/* .TEST_VERSION */ .Kd, "expected t- and 64 hex digits").nullable().optional(),
    kind: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["merged", "attempt"]),
    /** Merged rounds only, from 1; null on an attempt that was not merged. */
    round: count.nullable(),
    /** The candidate's attempt on this test version, from 1 (one per candidate digest). */
    attempt: count,
    pr: count.nullable(),
    commits: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ base: commit, head: commit, merge: commit }),
    /** sha256 over the candidate side's files' sha256s: the same candidate is the same attempt. */
    candidate_digest: hex64,
    served: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ before: name.nullable(), after: name.nullable() }),
    target: figureSchema.extend({ target_verdict: name, mean: real.nullable() }),
    guards: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(figureSchema.extend({ regressed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY() })).max(100),
    /** The attempt's level: alpha, its share alpha_j, and whether the target cleared it. */
    attempt_control: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        alpha: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().gt(0).lt(1),
        alpha_j: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().gt(0).lt(1),
        passed: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
    })
        .nullable(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(["pass", "fail", "error"]),
    task_means: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        metric: name,
        tasks: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0),
        /** sha256 of the uncompressed JSON list of [task, mean] pairs, sorted by task. */
        sha256: hex64,
        /** That list, deflated (raw) and base64-encoded. */
        deflate: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
            .max(LEDGER_MAX_LINE)
            .regex(/^[A-Za-z0-9+/]*={0,2}$/, "expected base64"),
    }),
    report_sha256: hex64,
    pairs_sha256: hex64.nullable(),
    writer: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        event: name,
        workflow: name.nullable(),
        run_id: count.nullable(),
    }),
});
class LedgerError extends Error {
    problems;
    constructor(message, problems = []) {
        super(message);
        this.problems = problems;
        this.name = "LedgerError";
    }
}
/** Per-task means packed for a line: the hash of the plain list and its deflated form. */
function packTaskMeans(metric, means) {
    const list = [...means].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const plain = JSON.stringify(list);
    return {
        metric,
        tasks: list.length,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(plain).digest("hex"),
        deflate: (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.deflateRawSync)(Buffer.from(plain), { level: 9 }).toString("base64"),
    };
}
const meansListSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), real]));
/** The per-task means of a line, checked against their hash; null when they do not match. */
function unpackTaskMeans(packed) {
    let plain;
    try {
        plain = (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.inflateRawSync)(Buffer.from(packed.deflate, "base64"), {
            maxOutputLength: LEDGER_MAX_LINE * 8,
        }).toString("utf8");
    }
    catch {
        return null;
    }
    if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(plain).digest("hex") !== packed.sha256)
        return null;
    const list = meansListSchema.safeParse(JSON.parse(plain));
    if (!list.success || list.data.length !== packed.tasks)
        return null;
    return new Map(list.data);
}
/** Why a writer may not write the ledger, or null when it may. */
function untrustedWriter(event) {
    if (TRUSTED_EVENTS.includes(event))
        return null;
    const pr = event === "pull_request" || event === "pull_request_target";
    return (`${pr ? "written by a pull-request job" : "written by a job of another event"}; only a ` +
        `${TRUSTED_EVENTS.join(", ")} job writes the ledger (a PR reads it at its base)`);
}
/**
 * The rules between lines: every line is of the file's test version, merged rounds count
 * 1, 2, 3 in order, and a line's attempt is its candidate's (a known digest keeps its number,
 * a new one takes the next).
 */
function sequenceProblems(e, line, seen, path) {
    const out = [];
    const at = (field, reason) => out.push({ file: path, line, field, reason });
    if (e.test_version !== seen.version) {
        at("test_version", "belongs to another test version's ledger");
    }
    if (e.follows != null) {
        if (line !== 1)
            at("follows", "only a series' first line names the series it follows");
        else if (e.follows === e.test_version)
            at("follows", "a series cannot follow itself");
    }
    if ((e.kind === "merged") !== (e.round !== null)) {
        at("round", e.kind === "merged"
            ? "a merged round needs its round number"
            : "only a merged round has a round number");
    }
    else if (e.round !== null && e.round !== seen.rounds + 1) {
        at("round", `expected round ${seen.rounds + 1}, the next after the merged rounds above`);
    }
    const known = seen.attempts.get(e.candidate_digest);
    const expected = known ?? seen.attempts.size + 1;
    if (e.attempt !== expected) {
        at("attempt", known === undefined
            ? `a new candidate is attempt ${expected} (the candidates above are ${seen.attempts.size})`
            : `this candidate is attempt ${known}, as its first line says`);
    }
    const why = untrustedWriter(e.writer.event);
    if (why !== null)
        at("writer.event", why);
    return out;
}
/**
 * A ledger's text, checked whole: each line's shape, then the rules between lines. Any
 * problem refuses the ledger (nothing is skipped: a line left out would give an attempt
 * back for free). An empty text is a new series.
 */
function parseLedger(text, path, version) {
    const problems = [];
    const entries = [];
    const seen = { version, rounds: 0, attempts: new Map() };
    const lines = text.split("\n");
    if (lines[lines.length - 1] === "")
        lines.pop();
    else if (text !== "") {
        problems.push({
            file: path,
            line: lines.length,
            field: "",
            reason: "the last line has no newline: the file was cut while written, or edited by hand",
        });
    }
    for (let i = 0; i < lines.length && problems.length < 100; i++) {
        const line = i + 1;
        const raw = lines[i];
        if (raw.length > LEDGER_MAX_LINE) {
            problems.push({
                file: path,
                line,
                field: "",
                reason: `a line over ${LEDGER_MAX_LINE} characters`,
            });
            continue;
        }
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (err) {
            problems.push({ file: path, line, field: "", reason: (0,_io_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonErrorReason */ .Hs)(err) });
            continue;
        }
        const parsed = ledgerEntrySchema.safeParse(value);
        if (!parsed.success) {
            for (const f of (0,_io_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .issuesToFields */ .Xn)(parsed.error.issues, value)) {
                problems.push({ file: path, line, field: f.field, reason: f.reason });
            }
            continue;
        }
        const e = parsed.data;
        problems.push(...sequenceProblems(e, line, seen, path));
        if (e.round !== null)
            seen.rounds = Math.max(seen.rounds, e.round);
        if (!seen.attempts.has(e.candidate_digest))
            seen.attempts.set(e.candidate_digest, e.attempt);
        if (unpackTaskMeans(e.task_means) === null) {
            problems.push({
                file: path,
                line,
                field: "task_means",
                reason: "the packed per-task means do not inflate to the list their sha256 names",
            });
        }
        entries.push(e);
    }
    if (problems.length > 0) {
        throw new LedgerError(`the ledger ${path} is refused: ${problems.length} problem(s), the first at line ${problems[0].line}`, problems);
    }
    return { path, test_version: version, entries };
}
/** One line of the ledger, keys in the schema's order so the same entry is the same bytes. */
function entryLine(e) {
    return `${JSON.stringify(ledgerEntrySchema.parse(e))}\n`;
}
/**
 * The ledger's text with one more line. The entry must pass every rule a reader applies
 * (so a writer cannot write what the next reader refuses), and the old text is kept byte
 * for byte: the ledger only grows.
 */
function appendEntry(text, path, entry) {
    parseLedger(text, path, entry.test_version);
    const next = text + entryLine(entry);
    parseLedger(next, path, entry.test_version);
    return next;
}
/** True when `next` is `prev` with lines added at the end: what a ledger branch may do. */
function onlyAppends(prev, next) {
    return next.length >= prev.length && next.startsWith(prev);
}
/** The file a test version's series lives in, on the ledger branch or in the CLI's folder. */
function ledgerFileName(version) {
    return `${version}.jsonl`;
}


/***/ })

};
