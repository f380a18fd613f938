export const id = 16;
export const ids = [16];
export const modules = {

/***/ 97016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   appendReport: () => (/* binding */ appendReport),
/* harmony export */   entryFromReport: () => (/* binding */ entryFromReport),
/* harmony export */   unrecordable: () => (/* binding */ unrecordable)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _attempts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20531);
/* harmony import */ var _entry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95641);
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
        throw new _entry_js__WEBPACK_IMPORTED_MODULE_2__.LedgerError(why);
    const model = report.model;
    const a = model.attempt;
    if (a.test_version !== ledger.test_version) {
        throw new _entry_js__WEBPACK_IMPORTED_MODULE_2__.LedgerError("the report was judged on another test version than this ledger's");
    }
    const row = (m) => model.metrics.find((x) => x.metric === m);
    const t = row(model.target);
    const rounds = ledger.entries.filter((e) => e.kind === "merged").length;
    const regressed = new Set(model.regressions);
    const follows = ledger.entries.length === 0 && meta.follows != null && meta.follows !== a.test_version
        ? meta.follows
        : null;
    return {
        ledger: _entry_js__WEBPACK_IMPORTED_MODULE_2__.LEDGER_FORMAT,
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
        report_sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(reportBytes).digest("hex"),
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
    const ledger = (0,_entry_js__WEBPACK_IMPORTED_MODULE_2__.parseLedger)(text, path, a.test_version);
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
    const plan = (0,_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .planAttempt */ .xH)(ledger.entries, digest, a.alpha);
    const renumbered = plan.number === entry.attempt ? null : entry.attempt;
    if (renumbered !== null) {
        // The level the line records is this number's; the verdict stays the one the run gave.
        entry.attempt = plan.number;
        if (entry.attempt_control !== null) {
            entry.attempt_control = {
                alpha: plan.alpha,
                alpha_j: plan.alpha_j,
                passed: (0,_attempts_js__WEBPACK_IMPORTED_MODULE_1__/* .cleared */ .LE)({ attempt: plan.number, p: entry.target.p, target_verdict: entry.target.target_verdict }, plan.alpha_j),
            };
        }
    }
    return { text: (0,_entry_js__WEBPACK_IMPORTED_MODULE_2__.appendEntry)(text, path, entry), entry, renumbered };
}


/***/ })

};
