export const id = 81;
export const ids = [81];
export const modules = {

/***/ 87081:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  githubViews: () => (/* binding */ githubViews)
});

// EXTERNAL MODULE: ./src/render/annotations.ts
var annotations = __webpack_require__(86130);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(57789);
;// CONCATENATED MODULE: ./src/render/metric-order.ts
/** 0 the target, 1 regressed, 2 guarded, 3 worse but not guarded, 4 the rest. */
function rank(m, model, regressed, slipped) {
    if (m.metric === model.target)
        return 0;
    if (regressed.has(m.metric))
        return 1;
    if (m.guarded)
        return 2;
    if (slipped.has(m.metric) || m.tag === "down")
        return 3;
    return 4;
}
/**
 * The first `keep` of `rows` (metrics of `model`, or rows that carry one): all of them in
 * report order when they fit, else by rank (target, regressed, guarded, worse, the rest),
 * report order within a rank.
 */
function keepFirst(rows, keep, model, metricOf) {
    if (rows.length <= keep)
        return [...rows];
    const regressed = new Set(model.regressions);
    const slipped = new Set(model.slipped);
    return rows
        .map((r, i) => ({ r, i, k: rank(metricOf(r), model, regressed, slipped) }))
        .sort((a, b) => a.k - b.k || a.i - b.i)
        .slice(0, keep)
        .map((x) => x.r);
}

;// CONCATENATED MODULE: ./src/render/chart.ts


const NAME_MAX = 28;
const PREFIX = /^marker:/i;
/**
 * A metric name as a mermaid axis label: controls and format characters removed and the
 * length bounded (escape.ts's `clean`), the `marker:` prefix dropped, then only letters,
 * digits, space and `_.:/+-` survive (no quotes, brackets, `%%` comments, `#…;` entity
 * codes, backticks or newlines), shortened in the middle so both ends stay readable.
 */
function chartLabel(name) {
    const t = (0,render_escape/* clean */.uH)(String(name), 1000)
        .replace(PREFIX, "")
        .replace(/[^\p{L}\p{N} _.:/+-]/gu, "_")
        .replace(/\s+/g, " ")
        .trim();
    // Code points, so a letter outside the BMP is never cut in half.
    const cps = Array.from(t);
    if (cps.length <= NAME_MAX)
        return t === "" ? "metric" : t;
    const head = Math.ceil((NAME_MAX - 2) * 0.6);
    return (cps.slice(0, head).join("") + ".." + cps.slice(cps.length - (NAME_MAX - 2 - head)).join(""));
}
/**
 * Each row's label with what a reader must know about it: target, guarded, flipped sign.
 * Names cut to the same text get a number, since mermaid merges rows of one label and a
 * red bar could vanish under another.
 */
function rowLabels(ms, target) {
    const seen = new Set();
    return ms.map((m) => {
        const name = chartLabel(m.metric);
        let label = name;
        for (let k = 2; seen.has(label); k++)
            label = `${name} ${k}`;
        seen.add(label);
        const marks = [];
        if (m.metric === target)
            marks.push("target");
        if (m.guarded)
            marks.push("guarded");
        if (m.lower_is_better)
            marks.push("lower is better");
        return label + (marks.length > 0 ? ` (${marks.join(", ")})` : "");
    });
}
/** The last row's text: how many metrics are not drawn, and where they are. */
function moreLabel(left, onlyInReport) {
    if (onlyInReport === null || onlyInReport === 0)
        return `and ${left} more in the table`;
    if (onlyInReport === left)
        return `and ${left} more in report.json`;
    return `and ${left} more: ${left - onlyInReport} in the table and ${onlyInReport} in report.json`;
}
function toRow(m) {
    const d = m.delta;
    const ci = m.ci;
    if (d === null || ci === null || ![d, ci[0], ci[1]].every(Number.isFinite))
        return null;
    const s = m.lower_is_better ? -1 : 1;
    const a = s * ci[0];
    const b = s * ci[1];
    return { m, est: s * d, lo: Math.min(a, b), hi: Math.max(a, b) };
}
/** Rates, shares and pass@k: both means in [0, 1] and every change within ±1. */
function onUnitScale(r) {
    const means = [r.m.baseline_mean, r.m.candidate_mean].filter((x) => x !== null);
    return means.every((x) => x >= 0 && x <= 1) && [r.est, r.lo, r.hi].every((x) => Math.abs(x) <= 1);
}
const extent = (r) => Math.max(Math.abs(r.lo), Math.abs(r.hi), Math.abs(r.est));
/**
 * The rows that share the reference row's scale (the target's, else the first metric's):
 * unit-scale metrics when it is one, else metrics within a factor of ten of its size. A
 * token count beside rates would flatten every rate to zero.
 */
function sameScale(rows, target) {
    const ref = rows.find((r) => r.m.metric === target) ?? rows[0];
    if (!ref)
        return [];
    if (onUnitScale(ref))
        return rows.filter(onUnitScale);
    const size = extent(ref);
    return rows.filter((r) => {
        if (r === ref)
            return true;
        if (onUnitScale(r))
            return false;
        return size === 0 ? extent(r) === 0 : extent(r) <= size * 10 && extent(r) >= size / 10;
    });
}
/** A tick step of 1, 2 or 5 times a power of ten, giving about `n` steps over `span`. */
function niceStep(span, n) {
    const raw = span / n;
    const p = 10 ** Math.floor(Math.log10(raw));
    const f = raw / p;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * p;
}
/**
 * The value axis: spans zero and every interval, padded and rounded outward. It always
 * reaches a little below zero, so the zero line stands apart from the axis line.
 */
function axisRange(rows) {
    const lo = Math.min(0, ...rows.map((r) => r.lo));
    const hi = Math.max(0, ...rows.map((r) => r.hi));
    const span = hi - lo || 0.01;
    const step = niceStep(span, 10);
    const pad = span * 0.06;
    return [Math.floor((lo - pad) / step) * step, Math.ceil((hi + pad) / step) * step];
}
/** A number for the block: 4 decimals, no "-0", and no float noise past them. */
function n4(x) {
    const s = x.toFixed(4);
    return /^-0\.0*$/.test(s) ? s.slice(1) : s;
}
/** 0.95 -> "95", 0.975 -> "97.5". */
const percent = (c) => String(Math.round(c * 1000) / 10);
const COLOURS = {
    background: "#ffffff",
    text: "#1f2328",
    axis: "#59636e",
    estimate: "#1f2328",
    zero: "#59636e",
};
/** Interval colours by what the model check concluded, in gain terms. */
const KINDS = [
    { name: "better", colour: "#0969da" },
    { name: "worse", colour: "#cf222e" },
    { name: "no clear change", colour: "#8c959f" },
];
/**
 * The init directive: every colour pinned (the mask bars must match the background), a
 * height that gives each row room for its label.
 */
function directive(rowCount) {
    const c = COLOURS;
    const fills = KINDS.map((k) => k.colour);
    const palette = [...fills, c.estimate, ...fills, c.background, c.background, c.zero];
    const cfg = {
        theme: "base",
        themeVariables: {
            xyChart: {
                backgroundColor: c.background,
                titleColor: c.text,
                xAxisLabelColor: c.text,
                xAxisTitleColor: c.text,
                xAxisTickColor: c.axis,
                xAxisLineColor: c.axis,
                yAxisLabelColor: c.text,
                yAxisTitleColor: c.text,
                yAxisTickColor: c.axis,
                yAxisLineColor: c.axis,
                plotColorPalette: palette.join(", "),
            },
        },
        xyChart: { width: 760, height: 150 + 32 * rowCount },
    };
    return `%%{init: ${JSON.stringify(cfg)}}%%`;
}
/**
 * Build the chart; metrics keep the report's order (the target comes first there). Rows
 * past `maxMetrics` and rows on another scale are left to the table, and a last row says
 * how many. When rows must be left out, the target, regressed, guarded and worse metrics
 * are drawn first (metric-order.ts), so trimming never hides a regression.
 */
function renderDeltaChart(model, opts) {
    const rows = model.metrics.map(toRow).filter((r) => r !== null);
    const scaled = sameScale(rows, model.target);
    const max = Math.max(1, opts.maxMetrics ?? 12);
    const inTable = opts.tableRows === undefined
        ? null
        : new Set(keepFirst(model.metrics, opts.tableRows, model, (m) => m));
    const drawable = inTable === null ? scaled : scaled.filter((r) => inTable.has(r.m));
    const drawn = keepFirst(drawable, max, model, (r) => r.m);
    const otherScale = rows.length - scaled.length;
    if (drawn.length === 0)
        return { block: "", caption: "", shown: 0, plottable: 0, otherScale };
    const worse = new Set([...model.regressions, ...model.slipped]);
    const kindOf = (m) => worse.has(m.metric) || m.tag === "down" ? 1 : m.tag === "up" ? 0 : 2;
    const [axLo, axHi] = axisRange(drawn);
    // Half the width of the estimate's tick: about 3 pixels on a 600-pixel axis.
    const eps = (axHi - axLo) / 200;
    const left = model.metrics.length - drawn.length;
    const labels = rowLabels(drawn.map((r) => r.m), model.target);
    if (left > 0)
        labels.push(moreLabel(left, inTable === null ? null : model.metrics.length - inTable.size));
    const clamp = (x) => Math.min(axHi, Math.max(axLo, x));
    // A bar at the axis's left end is hidden under the mask; the "more" row gets only those.
    const series = (f) => {
        const xs = drawn.map((r) => n4(clamp(f(r))));
        if (left > 0)
            xs.push(n4(axLo));
        return `[${xs.join(", ")}]`;
    };
    const only = (k, x) => (r) => (kindOf(r.m) === k ? x(r) : axLo);
    const upper = (r) => Math.max(r.hi, r.est + eps);
    const kinds = [0, 1, 2];
    // The mask is painted twice: once leaves a faint line of the colour beneath along
    // anti-aliased bar edges; twice leaves about half as much.
    const mask = `  bar ${series((r) => Math.min(r.lo, r.est - eps))}`;
    const lines = [
        "```mermaid",
        directive(labels.length),
        "xychart-beta horizontal",
        // No "%" (mermaid reads "%%" as a comment) and no "<" or ">" (shown as entities).
        `  title "Change vs baseline: ${percent(opts.confidence)} pct interval (bar), estimate (tick)"`,
        `  x-axis [${labels.map((l) => `"${l}"`).join(", ")}]`,
        `  y-axis "left of 0: candidate worse, right of 0: candidate better" ${n4(axLo)} --> ${n4(axHi)}`,
        // Painted in this order: each interval to its upper end in its colour, the estimate's
        // tick, the interval again up to the tick, then background up to the lower end.
        ...kinds.map((k) => `  bar ${series(only(k, upper))}`),
        `  bar ${series((r) => r.est + eps)}`,
        ...kinds.map((k) => `  bar ${series(only(k, (r) => r.est - eps))}`),
        mask,
        mask,
        `  line [${labels.map(() => "0").join(", ")}]`,
        "```",
    ];
    const caption = `Bars: ${percent(opts.confidence)}% interval of each change, sign flipped for lower-is-better metrics so that left of 0 is worse; ` +
        "blue: better, red: worse, grey: no clear change (the interval spans 0 or the change is within the noise)." +
        (otherScale > 0 ? ` ${otherScale} on another scale are in the table only.` : "");
    return {
        block: lines.join("\n"),
        caption,
        shown: drawn.length,
        plottable: scaled.length,
        otherScale,
    };
}

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(71509);
;// CONCATENATED MODULE: ./src/render/glossary.ts

/** The sentence's unit for a target in [0, 1]: shares times this. */
const POINTS = 100;
/**
 * One line under the target's sentence, or "": what "unproven" means here, and how its
 * points map to the table's shares.
 */
function targetGloss(report) {
    const m = report.model;
    if (!m || !m.sentence)
        return "";
    const parts = [];
    if (m.sentence.startsWith("unproven:")) {
        parts.push("Unproven: the target moved, but the win has evidence gaps (in parentheses), which fail a run only under `require-proof: true`.");
    }
    const t = m.metrics.find((x) => x.metric === m.target);
    if (m.sentence.includes(" points") && t && t.noise_band !== null) {
        parts.push(`Points are shares × ${POINTS}: the table's noise band ±${(0,format/* num */.bu)(t.noise_band)} is ${(0,format/* num */.bu)(t.noise_band * POINTS, 2)} points.`);
    }
    return parts.length === 0 ? "" : `<sub>${parts.join(" ")}</sub>`;
}
function terms(report) {
    const m = report.model;
    if (!m)
        return [];
    const out = [
        `**${(0,format/* level */.Rc)(report.settings.confidence)} CI**: the interval of the change, from task-to-task differences and run-to-run drift; one that excludes 0 is a change the data supports.`,
    ];
    if (m.metrics.some((x) => x.noise_band !== null)) {
        out.push("**noise band** (±; the sentence's noise floor): the change re-running the same model can make on its own; a change inside it is not a result.");
    }
    if (m.metrics.some((x) => x.p_holm !== null)) {
        out.push("**Holm**: a guard's one-sided p-value adjusted for checking every guard at once (Holm's step-down), so no guard fails by luck.");
    }
    if (m.family_error !== null) {
        out.push("**family error bound**: the chance that at least one of the metrics clears zero by luck alone, were they independent (1 − level^metrics); the Holm p-values correct for it.");
    }
    out.push("**run_std**: the spread of one side's run means from re-run to re-run (the SDK's name).", "**pass@k / pass^k**: the chance that at least one / all k of a task's rollouts pass.");
    return out;
}
/** The Terms section, or null without a model check. */
function glossarySection(report) {
    const lines = terms(report).map((t) => `- ${t}`);
    return lines.length === 0 ? null : { title: "Terms", lines, omitted: false };
}

// EXTERNAL MODULE: ./src/io/problems.ts
var problems = __webpack_require__(19974);
// EXTERNAL MODULE: ./src/report/verdict-word.ts
var verdict_word = __webpack_require__(57944);
// EXTERNAL MODULE: ./src/ledger/attempts.ts
var attempts = __webpack_require__(20531);
// EXTERNAL MODULE: ./src/ledger/test-version.ts
var test_version = __webpack_require__(66160);
;// CONCATENATED MODULE: ./src/render/ledger.ts




/** "attempt 6 on test t-3f2a…: this attempt needs p ≤ 0.00084; a fresh test would detect …". */
function attemptLine(model) {
    const a = model.attempt;
    if (!a)
        return null;
    const again = a.repeat ? " (this candidate again: the same attempt)" : "";
    const p = a.p === null ? "not measured" : (0,attempts/* levelText */.WB)(a.p);
    const fresh = a.detectable_fresh === null ? "no effect up to 1" : (0,format/* num */.bu)(a.detectable_fresh);
    const now = a.detectable_now === null ? "no effect up to 1" : (0,format/* num */.bu)(a.detectable_now);
    return (`Attempt ${a.number} on test ${(0,render_escape/* codeSpan */.SS)((0,test_version/* shortVersion */.Li)(a.test_version))}${again}: this attempt needs ` +
        `p ≤ ${(0,attempts/* levelText */.WB)(a.alpha_j)} (p here ${p}, ${a.passed ? "cleared" : "not cleared"}); ` +
        `a fresh test would detect ${fresh}, this one now detects ${now}`);
}
/**
 * "Was PASS at `abc1234` (attempt 3), now FAIL": this push against the PR's earlier one on
 * the ledger, shown only when the verdict changed (design §16).
 */
function pushLine(report) {
    const prev = report.ledger?.previous_push;
    if (!prev)
        return null;
    const now = report.decision.verdict ?? (report.decision.pass ? "pass" : "fail");
    if (prev.verdict === now)
        return null;
    const word = (v) => (0,render_escape/* escapeInline */.VV)(v.toUpperCase(), 10);
    const head = prev.head !== null && /^[0-9a-f]{7,64}$/.test(prev.head)
        ? ` at ${(0,render_escape/* codeSpan */.SS)(prev.head.slice(0, 7))}`
        : "";
    return `**Was ${word(prev.verdict)}${head} (attempt ${prev.attempt}), now ${word(now)}** (this PR's earlier push, from the ledger)`;
}
/** Most merged rounds the chart draws; the table still lists them all (capped by the report). */
const CHART_MAX = 30;
/** One merged round as a table row. */
function roundRow(r) {
    return (`| ${r.round} | ${r.pr === null ? "" : `#${r.pr}`} | ${(0,format/* num */.bu)(r.mean)} | ${(0,format/* signed */.x8)(r.delta)} | ${(0,format/* interval */.YP)(r.ci)} | ` +
        `${r.alpha_j === null ? "off" : (0,attempts/* levelText */.WB)(r.alpha_j)} | ${(0,render_escape/* escapeCell */.kq)(r.verdict, 10)} |`);
}
/**
 * The merged rounds of this test version: a table (round, PR, delta, CI, α spent, verdict),
 * after the last rounds of the series it follows and a break where the test version changed
 * (the two tests' figures are not on one scale). The chart draws this test's rounds only.
 */
function trendLines(report) {
    const l = report.ledger;
    const before = l?.before && l.before.trend.length > 0 ? l.before : null;
    if (!l || (l.trend.length === 0 && before === null))
        return [];
    const lines = [
        `**Rounds on test ${(0,render_escape/* codeSpan */.SS)((0,test_version/* shortVersion */.Li)(l.test_version))}**: ${l.rounds} merged, ${l.attempts} attempts in ${(0,render_escape/* codeSpan */.SS)(l.path, { max: 120 })}`,
        "",
        "| round | PR | served after | delta | CI | α spent | verdict |",
        "|---|---|---|---|---|---|---|",
    ];
    if (before !== null) {
        lines.push(`| | test ${(0,render_escape/* codeSpan */.SS)((0,test_version/* shortVersion */.Li)(before.test_version))}, ${before.rounds} merged | | | | | |`);
        for (const r of before.trend)
            lines.push(roundRow(r));
        lines.push(`| ⋯ | **new test ${(0,render_escape/* codeSpan */.SS)((0,test_version/* shortVersion */.Li)(l.test_version))}**: the trend breaks here | | | | | |`);
        if (l.trend.length === 0)
            lines.push("| | no merged round on this test yet | | | | | |");
    }
    for (const r of l.trend)
        lines.push(roundRow(r));
    const points = l.trend.filter((r) => r.mean !== null);
    if (points.length >= 2 && points.length <= CHART_MAX) {
        lines.push("", "```mermaid", "xychart-beta", `  title "served target per merged round${before === null ? "" : `, test ${l.test_version.slice(0, 14).replace(/[^0-9a-z-]/g, "")} only`}"`, `  x-axis [${points.map((r) => r.round).join(", ")}]`, `  line [${points.map((r) => r.mean.toFixed(4)).join(", ")}]`, "```");
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/render/head.ts








const STATUS_ICON = {
    pass: "✅",
    warn: "⚠️",
    fail: "❌",
    not_run: "➖",
};
/**
 * The icon for a status. In report mode the report comes from another run's artifact,
 * so even a typed field may hold anything: unknown values get a neutral mark.
 */
function statusIcon(status) {
    return Object.hasOwn(STATUS_ICON, status) ? STATUS_ICON[status] : "❔";
}
const TAG_TEXT = {
    up: "▲ up",
    down: "▼ down",
    flat: "flat",
    "n/a": "n/a",
};
const VERDICT_WORD = { pass: "✅ **PASS**", fail: "❌ **FAIL**", error: "⛔ **ERROR**" };
/**
 * The first line of a sticky comment an earlier run wrote, when this run stopped before it
 * could judge: the comment below it no longer holds (design §6).
 */
function staleLine(report) {
    const why = report.decision.headline.replace(verdict_word/* HEADLINE_WORD */.o, "").replace(/^stopped:\s*/, "");
    return (`⛔ **ERROR** · the latest run stopped before it could judge (${(0,render_escape/* escapeInline */.VV)(why, 600)}). ` +
        "The verdict below is from an earlier run and **no longer holds**.");
}
/** The first line: pass/fail, a held-out change when there was one, then the headline. */
function verdictLine(report) {
    const d = report.decision;
    const word = VERDICT_WORD[(0,verdict_word/* verdictOf */.V)(report)];
    // The headline already starts with its own PASS/FAIL/ERROR word; do not say it twice.
    const headline = d.headline.replace(verdict_word/* HEADLINE_WORD */.o, "");
    const h = report.heldout;
    let changed = "";
    if (h && h.changed && !/held-?out test changed/i.test(headline)) {
        changed = h.change_allowed
            ? "held-out test changed in this PR (allowed by allow-heldout-change) · "
            : "held-out test changed in this PR (not comparable) · ";
    }
    return `${word} · ${changed}${(0,render_escape/* escapeInline */.VV)(headline, 600)}`;
}
function listOf(items, max, indent = "") {
    const lines = items.slice(0, max).map((r) => `${indent}- ${(0,render_escape/* escapeInline */.VV)(r, 400)}`);
    const omitted = items.length > max;
    if (omitted)
        lines.push(`${indent}- … and ${(0,format/* count */.U9)(items.length - max)} more in report.json`);
    return { lines, omitted };
}
/** One kind of problem: where (file:line, or the file with its count and first lines), field, reason. */
function problemLine(g) {
    const field = g.field ? ` ${(0,render_escape/* codeSpan */.SS)(g.field, { max: 80 })}` : "";
    const reason = (0,render_escape/* escapeInline */.VV)(g.reason, 300);
    if (g.count === 1 && g.lines.length === 1) {
        return `- ${(0,render_escape/* codeSpan */.SS)((0,problems/* whereIs */.ie)(g.file, g.lines[0]), { max: 160 })}${field}: ${reason}`;
    }
    return `- ${(0,render_escape/* codeSpan */.SS)(g.file, { max: 160 })}${field}: ${reason} (${(0,render_escape/* escapeInline */.VV)((0,problems/* groupWhere */.xL)(g, format/* count */.U9), 120)})`;
}
/** Bad rows are the first thing to fix, so the first few kinds sit right under the verdict. */
const FIRST_PROBLEMS = 5;
/** Why the run failed, one short item each, then the first input problems. */
function reasonsBlock(report, limits) {
    const reasons = report.decision.reasons;
    if (reasons.length === 0)
        return { lines: [], omitted: false };
    const list = listOf(reasons, limits.listItems);
    const title = (0,verdict_word/* verdictOf */.V)(report) === "error" ? "**Why it stopped**" : "**Why it failed**";
    const lines = [title, "", ...list.lines];
    const groups = (0,problems/* allProblemGroups */.pl)(report.inputs);
    const first = groups.slice(0, FIRST_PROBLEMS);
    if (first.length > 0) {
        lines.push("", "First input problems:", "", ...first.map(problemLine));
    }
    return { lines, omitted: list.omitted || groups.length > first.length };
}
function metricName(m, target, regressed) {
    const marks = [];
    if (m.metric === target)
        marks.push("target");
    if (m.guarded)
        marks.push("guarded");
    if (m.lower_is_better)
        marks.push("lower is better");
    if (regressed.has(m.metric))
        marks.push("**REGRESSION**");
    return ((0,render_escape/* codeSpan */.SS)(m.metric, { table: true, max: 80 }) + (marks.length ? ` (${marks.join(", ")})` : ""));
}
function noiseCell(m) {
    if (m.noise_band === null)
        return "none";
    return `±${(0,format/* num */.bu)(m.noise_band)}${m.within_noise ? " (within)" : ""}`;
}
function nCell(m) {
    if (m.paired)
        return `${(0,format/* count */.U9)(m.n_paired)} paired`;
    // Unpaired means fewer than 5 shared tasks; the stats do not count them then.
    return "unpaired (under 5 shared)";
}
function pCell(m) {
    return m.p_holm === null ? (0,format/* pValue */.sp)(m.p_value) : `${(0,format/* pValue */.sp)(m.p_value)} (Holm ${(0,format/* pValue */.sp)(m.p_holm)})`;
}
/**
 * The compact metric table: one row per metric, the target first (report order); when it
 * cannot hold them all, what decides comes first (metric-order.ts).
 */
function metricTable(model, confidence, limits) {
    const regressed = new Set(model.regressions);
    const lines = [
        `| metric | baseline → candidate | delta | ${(0,format/* level */.Rc)(confidence)} CI | p | noise band | n | tag |`,
        "|---|---|---|---|---|---|---|---|",
    ];
    // Trimmed, the table keeps what decides first: target, regressed, guarded, worse.
    const rows = keepFirst(model.metrics, limits.tableRows, model, (m) => m);
    for (const m of rows) {
        lines.push("| " +
            [
                metricName(m, model.target, regressed),
                `${(0,format/* num */.bu)(m.baseline_mean)} → ${(0,format/* num */.bu)(m.candidate_mean)}`,
                (0,format/* signed */.x8)(m.delta),
                (0,format/* interval */.YP)(m.ci),
                pCell(m),
                noiseCell(m),
                nCell(m),
                Object.hasOwn(TAG_TEXT, m.tag) ? TAG_TEXT[m.tag] : (0,render_escape/* escapeCell */.kq)(String(m.tag), 20),
            ].join(" | ") +
            " |");
    }
    const omitted = model.metrics.length > rows.length;
    if (omitted) {
        lines.push("");
        lines.push(`… and ${(0,format/* plural */.LS)(model.metrics.length - rows.length, "more metric")} in report.json.`);
    }
    return { lines, omitted };
}
/** Target verdict word, the model's sentence, the table and the chart. */
function modelBlock(report, limits) {
    const model = report.model;
    if (!model)
        return { lines: [], omitted: false };
    const lines = [];
    lines.push(`Target ${(0,render_escape/* codeSpan */.SS)(model.target)}: **${(0,render_escape/* escapeInline */.VV)(model.target_verdict, 40)}**` +
        (model.sentence ? ` · ${(0,render_escape/* escapeInline */.VV)(model.sentence, 600)}` : ""));
    const gloss = targetGloss(report);
    if (gloss !== "")
        lines.push("", gloss);
    const attempt = attemptLine(model);
    if (attempt !== null)
        lines.push("", attempt);
    const push = pushLine(report);
    if (push !== null)
        lines.push("", push);
    lines.push("");
    const table = metricTable(model, report.settings.confidence, limits);
    lines.push(...table.lines);
    const chart = renderDeltaChart(model, {
        confidence: report.settings.confidence,
        maxMetrics: limits.chartMetrics,
        tableRows: limits.tableRows,
    });
    if (chart.block !== "") {
        lines.push("", chart.block, "", chart.caption);
    }
    const trend = trendLines(report);
    if (trend.length > 0)
        lines.push("", ...trend);
    return { lines, omitted: table.omitted || chart.shown < chart.plottable };
}
function dataHeader(d) {
    const problems = typeof d.input_problems === "number" && d.input_problems > 0
        ? `, failed on ${(0,format/* plural */.LS)(d.input_problems, "input problem")}`
        : "";
    return (`${statusIcon(d.status)} **${(0,render_escape/* escapeInline */.VV)(d.kind, 20)}** ${(0,render_escape/* codeSpan */.SS)(d.path)} ` +
        `(${(0,render_escape/* escapeInline */.VV)(d.shape, 40)}, ${(0,format/* plural */.LS)(d.rows, "row")}): ${(0,render_escape/* escapeInline */.VV)(d.status, 20)}` +
        problems);
}
/** One line per data check and per gate, each with its status icon and summary. */
function gatesBlock(report) {
    if (report.data.length === 0)
        return { lines: [], omitted: false };
    const lines = ["**Data gates**", ""];
    for (const d of report.data) {
        lines.push(`- ${dataHeader(d)}`);
        if (typeof d.note === "string")
            lines.push(`  - ${(0,render_escape/* escapeInline */.VV)(d.note, 300)}`);
        for (const g of d.gates) {
            lines.push(`  - ${statusIcon(g.status)} ${(0,render_escape/* escapeInline */.VV)(g.name, 40)}: ${(0,render_escape/* escapeInline */.VV)(g.summary, 300)}`);
        }
    }
    return { lines, omitted: false };
}
/** The whole head, in reading order. */
function head(report, limits) {
    const parts = [reasonsBlock(report, limits), modelBlock(report, limits), gatesBlock(report)];
    const lines = [verdictLine(report)];
    for (const p of parts)
        if (p.lines.length > 0)
            lines.push("", ...p.lines);
    return { lines, omitted: parts.some((p) => p.omitted) };
}

// EXTERNAL MODULE: ./src/config.ts
var config = __webpack_require__(22973);
;// CONCATENATED MODULE: ./src/render/figures.ts
// A gate's figures as markdown. Each gate's figures have a type of their own
// (report/figures.ts), but this view walks them generically (numbers, strings, small
// objects, lists of per-marker records), so a new figure shows with no code here: scalars
// go in one name/value table and each list of records gets a table of its own. Walks are
// bounded: a huge figure cannot blow up a view.


const MAX_COLUMNS = 8;
const INLINE_ITEMS = 8;
function isRecord(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** A list of records: shown as a table rather than squeezed into one cell. */
function isRecordList(v) {
    return Array.isArray(v) && v.length > 0 && v.every(isRecord) && Object.keys(v[0]).length > 0;
}
/** One value as a table cell, walking at most two levels of nesting. */
function figureValue(v, depth = 0) {
    if (v === null || v === undefined)
        return "n/a";
    if (typeof v === "number")
        return Number.isInteger(v) ? (0,format/* count */.U9)(v) : (0,format/* num */.bu)(v, 4);
    if (typeof v === "boolean")
        return v ? "yes" : "no";
    if (typeof v === "string")
        return v === "" ? "(empty)" : (0,render_escape/* escapeCell */.kq)(v, 120);
    if (depth >= 2)
        return "…";
    if (Array.isArray(v)) {
        if (v.length === 0)
            return "none";
        const items = v.slice(0, INLINE_ITEMS).map((x) => figureValue(x, depth + 1));
        return items.join(", ") + (v.length > INLINE_ITEMS ? `, … (${(0,format/* count */.U9)(v.length)} in all)` : "");
    }
    if (isRecord(v)) {
        const entries = Object.entries(v);
        if (entries.length === 0)
            return "none";
        const items = entries
            .slice(0, INLINE_ITEMS)
            .map(([k, x]) => `${(0,render_escape/* escapeCell */.kq)(k, 40)}: ${figureValue(x, depth + 1)}`);
        return items.join("; ") + (entries.length > INLINE_ITEMS ? "; …" : "");
    }
    return (0,render_escape/* escapeCell */.kq)(String(v), 60);
}
function recordTable(name, rows, maxRows) {
    const columns = [];
    for (const r of rows.slice(0, maxRows)) {
        for (const k of Object.keys(r)) {
            if (columns.length >= MAX_COLUMNS)
                break;
            if (!columns.includes(k))
                columns.push(k);
        }
    }
    const lines = [
        `${(0,render_escape/* escapeCell */.kq)(name, 60)}:`,
        "",
        `| ${columns.map((c) => (0,render_escape/* escapeCell */.kq)(c, 40)).join(" | ")} |`,
        `|${columns.map(() => "---|").join("")}`,
    ];
    for (const r of rows.slice(0, maxRows)) {
        lines.push(`| ${columns.map((c) => figureValue(r[c], 1)).join(" | ")} |`);
    }
    const omitted = rows.length > maxRows;
    if (omitted)
        lines.push("", `… and ${(0,format/* plural */.LS)(rows.length - maxRows, "more row")} in report.json.`);
    return { lines, omitted };
}
/** The figures of one gate: a name/value table, then one table per list of records. */
function figureTables(figures, maxRows) {
    const entries = Object.entries(figures);
    if (entries.length === 0)
        return { lines: [], omitted: false };
    const scalars = entries.filter(([, v]) => !isRecordList(v));
    const lists = entries.filter(([, v]) => isRecordList(v));
    const lines = [];
    let omitted = false;
    if (scalars.length > 0) {
        lines.push("| figure | value |", "|---|---|");
        for (const [k, v] of scalars.slice(0, maxRows)) {
            lines.push(`| ${(0,render_escape/* escapeCell */.kq)(k, 60)} | ${figureValue(v)} |`);
        }
        if (scalars.length > maxRows) {
            lines.push("", `… and ${(0,format/* plural */.LS)(scalars.length - maxRows, "more figure")} in report.json.`);
            omitted = true;
        }
    }
    for (const [k, rows] of lists.slice(0, maxRows)) {
        const t = recordTable(k, rows, maxRows);
        lines.push("", ...t.lines);
        omitted ||= t.omitted;
    }
    if (lists.length > maxRows)
        omitted = true;
    return { lines, omitted };
}

// EXTERNAL MODULE: ./src/io/left-out.ts
var left_out = __webpack_require__(52674);
;// CONCATENATED MODULE: ./src/render/judge.ts



const rate = (x, n) => (x === null ? "n/a" : `${(0,format/* num */.bu)(x)} of ${(0,format/* count */.U9)(n)}`);
function criterionRow(c) {
    const more = c.label_more === null
        ? "more labels will not lift it"
        : c.label_more === 0
            ? "met"
            : `label about ${(0,format/* count */.U9)(c.label_more)} more`;
    return (`| ${(0,render_escape/* codeSpan */.SS)(c.criterion, { table: true, max: 80 })} | ${(0,format/* count */.U9)(c.n)} | ${(0,format/* num */.bu)(c.agreement)} ${(0,format/* range */.y1)(c.agreement_ci)} | ` +
        `${(0,format/* num */.bu)(c.kappa)} ${(0,format/* range */.y1)(c.kappa_ci)} | ${(0,format/* num */.bu)(c.sensitivity)} ${(0,format/* range */.y1)(c.sensitivity_ci)} | ` +
        `${(0,format/* num */.bu)(c.specificity)} ${(0,format/* range */.y1)(c.specificity_ci)} | ${(0,format/* num */.bu)(c.human_alpha)} | ${c.ok ? "yes" : "no"}; ${more} |`);
}
function gamingLine(c) {
    const g = c.gaming;
    if (g === null)
        return null;
    const a = c.arms;
    return (`- ${(0,render_escape/* codeSpan */.SS)(c.criterion, { max: 80 })} false passes (judge pass, label fail): baseline ` +
        `${rate(a.baseline.false_pass_rate, a.baseline.gold_fails)}, candidate ${rate(a.candidate.false_pass_rate, a.candidate.gold_fails)}; ` +
        `difference ${(0,format/* signed */.x8)(g.diff)}, one-sided p ${(0,format/* pValue */.sp)(g.p_value)} (Holm ${(0,format/* pValue */.sp)(g.p_holm)})` +
        (g.flagged ? ": **the candidate may be exploiting the judge**" : ""));
}
/** The judge section, or null without a labels file. */
function judgeSection(j, confidence, limits) {
    if (!j)
        return null;
    const f = j.floors;
    const lines = [
        `Labels ${(0,render_escape/* codeSpan */.SS)(j.labels, { max: 120 })}: ${(0,format/* plural */.LS)(j.n_labels, "label")}, ${(0,format/* count */.U9)(j.matched)} matched to a graded row` +
            (j.judge_version.length > 0
                ? `, judge ${j.judge_version.map((v) => (0,render_escape/* codeSpan */.SS)(v, { max: 60 })).join(", ")}`
                : "") +
            `. Floors: Wilson lower bound ≥ ${(0,format/* num */.bu)(f.min_agreement, 2)}, kappa ≥ ${(0,format/* num */.bu)(f.min_kappa, 2)}, at least ${(0,format/* plural */.LS)(f.min_n, "labelled row")}.`,
        "",
    ];
    if (j.criteria.length > 0) {
        lines.push(`| criterion | n | agreement (${(0,format/* level */.Rc)(confidence)}) | kappa | sensitivity | specificity | people's alpha | floors |`, "|---|---|---|---|---|---|---|---|", ...j.criteria.slice(0, limits.tableRows).map(criterionRow), "");
    }
    for (const c of j.criteria) {
        const g = gamingLine(c);
        if (g !== null)
            lines.push(g);
    }
    const k = j.correction;
    if (k) {
        lines.push(`- ${(0,render_escape/* codeSpan */.SS)(k.metric, { max: 80 })} corrected for the judge's errors (÷ ${(0,format/* num */.bu)(k.youden)}): ${(0,format/* signed */.x8)(k.delta)} ` +
            `${(0,format/* interval */.YP)(k.ci)}, p ${(0,format/* pValue */.sp)(k.p_value)}${k.decides ? (k.blocks ? ": it decides, and **does not clear zero**" : ": it decides, and clears zero") : ""}`);
    }
    for (const n of j.notes.slice(0, limits.listItems))
        lines.push(`- ${(0,render_escape/* escapeInline */.VV)(n, 400)}`);
    const shown = j.review.slice(0, limits.listItems);
    if (shown.length > 0) {
        lines.push("", `To review (${(0,format/* count */.U9)(j.review_total)} disagreement(s), false passes first):`, "");
        lines.push("| kind | arm | criterion | task | where | judge | label |", "|---|---|---|---|---|---|---|");
        for (const r of shown) {
            lines.push(`| ${r.kind.replace("_", " ")} | ${r.arm} | ${(0,render_escape/* codeSpan */.SS)(r.criterion, { table: true, max: 60 })} | ${(0,render_escape/* escapeCell */.kq)(r.task, 60)} | ` +
                `${(0,render_escape/* codeSpan */.SS)((0,problems/* whereIs */.ie)(r.file, r.line), { table: true, max: 120 })} | ${(0,format/* num */.bu)(r.judge, 2)} | ${(0,format/* num */.bu)(r.label, 2)} |`);
        }
    }
    const omitted = j.criteria.length > limits.tableRows ||
        j.review_total > shown.length ||
        j.notes.length > limits.listItems;
    return {
        title: `Judge trust (${(0,format/* plural */.LS)(j.criteria.length, "criterion", "criteria")})${j.gamed ? ", gamed" : ""}`,
        lines,
        omitted,
    };
}
/** The terminal lines of the judge section. */
function judgeTerminal(j) {
    if (!j)
        return [];
    const t = (s, max = 200) => terminalText(s, max);
    const out = [`  judge labels ${t(j.labels)}: ${j.n_labels} read, ${j.matched} matched`];
    for (const c of j.criteria) {
        out.push(`    ${t(c.criterion)}: n ${c.n}, agreement ${num(c.agreement)} ${range(c.agreement_ci)}, kappa ${num(c.kappa)} ${range(c.kappa_ci)}, ` +
            `sensitivity ${num(c.sensitivity)}, specificity ${num(c.specificity)}` +
            (c.label_more ? `, label about ${c.label_more} more` : "") +
            (c.gaming?.flagged ? "; CANDIDATE MAY BE EXPLOITING THE JUDGE" : ""));
    }
    const k = j.correction;
    if (k)
        out.push(`    corrected ${t(k.metric)}: ${signed(k.delta)} ${interval(k.ci)}${k.decides ? (k.blocks ? " (decides: does not clear zero)" : " (decides)") : ""}`);
    for (const n of j.notes)
        out.push(`    note: ${t(n, 400)}`);
    return out;
}

;// CONCATENATED MODULE: ./src/render/sections.ts
// The collapsed detail sections under the head, in the order a reader wants them. A view
// over its budget drops them from the end, so the most useful come first.









/** A section as markdown: a raw HTML <details> wrapper, blank lines so markdown inside is parsed. */
function sectionText(s) {
    return [`<details><summary>${s.title}</summary>`, "", ...s.lines, "", "</details>"].join("\n");
}
function capped(items, max, render, what) {
    const lines = items.slice(0, max).map(render);
    const omitted = items.length > max;
    if (omitted)
        lines.push(`- … and ${(0,format/* plural */.LS)(items.length - max, "more " + what)} in report.json`);
    return { lines, omitted };
}
const bullet = (s) => `- ${(0,render_escape/* escapeInline */.VV)(s, 400)}`;
function graderDriftLine(gd) {
    return (`- grader drift: ${(0,render_escape/* codeSpan */.SS)(gd.path, { max: 120 })} (the baseline's rollouts graded again) against the stored ` +
        `baseline over ${(0,format/* plural */.LS)(gd.tasks, "task")}: ${(0,render_escape/* codeSpan */.SS)(gd.metric, { max: 80 })} ${(0,format/* num */.bu)(gd.stored_mean)} → ` +
        `${(0,format/* num */.bu)(gd.regraded_mean)}, shift ${(0,format/* signed */.x8)(gd.shift)} ${(0,format/* interval */.YP)(gd.ci)}, p ${(0,format/* pValue */.sp)(gd.p_value)}: ` +
        `${gd.drifted ? "**drifted**" : "within regrading noise"}`);
}
function metricNotes(model, limits) {
    const lines = [];
    let omitted = false;
    const add = (label, items) => {
        if (items.length === 0)
            return;
        const shown = items.slice(0, limits.listItems).map((x) => (0,render_escape/* codeSpan */.SS)(x, { max: 80 }));
        if (items.length > limits.listItems) {
            shown.push(`and ${(0,format/* count */.U9)(items.length - limits.listItems)} more`);
            omitted = true;
        }
        lines.push(`- ${label}: ${shown.join(", ")}`);
    };
    if (model.not_comparable.length > 0) {
        lines.push("- not comparable:");
        const l = capped(model.not_comparable, limits.listItems, (x) => `  ${bullet(x)}`, "cause");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    add("regressions (guarded)", model.regressions);
    add("slipped (not guarded)", model.slipped);
    add("improved", model.improved);
    const nz = model.noise;
    const rule = nz.rule ? `, band = ${(0,render_escape/* codeSpan */.SS)(nz.rule, { max: 160 })}` : "";
    lines.push(`- noise floor: ${nz.source === "none" ? "none" : (0,render_escape/* escapeInline */.VV)(nz.origin ?? nz.source, 300)} ` +
        `(${(0,format/* plural */.LS)(nz.runs_baseline, "run")} baseline, ${(0,format/* plural */.LS)(nz.runs_candidate, "run")} candidate${rule}); ` +
        (nz.replication
            ? (0,render_escape/* escapeInline */.VV)(nz.replication, 200)
            : `replicated: ${model.replicated ? "yes" : "no"}`));
    if (model.family_error !== null) {
        lines.push(`- family error bound: ${(0,format/* num */.bu)(model.family_error)} over ${(0,format/* plural */.LS)(model.metrics.length, "metric")} (see the Holm-adjusted p)`);
    }
    if (model.grader_drift)
        lines.push(graderDriftLine(model.grader_drift));
    const noted = model.metrics.filter((m) => m.note);
    const notes = capped(noted, limits.listItems, (m) => `- ${(0,render_escape/* codeSpan */.SS)(m.metric, { max: 80 })}: ${(0,render_escape/* escapeInline */.VV)(m.note ?? "", 400)}`, "note");
    lines.push(...notes.lines);
    const cov = model.coverage;
    // The lists keep only the first names; the exact counts, when given, say how many there were.
    const groups = [
        ["missing from candidate", cov.candidate_missing, cov.candidate_missing_n],
        ["missing from baseline", cov.baseline_missing, cov.baseline_missing_n],
        ["not in the held-out test", cov.unknown_tasks, cov.unknown_n],
    ];
    const total = (ids, n) => Math.max(n ?? 0, ids.length);
    lines.push(`- coverage: ${(0,format/* plural */.LS)(cov.heldout_tasks, "held-out task")}; missing from baseline ` +
        `${(0,format/* count */.U9)(total(cov.baseline_missing, cov.baseline_missing_n))}, from candidate ` +
        `${(0,format/* count */.U9)(total(cov.candidate_missing, cov.candidate_missing_n))}; unknown task ids ` +
        `${(0,format/* count */.U9)(total(cov.unknown_tasks, cov.unknown_n))}`);
    for (const [label, ids, n] of groups) {
        const all = total(ids, n);
        if (all === 0)
            continue;
        const shown = ids.slice(0, limits.listItems).map((x) => (0,render_escape/* codeSpan */.SS)(x, { max: 80 }));
        if (all > shown.length) {
            shown.push(`and ${(0,format/* count */.U9)(all - shown.length)} more`);
            omitted = true;
        }
        lines.push(`  - ${label}: ${shown.join(", ")}`);
    }
    return {
        title: "Per-metric notes, noise and coverage",
        lines,
        omitted: omitted || notes.omitted,
    };
}
/** `runs` is the count the noise floor used (one for rows without run labels), as the terminal shows. */
function sideRow(side, s, runs) {
    const name = s.name ? `${side} (${(0,render_escape/* escapeCell */.kq)(s.name, 60)})` : side;
    const k = s.k === null
        ? "n/a"
        : `pass@${(0,format/* count */.U9)(s.k)} ${(0,format/* num */.bu)(s.pass_at_k)}, pass^${(0,format/* count */.U9)(s.k)} ${(0,format/* num */.bu)(s.pass_pow_k)}`;
    return (`| ${name} | ${(0,render_escape/* codeSpan */.SS)(s.path, { table: true, max: 100 })} | ${(0,format/* count */.U9)(s.rows)} | ${(0,format/* count */.U9)(s.tasks)} | ` +
        `${(0,format/* count */.U9)(runs)} | ${(0,format/* num */.bu)(s.run_std)} | ${(0,render_escape/* escapeCell */.kq)(String(s.stability ?? "n/a"), 20)} | ` +
        `${(0,format/* num */.bu)(s.pass_at_1)} ${(0,format/* range */.y1)(s.pass_at_1_ci)} | ${k} |`);
}
function runsSection(model, confidence) {
    return {
        title: "Runs per side",
        lines: [
            `| side | file | rows | tasks | runs | run_std | stability | pass@1 (${(0,format/* level */.Rc)(confidence)} CI) | pass@k |`,
            "|---|---|---|---|---|---|---|---|---|",
            sideRow("baseline", model.baseline, model.noise.runs_baseline),
            sideRow("candidate", model.candidate, model.noise.runs_candidate),
        ],
        omitted: false,
    };
}
function gapsSection(report, limits) {
    const gaps = [...new Set([...report.decision.gaps, ...(report.model?.gaps ?? [])])];
    const sz = report.model?.sizing;
    if (gaps.length === 0 && !sz)
        return null;
    const l = capped(gaps, limits.listItems, bullet, "gap");
    const lines = gaps.length > 0 ? [...l.lines] : ["- none"];
    if (sz) {
        const runs = sz.runs_needed ?? null;
        lines.push(`- holdout size: tasks needed ${sz.n_tasks === null ? "n/a" : (0,format/* count */.U9)(sz.n_tasks)}, runs a side needed ` +
            `${runs === null ? "n/a" : (0,format/* count */.U9)(runs)} to prove an effect of ${(0,format/* signed */.x8)(sz.effect)} at 80% power ` +
            `(task sd ${(0,format/* num */.bu)(sz.sd)} from ${(0,render_escape/* escapeInline */.VV)(String(sz.sd_source ?? "n/a"), 20)}` +
            `${sz.run_sd !== undefined && sz.run_sd !== null ? `, run drift sd ${(0,format/* num */.bu)(sz.run_sd)}` : ""}` +
            `${sz.method === "gate_rule" ? ", sized by the gate's own rule" : ""}); ` +
            `with the current tasks and runs ${(0,format/* detectableText */.lo)(sz.detectable_effect, sz.detectable_range)} at 80% power`);
    }
    return { title: `Evidence gaps (${(0,format/* count */.U9)(gaps.length)})`, lines, omitted: l.omitted };
}
function warningsSection(report, limits) {
    const warnings = [...(report.model?.warnings ?? [])];
    if (report.heldout?.note)
        warnings.unshift(report.heldout.note);
    if (warnings.length === 0)
        return null;
    const l = capped(warnings, limits.listItems, bullet, "warning");
    return { title: `Warnings (${(0,format/* count */.U9)(warnings.length)})`, lines: l.lines, omitted: l.omitted };
}
function familySection(model, confidence, limits) {
    if (model.families.length === 0)
        return null;
    const lines = [
        `| family | tasks | baseline | candidate | delta | ${(0,format/* level */.Rc)(confidence)} CI |`,
        "|---|---|---|---|---|---|",
    ];
    const rows = model.families.slice(0, limits.tableRows);
    for (const f of rows) {
        lines.push(`| ${(0,render_escape/* escapeCell */.kq)(f.family, 80)} | ${(0,format/* count */.U9)(f.tasks)} | ${(0,format/* num */.bu)(f.baseline)} | ${(0,format/* num */.bu)(f.candidate)} | ` +
            `${(0,format/* signed */.x8)(f.delta)} | ${(0,format/* interval */.YP)(f.ci)} |`);
    }
    const omitted = model.families.length > rows.length;
    if (omitted)
        lines.push("", `… and ${(0,format/* plural */.LS)(model.families.length - rows.length, "more family", "more families")}.`);
    lines.push("", "Per-family intervals: a bootstrap over each family's tasks, with no run-drift term; descriptive, not deciding.");
    const ft = model.family_test;
    if (ft) {
        lines.push("", `Family-level test of ${(0,render_escape/* codeSpan */.SS)(ft.metric, { max: 80 })} (families as the sample; family-test: ` +
            `${(0,render_escape/* escapeInline */.VV)(ft.mode, 10)}${ft.decides ? ", it decides" : ""}): ${(0,format/* signed */.x8)(ft.delta)}, ` +
            `${(0,format/* level */.Rc)(confidence)} CI ${(0,format/* interval */.YP)(ft.ci)}, p ${(0,format/* pValue */.sp)(ft.p_value)}, df ${(0,format/* count */.U9)(ft.df)} over ` +
            `${(0,format/* plural */.LS)(ft.families, "family", "families")}. Between families: F ${(0,format/* num */.bu)(ft.f_stat, 2)} on ` +
            `${(0,format/* count */.U9)(ft.df_between)} and ${(0,format/* count */.U9)(ft.df_within)} df, p ${(0,format/* pValue */.sp)(ft.p_heterogeneity)}, sd ${(0,format/* num */.bu)(ft.between_sd)}` +
            `${ft.heterogeneous ? " (heterogeneous)" : ""}.`);
    }
    return { title: `Per-family results (${(0,format/* count */.U9)(model.families.length)})`, lines, omitted };
}
function findingLine(f) {
    const where = (0,render_escape/* codeSpan */.SS)((0,problems/* whereIs */.ie)(f.file, f.line), { max: 160 });
    const detail = f.detail
        ? Object.entries(f.detail)
            .slice(0, 4)
            .map(([k, v]) => `${(0,render_escape/* escapeInline */.VV)(k, 40)}: ${(0,render_escape/* escapeInline */.VV)(String(v), 120)}`)
            .join("; ")
        : "";
    return `- ${where} ${(0,render_escape/* escapeInline */.VV)(String(f.level), 20)}: ${(0,render_escape/* escapeInline */.VV)(f.message, 300)}${detail ? ` (${detail})` : ""}`;
}
function gateSection(d, g, limits) {
    const lines = [(0,render_escape/* escapeInline */.VV)(g.summary, 600), ""];
    const figs = figureTables(g.figures, limits.figureRows);
    let omitted = figs.omitted;
    if (figs.lines.length > 0)
        lines.push(...figs.lines, "");
    const n = g.findings.length;
    if (n > 0) {
        const shown = Math.min(n, limits.findingsPerGate);
        const kept = g.findings_truncated
            ? " (more existed than were kept; the counts are in the figures)"
            : "";
        lines.push(shown < n
            ? `First ${(0,format/* count */.U9)(shown)} of ${(0,format/* plural */.LS)(n, "finding")}${kept}:`
            : `Findings (${(0,format/* count */.U9)(n)})${kept}:`, "");
        const l = capped(g.findings, limits.findingsPerGate, findingLine, "finding");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    else {
        lines.push("No findings.");
    }
    return {
        title: `${statusIcon(g.status)} ${(0,render_escape/* escapeHtml */.ZD)(g.name, 40)} gate, ${(0,render_escape/* escapeHtml */.ZD)(d.kind, 20)} ${(0,render_escape/* escapeHtml */.ZD)(d.path, 120)}: ${(0,format/* count */.U9)(n)} finding${n === 1 ? "" : "s"}`,
        lines,
        omitted: omitted || g.findings_truncated,
    };
}
function inputsSection(report, limits) {
    const lines = [];
    let omitted = false;
    const notes = report.notes ?? [];
    if (notes.length > 0) {
        const l = capped(notes, limits.listItems, bullet, "note");
        lines.push(...l.lines, "");
        omitted = l.omitted;
    }
    const h = report.heldout;
    if (h) {
        const changed = h.changed === null ? "unknown" : h.changed ? "yes" : "no";
        lines.push(`Held-out test ${(0,render_escape/* codeSpan */.SS)(h.path)}: ${(0,format/* plural */.LS)(h.tasks, "task")}, sha256 ${(0,render_escape/* codeSpan */.SS)(h.sha256, { max: 80 })}, ` +
            (h.test_version ? `test version ${(0,render_escape/* codeSpan */.SS)((0,test_version/* shortVersion */.Li)(h.test_version))}, ` : "") +
            `changed in this PR: ${changed}${h.changed ? (h.change_allowed ? " (allowed)" : " (not allowed)") : ""}`, "");
    }
    lines.push("| role | file | shape | rows | bytes | sha256 | problems |", "|---|---|---|---|---|---|---|");
    const files = report.inputs.slice(0, limits.tableRows);
    for (const f of files) {
        lines.push(`| ${(0,render_escape/* escapeCell */.kq)(String(f.role), 20)} | ${(0,render_escape/* codeSpan */.SS)(f.path, { table: true, max: 100 })} | ${(0,render_escape/* escapeCell */.kq)(f.shape, 40)} | ` +
            `${(0,format/* count */.U9)(f.rows)} | ${(0,format/* count */.U9)(f.bytes)} | ${(0,render_escape/* codeSpan */.SS)(f.sha256, { table: true, max: 80 })} | ${(0,format/* count */.U9)(f.problem_count)} |`);
    }
    omitted ||= report.inputs.length > files.length;
    const left = files.flatMap((f) => (f.left_out ?? []).map((k) => `${f.role} ${f.path}: ${(0,left_out/* formatLeftOut */.tG)(k, f.path)}`));
    if (left.length > 0) {
        lines.push("", "Read but left out (not problems; the figures are made without them):", "");
        const l = capped(left, limits.listItems, bullet, "kind");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    const total = (0,problems/* problemTotal */.sS)(report.inputs);
    const groups = (0,problems/* allProblemGroups */.pl)(report.inputs);
    if (groups.length > 0) {
        lines.push("", `Input problems (${(0,format/* count */.U9)(total)}, ${(0,format/* plural */.LS)(groups.length, "kind")}):`, "");
        const l = capped(groups, limits.problems, problemLine, "kind");
        lines.push(...l.lines);
        omitted ||= l.omitted;
    }
    return {
        title: `Input files (${(0,format/* count */.U9)(report.inputs.length)}), ${(0,format/* plural */.LS)(total, "problem")}`,
        lines,
        omitted,
    };
}
const yes = (b) => (b === true ? "true" : "false");
function settingsSection(report) {
    const s = report.settings;
    const guarded = s.must_not_regress.length
        ? s.must_not_regress.map((x) => (0,render_escape/* codeSpan */.SS)(x, { max: 80 })).join(", ")
        : "none";
    return {
        title: "Settings",
        lines: [
            `- seed ${(0,render_escape/* escapeInline */.VV)(String(s.seed), 30)}, rng ${(0,render_escape/* escapeInline */.VV)(s.rng, 20)}, ${(0,format/* count */.U9)(s.resamples)} resamples, ${(0,format/* level */.Rc)(s.confidence)} intervals`,
            `- target ${(0,render_escape/* codeSpan */.SS)(s.target, { max: 80 })}; must-not-regress: ${guarded}`,
            `- require-proof: ${yes(s.require_proof)}, allow-heldout-change: ${yes(s.allow_heldout_change)}, ` +
                `allow-partial: ${yes(s.allow_partial)}`,
            `- ${(0,render_escape/* escapeInline */.VV)(report.tool.name, 40)} ${(0,render_escape/* codeSpan */.SS)(report.tool.version, { max: 40 })}, report schema ${(0,render_escape/* escapeInline */.VV)(String(report.schema_version), 10)}`,
        ],
        omitted: false,
    };
}
/** All detail sections in order: notes, gaps, warnings, families, gates, inputs, terms, settings. */
function detailSections(report, limits) {
    const out = [];
    const model = report.model;
    const conf = report.settings.confidence;
    if (model) {
        out.push(metricNotes(model, limits), runsSection(model, conf));
        out.push(judgeSection(model.judge, conf, limits));
    }
    out.push(gapsSection(report, limits), warningsSection(report, limits));
    if (model)
        out.push(familySection(model, conf, limits));
    for (const d of report.data)
        for (const g of d.gates)
            out.push(gateSection(d, g, limits));
    out.push(inputsSection(report, limits), glossarySection(report), settingsSection(report));
    return out.filter((s) => s !== null);
}

;// CONCATENATED MODULE: ./src/render/fit.ts
// Size budgets. GitHub rejects a comment over 65,536 characters and a check-run summary
// or text over 65,535, and drops a job summary over 1 MiB; each view is fitted under its
// budget by dropping detail sections from the end, and says so when it left anything out.


/** Comment bodies: GitHub's limit is 65,536 characters; we keep a margin. */
const COMMENT_BUDGET = 65_000;
/** Check-run output.summary and output.text: 65,535 characters each. */
const CHECK_BUDGET = 65_000;
/** Job summary, in UTF-8 bytes: the runner drops anything over 1 MiB. */
const SUMMARY_BUDGET = 900 * 1024;
const chars = (s) => s.length;
const utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
/** Our own link, but still checked: only a plain http(s) URL that cannot break markdown. */
function safeUrl(url) {
    if (url === undefined)
        return undefined;
    return /^https?:\/\/[A-Za-z0-9._~:/?#@!$&'*+,;=%-]{1,2000}$/.test(url) ? url : undefined;
}
/** The line every trimmed view ends with. */
function trimmedNote(at = {}) {
    const link = safeUrl(at.url);
    const artifact = at.artifactName
        ? `the ${(0,render_escape/* codeSpan */.SS)(at.artifactName, { max: 100 })} artifact`
        : "the run's artifact";
    const where = link
        ? `report.json in ${artifact} of [this run](${link})`
        : `report.json, in ${artifact}`;
    return `> **Trimmed:** this view leaves parts of the report out to stay short and within GitHub's size limits. The full report is ${where}.`;
}
const SEP = "\n\n";
/**
 * `prefix` and `head` are always kept; sections are dropped from the end until the text
 * fits. The note is added when a section was dropped or any list was capped.
 */
function fitToBudget(prefix, head, sections, budget, measure, note) {
    const blocks = [...prefix, head.lines.join("\n")];
    const fixed = measure(blocks.join(SEP));
    const sepSize = measure(SEP);
    const noteSize = sepSize + measure(note);
    const texts = sections.map(sectionText);
    const sizes = texts.map((t) => sepSize + measure(t));
    const listCapped = head.omitted || sections.some((s) => s.omitted);
    let kept = texts.length;
    let total = fixed + sizes.reduce((a, b) => a + b, 0);
    const over = () => total + (listCapped || kept < texts.length ? noteSize : 0) > budget;
    while (kept > 0 && over()) {
        kept -= 1;
        total -= sizes[kept] ?? 0;
    }
    const trimmed = listCapped || kept < texts.length;
    const out = [...blocks, ...texts.slice(0, kept)];
    if (trimmed)
        out.push(note);
    const text = out.join(SEP) + "\n";
    return { text, fits: measure(text) <= budget, trimmed, droppedSections: texts.length - kept };
}
/**
 * Last resort when even the head is too big: cut at a line boundary, close an open code
 * fence or <details>, and add the note. Only reachable with extreme limits.
 */
function hardCut(text, budget, measure, note) {
    const tail = SEP + note + "\n";
    const room = budget - measure(tail) - measure("\n```\n\n</details>");
    let lo = 0;
    let hi = Math.min(text.length, Math.max(0, room));
    // Largest prefix whose measure fits (bytes can exceed chars, so search).
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (measure(text.slice(0, mid)) <= room)
            lo = mid;
        else
            hi = mid - 1;
    }
    let cut = text.slice(0, lo);
    const nl = cut.lastIndexOf("\n");
    cut = nl >= 0 ? cut.slice(0, nl) : "";
    const fences = cut.split("\n").filter((l) => /^\s{0,3}```/.test(l)).length;
    if (fences % 2 === 1)
        cut += "\n```";
    const opened = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
    if (opened > 0)
        cut += "\n\n</details>".repeat(opened);
    return cut + tail;
}

;// CONCATENATED MODULE: ./src/render/markdown.ts
// The markdown views of a Report: the sticky PR comment, the job summary and the check-run
// output. They only format what the report holds; each fits under GitHub's size limit for
// its place, dropping detail sections from the end and saying so.






/** A comment and a check run are read on a PR page: short lists. */
const COMPACT = {
    tableRows: 30,
    chartMetrics: 12,
    listItems: 20,
    findingsPerGate: 10,
    problems: 20,
    figureRows: 30,
};
/** The job summary has far more room. */
const ROOMY = {
    tableRows: 200,
    chartMetrics: 20,
    listItems: 100,
    findingsPerGate: 100,
    problems: 200,
    figureRows: 60,
};
/** Used when a view still does not fit with its own limits. */
const TINY = {
    tableRows: 5,
    chartMetrics: 5,
    listItems: 3,
    findingsPerGate: 3,
    problems: 3,
    figureRows: 5,
};
function noteFor(opts) {
    return trimmedNote({ url: opts.reportUrl, artifactName: opts.artifactName });
}
/**
 * What a comment is about, under its verdict line: the head commit, the run that computed
 * it and the artifact holding report.json (design §6). Only our own text: a sha the shell
 * checked, URLs it built, and an artifact name of [A-Za-z0-9._-].
 */
function aboutLine(opts) {
    const parts = [];
    const sha = opts.headSha !== undefined && /^[0-9a-f]{7,64}$/i.test(opts.headSha);
    if (sha)
        parts.push(`head \`${opts.headSha.slice(0, 7)}\``);
    const url = opts.reportUrl !== undefined && /^https:\/\/[^\s()<>]+$/.test(opts.reportUrl);
    if (url) {
        parts.push(`[workflow run](${opts.reportUrl})`);
        const name = opts.artifactName;
        if (name !== undefined && /^[A-Za-z0-9._-]{1,100}$/.test(name)) {
            parts.push(`report.json in artifact [\`${name}\`](${opts.reportUrl}#artifacts)`);
        }
    }
    return parts.length === 0 ? "" : `<sub>For ${parts.join(" · ")}</sub>`;
}
function render(report, prefix, limits, budget, measure, note, withSections = true, about = "") {
    let last = "";
    for (const l of limits) {
        const built = head(report, l);
        const h = about === ""
            ? built
            : { ...built, lines: [built.lines[0], "", about, ...built.lines.slice(1)] };
        const sections = withSections ? detailSections(report, l) : [];
        const f = fitToBudget(prefix, h, sections, budget, measure, note);
        if (f.fits)
            return f.text;
        last = f.text;
    }
    return hardCut(last, budget, measure, note);
}
/** The sticky PR comment: hidden marker first, then the verdict, table, chart, gates, details. */
function renderComment(report, opts) {
    return render(report, [(0,render_escape/* hiddenMarker */.z0)(opts.checkName ?? config/* INPUT_DEFAULTS */.WJ["check-name"] ?? "heldout-gate")], [COMPACT, TINY], opts.budget ?? COMMENT_BUDGET, chars, noteFor(opts), true, aboutLine(opts));
}
/** The job summary (GITHUB_STEP_SUMMARY): the same layout with longer lists, capped in bytes. */
function renderSummary(report, opts) {
    return render(report, [], [ROOMY, COMPACT, TINY], opts.budget ?? SUMMARY_BUDGET, utf8Bytes, noteFor(opts));
}
/**
 * The check-run output: a plain-text title, the head as the summary and the detail
 * sections as the text, each under GitHub's 65,535-character limit.
 */
function renderCheckOutput(report, opts) {
    const budget = opts.budget ?? CHECK_BUDGET;
    const d = report.decision;
    const headline = d.headline.replace(verdict_word/* HEADLINE_WORD */.o, "");
    const title = (0,render_escape/* plainText */.wh)(`${(0,verdict_word/* verdictOf */.V)(report).toUpperCase()}: ${headline}`, 200);
    const summary = render(report, [], [COMPACT, TINY], budget, chars, noteFor(opts), false);
    let text = "";
    for (const l of [COMPACT, TINY]) {
        const f = fitToBudget([], { lines: [], omitted: false }, detailSections(report, l), budget, chars, noteFor(opts));
        text = f.text.replace(/^\n+/, "");
        if (f.fits)
            break;
    }
    if (text.length > budget)
        text = hardCut(text, budget, chars, noteFor(opts));
    return { title, summary, text };
}

;// CONCATENATED MODULE: ./src/github/views.ts




const githubViews = {
    comment: renderComment,
    summary: renderSummary,
    checkOutput: renderCheckOutput,
    annotations: annotations/* buildAnnotations */.P,
    marker: render_escape/* hiddenMarker */.z0,
    stale: staleLine,
};


/***/ }),

/***/ 52674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UQ: () => (/* binding */ LeftOutTally),
/* harmony export */   tG: () => (/* binding */ formatLeftOut)
/* harmony export */ });
/* unused harmony export LEFT_OUT_KINDS */
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19974);

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
/** "12 rows (where type:match did not match)", the way every view says one kind; rows of a Parquet `file`. */
function formatLeftOut(k, file = "") {
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
    const at = k.lines.some((l) => l > 0)
        ? `; ${(0,_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .lineWord */ .V7)(file)}s ${k.lines.filter((l) => l > 0).join(", ")}`
        : "";
    return `${k.count} ${unit}${of}: ${k.reason}${at}`;
}


/***/ })

};
