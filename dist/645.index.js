export const id = 645;
export const ids = [645];
export const modules = {

/***/ 1645:
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
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(71509);
// EXTERNAL MODULE: ./src/ledger/attempts.ts
var attempts = __webpack_require__(20531);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(66160);
;// CONCATENATED MODULE: ./src/verdict.ts




const fmt = (x) => (0,format/* signed */.x8)(x);
function modelLine(m, level) {
    const t = m.metrics.find((x) => x.metric === m.target);
    if (!t || t.delta === null)
        return `${m.target}: ${m.target_verdict}`;
    const ci = t.ci ? `, ${Math.round(100 * level)}% CI ${fmt(t.ci[0])}..${fmt(t.ci[1])}` : "";
    return `${m.target} ${m.target_verdict} ${fmt(t.delta)}${ci}`;
}
/**
 * A data file in the headline. "all gates pass" only when every gate ran and passed and the
 * file had no input problems; gates that did not apply to its rows are not a failure.
 */
function dataLine(d) {
    const ran = d.gates.filter((g) => g.status !== "not_run");
    if (ran.length === 0)
        return d.rows === 0 ? "not run, no valid rows" : "not run, every row is empty";
    const bad = ran.filter((g) => g.status !== "pass").map((g) => `${g.name} ${g.status}`);
    const problems = d.input_problems ?? 0;
    if (problems > 0)
        bad.unshift("failed on input problems");
    if (bad.length > 0)
        return bad.join(", ");
    return ran.length === d.gates.length ? "all gates pass" : "all gates that apply pass";
}
/** Why the judge stops a target from passing as moved: gamed, or its corrected delta (design §14). */
function judgeReasons(m, correction) {
    const out = [];
    const j = m.judge;
    if (j?.gamed) {
        const flagged = j.criteria.filter((c) => c.gaming?.flagged).map((c) => c.criterion);
        out.push(`the candidate may be exploiting the judge: on labelled rows the judge passes its failures more often than the baseline's (${flagged.join(", ")}), so the target cannot pass as moved`);
    }
    if (correction === "decide" && m.target_verdict === "moved") {
        const k = j?.correction ?? null;
        if (k === null) {
            out.push("judge-correction is decide, but no labels measured the judge's errors on the target, so its corrected delta is unknown");
        }
        else if (k.blocks) {
            out.push(`judge-correction is decide and ${k.metric} corrected for the judge's errors (${fmt(k.delta)}, CI ${fmt(k.ci[0])}..${fmt(k.ci[1])}) does not clear zero`);
        }
    }
    return out;
}
/** A regressed metric with its delta: "marker:safe regressed -0.165" (design §5). */
function regressionLead(m) {
    const first = m.regressions[0];
    const c = m.metrics.find((x) => x.metric === first);
    const delta = c && c.delta !== null ? ` ${fmt(c.delta)}` : "";
    const lower = c?.lower_is_better ? " (lower is better)" : "";
    const more = m.regressions.length > 1 ? ` (and ${m.regressions.length - 1} more)` : "";
    return `${first} regressed${delta}${lower}${more}`;
}
/** Why the model check fails, most harmful first: a regression before a target that did not move. */
function modelReasons(m, opts) {
    const out = [];
    if (m.not_comparable.length > 0) {
        out.push({
            text: `not comparable: ${m.not_comparable.join("; ")}`,
            lead: `not comparable: ${m.not_comparable[0]}`,
        });
    }
    if (m.regressions.length > 0) {
        out.push({ text: `regressed: ${m.regressions.join(", ")}`, lead: regressionLead(m) });
    }
    if (m.target_verdict !== "moved") {
        out.push({
            text: `${m.target} is ${m.target_verdict}, and the gate needs moved`,
            lead: `${modelLine(m, opts.confidence)} (the gate needs moved)`,
            covers: "model",
        });
    }
    for (const text of judgeReasons(m, opts.judgeCorrection ?? "show")) {
        out.push({
            text,
            lead: text.startsWith("judge-correction")
                ? `${m.target} corrected for the judge's errors does not clear zero`
                : "the candidate may be exploiting the judge",
        });
    }
    const ft = m.family_test;
    if (ft?.blocks && m.target_verdict === "moved") {
        out.push({
            text: `family-test is ${ft.mode} and ${ft.metric} does not move at the family level ` +
                `(${fmt(ft.delta)}, ${Math.round(100 * opts.confidence)}% CI ${fmt(ft.ci[0])}..${fmt(ft.ci[1])} over ${ft.families} families)`,
            lead: `${ft.metric} does not move at the family level (${fmt(ft.delta)})`,
        });
    }
    const a = m.attempt;
    if (a && a.applied && m.target_verdict === "moved" && !a.passed) {
        const p = a.p === null ? "not measured" : (0,attempts/* levelText */.WB)(a.p);
        out.push({
            text: `attempt ${a.number} on test ${(0,test_version/* shortVersion */.Li)(a.test_version)}: ${m.target} needs p ≤ ${(0,attempts/* levelText */.WB)(a.alpha_j)} ` +
                `at this attempt and its p is ${p} (attempt control, design §16)`,
            lead: `attempt ${a.number} on this test needs p ≤ ${(0,attempts/* levelText */.WB)(a.alpha_j)} and ${m.target} has p ${p}`,
        });
    }
    return out;
}
function dataReasons(data) {
    const out = [];
    data.forEach((d, i) => {
        const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
        let text = null;
        if (failed.length > 0)
            text = `${d.kind} ${d.path}: ${failed.join(", ")} failed`;
        // Gates over zero rows are vacuously clean; an empty data set proves nothing.
        else if (d.rows === 0)
            text = `${d.kind} ${d.path}: no valid rows to check`;
        else if (d.gates.length > 0 && d.gates.every((g) => g.status === "not_run")) {
            text = `${d.kind} ${d.path}: every row is empty, so no gate ran`;
        }
        if (text !== null)
            out.push({ text, lead: text, covers: i });
    });
    return out;
}
/**
 * The headline leads with the first reason a run failed, after one FAIL word; the summary of
 * what was checked follows, without the parts the lead already said. "no regressions" is said
 * only beside a pass (design §5).
 */
function headlineOf(input, found, problemCount, confidence) {
    const { model, data, problems, heldout } = input;
    const lead = found[0];
    const pass = lead === undefined;
    const parts = [];
    if (lead)
        parts.push(lead.lead);
    if (heldout && heldout.changed && heldout.change_allowed) {
        parts.push("held-out test CHANGED in this PR (allowed)");
    }
    if (model && lead?.covers !== "model") {
        parts.push(modelLine(model, confidence) + (pass ? ", no regressions" : ""));
    }
    data.forEach((d, i) => {
        if (lead?.covers !== i)
            parts.push(`${d.kind}: ${dataLine(d)}`);
    });
    if (problems.length > 0 && lead?.covers !== "problems")
        parts.push(problemCount);
    return `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
}
function decide(input, opts) {
    const { model, data, problems, heldout } = input;
    const total = Math.max(input.problemTotal ?? 0, problems.length);
    const problemCount = `${total} input problem${total === 1 ? "" : "s"}`;
    const found = [];
    if (problems.length > 0) {
        const files = [...new Set(problems.map((p) => p.file))];
        found.push({
            text: `${problemCount} in ${files.join(", ")}; the inputs must be valid before anything is judged`,
            lead: `${problemCount} in ${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""}`,
            covers: "problems",
        });
    }
    if (heldout && heldout.changed && !heldout.change_allowed) {
        found.push({
            text: "the held-out test changed in this PR, so the comparison is not comparable",
            lead: "held-out test CHANGED in this PR, so nothing is comparable",
        });
    }
    if (model)
        found.push(...modelReasons(model, opts));
    found.push(...dataReasons(data));
    const gaps = model ? model.gaps : [];
    if (opts.requireProof && gaps.length > 0 && model && model.target_verdict === "moved") {
        found.push({
            text: `require-proof is set and the win has evidence gaps: ${gaps.join("; ")}`,
            lead: `require-proof is set and the win has ${gaps.length === 1 ? "an evidence gap" : `${gaps.length} evidence gaps`}`,
        });
    }
    const pass = found.length === 0;
    return {
        pass,
        verdict: pass ? "pass" : "fail",
        conclusion: pass ? "success" : "failure",
        headline: headlineOf(input, found, problemCount, opts.confidence),
        reasons: found.map((r) => r.text),
        gaps,
    };
}
/**
 * The decision of a run that an error stopped: not a verdict on the model or the data, so it
 * is `error`, not `fail` (design §5). The check still concludes failure: nothing was shown to
 * pass. `input` is empty when no one input caused the stop (a refused artifact, a bad state).
 */
function stoppedDecision(stop) {
    const why = stop.input === ""
        ? `the run stopped: ${stop.reason}`
        : `the run stopped on input "${stop.input}": ${stop.reason}`;
    const where = stop.input === "" ? "" : `input "${stop.input}": `;
    return {
        pass: false,
        verdict: "error",
        conclusion: "failure",
        headline: `ERROR: stopped: ${where}${stop.reason}`,
        reasons: [`${why}; nothing was judged`],
        gaps: [],
    };
}

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
        this.format =
            r === "whileai" || (r === "auto" && Object.keys(this.fields).length > 0)
                ? "whileai"
                : r === "auto"
                    ? null
                    : r;
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
        this.kept++;
        this.tasks.add(r.task);
        if (r.run !== undefined && !this.runs.has(r.run))
            this.runs.set(r.run, r.line);
        if (this.sink && this.needReward)
            this.sink(r, this.format ?? "whileai");
        else
            this.records.push(r);
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
        recs.forEach((r, k) => {
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
// backreference. Patterns of real tokenizers (GPT-2, Llama 3, Qwen 2, o200k) repeat single
// characters and classes only, and pass.
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
const MAX_DEPTH = 100;
/** A single left-to-right pass with a position: each step reads one construct. */
class Scan {
    p;
    i = 0;
    constructor(p) {
        this.p = p;
    }
    /** Alternatives up to `)` or the end; depth 0 is the whole pattern. */
    sequence(depth) {
        if (depth > MAX_DEPTH)
            throw new Risk(`groups nested over ${MAX_DEPTH} deep`);
        const out = { repeats: false, branches: false };
        while (this.i < this.p.length) {
            const c = this.p[this.i];
            if (c === ")") {
                if (depth === 0)
                    throw new Risk("a ) closes no group");
                return out;
            }
            if (c === "|") {
                out.branches = true;
                this.i++;
                continue;
            }
            const atom = this.atom(depth);
            const most = this.quantifier();
            if (most > 1 && (atom.repeats || atom.branches))
                throw new Risk(NESTED);
            out.repeats ||= atom.repeats || most > 1;
            out.branches ||= atom.branches;
        }
        if (depth > 0)
            throw new Risk("a group is not closed");
        return out;
    }
    /** One atom: a group, a class, an escape or a character. */
    atom(depth) {
        const c = this.p[this.i];
        if (c === "(") {
            this.i++;
            this.groupHead();
            const inner = this.sequence(depth + 1);
            this.i++; // the )
            return inner;
        }
        if (c === "[")
            this.klass();
        else if (c === "\\")
            this.escape();
        else
            this.i++;
        return { repeats: false, branches: false };
    }
    /** After `(`: `?:`, `?i:`, `?=`, `?!`, `?<=`, `?<!`, `?<name>`, `?P<name>`. */
    groupHead() {
        if (this.p[this.i] !== "?")
            return;
        if (this.p.startsWith("?P=", this.i))
            throw new Risk("a backreference");
        const m = /^\?(?:[:=!]|<[=!]|P?<[A-Za-z_][A-Za-z0-9_]*>|[a-zA-Z-]*:|[a-zA-Z-]*(?=\)))/.exec(this.p.slice(this.i, this.i + 40));
        if (m === null)
            throw new Risk("a group opens with (? and no known kind");
        this.i += m[0].length;
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
        }
    }
    /** A quantifier after an atom, as its most repetitions (1 when there is none). */
    quantifier() {
        const c = this.p[this.i];
        let most = 1;
        if (c === "*" || c === "+") {
            most = Infinity;
            this.i++;
        }
        else if (c === "?") {
            this.i++;
        }
        else if (c === "{") {
            const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(this.p.slice(this.i, this.i + 22));
            if (m === null)
                return 1; // a literal {
            most = m[2] === undefined ? Number(m[1]) : m[3] === "" ? Infinity : Number(m[3]);
            this.i += m[0].length;
        }
        else
            return 1;
        // Lazy (?) and possessive (+) marks.
        if (this.p[this.i] === "?" || this.p[this.i] === "+")
            this.i++;
        return most;
    }
}

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
    let v;
    try {
        v = JSON.parse(await (0,promises_.readFile)(path, "utf8"));
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

// EXTERNAL MODULE: ./src/gates/index.ts + 7 modules
var src_gates = __webpack_require__(92019);
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
    if (cfg.tokenizer) {
        const tok = cfg.tokenizer;
        counter = await (0,stage/* stage */.dw)("tokenizer", tok, async () => {
            const files = await readTokenizerFiles(tok, confine);
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
    return { check: { config, counter, cutShare: cfg.trainCutShare }, summary };
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
// EXTERNAL MODULE: ./src/stats/model-check.ts + 24 modules
var model_check = __webpack_require__(19886);
// EXTERNAL MODULE: ./src/io/labels.ts
var io_labels = __webpack_require__(79325);
// EXTERNAL MODULE: ./src/stats/judge-matches.ts
var judge_matches = __webpack_require__(83932);
// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 1 modules
var eval_tally = __webpack_require__(54022);
;// CONCATENATED MODULE: ./src/engine/model-results.ts













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
/** Reads the baseline's and the candidate's results (and a regrade of the baseline, if given). */
async function readModelResults(cfg, sources, opts) {
    const notes = [...(sources.notes ?? [])];
    const baseSrc = baselineSource(cfg.baseline, sources, notes);
    const evalOpts = {
        ...opts,
        format: cfg.format,
        metric: cfg.metric,
        markerRanges: cfg.markerRanges,
    };
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

// EXTERNAL MODULE: ./src/ledger/entry.ts
var entry = __webpack_require__(95641);
;// CONCATENATED MODULE: ./src/engine/ledger.ts
// The ledger as a run reads it: the test version's file in the ledger folder (docs/design.md
// §16). A missing file is a new series; a bad one stops the run, naming its first lines.





const stop = (path, reason) => new stage/* RunStopped */.NL({ input: "ledger", path, reason });
/** The text of a test version's ledger in `dir` ("" when the series has no line yet). */
async function ledgerText(dir, version) {
    const path = (0,external_node_path_.join)(dir, (0,entry/* ledgerFileName */.NA)(version));
    const folder = await (0,promises_.stat)(dir).catch(() => null);
    if (folder === null || !folder.isDirectory()) {
        throw stop(dir, "the ledger folder does not exist (make it empty for a new ledger)");
    }
    const file = await (0,promises_.stat)(path).catch((e) => {
        if (e.code === "ENOENT")
            return null;
        throw stop(path, `cannot read the ledger (${e.code ?? "error"})`);
    });
    if (file === null)
        return { path, text: "" };
    if (file.size > entry/* LEDGER_MAX_BYTES */.BY) {
        throw stop(path, `the ledger is ${file.size} bytes, over the ${entry/* LEDGER_MAX_BYTES */.BY} a ledger may be`);
    }
    return { path, text: await (0,promises_.readFile)(path, "utf8") };
}
/** A refused ledger as a stop: the count and the first five problems, located. */
function ledgerStop(e, path) {
    const first = e.problems.slice(0, 5).map(io_problems/* formatProblem */.Vw).join("; ");
    return stop(path, `${e.message}: ${first}`);
}
async function readLedger(dir, version) {
    const { path, text } = await ledgerText(dir, version);
    try {
        return (0,entry/* parseLedger */.h8)(text, path, version);
    }
    catch (e) {
        if (e instanceof entry/* LedgerError */.oy)
            throw ledgerStop(e, path);
        throw e;
    }
}

;// CONCATENATED MODULE: ./src/ledger/summary.ts

/** Rounds the report lists: the last ones, oldest first. */
const TREND_ROUNDS = 50;
function ledgerSummary(l) {
    const merged = l.entries.filter((e) => e.kind === "merged");
    return {
        path: l.path,
        test_version: l.test_version,
        entries: l.entries.length,
        rounds: merged.length,
        attempts: (0,attempts/* pastAttempts */.ve)(l.entries).size,
        trend: merged.slice(-TREND_ROUNDS).map((e) => ({
            round: e.round,
            pr: e.pr,
            mean: e.target.mean,
            delta: e.target.delta,
            ci: e.target.ci,
            alpha_j: e.attempt_control?.alpha_j ?? null,
            verdict: e.verdict,
        })),
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
async function finishRun(cfg, parts) {
    const { frozen } = parts;
    const inputs = [frozen.summary];
    const notes = [];
    const { data, contaminationHits } = finishTrainingData(cfg, parts.training, inputs, parts.model?.base.served ?? null);
    for (const s of inputs)
        for (const n of s.notes ?? [])
            notes.push(`${s.path}: ${n}`);
    const version = frozen.heldout.test_version;
    // The series this run is an attempt in (design §16); read before judging, as it sets the level.
    const ledger = cfg.ledger && version ? await readLedger(cfg.ledger, version) : null;
    const model = parts.model
        ? await finishModelResults(cfg, parts.model, frozen.tasks, contaminationHits, inputs, notes, ledger)
        : null;
    const problems = inputs.flatMap((s) => s.problems);
    const decision = decide({ model, data, problems, heldout: frozen.heldout, problemTotal: (0,io_problems/* problemTotal */.sS)(inputs) }, {
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
        ...(ledger ? { ledger: ledgerSummary(ledger) } : {}),
        decision,
    };
}
async function buildReport(cfg, sources = {}) {
    return finishRun(cfg, await collectRun(cfg, sources));
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
        decision: stoppedDecision(stop),
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

/***/ 27460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ RunStopped),
/* harmony export */   dw: () => (/* binding */ stage)
/* harmony export */ });
/* unused harmony export ownMessage */
/* harmony import */ var _stats_model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19886);
/* harmony import */ var _stats_bootstrap_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6561);
/* harmony import */ var _io_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47011);
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58419);




/** An error that stopped the run, tied to the input that caused it. */
class RunStopped extends Error {
    stop;
    constructor(stop) {
        super(`input "${stop.input}": ${stop.reason}`);
        this.stop = stop;
        this.name = "RunStopped";
    }
}
/** Runs one stage; whatever stops it is reported against `input` (and its file, if any). */
async function stage(input, path, f) {
    try {
        return await f();
    }
    catch (e) {
        if (e instanceof RunStopped)
            throw e;
        const reason = ownMessage(e);
        // The statistics name their own cause: a setting, or the rows of one side.
        if (e instanceof _stats_bootstrap_js__WEBPACK_IMPORTED_MODULE_1__/* .ResampleBudgetError */ .DU)
            throw new RunStopped({ input: "resamples", path, reason });
        if (e instanceof _stats_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelInputError */ .yq)
            throw new RunStopped({ input: e.input, path, reason });
        throw new RunStopped({ input, path, reason });
    }
}
/**
 * The reason a stop gives, in our words only. Our own errors say what went wrong with
 * which input; any other error (a library's, the runtime's) may quote what it was reading,
 * and a stop's reason reaches report.json and the PR comment, so only its kind is told.
 */
function ownMessage(e) {
    if (e instanceof _io_source_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadError */ .F_ ||
        e instanceof _stats_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .ModelInputError */ .yq ||
        e instanceof _stats_bootstrap_js__WEBPACK_IMPORTED_MODULE_1__/* .ResampleBudgetError */ .DU ||
        e instanceof _state_codec_js__WEBPACK_IMPORTED_MODULE_3__/* .StateError */ .qq) {
        return e.message;
    }
    const code = e?.code;
    if (typeof code === "string" && /^E[A-Z]+$/.test(code))
        return `the system refused a file operation (${code})`;
    const kind = e instanceof Error ? e.name : typeof e;
    return `reading stopped on an unexpected error (${kind}); this is a bug in heldout-gate, please report it`;
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

/***/ 92019:
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
];
class IntegrityGate {
    settings;
    file;
    n = 0;
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
        pairDigest(p, this.key);
        if (this.dups.add(this.key[0], this.key[1], p.line))
            failed = true;
        return failed;
    }
    merge(o) {
        this.n += o.n;
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
            counts: { ...this.counts },
            findings: this.findings.saveState(),
            duplicates: this.dups.saveState(),
        };
    }
    loadState(state, at) {
        const r = (0,codec/* record */.g1)(state, at, ["pairs", "counts", "findings", "duplicates"]);
        const n = (0,codec/* int */.Wh)(r.pairs, `${at}.pairs`);
        const c = (0,codec/* record */.g1)(r.counts, `${at}.counts`, CHECKS);
        const counts = Object.fromEntries(CHECKS.map((k) => [k, (0,codec/* int */.Wh)(c[k], `${at}.counts.${k}`, 0, n)]));
        this.findings.loadState(r.findings, `${at}.findings`, this.file);
        this.dups.loadState(r.duplicates, `${at}.duplicates`);
        const flagged = CHECKS.reduce((s, k) => s + counts[k], 0);
        (0,codec/* check */.z6)(this.findings.total === flagged, `${at}.findings.total`, "not one per flag counted");
        (0,codec/* check */.z6)(counts.duplicate === 0, `${at}.counts.duplicate`, "duplicates are counted by the tracker");
        (0,codec/* check */.z6)(this.dups.distinct + this.dups.duplicates === n, `${at}.duplicates`, "distinct and repeated pairs do not add up to the pairs");
        this.n = n;
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
        const failures = CHECKS.filter((c) => c !== "mixed_policy").reduce((s, c) => s + counts[c], 0);
        // A file with no valid pair proves nothing, so it cannot pass: every other gate is
        // vacuously clean over zero pairs.
        const empty = this.n === 0;
        const status = failures > 0 || empty ? "fail" : counts.mixed_policy > 0 ? "warn" : "pass";
        const parts = CHECKS.filter((c) => counts[c] > 0).map((c) => `${counts[c]} ${c.replace(/_/g, " ")}`);
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
;// CONCATENATED MODULE: ./src/gates/train-rules.ts
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
        max_length: pick("max_length", cfg.max_length, TRL_DEFAULTS.max_length),
        max_prompt_length: pick("max_prompt_length", cfg.max_prompt_length, TRL_DEFAULTS.max_prompt_length),
        max_completion_length: cfg.max_completion_length?.value ?? null,
        truncation_mode: (cfg.truncation_mode?.value ?? TRL_DEFAULTS.truncation_mode),
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
        if (cfg.peft && lr.value > PEFT_LR_CEILING) {
            flag(RULES.lr_peft, lr.line, `${lr.key} ${fmtNum(lr.value)} is above ${fmtNum(PEFT_LR_CEILING)} even for adapters (${cfg.peft.key} at line ${cfg.peft.line})`);
        }
        else if (!cfg.peft && lr.value > FULL_LR_RANGE[1]) {
            flag(RULES.lr_full, lr.line, `${lr.key} ${fmtNum(lr.value)} is above full DPO's ${fmtNum(FULL_LR_RANGE[0])}–${fmtNum(FULL_LR_RANGE[1])} and the config trains no adapters`);
        }
    }
    const sft = cfg.sft_learning_rate;
    if (lr && sft && cfg.trainer !== "orpo" && lr.value >= sft.value) {
        const from = sft.file === cfg.path ? `${sft.key} at line ${sft.line}` : `${sft.file}`;
        flag(RULES.lr_sft, lr.line, lr.value === sft.value
            ? `${lr.key} ${fmtNum(lr.value)} equals the SFT learning rate (${from}): an SFT rate copied into preference training`
            : `${lr.key} ${fmtNum(lr.value)} is above the SFT learning rate ${fmtNum(sft.value)} (${from})`);
    }
}
/** Each loss name the config writes must be one its trainer knows. */
function lintLossNames(cfg, flag) {
    if (!cfg.loss_type || cfg.trainer === "orpo")
        return;
    const known = LOSS_TYPES[cfg.trainer];
    for (const l of cfg.loss_type.value) {
        if (!known.includes(l)) {
            flag(RULES.loss_type, cfg.loss_type.line, `${cfg.loss_type.key} ${JSON.stringify(l.length > 40 ? l.slice(0, 40) + "…" : l)} is not a loss the ${cfg.trainer.toUpperCase()} trainer knows (${known.join(", ")})`);
        }
    }
}
/** β (and SimPO's γ) within the range of the loss they scale. */
function lintBeta(cfg, losses, flag) {
    const beta = cfg.beta?.value ?? DEFAULT_BETA;
    const betaLine = cfg.beta?.line ?? 0;
    const betaWhere = where(cfg.beta, "beta", DEFAULT_BETA);
    if (losses.includes("simpo")) {
        if (beta < SIMPO_BETA_RANGE[0] || beta > SIMPO_BETA_RANGE[1]) {
            flag(RULES.simpo_beta, betaLine, `${betaWhere} is outside SimPO's ${SIMPO_BETA_RANGE[0]}–${SIMPO_BETA_RANGE[1]}`);
        }
        const g = cfg.simpo_gamma;
        if (g && (g.value < SIMPO_GAMMA_RANGE[0] || g.value > SIMPO_GAMMA_RANGE[1])) {
            flag(RULES.simpo_gamma, g.line, `${g.key} ${g.value} is outside SimPO's ${SIMPO_GAMMA_RANGE[0]}–${SIMPO_GAMMA_RANGE[1]}`);
        }
    }
    else if (cfg.beta &&
        (cfg.trainer === "dpo" || cfg.trainer === "cpo") &&
        losses.some((l) => SIGMOID_LIKE.has(l)) &&
        (beta < SIGMOID_BETA_RANGE[0] || beta > SIGMOID_BETA_RANGE[1])) {
        flag(RULES.beta_sigmoid, betaLine, `${betaWhere} is outside ${SIGMOID_BETA_RANGE[0]}–${SIGMOID_BETA_RANGE[1]} for the ${losses.join("+")} loss`);
    }
}
/** The rules that need the pair pass: epochs over a small set, pairs cut, prompts cut. */
function lintAgainstPairs(cfg, limits, facts, cutShare, flag) {
    const ep = cfg.epochs;
    if (ep && ep.value > MAX_EPOCHS_SMALL && facts.pairs < SMALL_PAIR_SET) {
        flag(RULES.epochs, ep.line, `${ep.key} ${ep.value} over ${facts.pairs} pairs: more than ${MAX_EPOCHS_SMALL} passes over a small set`);
    }
    if (facts.pairs > 0 && facts.cut / facts.pairs >= cutShare) {
        const s = facts.over >= facts.prompt_over ? cfg.max_length : cfg.max_prompt_length;
        flag(RULES.cut, s?.line ?? 0, `the trainer will cut ${facts.cut} of ${facts.pairs} pairs (${pct(facts.cut / facts.pairs)}; ` +
            `${pct(cutShare)} or more fires): ` +
            cutCauses(cfg, limits, facts));
    }
    if (facts.over > 0 && limits.truncation_mode === "keep_end") {
        flag(RULES.head, cfg.truncation_mode?.line ?? 0, `${where(cfg.truncation_mode, "truncation_mode", "keep_end")}: ${facts.over} pairs exceed max_length and lose the start of their prompt`);
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
            rules: Object.values(RULES).map((r) => ({
                rule: r.id,
                fired: fired.has(r.id),
                source: r.source,
            })),
        },
        findings: findings.sort((a, b) => a.line - b.line || (a.message < b.message ? -1 : 1)),
        findings_truncated: false,
    };
}

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
    if (prev !== undefined && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
        return prev.endsWith(",") || isSignOff(prev);
    }
    return false;
}
/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;
/** The rule looksTruncated applies, in words, as the truncation gates report it. */
const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars ending neither as a short answer, label, closed code/JSON nor a sentence`;
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
/* harmony import */ var _index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92019);
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

/***/ 71347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ DocumentSplitter),
/* harmony export */   s: () => (/* binding */ ROW_PATHS)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _dup_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61802);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20418);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19974);
// One JSON document read as rows with bounded memory. A byte scanner follows the
// document's structure; only the values that are rows (each element of a top-level
// array, or of an array at one of ROW_PATHS inside a top-level object) and the object's
// other members (its "header") are cut out and parsed, one at a time. Each row keeps the
// line it starts on, so problems point at the right place in a pretty-printed file.




/**
 * Where the tools we read keep their rows inside one JSON object: Inspect's `.json` log
 * (`samples`), promptfoo's `-o out.json` (`results.results`), tau2-bench's simulations
 * (`simulations`) and Terminal-Bench's `results.json` (`results`). Everything else in the
 * object is kept whole as the header, up to maxLineBytes in all.
 */
const ROW_PATHS = [
    "samples",
    "results.results",
    "simulations",
    "results",
];
const REASON_MAX = 200;
function clip(s) {
    return s.length > REASON_MAX ? `${s.slice(0, REASON_MAX)}...` : s;
}
function isSpace(b) {
    return b === 32 || b === 10 || b === 13 || b === 9;
}
class DocumentSplitter {
    limits;
    problems;
    counted;
    batch = [];
    stopped = false;
    /** Rows met (kept or not), like the JSONL reader's non-blank lines. */
    nonBlank = 0;
    /** A top-level object's members other than its rows; null for an array document. */
    header = null;
    /** Row paths that held an array of rows. */
    rowPaths = new Set();
    lineNo = 1;
    stack = [];
    started = false;
    ended = false;
    cap = null;
    headerBytes = 0;
    atStart = true;
    /**
     * In the chunk being scanned: the next quote and the next backslash at or after the scan
     * (the chunk's length when there is none). Each is searched again only once passed, so a
     * string full of escapes is still scanned in one pass.
     */
    nextQ = -1;
    nextBs = -1;
    constructor(limits, problems, 
    /** Told of each row handed out, for the reader's row count. */
    counted = () => { }) {
        this.limits = limits;
        this.problems = problems;
        this.counted = counted;
    }
    get linesSeen() {
        return this.lineNo;
    }
    take() {
        const b = this.batch;
        this.batch = [];
        return b;
    }
    feed(chunk) {
        let i = 0;
        // Positions only grow within a chunk, so the quote and backslash searches carry over
        // from value to value; starting them afresh for each value cost rows x chunk bytes
        // when a chunk held no backslash.
        this.nextQ = -1;
        this.nextBs = -1;
        if (this.atStart) {
            this.atStart = false;
            if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf)
                i = 3;
        }
        const n = chunk.length;
        while (i < n && !this.stopped) {
            if (this.cap !== null) {
                i = this.scanCapture(chunk, i);
                continue;
            }
            const b = chunk[i];
            if (isSpace(b)) {
                if (b === 10)
                    this.lineNo++;
                i++;
                continue;
            }
            this.structural(b);
            if (this.cap === null)
                i++;
        }
    }
    /** End of data: anything still open means the document was cut short. */
    finish() {
        if (this.stopped)
            return;
        if (this.cap !== null && this.cap.bare && this.cap.depth === 0) {
            this.endCapture();
        }
        if (this.cap !== null || this.stack.length > 0) {
            const open = this.stack[this.stack.length - 1];
            const where = open ? ` (the ${open.kind} opened at line ${open.line} is not closed)` : "";
            this.fail(`the JSON document ends early at line ${this.lineNo}${where}`);
            return;
        }
        if (!this.started)
            this.fail("file has no JSON document");
    }
    fail(reason) {
        this.problems.add(0, "", clip(reason));
        this.stopped = true;
    }
    unexpected(b, expected) {
        // Punctuation is named; a letter or digit could start a file's content, so it is not.
        const ch = /[!-/:-@[-`{-~]/.test(String.fromCharCode(b))
            ? `"${String.fromCharCode(b)}"`
            : b < 127 && /[0-9A-Za-z]/.test(String.fromCharCode(b))
                ? "a letter or digit"
                : `byte 0x${b.toString(16)}`;
        this.fail(`not valid JSON at line ${this.lineNo}: expected ${expected}, found ${ch}`);
    }
    /** One byte of structure outside any value being cut out: the scanner's state machine. */
    structural(b) {
        const top = this.stack[this.stack.length - 1];
        if (top === undefined)
            this.openDocument(b);
        else if (top.kind === "array")
            this.inArray(top, b);
        else
            this.inObject(top, b);
    }
    /** The document's first byte: an array of rows, or an object holding rows and a header. */
    openDocument(b) {
        if (this.ended) {
            this.fail(`more data after the JSON document ends, at line ${this.lineNo}: ` +
                "for several objects write one per line (JSONL), or put them in one array");
            return;
        }
        this.started = true;
        if (b === 0x5b) {
            this.open("array", "", null);
            this.rowPaths.add("");
        }
        else if (b === 0x7b) {
            this.header = Object.create(null);
            this.open("object", "", this.header);
        }
        else {
            this.unexpected(b, "{ or [");
        }
    }
    /** Enters a container: its frame goes on the stack. */
    open(kind, path, target) {
        this.stack.push({ kind, path, line: this.lineNo, state: "first", key: "", target });
    }
    /** Inside an array of rows: a comma, the closing bracket, or the next row. */
    inArray(top, b) {
        if (b === 0x5d && top.state !== "value")
            return this.pop();
        if (top.state === "comma") {
            if (b === 0x2c)
                top.state = "value";
            else
                this.unexpected(b, ", or ]");
            return;
        }
        if (b === 0x2c || b === 0x5d || b === 0x7d || b === 0x3a) {
            this.unexpected(b, "a value");
            return;
        }
        top.state = "comma";
        this.nonBlank++;
        if (this.nonBlank > this.limits.maxRows) {
            this.problems.add(this.lineNo, "", `more rows than the limit of ${this.limits.maxRows}; reading stopped`);
            this.stopped = true;
            return;
        }
        this.begin({ what: "row", path: top.path }, b);
    }
    /** Inside the document's object (or one on the way to a row path): keys, colons, commas. */
    inObject(top, b) {
        switch (top.state) {
            case "first":
            case "key":
                if (b === 0x7d && top.state === "first")
                    return this.pop();
                if (b !== 0x22)
                    return this.unexpected(b, "a key in double quotes");
                top.state = "colon";
                this.begin({ what: "key", frame: top }, b);
                return;
            case "colon":
                if (b !== 0x3a)
                    return this.unexpected(b, ":");
                top.state = "value";
                return;
            case "comma":
                if (b === 0x7d)
                    return this.pop();
                if (b !== 0x2c)
                    return this.unexpected(b, ", or }");
                top.state = "key";
                return;
            case "value":
                top.state = "comma";
                return this.memberValue(top, b);
        }
    }
    /**
     * A member's value: the array at a row path is entered (its elements are rows), an
     * object on the way to a row path is entered, and anything else is cut out whole.
     */
    memberValue(top, b) {
        const path = top.path === "" ? top.key : `${top.path}.${top.key}`;
        if (b === 0x5b && ROW_PATHS.includes(path) && top.target !== null) {
            this.rowPaths.add(path);
            this.open("array", path, null);
            return;
        }
        if (b === 0x7b && top.target !== null && ROW_PATHS.some((p) => p.startsWith(`${path}.`))) {
            const inner = Object.create(null);
            top.target[top.key] = inner;
            this.open("object", path, inner);
            return;
        }
        this.begin({ what: "member", frame: top, key: top.key }, b);
    }
    pop() {
        this.stack.pop();
        if (this.stack.length === 0)
            this.ended = true;
    }
    /** Starts cutting out the value whose first byte is b (scanCapture reads that byte again). */
    begin(f, b) {
        this.cap = {
            for: f,
            line: this.lineNo,
            pieces: [],
            bytes: 0,
            depth: 0,
            inString: false,
            escape: false,
            bare: b !== 0x22 && b !== 0x7b && b !== 0x5b,
            skipping: false,
            deep: false,
        };
    }
    /** Scans the value being captured from chunk[i]; returns where scanning stopped. */
    scanCapture(chunk, start) {
        const c = this.cap;
        const n = chunk.length;
        let i = start;
        let end = -1; // exclusive end of the value in this chunk
        let depth = c.depth;
        let inString = c.inString;
        let escape = c.escape;
        let lines = 0;
        while (i < n) {
            const b = chunk[i];
            if (inString) {
                if (escape) {
                    escape = false;
                    i++;
                    continue;
                }
                const after = this.stringEnd(chunk, i, c);
                if (after < 0) {
                    escape = c.escape;
                    break;
                }
                inString = false;
                i = after;
                if (depth === 0) {
                    end = i;
                    break;
                }
                continue;
            }
            if (b === 0x22) {
                inString = true;
                i++;
                continue;
            }
            if (b === 0x7b || b === 0x5b) {
                depth++;
                i++;
                // Refused while scanning, before JSON.parse spends time on it (see nesting.ts).
                if (depth > _nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M1 && !c.deep)
                    c.deep = true;
                continue;
            }
            if (b === 0x7d || b === 0x5d) {
                if (depth === 0) {
                    end = i; // a bare value closed by its container
                    break;
                }
                depth--;
                i++;
                if (depth === 0) {
                    end = i;
                    break;
                }
                continue;
            }
            if (depth === 0 && c.bare && (b === 0x2c || isSpace(b))) {
                end = i;
                break;
            }
            if (b === 10)
                lines++;
            i++;
        }
        this.lineNo += lines;
        c.depth = depth;
        c.inString = inString;
        c.escape = escape;
        this.keep(c, chunk.subarray(start, end < 0 ? n : end));
        if (end < 0)
            return n;
        this.endCapture();
        return end;
    }
    /**
     * From inside a string at chunk[i], not escaped: the index after its closing quote, or -1
     * when the string runs past this chunk (c.escape then says whether the next byte is
     * escaped). Jumps from quote to backslash with indexOf: strings are most of the bytes.
     */
    stringEnd(chunk, from, c) {
        const n = chunk.length;
        let i = from;
        for (;;) {
            if (this.nextQ < i) {
                this.nextQ = chunk.indexOf(0x22, i);
                if (this.nextQ < 0)
                    this.nextQ = n;
            }
            const q = this.nextQ;
            if (q === n) {
                // Unterminated in this chunk: an odd run of trailing backslashes escapes the
                // next chunk's first byte.
                c.escape = trailingBackslashes(chunk, i, n) % 2 === 1;
                return -1;
            }
            if (this.nextBs < i) {
                this.nextBs = chunk.indexOf(0x5c, i);
                if (this.nextBs < 0)
                    this.nextBs = n;
            }
            if (this.nextBs >= q)
                return q + 1;
            i = this.nextBs + 2; // the backslash and the byte it escapes (a quote comes later)
        }
    }
    /** Adds this chunk's piece of the value, unless the value is too deep or too big to keep. */
    keep(c, piece) {
        if (c.deep && !c.skipping) {
            c.skipping = true;
            c.pieces = [];
            this.problems.add(c.line, "", `nested more than ${_nesting_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NESTING */ .M1} levels deep; skipped`);
        }
        if (c.skipping)
            return;
        if (c.bytes + piece.length > this.limits.maxLineBytes)
            this.tooBig(c);
        else {
            c.pieces.push(piece);
            c.bytes += piece.length;
        }
    }
    tooBig(c) {
        c.skipping = true;
        c.pieces = [];
        const what = c.for.what === "row" ? "row" : c.for.what === "key" ? "key" : `value of "${clip(c.for.key)}"`;
        this.problems.add(c.line, "", `${what} is longer than ${this.limits.maxLineBytes} bytes; skipped`);
    }
    endCapture() {
        const c = this.cap;
        this.cap = null;
        if (c.skipping) {
            if (c.for.what === "key")
                c.for.frame.key = "";
            return;
        }
        const bytes = c.pieces.length === 1 ? c.pieces[0] : Buffer.concat(c.pieces, c.bytes);
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes)) {
            this.problems.add(c.line, "", "not valid UTF-8");
            return;
        }
        let value;
        try {
            value = JSON.parse(bytes.toString("utf8"));
        }
        catch (err) {
            if (c.for.what === "key") {
                this.fail(`not valid JSON at line ${c.line}: a key is not a valid string`);
            }
            else {
                this.problems.add(c.line, "", (0,_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonErrorReason */ .Hs)(err));
            }
            return;
        }
        const f = c.for;
        if (f.what === "key") {
            f.frame.key = value;
            return;
        }
        if (f.what === "member") {
            if (f.frame.target === null)
                return;
            this.headerBytes += c.bytes;
            if (this.headerBytes > this.limits.maxLineBytes) {
                this.fail(`the document's data outside its rows is over ${this.limits.maxLineBytes} bytes; reading stopped`);
                return;
            }
            f.frame.target[f.key] = value;
            return;
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
            this.problems.add(c.line, "", `expected a JSON object, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .bp)(value)}`);
            return;
        }
        const dup = (0,_dup_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateKey */ .V)(bytes, 0, bytes.length, value);
        if (dup !== null) {
            this.problems.add(c.line, dup, _dup_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .DUPLICATE_KEY_REASON */ .F);
            return;
        }
        const row = { line: c.line, value: value };
        if (f.path !== "")
            row.path = f.path;
        this.batch.push(row);
        this.counted(1);
    }
}
/** How many backslashes end chunk[from..to): an odd count escapes what follows. */
function trailingBackslashes(chunk, from, to) {
    let k = 0;
    while (to - 1 - k >= from && chunk[to - 1 - k] === 0x5c)
        k++;
    return k;
}


/***/ }),

/***/ 61802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ DUPLICATE_KEY_REASON),
/* harmony export */   V: () => (/* binding */ duplicateKey)
/* harmony export */ });
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20418);
// Duplicate keys in one JSON object. JSON.parse keeps the last value of a key written
// twice, so `{"prompt": "held-out text", "prompt": "other"}` reads as the second prompt and
// the first is never seen by contamination (issue 22.8). The check is cheap on the common
// row: every ':' outside a string follows exactly one key, so the row's ':' bytes outside
// strings equal the parsed value's keys unless a key was written twice. Strings are skipped
// with indexOf (their colons are never counted, so text full of "Human:" costs nothing
// twice). Only when the counts differ are the bytes scanned again, key by key, to find the
// first duplicate and its path.

/** The dotted path of the first key written twice in one object of buf[start, end), or null. */
function duplicateKey(buf, start, end, value) {
    if (colonsOutsideStrings(buf, start, end) === keyCount(value))
        return null;
    return scanForDuplicate(buf, start, end);
}
/** The ':' bytes of valid JSON text in buf[start, end) that are not inside a string. */
function colonsOutsideStrings(buf, start, end) {
    let n = 0;
    let i = start;
    while (i < end) {
        let q = buf.indexOf(0x22, i);
        if (q < 0 || q > end)
            q = end;
        for (let c = buf.indexOf(0x3a, i); c >= 0 && c < q; c = buf.indexOf(0x3a, c + 1))
            n++;
        if (q >= end)
            break;
        i = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .stringClose */ .eO)(buf, q + 1, end) + 1;
    }
    return n;
}
/** The keys of every object in the value. */
function keyCount(value) {
    let n = 0;
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (Array.isArray(v)) {
            for (const c of v)
                if (c !== null && typeof c === "object")
                    stack.push(c);
        }
        else if (v !== null && typeof v === "object") {
            const keys = Object.keys(v);
            n += keys.length;
            for (const k of keys) {
                const c = v[k];
                if (c !== null && typeof c === "object")
                    stack.push(c);
            }
        }
    }
    return n;
}
function pathOf(stack, key) {
    const parts = stack.slice(0, -1).map((f) => f.at);
    parts.push(key);
    return parts.join(".");
}
/** The full scan of already valid JSON: each object's keys in a set, the first repeat's path. */
function scanForDuplicate(buf, start, end) {
    const stack = [];
    let i = start;
    while (i < end) {
        const b = buf[i];
        const top = stack[stack.length - 1];
        if (b === 0x22) {
            const close = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .stringClose */ .eO)(buf, i + 1, end);
            if (top !== undefined && top.object && top.expectKey) {
                const raw = buf.toString("utf8", i + 1, close);
                const key = raw.includes("\\") ? JSON.parse(`"${raw}"`) : raw;
                if (top.keys.has(key))
                    return pathOf(stack, key);
                top.keys.add(key);
                top.at = key;
                top.expectKey = false;
            }
            i = close + 1;
            continue;
        }
        if (b === 0x7b || b === 0x5b) {
            if (top !== undefined && !top.object)
                top.at = String(top.index);
            stack.push({ object: b === 0x7b, keys: new Set(), at: "", index: 0, expectKey: true });
        }
        else if (b === 0x7d || b === 0x5d) {
            stack.pop();
        }
        else if (b === 0x2c && top !== undefined) {
            if (top.object)
                top.expectKey = true;
            else
                top.index++;
        }
        i++;
    }
    return null;
}
/** The message of a duplicate key: what JSON.parse would have done with it, in our words. */
const DUPLICATE_KEY_REASON = "this key is written twice in one object, and a JSON reader keeps only the last value: remove one";


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

/***/ 83487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ readJsonl)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/io/document.ts
var io_document = __webpack_require__(71347);
// EXTERNAL MODULE: ./src/io/dup-keys.ts
var dup_keys = __webpack_require__(61802);
// EXTERNAL MODULE: ./src/io/nesting.ts
var nesting = __webpack_require__(20418);
// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __webpack_require__(19974);
// EXTERNAL MODULE: ./src/io/slice.ts
var slice = __webpack_require__(32502);
;// CONCATENATED MODULE: ./src/io/sniff.ts
// What a file is, told from its first bytes, so a file that is not JSONL gets one message
// saying what it is and what to pass instead, not one "not valid JSON" per line.
const LFS_PREFIX = Buffer.from("version https://git-lfs.github.com/spec/");
function sniffRaw(head) {
    if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b)
        return "gzip";
    // Local file header, or the end record of an empty archive.
    if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b) {
        if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
            return "zip";
    }
    if (head.length >= 4 && head.subarray(0, 4).toString("latin1") === "PAR1")
        return "parquet";
    if (head.length >= LFS_PREFIX.length && head.subarray(0, LFS_PREFIX.length).equals(LFS_PREFIX)) {
        return "lfs-pointer";
    }
    return "plain";
}
/** Index of the first byte that is not whitespace or a UTF-8 byte-order mark, or -1. */
function firstSignificant(head) {
    let i = 0;
    if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf)
        i = 3;
    while (i < head.length) {
        const b = head[i];
        if (b !== 32 && b !== 9 && b !== 10 && b !== 13)
            return i;
        i++;
    }
    return -1;
}
/**
 * JSONL or one JSON document. `[` opens an array document. A `{` alone on its line opens a
 * pretty-printed object document (every pretty printer writes it so); any other `{` line
 * is a JSONL row. Blank input counts as JSONL, whose reader says the file has no rows.
 */
function sniffText(head) {
    // JSON text never holds a raw NUL byte: one near the start is UTF-16/32 or binary data.
    if (isWideText(head) || head.subarray(0, 512).includes(0))
        return "not-json";
    const i = firstSignificant(head);
    if (i < 0)
        return "jsonl";
    const b = head[i];
    if (b === 0x5b)
        return "json-array";
    if (b !== 0x7b)
        return "not-json";
    const nl = head.indexOf(10, i);
    if (nl < 0)
        return "jsonl";
    let end = nl;
    while (end > i && (head[end - 1] === 32 || head[end - 1] === 9 || head[end - 1] === 13))
        end--;
    return end === i + 1 ? "json-object" : "jsonl";
}
/** The one message for a file whose layout cannot hold rows, or null when rows can be read (Parquet is, by io/parquet.ts). */
function rawKindMessage(kind, formatHint) {
    switch (kind) {
        case "lfs-pointer":
            return ("this is a Git LFS pointer, not the data: check out with `lfs: true` " +
                "(actions/checkout) or run `git lfs pull` first");
        case "zip":
            return `this is a zip archive; ${formatHint}`;
        default:
            return null;
    }
}
/**
 * UTF-16 or UTF-32 text: a byte-order mark for either, or ASCII written two or four bytes
 * a character (every other byte NUL), as Windows tools and PowerShell's `>` write it.
 */
function isWideText(head) {
    if (head.length >= 2 &&
        ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)))
        return true;
    if (head.length >= 4 && head[0] === 0 && head[1] === 0 && head[2] === 0xfe && head[3] === 0xff)
        return true;
    const n = Math.min(head.length, 64) & ~1;
    if (n < 4)
        return false;
    let evenNul = 0;
    let oddNul = 0;
    for (let k = 0; k < n; k++) {
        if (head[k] !== 0)
            continue;
        if (k % 2 === 0)
            evenNul++;
        else
            oddNul++;
    }
    return evenNul >= n / 4 !== oddNul >= n / 4;
}
/** The one message for text that is neither JSONL nor a JSON document. */
function notJsonMessage(head) {
    if (isWideText(head)) {
        return "not JSON or JSONL (it is UTF-16 or UTF-32 text): re-encode it as UTF-8";
    }
    if (head.subarray(0, 512).includes(0)) {
        return "not JSON or JSONL (it holds NUL bytes, so it is binary data): expected one JSON object per line, or one JSON array or object";
    }
    const i = firstSignificant(head);
    const line = head
        .subarray(Math.max(i, 0), Math.min(head.length, Math.max(i, 0) + 60))
        .toString("utf8")
        .split("\n")[0];
    const what = /^[A-Za-z_][\w-]*:(\s|$)/.test(line) || line.startsWith("---")
        ? "it looks like YAML"
        : /^[^,\t]+(,[^,\t]*)+$/.test(line)
            ? "it looks like CSV"
            : /^[^\t]+(\t[^\t]*)+$/.test(line)
                ? "it looks like TSV"
                : "it does not start with { or [";
    return `not JSON or JSONL (${what}): expected one JSON object per line, or one JSON array or object`;
}

// EXTERNAL MODULE: ./src/io/source.ts
var source = __webpack_require__(47011);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/io/zip.ts
// A small zip reader for the archives our users' tools write (an Inspect `.eval` log is a
// zip of JSON entries). It reads the central directory at the end of the file, then each
// wanted entry by its offset, so memory holds one entry at a time. Only what such logs
// use is supported: stored or deflated entries, no encryption, no ZIP64; each entry's
// size is capped and checked against what the directory declared. Against bombs (design
// §7): entries whose bytes overlap are refused (one deflated entry named many times
// inflates many times), an entry may not inflate more than MAX_RATIO times its compressed
// size, and an entry's depth is read from its bytes before JSON.parse (nesting.ts).






/** Entries read as rows (one JSON object each), and top-level entries kept as the header. */
const ROW_ENTRY = /^samples\/[^/]+\.json$/;
const HEADER_ENTRY = /^[^/]+\.json$/;
const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const TAIL_MAX = 22 + 65535;
const CENTRAL_DIR_MAX = 64 * 1024 * 1024;
/**
 * How many times its compressed size an entry of MIN_RATIO_CHECKED bytes or more may
 * inflate to. Deflate's ceiling is about 1032; the Inspect logs we have inflate 5 to 15
 * times. Only an entry that is almost all one repeated pattern gets past 500, which a
 * sample with any real content is not; smaller entries are never refused for it.
 */
const MAX_RATIO = 500;
const MIN_RATIO_CHECKED = 1024 * 1024;
async function openRandom(src, confine) {
    if (typeof src !== "string") {
        const d = src.data;
        return {
            size: d.length,
            read: async (pos, len) => d.subarray(pos, Math.min(d.length, pos + len)),
            close: async () => { },
        };
    }
    await (0,source/* checkConfined */.R5)(src, confine);
    const fh = await (0,promises_.open)(src, "r").catch((e) => {
        throw new source/* ReadError */.F_(src, `cannot read ${src}: ${e.code ?? "the file cannot be opened"}`);
    });
    const { size } = await fh.stat();
    return {
        size,
        read: async (pos, len) => {
            const buf = Buffer.allocUnsafe(len);
            const { bytesRead } = await fh.read(buf, 0, len, pos);
            return buf.subarray(0, bytesRead);
        },
        close: () => fh.close(),
    };
}
class ZipFormatError extends Error {
    line;
    constructor(message, 
    /** The entry's number in the directory when one entry is at fault; 0 for the archive. */
    line = 0) {
        super(message);
        this.line = line;
    }
}
function directory(tail, tailStart, size) {
    for (let i = tail.length - 22; i >= 0; i--) {
        if (tail.readUInt32LE(i) !== EOCD_SIG)
            continue;
        const count = tail.readUInt16LE(i + 10);
        const bytes = tail.readUInt32LE(i + 12);
        const at = tail.readUInt32LE(i + 16);
        if (count === 0xffff || bytes === 0xffffffff || at === 0xffffffff) {
            throw new ZipFormatError("it is a ZIP64 archive, which is not read here");
        }
        if (at + bytes > tailStart + i || at + bytes > size) {
            throw new ZipFormatError("its central directory points outside the file");
        }
        return { count, at, bytes };
    }
    throw new ZipFormatError("no end-of-archive record found (truncated or not a zip)");
}
function entries(cd, count) {
    const out = [];
    let p = 0;
    for (let k = 0; k < count; k++) {
        if (p + 46 > cd.length || cd.readUInt32LE(p) !== CDH_SIG) {
            throw new ZipFormatError(`central directory entry ${k + 1} is damaged`);
        }
        const nameLen = cd.readUInt16LE(p + 28);
        const extraLen = cd.readUInt16LE(p + 30);
        const commentLen = cd.readUInt16LE(p + 32);
        if (p + 46 + nameLen > cd.length) {
            throw new ZipFormatError(`central directory entry ${k + 1} is damaged`);
        }
        out.push({
            flags: cd.readUInt16LE(p + 8),
            method: cd.readUInt16LE(p + 10),
            crc: cd.readUInt32LE(p + 16),
            csize: cd.readUInt32LE(p + 20),
            usize: cd.readUInt32LE(p + 24),
            offset: cd.readUInt32LE(p + 42),
            name: cd.subarray(p + 46, p + 46 + nameLen).toString("utf8"),
            rawName: Buffer.from(cd.subarray(p + 46, p + 46 + nameLen)),
            end: 0,
        });
        p += 46 + nameLen + extraLen + commentLen;
    }
    return out;
}
/** The entry's bytes, inflated and checked; a string says why it could not be read. */
async function entryData(ra, e) {
    if (e.flags & 1)
        return "is encrypted";
    if (e.method !== 0 && e.method !== 8)
        return `uses compression method ${e.method} (only stored and deflate are read)`;
    const lfh = await ra.read(e.offset, 30);
    if (lfh.length < 30 || lfh.readUInt32LE(0) !== LFH_SIG)
        return "has a damaged local header";
    // A local header that names another file than the directory does: tools that read the
    // local headers in order would see another archive than this reader does.
    const localName = await ra.read(e.offset + 30, lfh.readUInt16LE(26));
    if (!localName.equals(e.rawName)) {
        return "has another name in its local header than in the central directory; not read";
    }
    const start = e.offset + 30 + lfh.readUInt16LE(26) + lfh.readUInt16LE(28);
    // Deflate never grows data by more than a few bytes per block, so a compressed size far
    // past the entry's size is a lie; it is refused before a buffer of that size is made.
    if (start + e.csize > ra.size || e.csize > e.usize + (e.usize >> 6) + 1024) {
        return `declares ${e.csize} compressed bytes, which does not fit its size or the file`;
    }
    if (start + e.csize > e.end)
        return "runs into the next entry's bytes; skipped";
    const raw = await ra.read(start, e.csize);
    if (raw.length < e.csize)
        return "is cut short";
    let data;
    if (e.method === 0)
        data = raw;
    else {
        try {
            data = external_node_zlib_.inflateRawSync(raw, { maxOutputLength: Math.max(1, e.usize) });
        }
        catch (err) {
            return `is not valid deflate data (${err.message})`;
        }
    }
    if (data.length !== e.usize)
        return `inflates to ${data.length} bytes, not the ${e.usize} declared`;
    const crc32 = external_node_zlib_.crc32;
    if (crc32 !== undefined && crc32(data) >>> 0 !== e.crc)
        return "fails its CRC check";
    return data;
}
/**
 * Reads the JSON entries of a zip: `samples/*.json` as rows, one batch per entry (line =
 * the entry's number in the archive, entry = its name), and top-level `*.json` entries
 * into `header`.
 */
async function* zipBatches(src, limits, problems, header, skipped = []) {
    const ra = await openRandom(src, limits.confine);
    try {
        const list = await readDirectory(ra, problems);
        if (list === null)
            return;
        const tally = { rowEntries: 0, inflated: 0, headerBytes: 0 };
        const twice = namedTwice(list, problems);
        for (let k = 0; k < list.length; k++) {
            const e = list[k];
            const isRow = ROW_ENTRY.test(e.name);
            const line = k + 1;
            if (!isRow && !HEADER_ENTRY.test(e.name)) {
                // Under samples/ but not samples/<name>.json (a sub-folder, another suffix): counted.
                if (e.name.startsWith("samples/") && !e.name.endsWith("/"))
                    skipped.push(line);
                continue;
            }
            if (twice.has(e.name))
                continue;
            const admitted = admit(e, line, isRow, limits, problems, tally);
            if (admitted === "stop")
                return;
            if (admitted === "skip")
                continue;
            const value = await entryJson(ra, e, line, isRow, problems);
            if (value === undefined)
                continue;
            if (!isRow) {
                tally.headerBytes += e.usize;
                if (tally.headerBytes > limits.maxLineBytes) {
                    problems.add(line, "", `entry ${e.name}: the archive's entries besides its samples are over ${limits.maxLineBytes} bytes; skipped`);
                }
                else
                    header[e.name] = value;
                continue;
            }
            const refused = (0,nesting/* rowRefusal */.F0)(value);
            if (refused !== null) {
                problems.add(line, refused.field, `entry ${e.name}: ${refused.reason}`);
                continue;
            }
            yield [{ line, value: value, entry: e.name }];
        }
    }
    finally {
        await ra.close();
    }
}
/**
 * The names that more than one entry has: a problem at each entry after the first, and
 * none of them is read (which copy a tool would take differs from tool to tool).
 */
function namedTwice(list, problems) {
    const first = new Map();
    const twice = new Set();
    list.forEach((e, k) => {
        const at = first.get(e.name);
        if (at === undefined)
            first.set(e.name, k + 1);
        else {
            twice.add(e.name);
            if (ROW_ENTRY.test(e.name) || HEADER_ENTRY.test(e.name)) {
                problems.add(k + 1, "", `entry ${e.name} has the same name as entry ${at}: neither is read`);
            }
        }
    });
    return twice;
}
/** The archive's entry list from its central directory; null after a problem saying why not. */
async function readDirectory(ra, problems) {
    const tailLen = Math.min(ra.size, TAIL_MAX);
    const tail = await ra.read(ra.size - tailLen, tailLen);
    try {
        const dir = directory(tail, ra.size - tailLen, ra.size);
        if (dir.bytes > CENTRAL_DIR_MAX)
            throw new ZipFormatError("its central directory is over 64 MiB");
        const list = entries(await ra.read(dir.at, dir.bytes), dir.count);
        placeEntries(list, dir.at);
        return list;
    }
    catch (err) {
        if (!(err instanceof ZipFormatError))
            throw err;
        problems.add(err.line, "", `cannot read this zip archive: ${err.message}`);
        return null;
    }
}
/**
 * Sets each entry's `end` (the next entry's start, or the directory's) and refuses an
 * archive whose entries share bytes: two entries at one offset, or one whose header
 * cannot fit before the next. A zip tool never writes that; a bomb does, to inflate
 * one entry's bytes once per name. The exact end of each entry's data is checked when it
 * is read (entryData), once its local header says how long its name is.
 */
function placeEntries(list, directoryAt) {
    const order = list.map((_, k) => k).sort((a, b) => list[a].offset - list[b].offset);
    for (let j = 0; j < order.length; j++) {
        const e = list[order[j]];
        const next = j + 1 < order.length ? list[order[j + 1]] : null;
        e.end = next === null ? directoryAt : next.offset;
        // Only headers that collide refuse the archive; data that runs into the next entry
        // refuses that entry alone (entryData), as a size that does not fit does.
        if (e.offset + 30 > e.end) {
            const other = next === null ? "the central directory" : `entry ${order[j + 1] + 1}`;
            throw new ZipFormatError(`entry ${order[j] + 1} overlaps ${other} (entries that share bytes are not read)`, order[j] + 1);
        }
    }
}
/**
 * Whether an entry may be read, from its declared size alone: "skip" an entry over the
 * size cap, "stop" the archive past the row cap or the inflated-bytes cap.
 */
function admit(e, line, isRow, limits, problems, tally) {
    if (isRow && ++tally.rowEntries > limits.maxRows) {
        problems.add(line, "", `more rows than the limit of ${limits.maxRows}; reading stopped`);
        return "stop";
    }
    if (e.usize > limits.maxLineBytes) {
        problems.add(line, "", `entry ${e.name} is ${e.usize} bytes, over the limit of ${limits.maxLineBytes}; skipped`);
        return "skip";
    }
    if (e.usize >= MIN_RATIO_CHECKED && e.usize > MAX_RATIO * e.csize) {
        problems.add(line, "", `entry ${e.name} inflates ${Math.round(e.usize / Math.max(1, e.csize))} times its compressed size, over the limit of ${MAX_RATIO}; skipped`);
        return "skip";
    }
    tally.inflated += e.usize;
    if (tally.inflated > limits.maxFileBytes) {
        problems.add(0, "", `the archive inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
        return "stop";
    }
    return "read";
}
/** The entry's JSON value; undefined (which JSON never is) after a problem saying why not. */
async function entryJson(ra, e, line, isRow, problems) {
    const data = await entryData(ra, e);
    if (typeof data === "string") {
        problems.add(line, "", `entry ${e.name} ${data}`);
        return undefined;
    }
    // Depth from the bytes, before JSON.parse builds a deep value (nesting.ts).
    const deep = isRow
        ? (0,nesting/* bytesRefusal */.iK)(data)
        : (0,nesting/* bytesTooDeep */.I7)(data) === null
            ? null
            : { field: "", reason: `nested more than ${nesting/* MAX_NESTING */.M1} levels deep` };
    if (deep !== null) {
        problems.add(line, deep.field, `entry ${e.name}: ${deep.reason}`);
        return undefined;
    }
    let value;
    try {
        value = JSON.parse(data.toString("utf8"));
    }
    catch (err) {
        problems.add(line, "", `entry ${e.name} is ${(0,io_problems/* jsonErrorReason */.Hs)(err)}`);
        return undefined;
    }
    const dup = (0,dup_keys/* duplicateKey */.V)(data, 0, data.length, value);
    if (dup !== null) {
        problems.add(line, dup, `entry ${e.name}: ${dup_keys/* DUPLICATE_KEY_REASON */.F}`);
        return undefined;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/io/jsonl.ts
// Streaming JSONL reader. Splits Buffer chunks on byte 10 and decodes each line once
// (readline and string chunks measured 2-3x slower). Hashes the raw bytes in the same
// pass, inflates gzip when the magic bytes say so, and keeps memory bounded on hostile
// input: an over-long line is skipped to its newline without being buffered.
// The first bytes decide how the file is read (sniff.ts): JSONL lines, one JSON document
// read value by value (document.ts), a zip's JSON entries (zip.ts), a Parquet file's rows
// (parquet.ts, loaded only then), or one message saying what the file is when it holds no
// rows we can read (a Git LFS pointer).












const EMPTY_SHA256 = (0,external_node_crypto_.createHash)("sha256").digest("hex");
function readJsonl(src, limits, problems, layout = {}) {
    const stats = {
        bytes: 0,
        sha256: "",
        gzip: false,
        lines: 0,
        rows: 0,
        complete: false,
        layout: "jsonl",
        header: null,
    };
    const owner = limits.slice && limits.slice.count > 1 ? new slice/* LineOwner */["if"](limits.slice) : null;
    return {
        stats,
        batches: batches(src, limits, problems, stats, layout, owner),
        settle: (mode) => {
            if (owner && owner.mode === "probing")
                owner.mode = mode;
        },
        mine: (row) => {
            if (owner === null)
                return true;
            return owner.mode === "whole" ? owner.lead : row.probe !== true;
        },
        elsewhere: () => owner !== null && owner.mode === "whole" && !owner.lead,
        sliced: () => owner !== null && owner.mode !== "whole",
        cover: () => coverOf(stats, owner),
    };
}
function coverOf(stats, owner) {
    const lines = stats.lines;
    if (owner === null)
        return { lines, owned: lines, whole: false };
    // A zip is read whole by shard 0, whatever its rows would have settled on the others.
    if (owner.mode === "whole" || stats.layout === "zip") {
        return { lines, owned: owner.lead ? lines : 0, whole: true };
    }
    const owned = stats.layout === "parquet" ? (stats.ownedRows ?? 0) : (0,slice/* ownedLines */.tQ)(lines, owner.slice);
    return { lines, owned, whole: false };
}
const DEFAULT_ZIP_HINT = "give this role JSONL or a JSON array of rows, or unzip it first";
async function* batches(src, limits, problems, stats, layout, owner) {
    const run = {
        src,
        limits,
        // What is wrong with the file as a whole is said once, by shard 0.
        problems: owner && !owner.lead ? new io_problems/* ProblemCollector */.tH(problems.file) : problems,
        rowProblems: problems,
        stats,
        layout,
        owner,
    };
    const opened = await openChecked(run);
    if (opened === null)
        return;
    // Threads of one job read one local file: only the first one hashes it.
    const hash = limits.slice?.digest === false ? null : (0,external_node_crypto_.createHash)("sha256");
    const raw = tap(opened.chunks, (c) => {
        hash?.update(c);
        stats.bytes += c.length;
    });
    const head = await raw.next();
    if (head.done) {
        // The file shrank between stat and read.
        run.problems.add(0, "", "file is empty");
        return;
    }
    const first = head.value;
    const kind = sniffRaw(first);
    if (kind === "zip" && layout.zip === true) {
        // Hash the whole archive first, then read its entries by offset.
        for await (const c of raw)
            void c;
        await opened.close();
        stats.layout = "zip";
        stats.sha256 = hash?.digest("hex") ?? "";
        yield* zipRows(run);
        return;
    }
    if (kind === "parquet") {
        // Hashed whole like a zip, then read by row group through its footer.
        for await (const c of raw)
            void c;
        await opened.close();
        stats.layout = "parquet";
        stats.sha256 = hash?.digest("hex") ?? "";
        yield* parquetRows(run);
        return;
    }
    const refused = rawKindMessage(kind, layout.zipHint ?? DEFAULT_ZIP_HINT);
    if (refused !== null) {
        // Refused whole, but hashed whole: the report names the file it refused (issue 22.10).
        for await (const c of raw)
            void c;
        await opened.close();
        stats.layout = "other";
        stats.sha256 = hash?.digest("hex") ?? "";
        run.problems.add(0, "", refused);
        return;
    }
    stats.gzip = kind === "gzip";
    const complete = yield* decodedRows(run, opened, prepend(first, raw));
    if (!complete && stats.layout === "other" && hash !== null) {
        // Not JSON at all (refused at its first bytes): the digest is of the whole file still.
        stats.sha256 = await digestWhole(run);
    }
    if (!complete)
        return;
    stats.sha256 = hash?.digest("hex") ?? "";
    stats.complete = true;
}
/** The sha256 of the whole file, read again (only for a file refused at its first bytes). */
async function digestWhole(run) {
    const again = await (0,source/* openSource */.oD)(run.src, run.limits.confine);
    const h = (0,external_node_crypto_.createHash)("sha256");
    let bytes = 0;
    try {
        for await (const c of again.chunks) {
            h.update(c);
            bytes += c.length;
        }
    }
    finally {
        await again.close();
    }
    run.stats.bytes = Math.max(run.stats.bytes, bytes);
    return h.digest("hex");
}
/** A Parquet file's rows; hyparquet is loaded only now, for a file that is Parquet. */
async function* parquetRows(run) {
    const { stats } = run;
    const { parquetRows: rows } = await __webpack_require__.e(/* import() */ 76).then(__webpack_require__.bind(__webpack_require__, 4076));
    const complete = yield* rows({
        src: run.src,
        maxRows: run.limits.maxRows,
        maxRowBytes: run.limits.maxLineBytes,
        problems: run.problems,
        rowProblems: run.rowProblems,
        owner: run.owner,
        want: run.layout.columns ?? null,
        onLayout: (n, unread, owned) => {
            stats.lines = n;
            stats.ownedRows = owned;
            if (unread.length > 0 && (run.owner === null || run.owner.lead))
                stats.unread = unread;
        },
        counted: (n) => (stats.rows += n),
    });
    stats.complete = complete;
    if (!complete)
        stats.sha256 = "";
}
/** The file opened, or null after saying why it is not read (empty, or over the limit). */
async function openChecked(run) {
    const { stats, limits } = run;
    const opened = await (0,source/* openSource */.oD)(run.src, run.limits.confine);
    if (opened.size === 0) {
        await opened.close();
        run.problems.add(0, "", "file is empty");
        stats.sha256 = EMPTY_SHA256;
        stats.complete = true;
        return null;
    }
    if (opened.size > limits.maxFileBytes) {
        await opened.close();
        run.problems.add(0, "", `file is ${opened.size} bytes, over the limit of ${limits.maxFileBytes} bytes`);
        return null;
    }
    return opened;
}
/** A zip's JSON entries (an Inspect `.eval` log), read by shard 0. */
async function* zipRows(run) {
    const { stats } = run;
    if (run.owner && !run.owner.lead) {
        stats.complete = true; // a zip is read whole, by shard 0
        return;
    }
    stats.header = Object.create(null);
    const skipped = [];
    for await (const batch of zipBatches(run.src, run.limits, run.problems, stats.header, skipped)) {
        stats.rows += batch.length;
        yield batch;
    }
    if (skipped.length > 0)
        stats.skippedEntries = skipped;
    stats.complete = true;
}
/**
 * The rows of the decoded bytes (inflated when gzip), split into lines or document values.
 * Returns true when the file was read to its end with nothing left unread.
 */
async function* decodedRows(run, opened, rest) {
    const { stats, limits, problems } = run;
    const inflated = { consumed: 0 };
    const decoded = stats.gzip ? gunzip(rest, inflated) : rest;
    let splitter = null;
    let decodedBytes = 0;
    try {
        for await (const chunk of decoded) {
            if (splitter === null) {
                splitter = chooseSplitter(chunk, run);
                if (splitter === null)
                    return false;
            }
            decodedBytes += chunk.length;
            if (decodedBytes > limits.maxFileBytes) {
                problems.add(0, "", `data inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
                return false;
            }
            splitter.feed(chunk);
            if (splitter.batch.length > 0)
                yield splitter.take();
            if (splitter.stopped)
                return false;
        }
    }
    catch (err) {
        if (!isZlibError(err))
            throw err;
        problems.add(0, "", `not valid gzip data: ${err.message}`);
        return false;
    }
    finally {
        if (splitter !== null)
            stats.lines = splitter.linesSeen;
        await decoded.return(undefined);
        await opened.close();
    }
    if (splitter === null) {
        problems.add(0, "", "file is empty once decompressed");
        return false;
    }
    splitter.finish();
    if (splitter instanceof io_document/* DocumentSplitter */.L) {
        stats.lines = splitter.linesSeen;
        stats.header = splitter.header;
    }
    if (splitter.batch.length > 0)
        yield splitter.take();
    if (splitter.stopped)
        return false;
    return endChecks(run, splitter, decodedBytes, opened.size - inflated.consumed);
}
/** What is wrong with a file read to its end: bytes after the last gzip member, no rows. */
function endChecks(run, splitter, decodedBytes, unread) {
    const { stats, problems } = run;
    if (stats.gzip && unread > 0) {
        // zlib reads back-to-back members but stops quietly at anything else (a NUL byte,
        // say), while other readers (Python's gzip) skip padding and read on: the rest of
        // the file could hold rows the gates never saw.
        problems.add(0, "", `${unread} bytes follow the last gzip member and were not read; ` +
            "a gzip file must end with its last member");
        return false;
    }
    if (decodedBytes === 0)
        problems.add(0, "", "file is empty once decompressed");
    else if (splitter.nonBlank === 0 && stats.layout === "jsonl") {
        problems.add(0, "", "file has no rows, only blank lines");
    }
    else if (splitter.nonBlank === 0 && stats.layout === "json-array") {
        problems.add(0, "", "the JSON array is empty: no rows");
    }
    return true;
}
/** Reads the first decoded bytes and picks the splitter; null after saying why none fits. */
function chooseSplitter(head, run) {
    const { limits, problems, rowProblems, stats, owner } = run;
    const text = sniffText(head);
    if (text === "not-json") {
        stats.layout = "other";
        problems.add(0, "", notJsonMessage(head));
        return null;
    }
    if (text === "jsonl")
        return new LineSplitter(limits, rowProblems, stats, owner);
    stats.layout = text;
    if (owner)
        owner.mode = "whole"; // a document is read by shard 0; the others only hash it
    if (owner && !owner.lead)
        return new IdleSplitter();
    return new io_document/* DocumentSplitter */.L(limits, problems, (n) => (stats.rows += n));
}
/** Another shard's document: its bytes are hashed and counted, its rows read elsewhere. */
class IdleSplitter {
    batch = [];
    stopped = false;
    nonBlank = 0; // what is wrong with the file is shard 0's to say
    linesSeen = 0;
    take() {
        return [];
    }
    feed() { }
    finish() { }
}
/** zlib's errors carry Z_* codes; anything else (a read failure, a bug) is not bad gzip data. */
function isZlibError(err) {
    if (err instanceof source/* ReadError */.F_)
        return false;
    const code = err?.code;
    return typeof code === "string" && code.startsWith("Z_");
}
async function* tap(chunks, see) {
    for await (const c of chunks) {
        see(c);
        yield c;
    }
}
async function* prepend(first, rest) {
    try {
        yield first;
        yield* rest;
    }
    finally {
        await rest.return(undefined);
    }
}
/** Inflates every gzip member; `inflated.consumed` is the compressed bytes zlib used. */
async function* gunzip(raw, inflated) {
    const gz = (0,external_node_zlib_.createGunzip)({ chunkSize: source/* CHUNK_BYTES */.EC });
    const input = external_node_stream_.Readable.from(raw);
    // pipe() does not forward source errors; a read failure must end the iteration.
    input.on("error", (e) => gz.destroy(e));
    input.pipe(gz);
    try {
        for await (const c of gz)
            yield c;
        inflated.consumed = gz.bytesWritten;
    }
    finally {
        input.destroy();
        gz.destroy();
    }
}
/** Turns a stream of chunks into parsed rows, keeping line numbers true. */
class LineSplitter {
    limits;
    problems;
    stats;
    owner;
    batch = [];
    stopped = false;
    nonBlank = 0;
    /** Number of the line being assembled (1-based). */
    lineNo = 1;
    /** Pieces of the current line that began in earlier chunks. */
    carry = [];
    carryBytes = 0;
    /** The current line is over the cap and already reported: drop bytes to its newline. */
    skipping = false;
    /** Depth of the line being carried over chunks, so a deep one is dropped as it comes. */
    depth = new nesting/* DepthScan */.jo();
    constructor(limits, problems, stats, 
    /** In a sliced read, whose lines are whose; null = every line is this reader's. */
    owner = null) {
        this.limits = limits;
        this.problems = problems;
        this.stats = stats;
        this.owner = owner;
    }
    owns() {
        return this.owner === null || this.owner.owns(this.lineNo);
    }
    /** Lines completed so far. */
    get linesSeen() {
        return this.lineNo - 1;
    }
    take() {
        const b = this.batch;
        this.batch = [];
        return b;
    }
    feed(chunk) {
        let start = 0;
        while (!this.stopped) {
            const nl = chunk.indexOf(10, start);
            if (nl === -1) {
                this.hold(chunk, start);
                return;
            }
            if (this.skipping) {
                this.skipping = false;
            }
            else if (this.carryBytes > 0) {
                const parts = this.carry;
                parts.push(chunk.subarray(start, nl));
                const line = Buffer.concat(parts, this.carryBytes + nl - start);
                this.carry = [];
                this.carryBytes = 0;
                this.depth.reset();
                this.line(line, 0, line.length);
            }
            else {
                this.line(chunk, start, nl);
            }
            this.lineNo++;
            start = nl + 1;
        }
    }
    /** End of data: the last line may lack its newline. */
    finish() {
        if (this.stopped || this.skipping || this.carryBytes === 0) {
            this.stats.lines = this.lineNo - 1;
            return;
        }
        const line = Buffer.concat(this.carry, this.carryBytes);
        this.carry = [];
        this.carryBytes = 0;
        this.line(line, 0, line.length);
        this.stats.lines = this.lineNo;
    }
    hold(chunk, start) {
        if (this.skipping || start === chunk.length)
            return;
        const n = chunk.length - start;
        if (this.carryBytes + n > this.limits.maxLineBytes) {
            this.tooLong();
            this.carry = [];
            this.carryBytes = 0;
            this.skipping = true;
            return;
        }
        this.carry.push(chunk.subarray(start));
        this.carryBytes += n;
        if (this.depth.feed(chunk, start, chunk.length))
            this.tooDeepCarried();
    }
    /** The carried line went too deep: said with its field (from the bytes held), dropped. */
    tooDeepCarried() {
        const held = Buffer.concat(this.carry, this.carryBytes);
        this.carry = [];
        this.carryBytes = 0;
        this.depth.reset();
        this.skipping = true;
        this.nonBlank++;
        const refused = (0,nesting/* bytesRefusal */.iK)(held);
        if (this.owns() && refused !== null) {
            this.problems.add(this.lineNo, refused.field, refused.reason);
        }
    }
    tooLong() {
        this.nonBlank++;
        if (!this.owns())
            return;
        this.problems.add(this.lineNo, "", `line is longer than ${this.limits.maxLineBytes} bytes; skipped`);
    }
    line(buf, start, end) {
        if (end > start && buf[end - 1] === 13)
            end--;
        if (this.lineNo === 1 &&
            end - start >= 3 &&
            buf[start] === 0xef &&
            buf[start + 1] === 0xbb &&
            buf[start + 2] === 0xbf) {
            start += 3;
        }
        let i = start;
        while (i < end && (buf[i] === 32 || buf[i] === 9 || buf[i] === 13))
            i++;
        if (i === end)
            return; // blank: skipped, but it still counts as a line
        if (end - start > this.limits.maxLineBytes) {
            this.tooLong();
            return;
        }
        this.nonBlank++;
        const mine = this.owns();
        if (this.nonBlank > this.limits.maxRows) {
            if (mine) {
                this.problems.add(this.lineNo, "", `more rows than the limit of ${this.limits.maxRows}; reading stopped`);
            }
            this.stopped = true;
            return;
        }
        // Another shard's line, once the file's cut is settled: not even parsed here.
        if (this.owner !== null && this.owner.skips(this.lineNo))
            return;
        const bytes = buf.subarray(start, end);
        if (!(0,external_node_buffer_.isUtf8)(bytes)) {
            if (mine)
                this.problems.add(this.lineNo, "", "not valid UTF-8");
            return;
        }
        // Depth is read from the bytes first: JSON.parse of a deep line is the bomb (nesting.ts).
        const deep = (0,nesting/* bytesRefusal */.iK)(bytes);
        if (deep !== null) {
            if (mine)
                this.problems.add(this.lineNo, deep.field, deep.reason);
            return;
        }
        let value;
        try {
            value = JSON.parse(bytes.toString("utf8"));
        }
        catch (err) {
            if (mine)
                this.problems.add(this.lineNo, "", (0,io_problems/* jsonErrorReason */.Hs)(err));
            return;
        }
        const refused = (0,nesting/* rowRefusal */.F0)(value);
        if (refused !== null) {
            if (mine)
                this.problems.add(this.lineNo, refused.field, refused.reason);
            return;
        }
        const dup = (0,dup_keys/* duplicateKey */.V)(bytes, 0, bytes.length, value);
        if (dup !== null) {
            if (mine)
                this.problems.add(this.lineNo, dup, dup_keys/* DUPLICATE_KEY_REASON */.F);
            return;
        }
        const row = { line: this.lineNo, value: value };
        if (mine)
            this.stats.rows++;
        else
            row.probe = true;
        this.batch.push(row);
    }
}


/***/ }),

/***/ 79325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ PASS_THRESHOLD),
/* harmony export */   U2: () => (/* binding */ loadLabels),
/* harmony export */   k2: () => (/* binding */ readLabels),
/* harmony export */   su: () => (/* binding */ replyPrint),
/* harmony export */   zg: () => (/* binding */ saveLabels)
/* harmony export */ });
/* unused harmony exports LABEL_KINDS, MAX_LABELS, criterionName, normalizeLabel */
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63455);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83487);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19974);
/* harmony import */ var _read_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30165);
/* harmony import */ var _row_print_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76750);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47011);
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58419);







/** Who gave a label: a person, a program (a verifier, a unit test), or a model. */
const LABEL_KINDS = ["human", "program", "model"];
/** Labels kept at most: a labelled slice is hundreds or thousands of rows, never millions. */
const MAX_LABELS = 200_000;
/** A label at or above this is a pass (the SDK's PASS_THRESHOLD): scores are read so. */
const PASS_THRESHOLD = 0.5;
const PASS_AT_1 = "pass_at_1";
const MARKER = "marker:";
/** The one text print of a prompt and its reply, for labels and rows alike. */
function replyPrint(prompt, reply) {
    return (0,_row_print_js__WEBPACK_IMPORTED_MODULE_4__/* .fingerprint */ .Rj)(`${prompt}\u001f${reply}`);
}
/** "reward", "pass_at_1", "marker:x" or a bare marker name, as a metric name. */
function criterionName(s) {
    const t = s.trim();
    if (t === "reward" || t === PASS_AT_1)
        return PASS_AT_1;
    return t.startsWith(MARKER) ? t : MARKER + t;
}
function readValue(v, add) {
    const field = "label" in v ? "label" : "gold_reward";
    const raw = v[field];
    if (raw === undefined) {
        add("label", "is missing (expected 0/1, true/false or a score in [0, 1])");
        return undefined;
    }
    const n = typeof raw === "boolean" ? (raw ? 1 : 0) : raw;
    if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > 1) {
        add(field, `expected 0/1, true/false or a score in [0, 1], got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(raw)}`);
        return undefined;
    }
    return n;
}
function readKind(v, add) {
    const raw = v.kind;
    const k = raw === "verifier" ? "program" : raw;
    if (typeof k === "string" && LABEL_KINDS.includes(k)) {
        return k;
    }
    add("kind", raw === undefined
        ? "is missing (human, program or model: who gave the label)"
        : `expected human, program or model, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(raw)}`);
    return undefined;
}
function optText(v, field, add) {
    const raw = v[field];
    if (raw === undefined || raw === null)
        return undefined;
    const s = (0,_fields_js__WEBPACK_IMPORTED_MODULE_0__/* .labelString */ .s1)(raw);
    if (s === undefined || s === "") {
        add(field, `expected a name or a number, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(raw)}`);
        return undefined;
    }
    return s;
}
/** The graded row the label names; undefined (after a problem) when it names none. */
function readKey(v, add) {
    const key = {};
    const before = { bad: false };
    const note = (f, r) => {
        before.bad = true;
        add(f, r);
    };
    const task = optText(v, "scenario_id" in v ? "scenario_id" : "task_id", note);
    if (task !== undefined)
        key.task = task;
    const run = optText(v, "run", note);
    if (run !== undefined)
        key.run = run;
    const rollout = optText(v, "rollout_index", note);
    if (rollout !== undefined)
        key.rollout = rollout;
    const id = optText(v, "rollout_id", note);
    if (id !== undefined)
        key.rollout_id = id;
    const reply = v.final_text ?? v.reply;
    if (v.prompt !== undefined && v.prompt !== null) {
        if (typeof v.prompt !== "string")
            note("prompt", `expected text, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(v.prompt)}`);
        else if (reply !== undefined && reply !== null && typeof reply !== "string") {
            note("final_text" in v ? "final_text" : "reply", `expected text, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(reply)}`);
        }
        else
            key.text = replyPrint(v.prompt, typeof reply === "string" ? reply : "");
    }
    const arm = v.arm;
    if (arm === "baseline" || arm === "candidate")
        key.arm = arm;
    else if (arm !== undefined && arm !== null) {
        note("arm", `expected baseline or candidate, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(arm)}`);
    }
    if (before.bad)
        return undefined;
    if (key.task === undefined && key.rollout_id === undefined && key.text === undefined) {
        add("task_id", "names no graded row: give task_id (with run and rollout_index), rollout_id, or prompt with final_text");
        return undefined;
    }
    if ((key.run !== undefined || key.rollout !== undefined) && key.task === undefined) {
        add(key.run !== undefined ? "run" : "rollout_index", "needs the task_id it belongs to");
        return undefined;
    }
    return key;
}
/** One labels row as a Label; null after its problems were added, or when not labelled yet. */
function normalizeLabel(row, problems) {
    const v = row.value;
    const add = (field, reason) => problems.add(row.line, field, reason);
    if (v.label === null && !("gold_reward" in v))
        return "unlabelled";
    const before = problems.count;
    const value = readValue(v, add);
    const kind = readKind(v, add);
    const annotator = optText(v, "annotator", add);
    if (v.annotator === undefined || v.annotator === null) {
        add("annotator", "is missing (who gave the label: a name or an id)");
    }
    let criterion = PASS_AT_1;
    if (v.criterion !== undefined && v.criterion !== null) {
        if (typeof v.criterion === "string" && v.criterion.trim() !== "") {
            criterion = criterionName(v.criterion);
        }
        else
            add("criterion", `expected a metric name, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(v.criterion)}`);
    }
    const judgeVersion = optText(v, "judge_version", add);
    const key = readKey(v, add);
    if (problems.count > before || key === undefined || value === undefined)
        return null;
    const label = {
        line: row.line,
        key,
        criterion,
        value,
        gold: value >= PASS_THRESHOLD ? 1 : 0,
        kind: kind,
        annotator: annotator,
    };
    if (judgeVersion !== undefined)
        label.judge_version = judgeVersion;
    return label;
}
/** Reads a labels file whole (JSONL, a JSON array, or any layout the row reader takes). */
async function readLabels(src, opts) {
    const problems = new _problems_js__WEBPACK_IMPORTED_MODULE_2__/* .ProblemCollector */ .tH((0,_source_js__WEBPACK_IMPORTED_MODULE_5__/* .sourceName */ .VZ)(src));
    const reader = (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_1__/* .readJsonl */ .f)(src, { ...opts, slice: undefined }, problems);
    const labels = [];
    let unlabelled = 0;
    let scores = 0;
    let over = false;
    for await (const batch of reader.batches) {
        for (const row of batch) {
            if (labels.length >= MAX_LABELS) {
                if (!over)
                    problems.add(row.line, "", `more than ${MAX_LABELS} labels; split the file or sample it`);
                over = true;
                continue;
            }
            const l = normalizeLabel(row, problems);
            if (l === "unlabelled")
                unlabelled++;
            else if (l !== null) {
                labels.push(l);
                if (l.value !== 0 && l.value !== 1)
                    scores++;
            }
        }
    }
    (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .noRowsInDocument */ .$)(reader.stats, reader.stats.rows, problems);
    const summary = (0,_read_options_js__WEBPACK_IMPORTED_MODULE_3__/* .fileSummary */ .t)("judge_labels", src, "labels", reader.stats, labels.length, problems);
    return { labels, summary, unlabelled, scores };
}
/** The labels as plain JSON for a shard state (docs/design.md §11.2). */
function saveLabels(r) {
    const rows = r.labels.map((l) => [
        l.line,
        l.key.task ?? null,
        l.key.run ?? null,
        l.key.rollout ?? null,
        l.key.rollout_id ?? null,
        l.key.text === undefined ? null : `${l.key.text[0]}:${l.key.text[1]}`,
        l.key.arm ?? null,
        l.criterion,
        l.value,
        l.kind,
        l.annotator,
        l.judge_version ?? null,
    ]);
    return {
        v: _state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .STATE_VERSION */ .nd,
        kind: "judge-labels",
        unlabelled: r.unlabelled,
        scores: r.scores,
        labels: rows,
    };
}
function loadLabel(x, at) {
    const t = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .fixedList */ .j5)(x, at, 12, (v) => v);
    const opt = (i) => (t[i] === null ? undefined : (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(t[i], `${at}[${i}]`, 100_000));
    const key = {};
    const set = (k, i) => {
        const v = opt(i);
        if (v !== undefined)
            key[k] = v;
    };
    set("task", 1);
    set("run", 2);
    set("rollout", 3);
    set("rollout_id", 4);
    const text = opt(5);
    if (text !== undefined) {
        const m = /^([0-9]{1,10}):([0-9]{1,10})$/.exec(text);
        if (m === null)
            throw new _state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .StateError */ .qq(`${at}[5]`, "expected a text print");
        key.text = [Number(m[1]), Number(m[2])];
    }
    if (t[6] !== null)
        key.arm = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .yL)(t[6], `${at}[6]`, ["baseline", "candidate"]);
    const value = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .num */ .bu)(t[8], `${at}[8]`);
    (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .check */ .z6)(value >= 0 && value <= 1, `${at}[8]`, "a label outside [0, 1]");
    const l = {
        line: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Wh)(t[0], `${at}[0]`),
        key,
        criterion: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(t[7], `${at}[7]`, 2_000),
        value,
        gold: value >= PASS_THRESHOLD ? 1 : 0,
        kind: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .oneOf */ .yL)(t[9], `${at}[9]`, LABEL_KINDS),
        annotator: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(t[10], `${at}[10]`, 100_000),
    };
    const jv = opt(11);
    if (jv !== undefined)
        l.judge_version = jv;
    return l;
}
/** Labels read back from a shard state (untrusted); `summary` is the file's, from the state. */
function loadLabels(state, at, summary) {
    const s = (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .versioned */ .iF)(state, at, "judge-labels", ["unlabelled", "scores", "labels"]);
    return {
        labels: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .list */ .p_)(s.labels, `${at}.labels`, MAX_LABELS, loadLabel),
        summary,
        unlabelled: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Wh)(s.unlabelled, `${at}.unlabelled`),
        scores: (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_6__/* .int */ .Wh)(s.scores, `${at}.scores`),
    };
}


/***/ }),

/***/ 52674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ LeftOutTally),
/* harmony export */   tG: () => (/* binding */ formatLeftOut)
/* harmony export */ });
/* unused harmony export LEFT_OUT_KINDS */
/** Distinct (what, field, reason) kinds kept per file; later new kinds share one. */
const LEFT_OUT_KINDS = 100;
/** Lines a kind keeps as examples. */
const LINES = 3;
const order = (a, b) => a.what < b.what
    ? -1
    : a.what > b.what
        ? 1
        : a.field < b.field
            ? -1
            : a.field > b.field
                ? 1
                : a.reason < b.reason
                    ? -1
                    : a.reason > b.reason
                        ? 1
                        : 0;
/** Keep the smallest LINES lines, rising. */
function addLines(into, lines) {
    for (const l of lines) {
        if (into.length >= LINES && l >= into[LINES - 1])
            continue;
        if (into.includes(l))
            continue;
        into.push(l);
        into.sort((a, b) => a - b);
        if (into.length > LINES)
            into.pop();
    }
}
class LeftOutTally {
    kinds = new Map();
    /** `line` 0 for a task a list names rather than a row. */
    add(what, field, reason, line, n = 1) {
        this.fold({ what, field, reason, count: n, lines: [line] });
    }
    get size() {
        return this.kinds.size;
    }
    /** The kinds in a fixed order (what, field, reason), so merged shards list them alike. */
    list() {
        return [...this.kinds.values()].sort(order).map((k) => ({ ...k, lines: [...k.lines] }));
    }
    /** Adds another tally's kinds (a shard's, a worker's) to this one. */
    merge(kinds) {
        for (const k of kinds)
            this.fold({ ...k, lines: [...k.lines] });
    }
    fold(k) {
        let key = `${k.what}\u0000${k.field}\u0000${k.reason}`;
        if (!this.kinds.has(key) && this.kinds.size >= LEFT_OUT_KINDS - 1) {
            key = `${k.what}\u0000\u0000other`;
            k = {
                what: k.what,
                field: "",
                reason: `${LEFT_OUT_KINDS}+ other kinds`,
                count: k.count,
                lines: k.lines,
            };
        }
        const mine = this.kinds.get(key);
        if (mine === undefined) {
            this.kinds.set(key, { ...k, lines: [] });
            addLines(this.kinds.get(key).lines, k.lines);
            return;
        }
        mine.count += k.count;
        addLines(mine.lines, k.lines);
    }
}
/** "12 rows (where type:match did not match)", the way every view says one kind. */
function formatLeftOut(k) {
    const unit = k.what === "values"
        ? k.count === 1
            ? "value"
            : "values"
        : k.what === "rows"
            ? k.count === 1
                ? "row"
                : "rows"
            : k.count === 1
                ? "task"
                : "tasks";
    const of = k.field !== "" ? ` of ${k.field}` : "";
    const at = k.lines.some((l) => l > 0) ? `; lines ${k.lines.filter((l) => l > 0).join(", ")}` : "";
    return `${k.count} ${unit}${of}: ${k.reason}${at}`;
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

/***/ 20418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ rowRefusal),
/* harmony export */   I7: () => (/* binding */ bytesTooDeep),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   eO: () => (/* binding */ stringClose),
/* harmony export */   iK: () => (/* binding */ bytesRefusal),
/* harmony export */   jo: () => (/* binding */ DepthScan)
/* harmony export */ });
/* unused harmony export tooDeep */
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19974);

// Depth of JSON. JSON.parse reads any depth, but JSON.stringify, zod and every walk after
// it recurse, and a row nested a few thousand levels deep overflows the stack ("Maximum
// call stack size exceeded", no file, no line). Worse, JSON.parse itself spends ~50 bytes
// of heap per level: a 64 MiB line of `[[[[` (64 KB gzipped) is 3 GB. So the readers scan
// the bytes first (`bytesTooDeep`, like the document reader's scanner does as it cuts a
// value out) and parse only rows within the limit; `tooDeep` stays for values parsed
// elsewhere. Everything downstream works on values of bounded depth (design §7).
/** Levels of objects and lists a row may have, the row itself being level 1. */
const MAX_NESTING = 128;
/**
 * The top-level key under which `row` holds objects or lists nested deeper than `max`
 * levels, or null. Walks with its own stack, so the walk itself cannot overflow.
 */
function tooDeep(row, max = MAX_NESTING) {
    const values = [];
    const depths = [];
    for (const key of Object.keys(row)) {
        const top = row[key];
        if (top === null || typeof top !== "object")
            continue;
        values.push(top);
        depths.push(2);
        while (values.length > 0) {
            const v = values.pop();
            const d = depths.pop();
            if (d > max) {
                values.length = 0;
                depths.length = 0;
                return key;
            }
            if (Array.isArray(v)) {
                for (const c of v) {
                    if (c !== null && typeof c === "object") {
                        values.push(c);
                        depths.push(d + 1);
                    }
                }
            }
            else {
                for (const k in v) {
                    const c = v[k];
                    if (c !== null && typeof c === "object") {
                        values.push(c);
                        depths.push(d + 1);
                    }
                }
            }
        }
    }
    return null;
}
/**
 * Why a parsed value cannot be a row (not an object, or nested too deep), as the field to
 * name and the reason; null when it can. Readers that parse whole rows call this once.
 */
function rowRefusal(value) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
        return { field: "", reason: `expected a JSON object, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .describeValue */ .bp)(value)}` };
    }
    const deep = tooDeep(value);
    return deep === null
        ? null
        : { field: deep, reason: `nested more than ${MAX_NESTING} levels deep` };
}
/** The row's first byte that is not JSON white space, or -1. */
function firstByte(buf, start, end) {
    let i = start;
    while (i < end && (buf[i] === 32 || buf[i] === 9 || buf[i] === 10 || buf[i] === 13))
        i++;
    return i < end ? buf[i] : -1;
}
/** Whether buf[start, end) holds more than `max` opening brackets of either kind. */
function manyOpenings(buf, start, end, max) {
    let n = 0;
    for (const b of [0x5b, 0x7b]) {
        for (let i = buf.indexOf(b, start); i >= 0 && i < end; i = buf.indexOf(b, i + 1)) {
            if (++n > max)
                return true;
        }
    }
    return false;
}
/**
 * Whether the JSON text in buf[start, end) nests deeper than `max` levels (the row itself
 * being level 1), from its bytes alone, before anything is parsed: the top-level key under
 * which it does (decoded; "" for a top-level list, or a key that is not valid JSON), or
 * null. Strings are skipped with indexOf, escapes honoured. Text with at most `max`
 * opening brackets cannot be too deep, so most rows cost a few indexOf calls.
 */
function bytesTooDeep(buf, start = 0, end = buf.length, max = MAX_NESTING) {
    if (!manyOpenings(buf, start, end, max))
        return null;
    let depth = 0;
    let keyFrom = -1;
    let keyTo = -1;
    let i = start;
    while (i < end) {
        const b = buf[i];
        if (b === 0x22) {
            const close = stringClose(buf, i + 1, end);
            if (depth === 1) {
                keyFrom = i;
                keyTo = close + 1;
            }
            i = close + 1;
            continue;
        }
        if (b === 0x5b || b === 0x7b) {
            if (++depth > max)
                return deepKey(buf, start, end, keyFrom, keyTo);
        }
        else if (b === 0x5d || b === 0x7d)
            depth--;
        i++;
    }
    return null;
}
/**
 * The index of the quote closing a JSON string whose text starts at `from` (end if none):
 * quotes found with indexOf, one preceded by an odd run of backslashes is escaped. Shared
 * by the byte scanners (depth here, duplicate keys in dup-keys.ts).
 */
function stringClose(buf, from, end) {
    let i = from;
    for (;;) {
        const q = buf.indexOf(0x22, i);
        if (q < 0 || q >= end)
            return end;
        let bs = 0;
        while (q - 1 - bs >= from && buf[q - 1 - bs] === 0x5c)
            bs++;
        if (bs % 2 === 0)
            return q;
        i = q + 1;
    }
}
function deepKey(buf, start, end, from, to) {
    if (firstByte(buf, start, end) !== 0x7b || from < 0)
        return "";
    try {
        const key = JSON.parse(buf.toString("utf8", from, to));
        return typeof key === "string" ? key : "";
    }
    catch {
        return "";
    }
}
/**
 * Why the bytes of one row cannot be parsed as a row, before JSON.parse: nested too deep,
 * named as rowRefusal names it; null when they may be parsed.
 */
function bytesRefusal(buf, start = 0, end = buf.length) {
    const deep = bytesTooDeep(buf, start, end);
    if (deep === null)
        return null;
    if (firstByte(buf, start, end) === 0x5b) {
        return { field: "", reason: `expected a JSON object, got ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .describeValue */ .bp)([])}` };
    }
    return { field: deep, reason: `nested more than ${MAX_NESTING} levels deep` };
}
/**
 * The depth of JSON text fed piece by piece (a line longer than one read chunk), so a
 * deep line is refused as its bytes arrive instead of being held whole first.
 */
class DepthScan {
    max;
    depth = 0;
    inString = false;
    escape = false;
    constructor(max = MAX_NESTING) {
        this.max = max;
    }
    reset() {
        this.depth = 0;
        this.inString = false;
        this.escape = false;
    }
    /** Scans buf[start, end); true once the text so far nests deeper than max. */
    feed(buf, start, end) {
        let i = start;
        // Found once and kept while ahead of i, so a string of escapes is searched once.
        let q = -1;
        let bs = -1;
        while (i < end) {
            if (this.inString) {
                if (this.escape) {
                    this.escape = false;
                    i++;
                    continue;
                }
                if (q < i)
                    q = indexIn(buf, 0x22, i, end);
                if (bs < i)
                    bs = indexIn(buf, 0x5c, i, end);
                if (bs < q) {
                    this.escape = true;
                    i = bs + 1;
                }
                else {
                    this.inString = q === end;
                    i = q + 1;
                }
                continue;
            }
            const b = buf[i];
            if (b === 0x22)
                this.inString = true;
            else if (b === 0x5b || b === 0x7b) {
                if (++this.depth > this.max)
                    return true;
            }
            else if (b === 0x5d || b === 0x7d)
                this.depth--;
            i++;
        }
        return false;
    }
}
/** The first index of byte b in buf[from, end), or end. */
function indexIn(buf, b, from, end) {
    const at = buf.indexOf(b, from);
    return at < 0 || at > end ? end : at;
}


/***/ }),

/***/ 30165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ noRowsInDocument),
/* harmony export */   t: () => (/* binding */ fileSummary)
/* harmony export */ });
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47011);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52674);


/**
 * A JSON object document with no rows at a known place: one message naming its keys,
 * rather than silence (a training or held-out file is a list of rows).
 */
function noRowsInDocument(stats, rows, problems) {
    if (stats.layout !== "json-object" || rows > 0 || stats.header === null)
        return;
    const keys = Object.keys(stats.header);
    const shown = keys.slice(0, 12).join(", ") + (keys.length > 12 ? ", ..." : "");
    problems.add(0, "", `this file is one JSON object (keys: ${shown || "none"}), not a list of rows: ` +
        "give JSONL (one object per line) or a JSON array of objects");
}
function fileSummary(role, src, shape, stats, rows, problems) {
    const s = {
        role,
        path: (0,_source_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceName */ .VZ)(src),
        shape,
        bytes: stats.bytes,
        rows,
        sha256: stats.sha256,
        problems: problems.list(),
        problem_count: problems.count,
        problem_groups: problems.groupList(),
    };
    // A Parquet column not read is a value of every row left out (design §12, §15).
    const unread = stats.unread ?? [];
    if (unread.length > 0) {
        const tally = new _left_out_js__WEBPACK_IMPORTED_MODULE_1__/* .LeftOutTally */ .UQ();
        tally.merge(unread.map((u) => ({
            what: "values",
            field: u.column,
            reason: u.reason,
            count: stats.lines,
            lines: [],
        })));
        s.left_out = tally.list();
    }
    // An entry that looks like a sample but is not one the reader takes is counted (issue 22.8).
    const skipped = stats.skippedEntries ?? [];
    if (skipped.length > 0) {
        const tally = new _left_out_js__WEBPACK_IMPORTED_MODULE_1__/* .LeftOutTally */ .UQ();
        tally.merge(s.left_out ?? []);
        tally.merge([
            {
                what: "rows",
                field: "samples/",
                reason: "zip entries under samples/ that are not samples/<name>.json are not read",
                count: skipped.length,
                lines: skipped.slice(0, 3),
            },
        ]);
        s.left_out = tally.list();
    }
    return s;
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
    // A row filter alone moves no field: such rows are ours, checked as ours.
    const mapping = Object.keys(fields).some((k) => k !== "where");
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
    return evalRow(line, task, got, value, (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .fieldSpec */ .KQ)(fields.run ?? _fields_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_EVAL_PATHS */ .Y0.run).path);
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

/***/ 20531:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ candidateDigest),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   tD: () => (/* binding */ attemptFigures),
/* harmony export */   ve: () => (/* binding */ pastAttempts),
/* harmony export */   xH: () => (/* binding */ planAttempt),
/* harmony export */   xs: () => (/* binding */ wornGap)
/* harmony export */ });
/* unused harmony exports gamma, cleared, levels */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Attempt control (docs/design.md §16): every verdict on one frozen test spends some of it,
// so attempt j on a test version is judged at alpha_j = alpha * gamma_j, gamma_j = 6/(pi² j²)
// (the gammas sum to 1), plus alpha_{j-1} when attempt j-1 was shown to move (the online
// fallback). The shares add up to at most alpha whatever the dependence between attempts, so
// the chance that any attempt of a series passes by luck stays at most alpha.

/** gamma_j: attempt j's share of alpha. */
function gamma(j) {
    return 6 / (Math.PI * Math.PI * j * j);
}
/** Attempt j's p cleared its level: moved, and p at or under alpha_j. */
function cleared(a, level) {
    return a.target_verdict === "moved" && a.p !== null && a.p <= level;
}
/**
 * The level of each attempt 1..past.length+1, walked in order: alpha gamma_j, plus the level
 * of attempt j-1 when it cleared its own. Made again from each attempt's p and verdict, so a
 * line's stored level is a record, never an input.
 */
function levels(alpha, past) {
    const out = [];
    let prev = 0;
    let prevCleared = false;
    for (let j = 1; j <= past.length + 1; j++) {
        const level = alpha * gamma(j) + (prevCleared ? prev : 0);
        out.push(level);
        const a = past[j - 1];
        prevCleared = a !== undefined && cleared(a, level);
        prev = level;
    }
    return out;
}
/** The candidate's digest: sha256 over its files' sha256s, in file order. */
function candidateDigest(fileSha256s) {
    const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update("heldout-gate candidate 1\n");
    for (const s of fileSha256s)
        h.update(`${s}\n`);
    return h.digest("hex");
}
/** The attempts of a ledger, one per candidate digest: each digest's first line, by attempt. */
function pastAttempts(entries) {
    const out = new Map();
    for (const e of entries) {
        if (out.has(e.candidate_digest))
            continue;
        out.set(e.candidate_digest, {
            attempt: e.attempt,
            p: e.target.p,
            target_verdict: e.target.target_verdict,
        });
    }
    return out;
}
/** Where a candidate stands in a ledger's series, and the level it is judged at. */
function planAttempt(entries, digest, alpha) {
    const past = [...pastAttempts(entries).entries()].sort((a, b) => a[1].attempt - b[1].attempt);
    const at = past.findIndex(([d]) => d === digest);
    const before = (at < 0 ? past : past.slice(0, at)).map(([, a]) => a);
    const all = levels(alpha, before);
    return {
        number: before.length + 1,
        repeat: at >= 0,
        alpha,
        alpha_j: all[all.length - 1],
        alpha_fresh: alpha * gamma(1),
    };
}
function attemptFigures(s, target, detectable) {
    const te = s.target_effect;
    const worn = te !== null &&
        detectable.fresh !== null &&
        detectable.fresh <= te &&
        (detectable.now === null || detectable.now > te);
    return {
        test_version: s.test_version,
        ledger: s.ledger,
        entries: s.entries,
        applied: s.applied,
        candidate_digest: s.candidate_digest,
        number: s.number,
        repeat: s.repeat,
        alpha: s.alpha,
        alpha_j: s.alpha_j,
        alpha_fresh: s.alpha_fresh,
        p: target.p,
        passed: cleared({ attempt: s.number, p: target.p, target_verdict: target.verdict }, s.alpha_j),
        detectable_fresh: detectable.fresh,
        detectable_now: detectable.now,
        target_effect: te,
        worn,
        task_means: target.means,
    };
}
/** A level as the comment prints it: three decimals, two significant digits under 0.01 (0.00084). */
function levelText(x) {
    return x >= 0.01 ? x.toFixed(3) : x.toPrecision(2);
}
/** The evidence gap of a worn test, or null. */
function wornGap(a) {
    if (!a.worn)
        return null;
    const now = a.detectable_now === null ? "no effect up to 1" : a.detectable_now.toFixed(3);
    return (`this test is worn: attempt ${a.number} needs p ≤ ${levelText(a.alpha_j)} and now detects ${now}, ` +
        `over the target effect ${a.target_effect} (a fresh test would detect ${a.detectable_fresh?.toFixed(3)}): freeze a new one`);
}


/***/ }),

/***/ 95641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ LEDGER_MAX_BYTES),
/* harmony export */   NA: () => (/* binding */ ledgerFileName),
/* harmony export */   XL: () => (/* binding */ packTaskMeans),
/* harmony export */   h8: () => (/* binding */ parseLedger),
/* harmony export */   oy: () => (/* binding */ LedgerError)
/* harmony export */ });
/* unused harmony exports LEDGER_FORMAT, TRUSTED_EVENTS, LEDGER_MAX_LINE, ledgerEntrySchema, unpackTaskMeans, untrustedWriter, entryLine, appendEntry, onlyAppends */
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


/***/ }),

/***/ 71509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Rc: () => (/* binding */ level),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   YP: () => (/* binding */ interval),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   lo: () => (/* binding */ detectableText),
/* harmony export */   sp: () => (/* binding */ pValue),
/* harmony export */   x8: () => (/* binding */ signed),
/* harmony export */   y1: () => (/* binding */ range)
/* harmony export */ });
/* unused harmony export percent */
// Number formatting for the markdown views. toFixed is locale-free, so the same report
// always gives the same characters; "-0.000" is folded into "0.000".
const NA = "n/a";
function fixed(x, digits) {
    const s = x.toFixed(digits);
    return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}
/** Plain number with fixed decimals, or "n/a". */
function num(x, digits = 3) {
    return x === null || x === undefined || !Number.isFinite(x) ? NA : fixed(x, digits);
}
/** Signed number ("+0.250", "-0.012", "0.000"), or "n/a". */
function signed(x, digits = 3) {
    if (x === null || x === undefined || !Number.isFinite(x))
        return NA;
    const s = fixed(x, digits);
    return s.startsWith("-") || /^0\.?0*$/.test(s) ? s : "+" + s;
}
/** An interval as "[-0.010, +0.120]", or "n/a". */
function interval(ci, digits = 3) {
    return ci ? `[${signed(ci[0], digits)}, ${signed(ci[1], digits)}]` : NA;
}
/** An interval of levels (not deltas) as "[0.458, 0.558]", or "n/a". */
function range(ci, digits = 3) {
    return ci ? `[${num(ci[0], digits)}, ${num(ci[1], digits)}]` : NA;
}
/** A p-value: three decimals, or "<0.001". */
function pValue(p) {
    if (p === null || p === undefined || !Number.isFinite(p))
        return NA;
    return p < 0.001 ? "<0.001" : fixed(p, 3);
}
/** A confidence level as a percentage: 0.95 -> "95%", 0.975 -> "97.5%". */
function level(confidence) {
    const pct = Math.round(confidence * 1000) / 10;
    return `${Number.isInteger(pct) ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
/** A share as a percentage with one decimal. */
function percent(x) {
    return x === null || x === undefined || !Number.isFinite(x) ? NA : `${fixed(x * 100, 1)}%`;
}
/** An integer count with thin grouping that does not depend on the locale: 100000 -> "100,000". */
function count(n) {
    if (!Number.isFinite(n))
        return NA;
    const s = Math.trunc(Math.abs(n)).toString();
    const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
    return (n < 0 ? "-" : "") + grouped;
}
/** "1 row" / "2 rows". */
function plural(n, word, many = word + "s") {
    return `${count(n)} ${n === 1 ? word : many}`;
}
/** "detectable ≈ X (Y–Z)": the printed detectable effect and the spread a few runs leave. */
function detectableText(de, range) {
    if (de === null)
        return "detectable n/a";
    const r = range && range[0] !== null && range[1] !== null
        ? ` (${num(range[0])}–${num(range[1])})`
        : range && range[0] !== null
            ? ` (${num(range[0])}–n/a)`
            : "";
    return `detectable ≈ ${num(de)}${r}`;
}


/***/ }),

/***/ 63814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ signTestP),
/* harmony export */   y: () => (/* binding */ lnGamma)
/* harmony export */ });
// Exact two-sided sign test (McNemar's exact test on the discordant pairs), used by the
// style gate; Holm's adjustment lives in holm.ts for both the style gate and the model check.
/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; ~15 significant digits). */
function lnGamma(x) {
    const c = [
        0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7,
    ];
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
    x -= 1;
    let a = c[0];
    const t = x + 7.5;
    for (let i = 1; i < 9; i++)
        a += c[i] / (x + i);
    return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}
/**
 * Two-sided exact p-value for `a` successes out of `a + b` at p = 0.5:
 * 2 * P(X <= min(a, b)), capped at 1.
 */
function signTestP(a, b) {
    const n = a + b;
    if (n === 0)
        return 1;
    const k = Math.min(a, b);
    if (2 * k === n)
        return 1;
    // Sum the lower tail downward from k; each term is the previous times i/(n-i+1).
    const lnTop = lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1) - n * Math.LN2;
    let term = Math.exp(lnTop);
    let sum = term;
    for (let i = k; i > 0; i--) {
        term *= i / (n - i + 1);
        sum += term;
        if (term < sum * 1e-17)
            break;
    }
    return Math.min(1, 2 * sum);
}


/***/ }),

/***/ 28473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ holmAdjust),
/* harmony export */   x: () => (/* binding */ familyError)
/* harmony export */ });
// Holm's step-down correction: with several guarded metrics, one of them clearing zero
// by luck is likely; the adjusted p-values keep the family-wise error at the level.
/** Holm-adjusted p-values, in the input order: monotone in rank and capped at 1. */
function holmAdjust(pValues) {
    const m = pValues.length;
    for (const p of pValues) {
        if (!(p >= 0 && p <= 1))
            throw new RangeError(`p-value must be in [0, 1], got ${p}`);
    }
    // Stable order by p so ties keep their input order.
    const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
    const out = new Array(m).fill(1);
    let running = 0;
    order.forEach(({ p, i }, rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        out[i] = running;
    });
    return out;
}
/** Chance that at least one of n independent metrics clears zero on luck alone. */
function familyError(nMetrics, level) {
    return 1 - level ** nMetrics;
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



/***/ }),

/***/ 19886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yq: () => (/* reexport */ ModelInputError),
  w5: () => (/* binding */ checkModel)
});

// UNUSED EXPORTS: CEILING_PASS_RATE, DEFAULT_LOWER_IS_BETTER, DEFAULT_TRUST_FLOORS, MAX_MARKERS, MAX_ROLLOUT_RATIO, MIN_JUDGE_AGREEMENT, MIN_TASKS_FOR_PROOF, metricName

;// CONCATENATED MODULE: ./src/stats/coverage.ts
/** Lists in the report keep at most this many names; the counts are always exact. */
const MAX_LISTED = 50;
/** Causes name at most this many tasks inline. */
const NAMED = 5;
function named(list, total) {
    // Task ids come from the PR's files: long ones are cut so a message stays a line.
    const shown = list
        .slice(0, NAMED)
        .map((t) => JSON.stringify(t.length > 80 ? `${t.slice(0, 77)}...` : t));
    return shown.join(", ") + (total > shown.length ? `, and ${total - shown.length} more` : "");
}
function checkCoverage(heldout, baseline, candidate, allowPartial) {
    const ids = new Set(heldout.map((t) => t.task_id));
    const bTasks = new Set(baseline.keys());
    const cTasks = new Set(candidate.keys());
    const notComparable = [];
    const warnings = [];
    if (ids.size === 0)
        notComparable.push("the held-out test has no tasks");
    const missing = (have) => {
        const out = [];
        let n = 0;
        for (const id of ids) {
            if (have.has(id))
                continue;
            n++;
            if (out.length < MAX_LISTED)
                out.push(id);
        }
        return { list: out, n };
    };
    const unknownOf = (have) => {
        const out = [];
        for (const t of have)
            if (!ids.has(t))
                out.push(t);
        return out;
    };
    const bMiss = missing(bTasks);
    const cMiss = missing(cTasks);
    const bUnknown = unknownOf(bTasks);
    const cUnknown = unknownOf(cTasks);
    const unknownAll = [...new Set([...bUnknown, ...cUnknown])];
    for (const [side, list] of [
        ["baseline", bUnknown],
        ["candidate", cUnknown],
    ]) {
        if (list.length > 0) {
            notComparable.push(`${side} results name ${list.length} task(s) that are not in the held-out test: ${named(list, list.length)}`);
        }
    }
    for (const [side, miss] of [
        ["baseline", bMiss],
        ["candidate", cMiss],
    ]) {
        if (miss.n === 0 || ids.size === 0)
            continue;
        const text = `${side} results cover ${ids.size - miss.n} of ${ids.size} held-out tasks (missing ${named(miss.list, miss.n)})`;
        if (allowPartial)
            warnings.push(`${text}; accepted because allow-partial is set`);
        else
            notComparable.push(`${text}; a partial run is not comparable unless allow-partial is set`);
    }
    return {
        coverage: {
            heldout_tasks: ids.size,
            baseline_missing: bMiss.list,
            candidate_missing: cMiss.list,
            unknown_tasks: unknownAll.slice(0, MAX_LISTED),
            baseline_missing_n: bMiss.n,
            candidate_missing_n: cMiss.n,
            unknown_n: unknownAll.length,
        },
        notComparable,
        warnings,
    };
}

;// CONCATENATED MODULE: ./src/stats/evidence.ts
const MIN_TASKS_FOR_PROOF = 50;
const MIN_JUDGE_AGREEMENT = 0.8;
const evidence_short = (x) => String(Number(x.toFixed(3)));
/** Which floors a measured criterion misses, and the fix, in one gap; null when it meets them. */
function shortfall(c, j) {
    if (c.ok)
        return null;
    const f = j.floors;
    const misses = [];
    if (c.n < f.min_n)
        misses.push(`${c.n} labelled rows, under ${f.min_n}`);
    const low = c.agreement_ci?.[0] ?? null;
    if (low !== null && low < f.min_agreement) {
        misses.push(`agreement ${evidence_short(c.agreement ?? 0)} with a lower bound of ${evidence_short(low)}, under ${f.min_agreement}`);
    }
    if (c.kappa !== null && c.kappa < f.min_kappa)
        misses.push(`kappa ${evidence_short(c.kappa)}, under ${f.min_kappa}`);
    const fix = c.label_more === null
        ? "more labels will not lift it: change the judge's prompt or model"
        : c.label_more > 0
            ? `label about ${c.label_more} more rows`
            : "change the judge's prompt or model";
    return `judge on ${c.criterion} under its floors (${misses.join("; ")}): ${fix}`;
}
/** The judge's gaps: measured when a labels file was given, else declared or missing. */
function judgeGaps(f) {
    if (f.gradedBy !== "judge")
        return [];
    const j = f.judge ?? null;
    if (j === null) {
        if (f.judgeAgreement === null)
            return ["judge agreement with people not measured"];
        const on = f.judgeHumanN != null ? ` on ${f.judgeHumanN}` : "";
        return [
            `judge agreement ${f.judgeAgreement}${on} declared, not measured: give judge-labels to measure it`,
        ];
    }
    const out = [];
    const target = f.target ?? "pass_at_1";
    const c = j.criteria.find((x) => x.criterion === target);
    if (c === undefined) {
        out.push(`judge agreement on ${target} not measured: no trusted label in ${j.labels} matched a graded row`);
    }
    else {
        const s = shortfall(c, j);
        if (s !== null)
            out.push(s);
    }
    for (const x of j.criteria) {
        const g = x.gaming;
        if (g?.flagged) {
            out.push(`the candidate may be exploiting the judge on ${x.criterion}: it passes ${evidence_short(x.arms.candidate.false_pass_rate ?? 0)} ` +
                `of the rows people fail, the baseline ${evidence_short(x.arms.baseline.false_pass_rate ?? 0)} (Holm p ${evidence_short(g.p_holm)})`);
        }
    }
    return out;
}
function evidenceGaps(f) {
    const gaps = [];
    if (f.nTasks < MIN_TASKS_FOR_PROOF)
        gaps.push(`n=${f.nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
    gaps.push(...judgeGaps(f));
    if (f.rewardIsJudge)
        gaps.push("the training reward is the same judge that grades the test");
    const hits = f.contaminationHits;
    if (hits !== null && hits > 0)
        gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);
    return gaps;
}

// EXTERNAL MODULE: ./src/stats/bootstrap.ts
var bootstrap = __webpack_require__(6561);
// EXTERNAL MODULE: ./src/stats/descriptive.ts
var descriptive = __webpack_require__(1665);
// EXTERNAL MODULE: ./src/stats/passk.ts
var passk = __webpack_require__(91713);
;// CONCATENATED MODULE: ./src/stats/families.ts



/** Family of each task: the held-out file's word first, else the first row that names one. */
function taskFamilies(heldout, baseline, candidate) {
    const fam = new Map();
    for (const t of heldout)
        if (t.family !== undefined && t.family !== "")
            fam.set(t.task_id, t.family);
    for (const side of [baseline, candidate]) {
        for (const [task, f] of side.families)
            if (!fam.has(task))
                fam.set(task, f);
    }
    return fam;
}
/**
 * Per family: each side's mean over its tasks and the paired delta over tasks both sides
 * scored, with an interval. Families are sorted by name, each with its own stream
 * (seed + 2000 + its index), so the table is reproducible.
 */
function familyTable(families, baseline, candidate, metric, opt) {
    if (families.size === 0)
        return [];
    const a = (0,passk/* taskMeans */.M)(baseline, metric);
    const b = (0,passk/* taskMeans */.M)(candidate, metric);
    const groups = new Map();
    for (const [task, f] of families) {
        if (!a.has(task) && !b.has(task))
            continue;
        const g = groups.get(f);
        if (g)
            g.push(task);
        else
            groups.set(f, [task]);
    }
    const names = [...groups.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    return names.map((family, i) => {
        const tasks = groups.get(family)
            .slice()
            .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        const av = tasks.filter((t) => a.has(t)).map((t) => a.get(t));
        const bv = tasks.filter((t) => b.has(t)).map((t) => b.get(t));
        const shared = tasks.filter((t) => a.has(t) && b.has(t));
        const diffs = shared.map((t) => b.get(t) - a.get(t));
        return {
            family,
            tasks: tasks.length,
            baseline: av.length > 0 ? (0,descriptive/* mean */.i)(av) : null,
            candidate: bv.length > 0 ? (0,descriptive/* mean */.i)(bv) : null,
            delta: diffs.length > 0 ? (0,descriptive/* mean */.i)(diffs) : null,
            ci: (0,bootstrap/* bootstrapMean */.iC)(diffs, { ...opt, seed: opt.seed + 2000 + i }),
        };
    });
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(71509);
// EXTERNAL MODULE: ./src/stats/holm.ts
var holm = __webpack_require__(28473);
// EXTERNAL MODULE: ./src/stats/components.ts
var components = __webpack_require__(24871);
;// CONCATENATED MODULE: ./src/stats/model-changes.ts



const ciText = (c, level) => c.delta === null
    ? "no delta"
    : `${(0,format/* signed */.x8)(c.delta)}` +
        (c.ci
            ? ` (${Math.round(level * 100)}% ${(0,format/* signed */.x8)(c.ci[0])}..${(0,format/* signed */.x8)(c.ci[1])})`
            : " (no interval)");
/**
 * A guard asks one question, "did it get worse?", so its p is one-sided: half the
 * two-sided p when the delta points the worse way, else one less that half.
 */
const oneSided = (p, worse) => (worse ? p / 2 : 1 - p / 2);
/**
 * Guards are decided by Holm over the guarded metrics' p (the same drift-aware t as the
 * interval), not by each one's own interval and band: with several guards one of them
 * clears zero by luck, and the band, on few runs, lets a real drop through. Sets each
 * guarded row's p_holm, and tags a regression "down".
 */
function classifyChanges(rows, comps, level, margin = null) {
    const alpha = 1 - level;
    const worse = (r) => r.delta !== null && (r.lower_is_better ? r.delta > 0 : r.delta < 0);
    const family = rows.filter((r) => r.guarded && r.p_value !== null);
    if (family.length > 0) {
        const adj = (0,holm/* holmAdjust */.I)(family.map((r) => oneSided(r.p_value, worse(r))));
        family.forEach((r, i) => (r.p_holm = adj[i]));
    }
    const loud = (r) => !r.within_noise;
    const byHolm = rows
        .filter((r) => r.guarded && worse(r) && r.p_holm !== null && r.p_holm < alpha)
        .map((r) => r.metric);
    const slipped = rows
        .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
        .map((r) => r.metric);
    const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);
    const holmOf = new Map(rows.map((r) => [r.metric, r.p_holm]));
    const warnings = byHolm.map((m) => `REGRESSION ${m}: ${ciText(comps.get(m), level)}, Holm-adjusted p ${holmOf.get(m).toFixed(3)} over ${family.length} guarded metric(s), guarded by must-not-regress`);
    const unshown = margin === null ? [] : marginMisses(rows, byHolm, margin, level);
    warnings.push(...unshown.map((u) => u.warning));
    const regressions = [...byHolm, ...unshown.map((u) => u.metric)];
    for (const r of rows)
        if (regressions.includes(r.metric))
            r.tag = "down";
    for (const m of slipped) {
        warnings.push(`${m} got worse: ${ciText(comps.get(m), level)} (not guarded)`);
    }
    return {
        regressions,
        slipped,
        improved,
        familyError: rows.length >= 2 ? (0,holm/* familyError */.x)(rows.length, level) : null,
        warnings,
    };
}
/**
 * guard-margin: with a non-inferiority margin a guard must also be shown no worse than the
 * margin, its one-sided (level) bound on the worse side inside it. Each guard is its own
 * test of an intersection-union rule (every guard must clear), so no Holm step is needed
 * there. The guards Holm already found regressed are not asked again.
 */
function marginMisses(rows, regressed, margin, level) {
    const out = [];
    for (const r of rows) {
        if (!r.guarded || regressed.includes(r.metric))
            continue;
        const bound = worseBound(r, level);
        if (bound !== null && bound < margin)
            continue;
        const shown = bound === null ? "no interval" : `worse by up to ${bound.toFixed(3)}`;
        out.push({
            metric: r.metric,
            warning: `REGRESSION ${r.metric}: not shown within the non-inferiority margin ${margin} (guard-margin): ${shown} at ${Math.round(level * 100)}% one-sided`,
        });
    }
    return out;
}
/**
 * How much worse the guard may be, at its one-sided `level` bound (in the worse
 * direction, positive = worse); null without an interval.
 */
function worseBound(r, level) {
    if (r.delta === null ||
        r.se === undefined ||
        r.se === null ||
        r.df === undefined ||
        r.df === null)
        return null;
    const q = r.se > 0 ? (0,components/* tCritical */.c2)(r.df, 2 * level - 1) * r.se : 0;
    return r.lower_is_better ? r.delta + q : -r.delta + q;
}
/** A warning when many metrics were compared and some changed: luck alone moves one. */
function multiplicityWarning(rows, ch, level) {
    if (ch.familyError === null || rows < 4)
        return [];
    if (ch.regressions.length + ch.slipped.length + ch.improved.length === 0)
        return [];
    return [
        `${rows} metrics compared at ${Math.round(level * 100)}%: up to ${Math.round(ch.familyError * 100)}% chance that one of them clears zero by luck alone (independent metrics); read the Holm-adjusted p-values`,
    ];
}

// EXTERNAL MODULE: ./src/stats/compare.ts
var compare = __webpack_require__(77288);
;// CONCATENATED MODULE: ./src/render/suggest.ts
// "Did you mean": the nearest of the names the gate knows, for a name it cannot find (a
// flag, a command, a metric). Edit distance over the lower-cased names; a suggestion only
// when it is near enough that the typo is the likely cause (docs/design.md §5).
/** Levenshtein distance, capped: past `cap` the exact figure does not matter. */
function editDistance(a, b, cap = 64) {
    if (Math.abs(a.length - b.length) > cap)
        return cap + 1;
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const cur = [i];
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost));
        }
        prev = cur;
    }
    return prev[b.length];
}
/** Spellings people write for the same thing, folded before the distance is taken. */
function fold(s) {
    return s
        .toLowerCase()
        .replace(/@/g, "_at_")
        .replace(/\^/g, "_pow_")
        .replace(/[-\s.]/g, "_");
}
/**
 * The known name nearest to `name`, or null when none is near: at most a third of the
 * longer name's characters differ (at least 2), so "pass@1" finds "pass_at_1" and "sfe"
 * finds "marker:safe" but "nope" finds nothing. Ties go to the first in `known`.
 */
function nearest(name, known) {
    const n = tailOf(fold(name));
    let best = null;
    let bestD = Infinity;
    for (const k of known) {
        // "safe" and "marker:nope" are compared without their "marker:" prefix.
        const f = tailOf(fold(k));
        const d = editDistance(n, f);
        const limit = Math.max(2, Math.floor(Math.max(n.length, f.length) / 3));
        if (d <= limit && d < bestD) {
            best = k;
            bestD = d;
        }
    }
    return best;
}
const tailOf = (s) => s.slice(s.indexOf(":") + 1);
/** " (did you mean X?)", or "" when nothing is near. */
function didYouMean(name, known, quote = (s) => s) {
    const n = nearest(name, known);
    return n === null ? "" : ` (did you mean ${quote(n)}?)`;
}

;// CONCATENATED MODULE: ./src/stats/model-metrics.ts




/** Presence markers where a higher value is worse, plus truncation (the SDK's default set). */
const DEFAULT_LOWER_IS_BETTER = [
    "boilerplate",
    "self_reference",
    "hedging",
    "refusal",
    "sycophancy",
    "truncated",
];
/** Each metric costs two bootstraps; past this many markers the run would not end in reasonable time. */
const MAX_MARKERS = 256;
class ModelInputError extends Error {
    input;
    constructor(message, 
    /** The input (or inputs) whose rows caused it. */
    input) {
        super(message);
        this.input = input;
        this.name = "ModelInputError";
    }
}
/** "pass_at_1" stays; a bare marker name gets its "marker:" prefix. */
function metricName(name) {
    const n = name.trim();
    return n === passk/* PASS_AT_1 */.uW || n.startsWith(passk/* MARKER_PREFIX */.Km) ? n : passk/* MARKER_PREFIX */.Km + n;
}
/** How many measured metric names a usage error lists, and how much of each it shows. */
const LISTED = 20;
const NAME_CHARS = 60;
/** " (read as marker:x)" when the name was given bare. */
const readAs = (n) => metricName(n) === n.trim() ? "" : ` (read as ${shortName(metricName(n))})`;
const shortName = (n) => (n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS - 1)}…` : n);
/**
 * A metric name the settings give that neither side measures is a mistake in the settings,
 * not a fact about the model: the run stops on that input, with the measured names and the
 * nearest of them (design §5). A name one side measures stays a finding (not comparable,
 * target_not_measured): then the rows, not the settings, are what is missing.
 */
function unknownNames(baseline, candidate, settings, metrics) {
    // A side with no counted row says nothing about names: its input problems or missing
    // tasks already fail the run, and say why.
    if (baseline.rows === 0 || candidate.rows === 0)
        return;
    const markers = [...new Set([...baseline.markers, ...candidate.markers])].sort();
    const known = [passk/* PASS_AT_1 */.uW, ...markers.map((m) => passk/* MARKER_PREFIX */.Km + m)];
    const onEither = new Set(known);
    const asked = [
        ["target", [settings.target]],
        ["must-not-regress", settings.mustNotRegress],
        ["lower-is-better", settings.lowerIsBetter],
    ];
    for (const [input, names] of asked) {
        const missing = names.filter((n) => n.trim() !== "" && !onEither.has(metricName(n)));
        if (missing.length === 0)
            continue;
        const first = missing[0];
        const listed = metrics.slice(0, LISTED).map(shortName).join(", ");
        const more = metrics.length > LISTED ? ` and ${metrics.length - LISTED} more` : "";
        throw new ModelInputError(`${input} names ${shortName(first.trim())}${readAs(first)}, which no row of either side measures` +
            `${didYouMean(first, known, shortName)}; the measured metrics are ${listed}${more}` +
            (missing.length > 1
                ? ` (${missing.length - 1} more ${input} names are not measured either)`
                : ""), input);
    }
}
/** The metrics to compare; names the user gave that cannot be read become messages. */
function planMetrics(baseline, candidate, settings, paths, warnings, notComparable) {
    const common = [...baseline.markers].filter((m) => candidate.markers.has(m)).sort();
    if (common.length > MAX_MARKERS) {
        throw new ModelInputError(`${paths[0]} and ${paths[1]} share ${common.length} marker names; at most ${MAX_MARKERS} can be compared`, "baseline, candidate");
    }
    const metrics = [passk/* PASS_AT_1 */.uW, ...common.map((m) => passk/* MARKER_PREFIX */.Km + m)];
    const measured = new Set(metrics);
    unknownNames(baseline, candidate, settings, metrics);
    const lower = new Set([...DEFAULT_LOWER_IS_BETTER, ...settings.lowerIsBetter].map(metricName));
    for (const n of settings.lowerIsBetter.map(metricName)) {
        if (!measured.has(n))
            warnings.push(`lower-is-better names ${n}, which is not measured on both sides`);
    }
    const guarded = [...new Set(settings.mustNotRegress.map(metricName))];
    for (const g of guarded) {
        if (!measured.has(g)) {
            notComparable.push(`must-not-regress names ${g}, which is not measured on both sides, so the guard cannot be checked`);
        }
    }
    const target = metricName(settings.target);
    return { metrics, measured, lower, guarded, target, targetMeasured: measured.has(target) };
}
/**
 * What re-runs say about a delta's run part (design §3): the run-mean variance on the
 * floor's df and the within-run noise; null without a floor (then nothing measured re-run
 * noise, and the verdict cannot be better than moved_unreplicated anyway). Guards and the
 * target take the same rule: no preliminary test pools a part away.
 */
function runsOf(floor, a, b, given) {
    if (floor.source === "none")
        return null;
    return (0,components/* runNoise */.AB)(a, b, floor.source === "given" ? given : null, floor.df ?? Infinity, floor.runsBaseline, floor.runsCandidate);
}
function allFinite(m) {
    for (const v of m.values())
        if (!Number.isFinite(v))
            return false;
    return true;
}
/** Every planned metric compared, paired over shared tasks, with run drift in its interval. */
function compareAll(plan, baseline, candidate, floor, settings, notComparable) {
    const means = new Map();
    const noise = new Map();
    const comps = plan.metrics.map((m, i) => {
        let a = (0,passk/* taskMeans */.M)(baseline.pooled, m);
        let b = (0,passk/* taskMeans */.M)(candidate.pooled, m);
        if (!allFinite(a) || !allFinite(b)) {
            // Finite values can still sum past the largest double; such a mean is never compared.
            notComparable.push(`${m} has a task mean that is not a finite number, so it is not compared`);
            a = new Map();
            b = new Map();
        }
        means.set(m, [a, b]);
        const na = (0,components/* sideNoise */.C6)(floor.splitBaseline, baseline.pooled, m);
        const nb = (0,components/* sideNoise */.C6)(floor.splitCandidate, candidate.pooled, m);
        noise.set(m, [na, nb]);
        return (0,compare/* compareMetric */.MN)(m, a, b, {
            resamples: settings.resamples,
            level: settings.confidence,
            seed: settings.seed + i,
            lowerIsBetter: plan.lower.has(m),
            runs: runsOf(floor, na, nb, settings.noiseFloor ?? null),
            runsBaseline: floor.runsBaseline,
            runsCandidate: floor.runsCandidate,
        });
    });
    return { comps, means, noise };
}
/** A comparison as a report row, with its noise band; guards and Holm come later. */
function metricRow(c, floor, guarded) {
    const f = floor.perMetric.get(c.metric) ?? { run_std: null, band: null };
    const within = f.band !== null && c.delta !== null && Math.abs(c.delta) < f.band;
    // The tag says what counts: up/down only for a change that is outside the noise band.
    const tag = c.verdict === "insufficient_data"
        ? "n/a"
        : within || c.verdict === "no_difference_detected"
            ? "flat"
            : c.verdict === "b_better"
                ? "up"
                : "down";
    const notes = [c.note];
    if (floor.source !== "none" && f.band === null)
        notes.push("no_replicate_floor: this metric is missing from some run");
    const note = notes.filter((x) => x !== undefined).join("; ");
    return {
        metric: c.metric,
        lower_is_better: c.lower_is_better,
        guarded: guarded.includes(c.metric),
        paired: c.paired,
        n_paired: c.n_paired,
        n_only_baseline: c.n_only_baseline,
        n_only_candidate: c.n_only_candidate,
        n_shared: c.n_shared,
        baseline_mean: c.baseline_mean,
        candidate_mean: c.candidate_mean,
        delta: c.delta,
        ci: c.ci,
        p_value: c.p_value,
        se: c.se,
        df: c.df,
        bootstrap_ci: c.bootstrap_ci,
        p_holm: null,
        run_std: f.run_std,
        noise_band: f.band,
        within_noise: within,
        verdict: c.verdict,
        tag,
        ...(note !== "" ? { note } : {}),
    };
}

// EXTERNAL MODULE: ./src/stats/rng.ts
var stats_rng = __webpack_require__(31046);
// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(72160);
// EXTERNAL MODULE: ./src/stats/tdist.ts
var tdist = __webpack_require__(71207);
;// CONCATENATED MODULE: ./src/stats/decision-power.ts
// Power of the gate's own rule, for sizing. The gate passes when the drift-aware t
// interval excludes zero AND the delta clears the re-run band; the band is itself an
// estimate on few runs (df = 4 at 3 runs a side), so a normal-theory formula on one of
// the two overstates power (issue 12 measured 44-76% at a "80%" effect). Here the
// decision is replayed on a fixed set of draws of what the next PR would see, from the
// variance components measured on this one:
//   per-task difference variance = het + w_b/R_b + w_c/R_c,
//   run-mean variance            = drift + w/n,
// where het is how much the true effect differs between tasks, w the within-run noise of
// one task's mean and drift the run-to-run shift. The draws are deterministic (one seed),
// so the same inputs print the same sizing.




const DRAWS = 2000;
const NORMALS = 66;
let bank = null;
/** Standard normals, DRAWS x NORMALS, from one fixed seed (made once). */
function normals() {
    if (bank)
        return bank;
    const rng = (0,stats_rng/* makeRng */._8)("heldout-gate:decision-power");
    const out = new Float64Array(DRAWS * NORMALS);
    for (let i = 0; i < out.length; i += 2) {
        const u = 1 - rng();
        const v = rng();
        const r = Math.sqrt(-2 * Math.log(u));
        out[i] = r * Math.cos(2 * Math.PI * v);
        if (i + 1 < out.length)
            out[i + 1] = r * Math.sin(2 * Math.PI * v);
    }
    bank = out;
    return out;
}
/** A second bank for the family-level variance, so the first bank's draws (and every sizing without families) stay as they were. */
const FAMILY_NORMALS = 33;
let familyBank = null;
function familyNormals() {
    if (familyBank)
        return familyBank;
    const rng = (0,stats_rng/* makeRng */._8)("heldout-gate:decision-power:family");
    const out = new Float64Array(DRAWS * FAMILY_NORMALS);
    for (let i = 0; i < out.length; i++) {
        const u = 1 - rng();
        out[i] = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
    }
    familyBank = out;
    return out;
}
/** chi^2_k / k from the family bank's draw j: sum of squares to 32 df, Wilson-Hilferty above. */
function familyChi2Ratio(z, j, k) {
    if (!(k >= 1))
        return 1;
    const base = j * FAMILY_NORMALS;
    if (k <= 32) {
        let s = 0;
        for (let i = 0; i < k; i++)
            s += z[base + 1 + i] ** 2;
        return s / k;
    }
    const c = 2 / (9 * k);
    const x = 1 - c + z[base] * Math.sqrt(c);
    return Math.max(0, x * x * x);
}
/** chi^2_k / k from draw j (two independent slots): sum of squares to 32 df, Wilson-Hilferty above. */
function chi2Ratio(z, j, k, slot) {
    if (!(k >= 1))
        return 1;
    const base = j * NORMALS;
    if (k <= 32) {
        let s = 0;
        const off = base + 2 + slot * 32;
        for (let i = 0; i < k; i++)
            s += z[off + i] ** 2;
        return s / k;
    }
    const c = 2 / (9 * k);
    const x = 1 - c + z[slot === 0 ? base + 1 : base + 2 + 32] * Math.sqrt(c);
    return Math.max(0, x * x * x);
}
/**
 * Two-sided t quantile at a fractional df, for the replay: to 30 df at the df rounded to
 * a hundredth (a cache of at most 3,000 points per level), the SDK's series above (it
 * takes fractional df as they are).
 */
function tq(df, level) {
    if (df > 30) {
        const z = level === 0.95 ? 1.96 : (0,tdist/* tQuantile */.YW)(null, level);
        return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
    }
    // An array per level, not tCritical's keyed map: the replay asks up to 200,000 times a
    // sizing, and building the key string took over a third of calibrate's time.
    const i = Math.round(df * 100);
    let at = tqCache.get(level);
    if (!at) {
        at = new Float64Array(3001).fill(Number.NaN);
        tqCache.set(level, at);
    }
    let q = at[i];
    if (Number.isNaN(q)) {
        q = (0,components/* tCritical */.c2)(i / 100, level);
        at[i] = q;
    }
    return q;
}
const tqCache = new Map();
/** Share of simulated PRs with true effect `e` that the gate would pass. */
function gatePower(e, m) {
    if (m.floor === "none" || m.n < 3)
        return 0;
    const z = normals();
    const inv = 1 / m.rB + 1 / m.rC;
    const w = (m.wB + m.wC) / 2;
    const varD = m.het + m.wB / m.rB + m.wC / m.rC;
    const extra = m.family?.extra ?? 0;
    const trueSe = Math.sqrt(varD / m.n + extra + m.drift * inv);
    const fam = m.family?.decides && m.family.groups >= 3 ? m.family : null;
    const zF = fam ? familyNormals() : null;
    const dfD = m.n - 1;
    const dfR = m.floor === "given" ? (m.given?.df ?? Infinity) : Math.max(1, m.rB - 1 + (m.rC - 1));
    const runVar = m.drift + w / m.n;
    const bandQ = (0,tdist/* tQuantile */.YW)(Number.isFinite(dfR) ? dfR : null, m.level);
    // The within-run noise the task part gives back to the run part (components.ts deltaParts).
    const within = (w * inv) / m.n;
    const tl = m.targetLevel ?? m.level;
    let pass = 0;
    for (let j = 0; j < DRAWS; j++) {
        const d = e + trueSe * z[j * NORMALS];
        if (d <= 0)
            continue;
        const vD = (varD * chi2Ratio(z, j, dfD, 0)) / m.n;
        let sRun;
        if (m.floor === "given")
            sRun = m.given?.run_std ?? 0;
        else
            sRun = Math.sqrt(runVar * chi2Ratio(z, j, dfR, 1));
        // As the gate does (components.ts deltaParts): two non-negative parts, no pre-test,
        // fractional Satterthwaite df.
        const run = { v: sRun * sRun * inv, df: dfR };
        const task = Math.max(0, vD - within);
        const df = (0,components/* usableDf */.ht)((0,components/* satterthwaite */.Gj)([{ v: task, df: dfD }, run]));
        const se = Math.sqrt(task + run.v);
        if (d - tq(df, tl) * se <= 0)
            continue;
        if (d < bandQ * sRun * Math.sqrt(inv))
            continue;
        if (fam && zF) {
            // The family-level interval: the delta's variance from family totals, on groups - 1 df.
            const g = fam.groups - 1;
            const vF = Math.max(0, (varD / m.n + extra) * familyChi2Ratio(zF, j, g) - within);
            const dfF = (0,components/* usableDf */.ht)((0,components/* satterthwaite */.Gj)([{ v: vF, df: g }, run]));
            if (d - tq(dfF, tl) * Math.sqrt(vF + run.v) <= 0)
                continue;
        }
        pass++;
    }
    return pass / DRAWS;
}
/**
 * The sizing sizes on an upper confidence bound of the run-mean variance, not its point
 * estimate (design §3). On 3 runs a side that variance has 4 df (2 with one candidate
 * run), and a sizing on the estimate is right on average but not per PR: an audit found
 * 28-34% of PRs in drift and family worlds printing an effect whose true power was under
 * 70%. The variance is scaled by df / chi^2_df at SIZING_RUN_UPPER (one-sided), so the
 * printed effect has its 80% power in about nine PRs of ten; the printed range replays the
 * rule at the ends of the two-sided SIZING_RANGE interval. At 0.7 calibrate measured
 * 46.5-56% power at the 10th percentile of the printed effects where runs drift (sd 0.03);
 * no bound on 4 df or fewer keeps that percentile at 70% and the median under 97% at once,
 * so the per-PR promise wins (docs/statistics.md "Sizing"). Task noise is measured on far
 * more df and is left as it is; pinned floors are used as given.
 */
const SIZING_RUN_UPPER = 0.9;
/** Two-sided level of the run-variance interval behind the printed range. */
const SIZING_RANGE = 0.9;
/** chi^2_df quantile at lower-tail probability p (Wilson-Hilferty; exact for df 2). */
function chi2Quantile(df, p) {
    if (df === 2)
        return -2 * Math.log(1 - p);
    const z = (0,normal/* normalInv */.J)(p);
    const c = 2 / (9 * df);
    return df * Math.max(0, 1 - c + z * Math.sqrt(c)) ** 3;
}
/** The model with its measured run-mean variance replaced by its upper bound at `upper`. */
function withSizingRunVariance(m, upper = SIZING_RUN_UPPER) {
    if (m.floor !== "measured")
        return m;
    const df = Math.max(1, m.rB - 1 + (m.rC - 1));
    const q = chi2Quantile(df, 1 - upper);
    const w = (m.wB + m.wC) / 2;
    const runVar = m.runVar ?? m.drift + w / m.n;
    return { ...m, drift: Math.max(0, (runVar * df) / q - w / m.n) };
}
const TARGET_POWER = 0.8;
/**
 * The target's power for the gate to pass TARGET_POWER of real gains. A gain also needs
 * no guard to regress, and Holm keeps a spurious regression among the guards under
 * alpha, so with guards the target is sized for TARGET_POWER / (1 - alpha): calibrate
 * measured 76.8-82.3% over three seeds at 5 runs a side sized for the target alone.
 */
function targetPower(guards, level) {
    return guards > 0 ? TARGET_POWER / level : TARGET_POWER;
}
const want = (m) => m.power ?? TARGET_POWER;
/** Smallest effect passed with the model's power (bisection on the fixed draws); null if none up to `max`. */
function detectableByRule(m, max = 1) {
    if (gatePower(max, m) < want(m))
        return null;
    let lo = 0;
    let hi = max;
    for (let i = 0; i < 30; i++) {
        const mid = (lo + hi) / 2;
        if (gatePower(mid, m) >= want(m))
            hi = mid;
        else
            lo = mid;
    }
    // Rounded up, so the printed effect is one the rule passes with that power.
    return Math.ceil(hi * 1e4) / 1e4;
}
const MAX_TASKS = 1_000_000;
const MAX_RUNS = 30;
/** Fewest tasks (same runs) that pass effect `e` with the model's power; null past a million. */
function tasksByRule(e, m) {
    const at = (n) => gatePower(e, { ...m, n });
    let hi = 3;
    while (at(hi) < want(m)) {
        if (hi >= MAX_TASKS)
            return null;
        hi = Math.min(MAX_TASKS, hi * 2);
    }
    let lo = Math.max(2, Math.floor(hi / 2));
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (at(mid) >= want(m))
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}
/** Fewest runs a side (both sides alike, floor measured) that pass `e` at these tasks; null past 30. */
function runsByRule(e, m) {
    for (let r = 2; r <= MAX_RUNS; r++) {
        if (gatePower(e, { ...m, rB: r, rC: r, floor: "measured" }) >= want(m))
            return r;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/stats/power.ts
// How many held-out tasks a paired test needs to prove an effect (the SDK's
// holdout_size), and the smallest effect the current number of tasks can prove.


const clamp01 = (x) => Math.min(1, Math.max(0, x));
/** sd of a paired per-task difference under binomial grading: sqrt((p(1-p)+q(1-q))/k). */
function modelSd(base, effect, k) {
    const p = clamp01(base);
    const q = clamp01(p + effect);
    return Math.sqrt((p * (1 - p) + q * (1 - q)) / k);
}
/**
 * sd when the gain is carried by a share s = gain/(1-p) of tasks (the rest unchanged):
 * binomial noise within tasks plus the spread between moved and unmoved tasks.
 */
function concentratedSd(base, gain, k) {
    const p = clamp01(base);
    if (p >= 1 || gain <= 0)
        return null;
    const s = Math.min(1, gain / (1 - p));
    const within = ((1 - s) * 2 * p * (1 - p) + s * p * (1 - p)) / k;
    const between = (gain * gain * (1 - s)) / s;
    return Math.sqrt(within + between);
}
function zSum(power, alpha) {
    if (!(power > 0 && power < 1))
        throw new RangeError(`power must be in (0, 1), got ${power}`);
    if (!(alpha > 0 && alpha < 1))
        throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
    const zA = (0,normal/* normalInv */.J)(1 - alpha / 2);
    return [zA, zA + (0,normal/* normalInv */.J)(power)];
}
function tasksFor(z, sd, effect) {
    if (sd <= 0)
        return 2;
    return Math.max(2, Math.ceil(((z * sd) / effect) ** 2));
}
/**
 * Tasks needed for a two-sided paired test to prove `effect` with the given power.
 * sd source, best first: measured paired differences (`diffs`, >= 3 and not constant),
 * a given task sd, else the binomial model at `base` with k rollouts per task.
 */
function holdoutSize(effect, opt = {}) {
    if (!(effect > 0 && effect < 1))
        throw new RangeError(`effect must be in (0, 1), got ${effect}`);
    const base = opt.base ?? 0.6;
    const k = opt.k ?? 4;
    if (!(k >= 1))
        throw new RangeError(`k must be at least 1, got ${k}`);
    const [zA, z] = zSum(opt.power ?? 0.8, opt.alpha ?? 0.05);
    let sd;
    let source;
    const measured = opt.diffs && opt.diffs.length >= 3 ? (0,descriptive/* sampleSd */._)(opt.diffs) : null;
    if (measured !== null && measured > 0) {
        sd = measured;
        source = "rows";
    }
    else if (opt.taskStd !== undefined) {
        if (!(opt.taskStd > 0))
            throw new RangeError(`task sd must be positive, got ${opt.taskStd}`);
        sd = opt.taskStd;
        source = "given";
    }
    else {
        sd = modelSd(base, effect, k);
        source = "model";
    }
    const n = tasksFor(z, sd, effect);
    const conc = source === "model" ? concentratedSd(base, effect, k) : null;
    return {
        n_tasks: n,
        effect,
        base,
        k,
        sd,
        sd_source: source,
        n_tasks_concentrated: conc === null ? null : tasksFor(z, conc, effect),
        half_width: (zA * sd) / Math.sqrt(n),
    };
}
/**
 * Smallest effect n tasks prove with the given power under the binomial model: a fixed
 * point of effect = z * sd(base, effect, k) / sqrt(n), 12 steps from 0 (as the SDK).
 */
function detectableEffect(n, base = 0.6, k = 4, power = 0.8, alpha = 0.05) {
    if (!(n >= 2))
        return null;
    const [, z] = zSum(power, alpha);
    let e = 0;
    for (let i = 0; i < 12; i++)
        e = (z * modelSd(base, e, k)) / Math.sqrt(n);
    return Math.round(Math.min(1, e) * 1e4) / 1e4;
}

// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 1 modules
var eval_tally = __webpack_require__(54022);
;// CONCATENATED MODULE: ./src/stats/sizing.ts





/** Run pairs: labels both sides use (baseline order), else by position. */
function runPairs(a, b) {
    const shared = a.labels.filter((l) => b.byRun.has(l));
    if (shared.length > 0)
        return shared.map((l) => [l, l]);
    const n = Math.min(a.labels.length, b.labels.length);
    return a.labels.slice(0, n).map((l, i) => [l, b.labels[i]]);
}
/**
 * sd of per-task differences within one run of each side, pooled over run pairs (root
 * mean variance); null without run labels on both sides or with under 3 shared tasks.
 */
function perRunDiffSd(a, b, metric) {
    let sumVar = 0;
    let count = 0;
    for (const [la, lb] of runPairs(a, b)) {
        const ma = (0,passk/* taskMeans */.M)(a.byRun.get(la) ?? new eval_tally/* TaskTable */.EB(), metric);
        const mb = (0,passk/* taskMeans */.M)(b.byRun.get(lb) ?? new eval_tally/* TaskTable */.EB(), metric);
        const diffs = [];
        for (const [t, v] of ma) {
            const w = mb.get(t);
            if (w !== undefined)
                diffs.push(w - v);
        }
        const sd = diffs.length >= 3 ? (0,descriptive/* sampleSd */._)(diffs) : null;
        if (sd !== null) {
            sumVar += sd * sd;
            count++;
        }
    }
    return count > 0 ? Math.sqrt(sumVar / count) : null;
}
function sizeTarget(s) {
    if (s.model)
        return sizeByRule(s, s.model);
    const out = {
        n_tasks: null,
        effect: s.effect,
        sd: null,
        sd_source: null,
        detectable_effect: null,
        method: "binomial",
    };
    if (s.base === null || !(s.base >= 0 && s.base <= 1))
        return out;
    const alpha = 1 - s.level;
    out.detectable_effect = detectableEffect(s.nTasks, s.base, s.k, 0.8, alpha);
    if (s.effect === null || !(s.effect > 0 && s.effect < 1))
        return out;
    const hs = s.rowsSd !== null && s.rowsSd > 0
        ? holdoutSize(s.effect, { base: s.base, k: s.k, alpha, taskStd: s.rowsSd })
        : holdoutSize(s.effect, {
            base: s.base,
            k: s.k,
            alpha,
            ...(s.pooledDiffs ? { diffs: s.pooledDiffs } : {}),
        });
    out.n_tasks = hs.n_tasks;
    out.sd = hs.sd;
    out.sd_source = hs.sd_source === "model" ? "model" : "rows";
    return out;
}
/**
 * Sizing from the gate's own decision (decision-power.ts) on the measured task sd, run
 * drift and within-run noise: the smallest effect these tasks and runs pass 80% of the
 * time, and for the observed effect the tasks (at these runs) and the runs a side (at
 * these tasks) that would pass it 80% of the time.
 */
function sizeByRule(s, measured) {
    const m = withSizingRunVariance(measured);
    const varD = m.het + m.wB / m.rB + m.wC / m.rC;
    const e = s.effect !== null && s.effect > 0 ? s.effect : null;
    const de = detectableByRule(m);
    // The spread: the same rule at the ends of the run variance's confidence interval.
    const range = measured.floor === "measured"
        ? [
            detectableByRule(withSizingRunVariance(measured, (1 - SIZING_RANGE) / 2)),
            detectableByRule(withSizingRunVariance(measured, (1 + SIZING_RANGE) / 2)),
        ]
        : null;
    return {
        n_tasks: e === null ? null : tasksByRule(e, m),
        effect: s.effect,
        sd: Math.sqrt(varD),
        sd_source: "rows",
        detectable_effect: de,
        ...(range ? { detectable_range: range } : {}),
        runs_needed: e === null ? null : runsByRule(e, m),
        run_sd: Math.sqrt(measured.drift),
        method: "gate_rule",
    };
}

;// CONCATENATED MODULE: ./src/stats/model-sizing.ts






/** The target's measured variance components, for sizing by the gate's own rule. */
function powerModel(c, noise, floor, n, givenFloor, level) {
    if (!c.paired || c.diffs === null || c.diffs.length < 3 || !noise)
        return null;
    const sd = (0,descriptive/* sampleSd */._)(c.diffs);
    const [a, b] = noise;
    const rB = Math.max(1, floor.runsBaseline);
    const rC = Math.max(1, floor.runsCandidate);
    const wB = a.resid ?? b.resid ?? 0;
    const wC = b.resid ?? a.resid ?? 0;
    const given = floor.source === "given" ? givenFloor : null;
    return {
        n,
        rB,
        rC,
        het: Math.max(0, sd * sd - wB / rB - wC / rC),
        wB,
        wC,
        drift: floor.source === "none" ? 0 : (0,components/* driftVariance */.NX)(a, b, given),
        runVar: (0,components/* pooledRunVariance */.IZ)(a, b),
        floor: floor.source === "none" ? "none" : given ? "given" : "measured",
        ...(given ? { given: { run_std: given.run_std, df: floor.df } } : {}),
        level,
    };
}
function sizeTheTarget(t, baseline, floor, givenFloor, level, family = null, guards = 0, alphas = []) {
    const c = t.comp;
    const effect = c?.delta !== null && c?.delta !== undefined ? Math.abs(c.delta) : null;
    const baseRate = t.means && t.means[0].size > 0 ? (0,descriptive/* mean */.i)([...t.means[0].values()]) : null;
    const nTasks = c
        ? c.paired
            ? c.n_paired
            : Math.min(t.means?.[0].size ?? 0, t.means?.[1].size ?? 0)
        : 0;
    const pm = c ? powerModel(c, t.noise, floor, nTasks, givenFloor, level) : null;
    const power = targetPower(guards, level);
    // Sized per run (see sizing.ts for the measured reason).
    const k = (0,passk/* perRunRollouts */.BJ)(floor.splitBaseline) ?? (0,passk/* minRollouts */.n3)(baseline.pooled) ?? 1;
    const sizing = sizeTarget({
        effect,
        base: baseRate,
        k,
        nTasks,
        rowsSd: c ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, t.metric) : null,
        pooledDiffs: c?.diffs ?? null,
        level,
        model: pm ? { ...pm, family, power } : null,
    });
    const detectAt = (a) => {
        if (pm)
            return detectableByRule(withSizingRunVariance({ ...pm, family, power, targetLevel: 1 - a }));
        const unit = baseRate !== null && baseRate >= 0 && baseRate <= 1;
        return unit ? detectableEffect(nTasks, baseRate, k, 0.8, a) : null;
    };
    // Each level's replay once: on a first attempt the fresh level and this one are the same.
    const byAlpha = new Map();
    for (const a of alphas)
        if (!byAlpha.has(a))
            byAlpha.set(a, detectAt(a));
    const detectableAt = alphas.map((a) => byAlpha.get(a));
    return { sizing, nTasks, effect, detectableAt };
}

// EXTERNAL MODULE: ./src/stats/family-test.ts
var family_test = __webpack_require__(80600);
;// CONCATENATED MODULE: ./src/stats/grader-drift.ts




/** Fewer shared tasks than this and the regrade is not compared (no interval). */
const MIN_REGRADE_TASKS = 3;
const byCodeUnit = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/** Mean of regraded - stored over the tasks both scored, and how many; null under the minimum. */
function meanShift(stored, regraded) {
    const shared = [...stored.keys()].filter((t) => regraded.has(t)).sort(byCodeUnit);
    if (shared.length < MIN_REGRADE_TASKS)
        return null;
    const s = shared.map((t) => stored.get(t));
    const r = shared.map((t) => regraded.get(t));
    return { d: shared.map((_, i) => r[i] - s[i]), s, r };
}
/**
 * The shift of the regrade over the stored grades, or null under MIN_REGRADE_TASKS shared
 * tasks. With two or more matched runs the unit is the run: each run's mean shift, whose
 * spread holds every grading pass's own swing, pooled by df with twice the sides' drift
 * (a stored pass and a new one). With one run only the per-task differences and the
 * sides' drift are left, a weaker check.
 */
function graderDrift(input) {
    const all = meanShift(input.stored, input.regraded);
    if (all === null)
        return null;
    const n = all.d.length;
    const runShifts = input.matched
        .map((m) => meanShift(m.stored, m.regraded))
        .filter((x) => x !== null)
        .map((x) => (0,descriptive/* mean */.i)(x.d));
    const drift = input.drift && input.drift.v > 0 ? input.drift : null;
    let shift;
    let parts;
    let method;
    if (runShifts.length >= 2) {
        const R = runShifts.length;
        shift = (0,descriptive/* mean */.i)(runShifts);
        const own = (0,descriptive/* sampleSd */._)(runShifts) ** 2;
        const df = R - 1 + (drift ? drift.df : 0);
        const pooled = drift ? ((R - 1) * own + drift.df * 2 * drift.v) / df : own;
        parts = [{ v: pooled / R, df }];
        method = "runs";
    }
    else {
        shift = (0,descriptive/* mean */.i)(all.d);
        const sd = (0,descriptive/* sampleSd */._)(all.d);
        parts = [{ v: (sd * sd) / n, df: n - 1 }];
        if (drift) {
            const inv = 1 / Math.max(1, input.runsStored) + 1 / Math.max(1, input.runsRegraded);
            parts.push({ v: drift.v * inv, df: drift.df });
        }
        method = "tasks";
    }
    const t = (0,components/* tInterval */.oW)(shift, parts, input.level);
    return {
        path: input.path,
        metric: input.metric,
        tasks: n,
        runs_stored: input.runsStored,
        runs_regraded: input.runsRegraded,
        method,
        stored_mean: (0,descriptive/* mean */.i)(all.s),
        regraded_mean: (0,descriptive/* mean */.i)(all.r),
        shift,
        ci: t.ci,
        p_value: t.p,
        se: t.se,
        df: t.df,
        noise_band: input.band,
        drifted: t.ci[0] > 0 || t.ci[1] < 0,
    };
}
const f3 = (x) => (x >= 0 ? "+" : "") + x.toFixed(3);
/** The warning for a drifted grader, in words. */
function graderDriftWarning(g, storedPath, level) {
    const band = g.noise_band === null
        ? ""
        : Math.abs(g.shift) < g.noise_band
            ? `, inside the re-run noise band ${g.noise_band.toFixed(3)} yet enough to move every delta`
            : `, beyond the re-run noise band ${g.noise_band.toFixed(3)}`;
    return (`grader drift: the stored baseline's rollouts graded again now (${g.path}) score ${g.metric} ` +
        `${f3(g.shift)} against the stored grades in ${storedPath} over ${g.tasks} tasks (${Math.round(level * 100)}% CI ` +
        `${f3(g.ci[0])}..${f3(g.ci[1])}${band}). The candidate was compared with the regrade, graded ` +
        `alongside it, so the delta is like with like; the stored baseline is stale: re-grade and re-commit it, ` +
        `or find what changed in the grader`);
}
/** Rollouts per task of some runs of a side (all of them, pooled, when `runs` is null). */
function rolloutCounts(side, runs) {
    const m = new Map();
    const count = (t, run) => t.tasks.forEach((task, i) => {
        const k = run === null ? task : `${run}\u0000${task}`;
        m.set(k, (m.get(k) ?? 0) + t.rows(i));
    });
    if (runs === null)
        count(side.pooled, null);
    else
        for (const l of runs)
            count(side.split.byRun.get(l) ?? new eval_tally/* TaskTable */.EB(), l);
    return m;
}
/** True when every run label the regrade carries is one of the stored baseline's. */
function matchesStoredRuns(stored, regraded) {
    const re = regraded.split.labels;
    return re.length > 0 && re.every((l) => stored.split.byRun.has(l));
}
/**
 * Why the regrade is not the stored baseline's rollouts graded again, or null when it is:
 * every task (and run, where the regrade's run labels are stored ones) must hold as many
 * rollouts in both. A regrade of other rollouts would let the job choose its yardstick.
 */
function notTheSameRollouts(stored, regraded) {
    const byRun = matchesStoredRuns(stored, regraded);
    const labels = byRun ? regraded.split.labels : null;
    const a = rolloutCounts(stored, labels);
    const b = rolloutCounts(regraded, labels);
    // Regraded rows without a run label, beside labelled ones, belong to no stored run.
    if (byRun)
        countUnlabelled(regraded.unlabelled, b);
    let differ = 0;
    let first = null;
    for (const k of [...new Set([...a.keys(), ...b.keys()])].sort(byCodeUnit)) {
        if ((a.get(k) ?? 0) === (b.get(k) ?? 0))
            continue;
        differ++;
        if (first === null) {
            const [run, task] = byRun ? k.split("\u0000") : [null, k];
            first = `task ${task}${run !== null ? ` run ${run}` : ""}: ${a.get(k) ?? 0} stored rollout(s), ${b.get(k) ?? 0} regraded`;
        }
    }
    return differ === 0
        ? null
        : `${differ} task(s)${byRun ? " and run(s)" : ""} hold a different number of rollouts (first: ${first})`;
}
function countUnlabelled(t, into) {
    t.tasks.forEach((task, i) => {
        const k = `\u0000${task}`;
        into.set(k, (into.get(k) ?? 0) + t.rows(i));
    });
}
const grader_drift_runsOf = (side) => side.split.labels.length > 0 ? side.split.labels.length : side.rows > 0 ? 1 : 0;
/**
 * Per-task means of both gradings over the same rollouts: when every regraded run label is
 * a stored run label, only those stored runs (a team may regrade one run of three).
 */
function regradeMeans(stored, regraded, metric) {
    const subset = matchesStoredRuns(stored, regraded);
    const labels = regraded.split.labels;
    let storedTable = stored.pooled;
    if (subset) {
        storedTable = new eval_tally/* TaskTable */.EB();
        for (const l of labels)
            storedTable.mergeTable(stored.split.byRun.get(l));
    }
    return {
        stored: (0,passk/* taskMeans */.M)(storedTable, metric),
        regraded: (0,passk/* taskMeans */.M)(regraded.pooled, metric),
        runsStored: subset ? labels.length : grader_drift_runsOf(stored),
        runsRegraded: grader_drift_runsOf(regraded),
        matched: subset
            ? labels.map((l) => ({
                stored: (0,passk/* taskMeans */.M)(stored.split.byRun.get(l), metric),
                regraded: (0,passk/* taskMeans */.M)(regraded.split.byRun.get(l), metric),
            }))
            : [],
    };
}

;// CONCATENATED MODULE: ./src/stats/target-checks.ts



function targetChecks(input) {
    const out = {
        familyTest: null,
        graderDrift: null,
        warnings: [],
        notComparable: [],
    };
    const m = input.means;
    if (m === null)
        return out;
    const nz = input.noise;
    // The family-level test uses the run part as the task-level interval does; the regrade
    // check takes the drift estimate (run-mean variance less task noise) with its df.
    const runs = nz
        ? (0,components/* runNoise */.AB)(nz[0], nz[1], input.given, input.floorDf, input.runsBaseline, input.runsCandidate)
        : null;
    const raw = nz ? (0,components/* driftVariance */.NX)(nz[0], nz[1], input.given) : 0;
    const unpooled = nz
        ? { v: raw, df: (0,components/* driftDf */.IM)(nz[0], nz[1], input.given, raw, input.floorDf) }
        : null;
    if (input.mode !== "off" && input.paired) {
        out.familyTest = (0,family_test/* familyLevelTest */.Zu)({
            metric: input.target,
            deltas: (0,family_test/* pairedDeltas */.Fb)(m[0], m[1]),
            families: input.families,
            runs,
            level: input.level,
            lowerIsBetter: input.lowerIsBetter,
            mode: input.mode,
        });
    }
    if (out.familyTest?.warning)
        out.warnings.push(out.familyTest.warning);
    if (input.mode === "decide" && out.familyTest === null) {
        out.warnings.push(`family-test is decide, but ${input.target} has no paired tasks in two or more named families to test`);
    }
    if (input.stored) {
        const why = notTheSameRollouts(input.stored.table, input.baseline);
        if (why !== null) {
            out.notComparable.push(`baseline-regraded ${input.baselinePath} is not the stored baseline's rollouts graded again (${why}), so it cannot stand in for ${input.stored.path}`);
        }
        out.graderDrift = graderDrift({
            path: input.baselinePath,
            metric: input.target,
            ...regradeMeans(input.stored.table, input.baseline, input.target),
            drift: unpooled,
            band: input.band,
            level: input.level,
        });
        if (out.graderDrift?.drifted)
            out.warnings.push(graderDriftWarning(out.graderDrift, input.stored.path, input.level));
        else if (out.graderDrift === null) {
            out.warnings.push(`${input.baselinePath} shares under ${MIN_REGRADE_TASKS} tasks of ${input.target} with the stored baseline, so grader drift was not checked`);
        }
    }
    return out;
}
/**
 * The family part of the sizing's power model: the delta's extra variance from family x
 * model effects (between-family variance over the effective number of families), which
 * more tasks in the same families do not shrink, and whether the family level decides.
 */
function familyPower(ft) {
    if (ft === null)
        return null;
    return {
        extra: (ft.between_sd ?? 0) ** 2 / ft.effective_families,
        groups: ft.families,
        decides: ft.decides,
    };
}

// EXTERNAL MODULE: ./src/stats/row-prints.ts
var row_prints = __webpack_require__(46148);
;// CONCATENATED MODULE: ./src/stats/model-warnings.ts



const CEILING_PASS_RATE = 0.9;
/** Rollouts per task this many times apart between the sides make the comparison invalid. */
const MAX_ROLLOUT_RATIO = 2;
function copyWarnings(side, path, t) {
    const out = [];
    for (const g of t.identical_runs) {
        out.push(`${side} runs ${g.join(", ")} in ${path} hold the same rows apart from the run label, so they are one run ` +
            `copied, not re-runs: counted once (a copy would fake a zero noise band)`);
    }
    for (const g of t.same_scores) {
        out.push(`${side} runs ${g.join(", ")} in ${path} score exactly alike on every task from rows of their own: ` +
            `counted as re-runs with zero spread between them (a deterministic model re-runs identically)`);
    }
    const rep = t.repeats;
    if (rep.count > 0) {
        const where = (at) => t.files.length > 1 ? `${t.files[(0,row_prints/* fileOf */.W7)(at)] ?? "?"}:${(0,row_prints/* lineOf */.cA)(at)}` : `line ${(0,row_prints/* lineOf */.cA)(at)}`;
        const ex = rep.examples.map((e) => `${where(e.at)} repeats ${where(e.first)}`).join(", ");
        out.push(`${rep.count} row(s) of ${path} repeat an earlier row of the same run byte for byte (${ex}${rep.count > rep.examples.length ? ", ..." : ""}): ` +
            `each still counts as a rollout; if they are copies, remove them, since a copy weighs its task twice`);
    }
    return out;
}
/** How much re-running each side had, and what the floor rests on. */
function runWarnings(floor, rows) {
    const out = [];
    const nA = floor.runsBaseline;
    const nB = floor.runsCandidate;
    if (floor.source === "none" && (nA <= 1 || nB <= 1)) {
        const which = nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
        out.push(`only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
            `grade each side three times (lineage.eval_run 0, 1, 2) to measure it, or pin a measured floor with the noise-floor input`);
    }
    else if (floor.source === "baseline" || floor.source === "candidate") {
        out.push(`noise floor ${floor.origin}`);
    }
    else if (floor.source === "eval_run" && (nA < 3 || nB < 3)) {
        out.push(`two runs on a side show a difference, not a spread; three or more make the noise band worth reading`);
    }
    for (const [side, split] of [
        ["baseline", floor.splitBaseline],
        ["candidate", floor.splitCandidate],
    ]) {
        if (split.unlabelled > 0) {
            out.push(`${split.unlabelled} ${side} row(s) carry no run label while others do: they count in the comparison but not in the run statistics`);
        }
    }
    const noFloor = rows
        .filter((r) => floor.source !== "none" && r.noise_band === null)
        .map((r) => r.metric);
    if (noFloor.length > 0)
        out.push(`no re-run floor for ${noFloor.join(", ")}: missing from some run`);
    return out;
}
/** A guard whose value never changes on either side cannot fail, so it guards nothing. */
function isConstant([a, b]) {
    let first;
    for (const m of [a, b]) {
        for (const v of m.values()) {
            if (first === undefined)
                first = v;
            else if (v !== first)
                return false;
        }
    }
    return true;
}
function constantGuardWarnings(guarded, means) {
    return guarded
        .filter((g) => {
        const mm = means.get(g);
        return mm !== undefined && isConstant(mm);
    })
        .map((g) => `guarded metric ${g} has the same value on every task of both sides, so it cannot fail; check that it is really recorded`);
}
/** Little room above the baseline leaves nothing to prove. */
function ceilingWarnings(baselinePass, paired) {
    const rate = baselinePass.size > 0 ? (0,descriptive/* mean */.i)([...baselinePass.values()]) : null;
    if (rate !== null && rate >= CEILING_PASS_RATE) {
        return [
            `CEILING: the baseline already passes ${Math.round(rate * 100)}% on average; harder tasks would show a difference`,
        ];
    }
    if (paired > 0) {
        const room = [...baselinePass.values()].filter((v) => v < 1).length;
        if (room < 20 && room < paired / 2) {
            return [`CEILING: only ${room} of ${paired} tasks leave the baseline any room to improve`];
        }
    }
    return [];
}
/** Typical rollouts per task within one run: the median over tasks and runs. */
function typicalRollouts(t) {
    const v = [];
    for (const cells of [...t.split.byRun.values(), t.unlabelled]) {
        for (let i = 0; i < cells.size; i++)
            v.push(cells.rows(i));
    }
    v.sort((a, b) => a - b);
    return v.length === 0 ? null : v[Math.floor(v.length / 2)];
}
/** Sides graded with very different rollouts per task were not run alike. */
function rolloutCheck(baseline, candidate, warnings, notComparable) {
    const kA = (0,passk/* minRollouts */.n3)(baseline.pooled);
    const kB = (0,passk/* minRollouts */.n3)(candidate.pooled);
    const tyA = typicalRollouts(baseline);
    const tyB = typicalRollouts(candidate);
    if (tyA !== null &&
        tyB !== null &&
        Math.max(tyA, tyB) >= MAX_ROLLOUT_RATIO * Math.min(tyA, tyB)) {
        notComparable.push(`rollouts per task differ between the sides (typically ${tyA} per task and run in the baseline, ${tyB} in the candidate); ` +
            `the two evals were not run alike (duplicated or missing rows?), so their pass rates are not comparable`);
    }
    else if (kA !== null && kB !== null && kA !== kB) {
        warnings.push(`the sides have different rollouts per task (baseline at least ${kA}, candidate at least ${kB}); pass@k is not on the same footing`);
    }
}

;// CONCATENATED MODULE: ./src/stats/variance.ts
// Re-run noise (the SDK's eval_variance): how much a side's score moves when the same
// model is graded again. A delta smaller than that band is not evidence of anything.




/** Points of run-to-run sd: under 0.35 very stable, under 0.7 stable, else high variance. */
function stabilityOf(points) {
    if (points < 0.35)
        return "very_stable";
    if (points < 0.7)
        return "stable";
    return "high_variance";
}
function evalVariance(side, metric = "pass_at_1") {
    return varianceOfRuns(side.split, metric);
}
function varianceOfRuns(split, metric) {
    const notes = [];
    // No prototype: a run labelled "__proto__" is a key like any other, not a setter.
    const means = Object.create(null);
    const runMeans = [];
    let common = null;
    let sameTasks = true;
    for (const label of split.labels) {
        const tm = (0,passk/* taskMeans */.M)(split.byRun.get(label) ?? new eval_tally/* TaskTable */.EB(), metric);
        if (tm.size === 0)
            continue;
        const m = (0,descriptive/* mean */.i)([...tm.values()]);
        means[label] = m;
        runMeans.push(m);
        const tasks = new Set(tm.keys());
        if (common === null)
            common = tasks;
        else {
            if (common.size !== tasks.size)
                sameTasks = false;
            const next = new Set();
            for (const t of common)
                if (tasks.has(t))
                    next.add(t);
            if (next.size !== tasks.size)
                sameTasks = false;
            common = next;
        }
    }
    if (split.unlabelled > 0) {
        notes.push(`${split.unlabelled} row(s) carry no run label and are left out of the run statistics`);
    }
    if (runMeans.length > 0 && runMeans.length < 3) {
        notes.push(`${runMeans.length} run(s): two runs show a difference, not a spread; 3 or more re-runs give a usable standard deviation`);
    }
    if (!sameTasks)
        notes.push("runs cover different tasks, so their means are not strictly comparable");
    const std = (0,descriptive/* sampleSd */._)(runMeans);
    const points = std === null ? null : std * 100;
    return {
        metric,
        n_runs: runMeans.length,
        means,
        mean: runMeans.length > 0 ? (0,descriptive/* mean */.i)(runMeans) : null,
        run_std: std,
        points,
        stability: points === null ? null : stabilityOf(points),
        tasks_in_every_run: common?.size ?? 0,
        notes,
    };
}
/** Pooled run sd of two sides, each weighted by its degrees of freedom. */
function pooledSd(sA, nA, sB, nB) {
    const df = nA - 1 + (nB - 1);
    if (df <= 0)
        throw new RangeError("pooled sd needs at least two runs in total beyond one a side");
    return Math.sqrt((sA * sA * (nA - 1) + sB * sB * (nB - 1)) / df);
}
/** q * run_std * sqrt(1/n_a + 1/n_b): the smallest delta that re-run noise does not explain. */
function noiseBand(runStd, nA, nB, df, level = 0.95) {
    return (0,tdist/* tQuantile */.YW)(df, level) * runStd * Math.sqrt(1 / nA + 1 / nB);
}
/**
 * run_std per metric (the SDK's run_std_by_metric): pass_at_1 and every marker that
 * every run carries; null for a metric with fewer than two runs.
 */
function runStdByMetric(side) {
    const split = side.split;
    const out = {};
    out["pass_at_1"] = varianceOfRuns(split, "pass_at_1").run_std;
    let common = null;
    for (const label of split.labels) {
        const names = new Set();
        for (const k of split.byRun.get(label)?.markerNames() ?? [])
            names.add(k);
        const prev = common ?? [...names];
        common = prev.filter((n) => names.has(n));
    }
    for (const name of [...(common ?? [])].sort()) {
        out[`marker:${name}`] = varianceOfRuns(split, `marker:${name}`).run_std;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/stats/noise-floor.ts


/** Runs a side counts: distinct labels, or one when rows exist but carry none. */
function runCount(side) {
    return side.split.labels.length > 0 ? side.split.labels.length : side.rows > 0 ? 1 : 0;
}
function noiseFloor(baseline, candidate, metrics, level, given = null) {
    return floorOfSplits(baseline.split, candidate.split, runCount(baseline), runCount(candidate), metrics, level, given);
}
/** Best source first: a pinned floor, re-runs on both sides, on one side, or none. */
function floorSource(given, repA, repB) {
    if (given)
        return "given";
    if (repA && repB)
        return "eval_run";
    if (repA)
        return "baseline";
    if (repB)
        return "candidate";
    return "none";
}
/** The t quantile's degrees of freedom for a source (null: normal quantile, or no floor). */
function floorDf(source, given, nA, nB) {
    switch (source) {
        case "given":
            return given && given.runs !== null && given.runs >= 2 ? given.runs - 1 : null;
        case "eval_run":
            return nA - 1 + (nB - 1);
        case "baseline":
            return nA - 1;
        case "candidate":
            return nB - 1;
        default:
            return null;
    }
}
/** run_std of one metric: pinned, pooled, or the one side's; null when a run lacks it. */
function metricSd(m, source, given, sides) {
    if (source === "given" && given)
        return given.run_std;
    if (source === "none")
        return null;
    const vs = sides.map((s) => (s.replicated ? varianceOfRuns(s.split, m) : null));
    // A metric missing from some run has no floor of its own rather than a biased one.
    if (!vs.every((v, i) => v === null || (v.run_std !== null && v.n_runs === sides[i].runs))) {
        return null;
    }
    const [va, vb] = vs;
    if (va && vb) {
        return pooledSd(va.run_std, sides[0].runs, vb.run_std, sides[1].runs);
    }
    return (va ?? vb)?.run_std ?? null;
}
function originText(source, given, nA, nB) {
    switch (source) {
        case "given":
            return given
                ? `pinned by the noise-floor input: run_std ${given.run_std}` +
                    (given.runs !== null
                        ? ` from ${given.runs} runs`
                        : ", run count unknown (normal quantile)")
                : null;
        case "eval_run":
            return `pooled from ${nA} baseline and ${nB} candidate eval runs`;
        case "baseline":
            return `from the baseline's ${nA} eval runs only (the candidate has ${nB}); the candidate is assumed to re-run as noisily`;
        case "candidate":
            return `from the candidate's ${nB} eval runs only (the baseline has ${nA}); the baseline is assumed to re-run as noisily`;
        default:
            return null;
    }
}
function floorOfSplits(sa, sb, nA, nB, metrics, level, given) {
    const sides = [
        { split: sa, runs: nA, replicated: sa.labels.length >= 2 },
        { split: sb, runs: nB, replicated: sb.labels.length >= 2 },
    ];
    let source = floorSource(given, sides[0].replicated, sides[1].replicated);
    const df = floorDf(source, given, nA, nB);
    const mA = Math.max(nA, 1);
    const mB = Math.max(nB, 1);
    const perMetric = new Map();
    for (const m of metrics) {
        const sd = metricSd(m, source, given, sides);
        perMetric.set(m, sd === null
            ? { run_std: null, band: null }
            : { run_std: sd, band: noiseBand(sd, mA, mB, df, level) });
    }
    if (![...perMetric.values()].some((f) => f.run_std !== null))
        source = "none";
    const q = source === "none" ? null : (0,tdist/* tQuantile */.YW)(df, level);
    const qText = df === null ? `${(q ?? 0).toFixed(2)}` : `t(df=${df})=${(q ?? 0).toFixed(2)}`;
    return {
        source,
        origin: originText(source, given, nA, nB),
        runsBaseline: nA,
        runsCandidate: nB,
        df: source === "none" ? null : df,
        quantile: q,
        rule: source === "none" ? null : `${qText} x run_std x sqrt(1/${mA} + 1/${mB})`,
        perMetric,
        splitBaseline: sa,
        splitCandidate: sb,
    };
}
/**
 * What the runs replicate, in words, for every view (design §3). Only re-runs on both
 * sides replicate the comparison; a floor measured on one side, or pinned, bounds the
 * noise of the other side's single run but does not repeat it.
 */
function replicationWords(source, runsBaseline, runsCandidate) {
    if (runsBaseline >= 2 && runsCandidate >= 2 && (source === "eval_run" || source === "given"))
        return `replicated over ${runsBaseline} + ${runsCandidate} runs`;
    switch (source) {
        case "baseline":
            return "unreplicated (floor from the baseline)";
        case "candidate":
            return "unreplicated (floor from the candidate)";
        case "given":
            return "unreplicated (floor pinned by the noise-floor input)";
        default:
            return "unreplicated (no re-runs, no noise floor)";
    }
}

;// CONCATENATED MODULE: ./src/stats/sentence.ts
// The one-line verdict a reader sees first. It carries the facts of the SDK's verdict
// string (who beats whom by how much, interval vs zero, noise floor, regressions, gaps)
// in our own words.
/** Short decimal: at most `digits` places, no trailing zeros, no "-0". */
function sentence_short(x, digits) {
    const s = Number(x.toFixed(digits)).toString();
    return s === "-0" ? "0" : s;
}
/** Signed short decimal: "+" only when the printed digits are not zero, so 0.0001 reads "0". */
const signed = (x, d) => {
    const s = sentence_short(x, d);
    return x > 0 && s !== "0" ? "+" + s : s;
};
function verdictSentence(f) {
    const who = `${f.target}: ${f.candidateName}`;
    const vs = f.baselineName;
    let head;
    let win = false;
    if (!f.measured) {
        head = `${f.target}: not measured on both sides, so there is nothing to compare`;
    }
    else if (f.delta === null || f.ci === null) {
        const d = f.delta === null ? "" : ` (${signed(f.delta * f.scale, 1)} ${f.unit})`;
        head = `${who} vs ${vs}${d}: too few tasks for an interval, so no result`;
    }
    else {
        const d = f.delta * f.scale;
        const excludesZero = f.ci[0] > 0 || f.ci[1] < 0;
        const band = f.band === null ? null : f.band * f.scale;
        if (!excludesZero) {
            head = `${who} and ${vs} are level (${signed(d, 1)} ${f.unit}, the interval includes zero)`;
        }
        else if (band !== null && Math.abs(d) < band) {
            head =
                `${who} ${signed(d, 1)} ${f.unit} vs ${vs}: the interval excludes zero but the change ` +
                    `is inside the re-run noise band of ${sentence_short(band, 2)}, so it is not a result`;
        }
        else {
            const better = f.lowerIsBetter ? d < 0 : d > 0;
            win = better;
            const floor = band === null
                ? "interval excludes zero, no noise floor measured"
                : `interval excludes zero and clears the noise floor of ${sentence_short(band, 2)}`;
            head = `${who} ${better ? "beats" : "trails"} ${vs} by ${sentence_short(Math.abs(d), 1)} ${f.unit} (${floor})`;
            if (better && f.replicated) {
                head += `; moved, ${f.replication ?? `replicated over ${f.runsBaseline} + ${f.runsCandidate} runs`}`;
            }
        }
    }
    if (f.regressions.length > 0) {
        head += `; ${f.regressions.length} guarded metric(s) regressed (${f.regressions.join(", ")})`;
    }
    if (f.notComparable > 0)
        head += `; not comparable (${f.notComparable} cause(s))`;
    const rests = [];
    const measured = f.judgeMeasured ?? null;
    if (f.gradedBy === "program")
        rests.push("graded by a program");
    else if (measured !== null && measured.agreement !== null) {
        rests.push(`judge agreement ${sentence_short(measured.agreement, 3)} on ${measured.n} labelled rows`);
    }
    else if (f.judgeAgreement !== null) {
        rests.push(`judge agreement ${sentence_short(f.judgeAgreement, 3)}` +
            (f.judgeHumanN !== null ? ` on ${f.judgeHumanN}` : "") +
            " declared");
    }
    rests.push(`n=${f.nTasks}`);
    let line = `${head}; ${rests.join(", ")}`;
    if (win && f.gaps.length > 0)
        line = `unproven: ${line} (${f.gaps.join("; ")})`;
    return line;
}

;// CONCATENATED MODULE: ./src/stats/side.ts


/** The model_version every row shares, else the fallback. */
function sideName(side, fallback) {
    return side.model ?? fallback;
}
/**
 * With re-runs, pass@k speaks of k tries within one run (the rollouts a task gets per
 * run), not of every run pooled: "pass@4" is what a reader asked for when sampling 4.
 */
function rolloutsPerRun(split) {
    if (split.labels.length < 2)
        return undefined;
    const k = (0,passk/* perRunRollouts */.BJ)(split);
    return k !== null && k >= 2 ? k : undefined;
}
function summarizeSide(path, name, side, opt) {
    const split = side.split;
    const v = varianceOfRuns(split, passk/* PASS_AT_1 */.uW);
    const pa = (0,passk/* passAt */.Xz)(side.pooled, { ...opt, k: rolloutsPerRun(split) });
    return {
        path,
        name,
        rows: side.rows,
        tasks: side.pooled.size,
        runs: split.labels,
        run_means: v.means,
        run_std: v.run_std,
        stability: v.stability,
        pass_at_1: pa.pass_at_1,
        pass_at_1_ci: pa.ci,
        k: pa.k,
        pass_at_k: pa.pass_at_k,
        pass_pow_k: pa.pass_pow_k,
    };
}

;// CONCATENATED MODULE: ./src/stats/judge-correction.ts
// The target's delta corrected for the judge's own errors. With sensitivity s and
// specificity c the same on both arms, a judged pass rate is (1 - c) + (s + c - 1) * p, so
// a judged delta is the true delta times J = s + c - 1 and the true one is delta / J. Its
// interval is the delta method on the report's own t interval: the delta's variance over
// J^2 (its df as the comparison measured it) plus the uncertainty of J from the labels.

/** Variance of a share k/n, kept off zero at 0 and n by one pass and one fail added (Agresti-Coull's idea). */
function shareVariance(k, n) {
    const p = (k + 1) / (n + 2);
    return (p * (1 - p)) / (n + 2);
}
/**
 * The corrected delta, or null when the labels cannot support one: no gold pass or no gold
 * fail to measure s or c, or J <= 0 (the judge passes a true change on no better than a coin).
 * `delta`, `se` and `df` are the target row's, so a change to how they are computed carries
 * over here.
 */
function correctDelta(delta, se, df, c, level) {
    const n1 = c.tp + c.fn;
    const n0 = c.tn + c.fp;
    if (n1 === 0 || n0 === 0)
        return null;
    const j = c.tp / n1 + c.tn / n0 - 1;
    if (!(j > 0))
        return null;
    const varJ = shareVariance(c.tp, n1) + shareVariance(c.tn, n0);
    const parts = [
        { v: (se * se) / (j * j), df },
        { v: (delta * delta * varJ) / j ** 4, df: Math.max(1, n1 + n0 - 2) },
    ];
    const t = (0,components/* tInterval */.oW)(delta / j, parts, level);
    return { youden: j, delta: delta / j, ci: t.ci, se: t.se, df: t.df, p_value: t.p };
}

// EXTERNAL MODULE: ./src/io/labels.ts
var labels = __webpack_require__(79325);
;// CONCATENATED MODULE: ./src/stats/agreement.ts
// How well a judge's pass/fail verdicts agree with trusted labels: the 2x2 table, the
// share that agree with a Wilson interval, Cohen's kappa, sensitivity and specificity,
// and how many labels the Wilson bound needs to clear a floor. Field names follow the
// SDK's judge_agreement (confusion tp/fp/fn/tn, pass_when_gold_fail, ...).



function confusionOf(pairs) {
    const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (const { judge, gold } of pairs) {
        if (judge === 1) {
            if (gold === 1)
                c.tp++;
            else
                c.fp++;
        }
        else if (gold === 1)
            c.fn++;
        else
            c.tn++;
    }
    return c;
}
const total = (c) => c.tp + c.fp + c.fn + c.tn;
/** The two-sided z of a confidence level (0.95 -> 1.95996...). */
function zOf(level) {
    return (0,normal/* normalInv */.J)((1 + level) / 2);
}
/**
 * Wilson score interval for k successes in n trials at a two-sided level; null when n is 0.
 * Unlike k/n +- z*se it stays inside [0, 1] and keeps its coverage near 0 and 1, which is
 * where a good judge's agreement sits.
 */
function wilson(k, n, level) {
    return n > 0 ? wilsonAt(k, n, zOf(level)) : null;
}
function wilsonAt(k, n, z) {
    const p = k / n;
    const z2 = z * z;
    const d = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / d;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / d;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
/**
 * Cohen's kappa of the judge against the labels: agreement beyond what the two pass rates
 * give by chance. null on an empty table. When chance agreement is already 1 (both always
 * pass, or both always fail) the SDK's convention holds: 1 if they agree on every row, else 0.
 */
function cohenKappa(c) {
    const n = total(c);
    if (n === 0)
        return null;
    const po = (c.tp + c.tn) / n;
    const judgePass = (c.tp + c.fp) / n;
    const goldPass = (c.tp + c.fn) / n;
    const pe = judgePass * goldPass + (1 - judgePass) * (1 - goldPass);
    if (pe >= 1)
        return po === 1 ? 1 : 0;
    return (po - pe) / (1 - pe);
}
/** Judge pass among gold passes; null with no gold pass. */
function sensitivity(c) {
    const n = c.tp + c.fn;
    return n > 0 ? c.tp / n : null;
}
/** Judge fail among gold fails; null with no gold fail. */
function specificity(c) {
    const n = c.tn + c.fp;
    return n > 0 ? c.tn / n : null;
}
/** Past this many labels the search for "label about N" gives up (a bound that far off is not a sample problem). */
const LABEL_SEARCH_MAX = 100_000;
/**
 * The smallest number of labels at which the observed agreement's Wilson lower bound
 * reaches `floor`: agreement held at `point`, agreeing labels round(point * n). null when
 * no count will do (the point itself is not above the floor, or the search limit is hit).
 * 0.95 -> 25, 0.90 -> 54, 0.85 -> 230 at a 0.8 floor and 95%.
 */
function labelsToClear(point, floor, level) {
    if (!(point > floor))
        return null;
    const z = zOf(level);
    for (let n = 1; n <= LABEL_SEARCH_MAX; n++) {
        if (wilsonAt(Math.round(point * n), n, z)[0] >= floor)
            return n;
    }
    return null;
}
/**
 * Percentile interval of kappa from a bootstrap over tasks: labels on one task share its
 * difficulty, so tasks, not labels, are the independent units. null under 3 tasks.
 * `stream` names the random stream (the run's seed by default).
 */
function kappaBootstrap(items, opt, stream = opt.seed) {
    const byTask = new Map();
    for (const it of items) {
        let c = byTask.get(it.task);
        if (c === undefined)
            byTask.set(it.task, (c = { tp: 0, fp: 0, fn: 0, tn: 0 }));
        const one = confusionOf([it]);
        c.tp += one.tp;
        c.fp += one.fp;
        c.fn += one.fn;
        c.tn += one.tn;
    }
    // Sorted by task so the draws do not depend on the order labels came in.
    const cells = [...byTask].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
    const T = cells.length;
    if (T < bootstrap/* MIN_CI_VALUES */.H4)
        return null;
    if (T * opt.resamples > bootstrap/* MAX_DRAWS */.RY)
        throw new bootstrap/* ResampleBudgetError */.DU(T, opt.resamples);
    const rng = (0,stats_rng/* makeRng */._8)(stream);
    const kappas = new Float64Array(opt.resamples);
    for (let b = 0; b < opt.resamples; b++) {
        const s = { tp: 0, fp: 0, fn: 0, tn: 0 };
        for (let i = 0; i < T; i++) {
            const c = cells[Math.floor(rng() * T)];
            s.tp += c.tp;
            s.fp += c.fp;
            s.fn += c.fn;
            s.tn += c.tn;
        }
        kappas[b] = cohenKappa(s);
    }
    kappas.sort();
    const [lo, hi] = (0,bootstrap/* percentileIndices */.vw)(opt.resamples, opt.level);
    return [kappas[lo], kappas[hi]];
}

;// CONCATENATED MODULE: ./src/stats/krippendorff.ts
// Krippendorff's alpha: how far several annotators agree beyond chance, for any number of
// annotators and with labels missing. Among people it is the ceiling a judge is read
// against: a judge cannot be asked to agree with people more than they agree with each other.
/**
 * Nominal alpha = 1 - D_o / D_e from the coincidence matrix: each unit with m >= 2 values
 * adds every ordered pair of its values from different annotators with weight 1/(m - 1).
 * null when no unit has two values, or when every value is the same (no disagreement is
 * expected, so none can be measured).
 */
function krippendorffAlpha(units) {
    const coincide = new Map();
    let nUnits = 0;
    for (const u of units) {
        const m = u.length;
        if (m < 2)
            continue;
        nUnits++;
        const counts = new Map();
        for (const v of u)
            counts.set(v, (counts.get(v) ?? 0) + 1);
        for (const [c, nc] of counts) {
            let row = coincide.get(c);
            if (row === undefined)
                coincide.set(c, (row = new Map()));
            for (const [k, nk] of counts) {
                // Ordered pairs of different annotators: nc * nk, less the nc self-pairs when c = k.
                const pairs = c === k ? nc * (nc - 1) : nc * nk;
                if (pairs > 0)
                    row.set(k, (row.get(k) ?? 0) + pairs / (m - 1));
            }
        }
    }
    if (nUnits === 0)
        return null;
    const marginal = new Map();
    let n = 0;
    let observed = 0;
    for (const [c, row] of coincide) {
        for (const [k, o] of row) {
            marginal.set(c, (marginal.get(c) ?? 0) + o);
            n += o;
            if (c !== k)
                observed += o;
        }
    }
    let expected = 0;
    for (const [c, nc] of marginal)
        for (const [k, nk] of marginal)
            if (c !== k)
                expected += nc * nk;
    if (expected === 0)
        return null;
    return { alpha: 1 - ((n - 1) * observed) / expected, units: nUnits, values: Math.round(n) };
}

// EXTERNAL MODULE: ./src/stats/binomial.ts
var binomial = __webpack_require__(63814);
;// CONCATENATED MODULE: ./src/stats/proportions.ts
// Is one arm's rate higher than the other's? Used for the judge's false-pass rate on the
// candidate's rows against the baseline's: a candidate that learned to please the judge
// gets passed on rows people fail more often than the served model does.

const lnChoose = (n, k) => (0,binomial/* lnGamma */.y)(n + 1) - (0,binomial/* lnGamma */.y)(k + 1) - (0,binomial/* lnGamma */.y)(n - k + 1);
/**
 * P(X >= x) for X the second arm's count when x1 + x2 successes fall at random over the
 * n1 + n2 trials (the hypergeometric tail): Fisher's one-sided exact p. Exact, so at a
 * level alpha it raises a false alarm at most alpha of the time whatever the counts.
 */
function fisherUpperP(x1, n1, x2, n2) {
    const k = x1 + x2;
    const n = n1 + n2;
    const lo = Math.max(0, k - n1);
    const hi = Math.min(k, n2);
    if (x2 <= lo)
        return 1;
    const den = lnChoose(n, k);
    let p = 0;
    for (let x = x2; x <= hi; x++)
        p += Math.exp(lnChoose(n2, x) + lnChoose(n1, k - x) - den);
    return Math.min(1, p);
}
/** The second proportion against the first, one-sided (is the second higher?). */
function secondHigher(x1, n1, x2, n2) {
    for (const [x, n] of [
        [x1, n1],
        [x2, n2],
    ]) {
        if (!(Number.isInteger(x) && Number.isInteger(n) && x >= 0 && x <= n)) {
            throw new RangeError(`counts must be whole with 0 <= x <= n, got ${x} of ${n}`);
        }
    }
    if (n1 === 0 || n2 === 0)
        return { diff: 0, z: null, p: 1 };
    const diff = x2 / n2 - x1 / n1;
    const pooled = (x1 + x2) / (n1 + n2);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
    return { diff, z: se > 0 ? diff / se : null, p: fisherUpperP(x1, n1, x2, n2) };
}

;// CONCATENATED MODULE: ./src/stats/judge-trust.ts
// The judge measured from matched labels (label-match.ts), per criterion: agreement with
// its Wilson interval, kappa with a bootstrap over tasks, sensitivity and specificity,
// people's agreement among themselves (Krippendorff's alpha), how many more rows to label,
// and each arm's false-pass rate tested for a candidate that games the judge.





const trusted = (l) => l.kind === "human" || l.kind === "program";
/** Each annotator's last label on a row: a relabel replaces, it does not add a vote. */
function lastPerAnnotator(ms) {
    const by = new Map();
    for (const m of [...ms].sort((a, b) => a.label.line - b.label.line)) {
        by.set(`${m.label.kind}\u0000${m.label.annotator}`, m);
    }
    return [...by.values()];
}
/** Rows of one criterion with trusted gold (the majority of their trusted labels), and ties. */
function goldRows(ms) {
    const byRow = new Map();
    for (const m of ms) {
        if (!trusted(m.label))
            continue;
        const xs = byRow.get(m.rowKey);
        if (xs === undefined)
            byRow.set(m.rowKey, [m]);
        else
            xs.push(m);
    }
    const rows = [];
    let ties = 0;
    for (const all of byRow.values()) {
        const ls = lastPerAnnotator(all);
        const passes = ls.filter((m) => m.label.gold === 1).length;
        if (2 * passes === ls.length) {
            ties++;
            continue;
        }
        const first = ls[0];
        const people = ls.filter((m) => m.label.kind === "human");
        rows.push({
            arm: first.row.arm,
            task: first.row.task,
            judge: first.judged >= labels/* PASS_THRESHOLD */.Qf ? 1 : 0,
            judged: first.judged,
            gold: 2 * passes > ls.length ? 1 : 0,
            label: ls.reduce((s, m) => s + m.label.value, 0) / ls.length,
            human: people.length > 0,
            annotators: ls.map((m) => m.label.annotator),
            people: people.map((m) => m.label.gold),
            first,
        });
    }
    return { rows, ties };
}
function armRates(rows, arm, level) {
    const mine = rows.filter((r) => r.arm === arm);
    const fails = mine.filter((r) => r.gold === 0);
    const fp = fails.filter((r) => r.judge === 1).length;
    return {
        n: mine.length,
        gold_fails: fails.length,
        false_passes: fp,
        false_pass_rate: fails.length > 0 ? fp / fails.length : null,
        false_pass_ci: wilson(fp, fails.length, level),
    };
}
/** Rows beyond n to label for the count and agreement floors; null when labels cannot lift it. */
function labelMore(agreement, n, f, level) {
    if (agreement === null)
        return f.minN;
    const low = wilson(Math.round(agreement * n), n, level)?.[0] ?? 0;
    const forBound = low >= f.minAgreement ? n : labelsToClear(agreement, f.minAgreement, level);
    if (forBound === null)
        return null;
    return Math.max(0, Math.max(forBound, f.minN) - n);
}
const share = (a, b) => (b > 0 ? a / b : null);
/** One criterion's figures (its gaming p is Holm-adjusted later, across criteria). */
function criterionTrust(criterion, rows, s) {
    const c = confusionOf(rows);
    const n = rows.length;
    const agree = c.tp + c.tn;
    const items = rows.map((r) => ({
        task: r.task,
        judge: r.judge,
        gold: r.gold,
    }));
    const opt = { resamples: s.resamples, seed: s.seed, level: s.level };
    const kappa = cohenKappa(c);
    const agreement = share(agree, n);
    const ci = wilson(agree, n, s.level);
    const alpha = krippendorffAlpha(rows.map((r) => r.people));
    const base = armRates(rows, "baseline", s.level);
    const cand = armRates(rows, "candidate", s.level);
    const f = s.floors;
    return {
        criterion,
        n,
        human_n: rows.filter((r) => r.human).length,
        annotators: new Set(rows.flatMap((r) => r.annotators)).size,
        agreement,
        agreement_ci: ci,
        kappa,
        kappa_ci: kappaBootstrap(items, opt, `${s.seed}:judge:${criterion}`),
        confusion: c,
        sensitivity: sensitivity(c),
        sensitivity_ci: wilson(c.tp, c.tp + c.fn, s.level),
        specificity: specificity(c),
        specificity_ci: wilson(c.tn, c.tn + c.fp, s.level),
        pass_when_gold_fail: share(c.fp, c.fp + c.tn),
        fail_when_gold_pass: share(c.fn, c.fn + c.tp),
        judge_pass_rate: share(c.tp + c.fp, n),
        gold_pass_rate: share(c.tp + c.fn, n),
        human_alpha: alpha?.alpha ?? null,
        human_alpha_units: alpha?.units ?? 0,
        label_more: labelMore(agreement, n, f, s.level),
        ok: n >= f.minN &&
            ci !== null &&
            ci[0] >= f.minAgreement &&
            kappa !== null &&
            kappa >= f.minKappa,
        arms: { baseline: base, candidate: cand },
        gaming: base.gold_fails > 0 && cand.gold_fails > 0
            ? {
                ...gamingTest(base, cand),
                p_holm: 1,
                flagged: false,
            }
            : null,
    };
}
function gamingTest(base, cand) {
    const t = secondHigher(base.false_passes, base.gold_fails, cand.false_passes, cand.gold_fails);
    return { diff: t.diff, z: t.z, p_value: t.p };
}
/** Holm across the criteria that could be tested; flagged under 1 - level. */
function adjustGaming(criteria, level) {
    const tested = criteria.filter((c) => c.gaming !== null);
    const adj = (0,holm/* holmAdjust */.I)(tested.map((c) => c.gaming.p_value));
    let any = false;
    tested.forEach((c, i) => {
        const g = c.gaming;
        g.p_holm = adj[i];
        g.flagged = g.p_holm < 1 - level && g.diff > 0;
        any ||= g.flagged;
    });
    return any;
}
/** Disagreements: false passes first, the candidate's first when the judge looks gamed. */
function reviewQueue(byCriterion, files, gamed) {
    const out = [];
    for (const [criterion, rows] of byCriterion) {
        for (const r of rows) {
            if (r.judge === r.gold)
                continue;
            const m = r.first;
            out.push({
                kind: r.judge === 1 ? "false_pass" : "false_fail",
                criterion,
                arm: r.arm,
                task: r.task,
                run: m.row.run,
                rollout: m.rollout,
                file: files[r.arm][m.row.file] ?? "",
                line: m.row.line,
                judge: r.judged,
                label: r.label,
                labels_line: m.label.line,
            });
        }
    }
    const rank = (x) => (x.kind === "false_pass" ? 0 : 2) + (gamed && x.arm === "candidate" ? 0 : 1);
    return out.sort((a, b) => rank(a) - rank(b) || a.labels_line - b.labels_line);
}

;// CONCATENATED MODULE: ./src/stats/judge-report.ts


const REVIEW_MAX = 200;
const lines = (xs) => `line${xs.length > 1 ? "s" : ""} ${xs.slice(0, 5).join(", ")}${xs.length > 5 ? ", ..." : ""}`;
/** One note per reason a label was not counted, naming its first lines. */
function matchNotes(input, models, ties) {
    const m = input.match;
    const notes = [];
    const say = (xs, what) => {
        if (xs.length > 0)
            notes.push(`${xs.length} label(s) ${what} (${lines(xs)}); not counted`);
    };
    if (m.overflow > 0) {
        notes.push(`the labelled tasks have more than ${m.matched.length + m.overflow} graded rows; ${m.overflow} were not kept for matching, so the judge is not measured`);
    }
    say(m.unmatched, "name no graded row");
    say(m.ambiguous, "fit more than one graded row: add run and rollout_index, or arm,");
    say(m.other_version, `were given for another judge_version than the rows' (${m.stamps.join(", ") || "none"})`);
    say(m.no_verdict, "are on a marker their row does not carry");
    if (m.unstamped > 0) {
        notes.push(`${m.unstamped} label(s) name a judge_version, but their rows stamp none (lineage.judge_version): counted, unchecked`);
    }
    if (m.stamps.length > 1)
        notes.push(`the labelled rows were graded by ${m.stamps.length} judge versions: ${m.stamps.join(", ")}`);
    if (input.read.unlabelled > 0)
        notes.push(`${input.read.unlabelled} row(s) of the labels file have no label yet (label: null)`);
    if (input.read.scores > 0)
        notes.push(`${input.read.scores} label(s) are scores, read as a pass at 0.5 and above`);
    if (models > 0)
        notes.push(`${models} label(s) came from a model: shown in no figure, since a model does not measure a judge`);
    if (ties > 0)
        notes.push(`${ties} row(s) have trusted labels split evenly and are left out`);
    return notes;
}
function correctionOf(input, criteria, level) {
    const t = input.target;
    const c = t === null ? undefined : criteria.find((x) => x.criterion === t.metric);
    if (t === null || c === undefined || t.delta === null || t.se == null || t.df == null)
        return null;
    const r = correctDelta(t.delta, t.se, t.df, c.confusion, level);
    if (r === null)
        return null;
    const good = t.lower_is_better ? r.ci[1] < 0 : r.ci[0] > 0;
    return {
        metric: t.metric,
        youden: r.youden,
        delta: r.delta,
        ci: r.ci,
        se: r.se,
        df: r.df,
        p_value: r.p_value,
        decides: input.decide,
        blocks: input.decide && !good,
    };
}
function judgeTrust(input, s) {
    const m = input.match;
    const byCriterion = new Map();
    let ties = 0;
    const names = [...new Set(m.matched.map((x) => x.label.criterion))].sort();
    for (const name of names) {
        const g = goldRows(m.matched.filter((x) => x.label.criterion === name));
        ties += g.ties;
        if (g.rows.length > 0)
            byCriterion.set(name, g.rows);
    }
    const criteria = m.overflow > 0 ? [] : [...byCriterion].map(([c, rows]) => criterionTrust(c, rows, s));
    const gamed = adjustGaming(criteria, s.level);
    const review = m.overflow > 0 ? [] : reviewQueue(byCriterion, input.files, gamed);
    const models = m.matched.filter((x) => x.label.kind === "model").length;
    return {
        labels: input.path,
        judge_version: m.stamps.slice(0, 100),
        n_labels: input.read.labels.length,
        matched: m.matched.length,
        unmatched: m.unmatched.length,
        ambiguous: m.ambiguous.length,
        other_version: m.other_version.length,
        no_verdict: m.no_verdict.length,
        unlabelled: input.read.unlabelled,
        model_labels: models,
        ties,
        floors: {
            min_agreement: s.floors.minAgreement,
            min_kappa: s.floors.minKappa,
            min_n: s.floors.minN,
        },
        criteria,
        gamed,
        correction: correctionOf(input, criteria, s.level),
        review: review.slice(0, 200),
        review_total: review.length,
        notes: matchNotes(input, models, ties).slice(0, 100),
    };
}

;// CONCATENATED MODULE: ./src/stats/label-match.ts
const byPlace = (a, b) => a.arm < b.arm ? -1 : a.arm > b.arm ? 1 : a.file - b.file || a.line - b.line || a.seq - b.seq;
/** Each row's rollout id: its own rollout_index, else its place among its task's rows in the run. */
function rolloutIds(rows) {
    const out = new Map();
    const next = new Map();
    for (const r of [...rows].sort(byPlace)) {
        const k = `${r.arm}\u0000${r.task}\u0000${r.run ?? ""}`;
        const i = next.get(k) ?? 0;
        next.set(k, i + 1);
        out.set(r, r.rollout ?? String(i));
    }
    return out;
}
function push(m, k, v) {
    const xs = m.get(k);
    if (xs === undefined)
        m.set(k, [v]);
    else
        xs.push(v);
}
/** The rows every id the label gives agrees with. */
function candidates(l, ix, rollout) {
    const k = l.key;
    const text = k.text === undefined ? undefined : `${k.text[0]}:${k.text[1]}`;
    const pool = k.task !== undefined
        ? ix.task.get(k.task)
        : k.rollout_id !== undefined
            ? ix.id.get(k.rollout_id)
            : ix.text.get(text);
    return (pool ?? []).filter((r) => (k.arm === undefined || r.arm === k.arm) &&
        (k.run === undefined || r.run === k.run) &&
        (k.rollout === undefined || rollout.get(r) === k.rollout) &&
        (k.rollout_id === undefined || r.rollout_id === k.rollout_id) &&
        (text === undefined || r.text === text));
}
function matchLabels(labels, rows, overflow) {
    const rollout = rolloutIds(rows);
    const ix = { task: new Map(), id: new Map(), text: new Map() };
    for (const r of rows) {
        push(ix.task, r.task, r);
        if (r.rollout_id !== null)
            push(ix.id, r.rollout_id, r);
        if (r.text !== null)
            push(ix.text, r.text, r);
    }
    const out = {
        matched: [],
        unmatched: [],
        ambiguous: [],
        other_version: [],
        no_verdict: [],
        unstamped: 0,
        stamps: [],
        overflow,
    };
    const stamps = new Set();
    for (const l of labels) {
        const c = candidates(l, ix, rollout);
        if (c.length === 0)
            out.unmatched.push(l.line);
        else if (c.length > 1)
            out.ambiguous.push(l.line);
        else {
            const row = c[0];
            if (row.stamp !== null)
                stamps.add(row.stamp);
            if (l.judge_version !== undefined && row.stamp !== null && row.stamp !== l.judge_version) {
                out.other_version.push(l.line);
                continue;
            }
            if (l.judge_version !== undefined && row.stamp === null)
                out.unstamped++;
            const judged = l.criterion === "pass_at_1" ? row.reward : row.markers[l.criterion.slice(7)];
            if (judged === undefined) {
                out.no_verdict.push(l.line);
                continue;
            }
            const id = rollout.get(row);
            const rowKey = `${row.arm}\u0000${row.file}\u0000${row.line}\u0000${row.seq}`;
            out.matched.push({ label: l, row, rollout: id, rowKey, judged });
        }
    }
    out.stamps = [...stamps].sort();
    return out;
}

// EXTERNAL MODULE: ./src/ledger/attempts.ts
var attempts = __webpack_require__(20531);
// EXTERNAL MODULE: ./src/ledger/entry.ts
var entry = __webpack_require__(95641);
;// CONCATENATED MODULE: ./src/stats/model-check.ts




















/** The SDK's floors: MIN_AGREEMENT on the Wilson bound, MIN_KAPPA, MIN_GOLD. */
const DEFAULT_TRUST_FLOORS = { minAgreement: 0.8, minKappa: 0.6, minN: 50 };
function targetWord(measured, gain, withinNoise, replicated) {
    if (!measured)
        return "target_not_measured";
    let word = gain === "b_better"
        ? "moved"
        : gain === "a_better"
            ? "moved_the_wrong_way"
            : gain === "no_difference_detected"
                ? "no_change_detected"
                : "insufficient_data";
    if (withinNoise && (word === "moved" || word === "moved_the_wrong_way"))
        word = "within_eval_noise";
    if (word === "moved" && !replicated)
        word = "moved_unreplicated";
    return word;
}
const inUnit = (m) => [...m.values()].every((v) => v >= 0 && v <= 1);
/** The sides' display names: their model_version when both have distinct ones. */
function sideNames(input) {
    const b = sideName(input.baseline, "baseline");
    const c = sideName(input.candidate, "candidate");
    return b === c ? ["baseline", "candidate"] : [b, c];
}
/**
 * Task ids the held-out test lacks make the run not comparable. So many that resampling
 * them would pass the draw budget stop the run naming them and their side, not "resamples"
 * (a setting that is not what went wrong).
 */
function refuseUnknownOverBudget(cov, resamples) {
    const { unknown_n: unknown, heldout_tasks: held } = cov.coverage;
    if (unknown === 0 || (held + unknown) * resamples <= bootstrap/* MAX_DRAWS */.RY)
        return;
    const said = cov.notComparable.filter((m) => / task\(s\) that are not in the held-out test/.test(m));
    const sides = said.map((m) => m.slice(0, m.indexOf(" ")));
    throw new ModelInputError(`${said.join("; ")}: too many to resample; check that the results are of this held-out test`, sides.join(", ") || "candidate");
}
/** The comparison itself: coverage, the metrics compared, the floor and the verdict word. */
function compareSides(input, settings) {
    const { baseline, candidate } = input;
    const level = settings.confidence;
    const warnings = [
        ...copyWarnings("baseline", input.baselinePath, baseline),
        ...copyWarnings("candidate", input.candidatePath, candidate),
    ];
    const cov = checkCoverage(input.heldout, baseline.pooled, candidate.pooled, settings.allowPartial);
    refuseUnknownOverBudget(cov, settings.resamples);
    const notComparable = [...cov.notComparable];
    warnings.push(...cov.warnings);
    const paths = [input.baselinePath, input.candidatePath];
    const plan = planMetrics(baseline, candidate, settings, paths, warnings, notComparable);
    const floor = noiseFloor(baseline, candidate, plan.metrics, level, settings.noiseFloor ?? null);
    const cmp = compareAll(plan, baseline, candidate, floor, settings, notComparable);
    const rows = cmp.comps.map((c) => metricRow(c, floor, plan.guarded));
    const byName = new Map(rows.map((r) => [r.metric, r]));
    const headRow = byName.get(plan.targetMeasured ? plan.target : passk/* PASS_AT_1 */.uW);
    const replicated = headRow.noise_band !== null;
    const tRow = plan.targetMeasured ? byName.get(plan.target) : null;
    const verdict = targetWord(plan.targetMeasured, tRow?.verdict ?? "insufficient_data", tRow?.within_noise ?? false, replicated);
    const compOf = new Map(cmp.comps.map((c) => [c.metric, c]));
    return {
        plan,
        floor,
        cmp,
        rows,
        compOf,
        headRow,
        tRow,
        replicated,
        verdict,
        cov,
        warnings,
        notComparable,
    };
}
/** What changed (Holm-decided guards), and every warning the numbers call for. */
function changesAndWarnings(input, settings, c, level) {
    const changes = classifyChanges(c.rows, c.compOf, level, settings.guardMargin ?? null);
    guardRuns(c, settings.guardMinRuns ?? 1);
    const w = c.warnings;
    w.push(...changes.warnings, ...runWarnings(c.floor, c.rows));
    w.push(...constantGuardWarnings(c.plan.guarded, c.cmp.means));
    w.push(...multiplicityWarning(c.rows.length, changes, level));
    const [basePass] = c.cmp.means.get(passk/* PASS_AT_1 */.uW);
    w.push(...ceilingWarnings(basePass, c.headRow.n_paired));
    rolloutCheck(input.baseline, input.candidate, w, c.notComparable);
    return changes;
}
/**
 * guard-min-runs: with fewer runs a side the guards cannot clear. Three runs cannot
 * tell a guard's drop from guard rates that drift by run, so a policy may ask for more
 * (docs/statistics.md "Guarded metrics"); the check then fails, naming the runs.
 */
function guardRuns(c, min) {
    if (min <= 1 || c.plan.guarded.length === 0)
        return;
    const [rB, rC] = [c.floor.runsBaseline, c.floor.runsCandidate];
    if (Math.min(rB, rC) >= min)
        return;
    c.notComparable.push(`the guards need ${min} runs a side (guard-min-runs); the baseline has ${rB} and the candidate ${rC}, so a guard's drop cannot be told from its run drift`);
}
/** Families as the sample, and the grader against a regrade (docs/statistics.md). */
function checkTarget(input, settings, c, families) {
    const tComp = c.plan.targetMeasured ? c.compOf.get(c.plan.target) : null;
    const tNoise = c.cmp.noise.get(c.plan.target);
    const extra = targetChecks({
        target: c.plan.target,
        means: c.plan.targetMeasured ? (c.cmp.means.get(c.plan.target) ?? null) : null,
        paired: tComp?.paired ?? false,
        lowerIsBetter: tComp?.lower_is_better ?? false,
        families,
        mode: settings.familyTest ?? "auto",
        noise: tNoise && c.floor.source !== "none" ? tNoise : null,
        given: settings.noiseFloor ?? null,
        floorDf: c.floor.df ?? Infinity,
        runsBaseline: c.floor.runsBaseline,
        runsCandidate: c.floor.runsCandidate,
        band: c.tRow?.noise_band ?? null,
        level: settings.confidence,
        stored: input.stored ?? null,
        baseline: input.baseline,
        baselinePath: input.baselinePath,
    });
    c.warnings.push(...extra.warnings);
    c.notComparable.push(...extra.notComparable);
    return extra;
}
/** Sizing for the target's observed effect, with the warning it calls for. */
function sizeAndSay(input, settings, c, extra) {
    const target = targetFacts(c.plan, c.compOf, c.cmp);
    const sized = sizeTheTarget(target, input.baseline, c.floor, settings.noiseFloor ?? null, settings.confidence, familyPower(extra.familyTest), c.plan.guarded.length, settings.attempt ? [settings.attempt.alpha_fresh, settings.attempt.alpha_j] : []);
    if ((c.verdict === "no_change_detected" || c.verdict === "within_eval_noise") &&
        sized.sizing.n_tasks !== null &&
        sized.effect !== null) {
        c.warnings.push(`proving a change of ${sized.effect.toFixed(3)} would take about ${sized.sizing.n_tasks} paired tasks at 80% power (there are ${sized.nTasks})`);
    }
    const h = c.headRow;
    if (h.paired === false && h.delta !== null && h.note)
        c.warnings.push(h.note);
    return sized;
}
/** The judge measured from its labels, with the target's delta corrected for its errors. */
function judgeOf(input, settings, c) {
    const j = input.judge;
    if (!j)
        return null;
    const match = matchLabels(j.read.labels, j.rows, j.overflow);
    return judgeTrust({
        path: j.path,
        read: j.read,
        match,
        files: j.files,
        target: c.tRow,
        decide: settings.judge?.decide ?? false,
    }, {
        level: settings.confidence,
        resamples: settings.resamples,
        seed: settings.seed,
        floors: settings.judge?.floors ?? DEFAULT_TRUST_FLOORS,
    });
}
/** The one-line verdict, in the sides' own names. */
function sentenceOf(input, settings, c, changes, gaps, nTasks, judge) {
    const [bName, cName] = sideNames(input);
    const tMeans = c.plan.targetMeasured ? c.cmp.means.get(c.plan.target) : undefined;
    const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
    const t = c.tRow;
    return verdictSentence({
        target: c.plan.target,
        measured: c.plan.targetMeasured,
        baselineName: bName,
        candidateName: cName,
        delta: t?.delta ?? null,
        ci: t?.ci ?? null,
        band: t?.noise_band ?? null,
        lowerIsBetter: t?.lower_is_better ?? false,
        scale,
        unit: scale === 100 ? "points" : "units",
        replicated: c.replicated,
        replication: replicationWords(c.floor.source, c.floor.runsBaseline, c.floor.runsCandidate),
        runsBaseline: c.floor.runsBaseline,
        runsCandidate: c.floor.runsCandidate,
        regressions: changes.regressions,
        gaps,
        gradedBy: settings.gradedBy,
        judgeAgreement: settings.judgeAgreement,
        judgeHumanN: settings.judgeHumanN,
        judgeMeasured: judge?.criteria.find((x) => x.criterion === c.plan.target) ?? null,
        nTasks,
        notComparable: c.notComparable.length,
    });
}
function checkModel(input, settings) {
    const level = settings.confidence;
    const resample = { resamples: settings.resamples, seed: settings.seed, level };
    const c = compareSides(input, settings);
    const changes = changesAndWarnings(input, settings, c, level);
    const families = taskFamilies(input.heldout, input.baseline, input.candidate);
    const extra = checkTarget(input, settings, c, families);
    const sized = sizeAndSay(input, settings, c, extra);
    const judge = judgeOf(input, settings, c);
    const gaps = evidenceGaps({
        nTasks: sized.nTasks,
        gradedBy: settings.gradedBy,
        judgeAgreement: settings.judgeAgreement,
        judgeHumanN: settings.judgeHumanN,
        judge,
        target: c.plan.target,
        rewardIsJudge: settings.rewardIsJudge,
        contaminationHits: input.contaminationHits ?? null,
    });
    const a = settings.attempt;
    const attempt = a
        ? (0,attempts/* attemptFigures */.tD)(a, {
            p: c.tRow?.p_value ?? null,
            verdict: c.verdict,
            means: (0,entry/* packTaskMeans */.XL)(c.plan.target, c.cmp.means.get(c.plan.target)?.[1] ?? new Map()),
        }, { fresh: sized.detectableAt[0] ?? null, now: sized.detectableAt[1] ?? null })
        : null;
    const worn = attempt ? (0,attempts/* wornGap */.xs)(attempt) : null;
    if (worn !== null)
        gaps.push(worn);
    const sentence = sentenceOf(input, settings, c, changes, gaps, sized.nTasks, judge);
    const [bName, cName] = sideNames(input);
    return {
        target: c.plan.target,
        confidence: level,
        target_verdict: c.verdict,
        replicated: c.replicated,
        ok: changes.regressions.length === 0 &&
            c.verdict !== "moved_the_wrong_way" &&
            c.notComparable.length === 0,
        not_comparable: c.notComparable,
        metrics: c.rows,
        regressions: changes.regressions,
        slipped: changes.slipped,
        improved: changes.improved,
        noise: noiseOf(c.floor),
        baseline: summarizeSide(input.baselinePath, bName, input.baseline, resample),
        candidate: summarizeSide(input.candidatePath, cName, input.candidate, resample),
        coverage: c.cov.coverage,
        sizing: sized.sizing,
        families: familyTable(families, input.baseline.pooled, input.candidate.pooled, passk/* PASS_AT_1 */.uW, resample),
        family_test: extra.familyTest,
        grader_drift: extra.graderDrift,
        ...(judge ? { judge } : {}),
        ...(attempt ? { attempt } : {}),
        gaps,
        sentence,
        warnings: c.warnings,
        family_error: changes.familyError,
    };
}
function targetFacts(plan, compOf, cmp) {
    return {
        comp: plan.targetMeasured ? compOf.get(plan.target) : null,
        means: plan.targetMeasured ? (cmp.means.get(plan.target) ?? null) : null,
        noise: cmp.noise.get(plan.target),
        metric: plan.target,
    };
}
function noiseOf(floor) {
    return {
        source: floor.source,
        origin: floor.origin,
        runs_baseline: floor.runsBaseline,
        runs_candidate: floor.runsCandidate,
        df: floor.df,
        quantile: floor.quantile,
        rule: floor.rule,
        replication: replicationWords(floor.source, floor.runsBaseline, floor.runsCandidate),
    };
}


/***/ })

};
