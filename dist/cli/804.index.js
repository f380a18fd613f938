export const id = 804;
export const ids = [804];
export const modules = {

/***/ 6804:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LEDGER_USAGE: () => (/* binding */ LEDGER_USAGE),
  ledgerMain: () => (/* binding */ ledgerMain),
  seriesLines: () => (/* binding */ seriesLines)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config.ts
var config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/engine/ledger.ts
var ledger = __webpack_require__(5309);
// EXTERNAL MODULE: ./src/engine/stage.ts
var stage = __webpack_require__(7460);
// EXTERNAL MODULE: ./src/io/problems.ts
var problems = __webpack_require__(9974);
// EXTERNAL MODULE: ./src/ledger/attempts.ts
var attempts = __webpack_require__(531);
// EXTERNAL MODULE: ./src/ledger/entry.ts
var ledger_entry = __webpack_require__(5641);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/ledger/record.ts
// A ledger line from a finished run's report (docs/design.md §16). Everything a line holds
// is in report.json (the attempt, its level and the packed per-task means included), so the
// job that writes the ledger needs the report alone, never the data.



/** Why a report cannot be written to a ledger, or null. */
function unrecordable(report) {
    if (report.stopped || report.decision.verdict === "error") {
        return "the run stopped before it judged: a stopped run is not an attempt";
    }
    if (!report.model)
        return "the report has no model check: only a judged candidate is an attempt";
    if (!report.model.attempt)
        return "the report was made without a ledger: run check with --ledger first";
    return null;
}
/** The line for this report, appended after the ledger it was judged against. */
function entryFromReport(report, reportBytes, ledger, meta) {
    const why = unrecordable(report);
    if (why !== null)
        throw new ledger_entry/* LedgerError */.oy(why);
    const model = report.model;
    const a = model.attempt;
    if (a.test_version !== ledger.test_version) {
        throw new ledger_entry/* LedgerError */.oy("the report was judged on another test version than this ledger's");
    }
    const row = (m) => model.metrics.find((x) => x.metric === m);
    const t = row(model.target);
    const rounds = ledger.entries.filter((e) => e.kind === "merged").length;
    const regressed = new Set(model.regressions);
    const follows = ledger.entries.length === 0 && meta.follows != null && meta.follows !== a.test_version
        ? meta.follows
        : null;
    return {
        ledger: ledger_entry/* LEDGER_FORMAT */.E2,
        test_version: a.test_version,
        ...(follows === null ? {} : { follows }),
        kind: meta.kind,
        round: meta.kind === "merged" ? rounds + 1 : null,
        attempt: a.number,
        pr: meta.pr,
        commits: meta.commits,
        candidate_digest: a.candidate_digest,
        served: {
            before: model.baseline.name ?? null,
            after: meta.kind === "merged" ? (model.candidate.name ?? null) : null,
        },
        target: {
            metric: model.target,
            delta: t?.delta ?? null,
            ci: t?.ci ?? null,
            p: t?.p_value ?? null,
            target_verdict: model.target_verdict,
            mean: t?.candidate_mean ?? null,
        },
        guards: model.metrics
            .filter((m) => m.guarded)
            .map((m) => ({
            metric: m.metric,
            delta: m.delta,
            ci: m.ci,
            p: m.p_holm ?? m.p_value,
            regressed: regressed.has(m.metric),
        })),
        attempt_control: a.applied ? { alpha: a.alpha, alpha_j: a.alpha_j, passed: a.passed } : null,
        verdict: report.decision.pass ? "pass" : "fail",
        task_means: a.task_means,
        report_sha256: (0,external_node_crypto_.createHash)("sha256").update(reportBytes).digest("hex"),
        pairs_sha256: report.inputs.find((f) => f.role === "pairs")?.sha256 ?? null,
        writer: meta.writer,
    };
}
/**
 * A report's line appended to a ledger's text, as a trusted writer appends it (design §16).
 * The attempt number is the ledger's as it is now, not the report's: a ledger that grew
 * since the report was judged gives the candidate the next number, and `renumbered` says the
 * report's. A line already there for the same candidate (the merged round, or the attempt
 * of this PR at this head) is not written twice.
 */
function appendReport(text, path, report, reportBytes, meta) {
    const why = unrecordable(report);
    if (why !== null)
        return { skip: why };
    const a = report.model.attempt;
    const ledger = parseLedger(text, path, a.test_version);
    const digest = a.candidate_digest;
    const same = ledger.entries.find((e) => meta.kind === "merged"
        ? e.kind === "merged" && e.candidate_digest === digest
        : e.candidate_digest === digest && e.pr === meta.pr && e.commits.head === meta.commits.head);
    if (same !== undefined) {
        return {
            skip: meta.kind === "merged"
                ? `this candidate is merged round ${same.round} already`
                : `attempt ${same.attempt} of this candidate at this commit is on record already`,
        };
    }
    const entry = entryFromReport(report, reportBytes, ledger, meta);
    const plan = planAttempt(ledger.entries, digest, a.alpha);
    const renumbered = plan.number === entry.attempt ? null : entry.attempt;
    if (renumbered !== null) {
        // The level the line records is this number's; the verdict stays the one the run gave.
        entry.attempt = plan.number;
        if (entry.attempt_control !== null) {
            entry.attempt_control = {
                alpha: plan.alpha,
                alpha_j: plan.alpha_j,
                passed: cleared({ attempt: plan.number, p: entry.target.p, target_verdict: entry.target.target_verdict }, plan.alpha_j),
            };
        }
    }
    return { text: appendEntry(text, path, entry), entry, renumbered };
}

// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(6160);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 14 modules
var schemas = __webpack_require__(4528);
// EXTERNAL MODULE: ./src/policy/fields.ts
var fields = __webpack_require__(1369);
// EXTERNAL MODULE: ./src/report/fields.ts
var report_fields = __webpack_require__(9581);
// EXTERNAL MODULE: ./src/report/schema.ts + 2 modules
var schema = __webpack_require__(7007);
// EXTERNAL MODULE: ./src/report/version.ts
var report_version = __webpack_require__(2702);
;// CONCATENATED MODULE: ./src/github/report-schema.ts
// In report mode the report.json comes from an artifact a pull_request run uploaded, and a
// fork controls that run: the file is untrusted data. It is size-capped, parsed, and checked
// field by field against this schema (unknown keys are dropped) before any renderer sees it;
// the renderers escape every string as they would for a locally built report.
// The schema is the report's own (src/report/schema.ts), with its caps on every string and
// list; this file adds the byte cap and the post target, which only the action writes.







/** Reports bigger than this are refused unread: the cap the engine writes under. */

/** Where the report is to be posted; written by gate mode, checked by report mode. */
const postTargetSchema = schemas/* object */.Ikc({
    repository: schemas/* string */.YjP().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
    pr_number: schemas/* number */.aig().int().positive().nullable(),
    head_sha: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/)
        .nullable(),
    check_name: report_fields/* short */.h0,
});
/**
 * Every policy field's value the run was decided under, as the input string (empty: the
 * default), keyed by the field's input name. Report mode compares it with the base commit's
 * policy (docs/design.md §13); unknown keys are dropped, like any other.
 */
const ruleRecordSchema = (0,report_fields/* named */.KT)("RuleRecord", schemas/* object */.Ikc(Object.fromEntries(fields/* POLICY_NAMES */.So.map((n) => [n, report_fields/* text */.Qq.optional()]))), "The policy values the run was decided under, keyed by input name (written by the action)");
/** The report as the action writes it: the engine's report and, last, where to post it. */
const postedReportSchema = schema.reportSchema.extend({
    github: (0,report_fields/* doc */.H9)(postTargetSchema, "Where gate mode meant the report to be posted; report mode checks it against its event").optional(),
    rule: (0,report_fields/* doc */.H9)(ruleRecordSchema, "The rule the run was decided under; report mode checks it against the base commit's policy").optional(),
});
class ReportInputError extends Error {
    constructor(message) {
        super(message);
        this.name = "ReportInputError";
    }
}
/** Parse an untrusted report.json: size cap, JSON, schema. Errors name the file and field. */
function parseUntrustedReport(bytes, file) {
    if (bytes.length > REPORT_MAX_BYTES) {
        throw new ReportInputError(`${file}: ${bytes.length} bytes is over the ${REPORT_MAX_BYTES}-byte cap for a report`);
    }
    let raw;
    try {
        raw = JSON.parse(bytes.toString("utf8"));
    }
    catch (e) {
        throw new ReportInputError(`${file}: ${jsonErrorReason(e)}`);
    }
    const writer = writtenBy(raw);
    if (writer.schema !== SCHEMA_VERSION && typeof writer.schema === "number") {
        throw new ReportInputError(`${file}: this report is in format version ${shownVersion(writer.schema)} (written by ` +
            `heldout-gate ${writer.tool}); heldout-gate ${VERSION} reads version ${SCHEMA_VERSION} ` +
            `only. Run the gate and the report workflow on the same heldout-gate release.`);
    }
    const r = postedReportSchema.safeParse(raw);
    if (!r.success) {
        const issues = r.error.issues.slice(0, 5).map((i) => {
            const at = i.path.length > 0 ? i.path.join(".") : "(top level)";
            return `field ${at.slice(0, 200)}: ${i.message.slice(0, 200)}`;
        });
        const more = r.error.issues.length > 5 ? ` (and ${r.error.issues.length - 5} more)` : "";
        // Same format version, but a newer release may write a gate or a value this one lacks.
        const skew = writer.tool !== VERSION && writer.tool !== UNKNOWN
            ? `. It was written by heldout-gate ${writer.tool} and this is ${VERSION}: run the gate ` +
                `and the report workflow on the same release`
            : "";
        throw new ReportInputError(`${file}: not a heldout-gate report: ${issues.join("; ")}${more}${skew}`);
    }
    return r.data;
}
const UNKNOWN = "(unknown version)";
/** The two version fields of an unchecked report, the tool's only when it is a plain version. */
function writtenBy(raw) {
    if (typeof raw !== "object" || raw === null)
        return { schema: undefined, tool: UNKNOWN };
    const r = raw;
    const v = typeof r.tool === "object" && r.tool !== null ? r.tool.version : undefined;
    return {
        schema: r.schema_version,
        tool: typeof v === "string" && /^[0-9A-Za-z.+-]{1,40}$/.test(v) ? v : UNKNOWN,
    };
}
function shownVersion(v) {
    return Number.isSafeInteger(v) ? String(v) : JSON.stringify(String(v).slice(0, 40));
}

;// CONCATENATED MODULE: ./src/ledger-cli.ts
// `heldout-gate ledger show|record`: the ledger offline (docs/design.md §16). `show` lists
// each test version's rounds and attempts in a ledger folder; `record` appends the line a
// report (made by check --ledger) stands for, as a `local` writer.












const LEDGER_USAGE = `usage: heldout-gate ledger show --ledger DIR
       heldout-gate ledger record --ledger DIR --report FILE --kind attempt|merged
                                  [--pr N] [--base SHA] [--head SHA] [--merge SHA]
                                  [--follows TEST_VERSION]

A ledger is a folder with one <test version>.jsonl per frozen test. check --ledger DIR
counts this candidate's attempt on its test version and judges it at that attempt's
level; ledger record then appends the line for the report that run wrote (--kind merged
for a round that was merged, attempt for one that was not). The first line of a new series
names the series it follows, where the comment's trend breaks: --follows, or the folder's
one other series when there is exactly one. show prints every series.`;
const FLAGS = new Set(["ledger", "report", "kind", "pr", "base", "head", "merge", "follows"]);
function parseFlags(argv) {
    const out = {};
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const name = a.startsWith("--") ? a.slice(2) : "";
        if (!FLAGS.has(name))
            throw new config/* ConfigError */.xL(`ledger: unknown argument "${a}"`);
        const v = argv[++i];
        if (v === undefined || v.startsWith("--"))
            throw new config/* ConfigError */.xL(`flag --${name} needs a value`);
        out[name] = v;
    }
    return out;
}
const SHA = /^[0-9a-f]{40}$/;
function commitFlag(f, k) {
    const v = f[k];
    if (v === undefined)
        return null;
    if (!SHA.test(v))
        throw new config/* ConfigError */.xL(`--${k} must be a 40-digit commit sha`);
    return v;
}
/** One series as terminal lines: a line per round or attempt, oldest first. */
function seriesLines(l) {
    const out = [
        `test ${(0,test_version/* shortVersion */.Li)(l.test_version)} (${l.path}): ${l.entries.length} line(s)`,
        "  round  attempt  PR     kind     delta    CI                  level     verdict",
    ];
    for (const e of l.entries) {
        const level = e.attempt_control ? (0,attempts/* levelText */.WB)(e.attempt_control.alpha_j) : "off";
        out.push(`  ${String(e.round ?? "-").padEnd(6)} ${String(e.attempt).padEnd(8)} ${(e.pr === null ? "-" : `#${e.pr}`).padEnd(6)} ` +
            `${e.kind.padEnd(8)} ${(0,format/* signed */.x8)(e.target.delta).padEnd(8)} ${(0,format/* interval */.YP)(e.target.ci).padEnd(19)} ${level.padEnd(9)} ${e.verdict}`);
    }
    return out.map(render_escape/* terminalLine */.tL);
}
/** The test versions with a series in the folder. */
async function seriesIn(dir) {
    return (await (0,promises_.readdir)(dir))
        .filter((n) => /^t-[0-9a-f]{64}\.jsonl$/.test(n))
        .sort()
        .map((n) => n.slice(0, -".jsonl".length));
}
/** The series a new one follows: --follows, else the folder's one other series, else none. */
async function followed(dir, version, flag) {
    if (flag !== undefined) {
        if (!test_version/* TEST_VERSION */.Kd.test(flag)) {
            throw new config/* ConfigError */.xL("--follows must be a test version (t- and 64 hex digits)");
        }
        if (flag === version)
            throw new config/* ConfigError */.xL("--follows names this series itself");
        return flag;
    }
    const others = (await seriesIn(dir)).filter((v) => v !== version);
    if (others.length === 1)
        return others[0];
    if (others.length > 1) {
        console.log((0,render_escape/* terminalLine */.tL)(`${dir}: ${others.length} other series; pass --follows to say which one this new series follows`));
    }
    return null;
}
async function show(dir) {
    const names = (await seriesIn(dir)).map(ledger_entry/* ledgerFileName */.NA);
    if (names.length === 0)
        console.log((0,render_escape/* terminalLine */.tL)(`${dir}: no ledger files (t-<64 hex>.jsonl)`));
    for (const n of names) {
        const version = n.slice(0, -".jsonl".length);
        const { path, text } = await (0,ledger/* ledgerText */.PK)(dir, version);
        try {
            console.log(seriesLines((0,ledger_entry/* parseLedger */.h8)(text, path, version)).join("\n"));
        }
        catch (e) {
            if (e instanceof ledger_entry/* LedgerError */.oy)
                throw (0,ledger/* ledgerStop */.Ad)(e, path);
            throw e;
        }
    }
    return 0;
}
async function record(f) {
    const { ledger: dir, report: reportPath, kind } = f;
    if (dir === undefined || reportPath === undefined || (kind !== "attempt" && kind !== "merged")) {
        throw new config/* ConfigError */.xL(`ledger record needs --ledger DIR, --report FILE and --kind attempt|merged`);
    }
    const pr = f.pr === undefined ? null : Number(f.pr);
    if (pr !== null && !(Number.isInteger(pr) && pr >= 1))
        throw new config/* ConfigError */.xL("--pr must be a PR number");
    const bytes = await (0,promises_.readFile)(reportPath);
    if (bytes.length > report_version/* REPORT_MAX_BYTES */.A)
        throw new config/* ConfigError */.xL(`--report ${reportPath}: over ${report_version/* REPORT_MAX_BYTES */.A} bytes`);
    // The report schema is loaded only for this command, as report mode does.
    const { reportSchema } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 7007));
    let value;
    try {
        value = JSON.parse(bytes.toString("utf8"));
    }
    catch {
        throw new config/* ConfigError */.xL(`--report ${reportPath}: not valid JSON`);
    }
    const parsed = reportSchema.safeParse(value);
    if (!parsed.success)
        throw new config/* ConfigError */.xL(`--report ${reportPath}: not a report.json of this version`);
    const version = parsed.data.model?.attempt?.test_version ?? parsed.data.heldout?.test_version;
    if (version === undefined)
        throw new config/* ConfigError */.xL(`--report ${reportPath}: no test version in it`);
    const { path, text } = await (0,ledger/* ledgerText */.PK)(dir, version);
    if (text !== "" && f.follows !== undefined) {
        throw new config/* ConfigError */.xL(`--follows names the series a new one follows; ${path} has lines already`);
    }
    const follows = text === "" ? await followed(dir, version, f.follows) : null;
    try {
        const ledger = (0,ledger_entry/* parseLedger */.h8)(text, path, version);
        const entry = entryFromReport(parsed.data, bytes, ledger, {
            kind,
            pr,
            follows,
            commits: {
                base: commitFlag(f, "base"),
                head: commitFlag(f, "head"),
                merge: commitFlag(f, "merge"),
            },
            writer: { event: "local", workflow: null, run_id: null },
        });
        await (0,promises_.writeFile)(path, (0,ledger_entry/* appendEntry */.D4)(text, path, entry));
        console.log((0,render_escape/* terminalLine */.tL)(`${path}: appended ${kind}${entry.round === null ? "" : ` round ${entry.round}`}, attempt ${entry.attempt}, verdict ${entry.verdict}`));
        return 0;
    }
    catch (e) {
        if (e instanceof ledger_entry/* LedgerError */.oy) {
            const first = e.problems.slice(0, 5).map(problems/* formatProblem */.Vw).join("; ");
            throw new config/* ConfigError */.xL(first === "" ? e.message : `${e.message}: ${first}`);
        }
        throw e;
    }
}
async function ledgerMain(argv) {
    const [sub, ...rest] = argv;
    if (sub === undefined || sub === "--help" || sub === "-h") {
        console.log(LEDGER_USAGE);
        return sub === undefined ? 2 : 0;
    }
    try {
        const f = parseFlags(rest);
        if (sub === "show") {
            if (f.ledger === undefined)
                throw new config/* ConfigError */.xL("ledger show needs --ledger DIR");
            return await show(f.ledger);
        }
        if (sub === "record")
            return await record(f);
        throw new config/* ConfigError */.xL(`ledger: unknown command "${sub}"\n\n${LEDGER_USAGE}`);
    }
    catch (e) {
        const msg = e instanceof stage/* RunStopped */.NL ? e.stop.reason : e instanceof Error ? e.message : String(e);
        console.error((0,render_escape/* terminalLine */.tL)(`heldout-gate ledger: ${msg}`));
        return 2;
    }
}


/***/ })

};
