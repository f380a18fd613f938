export const id = 579;
export const ids = [579];
export const modules = {

/***/ 6579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CALIBRATE_USAGE: () => (/* binding */ CALIBRATE_USAGE),
  DEFAULT_SPLITS: () => (/* binding */ DEFAULT_SPLITS),
  MAX_SPLITS: () => (/* binding */ MAX_SPLITS),
  calibrateMain: () => (/* binding */ calibrateMain)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/config.ts
var config = __webpack_require__(2973);
// EXTERNAL MODULE: ./src/engine.ts + 10 modules
var engine = __webpack_require__(6161);
// EXTERNAL MODULE: ./src/engine/frozen-test.ts
var frozen_test = __webpack_require__(9299);
// EXTERNAL MODULE: ./src/engine/model-results.ts
var model_results = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/engine/stage.ts
var stage = __webpack_require__(7460);
// EXTERNAL MODULE: ./src/io/files.ts
var io_files = __webpack_require__(3839);
// EXTERNAL MODULE: ./src/io/problems.ts
var problems = __webpack_require__(9974);
// EXTERNAL MODULE: ./src/io/read.ts + 2 modules
var read = __webpack_require__(448);
// EXTERNAL MODULE: ./src/verdict.ts
var verdict = __webpack_require__(3138);
// EXTERNAL MODULE: ./src/stats/agreement.ts
var agreement = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 2 modules
var eval_tally = __webpack_require__(9815);
// EXTERNAL MODULE: ./src/stats/model-check.ts + 22 modules
var model_check = __webpack_require__(1538);
// EXTERNAL MODULE: ./src/stats/rng.ts
var stats_rng = __webpack_require__(1046);
;// CONCATENATED MODULE: ./src/stats/aa.ts





/** Runs a side needs before the runs themselves are split (each arm then has two or more). */
const MIN_RUNS_TO_SPLIT = 4;
const MIN_ARM_RUNS = 2;
/** Level of the intervals around each rate. */
const AA_INTERVAL_LEVEL = 0.95;
/** Runs past this many are never enumerated: their splits are drawn at random. */
const MAX_ENUMERATED_RUNS = 30;
/** Ordered assignments of r runs to two arms of MIN_ARM_RUNS or more: 2^r - 2 - 2r. */
function runWays(r) {
    return r < MIN_RUNS_TO_SPLIT ? 0 : 2 ** r - 2 - 2 * r;
}
const armSizes = (a) => {
    const inA = a.filter(Boolean).length;
    return inA >= MIN_ARM_RUNS && a.length - inA >= MIN_ARM_RUNS;
};
/**
 * Which arm each run goes to (true: arm A, the baseline), one array per comparison: every
 * way when there are no more than `n`, else `n` distinct ways at random.
 */
function runAssignments(r, n, rng) {
    const ways = runWays(r);
    const out = [];
    if (r <= MAX_ENUMERATED_RUNS && ways <= n) {
        for (let mask = 0; mask < 2 ** r; mask++) {
            const a = Array.from({ length: r }, (_, i) => Math.floor(mask / 2 ** i) % 2 === 1);
            if (armSizes(a))
                out.push(a);
        }
        return out;
    }
    const seen = new Set();
    while (out.length < n) {
        const a = Array.from({ length: r }, () => rng() < 0.5);
        if (!armSizes(a))
            continue;
        const key = a.map((x) => (x ? "1" : "0")).join("");
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(a);
    }
    return out;
}
/** The rows grouped by run and task, in first-seen order. */
function cellsOf(rows) {
    const cells = new Map();
    for (const r of rows) {
        const row = r.row;
        // JSON keeps a run of "" apart from no run at all, and no separator can be faked.
        const key = JSON.stringify([row.run ?? null, row.task]);
        const cell = cells.get(key);
        if (cell)
            cell.push(r);
        else
            cells.set(key, [r]);
    }
    return [...cells.values()];
}
/** Cells (run x task) with fewer than two rollouts: those cannot be halved. */
function singleRolloutCells(rows) {
    return cellsOf(rows).filter((c) => c.length < 2).length;
}
/** Each cell's rollouts halved at random; an odd one out goes to either arm by a coin. */
function halves(cells, rng) {
    const a = new eval_tally/* SideTally */.aw();
    const b = new eval_tally/* SideTally */.aw();
    for (const cell of cells) {
        const order = cell.map((_, i) => i);
        for (let i = order.length - 1; i > 0; i--) {
            const j = Math.floor(rng() * (i + 1));
            [order[i], order[j]] = [order[j], order[i]];
        }
        const cut = Math.floor(cell.length / 2) + (cell.length % 2 === 1 && rng() < 0.5 ? 1 : 0);
        order.forEach((k, i) => {
            const r = cell[k];
            (i < cut ? a : b).add(r.row, r.file);
        });
    }
    return [a.table(), b.table()];
}
function armsOfRuns(runs, inA) {
    const a = new eval_tally/* SideTally */.aw();
    const b = new eval_tally/* SideTally */.aw();
    runs.forEach((r, i) => (inA[i] ? a : b).merge(r.tally));
    return [a.table(), b.table()];
}
function rateOf(count, n, nominal) {
    return {
        count,
        rate: n > 0 ? count / n : 0,
        ci: (0,agreement/* wilson */.rF)(count, n, AA_INTERVAL_LEVEL) ?? [0, 1],
        nominal,
    };
}
function median(xs) {
    if (xs.length === 0)
        return null;
    const s = [...xs].sort((x, y) => x - y);
    const m = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
/** Counts one comparison's outcome into the tallies. */
class Outcomes {
    n = 0;
    pass = 0;
    up = 0;
    down = 0;
    notComparable = 0;
    guards = new Map();
    verdicts = {};
    detectable = [];
    reasons = new Map();
    constructor(guards) {
        for (const g of guards)
            this.guards.set(g, 0);
    }
    add(mc, pass) {
        this.n++;
        if (pass)
            this.pass++;
        const v = mc.target_verdict;
        this.verdicts[v] = (this.verdicts[v] ?? 0) + 1;
        if (v === "moved")
            this.up++;
        if (v === "moved_the_wrong_way")
            this.down++;
        for (const g of mc.regressions) {
            if (this.guards.has(g))
                this.guards.set(g, (this.guards.get(g) ?? 0) + 1);
        }
        if (mc.not_comparable.length > 0) {
            this.notComparable++;
            const r = mc.not_comparable[0];
            this.reasons.set(r, (this.reasons.get(r) ?? 0) + 1);
        }
        const d = mc.sizing.detectable_effect;
        if (d !== null && Number.isFinite(d))
            this.detectable.push(d);
    }
}
/** The arms of every comparison, made lazily so only one pair of tables is held at a time. */
function* armsOf(input, settings) {
    const rng = (0,stats_rng/* makeRng */._8)(`${settings.seed}:aa`);
    const src = input.source;
    if (src.method === "runs") {
        for (const inA of runAssignments(src.runs.length, settings.splits, rng)) {
            yield armsOfRuns(src.runs, inA);
        }
        return;
    }
    const cells = cellsOf(src.rows);
    for (let i = 0; i < settings.splits; i++)
        yield halves(cells, rng);
}
function runAa(input, settings) {
    const model = { ...settings.model, attempt: null };
    const alpha = Math.round((1 - settings.decide.confidence) * 1e12) / 1e12;
    const out = new Outcomes([...new Set(model.mustNotRegress.map(model_check/* metricName */.Kh))]);
    let tasks = 0;
    for (const [a, b] of armsOf(input, settings)) {
        tasks = Math.max(tasks, a.pooled.size, b.pooled.size);
        const mc = (0,model_check/* checkModel */.w5)({
            heldout: input.heldout,
            baseline: a,
            candidate: b,
            baselinePath: `${input.path} (arm A)`,
            candidatePath: `${input.path} (arm B)`,
        }, model);
        const decision = (0,verdict/* decide */.LD)({ model: mc, data: [], problems: [], heldout: null }, settings.decide);
        out.add(mc, decision.pass);
    }
    const src = input.source;
    const r = src.method === "runs" ? src.runs.length : src.runs;
    const ways = src.method === "runs" ? runWays(r) : null;
    const n = out.n;
    const top = [...out.reasons].sort((x, y) => y[1] - x[1])[0];
    return {
        method: src.method,
        runs: r,
        tasks,
        comparisons: n,
        ways,
        every_way: ways !== null && n === ways,
        // A pass needs the target's two-sided interval above zero: half of alpha by luck, less
        // once the noise band and the other rules have their say.
        pass: rateOf(out.pass, n, alpha / 2),
        moved: rateOf(out.up, n, alpha / 2),
        moved_the_wrong_way: rateOf(out.down, n, alpha / 2),
        not_comparable: rateOf(out.notComparable, n, null),
        // Each guard is one-sided at alpha (Holm over the guards); a guard-margin is a
        // different question, with no nominal rate.
        guards: [...out.guards].map(([metric, k]) => ({
            metric,
            ...rateOf(k, n, model.guardMargin == null ? alpha : null),
        })),
        verdicts: out.verdicts,
        detectable_median: median(out.detectable),
        not_comparable_top: top ? { reason: top[0], count: top[1] } : null,
    };
}

// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(6160);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
;// CONCATENATED MODULE: ./src/render/aa.ts





const AA_KIND = "heldout-gate-aa";
const AA_VERSION = 1;
/** Fewer distinct splits than this: the figures are said to rest on few splits. */
const FEW_SPLITS = 20;
function rateLine(label, r, n) {
    const nominal = r.nominal === null ? "" : `  nominal <= ${(0,format/* percent */.KN)(r.nominal)}`;
    return (`  ${label.padEnd(34)} ${String(r.count).padStart(5)} / ${n}  ${(0,format/* percent */.KN)(r.rate).padStart(6)}` +
        `  (${Math.round(100 * AA_INTERVAL_LEVEL)}% ${(0,format/* percent */.KN)(r.ci[0])}-${(0,format/* percent */.KN)(r.ci[1])})${nominal}`);
}
/** How the arms were made, in words, with what that cannot show. */
function methodWords(r) {
    if (r.method === "rollouts") {
        return [
            `fewer than 4 runs: each task's rollouts within each of the ${r.runs} run(s) were halved at random, ${r.comparisons} times`,
            "both arms share each run's drift, so this A/A cannot see run drift and is optimistic: " +
                "re-run the served model 4 or more times for an A/A that splits runs",
        ];
    }
    const splits = (r.ways ?? 0) / 2;
    const out = r.every_way
        ? [
            `every way of splitting its ${r.runs} runs into two arms of 2 or more: ${splits} split(s), each judged both ways (${r.comparisons} comparisons)`,
        ]
        : [
            `its ${r.runs} runs split at random into two arms of 2 or more, ${r.comparisons} distinct ways of ${r.ways ?? "very many"}`,
        ];
    if (splits < FEW_SPLITS) {
        out.push(`only ${splits} distinct split(s) exist, so these figures rest on few splits: read them as rough`);
    }
    return out;
}
function aaLines(r, ctx) {
    const v = ctx.heldout.test_version;
    const n = r.comparisons;
    const out = [
        `heldout-gate calibrate --aa: ${(0,render_escape/* terminalText */.eR)(ctx.baseline, 300)}, ${r.runs} run(s), ${r.tasks} task(s)` +
            (v ? `, test ${(0,test_version/* shortVersion */.Li)(v)}` : ""),
        ...methodWords(r),
        `each comparison judged as check judges a candidate (arm B) against its baseline (arm A): ` +
            `target ${(0,render_escape/* terminalText */.eR)(ctx.target)}, ${(0,format/* level */.Rc)(ctx.confidence)} confidence, attempt control off`,
    ];
    if (ctx.copiesLeftOut > 0) {
        out.push(`${ctx.copiesLeftOut} run(s) left out as copies of another run (check counts them once)`);
    }
    if (ctx.unlabelledLeftOut > 0) {
        out.push(`${ctx.unlabelledLeftOut} row(s) without a run label left out of the split`);
    }
    out.push(rateLine("would pass", r.pass, n), rateLine(`target moved`, r.moved, n), rateLine(`target moved the wrong way`, r.moved_the_wrong_way, n));
    for (const g of r.guards)
        out.push(rateLine(`${(0,render_escape/* terminalText */.eR)(g.metric, 60)} regressed`, g, n));
    out.push(rateLine("not comparable", r.not_comparable, n));
    const words = Object.entries(r.verdicts)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([w, k]) => `${w} ${k}`);
    out.push(`target verdicts: ${words.join(", ") || "none"}`);
    out.push(`median detectable effect: ${r.detectable_median === null ? "none printed" : (0,format/* num */.bu)(r.detectable_median)}`);
    const top = r.not_comparable_top;
    if (top)
        out.push(`not comparable in ${top.count} comparison(s): ${(0,render_escape/* terminalText */.eR)(top.reason, 400)}`);
    const high = aboveNominal(r);
    out.push(high.length > 0
        ? `ABOVE NOMINAL: ${high.map((h) => (0,render_escape/* terminalText */.eR)(h, 80)).join(", ")}: nothing changed between the arms, yet the gate said so more often than its rule allows (the interval's lower end is above the nominal rate); its intervals are too narrow for these runs`
        : `nothing changed between the arms, and no rate is above its nominal (a rate whose interval lies above it would mean the gate's intervals are too narrow for these runs)`);
    return out.map(render_escape/* terminalLine */.tL);
}
/** The rates whose whole interval lies above the rule's nominal rate. */
function aboveNominal(r) {
    const rates = [
        ["would pass", r.pass],
        ["target moved", r.moved],
        ["target moved the wrong way", r.moved_the_wrong_way],
        ...r.guards.map((g) => [`${g.metric} regressed`, g]),
    ];
    return rates.filter(([, x]) => x.nominal !== null && x.ci[0] > x.nominal).map(([n]) => n);
}
/** The versioned JSON (--json FILE); the same seed and inputs give the same bytes. */
function aaDocument(r, ctx) {
    const doc = {
        kind: AA_KIND,
        version: AA_VERSION,
        tool: { name: "heldout-gate", version: version/* VERSION */.x },
        heldout: ctx.heldout,
        baseline: ctx.baseline,
        settings: {
            target: ctx.target,
            confidence: ctx.confidence,
            seed: ctx.seed,
            rng: "alea",
            resamples: ctx.resamples,
            splits_asked: ctx.splitsAsked,
        },
        method: r.method,
        runs: r.runs,
        tasks: r.tasks,
        comparisons: r.comparisons,
        ways: r.ways,
        every_way: r.every_way,
        few_splits: r.method === "runs" && (r.ways ?? 0) / 2 < FEW_SPLITS,
        sees_run_drift: r.method === "runs",
        left_out: { copied_runs: ctx.copiesLeftOut, unlabelled_rows: ctx.unlabelledLeftOut },
        interval_level: AA_INTERVAL_LEVEL,
        rates: {
            pass: r.pass,
            moved: r.moved,
            moved_the_wrong_way: r.moved_the_wrong_way,
            not_comparable: r.not_comparable,
            guards: r.guards,
        },
        above_nominal: aboveNominal(r),
        target_verdicts: Object.fromEntries(Object.entries(r.verdicts).sort((a, b) => (a[0] < b[0] ? -1 : 1))),
        detectable_median: r.detectable_median,
    };
    return JSON.stringify(doc, null, 2) + "\n";
}

// EXTERNAL MODULE: ./src/render/suggest.ts
var suggest = __webpack_require__(2766);
;// CONCATENATED MODULE: ./src/calibrate-cli.ts
// `heldout-gate calibrate --aa` plus check's flags: an A/A on the served model's own re-runs
// (issue 28.5, docs/design.md §16). The baseline's rows are read with check's readers and
// settings, split into two arms many times, and each split judged by the gate's model check
// and decision (src/stats/aa.ts); the terminal says how often the gate would have said
// moved, passed or flagged a guard when nothing changed, and --json FILE keeps the figures.














const CALIBRATE_USAGE = `usage: heldout-gate calibrate --aa --heldout FILE --baseline FILE [--policy FILE]
                              [--splits N] [--seed S] [--json FILE] [--<input> VALUE ...]

An A/A test on the served model's own re-runs: the baseline's runs are split into two
arms (each of 2 or more runs) N times (default ${200}; every split when there are fewer),
and each split is judged as check would judge arm B against arm A, by the same rule:
target, confidence, noise floor, family test, must-not-regress guards and --policy.
Nothing changed between the arms, so the rates printed (would pass, moved, moved the
wrong way, each guard regressed, not comparable, with 95% Wilson intervals beside the
rule's nominal rate) are what the gate says by luck on these runs. Attempt control is off.
With fewer than 4 runs each task's rollouts within a run are halved instead: both arms
then share each run's drift, so that A/A cannot see run drift and is optimistic.
--seed seeds the splits (and the check's draws); the same seed gives the same figures.
--json FILE writes them as a small versioned JSON to cite (docs/design.md §16).`;
const DEFAULT_SPLITS = 200;
const MAX_SPLITS = 10_000;
const PROBLEMS_SHOWN = 20;
/** check's inputs that an A/A has no use for: the arms come from the baseline alone. */
const NOT_USED = ["candidate", "pairs", "sft", "baseline-regraded", "judge-labels", "ledger"];
function parseCalibrateArgs(argv) {
    let aa = false;
    let splits = DEFAULT_SPLITS;
    let json = null;
    const rest = [];
    for (let i = 0; i < argv.length; i++) {
        // `--name=value` as check takes it (cli.ts parseArgs), for calibrate's own flags too.
        const eq = /^(--splits|--json)=(.*)$/s.exec(argv[i]);
        const a = eq ? eq[1] : argv[i];
        if (a === "--help" || a === "-h")
            return null;
        if (a === "--aa")
            aa = true;
        else if (a === "--splits" || a === "--json") {
            const v = eq ? eq[2] : argv[++i];
            if (v === undefined || v.startsWith("--"))
                throw new config/* ConfigError */.xL(`flag ${a} needs a value`);
            if (a === "--json")
                json = v;
            else {
                if (!/^[0-9]{1,5}$/.test(v) || Number(v) < 1 || Number(v) > MAX_SPLITS) {
                    throw new config/* ConfigError */.xL(`--splits must be a whole number from 1 to ${MAX_SPLITS}`);
                }
                splits = Number(v);
            }
        }
        else {
            if (a.startsWith("--"))
                unknownFlag(a.slice(2).split("=")[0]);
            rest.push(a);
        }
    }
    if (!aa) {
        throw new config/* ConfigError */.xL(`calibrate needs --aa (the A/A is its one calibration)\n\n${CALIBRATE_USAGE}`);
    }
    return { splits, json, rest };
}
/** calibrate's own flags, then check's: a name that is neither is refused with the nearest. */
const OWN_FLAGS = ["aa", "splits", "json", "help"];
const CHECK_FLAGS = [...Object.keys(config/* INPUT_DEFAULTS */.WJ), "policy", "example"];
function unknownFlag(name) {
    if (CHECK_FLAGS.includes(name) || ["out", "shard", "state-out"].includes(name))
        return;
    const near = (0,suggest/* didYouMean */.au)(name, [...OWN_FLAGS, ...CHECK_FLAGS], (f) => `--${f}`);
    throw new config/* ConfigError */.xL(`calibrate: unknown flag --${name}${near}`);
}
/** Prints the input problems (at most PROBLEMS_SHOWN); false when there were any. */
function clean(summaries) {
    const total = (0,problems/* problemTotal */.sS)(summaries);
    if (total === 0)
        return true;
    for (const p of summaries.flatMap((s) => s.problems).slice(0, PROBLEMS_SHOWN)) {
        console.error((0,render_escape/* terminalLine */.tL)((0,problems/* formatProblem */.Vw)(p)));
    }
    if (total > PROBLEMS_SHOWN)
        console.error(`... ${total - PROBLEMS_SHOWN} more`);
    console.error(`heldout-gate: ${total} problem(s) in the inputs; nothing was calibrated`);
    return false;
}
/**
 * The baseline as check reads it. Each labelled run gets its own tally (copies of another
 * run left out, as check counts them once); with fewer than 4 runs the rows are read again
 * and kept, to halve each task's rollouts.
 */
async function readBaseline(cfg) {
    const opts = (0,model_results/* evalReadOptions */.V5)(cfg, (0,engine/* readOptions */.Tt)(cfg));
    const files = await (0,stage/* stage */.dw)("baseline", cfg.baseline, () => (0,io_files/* expandFiles */.CC)(cfg.baseline, "baseline"));
    const whole = new eval_tally/* SideTally */.aw();
    const perRun = new Map();
    const side = await (0,stage/* stage */.dw)("baseline", cfg.baseline, () => (0,read/* readEvalSide */.wX)(files, "baseline", opts, (row, file) => {
        whole.add(row, file);
        let t = perRun.get(row.run);
        if (!t)
            perRun.set(row.run, (t = new eval_tally/* SideTally */.aw()));
        t.add(row, file);
    }));
    const table = whole.table(side.files);
    const labels = table.split.labels;
    const copiesLeftOut = table.identical_runs.reduce((k, g) => k + g.length - 1, 0);
    const unlabelledLeftOut = table.split.unlabelled;
    const base = { path: side.path, copiesLeftOut, unlabelledLeftOut, summaries: side.summaries };
    if (labels.length >= MIN_RUNS_TO_SPLIT) {
        const runs = labels.map((label) => ({ label, tally: perRun.get(label) }));
        return { ...base, source: { method: "runs", runs } };
    }
    if ((0,problems/* problemTotal */.sS)(side.summaries) > 0) {
        return { ...base, source: { method: "rollouts", rows: [], runs: labels.length } };
    }
    const kept = new Set(labels);
    const rows = [];
    await (0,stage/* stage */.dw)("baseline", cfg.baseline, () => (0,read/* readEvalSide */.wX)(files, "baseline", opts, (row, file) => {
        // A labelled side's unlabelled rows, and copied runs, are left out as above.
        if (labels.length > 0 ? row.run === undefined || !kept.has(row.run) : false)
            return;
        const { line, task, reward, run, markers, family, model_version, fingerprint } = row;
        rows.push({
            row: { line, task, reward, run, markers, family, model_version, fingerprint },
            file,
        });
    }));
    const single = singleRolloutCells(rows);
    if (rows.length === 0 || single > 0) {
        throw new config/* ConfigError */.xL(`calibrate --aa: ${side.path} has ${labels.length} labelled run(s)` +
            (rows.length === 0
                ? " and no rows"
                : ` and ${single} task(s) with a single rollout in a run`) +
            `: an A/A needs ${MIN_RUNS_TO_SPLIT} or more runs to split into two arms, or 2 or more rollouts of every task in each run to halve; re-run the served model`);
    }
    return { ...base, source: { method: "rollouts", rows, runs: Math.max(1, labels.length) } };
}
async function calibrateMain(argv, checkInputs) {
    try {
        const args = parseCalibrateArgs(argv);
        if (args === null) {
            console.log(CALIBRATE_USAGE);
            return 0;
        }
        const { given, inputs } = await checkInputs(args.rest);
        const unused = NOT_USED.filter((k) => given[k] !== undefined);
        if (unused.length > 0) {
            throw new config/* ConfigError */.xL(`calibrate --aa splits the served model's own runs: ${unused.map((k) => `--${k}`).join(", ")} ${unused.length === 1 ? "is" : "are"} not used (give --heldout and --baseline)`);
        }
        if (inputs.baseline === undefined) {
            throw new config/* ConfigError */.xL("calibrate --aa needs --heldout and --baseline (the served model's runs)");
        }
        const raw = Object.fromEntries(Object.entries(inputs).filter(([k]) => !NOT_USED.includes(k)));
        // check's config wants a candidate beside the baseline; the arms replace both.
        const cfg = (0,config/* parseConfig */.o4)({ ...raw, candidate: raw.baseline });
        const frozen = await (0,frozen_test/* readFrozenTest */.n)(cfg, cfg.heldout, undefined, (0,engine/* readOptions */.Tt)(cfg));
        const read = await readBaseline({ ...cfg, baseline: cfg.baseline });
        if (!clean([frozen.summary, ...read.summaries]))
            return 2;
        if (cfg.judge.correction === "decide") {
            console.log("judge-correction decide is not applied: the A/A reads no judge labels");
        }
        const result = await (0,stage/* stage */.dw)("baseline", read.path, () => runAa({ heldout: frozen.tasks, path: read.path, source: read.source }, {
            model: (0,model_results/* modelSettings */.zg)(cfg),
            decide: {
                requireProof: cfg.requireProof,
                confidence: cfg.confidence,
                judgeCorrection: "show",
            },
            splits: args.splits,
            seed: cfg.seed,
        }));
        const ctx = {
            baseline: read.path,
            heldout: {
                path: frozen.heldout.path,
                test_version: frozen.heldout.test_version ?? null,
                tasks: frozen.heldout.tasks,
            },
            target: cfg.target,
            confidence: cfg.confidence,
            seed: cfg.seed,
            resamples: cfg.resamples,
            splitsAsked: args.splits,
            copiesLeftOut: read.copiesLeftOut,
            unlabelledLeftOut: read.unlabelledLeftOut,
        };
        for (const line of aaLines(result, ctx))
            console.log(line);
        if (args.json !== null) {
            await (0,promises_.writeFile)(args.json, aaDocument(result, ctx));
            console.log((0,render_escape/* terminalLine */.tL)(`wrote ${args.json}`));
        }
        return 0;
    }
    catch (e) {
        const msg = e instanceof engine/* RunStopped */.NL
            ? `input "${e.stop.input}"${e.stop.path ? ` (${e.stop.path})` : ""}: ${e.stop.reason}`
            : e instanceof Error
                ? e.message
                : String(e);
        console.error((0,render_escape/* terminalLine */.tL)(`heldout-gate: ${msg}`));
        return 2;
    }
}


/***/ })

};
