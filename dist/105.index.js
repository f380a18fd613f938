export const id = 105;
export const ids = [105,239];
export const modules = {

/***/ 24105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RunStopped: () => (/* reexport */ stage/* RunStopped */.NL),
  buildReport: () => (/* binding */ buildReport),
  collectRun: () => (/* binding */ collectRun),
  finishRun: () => (/* binding */ finishRun),
  readOptions: () => (/* binding */ readOptions),
  reportJson: () => (/* binding */ reportJson),
  stoppedReport: () => (/* binding */ stoppedReport),
  writeReportFiles: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __webpack_require__(19974);
// EXTERNAL MODULE: ./src/verdict.ts
var verdict = __webpack_require__(53138);
// EXTERNAL MODULE: ./src/report/version.ts
var report_version = __webpack_require__(32702);
// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/io/formats/index.ts + 11 modules
var formats = __webpack_require__(47773);
// EXTERNAL MODULE: ./src/io/jsonl.ts + 2 modules
var jsonl = __webpack_require__(83487);
// EXTERNAL MODULE: ./src/io/rows.ts
var rows = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/io/messages.ts
var messages = __webpack_require__(87230);
// EXTERNAL MODULE: ./src/io/shapes.ts
var shapes = __webpack_require__(23384);
// EXTERNAL MODULE: ./src/io/source.ts
var source = __webpack_require__(47011);
// EXTERNAL MODULE: ./src/io/file-part.ts
var file_part = __webpack_require__(96520);
// EXTERNAL MODULE: ./src/io/read-options.ts
var read_options = __webpack_require__(30165);
// EXTERNAL MODULE: ./src/io/fields.ts
var io_fields = __webpack_require__(63455);
// EXTERNAL MODULE: ./src/io/document.ts
var io_document = __webpack_require__(71347);
// EXTERNAL MODULE: ./src/io/left-out.ts
var left_out = __webpack_require__(52674);
// EXTERNAL MODULE: ./src/io/row-print.ts
var row_print = __webpack_require__(76750);
;// CONCATENATED MODULE: ./src/io/eval-file.ts










/**
 * The rows of a whole tool log parsed as one JSONL row (an Inspect `.json` log or a
 * promptfoo `out.json` written without indentation), at the document's row paths; null
 * when the row is not such a log.
 */
function rowsInside(row, problems) {
    const path = oneLinePath(row.value);
    if (path === null)
        return null;
    const out = [];
    (0,io_fields/* getPath */.Yn)(row.value, path).forEach((x, i) => {
        if ((0,io_fields/* isRecord */.u4)(x))
            out.push({ line: row.line, value: x, path });
        else
            problems.add(row.line, `${path}.${i}`, `expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(x)}`);
    });
    return out;
}
/** A one-line log's members besides its rows: the header a document read would keep. */
function headerInside(row, path) {
    const top = path.split(".")[0];
    const out = Object.create(null);
    for (const [k, x] of Object.entries(row.value))
        if (k !== top)
            out[k] = x;
    return out;
}
/** Where a tool's whole log, parsed as one row, keeps its rows (document.ts ROW_PATHS). */
function oneLinePath(v) {
    if (Array.isArray(v.samples) && (0,io_fields/* isRecord */.u4)(v.eval))
        return "samples";
    if (Array.isArray((0,io_fields/* getPath */.Yn)(v, "results.results")))
        return "results.results";
    if (Array.isArray(v.simulations) && ("tasks" in v || "info" in v))
        return "simulations";
    if (Array.isArray(v.results) && ("resolved_ids" in v || "n_resolved" in v))
        return "results";
    return null;
}
/** A row with any of our eval keys is ours, however broken; one with none is another layout. */
function looksLikeOurs(v) {
    return "scenario_id" in v || "task_id" in v || "prompt" in v || "reward" in v;
}
function keyList(v) {
    const keys = Object.keys(v);
    const shown = keys.slice(0, 12).join(", ") + (keys.length > 12 ? ", ..." : "");
    return shown || "none";
}
/** The field of a tool's row that names its run (promptfoo numbers repeats by order). */
const TOOL_RUN_KEY = {
    inspect: "epoch",
    "openai-evals": "run_id",
};
const ZIP_HINT = "only Inspect .eval logs (a zip with samples/*.json entries) are read from a zip, and this one has none";
/** Our own row shape for freeze: the task key and the prompt, no grade needed. */
function ungradedRecord(row, fields, problems) {
    const task = (0,rows/* evalTaskKey */.P1)(row, fields);
    if (task === undefined) {
        problems.add(row.line, fields.task ?? "task_id", "no task key: expected scenario_id, task_id or prompt");
        return null;
    }
    const rec = {
        line: row.line,
        task,
        markers: Object.create(null),
    };
    const v = row.value;
    // freeze writes the task's prompt and family from where the mapping says they are.
    const at = (name, path) => (0,io_fields/* getPath */.Yn)(v, (0,io_fields/* fieldSpec */.KQ)(fields[name] ?? path).path);
    const prompt = at("prompt", "prompt");
    const family = at("family", "family");
    if (typeof prompt === "string")
        rec.prompt = prompt;
    if (typeof family === "string")
        rec.family = family;
    if (typeof v.answer === "string")
        rec.answer = v.answer;
    return rec;
}
/** The reading of one file: what it has decided (format, tool) and what it has kept. */
class EvalFileReader {
    opts;
    needReward;
    sink;
    problems;
    reader;
    fields;
    requested;
    ctx;
    format;
    tool = null;
    records = [];
    tasks = new Set();
    /** Each run label and the line it first appears on. */
    runs = new Map();
    kept = 0;
    firstRow = -1;
    mismatch = false;
    /** A one-line log's members besides its rows (its run id, its tasks). */
    inlineHeader = null;
    constructor(src, opts, needReward, sink) {
        this.opts = opts;
        this.needReward = needReward;
        this.sink = sink;
        this.problems = new io_problems/* ProblemCollector */.tH((0,source/* sourceName */.VZ)(src));
        this.reader = (0,jsonl/* readJsonl */.f)(src, opts, this.problems, { zip: true, zipHint: ZIP_HINT });
        this.fields = opts.fields ?? {};
        this.requested = opts.format ?? "auto";
        this.ctx = {
            problems: this.problems,
            metric: opts.metric ?? "",
            notes: [],
            needReward,
            leftOut: new left_out/* LeftOutTally */.UQ(),
        };
        if (opts.bfcl !== undefined)
            this.ctx.bfcl = opts.bfcl;
        const r = this.requested;
        // A mapping means our own rows; a grader path alone does not (a tool's rows take it too).
        const maps = Object.keys(this.fields).some((k) => k !== "grader");
        this.format = r === "whileai" || (r === "auto" && maps) ? "whileai" : r === "auto" ? null : r;
        // In a sliced read: our own rows are cut by lines; a tool's log is read whole by shard 0.
        if (this.format !== null)
            this.reader.settle(this.format === "whileai" ? "lines" : "whole");
        if (this.format !== null && this.format !== "whileai")
            this.unreadFields(this.format);
    }
    /**
     * A tool's rows are read in the tool's layout: a mapping of eval fields would be
     * ignored, so it is a problem instead (only the where filter applies).
     */
    unreadFields(format) {
        const names = Object.keys(this.fields).filter((k) => k === "task" || k in io_fields/* DEFAULT_EVAL_PATHS */.Y0);
        if (names.length === 0 || this.reader.elsewhere())
            return; // shard 0 says it
        this.problems.add(0, "", `the fields input maps ${names.join(", ")}, which is not read for ${format} output (the tool's own layout is; ` +
            "only where= applies): drop the mapping, or set format to whileai to read the rows by it");
    }
    /** A check keeps only canonical rows: prompt texts of a big file are let go at once. */
    take(r) {
        if (this.needReward && !this.byPinnedGrader(r))
            return;
        this.kept++;
        this.tasks.add(r.task);
        if (r.run !== undefined && !this.runs.has(r.run))
            this.runs.set(r.run, r.line);
        if (this.sink && this.needReward)
            this.sink(r, this.format ?? "whileai");
        else
            this.records.push(r);
    }
    /**
     * With the policy's `grader` pin, a graded row must name that grader: results graded by
     * another one (or by one the row does not name) are not on the same test (design §13).
     * The row's own value is never quoted; the pin comes from the policy.
     */
    byPinnedGrader(r) {
        const pin = this.opts.grader;
        if (pin === undefined || r.grader === pin)
            return true;
        const path = (0,io_fields/* fieldSpec */.KQ)(this.fields.grader ?? io_fields/* GRADER_PATH */.I1).path;
        this.problems.add(r.line, path, r.grader === undefined
            ? `names no grader, and the policy pins grader ${pin}: each baseline and candidate row must name it here (or map it with fields: grader=<path>)`
            : `names another grader than the one the policy pins (${pin}): results graded otherwise are not on this test`);
        return false;
    }
    keep(r) {
        if (!this.needReward)
            this.take(r);
        else if (r.reward !== undefined)
            this.take(toEvalRow(r));
    }
    async readRows() {
        for await (const batch of this.reader.batches)
            for (const one of batch)
                this.row(one);
    }
    row(one) {
        if (this.firstRow < 0)
            this.settleOn(one);
        if (!this.reader.mine(one))
            return;
        // A tool's JSON log written on one line arrives as one JSONL row: read its rows.
        const inner = one.line === this.firstRow && this.reader.stats.layout === "jsonl"
            ? rowsInside(one, this.problems)
            : null;
        if (inner !== null)
            this.inlineHeader = headerInside(one, oneLinePath(one.value) ?? "");
        for (const row of inner ?? [one]) {
            if (this.mismatch)
                return;
            const refused = this.checkLayout(row);
            if (refused !== null) {
                this.problems.add(row.line, "", refused);
                this.mismatch = true;
                return;
            }
            if (this.keptByWhere(row))
                this.record(row);
        }
    }
    /**
     * The file's first row decides, for every shard, its format and how the file is cut
     * (io/slice.ts); what is wrong with the row is said by the shard that reads it.
     */
    settleOn(one) {
        this.firstRow = one.line;
        if (this.reader.stats.layout === "jsonl" &&
            rowsInside(one, new io_problems/* ProblemCollector */.tH("")) !== null) {
            this.reader.settle("whole"); // a tool's log on one line: its rows belong together
            return;
        }
        const refused = this.checkLayout(one);
        this.reader.settle(this.format === "whileai" ? "lines" : "whole");
        if (refused === null)
            return;
        this.mismatch = true;
        if (this.reader.mine(one))
            this.problems.add(one.line, "", refused);
    }
    /**
     * Tells the format from the first row, or checks a named one against it once: the
     * reason the file's rows cannot be read as they are, or null.
     */
    checkLayout(row) {
        if (this.format === null) {
            this.format = (0,formats/* detectFromRow */.sk)(row) ?? "whileai";
            if (this.format === "whileai" && this.requested === "auto" && !looksLikeOurs(row.value)) {
                // No layout we know and no mapping: one message for the file, not two per row.
                return (`these rows are in no layout we know (the first has keys: ${keyList(row.value)}): ` +
                    `for another tool's output set format (${formats/* TOOL_FORMAT_NAMES */.Q$}); ` +
                    "for your own layout map it with fields (e.g. fields: task=id,reward=passed)");
            }
        }
        else if (this.tool === null && this.format !== "whileai") {
            const seen = (0,formats/* detectFromRow */.sk)(row);
            if (seen !== null && seen !== this.format) {
                return `format is ${this.format}, but this file looks like ${seen} output: set format to ${seen} or auto`;
            }
        }
        return null;
    }
    /**
     * The `where` filter, for our own rows and a tool's alike. A row it passes over is
     * counted; one whose value differs from the wanted text only in case or spaces is a
     * problem, since leaving it out would change the figures without a word.
     */
    keptByWhere(row) {
        const where = this.fields.where;
        if (where === undefined)
            return true;
        const m = (0,io_fields/* whereMatch */.R4)(row.value, where);
        if (m === "match")
            return true;
        const { path, want } = (0,io_fields/* whereParts */.Ob)(where);
        if (m === "near") {
            this.problems.add(row.line, path, `differs from the where filter's value "${want}" only in letter case or spaces: ` +
                "fix the row or the filter (the row was neither read nor left out)");
        }
        else
            this.ctx.leftOut.add("rows", path, `not matched by where ${where}`, row.line);
        return false;
    }
    record(row) {
        const format = this.format;
        if (format === "whileai") {
            const r = this.needReward
                ? (0,rows/* normalizeEval */.e3)(row, this.fields, this.problems, this.opts.markerRanges)
                : ungradedRecord(row, this.fields, this.problems);
            if (r !== null)
                this.take(r);
            return;
        }
        this.tool ??= (0,formats/* toolReader */.oh)(format, row, this.ctx);
        const recs = this.tool.row(row);
        // A tool's rows name their grader only where the mapping says (its layout has no place).
        const grader = this.fields.grader === undefined ? undefined : (0,io_fields/* graderOf */.pV)(row.value, this.fields);
        recs.forEach((r, k) => {
            if (grader !== undefined)
                r.grader = grader;
            // The tool's row without its run key: equal in two runs only for a copied run.
            if (this.needReward) {
                r.fingerprint = (0,row_print/* rowPrint */.G1)(row.value, TOOL_RUN_KEY[format] ?? null, recs.length > 1 ? `${k}` : "");
            }
            this.keep(r);
        });
    }
    /** A document or a zip with no rows of our own: its header says which tool wrote it. */
    finishHeader() {
        const header = this.reader.stats.header ?? this.inlineHeader;
        if (this.format === null && header !== null) {
            const d = this.reader.stats.layout === "zip"
                ? header["header.json"] !== undefined
                    ? "inspect"
                    : null
                : (0,formats/* detectFromHeader */.BF)(header);
            if (d !== null && typeof d === "object") {
                this.problems.add(0, "", d.refuse);
                this.format = "whileai"; // said why; no second message for the same file
            }
            else if (d === null && this.reader.stats.layout === "zip") {
                this.problems.add(0, "", `this is a zip archive; ${ZIP_HINT}`);
                this.format = "whileai";
            }
            else
                this.format = d;
        }
        const f = this.format;
        if (f !== null && f !== "whileai" && !this.mismatch && !this.reader.elsewhere()) {
            this.tool ??= (0,formats/* toolReader */.oh)(f, null, this.ctx);
            for (const r of this.tool.finish(header))
                this.keep(r);
        }
        else if (f === null) {
            (0,read_options/* noRowsInDocument */.$)(this.reader.stats, this.kept, this.problems);
        }
    }
    /**
     * A file that gave no row is a problem, never a verdict on nothing (issue 22.5): it
     * says where rows were looked for, through which fields, and what was left out. A shard
     * that owns only some lines cannot tell, so it is said only by a read of the whole file.
     */
    noRowsRead() {
        if (this.kept > 0 || this.problems.count > 0 || this.reader.elsewhere())
            return;
        // A BFCL score file grades its result file and has no rows of its own (formats/bfcl.ts).
        if (this.format === "bfcl" && (0,formats/* isBfclScoreName */.pv)(this.problems.file))
            return;
        if (this.reader.sliced())
            return;
        const where = WHERE_LOOKED[this.reader.stats.layout];
        const met = this.reader.stats.rows;
        const left = this.ctx.leftOut.list().reduce((n, k) => n + (k.what === "rows" ? k.count : 0), 0);
        const mapping = Object.entries(this.fields).map(([k, v]) => `${k}=${v}`);
        const through = mapping.length > 0
            ? `through fields ${mapping.join(", ")}`
            : `as ${this.format === null || this.format === "whileai" ? "our own rows" : `${this.format} output`}`;
        this.problems.add(0, "", `no rows read from this file (looked for in ${where} ${through}; ${met} met, ${left} left out): ` +
            "a file with no rows is refused, not judged; check the paths and the where filter");
    }
}
/** Where a reader looks for rows in each layout, for the no-rows problem. */
const WHERE_LOOKED = {
    jsonl: "its lines (JSONL)",
    "json-array": "its top-level array",
    "json-object": `its arrays at ${io_document/* ROW_PATHS */.s.join(", ")}`,
    zip: "its JSON entries",
    parquet: "its row groups",
    other: "it",
};
/**
 * Reads one eval file of any supported tool into records. With needReward, a record
 * without a grade is left out after its reader said why; without it (freeze), ungraded
 * logs give their tasks too. With a sink, graded rows go to it as they are read and are
 * not kept, so a file of any length takes memory only for what the sink keeps.
 */
async function eval_file_readEvalFile(src, role, opts, needReward, sink) {
    const r = new EvalFileReader(src, opts, needReward, sink);
    await r.readRows();
    r.finishHeader();
    r.noRowsRead();
    const name = r.format === null || r.format === "whileai" ? "eval" : r.format;
    const s = (0,read_options/* fileSummary */.t)(role, src, name, r.reader.stats, r.kept, r.problems);
    s.tasks = r.tasks.size;
    s.runs = [...r.runs.keys()];
    if (r.ctx.leftOut.size > 0) {
        r.ctx.leftOut.merge(s.left_out ?? []);
        s.left_out = r.ctx.leftOut.list();
    }
    const { problems, tasks, runs, ctx } = r;
    const cover = r.reader.cover();
    opts.onPart?.({ summary: s, problems, tasks, runs, media: 0, notes: ctx.notes, cover });
    return { records: r.records, summary: s, notes: ctx.notes, format: r.format ?? "whileai" };
}
/** A graded record as the canonical row the statistics read (prompt and answer left out). */
function toEvalRow(r) {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { prompt, answer, reward, ...rest } = r;
    return { ...rest, reward: reward };
}

// EXTERNAL MODULE: ./src/io/schemas.ts
var schemas = __webpack_require__(74384);
;// CONCATENATED MODULE: ./src/io/parquet-columns.ts

const PAIR_SCHEMAS = [
    schemas/* whileaiPairSchema */.X4,
    schemas/* trlConversationalSchema */.u0,
    schemas/* trlStandardSchema */.PK,
    schemas/* transcriptSchema */.C8,
    schemas/* openaiPreferenceSchema */.Dz,
    schemas/* sharegptPreferenceSchema */.F7,
    schemas/* llamaFactoryV1Schema */.sE,
    schemas/* alpacaPreferenceSchema */.zN,
    schemas/* orcaSchema */.x9,
    schemas/* ultrafeedbackSchema */.T$,
    schemas/* argillaSchema */.mp,
    schemas/* unpairedSchema */.KG,
    // An SFT row given as pairs is told so by its keys (shapes.ts).
    schemas/* sftSchema */.VN,
];
function keysOf(schemas) {
    return new Set(schemas.flatMap((s) => Object.keys(s.shape)));
}
const PAIR_KEYS = keysOf(PAIR_SCHEMAS);
const SFT_KEYS = keysOf([schemas/* sftSchema */.VN]);
function withMapped(keys, fields) {
    const out = new Set(keys);
    for (const path of Object.values(fields ?? {})) {
        const head = path.split(/[.:]/)[0];
        if (head)
            out.add(head);
    }
    return out;
}
function pairColumns(fields) {
    return withMapped(PAIR_KEYS, fields);
}
function sftColumns(fields) {
    return withMapped(SFT_KEYS, fields);
}

;// CONCATENATED MODULE: ./src/io/read.ts














function withNotes(s, notes) {
    if (notes.length > 0)
        s.notes = notes;
    return s;
}
async function readHeldout(src, opts) {
    const problems = new io_problems/* ProblemCollector */.tH((0,source/* sourceName */.VZ)(src));
    // Every shard reads the whole test: each checks its rows against all of it.
    const reader = (0,jsonl/* readJsonl */.f)(src, { ...opts, slice: undefined }, problems);
    const tasks = [];
    const firstLine = new Map();
    let first = true;
    let foreign = false;
    for await (const batch of reader.batches) {
        for (const row of batch) {
            if (foreign)
                break;
            if (first) {
                first = false;
                // An eval tool's results given as the test: say once how to make the test from them.
                // Our own tasks carry task_id, and so do the agent benchmarks' rollouts: those are
                // told by keys of their own (formats/index.ts), the others only without task_id.
                const seen = (0,formats/* detectFromRow */.sk)(row);
                const own = "task_id" in row.value || "scenario_id" in row.value;
                const tool = seen === "tau-bench" || seen === "terminal-bench" || !own ? seen : null;
                if (tool !== null) {
                    problems.add(row.line, "", `this is ${tool} output, not a held-out test: write the test from it with ` +
                        "heldout-gate freeze --from FILE --out heldout.jsonl");
                    foreign = true;
                    break;
                }
            }
            const t = (0,rows/* normalizeHeldout */.Pz)(row, problems);
            if (t === null)
                continue;
            const seen = firstLine.get(t.task_id);
            if (seen !== undefined) {
                problems.add(t.line, "task_id", `duplicate task id ${(0,io_problems/* quoted */.TL)(t.task_id, 80)} (first at line ${seen})`);
                continue;
            }
            firstLine.set(t.task_id, t.line);
            tasks.push(t);
        }
    }
    (0,read_options/* noRowsInDocument */.$)(reader.stats, reader.stats.rows, problems);
    const s = (0,read_options/* fileSummary */.t)("heldout", src, "heldout", reader.stats, tasks.length, problems);
    s.tasks = tasks.length;
    return { tasks, summary: s };
}
/** Tools whose run labels count within one file (Inspect epochs, promptfoo repeats, tau-bench trials). */
const FILE_LOCAL_RUNS = new Set(["inspect", "promptfoo", "tau-bench"]);
/**
 * The order a side's files are read in: BFCL score files (by BFCL's own names) first,
 * so each result file finds the one that grades it; otherwise as given.
 */
function readingOrder(srcs) {
    const idx = srcs.map((_, i) => i);
    const score = (i) => ((0,formats/* isBfclScoreName */.pv)((0,source/* sourceName */.VZ)(srcs[i])) ? 0 : 1);
    return idx.sort((a, b) => score(a) - score(b) || a - b);
}
/**
 * After a side's files are read: each BFCL score file no result file claimed gets its
 * problem, and the summary of its read is written again with it.
 */
function settleBfcl(bfcl, parts) {
    for (const s of bfcl.refuseUnclaimed()) {
        for (const p of parts) {
            if (p === undefined || p.problems !== s.problems)
                continue;
            p.summary.problems = p.problems.list();
            p.summary.problem_count = p.problems.count;
            p.summary.problem_groups = p.problems.groupList();
        }
    }
}
/**
 * One side read from one or more files, each graded row handed to `onRow` with the index
 * of its file as it is read (rows are not kept). With several files each file is one run
 * (its path is the run label) unless its rows carry a run; runs that only count within a
 * file (Inspect epochs, promptfoo repeats) are kept apart per file as "path#run".
 */
async function readEvalSide(srcs, role, opts, onRow) {
    const files = srcs.map(source/* sourceName */.VZ);
    const bfcl = new formats/* BfclScores */.tA();
    const reads = [];
    const parts = [];
    for (const file of readingOrder(srcs)) {
        const label = files[file];
        const fileOpts = { ...opts, bfcl, onPart: (p) => (parts[file] = p) };
        reads[file] = await eval_file_readEvalFile(srcs[file], role, fileOpts, true, (row, format) => {
            if (srcs.length > 1) {
                if (row.run === undefined)
                    row.run = label;
                else if (FILE_LOCAL_RUNS.has(format))
                    row.run = `${label}#${row.run}`;
            }
            onRow(row, file);
        });
    }
    settleBfcl(bfcl, parts);
    // Parts and summaries in the order the files were given, whatever order they were read in.
    for (const p of parts)
        if (p !== undefined)
            opts.onPart?.(p);
    const summaries = reads.map((r) => r.summary);
    const notes = reads.flatMap((r, i) => r.notes.map((n) => `${files[i]}: ${n}`));
    const first = files[0] ?? "";
    const path = srcs.length > 1 ? `${first} (and ${srcs.length - 1} more)` : first;
    return { summaries, notes, path, files };
}
async function readEvalRows(src, role, opts) {
    const read = await readEvalFile(src, role, opts, true);
    // With needReward every record is already a canonical row.
    const rows = read.records;
    return { rows, summary: read.summary, notes: read.notes };
}
async function streamPairs(src, opts, onBatch, onUnpaired) {
    const problems = new io_problems/* ProblemCollector */.tH((0,source/* sourceName */.VZ)(src));
    const reader = (0,jsonl/* readJsonl */.f)(src, opts, problems, { columns: pairColumns(opts.fields) });
    const norm = new shapes/* PairNormalizer */.iB(problems, opts.fields);
    // Another shard's rows, read only until one of them fixes the file's shape.
    const probe = opts.slice ? new shapes/* PairNormalizer */.iB(new io_problems/* ProblemCollector */.tH(""), opts.fields) : null;
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        const loose = [];
        for (const row of batch) {
            if (!reader.mine(row)) {
                if (probe && norm.shape === null && probe.normalize(row) !== null)
                    norm.adopt(probe);
            }
            else {
                const r = norm.normalize(row);
                if (r !== null && "pair" in r)
                    out.push(r.pair);
                else if (r !== null)
                    loose.push(r.unpaired);
            }
            if (norm.shape !== null)
                reader.settle("lines");
        }
        if (out.length > 0)
            onBatch(out);
        if (loose.length > 0)
            onUnpaired?.(loose);
        n += out.length + loose.length;
    }
    (0,read_options/* noRowsInDocument */.$)(reader.stats, reader.stats.rows, problems);
    const s = (0,read_options/* fileSummary */.t)("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
    const out = withNotes(s, (0,file_part/* mediaNotes */.m)(norm.tally.media));
    const cover = reader.cover();
    opts.onPart?.({ summary: out, problems, media: norm.tally.media, notes: [], cover });
    return out;
}
async function streamSft(src, opts, onBatch) {
    const problems = new io_problems/* ProblemCollector */.tH((0,source/* sourceName */.VZ)(src));
    const reader = (0,jsonl/* readJsonl */.f)(src, opts, problems, { columns: sftColumns(opts.fields) });
    reader.settle("lines"); // SFT rows stand alone: nothing to learn from the first
    const tally = (0,messages/* newTally */.l4)();
    const fields = opts.fields ?? {};
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        for (const row of batch) {
            if (!reader.mine(row))
                continue;
            const r = (0,rows/* normalizeSft */.hX)(row, problems, fields, tally);
            if (r !== null)
                out.push(r);
        }
        if (out.length > 0) {
            n += out.length;
            onBatch(out);
        }
    }
    (0,read_options/* noRowsInDocument */.$)(reader.stats, reader.stats.rows, problems);
    const s = (0,read_options/* fileSummary */.t)("sft", src, "sft", reader.stats, n, problems);
    const out = withNotes(s, (0,file_part/* mediaNotes */.m)(tally.media));
    const cover = reader.cover();
    opts.onPart?.({ summary: out, problems, media: tally.media, notes: [], cover });
    return out;
}

// EXTERNAL MODULE: ./src/engine/stage.ts
var stage = __webpack_require__(27460);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(66160);
;// CONCATENATED MODULE: ./src/engine/frozen-test.ts
// Stage 1: the frozen held-out test, and whether this PR changed it.





function digestOf(s) {
    return (0,external_node_crypto_.createHash)("sha256").update(s.data).digest("hex");
}
/** Whether the file differs from the base commit's copy or from a pinned digest. */
function changeOf(cfg, sha256, atBase) {
    let changed = null;
    let note;
    if (atBase === null) {
        changed = true;
        note = "the held-out file does not exist at the PR's base commit, so this PR adds it";
    }
    else if (atBase !== undefined) {
        const base = digestOf(atBase);
        changed = base !== sha256;
        note = changed
            ? `the held-out file differs from the base commit (base sha256 ${base})`
            : "the held-out file is identical to the base commit";
    }
    if (cfg.heldoutSha256) {
        const pinned = cfg.heldoutSha256 === sha256;
        changed = (changed ?? false) || !pinned;
        note = pinned
            ? `the held-out file matches the pinned sha256`
            : `the held-out file's sha256 ${sha256} is not the pinned ${cfg.heldoutSha256}`;
    }
    return note === undefined ? { changed } : { changed, note };
}
async function readFrozenTest(cfg, src, atBase, opts) {
    const held = await (0,stage/* stage */.dw)("heldout", (0,source/* sourceName */.VZ)(src), () => readHeldout(src, opts));
    const { changed, note } = changeOf(cfg, held.summary.sha256, atBase);
    return {
        tasks: held.tasks,
        summary: held.summary,
        heldout: {
            path: held.summary.path,
            sha256: held.summary.sha256,
            test_version: (0,test_version/* testVersion */.B$)(held.tasks, cfg.grader ?? null),
            tasks: held.tasks.length,
            changed,
            change_allowed: cfg.allowHeldoutChange,
            ...(note ? { note } : {}),
        },
    };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/io/small-file.ts
// Checks made before a small local file (a trainer config, a tokenizer) is read whole:
// that it is a regular file, and that it is under its cap, so nothing large is loaded.


/**
 * The size of a regular file, or a ReadError saying why it cannot be read (a file outside
 * where the run is confined among them: this is checked before anything is read).
 */
async function regularFileSize(path, confine) {
    await (0,source/* checkConfined */.R5)(path, confine);
    let st;
    try {
        st = await (0,promises_.stat)(path);
    }
    catch (e) {
        const code = e.code;
        throw new source/* ReadError */.F_(path, `cannot read ${path}: ${code === "ENOENT" ? "no such file" : `the system refused it (${code ?? "unknown error"})`}`);
    }
    if (!st.isFile())
        throw new source/* ReadError */.F_(path, `cannot read ${path}: not a regular file`);
    return st.size;
}
/** A ReadError when the file is over `max` bytes; `what` names its kind ("a trainer config"). */
function refuseOverCap(path, size, max, what) {
    if (size > max)
        throw new source/* ReadError */.F_(path, `${path} is ${size} bytes; ${what} is at most ${max}`);
}

;// CONCATENATED MODULE: ./src/io/train-config.ts
// A preference trainer's config (TRL DPOConfig / ORPOConfig / KTOConfig / CPOConfig as
// YAML or JSON, or the JSON a training script dumps) read into the few settings the
// config lint and the token-length gate use. Keys we do not use are ignored; a key we use
// with a value of the wrong type is a problem naming its line.







/** Accepted spellings per setting: TRL's name first, then common script-dump names. */
const ALIASES = {
    learning_rate: ["learning_rate", "lr"],
    sft_learning_rate: ["sft_learning_rate", "sft_lr"],
    beta: ["beta", "dpo_beta"],
    loss_type: ["loss_type"],
    simpo_gamma: ["simpo_gamma", "gamma"],
    epochs: ["num_train_epochs", "epochs", "num_epochs"],
    max_length: ["max_length", "max_len", "max_seq_length"],
    max_prompt_length: ["max_prompt_length", "max_prompt_len"],
    max_completion_length: ["max_completion_length", "max_target_length"],
    truncation_mode: ["truncation_mode"],
};
/** Keys whose presence (with a true / non-empty value) says the run trains LoRA adapters. */
const PEFT_KEYS = [
    "use_peft",
    "peft_config",
    "lora_r",
    "lora_rank",
    "lora_alpha",
    "use_lora",
    "lora",
];
const TRAINER_KEYS = ["trainer", "trainer_type", "method", "algorithm"];
const SECTIONS = {
    dpo: "dpo",
    orpo: "orpo",
    kto: "kto",
    cpo: "cpo",
    simpo: "cpo",
};
const KNOWN_TRAINERS = { ...SECTIONS };
/** Config files are small; anything larger is not a trainer config. */
const MAX_CONFIG_BYTES = 1 << 20;
/** Mappings a config may merge in all; a trainer config merges one or two. */
const MERGE_MAX = 256;
/** Merges inside merges followed this deep at most (PyYAML has no limit; a config needs 1 or 2). */
const MERGE_DEPTH = 8;
/** A YAML 1.1 merge key (`<<: *defaults`), as the YAML library marks it. */
function isMergeKey(k) {
    return (0,dist/* isScalar */.jn)(k) && (typeof k.value === "symbol" || k.source === "<<" || k.value === "<<");
}
/**
 * Top-level entries of a mapping node, with each key's 1-based line. Merge keys are
 * applied as PyYAML (and so TRL) applies them: the keys of the merged mappings are added
 * where the mapping does not write them itself, an earlier mapping of a merge list winning
 * over a later one; each merged key keeps the line it is written on (issue 22.9).
 */
function entries(node, ctx, depth = 0) {
    const out = new Map();
    if (!(0,dist/* isMap */.jh)(node))
        return out;
    const merges = [];
    for (const item of node.items) {
        const k = item.key;
        if (!(0,dist/* isScalar */.jn)(k))
            continue;
        const v = item.value;
        const line = k.range ? ctx.lc.linePos(k.range[0]).line : 0;
        if (isMergeKey(k)) {
            if (v !== null)
                merges.push(v);
            continue;
        }
        const key = String(k.value);
        out.set(key, { key, value: v, line });
    }
    for (const m of merges) {
        for (const source of mergeSources(m, ctx, depth)) {
            for (const [key, e] of entries(source, ctx, depth + 1))
                if (!out.has(key))
                    out.set(key, e);
        }
    }
    return out;
}
/** The mappings a merge value names: an alias of one, a list of such, or one written inline. */
function mergeSources(v, ctx, depth) {
    const line = v.range ? ctx.lc.linePos(v.range[0]).line : 0;
    if (depth >= MERGE_DEPTH) {
        ctx.problem(line, "<<", `merge keys nested more than ${MERGE_DEPTH} deep are not followed`);
        return [];
    }
    const list = (0,dist/* isSeq */.oP)(v) ? v.items : [v];
    const out = [];
    for (const item of list) {
        const target = (0,dist/* isAlias */.Vj)(item) ? item.resolve(ctx.doc) : item;
        if ((0,dist/* isMap */.jh)(target) && ++ctx.merged > MERGE_MAX) {
            if (ctx.merged === MERGE_MAX + 1) {
                ctx.problem(line, "<<", `more than ${MERGE_MAX} mappings merged; the rest are not followed`);
            }
            return out;
        }
        if ((0,dist/* isMap */.jh)(target))
            out.push(target);
        else
            ctx.problem(line, "<<", "a merge key must name a mapping or a list of mappings");
    }
    return out;
}
function plain(v) {
    if (v === null || v === undefined)
        return null;
    if ((0,dist/* isScalar */.jn)(v))
        return v.value;
    // Aliases are not followed (no alias bombs); the value reads as "*name" and is refused.
    if ((0,dist/* isAlias */.Vj)(v))
        return `*${v.source}`;
    if (typeof v.toJSON === "function") {
        return v.toJSON();
    }
    return v;
}
/**
 * A value from the config as a message shows it: numbers, booleans and null as they are, a
 * string only when it cannot be content worth hiding (problems.ts describeValue), a list or
 * a mapping by its kind. A config path can lead to a file that is not a config.
 */
function shown(v) {
    if (typeof v === "number" || typeof v === "boolean" || v === null)
        return String(v);
    if (typeof v === "string")
        return (0,io_problems/* describeValue */.bp)(v);
    if (Array.isArray(v))
        return v.length === 0 ? "an empty list" : `a list of ${v.length}`;
    return typeof v === "object" ? "a mapping" : typeof v;
}
function asNumber(v) {
    if (typeof v === "number" && Number.isFinite(v))
        return v;
    // PyYAML reads 5e-7 as a string and TRL's argument parser converts it; do the same.
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)))
        return Number(v);
    return undefined;
}
function truthy(v) {
    if (v === null || v === undefined || v === false || v === 0 || v === "")
        return false;
    // A quoted "n" or "f" is false as TRL's string_to_bool reads it.
    if (typeof v === "string")
        return !/^(false|f|no|n|off|none|null|0)$/i.test(v.trim());
    if (typeof v === "object" && !Array.isArray(v))
        return Object.keys(v).length > 0;
    return true;
}
function trainerName(v) {
    return typeof v === "string" ? KNOWN_TRAINERS[v.trim().toLowerCase()] : undefined;
}
/** Parse one config text (YAML or JSON; JSON is YAML). Pure: no I/O. */
function parseTrainConfig(text, path) {
    const problems = [];
    const problem = (line, field, reason) => problems.push({ file: path, line, field, reason });
    const lc = new dist/* LineCounter */.HN();
    const doc = settingsDocument(text, lc, problem);
    if (doc === null)
        return { config: empty(path), problems };
    const ctx = { lc, doc, problem, merged: 0 };
    let top = entries(doc.contents, ctx);
    const config = empty(path);
    // A script may nest its trainer settings under the method's name, and SFT beside it.
    const sftEntry = top.get("sft");
    const sft = sftEntry && (0,dist/* isMap */.jh)(sftEntry.value) ? entries(sftEntry.value, ctx) : null;
    top = trainerSection(config, top, ctx);
    trainerFromKeys(config, top);
    if (config.trainer_from === "default")
        trainerByGuess(config, top, path);
    const reader = new SettingReader(top, path, problem);
    readSettings(config, reader, sft);
    config.ignored_keys = reader.ignoredKeys();
    return { config, problems };
}
/** The parsed document when it is a mapping; null after saying why it is not. */
function settingsDocument(text, lc, problem) {
    let doc;
    try {
        // YAML 1.1 with merge keys, as PyYAML reads a trainer's config: yes/no/on/off are
        // booleans and `<<: *defaults` merges (issue 22.9).
        doc = (0,dist/* parseDocument */.Tp)(text, {
            lineCounter: lc,
            uniqueKeys: false,
            prettyErrors: false,
            version: "1.1",
            merge: true,
        });
    }
    catch {
        problem(0, "", "not YAML or JSON: the YAML reader stopped on it");
        return null;
    }
    for (const err of doc.errors.slice(0, 10)) {
        const at = lc.linePos(err.pos[0]);
        problem(at.line, "", `not YAML or JSON: ${yamlFault(err.code)} (column ${at.col})`);
    }
    if (doc.errors.length > 0)
        return null;
    if (!(0,dist/* isMap */.jh)(doc.contents)) {
        problem(1, "", "a trainer config must be a mapping of settings (key: value)");
        return null;
    }
    return doc;
}
/**
 * What the YAML library's error codes mean, in our words. Its messages quote the text they
 * stopped at, and a config path can lead to a file that holds a token, so none is shown.
 */
const YAML_FAULTS = {
    BAD_INDENT: "the indentation does not line up",
    TAB_AS_INDENT: "a tab is used to indent (YAML indents with spaces)",
    MISSING_CHAR: "a quote or bracket is not closed",
    MULTILINE_IMPLICIT_KEY: "a key runs over more than one line",
    BLOCK_AS_IMPLICIT_KEY: "a mapping is nested where a key should be",
    DUPLICATE_KEY: "a key is given twice",
    MULTIPLE_DOCS: "the file holds more than one YAML document",
    BAD_DQ_ESCAPE: "a double-quoted string holds an escape YAML does not allow",
    KEY_OVER_1024_CHARS: "a key is over 1024 characters",
    UNEXPECTED_TOKEN: "text YAML does not allow here",
};
function yamlFault(code) {
    return (YAML_FAULTS[code] ?? `the YAML reader refused it (${code.toLowerCase().replace(/_/g, " ")})`);
}
/** A section named after a method (`dpo:`) sets the trainer and holds the settings. */
function trainerSection(config, top, ctx) {
    for (const [name, trainer] of Object.entries(SECTIONS)) {
        const e = top.get(name);
        if (e && (0,dist/* isMap */.jh)(e.value)) {
            config.trainer = trainer;
            config.trainer_from = `section ${name}`;
            return entries(e.value, ctx);
        }
    }
    return top;
}
/** A key that names the trainer (`trainer: orpo`) wins over a section. */
function trainerFromKeys(config, top) {
    for (const k of TRAINER_KEYS) {
        const e = top.get(k);
        const t = e && trainerName(plain(e.value));
        if (e && t) {
            config.trainer = t;
            config.trainer_from = `key ${k}`;
            return;
        }
    }
}
/** With nothing said, the file's name or a trainer's own keys tell; else DPO stays. */
function trainerByGuess(config, top, path) {
    const byName = /(^|[^a-z])(orpo|kto|cpo|simpo|dpo)([^a-z]|$)/i.exec((0,external_node_path_.basename)(path));
    if (byName) {
        config.trainer = SECTIONS[byName[2].toLowerCase()];
        config.trainer_from = "file name";
    }
    else if (top.has("simpo_gamma") || top.has("cpo_alpha")) {
        config.trainer = "cpo";
        config.trainer_from = "keys simpo_gamma/cpo_alpha";
    }
    else if (top.has("desirable_weight") || top.has("undesirable_weight")) {
        config.trainer = "kto";
        config.trainer_from = "keys desirable_weight/undesirable_weight";
    }
}
const positive = (n) => n > 0;
const notNegative = (n) => n >= 0;
/** Every setting the lint and the token-length gate use, in the order they are checked. */
function readSettings(config, r, sft) {
    config.learning_rate = r.num(ALIASES.learning_rate, positive, "a positive number");
    config.sft_learning_rate =
        r.num(ALIASES.sft_learning_rate, positive, "a positive number") ??
            (sft ? r.num(ALIASES.learning_rate, positive, "a positive number", sft) : undefined);
    if (sft)
        r.use("sft");
    config.beta = r.num(ALIASES.beta, notNegative, "a number of at least 0");
    config.simpo_gamma = r.num(ALIASES.simpo_gamma, notNegative, "a number of at least 0");
    config.epochs = r.num(ALIASES.epochs, positive, "a positive number");
    config.max_length = r.limit(ALIASES.max_length);
    config.max_prompt_length = r.limit(ALIASES.max_prompt_length);
    config.max_completion_length = r.limit(ALIASES.max_completion_length);
    // The last three keys are left out, not set to undefined, when absent or bad.
    const lossType = r.lossType();
    if (lossType)
        config.loss_type = lossType;
    const truncationMode = r.truncationMode();
    if (truncationMode)
        config.truncation_mode = truncationMode;
    const peft = r.peft();
    if (peft)
        config.peft = peft;
    const aol = r.bool("assistant_only_loss") ?? (sft ? r.bool("assistant_only_loss", sft) : undefined);
    if (aol)
        config.assistant_only_loss = aol;
}
/**
 * Reads typed settings from the config's top-level entries. Each value of the wrong type
 * is a problem on its key's line; each key read counts as used, the rest as ignored.
 */
class SettingReader {
    top;
    path;
    problem;
    used = new Set(TRAINER_KEYS);
    constructor(top, path, problem) {
        this.top = top;
        this.path = path;
        this.problem = problem;
    }
    use(key) {
        this.used.add(key);
    }
    ignoredKeys() {
        return [...this.top.keys()].filter((k) => !this.used.has(k)).length;
    }
    /** The entry under the first of `names` present; an alias is refused, not followed. */
    find(names, from = this.top) {
        for (const n of names) {
            const e = from.get(n);
            if (e) {
                this.used.add(n);
                if ((0,dist/* isAlias */.Vj)(e.value)) {
                    this.problem(e.line, e.key, `is an alias (*${e.value.source}); aliases are not followed`);
                    return undefined;
                }
                return e;
            }
        }
        return undefined;
    }
    num(names, ok, what, from = this.top) {
        const e = this.find(names, from);
        if (!e)
            return undefined;
        const v = asNumber(plain(e.value));
        if (v === undefined || !ok(v)) {
            this.problem(e.line, e.key, `must be ${what}, got ${shown(plain(e.value))}`);
            return undefined;
        }
        return this.setting(e, v);
    }
    /**
     * A boolean as PyYAML reads one: true/false, and (YAML 1.1) yes/no/on/off in any of
     * their three spellings, which the parser already made booleans; anything else is refused.
     */
    bool(name, from = this.top) {
        const e = this.find([name], from);
        if (!e)
            return undefined;
        const v = plain(e.value);
        if (typeof v !== "boolean") {
            this.problem(e.line, e.key, `must be true or false, got ${shown(v)}`);
            return undefined;
        }
        return this.setting(e, v);
    }
    /** A token limit: a positive whole number, or null for none. */
    limit(names) {
        const e = this.find(names);
        if (!e)
            return undefined;
        const raw = plain(e.value);
        if (raw === null)
            return this.setting(e, null);
        const v = asNumber(raw);
        if (v === undefined || !Number.isInteger(v) || v < 1) {
            this.problem(e.line, e.key, `must be a positive whole number of tokens or null, got ${shown(raw)}`);
            return undefined;
        }
        return this.setting(e, v);
    }
    lossType() {
        const lt = this.find(ALIASES.loss_type);
        if (!lt)
            return undefined;
        const raw = plain(lt.value);
        const list = typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw : null;
        if (list === null || list.length === 0 || !list.every((x) => typeof x === "string")) {
            this.problem(lt.line, lt.key, `must be a loss name or a list of them, got ${shown(raw)}`);
            return undefined;
        }
        return this.setting(lt, list);
    }
    truncationMode() {
        const tm = this.find(ALIASES.truncation_mode);
        if (!tm)
            return undefined;
        const raw = plain(tm.value);
        if (raw !== "keep_end" && raw !== "keep_start") {
            this.problem(tm.line, tm.key, `must be "keep_end" or "keep_start", got ${shown(raw)}`);
            return undefined;
        }
        return this.setting(tm, raw);
    }
    /** The first adapter key with a true value; every adapter key present counts as used. */
    peft() {
        let found;
        for (const k of PEFT_KEYS) {
            const e = this.top.get(k);
            if (!e)
                continue;
            this.used.add(k);
            if (found === undefined && truthy(plain(e.value)))
                found = this.setting(e, true);
        }
        return found;
    }
    setting(e, value) {
        return { value, key: e.key, line: e.line, file: this.path };
    }
}
function empty(path) {
    return { path, trainer: "dpo", trainer_from: "default", ignored_keys: 0 };
}
/** Sibling files a training pipeline keeps its SFT settings in, tried in this order. */
const SFT_SIBLINGS = [
    "sft_config.json",
    "sft_config.yaml",
    "sft_config.yml",
    "sft.yaml",
    "sft.yml",
];
async function readSmall(path, confine) {
    refuseOverCap(path, await regularFileSize(path, confine), MAX_CONFIG_BYTES, "a trainer config");
    return (0,promises_.readFile)(path);
}
/**
 * Read the trainer config, and when it names no SFT learning rate, the SFT config kept
 * beside it (e.g. sft_config.json next to dpo_config.json), whose learning rate the DPO
 * one should be well below.
 */
async function readTrainConfig(path, confine) {
    const bytes = await readSmall(path, confine);
    const text = bytes.toString("utf8");
    const { config, problems } = parseTrainConfig(text, path);
    if (config.sft_learning_rate === undefined && problems.length === 0) {
        for (const name of SFT_SIBLINGS) {
            const sib = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), name);
            if (sib === path || (0,external_node_path_.basename)(path) === name)
                continue;
            // A sibling that leads out of the workspace stops the run like the config would.
            await (0,source/* checkConfined */.R5)(sib, confine);
            let sibText;
            try {
                sibText = (await readSmall(sib)).toString("utf8");
            }
            catch {
                continue; // no such sibling: nothing to compare with
            }
            const parsed = parseTrainConfig(sibText, sib);
            if (parsed.config.learning_rate)
                config.sft_learning_rate = parsed.config.learning_rate;
            const aol = parsed.config.assistant_only_loss;
            if (aol && config.assistant_only_loss === undefined)
                config.assistant_only_loss = aol;
            break;
        }
    }
    return {
        config,
        summary: {
            role: "train_config",
            path,
            shape: `${config.trainer}-config`,
            bytes: bytes.length,
            rows: 1,
            sha256: (0,external_node_crypto_.createHash)("sha256").update(bytes).digest("hex"),
            problems,
            problem_count: problems.length,
        },
    };
}

;// CONCATENATED MODULE: ./src/io/regex-risk.ts
// Regular expressions a PR's tokenizer brings (a Split pre-tokenizer's or a Replace
// normalizer's pattern) run on every prompt and reply, in a backtracking engine that cannot
// be stopped once it has started. A pattern whose matching time can grow exponentially
// with the text is refused before any text meets it (docs/design.md §7): a repeated group
// that holds a repetition or alternatives (`(a|aa)+`, `(a+)*`, `(?:\w|\d){2,}`), and a
// backreference. So is one whose time grows as a power of the text's length: two or more
// long repetitions in a row that may match the same characters (`a*a*b`, `\w+\d*\w*x`;
// also with something that may match nothing between them, `a*b?a*c`, and through an
// escape that names the same character, `a*\x61*b`), followed by anything that can fail;
// the engine tries every way to share a run of characters among them. Such a run at the
// very end of a top-level alternative is left alone (nothing after it can fail, so the
// first way taken is kept). Patterns of real tokenizers (GPT-2, Llama 3, Qwen 2, o200k)
// repeat single characters and classes only, and their runs of two repetitions end their
// alternatives, so they pass.
/** Why the pattern is refused, in our words, or null when it has no such construct. */
function backtrackRisk(pattern) {
    const r = new Scan(pattern);
    try {
        r.sequence(0);
    }
    catch (e) {
        if (e instanceof Risk)
            return e.message;
        throw e;
    }
    return null;
}
class Risk extends Error {
}
const NESTED = "a repeated group holds a repetition or alternatives (like (a|aa)+ or (a+)+), which can take time exponential in the text's length";
const POLYNOMIAL = "long repetitions in a row that may match the same characters are followed by more pattern (like a*a*b), which can take time growing as a power of the text's length";
const MAX_DEPTH = 100;
/** Most distinct sets compiled to tell overlap; past it, sets are taken to overlap. */
const MAX_SETS = 1000;
/** Most pairs of sets tested against every character; past it, sets are taken to overlap. */
const MAX_PAIRS = 8;
const sameLetter = (a, b) => a === b || a.toLowerCase() === b.toLowerCase() || a.toUpperCase() === b.toUpperCase();
let allCharacters = null;
/** Every Unicode scalar value once, in order (2.2M UTF-16 units), built on first use. */
function everyCharacter() {
    if (allCharacters === null) {
        const parts = [];
        for (let lo = 0; lo < 0x110000; lo += 4096) {
            const cps = [];
            for (let c = lo; c < Math.min(lo + 4096, 0x110000); c++) {
                if (c < 0xd800 || c > 0xdfff)
                    cps.push(c);
            }
            parts.push(String.fromCodePoint(...cps));
        }
        allCharacters = parts.join("");
    }
    return allCharacters;
}
/** A repetition whose count may vary by more than this is long; shorter ones multiply. */
const SHORT_SPAN = 16;
/**
 * A run of repetitions is a risk when it holds two long ones, or one long one beside short
 * ones whose choices multiply past 64, or short ones alone past 65,536 choices.
 */
const riskyRun = (longs, choices) => longs >= 2 || (longs === 1 && choices > 64) || choices > 65_536;
const freshRun = () => ({ longs: 0, choices: 1, last: null, risky: false });
/** Most runs followed at once in one alternative; past it they are taken as one (below). */
const MAX_RUNS = 64;
/** An atom that may match any character: the stand-in when runs are taken as one. */
const ANY = {
    repeats: true,
    branches: false,
    nullable: true,
    assertion: false,
    char: null,
    set: null,
};
/** Runs whose last atoms are the same behave alike after it: one key per such atom. */
const runKey = (r) => r.last === null
    ? ""
    : r.last.char !== null
        ? `c${r.last.char}`
        : r.last.set !== null
            ? `s${r.last.set}`
            : "g";
/** Two runs with the same key as one: the larger counts, a risk if either is. */
const mergeRuns = (a, b) => ({
    longs: Math.max(a.longs, b.longs),
    choices: Math.max(a.choices, b.choices),
    last: a.last,
    risky: a.risky || b.risky,
});
/** `^`, `$`, `\b` and the like: they match nothing, but can fail. */
const ZERO_WIDTH = {
    repeats: false,
    branches: false,
    nullable: true,
    assertion: true,
    char: null,
    set: null,
};
const oneChar = (char, set) => ({
    repeats: false,
    branches: false,
    nullable: false,
    assertion: false,
    char,
    set,
});
const SPECIAL = new Set(".^$|()[]{}*+?\\");
/** A single-character escape that stands for itself or one control character. */
const ESCAPED_CHAR = {
    n: "\n",
    r: "\r",
    t: "\t",
    f: "\f",
    v: "\v",
    "0": "\0",
};
/**
 * The one character an escape names by its code (`\x61`, `\u0061`, `\u{61}`, `\x{61}`,
 * `\cJ`), or null. `a*\x61*b` is `a*a*b`: read as a set, the escape hid the overlap.
 */
function codedChar(escape) {
    const m = /^\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|[xu]\{([0-9a-fA-F]{1,6})\}|c([A-Za-z]))$/.exec(escape);
    if (m === null)
        return null;
    if (m[4] !== undefined)
        return String.fromCharCode(m[4].charCodeAt(0) % 32);
    const code = parseInt(m[1] ?? m[2] ?? m[3], 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : null;
}
/** A single left-to-right pass with a position: each step reads one construct. */
class Scan {
    p;
    i = 0;
    setCache = new Map();
    pairCache = new Map();
    constructor(p) {
        this.p = p;
    }
    /** Alternatives up to `)` or the end; depth 0 is the whole pattern. */
    sequence(depth) {
        if (depth > MAX_DEPTH)
            throw new Risk(`groups nested over ${MAX_DEPTH} deep`);
        const out = { repeats: false, branches: false, nullable: false };
        // Every run the alternative may be in so far: an item that may match nothing (b? in
        // a*b?a*c) starts a run of its own and also lets the run before it go on past it.
        let runs = [freshRun()];
        let branchNullable = true;
        while (this.i < this.p.length) {
            const c = this.p[this.i];
            if (c === ")") {
                if (depth === 0)
                    throw new Risk("a ) closes no group");
                break;
            }
            if (c === "|") {
                out.branches = true;
                out.nullable ||= branchNullable;
                branchNullable = true;
                runs = [freshRun()];
                this.i++;
                continue;
            }
            const atom = this.atom(depth);
            const [least, most] = this.quantifier();
            if (most > 1 && (atom.repeats || atom.branches))
                throw new Risk(NESTED);
            out.repeats ||= atom.repeats || most > 1;
            out.branches ||= atom.branches;
            const nullable = atom.nullable || least === 0;
            branchNullable &&= nullable;
            runs = this.extendAll(runs, atom, least, most, nullable);
            // Inside a group, what follows the group is not read here: a risky run is refused.
            if (depth > 0 && runs.some((r) => r.risky))
                throw new Risk(POLYNOMIAL);
        }
        if (depth > 0 && this.p[this.i] !== ")")
            throw new Risk("a group is not closed");
        out.nullable ||= branchNullable;
        return out;
    }
    /**
     * The runs after one more item: each run taking it, and each run going on past it when it
     * may match nothing. Runs ending in the same atom are one; past MAX_RUNS all are one whose
     * last atom may match anything (a risk is never lost, only a linear pattern refused).
     */
    extendAll(runs, atom, least, most, nullable) {
        const next = new Map();
        const add = (r) => {
            const k = runKey(r);
            const had = next.get(k);
            next.set(k, had === undefined ? r : mergeRuns(had, r));
        };
        for (const run of runs) {
            add(this.extend(run, atom, least, most, nullable));
            if (nullable && !atom.assertion)
                add(run);
        }
        const out = [...next.values()];
        if (out.length <= MAX_RUNS)
            return out;
        return [{ ...out.reduce(mergeRuns), last: ANY }];
    }
    /** The run after one more item (an atom and its quantifier); throws when it makes a risk. */
    extend(run, atom, least, most, nullable) {
        if (atom.assertion) {
            if (run.risky)
                throw new Risk(POLYNOMIAL);
            return run;
        }
        const span = most - least;
        const repetition = span > 0 || atom.repeats;
        if (!repetition) {
            if (nullable)
                return run;
            if (run.risky)
                throw new Risk(POLYNOMIAL);
            // A character the run's repetition cannot match ends the run; one it can keeps it.
            const ends = run.last !== null && this.disjoint(run.last, atom, run.longs > 0);
            return ends ? freshRun() : run;
        }
        if (run.risky && !nullable)
            throw new Risk(POLYNOMIAL);
        const long = span > SHORT_SPAN || atom.repeats;
        const grow = (r) => {
            const longs = r.longs + (long ? 1 : 0);
            const choices = long ? r.choices : Math.min(r.choices * (span + 1), 1e9);
            return { longs, choices, last: atom, risky: riskyRun(longs, choices) };
        };
        const next = grow(run);
        // Two sets are tested against every character only when the run would be a risk.
        if (run.last !== null && this.disjoint(run.last, atom, next.risky))
            return grow(freshRun());
        return next;
    }
    /**
     * True when the two atoms surely match no character in common. Two sets are told apart
     * only when `scan` is set (a pass over every character, up to ~80 ms).
     */
    disjoint(a, b, scan) {
        if (a.char !== null && b.char !== null)
            return !sameLetter(a.char, b.char);
        if (a.char !== null || b.char !== null) {
            const [ch, set] = a.char !== null ? [a.char, b.set] : [b.char, a.set];
            const re = set === null ? null : this.compiled(set);
            return re !== null && !re.test(ch);
        }
        if (!scan || a.set === null || b.set === null)
            return false;
        const key = `${a.set}\u0000${b.set}`;
        let d = this.pairCache.get(key);
        if (d === undefined) {
            // Each such test reads every character once (about 80 ms); past a few, sets overlap.
            if (this.pairCache.size >= MAX_PAIRS)
                return false;
            d = false;
            if (this.compiled(a.set) !== null && this.compiled(b.set) !== null) {
                const both = new RegExp(`(?=${a.set})(?:${b.set})`, "iu");
                d = !both.test(everyCharacter());
            }
            this.pairCache.set(key, d);
        }
        return d;
    }
    /**
     * A one-character set compiled to test a character against it, ignoring case so that an
     * overlap under any case rule counts (null: cannot tell, so it may overlap anything).
     */
    compiled(set) {
        if (!this.setCache.has(set)) {
            // A pattern of thousands of distinct sets is told nothing more: they may overlap.
            if (this.setCache.size >= MAX_SETS)
                return null;
            let re;
            try {
                // One class or escape matches one character: no backtracking.
                re = new RegExp(`^(?:${set})$`, "iu");
            }
            catch {
                re = null;
            }
            this.setCache.set(set, re);
        }
        return this.setCache.get(set);
    }
    /** One atom: a group, a class, an escape or a character. */
    atom(depth) {
        const c = this.p[this.i];
        const start = this.i;
        if (c === "(") {
            this.i++;
            const lookaround = this.groupHead();
            const inner = this.sequence(depth + 1);
            this.i++; // the )
            return {
                ...inner,
                nullable: lookaround || inner.nullable,
                assertion: lookaround,
                char: null,
                set: null,
            };
        }
        if (c === "^" || c === "$") {
            this.i++;
            return ZERO_WIDTH;
        }
        if (c === "[") {
            this.klass();
            return oneChar(null, this.p.slice(start, this.i));
        }
        if (c === "\\") {
            const n = this.p[this.i + 1];
            this.escape();
            if (n !== undefined && "bBAzZG".includes(n)) {
                return ZERO_WIDTH;
            }
            if (n !== undefined && ESCAPED_CHAR[n] !== undefined) {
                return oneChar(ESCAPED_CHAR[n], null);
            }
            const coded = codedChar(this.p.slice(start, this.i));
            if (coded !== null)
                return oneChar(coded, null);
            if (n !== undefined && !/[0-9A-Za-z]/.test(n))
                return oneChar(n, null);
            return oneChar(null, this.p.slice(start, this.i));
        }
        this.i++;
        if (c === ".")
            return oneChar(null, ".");
        // A character of the pattern, taken whole when it is a surrogate pair.
        const cp = this.p.codePointAt(start);
        if (cp > 0xffff)
            this.i++;
        return oneChar(SPECIAL.has(c) ? null : String.fromCodePoint(cp), null);
    }
    /**
     * After `(`: `?:`, `?i:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`, `?P<name>`. True for a
     * lookaround, which matches nothing itself.
     */
    groupHead() {
        if (this.p[this.i] !== "?")
            return false;
        if (this.p.startsWith("?P=", this.i))
            throw new Risk("a backreference");
        const m = /^\?(?:[:=!]|<[=!]|P?<[A-Za-z_][A-Za-z0-9_]*>|[a-zA-Z-]*:|[a-zA-Z-]*(?=\)))/.exec(this.p.slice(this.i, this.i + 40));
        if (m === null)
            throw new Risk("a group opens with (? and no known kind");
        this.i += m[0].length;
        return m[0] === "?=" || m[0] === "?!" || m[0] === "?<=" || m[0] === "?<!";
    }
    /** `[...]`, with escapes and nested classes (`[[:alpha:]]`, `[a-z&&[^x]]`). */
    klass() {
        let depth = 0;
        while (this.i < this.p.length) {
            const c = this.p[this.i];
            if (c === "\\") {
                this.i += 2;
                continue;
            }
            if (c === "[")
                depth++;
            else if (c === "]" &&
                !(this.p[this.i - 1] === "[" || this.p.slice(this.i - 2, this.i) === "[^")) {
                depth--;
                if (depth === 0) {
                    this.i++;
                    return;
                }
            }
            this.i++;
        }
        throw new Risk("a character class is not closed");
    }
    /** `\x`, `\p{..}`, `\x{..}`, `\u{..}`; a backreference (`\1`, `\k<name>`) is refused. */
    escape() {
        const n = this.p[this.i + 1];
        if (n === undefined)
            throw new Risk("the pattern ends in a backslash");
        if (/[1-9]/.test(n) || n === "k" || n === "g")
            throw new Risk("a backreference");
        this.i += 2;
        if ("pPxu".includes(n) && this.p[this.i] === "{") {
            const end = this.p.indexOf("}", this.i);
            if (end < 0)
                throw new Risk("an escape's { is not closed");
            this.i = end + 1;
            return;
        }
        // The digits of \xHH and \uHHHH and the letter of \cX belong to the escape: read as
        // atoms of their own, a quantifier after them was taken as the last digit's.
        const digits = n === "x" ? 2 : n === "u" ? 4 : 0;
        for (let k = 0; k < digits && /[0-9a-fA-F]/.test(this.p[this.i] ?? ""); k++)
            this.i++;
        if (n === "c" && /[A-Za-z]/.test(this.p[this.i] ?? ""))
            this.i++;
    }
    /** A quantifier after an atom, as its least and most repetitions ([1, 1] when none). */
    quantifier() {
        const c = this.p[this.i];
        let least;
        let most = 1;
        if (c === "*" || c === "+") {
            least = c === "*" ? 0 : 1;
            most = Infinity;
            this.i++;
        }
        else if (c === "?") {
            least = 0;
            this.i++;
        }
        else if (c === "{") {
            const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.p.slice(this.i, this.i + 22));
            if (m === null)
                return [1, 1]; // a literal {
            least = Number(m[1]);
            most = m[2] === undefined ? least : m[3] === "" ? Infinity : Number(m[3]);
            this.i += m[0].length;
        }
        else
            return [1, 1];
        // Lazy (?) and possessive (+) marks.
        if (this.p[this.i] === "?" || this.p[this.i] === "+")
            this.i++;
        return [least, most];
    }
}

// EXTERNAL MODULE: ./src/io/nesting.ts
var nesting = __webpack_require__(20418);
;// CONCATENATED MODULE: ./src/io/tokenizer-file.ts
// A Hugging Face tokenizer.json (and the tokenizer_config.json beside it, when present),
// read and parsed; nothing is downloaded. The gates turn the parsed object into a counter.







/** Real tokenizer.json files run to ~20 MB; a larger one is refused rather than parsed. */
const MAX_TOKENIZER_BYTES = 64 << 20;
/**
 * Most vocabulary entries, merges or added tokens a tokenizer may hold. Real ones hold up to
 * about 260,000 (Gemma's); the library builds maps of each, so millions would take the
 * job's memory.
 */
const MAX_TOKENIZER_ENTRIES = 1_000_000;
/**
 * Most entries all lists and objects of a tokenizer file may hold together: a vocabulary and
 * its merges as pairs hold three per merge, so real files stay under ~2,000,000.
 */
const MAX_TOKENIZER_VALUES = 4_000_000;
async function readJsonObject(path, optional, confine) {
    // Even an optional sibling is refused, not skipped, when it leads out of the workspace.
    await (0,source/* checkConfined */.R5)(path, confine);
    let size;
    try {
        size = await regularFileSize(path);
    }
    catch (e) {
        if (optional)
            return null;
        throw e;
    }
    refuseOverCap(path, size, MAX_TOKENIZER_BYTES, "a tokenizer file");
    const bytes = await (0,promises_.readFile)(path);
    refuseHugeJson(bytes, path);
    let v;
    try {
        v = JSON.parse(bytes.toString("utf8"));
    }
    catch (e) {
        throw new source/* ReadError */.F_(path, `${path} is ${(0,io_problems/* jsonErrorReason */.Hs)(e)}`);
    }
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new source/* ReadError */.F_(path, `${path} must hold a JSON object`);
    }
    return v;
}
async function readTokenizerFiles(path, confine) {
    const tokenizer = await readJsonObject(path, false, confine);
    if (tokenizer === null || !("model" in tokenizer)) {
        throw new source/* ReadError */.F_(path, `${path} is not a tokenizer.json (it has no "model")`);
    }
    refuseHugeModel(tokenizer, path);
    refuseRiskyPatterns(tokenizer, path);
    const config = (await readJsonObject((0,external_node_path_.join)((0,external_node_path_.dirname)(path), "tokenizer_config.json"), true, confine)) ?? {};
    return { tokenizer, config };
}
/**
 * Refuses, from the bytes alone and before JSON.parse builds anything (design §7), a file
 * whose lists or objects hold more entries than any real tokenizer's, or that nests deeper
 * than MAX_NESTING: JSON.parse spends ~200 bytes of heap and, on a loaded runner, ~20 µs per
 * object key (a 34 MB vocabulary of 2,300,000 keys took 547 MB and 53 s to parse only to be
 * refused). Entries are counted by the commas of each open list or object, strings skipped.
 */
function refuseHugeJson(buf, path) {
    // Per open list or object: its kind, entries so far, and (objects) its last key's bytes.
    const isObject = [];
    const entries = [];
    const keyFrom = [];
    const keyTo = [];
    let total = 0;
    const n = buf.length;
    /** Where the value open at `level` sits, as the dotted path the other checks name. */
    const where = (level) => {
        let at = "";
        for (let d = 0; d < level; d++) {
            if (!isObject[d])
                at += `[${entries[d] - 1}]`;
            else
                at = keyStep(at, buf, keyFrom[d], keyTo[d]);
        }
        return at === "" ? "the file" : at;
    };
    const refuse = (what) => {
        throw new source/* ReadError */.F_(path, `${path}: ${what}, more than any real tokenizer`);
    };
    for (let i = 0; i < n; i++) {
        const b = buf[i];
        if (b === 0x22) {
            const close = (0,nesting/* stringClose */.eO)(buf, i + 1, n);
            let j = close + 1;
            while (j < n && (buf[j] === 32 || buf[j] === 9 || buf[j] === 10 || buf[j] === 13))
                j++;
            if (buf[j] === 0x3a && isObject.length > 0) {
                keyFrom[isObject.length - 1] = i;
                keyTo[isObject.length - 1] = close + 1;
            }
            i = close;
        }
        else if (b === 0x2c) {
            const d = isObject.length - 1;
            if (d < 0)
                continue; // not JSON; JSON.parse names it
            if (++entries[d] > MAX_TOKENIZER_ENTRIES) {
                refuse(`${where(d)} holds more than ${MAX_TOKENIZER_ENTRIES} entries`);
            }
            if (++total > MAX_TOKENIZER_VALUES) {
                refuse(`its lists and objects hold more than ${MAX_TOKENIZER_VALUES} entries in all`);
            }
        }
        else if (b === 0x5b || b === 0x7b) {
            if (isObject.length >= nesting/* MAX_NESTING */.M1) {
                refuse(`${where(isObject.length)} nests more than ${nesting/* MAX_NESTING */.M1} levels deep`);
            }
            isObject.push(b === 0x7b);
            entries.push(1);
            keyFrom.push(-1);
            keyTo.push(-1);
            total++;
        }
        else if (b === 0x5d || b === 0x7d) {
            isObject.pop();
            entries.pop();
            keyFrom.pop();
            keyTo.pop();
        }
    }
}
/** A key (its JSON bytes) as a path step: a plain name as it is, anything else as "[key]". */
function keyStep(at, buf, from, to) {
    let k = null;
    if (from >= 0 && to - from <= 64) {
        try {
            k = JSON.parse(buf.toString("utf8", from, to));
        }
        catch {
            k = null;
        }
    }
    if (typeof k === "string" && /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k)) {
        return at === "" ? k : `${at}.${k}`;
    }
    return `${at}[key]`;
}
/** How many entries a list or an object holds, counting no further than `most + 1`. */
function tokenizer_file_entries(v, most) {
    if (Array.isArray(v))
        return v.length;
    if (v === null || typeof v !== "object")
        return 0;
    let n = 0;
    for (const k in v)
        if (Object.hasOwn(v, k) && ++n > most)
            break;
    return n;
}
function refuseHugeModel(t, path) {
    const model = (t.model ?? {});
    const parts = [
        ["model.vocab", model.vocab],
        ["model.merges", model.merges],
        ["added_tokens", t.added_tokens],
    ];
    for (const [at, v] of parts) {
        if (tokenizer_file_entries(v, MAX_TOKENIZER_ENTRIES) > MAX_TOKENIZER_ENTRIES) {
            throw new source/* ReadError */.F_(path, `${path}: ${at} holds more than ${MAX_TOKENIZER_ENTRIES} entries, more than any real tokenizer`);
        }
    }
}
/** A key as a path step: a plain name as it is, anything else as a position only. */
const step = (at, k, i) => /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k) ? `${at}.${k}` : `${at}[key ${i + 1}]`;
/**
 * Every regular expression the tokenizer would run on the texts (`{"Regex": ...}` in its
 * normalizer, pre-tokenizer, post-processor or decoder; the model's vocabulary holds
 * none), checked before the library compiles any: one whose matching can take time
 * exponential in a text's length is refused, naming where it is, never what it says.
 */
function refuseRiskyPatterns(tokenizer, path) {
    const todo = [];
    for (const [k, v] of Object.entries(tokenizer))
        if (k !== "model")
            todo.push({ v, at: k });
    while (todo.length > 0) {
        const { v, at } = todo.pop();
        if (v === null || typeof v !== "object")
            continue;
        if (Array.isArray(v)) {
            v.forEach((x, i) => todo.push({ v: x, at: `${at}[${i}]` }));
            continue;
        }
        const o = v;
        if (typeof o.Regex === "string") {
            const risk = backtrackRisk(o.Regex);
            if (risk !== null) {
                throw new source/* ReadError */.F_(path, `${path}: the regular expression at ${at}.Regex is refused: ${risk}`);
            }
        }
        Object.entries(o).forEach(([k, x], i) => todo.push({ v: x, at: step(at, k, i) }));
    }
}
/** A chat template is a page or two of Jinja; one over this size is refused unread. */
const MAX_TEMPLATE_BYTES = 1 << 20;
/** The special tokens a chat template may name, as the tokenizer's config gives them. */
const TEMPLATE_TOKENS = ["bos_token", "eos_token", "pad_token", "unk_token"];
/**
 * The chat template the trainer renders rows with: `chat_template.jinja` beside the
 * tokenizer file, else the `chat_template` of its tokenizer_config.json (a string, or a
 * list of {name, template} whose "default" is taken). Null when there is none. The text is
 * PR input: it is only ever run by engine/template-render.ts, in a process of its own.
 */
async function readChatTemplate(tokenizerPath, config, confine) {
    const tokens = templateTokens(config);
    const jinja = (0,external_node_path_.join)((0,external_node_path_.dirname)(tokenizerPath), "chat_template.jinja");
    // Refused, not skipped, when it leads out of the workspace, like the other siblings.
    await (0,source/* checkConfined */.R5)(jinja, confine);
    // No such file (or not a regular one): the config's template, if any.
    const size = await regularFileSize(jinja).catch(() => null);
    if (size !== null) {
        refuseOverCap(jinja, size, MAX_TEMPLATE_BYTES, "a chat template");
        const text = (await (0,promises_.readFile)(jinja)).toString("utf8");
        return { file: jinja, source: "chat_template.jinja", named: null, text, tokens };
    }
    const file = (0,external_node_path_.join)((0,external_node_path_.dirname)(tokenizerPath), "tokenizer_config.json");
    const raw = config.chat_template;
    if (raw === undefined || raw === null)
        return null;
    let text = null;
    let named = null;
    if (typeof raw === "string")
        text = raw;
    else if (Array.isArray(raw)) {
        const entry = raw.find((x) => typeof x === "object" && x !== null && x.name === "default");
        if (entry === undefined)
            return null; // no default: the trainer must be told a name
        if (typeof entry.template === "string")
            text = entry.template;
        named = "default";
    }
    if (text === null) {
        throw new source/* ReadError */.F_(file, `${file}: chat_template must be a string or a list of {name, template} objects`);
    }
    refuseOverCap(file, Buffer.byteLength(text), MAX_TEMPLATE_BYTES, "a chat template");
    return { file, source: "tokenizer_config.json", named, text, tokens };
}
/** The special tokens a template may print: strings, or added-token objects' `content`. */
function templateTokens(config) {
    const out = {};
    for (const k of TEMPLATE_TOKENS) {
        const v = config[k];
        const s = typeof v === "string"
            ? v
            : typeof v === "object" &&
                v !== null &&
                typeof v.content === "string"
                ? v.content
                : null;
        if (s !== null && s.length <= 1000)
            out[k] = s;
    }
    return out;
}

// EXTERNAL MODULE: ./src/gates/chat-template.ts
var chat_template = __webpack_require__(37111);
// EXTERNAL MODULE: ./src/engine/template-render.ts
var template_render = __webpack_require__(54239);
// EXTERNAL MODULE: ./src/gates/index.ts + 6 modules
var src_gates = __webpack_require__(61257);
// EXTERNAL MODULE: ./node_modules/@huggingface/tokenizers/dist/tokenizers.mjs
var tokenizers = __webpack_require__(87554);
;// CONCATENATED MODULE: ./src/gates/token-counter.ts
// How texts become tokens for the max_length check: a real tokenizer (tokenizer.json, run by
// the pure-JS @huggingface/tokenizers) or, without one, an estimate the report names as such.

/** Characters per token assumed by the estimate (English prose; code and JSON run shorter). */
const CHARS_PER_TOKEN = 4;
/**
 * The estimate: each run of CHARS_PER_TOKEN characters is one token, named by a hash of its
 * characters, so two texts that share a prefix share stand-in tokens up to where they differ.
 */
function estimateCounter() {
    return {
        kind: "estimate",
        method: `estimated at ${CHARS_PER_TOKEN} characters per token (no tokenizer given); code, JSON and ` +
            `non-Latin text take more tokens per character, so real counts are likely higher`,
        encode(text) {
            const n = Math.ceil(text.length / CHARS_PER_TOKEN);
            const out = new Uint32Array(n);
            for (let t = 0; t < n; t++) {
                let h = 0x811c9dc5;
                const end = Math.min(text.length, (t + 1) * CHARS_PER_TOKEN);
                for (let i = t * CHARS_PER_TOKEN; i < end; i++)
                    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
                out[t] = h >>> 0;
            }
            return out;
        },
    };
}
/** A counter over a parsed tokenizer.json (and tokenizer_config.json, when there is one). */
function tokenizerCounter(tokenizerJson, tokenizerConfig, name) {
    const tok = new tokenizers/* Tokenizer */._F(tokenizerJson, tokenizerConfig);
    return {
        kind: "tokenizer",
        method: `counted with the tokenizer ${name}, prompt and each reply encoded apart as a trainer does; ` +
            `chat-template and special tokens are not counted, so lengths are a lower bound`,
        encode: (text) => tok.encode(text, { add_special_tokens: false }).ids,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/gates/clean-pairs.ts
// Writes the pairs that passed the contamination and integrity gates as TRL
// conversational preference rows: prompt, chosen and rejected as message lists.
// Streaming: rows are buffered up to 1 MiB and appended with synchronous writes,
// so memory stays flat and the file is byte-identical for the same input.

const FLUSH_BYTES = 1 << 20;
function clean_pairs_messages(list, text, role) {
    if (list.length > 0)
        return list;
    return text === "" ? [] : [{ role, content: text }];
}
/** One TRL conversational row; scores and margin are carried along when known. */
function toTrlConversational(p) {
    const row = {
        prompt: clean_pairs_messages(p.prompt_messages, p.prompt, "user"),
        chosen: clean_pairs_messages(p.chosen_messages, p.chosen, "assistant"),
        rejected: clean_pairs_messages(p.rejected_messages, p.rejected, "assistant"),
    };
    if (p.task_id !== undefined)
        row.task_id = p.task_id;
    if (p.chosen_score !== undefined)
        row.chosen_score = p.chosen_score;
    if (p.rejected_score !== undefined)
        row.rejected_score = p.rejected_score;
    if (p.margin !== undefined)
        row.margin = p.margin;
    return row;
}
function createCleanPairsWriter(path) {
    const fd = (0,external_node_fs_.openSync)(path, "w");
    let parts = [];
    let pending = 0;
    let rows = 0;
    let closed = false;
    const flush = () => {
        if (parts.length === 0)
            return;
        (0,external_node_fs_.writeSync)(fd, parts.join(""));
        parts = [];
        pending = 0;
    };
    return {
        write(pair) {
            if (closed)
                throw new Error(`clean pairs file ${path} is already closed`);
            const line = JSON.stringify(toTrlConversational(pair)) + "\n";
            parts.push(line);
            pending += line.length;
            rows++;
            if (pending >= FLUSH_BYTES)
                flush();
        },
        async close() {
            if (!closed) {
                flush();
                (0,external_node_fs_.closeSync)(fd);
                closed = true;
            }
            return rows;
        },
    };
}
/** Async form used by the engine. */
async function openCleanPairsWriter(path) {
    return createCleanPairsWriter(path);
}

// EXTERNAL MODULE: ./src/gates/unpaired.ts
var gates_unpaired = __webpack_require__(69564);
;// CONCATENATED MODULE: ./src/report.ts

/** The first gate of this name in a data check, typed by its name. */
function findGate(dc, name) {
    return dc.gates.find((g) => g.name === name);
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var classic_schemas = __webpack_require__(74528);
// EXTERNAL MODULE: ./src/io/row-tools.ts
var row_tools = __webpack_require__(8178);
;// CONCATENATED MODULE: ./src/io/served.ts
// The served-prompts file (docs/design.md §15): a sample of the contexts the deployed agent
// is given when it acts, one per line, as `messages` (with optional `tools`) or a `prompt`
// (a string or a message list). Read whole by every shard; only its prints are kept.









const servedRowSchema = classic_schemas/* object */.Ikc({
    messages: schemas/* messageList */.cl.min(1, { error: "must hold at least one message" }).optional(),
    prompt: classic_schemas/* union */.KCZ([classic_schemas/* string */.YjP(), schemas/* messageList */.cl], { error: "expected a string or a message list" })
        .optional(),
    tools: classic_schemas/* array */.YOg(classic_schemas/* unknown */.L5J()).nullish(),
});
/** The context a served row holds: its messages up to the last assistant turn it answered. */
function contextOf(msgs) {
    let end = msgs.length;
    while (end > 0 && msgs[end - 1].role === "assistant")
        end--;
    return msgs.slice(0, end);
}
/**
 * Reads the served contexts and hands each to `add`; every bad row is a problem naming its
 * line and field (design §2).
 */
async function readServedPrompts(src, opts, add) {
    const problems = new io_problems/* ProblemCollector */.tH((0,source/* sourceName */.VZ)(src));
    const reader = (0,jsonl/* readJsonl */.f)(src, { ...opts, slice: undefined }, problems);
    let rows = 0;
    for await (const batch of reader.batches) {
        for (const row of batch) {
            const value = (0,io_fields/* withoutNulls */.Le)(row.value);
            const parsed = servedRowSchema.safeParse(value);
            if (!parsed.success) {
                for (const f of (0,schemas/* issuesToFields */.Xn)(parsed.error.issues, value)) {
                    problems.add(row.line, f.field, f.reason);
                }
                continue;
            }
            const d = parsed.data;
            if (d.messages === undefined && d.prompt === undefined) {
                problems.add(row.line, "messages", "is missing (expected messages or prompt)");
                continue;
            }
            const msgs = d.messages !== undefined
                ? contextOf((0,messages/* toMessages */.ie)(d.messages))
                : typeof d.prompt === "string"
                    ? [{ role: "user", content: d.prompt }]
                    : contextOf((0,messages/* toMessages */.ie)(d.prompt));
            if (msgs.length === 0 || msgs.every((m) => m.content === "")) {
                problems.add(row.line, d.messages !== undefined ? "messages" : "prompt", "holds no text before the reply");
                continue;
            }
            rows++;
            add({ line: row.line, messages: msgs, tools: (0,row_tools/* rowTools */.gq)(value) ?? [] });
        }
    }
    (0,read_options/* noRowsInDocument */.$)(reader.stats, reader.stats.rows, problems);
    return {
        summary: (0,read_options/* fileSummary */.t)("served_prompts", src, "served-prompts", reader.stats, rows, problems),
    };
}

// EXTERNAL MODULE: ./src/gates/serve-skew.ts + 1 modules
var serve_skew = __webpack_require__(50959);
// EXTERNAL MODULE: ./src/gates/serve-print.ts
var serve_print = __webpack_require__(73077);
;// CONCATENATED MODULE: ./src/engine/training-data.ts















/** The served-prompts file, read whole: a sample of what the deployed agent is given. */
async function readServedFile(path, opts) {
    const profile = new serve_skew/* ServedProfile */.bn("served-prompts");
    const { summary } = await (0,stage/* stage */.dw)("served-prompts", path, () => readServedPrompts(path, opts, (c) => profile.add((0,serve_print/* contextPrint */.xN)(c.messages, c.tools), path, c.line)));
    return { profile, summary };
}
/** A file with input problems fails, whatever its gates said about the rows that were valid. */
function withInputProblems(dc, summary) {
    if (summary.problem_count === 0)
        return dc;
    return { ...dc, status: "fail", input_problems: summary.problem_count };
}
function contaminationCount(dc) {
    return findGate(dc, "contamination")?.figures.n_contaminated ?? 0;
}
/** The trainer config (an input file) and the token counter its length limits are checked with. */
async function trainCheck(cfg, confine) {
    const path = cfg.trainConfig;
    const { config, summary } = await (0,stage/* stage */.dw)("train-config", path, () => readTrainConfig(path, confine));
    let counter = estimateCounter();
    let template = null;
    if (cfg.tokenizer) {
        const tok = cfg.tokenizer;
        counter = await (0,stage/* stage */.dw)("tokenizer", tok, async () => {
            const files = await readTokenizerFiles(tok, confine);
            const t = await readChatTemplate(tok, files.config, confine);
            if (t) {
                const info = {
                    file: t.file,
                    source: t.source,
                    named: t.named,
                    generation: (0,chat_template/* hasGenerationBlock */.WZ)(t.text),
                };
                template = {
                    info,
                    text: { ...info, text: t.text, tokens: t.tokens },
                    budget: template_render.RENDER_BUDGET,
                };
            }
            try {
                return tokenizerCounter(files.tokenizer, files.config, tok);
            }
            catch (e) {
                // The library's message quotes the tokenizer's text (a regex, a type name): not shown.
                const why = e instanceof SyntaxError
                    ? "a regular expression in it is not valid"
                    : "it is not a tokenizer it reads";
                throw new source/* ReadError */.F_(tok, `${tok}: the tokenizer library cannot load it: ${why}`);
            }
        });
    }
    return { check: { config, counter, cutShare: cfg.trainCutShare, template }, summary };
}
/** The file's read, as it was handed over by the reader. */
function partCatcher(opts) {
    let got = null;
    return {
        opts: { ...opts, onPart: (p) => (got = p) },
        part: () => {
            if (got === null)
                throw new Error("the reader gave no summary of its file");
            return got;
        },
    };
}
async function readPairs(cfg, src, tasks, opts, train) {
    const name = (0,source/* sourceName */.VZ)(src);
    const gates = (0,src_gates/* createPairGates */.t7)(cfg.gates, tasks, name, train);
    let unpaired = null;
    const cleanPath = cfg.cleanPairs;
    const writer = cleanPath
        ? await (0,stage/* stage */.dw)("clean-pairs", cleanPath, () => openCleanPairsWriter(cleanPath))
        : null;
    const caught = partCatcher(opts);
    try {
        await (0,stage/* stage */.dw)("pairs", name, () => streamPairs(src, caught.opts, (batch) => {
            for (const p of batch) {
                const clean = gates.add(p);
                if (clean && writer)
                    writer.write(p);
            }
        }, (batch) => {
            unpaired ??= new gates_unpaired/* UnpairedGates */.t(cfg.gates, tasks, name);
            for (const r of batch)
                unpaired.add(r);
        }));
    }
    catch (e) {
        await writer?.close(); // release the handle; the error says the run did not finish
        throw e;
    }
    // The template runs in a process of its own, over the first pairs the gates took.
    await gates.renderTemplate((0,template_render.budgetedRenderer)());
    const read = { gates, unpaired, part: caught.part() };
    if (writer)
        read.cleanRows = await writer.close();
    return read;
}
async function readSft(cfg, src, tasks, opts) {
    const gates = (0,src_gates/* createSftGates */.ag)(cfg.gates, tasks, (0,source/* sourceName */.VZ)(src));
    const caught = partCatcher(opts);
    await (0,stage/* stage */.dw)("sft", (0,source/* sourceName */.VZ)(src), () => streamSft(src, caught.opts, (batch) => {
        for (const r of batch)
            gates.add(r);
    }));
    return { gates, part: caught.part() };
}
/** Streams whichever of the pair and SFT files were given through their gates. */
async function readTrainingData(cfg, given, tasks, opts) {
    let train = null;
    let pairs = null;
    if (given.pairs) {
        train = cfg.trainConfig ? await trainCheck(cfg, opts.confine) : null;
        pairs = await readPairs(cfg, given.pairs, tasks, opts, train?.check ?? null);
    }
    const sft = given.sft ? await readSft(cfg, given.sft, tasks, opts) : null;
    const served = cfg.servedPrompts && (pairs || sft) ? await readServedFile(cfg.servedPrompts, opts) : null;
    return { train, pairs, sft, served };
}
function finishPairs(cfg, read, served) {
    const summary = read.part.summary;
    const dc = summary.shape === "unpaired" && read.unpaired
        ? read.unpaired.result()
        : read.gates.result(served);
    dc.shape = summary.shape;
    if (read.cleanRows !== undefined) {
        dc.clean_rows = read.cleanRows;
        dc.clean_path = cfg.cleanPairs;
    }
    return withInputProblems(dc, summary);
}
function finishSft(read, served) {
    const dc = read.gates.result(served);
    dc.shape = read.part.summary.shape;
    return withInputProblems(dc, read.part.summary);
}
/**
 * The data checks from what reading left; the files' summaries go to `inputs`. The served
 * contexts are the served-prompts file's, else the baseline rows' that carry a prompt.
 */
function finishTrainingData(cfg, parts, inputs, baselineServed = null) {
    const data = [];
    if (parts.train)
        inputs.push(parts.train.summary);
    if (parts.served)
        inputs.push(parts.served.summary);
    const served = parts.served?.profile ?? (baselineServed && baselineServed.n > 0 ? baselineServed : null);
    if (parts.pairs) {
        inputs.push(parts.pairs.part.summary);
        data.push(finishPairs(cfg, parts.pairs, served));
    }
    if (parts.sft) {
        inputs.push(parts.sft.part.summary);
        data.push(finishSft(parts.sft, served));
    }
    const contaminationHits = data.length === 0 ? null : data.reduce((n, dc) => n + contaminationCount(dc), 0);
    return { data, contaminationHits };
}

// EXTERNAL MODULE: ./src/io/files.ts
var files = __webpack_require__(33839);
// EXTERNAL MODULE: ./src/stats/model-check.ts + 21 modules
var model_check = __webpack_require__(64935);
// EXTERNAL MODULE: ./src/io/labels.ts
var io_labels = __webpack_require__(79325);
// EXTERNAL MODULE: ./src/stats/judge-matches.ts
var judge_matches = __webpack_require__(83932);
// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 2 modules
var eval_tally = __webpack_require__(69815);
// EXTERNAL MODULE: ./src/ledger/attempts.ts
var attempts = __webpack_require__(20531);
;// CONCATENATED MODULE: ./src/engine/model-results.ts













/** The model check's settings from the config (check, merge, calibrate --aa). */
function modelSettings(cfg) {
    return {
        target: cfg.target,
        mustNotRegress: cfg.mustNotRegress,
        lowerIsBetter: cfg.lowerIsBetter,
        resamples: cfg.resamples,
        seed: cfg.seed,
        confidence: cfg.confidence,
        allowPartial: cfg.allowPartial,
        gradedBy: cfg.gradedBy,
        judgeAgreement: cfg.judgeAgreement,
        judgeHumanN: cfg.judgeHumanN,
        rewardIsJudge: cfg.rewardIsJudge,
        noiseFloor: cfg.noiseFloor,
        familyTest: cfg.familyTest,
        guardMinRuns: cfg.guardMinRuns,
        guardMargin: cfg.guardMargin,
        judge: {
            floors: {
                minAgreement: cfg.judge.minAgreement,
                minKappa: cfg.judge.minKappa,
                minN: cfg.judge.minN,
            },
            decide: cfg.judge.correction === "decide",
        },
    };
}
/** The baseline to compare against: the base commit's copy when there is one; says which. */
function baselineSource(baseline, sources, notes) {
    if (sources.baselineAtBase) {
        const headDigest = sources.baselineHeadSha256;
        notes.push(headDigest !== undefined && headDigest !== digestOf(sources.baselineAtBase)
            ? "this PR edits the baseline results; the gate compared against the base commit's version"
            : "baseline results read at the PR's base commit");
        return sources.baselineAtBase;
    }
    if (sources.baselineAtBase === null) {
        notes.push("the baseline file does not exist at the base commit; it was read from the PR head");
    }
    return sources.baseline ?? baseline;
}
/** A side may be several files (a list or a glob); a Source given by the caller is one. */
function sideFiles(given, name) {
    return typeof given === "string"
        ? (0,stage/* stage */.dw)(name, given, () => (0,files/* expandFiles */.CC)(given, name))
        : Promise.resolve([given]);
}
/** A side read and tallied as it streams; only the per-run, per-task tally stays in memory. */
async function tallySide(srcs, role, opts, index, served = null) {
    const tally = new eval_tally/* SideTally */.aw();
    const judge = index === null ? null : new judge_matches/* JudgeSeen */.$M(index, role);
    const parts = [];
    const side = await readEvalSide(srcs, role, { ...opts, onPart: (p) => parts.push(p) }, (row, file) => {
        tally.add(row, file);
        judge?.add(row, file);
        if (served !== null)
            addServed(served, row, (0,source/* sourceName */.VZ)(srcs[file]));
    });
    return { tally, files: side.files, path: side.path, parts, judge, served };
}
/** An eval row that carries its prompt (or messages) is a context the served model was given. */
function addServed(served, row, file) {
    const msgs = (0,serve_print/* rowContext */.C3)(row.raw_messages, row.prompt);
    if (msgs === null)
        return;
    served.add((0,serve_print/* contextPrint */.xN)(msgs, (0,row_tools/* toolNames */.$p)(row.raw_tools) ?? []), file, row.line);
}
/** The notes of a side's files, each naming its file (as readEvalSide gives them). */
function sideNotes(side) {
    return side.parts.flatMap((p, i) => p.notes.map((n) => `${side.files[i]}: ${n}`));
}
/** The options eval results are read with: the run's, plus format, metric, ranges and grader. */
function evalReadOptions(cfg, opts) {
    return {
        ...opts,
        format: cfg.format,
        metric: cfg.metric,
        markerRanges: cfg.markerRanges,
        ...(cfg.grader === undefined ? {} : { grader: cfg.grader }),
    };
}
/** Reads the baseline's and the candidate's results (and a regrade of the baseline, if given). */
async function readModelResults(cfg, sources, opts) {
    const notes = [...(sources.notes ?? [])];
    const baseSrc = baselineSource(cfg.baseline, sources, notes);
    const evalOpts = evalReadOptions(cfg, opts);
    const spec = cfg.judge.labels;
    // Read first: the sides keep, as they stream, only the rows these labels can name.
    const labels = spec === undefined ? null : await (0,stage/* stage */.dw)("judge-labels", spec, () => (0,io_labels/* readLabels */.k2)(spec, opts));
    const index = labels === null ? null : new judge_matches/* LabelIndex */.bm(labels.labels);
    const baseSrcs = sources.baselineFiles ?? (await sideFiles(baseSrc, "baseline"));
    const base = await (0,stage/* stage */.dw)("baseline", (0,source/* sourceName */.VZ)(baseSrcs[0]), () => tallySide(baseSrcs, "baseline", evalOpts, index, new serve_skew/* ServedProfile */.bn("baseline")));
    const candSrcs = await sideFiles(sources.candidate ?? cfg.candidate, "candidate");
    const cand = await (0,stage/* stage */.dw)("candidate", (0,source/* sourceName */.VZ)(candSrcs[0]), () => tallySide(candSrcs, "candidate", evalOpts, index));
    let regrade = null;
    const again = cfg.baselineRegraded;
    if (again !== undefined) {
        // Graded beside the candidate, so read from the workspace, never the base commit.
        const srcs = await (0,stage/* stage */.dw)("baseline-regraded", again, () => (0,files/* expandFiles */.CC)(again, "baseline-regraded"));
        regrade = await (0,stage/* stage */.dw)("baseline-regraded", (0,source/* sourceName */.VZ)(srcs[0]), () => tallySide(srcs, "baseline", evalOpts, index));
    }
    return { notes, base, cand, regrade, labels };
}
/** The model check from what reading left; summaries go to `inputs`, notes to `notes`. */
function finishModelResults(cfg, parts, tasks, contaminationHits, inputs, notes, ledger = null) {
    const { base, cand, regrade } = parts;
    notes.push(...parts.notes);
    inputs.push(...base.parts.map((p) => p.summary), ...cand.parts.map((p) => p.summary));
    for (const n of sideNotes(base))
        notes.push(`baseline ${n}`);
    for (const n of sideNotes(cand))
        notes.push(`candidate ${n}`);
    if (regrade) {
        inputs.push(...regrade.parts.map((p) => ({ ...p.summary, role: "baseline_regraded" })));
        for (const n of sideNotes(regrade))
            notes.push(`baseline-regraded ${n}`);
        notes.push(`the candidate is compared with ${regrade.path}, the stored baseline's rollouts graded again in this job; ` +
            `the stored grades in ${base.path} are checked against it for grader drift`);
    }
    const baseTable = base.tally.table(base.files);
    if (parts.labels)
        inputs.push(parts.labels.summary);
    const judge = judgeEvidence(cfg, parts);
    return (0,stage/* stage */.dw)("candidate", null, () => (0,model_check/* checkModel */.w5)({
        heldout: tasks,
        // With a regrade the yardstick is graded alongside the candidate (docs/statistics.md "Grader drift").
        baseline: regrade ? regrade.tally.table(regrade.files) : baseTable,
        candidate: cand.tally.table(cand.files),
        baselinePath: regrade ? regrade.path : base.path,
        candidatePath: cand.path,
        contaminationHits,
        stored: regrade ? { table: baseTable, path: base.path } : null,
        judge,
    }, { ...modelSettings(cfg), attempt: attemptOf(cfg, ledger, cand) }));
}
/** Where this candidate stands in the ledger's series (design §16); null without a ledger. */
function attemptOf(cfg, ledger, cand) {
    if (ledger === null)
        return null;
    const digest = (0,attempts/* candidateDigest */.Ag)(cand.parts.map((p) => p.summary.sha256));
    return {
        // Rounded so 1 - 0.95 is 0.05, not 0.050000000000000044.
        ...(0,attempts/* planAttempt */.xH)(ledger.entries, digest, Math.round((1 - cfg.confidence) * 1e12) / 1e12),
        test_version: ledger.test_version,
        ledger: ledger.path,
        entries: ledger.entries.length,
        applied: cfg.attemptControl,
        candidate_digest: digest,
        target_effect: cfg.targetEffect,
    };
}
/** What the model check measures the judge from: the labels and the rows they may name. */
function judgeEvidence(cfg, parts) {
    const labels = parts.labels;
    // The judge measured is the one whose grades are compared: the regrade's, when there is one.
    const base = parts.regrade ?? parts.base;
    if (labels === null || base.judge === null || parts.cand.judge === null)
        return null;
    return {
        path: cfg.judge.labels ?? labels.summary.path,
        read: labels,
        rows: [...base.judge.rows, ...parts.cand.judge.rows],
        overflow: base.judge.overflow + parts.cand.judge.overflow,
        files: { baseline: base.files, candidate: parts.cand.files },
    };
}

// EXTERNAL MODULE: ./src/engine/ledger.ts
var engine_ledger = __webpack_require__(55309);
;// CONCATENATED MODULE: ./src/ledger/summary.ts

/** Rounds the report lists: the last ones, oldest first. */
const TREND_ROUNDS = 50;
/** Rounds of the series this one follows that the trend shows before its break. */
const TREND_BEFORE = 10;
function trendOf(l, last) {
    return l.entries
        .filter((e) => e.kind === "merged")
        .slice(-last)
        .map((e) => ({
        round: e.round,
        pr: e.pr,
        mean: e.target.mean,
        delta: e.target.delta,
        ci: e.target.ci,
        alpha_j: e.attempt_control?.alpha_j ?? null,
        verdict: e.verdict,
    }));
}
/** The series `l` follows, when its first line names one. */
function followedVersion(l) {
    return l.entries[0]?.follows ?? null;
}
function ledgerSummary(l, run = { pr: null, digest: null }, previous = null) {
    const merged = l.entries.filter((e) => e.kind === "merged");
    const earlier = run.pr === null
        ? undefined
        : [...l.entries].reverse().find((e) => e.pr === run.pr && e.candidate_digest !== run.digest);
    return {
        path: l.path,
        test_version: l.test_version,
        entries: l.entries.length,
        rounds: merged.length,
        attempts: (0,attempts/* pastAttempts */.ve)(l.entries).size,
        trend: trendOf(l, TREND_ROUNDS),
        ...(previous
            ? {
                before: {
                    test_version: previous.test_version,
                    path: previous.path,
                    rounds: previous.entries.filter((e) => e.kind === "merged").length,
                    trend: trendOf(previous, TREND_BEFORE),
                },
            }
            : {}),
        ...(earlier
            ? {
                previous_push: {
                    attempt: earlier.attempt,
                    head: earlier.commits.head,
                    verdict: earlier.verdict,
                },
            }
            : {}),
    };
}

;// CONCATENATED MODULE: ./src/engine.ts
// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns. The stages live in
// engine/: the frozen test, the training data, the model results.














/** The options every file of a run is read with. */
function readOptions(cfg) {
    return {
        maxLineBytes: cfg.limits.maxLineBytes,
        maxFileBytes: cfg.limits.maxFileBytes,
        maxRows: cfg.limits.maxRows,
        fields: cfg.fields,
    };
}
async function collectRun(cfg, sources = {}, given = readOptions(cfg)) {
    const opts = sources.confine ? { ...given, confine: sources.confine } : given;
    const frozen = await readFrozenTest(cfg, sources.heldout ?? cfg.heldout, sources.heldoutAtBase, opts);
    const training = await readTrainingData(cfg, {
        pairs: cfg.pairs ? (sources.pairs ?? cfg.pairs) : undefined,
        sft: cfg.sft ? (sources.sft ?? cfg.sft) : undefined,
    }, frozen.tasks, opts);
    const { baseline, candidate } = cfg;
    const model = baseline && candidate
        ? await readModelResults({ ...cfg, baseline, candidate }, sources, opts)
        : null;
    return { frozen, training, model };
}
/** Judges what a run read: gates, statistics, the decision, the report. */
async function finishRun(cfg, parts, ledgerAt, pr = null) {
    const { frozen } = parts;
    const inputs = [frozen.summary];
    const notes = [];
    const { data, contaminationHits } = finishTrainingData(cfg, parts.training, inputs, parts.model?.base.served ?? null);
    for (const s of inputs)
        for (const n of s.notes ?? [])
            notes.push(`${s.path}: ${n}`);
    const version = frozen.heldout.test_version;
    // The series this run is an attempt in (design §16); read before judging, as it sets the level.
    const ledger = cfg.ledger && version ? await (0,engine_ledger.readLedger)(cfg.ledger, version, notes, ledgerAt) : null;
    // The series this one follows, for the trend's break (design §16): read the same way.
    const follows = ledger ? followedVersion(ledger) : null;
    const previous = cfg.ledger && follows !== null ? await (0,engine_ledger.readLedger)(cfg.ledger, follows, notes, ledgerAt) : null;
    const model = parts.model
        ? await finishModelResults(cfg, parts.model, frozen.tasks, contaminationHits, inputs, notes, ledger)
        : null;
    const problems = inputs.flatMap((s) => s.problems);
    const decision = (0,verdict/* decide */.LD)({ model, data, problems, heldout: frozen.heldout, problemTotal: (0,io_problems/* problemTotal */.sS)(inputs) }, {
        requireProof: cfg.requireProof,
        confidence: cfg.confidence,
        judgeCorrection: cfg.judge.correction,
    });
    return {
        schema_version: report_version/* SCHEMA_VERSION */.f,
        tool: { name: "heldout-gate", version: src_version/* VERSION */.x },
        settings: settingsOf(cfg),
        heldout: frozen.heldout,
        inputs,
        problems,
        notes,
        model,
        data,
        ...(ledger
            ? {
                ledger: ledgerSummary(ledger, { pr, digest: model?.attempt?.candidate_digest ?? null }, previous),
            }
            : {}),
        decision,
    };
}
async function buildReport(cfg, sources = {}) {
    return finishRun(cfg, await collectRun(cfg, sources), sources.ledger, sources.pr ?? null);
}
function settingsOf(cfg) {
    return {
        seed: cfg.seed,
        rng: cfg.rng,
        resamples: cfg.resamples,
        confidence: cfg.confidence,
        target: cfg.target,
        must_not_regress: cfg.mustNotRegress,
        require_proof: cfg.requireProof,
        allow_heldout_change: cfg.allowHeldoutChange,
        allow_partial: cfg.allowPartial,
    };
}
/**
 * The report of a run an error stopped: nothing judged, a failing decision, and the cause
 * as a problem on the file (or the input) that caused it, so every view can show it.
 */
function stoppedReport(cfg, stop) {
    return {
        schema_version: report_version/* SCHEMA_VERSION */.f,
        tool: { name: "heldout-gate", version: src_version/* VERSION */.x },
        settings: settingsOf(cfg),
        heldout: null,
        inputs: [],
        // A file is named where it failed; a setting (resamples) has no file, and its cause
        // is in the decision and in `stopped`.
        problems: stop.path === null ? [] : [{ file: stop.path, line: 0, field: "", reason: stop.reason }],
        notes: [],
        model: null,
        data: [],
        decision: (0,verdict/* stoppedDecision */.Ih)(stop),
        stopped: stop,
    };
}
/** Serialize with a fixed layout so the same report is the same bytes. */
function reportJson(report) {
    return JSON.stringify(report, null, 2) + "\n";
}
async function writeReportFiles(report, outDir, extra = {}) {
    await (0,promises_.mkdir)(outDir, { recursive: true });
    const json = (0,external_node_path_.join)(outDir, "report.json");
    const text = reportJson(report);
    // Report mode reads no report over this cap: one that big is refused here, by name.
    const bytes = external_node_buffer_.Buffer.byteLength(text);
    if (bytes > report_version/* REPORT_MAX_BYTES */.A) {
        throw new Error(`the report is ${bytes} bytes, over the ${report_version/* REPORT_MAX_BYTES */.A}-byte cap report mode reads`);
    }
    await (0,promises_.writeFile)(json, text);
    for (const [name, text] of Object.entries(extra))
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, name), text);
    return { json };
}


/***/ }),

/***/ 54239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_RANGE: () => (/* binding */ MAX_RANGE),
/* harmony export */   RENDER_BUDGET: () => (/* binding */ RENDER_BUDGET),
/* harmony export */   budgetedRenderer: () => (/* binding */ budgetedRenderer),
/* harmony export */   templateChildMain: () => (/* binding */ templateChildMain)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _worker_tag_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30951);
// A chat template is PR input, and a Jinja template can loop or allocate without end
// (`{% for i in range(100000000) %}` takes gigabytes). It is rendered only here, in a child
// process of its own with a capped heap, killed when its time is up: a heap limit on a
// worker thread is not enough, as V8 may end the whole process on one large allocation
// (seen with 64-192 MB limits on node 20). The renderer is @huggingface/jinja, loaded in that
// process only, so a run without a template pays nothing for it (design §4, §7). What the
// parent learns is the rendered text or the kind of fault: never the template's messages.




/** Time (after the renderer has started) and heap the renders of one file get. */
const RENDER_BUDGET = { seconds: 5, memory_mb: 256 };
/** The longest range() a template may loop over; chat templates loop over the messages. */
const MAX_RANGE = 100_000;
/** How long the renderer may take to start (loading the bundle or, from source, tsx). */
const START_MS = 60_000;
/**
 * The program the renderer runs as. From source (tests, `npm run bench`) it is this module,
 * through tsx. In a bundle it is the running program (dist/index.js or dist/cli/index.js),
 * whose entry hands the process over to templateChildMain when the environment says so.
 */
function childProgram() {
    const here = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
    if (here.endsWith(".ts"))
        return { file: here, execArgv: ["--import", "tsx"] };
    return { file: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(process.argv[1]), execArgv: [] };
}
function startChild(memoryMb) {
    const { file, execArgv } = childProgram();
    // Nothing of the job's environment (tokens, workflow settings) is handed to the template.
    const env = { [_worker_tag_js__WEBPACK_IMPORTED_MODULE_3__/* .TEMPLATE_CHILD_ENV */ .Yo]: "1" };
    for (const k of ["TMPDIR", "TEMP", "TMP"])
        if (process.env[k])
            env[k] = process.env[k];
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.fork)(file, [], {
        execArgv: [...execArgv, `--max-old-space-size=${memoryMb}`, "--max-semi-space-size=16"],
        env,
        stdio: ["ignore", "ignore", "ignore", "ipc"],
        serialization: "advanced",
    });
}
/**
 * A renderer that runs each file's cases in one child process within `budget`; `started`
 * is told each child's process id (tests watch its memory).
 */
function budgetedRenderer(budget = RENDER_BUDGET, started) {
    return (t, cases) => renderInChild(t, cases, budget, started);
}
function renderInChild(t, cases, budget, onStart) {
    return new Promise((resolve, reject) => {
        const child = startChild(budget.memory_mb);
        if (child.pid !== undefined)
            onStart?.(child.pid);
        const renders = [];
        let started = false;
        let settled = false;
        let clock;
        const end = () => {
            settled = true;
            clearTimeout(clock);
            clearTimeout(boot);
            child.kill("SIGKILL");
        };
        const finish = (stop) => {
            if (settled)
                return;
            end();
            resolve({ renders, stop });
        };
        const fail = (why) => {
            if (settled)
                return;
            end();
            reject(new Error(`the chat template renderer for ${t.file} ${why}`));
        };
        const boot = setTimeout(() => fail("did not start"), START_MS);
        child.on("message", (m) => {
            if ("ready" in m) {
                started = true;
                clearTimeout(boot);
                clock = setTimeout(() => finish("time"), budget.seconds * 1000);
                const job = { text: t.text, tokens: t.tokens, cases };
                child.send(job);
            }
            else if ("parse" in m)
                finish("parse");
            else if ("case" in m)
                renders.push(m.renders);
            else if ("done" in m)
                finish(null);
        });
        child.on("error", () => fail("could not be started"));
        child.on("close", (code, signal) => {
            if (settled)
                return;
            // A heap that hits its cap ends the process by abort (SIGABRT, or exit code 134).
            if (started && (signal === "SIGABRT" || code === 134))
                finish("memory");
            else
                fail(started ? `stopped (${signal ?? `exit code ${code}`})` : "did not start");
        });
    });
}
/** A template called raise_exception. */
class Raised extends Error {
}
/** A template asked for a range longer than MAX_RANGE. */
class RangeLimit extends Error {
}
/** Python's range(), refusing more than MAX_RANGE numbers before making any. */
function boundedRange(start, stop, step = 1) {
    if (stop === undefined)
        [start, stop] = [0, start];
    if (![start, stop, step].every(Number.isFinite) || step === 0)
        throw new RangeLimit();
    const n = Math.max(0, Math.ceil((stop - start) / step));
    if (n > MAX_RANGE)
        throw new RangeLimit();
    return Array.from({ length: n }, (_, i) => start + i * step);
}
const pad2 = (n) => String(n).padStart(2, "0");
const MONTHS = "January February March April May June July August September October November December".split(" ");
/** strftime_now, as Llama 3.1-style templates date their system prompt: one date per job. */
function strftimeAt(d) {
    return (format) => String(format).replace(/%[YmdbBHM%]/g, (k) => {
        switch (k) {
            case "%Y":
                return String(d.getUTCFullYear());
            case "%m":
                return pad2(d.getUTCMonth() + 1);
            case "%d":
                return pad2(d.getUTCDate());
            case "%b":
                return MONTHS[d.getUTCMonth()].slice(0, 3);
            case "%B":
                return MONTHS[d.getUTCMonth()];
            case "%H":
                return pad2(d.getUTCHours());
            case "%M":
                return pad2(d.getUTCMinutes());
            default:
                return "%";
        }
    });
}
/** The child's side: load the renderer, say so, then render the job it is sent. */
async function templateChildMain() {
    const jinja = await __webpack_require__.e(/* import() */ 931).then(__webpack_require__.bind(__webpack_require__, 48931));
    const send = (m) => process.send(m);
    process.once("message", (job) => {
        let program;
        try {
            program = new jinja.Template(job.text).parsed;
        }
        catch {
            send({ parse: true });
            return;
        }
        const globals = new jinja.Environment();
        for (const [k, v] of [
            ["false", false],
            ["true", true],
            ["none", null],
            ["False", false],
            ["True", true],
            ["None", null],
        ]) {
            globals.set(k, v);
        }
        globals.set("raise_exception", () => {
            throw new Raised();
        });
        globals.set("range", boundedRange);
        globals.set("strftime_now", strftimeAt(new Date()));
        const render = (messages, generation) => {
            const env = new jinja.Environment(globals);
            for (const [k, v] of Object.entries(job.tokens))
                env.set(k, v);
            env.set("messages", messages);
            env.set("add_generation_prompt", generation);
            try {
                const out = new jinja.Interpreter(env).run(program);
                return { text: String(out.value) };
            }
            catch (e) {
                return {
                    fault: e instanceof Raised ? "raised" : e instanceof RangeLimit ? "limit" : "error",
                };
            }
        };
        job.cases.forEach((c, i) => {
            const prompt = render(c.prompt, true);
            const full = "fault" in prompt ? [] : c.replies.map((r) => render([...c.prompt, ...r], false));
            send({ case: i, renders: { prompt, full } });
        });
        send({ done: true });
    });
    send({ ready: true });
}
// Started as a program from source (see childProgram); a bundle's entry calls templateChildMain.
const self = (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url);
if ((0,_worker_tag_js__WEBPACK_IMPORTED_MODULE_3__/* .inTemplateChild */ .kK)() && self.endsWith(".ts") && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(process.argv[1] ?? "") === self) {
    void templateChildMain();
}


/***/ }),

/***/ 37111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WZ: () => (/* binding */ hasGenerationBlock),
/* harmony export */   m9: () => (/* binding */ ChatTemplateGate)
/* harmony export */ });
/* unused harmony exports MAX_TEMPLATE_CASES, RENDER_FAULTS, RENDER_STOPS, templateCase */
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58419);
/* harmony import */ var _train_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(31528);


/** Pairs rendered: the first conversational ones of the file. */
const MAX_TEMPLATE_CASES = 8;
/** A pair whose messages hold more text than this is not rendered (another one is taken). */
const MAX_CASE_CHARS = 1_000_000;
/** Shapes whose prompt and replies are plain strings: TRL renders no template over them. */
const STRING_SHAPES = new Set(["trl-standard", "alpaca-preference", "orca", "argilla"]);
/** Why a render gave no text. "limit": a loop over a range longer than the renderer allows. */
const RENDER_FAULTS = ["raised", "error", "limit"];
/** Why rendering stopped before every case was done, if it did. */
const RENDER_STOPS = ["parse", "time", "memory"];
const OUTCOMES = ["ok", "prefix", ...RENDER_FAULTS, ...RENDER_STOPS, "skipped"];
/** True for a pair TRL renders with the template: messages on every side, a prompt to answer. */
function templateCase(p) {
    if (STRING_SHAPES.has(p.shape) || p.prompt_and_messages)
        return null;
    const prompt = p.prompt_messages;
    if (prompt.length === 0 || prompt[prompt.length - 1].role === "assistant")
        return null;
    if (p.chosen_messages.length === 0)
        return null;
    if (p.prompt.length + p.chosen.length + p.rejected.length > MAX_CASE_CHARS)
        return null;
    const replies = [p.chosen_messages];
    const same = p.rejected_messages.length === p.chosen_messages.length &&
        p.rejected_messages.every((m, i) => m.role === p.chosen_messages[i].role && m.content === p.chosen_messages[i].content);
    if (p.rejected_messages.length > 0 && !same)
        replies.push(p.rejected_messages);
    return { line: p.line, prompt, replies };
}
/** Where two texts first differ (the shorter one's length when one is a prefix of the other). */
function partAt(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    return i;
}
/** What one case's renders say. */
function judge(line, r) {
    const out = { line, outcome: "ok", reply: 0, at: 0, prompt_chars: 0 };
    if ("fault" in r.prompt)
        return { ...out, outcome: r.prompt.fault };
    const gen = r.prompt.text;
    out.prompt_chars = gen.length;
    for (let k = 0; k < r.full.length; k++) {
        const f = r.full[k];
        if ("fault" in f)
            return { ...out, outcome: f.fault, reply: k };
        if (!f.text.startsWith(gen))
            return { ...out, outcome: "prefix", reply: k, at: partAt(gen, f.text) };
    }
    return out;
}
class ChatTemplateGate {
    info;
    file;
    assistantOnlyLoss;
    budget;
    seen = 0;
    /** The cases taken so far (only before rendering; a loaded state has none). */
    cases = [];
    outcomes = [];
    rendered = false;
    constructor(info, file, assistantOnlyLoss, budget) {
        this.info = info;
        this.file = file;
        this.assistantOnlyLoss = assistantOnlyLoss;
        this.budget = budget;
    }
    add(p) {
        this.seen++;
        if (this.cases.length >= MAX_TEMPLATE_CASES)
            return;
        const c = templateCase(p);
        if (c)
            this.cases.push(c);
    }
    /** Renders the cases taken (once; the gates call it when the file has been read). */
    async render(t, renderer) {
        if (this.rendered)
            return;
        this.rendered = true;
        const cases = this.cases;
        this.cases = [];
        if (cases.length === 0)
            return;
        const answer = await renderer(t, cases);
        this.outcomes = cases.map((c, i) => {
            const r = answer.renders[i];
            if (r)
                return judge(c.line, r);
            const stopped = i === answer.renders.length && answer.stop !== null;
            return {
                line: c.line,
                outcome: stopped ? answer.stop : answer.stop === "parse" ? "parse" : "skipped",
                reply: 0,
                at: 0,
                prompt_chars: 0,
            };
        });
    }
    /** The other slice's cases join these; the file's first ones (by line) are kept. */
    merge(other) {
        this.seen += other.seen;
        this.outcomes = [...this.outcomes, ...other.outcomes]
            .sort((a, b) => a.line - b.line)
            .slice(0, MAX_TEMPLATE_CASES);
    }
    saveState() {
        return {
            seen: this.seen,
            cases: this.outcomes.map((o) => ({ ...o })),
        };
    }
    loadState(state, at) {
        const r = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1)(state, at, ["seen", "cases"]);
        const seen = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(r.seen, `${at}.seen`);
        const cases = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(r.cases, `${at}.cases`, MAX_TEMPLATE_CASES, (x, p) => {
            const c = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1)(x, p, ["line", "outcome", "reply", "at", "prompt_chars"]);
            return {
                line: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(c.line, `${p}.line`, 1),
                outcome: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(c.outcome, `${p}.outcome`, OUTCOMES),
                reply: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(c.reply, `${p}.reply`, 0, 1),
                at: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(c.at, `${p}.at`),
                prompt_chars: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(c.prompt_chars, `${p}.prompt_chars`),
            };
        });
        (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .check */ .z6)(cases.length <= seen, `${at}.cases`, "more cases than pairs seen");
        for (let i = 1; i < cases.length; i++) {
            (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .check */ .z6)(cases[i].line > cases[i - 1].line, `${at}.cases[${i}].line`, "lines not rising");
        }
        this.seen = seen;
        this.outcomes = cases;
        this.rendered = true;
    }
    /** The findings, one per pair (a stop or a parse failure once), and the rules fired. */
    findings() {
        const findings = [];
        const fired = new Set();
        const flag = (rule, f) => {
            const r = _train_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .TEMPLATE_RULES */ .Nd[rule];
            fired.add(r.id);
            findings.push({
                ...f,
                level: "failure",
                message: `${f.message} (source: ${r.source})`,
                detail: { rule: r.id },
            });
        };
        const t = this.info.file;
        for (const c of this.outcomes) {
            const side = c.reply === 0 ? "chosen" : "rejected";
            if (c.outcome === "prefix") {
                flag("prefix", {
                    file: this.file,
                    line: c.line,
                    message: `the prompt rendered by ${t} with the generation prompt (${c.prompt_chars} characters) ` +
                        `is not where prompt + ${side} rendered without it begins: they part at character ${c.at}`,
                });
            }
            else if (c.outcome === "raised" || c.outcome === "error" || c.outcome === "limit") {
                flag("render", {
                    file: this.file,
                    line: c.line,
                    message: `${t} cannot render this pair: ${FAULT_TEXT[c.outcome]}`,
                });
            }
            else if (c.outcome === "time" || c.outcome === "memory") {
                const at = `at the pair on line ${c.line} of ${this.file}`;
                flag("render", {
                    file: t,
                    line: 0,
                    message: c.outcome === "time"
                        ? `rendering was stopped after ${this.budget.seconds} s, ${at}`
                        : `rendering was stopped at ${this.budget.memory_mb} MB of memory, ${at}`,
                });
            }
            else if (c.outcome === "parse" && !fired.has(_train_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .TEMPLATE_RULES */ .Nd.render.id)) {
                flag("render", { file: t, line: 0, message: "is not a template the renderer can read" });
            }
        }
        const aol = this.assistantOnlyLoss;
        if (aol?.value === true && !this.info.generation) {
            flag("generation", {
                file: aol.file,
                line: aol.line,
                message: `${aol.key} is true, but ${t} has no {% generation %} block to mark the assistant's tokens`,
            });
        }
        return { findings, fired };
    }
    result() {
        const { findings, fired } = this.findings();
        const t = this.info.file;
        const count = (o) => this.outcomes.filter((c) => o.includes(c.outcome)).length;
        const rendered = count(["ok", "prefix"]);
        const stop = this.outcomes.find((c) => c.outcome === "time" || c.outcome === "memory");
        const nothing = this.outcomes.length === 0 && findings.length === 0;
        return {
            name: "chat_template",
            status: findings.length > 0 ? "fail" : nothing ? "not_run" : "pass",
            summary: nothing
                ? `not run: no pair in messages form to render with ${t}`
                : findings.length === 0
                    ? `${rendered} pairs rendered with ${t}: the generation prompt starts every full render`
                    : `${findings.length} finding${findings.length === 1 ? "" : "s"} over ${this.outcomes.length} pairs rendered with ${t} (${[...fired].join(", ")})`,
            figures: {
                template: t,
                source: this.info.source,
                named: this.info.named,
                generation_block: this.info.generation,
                assistant_only_loss: this.assistantOnlyLoss?.value ?? null,
                pairs: this.seen,
                cases: this.outcomes.length,
                rendered,
                prefix_failures: count(["prefix"]),
                render_failures: count([...RENDER_FAULTS, "parse", "time", "memory"]),
                stopped: stop ? stop.outcome : null,
                budget_seconds: this.budget.seconds,
                budget_memory_mb: this.budget.memory_mb,
                rules: Object.values(_train_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .TEMPLATE_RULES */ .Nd).map((r) => ({
                    rule: r.id,
                    fired: fired.has(r.id),
                    source: r.source,
                })),
            },
            findings,
            findings_truncated: false,
        };
    }
}
/** What a render fault says; the template's own message is never shown. */
const FAULT_TEXT = {
    raised: "the template raised an exception (raise_exception; its text is not shown)",
    error: "the template failed (its error is not shown)",
    limit: "the template loops over a range longer than the renderer allows",
};
/** The {% generation %} tag (with Jinja's whitespace marks) anywhere in a template. */
function hasGenerationBlock(text) {
    return /\{%-?\s*generation\s*-?%\}/.test(text);
}


/***/ }),

/***/ 56079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ ContaminationGate)
});

// UNUSED EXPORTS: contaminationRule

// EXTERNAL MODULE: ./src/gates/findings.ts
var findings = __webpack_require__(67516);
// EXTERNAL MODULE: ./src/gates/heldout-index.ts + 1 modules
var heldout_index = __webpack_require__(79733);
// EXTERNAL MODULE: ./src/gates/gram-keys.ts
var gram_keys = __webpack_require__(7214);
// EXTERNAL MODULE: ./src/gates/tokens.ts
var tokens = __webpack_require__(68892);
;// CONCATENATED MODULE: ./src/gates/heldout-probe.ts
// Matching one pair-side text against the held-out index. Coverage is measured
// both ways: the share of the text's words covered by a test item's n-grams
// (the SDK's rule) and the share of the test item's words whose n-grams occur
// in the text (finds a test ask buried in a long conversation). All scratch
// space is typed arrays reset by epoch stamps, so a text costs O(words) unless
// it actually shares n-grams with the test.



/** Test texts an n-gram may occur in before it counts as boilerplate. */
const COMMON_TEXTS = 256;
class HeldoutProbe {
    index;
    words = new tokens/* WordHashes */.hu();
    key = new Uint32Array(2);
    grams = new gram_keys/* GramKeys */.e();
    /** Window positions that hit the index, and the entry each hit. */
    hitPos = new Int32Array(1024);
    hitEntry = new Int32Array(1024);
    entryStamp;
    entryStamp2;
    entryWin;
    textStamp;
    fwdUp;
    revUp;
    epoch = 0;
    epoch2 = 0;
    matched = [];
    cands = [];
    /** Set by forwardCovered: the position of the first n-gram shared with the text measured. */
    firstHit = -1;
    constructor(index) {
        this.index = index;
        this.entryStamp = new Uint32Array(index.entries);
        this.entryStamp2 = new Uint32Array(index.entries);
        this.entryWin = new Uint32Array(index.entries);
        this.textStamp = new Uint32Array(index.texts);
        this.fwdUp = new Float64Array(index.texts);
        this.revUp = new Float64Array(index.texts);
    }
    /** The best match of `text` against the test at `overlap`, or null. */
    check(text, overlap) {
        const ix = this.index;
        const W = this.words.scan(text);
        if (W === 0)
            return null;
        const ex = this.exactText(W);
        if (ex >= 0) {
            return {
                rule: "exact",
                text: ex,
                coverage: 1,
                test_coverage: 1,
                match: quote(text, 0, W),
                sdk: true,
            };
        }
        const n = ix.ngram;
        if (W < n || ix.entries === 0)
            return null;
        const cur = this.nextEpoch();
        const hits = this.collectHits(n, cur);
        if (this.matched.length === 0)
            return null;
        const commonWin = this.nominate(cur);
        return this.bestCandidate(text, W, overlap, hits, commonWin, cur);
    }
    /** The test text whose words are exactly the scanned ones, or -1. */
    exactText(W) {
        if (W > this.index.maxWords)
            return -1;
        (0,heldout_index/* textKey */.tQ)(this.words, this.key);
        return this.index.exact.get(this.key[0], this.key[1]);
    }
    /**
     * Looks up each of the scanned text's n-grams: fills `matched` with the entries hit
     * (counting windows per entry) and hitPos/hitEntry with each hit; returns the hit count.
     */
    collectHits(n, cur) {
        const ix = this.index;
        const windows = this.grams.compute(this.words, n);
        const matched = this.matched;
        matched.length = 0;
        const ghi = this.grams.hi;
        const glo = this.grams.lo;
        let hits = 0;
        for (let p = 0; p < windows; p++) {
            if (!ix.maybe(ghi[p]))
                continue;
            const e = ix.grams.get(ghi[p], glo[p]);
            if (e < 0)
                continue;
            if (this.entryStamp[e] !== cur) {
                this.entryStamp[e] = cur;
                this.entryWin[e] = 0;
                matched.push(e);
            }
            this.entryWin[e]++;
            if (hits === this.hitPos.length)
                this.growHits();
            this.hitPos[hits] = p;
            this.hitEntry[hits] = e;
            hits++;
        }
        return hits;
    }
    /**
     * Fills `cands` (sorted) with the test texts the matched entries occur in, each with
     * upper bounds from counts alone (fwdUp, revUp), before any exact measure. Returns the
     * windows that hit boilerplate entries, which were not counted per text.
     */
    nominate(cur) {
        const ix = this.index;
        const cands = this.cands;
        cands.length = 0;
        // An n-gram found in more than COMMON_TEXTS test texts is the test's boilerplate
        // (a shared preamble, a template line): it still counts toward the coverage of
        // a test item found through other n-grams, but it does not nominate items by
        // itself. That bounds the work per text on templated test sets.
        let commonWin = 0;
        for (const e of this.matched) {
            if (ix.postLen[e] > COMMON_TEXTS) {
                commonWin += this.entryWin[e];
                continue;
            }
            for (let q = ix.postHead[e]; q >= 0; q = ix.postNext[q]) {
                const t = ix.postText[q];
                if (this.textStamp[t] !== cur) {
                    this.textStamp[t] = cur;
                    this.fwdUp[t] = 0;
                    this.revUp[t] = 0;
                    cands.push(t);
                }
                this.fwdUp[t] += this.entryWin[e];
                this.revUp[t] += ix.postOcc[q];
            }
        }
        cands.sort((a, b) => a - b);
        return commonWin;
    }
    /** Measures each candidate whose bounds allow a match; the highest coverage wins. */
    bestCandidate(text, W, overlap, hits, commonWin, cur) {
        const ix = this.index;
        const n = ix.ngram;
        let best = null;
        let bestScore = -1;
        let sdk = false;
        for (const t of this.cands) {
            const Wt = ix.textWords[t];
            // Upper bounds; boilerplate n-grams were not counted per text, so add them to
            // every candidate (forward) or measure exactly whenever any matched (reverse).
            const maybeFwd = Math.min(W, n * (this.fwdUp[t] + commonWin)) >= overlap * W;
            const maybeRev = commonWin > 0 || Math.min(Wt, n * this.revUp[t]) >= overlap * Wt;
            if (!maybeFwd && !maybeRev)
                continue;
            const rev = this.reverseCovered(t, cur) / Wt;
            const fwd = this.forwardCovered(t, hits) / W;
            if (fwd < overlap && rev < overlap)
                continue;
            if (fwd >= overlap)
                sdk = true;
            const score = Math.max(fwd, rev);
            if (score > bestScore) {
                bestScore = score;
                const first = this.firstHit;
                best = {
                    rule: "ngram",
                    text: t,
                    coverage: round3(fwd),
                    test_coverage: round3(rev),
                    match: first >= 0 ? quote(text, first, first + n) : "",
                    sdk: false,
                };
            }
        }
        if (best)
            best.sdk = sdk;
        return best;
    }
    /** Reverse: how many of test text t's words lie in n-grams that occur in this text. */
    reverseCovered(t, cur) {
        const ix = this.index;
        const n = ix.ngram;
        const a = ix.textStart[t];
        const b = ix.textStart[t + 1];
        let covered = 0;
        let end = 0;
        for (let i = a; i < b; i++) {
            if (this.entryStamp[ix.textEntries[i]] === cur) {
                const p = i - a;
                const s = Math.max(p, end);
                covered += p + n - s;
                end = p + n;
            }
        }
        return covered;
    }
    /**
     * Forward: how many of this text's words lie in n-grams of test text t. Sets firstHit
     * to the first such n-gram's position (-1 for none), for the quote.
     */
    forwardCovered(t, hits) {
        const ix = this.index;
        const n = ix.ngram;
        const cur2 = this.nextEpoch2();
        for (let i = ix.textStart[t]; i < ix.textStart[t + 1]; i++) {
            this.entryStamp2[ix.textEntries[i]] = cur2;
        }
        let covered = 0;
        let first = -1;
        let end = 0;
        for (let h = 0; h < hits; h++) {
            if (this.entryStamp2[this.hitEntry[h]] === cur2) {
                const p = this.hitPos[h];
                if (first < 0)
                    first = p;
                const s = Math.max(p, end);
                covered += p + n - s;
                end = p + n;
            }
        }
        this.firstHit = first;
        return covered;
    }
    growHits() {
        const pos = new Int32Array(this.hitPos.length * 2);
        pos.set(this.hitPos);
        this.hitPos = pos;
        const ent = new Int32Array(this.hitEntry.length * 2);
        ent.set(this.hitEntry);
        this.hitEntry = ent;
    }
    nextEpoch() {
        this.epoch = (this.epoch + 1) >>> 0;
        if (this.epoch === 0) {
            this.entryStamp.fill(0);
            this.textStamp.fill(0);
            this.epoch = 1;
        }
        return this.epoch;
    }
    nextEpoch2() {
        this.epoch2 = (this.epoch2 + 1) >>> 0;
        if (this.epoch2 === 0) {
            this.entryStamp2.fill(0);
            this.epoch2 = 1;
        }
        return this.epoch2;
    }
}
function round3(x) {
    return Math.round(x * 1000) / 1000;
}
/** Words [from, to) of the text as written, capped at 120 characters. */
function quote(text, from, to) {
    const [a, b] = (0,tokens/* wordSpan */.BW)(text, from, to);
    const s = text.slice(a, Math.min(b, a + 400)).replace(/\s+/g, " ");
    return s.length > 120 ? s.slice(0, 119) + "…" : s;
}

// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/gates/contamination.ts



const HIT_FIELDS = ["prompt", "chosen", "rejected", "completion", "task"];
/**
 * The rule as the report prints it, with how it differs from the SDK's decontaminate
 * (whose exact rule also compares lowercased, space-collapsed text rather than words).
 */
function contaminationRule(ngram, overlap) {
    // Kept under the 120 characters a figure cell shows.
    return `task id; same words; ${ngram}-grams covering >= ${pct(overlap)} of the row's OR the test text's words (SDK: row's only)`;
}
function pct(x) {
    return `${Math.round(x * 100)}%`;
}
class ContaminationGate {
    settings;
    index;
    file;
    probe;
    n = 0;
    withTaskId = 0;
    counts = { same_task: 0, exact: 0, ngram: 0 };
    /** Rows the SDK's one-way rules would flag (same task, exact, or row-side coverage). */
    sdkRule = 0;
    byField = {};
    findings = new findings/* FindingList */.k();
    /** What the report says of the test; a merged run holds them without the test's texts. */
    facts;
    constructor(settings, index, file) {
        this.settings = settings;
        this.index = index;
        this.file = file;
        if (index.ngram !== settings.ngram) {
            throw new Error(`held-out index uses ${index.ngram}-grams but the settings ask for ${settings.ngram}`);
        }
        this.probe = new HeldoutProbe(index);
        this.facts = {
            tasks: index.tasks,
            texts: index.texts,
            ngrams: index.entries,
            bytes: index.bytes,
        };
    }
    addPair(p) {
        const fields = [];
        if (this.settings.contaminationFields.includes("prompt"))
            fields.push(["prompt", p.prompt]);
        if (this.settings.contaminationFields.includes("completion")) {
            fields.push(["chosen", p.chosen], ["rejected", p.rejected]);
        }
        return this.addRow(p.line, p.task_id, fields);
    }
    addSft(r) {
        const fields = [];
        if (this.settings.contaminationFields.includes("prompt"))
            fields.push(["prompt", r.prompt]);
        if (this.settings.contaminationFields.includes("completion")) {
            fields.push(["completion", r.completion]);
        }
        return this.addRow(r.line, r.task_id, fields);
    }
    addRow(line, taskId, fields) {
        this.n++;
        let hit = null;
        let m = null;
        let sdk = false;
        if (taskId !== undefined && taskId !== "") {
            this.withTaskId++;
            if (this.index.taskIds.has(taskId)) {
                hit = { rule: "same_task", field: "task", task: taskId, coverage: 1, test_coverage: 1 };
                sdk = true;
            }
        }
        if (!hit) {
            for (const [field, text] of fields) {
                const fm = this.probe.check(text, this.settings.overlap);
                if (!fm)
                    continue;
                sdk ||= fm.sdk;
                if (!hit) {
                    m = fm;
                    hit = {
                        rule: fm.rule,
                        field,
                        task: this.index.textTask[fm.text],
                        coverage: fm.coverage,
                        test_coverage: fm.test_coverage,
                    };
                }
                // A later field matters only to tell whether the SDK's rule would flag the row.
                if (sdk)
                    break;
            }
        }
        if (sdk)
            this.sdkRule++;
        if (!hit)
            return null;
        this.counts[hit.rule]++;
        this.byField[hit.field] = (this.byField[hit.field] ?? 0) + 1;
        const kind = m ? this.index.textKind[m.text] : "task";
        let message;
        if (hit.rule === "same_task") {
            message = `task_id "${hit.task}" is a held-out test task`;
        }
        else if (hit.rule === "exact") {
            message = `${hit.field} is the held-out ${kind} of task "${hit.task}" (same words, same order)`;
        }
        else {
            message =
                `${hit.field} shares ${this.index.ngram}-word runs with the held-out ${kind} of task "${hit.task}": ` +
                    `${pct(hit.coverage)} of the ${hit.field}'s words, ${pct(hit.test_coverage)} of the test ${kind}'s words`;
        }
        this.findings.push({
            file: this.file,
            line,
            level: "failure",
            message,
            detail: {
                rule: hit.rule,
                field: hit.field,
                task: hit.task,
                test_text: kind,
                coverage: hit.coverage,
                test_coverage: hit.test_coverage,
                match: m ? m.match : null,
            },
        });
        return hit;
    }
    merge(o) {
        if (o.index !== this.index)
            throw new Error("cannot merge contamination gates built on different held-out indexes");
        if (JSON.stringify(o.facts) !== JSON.stringify(this.facts))
            throw new Error("cannot merge contamination gates that checked against different held-out tests");
        this.n += o.n;
        this.withTaskId += o.withTaskId;
        this.counts.same_task += o.counts.same_task;
        this.counts.exact += o.counts.exact;
        this.counts.ngram += o.counts.ngram;
        this.sdkRule += o.sdkRule;
        for (const [k, v] of Object.entries(o.byField))
            this.byField[k] = (this.byField[k] ?? 0) + v;
        this.findings.merge(o.findings);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    /** Counts and kept findings; the held-out index is shared, never part of the state. */
    saveState() {
        return {
            rows: this.n,
            with_task_id: this.withTaskId,
            same_task: this.counts.same_task,
            exact: this.counts.exact,
            ngram: this.counts.ngram,
            sdk_rule: this.sdkRule,
            by_field: Object.fromEntries(Object.entries(this.byField).sort(([a], [b]) => (a < b ? -1 : 1))),
            findings: this.findings.saveState(),
            index: { ...this.facts },
        };
    }
    loadState(state, at) {
        const keys = ["rows", "with_task_id", "same_task", "exact", "ngram", "sdk_rule"];
        const r = (0,codec/* record */.g1)(state, at, [...keys, "by_field", "findings", "index"]);
        const ir = (0,codec/* record */.g1)(r.index, `${at}.index`, ["tasks", "texts", "ngrams", "bytes"]);
        const facts = {
            tasks: (0,codec/* int */.Wh)(ir.tasks, `${at}.index.tasks`),
            texts: (0,codec/* int */.Wh)(ir.texts, `${at}.index.texts`),
            ngrams: (0,codec/* int */.Wh)(ir.ngrams, `${at}.index.ngrams`),
            bytes: (0,codec/* int */.Wh)(ir.bytes, `${at}.index.bytes`),
        };
        const n = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const [withTaskId, sameTask, exact, ngram, sdkRule] = keys
            .slice(1)
            .map((k) => (0,codec/* int */.Wh)(r[k], `${at}.${k}`, 0, n));
        (0,codec/* check */.z6)(sameTask + exact + ngram <= n, `${at}.rows`, "fewer rows than hits");
        const bf = r.by_field;
        if (typeof bf !== "object" || bf === null || Array.isArray(bf)) {
            throw new codec/* StateError */.qq(`${at}.by_field`, "expected an object");
        }
        const byField = {};
        let hits = 0;
        for (const [k, v] of Object.entries(bf)) {
            const p = (0,codec/* child */.jf)(`${at}.by_field`, k);
            (0,codec/* oneOf */.yL)(k, p, HIT_FIELDS);
            byField[k] = (0,codec/* int */.Wh)(v, p, 1);
            hits += byField[k];
        }
        (0,codec/* check */.z6)(hits === sameTask + exact + ngram, `${at}.by_field`, "does not add up to the hits");
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        (0,codec/* check */.z6)(this.findings.total === hits, `${at}.findings.total`, "not one per hit");
        this.n = n;
        this.withTaskId = withTaskId;
        this.counts = { same_task: sameTask, exact, ngram };
        this.sdkRule = sdkRule;
        this.byField = byField;
        this.facts = facts;
    }
    result() {
        const kept = this.findings.result();
        const total = this.counts.same_task + this.counts.exact + this.counts.ngram;
        const ix = this.index;
        const rulesSkipped = [];
        if (this.withTaskId === 0) {
            rulesSkipped.push(`same_task: none of the ${this.n} rows carries a task_id, so only the text rules ran`);
        }
        const byField = Object.fromEntries(Object.entries(this.byField).sort(([a], [b]) => (a < b ? -1 : 1)));
        return {
            name: "contamination",
            status: total > 0 ? "fail" : "pass",
            summary: total > 0
                ? `${total} of ${this.n} rows contain held-out test items (${this.counts.same_task} same task, ${this.counts.exact} exact, ${this.counts.ngram} by ${ix.ngram}-grams; ${this.sdkRule} by the SDK's one-way rule)`
                : `no row matches any of ${this.facts.tasks} held-out tasks (${ix.ngram}-grams, overlap ${pct(this.settings.overlap)}; fields: ${this.settings.contaminationFields.join(", ")})`,
            figures: {
                rows: this.n,
                n_contaminated: total,
                contamination_rate: this.n ? Math.round((total / this.n) * 10000) / 10000 : 0,
                n_same_task: this.counts.same_task,
                n_exact: this.counts.exact,
                n_near: this.counts.ngram,
                n_sdk_rule: this.sdkRule,
                rule: contaminationRule(ix.ngram, this.settings.overlap),
                by_field: byField,
                rows_with_task_id: this.withTaskId,
                ngram: ix.ngram,
                overlap: this.settings.overlap,
                fields: [...this.settings.contaminationFields],
                heldout_tasks: this.facts.tasks,
                heldout_texts: this.facts.texts,
                heldout_ngrams: this.facts.ngrams,
                index_bytes: this.facts.bytes,
                rules_skipped: rulesSkipped,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}


/***/ }),

/***/ 67516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ DEFAULT_FINDINGS_CAP),
/* harmony export */   k: () => (/* binding */ FindingList)
/* harmony export */ });
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58419);

const DEFAULT_FINDINGS_CAP = 1000;
function byLine(a, b) {
    if (a.line !== b.line)
        return a.line - b.line;
    if (a.message < b.message)
        return -1;
    if (a.message > b.message)
        return 1;
    return 0;
}
class FindingList {
    cap;
    items = [];
    total = 0;
    constructor(cap = DEFAULT_FINDINGS_CAP) {
        this.cap = cap;
    }
    push(f) {
        this.total++;
        this.items.push(f);
        if (this.items.length >= 2 * this.cap + 16)
            this.compact();
    }
    merge(other) {
        this.total += other.total;
        for (const f of other.items) {
            this.items.push(f);
            if (this.items.length >= 2 * this.cap + 16)
                this.compact();
        }
    }
    /** Kept findings sorted by line, and whether some were left out. */
    result() {
        this.compact();
        return { findings: this.items.slice(), truncated: this.total > this.items.length };
    }
    /**
     * The kept findings as [line, level, message, detail?] (the file is the gate's, given back
     * on load), compacted first so a state holds at most `cap`.
     */
    saveState() {
        this.compact();
        return {
            total: this.total,
            items: this.items.map((f) => f.detail === undefined
                ? [f.line, f.level, f.message]
                : [f.line, f.level, f.message, f.detail]),
        };
    }
    /** Load a saved list into this (empty) one; `file` is the gate's file. */
    loadState(state, at, file) {
        const r = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1)(state, at, ["total", "items"]);
        const total = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(r.total, `${at}.total`);
        const items = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(r.items, `${at}.items`, this.cap, (x, p) => readFinding(x, p, file));
        (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .check */ .z6)(items.length <= total, `${at}.total`, `${total} is fewer than the ${items.length} kept`);
        this.total = total;
        this.items = items;
    }
    compact() {
        this.items.sort(byLine);
        if (this.items.length > this.cap)
            this.items.length = this.cap;
    }
}
const LEVELS = ["notice", "warning", "failure"];
/** Bounds as in the report's schema, so a restored finding can be written to report.json. */
const MAX_MESSAGE = 100_000;
const MAX_SCALAR = 10_000;
const MAX_KEY = 2_000;
const MAX_DETAIL_KEYS = 32;
function readFinding(v, at, file) {
    if (!Array.isArray(v) || v.length < 3 || v.length > 4) {
        throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .StateError */ .qq(at, "expected [line, level, message] or [line, level, message, detail]");
    }
    const f = {
        file,
        line: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Wh)(v[0], `${at}[0]`),
        level: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(v[1], `${at}[1]`, LEVELS),
        message: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(v[2], `${at}[2]`, MAX_MESSAGE),
    };
    if (v.length === 4)
        f.detail = readDetail(v[3], `${at}[3]`);
    return f;
}
function readDetail(v, at) {
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
        throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .StateError */ .qq(at, "expected an object");
    }
    const entries = Object.entries(v);
    if (entries.length > MAX_DETAIL_KEYS)
        throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .StateError */ .qq(at, `more than ${MAX_DETAIL_KEYS} keys`);
    const out = {};
    for (const [k, x] of entries) {
        const p = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .child */ .jf)(at, k);
        (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(k, p, MAX_KEY);
        // Assigning this key would set the object's prototype, not a field.
        if (k === "__proto__")
            throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .StateError */ .qq(p, "not a detail key");
        out[k] =
            x === null
                ? null
                : typeof x === "string"
                    ? (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .str */ .gx)(x, p, MAX_SCALAR)
                    : typeof x === "boolean"
                        ? (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .bool */ .lc)(x, p)
                        : (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_0__/* .num */ .bu)(x, p);
    }
    return out;
}


/***/ }),

/***/ 7214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ GramKeys)
/* harmony export */ });
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(68892);
// Keys of every word n-gram of a text, computed with a rolling polynomial hash
// over the per-word hashes (two lanes with different odd bases, mod 2^32), so a
// window costs O(1) whatever n is. Both the held-out index and the pair-side
// probe use this, so their keys agree by construction.

const BASE_A = 0x01000193;
const BASE_B = 0x5bd1e995;
class GramKeys {
    hi = new Uint32Array(1024);
    lo = new Uint32Array(1024);
    count = 0;
    /** Fill hi/lo with the keys of the n-grams starting at 0 .. words - n; returns their number. */
    compute(w, n) {
        const windows = w.n - n + 1;
        if (windows <= 0) {
            this.count = 0;
            return 0;
        }
        if (this.hi.length < windows) {
            const cap = Math.max(windows, this.hi.length * 2);
            this.hi = new Uint32Array(cap);
            this.lo = new Uint32Array(cap);
        }
        const a = w.a;
        const b = w.b;
        let powA = 1;
        let powB = 1;
        for (let j = 1; j < n; j++) {
            powA = Math.imul(powA, BASE_A);
            powB = Math.imul(powB, BASE_B);
        }
        let ha = 0;
        let hb = 0;
        for (let j = 0; j < n; j++) {
            ha = (Math.imul(ha, BASE_A) + a[j]) | 0;
            hb = (Math.imul(hb, BASE_B) + b[j]) | 0;
        }
        const hi = this.hi;
        const lo = this.lo;
        const tag = n * 0x9e3779b1;
        hi[0] = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .fin */ .UO)(ha, n);
        lo[0] = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .fin */ .UO)(hb, tag);
        for (let p = 1; p < windows; p++) {
            ha = (Math.imul((ha - Math.imul(a[p - 1], powA)) | 0, BASE_A) + a[p + n - 1]) | 0;
            hb = (Math.imul((hb - Math.imul(b[p - 1], powB)) | 0, BASE_B) + b[p + n - 1]) | 0;
            hi[p] = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .fin */ .UO)(ha, n);
            lo[p] = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .fin */ .UO)(hb, tag);
        }
        this.count = windows;
        return windows;
    }
}


/***/ }),

/***/ 79733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kv: () => (/* binding */ HeldoutIndex),
  tQ: () => (/* binding */ textKey)
});

// UNUSED EXPORTS: BITSET_BITS

// EXTERNAL MODULE: ./src/gates/u64-table.ts
var u64_table = __webpack_require__(92852);
;// CONCATENATED MODULE: ./src/gates/growable.ts
// Append-only Int32 buffer that doubles when full: postings and per-text
// n-gram lists of the held-out index live in these, not in JS arrays.
class GrowI32 {
    data;
    length = 0;
    constructor(initial = 1024) {
        this.data = new Int32Array(initial);
    }
    push(v) {
        if (this.length === this.data.length) {
            const d = new Int32Array(this.data.length * 2);
            d.set(this.data);
            this.data = d;
        }
        this.data[this.length] = v;
        return this.length++;
    }
    /** A right-sized copy. */
    done() {
        return this.data.slice(0, this.length);
    }
}

// EXTERNAL MODULE: ./src/gates/tokens.ts
var tokens = __webpack_require__(68892);
// EXTERNAL MODULE: ./src/gates/gram-keys.ts
var gram_keys = __webpack_require__(7214);
;// CONCATENATED MODULE: ./src/gates/heldout-index.ts




/** 2^23 bits = 1 MiB. */
const BITSET_BITS = 23;
const BIT_MASK = (1 << BITSET_BITS) - 1;
const SEED_A = 0x3c6ef372;
const SEED_B = 0xa54ff53a;
/** Key of the whole word sequence (the exact-match rule), into `out`. */
function textKey(w, out) {
    let ha = SEED_A;
    let hb = SEED_B;
    for (let j = 0; j < w.n; j++) {
        ha = (0,tokens/* mixA */.aO)(ha, w.a[j]);
        hb = (0,tokens/* mixB */.VQ)(hb, w.b[j]);
    }
    out[0] = (0,tokens/* fin */.UO)(ha, w.n);
    out[1] = (0,tokens/* fin */.UO)(hb, w.n);
}
class HeldoutIndex {
    ngram;
    taskIds;
    /** Per text id: the task it came from (the one on the smallest line), its kind and word count. */
    textTask = [];
    textKind = [];
    textWords;
    /** Text id of each whole-text key. */
    exact;
    /** Entry id of each n-gram key. */
    grams;
    bits = new Uint32Array(1 << (BITSET_BITS - 5));
    /** Postings per entry: linked lists of (text, occurrences). */
    postHead;
    postText;
    postOcc;
    postNext;
    /** Number of distinct test texts each entry occurs in. */
    postLen;
    /** Entry id at each n-gram position of each text: textEntries[textStart[t] .. textStart[t+1]). */
    textStart;
    textEntries;
    tasks;
    /** Word count of the longest test text: a longer text cannot equal any. */
    maxWords;
    constructor(tasks, ngram) {
        if (!Number.isInteger(ngram) || ngram < 1)
            throw new Error(`n-gram size must be a positive integer, got ${ngram}`);
        this.ngram = ngram;
        this.tasks = tasks.length;
        const sorted = [...tasks].sort((x, y) => x.line - y.line);
        this.taskIds = new Set(sorted.map((t) => t.task_id));
        this.exact = new u64_table/* U64Table */.M(tasks.length * 2);
        this.grams = new u64_table/* U64Table */.M(4096);
        const words = new tokens/* WordHashes */.hu();
        const key = new Uint32Array(2);
        const grams = new gram_keys/* GramKeys */.e();
        const words32 = new GrowI32();
        const head = new GrowI32();
        const pText = new GrowI32();
        const pOcc = new GrowI32();
        const pNext = new GrowI32();
        const start = new GrowI32();
        const entries = new GrowI32();
        for (const task of sorted) {
            const texts = [
                ["prompt", task.prompt],
                ["answer", task.answer],
                ["reference", task.reference],
            ];
            for (const [kind, text] of texts) {
                if (!text)
                    continue;
                const n = words.scan(text);
                if (n === 0)
                    continue;
                textKey(words, key);
                const id = this.textTask.length;
                // The same text seen before (same words in the same order) is indexed once.
                if (this.exact.putIfAbsent(key[0], key[1], id) !== -1)
                    continue;
                this.textTask.push(task.task_id);
                this.textKind.push(kind);
                words32.push(n);
                start.push(entries.length);
                const windows = grams.compute(words, ngram);
                for (let p = 0; p < windows; p++) {
                    const hi = grams.hi[p];
                    let e = this.grams.putIfAbsent(hi, grams.lo[p], head.length);
                    if (e === -1) {
                        e = head.push(-1);
                        this.bits[(hi & BIT_MASK) >>> 5] |= 1 << (hi & 31);
                    }
                    entries.push(e);
                    const h = head.data[e];
                    if (h >= 0 && pText.data[h] === id) {
                        pOcc.data[h]++;
                    }
                    else {
                        const q = pText.push(id);
                        pOcc.push(1);
                        pNext.push(h);
                        head.data[e] = q;
                    }
                }
            }
        }
        start.push(entries.length);
        this.textWords = words32.done();
        this.maxWords = this.textWords.reduce((m, x) => Math.max(m, x), 0);
        this.postHead = head.done();
        this.postText = pText.done();
        this.postOcc = pOcc.done();
        this.postNext = pNext.done();
        this.postLen = new Int32Array(this.postHead.length);
        for (let e = 0; e < this.postHead.length; e++) {
            for (let q = this.postHead[e]; q >= 0; q = this.postNext[q])
                this.postLen[e]++;
        }
        this.textStart = start.done();
        this.textEntries = entries.done();
    }
    get texts() {
        return this.textTask.length;
    }
    get entries() {
        return this.postHead.length;
    }
    /** Bytes held by the typed arrays (the test texts themselves are not counted). */
    get bytes() {
        return (this.exact.bytes +
            this.grams.bytes +
            this.bits.byteLength +
            this.postHead.byteLength +
            this.postText.byteLength +
            this.postOcc.byteLength +
            this.postNext.byteLength +
            this.postLen.byteLength +
            this.textStart.byteLength +
            this.textEntries.byteLength +
            this.textWords.byteLength);
    }
    /** The bitset says the key may be present (no false negatives). */
    maybe(hi) {
        return (this.bits[(hi & BIT_MASK) >>> 5] & (1 << (hi & 31))) !== 0;
    }
}


/***/ }),

/***/ 61257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Kv: () => (/* reexport */ heldout_index/* HeldoutIndex */.Kv),
  ik: () => (/* binding */ buildHeldoutIndex),
  t7: () => (/* binding */ createPairGates),
  ag: () => (/* binding */ createSftGates),
  b_: () => (/* binding */ dataCheck),
  nE: () => (/* binding */ notRun),
  Gf: () => (/* binding */ openState)
});

// EXTERNAL MODULE: ./src/gates/heldout-index.ts + 1 modules
var heldout_index = __webpack_require__(79733);
// EXTERNAL MODULE: ./src/gates/contamination.ts + 1 modules
var contamination = __webpack_require__(56079);
// EXTERNAL MODULE: ./src/gates/findings.ts
var findings = __webpack_require__(67516);
// EXTERNAL MODULE: ./src/gates/u64-table.ts
var u64_table = __webpack_require__(92852);
// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/gates/duplicates.ts
// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) mapped to its
// smallest line, about 24-48 bytes per distinct row. The copy on the smallest
// line is "the original" whatever order the rows come in; the others are
// duplicates of it.


const MAX_LINE = 0x7fffffff;
const isLine = (x) => Number.isInteger(x) && x >= 0 && x <= MAX_LINE;
class DuplicateTracker {
    cap;
    /** hash -> smallest line seen with it. */
    table = new u64_table/* U64Table */.M(1024);
    /** Rows beyond the first copy of each distinct row. */
    duplicates = 0;
    /** Lines that are not the smallest of their hash; only the first `cap` by line are kept. */
    repeats = [];
    constructor(cap) {
        this.cap = cap;
    }
    /** Record a row; true when a row with the same hash was recorded before. */
    add(hi, lo, line) {
        const old = this.table.putIfAbsent(hi, lo, line);
        if (old === -1)
            return false;
        this.duplicates++;
        this.keep({ line: Math.max(old, line), hi, lo });
        if (line < old)
            this.table.set(hi, lo, line);
        return true;
    }
    merge(o) {
        o.table.forEach((hi, lo, line) => {
            this.add(hi, lo, line);
        });
        this.duplicates += o.duplicates;
        for (const r of o.repeats)
            this.keep(r);
    }
    /** Each distinct hash with its smallest line (in table order), the count and kept repeats. */
    saveState() {
        this.compact();
        const n = this.table.size;
        const hi = new Uint32Array(n);
        const lo = new Uint32Array(n);
        const line = new Int32Array(n);
        let k = 0;
        this.table.forEach((h, l, v) => {
            hi[k] = h;
            lo[k] = l;
            line[k++] = v;
        });
        return {
            duplicates: this.duplicates,
            hi: (0,codec/* saveArray */.FO)(hi),
            lo: (0,codec/* saveArray */.FO)(lo),
            line: (0,codec/* saveArray */.FO)(line),
            repeats: this.repeats.map((r) => [r.line, r.hi, r.lo]),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["duplicates", "hi", "lo", "line", "repeats"]);
        const hi = (0,codec/* readArray */.oU)(r.hi, `${at}.hi`, "u32", codec/* isAny */.f7, "a hash");
        const lo = (0,codec/* readArrayOf */.t7)(r.lo, `${at}.lo`, "u32", hi.length, codec/* isAny */.f7, "a hash");
        const line = (0,codec/* readArrayOf */.t7)(r.line, `${at}.line`, "i32", hi.length, isLine, "a line");
        const table = new u64_table/* U64Table */.M(hi.length);
        for (let i = 0; i < hi.length; i++) {
            if (table.putIfAbsent(hi[i], lo[i], line[i]) !== -1) {
                throw new codec/* StateError */.qq(`${at}.hi[${i}]`, "a hash listed twice");
            }
        }
        const repeats = (0,codec/* list */.p_)(r.repeats, `${at}.repeats`, this.cap, (x, p) => {
            if (!Array.isArray(x) || x.length !== 3)
                throw new codec/* StateError */.qq(p, "expected [line, hi, lo]");
            const rep = {
                line: (0,codec/* int */.Wh)(x[0], `${p}[0]`, 0, MAX_LINE),
                hi: (0,codec/* int */.Wh)(x[1], `${p}[1]`, 0, 0xffffffff),
                lo: (0,codec/* int */.Wh)(x[2], `${p}[2]`, 0, 0xffffffff),
            };
            const original = table.get(rep.hi, rep.lo);
            // A repeat of a hash never seen, or before its original, would print a wrong line.
            (0,codec/* check */.z6)(original >= 0 && original <= rep.line, p, "no original in the table on or before its line");
            return rep;
        });
        const duplicates = (0,codec/* int */.Wh)(r.duplicates, `${at}.duplicates`, repeats.length);
        this.table = table;
        this.duplicates = duplicates;
        this.repeats = repeats;
    }
    get distinct() {
        return this.table.size;
    }
    /** The first `cap` duplicate lines, each with the line of its original. */
    list() {
        this.compact();
        return this.repeats.map((r) => ({ line: r.line, original: this.table.get(r.hi, r.lo) }));
    }
    keep(r) {
        this.repeats.push(r);
        if (this.repeats.length >= 2 * this.cap + 16)
            this.compact();
    }
    compact() {
        this.repeats.sort((a, b) => a.line - b.line || a.hi - b.hi || a.lo - b.lo);
        if (this.repeats.length > this.cap)
            this.repeats.length = this.cap;
    }
}

// EXTERNAL MODULE: ./src/io/lanes.ts
var lanes = __webpack_require__(23451);
// EXTERNAL MODULE: ./src/gates/tokens.ts
var tokens = __webpack_require__(68892);
;// CONCATENATED MODULE: ./src/gates/hash.ts


function feedSide(messages, text) {
    if (messages.length === 0) {
        (0,lanes/* feedLanes */.Yh)(text);
        return;
    }
    // Whole messages, so rollouts that end in the same words but took different
    // tool calls stay different.
    for (const m of messages) {
        (0,lanes/* feedLanes */.Yh)(m.role);
        (0,lanes/* feedLanes */.Yh)(m.content);
        if (m.tool_calls !== undefined)
            (0,lanes/* feedLanes */.Yh)(JSON.stringify(m.tool_calls));
        if (m.tool_call_id !== undefined)
            (0,lanes/* feedLanes */.Yh)(m.tool_call_id);
    }
    (0,lanes/* feedLanes */.Yh)("\u0000");
}
/** Fingerprint of the prompt and both sides, written into out as [hi, lo]. */
function pairDigest(p, out) {
    (0,lanes/* startLanes */.oS)();
    (0,lanes/* feedLanes */.Yh)(p.prompt);
    feedSide(p.chosen_messages, p.chosen);
    feedSide(p.rejected_messages, p.rejected);
    out[0] = (0,tokens/* fin */.UO)((0,lanes/* laneA */.ij)() ^ Math.imul((0,lanes/* laneB */.pX)(), 0x27d4eb2d), 0);
    out[1] = (0,tokens/* fin */.UO)((0,lanes/* laneB */.pX)() + 0x165667b1, 0);
}
/** Same messages: roles, contents, tool calls and ids (used only when the texts already match). */
function sameMessages(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x.role !== y.role || x.content !== y.content || x.tool_call_id !== y.tool_call_id)
            return false;
        if (JSON.stringify(x.tool_calls) !== JSON.stringify(y.tool_calls))
            return false;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/gates/integrity.ts




const CHECKS = [
    "identical_sides",
    "empty_side",
    "duplicate",
    "eval_lineage",
    "prompt_mismatch",
    "margin_below_min",
    "mixed_policy",
    "chosen_not_succeeded",
];
/** The checks that warn; every other one fails the pair. */
const WARNINGS = ["mixed_policy", "chosen_not_succeeded"];
class IntegrityGate {
    settings;
    file;
    n = 0;
    /** Pairs whose chosen side has a known reward: the share's denominator. */
    scored = 0;
    counts = Object.fromEntries(CHECKS.map((c) => [c, 0]));
    findings = new findings/* FindingList */.k();
    dups = new DuplicateTracker(findings/* DEFAULT_FINDINGS_CAP */.O);
    key = new Uint32Array(2);
    constructor(settings, file) {
        this.settings = settings;
        this.file = file;
    }
    /** Returns true when the pair fails integrity (it should not be trained on). */
    add(p) {
        this.n++;
        let failed = false;
        const flag = (check, level, message) => {
            this.counts[check]++;
            if (level === "failure")
                failed = true;
            this.findings.push({ file: this.file, line: p.line, level, message, detail: { check } });
        };
        const cEmpty = p.chosen.trim() === "";
        const rEmpty = p.rejected.trim() === "";
        if (cEmpty || rEmpty) {
            const which = cEmpty && rEmpty ? "both sides are" : cEmpty ? "chosen side is" : "rejected side is";
            flag("empty_side", "failure", `${which} empty`);
        }
        else if (p.chosen === p.rejected && sameMessages(p.chosen_messages, p.rejected_messages)) {
            flag("identical_sides", "failure", "chosen and rejected are the same text: the pair prefers nothing");
        }
        if (p.eval_lineage) {
            flag("eval_lineage", "failure", "a side's reward came from an evaluation run (lineage.source eval): training on it makes the held-out scorer the reward");
        }
        if (p.prompt_mismatch) {
            flag("prompt_mismatch", "failure", "chosen and rejected were answers to different prompts");
        }
        const margin = p.margin ??
            (p.chosen_score !== undefined && p.rejected_score !== undefined
                ? p.chosen_score - p.rejected_score
                : undefined);
        const min = this.settings.minMargin;
        if (min !== null && margin !== undefined && margin < min) {
            flag("margin_below_min", "failure", `margin ${round6(margin)} is under the minimum ${min}`);
        }
        if (p.chosen_model && p.rejected_model && p.chosen_model !== p.rejected_model) {
            flag("mixed_policy", "warning", `sides come from different models (${JSON.stringify(p.chosen_model)} vs ${JSON.stringify(p.rejected_model)})`);
        }
        if (p.chosen_score !== undefined) {
            this.scored++;
            // Success is full credit: a chosen side scored under 1 is a rollout that failed its
            // task, preferred only because the other side failed worse.
            if (p.chosen_score < 1) {
                flag("chosen_not_succeeded", "warning", `the chosen side did not succeed (reward ${round6(p.chosen_score)}): the pair teaches a failed rollout as the one to prefer`);
            }
        }
        pairDigest(p, this.key);
        if (this.dups.add(this.key[0], this.key[1], p.line))
            failed = true;
        return failed;
    }
    merge(o) {
        this.n += o.n;
        this.scored += o.scored;
        for (const c of CHECKS)
            this.counts[c] += o.counts[c];
        this.findings.merge(o.findings);
        this.dups.merge(o.dups);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    saveState() {
        return {
            pairs: this.n,
            scored: this.scored,
            counts: { ...this.counts },
            findings: this.findings.saveState(),
            duplicates: this.dups.saveState(),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["pairs", "scored", "counts", "findings", "duplicates"]);
        const n = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const scored = (0,codec/* int */.Wh)(r.scored, `${at}.scored`, 0, n);
        const c = (0,codec/* record */.g1)(r.counts, `${at}.counts`, CHECKS);
        const counts = Object.fromEntries(CHECKS.map((k) => [k, (0,codec/* int */.Wh)(c[k], `${at}.counts.${k}`, 0, n)]));
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        this.dups.loadState(r.duplicates, `${at}.duplicates`);
        const flagged = CHECKS.reduce((s, k) => s + counts[k], 0);
        (0,codec/* check */.z6)(this.findings.total === flagged, `${at}.findings.total`, "not one per flag counted");
        (0,codec/* check */.z6)(counts.duplicate === 0, `${at}.counts.duplicate`, "duplicates are counted by the tracker");
        (0,codec/* check */.z6)(this.dups.distinct + this.dups.duplicates === n, `${at}.duplicates`, "distinct and repeated pairs do not add up to the pairs");
        (0,codec/* check */.z6)(counts.chosen_not_succeeded <= scored, `${at}.counts.chosen_not_succeeded`, "more failed chosen sides than pairs with a chosen reward");
        this.n = n;
        this.scored = scored;
        this.counts = counts;
    }
    result() {
        const all = new findings/* FindingList */.k();
        all.merge(this.findings);
        const dupCount = this.dups.duplicates;
        for (const d of this.dups.list()) {
            all.push({
                file: this.file,
                line: d.line,
                level: "failure",
                message: `repeats the pair on line ${d.original} (same prompt, chosen and rejected)`,
                detail: { check: "duplicate", original: d.original },
            });
        }
        // Pushed duplicates were counted once above; the true total is dupCount.
        all.total += dupCount - Math.min(dupCount, this.dups.list().length);
        const kept = all.result();
        const counts = { ...this.counts, duplicate: dupCount };
        const failures = CHECKS.filter((c) => !WARNINGS.includes(c)).reduce((s, c) => s + counts[c], 0);
        const warned = WARNINGS.some((c) => counts[c] > 0);
        // A file with no valid pair proves nothing, so it cannot pass: every other gate is
        // vacuously clean over zero pairs.
        const empty = this.n === 0;
        const status = failures > 0 || empty ? "fail" : warned ? "warn" : "pass";
        const parts = CHECKS.filter((c) => counts[c] > 0).map((c) => c === "chosen_not_succeeded"
            ? `${counts[c]} of ${this.scored} chosen sides did not succeed`
            : `${counts[c]} ${c.replace(/_/g, " ")}`);
        return {
            name: "integrity",
            status,
            summary: empty
                ? "no valid pair to check"
                : parts.length
                    ? parts.join(", ")
                    : `all ${this.n} pairs are well formed and distinct`,
            figures: {
                pairs: this.n,
                ...counts,
                distinct_pairs: this.dups.distinct,
                chosen_scored: this.scored,
                min_margin: this.settings.minMargin,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}
function round6(x) {
    return Math.round(x * 1e6) / 1e6;
}

// EXTERNAL MODULE: ./src/gates/length.ts + 2 modules
var gates_length = __webpack_require__(40671);
// EXTERNAL MODULE: ./src/gates/style.ts + 3 modules
var style = __webpack_require__(23313);
// EXTERNAL MODULE: ./src/gates/truncation.ts + 1 modules
var truncation = __webpack_require__(25315);
;// CONCATENATED MODULE: ./src/gates/rejection.ts


/** Groups where μ−2σ and the minimum differ that the test needs before it says anything. */
const MIN_INFORMATIVE = 5;
/** Share of those groups with the minimum rejected that counts as "far more often". */
const MIN_SHARE = 0.5;
/** One-sided level of the comparison with a random bad sample. */
const ALPHA = 0.01;
const EPS = 1e-9;
/** Expected counts are summed in millionths, as integers, so the sum is exact and order-free. */
const MICRO = 1e6;
const SOURCE = "preference-optimization guidance: reject near μ−2σ of the group, never the minimum";
/** Sample mean and standard deviation (n−1), as Python's statistics.stdev computes it. */
function meanSd(xs) {
    const n = xs.length;
    let s = 0;
    for (const x of xs)
        s += x;
    const mean = s / n;
    let v = 0;
    for (const x of xs)
        v += (x - mean) ** 2;
    return { mean, sd: n > 1 ? Math.sqrt(v / (n - 1)) : 0 };
}
/** The group reward the μ−2σ rule rejects: the one closest to μ−2σ (ties go to the lower). */
function muMinus2Sigma(rewards) {
    const { mean, sd } = meanSd(rewards);
    const target = mean - 2 * sd;
    let best = rewards[0];
    for (const r of rewards) {
        const d = Math.abs(r - target);
        const bd = Math.abs(best - target);
        if (d < bd - EPS || (Math.abs(d - bd) <= EPS && r < best))
            best = r;
    }
    return best;
}
/** Upper tail of the standard normal (Chebyshev fit of erfc, absolute error under 1.2e-7). */
function normalUpper(z) {
    const x = Math.abs(z) / Math.SQRT2;
    const t = 1 / (1 + 0.5 * x);
    const y = t *
        Math.exp(-x * x -
            1.26551223 +
            t *
                (1.00002368 +
                    t *
                        (0.37409196 +
                            t *
                                (0.09678418 +
                                    t *
                                        (-0.18628806 +
                                            t *
                                                (0.27886807 +
                                                    t *
                                                        (-1.13520398 +
                                                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    const erfc = y; // erfc(|z|/√2)
    return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}
function isBinary(x) {
    return x === 0 || x === 1;
}
class RejectionGate {
    file;
    strict;
    n = 0;
    scored = 0;
    graded = false;
    // Margins (given, or chosen − rejected).
    margins = 0;
    mMin = Infinity;
    mMax = -Infinity;
    mFirstLine = 0;
    // Groups.
    groups = 0;
    atMin = 0;
    informative = 0;
    minWhereRuleDiffers = 0;
    expRandom = 0;
    varRandom = 0;
    findings = new findings/* FindingList */.k();
    constructor(file, strict) {
        this.file = file;
        this.strict = strict;
    }
    add(p) {
        this.n++;
        const c = p.chosen_score;
        const r = p.rejected_score;
        if (c !== undefined || r !== undefined || p.margin !== undefined)
            this.scored++;
        for (const x of [c, r])
            if (x !== undefined && !isBinary(x))
                this.graded = true;
        const m = p.margin ?? (c !== undefined && r !== undefined ? c - r : undefined);
        if (m !== undefined && Number.isFinite(m)) {
            if (this.margins === 0 || p.line < this.mFirstLine)
                this.mFirstLine = p.line;
            this.margins++;
            this.mMin = Math.min(this.mMin, m);
            this.mMax = Math.max(this.mMax, m);
            if (!isBinary(m))
                this.graded = true;
        }
        const g = p.group_rewards;
        if (!g || g.length < 3 || r === undefined)
            return;
        if (g.some((x) => !isBinary(x)))
            this.graded = true;
        let min = Infinity;
        let max = -Infinity;
        for (const x of g) {
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        if (max - min <= EPS)
            return; // no spread: nothing to choose between
        this.groups++;
        const isMin = Math.abs(r - min) <= EPS;
        if (isMin)
            this.atMin++;
        const rule = muMinus2Sigma(g);
        if (Math.abs(rule - min) <= EPS)
            return; // μ−2σ picks the minimum too: no evidence either way
        // A random bad sample: any sample scored below the chosen side (the top, when not given).
        const top = c ?? max;
        let bad = 0;
        let badMin = 0;
        for (const x of g) {
            if (x < top - EPS) {
                bad++;
                if (Math.abs(x - min) <= EPS)
                    badMin++;
            }
        }
        if (bad === 0)
            return;
        this.informative++;
        const q = badMin / bad;
        this.expRandom += Math.round(q * MICRO);
        this.varRandom += Math.round(q * (1 - q) * MICRO);
        if (isMin) {
            this.minWhereRuleDiffers++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "notice",
                message: `rejected reward ${r} is the group minimum; μ−2σ would reject ${rule} (${g.length} samples)`,
                detail: { rejected: r, group_min: min, mu_minus_2sigma_pick: rule },
            });
        }
    }
    merge(o) {
        this.n += o.n;
        this.scored += o.scored;
        this.graded ||= o.graded;
        if (o.margins > 0 && (this.margins === 0 || o.mFirstLine < this.mFirstLine)) {
            this.mFirstLine = o.mFirstLine;
        }
        this.margins += o.margins;
        this.mMin = Math.min(this.mMin, o.mMin);
        this.mMax = Math.max(this.mMax, o.mMax);
        this.groups += o.groups;
        this.atMin += o.atMin;
        this.informative += o.informative;
        this.minWhereRuleDiffers += o.minWhereRuleDiffers;
        this.expRandom += o.expRandom;
        this.varRandom += o.varRandom;
        this.findings.merge(o.findings);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    saveState() {
        const some = this.margins > 0;
        return {
            pairs: this.n,
            scored: this.scored,
            graded: this.graded,
            margins: this.margins,
            margin_min: some ? this.mMin : null,
            margin_max: some ? this.mMax : null,
            margin_first_line: this.mFirstLine,
            groups: this.groups,
            at_min: this.atMin,
            informative: this.informative,
            min_where_rule_differs: this.minWhereRuleDiffers,
            exp_random: this.expRandom,
            var_random: this.varRandom,
            findings: this.findings.saveState(),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, [
            "pairs",
            "scored",
            "graded",
            "margins",
            "margin_min",
            "margin_max",
            "margin_first_line",
            "groups",
            "at_min",
            "informative",
            "min_where_rule_differs",
            "exp_random",
            "var_random",
            "findings",
        ]);
        const n = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const upTo = (k, max) => (0,codec/* int */.Wh)(r[k], `${at}.${k}`, 0, max);
        const margins = upTo("margins", n);
        let mMin = Infinity;
        let mMax = -Infinity;
        if (margins > 0) {
            mMin = (0,codec/* num */.bu)(r.margin_min, `${at}.margin_min`);
            mMax = (0,codec/* num */.bu)(r.margin_max, `${at}.margin_max`);
            (0,codec/* check */.z6)(mMin <= mMax, `${at}.margin_min`, "above margin_max");
        }
        else if (r.margin_min !== null || r.margin_max !== null) {
            throw new codec/* StateError */.qq(`${at}.margin_min`, "set although no margin was counted");
        }
        const groups = upTo("groups", n);
        const informative = upTo("informative", groups);
        const m = upTo("min_where_rule_differs", informative);
        // Each informative group adds a share in [0, 1] (and q(1 - q) in [0, 1/4]) in millionths.
        const expRandom = upTo("exp_random", informative * MICRO);
        const varRandom = upTo("var_random", informative * (MICRO / 4));
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        (0,codec/* check */.z6)(this.findings.total === m, `${at}.findings.total`, "not one per minimum reject");
        this.n = n;
        this.scored = upTo("scored", n);
        this.graded = (0,codec/* bool */.lc)(r.graded, `${at}.graded`);
        this.margins = margins;
        this.mMin = mMin;
        this.mMax = mMax;
        this.mFirstLine = upTo("margin_first_line", 0x7fffffff);
        this.groups = groups;
        this.atMin = upTo("at_min", groups);
        this.informative = informative;
        this.minWhereRuleDiffers = m;
        this.expRandom = expRandom;
        this.varRandom = varRandom;
    }
    result() {
        const t = this.tests();
        const kept = this.findings.result();
        return {
            name: "rejection",
            status: t.minSelected || t.collapsedGraded ? (this.strict ? "fail" : "warn") : "pass",
            summary: this.summaryText(t),
            figures: {
                pairs: this.n,
                pairs_with_scores: this.scored,
                graded_scores: this.graded,
                margins: this.margins,
                margin_min: this.margins ? round(this.mMin, 6) : null,
                margin_max: this.margins ? round(this.mMax, 6) : null,
                margin_constant: t.collapsed,
                groups_with_rewards: this.groups,
                rejected_at_group_min: this.atMin,
                groups_where_rule_differs: t.k,
                min_rejected_there: t.m,
                expected_if_random_bad: round(t.exp, 3),
                p_vs_random: t.pRandom === null ? null : round(t.pRandom, 6),
                rule: `flag when at least ${MIN_INFORMATIVE} such groups, the minimum in ${MIN_SHARE * 100}% or more, and p < ${ALPHA} against a random bad sample`,
            },
            findings: [...this.fileFindings(t), ...kept.findings],
            findings_truncated: kept.truncated,
        };
    }
    /** The two tests: rejects picked as the group minimum, and margins all one value. */
    tests() {
        const k = this.informative;
        const m = this.minWhereRuleDiffers;
        const exp = this.expRandom / MICRO;
        const vr = this.varRandom / MICRO;
        // One-sided: more minimum rejects than random bad samples give (normal, continuity-corrected).
        const pRandom = k === 0
            ? null
            : vr > 0
                ? normalUpper((m - 0.5 - exp) / Math.sqrt(vr))
                : m > exp + EPS
                    ? 0
                    : 1;
        const minSelected = k >= MIN_INFORMATIVE && m / k >= MIN_SHARE && pRandom !== null && pRandom < ALPHA;
        const collapsed = this.margins >= MIN_INFORMATIVE &&
            this.mMax - this.mMin <= EPS * Math.max(1, Math.abs(this.mMax));
        return {
            k,
            m,
            exp,
            pRandom,
            minSelected,
            collapsed,
            collapsedGraded: collapsed && this.graded,
        };
    }
    /** Findings about the file as a whole, one per test that flagged it. */
    fileFindings(t) {
        const level = this.strict ? "failure" : "warning";
        const extra = [];
        if (t.minSelected) {
            extra.push({
                file: this.file,
                line: 0,
                level,
                message: `in ${t.k} groups where μ−2σ picks another sample, the rejected side is the group minimum ` +
                    `in ${t.m} (a random bad sample would be in ${round(t.exp, 1)}; p ${fmtP(t.pRandom)}): ` +
                    `the rejects look picked as the worst sample (source: ${SOURCE})`,
                detail: { rule: "rejected_at_minimum" },
            });
        }
        if (t.collapsedGraded) {
            extra.push({
                file: this.file,
                line: this.mFirstLine,
                level,
                message: `all ${this.margins} margins are ${round(this.mMax, 6)} although the scores are graded: ` +
                    `the pairs were built to a fixed gap (e.g. best against worst after rescaling), so the ` +
                    `strength of a preference is lost`,
                detail: { rule: "margin_constant" },
            });
        }
        return extra;
    }
    summaryText(t) {
        const note = marginNote(this.margins, this.mMin, this.mMax, t.collapsed, this.graded);
        if (this.scored === 0 && this.groups === 0) {
            return "pairs carry no scores, margins or group rewards; how the rejected side was chosen cannot be checked";
        }
        if (t.k === 0) {
            return ((this.groups === 0
                ? "no pair carries its group's rewards (group_rewards), so the minimum test did not run"
                : `${this.groups} groups, none where μ−2σ and the minimum differ: the minimum test cannot tell the rules apart`) +
                note);
        }
        return (`rejected side is the group minimum in ${t.m} of ${t.k} groups where μ−2σ picks another sample ` +
            `(random bad sample: ${round(t.exp, 1)})` +
            (t.minSelected ? ": picked as the worst sample" : "") +
            note);
    }
}
function marginNote(n, lo, hi, collapsed, graded) {
    if (n === 0)
        return "";
    if (collapsed) {
        return graded
            ? `; every margin is ${round(hi, 6)} although scores are graded`
            : `; every margin is ${round(hi, 6)} (binary scores: expected)`;
    }
    return `; margins ${round(lo, 4)}..${round(hi, 4)}`;
}
function round(x, d) {
    const f = 10 ** d;
    return Math.round(x * f) / f;
}
function fmtP(p) {
    if (p === null)
        return "n/a";
    return p < 1e-6 ? "< 1e-6" : String(round(p, 6));
}

// EXTERNAL MODULE: ./src/gates/serve-skew.ts + 1 modules
var serve_skew = __webpack_require__(50959);
// EXTERNAL MODULE: ./src/gates/train-rules.ts
var train_rules = __webpack_require__(31528);
;// CONCATENATED MODULE: ./src/gates/token-length.ts



function truncationLimits(cfg) {
    const defaulted = [];
    const pick = (name, s, def) => {
        if (s)
            return s.value;
        defaulted.push(name);
        return def;
    };
    return {
        max_length: pick("max_length", cfg.max_length, train_rules/* TRL_DEFAULTS */.sH.max_length),
        max_prompt_length: pick("max_prompt_length", cfg.max_prompt_length, train_rules/* TRL_DEFAULTS */.sH.max_prompt_length),
        max_completion_length: cfg.max_completion_length?.value ?? null,
        truncation_mode: (cfg.truncation_mode?.value ?? train_rules/* TRL_DEFAULTS */.sH.truncation_mode),
        defaulted,
    };
}
/** What the trainer keeps of prompt + reply: TRL's order of cuts. */
function trainedSequence(prompt, reply, lim) {
    let p = Array.from(prompt);
    // The prompt is cut to its last max_prompt_length tokens (TRL keeps the prompt's end).
    if (lim.max_prompt_length !== null && p.length > lim.max_prompt_length) {
        p = p.slice(p.length - lim.max_prompt_length);
    }
    let r = Array.from(reply);
    if (lim.max_completion_length !== null && r.length > lim.max_completion_length) {
        r = r.slice(0, lim.max_completion_length);
    }
    const s = p.concat(r);
    if (lim.max_length === null || s.length <= lim.max_length)
        return s;
    return lim.truncation_mode === "keep_end"
        ? s.slice(s.length - lim.max_length)
        : s.slice(0, lim.max_length);
}
function same(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
function differ(a, b) {
    if (a.length !== b.length)
        return true;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return true;
    return false;
}
const share = (k, n) => n === 0 ? null : Math.round((k / n) * 10000) / 10000;
class TokenLengthGate {
    counter;
    limits;
    file;
    strict;
    n = 0;
    over = 0;
    promptOver = 0;
    removed = 0;
    cut = 0;
    longest = 0;
    findings = new findings/* FindingList */.k();
    constructor(counter, limits, file, strict) {
        this.counter = counter;
        this.limits = limits;
        this.file = file;
        this.strict = strict;
    }
    add(p) {
        this.n++;
        const lim = this.limits;
        const prompt = this.counter.encode(p.prompt);
        const chosen = this.counter.encode(p.chosen);
        const rejected = this.counter.encode(p.rejected);
        const lc = prompt.length + chosen.length;
        const lr = prompt.length + rejected.length;
        this.longest = Math.max(this.longest, lc, lr);
        const isOver = lim.max_length !== null && Math.max(lc, lr) > lim.max_length;
        const promptOver = lim.max_prompt_length !== null && prompt.length > lim.max_prompt_length;
        if (isOver)
            this.over++;
        if (promptOver)
            this.promptOver++;
        if (!isOver && !promptOver)
            return;
        this.cut++;
        // The pair's contrast is gone when what the trainer keeps of both sides is the same.
        const gone = differ(chosen, rejected) &&
            same(trainedSequence(prompt, chosen, lim), trainedSequence(prompt, rejected, lim));
        if (gone) {
            this.removed++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: this.strict ? "failure" : "warning",
                message: `after truncation (prompt ${prompt.length}, chosen ${chosen.length}, rejected ` +
                    `${rejected.length} tokens) the trainer sees the same tokens on both sides: the part ` +
                    `where they differ is cut, so the pair teaches nothing`,
                detail: {
                    prompt_tokens: prompt.length,
                    chosen_tokens: chosen.length,
                    rejected_tokens: rejected.length,
                },
            });
        }
        else {
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "notice",
                message: `prompt+chosen ${lc}, prompt+rejected ${lr} tokens; prompt ${prompt.length}` +
                    (isOver ? `: over max_length ${lim.max_length}` : "") +
                    (promptOver ? `: prompt over max_prompt_length ${lim.max_prompt_length}` : ""),
                detail: {
                    prompt_tokens: prompt.length,
                    chosen_tokens: chosen.length,
                    rejected_tokens: rejected.length,
                },
            });
        }
    }
    merge(o) {
        this.n += o.n;
        this.over += o.over;
        this.promptOver += o.promptOver;
        this.removed += o.removed;
        this.cut += o.cut;
        this.longest = Math.max(this.longest, o.longest);
        this.findings.merge(o.findings);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    /** Counts and kept findings; the counter and limits come from the run's settings. */
    saveState() {
        return {
            pairs: this.n,
            over: this.over,
            prompt_over: this.promptOver,
            removed: this.removed,
            cut: this.cut,
            longest: this.longest,
            findings: this.findings.saveState(),
        };
    }
    loadState(state, at) {
        const keys = ["pairs", "over", "prompt_over", "removed", "cut", "longest"];
        const r = (0,codec/* record */.g1)(state, at, [...keys, "findings"]);
        const n = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const cut = (0,codec/* int */.Wh)(r.cut, `${at}.cut`, 0, n);
        const over = (0,codec/* int */.Wh)(r.over, `${at}.over`, 0, cut);
        const promptOver = (0,codec/* int */.Wh)(r.prompt_over, `${at}.prompt_over`, 0, cut);
        (0,codec/* check */.z6)(over + promptOver >= cut, `${at}.cut`, "more pairs cut than over a limit");
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        (0,codec/* check */.z6)(this.findings.total === cut, `${at}.findings.total`, "not one per cut pair");
        this.n = n;
        this.cut = cut;
        this.over = over;
        this.promptOver = promptOver;
        this.removed = (0,codec/* int */.Wh)(r.removed, `${at}.removed`, 0, cut);
        this.longest = (0,codec/* int */.Wh)(r.longest, `${at}.longest`);
    }
    /** Counts the config lint reads (pairs cut and how). */
    facts() {
        return {
            pairs: this.n,
            over: this.over,
            prompt_over: this.promptOver,
            cut: this.cut,
            removed: this.removed,
        };
    }
    result() {
        const kept = this.findings.result();
        const lim = this.limits;
        const bad = this.removed > 0;
        const status = bad ? (this.strict ? "fail" : "warn") : "pass";
        const ml = lim.max_length === null ? "no max_length" : `max_length ${lim.max_length}`;
        const summary = `${this.over} of ${this.n} pairs exceed ${ml} (prompt+chosen or prompt+rejected), ` +
            `${this.promptOver} prompts exceed max_prompt_length ${lim.max_prompt_length ?? "none"}; ` +
            `in ${this.removed} the cut removes where chosen and rejected differ` +
            (this.counter.kind === "estimate" ? " (token counts estimated, no tokenizer given)" : "");
        return {
            name: "token_length",
            status,
            summary,
            figures: {
                pairs: this.n,
                counted_by: this.counter.kind,
                method: this.counter.method,
                max_length: lim.max_length,
                max_prompt_length: lim.max_prompt_length,
                max_completion_length: lim.max_completion_length,
                truncation_mode: lim.truncation_mode,
                trl_defaults_used: lim.defaulted.join(", ") || "none",
                over_max_length: this.over,
                over_max_length_share: share(this.over, this.n),
                prompt_over_max_prompt_length: this.promptOver,
                prompt_over_share: share(this.promptOver, this.n),
                pairs_cut: this.cut,
                pairs_cut_share: share(this.cut, this.n),
                difference_removed: this.removed,
                difference_removed_share: share(this.removed, this.n),
                longest_tokens: this.longest,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/train-lint.ts

/** Default β per trainer in TRL (DPO/CPO/KTO/ORPO configs all default to 0.1). */
const DEFAULT_BETA = 0.1;
const DEFAULT_LOSS = {
    dpo: ["sigmoid"],
    cpo: ["sigmoid"],
    kto: ["kto"],
    orpo: [],
};
/** Small rates as 2e-5, not 0.00002, as configs write them. */
function fmtNum(x) {
    if (x !== 0 && Math.abs(x) < 1e-3)
        return x.toExponential().replace(/\.?0+e/, "e");
    return String(x);
}
const pct = (x) => `${Math.round(x * 1000) / 10}%`;
const where = (s, name, def) => s
    ? `${s.key} ${typeof s.value === "number" ? fmtNum(s.value) : JSON.stringify(s.value)}`
    : `${name} not set (TRL's default ${JSON.stringify(def)})`;
function lintTrainConfig(cfg, limits, facts, opts) {
    const findings = [];
    const fired = new Set();
    const flag = (rule, line, what) => {
        fired.add(rule.id);
        findings.push({
            file: cfg.path,
            line,
            level: opts.strict ? "failure" : "warning",
            message: `${what} (source: ${rule.source})`,
            detail: { rule: rule.id },
        });
    };
    lintLearningRate(cfg, flag);
    const losses = cfg.loss_type?.value ?? DEFAULT_LOSS[cfg.trainer];
    lintLossNames(cfg, flag);
    lintBeta(cfg, losses, flag);
    if (facts)
        lintAgainstPairs(cfg, limits, facts, opts.cutShare, flag);
    return lintResult(cfg, losses, findings, fired, opts.strict);
}
/** Learning rate: the DPO range, an adapter's allowance, and never the SFT rate. */
function lintLearningRate(cfg, flag) {
    const lr = cfg.learning_rate;
    if (lr && cfg.trainer === "dpo") {
        if (cfg.peft && lr.value > train_rules/* PEFT_LR_CEILING */.Vv) {
            flag(train_rules/* RULES */.y0.lr_peft, lr.line, `${lr.key} ${fmtNum(lr.value)} is above ${fmtNum(train_rules/* PEFT_LR_CEILING */.Vv)} even for adapters (${cfg.peft.key} at line ${cfg.peft.line})`);
        }
        else if (!cfg.peft && lr.value > train_rules/* FULL_LR_RANGE */.t2[1]) {
            flag(train_rules/* RULES */.y0.lr_full, lr.line, `${lr.key} ${fmtNum(lr.value)} is above full DPO's ${fmtNum(train_rules/* FULL_LR_RANGE */.t2[0])}–${fmtNum(train_rules/* FULL_LR_RANGE */.t2[1])} and the config trains no adapters`);
        }
    }
    const sft = cfg.sft_learning_rate;
    if (lr && sft && cfg.trainer !== "orpo" && lr.value >= sft.value) {
        const from = sft.file === cfg.path ? `${sft.key} at line ${sft.line}` : `${sft.file}`;
        flag(train_rules/* RULES */.y0.lr_sft, lr.line, lr.value === sft.value
            ? `${lr.key} ${fmtNum(lr.value)} equals the SFT learning rate (${from}): an SFT rate copied into preference training`
            : `${lr.key} ${fmtNum(lr.value)} is above the SFT learning rate ${fmtNum(sft.value)} (${from})`);
    }
}
/** Each loss name the config writes must be one its trainer knows. */
function lintLossNames(cfg, flag) {
    if (!cfg.loss_type || cfg.trainer === "orpo")
        return;
    const known = train_rules/* LOSS_TYPES */.sB[cfg.trainer];
    for (const l of cfg.loss_type.value) {
        if (!known.includes(l)) {
            flag(train_rules/* RULES */.y0.loss_type, cfg.loss_type.line, `${cfg.loss_type.key} ${JSON.stringify(l.length > 40 ? l.slice(0, 40) + "…" : l)} is not a loss the ${cfg.trainer.toUpperCase()} trainer knows (${known.join(", ")})`);
        }
    }
}
/** β (and SimPO's γ) within the range of the loss they scale. */
function lintBeta(cfg, losses, flag) {
    const beta = cfg.beta?.value ?? DEFAULT_BETA;
    const betaLine = cfg.beta?.line ?? 0;
    const betaWhere = where(cfg.beta, "beta", DEFAULT_BETA);
    if (losses.includes("simpo")) {
        if (beta < train_rules/* SIMPO_BETA_RANGE */.yj[0] || beta > train_rules/* SIMPO_BETA_RANGE */.yj[1]) {
            flag(train_rules/* RULES */.y0.simpo_beta, betaLine, `${betaWhere} is outside SimPO's ${train_rules/* SIMPO_BETA_RANGE */.yj[0]}–${train_rules/* SIMPO_BETA_RANGE */.yj[1]}`);
        }
        const g = cfg.simpo_gamma;
        if (g && (g.value < train_rules/* SIMPO_GAMMA_RANGE */.$D[0] || g.value > train_rules/* SIMPO_GAMMA_RANGE */.$D[1])) {
            flag(train_rules/* RULES */.y0.simpo_gamma, g.line, `${g.key} ${g.value} is outside SimPO's ${train_rules/* SIMPO_GAMMA_RANGE */.$D[0]}–${train_rules/* SIMPO_GAMMA_RANGE */.$D[1]}`);
        }
    }
    else if (cfg.beta &&
        (cfg.trainer === "dpo" || cfg.trainer === "cpo") &&
        losses.some((l) => train_rules/* SIGMOID_LIKE */.z_.has(l)) &&
        (beta < train_rules/* SIGMOID_BETA_RANGE */.An[0] || beta > train_rules/* SIGMOID_BETA_RANGE */.An[1])) {
        flag(train_rules/* RULES */.y0.beta_sigmoid, betaLine, `${betaWhere} is outside ${train_rules/* SIGMOID_BETA_RANGE */.An[0]}–${train_rules/* SIGMOID_BETA_RANGE */.An[1]} for the ${losses.join("+")} loss`);
    }
}
/** The rules that need the pair pass: epochs over a small set, pairs cut, prompts cut. */
function lintAgainstPairs(cfg, limits, facts, cutShare, flag) {
    const ep = cfg.epochs;
    if (ep && ep.value > train_rules/* MAX_EPOCHS_SMALL */.K8 && facts.pairs < train_rules/* SMALL_PAIR_SET */.Kn) {
        flag(train_rules/* RULES */.y0.epochs, ep.line, `${ep.key} ${ep.value} over ${facts.pairs} pairs: more than ${train_rules/* MAX_EPOCHS_SMALL */.K8} passes over a small set`);
    }
    if (facts.pairs > 0 && facts.cut / facts.pairs >= cutShare) {
        const s = facts.over >= facts.prompt_over ? cfg.max_length : cfg.max_prompt_length;
        flag(train_rules/* RULES */.y0.cut, s?.line ?? 0, `the trainer will cut ${facts.cut} of ${facts.pairs} pairs (${pct(facts.cut / facts.pairs)}; ` +
            `${pct(cutShare)} or more fires): ` +
            cutCauses(cfg, limits, facts));
    }
    if (facts.over > 0 && limits.truncation_mode === "keep_end") {
        flag(train_rules/* RULES */.y0.head, cfg.truncation_mode?.line ?? 0, `${where(cfg.truncation_mode, "truncation_mode", "keep_end")}: ${facts.over} pairs exceed max_length and lose the start of their prompt`);
    }
}
/** Why pairs are cut, each cause with its count, joined by "; ". */
function cutCauses(cfg, limits, facts) {
    return [
        facts.over > 0
            ? `${facts.over} over ${where(cfg.max_length, "max_length", limits.max_length)}`
            : "",
        facts.prompt_over > 0
            ? `${facts.prompt_over} prompts over ${where(cfg.max_prompt_length, "max_prompt_length", limits.max_prompt_length)}, whose start TRL drops`
            : "",
        facts.removed > 0 ? `${facts.removed} lose the part where the sides differ` : "",
    ]
        .filter(Boolean)
        .join("; ");
}
/** The gate's result: status, summary, the settings read, and which rules fired. */
function lintResult(cfg, losses, findings, fired, strict) {
    const lr = cfg.learning_rate;
    const sft = cfg.sft_learning_rate;
    const status = findings.length === 0 ? "pass" : strict ? "fail" : "warn";
    const names = [...fired];
    return {
        name: "train_config",
        status,
        summary: findings.length === 0
            ? `${cfg.trainer.toUpperCase()} config (trainer from ${cfg.trainer_from}): no rule fired`
            : `${cfg.trainer.toUpperCase()} config (trainer from ${cfg.trainer_from}): ${findings.length} finding${findings.length === 1 ? "" : "s"} (${names.join(", ")})`,
        figures: {
            trainer: cfg.trainer,
            trainer_from: cfg.trainer_from,
            // Rates as configs write them (2e-5): a fixed-decimals view would print 0.0000.
            learning_rate: lr ? fmtNum(lr.value) : null,
            sft_learning_rate: sft ? fmtNum(sft.value) : null,
            sft_learning_rate_from: sft ? (sft.file === cfg.path ? sft.key : sft.file) : null,
            adapters: cfg.peft ? cfg.peft.key : null,
            beta: cfg.beta?.value ?? null,
            loss_type: losses.join(", ") || null,
            simpo_gamma: cfg.simpo_gamma?.value ?? null,
            epochs: cfg.epochs?.value ?? null,
            ignored_keys: cfg.ignored_keys,
            rules: Object.values(train_rules/* RULES */.y0).map((r) => ({
                rule: r.id,
                fired: fired.has(r.id),
                source: r.source,
            })),
        },
        findings: findings.sort((a, b) => a.line - b.line || (a.message < b.message ? -1 : 1)),
        findings_truncated: false,
    };
}

// EXTERNAL MODULE: ./src/gates/chat-template.ts
var chat_template = __webpack_require__(37111);
// EXTERNAL MODULE: ./src/io/shapes.ts
var shapes = __webpack_require__(23384);
;// CONCATENATED MODULE: ./src/gates/index.ts














/** The fresh-target, version and kind checks every top-level state load starts with. */
function openState(state, at, kind, keys, fresh) {
    if (!fresh)
        throw new Error("a state loads only into a fresh accumulator (no rows added yet)");
    return (0,codec/* versioned */.iF)(state, at, kind, keys);
}
const SHAPES = Object.keys(shapes/* PAIR_SHAPES */.wv);
// One index per task list and n-gram size, so pair and SFT checks in one run share it.
const built = new WeakMap();
/** Build the held-out index once and share it between shards (cached per task array). */
function buildHeldoutIndex(heldout, settings) {
    let byN = built.get(heldout);
    if (!byN) {
        byN = new Map();
        built.set(heldout, byN);
    }
    let ix = byN.get(settings.ngram);
    if (!ix) {
        ix = new heldout_index/* HeldoutIndex */.Kv(heldout, settings.ngram);
        byN.set(settings.ngram, ix);
    }
    return ix;
}
function overall(gates) {
    if (gates.some((g) => g.status === "fail"))
        return "fail";
    if (gates.some((g) => g.status === "warn"))
        return "warn";
    return "pass";
}
/** A gate that had nothing to look at: its zero counts are no evidence of anything. */
function notRun(g, why) {
    return { ...g, status: "not_run", summary: `not run: ${why}`, findings: [] };
}
/**
 * One file's gate results, with the worst status as the file's. With no rows, or only
 * rows without any text, no gate ran and the file fails: an empty data set proves nothing.
 */
function dataCheck(kind, path, shape, rows, textRows, gates) {
    if (rows === 0 || textRows === 0) {
        const why = rows === 0 ? "no valid rows" : `all ${rows} rows are empty`;
        return { kind, path, shape, rows, gates: gates.map((g) => notRun(g, why)), status: "fail" };
    }
    return { kind, path, shape, rows, gates, status: overall(gates) };
}
function shapeOf(shapes, fallback) {
    return shapes.size ? [...shapes].sort().join("+") : fallback;
}
const PAIR_PARTS = [
    "rows",
    "text_rows",
    "shapes",
    "length",
    "style",
    "truncation",
    "contamination",
    "integrity",
    "rejection",
    "serve_skew",
    "token_length",
    "chat_template",
];
const SFT_PARTS = [
    "rows",
    "text_rows",
    "length",
    "style",
    "truncation",
    "contamination",
    "serve_skew",
];
class PairGatesImpl {
    settings;
    file;
    train;
    length;
    style;
    truncation;
    contamination;
    integrity;
    rejection;
    serve;
    tokens;
    template;
    rows = 0;
    /** Rows with any text at all (prompt or either reply). */
    textRows = 0;
    shapes = new Set();
    constructor(settings, index, file, train = null) {
        this.settings = settings;
        this.file = file;
        this.train = train;
        this.length = new gates_length/* PairLengthGate */.UI(settings);
        this.style = new style/* PairStyleGate */.$(settings, file);
        this.truncation = new truncation/* PairTruncationGate */.r(file);
        this.contamination = new contamination/* ContaminationGate */.a(settings, index, file);
        this.integrity = new IntegrityGate(settings, file);
        this.rejection = new RejectionGate(file, settings.trainStrict ?? false);
        this.serve = new serve_skew/* ServeSkewGate */.v9(settings.serve ?? serve_skew/* SERVE_DEFAULTS */.ln, file, "pairs");
        this.tokens = train
            ? new TokenLengthGate(train.counter, truncationLimits(train.config), file, settings.trainStrict ?? false)
            : null;
        const t = train?.template;
        this.template =
            train && t
                ? new chat_template/* ChatTemplateGate */.m9(t.info, file, train.config.assistant_only_loss, t.budget)
                : null;
    }
    async renderTemplate(renderer) {
        const text = this.train?.template?.text;
        if (this.template && text)
            await this.template.render(text, renderer);
    }
    add(pair) {
        this.rows++;
        if (pair.prompt !== "" || pair.chosen !== "" || pair.rejected !== "")
            this.textRows++;
        this.shapes.add(pair.shape);
        this.length.add(pair);
        this.style.add(pair);
        this.truncation.add(pair);
        this.rejection.add(pair);
        this.serve.addPair(pair);
        this.tokens?.add(pair);
        this.template?.add(pair);
        const hit = this.contamination.addPair(pair);
        const broken = this.integrity.add(pair);
        return hit === null && !broken;
    }
    merge(other) {
        if (!(other instanceof PairGatesImpl) || other.file !== this.file) {
            throw new Error("pair gates merge only with pair gates over the same file");
        }
        this.rows += other.rows;
        this.textRows += other.textRows;
        for (const s of other.shapes)
            this.shapes.add(s);
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
        this.integrity.merge(other.integrity);
        this.rejection.merge(other.rejection);
        this.serve.merge(other.serve);
        if (this.tokens && other.tokens)
            this.tokens.merge(other.tokens);
        if (this.template && other.template)
            this.template.merge(other.template);
    }
    saveState() {
        return {
            v: codec/* STATE_VERSION */.nd,
            kind: "pairs",
            rows: this.rows,
            text_rows: this.textRows,
            shapes: [...this.shapes].sort(),
            length: this.length.saveState(),
            style: this.style.saveState(),
            truncation: this.truncation.saveState(),
            contamination: this.contamination.saveState(),
            integrity: this.integrity.saveState(),
            rejection: this.rejection.saveState(),
            serve_skew: this.serve.saveState(),
            token_length: this.tokens ? this.tokens.saveState() : null,
            chat_template: this.template ? this.template.saveState() : null,
        };
    }
    loadState(state, at) {
        const r = openState(state, at, "pairs", PAIR_PARTS, this.rows === 0);
        const rows = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const textRows = (0,codec/* int */.Wh)(r.text_rows, `${at}.text_rows`, 0, rows);
        const shapes = (0,codec/* list */.p_)(r.shapes, `${at}.shapes`, SHAPES.length, (x, p) => (0,codec/* oneOf */.yL)(x, p, SHAPES));
        (0,codec/* check */.z6)(new Set(shapes).size === shapes.length, `${at}.shapes`, "a shape listed twice");
        (0,codec/* check */.z6)(shapes.length > 0 || rows === 0, `${at}.shapes`, "no shape for the rows");
        this.length.loadState(r.length, `${at}.length`);
        this.style.loadState(r.style, `${at}.style`);
        this.truncation.loadState(r.truncation, `${at}.truncation`);
        this.contamination.loadState(r.contamination, `${at}.contamination`);
        this.integrity.loadState(r.integrity, `${at}.integrity`);
        this.rejection.loadState(r.rejection, `${at}.rejection`);
        this.serve.loadState(r.serve_skew, `${at}.serve_skew`);
        if (this.tokens) {
            if (r.token_length === null) {
                throw new codec/* StateError */.qq(`${at}.token_length`, "missing, but this run checks token lengths");
            }
            this.tokens.loadState(r.token_length, `${at}.token_length`);
        }
        else if (r.token_length !== null) {
            throw new codec/* StateError */.qq(`${at}.token_length`, "present, but this run has no trainer config");
        }
        if (this.template) {
            if (r.chat_template === null) {
                throw new codec/* StateError */.qq(`${at}.chat_template`, "missing, but this run has a chat template");
            }
            this.template.loadState(r.chat_template, `${at}.chat_template`);
        }
        else if (r.chat_template !== null) {
            throw new codec/* StateError */.qq(`${at}.chat_template`, "present, but this run has no chat template");
        }
        // Every gate sees every row: a state whose parts disagree was not made by one run.
        for (const [part, n] of [
            ["length", this.length.seen],
            ["style", this.style.seen],
            ["truncation", this.truncation.seen],
            ["contamination", this.contamination.seen],
            ["integrity", this.integrity.seen],
            ["rejection", this.rejection.seen],
            ["serve_skew", this.serve.seen],
            ["token_length", this.tokens ? this.tokens.seen : rows],
            ["chat_template", this.template ? this.template.seen : rows],
        ]) {
            (0,codec/* check */.z6)(n === rows, `${at}.${part}`, `counts ${n} pairs, the state ${rows}`);
        }
        this.rows = rows;
        this.textRows = textRows;
        for (const x of shapes)
            this.shapes.add(x);
    }
    result(served = null) {
        const gates = [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
            this.integrity.result(),
            this.rejection.result(),
            this.serve.result(served),
        ];
        if (this.train && this.tokens) {
            gates.push(this.tokens.result(), lintTrainConfig(this.train.config, this.tokens.limits, this.tokens.facts(), {
                cutShare: this.train.cutShare,
                strict: this.settings.trainStrict ?? false,
            }));
        }
        if (this.template)
            gates.push(this.template.result());
        return dataCheck("pairs", this.file, shapeOf(this.shapes, "pairs"), this.rows, this.textRows, gates);
    }
}
class SftGatesImpl {
    file;
    length = new gates_length/* SftLengthGate */.vM();
    style;
    truncation;
    contamination;
    serve;
    rows = 0;
    /** Rows with any text at all (prompt or completion). */
    textRows = 0;
    constructor(settings, index, file) {
        this.file = file;
        this.style = new style/* SftStyleGate */.k(settings);
        this.truncation = new truncation/* SftTruncationGate */.a(file);
        this.contamination = new contamination/* ContaminationGate */.a(settings, index, file);
        this.serve = new serve_skew/* ServeSkewGate */.v9(settings.serve ?? serve_skew/* SERVE_DEFAULTS */.ln, file, "sft");
    }
    add(row) {
        this.rows++;
        if (row.prompt !== "" || row.completion !== "")
            this.textRows++;
        this.serve.addSft(row);
        this.length.add(row);
        this.style.add(row);
        this.truncation.add(row);
        return this.contamination.addSft(row) === null;
    }
    merge(other) {
        if (!(other instanceof SftGatesImpl) || other.file !== this.file) {
            throw new Error("SFT gates merge only with SFT gates over the same file");
        }
        this.rows += other.rows;
        this.textRows += other.textRows;
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
        this.serve.merge(other.serve);
    }
    saveState() {
        return {
            v: codec/* STATE_VERSION */.nd,
            kind: "sft",
            rows: this.rows,
            text_rows: this.textRows,
            length: this.length.saveState(),
            style: this.style.saveState(),
            truncation: this.truncation.saveState(),
            contamination: this.contamination.saveState(),
            serve_skew: this.serve.saveState(),
        };
    }
    loadState(state, at) {
        const r = openState(state, at, "sft", SFT_PARTS, this.rows === 0);
        const rows = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const textRows = (0,codec/* int */.Wh)(r.text_rows, `${at}.text_rows`, 0, rows);
        this.length.loadState(r.length, `${at}.length`);
        this.style.loadState(r.style, `${at}.style`);
        this.truncation.loadState(r.truncation, `${at}.truncation`);
        this.contamination.loadState(r.contamination, `${at}.contamination`);
        this.serve.loadState(r.serve_skew, `${at}.serve_skew`);
        for (const [part, n] of [
            ["length", this.length.seen],
            ["style", this.style.seen],
            ["truncation", this.truncation.seen],
            ["contamination", this.contamination.seen],
            ["serve_skew", this.serve.seen],
        ]) {
            (0,codec/* check */.z6)(n === rows, `${at}.${part}`, `counts ${n} rows, the state ${rows}`);
        }
        this.rows = rows;
        this.textRows = textRows;
    }
    result(served = null) {
        return dataCheck("sft", this.file, "sft", this.rows, this.textRows, [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
            this.serve.result(served),
        ]);
    }
}
function asIndex(heldout, settings) {
    return heldout instanceof heldout_index/* HeldoutIndex */.Kv ? heldout : buildHeldoutIndex(heldout, settings);
}
/**
 * Gates for one pairs file. Pass a prebuilt HeldoutIndex when several
 * accumulators (shards) will be merged: they must share it.
 */
function createPairGates(settings, heldout, file, train = null) {
    return new PairGatesImpl(settings, asIndex(heldout, settings), file, train);
}
/** Gates for one SFT file: length and style are descriptive; truncation and contamination can fail. */
function createSftGates(settings, heldout, file) {
    return new SftGatesImpl(settings, asIndex(heldout, settings), file);
}


/***/ }),

/***/ 40671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UI: () => (/* binding */ PairLengthGate),
  vM: () => (/* binding */ SftLengthGate)
});

// UNUSED EXPORTS: lengthConfound

// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/stats/histogram.ts
// Mergeable integer histogram: exact counts for |v| <= RANGE, power-of-two
// buckets beyond. Quantiles are exact unless they land in an outer bucket (then
// the bucket's near edge is given and `approximate` says so). Fixed memory, and
// the counts do not depend on the order values arrive in.

const RANGE = 65536;
const OUTER = 48; // 2^16 .. 2^64: more than any string length
class IntHistogram {
    exact = new Uint32Array(2 * RANGE + 1);
    pos = new Float64Array(OUTER);
    neg = new Float64Array(OUTER);
    n = 0;
    /** Exact while the total stays under 2^53, which the row caps guarantee. */
    sum = 0;
    min = Infinity;
    max = -Infinity;
    add(v) {
        this.n++;
        this.sum += v;
        if (v < this.min)
            this.min = v;
        if (v > this.max)
            this.max = v;
        if (v >= -RANGE && v <= RANGE)
            this.exact[v + RANGE]++;
        else if (v > 0)
            this.pos[outerBucket(v)]++;
        else
            this.neg[outerBucket(-v)]++;
    }
    merge(o) {
        this.n += o.n;
        this.sum += o.sum;
        this.min = Math.min(this.min, o.min);
        this.max = Math.max(this.max, o.max);
        for (let i = 0; i < this.exact.length; i++)
            this.exact[i] += o.exact[i];
        for (let i = 0; i < OUTER; i++) {
            this.pos[i] += o.pos[i];
            this.neg[i] += o.neg[i];
        }
    }
    /** A JSON-able copy of the counts: nonzero bins only, so it grows with what was seen. */
    saveState() {
        return {
            n: this.n,
            sum: this.sum,
            min: this.n ? this.min : null,
            max: this.n ? this.max : null,
            exact: (0,codec/* saveSparse */.cz)(this.exact),
            pos: (0,codec/* saveSparse */.cz)(this.pos),
            neg: (0,codec/* saveSparse */.cz)(this.neg),
        };
    }
    /** Load a saved state into this (empty) histogram; an untrusted state is checked first. */
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["n", "sum", "min", "max", "exact", "pos", "neg"]);
        const n = (0,codec/* int */.Wh)(r.n, `${at}.n`);
        const sum = (0,codec/* int */.Wh)(r.sum, `${at}.sum`, Number.MIN_SAFE_INTEGER);
        const exact = new Uint32Array(2 * RANGE + 1);
        const pos = new Float64Array(OUTER);
        const neg = new Float64Array(OUTER);
        (0,codec/* readSparse */.P5)(r.exact, `${at}.exact`, exact);
        (0,codec/* readSparse */.P5)(r.pos, `${at}.pos`, pos);
        (0,codec/* readSparse */.P5)(r.neg, `${at}.neg`, neg);
        let seen = 0;
        for (const a of [exact, pos, neg])
            for (const c of a)
                seen += c;
        (0,codec/* check */.z6)(seen === n, `${at}.n`, `${n} values, but the bins hold ${seen}`);
        let min = Infinity;
        let max = -Infinity;
        if (n > 0) {
            min = (0,codec/* int */.Wh)(r.min, `${at}.min`, Number.MIN_SAFE_INTEGER);
            max = (0,codec/* int */.Wh)(r.max, `${at}.max`, Number.MIN_SAFE_INTEGER);
            // The extremes must sit in the outermost nonempty bins, or quantiles would be wrong.
            const [lo, hi] = filledRange(exact, pos, neg);
            (0,codec/* check */.z6)(rankOf(min) === lo, `${at}.min`, `${min} is not in the lowest nonempty bin`);
            (0,codec/* check */.z6)(rankOf(max) === hi, `${at}.max`, `${max} is not in the highest nonempty bin`);
            (0,codec/* check */.z6)(sum >= min * n && sum <= max * n, `${at}.sum`, "outside n x [min, max]");
        }
        else if (r.min !== null || r.max !== null || sum !== 0) {
            throw new codec/* StateError */.qq(at, "an empty histogram has min, max and sum null, null and 0");
        }
        this.n = n;
        this.sum = sum;
        this.min = min;
        this.max = max;
        this.exact = exact;
        this.pos = pos;
        this.neg = neg;
    }
    /** The k-th smallest value (0-based), as sorted(values)[k]. */
    kth(k) {
        let seen = 0;
        for (let b = OUTER - 1; b >= 0; b--) {
            seen += this.neg[b];
            if (k < seen)
                return { value: Math.max(this.min, -(2 ** (b + 17))), approximate: true };
        }
        for (let i = 0; i < this.exact.length; i++) {
            seen += this.exact[i];
            if (k < seen)
                return { value: i - RANGE, approximate: false };
        }
        for (let b = 0; b < OUTER; b++) {
            seen += this.pos[b];
            if (k < seen)
                return { value: Math.min(this.max, 2 ** (b + 16) + 1), approximate: true };
        }
        return { value: this.max, approximate: false };
    }
    /** sorted(values)[floor(q * n)], the convention the SDK uses for its median (q = 0.5). */
    quantile(q) {
        if (this.n === 0)
            return null;
        return this.kth(Math.min(this.n - 1, Math.floor(q * this.n)));
    }
    /** Counts in [lo, hi] (inclusive), for the small histogram in the report. */
    countBetween(lo, hi) {
        let c = 0;
        const a = Math.max(lo, -RANGE);
        const b = Math.min(hi, RANGE);
        for (let v = a; v <= b; v++)
            c += this.exact[v + RANGE];
        if (hi > RANGE) {
            for (let bk = 0; bk < OUTER; bk++) {
                const lower = 2 ** (bk + 16) + 1;
                if (lower >= lo && lower <= hi)
                    c += this.pos[bk];
            }
        }
        if (lo < -RANGE) {
            for (let bk = 0; bk < OUTER; bk++) {
                const upper = -(2 ** (bk + 16) + 1);
                if (upper >= lo && upper <= hi)
                    c += this.neg[bk];
            }
        }
        return c;
    }
}
/** Bucket b holds magnitudes in (2^(b+16), 2^(b+17)]. */
function outerBucket(m) {
    const b = Math.ceil(Math.log2(m)) - 17;
    return Math.max(0, Math.min(OUTER - 1, b));
}
/** Every bin ranked from lowest to highest: negative outer (largest first), exact, positive outer. */
function rankOf(v) {
    if (v >= -RANGE && v <= RANGE)
        return OUTER + v + RANGE;
    if (v > 0)
        return OUTER + 2 * RANGE + 1 + outerBucket(v);
    return OUTER - 1 - outerBucket(-v);
}
/** Ranks of the lowest and highest nonempty bins (of a histogram with some values). */
function filledRange(exact, pos, neg) {
    let lo = Infinity;
    let hi = -Infinity;
    const see = (c, rank) => {
        if (c === 0)
            return;
        lo = Math.min(lo, rank);
        hi = Math.max(hi, rank);
    };
    neg.forEach((c, b) => see(c, OUTER - 1 - b));
    exact.forEach((c, i) => see(c, OUTER + i));
    pos.forEach((c, b) => see(c, OUTER + 2 * RANGE + 1 + b));
    return [lo, hi];
}

;// CONCATENATED MODULE: ./src/gates/text-length.ts
// Text length in code points, as Python's len() counts it, so our deltas match
// the SDK's reply_length on text with emoji or other astral characters.
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
function codePointLength(s) {
    // Most text has no astral characters; the regex scan is native and fast.
    if (!HIGH_SURROGATE.test(s))
        return s.length;
    let n = s.length;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        // A high surrogate followed by a low one is one code point, not two.
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}

;// CONCATENATED MODULE: ./src/gates/length.ts



/** The SDK's length-confound rule, shared by its pair builder and exporter. */
function lengthConfound(chosenLonger, n) {
    return n > 0 && ((n >= 8 && chosenLonger / n >= 0.75) || (n >= 3 && chosenLonger === n));
}
const DELTA_BINS = [
    ["< -1000", -Infinity, -1001],
    ["-1000..-101", -1000, -101],
    ["-100..-1", -100, -1],
    ["0", 0, 0],
    ["1..100", 1, 100],
    ["101..1000", 101, 1000],
    ["> 1000", 1001, Infinity],
];
const LENGTH_BINS = [
    ["0", 0, 0],
    ["1..100", 1, 100],
    ["101..500", 101, 500],
    ["501..2000", 501, 2000],
    ["2001..8000", 2001, 8000],
    ["> 8000", 8001, Infinity],
];
function r3(x) {
    return Math.round(x * 1000) / 1000;
}
function describe(h, bins) {
    const q = (p) => h.quantile(p);
    const approx = [q(0.25), q(0.5), q(0.75)].some((x) => x?.approximate === true);
    return {
        min: h.n ? h.min : null,
        q1: q(0.25)?.value ?? null,
        median: q(0.5)?.value ?? null,
        q3: q(0.75)?.value ?? null,
        max: h.n ? h.max : null,
        mean: h.n ? r3(h.sum / h.n) : null,
        approximate: approx,
        histogram: Object.fromEntries(bins.map(([label, lo, hi]) => [label, h.countBetween(lo, hi)])),
    };
}
class PairLengthGate {
    settings;
    delta = new IntHistogram();
    chosenLonger = 0;
    rejectedLonger = 0;
    constructor(settings) {
        this.settings = settings;
    }
    add(p) {
        const d = codePointLength(p.chosen) - codePointLength(p.rejected);
        this.delta.add(d);
        if (d > 0)
            this.chosenLonger++;
        else if (d < 0)
            this.rejectedLonger++;
    }
    merge(o) {
        this.delta.merge(o.delta);
        this.chosenLonger += o.chosenLonger;
        this.rejectedLonger += o.rejectedLonger;
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.delta.n;
    }
    saveState() {
        return {
            delta: this.delta.saveState(),
            chosen_longer: this.chosenLonger,
            rejected_longer: this.rejectedLonger,
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["delta", "chosen_longer", "rejected_longer"]);
        this.delta.loadState(r.delta, `${at}.delta`);
        this.chosenLonger = (0,codec/* int */.Wh)(r.chosen_longer, `${at}.chosen_longer`);
        this.rejectedLonger = (0,codec/* int */.Wh)(r.rejected_longer, `${at}.rejected_longer`);
        // Each side's count is the histogram's mass above (below) zero.
        const n = this.delta.n;
        (0,codec/* check */.z6)(this.chosenLonger === n - this.delta.countBetween(-Infinity, 0), `${at}.chosen_longer`, "does not match the positive deltas");
        (0,codec/* check */.z6)(this.rejectedLonger === n - this.delta.countBetween(0, Infinity), `${at}.rejected_longer`, "does not match the negative deltas");
    }
    result() {
        const n = this.delta.n;
        const share = n ? this.chosenLonger / n : null;
        const confound = lengthConfound(this.chosenLonger, n);
        const failAt = this.settings.lengthFailShare;
        let status = "pass";
        let summary;
        if (n === 0) {
            summary = "no pairs to measure";
        }
        else {
            const pct = `${Math.round(share * 100)}%`;
            summary = `chosen reply is longer in ${this.chosenLonger} of ${n} pairs (${pct})`;
            if (share >= failAt) {
                status = "fail";
                summary += `, at or above the ${Math.round(failAt * 100)}% limit: the pairs reward length`;
            }
            else if (confound) {
                status = "warn";
                summary += ": enough to teach length before behaviour (SDK length-confound rule)";
            }
        }
        const dist = describe(this.delta, DELTA_BINS);
        return {
            name: "length",
            status,
            summary,
            figures: {
                pairs: n,
                chosen_longer: this.chosenLonger,
                rejected_longer: this.rejectedLonger,
                ties: n - this.chosenLonger - this.rejectedLonger,
                chosen_longer_frac: share === null ? null : r3(share),
                fail_share: failAt,
                length_confound: confound,
                median_delta: dist.median,
                delta: dist,
                unit: "characters (code points), chosen minus rejected",
            },
            findings: [],
            findings_truncated: false,
        };
    }
}
class SftLengthGate {
    len = new IntHistogram();
    add(r) {
        this.len.add(codePointLength(r.completion));
    }
    merge(o) {
        this.len.merge(o.len);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.len.n;
    }
    saveState() {
        return { len: this.len.saveState() };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["len"]);
        this.len.loadState(r.len, `${at}.len`);
        (0,codec/* check */.z6)(this.len.n === 0 || this.len.min >= 0, `${at}.len.min`, "a length below zero");
    }
    result() {
        const n = this.len.n;
        const dist = describe(this.len, LENGTH_BINS);
        return {
            name: "length",
            status: "pass",
            summary: n === 0
                ? "no rows to measure"
                : `completion length over ${n} rows: median ${dist.median}, quartiles ${dist.q1}..${dist.q3} characters (descriptive only)`,
            figures: { rows: n, completion_length: dist, unit: "characters (code points)" },
            findings: [],
            findings_truncated: false,
        };
    }
}


/***/ }),

/***/ 73077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C3: () => (/* binding */ rowContext),
/* harmony export */   YK: () => (/* binding */ completionPrint),
/* harmony export */   oh: () => (/* binding */ isBareId),
/* harmony export */   qV: () => (/* binding */ skeleton),
/* harmony export */   xN: () => (/* binding */ contextPrint)
/* harmony export */ });
/* unused harmony exports SKELETON_CHARS, isSpace, textHash, skelKey, skeletonKey, labelLines */
/* harmony import */ var _io_fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63455);
/* harmony import */ var _io_lanes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(23451);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68892);



/** Characters of a context's start that its skeleton is made of. */
const SKELETON_CHARS = 200;
function hex() {
    const hi = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .fin */ .UO)((0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneA */ .ij)() ^ Math.imul((0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneB */ .pX)(), 0x27d4eb2d), 0);
    const lo = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .fin */ .UO)((0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneB */ .pX)() + 0x165667b1, 0);
    return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}
/** JavaScript's `\s` (and what `trim()` strips): WhiteSpace and LineTerminator. */
function isSpace(c) {
    if (c <= 0x20)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (c < 0xa0)
        return false;
    return (c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}
function isDigit(c) {
    return (c - 0x30) >>> 0 < 10;
}
/**
 * Feed the hash lanes a system text with whitespace runs as one space and digit runs as
 * "0", trimmed, so a date or a count in it does not matter. One pass over the text, the
 * normalised string never built: the lanes see the units `feedLanes` would be given.
 */
function feedNormalised(s) {
    let x = (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneA */ .ij)();
    let y = (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .laneB */ .pX)();
    let n = 0;
    let space = false;
    const unit = (c) => {
        x = Math.imul(x ^ c, 0x01000193);
        y = Math.imul(y ^ c, 0x5bd1e995);
        n++;
    };
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (isSpace(c)) {
            space = n > 0;
            continue;
        }
        if (space)
            unit(0x20);
        space = false;
        if (isDigit(c)) {
            unit(0x30);
            while (i + 1 < s.length && isDigit(s.charCodeAt(i + 1)))
                i++;
        }
        else
            unit(c);
    }
    (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .closeLanes */ .GZ)(x, y, n);
}
function textHash(parts) {
    (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .startLanes */ .oS)();
    for (const p of parts)
        (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .feedLanes */ .Yh)(p);
    return hex();
}
function isAlnum(c) {
    return (c - 0x30) >>> 0 < 10 || ((c | 0x20) - 0x61) >>> 0 < 26;
}
/** `[\w.\-/]`: a character an id may run on with. */
const isIdTail = (c) => isAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d || c === 0x2f;
/** `[_./-]`: what joins the words of an id. */
const isJoin = (c) => c === 0x5f || c === 0x2e || c === 0x2f || c === 0x2d;
/**
 * Where an id starting a run of letters and digits (ending at `runEnd`) ends, or -1: a
 * run holding a digit, with the `[\w.\-/]` after it (config_repair_001, 3.14), or words
 * joined by _ . / - (list_prod.py). The same matches as the regex
 * `[A-Za-z0-9]*[0-9][\w.\-/]*|[A-Za-z][A-Za-z0-9]*(?:[_./-][A-Za-z0-9]+)+` (a test holds
 * the two side by side), without its backtracking at every character.
 */
function idEnd(s, len, runEnd, digit) {
    let j = runEnd;
    if (digit) {
        while (j < len && isIdTail(s.charCodeAt(j)))
            j++;
        return j;
    }
    let end = -1;
    while (j + 1 < len && isJoin(s.charCodeAt(j)) && isAlnum(s.charCodeAt(j + 1))) {
        j += 2;
        while (j < len && isAlnum(s.charCodeAt(j)))
            j++;
        end = j;
    }
    return end;
}
/** The start of a text with ids and numbers as `#`, whitespace collapsed, lowercased. */
function skeleton(text) {
    const s = text.length > SKELETON_CHARS ? text.slice(0, SKELETON_CHARS) : text;
    let out = "";
    let from = 0;
    let i = 0;
    while (i < s.length) {
        const c = s.charCodeAt(i);
        if (isSpace(c)) {
            let j = i + 1;
            while (j < s.length && isSpace(s.charCodeAt(j)))
                j++;
            if (c !== 0x20 || j > i + 1) {
                out += s.slice(from, i) + " ";
                from = j;
            }
            i = j;
            continue;
        }
        if (!isAlnum(c)) {
            i++;
            continue;
        }
        // A run of letters and digits: an id from its first character, or none in it (no
        // later start in the run can match where the first did not).
        let runEnd = i;
        let digit = false;
        while (runEnd < s.length && isAlnum(s.charCodeAt(runEnd))) {
            if (isDigit(s.charCodeAt(runEnd)))
                digit = true;
            runEnd++;
        }
        const end = idEnd(s, s.length, runEnd, digit);
        if (end < 0) {
            i = runEnd;
            continue;
        }
        out += s.slice(from, i) + "#";
        from = i = end;
    }
    out = from === 0 ? s : out + s.slice(from);
    return out.trim().toLowerCase();
}
/** A skeleton's hash: enough to say "starts the same"; skeletons are kept as these keys. */
function skelKey(s) {
    let h1 = 0x811c9dc5 | 0;
    let h2 = 0x9747b28c | 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    return hex32(h1) + hex32(h2);
}
const hex32 = (h) => (h >>> 0).toString(16).padStart(8, "0");
/**
 * skelKey(skeleton(text)), "" for an empty skeleton, hashed as the skeleton is scanned
 * when its start is ASCII (no string is built); other text takes the string path, as
 * lowercasing beyond ASCII can depend on the letters around (a final sigma).
 */
function skeletonKey(text) {
    // Read in place, not sliced: a slice is a view whose every character costs an indirection.
    const s = text;
    const len = Math.min(text.length, SKELETON_CHARS);
    let h1 = 0x811c9dc5 | 0;
    let h2 = 0x9747b28c | 0;
    let n = 0;
    let space = false;
    let i = 0;
    while (i < len) {
        let c = s.charCodeAt(i);
        if (isSpace(c)) {
            space = n > 0;
            i++;
            continue;
        }
        if (c >= 0x80) {
            const sk = skeleton(text);
            return sk === "" ? "" : skelKey(sk);
        }
        // A run of letters and digits is one id (#) or, holding none, its letters lowercased.
        let next = i + 1;
        let id = false;
        if (isAlnum(c)) {
            let runEnd = i;
            let digit = false;
            while (runEnd < len && isAlnum(s.charCodeAt(runEnd))) {
                if (isDigit(s.charCodeAt(runEnd)))
                    digit = true;
                runEnd++;
            }
            const end = idEnd(s, len, runEnd, digit);
            id = end >= 0;
            next = id ? end : runEnd;
        }
        if (space) {
            h1 = Math.imul(h1 ^ 0x20, 0x01000193);
            h2 = Math.imul(h2 ^ 0x20, 0x5bd1e995);
            space = false;
        }
        if (id) {
            h1 = Math.imul(h1 ^ 0x23, 0x01000193);
            h2 = Math.imul(h2 ^ 0x23, 0x5bd1e995);
            n++;
        }
        else {
            for (; i < next; i++) {
                c = s.charCodeAt(i);
                if (c <= 0x5a && c >= 0x41)
                    c += 0x20;
                h1 = Math.imul(h1 ^ c, 0x01000193);
                h2 = Math.imul(h2 ^ c, 0x5bd1e995);
                n++;
            }
        }
        i = next;
    }
    return n === 0 ? "" : hex32(h1) + hex32(h2);
}
// A turn of an agent's history written into one text: ReAct and transcript labels, each
// alone at a line's start (after spaces or tabs) and followed by a colon.
const TURN_LABELS = [
    "model",
    "assistant",
    "agent",
    "environment",
    "observation",
    "tool",
    "tool output",
    "tool result",
];
const HISTORY_ROLES = new Set(["assistant", "tool", "function", "ipython", "environment"]);
const isLineEnd = (c) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;
/** The text before `end` is `label`, ASCII letters in either case. */
function endsWithLabel(s, end, label) {
    const from = end - label.length;
    if (from < 0)
        return false;
    for (let k = 0; k < label.length; k++) {
        const l = label.charCodeAt(k);
        const c = s.charCodeAt(from + k);
        if (c !== l && (l < 0x61 || c !== l - 0x20))
            return false;
    }
    return true;
}
/**
 * The colon at `colon` closes a label line: `^[ \t]*(label)[ \t]*:` in multiline mode,
 * case-insensitive (a test holds this beside the regex).
 */
function labelLine(s, colon, labels) {
    let k = colon;
    while (k > 0 && (s.charCodeAt(k - 1) === 0x20 || s.charCodeAt(k - 1) === 0x09))
        k--;
    for (const label of labels) {
        if (!endsWithLabel(s, k, label))
            continue;
        let p = k - label.length;
        while (p > 0 && (s.charCodeAt(p - 1) === 0x20 || s.charCodeAt(p - 1) === 0x09))
            p--;
        if (p === 0 || isLineEnd(s.charCodeAt(p - 1)))
            return true;
    }
    return false;
}
/** Lines of `s` that are a label line; with `first`, stop at the first (0 or 1). */
function labelLines(s, labels, first = false) {
    let n = 0;
    for (let c = s.indexOf(":"); c >= 0; c = s.indexOf(":", c + 1)) {
        if (labelLine(s, c, labels)) {
            n++;
            if (first)
                return n;
        }
    }
    return n;
}
const turnLines = (s) => labelLines(s, TURN_LABELS);
/** The print of a context: its messages (a flat prompt is one user message) and tool names. */
function contextPrint(messages, tools) {
    const system = [];
    let depth = 0;
    let length = 0;
    let start = "";
    for (const m of messages) {
        length += m.content.length;
        if (start.length < SKELETON_CHARS && m.content !== "") {
            start += (start === "" ? "" : "\n") + m.content.slice(0, SKELETON_CHARS);
        }
        if (m.role === "system" || m.role === "developer")
            system.push(m.content);
        else if (HISTORY_ROLES.has(m.role))
            depth++;
        else
            depth += turnLines(m.content);
    }
    const names = tools.length === 0 ? tools : [...new Set(tools)].sort();
    return {
        system: system.length === 0 ? "" : systemHash(system),
        tools: names.length === 0 ? "" : textHash(names),
        depth,
        start,
        key: skeletonKey(start),
        length,
    };
}
/** The hash of system texts, each normalised (feedNormalised). */
function systemHash(parts) {
    (0,_io_lanes_js__WEBPACK_IMPORTED_MODULE_2__/* .startLanes */ .oS)();
    for (const p of parts)
        feedNormalised(p);
    return hex();
}
// "Task: config_repair_001": the ask names a task instead of giving the agent what it sees.
const BARE_ID = /^\s*(?:(?:task|task[_ ]id|id|scenario|problem|instance|issue)\s*[:=#]?\s*)?[\w.\-/:#]*[0-9_][\w.\-/:#]*\s*$/i;
/** A prompt that is only a task id, with or without a `Task:` label. */
function isBareId(text) {
    return text.length <= 120 && BARE_ID.test(text);
}
// Environment output written into a reply: the model would be taught to write it.
const OBSERVATION_LABELS = [
    "environment",
    "observation",
    "tool output",
    "tool result",
    "stdout",
    "stderr",
    "exit code",
];
const hasObservation = (s) => labelLines(s, OBSERVATION_LABELS, true) > 0;
function completionPrint(messages, text) {
    let assistant = 0;
    let other = 0;
    let observation = false;
    for (const m of messages) {
        if (m.role === "assistant") {
            assistant++;
            if (!observation)
                observation = hasObservation(m.content);
        }
        else
            other++;
    }
    if (messages.length === 0)
        observation = hasObservation(text);
    return { observation, multiTurn: assistant > 1 || other > 0 || turnLines(text) > 1 };
}
/**
 * A context from an eval row's own fields, read leniently: the messages before the first
 * assistant turn when they are well formed, else the prompt string. Null when it has neither.
 */
function rowContext(messages, prompt) {
    if (Array.isArray(messages) && messages.length > 0) {
        const out = [];
        for (const m of messages) {
            if (!(0,_io_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(m) || typeof m.role !== "string")
                return fallback(prompt);
            if (m.role === "assistant")
                break;
            out.push({ role: m.role, content: looseText(m.content) });
        }
        if (out.length > 0)
            return out;
    }
    return fallback(prompt);
}
/** A message's content as text: a string, or the text parts of a list. */
function looseText(c) {
    if (typeof c === "string")
        return c;
    if (!Array.isArray(c))
        return "";
    const out = [];
    for (const p of c)
        if ((0,_io_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(p) && typeof p.text === "string")
            out.push(p.text);
    return out.join("\n");
}
function fallback(prompt) {
    return prompt === undefined ? null : [{ role: "user", content: prompt }];
}


/***/ }),

/***/ 50959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ln: () => (/* binding */ SERVE_DEFAULTS),
  v9: () => (/* binding */ ServeSkewGate),
  bn: () => (/* binding */ ServedProfile)
});

// UNUSED EXPORTS: SERVED_HISTORY_MIN, SHORT_PROMPT

// EXTERNAL MODULE: ./src/gates/serve-print.ts
var serve_print = __webpack_require__(73077);
// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/gates/serve-tally.ts
// Mergeable pieces of the serve-skew gate (docs/design.md §15): a histogram of log lengths,
// the lowest lines of a kind of row, and a count per key with its lowest line. Each depends
// only on the set of rows added, so shards merge to the bytes of one pass.

/** Eighth-octave bins of log2(length + 1): 256 bins reach beyond 2^31 characters. */
const LENGTH_BINS = 256;
function lengthBin(n) {
    return Math.min(LENGTH_BINS - 1, Math.floor(Math.log2(n + 1) * 8));
}
/** A bin's middle as a length in characters. */
function binLength(b) {
    return Math.round(2 ** ((b + 0.5) / 8) - 1);
}
class LogHist {
    bins = new Uint32Array(LENGTH_BINS);
    /** The lowest line in each bin (0: none), for examples of the longest or shortest rows. */
    lines = new Uint32Array(LENGTH_BINS);
    n = 0;
    add(length, line) {
        const b = lengthBin(length);
        this.bins[b]++;
        const l = this.lines[b];
        if (l === 0 || line < l)
            this.lines[b] = line;
        this.n++;
    }
    merge(o) {
        for (let b = 0; b < LENGTH_BINS; b++) {
            this.bins[b] += o.bins[b];
            const l = o.lines[b];
            if (l !== 0 && (this.lines[b] === 0 || l < this.lines[b]))
                this.lines[b] = l;
        }
        this.n += o.n;
    }
    /** The bin holding the median row, or -1 when empty. */
    medianBin() {
        if (this.n === 0)
            return -1;
        let seen = 0;
        for (let b = 0; b < LENGTH_BINS; b++) {
            seen += this.bins[b];
            if (2 * seen >= this.n)
                return b;
        }
        return LENGTH_BINS - 1;
    }
    saveState() {
        return { n: this.n, bins: (0,codec/* saveSparse */.cz)(this.bins), lines: (0,codec/* saveSparse */.cz)(this.lines) };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["n", "bins", "lines"]);
        const n = (0,codec/* int */.Wh)(r.n, `${at}.n`);
        (0,codec/* readSparse */.P5)(r.bins, `${at}.bins`, this.bins);
        (0,codec/* readSparse */.P5)(r.lines, `${at}.lines`, this.lines);
        let sum = 0;
        for (let b = 0; b < LENGTH_BINS; b++) {
            sum += this.bins[b];
            (0,codec/* check */.z6)((this.bins[b] === 0) === (this.lines[b] === 0), `${at}.lines`, "a line for an empty bin, or none for a full one");
        }
        (0,codec/* check */.z6)(sum === n, `${at}.bins`, `add up to ${sum}, not ${n}`);
        this.n = n;
    }
}
/** Two-sample Kolmogorov-Smirnov distance between two binned samples (0 when either is empty). */
function ksDistance(a, b) {
    if (a.n === 0 || b.n === 0)
        return 0;
    let ca = 0;
    let cb = 0;
    let d = 0;
    for (let i = 0; i < LENGTH_BINS; i++) {
        ca += a.bins[i];
        cb += b.bins[i];
        d = Math.max(d, Math.abs(ca / a.n - cb / b.n));
    }
    return d;
}
/** The lowest `cap` lines of rows of one kind. */
class Lowest {
    cap;
    lines = [];
    constructor(cap = 3) {
        this.cap = cap;
    }
    push(line) {
        if (this.lines.length === this.cap && line >= this.lines[this.cap - 1])
            return;
        this.lines.push(line);
        this.lines.sort((x, y) => x - y);
        if (this.lines.length > this.cap)
            this.lines.length = this.cap;
    }
    merge(o) {
        for (const l of o.lines)
            this.push(l);
    }
    saveState() {
        return this.lines.slice();
    }
    loadState(state, at) {
        const xs = (0,codec/* list */.p_)(state, at, this.cap, (x, p) => (0,codec/* int */.Wh)(x, p, 1));
        for (let i = 1; i < xs.length; i++)
            (0,codec/* check */.z6)(xs[i - 1] < xs[i], at, "lines not in rising order");
        this.lines = xs;
    }
}
/** Distinct keys before a tally stops keeping them (and says it could not compare). */
const KEY_CAP = 65_536;
const MAX_KEY = 64;
/**
 * Rows per key (a hash) with the lowest line of each. Over KEY_CAP distinct keys it keeps
 * none and says so: the set of keys is then too varied to compare, in any order of rows.
 */
class KeyTally {
    cap;
    map = new Map();
    overflow = false;
    constructor(cap = KEY_CAP) {
        this.cap = cap;
    }
    add(key, line, count = 1) {
        if (this.overflow)
            return;
        const e = this.map.get(key);
        if (e === undefined) {
            this.map.set(key, { count, line });
            if (this.map.size > this.cap)
                this.spill();
        }
        else {
            e.count += count;
            if (line < e.line)
                e.line = line;
        }
    }
    has(key) {
        return this.map.has(key);
    }
    merge(o) {
        if (o.overflow)
            this.spill();
        for (const [k, e] of o.map)
            this.add(k, e.line, e.count);
    }
    spill() {
        this.overflow = true;
        this.map.clear();
    }
    saveState() {
        const keys = [...this.map.keys()].sort();
        return {
            overflow: this.overflow,
            keys: keys.map((k) => {
                const e = this.map.get(k);
                return [k, e.count, e.line];
            }),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["overflow", "keys"]);
        const overflow = (0,codec/* bool */.lc)(r.overflow, `${at}.overflow`);
        const rows = (0,codec/* list */.p_)(r.keys, `${at}.keys`, this.cap, (x, p) => {
            if (!Array.isArray(x) || x.length !== 3) {
                (0,codec/* check */.z6)(false, p, "expected [key, count, line]");
            }
            const a = x;
            return [
                (0,codec/* str */.gx)(a[0], `${p}[0]`, MAX_KEY),
                (0,codec/* int */.Wh)(a[1], `${p}[1]`, 1),
                (0,codec/* int */.Wh)(a[2], `${p}[2]`, 1),
            ];
        });
        (0,codec/* check */.z6)(!overflow || rows.length === 0, `${at}.keys`, "kept keys after it stopped keeping them");
        let total = 0;
        for (const [k, c, l] of rows) {
            (0,codec/* check */.z6)(!this.map.has(k), `${at}.keys`, "a key listed twice");
            this.map.set(k, { count: c, line: l });
            total += c;
        }
        this.overflow = overflow;
        return total;
    }
}

;// CONCATENATED MODULE: ./src/gates/serve-skew.ts



const SERVE_DEFAULTS = {
    matchMin: 0.95,
    ksMax: 0.5,
    lengthRatioMin: 0.25,
    shareMax: 0.05,
    historyRatio: 0.5,
};
/** The served agent "decides at step >= 1" when at least this share of its contexts has history. */
const SERVED_HISTORY_MIN = 0.25;
/** A prompt under this many characters is "very short" where the served median is 10x as long. */
const SHORT_PROMPT = 64;
const SOURCES = ["served-prompts", "baseline"];
const MAX_EXCERPT = 400;
/** Lines of a context's start shown beside the examples. */
function excerpt(skel) {
    return skel.length > 80 ? skel.slice(0, 80) + "…" : skel;
}
/** The served contexts as prints: what the deployed agent is given at each step it takes. */
class ServedProfile {
    source;
    n = 0;
    withSystem = 0;
    withTools = 0;
    withHistory = 0;
    system = new KeyTally();
    tools = new KeyTally();
    skeletons = new KeyTally();
    lengths = new LogHist();
    /** The first served context (by file, then line), shown beside each finding's examples. */
    example = null;
    constructor(source) {
        this.source = source;
    }
    add(p, file, line) {
        this.n++;
        if (p.system !== "") {
            this.withSystem++;
            this.system.add(p.system, line);
        }
        if (p.tools !== "") {
            this.withTools++;
            this.tools.add(p.tools, line);
        }
        if (p.depth > 0)
            this.withHistory++;
        this.skeletons.add(p.key, line);
        this.lengths.add(p.length, line);
        const x = this.example;
        if (x === null || file < x.file || (file === x.file && line < x.line)) {
            this.example = { file, line, skeleton: excerpt((0,serve_print/* skeleton */.qV)(p.start)) };
        }
    }
    /** Add a context given as messages and tool names (a served-prompts row, an eval row). */
    addContext(messages, tools, file, line) {
        this.add((0,serve_print/* contextPrint */.xN)(messages, tools), file, line);
    }
    offer(e) {
        const x = this.example;
        if (x === null || e.file < x.file || (e.file === x.file && e.line < x.line))
            this.example = e;
    }
    merge(o) {
        if (o.source !== this.source)
            throw new Error("served contexts merge only from one source");
        this.n += o.n;
        this.withSystem += o.withSystem;
        this.withTools += o.withTools;
        this.withHistory += o.withHistory;
        this.system.merge(o.system);
        this.tools.merge(o.tools);
        this.skeletons.merge(o.skeletons);
        this.lengths.merge(o.lengths);
        if (o.example)
            this.offer(o.example);
    }
    /** Most served contexts carry a system prompt (or tools): then training prompts must too. */
    get hasSystem() {
        return 2 * this.withSystem > this.n;
    }
    get hasTools() {
        return 2 * this.withTools > this.n;
    }
    saveState() {
        return {
            source: this.source,
            n: this.n,
            with_system: this.withSystem,
            with_tools: this.withTools,
            with_history: this.withHistory,
            system: this.system.saveState(),
            tools: this.tools.saveState(),
            skeletons: this.skeletons.saveState(),
            lengths: this.lengths.saveState(),
            example: this.example && { ...this.example },
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, [
            "source",
            "n",
            "with_system",
            "with_tools",
            "with_history",
            "system",
            "tools",
            "skeletons",
            "lengths",
            "example",
        ]);
        (0,codec/* check */.z6)((0,codec/* oneOf */.yL)(r.source, `${at}.source`, SOURCES) === this.source, `${at}.source`, "another source of served contexts");
        const n = (0,codec/* int */.Wh)(r.n, `${at}.n`);
        this.withSystem = (0,codec/* int */.Wh)(r.with_system, `${at}.with_system`, 0, n);
        this.withTools = (0,codec/* int */.Wh)(r.with_tools, `${at}.with_tools`, 0, n);
        this.withHistory = (0,codec/* int */.Wh)(r.with_history, `${at}.with_history`, 0, n);
        const sys = this.system.loadState(r.system, `${at}.system`);
        (0,codec/* check */.z6)(this.system.overflow || sys === this.withSystem, `${at}.system`, "counts other contexts than with_system");
        const tools = this.tools.loadState(r.tools, `${at}.tools`);
        (0,codec/* check */.z6)(this.tools.overflow || tools === this.withTools, `${at}.tools`, "counts other contexts than with_tools");
        const sk = this.skeletons.loadState(r.skeletons, `${at}.skeletons`);
        (0,codec/* check */.z6)(this.skeletons.overflow || sk === n, `${at}.skeletons`, `counts ${sk} contexts, not ${n}`);
        this.lengths.loadState(r.lengths, `${at}.lengths`);
        (0,codec/* check */.z6)(this.lengths.n === n, `${at}.lengths`, `counts ${this.lengths.n} contexts, not ${n}`);
        if (r.example === null)
            (0,codec/* check */.z6)(n === 0, `${at}.example`, "missing for a profile with contexts");
        else {
            const e = (0,codec/* record */.g1)(r.example, `${at}.example`, ["file", "line", "skeleton"]);
            this.example = {
                file: (0,codec/* str */.gx)(e.file, `${at}.example.file`, 2_000),
                line: (0,codec/* int */.Wh)(e.line, `${at}.example.line`, 1),
                skeleton: (0,codec/* str */.gx)(e.skeleton, `${at}.example.skeleton`, MAX_EXCERPT),
            };
        }
        this.n = n;
    }
}
function share(k, n) {
    return n === 0 ? null : Math.round((k / n) * 10_000) / 10_000;
}
function pct(x) {
    return `${Math.round(x * 1000) / 10}%`;
}
function linesOf(lines) {
    return lines.length === 0
        ? ""
        : `; e.g. line${lines.length === 1 ? "" : "s"} ${lines.join(", ")}`;
}
/** The serve-skew accumulator over one pairs or SFT file. */
class ServeSkewGate {
    settings;
    file;
    kind;
    n = 0;
    /** Rows by "system hash|tools hash": which carry the served frame is known only at the end. */
    frames = new KeyTally();
    skeletons = new KeyTally();
    lengths = new LogHist();
    withHistory = 0;
    noHistory = new Lowest();
    bare = 0;
    bareLines = new Lowest();
    /** Bare ids and prompts under SHORT_PROMPT characters. */
    short = 0;
    shortLines = new Lowest();
    observed = 0;
    observedLines = new Lowest();
    multiTurn = 0;
    both = 0;
    bothLines = new Lowest();
    constructor(settings, file, kind) {
        this.settings = settings;
        this.file = file;
        this.kind = kind;
    }
    addPrompt(p, text, line) {
        this.n++;
        this.frames.add(`${p.system}|${p.tools}`, line);
        this.skeletons.add(p.key, line);
        this.lengths.add(p.length, line);
        if (p.depth > 0)
            this.withHistory++;
        else
            this.noHistory.push(line);
        const bare = (0,serve_print/* isBareId */.oh)(text);
        if (bare) {
            this.bare++;
            this.bareLines.push(line);
        }
        if (bare || p.length < SHORT_PROMPT) {
            this.short++;
            this.shortLines.push(line);
        }
    }
    /** The side the model is taught to write; a rejected side may hold anything it should not. */
    addCompletion(taught, other, line) {
        if (taught.observation) {
            this.observed++;
            this.observedLines.push(line);
        }
        if (taught.multiTurn || other?.multiTurn)
            this.multiTurn++;
    }
    addBoth(flag, line) {
        if (!flag)
            return;
        this.both++;
        this.bothLines.push(line);
    }
    addPair(p) {
        this.addPrompt((0,serve_print/* contextPrint */.xN)(p.prompt_messages, p.tools ?? []), p.prompt, p.line);
        this.addCompletion((0,serve_print/* completionPrint */.YK)(p.chosen_messages, p.chosen), (0,serve_print/* completionPrint */.YK)(p.rejected_messages, p.rejected), p.line);
        this.addBoth(p.prompt_and_messages, p.line);
    }
    addSft(r) {
        const first = r.messages.findIndex((m) => m.role === "assistant");
        const prompt = r.messages.length === 0
            ? [{ role: "user", content: r.prompt }]
            : first < 0
                ? r.messages
                : r.messages.slice(0, first);
        const reply = first < 0 ? [] : r.messages.slice(first);
        this.addPrompt((0,serve_print/* contextPrint */.xN)(prompt, r.tools ?? []), r.prompt, r.line);
        this.addCompletion((0,serve_print/* completionPrint */.YK)(reply, r.completion), null, r.line);
        this.addBoth(r.prompt_and_messages, r.line);
    }
    merge(o) {
        this.n += o.n;
        this.frames.merge(o.frames);
        this.skeletons.merge(o.skeletons);
        this.lengths.merge(o.lengths);
        this.withHistory += o.withHistory;
        this.noHistory.merge(o.noHistory);
        this.bare += o.bare;
        this.bareLines.merge(o.bareLines);
        this.short += o.short;
        this.shortLines.merge(o.shortLines);
        this.observed += o.observed;
        this.observedLines.merge(o.observedLines);
        this.multiTurn += o.multiTurn;
        this.both += o.both;
        this.bothLines.merge(o.bothLines);
    }
    get seen() {
        return this.n;
    }
    saveState() {
        return {
            rows: this.n,
            frames: this.frames.saveState(),
            skeletons: this.skeletons.saveState(),
            lengths: this.lengths.saveState(),
            with_history: this.withHistory,
            no_history: this.noHistory.saveState(),
            bare: this.bare,
            bare_lines: this.bareLines.saveState(),
            short: this.short,
            short_lines: this.shortLines.saveState(),
            observed: this.observed,
            observed_lines: this.observedLines.saveState(),
            multi_turn: this.multiTurn,
            both: this.both,
            both_lines: this.bothLines.saveState(),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, [
            "rows",
            "frames",
            "skeletons",
            "lengths",
            "with_history",
            "no_history",
            "bare",
            "bare_lines",
            "short",
            "short_lines",
            "observed",
            "observed_lines",
            "multi_turn",
            "both",
            "both_lines",
        ]);
        const n = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const fr = this.frames.loadState(r.frames, `${at}.frames`);
        (0,codec/* check */.z6)(this.frames.overflow || fr === n, `${at}.frames`, `counts ${fr} rows, not ${n}`);
        const sk = this.skeletons.loadState(r.skeletons, `${at}.skeletons`);
        (0,codec/* check */.z6)(this.skeletons.overflow || sk === n, `${at}.skeletons`, `counts ${sk} rows, not ${n}`);
        this.lengths.loadState(r.lengths, `${at}.lengths`);
        (0,codec/* check */.z6)(this.lengths.n === n, `${at}.lengths`, `counts ${this.lengths.n} rows, not ${n}`);
        this.withHistory = (0,codec/* int */.Wh)(r.with_history, `${at}.with_history`, 0, n);
        this.bare = (0,codec/* int */.Wh)(r.bare, `${at}.bare`, 0, n);
        this.short = (0,codec/* int */.Wh)(r.short, `${at}.short`, this.bare, n);
        this.observed = (0,codec/* int */.Wh)(r.observed, `${at}.observed`, 0, n);
        this.multiTurn = (0,codec/* int */.Wh)(r.multi_turn, `${at}.multi_turn`, 0, n);
        this.both = (0,codec/* int */.Wh)(r.both, `${at}.both`, 0, n);
        const lists = [
            [this.noHistory, "no_history", n - this.withHistory],
            [this.bareLines, "bare_lines", this.bare],
            [this.shortLines, "short_lines", this.short],
            [this.observedLines, "observed_lines", this.observed],
            [this.bothLines, "both_lines", this.both],
        ];
        for (const [low, key, count] of lists) {
            low.loadState(r[key], `${at}.${key}`);
            (0,codec/* check */.z6)(low.lines.length === Math.min(low.cap, count), `${at}.${key}`, `not the lines of ${count} rows`);
        }
        this.n = n;
    }
    /** Lowest lines of rows whose frame the served contexts do not have. */
    frameShare(served) {
        if (this.frames.overflow || served.system.overflow || served.tools.overflow) {
            return { share: null, lines: [] };
        }
        let carried = 0;
        const missing = [];
        for (const [key, e] of this.frames.map) {
            const [sys, tools] = key.split("|");
            const ok = (!served.hasSystem || served.system.has(sys)) &&
                (!served.hasTools || served.tools.has(tools));
            if (ok)
                carried += e.count;
            else
                missing.push(e.line);
        }
        missing.sort((a, b) => a - b);
        return { share: share(carried, this.n), lines: missing.slice(0, 3) };
    }
    skeletonShare(served) {
        if (this.skeletons.overflow || served.skeletons.overflow)
            return null;
        let k = 0;
        for (const [key, e] of this.skeletons.map)
            if (served.skeletons.has(key))
                k += e.count;
        return share(k, this.n);
    }
    /** Lowest lines of the rows in the length bins farthest from the served median, on one side. */
    farLines(servedBin, shorter) {
        const out = [];
        if (shorter) {
            for (let b = 0; b < servedBin && out.length < 3; b++) {
                if (this.lengths.lines[b] !== 0)
                    out.push(this.lengths.lines[b]);
            }
        }
        else {
            for (let b = LENGTH_BINS - 1; b > servedBin && out.length < 3; b--) {
                if (this.lengths.lines[b] !== 0)
                    out.push(this.lengths.lines[b]);
            }
        }
        return out.sort((a, b) => a - b);
    }
    /** The checks that need only the rows: run with or without served contexts. */
    rowChecks(failed, servedMedian) {
        const s = this.settings;
        const n = this.n;
        if (this.both > 0) {
            failed.push({
                check: "prompt_and_messages",
                message: `${this.both} of ${n} rows hold both a \`prompt\` string and \`messages\`: TRL then skips the chat template and trains on the bare ask`,
                lines: this.bothLines.lines,
            });
        }
        const obsShare = n === 0 ? 0 : this.observed / n;
        if (this.observed > 0 && obsShare > s.shareMax) {
            const what = this.kind === "pairs" ? "chosen replies" : "completions";
            failed.push({
                check: "completion_observations",
                message: `${this.observed} of ${n} ${what} (${pct(obsShare)}) hold environment output (an Observation:, Environment: or Exit code: line): the model is taught to write what the tools return (over ${pct(s.shareMax)} fails)`,
                lines: this.observedLines.lines,
            });
        }
        // With long served contexts a very short prompt is as bare as a task id.
        const longServed = servedMedian !== null && servedMedian >= 10 * SHORT_PROMPT;
        const bareCount = longServed ? this.short : this.bare;
        const bareShare = n === 0 ? 0 : bareCount / n;
        if (bareCount > 0 && bareShare > s.shareMax) {
            const short = longServed ? ` or under ${SHORT_PROMPT} characters` : "";
            const against = servedMedian !== null
                ? `, while served contexts run a median ${servedMedian} characters`
                : "";
            failed.push({
                check: "bare_id",
                message: `${bareCount} of ${n} ${this.noun} (${pct(bareShare)}) are a bare task id (\`Task: <id>\`)${short}${against} (over ${pct(s.shareMax)} fails)`,
                lines: (longServed ? this.shortLines : this.bareLines).lines,
            });
        }
        return bareCount;
    }
    get noun() {
        return this.kind === "pairs" ? "prompts" : "rows";
    }
    /** The checks against the served contexts. */
    servedChecks(served, failed) {
        const s = this.settings;
        const rows = this.noun;
        const out = {
            frame: { share: null, lines: [] },
            skeleton: this.skeletonShare(served),
            ratio: null,
            ks: null,
            history: share(this.withHistory, this.n),
            servedHistory: share(served.withHistory, served.n),
        };
        if (served.hasSystem || served.hasTools) {
            out.frame = this.frameShare(served);
            const fs = out.frame.share;
            if (fs !== null && fs < s.matchMin) {
                const what = [served.hasSystem ? "system prompt" : "", served.hasTools ? "tool set" : ""]
                    .filter(Boolean)
                    .join(" and ");
                failed.push({
                    check: "system_tools",
                    message: `${pct(fs)} of ${rows} carry the served ${what} (under ${pct(s.matchMin)} fails)`,
                    lines: out.frame.lines,
                });
            }
        }
        const servedBin = served.lengths.medianBin();
        const trainBin = this.lengths.medianBin();
        if (trainBin >= 0) {
            const tm = binLength(trainBin);
            const sm = binLength(servedBin);
            const ratio = Math.max(tm, sm) === 0 ? 1 : Math.min(tm, sm) / Math.max(tm, sm);
            out.ratio = Math.round(ratio * 10_000) / 10_000;
            out.ks = Math.round(ksDistance(this.lengths, served.lengths) * 10_000) / 10_000;
            const far = this.farLines(servedBin, tm < sm);
            const how = `median ${tm} characters against ${sm} served`;
            if (out.ratio < s.lengthRatioMin) {
                failed.push({
                    check: "length_ratio",
                    message: `${rows} are ${tm < sm ? "shorter" : "longer"} than served contexts: ${how}, a ratio of ${out.ratio} (under ${s.lengthRatioMin} fails)`,
                    lines: far,
                });
            }
            if (out.ks > s.ksMax) {
                failed.push({
                    check: "length_ks",
                    message: `log lengths of ${rows} and served contexts differ: KS distance ${out.ks} (over ${s.ksMax} fails; ${how})`,
                    lines: far,
                });
            }
        }
        const sh = out.servedHistory;
        const th = out.history;
        if (sh !== null && th !== null && sh >= SERVED_HISTORY_MIN && th < s.historyRatio * sh) {
            failed.push({
                check: "step_history",
                message: `step history missing: ${pct(th)} of ${rows} carry earlier turns, while the served agent decides after earlier steps in ${pct(sh)} of its contexts (under ${s.historyRatio} of that fails)`,
                lines: this.noHistory.lines,
            });
        }
        return out;
    }
    result(served) {
        const measured = served !== null && served.n > 0 ? served : null;
        const failed = [];
        const trainBin = this.lengths.medianBin();
        const servedMedian = measured ? binLength(measured.lengths.medianBin()) : null;
        const bareCount = this.rowChecks(failed, servedMedian);
        const m = measured ? this.servedChecks(measured, failed) : null;
        const ex = measured?.example;
        const beside = ex
            ? ` beside served context ${ex.file}:${ex.line} (starts ${JSON.stringify(ex.skeleton)})`
            : "";
        const findings = failed.map((c) => ({
            file: this.file,
            line: c.lines[0] ?? 0,
            level: "failure",
            message: `${c.message}${linesOf(c.lines)}${c.lines.length > 0 ? beside : ""}`,
            detail: { check: c.check, examples: c.lines.join(",") },
        }));
        const figures = {
            rows: this.n,
            served_from: measured ? measured.source : null,
            served_contexts: served?.n ?? 0,
            served_with_system: served?.withSystem ?? 0,
            served_with_tools: served?.withTools ?? 0,
            served_with_history: served?.withHistory ?? 0,
            system_tools_share: m?.frame.share ?? null,
            skeleton_share: m?.skeleton ?? null,
            bare_id: bareCount,
            prompt_median_chars: trainBin < 0 ? null : binLength(trainBin),
            served_median_chars: servedMedian,
            length_ratio: m?.ratio ?? null,
            ks_log_length: m?.ks ?? null,
            history_share: m?.history ?? null,
            served_history_share: m?.servedHistory ?? null,
            completion_observations: this.observed,
            multi_turn_completions: this.multiTurn,
            prompt_and_messages: this.both,
            checks_failed: failed.map((c) => c.check),
        };
        const names = failed.map((c) => c.check.replace(/_/g, " ")).join(", ");
        const fs = m?.frame.share ?? null;
        const summary = failed.length > 0
            ? `${failed.length} skew${failed.length === 1 ? "" : "s"} from what the served agent sees: ${names}`
            : measured
                ? `${this.noun} look like the ${measured.n} served contexts (${fs === null ? "" : `${pct(fs)} carry the served frame; `}length ratio ${m?.ratio ?? "n/a"}, KS ${m?.ks ?? "n/a"})`
                : "not measured: no served contexts (a served-prompts file, or baseline rows that carry their prompt) to compare the prompts with; no row is a bare id, holds tool output in its reply, or has both prompt and messages";
        return {
            name: "serve_skew",
            status: failed.length > 0 ? "fail" : measured ? "pass" : "not_run",
            summary,
            figures,
            findings,
            findings_truncated: false,
        };
    }
}


/***/ }),

/***/ 23313:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ PairStyleGate),
  k: () => (/* binding */ SftStyleGate)
});

;// CONCATENATED MODULE: ./src/gates/phrase-matcher.ts
// One-pass multi-phrase matcher (Aho-Corasick over a dense transition table).
// Case folding and typographic quote folding are built into the per-character
// class table, so a text is scanned once, with no lowercased copy, whatever
// the number of phrases.
/** Characters folded before matching: curly and prime quotes become ASCII ones. */
const QUOTE_FOLDS = {
    0x2018: 39, // ‘
    0x2019: 39, // ’
    0x201a: 39, // ‚
    0x201b: 39, // ‛
    0x2032: 39, // ′
    0xff07: 39, // fullwidth '
    0x02bc: 39, // modifier apostrophe
    0x201c: 34, // “
    0x201d: 34, // ”
    0x201e: 34, // „
    0x201f: 34, // ‟
    0x2033: 34, // ″
    0xff02: 34, // fullwidth "
};
const FOLDED_QUOTE = new RegExp(`[${Object.keys(QUOTE_FOLDS)
    .map((c) => `\\u${Number(c).toString(16).padStart(4, "0")}`)
    .join("")}]`);
/** True when `s` holds a quote the matcher reads as ASCII (and the SDK's plain match does not). */
function hasFoldedQuote(s) {
    return FOLDED_QUOTE.test(s);
}
let foldTable = null;
/** Per UTF-16 unit: its lowercase form (when that is one unit) with quotes folded. */
function charFolds() {
    if (foldTable)
        return foldTable;
    const t = new Uint16Array(65536);
    for (let c = 0; c < 65536; c++) {
        const q = QUOTE_FOLDS[c];
        if (q !== undefined) {
            t[c] = q;
            continue;
        }
        if (c >= 0xd800 && c <= 0xdfff) {
            t[c] = c;
            continue;
        }
        const l = String.fromCharCode(c).toLowerCase();
        t[c] = l.length === 1 ? l.charCodeAt(0) : c;
    }
    foldTable = t;
    return t;
}
/** Fold a string the way the matcher sees text. */
function foldText(s) {
    const t = charFolds();
    let out = "";
    for (let i = 0; i < s.length; i++)
        out += String.fromCharCode(t[s.charCodeAt(i)]);
    return out;
}
class PhraseMatcher {
    /** raw char code -> symbol class (0 = a character no phrase uses). */
    cls = new Uint16Array(65536);
    nClasses;
    delta;
    hasOut = new Uint8Array(0);
    outStart;
    outList;
    stamp;
    epoch = 0;
    phrases;
    constructor(phrases) {
        this.phrases = phrases.map(foldText);
        const folds = charFolds();
        // Symbol classes: one per distinct folded char used in any phrase.
        const symOf = new Map();
        for (const p of this.phrases) {
            for (let i = 0; i < p.length; i++) {
                const c = p.charCodeAt(i);
                if (!symOf.has(c))
                    symOf.set(c, symOf.size + 1);
            }
        }
        this.nClasses = symOf.size + 1;
        for (let c = 0; c < 65536; c++)
            this.cls[c] = symOf.get(folds[c]) ?? 0;
        // Trie.
        const K = this.nClasses;
        const children = [[]];
        const outs = [[]];
        this.phrases.forEach((p, id) => {
            if (p.length === 0)
                return;
            let s = 0;
            for (let i = 0; i < p.length; i++) {
                const k = symOf.get(p.charCodeAt(i));
                let nx = children[s][k];
                if (nx === undefined) {
                    nx = children.length;
                    children[s][k] = nx;
                    children.push([]);
                    outs.push([]);
                }
                s = nx;
            }
            outs[s].push(id);
        });
        // Breadth-first: failure links and full transitions.
        const nStates = children.length;
        const delta = new Int32Array(nStates * K);
        const fail = new Int32Array(nStates);
        const queue = [];
        for (let k = 0; k < K; k++) {
            const nx = children[0][k];
            if (nx !== undefined) {
                delta[k] = nx;
                fail[nx] = 0;
                queue.push(nx);
            }
        }
        for (let qi = 0; qi < queue.length; qi++) {
            const s = queue[qi];
            outs[s].push(...outs[fail[s]]);
            for (let k = 0; k < K; k++) {
                const nx = children[s][k];
                if (nx !== undefined) {
                    fail[nx] = delta[fail[s] * K + k];
                    delta[s * K + k] = nx;
                    queue.push(nx);
                }
                else {
                    delta[s * K + k] = delta[fail[s] * K + k];
                }
            }
        }
        // Premultiply targets by K so the hot loop indexes delta[s + class] directly.
        for (let i = 0; i < delta.length; i++)
            delta[i] *= K;
        this.delta = delta;
        this.hasOut = new Uint8Array(nStates * K);
        for (let st = 0; st < nStates; st++)
            if (outs[st].length > 0)
                this.hasOut[st * K] = 1;
        this.outStart = new Int32Array(nStates + 1);
        const flat = [];
        for (let s = 0; s < nStates; s++) {
            this.outStart[s] = flat.length;
            flat.push(...new Set(outs[s]));
        }
        this.outStart[nStates] = flat.length;
        this.outList = Int32Array.from(flat);
        this.stamp = new Uint32Array(this.phrases.length);
    }
    /**
     * Ids of the phrases found in `text`, each once, in order of first match end.
     * The returned array is reused by the next call.
     */
    found = [];
    match(text) {
        const found = this.found;
        found.length = 0;
        this.epoch = (this.epoch + 1) >>> 0;
        if (this.epoch === 0) {
            this.stamp.fill(0);
            this.epoch = 1;
        }
        const epoch = this.epoch;
        const { cls, delta, hasOut, outStart, outList, stamp } = this;
        const K = this.nClasses;
        let s = 0;
        for (let i = 0; i < text.length; i++) {
            s = delta[s + cls[text.charCodeAt(i)]];
            if (hasOut[s] === 0)
                continue;
            const st = s / K;
            const a = outStart[st];
            const b = outStart[st + 1];
            for (let j = a; j < b; j++) {
                const id = outList[j];
                if (stamp[id] !== epoch) {
                    stamp[id] = epoch;
                    found.push(id);
                }
            }
        }
        return found;
    }
}

;// CONCATENATED MODULE: ./src/gates/style-phrases.ts
// Marker phrase families, kept as data. The phrases are the whileai SDK's
// STYLE_MARKERS lists (facts we keep for comparable numbers); the family names
// are the tics themselves. Matching is a case-insensitive substring test after
// typographic quotes are folded to ASCII (see phrase-matcher.ts).
const STYLE_FAMILIES = {
    boilerplate: [
        "certainly!",
        "certainly,",
        "absolutely!",
        "of course!",
        "great question",
        "as an ai",
        "as a language model",
        "i hope this helps",
        "let me know if you have any other questions",
        "let me know if there's anything else",
        "feel free to ask",
        "happy to help",
    ],
    hedging: [
        "it depends",
        "i'm not sure",
        "i am not sure",
        "may or may not",
        "it's worth noting",
        "it is worth noting",
        "it's important to note",
        "it is important to note",
        "keep in mind that",
        "generally speaking",
        "in most cases",
        "i can't say for certain",
    ],
    apology: ["i apologize", "i'm sorry", "i am sorry", "sorry for the", "apologies for"],
    sycophancy: [
        "you're absolutely right",
        "you are absolutely right",
        "you're right",
        "great point",
        "excellent point",
        "excellent question",
        "i completely agree",
        "what a great",
        "that's a great idea",
    ],
    refusal: [
        "i can't help with",
        "i cannot help with",
        "i can't assist",
        "i cannot assist",
        "i'm unable to",
        "i am unable to",
        "i won't be able to",
        "i'm not able to",
        "i am not able to",
        "i can't do that",
        "i cannot do that",
    ],
};
/** Built-in families with the user's: a user family of the same name replaces ours. */
function styleFamilies(overrides) {
    const merged = {};
    for (const [k, v] of Object.entries(STYLE_FAMILIES))
        merged[k] = [...v];
    for (const [k, v] of Object.entries(overrides))
        merged[k] = [...v];
    const builtin = Object.keys(STYLE_FAMILIES);
    const extra = Object.keys(overrides)
        .filter((k) => !builtin.includes(k))
        .sort();
    return [...builtin, ...extra].map((name) => ({ name, phrases: merged[name] }));
}

// EXTERNAL MODULE: ./src/stats/binomial.ts
var binomial = __webpack_require__(63814);
// EXTERNAL MODULE: ./src/stats/exact-sum.ts
var exact_sum = __webpack_require__(58354);
// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/stats/correlation.ts
// Pearson correlation from running sums, so shards can be added together. The sums are
// exact (exact-sum.ts): graded scores such as 0.1 would otherwise give sums whose last bits,
// and so sometimes the rounded correlation, depend on the order rows and shards came in.


/** Beyond this a square could overflow a double; such a series has no correlation to give. */
const LIMIT = 1e100;
const SUMS = ["sx", "sy", "sxx", "syy", "sxy"];
/** An exact expansion of doubles holds at most about 40 partials (2,098 bits / 53). */
const MAX_PARTIALS = 64;
class PearsonSums {
    n = 0;
    /** A value past LIMIT was added: value() is null. */
    huge = false;
    sums = {
        sx: new exact_sum/* ExactAccumulator */.yX(),
        sy: new exact_sum/* ExactAccumulator */.yX(),
        sxx: new exact_sum/* ExactAccumulator */.yX(),
        syy: new exact_sum/* ExactAccumulator */.yX(),
        sxy: new exact_sum/* ExactAccumulator */.yX(),
    };
    add(x, y) {
        this.n++;
        if (!(Math.abs(x) <= LIMIT && Math.abs(y) <= LIMIT)) {
            this.huge = true;
            return;
        }
        // Adding zero leaves an exact sum as it is; flags are mostly 0, so this skips most work.
        const s = this.sums;
        if (x !== 0) {
            s.sx.add(x);
            s.sxx.add(x * x);
            s.sxy.add(x * y);
        }
        if (y !== 0) {
            s.sy.add(y);
            s.syy.add(y * y);
        }
    }
    merge(o) {
        this.n += o.n;
        this.huge ||= o.huge;
        for (const k of SUMS)
            this.sums[k].merge(o.sums[k]);
    }
    /** Rounded to 3 places like the SDK; null with fewer than 3 points or a constant side. */
    value() {
        if (this.n < 3 || this.huge)
            return null;
        const n = this.n;
        const [sx, sy, sxx, syy, sxy] = SUMS.map((k) => this.sums[k].value());
        const vx = n * sxx - sx * sx;
        const vy = n * syy - sy * sy;
        if (vx <= 0 || vy <= 0)
            return null;
        const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
        return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
    }
    saveState() {
        return {
            n: this.n,
            huge: this.huge,
            ...Object.fromEntries(SUMS.map((k) => [k, this.sums[k].partials()])),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["n", "huge", ...SUMS]);
        this.n = (0,codec/* int */.Wh)(r.n, `${at}.n`);
        this.huge = (0,codec/* bool */.lc)(r.huge, `${at}.huge`);
        for (const k of SUMS) {
            const xs = (0,codec/* list */.p_)(r[k], `${at}.${k}`, MAX_PARTIALS, (x, p) => (0,codec/* num */.bu)(x, p));
            if (xs.some((x) => Math.abs(x) > LIMIT * LIMIT * 1e8)) {
                throw new codec/* StateError */.qq(`${at}.${k}`, "a partial sum is larger than any series can reach");
            }
            this.sums[k].setPartials(xs);
        }
    }
}

// EXTERNAL MODULE: ./src/stats/holm.ts
var holm = __webpack_require__(28473);
// EXTERNAL MODULE: ./src/gates/findings.ts
var gates_findings = __webpack_require__(67516);
;// CONCATENATED MODULE: ./src/gates/style.ts







/** The SDK flags a marker when the phrase-to-pass correlation reaches this. */
const SDK_CORR_THRESHOLD = 0.3;
/** How the two correlations are measured, printed with them. */
const CORR_RULE = "reward_corr reads curly quotes as ASCII; reward_corr_sdk matches as the SDK does and sets sdk_flagged";
/** Phrase table shared by one gate instance: which family each phrase belongs to. */
class FamilyMatcher {
    families;
    phraseFamily;
    phraseText;
    matcher;
    /**
     * Per phrase, how the SDK's plain lowercase match finds it, or null when it finds
     * exactly what ours does: a phrase without quote marks cannot touch a folded quote.
     */
    sdkMatch;
    constructor(overrides) {
        const fams = styleFamilies(overrides);
        this.families = fams.map((f) => f.name);
        this.phraseFamily = [];
        this.phraseText = [];
        fams.forEach((f, fi) => {
            for (const p of f.phrases) {
                this.phraseFamily.push(fi);
                this.phraseText.push(p);
            }
        });
        this.matcher = new PhraseMatcher(this.phraseText);
        this.sdkMatch = this.phraseText.map((p) => /['"]/.test(foldText(p))
            ? new RegExp(p.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")
            : null);
    }
    /** Writes the phrase ids found into `phrases` and returns a per-family flag array. */
    scan(text, flags, phrases) {
        flags.fill(0);
        phrases.length = 0;
        for (const id of this.matcher.match(text)) {
            phrases.push(id);
            flags[this.phraseFamily[id]] = 1;
        }
    }
    /**
     * Per-family flags as the SDK's matcher would set them, from `scan`'s result on the
     * same text (`flags`, `phrases`). The SDK's plain lowercase match finds a subset of
     * what folding finds, so only phrases already found need checking, and only those
     * with a quote mark, in a text that holds a typographic quote.
     */
    scanSdk(text, flags, phrases, sdkFlags) {
        sdkFlags.set(flags);
        if (phrases.length === 0)
            return;
        let curly = null;
        sdkFlags.fill(0);
        for (const id of phrases) {
            const f = this.phraseFamily[id];
            if (sdkFlags[f])
                continue;
            const re = this.sdkMatch[id];
            if (re === null || !(curly ??= hasFoldedQuote(text)) || re.test(text))
                sdkFlags[f] = 1;
        }
    }
}
function topPhrases(counts, m, fam) {
    const rows = [];
    counts.forEach((c, id) => {
        if (c > 0 && m.phraseFamily[id] === fam)
            rows.push([m.phraseText[id], c]);
    });
    rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return rows.slice(0, 5).map(([phrase, count]) => ({ phrase, count }));
}
function sameTable(a, b) {
    if (a.phraseText.join("\u0000") !== b.phraseText.join("\u0000")) {
        throw new Error("cannot merge style gates built with different phrase lists");
    }
}
class PairStyleGate {
    settings;
    file;
    m;
    nPairs = 0;
    chosenOnly;
    rejectedOnly;
    both;
    phraseRows;
    corr;
    corrSdk;
    teaching;
    fc;
    fr;
    sc;
    sr;
    pc = [];
    pr = [];
    constructor(settings, file) {
        this.settings = settings;
        this.file = file;
        this.m = new FamilyMatcher(settings.stylePhrases);
        const k = this.m.families.length;
        this.chosenOnly = new Float64Array(k);
        this.rejectedOnly = new Float64Array(k);
        this.both = new Float64Array(k);
        this.phraseRows = new Float64Array(this.m.phraseText.length);
        this.corr = this.m.families.map(() => new PearsonSums());
        this.corrSdk = this.m.families.map(() => new PearsonSums());
        this.teaching = this.m.families.map(() => new gates_findings/* FindingList */.k());
        this.fc = new Uint8Array(k);
        this.fr = new Uint8Array(k);
        this.sc = new Uint8Array(k);
        this.sr = new Uint8Array(k);
    }
    add(p) {
        this.nPairs++;
        const { fc, fr, pc, pr, m } = this;
        m.scan(p.chosen, fc, pc);
        m.scan(p.rejected, fr, pr);
        const { sc, sr } = this;
        m.scanSdk(p.chosen, fc, pc, sc);
        m.scanSdk(p.rejected, fr, pr, sr);
        for (const id of pc)
            this.phraseRows[id]++;
        for (const id of pr)
            this.phraseRows[id]++;
        // Row labels: the scores when both are given, else chosen = 1, rejected = 0.
        const scored = p.chosen_score !== undefined && p.rejected_score !== undefined;
        const yc = scored ? p.chosen_score : 1;
        const yr = scored ? p.rejected_score : 0;
        for (let f = 0; f < fc.length; f++) {
            this.corr[f].add(fc[f], yc);
            this.corr[f].add(fr[f], yr);
            this.corrSdk[f].add(sc[f], yc);
            this.corrSdk[f].add(sr[f], yr);
            if (fc[f] && fr[f])
                this.both[f]++;
            else if (fc[f]) {
                this.chosenOnly[f]++;
                const phrase = pc.find((id) => m.phraseFamily[id] === f);
                this.teaching[f].push({
                    file: this.file,
                    line: p.line,
                    level: "warning",
                    message: `chosen side has ${m.families[f]} ("${m.phraseText[phrase]}"), rejected side does not`,
                    detail: { family: m.families[f], phrase: m.phraseText[phrase] },
                });
            }
            else if (fr[f])
                this.rejectedOnly[f]++;
        }
    }
    merge(o) {
        sameTable(this.m, o.m);
        this.nPairs += o.nPairs;
        for (let f = 0; f < this.chosenOnly.length; f++) {
            this.chosenOnly[f] += o.chosenOnly[f];
            this.rejectedOnly[f] += o.rejectedOnly[f];
            this.both[f] += o.both[f];
            this.corr[f].merge(o.corr[f]);
            this.corrSdk[f].merge(o.corrSdk[f]);
            this.teaching[f].merge(o.teaching[f]);
        }
        for (let i = 0; i < this.phraseRows.length; i++)
            this.phraseRows[i] += o.phraseRows[i];
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.nPairs;
    }
    /** Counts per family and phrase, in the phrase table's order (the settings fix the table). */
    saveState() {
        return {
            pairs: this.nPairs,
            chosen_only: [...this.chosenOnly],
            rejected_only: [...this.rejectedOnly],
            both: [...this.both],
            phrase_rows: [...this.phraseRows],
            corr: this.corr.map((c) => c.saveState()),
            corr_sdk: this.corrSdk.map((c) => c.saveState()),
            teaching: this.teaching.map((t) => t.saveState()),
        };
    }
    loadState(state, at) {
        const keys = ["pairs", "chosen_only", "rejected_only", "both", "phrase_rows"];
        const r = (0,codec/* record */.g1)(state, at, [...keys, "corr", "corr_sdk", "teaching"]);
        const k = this.m.families.length;
        const pairs = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const co = (0,codec/* counts */.tQ)(r.chosen_only, `${at}.chosen_only`, k);
        const ro = (0,codec/* counts */.tQ)(r.rejected_only, `${at}.rejected_only`, k);
        const both = (0,codec/* counts */.tQ)(r.both, `${at}.both`, k);
        for (let f = 0; f < k; f++) {
            (0,codec/* check */.z6)(co[f] + ro[f] + both[f] <= pairs, `${at}.both[${f}]`, "more marked pairs than pairs");
        }
        this.nPairs = pairs;
        this.chosenOnly.set(co);
        this.rejectedOnly.set(ro);
        this.both.set(both);
        this.phraseRows.set((0,codec/* counts */.tQ)(r.phrase_rows, `${at}.phrase_rows`, this.phraseRows.length));
        // Each pair adds both sides to every family's correlation: 2 points a pair.
        const corr = (key, into) => (0,codec/* fixedList */.j5)(r[key], `${at}.${key}`, k, (x) => x).forEach((x, f) => {
            into[f].loadState(x, `${at}.${key}[${f}]`);
            (0,codec/* check */.z6)(into[f].n === 2 * pairs, `${at}.${key}[${f}].n`, `not 2 points for each of ${pairs} pairs`);
        });
        corr("corr", this.corr);
        corr("corr_sdk", this.corrSdk);
        (0,codec/* fixedList */.j5)(r.teaching, `${at}.teaching`, k, (x) => x).forEach((x, f) => this.teaching[f].loadState(x, `${at}.teaching[${f}]`, this.file));
    }
    result() {
        const { settings, m, nPairs } = this;
        const raw = m.families.map((_, f) => (0,binomial/* signTestP */.g)(this.chosenOnly[f], this.rejectedOnly[f]));
        const adj = (0,holm/* holmAdjust */.I)(raw);
        const markers = m.families.map((name, f) => {
            const a = this.chosenOnly[f];
            const b = this.rejectedOnly[f];
            const teachShare = nPairs ? a / nPairs : 0;
            const corr = this.corr[f].value();
            const corrSdk = this.corrSdk[f].value();
            const flagged = a > b && adj[f] < settings.styleAlpha && teachShare >= settings.styleMinShare;
            return {
                name,
                chosen_only: a,
                rejected_only: b,
                both: this.both[f],
                teaching_share: Math.round(teachShare * 10000) / 10000,
                p_value: raw[f],
                p_holm: adj[f],
                flagged,
                reward_corr: corr,
                reward_corr_sdk: corrSdk,
                sdk_flagged: corrSdk !== null && corrSdk >= SDK_CORR_THRESHOLD,
                top_phrases: topPhrases(this.phraseRows, m, f),
            };
        });
        const flagged = markers.filter((x) => x.flagged);
        const status = flagged.length ? "warn" : "pass";
        const findings = new gates_findings/* FindingList */.k();
        let truncated = false;
        markers.forEach((x, f) => {
            if (!x.flagged)
                return;
            const r = this.teaching[f].result();
            for (const fd of r.findings)
                findings.push(fd);
            truncated ||= r.truncated;
        });
        const kept = findings.result();
        const summary = nPairs === 0
            ? "no pairs to check"
            : flagged.length
                ? `the preference teaches ${flagged.map((x) => `${x.name} (chosen-only in ${x.chosen_only} pairs vs rejected-only in ${x.rejected_only}, Holm p ${fmtP(x.p_holm)})`).join("; ")}`
                : `no marker family is carried by the chosen side significantly more often (alpha ${settings.styleAlpha}, Holm over ${markers.length} families)`;
        return {
            name: "style",
            status,
            summary,
            figures: {
                pairs: nPairs,
                alpha: settings.styleAlpha,
                min_share: settings.styleMinShare,
                test: "exact two-sided sign test on discordant pairs (McNemar), Holm across families",
                corr_threshold: SDK_CORR_THRESHOLD,
                corr_rule: CORR_RULE,
                markers,
                teaching_pairs_flagged: flagged.reduce((s, x) => s + x.chosen_only, 0),
            },
            findings: kept.findings,
            findings_truncated: truncated || kept.truncated,
        };
    }
}
function fmtP(p) {
    return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}
class SftStyleGate {
    m;
    n = 0;
    rows;
    phraseRows;
    f;
    p = [];
    constructor(settings) {
        this.m = new FamilyMatcher(settings.stylePhrases);
        this.rows = new Float64Array(this.m.families.length);
        this.phraseRows = new Float64Array(this.m.phraseText.length);
        this.f = new Uint8Array(this.m.families.length);
    }
    add(r) {
        this.n++;
        this.m.scan(r.completion, this.f, this.p);
        for (const id of this.p)
            this.phraseRows[id]++;
        for (let i = 0; i < this.f.length; i++)
            this.rows[i] += this.f[i];
    }
    merge(o) {
        sameTable(this.m, o.m);
        this.n += o.n;
        for (let i = 0; i < this.rows.length; i++)
            this.rows[i] += o.rows[i];
        for (let i = 0; i < this.phraseRows.length; i++)
            this.phraseRows[i] += o.phraseRows[i];
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    saveState() {
        return { rows: this.n, marked: [...this.rows], phrase_rows: [...this.phraseRows] };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["rows", "marked", "phrase_rows"]);
        const n = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const marked = (0,codec/* counts */.tQ)(r.marked, `${at}.marked`, this.rows.length);
        marked.forEach((c, f) => (0,codec/* check */.z6)(c <= n, `${at}.marked[${f}]`, "more marked rows than rows"));
        this.n = n;
        this.rows.set(marked);
        this.phraseRows.set((0,codec/* counts */.tQ)(r.phrase_rows, `${at}.phrase_rows`, this.phraseRows.length));
    }
    result() {
        const markers = this.m.families.map((name, f) => ({
            name,
            rows: this.rows[f],
            share: this.n ? Math.round((this.rows[f] / this.n) * 10000) / 10000 : null,
            top_phrases: topPhrases(this.phraseRows, this.m, f),
        }));
        const seen = markers.filter((x) => x.rows > 0);
        return {
            name: "style",
            status: "pass",
            summary: this.n === 0
                ? "no rows to check"
                : seen.length
                    ? `marker prevalence (descriptive): ${seen.map((x) => `${x.name} ${x.rows}/${this.n}`).join(", ")}`
                    : `no marker phrase in any of ${this.n} completions`,
            figures: { rows: this.n, markers },
            findings: [],
            findings_truncated: false,
        };
    }
}


/***/ }),

/***/ 68892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BW: () => (/* binding */ wordSpan),
/* harmony export */   UO: () => (/* binding */ fin),
/* harmony export */   VQ: () => (/* binding */ mixB),
/* harmony export */   aO: () => (/* binding */ mixA),
/* harmony export */   hu: () => (/* binding */ WordHashes)
/* harmony export */ });
// One-pass word scanner: words are runs of [a-z0-9] after lowercasing (the SDK's
// tokenization), hashed as they are read, so no token strings are made. Each
// word gets two 32-bit lanes; n-gram keys combine them.
let wordTable = null;
/** Per UTF-16 unit: the ASCII [a-z0-9] code it lowercases to, or 0 for a separator. */
function wordChars() {
    if (wordTable)
        return wordTable;
    const t = new Uint8Array(65536);
    for (let c = 0; c < 65536; c++) {
        if (c >= 0xd800 && c <= 0xdfff)
            continue;
        const l = String.fromCharCode(c).toLowerCase();
        if (l.length !== 1)
            continue;
        const k = l.charCodeAt(0);
        if ((k >= 97 && k <= 122) || (k >= 48 && k <= 57))
            t[c] = k;
    }
    wordTable = t;
    return t;
}
/** Growable buffers of per-word hashes, reused across texts. */
class WordHashes {
    a = new Uint32Array(1024);
    b = new Uint32Array(1024);
    n = 0;
    /** Tokenize `text` into this buffer (replacing what was there); returns the word count. */
    scan(text) {
        const table = wordChars();
        let n = 0;
        let inWord = false;
        let ha = 0;
        let start = 0;
        for (let i = 0; i < text.length; i++) {
            const k = table[text.charCodeAt(i)];
            if (k !== 0) {
                if (!inWord) {
                    inWord = true;
                    start = i;
                    ha = 0x811c9dc5;
                }
                ha = Math.imul(ha ^ k, 0x01000193);
            }
            else if (inWord) {
                inWord = false;
                n = this.push(n, ha, start, i);
            }
        }
        if (inWord)
            n = this.push(n, ha, start, text.length);
        this.n = n;
        return n;
    }
    push(n, ha, from, to) {
        if (n === this.a.length) {
            this.a = grow(this.a);
            this.b = grow(this.b);
        }
        // One FNV-1a state per word, finalized two ways: the lanes are 32 bits of entropy
        // per word (distinct words collide with odds ~ 2^-32 a pair), mixed into 64-bit
        // n-gram keys with independent bases.
        const len = to - from;
        this.a[n] = fin(ha, len);
        this.b[n] = fin(ha ^ 0x2545f491, Math.imul(len, 0x27d4eb2d));
        return n + 1;
    }
}
function grow(x) {
    const y = new Uint32Array(x.length * 2);
    y.set(x);
    return y;
}
/** Character span [start, end) of words [from, to) of `text`, found by scanning again (rare: only to quote a hit). */
function wordSpan(text, from, to) {
    const table = wordChars();
    let w = -1;
    let start = 0;
    let end = text.length;
    let inWord = false;
    for (let i = 0; i < text.length; i++) {
        const isWord = table[text.charCodeAt(i)] !== 0;
        if (isWord && !inWord) {
            w++;
            if (w === from)
                start = i;
        }
        else if (!isWord && inWord && w === to - 1) {
            end = i;
            break;
        }
        inWord = isWord;
    }
    return [start, end];
}
/** Order-sensitive combination step for n-gram and whole-text keys. */
function mixA(h, x) {
    h = Math.imul(h ^ x, 0x9e3779b1);
    return (h << 13) | (h >>> 19);
}
function mixB(h, x) {
    h = Math.imul(h + x, 0x85ebca6b) ^ 0x7f4a7c15;
    return (h << 17) | (h >>> 15);
}
/** `n` folded into `h`, then the murmur3 finalizer: a well-mixed unsigned 32-bit key. */
function fin(h, n) {
    h ^= n;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
}


/***/ }),

/***/ 31528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ SIMPO_GAMMA_RANGE),
/* harmony export */   An: () => (/* binding */ SIGMOID_BETA_RANGE),
/* harmony export */   K8: () => (/* binding */ MAX_EPOCHS_SMALL),
/* harmony export */   Kn: () => (/* binding */ SMALL_PAIR_SET),
/* harmony export */   Nd: () => (/* binding */ TEMPLATE_RULES),
/* harmony export */   Vv: () => (/* binding */ PEFT_LR_CEILING),
/* harmony export */   sB: () => (/* binding */ LOSS_TYPES),
/* harmony export */   sH: () => (/* binding */ TRL_DEFAULTS),
/* harmony export */   t2: () => (/* binding */ FULL_LR_RANGE),
/* harmony export */   y0: () => (/* binding */ RULES),
/* harmony export */   yj: () => (/* binding */ SIMPO_BETA_RANGE),
/* harmony export */   z_: () => (/* binding */ SIGMOID_LIKE)
/* harmony export */ });
const GUIDE = "preference-optimization guidance";
const RULES = {
    lr_full: { id: "learning_rate_full", source: `${GUIDE}: full DPO trains at 5e-7 to 1e-6` },
    lr_peft: {
        id: "learning_rate_peft",
        source: `${GUIDE} (5e-7 to 1e-6 full); LoRA gets 10x the ceiling, 1e-5, our margin`,
    },
    lr_sft: {
        id: "learning_rate_from_sft",
        source: `${GUIDE}: DPO's rate is below the SFT rate; reusing SFT's is the usual mistake`,
    },
    beta_sigmoid: { id: "beta_range", source: `${GUIDE}: β=0.1 default; sigmoid DPO uses 0.01–0.5` },
    simpo_beta: {
        id: "simpo_beta_range",
        source: "SimPO paper's search grid (Meng et al. 2024): β 2–10",
    },
    simpo_gamma: {
        id: "simpo_gamma_range",
        source: "SimPO paper's search grid (Meng et al. 2024): target margin γ 0.3–1.6",
    },
    loss_type: { id: "loss_type_unknown", source: "the loss names TRL's trainer accepts" },
    epochs: {
        id: "epochs_small_set",
        source: `${GUIDE}: DPO runs 1–2 epochs; over 3 on under 1000 pairs (our line) memorizes`,
    },
    cut: {
        id: "max_length_cuts_pairs",
        source: "TRL cuts longer sequences silently; the share allowed is input train-cut-share",
    },
    head: {
        id: "truncation_keeps_end",
        source: "TRL's keep_end (its default) drops a long sequence's start: system prompt and task",
    },
};
const FULL_LR_RANGE = [5e-7, 1e-6];
const PEFT_LR_CEILING = 1e-5;
const SIGMOID_BETA_RANGE = [0.01, 0.5];
const SIMPO_BETA_RANGE = [2, 10];
const SIMPO_GAMMA_RANGE = [0.3, 1.6];
const SMALL_PAIR_SET = 1000;
const MAX_EPOCHS_SMALL = 3;
/** Loss names each TRL trainer accepts (DPOConfig.loss_type, CPOConfig.loss_type, KTOConfig.loss_type). */
const LOSS_TYPES = {
    dpo: [
        "sigmoid",
        "hinge",
        "ipo",
        "exo_pair",
        "nca_pair",
        "robust",
        "bco_pair",
        "sppo_hard",
        "aot",
        "aot_pair",
        "aot_unpaired",
        "apo_zero",
        "apo_down",
        "discopop",
        "sft",
    ],
    cpo: ["sigmoid", "hinge", "ipo", "simpo", "alphapo"],
    kto: ["kto", "apo_zero_unpaired"],
    orpo: [],
};
/** Losses whose β is the sigmoid DPO temperature, so the 0.01–0.5 range applies. */
const SIGMOID_LIKE = new Set(["sigmoid", "robust", "bco_pair"]);
/** TRL's defaults when a config does not set a limit (DPO/ORPO/KTO/CPO configs agree on these). */
const TRL_DEFAULTS = {
    max_length: 1024,
    max_prompt_length: 512,
    max_completion_length: null,
    truncation_mode: "keep_end",
};
/** The chat template check's rules (gates/chat-template.ts); each firing is a failure. */
const TEMPLATE_RULES = {
    prefix: {
        id: "template_prefix",
        source: "TRL renders the prompt with the generation prompt and prompt + reply without it, and trains on what follows their common start",
    },
    render: {
        id: "template_render",
        source: "the trainer renders every row with the template; one that raises or runs away stops it",
    },
    generation: {
        id: "template_generation",
        source: "TRL's assistant_only_loss masks by the template's {% generation %} block and refuses a template without one",
    },
};


/***/ }),

/***/ 25315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ PairTruncationGate),
  a: () => (/* binding */ SftTruncationGate)
});

// EXTERNAL MODULE: ./src/gates/findings.ts
var findings = __webpack_require__(67516);
;// CONCATENATED MODULE: ./src/gates/looks-finished.ts
// Heuristic for "this reply ended on purpose". It keeps the whileai SDK's looks_finished
// rules (terminal punctuation, balanced code fences, a bare answer line, a sign-off) but
// first asks what kind of reply it is: a closed code block or JSON document, a number, a
// label ("Yes", "(B)") or a short answer line ("Output: 2") is complete whatever its last
// character, and an open code block or unclosed JSON document is cut off however it ends.
// The SDK, reading punctuation only, calls complete short answers cut off.
// Typographic closing quotes count like their ASCII forms: real replies end `.”` as often
// as `."`, and the SDK's ASCII-only list would call those cut off.
const CLOSERS = new Set([
    ".",
    "!",
    "?",
    ":",
    ")",
    '"',
    "'",
    "]",
    "}",
    "\u201d",
    "\u2019",
    "\u00bb",
]);
const ANSWER_LINE = /^(#{2,4}\s*)?[-+]?\$?\d[\d,]*(\.\d+)?%?$/;
const SIGN_OFF = /^(--|—|best|all the best|kind regards|best regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|warmly|yours truly|yours sincerely|yours|take care|talk soon)(?![A-Za-z0-9_])/i;
/** One character of emoji (with its joiners and modifiers). */
const EMOJI_PART = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]$/u;
/** Longest last line read as a possible short answer (longer ones are prose). */
const SHORT_LINE_CHARS = 400;
/** A code fence opening or closing a block: ``` or ~~~ at the start of a line. */
const FENCE = /^[ \t]*(?:```|~~~)/gm;
/** Starts like a JSON document: an object with a key, or an array of objects, strings or arrays. */
const JSON_START = /^(?:\{\s*["}]|\[\s*[{["\]])/;
/** A labelled answer line: "Answer: ...", "Output: 2", "#### Final answer: B". */
const LABELLED = /^(?:#{1,4}\s*)?(?:\*\*)?(?:final answer|the answer|answer|output|solution|result|label|prediction|verdict|sentiment|classification|category|choice|rating|score)(?:\*\*)?\s*[:=]\s*(?:\*\*)?\s*(\S.*)$/i;
/** A multiple-choice marker before a short answer: "(B).", "b).", "[1].", "E.". */
const OPTION = /^(?:[([](?:[A-Za-z]|\d{1,2})[)\]]|(?:[A-Za-z]|\d{1,2})\)|[A-Za-z]\.)\.?(?:\s+|$)/;
/** Label words a classification or yes/no task answers with. */
const LABEL_WORD = /^["'“‘]?(yes|no|true|false|correct|incorrect|positive|negative|neutral|mixed|entailment|contradiction|not entailment|not_entailment|unanswerable|impossible|none|n\/a|agree|disagree|same|different)["'”’]?$/i;
/** A line that introduces the answer on the next one: "Thus, the answer is:". */
const ASKS_FOR_ANSWER = /\b(?:answer|is|choice|option)\s*:\s*$/i;
/** Words a labelled answer may run to and still be one short answer. */
const LABELLED_WORDS = 12;
/** Words an option's text may run to ("(B). Yes", "a) the second one"). */
const OPTION_WORDS = 4;
/**
 * `t` without what trails its last word for decoration: emoji, markdown emphasis marks,
 * spaces, and (when `punct`) the punctuation a short answer may end with. A loop from the
 * end, not a regex, so a hostile run of such characters costs linear time.
 */
function trimTrailing(t, punct) {
    let end = t.length;
    while (end > 0) {
        const c = t[end - 1];
        if (c === "*" || c === "_" || /\s/.test(c) || (punct && ".;,!".includes(c))) {
            end--;
            continue;
        }
        // Astral emoji are two UTF-16 units.
        const pair = end >= 2 ? t.slice(end - 2, end) : "";
        if (pair.length === 2 && pair.codePointAt(0) > 0xffff && EMOJI_PART.test(pair))
            end -= 2;
        else if (EMOJI_PART.test(c))
            end--;
        else
            break;
    }
    return t.slice(0, end);
}
function words(s) {
    const t = s.trim();
    return t === "" ? 0 : t.split(/\s+/).length;
}
function isSignOff(line) {
    const t = line.trim();
    return words(t) <= 6 && SIGN_OFF.test(t);
}
/** Brackets left open and whether a string is still open, scanning JSON-like text. */
function jsonOpen(t) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < t.length; i++) {
        const c = t.charCodeAt(i);
        if (inString) {
            if (c === 92)
                i++; // backslash escapes the next character
            else if (c === 34)
                inString = false;
        }
        else if (c === 34)
            inString = true;
        else if (c === 123 || c === 91)
            depth++;
        else if (c === 125 || c === 93)
            depth--;
    }
    return inString || depth > 0;
}
/** The kind of the whole reply decides, when it has one: true/false, or null to read on. */
function byKind(t) {
    const fences = t.match(FENCE)?.length ?? 0;
    if (fences % 2 === 1)
        return false; // a code block that never closed
    if (fences > 0 && /(?:```|~~~)$/.test(t))
        return true; // ends by closing a code block
    if (JSON_START.test(t)) {
        if (jsonOpen(t))
            return false; // an object or array cut before its end
        try {
            JSON.parse(t);
            return true;
        }
        catch {
            return null; // JSON followed by prose, or not JSON after all: read the text
        }
    }
    return null;
}
/** A last line that is a complete short answer by its shape, whatever it ends with. */
function isShortAnswer(last, prev) {
    // A list bullet or emphasis around it ("- Answer: (1). no", "**42**") does not change
    // what the line is.
    if (last.length > SHORT_LINE_CHARS)
        return false;
    const unbulleted = last.replace(/^[-*•]\s+/, "").replace(/^(?:\*\*?|__?)(?=\S)/, "");
    const line = trimTrailing(unbulleted, true);
    if (ANSWER_LINE.test(line) || LABEL_WORD.test(line))
        return true;
    const labelled = LABELLED.exec(line);
    if (labelled)
        return words(labelled[1]) <= LABELLED_WORDS;
    const option = OPTION.exec(line);
    if (option) {
        const rest = trimTrailing(line.slice(option[0].length), true);
        if (words(rest) > OPTION_WORDS)
            return false;
        // "(B). Yes" stands alone; "a) the red one" needs a line that asked for it ("... is:").
        return (rest === "" ||
            LABEL_WORD.test(rest) ||
            (prev !== undefined && ASKS_FOR_ANSWER.test(prev.slice(-SHORT_LINE_CHARS))));
    }
    return false;
}
/** A numbered ("10.", "3)") or bulleted list item: its indent, its marker kind, its number. */
const LIST_ITEM = /^([ \t]*)(?:(\d{1,3})[.)]|([-*•+]))[ \t]+\S/;
/** Lines above the last one searched for the rest of its list. */
const LIST_LOOKBACK = 60;
/** A line that is one equation ending in its number: "10 / 5 = 2", "(210 - 32) * 5/9 = 98.9°C". */
const EQUATION_RESULT = /^[^=|]{1,80}=\s*[-+]?\$?\d[\d,]*(?:\.\d+)?\s*(?:%|°\s?[CFK]?|[A-Za-z]{1,5})?$/;
/** One hashtag: "#PuppyLove". */
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
/** One link: "https://example.org/a/b", maybe in angle brackets. */
const URL_TOKEN = /^<?https?:\/\/\S+$/;
/** A closing markup tag on a line of its own: "</table>". */
const CLOSING_TAG = /^<\/([A-Za-z][\w:-]*)>$/;
/** A link whose host is whole: "https://www.nbc" was cut inside its name. */
function wholeUrl(token) {
    if (!URL_TOKEN.test(token))
        return false;
    const host = token.replace(/^<?https?:\/\//, "").split(/[/?#>:]/)[0];
    const labels = host.split(".");
    const top = labels[labels.length - 1];
    return (labels.length >= (labels[0].toLowerCase() === "www" ? 3 : 2) &&
        /^[A-Za-z]{2,}$/.test(top) &&
        labels.every((l) => l !== ""));
}
function endsWithCloser(line) {
    const t = trimTrailing(line, false);
    return t !== "" && CLOSERS.has(t[t.length - 1]);
}
/**
 * The last item of a list that never ends its items with punctuation ("1. Chocolate-covered
 * bacon" ... "10. Salt and vinegar chips"): complete in the list's own style. The item before
 * it (the number before, or a bullet at the same indent) must be there, and at least one of
 * the list's earlier items must end bare too; if every earlier item ends with a closer, a bare
 * last one is out of style and may be cut.
 */
function endsListInStyle(lines) {
    const last = LIST_ITEM.exec(lines[lines.length - 1]);
    if (!last)
        return false;
    const [, indent, num, bullet] = last;
    let before = 0;
    let bare = 0;
    let sawPrevious = false;
    const stop = Math.max(0, lines.length - 1 - LIST_LOOKBACK);
    for (let i = lines.length - 2; i >= stop; i--) {
        const m = LIST_ITEM.exec(lines[i]);
        if (!m)
            continue;
        if (m[1].length < indent.length)
            break; // the list this item belongs to has ended
        if (m[1] !== indent || (num === undefined) !== (m[2] === undefined))
            continue;
        if (num !== undefined && Number(m[2]) === Number(num) - 1)
            sawPrevious = true;
        if (bullet !== undefined && m[3] === bullet)
            sawPrevious = true;
        before++;
        if (!endsWithCloser(lines[i]))
            bare++;
    }
    return sawPrevious && before >= 2 && bare >= 1;
}
/** The row of a table with the same number of cells as the row above it. */
function endsTableRow(lines) {
    if (lines.length < 2)
        return false;
    const last = lines[lines.length - 1].trim();
    const prev = lines[lines.length - 2].trim();
    const cells = (l) => l.split("|").length;
    return (last.length > 1 &&
        last.startsWith("|") &&
        last.endsWith("|") &&
        prev.startsWith("|") &&
        cells(prev) === cells(last));
}
/**
 * Structured endings that carry no sentence punctuation and yet are complete: a list item in
 * its list's style, a table row, a closed markup element, one equation's result, hashtags
 * after a sentence, a link, or a line wholly in bold ("**End of Scene 1**"). A cut lands
 * mostly inside such a line, where none of these shapes holds.
 */
function endsStructured(lines, text, rawLast) {
    const last = lines[lines.length - 1].trim();
    if (endsListInStyle(lines) || endsTableRow(lines))
        return true;
    const tag = CLOSING_TAG.exec(last);
    if (tag)
        return text.includes(`<${tag[1]}`);
    if (last.length <= SHORT_LINE_CHARS && EQUATION_RESULT.test(last))
        return true;
    // Hashtags after a finished sentence, or a link alone, after a label ("Link: ...") or a
    // sentence: read token by token from the end, so a long line costs linear time.
    const tokens = last.split(/\s+/);
    let k = tokens.length;
    while (k > 0 && HASHTAG.test(tokens[k - 1]))
        k--;
    if (k === tokens.length && URL_TOKEN.test(tokens[k - 1])) {
        if (!wholeUrl(tokens[k - 1]))
            return false;
        k--;
    }
    if (k < tokens.length) {
        const before = tokens.slice(0, k).join(" ");
        return before === "" || /^[-*•]$/.test(before) || endsWithCloser(before);
    }
    const bold = rawLast.trim();
    return bold.length > 4 && /^\*\*[^*\n]+\*\*$/.test(bold);
}
function looksFinished(text) {
    const raw = text.trimEnd();
    if (raw === "")
        return false;
    const kind = byKind(raw);
    if (kind !== null)
        return kind;
    const t = trimTrailing(raw, false);
    if (t === "")
        return true; // nothing but emoji or emphasis marks
    if (CLOSERS.has(t[t.length - 1]))
        return true;
    if (t.endsWith("```"))
        return (t.split("```").length - 1) % 2 === 0;
    const lines = t.split("\n").filter((l) => l.trim() !== "");
    const last = lines[lines.length - 1].trim();
    const prev = lines.length >= 2 ? lines[lines.length - 2].trimEnd() : undefined;
    if (isShortAnswer(last, prev))
        return true;
    if (isSignOff(last))
        return true;
    const rawLines = raw.split("\n");
    if (endsStructured(lines, t, rawLines[rawLines.length - 1]))
        return true;
    if (prev !== undefined && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
        return prev.endsWith(",") || isSignOff(prev);
    }
    return false;
}
/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;
/** The rule looksTruncated applies, in words, as the truncation gates report it. */
const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars not ending as a sentence, answer, label, closed code/JSON, list, table, tag, link`;
/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
function looksTruncated(text, finishReason) {
    if (finishReason === "length")
        return "finish_reason is length";
    const t = text.trimEnd();
    if (t.length >= LONG_REPLY && !looksFinished(t))
        return "a long reply that stops mid-thought";
    return null;
}

// EXTERNAL MODULE: ./src/state/codec.ts
var codec = __webpack_require__(58419);
;// CONCATENATED MODULE: ./src/gates/truncation.ts



function tail(s) {
    const t = s.trimEnd();
    const cut = t.length > 60 ? "…" + t.slice(-60) : t;
    return JSON.stringify(cut);
}
class PairTruncationGate {
    file;
    n = 0;
    chosen = 0;
    rejected = 0;
    byLength = 0;
    findings = new findings/* FindingList */.k();
    constructor(file) {
        this.file = file;
    }
    /** Returns true when the chosen side is cut off. */
    add(p) {
        this.n++;
        const c = looksTruncated(p.chosen, p.chosen_finish_reason);
        const r = looksTruncated(p.rejected, p.rejected_finish_reason);
        if (c) {
            this.chosen++;
            if (p.chosen_finish_reason === "length")
                this.byLength++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "failure",
                message: `chosen reply looks cut off (${c}); it ends ${tail(p.chosen)}`,
                detail: { side: "chosen", reason: c },
            });
        }
        if (r) {
            this.rejected++;
            if (p.rejected_finish_reason === "length")
                this.byLength++;
            this.findings.push({
                file: this.file,
                line: p.line,
                level: "notice",
                message: `rejected reply looks cut off (${r})`,
                detail: { side: "rejected", reason: r },
            });
        }
        return c !== null;
    }
    merge(o) {
        this.n += o.n;
        this.chosen += o.chosen;
        this.rejected += o.rejected;
        this.byLength += o.byLength;
        this.findings.merge(o.findings);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    saveState() {
        return {
            pairs: this.n,
            chosen: this.chosen,
            rejected: this.rejected,
            by_length: this.byLength,
            findings: this.findings.saveState(),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["pairs", "chosen", "rejected", "by_length", "findings"]);
        const n = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const chosen = (0,codec/* int */.Wh)(r.chosen, `${at}.chosen`, 0, n);
        const rejected = (0,codec/* int */.Wh)(r.rejected, `${at}.rejected`, 0, n);
        const byLength = (0,codec/* int */.Wh)(r.by_length, `${at}.by_length`, 0, chosen + rejected);
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        (0,codec/* check */.z6)(this.findings.total === chosen + rejected, `${at}.findings.total`, "not one per cut side");
        this.n = n;
        this.chosen = chosen;
        this.rejected = rejected;
        this.byLength = byLength;
    }
    result() {
        const kept = this.findings.result();
        return {
            name: "truncation",
            status: this.chosen > 0 ? "fail" : "pass",
            summary: this.chosen > 0
                ? `${this.chosen} chosen repl${this.chosen === 1 ? "y looks" : "ies look"} cut off; ${this.rejected} rejected`
                : `no chosen reply looks cut off (${this.rejected} rejected ${this.rejected === 1 ? "does" : "do"})`,
            figures: {
                pairs: this.n,
                chosen_truncated: this.chosen,
                rejected_truncated: this.rejected,
                by_finish_reason: this.byLength,
                rule: TRUNCATION_RULE,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}
class SftTruncationGate {
    file;
    n = 0;
    cut = 0;
    findings = new findings/* FindingList */.k();
    constructor(file) {
        this.file = file;
    }
    add(r) {
        this.n++;
        const why = looksTruncated(r.completion, r.finish_reason);
        if (!why)
            return false;
        this.cut++;
        this.findings.push({
            file: this.file,
            line: r.line,
            level: "failure",
            message: `completion looks cut off (${why}); it ends ${tail(r.completion)}`,
            detail: { reason: why },
        });
        return true;
    }
    merge(o) {
        this.n += o.n;
        this.cut += o.cut;
        this.findings.merge(o.findings);
    }
    /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
    get seen() {
        return this.n;
    }
    saveState() {
        return { rows: this.n, cut: this.cut, findings: this.findings.saveState() };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["rows", "cut", "findings"]);
        const n = (0,codec/* int */.Wh)(r.rows, `${at}.rows`);
        const cut = (0,codec/* int */.Wh)(r.cut, `${at}.cut`, 0, n);
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        (0,codec/* check */.z6)(this.findings.total === cut, `${at}.findings.total`, "not one per cut completion");
        this.n = n;
        this.cut = cut;
    }
    result() {
        const kept = this.findings.result();
        return {
            name: "truncation",
            status: this.cut > 0 ? "fail" : "pass",
            summary: this.cut > 0
                ? `${this.cut} of ${this.n} completions look cut off`
                : `no completion looks cut off (${this.n} rows)`,
            figures: {
                rows: this.n,
                truncated: this.cut,
                rule: TRUNCATION_RULE,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}


/***/ }),

/***/ 92852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ U64Table)
/* harmony export */ });
// Open-addressing hash table keyed by 64-bit hashes held in two Uint32Arrays.
// It replaces a JS Set/Map where keys can run into the millions: no boxed
// numbers, no per-entry objects, and no 2^24 entry ceiling.
const EMPTY = -1;
class U64Table {
    hiKeys;
    loKeys;
    vals;
    mask;
    size = 0;
    constructor(expected = 1024) {
        let cap = 16;
        while (cap < expected * 2)
            cap *= 2;
        this.hiKeys = new Uint32Array(cap);
        this.loKeys = new Uint32Array(cap);
        this.vals = new Int32Array(cap).fill(EMPTY);
        this.mask = cap - 1;
    }
    /** Bytes held by the table's arrays. */
    get bytes() {
        return this.vals.length * 12;
    }
    /** The value stored for the key, or -1. */
    get(hi, lo) {
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY)
                return EMPTY;
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0)
                return v;
            i = (i + 1) & mask;
        }
    }
    /** Insert the key with `value` unless present; returns the existing value, or -1 if inserted. */
    putIfAbsent(hi, lo, value) {
        if ((this.size + 1) * 2 > this.vals.length)
            this.grow();
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY) {
                this.hiKeys[i] = hi;
                this.loKeys[i] = lo;
                this.vals[i] = value;
                this.size++;
                return EMPTY;
            }
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0)
                return v;
            i = (i + 1) & mask;
        }
    }
    /** Replace the value of a key that is present (no-op when absent). */
    set(hi, lo, value) {
        const mask = this.mask;
        let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
        for (;;) {
            const v = this.vals[i];
            if (v === EMPTY)
                return;
            if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0) {
                this.vals[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
    }
    /** Visit every entry (in slot order, which depends only on the keys present). */
    forEach(fn) {
        for (let i = 0; i < this.vals.length; i++) {
            if (this.vals[i] !== EMPTY)
                fn(this.hiKeys[i], this.loKeys[i], this.vals[i]);
        }
    }
    grow() {
        const oh = this.hiKeys;
        const ol = this.loKeys;
        const ov = this.vals;
        const cap = ov.length * 2;
        this.hiKeys = new Uint32Array(cap);
        this.loKeys = new Uint32Array(cap);
        this.vals = new Int32Array(cap).fill(EMPTY);
        this.mask = cap - 1;
        this.size = 0;
        for (let i = 0; i < ov.length; i++) {
            if (ov[i] !== EMPTY)
                this.putIfAbsent(oh[i], ol[i], ov[i]);
        }
    }
}


/***/ }),

/***/ 69564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ UnpairedGates)
/* harmony export */ });
/* unused harmony export UNPAIRED_NOTE */
/* harmony import */ var _contamination_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(56079);
/* harmony import */ var _heldout_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79733);
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61257);
/* harmony import */ var _length_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40671);
/* harmony import */ var _style_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23313);
/* harmony import */ var _truncation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25315);
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58419);







const LABELS = ["desirable", "undesirable"];
const UNPAIRED_NOTE = "unpaired rows (one completion each, labelled desirable or not): the pair gates do not apply; " +
    "contamination and truncation run on every row, length and style are described per label";
/** Two results of one gate, one per label, as one gate whose figures hold both (name it first). */
function byLabel(parts, n, status) {
    const d = parts.desirable;
    const figures = { desirable: d.figures, undesirable: parts.undesirable.figures };
    return {
        status,
        summary: LABELS.map((l) => `${l} (${n[l]} rows): ${parts[l].summary}`).join("; "),
        figures,
        findings: [...d.findings, ...parts.undesirable.findings],
        findings_truncated: d.findings_truncated || parts.undesirable.findings_truncated,
    };
}
const UNPAIRED_PARTS = [
    "rows",
    "text_rows",
    "length",
    "style",
    "truncation",
    "contamination",
];
class UnpairedGates {
    file;
    length = { desirable: new _length_js__WEBPACK_IMPORTED_MODULE_3__/* .SftLengthGate */ .vM(), undesirable: new _length_js__WEBPACK_IMPORTED_MODULE_3__/* .SftLengthGate */ .vM() };
    style;
    truncation;
    contamination;
    n = { desirable: 0, undesirable: 0 };
    textRows = 0;
    constructor(settings, heldout, file) {
        this.file = file;
        const index = heldout instanceof _heldout_index_js__WEBPACK_IMPORTED_MODULE_1__/* .HeldoutIndex */ .Kv ? heldout : (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .buildHeldoutIndex */ .ik)(heldout, settings);
        this.style = { desirable: new _style_js__WEBPACK_IMPORTED_MODULE_4__/* .SftStyleGate */ .k(settings), undesirable: new _style_js__WEBPACK_IMPORTED_MODULE_4__/* .SftStyleGate */ .k(settings) };
        this.truncation = {
            desirable: new _truncation_js__WEBPACK_IMPORTED_MODULE_5__/* .SftTruncationGate */ .a(file),
            undesirable: new _truncation_js__WEBPACK_IMPORTED_MODULE_5__/* .SftTruncationGate */ .a(file),
        };
        this.contamination = new _contamination_js__WEBPACK_IMPORTED_MODULE_0__/* .ContaminationGate */ .a(settings, index, file);
    }
    /** Feed one row; true when it is clean (no contamination). */
    add(row) {
        const l = row.label ? "desirable" : "undesirable";
        this.n[l]++;
        if (row.prompt !== "" || row.completion !== "")
            this.textRows++;
        this.length[l].add(row);
        this.style[l].add(row);
        this.truncation[l].add(row);
        return this.contamination.addSft(row) === null;
    }
    /** Fold in gates over other rows of the same file (a shard's). */
    merge(o) {
        if (o.file !== this.file)
            throw new Error("unpaired gates merge only over the same file");
        for (const l of LABELS) {
            this.n[l] += o.n[l];
            this.length[l].merge(o.length[l]);
            this.style[l].merge(o.style[l]);
            this.truncation[l].merge(o.truncation[l]);
        }
        this.textRows += o.textRows;
        this.contamination.merge(o.contamination);
    }
    /** As PairGates.saveState: versioned JSON, without the settings, index or file. */
    saveState() {
        const per = (f) => ({
            desirable: f("desirable"),
            undesirable: f("undesirable"),
        });
        return {
            v: _state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE_VERSION */ .nd,
            kind: "unpaired",
            rows: per((l) => this.n[l]),
            text_rows: this.textRows,
            length: per((l) => this.length[l].saveState()),
            style: per((l) => this.style[l].saveState()),
            truncation: per((l) => this.truncation[l].saveState()),
            contamination: this.contamination.saveState(),
        };
    }
    /** As PairGates.loadState: into fresh gates, the state checked as untrusted. */
    loadState(state, at) {
        const fresh = this.n.desirable + this.n.undesirable === 0;
        const r = (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .openState */ .Gf)(state, at, "unpaired", UNPAIRED_PARTS, fresh);
        const rows = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(r.rows, `${at}.rows`, LABELS);
        const n = { desirable: 0, undesirable: 0 };
        for (const l of LABELS)
            n[l] = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Wh)(rows[l], `${at}.rows.${l}`);
        const total = n.desirable + n.undesirable;
        const textRows = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Wh)(r.text_rows, `${at}.text_rows`, 0, total);
        const parts = {
            length: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(r.length, `${at}.length`, LABELS),
            style: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(r.style, `${at}.style`, LABELS),
            truncation: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1)(r.truncation, `${at}.truncation`, LABELS),
        };
        for (const l of LABELS) {
            this.length[l].loadState(parts.length[l], `${at}.length.${l}`);
            this.style[l].loadState(parts.style[l], `${at}.style.${l}`);
            this.truncation[l].loadState(parts.truncation[l], `${at}.truncation.${l}`);
            for (const g of ["length", "style", "truncation"]) {
                const seen = this[g][l].seen;
                (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .check */ .z6)(seen === n[l], `${at}.${g}.${l}`, `counts ${seen} rows, the state ${n[l]}`);
            }
        }
        this.contamination.loadState(r.contamination, `${at}.contamination`);
        const seen = this.contamination.seen;
        (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .check */ .z6)(seen === total, `${at}.contamination`, `counts ${seen} rows, the state ${total}`);
        this.n.desirable = n.desirable;
        this.n.undesirable = n.undesirable;
        this.textRows = textRows;
    }
    result() {
        const rows = this.n.desirable + this.n.undesirable;
        const part = (g) => ({
            desirable: g.desirable.result(),
            undesirable: g.undesirable.result(),
        });
        const trunc = part(this.truncation);
        // An undesirable completion that is cut off teaches nothing wrong: a notice, as rejected sides are.
        trunc.undesirable.findings = trunc.undesirable.findings.map((f) => ({ ...f, level: "notice" }));
        const integrity = (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .notRun */ .nE)({
            name: "integrity",
            status: "not_run",
            summary: "",
            figures: { rows },
            findings: [],
            findings_truncated: false,
        }, "a pair gate; unpaired rows have no pair to check");
        const dc = (0,_index_js__WEBPACK_IMPORTED_MODULE_2__/* .dataCheck */ .b_)("pairs", this.file, "unpaired", rows, this.textRows, [
            { name: "length", ...byLabel(part(this.length), this.n, "pass") },
            { name: "style", ...byLabel(part(this.style), this.n, "pass") },
            // As for pairs: only a cut-off reply the trainer is told to prefer fails.
            {
                name: "truncation",
                ...byLabel(trunc, this.n, trunc.desirable.status === "fail" ? "fail" : "pass"),
            },
            this.contamination.result(),
            integrity,
        ]);
        dc.note = UNPAIRED_NOTE;
        return dc;
    }
}


/***/ }),

/***/ 96520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ mergeParts),
/* harmony export */   m: () => (/* binding */ mediaNotes)
/* harmony export */ });
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52674);

/** Media parts skipped, as the note a file's summary carries; none when there were none. */
function mediaNotes(media) {
    if (media === 0)
        return [];
    return [
        `${media} image/audio/video content part${media === 1 ? "" : "s"} skipped: they hold no text to check`,
    ];
}
/** The same file read in parts: the summary one reader would have written. */
function mergeParts(parts) {
    const first = parts[0];
    if (first === undefined)
        throw new Error("no parts to merge");
    if (parts.length === 1)
        return first;
    const s0 = first.summary;
    const problems = first.problems;
    let rows = s0.rows;
    let media = first.media;
    const notes = [...first.notes];
    const tasks = first.tasks ? new Set(first.tasks) : undefined;
    const runs = first.runs ? new Map(first.runs) : undefined;
    const leftOut = new _left_out_js__WEBPACK_IMPORTED_MODULE_0__/* .LeftOutTally */ .UQ();
    leftOut.merge(s0.left_out ?? []);
    const cover = { ...first.cover };
    for (const p of parts.slice(1)) {
        const s = p.summary;
        // A thread that left the digest to shard 0 has none ("") to compare.
        const digests = s.sha256 === "" || s0.sha256 === "" || s.sha256 === s0.sha256;
        if (s.path !== s0.path || s.role !== s0.role || !digests || s.bytes !== s0.bytes) {
            throw new Error(`${s.path}: the shards read different files (sha256 ${s.sha256 || "none"} and ${s0.sha256 || "none"})`);
        }
        rows += s.rows;
        cover.owned += p.cover.owned;
        // A document read whole counts its lines on shard 0 only.
        cover.lines = Math.max(cover.lines, p.cover.lines);
        media += p.media;
        leftOut.merge(s.left_out ?? []);
        notes.push(...p.notes);
        problems.merge(p.problems);
        for (const t of p.tasks ?? [])
            tasks?.add(t);
        for (const [run, line] of p.runs ?? []) {
            const seen = runs?.get(run);
            if (seen === undefined || line < seen)
                runs?.set(run, line);
        }
    }
    const summary = {
        ...s0,
        rows,
        problems: problems.list(),
        problem_count: problems.count,
        problem_groups: problems.groupList(),
    };
    // Set again below, after notes, where one reader writes it.
    delete summary.left_out;
    if (tasks)
        summary.tasks = tasks.size;
    // One reader meets runs in line order: their first lines give that order back.
    if (runs)
        summary.runs = [...runs].sort((a, b) => a[1] - b[1]).map(([run]) => run);
    const mn = mediaNotes(media);
    if (mn.length > 0)
        summary.notes = mn;
    if (leftOut.size > 0)
        summary.left_out = leftOut.list();
    const out = { summary, problems, media, notes, cover };
    if (tasks)
        out.tasks = tasks;
    if (runs)
        out.runs = runs;
    return out;
}


/***/ }),

/***/ 30874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fk: () => (/* binding */ normalizeAlpacaPreference),
/* harmony export */   nb: () => (/* binding */ alpacaQuery),
/* harmony export */   nh: () => (/* binding */ normalizeUltrafeedback),
/* harmony export */   qZ: () => (/* binding */ normalizeArgilla),
/* harmony export */   tI: () => (/* binding */ normalizeOrca),
/* harmony export */   zL: () => (/* binding */ alpacaHistory)
/* harmony export */ });
/* unused harmony export textPair */
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87230);

/** The user turn of an Alpaca row: the instruction, then its input when there is one. */
function alpacaQuery(instruction, input) {
    return input ? `${instruction}\n${input}` : instruction;
}
/** An Alpaca row's earlier turns (`history`: [query, reply] pairs) as messages. */
function alpacaHistory(history) {
    const out = [];
    for (const [q, a] of history ?? []) {
        out.push({ role: "user", content: q }, { role: "assistant", content: a });
    }
    return out;
}
function withSystem(system, rest) {
    return system ? [{ role: "system", content: system }, ...rest] : rest;
}
/** A pair of plain replies to a prompt given as messages. */
function textPair(line, shape, prompt, chosen, rejected) {
    const c = [{ role: "assistant", content: chosen }];
    const r = [{ role: "assistant", content: rejected }];
    return {
        line,
        shape,
        prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .allText */ .zW)(prompt),
        chosen,
        rejected,
        prompt_messages: prompt,
        chosen_messages: c,
        rejected_messages: r,
        eval_lineage: false,
        prompt_mismatch: false,
    };
}
function normalizeAlpacaPreference(line, d) {
    const prompt = withSystem(d.system, [
        ...alpacaHistory(d.history),
        { role: "user", content: alpacaQuery(d.instruction, d.input) },
    ]);
    return textPair(line, "alpaca-preference", prompt, d.chosen, d.rejected);
}
function normalizeOrca(line, d) {
    const prompt = withSystem(d.system, [{ role: "user", content: d.question }]);
    return textPair(line, "orca", prompt, d.chosen, d.rejected);
}
function lastAssistant(msgs) {
    for (let i = msgs.length - 1; i >= 0; i--)
        if (msgs[i].role === "assistant")
            return i;
    return -1;
}
function sameTurns(a, b) {
    return (a.length === b.length && a.every((m, i) => m.role === b[i].role && m.content === b[i].content));
}
/**
 * UltraFeedback binarized: each side is the whole conversation; its last assistant turn
 * is the reply, the turns before it the prompt (the `prompt` string when there are none).
 */
function normalizeUltrafeedback(line, d, tally, problems) {
    const c = (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .toMessages */ .ie)(d.chosen, tally);
    const r = (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .toMessages */ .ie)(d.rejected, tally);
    const ci = lastAssistant(c);
    const ri = lastAssistant(r);
    for (const [side, at] of [
        ["chosen", ci],
        ["rejected", ri],
    ]) {
        if (at < 0)
            problems.add(line, side, "has no assistant message: no reply to compare");
    }
    if (ci < 0 || ri < 0)
        return null;
    const before = c.slice(0, ci);
    const prompt = before.length > 0 ? before : [{ role: "user", content: d.prompt }];
    const p = {
        line,
        shape: "ultrafeedback",
        prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .allText */ .zW)(prompt),
        chosen: (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .assistantText */ .qG)(c.slice(ci)),
        rejected: (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .assistantText */ .qG)(r.slice(ri)),
        prompt_messages: prompt,
        chosen_messages: c.slice(ci),
        rejected_messages: r.slice(ri),
        eval_lineage: false,
        // Sides whose turns before the reply differ were not answers to one prompt.
        prompt_mismatch: !sameTurns(before, r.slice(0, ri)),
    };
    return p;
}
/** Argilla's columns: the prompt under `instruction` (or `prompt`), each reply a string. */
function normalizeArgilla(line, d, tally, problems) {
    const given = d.instruction ?? d.prompt;
    if (given === undefined || given === null) {
        problems.add(line, "instruction", "is missing (expected instruction or prompt beside chosen_response)");
        return null;
    }
    const asked = typeof given === "string" ? [{ role: "user", content: given }] : (0,_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .toMessages */ .ie)(given, tally);
    const prompt = withSystem(d.system, asked);
    return textPair(line, "argilla", prompt, d.chosen_response, d.rejected_response);
}


/***/ }),

/***/ 87230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ transcriptMessages),
/* harmony export */   LA: () => (/* binding */ isMediaType),
/* harmony export */   Mv: () => (/* binding */ promptText),
/* harmony export */   ND: () => (/* binding */ unknownSpeakers),
/* harmony export */   Yg: () => (/* binding */ conversationMessages),
/* harmony export */   by: () => (/* binding */ whileaiConversation),
/* harmony export */   hI: () => (/* binding */ hasToolCall),
/* harmony export */   ie: () => (/* binding */ toMessages),
/* harmony export */   l4: () => (/* binding */ newTally),
/* harmony export */   qG: () => (/* binding */ assistantText),
/* harmony export */   zG: () => (/* binding */ firstAssistant),
/* harmony export */   zW: () => (/* binding */ allText)
/* harmony export */ });
/* unused harmony exports contentText, toMessage, SHAREGPT_ROLES, sharegptRole, isSharegptTurn */
function newTally() {
    return { media: 0 };
}
const MEDIA_PART = /image|audio|video|file/i;
/** Image, audio, video and file parts: counted and skipped, never read as text. */
function isMediaType(type) {
    return typeof type === "string" && MEDIA_PART.test(type);
}
/** A part's text: `refusal` for a refusal part, else `text`, else a string `value`. */
function partText(part, tally) {
    if (typeof part === "string")
        return part;
    const type = part.type ?? "text";
    if (MEDIA_PART.test(type)) {
        if (tally)
            tally.media++;
        return null;
    }
    if (type === "refusal" && typeof part.refusal === "string")
        return part.refusal;
    if (typeof part.text === "string")
        return part.text;
    if (typeof part.value === "string")
        return part.value;
    if (typeof part.refusal === "string")
        return part.refusal;
    return null;
}
/** Content as text: null is "", a list of parts is its text parts joined by newlines. */
function contentText(c, tally) {
    if (typeof c === "string")
        return c;
    if (c === null || c === undefined)
        return "";
    const out = [];
    for (const part of c) {
        const t = partText(part, tally);
        if (t !== null)
            out.push(t);
    }
    return out.join("\n");
}
function toMessage(m, tally) {
    const out = { role: m.role, content: contentText(m.content, tally) };
    if (m.tool_calls)
        out.tool_calls = m.tool_calls;
    if (typeof m.name === "string")
        out.name = m.name;
    if (typeof m.tool_call_id === "string")
        out.tool_call_id = m.tool_call_id;
    return out;
}
function toMessages(list, tally) {
    return list.map((m) => toMessage(m, tally));
}
/**
 * ShareGPT speakers as chat roles. FastChat writes human/gpt (some dumps chatgpt, bing,
 * bard); LLaMA-Factory adds system, function_call (the model's tool call, which it
 * learns to write) and observation (the tool's answer).
 */
const SHAREGPT_ROLES = {
    human: "user",
    user: "user",
    gpt: "assistant",
    chatgpt: "assistant",
    bing: "assistant",
    bard: "assistant",
    assistant: "assistant",
    model: "assistant",
    function_call: "assistant",
    system: "system",
    observation: "tool",
    tool: "tool",
    function: "tool",
};
function sharegptRole(from) {
    return Object.hasOwn(SHAREGPT_ROLES, from) ? SHAREGPT_ROLES[from] : undefined;
}
function isSharegptTurn(t) {
    return "from" in t && typeof t.from === "string";
}
/** The speakers of a conversation that are not known, as "path: reason" problems. */
function unknownSpeakers(list, path) {
    const out = [];
    list.forEach((t, i) => {
        if (isSharegptTurn(t) && sharegptRole(t.from) === undefined && out.length < 5) {
            out.push({
                field: `${path}.${i}.from`,
                reason: `unknown speaker ${JSON.stringify(t.from.slice(0, 40))} (expected human, gpt, system, function_call, observation or tool)`,
            });
        }
    });
    return out;
}
/** A ShareGPT turn, or a role/content message found in a `conversations` list, as a message. */
function conversationMessages(list, tally) {
    return list.map((t) => isSharegptTurn(t)
        ? { role: sharegptRole(t.from) ?? t.from, content: contentText(t.value, tally) }
        : toMessage(t, tally));
}
/** True when an assistant message carries a tool call: a turn with something in it. */
function hasToolCall(msgs) {
    return msgs.some((m) => m.tool_calls !== undefined && m.tool_calls.length > 0);
}
// Empty contents (a tool-call-only turn) are left out of the joins: they add no text,
// and a stray separator would count as a character in the length gate.
/** Contents of every message joined by newlines. */
function allText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
/** Contents of the assistant messages joined by newlines: what a trainer learns to say. */
function assistantText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.role === "assistant" && m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
/** Contents of everything that is not the assistant: what the model was given. */
function promptText(msgs) {
    const out = [];
    for (const m of msgs)
        if (m.role !== "assistant" && m.content !== "")
            out.push(m.content);
    return out.join("\n");
}
function firstAssistant(msgs) {
    return msgs.findIndex((m) => m.role === "assistant");
}
const TURN = /\n\n(Human|Assistant):/;
/** An HH-RLHF style dialogue ("\n\nHuman: ..." / "\n\nAssistant: ...") as messages. */
function transcriptMessages(text) {
    const parts = text.split(new RegExp(TURN, "g"));
    const out = [];
    const lead = parts[0].trim();
    if (lead !== "")
        out.push({ role: "system", content: lead });
    for (let i = 1; i + 1 < parts.length; i += 2) {
        out.push({ role: parts[i] === "Human" ? "user" : "assistant", content: parts[i + 1].trim() });
    }
    return out;
}
function stringify(v) {
    if (typeof v === "string")
        return v;
    if (v === undefined)
        return "";
    return JSON.stringify(v) ?? "";
}
/**
 * A whileai row as messages, following the SDK's conversation(): the row's own
 * messages when given, else prompt + steps, with final_text added as the last
 * assistant turn unless an assistant message already says it.
 */
function whileaiConversation(row, tally) {
    if (row.messages && row.messages.length > 0)
        return toMessages(row.messages, tally);
    const out = [];
    if (typeof row.prompt === "string" && row.prompt !== "") {
        out.push({ role: "user", content: row.prompt });
    }
    for (const step of row.steps ?? [])
        out.push(...stepMessages(step));
    while (out.length > 0 && out[out.length - 1].role === "user" && out.length > 1)
        out.pop();
    const fin = row.final_text ?? "";
    if (fin !== "" && !out.some((m) => m.role === "assistant" && m.content === fin)) {
        const last = out[out.length - 1];
        if (last && last.role === "assistant" && last.content === "" && !last.tool_calls) {
            last.content = fin;
        }
        else {
            out.push({ role: "assistant", content: fin });
        }
    }
    return out;
}
function stepMessages(step) {
    if (typeof step.tool === "string") {
        const args = step.arguments ?? step.args ?? {};
        return [
            {
                role: "assistant",
                content: step.text ?? "",
                tool_calls: [{ name: step.tool, arguments: args }],
            },
            { role: "tool", name: step.tool, content: stringify(step.result) },
        ];
    }
    if (typeof step.user === "string")
        return [{ role: "user", content: step.user }];
    if (typeof step.text === "string")
        return [{ role: "assistant", content: step.text }];
    return [];
}


/***/ }),

/***/ 8178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ toolNames),
/* harmony export */   gq: () => (/* binding */ rowTools),
/* harmony export */   qK: () => (/* binding */ promptAndMessages)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63455);
// What a training row says about how it will be rendered for the model (docs/design.md §15):
// the tools it offers, and whether it holds a `prompt` string beside `messages`.

/** Tool names from a row's `tools` (OpenAI function specs, `{name}` objects or plain names). */
function toolNames(v) {
    if (!Array.isArray(v) || v.length === 0)
        return undefined;
    const out = [];
    for (const t of v.slice(0, 1000)) {
        if (typeof t === "string")
            out.push(t);
        else if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(t)) {
            const f = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(t.function) ? t.function : t;
            if (typeof f.name === "string")
                out.push(f.name);
        }
    }
    return out.length > 0 ? out : undefined;
}
/** A row holding both a `prompt` string and `messages`: TRL reads the prompt, untemplated. */
function promptAndMessages(value) {
    return typeof value.prompt === "string" && Array.isArray(value.messages);
}
/** The row's tool names, from `tools` or (OpenAI preference rows) `input.tools`. */
function rowTools(value) {
    return (toolNames(value.tools) ?? ((0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value.input) ? toolNames(value.input.tools) : undefined));
}


/***/ }),

/***/ 1923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F6: () => (/* binding */ sftFromParsed),
/* harmony export */   P1: () => (/* binding */ evalTaskKey),
/* harmony export */   Pz: () => (/* binding */ normalizeHeldout),
/* harmony export */   Q2: () => (/* binding */ sftSilentEmpty),
/* harmony export */   UQ: () => (/* binding */ mappedRow),
/* harmony export */   e3: () => (/* binding */ normalizeEval),
/* harmony export */   hX: () => (/* binding */ normalizeSft)
/* harmony export */ });
/* unused harmony export SFT_FIELDS */
/* harmony import */ var _row_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8178);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63455);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47773);
/* harmony import */ var _row_print_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76750);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87230);
/* harmony import */ var _hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30874);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19974);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(57789);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(74384);
/* harmony import */ var _unused_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(25286);
// Normalization of the single-row inputs: held-out tasks, graded eval rows (with the
// optional `fields` mapping) and SFT rows. Each returns null after reporting why.










/**
 * An id is given unless absent, null or "". Unlike the SDK's truthiness, 0 is an id:
 * harnesses number their items from 0 (lm-eval's doc_id), and a task 0 that vanished
 * from one file but not the other would mis-pair the files.
 */
function hasId(v) {
    return v !== undefined && v !== null && v !== "";
}
function report(problems, line, issues, value, prefix = "") {
    for (const f of (0,_schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .issuesToFields */ .Xn)(issues, value, prefix))
        problems.add(line, f.field, f.reason);
}
function normalizeHeldout(row, problems) {
    const { line, value } = row;
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .heldoutSchema */ .hq.safeParse(value);
    if (!parsed.success) {
        report(problems, line, parsed.error.issues, value);
        return null;
    }
    const d = parsed.data;
    // Same precedence as the eval rows' task key, so both files name a task alike.
    const id = hasId(d.scenario_id) ? d.scenario_id : hasId(d.task_id) ? d.task_id : undefined;
    if (id === undefined || id === null) {
        problems.add(line, "task_id", "is missing (expected task_id or scenario_id)");
        return null;
    }
    const task = { line, task_id: String(id), prompt: d.prompt };
    if (d.answer !== undefined && d.answer !== null) {
        task.answer = typeof d.answer === "string" ? d.answer : JSON.stringify(d.answer);
    }
    if (typeof d.reference === "string")
        task.reference = d.reference;
    if (typeof d.family === "string")
        task.family = d.family;
    return task;
}
/** Every canonical field besides the task key, each with a default path. */
const EVAL_FIELDS = Object.keys(_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVAL_PATHS */ .Y0);
/** The task key of one of our eval rows without validating the rest (freeze reads it so). */
function evalTaskKey(row, fields) {
    const v = row.value;
    if (fields.task !== undefined) {
        const t = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .getPath */ .Yn)(v, (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldSpec */ .KQ)(fields.task).path);
        return typeof t === "string" && t !== ""
            ? t
            : typeof t === "number" && Number.isFinite(t)
                ? String(t)
                : undefined;
    }
    const key = hasId(v.scenario_id) ? v.scenario_id : hasId(v.task_id) ? v.task_id : v.prompt;
    if (typeof key === "string" && key !== "")
        return key;
    if (typeof key === "number" && Number.isFinite(key))
        return String(key);
    return undefined;
}
/** How many of a row's keys a hint names, and how much of each: they are the PR's data. */
const HINT_KEYS = 12;
const HINT_KEY_CHARS = 40;
/** The row's keys as a hint may show them: controls removed, each and their number capped. */
function shownKeys(keys) {
    const shown = keys.slice(0, HINT_KEYS).map((k) => (0,_render_escape_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .wh)(k, HINT_KEY_CHARS) || "(blank)");
    return (shown.join(", ") + (keys.length > HINT_KEYS ? `, and ${keys.length - HINT_KEYS} more` : ""));
}
/**
 * A key whose value could be a reward, for an example mapping: the first true/false one,
 * else the first number in [0, 1] named like a grade. Only plain names are offered to paste.
 */
function rewardLike(v) {
    const plain = Object.entries(v).filter(([k]) => /^[\w.-]{1,40}$/.test(k));
    const bool = plain.find(([, x]) => typeof x === "boolean");
    if (bool)
        return bool[0];
    const graded = plain.find(([k, x]) => typeof x === "number" &&
        x >= 0 &&
        x <= 1 &&
        /reward|score|pass|correct|success|resolved|acc/i.test(k));
    return graded ? graded[0] : null;
}
/**
 * For a row that is not in our shape, or that lacks its reward: its keys, and the ways to
 * read it. Only a key of plain characters is offered as an example to paste.
 */
function foreignHint(v, ours = false) {
    const keys = Object.keys(v);
    const like = rewardLike(v);
    const example = `reward=${like ?? "passed"}`;
    const format = ours ? "" : `For another tool's output set format (${_formats_index_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOL_FORMAT_NAMES */ .Q$}); `;
    return (`this row has keys: ${shownKeys(keys) || "none"}. ${format}` +
        (ours
            ? `Map the reward with fields (e.g. fields: ${example})`
            : `for your own layout map it with fields (e.g. fields: task=id,${example})`));
}
/** The task-key fields alone, checked when a mapping is given but does not map the task. */
const taskKeySchema = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .evalRowSchema */ .eb.pick({ scenario_id: true, task_id: true, prompt: true });
/** The reward contract, which every marker obeys unless a range is declared for it. */
const UNIT = [0, 1];
/** Every numeric marker is within its range; each one outside is a problem on its field. */
function checkMarkers(markers, path, ranges, line, problems) {
    for (const [k, v] of Object.entries(markers)) {
        if (typeof v !== "number")
            continue; // true/false are 1/0, null is "not measured"
        const declared = Object.prototype.hasOwnProperty.call(ranges, k) ? ranges[k] : undefined;
        const [lo, hi] = declared ?? UNIT;
        if (v >= lo && v <= hi)
            continue;
        problems.add(line, `${path}.${k}`, declared
            ? `must be within [${lo}, ${hi}] (its marker-ranges entry), got ${v}`
            : `must be 0/1 or within [0, 1], got ${v}; declare another range with marker-ranges`);
    }
}
function normalizeEval(row, fields, problems, markerRanges = {}) {
    const { line, value } = row;
    const before = problems.count;
    // A row with one of our task keys is ours with a gap; with none, another layout, whose
    // messages name its keys and the two ways to read it.
    const ours = "scenario_id" in value || "task_id" in value || "prompt" in value;
    // With a mapping, only what it reads is checked: the row is another tool's, whose other
    // fields (a promptfoo object `prompt`, say) are none of our business.
    // A row filter or a grader path alone moves no field: such rows are ours, checked as ours.
    const mapping = Object.keys(fields).some((k) => k !== "where" && k !== "grader");
    const shape = fields.task !== undefined ? null : (mapping ? taskKeySchema : _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .evalRowSchema */ .eb).safeParse(value);
    if (shape !== null && !shape.success)
        report(problems, line, shape.error.issues, value);
    const at = { value, line, fields, problems, markerRanges, ours, mapping };
    const task = evalTask(at, shape !== null && shape.success ? shape.data : null);
    const got = {};
    for (const name of EVAL_FIELDS) {
        got[name] = readEvalField(at, name, fields[name] ?? _fields_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVAL_PATHS */ .Y0[name], name === "reward");
    }
    if (problems.count > before || task === undefined)
        return null;
    const out = evalRow(line, task, got, value, (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldSpec */ .KQ)(fields.run ?? _fields_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVAL_PATHS */ .Y0.run).path);
    const grader = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .graderOf */ .pV)(value, fields);
    if (grader !== undefined)
        out.grader = grader;
    return out;
}
/** The row's task key: the mapped field, else scenario_id, task_id or prompt (as the SDK). */
function evalTask(at, keys) {
    if (at.fields.task !== undefined) {
        const t = readEvalField(at, "task", at.fields.task, true);
        return t === undefined ? undefined : String(t);
    }
    if (keys === null)
        return undefined;
    const key = hasId(keys.scenario_id)
        ? keys.scenario_id
        : hasId(keys.task_id)
            ? keys.task_id
            : keys.prompt;
    // hasId, not the SDK's truthiness, for the chosen key too: task 0 is a task.
    if (hasId(key))
        return String(key);
    at.problems.add(at.line, "task_id", `no task key: expected scenario_id, task_id or prompt${at.ours ? "" : `; ${foreignHint(at.value)}`}`);
    return undefined;
}
/**
 * One canonical field read from its path (through its value map) and checked; undefined
 * when it is absent or bad (a bad one is a problem).
 */
function readEvalField(at, name, spec, required) {
    const { line, problems } = at;
    const mapped = at.fields[name] !== undefined;
    const { path, map } = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldSpec */ .KQ)(spec);
    let raw = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .getPath */ .Yn)(at.value, path);
    if (raw === undefined || raw === null) {
        if (mapped)
            problems.add(line, path, `is missing (mapped as ${name})`);
        else if (required) {
            problems.add(line, path, `is missing (expected 0/1, true/false or a number in [0, 1]); ${foreignHint(at.value, at.ours)}`);
        }
        return undefined;
    }
    if (map !== null) {
        raw = mapValue(at, path, map, raw);
        if (raw === undefined)
            return undefined;
    }
    const r = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .evalFieldSchemas */ .Hu[name].safeParse(raw);
    if (!r.success) {
        // A default path the mapping does not use; never the reward, which a row cannot lack.
        if (at.mapping && !mapped && !required)
            return undefined;
        report(problems, line, r.error.issues, raw, path);
        return undefined;
    }
    if (name !== "markers")
        return r.data;
    // zod rebuilds records on a plain object, where a "__proto__" key is lost; the
    // markers were validated, so keep the parsed JSON object itself.
    checkMarkers(raw, path, at.markerRanges, line, problems);
    return raw;
}
/**
 * A value through its field's value map (`reward=scores.match.value:C=1,I=0`); undefined
 * after a problem when the map has no entry for it.
 */
function mapValue(at, path, map, raw) {
    const key = typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean"
        ? String(raw)
        : undefined;
    const to = key === undefined ? undefined : map.get(key);
    if (to === undefined) {
        at.problems.add(at.line, path, `the value ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_6__/* .describeValue */ .bp)(raw)} is not in the value map (${[...map.keys()].join(", ")})`);
    }
    return to;
}
/** The canonical eval row from fields read without a problem. */
function evalRow(line, task, got, value, runPath) {
    // No prototype: a marker named "__proto__" is kept like any other name.
    const markers = Object.create(null);
    const out = { line, task, reward: got.reward, markers };
    const run = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(got.run);
    if (run !== undefined)
        out.run = run;
    if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(got.markers)) {
        for (const [k, v] of Object.entries(got.markers)) {
            if (typeof v === "number")
                out.markers[k] = v;
            else if (typeof v === "boolean")
                out.markers[k] = v ? 1 : 0;
            // null: the marker was not measured on this row, so it has no value to average.
        }
    }
    if (typeof got.family === "string")
        out.family = got.family;
    if (typeof got.source === "string")
        out.source = got.source;
    const model = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(got.model);
    if (model !== undefined)
        out.model_version = model;
    if (typeof got.finish_reason === "string")
        out.finish_reason = got.finish_reason;
    if (typeof got.final_text === "string")
        out.final_text = got.final_text;
    judgeIds(out, value);
    // Without its run label: the same row in two runs means a copied run (row-print.ts).
    out.fingerprint = (0,_row_print_js__WEBPACK_IMPORTED_MODULE_3__/* .rowPrint */ .G1)(value, runPath);
    return out;
}
/**
 * The ids judge labels may name a row by. Read leniently: they decide nothing else, so a
 * row with an odd rollout_index keeps its grade and is only unnameable by that id.
 */
function judgeIds(out, value) {
    const rollout = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(value.rollout_index);
    if (rollout !== undefined)
        out.rollout = rollout;
    const id = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(value.rollout_id);
    if (id !== undefined && id !== "")
        out.rollout_id = id;
    const lineage = value.lineage;
    const stamp = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(lineage) ? (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(lineage.judge_version) : undefined;
    if (stamp !== undefined && stamp !== "")
        out.judge_version = stamp;
    if (typeof value.prompt === "string")
        out.prompt = value.prompt;
    if (value.messages !== undefined)
        out.raw_messages = value.messages;
    if (value.tools !== undefined)
        out.raw_tools = value.tools;
}
function side(v, role, tally) {
    return typeof v === "string" ? [{ role, content: v }] : (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .toMessages */ .ie)(v, tally);
}
/** Where the SFT layouts' texts are read from; the `fields` mapping may move any of them. */
const SFT_FIELDS = ["messages", "prompt", "completion"];
/**
 * An SFT (or unpaired) row, parsed, as a canonical row: `messages`, else ShareGPT
 * `conversations` (after an optional `system`), else `prompt` + `completion`.
 */
function sftFromParsed(line, d, problems, tally) {
    let out;
    const list = d.messages !== undefined
        ? { field: "messages", msgs: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .toMessages */ .ie)(d.messages, tally) }
        : d.conversations !== undefined
            ? { field: "conversations", msgs: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .conversationMessages */ .Yg)(d.conversations, tally) }
            : null;
    if (d.conversations !== undefined && d.messages === undefined) {
        const unknown = (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .unknownSpeakers */ .ND)(d.conversations, "conversations");
        for (const u of unknown)
            problems.add(line, u.field, u.reason);
        if (unknown.length > 0)
            return null;
    }
    if (list !== null) {
        const messages = list.msgs;
        if (typeof d.system === "string" && d.system !== "" && messages[0]?.role !== "system") {
            messages.unshift({ role: "system", content: d.system });
        }
        if (!messages.some((m) => m.role === "assistant")) {
            problems.add(line, list.field, "has no assistant message, so the row teaches nothing");
            return null;
        }
        out = { line, prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .promptText */ .Mv)(messages), completion: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .assistantText */ .qG)(messages), messages };
    }
    else if (d.prompt !== undefined && d.completion !== undefined) {
        const p = side(d.prompt, "user", tally);
        const c = side(d.completion, "assistant", tally);
        out = {
            line,
            prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .promptText */ .Mv)(p),
            completion: typeof d.completion === "string" ? d.completion : (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .assistantText */ .qG)(c),
            messages: [...p, ...c],
        };
    }
    else if (d.instruction !== undefined && d.output !== undefined) {
        out = alpacaSft(line, d.instruction, d.output, d);
    }
    else {
        problems.add(line, ...sftMissing(d));
        return null;
    }
    const task = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(d.task_id);
    if (task !== undefined)
        out.task_id = task;
    if (typeof d.finish_reason === "string")
        out.finish_reason = d.finish_reason;
    if (typeof d.source === "string")
        out.source = d.source;
    return out;
}
/** An Alpaca row: earlier turns, then instruction + input as the user's, output as the reply. */
function alpacaSft(line, instruction, output, d) {
    const prompt = [
        ...(0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .alpacaHistory */ .zL)(d.history),
        { role: "user", content: (0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .alpacaQuery */ .nb)(instruction, d.input) },
    ];
    if (typeof d.system === "string" && d.system !== "") {
        prompt.unshift({ role: "system", content: d.system });
    }
    return {
        line,
        prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .promptText */ .Mv)(prompt),
        completion: output,
        messages: [...prompt, { role: "assistant", content: output }],
    };
}
/** The field and reason for a row in none of the SFT layouts (an Alpaca row missing a half). */
function sftMissing(d) {
    const expected = "is missing (expected messages, conversations, prompt and completion, or instruction and output)";
    if (d.instruction !== undefined)
        return ["output", expected];
    if (d.output !== undefined)
        return ["instruction", expected];
    if (d.prompt === undefined)
        return [d.completion === undefined ? "messages" : "prompt", expected];
    return ["completion", expected];
}
/** The problem for an SFT row read as empty beside text under keys the reader did not use. */
function sftSilentEmpty(raw, r) {
    const assistant = r.messages.filter((m) => m.role === "assistant");
    return (0,_unused_text_js__WEBPACK_IMPORTED_MODULE_9__/* .silentEmpty */ .D)(raw, [
        { name: "prompt", text: r.prompt, toolCall: false },
        { name: "completion", text: r.completion, toolCall: (0,_messages_js__WEBPACK_IMPORTED_MODULE_4__/* .hasToolCall */ .hI)(assistant) },
    ], [r.prompt, r.completion, ...r.messages.map((m) => m.content)]);
}
function normalizeSft(row, problems, fields = {}, tally) {
    const line = row.line;
    const raw = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutNulls */ .Le)(row.value);
    const value = mappedRow(raw, fields, SFT_FIELDS, line, problems);
    if (value === null)
        return null;
    const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_8__/* .sftSchema */ .VN.safeParse(value);
    if (!parsed.success) {
        report(problems, line, parsed.error.issues, value);
        return null;
    }
    const out = sftFromParsed(line, parsed.data, problems, tally);
    if (out === null)
        return null;
    const empty = sftSilentEmpty(raw, out);
    if (empty !== null) {
        problems.add(line, empty.field, empty.reason);
        return null;
    }
    const tools = (0,_row_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .rowTools */ .gq)(value);
    if (tools !== undefined)
        out.tools = tools;
    if ((0,_row_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .promptAndMessages */ .qK)(value))
        out.prompt_and_messages = true;
    return out;
}
/**
 * The row with each name of `names` that `fields` maps set from its dotted path, so the
 * shape's own reader takes it from there. A mapped path that is absent (or null) is a
 * problem, and the row is not read.
 */
function mappedRow(raw, fields, names, line, problems) {
    let out = null;
    let ok = true;
    for (const name of names) {
        const path = fields[name];
        if (path === undefined)
            continue;
        const v = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .getPath */ .Yn)(raw, path);
        if (v === undefined || v === null) {
            problems.add(line, path, `is missing (mapped as ${name})`);
            ok = false;
            continue;
        }
        out ??= { ...raw };
        out[name] = v;
    }
    return ok ? (out ?? raw) : null;
}


/***/ }),

/***/ 23384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iB: () => (/* binding */ PairNormalizer),
/* harmony export */   wv: () => (/* binding */ PAIR_SHAPES)
/* harmony export */ });
/* unused harmony export detectPairShape */
/* harmony import */ var _row_tools_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8178);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63455);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87230);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19974);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1923);
/* harmony import */ var _hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30874);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74384);
/* harmony import */ var _unused_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25286);
// Pair files come in the shapes trainers write (docs/design.md §2, and the OpenAI,
// ShareGPT and LLaMA-Factory layouts). The shape is decided once per file, from its first
// valid row; every row is then validated against that shape and normalized into a
// CanonicalPair, or, for unpaired (KTO) files, into an UnpairedRow.








const PAIR_SHAPES = {
    whileai: "whileai (chosen/rejected are graded row objects)",
    "trl-conversational": "trl-conversational (chosen/rejected are message lists)",
    "trl-standard": "trl-standard (prompt, chosen, rejected strings)",
    transcript: "transcript (chosen/rejected whole dialogues, no prompt)",
    "openai-preference": "openai-preference (input.messages, preferred_output, non_preferred_output)",
    "sharegpt-preference": "sharegpt-preference (conversations plus chosen/rejected turns)",
    "llama-factory-v1": "llama-factory-v1 (chosen_messages, rejected_messages)",
    "alpaca-preference": "alpaca-preference (instruction, input, chosen, rejected strings)",
    orca: "orca (system, question, chosen, rejected strings)",
    ultrafeedback: "ultrafeedback (a prompt string, chosen/rejected whole conversations)",
    argilla: "argilla (instruction or prompt, chosen_response, rejected_response)",
    unpaired: "unpaired (messages, or prompt and completion, with a true/false label; KTO)",
};
/**
 * The shape a row looks like: first the layouts named by keys of their own (OpenAI's
 * outputs, LLaMA-Factory's conversations and *_messages, a KTO label), then the types of
 * chosen/rejected and whether a prompt is given.
 */
function detectPairShape(v) {
    const c = v.chosen;
    const r = v.rejected;
    if (v.preferred_output !== undefined || v.non_preferred_output !== undefined) {
        return "openai-preference";
    }
    if (v.chosen_messages !== undefined || v.rejected_messages !== undefined) {
        return "llama-factory-v1";
    }
    if (v.chosen_response !== undefined || v.rejected_response !== undefined)
        return "argilla";
    // Strings on both sides beside an Alpaca or orca prompt; a `prompt` (given or mapped)
    // makes the row TRL's standard shape instead.
    if (typeof c === "string" && typeof r === "string" && v.prompt === undefined) {
        if (typeof v.instruction === "string")
            return "alpaca-preference";
        if (typeof v.question === "string")
            return "orca";
    }
    if (typeof v.prompt === "string" && Array.isArray(c) && Array.isArray(r))
        return "ultrafeedback";
    const dialogue = Array.isArray(v.conversations) || Array.isArray(v.messages);
    if (dialogue && v.prompt === undefined && ((0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(c) || (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(r))) {
        return "sharegpt-preference";
    }
    if (v.label !== undefined && c === undefined && r === undefined)
        return "unpaired";
    if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(c) && (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(r))
        return "whileai";
    if (Array.isArray(c) && Array.isArray(r))
        return "trl-conversational";
    if (typeof c === "string" && typeof r === "string") {
        return v.prompt === undefined ? "transcript" : "trl-standard";
    }
    return null;
}
function keyList(v) {
    const keys = Object.keys(v).slice(0, 20);
    const shown = keys.map((k) => k === "chosen" || k === "rejected" || k === "prompt" ? `${k} (${kind(v[k])})` : k);
    if (Object.keys(v).length > keys.length)
        shown.push("...");
    return shown.length === 0 ? "none" : shown.join(", ");
}
function kind(v) {
    if (typeof v === "string")
        return "string";
    return (0,_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .bp)(v);
}
/** Why a row is in no pair shape: an SFT row given as pairs is told so. */
function noShapeReason(v) {
    if (typeof v.instruction === "string" && v.output !== undefined && v.chosen === undefined) {
        return "this is an Alpaca SFT row (instruction, input, output) with no chosen/rejected pair: give the file as sft";
    }
    // Names only: the data contract describes each shape, and this line repeats per row.
    const expected = Object.keys(PAIR_SHAPES).join(", ");
    return `unknown pair shape: expected one of ${expected}; this row has keys: ${keyList(v)}`;
}
const ASSISTANT_TURN = "\n\nAssistant:";
/** Keys Alpaca and orca pairs keep their prompt under (detectPairShape). */
const PROMPT_KEYS = [
    ["instruction", "an Alpaca pair"],
    ["question", "an orca pair"],
];
/**
 * A row read as an HH-RLHF transcript whose sides hold no dialogue at all: plain replies
 * with their prompt somewhere the reader does not take it. Said as what it is, not as a
 * transcript missing its turns (issue 22.10); null when either side is a dialogue.
 */
function plainReplies(original, value) {
    const c = value.chosen;
    const r = value.rejected;
    if (typeof c !== "string" || typeof r !== "string")
        return null;
    if (c.includes(ASSISTANT_TURN) || r.includes(ASSISTANT_TURN))
        return null;
    for (const [key, what] of PROMPT_KEYS) {
        if (key in original) {
            return {
                field: key,
                reason: `expected the prompt of ${what} as a string, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .bp)(original[key])}`,
            };
        }
    }
    return {
        field: "",
        reason: 'chosen and rejected are plain replies, not HH-RLHF dialogues ("\\n\\nHuman: ...\\n\\nAssistant: ..."), ' +
            `and no prompt is read from this row (its keys: ${keyList(value)}): name it with fields (e.g. fields: prompt=query)`,
    };
}
/** Copies the optional per-pair facts that are present (null counts as absent). */
function withExtras(p, x) {
    const task = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(x.task_id);
    if (task !== undefined)
        p.task_id = task;
    if (typeof x.step_index === "number")
        p.step_index = x.step_index;
    if (typeof x.reject_reason === "string")
        p.reject_reason = x.reject_reason;
    if (typeof x.source === "string")
        p.source = x.source;
    if (typeof x.chosen_score === "number")
        p.chosen_score = x.chosen_score;
    if (typeof x.rejected_score === "number")
        p.rejected_score = x.rejected_score;
    if (typeof x.margin === "number")
        p.margin = x.margin;
    if (Array.isArray(x.group_rewards) && x.group_rewards.length > 0)
        p.group_rewards = x.group_rewards;
    const cm = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(x.chosen_model);
    if (cm !== undefined)
        p.chosen_model = cm;
    const rm = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .labelString */ .s1)(x.rejected_model);
    if (rm !== undefined)
        p.rejected_model = rm;
    if (typeof x.chosen_finish_reason === "string")
        p.chosen_finish_reason = x.chosen_finish_reason;
    if (typeof x.rejected_finish_reason === "string") {
        p.rejected_finish_reason = x.rejected_finish_reason;
    }
    return p;
}
function base(line, shape, prompt, chosen, rejected) {
    return {
        line,
        shape,
        prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .allText */ .zW)(prompt),
        chosen: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .assistantText */ .qG)(chosen),
        rejected: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .assistantText */ .qG)(rejected),
        prompt_messages: prompt,
        chosen_messages: chosen,
        rejected_messages: rejected,
        eval_lineage: false,
        prompt_mismatch: false,
    };
}
function normalizeTrlStandard(line, d) {
    const p = base(line, "trl-standard", [{ role: "user", content: d.prompt }], [{ role: "assistant", content: d.chosen }], [{ role: "assistant", content: d.rejected }]);
    return withExtras(p, d);
}
function sameMessage(a, b) {
    return a.role === b.role && a.content === b.content;
}
/**
 * TRL's implicit prompt: the messages both whole conversations share. A prompt ends on
 * the model's input, so a shared last assistant turn goes back to the sides.
 */
function implicitPrompt(chosen, rejected) {
    let k = 0;
    while (k < chosen.length && k < rejected.length && sameMessage(chosen[k], rejected[k]))
        k++;
    const cut = k > 0 && chosen[k - 1].role === "assistant" ? k - 1 : k;
    return {
        prompt: chosen.slice(0, cut),
        chosen: chosen.slice(cut),
        rejected: rejected.slice(cut),
        mismatch: k === 0,
    };
}
function normalizeTrlConversational(line, d, tally) {
    const chosen = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.chosen, tally);
    const rejected = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.rejected, tally);
    const split = d.prompt !== undefined
        ? { prompt: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.prompt, tally), chosen, rejected, mismatch: false }
        : implicitPrompt(chosen, rejected);
    const p = base(line, "trl-conversational", split.prompt, split.chosen, split.rejected);
    p.prompt_mismatch = split.mismatch;
    return withExtras(p, d);
}
function normalizeLlamaFactoryV1(line, d, tally) {
    const split = implicitPrompt((0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.chosen_messages, tally), (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.rejected_messages, tally));
    const p = base(line, "llama-factory-v1", split.prompt, split.chosen, split.rejected);
    p.prompt_mismatch = split.mismatch;
    return withExtras(p, d);
}
function normalizeOpenaiPreference(line, d, tally) {
    const p = base(line, "openai-preference", (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.input.messages, tally), (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.preferred_output, tally), (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .toMessages */ .ie)(d.non_preferred_output, tally));
    return withExtras(p, d);
}
function normalizeSharegptPreference(line, d, tally, problems) {
    const key = d.conversations !== undefined ? "conversations" : "messages";
    const list = d.conversations ?? d.messages;
    if (list === undefined) {
        problems.add(line, "conversations", "is missing (expected the dialogue before the replies)");
        return null;
    }
    const unknown = [
        ...(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownSpeakers */ .ND)(list, key),
        ...(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownSpeakers */ .ND)([d.chosen], "chosen").map((u) => ({ ...u, field: "chosen.from" })),
        ...(0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .unknownSpeakers */ .ND)([d.rejected], "rejected").map((u) => ({ ...u, field: "rejected.from" })),
    ];
    for (const u of unknown)
        problems.add(line, u.field, u.reason);
    if (unknown.length > 0)
        return null;
    const prompt = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .conversationMessages */ .Yg)(list, tally);
    if (typeof d.system === "string" && d.system !== "" && prompt[0]?.role !== "system") {
        prompt.unshift({ role: "system", content: d.system });
    }
    const p = base(line, "sharegpt-preference", prompt, (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .conversationMessages */ .Yg)([d.chosen], tally), (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .conversationMessages */ .Yg)([d.rejected], tally));
    return withExtras(p, d);
}
function normalizeTranscript(line, d, problems) {
    const ic = d.chosen.lastIndexOf(ASSISTANT_TURN);
    const ir = d.rejected.lastIndexOf(ASSISTANT_TURN);
    let ok = true;
    for (const [side, at] of [
        ["chosen", ic],
        ["rejected", ir],
    ]) {
        if (at < 0) {
            problems.add(line, side, `no "\\n\\nAssistant:" turn in this dialogue`);
            ok = false;
        }
    }
    if (!ok)
        return null;
    const chosenPrefix = d.chosen.slice(0, ic);
    const rejectedPrefix = d.rejected.slice(0, ir);
    const prompt = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .transcriptMessages */ .$M)(chosenPrefix);
    const chosenReply = d.chosen.slice(ic + ASSISTANT_TURN.length).trim();
    const rejectedReply = d.rejected.slice(ir + ASSISTANT_TURN.length).trim();
    const p = base(line, "transcript", prompt, [{ role: "assistant", content: chosenReply }], [{ role: "assistant", content: rejectedReply }]);
    // Dialogues that part before their last assistant turn: the prompt is the chosen side's.
    p.prompt_mismatch = chosenPrefix !== rejectedPrefix;
    return withExtras(p, d);
}
function normPrompt(s) {
    return (s ?? "").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}
function normalizeWhileai(line, d, tally) {
    const c = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .whileaiConversation */ .by)(d.chosen, tally);
    const r = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .whileaiConversation */ .by)(d.rejected, tally);
    const ci = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .firstAssistant */ .zG)(c);
    const ri = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .firstAssistant */ .zG)(r);
    const prompt = ci >= 0 ? c.slice(0, ci) : c.filter((m) => m.role !== "assistant");
    const chosen = ci >= 0 ? c.slice(ci) : [];
    const rejected = ri >= 0 ? r.slice(ri) : [];
    if (prompt.length === 0)
        prompt.push({ role: "user", content: d.prompt });
    const p = base(line, "whileai", prompt, chosen, rejected);
    p.prompt = d.prompt;
    p.chosen = withFinal(p.chosen, chosen, d.chosen.final_text);
    p.rejected = withFinal(p.rejected, rejected, d.rejected.final_text);
    const sideSource = (side) => d[side].lineage?.source ?? d.lineage?.[side]?.source ?? undefined;
    p.eval_lineage = sideSource("chosen") === "eval" || sideSource("rejected") === "eval";
    // The SDK groups rows by normalized prompt; sides that differ beyond that were not given the same prompt.
    const cp = d.chosen.prompt;
    const rp = d.rejected.prompt;
    p.prompt_mismatch =
        typeof cp === "string" && typeof rp === "string" && normPrompt(cp) !== normPrompt(rp);
    // Pair-level facts win; otherwise they come from the rows themselves.
    return withExtras(p, {
        ...d,
        task_id: d.task_id ?? d.chosen.scenario_id ?? d.chosen.task_id,
        chosen_model: d.chosen_model ?? d.chosen.model_version,
        rejected_model: d.rejected_model ?? d.rejected.model_version,
        chosen_finish_reason: d.chosen_finish_reason ?? d.chosen.finish_reason,
        rejected_finish_reason: d.rejected_finish_reason ?? d.rejected.finish_reason,
    });
}
/** The SDK's reply length counts final_text when the last assistant message does not already say it. */
function withFinal(text, msgs, fin) {
    if (!fin)
        return text;
    const assistants = msgs.filter((m) => m.role === "assistant");
    const last = assistants[assistants.length - 1];
    if (last && last.content === fin)
        return text;
    return text === "" ? fin : `${text}\n${fin}`;
}
const SCHEMAS = {
    whileai: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .whileaiPairSchema */ .X4,
    "trl-conversational": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .trlConversationalSchema */ .u0,
    "trl-standard": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .trlStandardSchema */ .PK,
    transcript: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .transcriptSchema */ .C8,
    "openai-preference": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .openaiPreferenceSchema */ .Dz,
    "sharegpt-preference": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .sharegptPreferenceSchema */ .F7,
    "llama-factory-v1": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .llamaFactoryV1Schema */ .sE,
    "alpaca-preference": _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .alpacaPreferenceSchema */ .zN,
    orca: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .orcaSchema */ .x9,
    ultrafeedback: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .ultrafeedbackSchema */ .T$,
    argilla: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .argillaSchema */ .mp,
    unpaired: _schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .unpairedSchema */ .KG,
};
/** The problem for a pair whose side read as empty beside text the reader did not use. */
function pairSilentEmpty(raw, p, fields) {
    const texts = [p.prompt, p.chosen, p.rejected];
    for (const m of [...p.prompt_messages, ...p.chosen_messages, ...p.rejected_messages]) {
        texts.push(m.content);
    }
    return (0,_unused_text_js__WEBPACK_IMPORTED_MODULE_7__/* .silentEmpty */ .D)(raw, [
        { name: "prompt", text: p.prompt, toolCall: false },
        { name: "chosen", text: p.chosen, toolCall: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .hasToolCall */ .hI)(p.chosen_messages) },
        { name: "rejected", text: p.rejected, toolCall: (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .hasToolCall */ .hI)(p.rejected_messages) },
    ], texts, 
    // A transcript's dialogues are split into turns, so their whole strings appear nowhere.
    p.shape === "transcript" ? [fields.chosen ?? "chosen", fields.rejected ?? "rejected"] : []);
}
/**
 * Per-file pair normalizer. The first row that is valid under its detected shape
 * fixes the file's shape; a later row of another shape is a problem.
 */
class PairNormalizer {
    problems;
    fields;
    shape = null;
    shapeLine = 0;
    /** Parts skipped as media across the file's rows. */
    tally = (0,_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .newTally */ .l4)();
    constructor(problems, fields = {}) {
        this.problems = problems;
        this.fields = fields;
    }
    normalize(row) {
        const line = row.line;
        const raw = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutNulls */ .Le)(row.value);
        const mapped = (0,_rows_js__WEBPACK_IMPORTED_MODULE_4__/* .mappedRow */ .UQ)(raw, this.fields, _fields_js__WEBPACK_IMPORTED_MODULE_1__/* .TRAIN_FIELD_NAMES */ .xM, line, this.problems);
        if (mapped === null)
            return null;
        const value = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutNulls */ .Le)(mapped);
        const seen = detectPairShape(value);
        if (seen === null) {
            this.problems.add(line, "", noShapeReason(value));
            return null;
        }
        if (this.shape !== null && seen !== this.shape) {
            this.problems.add(line, "", `this row is a ${seen} pair but the file's pairs are ${this.shape} (decided at line ${this.shapeLine})`);
            return null;
        }
        const notDialogue = seen === "transcript" ? plainReplies(row.value, value) : null;
        if (notDialogue !== null) {
            this.problems.add(line, notDialogue.field, notDialogue.reason);
            return null;
        }
        const parsed = SCHEMAS[seen].safeParse(value);
        if (!parsed.success) {
            for (const f of (0,_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .issuesToFields */ .Xn)(parsed.error.issues, value)) {
                this.problems.add(line, f.field, f.reason);
            }
            return null;
        }
        const read = this.build(seen, line, parsed.data);
        if (read === null)
            return null;
        const empty = "pair" in read
            ? pairSilentEmpty(raw, read.pair, this.fields)
            : (0,_rows_js__WEBPACK_IMPORTED_MODULE_4__/* .sftSilentEmpty */ .Q2)(raw, read.unpaired);
        if (empty !== null) {
            this.problems.add(line, empty.field, empty.reason);
            return null;
        }
        if (this.shape === null) {
            this.shape = seen;
            this.shapeLine = line;
        }
        const made = "pair" in read ? read.pair : read.unpaired;
        const tools = (0,_row_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .rowTools */ .gq)(value);
        if (tools !== undefined)
            made.tools = tools;
        if ((0,_row_tools_js__WEBPACK_IMPORTED_MODULE_0__/* .promptAndMessages */ .qK)(value))
            made.prompt_and_messages = true;
        return read;
    }
    /** Take the shape another reader of this file settled (a sharded read's probe). */
    adopt(other) {
        if (this.shape !== null || other.shape === null)
            return;
        this.shape = other.shape;
        this.shapeLine = other.shapeLine;
    }
    /** The Hub's preference layouts (hub-shapes.ts), with their scores as the pair's. */
    hubPair(shape, line, data) {
        const t = this.tally;
        switch (shape) {
            case "alpaca-preference": {
                const d = data;
                return withExtras((0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeAlpacaPreference */ .fk)(line, d), d);
            }
            case "orca": {
                const d = data;
                return withExtras((0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeOrca */ .tI)(line, d), d);
            }
            case "ultrafeedback": {
                const d = data;
                const p = (0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeUltrafeedback */ .nh)(line, d, t, this.problems);
                const scores = {
                    chosen_score: d.chosen_score ?? d.score_chosen,
                    rejected_score: d.rejected_score ?? d.score_rejected,
                };
                return p === null ? null : withExtras(p, { ...d, ...scores });
            }
            default: {
                const d = data;
                const p = (0,_hub_shapes_js__WEBPACK_IMPORTED_MODULE_5__/* .normalizeArgilla */ .qZ)(line, d, t, this.problems);
                const scores = {
                    chosen_score: d.chosen_score ?? d.chosen_avg_rating ?? d.chosen_rating,
                    rejected_score: d.rejected_score ?? d.rejected_avg_rating ?? d.rejected_rating,
                };
                return p === null ? null : withExtras(p, { ...d, ...scores });
            }
        }
    }
    build(shape, line, data) {
        const t = this.tally;
        const pair = (p) => (p === null ? null : { pair: p });
        switch (shape) {
            case "trl-standard":
                return pair(normalizeTrlStandard(line, data));
            case "trl-conversational":
                return pair(normalizeTrlConversational(line, data, t));
            case "transcript":
                return pair(normalizeTranscript(line, data, this.problems));
            case "whileai":
                return pair(normalizeWhileai(line, data, t));
            case "openai-preference":
                return pair(normalizeOpenaiPreference(line, data, t));
            case "sharegpt-preference":
                return pair(normalizeSharegptPreference(line, data, t, this.problems));
            case "llama-factory-v1":
                return pair(normalizeLlamaFactoryV1(line, data, t));
            case "alpaca-preference":
            case "orca":
            case "ultrafeedback":
            case "argilla":
                return pair(this.hubPair(shape, line, data));
            case "unpaired": {
                const d = data;
                const r = (0,_rows_js__WEBPACK_IMPORTED_MODULE_4__/* .sftFromParsed */ .F6)(line, d, this.problems, t);
                return r === null ? null : { unpaired: { ...r, label: d.label } };
            }
        }
    }
}


/***/ }),

/***/ 25286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ silentEmpty)
/* harmony export */ });
/* unused harmony export unusedTextPaths */
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63455);
/* harmony import */ var _messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87230);
// No silent empties. When a row's reply or prompt comes out empty, the reader may have
// looked in the wrong place: a content part under a key it does not know, a column of
// another layout. Such a row is a problem naming the keys that hold the text, instead
// of an empty side that every gate would pass.


/**
 * Keys whose strings are labels, ids or settings rather than text a model reads or
 * writes, and subtrees (tool calls, tool definitions, media, lineage) the reader keeps
 * as they are. Strings under these are never "unused text".
 */
const NOT_TEXT = new Set([
    "role",
    "from",
    "type",
    "id",
    "name",
    "tool",
    "arguments",
    "args",
    "result",
    "tool_call_id",
    "tool_calls",
    "function_call",
    "tools",
    "functions",
    "label",
    "task_id",
    "scenario_id",
    "pair_id",
    "model",
    "model_version",
    "chosen_model",
    "rejected_model",
    "finish_reason",
    "chosen_finish_reason",
    "rejected_finish_reason",
    "source",
    "reject_reason",
    "lineage",
    "metadata",
    "images",
    "videos",
    "audios",
    "image",
    "image_url",
    "input_audio",
    "url",
    "detail",
    "format",
    "mime_type",
    "split",
    "dataset",
    "language",
]);
/** How many nodes of one row the search walks, so a hostile row costs bounded time. */
const MAX_NODES = 20_000;
const MAX_PATHS = 5;
/** How many multi-line strings of one row are looked for in its texts (see wasRead). */
const MAX_SCANS = 64;
/**
 * Dotted paths of the non-empty strings in `row` that appear in none of `read` (the
 * texts the reader produced), skipping the NOT_TEXT keys and the `consumed` paths (strings
 * the reader split into parts, such as a transcript). At most five paths.
 */
function unusedTextPaths(row, read, consumed = []) {
    // Readers join the texts of several parts or turns with newlines, so a string was read
    // when it is a whole text or one newline-bounded piece of one. (A bare substring test
    // would let a hidden reply pass for read whenever the prompt happens to contain it.)
    // A string without a newline is such a piece exactly when it is a line of some text: a
    // set lookup. One with newlines needs a scan of every text; those scans are capped so a
    // hostile row of many long texts stays cheap, and past the cap a string counts as read.
    const lines = new Set();
    for (const t of read)
        for (const l of t.split("\n"))
            lines.add(l);
    const haystack = `\n${read.join("\n\u0000\n")}\n`;
    let scans = 0;
    const wasRead = (v) => {
        if (!v.includes("\n"))
            return lines.has(v);
        return ++scans > MAX_SCANS || haystack.includes(`\n${v}\n`);
    };
    const out = [];
    const stack = [[row, ""]];
    let nodes = 0;
    while (stack.length > 0 && out.length < MAX_PATHS && nodes < MAX_NODES) {
        const [v, path] = stack.pop();
        nodes++;
        if (consumed.includes(path))
            continue;
        if (typeof v === "string") {
            if (v.trim() !== "" && !wasRead(v))
                out.push(path);
        }
        else if (Array.isArray(v)) {
            for (let i = v.length - 1; i >= 0; i--)
                stack.push([v[i], join(path, String(i))]);
        }
        else if ((0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(v) && !(0,_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .isMediaType */ .LA)(v.type)) {
            const keys = Object.keys(v);
            for (let i = keys.length - 1; i >= 0; i--) {
                const k = keys[i];
                if (!NOT_TEXT.has(k))
                    stack.push([v[k], join(path, k)]);
            }
        }
    }
    return out;
}
function join(path, key) {
    return path === "" ? key : `${path}.${key}`;
}
/**
 * The problem to report when a side came out empty while the row holds text the reader
 * did not use, or null. `texts` are every text the reader produced from the row.
 */
function silentEmpty(row, sides, texts, consumed = []) {
    const empty = sides.filter((s) => s.text.trim() === "" && !s.toolCall);
    if (empty.length === 0)
        return null;
    const paths = unusedTextPaths(row, texts, consumed);
    if (paths.length === 0)
        return null;
    const names = empty.map((s) => s.name);
    return {
        field: names[0],
        reason: `${names.join(" and ")} read as empty, but the row holds text under ${paths.join(", ")}, ` +
            `which this reader does not use (map the keys with the fields input, or fix the row)`,
    };
}


/***/ }),

/***/ 83932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ JudgeSeen),
/* harmony export */   bm: () => (/* binding */ LabelIndex)
/* harmony export */ });
/* unused harmony exports MAX_SEEN, ARMS */
/* harmony import */ var _io_labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79325);
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58419);


const ARMS = (/* unused pure expression or super */ null && (["baseline", "candidate"]));
/** Rows kept at most for matching; past it the judge is left unmeasured, with a note. */
const MAX_SEEN = 200_000;
/** What the labels ask for, as sets a row is checked against in O(1). */
class LabelIndex {
    tasks = new Set();
    ids = new Set();
    texts = new Set();
    markers = new Set();
    constructor(labels) {
        for (const l of labels) {
            if (l.key.task !== undefined)
                this.tasks.add(l.key.task);
            if (l.key.rollout_id !== undefined)
                this.ids.add(l.key.rollout_id);
            if (l.key.text !== undefined)
                this.texts.add(textKey(l.key.text));
            if (l.criterion.startsWith("marker:"))
                this.markers.add(l.criterion.slice(7));
        }
    }
}
const textKey = (t) => `${t[0]}:${t[1]}`;
/** One side's rows that labels may name, collected as they stream. */
class JudgeSeen {
    index;
    arm;
    rows = [];
    /** Rows a label could name that were not kept because MAX_SEEN was reached. */
    overflow = 0;
    seq = 0;
    constructor(index, arm) {
        this.index = index;
        this.arm = arm;
    }
    add(row, file) {
        const ix = this.index;
        const id = row.rollout_id ?? null;
        let text = null;
        if (ix.texts.size > 0 && row.prompt !== undefined) {
            text = textKey((0,_io_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .replyPrint */ .su)(row.prompt, row.final_text ?? ""));
        }
        const wanted = ix.tasks.has(row.task) ||
            (id !== null && ix.ids.has(id)) ||
            (text !== null && ix.texts.has(text));
        this.seq++;
        if (!wanted)
            return;
        if (this.rows.length >= MAX_SEEN) {
            this.overflow++;
            return;
        }
        const markers = Object.create(null);
        for (const m of ix.markers) {
            const v = row.markers[m];
            if (v !== undefined)
                markers[m] = v;
        }
        this.rows.push({
            arm: this.arm,
            file,
            line: row.line,
            seq: this.seq,
            task: row.task,
            run: row.run ?? null,
            rollout: row.rollout ?? null,
            rollout_id: id,
            text,
            stamp: row.judge_version ?? null,
            reward: row.reward,
            markers,
        });
    }
    merge(other) {
        for (const r of other.rows) {
            if (this.rows.length >= MAX_SEEN)
                this.overflow++;
            else
                this.rows.push(r);
        }
        this.overflow += other.overflow;
    }
    saveState() {
        return {
            v: _state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE_VERSION */ .nd,
            kind: "judge-seen",
            arm: this.arm,
            overflow: this.overflow,
            rows: this.rows.map((r) => [
                r.file,
                r.line,
                r.seq,
                r.task,
                r.run,
                r.rollout,
                r.rollout_id,
                r.text,
                r.stamp,
                r.reward,
                r.markers,
            ]),
        };
    }
    loadState(state, at) {
        const s = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .versioned */ .iF)(state, at, "judge-seen", ["arm", "overflow", "rows"]);
        if (s.arm !== this.arm)
            throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .StateError */ .qq(`${at}.arm`, `expected ${this.arm}`);
        this.overflow = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(s.overflow, `${at}.overflow`);
        this.rows = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .list */ .p_)(s.rows, `${at}.rows`, MAX_SEEN, (x, p) => this.readRow(x, p));
    }
    readRow(x, p) {
        if (!Array.isArray(x) || x.length !== 11)
            throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .StateError */ .qq(p, "expected a row of 11");
        const maybe = (v, q) => (v === null ? null : (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(v, q));
        const markers = Object.create(null);
        if (typeof x[10] !== "object" || x[10] === null || Array.isArray(x[10])) {
            throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .StateError */ .qq(`${p}[10]`, "expected an object");
        }
        for (const [k, v] of Object.entries(x[10])) {
            if (!this.index.markers.has(k))
                throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .StateError */ .qq(`${p}[10]`, "a marker no label grades");
            markers[k] = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(v, `${p}[10]`);
        }
        return {
            arm: this.arm,
            file: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(x[0], `${p}[0]`),
            line: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(x[1], `${p}[1]`),
            seq: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Wh)(x[2], `${p}[2]`),
            task: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .str */ .gx)(x[3], `${p}[3]`),
            run: maybe(x[4], `${p}[4]`),
            rollout: maybe(x[5], `${p}[5]`),
            rollout_id: maybe(x[6], `${p}[6]`),
            text: maybe(x[7], `${p}[7]`),
            stamp: maybe(x[8], `${p}[8]`),
            reward: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .num */ .bu)(x[9], `${p}[9]`),
            markers,
        };
    }
}



/***/ })

};
