export const id = 309;
export const ids = [309];
export const modules = {

/***/ 55309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ledgerStop: () => (/* binding */ ledgerStop),
/* harmony export */   ledgerText: () => (/* binding */ ledgerText),
/* harmony export */   readLedger: () => (/* binding */ readLedger)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _io_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19974);
/* harmony import */ var _ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95641);
/* harmony import */ var _stage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27460);
// The ledger as a run reads it: the test version's file in the ledger folder (docs/design.md
// §16). A missing file is a new series; a bad one stops the run, naming its first lines.





const stop = (path, reason) => new _stage_js__WEBPACK_IMPORTED_MODULE_4__/* .RunStopped */ .NL({ input: "ledger", path, reason });
/** The text of a test version's ledger in `dir` ("" when the series has no line yet). */
async function ledgerText(dir, version) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, (0,_ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__.ledgerFileName)(version));
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(dir).catch(() => null);
    if (folder === null || !folder.isDirectory()) {
        throw stop(dir, "the ledger folder does not exist (make it empty for a new ledger)");
    }
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch((e) => {
        if (e.code === "ENOENT")
            return null;
        throw stop(path, `cannot read the ledger (${e.code ?? "error"})`);
    });
    if (file === null)
        return { path, text: "" };
    if (file.size > _ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__.LEDGER_MAX_BYTES) {
        throw stop(path, `the ledger is ${file.size} bytes, over the ${_ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__.LEDGER_MAX_BYTES} a ledger may be`);
    }
    return { path, text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8") };
}
/** A refused ledger as a stop: the count and the first five problems, located. */
function ledgerStop(e, path) {
    const first = e.problems.slice(0, 5).map(_io_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .formatProblem */ .Vw).join("; ");
    return stop(path, `${e.message}: ${first}`);
}
/** The series of `version`, read from `source` (the folder `dir` by default); its note joins `notes`. */
async function readLedger(dir, version, notes, source = (v) => ledgerText(dir, v)) {
    const { path, text, note } = await source(version);
    if (note !== undefined)
        notes.push(note);
    try {
        return (0,_ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__.parseLedger)(text, path, version);
    }
    catch (e) {
        if (e instanceof _ledger_entry_js__WEBPACK_IMPORTED_MODULE_3__.LedgerError)
            throw ledgerStop(e, path);
        throw e;
    }
}


/***/ }),

/***/ 27460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ RunStopped),
/* harmony export */   dw: () => (/* binding */ stage)
/* harmony export */ });
/* unused harmony export ownMessage */
/* harmony import */ var _stats_model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64935);
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
// A key written twice anywhere in the document (its header's keys, a header value's
// keys, a row's keys) is a problem at its line and dotted path, and the second value is
// not read (issue 22.8).




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
        this.stack.push({
            kind,
            path,
            line: this.lineNo,
            state: "first",
            key: "",
            target,
            keys: new Set(),
            repeated: false,
        });
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
        if (top.repeated) {
            // A key written twice (a second "samples" would be read as more rows): the problem
            // was raised at the key; its value is scanned to its end and kept nowhere.
            top.repeated = false;
            this.begin({ what: "member", frame: top, key: top.key }, b);
            this.cap.skipping = true;
            return;
        }
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
            const key = value;
            f.frame.key = key;
            if (f.frame.keys.has(key)) {
                f.frame.repeated = true;
                this.problems.add(c.line, memberPath(f.frame, key), _dup_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .DUPLICATE_KEY_REASON */ .F);
            }
            else
                f.frame.keys.add(key);
            return;
        }
        if (f.what === "member") {
            if (f.frame.target === null)
                return;
            if (value !== null && typeof value === "object") {
                const dup = (0,_dup_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .duplicateKey */ .V)(bytes, 0, bytes.length, value);
                if (dup !== null) {
                    this.problems.add(c.line, `${memberPath(f.frame, f.key)}.${dup}`, _dup_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .DUPLICATE_KEY_REASON */ .F);
                    return;
                }
            }
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
/** The dotted path of a member of a header object. */
function memberPath(frame, key) {
    return frame.path === "" ? key : `${frame.path}.${key}`;
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

/***/ 64935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yq: () => (/* reexport */ model_metrics/* ModelInputError */.yq),
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

// EXTERNAL MODULE: ./src/stats/model-changes.ts
var model_changes = __webpack_require__(37282);
// EXTERNAL MODULE: ./src/stats/model-metrics.ts + 1 modules
var model_metrics = __webpack_require__(121);
// EXTERNAL MODULE: ./src/stats/components.ts
var components = __webpack_require__(24871);
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
        const task = (0,components/* lessWithin */.Rt)(vD, dfD, Math.min(within, run.v));
        const df = (0,components/* usableDf */.ht)((0,components/* satterthwaite */.Gj)([task, run]));
        const se = Math.sqrt(task.v + run.v);
        if (d - tq(df, tl) * se <= 0)
            continue;
        if (d < bandQ * sRun * Math.sqrt(inv))
            continue;
        if (fam && zF) {
            // The family-level interval (family-test.ts familyParts): the task part, and the
            // family part, the between-family mean square (on groups - 1 df) less the
            // within-family one, clipped at zero.
            const g = fam.groups - 1;
            const vF = Math.max(0, (varD / m.n + extra) * familyChi2Ratio(zF, j, g) - vD);
            const dfF = (0,components/* usableDf */.ht)((0,components/* satterthwaite */.Gj)([task, { v: vF, df: g }, run]));
            if (d - tq(dfF, tl) * Math.sqrt(task.v + vF + run.v) <= 0)
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
/**
 * The bound and range when one side has a single run (issue 25). Its run variance is then
 * the other side's alone, on 2 df at 3 runs, and only assumed to hold for the unreplicated
 * side. At the 90% bound calibrate measured 70.5-83% power (mean 76%) at the 10th
 * percentile of the printed effects for a one-run candidate beside a drifting baseline,
 * over five seeds; the one-sided 95% bound keeps nine PRs in ten at 80% (docs/statistics.md
 * "Sizing"), and the range is the 95% interval, so the bound stays inside it.
 */
const SIZING_RUN_UPPER_ONE_RUN = 0.95;
const SIZING_RANGE_ONE_RUN = 0.95;
/** A side has one run: the run variance comes from the other side only. */
const oneRun = (m) => m.rB < 2 || m.rC < 2;
/** The one-sided bound the sizing uses for this model. */
function sizingUpper(m) {
    return oneRun(m) ? SIZING_RUN_UPPER_ONE_RUN : SIZING_RUN_UPPER;
}
/** The two-sided level of the printed range for this model. */
function sizingRange(m) {
    return oneRun(m) ? SIZING_RANGE_ONE_RUN : SIZING_RANGE;
}
/** chi^2_df quantile at lower-tail probability p (Wilson-Hilferty; exact for df 2). */
function chi2Quantile(df, p) {
    if (df === 2)
        return -2 * Math.log(1 - p);
    const z = (0,normal/* normalInv */.J)(p);
    const c = 2 / (9 * df);
    return df * Math.max(0, 1 - c + z * Math.sqrt(c)) ** 3;
}
/** The model with its measured run-mean variance replaced by its upper bound at `upper`. */
function withSizingRunVariance(m, upper = sizingUpper(m)) {
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

// EXTERNAL MODULE: ./src/stats/eval-tally.ts + 2 modules
var eval_tally = __webpack_require__(69815);
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
            detectableByRule(withSizingRunVariance(measured, (1 - sizingRange(measured)) / 2)),
            detectableByRule(withSizingRunVariance(measured, (1 + sizingRange(measured)) / 2)),
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
const runsOf = (side) => side.split.labels.length > 0 ? side.split.labels.length : side.rows > 0 ? 1 : 0;
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
        runsStored: subset ? labels.length : runsOf(stored),
        runsRegraded: runsOf(regraded),
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
const fmtRatio = (r) => (r < 0.001 ? "under 0.001" : r.toFixed(3));
const fmtP = (p) => (p < 1e-6 ? "< 1e-6" : `= ${p.toPrecision(2)}`);
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
    for (const g of t.near_copies) {
        out.push(`${side} runs ${g.runs.join(", ")} in ${path} agree task by task more closely than their own rollouts allow ` +
            `(spread ${fmtRatio(g.ratio)} of what rollout noise gives, p ${fmtP(g.p)}), as a run copied with a few grades changed would: ` +
            `counted once, not as re-runs (kept run ${g.runs[0]})`);
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

// EXTERNAL MODULE: ./src/stats/holm.ts
var holm = __webpack_require__(28473);
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
    throw new model_metrics/* ModelInputError */.yq(`${said.join("; ")}: too many to resample; check that the results are of this held-out test`, sides.join(", ") || "candidate");
}
/** The comparison itself: coverage, the metrics compared, the floor and the verdict word. */
function compareSides(input, settings, boots) {
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
    const plan = (0,model_metrics/* planMetrics */.T4)(baseline, candidate, settings, paths, warnings, notComparable);
    const floor = noiseFloor(baseline, candidate, plan.metrics, level, settings.noiseFloor ?? null);
    const cmp = (0,model_metrics/* compareAll */.Rt)(plan, baseline, candidate, floor, { ...settings, boots }, notComparable);
    const rows = cmp.comps.map((c) => (0,model_metrics/* metricRow */.dh)(c, floor, plan.guarded));
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
    const changes = (0,model_changes/* classifyChanges */.Wu)(c.rows, c.compOf, level, settings.guardMargin ?? null);
    guardRuns(c, settings.guardMinRuns ?? 1);
    const w = c.warnings;
    w.push(...changes.warnings, ...runWarnings(c.floor, c.rows));
    w.push(...constantGuardWarnings(c.plan.guarded, c.cmp.means));
    w.push(...(0,model_changes/* multiplicityWarning */.gw)(c.rows.length, changes, level));
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
    // pass@1's three bootstraps (each side, the differences) share one stream of draws.
    const boots = new bootstrap/* SharedBootstraps */.R9();
    const resample = { resamples: settings.resamples, seed: settings.seed, level };
    const c = compareSides(input, settings, boots);
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
            means: (0,entry.packTaskMeans)(c.plan.target, c.cmp.means.get(c.plan.target)?.[1] ?? new Map()),
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
        baseline: summarizeSide(input.baselinePath, bName, input.baseline, { ...resample, boots }),
        candidate: summarizeSide(input.candidatePath, cName, input.candidate, { ...resample, boots }),
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
