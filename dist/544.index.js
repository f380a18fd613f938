export const id = 544;
export const ids = [544];
export const modules = {

/***/ 48544:
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
  sealKey: () => (/* binding */ sealKey),
  stateJson: () => (/* binding */ stateJson)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/io/file-part.ts
var file_part = __webpack_require__(96520);
// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __webpack_require__(19974);
// EXTERNAL MODULE: ./src/io/slice.ts
var io_slice = __webpack_require__(32502);
// EXTERNAL MODULE: ./src/gates/index.ts + 6 modules
var src_gates = __webpack_require__(61257);
// EXTERNAL MODULE: ./src/gates/unpaired.ts
var gates_unpaired = __webpack_require__(69564);
// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 2 modules
var eval_tally = __webpack_require__(69815);
// EXTERNAL MODULE: ./src/io/labels.ts
var io_labels = __webpack_require__(79325);
// EXTERNAL MODULE: ./src/stats/judge-matches.ts
var judge_matches = __webpack_require__(83932);
// EXTERNAL MODULE: ./src/gates/serve-skew.ts + 1 modules
var serve_skew = __webpack_require__(50959);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
// EXTERNAL MODULE: ./src/engine.ts + 15 modules
var engine = __webpack_require__(24105);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(74528);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(66160);
// EXTERNAL MODULE: ./src/io/formats/index.ts + 11 modules
var formats = __webpack_require__(47773);
// EXTERNAL MODULE: ./src/stats/family-test.ts
var family_test = __webpack_require__(80600);
// EXTERNAL MODULE: ./src/report/schema.ts + 2 modules
var schema = __webpack_require__(37007);
// EXTERNAL MODULE: ./src/report/fields.ts
var fields = __webpack_require__(79581);
;// CONCATENATED MODULE: ./src/engine/shard-schema.ts
// The shape of a shard's state file (docs/design.md §11). A state comes back from an
// artifact, so it is untrusted: this schema checks every part the merge reads itself; the
// accumulators' own states are checked by each accumulator's loadState.







const STATE_KIND = "heldout-gate-shard";
/** Bumped whenever a state written by one version could be misread by another. */
const STATE_VERSION = 2;
const pathText = schemas/* string */.YjP().max(4096);
const strings = (max = 10_000) => (0,fields/* list */.p_)(fields/* text */.Qq, max);
const range = schemas/* tuple */.PVZ([fields/* real */.x, fields/* real */.x]);
const gateSettingsSchema = schemas/* strictObject */.rej({
    lengthFailShare: fields/* real */.x,
    styleAlpha: fields/* real */.x,
    styleMinShare: fields/* real */.x,
    stylePhrases: schemas/* record */.g1P(fields/* short */.h0, strings(1000)),
    ngram: schemas/* number */.aig().int().min(1).max(64),
    overlap: fields/* real */.x,
    contaminationFields: (0,fields/* list */.p_)(schemas/* enum */.k5n(["prompt", "completion"]), 2),
    minMargin: fields/* real */.x.nullable(),
    trainStrict: schemas/* boolean */.zMY().optional(),
    serve: schemas/* strictObject */.rej({
        matchMin: fields/* real */.x,
        ksMax: fields/* real */.x,
        lengthRatioMin: fields/* real */.x,
        shareMax: fields/* real */.x,
        historyRatio: fields/* real */.x,
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
    fields: schemas/* record */.g1P(fields/* short */.h0, fields/* short */.h0),
    format: schemas/* enum */.k5n(formats/* EVAL_FORMATS */.Co),
    metric: fields/* short */.h0,
    target: fields/* short */.h0,
    mustNotRegress: strings(1000),
    lowerIsBetter: strings(1000),
    markerRanges: schemas/* record */.g1P(fields/* short */.h0, range),
    resamples: schemas/* number */.aig().int().min(1),
    seed: schemas/* number */.aig().int(),
    rng: schemas/* literal */.euz("alea"),
    confidence: fields/* real */.x,
    requireProof: schemas/* boolean */.zMY(),
    allowHeldoutChange: schemas/* boolean */.zMY(),
    allowPartial: schemas/* boolean */.zMY(),
    gradedBy: schemas/* enum */.k5n(["program", "judge"]),
    judgeAgreement: fields/* real */.x.nullable(),
    judgeHumanN: fields/* count */.U9.nullable(),
    judge: schemas/* strictObject */.rej({
        labels: pathText.optional(),
        minAgreement: fields/* real */.x,
        minKappa: fields/* real */.x,
        minN: fields/* count */.U9,
        correction: schemas/* enum */.k5n(["show", "decide"]),
    }),
    noiseFloor: schemas/* strictObject */.rej({ run_std: fields/* real */.x, runs: fields/* count */.U9.nullable() }).nullable(),
    familyTest: schemas/* enum */.k5n(family_test/* FAMILY_TEST_MODES */.$z),
    guardMinRuns: fields/* count */.U9,
    guardMargin: fields/* real */.x.nullable(),
    rewardIsJudge: schemas/* boolean */.zMY(),
    heldoutSha256: fields/* short */.h0.optional(),
    baselineFromBase: schemas/* boolean */.zMY(),
    allowBaselineChange: schemas/* boolean */.zMY(),
    allowWorkflowChange: schemas/* boolean */.zMY(),
    grader: fields/* short */.h0.optional(),
    baselineRegraded: pathText.optional(),
    gates: gateSettingsSchema,
    limits: schemas/* strictObject */.rej({ maxLineBytes: fields/* count */.U9, maxFileBytes: fields/* count */.U9, maxRows: fields/* count */.U9 }),
    trainConfig: pathText.optional(),
    tokenizer: pathText.optional(),
    trainCutShare: fields/* real */.x,
    cleanPairs: pathText.optional(),
    servedPrompts: pathText.optional(),
    ledger: pathText.optional(),
    attemptControl: schemas/* boolean */.zMY(),
    targetEffect: fields/* real */.x.nullable(),
});
const setting = (v) => schemas/* strictObject */.rej({ value: v, key: fields/* short */.h0, line: fields/* count */.U9, file: pathText }).optional();
const trainConfigSchema = schemas/* strictObject */.rej({
    path: pathText,
    trainer: schemas/* enum */.k5n(["dpo", "orpo", "kto", "cpo"]),
    trainer_from: fields/* short */.h0,
    learning_rate: setting(fields/* real */.x),
    sft_learning_rate: setting(fields/* real */.x),
    beta: setting(fields/* real */.x),
    loss_type: setting(strings(100)),
    simpo_gamma: setting(fields/* real */.x),
    epochs: setting(fields/* real */.x),
    max_length: setting(fields/* real */.x.nullable()),
    max_prompt_length: setting(fields/* real */.x.nullable()),
    max_completion_length: setting(fields/* real */.x.nullable()),
    truncation_mode: setting(fields/* short */.h0),
    peft: setting(schemas/* boolean */.zMY()),
    assistant_only_loss: setting(schemas/* boolean */.zMY()),
    ignored_keys: fields/* count */.U9,
});
/** One file as one shard read it. */
const partStateSchema = schemas/* strictObject */.rej({
    summary: schema/* fileSummarySchema */.aN,
    problems: schemas/* unknown */.L5J(),
    tasks: strings(50_000_000).optional(),
    runs: (0,fields/* list */.p_)(schemas/* tuple */.PVZ([fields/* text */.Qq, fields/* count */.U9]), 1_000_000).optional(),
    media: fields/* count */.U9,
    notes: strings(),
    /** How much of the file this shard owned (io/slice.ts Cover): merge proves one cover. */
    cover: schemas/* strictObject */.rej({ lines: fields/* count */.U9, owned: fields/* count */.U9, whole: schemas/* boolean */.zMY() }),
});
const sideStateSchema = schemas/* strictObject */.rej({
    files: (0,fields/* list */.p_)(pathText, 100_000),
    path: fields/* text */.Qq,
    tally: schemas/* unknown */.L5J(),
    /** The rows judge labels may name (stats/judge-matches.ts); null without a labels file. */
    judge: schemas/* unknown */.L5J(),
    /** The baseline's prompts as served contexts (gates/serve-skew.ts); null on other sides. */
    served: schemas/* unknown */.L5J(),
    parts: (0,fields/* list */.p_)(partStateSchema, 100_000),
});
const heldoutSchema = schemas/* strictObject */.rej({
    path: pathText,
    sha256: fields/* sha256 */.sc,
    test_version: schemas/* string */.YjP().regex(test_version/* TEST_VERSION */.Kd).optional(),
    tasks: fields/* count */.U9,
    changed: schemas/* boolean */.zMY().nullable(),
    change_allowed: schemas/* boolean */.zMY(),
    note: fields/* text */.Qq.optional(),
});
const shardStateSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz(STATE_KIND),
    state_version: schemas/* number */.aig().int(),
    tool_version: fields/* short */.h0,
    slice: schemas/* strictObject */.rej({
        index: fields/* count */.U9,
        count: schemas/* number */.aig().int().min(1).max(io_slice/* MAX_SHARDS */.hH),
        block: schemas/* number */.aig().int().min(1).optional(),
        digest: schemas/* boolean */.zMY().optional(),
        threads: schemas/* number */.aig().int().min(2).max(64).optional(),
    }),
    run_key: fields/* sha256 */.sc,
    config: runConfigSchema,
    frozen: schemas/* strictObject */.rej({
        summary: schema/* fileSummarySchema */.aN,
        heldout: heldoutSchema,
        /** Shard 0 only: each task's id, family and line (what the statistics read of the test). */
        tasks: (0,fields/* list */.p_)(schemas/* tuple */.PVZ([fields/* text */.Qq, fields/* text */.Qq.nullable(), fields/* count */.U9]), 50_000_000).nullable(),
    }),
    training: schemas/* strictObject */.rej({
        train: schemas/* strictObject */.rej({
            summary: schema/* fileSummarySchema */.aN,
            config: trainConfigSchema,
            counter: schemas/* strictObject */.rej({ kind: schemas/* enum */.k5n(["tokenizer", "estimate"]), method: fields/* text */.Qq }),
            cut_share: fields/* real */.x,
            /** The tokenizer's chat template as every shard read it; its text is not kept. */
            template: schemas/* strictObject */.rej({
                file: pathText,
                source: schemas/* enum */.k5n(["chat_template.jinja", "tokenizer_config.json"]),
                named: fields/* short */.h0.nullable(),
                generation: schemas/* boolean */.zMY(),
                budget: schemas/* strictObject */.rej({ seconds: fields/* real */.x, memory_mb: fields/* count */.U9 }),
            })
                .nullable(),
        })
            .nullable(),
        pairs: schemas/* strictObject */.rej({ part: partStateSchema, gates: schemas/* unknown */.L5J(), unpaired: schemas/* unknown */.L5J() })
            .nullable(),
        sft: schemas/* strictObject */.rej({ part: partStateSchema, gates: schemas/* unknown */.L5J() }).nullable(),
        /** The served-prompts file as every shard read it; null without one. */
        served: schemas/* strictObject */.rej({ summary: schema/* fileSummarySchema */.aN, profile: schemas/* unknown */.L5J() }).nullable(),
    }),
    model: schemas/* strictObject */.rej({
        notes: strings(),
        base: sideStateSchema,
        cand: sideStateSchema,
        regrade: sideStateSchema.nullable(),
        /** The labels file as every shard read it (io/labels.ts); null without one. */
        labels: schemas/* strictObject */.rej({ summary: schema/* fileSummarySchema */.aN, read: schemas/* unknown */.L5J() }).nullable(),
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
    // The token and the shard key (github) never go into a state; out dir, shard, the merge's
    // count and threads are the job's.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { github, outDir, shard, shards, workers, ...rest } = cfg;
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
        cover: p.cover,
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
/**
 * Reads this shard's slice of every input and returns its partial state. `binary`: for a
 * worker thread of this process, typed arrays stay arrays (codec.ts savingBinary).
 */
async function buildShardState(cfg, slice, sources = {}, binary = false) {
    (0,io_slice/* checkSlice */.x1)(slice, "shard");
    if (cfg.cleanPairs) {
        throw new ShardStateError("clean-pairs cannot be written by a sharded run: each shard sees only its slice of the pairs");
    }
    const parts = await (0,engine.collectRun)(cfg, sources, { ...(0,engine.readOptions)(cfg), slice });
    const save = () => saveRun(runConfig(cfg), slice, parts);
    return binary ? (0,codec/* savingBinary */.Cf)(save) : save();
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
                template: train.check.template
                    ? { ...train.check.template.info, budget: train.check.template.budget }
                    : null,
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
/**
 * The key a run's states are sealed with (design §11.3): the shard-key secret bound to one
 * workflow run (`run`: repository and run id; "" on the command line), so a state sealed in
 * another run, or by anything without the secret, is refused.
 */
function sealKey(secret, run) {
    return (0,external_node_crypto_.createHmac)("sha256", secret).update(`heldout-gate shard state\n${run}`).digest();
}
const SEAL = ',"seal":"';
function sealOf(key, body) {
    return (0,external_node_crypto_.createHmac)("sha256", key).update(body).digest("hex");
}
/**
 * The state as the bytes written to a file or an artifact. With a key, the last member is
 * `seal`: an HMAC-SHA256 of the text before it (the state's JSON without the seal).
 */
function stateJson(state, key = null) {
    const body = JSON.stringify(state);
    if (key === null)
        return body + "\n";
    return `${body.slice(0, -1)}${SEAL}${sealOf(key, body)}"}\n`;
}
/** The state's text without its seal, once the seal is checked against the merge's key. */
function unseal(textIn, name, key) {
    const at = textIn.lastIndexOf(SEAL);
    const tail = at < 0 ? "" : textIn.slice(at + SEAL.length);
    const m = /^([0-9a-f]{64})"\}\n?$/.exec(tail);
    if (m === null) {
        if (key === null)
            return textIn;
        throw new ShardStateError(`${name}: the state carries no seal, and this merge has a shard-key: give every shard job the same shard-key`);
    }
    if (key === null) {
        throw new ShardStateError(`${name}: the state is sealed, but this merge has no shard-key to check it with: give the merge job the shard jobs' shard-key`);
    }
    const body = `${textIn.slice(0, at)}}`;
    const want = Buffer.from(sealOf(key, body), "hex");
    if (!(0,external_node_crypto_.timingSafeEqual)(want, Buffer.from(m[1], "hex"))) {
        throw new ShardStateError(`${name}: the state's seal does not match: it was not written by a shard job of this workflow run with this shard-key, or it was changed after`);
    }
    return body;
}
/**
 * A state read back from a file (`name` for messages); refused unless it is well formed
 * and, with a key, sealed by it.
 */
function parseState(textIn, name, key = null) {
    let value;
    try {
        value = JSON.parse(unseal(textIn, name, key));
    }
    catch (e) {
        if (e instanceof ShardStateError)
            throw e;
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
/**
 * Refuses a set of states that is not exactly one run's shards, each once; `expect`: the
 * shard count the merging job was given (its own, not the states').
 */
function checkCover(states, partial, expect) {
    const first = states[0];
    if (first === undefined)
        throw new ShardStateError("no shard states to merge");
    const n = first.slice.count;
    if (expect !== undefined && n !== expect) {
        throw new ShardStateError(`state 1 is shard ${first.slice.index} of ${n}, but this merge takes the states of ${expect} shards (its shard-count)`);
    }
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
    const p = { summary, problems, media: s.media, notes: s.notes, cover: s.cover };
    if (s.tasks)
        p.tasks = new Set(s.tasks);
    if (s.runs)
        p.runs = new Map(s.runs);
    return p;
}
/**
 * The same file across shards, merged; a shard that read another file is refused. `full`:
 * these are all the run's parts, so they must cover the file's lines exactly once.
 */
function mergeFile(parts, what, full) {
    let merged;
    try {
        merged = (0,file_part/* mergeParts */.N)(parts);
    }
    catch (e) {
        throw new ShardStateError(`${what}: ${e.message}`);
    }
    const c0 = parts[0].cover;
    for (const p of parts) {
        if (p.cover.whole !== c0.whole || (!c0.whole && p.cover.lines !== c0.lines)) {
            throw new ShardStateError(`${what}: the shards' states disagree on how the file is cut`);
        }
    }
    const { lines, owned } = merged.cover;
    if (full && owned !== lines) {
        throw new ShardStateError(`${what}: the shards' states cover ${owned} of its ${lines} ${c0.whole ? "lines (read whole)" : "lines"}: every line must be read by exactly one shard`);
    }
    return merged;
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
function mergeTraining(config, ordered, full) {
    same(ordered, (s) => s.training.train, "trainer config");
    const t0 = ordered[0].training;
    const train = t0.train && {
        check: {
            config: t0.train.config,
            counter: countedBy(t0.train.counter),
            cutShare: t0.train.cut_share,
            template: t0.train.template && {
                info: {
                    file: t0.train.template.file,
                    source: t0.train.template.source,
                    named: t0.train.template.named,
                    generation: t0.train.template.generation,
                },
                budget: t0.train.template.budget,
            },
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
        out.pairs = { gates: gates, unpaired, part: mergeFile(parts, file, full) };
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
        out.sft = { gates: gates, part: mergeFile(parts, file, full) };
    }
    return out;
}
function mergeSide(sides, what, index, full) {
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
        parts: byFile.map((ps, i) => mergeFile(ps, s0.files[i], full)),
        judge,
        served,
    };
}
function mergeModel(ordered, full) {
    const m0 = ordered[0].model;
    if (m0 === null)
        return null;
    same(ordered, (s) => s.model?.notes, "baseline source");
    // Every shard read the whole labels file: they must have read the same one.
    same(ordered, (s) => s.model?.labels, "judge-labels file");
    const labels = m0.labels && (0,io_labels/* loadLabels */.U2)(m0.labels.read, "model.labels.read", m0.labels.summary);
    const index = labels && new judge_matches/* LabelIndex */.bm(labels.labels);
    const side = (get, what) => mergeSide(ordered.map((s) => ({ state: get(s.model), shard: s.slice.index })), what, index, full);
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
            retentionDays: 30,
            allowUnsafePrData: false,
            allowOutsideWorkspace: false,
            shardKey: "",
        },
    };
}
/**
 * The merged parts of every shard, in shard order, built with `config`: the merging job's
 * own settings, never a state's (design §11.3). `partial`: the states are some of the
 * slices only (the threads of one shard job), so none is missing.
 */
function mergeRunParts(states, config, partial = false, expect) {
    checkCover(states, partial, expect);
    const ordered = [...states].sort((a, b) => a.slice.index - b.slice.index);
    same(ordered, (s) => s.frozen.summary, "held-out test");
    same(ordered, (s) => s.frozen.heldout, "held-out test");
    const f0 = ordered[0].frozen;
    const tasks = (f0.tasks ?? []).map(([task_id, family, line]) => family === null ? { line, task_id, prompt: "" } : { line, task_id, prompt: "", family });
    try {
        return {
            frozen: { tasks, summary: f0.summary, heldout: f0.heldout },
            training: mergeTraining(config, ordered, !partial),
            model: mergeModel(ordered, !partial),
        };
    }
    catch (e) {
        if (e instanceof ShardStateError)
            throw e;
        throw new ShardStateError(e.message);
    }
}
/** The first place two settings differ, as a path (`gates.overlap`), or null. */
function firstDifference(a, b, at) {
    if (sortedJson(a) === sortedJson(b))
        return null;
    const objects = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
    if (!objects(a) || !objects(b))
        return at;
    const ra = a;
    const rb = b;
    const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])].sort();
    for (const k of keys) {
        const d = firstDifference(ra[k], rb[k], at === "" ? k : `${at}.${k}`);
        if (d !== null)
            return d;
    }
    return at;
}
function valueAt(v, path) {
    for (const k of path.split(".")) {
        if (v === null || typeof v !== "object" || !Object.hasOwn(v, k))
            return undefined;
        v = v[k];
    }
    return v;
}
/**
 * Refuses a state not run with the merging job's own settings and release: the merge
 * decides by its own inputs, so a state cannot bring looser ones (design §11.3).
 */
function checkSettings(states, own) {
    states.forEach((s, i) => {
        const which = `state ${i + 1} (shard ${s.slice.index} of ${s.slice.count})`;
        if (s.tool_version !== src_version/* VERSION */.x) {
            throw new ShardStateError(`${which} was written by another heldout-gate release than this merge's (${src_version/* VERSION */.x}): run every shard and the merge with the same release`);
        }
        const d = firstDifference(own, s.config, "");
        if (d === null)
            return;
        const shown = (v) => (v === undefined ? "unset" : (0,io_problems/* describeValue */.bp)(v));
        throw new ShardStateError(`${which} was run with other settings than this merge job: ${d || "the settings"} is ${shown(valueAt(s.config, d))} in the state and ${shown(valueAt(own, d))} here; give the merge job the shard jobs' inputs`);
    });
}
/**
 * The report of the whole run from every shard's state, decided with the merging job's
 * own settings (`own`): a state run with other settings, of another shard count than
 * `own.shards`, or a missing, duplicated or foreign shard is refused with a message naming
 * it. The states' seals are checked when they are read (parseState).
 */
async function mergeStates(states, own, ledgerAt) {
    const config = runConfig(own);
    checkSettings(states, config);
    const parts = mergeRunParts(states, config, false, own.shards ?? undefined);
    return (0,engine.finishRun)(judgeConfig(config), parts, ledgerAt);
}


/***/ })

};
