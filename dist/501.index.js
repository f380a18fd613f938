export const id = 501;
export const ids = [501];
export const modules = {

/***/ 75501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildReportAuto: () => (/* binding */ buildReportAuto),
/* harmony export */   buildReportWithWorkers: () => (/* binding */ buildReportWithWorkers),
/* harmony export */   buildShardStateAuto: () => (/* binding */ buildShardStateAuto),
/* harmony export */   buildShardStateWithWorkers: () => (/* binding */ buildShardStateWithWorkers),
/* harmony export */   inSliceWorker: () => (/* reexport safe */ _worker_tag_js__WEBPACK_IMPORTED_MODULE_7__["in"]),
/* harmony export */   shardEngine: () => (/* binding */ shardEngine),
/* harmony export */   sliceableBytes: () => (/* binding */ sliceableBytes),
/* harmony export */   workerCount: () => (/* binding */ workerCount)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22973);
/* harmony import */ var _engine_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(24105);
/* harmony import */ var _stage_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(27460);
/* harmony import */ var _worker_tag_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(30951);
/* harmony import */ var _io_progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21777);
/* harmony import */ var _state_codec_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(58419);
// All cores of one job: the run is read as N slices (io/slice.ts) by N worker threads,
// and their states are merged here, as a sharded run's are (engine/shard.ts). The report
// is the one a single thread writes.










// The state schemas take a while to build: loaded only when threads are used (design §8).
const shardModule = () => __webpack_require__.e(/* import() */ 544).then(__webpack_require__.bind(__webpack_require__, 48544));
/** Under this much data a thread costs more to start than it saves. */
const MIN_BYTES_PER_WORKER = 32 * 1024 * 1024;

/**
 * How many threads read the run: a number as given (at most 64), or "auto": one per
 * core, and no more than one for each 32 MiB of the sliceable data.
 */
function workerCount(requested, dataBytes, cores) {
    const most = Math.max(1, Math.min(cores, _config_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_WORKERS */ .bP));
    if (requested !== "auto")
        return Math.max(1, Math.min(requested, _config_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_WORKERS */ .bP));
    return Math.max(1, Math.min(most, Math.floor(dataBytes / MIN_BYTES_PER_WORKER)));
}
/** A structured clone turns a Buffer into a plain Uint8Array: make it a Buffer again. */
function asBuffer(s) {
    if (s === undefined || typeof s === "string")
        return s;
    const d = s.data;
    return { name: s.name, data: Buffer.from(d.buffer, d.byteOffset, d.byteLength) };
}
function revive(sources) {
    const out = { ...sources };
    for (const k of ["heldout", "baseline", "candidate", "pairs", "sft"]) {
        const v = asBuffer(out[k]);
        if (v !== undefined)
            out[k] = v;
    }
    for (const k of ["heldoutAtBase", "baselineAtBase"]) {
        const v = out[k];
        if (v)
            out[k] = asBuffer(v);
    }
    if (out.baselineFiles)
        out.baselineFiles = out.baselineFiles.map((s) => asBuffer(s));
    return out;
}
async function workerMain() {
    const job = node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.workerData;
    (0,_io_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .countInto */ .UU)(job.progress, 1 + (job.index % 64));
    let answer;
    try {
        // One local file for all threads: the first hashes it, the others need not.
        const slice = { index: job.index, count: job.count };
        if (job.block !== undefined)
            slice.block = job.block;
        if (!job.first)
            slice.digest = false;
        const { buildShardState } = await shardModule();
        answer = { state: await buildShardState(job.cfg, slice, revive(job.sources), true) };
    }
    catch (e) {
        answer =
            e instanceof _stage_js__WEBPACK_IMPORTED_MODULE_6__/* .RunStopped */ .NL
                ? { stop: e.stop }
                : { error: e instanceof Error ? e.message : String(e) };
    }
    // The state's typed arrays are moved to the main thread, not copied (design §11.2).
    node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.parentPort.postMessage(answer, (0,_state_codec_js__WEBPACK_IMPORTED_MODULE_9__/* .arrayBuffersOf */ .GU)(answer));
}
if ((0,_worker_tag_js__WEBPACK_IMPORTED_MODULE_7__/* .inSliceWorker */ ["in"])())
    void workerMain();
/**
 * The file a worker thread starts from. From source (tests, `npm run bench`) it is this
 * module. In a bundle it is the program that is running (dist/index.js or
 * dist/cli/index.js): this module may sit in a chunk of it that cannot run alone, and the
 * program's entry hands a worker thread over to it.
 */
function workerEntry() {
    const here = new URL(import.meta.url);
    if (here.pathname.endsWith(".ts"))
        return here;
    return (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1]));
}
/**
 * A thread that runs this module. The bundle is plain JavaScript; the TypeScript source
 * (tests, `npm run bench`) is loaded through tsx, registered inside the thread.
 */
function startWorker(entry, job) {
    if (!entry.pathname.endsWith(".ts"))
        return new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(entry, { workerData: job });
    const boot = `import("tsx/esm/api").then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })` +
        `.catch((e) => { throw e; });`;
    return new node_worker_threads__WEBPACK_IMPORTED_MODULE_3__.Worker(boot, { eval: true, workerData: job });
}
function runWorker(entry, job) {
    return new Promise((resolve, reject) => {
        const w = startWorker(entry, job);
        let done = false;
        w.once("message", (a) => {
            done = true;
            if ("state" in a)
                resolve(a.state);
            else if ("stop" in a)
                reject(new _stage_js__WEBPACK_IMPORTED_MODULE_6__/* .RunStopped */ .NL(a.stop));
            else
                reject(new Error(`worker ${job.index + 1} of ${job.count}: ${a.error}`));
        });
        w.once("error", (e) => {
            done = true;
            reject(new Error(`worker ${job.index + 1} of ${job.count} failed: ${e.message}`, { cause: e }));
        });
        w.once("exit", (code) => {
            if (!done)
                reject(new Error(`worker ${job.index + 1} of ${job.count} exited (${code}) with no state`));
        });
    });
}
/** The states of `count` slices, `first` to `first + n - 1`, read by n threads at once. */
async function threadStates(cfg, sources, first, n, count, block) {
    const entry = workerEntry();
    const jobs = [...Array(n).keys()].map((k) => {
        const job = {
            tag: _worker_tag_js__WEBPACK_IMPORTED_MODULE_7__/* .WORKER_TAG */ .__,
            cfg,
            index: first + k,
            count,
            first: k === 0,
            sources,
            progress: (0,_io_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .progressBuffer */ .sL)(),
        };
        if (block !== undefined)
            job.block = block;
        return runWorker(entry, job);
    });
    const settled = await Promise.allSettled(jobs);
    // A stop (bad input) is reported as one would be; the first in slice order, so it is stable.
    for (const s of settled)
        if (s.status === "rejected" && s.reason instanceof _stage_js__WEBPACK_IMPORTED_MODULE_6__/* .RunStopped */ .NL)
            throw s.reason;
    for (const s of settled)
        if (s.status === "rejected")
            throw s.reason;
    return settled.map((s) => s.value);
}
/**
 * The run's report read by `workers` threads. One worker, or a run that writes clean
 * pairs (a file written in row order), is read in this thread.
 */
async function buildReportWithWorkers(cfg, workers, sources = {}) {
    if (workers <= 1 || cfg.cleanPairs)
        return (0,_engine_js__WEBPACK_IMPORTED_MODULE_5__.buildReport)(cfg, sources);
    const states = await threadStates(cfg, sources, 0, workers, workers);
    return (await shardModule()).mergeStates(states, cfg);
}
/**
 * Shard `slice.index` of `slice.count` read by the job's threads: thread t reads slice
 * index × n + t of count × n, and the job's state is their merge. Every shard of the run
 * must use the same number of threads (merge checks it): set `workers` to a number when
 * the runners differ.
 */
async function buildShardStateWithWorkers(cfg, slice, workers, sources = {}) {
    const shard = await shardModule();
    if (workers <= 1)
        return shard.buildShardState(cfg, slice, sources);
    const n = slice.count * workers;
    const states = await threadStates(cfg, sources, slice.index * workers, workers, n, slice.block);
    const config = shard.runConfig(cfg);
    const parts = shard.mergeRunParts(states, config, true);
    return shard.saveRun(config, { ...slice, threads: workers }, parts);
}
/** Shard mode with as many threads as `workers` says (auto: by the cores and the data). */
function buildShardStateAuto(cfg, slice, sources = {}) {
    const n = workerCount(cfg.workers, sliceableBytes(cfg), (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)());
    return buildShardStateWithWorkers(cfg, slice, n, sources);
}
/** Bytes of the files that are read in slices, for the auto worker count (0 when unknown). */
function sliceableBytes(cfg) {
    const paths = [cfg.pairs, cfg.sft, cfg.baseline, cfg.candidate]
        .flatMap((p) => (p ? p.split("\n") : []))
        .map((p) => p.trim())
        .filter((p) => p !== "");
    let n = 0;
    for (const p of paths) {
        try {
            n += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).size;
        }
        catch {
            // a glob, or a missing file the run itself will name
        }
    }
    return n;
}
/** The run with as many threads as `workers` says (auto: by this machine's cores and the data). */
function buildReportAuto(cfg, sources = {}) {
    const n = workerCount(cfg.workers, sliceableBytes(cfg), (0,node_os__WEBPACK_IMPORTED_MODULE_1__.availableParallelism)());
    return buildReportWithWorkers(cfg, n, sources);
}
/**
 * The shard functions the action calls, a shard job read by the job's threads. The action
 * loads the shard module through here only, so the bundle holds one copy of it.
 */
async function shardEngine() {
    return { ...(await shardModule()), buildShardState: buildShardStateAuto };
}


/***/ })

};
