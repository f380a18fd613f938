export const id = 239;
export const ids = [239];
export const modules = {

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


/***/ })

};
