export const id = 620;
export const ids = [620];
export const modules = {

/***/ 42620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RunStopped: () => (/* binding */ RunStopped),
  buildReport: () => (/* binding */ buildReport),
  reportJson: () => (/* binding */ reportJson),
  stoppedReport: () => (/* binding */ stoppedReport),
  writeReportFiles: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/io/nesting.ts
// Depth of parsed JSON. JSON.parse reads any depth, but JSON.stringify, zod and every
// walk after it recurse, and a row nested a few thousand levels deep overflows the stack
// ("Maximum call stack size exceeded", no file, no line). The reader refuses such rows,
// so everything downstream works on values of bounded depth.
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

// EXTERNAL MODULE: ./src/io/problems.ts
var io_problems = __webpack_require__(19974);
;// CONCATENATED MODULE: ./src/io/document.ts
// One JSON document read as rows with bounded memory. A byte scanner follows the
// document's structure; only the values that are rows (each element of a top-level
// array, or of an array at one of ROW_PATHS inside a top-level object) and the object's
// other members (its "header") are cut out and parsed, one at a time. Each row keeps the
// line it starts on, so problems point at the right place in a pretty-printed file.



/**
 * Where the tools we read keep their rows inside one JSON object: Inspect's `.json` log
 * (`samples`) and promptfoo's `-o out.json` (`results.results`). Everything else in the
 * object is kept whole as the header, up to maxLineBytes in all.
 */
const ROW_PATHS = ["samples", "results.results"];
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
        const ch = b >= 32 && b < 127 ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16)}`;
        this.fail(`not valid JSON at line ${this.lineNo}: expected ${expected}, found ${ch}`);
    }
    structural(b) {
        const top = this.stack[this.stack.length - 1];
        if (top === undefined) {
            if (this.ended) {
                this.fail(`more data after the JSON document ends, at line ${this.lineNo}: ` +
                    "for several objects write one per line (JSONL), or put them in one array");
                return;
            }
            this.started = true;
            if (b === 0x5b) {
                this.stack.push({
                    kind: "array",
                    path: "",
                    line: this.lineNo,
                    state: "first",
                    key: "",
                    target: null,
                });
                this.rowPaths.add("");
            }
            else if (b === 0x7b) {
                this.header = Object.create(null);
                this.stack.push({
                    kind: "object",
                    path: "",
                    line: this.lineNo,
                    state: "first",
                    key: "",
                    target: this.header,
                });
            }
            else {
                this.unexpected(b, "{ or [");
            }
            return;
        }
        if (top.kind === "array") {
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
            return;
        }
        // object
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
            case "value": {
                top.state = "comma";
                const path = top.path === "" ? top.key : `${top.path}.${top.key}`;
                if (b === 0x5b && ROW_PATHS.includes(path) && top.target !== null) {
                    this.rowPaths.add(path);
                    this.stack.push({
                        kind: "array",
                        path,
                        line: this.lineNo,
                        state: "first",
                        key: "",
                        target: null,
                    });
                    return;
                }
                if (b === 0x7b && top.target !== null && ROW_PATHS.some((p) => p.startsWith(`${path}.`))) {
                    const inner = Object.create(null);
                    top.target[top.key] = inner;
                    this.stack.push({
                        kind: "object",
                        path,
                        line: this.lineNo,
                        state: "first",
                        key: "",
                        target: inner,
                    });
                    return;
                }
                this.begin({ what: "member", frame: top, key: top.key }, b);
                return;
            }
        }
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
        // Next backslash at or after i (n = none): found once per chunk region, not per string.
        let nextBs = -1;
        while (i < n) {
            const b = chunk[i];
            if (inString) {
                if (escape) {
                    escape = false;
                    i++;
                    continue;
                }
                // Jump to the next quote or backslash: strings are most of the bytes.
                const q = chunk.indexOf(0x22, i);
                if (q < 0) {
                    // Unterminated in this chunk: an odd run of trailing backslashes escapes the
                    // next chunk's first byte.
                    escape = trailingBackslashes(chunk, i, n) % 2 === 1;
                    break;
                }
                if (nextBs < i) {
                    nextBs = chunk.indexOf(0x5c, i);
                    if (nextBs < 0)
                        nextBs = n;
                }
                if (nextBs < q) {
                    escape = true;
                    i = nextBs + 1;
                    continue;
                }
                inString = false;
                i = q + 1;
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
        const piece = chunk.subarray(start, end < 0 ? n : end);
        if (!c.skipping) {
            if (c.bytes + piece.length > this.limits.maxLineBytes)
                this.tooBig(c);
            else {
                c.pieces.push(piece);
                c.bytes += piece.length;
            }
        }
        if (end < 0)
            return n;
        this.endCapture();
        return end;
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
        if (!(0,external_node_buffer_.isUtf8)(bytes)) {
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
                this.problems.add(c.line, "", clip(`not valid JSON: ${err.message}`));
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
            this.problems.add(c.line, "", `expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
            return;
        }
        const deep = tooDeep(value);
        if (deep !== null) {
            this.problems.add(c.line, deep, `nested more than ${MAX_NESTING} levels deep`);
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
/** The one message for a file whose layout cannot hold rows, or null when rows can be read. */
function rawKindMessage(kind, formatHint) {
    switch (kind) {
        case "parquet":
            return ("this is a Parquet file, which is not read here: export it as JSONL " +
                "(e.g. pandas: df.to_json(path, orient='records', lines=True))");
        case "lfs-pointer":
            return ("this is a Git LFS pointer, not the data: check out with `lfs: true` " +
                "(actions/checkout) or run `git lfs pull` first");
        case "zip":
            return `this is a zip archive; ${formatHint}`;
        default:
            return null;
    }
}
/** The one message for text that is neither JSONL nor a JSON document. */
function notJsonMessage(head) {
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/io/source.ts
// Where bytes come from: a file on disk or a Buffer already in memory (the held-out
// file fetched from the PR's base commit). Reads in 1 MiB chunks, the size measured
// to keep I/O far from being the bottleneck.


const CHUNK_BYTES = 1 << 20;
/** The file itself cannot be read (missing, a directory, no permission). */
class ReadError extends Error {
    path;
    constructor(path, message) {
        super(message);
        this.path = path;
        this.name = "ReadError";
    }
}
function sourceName(src) {
    return typeof src === "string" ? src : src.name;
}
function explain(path, err) {
    const code = err?.code;
    const why = code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
            ? "is a directory, not a file"
            : code === "EACCES" || code === "EPERM"
                ? "permission denied"
                : err.message;
    return new ReadError(path, `cannot read ${path}: ${why}`);
}
async function openSource(src) {
    if (typeof src !== "string") {
        const data = src.data;
        return { size: data.length, chunks: bufferChunks(data), close: async () => { } };
    }
    // Checked before opening: opening a FIFO blocks until a writer comes, which may be never,
    // and a device such as /dev/zero never ends.
    try {
        refuseOdd(src, await (0,promises_.stat)(src));
    }
    catch (err) {
        throw err instanceof ReadError ? err : explain(src, err);
    }
    let fh;
    try {
        // Non-blocking, so a FIFO swapped in after the check still cannot hang the open;
        // the handle's own stat below then refuses it.
        fh = await (0,promises_.open)(src, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (err) {
        throw explain(src, err);
    }
    try {
        const st = await fh.stat();
        refuseOdd(src, st);
        let closed = false;
        // A generator's finally never runs if it was not started, so closing is explicit too.
        const close = async () => {
            if (closed)
                return;
            closed = true;
            await fh.close();
        };
        return { size: st.size, chunks: fileChunks(fh, src, close), close };
    }
    catch (err) {
        await fh.close();
        throw err instanceof ReadError ? err : explain(src, err);
    }
}
/** Only regular files are read: not directories, FIFOs, sockets or devices. */
function refuseOdd(path, st) {
    if (st.isFile())
        return;
    const what = st.isDirectory()
        ? "is a directory, not a file"
        : st.isFIFO()
            ? "is a named pipe (FIFO), not a regular file"
            : st.isCharacterDevice() || st.isBlockDevice()
                ? "is a device, not a regular file"
                : st.isSocket()
                    ? "is a socket, not a regular file"
                    : "not a regular file";
    throw new ReadError(path, `cannot read ${path}: ${what}`);
}
async function* bufferChunks(data) {
    for (let i = 0; i < data.length; i += CHUNK_BYTES) {
        yield data.subarray(i, Math.min(i + CHUNK_BYTES, data.length));
    }
}
async function* fileChunks(fh, path, close) {
    // A fresh buffer per chunk: a pending partial line may still point into the last one.
    // The next read is started before the current chunk is handed out, so the disk
    // (thread pool) and the parser (main thread) work at the same time.
    const readNext = async () => {
        const buf = Buffer.allocUnsafe(CHUNK_BYTES);
        const { bytesRead } = await fh.read(buf, 0, CHUNK_BYTES, null);
        return bytesRead === CHUNK_BYTES ? buf : buf.subarray(0, bytesRead);
    };
    let pending = readNext();
    try {
        for (;;) {
            let chunk;
            try {
                chunk = await pending;
            }
            catch (err) {
                pending = null;
                throw explain(path, err);
            }
            if (chunk.length === 0) {
                pending = null;
                return;
            }
            pending = readNext();
            yield chunk;
        }
    }
    finally {
        // Let an outstanding read finish before the handle is closed under it.
        if (pending !== null)
            await pending.catch(() => undefined);
        await close();
    }
}

;// CONCATENATED MODULE: ./src/io/zip.ts
// A small zip reader for the archives our users' tools write (an Inspect `.eval` log is a
// zip of JSON entries). It reads the central directory at the end of the file, then each
// wanted entry by its offset, so memory holds one entry at a time. Only what such logs
// use is supported: stored or deflated entries, no encryption, no ZIP64; each entry's
// size is capped and checked against what the directory declared.





/** Entries read as rows (one JSON object each), and top-level entries kept as the header. */
const ROW_ENTRY = /^samples\/[^/]+\.json$/;
const HEADER_ENTRY = /^[^/]+\.json$/;
const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const TAIL_MAX = 22 + 65535;
const CENTRAL_DIR_MAX = 64 * 1024 * 1024;
async function openRandom(src) {
    if (typeof src !== "string") {
        const d = src.data;
        return {
            size: d.length,
            read: async (pos, len) => d.subarray(pos, Math.min(d.length, pos + len)),
            close: async () => { },
        };
    }
    const fh = await (0,promises_.open)(src, "r").catch((e) => {
        throw new ReadError(src, `cannot read ${src}: ${e.message}`);
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
    const start = e.offset + 30 + lfh.readUInt16LE(26) + lfh.readUInt16LE(28);
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
async function* zipBatches(src, limits, problems, header) {
    let rowEntries = 0;
    let headerBytes = 0;
    const ra = await openRandom(src);
    try {
        const tailLen = Math.min(ra.size, TAIL_MAX);
        const tail = await ra.read(ra.size - tailLen, tailLen);
        let list;
        try {
            const dir = directory(tail, ra.size - tailLen, ra.size);
            if (dir.bytes > CENTRAL_DIR_MAX)
                throw new ZipFormatError("its central directory is over 64 MiB");
            list = entries(await ra.read(dir.at, dir.bytes), dir.count);
        }
        catch (err) {
            if (!(err instanceof ZipFormatError))
                throw err;
            problems.add(0, "", `cannot read this zip archive: ${err.message}`);
            return;
        }
        let inflated = 0;
        for (let k = 0; k < list.length; k++) {
            const e = list[k];
            const isRow = ROW_ENTRY.test(e.name);
            if (!isRow && !HEADER_ENTRY.test(e.name))
                continue;
            const line = k + 1;
            if (isRow && ++rowEntries > limits.maxRows) {
                problems.add(line, "", `more rows than the limit of ${limits.maxRows}; reading stopped`);
                return;
            }
            if (e.usize > limits.maxLineBytes) {
                problems.add(line, "", `entry ${e.name} is ${e.usize} bytes, over the limit of ${limits.maxLineBytes}; skipped`);
                continue;
            }
            inflated += e.usize;
            if (inflated > limits.maxFileBytes) {
                problems.add(0, "", `the archive inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
                return;
            }
            const data = await entryData(ra, e);
            if (typeof data === "string") {
                problems.add(line, "", `entry ${e.name} ${data}`);
                continue;
            }
            let value;
            try {
                value = JSON.parse(data.toString("utf8"));
            }
            catch (err) {
                problems.add(line, "", `entry ${e.name} is not valid JSON: ${err.message.slice(0, 160)}`);
                continue;
            }
            if (!isRow) {
                headerBytes += e.usize;
                if (headerBytes > limits.maxLineBytes) {
                    problems.add(line, "", `entry ${e.name}: the archive's entries besides its samples are over ${limits.maxLineBytes} bytes; skipped`);
                }
                else
                    header[e.name] = value;
                continue;
            }
            if (value === null || typeof value !== "object" || Array.isArray(value)) {
                problems.add(line, "", `entry ${e.name}: expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
                continue;
            }
            const deep = tooDeep(value);
            if (deep !== null) {
                problems.add(line, deep, `entry ${e.name}: nested more than ${MAX_NESTING} levels deep`);
                continue;
            }
            yield [{ line, value: value, entry: e.name }];
        }
    }
    finally {
        await ra.close();
    }
}

;// CONCATENATED MODULE: ./src/io/jsonl.ts
// Streaming JSONL reader. Splits Buffer chunks on byte 10 and decodes each line once
// (readline and string chunks measured 2-3x slower). Hashes the raw bytes in the same
// pass, inflates gzip when the magic bytes say so, and keeps memory bounded on hostile
// input: an over-long line is skipped to its newline without being buffered.
// The first bytes decide how the file is read (sniff.ts): JSONL lines, one JSON document
// read value by value (document.ts), a zip's JSON entries (zip.ts), or one message
// saying what the file is when it holds no rows we can read (Parquet, a Git LFS pointer).










const EMPTY_SHA256 = (0,external_node_crypto_.createHash)("sha256").digest("hex");
const jsonl_REASON_MAX = 200;
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
    return { stats, batches: batches(src, limits, problems, stats, layout) };
}
const DEFAULT_ZIP_HINT = "give this role JSONL or a JSON array of rows, or unzip it first";
async function* batches(src, limits, problems, stats, layout) {
    const opened = await openSource(src);
    if (opened.size === 0) {
        await opened.close();
        problems.add(0, "", "file is empty");
        stats.sha256 = EMPTY_SHA256;
        stats.complete = true;
        return;
    }
    if (opened.size > limits.maxFileBytes) {
        await opened.close();
        problems.add(0, "", `file is ${opened.size} bytes, over the limit of ${limits.maxFileBytes} bytes`);
        return;
    }
    const hash = (0,external_node_crypto_.createHash)("sha256");
    const raw = tap(opened.chunks, (c) => {
        hash.update(c);
        stats.bytes += c.length;
    });
    const head = await raw.next();
    if (head.done) {
        // The file shrank between stat and read.
        problems.add(0, "", "file is empty");
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
        stats.sha256 = hash.digest("hex");
        stats.header = Object.create(null);
        for await (const batch of zipBatches(src, limits, problems, stats.header)) {
            stats.rows += batch.length;
            yield batch;
        }
        stats.complete = true;
        return;
    }
    const refused = rawKindMessage(kind, layout.zipHint ?? DEFAULT_ZIP_HINT);
    if (refused !== null) {
        await raw.return(undefined);
        await opened.close();
        stats.layout = "other";
        problems.add(0, "", refused);
        return;
    }
    stats.gzip = kind === "gzip";
    const rest = prepend(first, raw);
    const inflated = { consumed: 0 };
    const decoded = stats.gzip ? gunzip(rest, inflated) : rest;
    let splitter = null;
    let decodedBytes = 0;
    try {
        for await (const chunk of decoded) {
            if (splitter === null) {
                splitter = chooseSplitter(chunk, limits, problems, stats);
                if (splitter === null)
                    return;
            }
            decodedBytes += chunk.length;
            if (decodedBytes > limits.maxFileBytes) {
                problems.add(0, "", `data inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`);
                return;
            }
            splitter.feed(chunk);
            if (splitter.batch.length > 0)
                yield splitter.take();
            if (splitter.stopped)
                return;
        }
    }
    catch (err) {
        if (!isZlibError(err))
            throw err;
        problems.add(0, "", `not valid gzip data: ${err.message}`);
        return;
    }
    finally {
        if (splitter !== null)
            stats.lines = splitter.linesSeen;
        await decoded.return(undefined);
        await opened.close();
    }
    if (splitter === null) {
        problems.add(0, "", "file is empty once decompressed");
        return;
    }
    splitter.finish();
    if (splitter instanceof DocumentSplitter) {
        stats.lines = splitter.linesSeen;
        stats.header = splitter.header;
    }
    if (splitter.batch.length > 0)
        yield splitter.take();
    if (splitter.stopped)
        return;
    if (stats.gzip && inflated.consumed < opened.size) {
        // zlib reads back-to-back members but stops quietly at anything else (a NUL byte,
        // say), while other readers (Python's gzip) skip padding and read on: the rest of
        // the file could hold rows the gates never saw.
        problems.add(0, "", `${opened.size - inflated.consumed} bytes follow the last gzip member and were not read; ` +
            "a gzip file must end with its last member");
        return;
    }
    if (decodedBytes === 0)
        problems.add(0, "", "file is empty once decompressed");
    else if (splitter.nonBlank === 0 && stats.layout === "jsonl") {
        problems.add(0, "", "file has no rows, only blank lines");
    }
    else if (splitter.nonBlank === 0 && stats.layout === "json-array") {
        problems.add(0, "", "the JSON array is empty: no rows");
    }
    stats.sha256 = hash.digest("hex");
    stats.complete = true;
}
/** Reads the first decoded bytes and picks the splitter; null after saying why none fits. */
function chooseSplitter(head, limits, problems, stats) {
    const text = sniffText(head);
    if (text === "not-json") {
        stats.layout = "other";
        problems.add(0, "", notJsonMessage(head));
        return null;
    }
    if (text === "jsonl")
        return new LineSplitter(limits, problems, stats);
    stats.layout = text;
    return new DocumentSplitter(limits, problems, (n) => (stats.rows += n));
}
/** zlib's errors carry Z_* codes; anything else (a read failure, a bug) is not bad gzip data. */
function isZlibError(err) {
    if (err instanceof ReadError)
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
    const gz = (0,external_node_zlib_.createGunzip)({ chunkSize: CHUNK_BYTES });
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
function jsonl_clip(s) {
    return s.length > jsonl_REASON_MAX ? `${s.slice(0, jsonl_REASON_MAX)}...` : s;
}
/** Turns a stream of chunks into parsed rows, keeping line numbers true. */
class LineSplitter {
    limits;
    problems;
    stats;
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
    constructor(limits, problems, stats) {
        this.limits = limits;
        this.problems = problems;
        this.stats = stats;
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
    }
    tooLong() {
        this.nonBlank++;
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
        if (this.nonBlank > this.limits.maxRows) {
            this.problems.add(this.lineNo, "", `more rows than the limit of ${this.limits.maxRows}; reading stopped`);
            this.stopped = true;
            return;
        }
        const bytes = buf.subarray(start, end);
        if (!(0,external_node_buffer_.isUtf8)(bytes)) {
            this.problems.add(this.lineNo, "", "not valid UTF-8");
            return;
        }
        let value;
        try {
            value = JSON.parse(bytes.toString("utf8"));
        }
        catch (err) {
            this.problems.add(this.lineNo, "", jsonl_clip(`not valid JSON: ${err.message}`));
            return;
        }
        if (value === null || typeof value !== "object" || Array.isArray(value)) {
            this.problems.add(this.lineNo, "", `expected a JSON object, got ${(0,io_problems/* describeValue */.bp)(value)}`);
            return;
        }
        const deep = tooDeep(value);
        if (deep !== null) {
            this.problems.add(this.lineNo, deep, `nested more than ${MAX_NESTING} levels deep`);
            return;
        }
        this.stats.rows++;
        this.batch.push({ line: this.lineNo, value: value });
    }
}

// EXTERNAL MODULE: ./src/io/fields.ts
var io_fields = __webpack_require__(63455);
;// CONCATENATED MODULE: ./src/io/messages.ts
/** Content as text: null is "", a list of parts is its text parts joined by newlines. */
function contentText(c) {
    if (typeof c === "string")
        return c;
    if (c === null || c === undefined)
        return "";
    const out = [];
    for (const part of c)
        if (typeof part.text === "string")
            out.push(part.text);
    return out.join("\n");
}
function toMessage(m) {
    const out = { role: m.role, content: contentText(m.content) };
    if (m.tool_calls)
        out.tool_calls = m.tool_calls;
    if (typeof m.name === "string")
        out.name = m.name;
    if (typeof m.tool_call_id === "string")
        out.tool_call_id = m.tool_call_id;
    return out;
}
function toMessages(list) {
    return list.map(toMessage);
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
function whileaiConversation(row) {
    if (row.messages && row.messages.length > 0)
        return toMessages(row.messages);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/io/schemas.ts
// zod 4 schemas for every row the action reads, and the translation of zod issues
// into problems whose field is the dotted path and whose reason says what was expected.



/** Ids, run labels and model names: strings, or numbers that are read as strings. */
const label = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()], { error: "expected a string or a number" });
const contentPart = schemas/* object */.Ikc({ type: schemas/* string */.YjP(), text: schemas/* string */.YjP().nullish() });
const messageSchema = schemas/* object */.Ikc({
    role: schemas/* string */.YjP(),
    content: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* null */.chJ(), schemas/* array */.YOg(contentPart)], {
        error: "expected a string, null or a list of content parts",
    })
        .optional(),
    tool_calls: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    name: schemas/* string */.YjP().nullish(),
    tool_call_id: schemas/* string */.YjP().nullish(),
});
const messageList = schemas/* array */.YOg(messageSchema);
// ---- held-out test ----
const heldoutSchema = schemas/* object */.Ikc({
    task_id: label.nullish(),
    scenario_id: label.nullish(),
    prompt: schemas/* string */.YjP(),
    // Answers are often numbers (GSM8K) or structured; they are kept as text.
    answer: schemas/* unknown */.L5J().optional(),
    reference: schemas/* string */.YjP().nullish(),
    family: schemas/* string */.YjP().nullish(),
});
// ---- eval rows (whileai row shape; each field may be re-mapped by `fields`) ----
const rewardSchema = schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()], { error: "expected 0/1, true/false or a number in [0, 1]" })
    .transform((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v))
    .refine((n) => Number.isFinite(n) && n >= 0 && n <= 1, {
    error: "must be 0/1 or within [0, 1]",
});
/** Markers are numbers; true/false count as 1/0 and null means "not measured". */
const markersSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()], { error: "expected a number" }));
/** One schema per canonical eval field, applied at its default or mapped path. */
const evalFieldSchemas = {
    task: label,
    reward: rewardSchema,
    run: label,
    family: schemas/* string */.YjP(),
    markers: markersSchema,
    source: schemas/* string */.YjP(),
    model: label,
    finish_reason: schemas/* string */.YjP(),
    final_text: schemas/* string */.YjP(),
};
/** The parts of an eval row that are never re-mapped. */
const evalRowSchema = schemas/* object */.Ikc({
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    prompt: schemas/* string */.YjP().nullish(),
    lineage: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullish(),
    // Not used by the statistics, so only their kind is checked: a bad message must not void a grade.
    messages: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    steps: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
});
// ---- SFT rows ----
const sftSchema = schemas/* object */.Ikc({
    messages: messageList.min(1, { error: "must hold at least one message" }).optional(),
    prompt: schemas/* union */.KCZ([schemas/* string */.YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    completion: schemas/* union */.KCZ([schemas/* string */.YjP(), messageList], { error: "expected a string or a message list" })
        .optional(),
    task_id: label.nullish(),
    finish_reason: schemas/* string */.YjP().nullish(),
    source: schemas/* string */.YjP().nullish(),
});
// ---- pairs: the four shapes of docs/design.md §2 ----
/** Optional per-pair facts any shape may carry. */
const pairExtras = {
    task_id: label.nullish(),
    step_index: schemas/* number */.aig().int().nullish(),
    reject_reason: schemas/* string */.YjP().nullish(),
    source: schemas/* string */.YjP().nullish(),
    chosen_score: schemas/* number */.aig().nullish(),
    rejected_score: schemas/* number */.aig().nullish(),
    margin: schemas/* number */.aig().nullish(),
    chosen_model: label.nullish(),
    rejected_model: label.nullish(),
    chosen_finish_reason: schemas/* string */.YjP().nullish(),
    rejected_finish_reason: schemas/* string */.YjP().nullish(),
};
const lineageSchema = schemas/* object */.Ikc({ source: schemas/* string */.YjP().nullish() });
const stepSchema = schemas/* object */.Ikc({
    user: schemas/* string */.YjP().nullish(),
    tool: schemas/* string */.YjP().nullish(),
    arguments: schemas/* unknown */.L5J().optional(),
    args: schemas/* unknown */.L5J().optional(),
    result: schemas/* unknown */.L5J().optional(),
    text: schemas/* string */.YjP().nullish(),
});
/** One side of a whileai pair: a graded row. */
const whileaiSide = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP().nullish(),
    scenario_id: label.nullish(),
    task_id: label.nullish(),
    final_text: schemas/* string */.YjP().nullish(),
    messages: messageList.nullish(),
    steps: schemas/* array */.YOg(stepSchema).nullish(),
    finish_reason: schemas/* string */.YjP().nullish(),
    model_version: label.nullish(),
    lineage: lineageSchema.nullish(),
});
const whileaiPairSchema = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP(),
    chosen: whileaiSide,
    rejected: whileaiSide,
    lineage: schemas/* object */.Ikc({ chosen: lineageSchema.nullish(), rejected: lineageSchema.nullish() })
        .nullish(),
    ...pairExtras,
});
const trlConversationalSchema = schemas/* object */.Ikc({
    // Absent prompt = TRL's implicit prompt: the shared leading messages of both sides.
    prompt: messageList.optional(),
    chosen: messageList,
    rejected: messageList,
    ...pairExtras,
});
const trlStandardSchema = schemas/* object */.Ikc({
    prompt: schemas/* string */.YjP(),
    chosen: schemas/* string */.YjP(),
    rejected: schemas/* string */.YjP(),
    ...pairExtras,
});
const transcriptSchema = schemas/* object */.Ikc({
    chosen: schemas/* string */.YjP(),
    rejected: schemas/* string */.YjP(),
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
        const found = rel === "" ? value : (0,io_fields/* getPath */.Yn)(value, rel);
        const field = prefix === "" ? rel : rel === "" ? prefix : `${prefix}.${rel}`;
        if (issue.code === "invalid_type") {
            const expected = issue.expected ?? "another type";
            const reason = found === undefined
                ? `is missing (expected ${article(expected)})`
                : `expected ${article(expected)}, got ${(0,io_problems/* describeValue */.bp)(found)}`;
            return { field, reason };
        }
        return { field, reason: `${issue.message}, got ${(0,io_problems/* describeValue */.bp)(found)}` };
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

;// CONCATENATED MODULE: ./src/io/rows.ts



/** Python truthiness for the SDK's `scenario_id or task_id or prompt`. */
function truthy(v) {
    return v !== undefined && v !== null && v !== "" && v !== 0 && v !== false;
}
/**
 * An id is given unless absent, null or "". Unlike the SDK's truthiness, 0 is an id:
 * harnesses number their items from 0 (lm-eval's doc_id), and a task 0 that vanished
 * from one file but not the other would mis-pair the files.
 */
function hasId(v) {
    return v !== undefined && v !== null && v !== "";
}
function report(problems, line, issues, value, prefix = "") {
    for (const f of issuesToFields(issues, value, prefix))
        problems.add(line, f.field, f.reason);
}
function normalizeHeldout(row, problems) {
    const { line, value } = row;
    const parsed = heldoutSchema.safeParse(value);
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
const EVAL_FIELDS = Object.keys(io_fields/* DEFAULT_EVAL_PATHS */.Y0);
function normalizeEval(row, fields, problems) {
    const { line, value } = row;
    const before = problems.count;
    const shape = evalRowSchema.safeParse(value);
    if (!shape.success)
        report(problems, line, shape.error.issues, value);
    const read = (name, path, required) => {
        const mapped = fields[name] !== undefined;
        const raw = (0,io_fields/* getPath */.Yn)(value, path);
        if (raw === undefined || raw === null) {
            if (mapped)
                problems.add(line, path, `is missing (mapped as ${name})`);
            else if (required)
                problems.add(line, path, "is missing (expected 0/1, true/false or a number in [0, 1])");
            return undefined;
        }
        const r = evalFieldSchemas[name].safeParse(raw);
        if (!r.success) {
            report(problems, line, r.error.issues, raw, path);
            return undefined;
        }
        // zod rebuilds records on a plain object, where a "__proto__" key is lost; the
        // markers were validated, so keep the parsed JSON object itself.
        return name === "markers" ? raw : r.data;
    };
    let task;
    if (fields.task !== undefined) {
        const t = read("task", fields.task, true);
        task = t === undefined ? undefined : String(t);
    }
    else if (shape.success) {
        const d = shape.data;
        const key = hasId(d.scenario_id) ? d.scenario_id : hasId(d.task_id) ? d.task_id : d.prompt;
        if (truthy(key))
            task = String(key);
        else
            problems.add(line, "task_id", "no task key: expected scenario_id, task_id or prompt");
    }
    const got = {};
    for (const name of EVAL_FIELDS) {
        got[name] = read(name, fields[name] ?? io_fields/* DEFAULT_EVAL_PATHS */.Y0[name], name === "reward");
    }
    if (problems.count > before || task === undefined)
        return null;
    // No prototype: a marker named "__proto__" is kept like any other name.
    const markers = Object.create(null);
    const out = { line, task, reward: got.reward, markers };
    const run = (0,io_fields/* labelString */.s1)(got.run);
    if (run !== undefined)
        out.run = run;
    if ((0,io_fields/* isRecord */.u4)(got.markers)) {
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
    const model = (0,io_fields/* labelString */.s1)(got.model);
    if (model !== undefined)
        out.model_version = model;
    if (typeof got.finish_reason === "string")
        out.finish_reason = got.finish_reason;
    if (typeof got.final_text === "string")
        out.final_text = got.final_text;
    return out;
}
function side(v, role) {
    return typeof v === "string" ? [{ role, content: v }] : toMessages(v);
}
function normalizeSft(row, problems) {
    const line = row.line;
    const value = (0,io_fields/* withoutNulls */.Le)(row.value);
    const parsed = sftSchema.safeParse(value);
    if (!parsed.success) {
        report(problems, line, parsed.error.issues, value);
        return null;
    }
    const d = parsed.data;
    let out;
    if (d.messages !== undefined) {
        const messages = toMessages(d.messages);
        if (!messages.some((m) => m.role === "assistant")) {
            problems.add(line, "messages", "has no assistant message, so the row teaches nothing");
            return null;
        }
        out = { line, prompt: promptText(messages), completion: assistantText(messages), messages };
    }
    else if (d.prompt !== undefined && d.completion !== undefined) {
        const p = side(d.prompt, "user");
        const c = side(d.completion, "assistant");
        out = {
            line,
            prompt: promptText(p),
            completion: typeof d.completion === "string" ? d.completion : assistantText(c),
            messages: [...p, ...c],
        };
    }
    else {
        problems.add(line, d.prompt === undefined ? (d.completion === undefined ? "messages" : "prompt") : "completion", "is missing (expected messages, or prompt and completion)");
        return null;
    }
    const task = (0,io_fields/* labelString */.s1)(d.task_id);
    if (task !== undefined)
        out.task_id = task;
    if (typeof d.finish_reason === "string")
        out.finish_reason = d.finish_reason;
    if (typeof d.source === "string")
        out.source = d.source;
    return out;
}

;// CONCATENATED MODULE: ./src/io/shapes.ts




const PAIR_SHAPES = {
    whileai: "whileai (chosen/rejected are graded row objects)",
    "trl-conversational": "trl-conversational (chosen/rejected are message lists)",
    "trl-standard": "trl-standard (prompt, chosen, rejected strings)",
    transcript: "transcript (chosen/rejected whole dialogues, no prompt)",
};
/** The shape a row looks like, from the types of chosen/rejected and whether a prompt is given. */
function detectPairShape(v) {
    const c = v.chosen;
    const r = v.rejected;
    if ((0,io_fields/* isRecord */.u4)(c) && (0,io_fields/* isRecord */.u4)(r))
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
    return (0,io_problems/* describeValue */.bp)(v);
}
const ASSISTANT_TURN = "\n\nAssistant:";
/** Copies the optional per-pair facts that are present (null counts as absent). */
function withExtras(p, x) {
    const task = (0,io_fields/* labelString */.s1)(x.task_id);
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
    const cm = (0,io_fields/* labelString */.s1)(x.chosen_model);
    if (cm !== undefined)
        p.chosen_model = cm;
    const rm = (0,io_fields/* labelString */.s1)(x.rejected_model);
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
        prompt: allText(prompt),
        chosen: assistantText(chosen),
        rejected: assistantText(rejected),
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
function normalizeTrlConversational(line, d) {
    let prompt;
    let chosen = toMessages(d.chosen);
    let rejected = toMessages(d.rejected);
    let mismatch = false;
    if (d.prompt !== undefined) {
        prompt = toMessages(d.prompt);
    }
    else {
        // Implicit prompt: the messages both sides share before the first assistant turn differs.
        let k = 0;
        while (k < chosen.length && k < rejected.length && sameMessage(chosen[k], rejected[k]))
            k++;
        // A prompt ends on the model's input, so a shared last assistant turn goes back to the sides.
        const cut = k > 0 && chosen[k - 1].role === "assistant" ? k - 1 : k;
        prompt = chosen.slice(0, cut);
        chosen = chosen.slice(cut);
        rejected = rejected.slice(cut);
        mismatch = k === 0;
    }
    const p = base(line, "trl-conversational", prompt, chosen, rejected);
    p.prompt_mismatch = mismatch;
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
    const prompt = transcriptMessages(chosenPrefix);
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
function normalizeWhileai(line, d) {
    const c = whileaiConversation(d.chosen);
    const r = whileaiConversation(d.rejected);
    const ci = firstAssistant(c);
    const ri = firstAssistant(r);
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
    whileai: whileaiPairSchema,
    "trl-conversational": trlConversationalSchema,
    "trl-standard": trlStandardSchema,
    transcript: transcriptSchema,
};
/**
 * Per-file pair normalizer. The first row that is valid under its detected shape
 * fixes the file's shape; a later row of another shape is a problem.
 */
class PairNormalizer {
    problems;
    shape = null;
    shapeLine = 0;
    constructor(problems) {
        this.problems = problems;
    }
    normalize(row) {
        const line = row.line;
        const value = (0,io_fields/* withoutNulls */.Le)(row.value);
        const seen = detectPairShape(value);
        if (seen === null) {
            const expected = Object.values(PAIR_SHAPES).join("; ");
            this.problems.add(line, "", `unknown pair shape: expected one of ${expected}; this row has keys: ${keyList(value)}`);
            return null;
        }
        if (this.shape !== null && seen !== this.shape) {
            this.problems.add(line, "", `this row is a ${seen} pair but the file's pairs are ${this.shape} (decided at line ${this.shapeLine})`);
            return null;
        }
        const parsed = SCHEMAS[seen].safeParse(value);
        if (!parsed.success) {
            for (const f of issuesToFields(parsed.error.issues, value)) {
                this.problems.add(line, f.field, f.reason);
            }
            return null;
        }
        const pair = this.build(seen, line, parsed.data);
        if (pair !== null && this.shape === null) {
            this.shape = seen;
            this.shapeLine = line;
        }
        return pair;
    }
    build(shape, line, data) {
        switch (shape) {
            case "trl-standard":
                return normalizeTrlStandard(line, data);
            case "trl-conversational":
                return normalizeTrlConversational(line, data);
            case "transcript":
                return normalizeTranscript(line, data, this.problems);
            case "whileai":
                return normalizeWhileai(line, data);
        }
    }
}

;// CONCATENATED MODULE: ./src/io/read.ts






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
function summary(role, src, shape, stats, rows, problems) {
    return {
        role,
        path: sourceName(src),
        shape,
        bytes: stats.bytes,
        rows,
        sha256: stats.sha256,
        problems: problems.list(),
        problem_count: problems.count,
        problem_groups: problems.groupList(),
    };
}
async function readHeldout(src, opts) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const tasks = [];
    const firstLine = new Map();
    for await (const batch of reader.batches) {
        for (const row of batch) {
            const t = normalizeHeldout(row, problems);
            if (t === null)
                continue;
            const seen = firstLine.get(t.task_id);
            if (seen !== undefined) {
                problems.add(t.line, "task_id", `duplicate task id "${t.task_id}" (first at line ${seen})`);
                continue;
            }
            firstLine.set(t.task_id, t.line);
            tasks.push(t);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    const s = summary("heldout", src, "heldout", reader.stats, tasks.length, problems);
    s.tasks = tasks.length;
    return { tasks, summary: s };
}
async function readEvalRows(src, role, opts) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const fields = opts.fields ?? {};
    const rows = [];
    const tasks = new Set();
    const runs = new Set();
    for await (const batch of reader.batches) {
        for (const row of batch) {
            const r = normalizeEval(row, fields, problems);
            if (r === null)
                continue;
            rows.push(r);
            tasks.add(r.task);
            if (r.run !== undefined)
                runs.add(r.run);
        }
    }
    const s = summary(role, src, "eval", reader.stats, rows.length, problems);
    s.tasks = tasks.size;
    s.runs = [...runs];
    return { rows, summary: s };
}
async function streamPairs(src, opts, onBatch) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    const norm = new PairNormalizer(problems);
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        for (const row of batch) {
            const p = norm.normalize(row);
            if (p !== null)
                out.push(p);
        }
        if (out.length > 0) {
            n += out.length;
            onBatch(out);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    return summary("pairs", src, norm.shape ?? "unknown", reader.stats, n, problems);
}
async function streamSft(src, opts, onBatch) {
    const problems = new io_problems/* ProblemCollector */.tH(sourceName(src));
    const reader = readJsonl(src, opts, problems);
    let n = 0;
    for await (const batch of reader.batches) {
        const out = [];
        for (const row of batch) {
            const r = normalizeSft(row, problems);
            if (r !== null)
                out.push(r);
        }
        if (out.length > 0) {
            n += out.length;
            onBatch(out);
        }
    }
    noRowsInDocument(reader.stats, reader.stats.rows, problems);
    return summary("sft", src, "sft", reader.stats, n, problems);
}

;// CONCATENATED MODULE: ./src/gates/u64-table.ts
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

;// CONCATENATED MODULE: ./src/gates/tokens.ts
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

;// CONCATENATED MODULE: ./src/gates/gram-keys.ts
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
        hi[0] = fin(ha, n);
        lo[0] = fin(hb, tag);
        for (let p = 1; p < windows; p++) {
            ha = (Math.imul((ha - Math.imul(a[p - 1], powA)) | 0, BASE_A) + a[p + n - 1]) | 0;
            hb = (Math.imul((hb - Math.imul(b[p - 1], powB)) | 0, BASE_B) + b[p + n - 1]) | 0;
            hi[p] = fin(ha, n);
            lo[p] = fin(hb, tag);
        }
        this.count = windows;
        return windows;
    }
}

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
        ha = mixA(ha, w.a[j]);
        hb = mixB(hb, w.b[j]);
    }
    out[0] = fin(ha, w.n);
    out[1] = fin(hb, w.n);
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
        this.exact = new U64Table(tasks.length * 2);
        this.grams = new U64Table(4096);
        const words = new WordHashes();
        const key = new Uint32Array(2);
        const grams = new GramKeys();
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

;// CONCATENATED MODULE: ./src/gates/findings.ts
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
    compact() {
        this.items.sort(byLine);
        if (this.items.length > this.cap)
            this.items.length = this.cap;
    }
}

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
    words = new WordHashes();
    key = new Uint32Array(2);
    grams = new GramKeys();
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
        const w = this.words;
        const W = w.scan(text);
        if (W === 0)
            return null;
        const key = this.key;
        let ex = -1;
        if (W <= ix.maxWords) {
            textKey(w, key);
            ex = ix.exact.get(key[0], key[1]);
        }
        if (ex >= 0) {
            return {
                rule: "exact",
                text: ex,
                coverage: 1,
                test_coverage: 1,
                match: quote(text, 0, W),
            };
        }
        const n = ix.ngram;
        if (W < n || ix.entries === 0)
            return null;
        const cur = this.nextEpoch();
        const windows = this.grams.compute(w, n);
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
        if (matched.length === 0)
            return null;
        // Upper bounds per test text, from counts alone, before any exact measure.
        const cands = this.cands;
        cands.length = 0;
        // An n-gram found in more than COMMON_TEXTS test texts is the test's boilerplate
        // (a shared preamble, a template line): it still counts toward the coverage of
        // a test item found through other n-grams, but it does not nominate items by
        // itself. That bounds the work per text on templated test sets.
        let commonWin = 0;
        for (const e of matched) {
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
        let best = null;
        let bestScore = -1;
        for (const t of cands) {
            const Wt = ix.textWords[t];
            // Upper bounds; boilerplate n-grams were not counted per text, so add them to
            // every candidate (forward) or measure exactly whenever any matched (reverse).
            const maybeFwd = Math.min(W, n * (this.fwdUp[t] + commonWin)) >= overlap * W;
            const maybeRev = commonWin > 0 || Math.min(Wt, n * this.revUp[t]) >= overlap * Wt;
            if (!maybeFwd && !maybeRev)
                continue;
            const a = ix.textStart[t];
            const b = ix.textStart[t + 1];
            // Reverse: which of the test text's n-gram positions occur in this text.
            let revCovered = 0;
            let end = 0;
            for (let i = a; i < b; i++) {
                if (this.entryStamp[ix.textEntries[i]] === cur) {
                    const p = i - a;
                    const s = Math.max(p, end);
                    revCovered += p + n - s;
                    end = p + n;
                }
            }
            // Forward: which of this text's words are covered by the test text's n-grams.
            const cur2 = this.nextEpoch2();
            for (let i = a; i < b; i++)
                this.entryStamp2[ix.textEntries[i]] = cur2;
            let fwdCovered = 0;
            let first = -1;
            end = 0;
            for (let h = 0; h < hits; h++) {
                if (this.entryStamp2[this.hitEntry[h]] === cur2) {
                    const p = this.hitPos[h];
                    if (first < 0)
                        first = p;
                    const s = Math.max(p, end);
                    fwdCovered += p + n - s;
                    end = p + n;
                }
            }
            const fwd = fwdCovered / W;
            const rev = revCovered / Wt;
            if (fwd < overlap && rev < overlap)
                continue;
            const score = Math.max(fwd, rev);
            if (score > bestScore) {
                bestScore = score;
                best = {
                    rule: "ngram",
                    text: t,
                    coverage: round3(fwd),
                    test_coverage: round3(rev),
                    match: first >= 0 ? quote(text, first, first + n) : "",
                };
            }
        }
        return best;
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
    const [a, b] = wordSpan(text, from, to);
    const s = text.slice(a, Math.min(b, a + 400)).replace(/\s+/g, " ");
    return s.length > 120 ? s.slice(0, 119) + "…" : s;
}

;// CONCATENATED MODULE: ./src/gates/contamination.ts


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
    byField = {};
    findings = new FindingList();
    constructor(settings, index, file) {
        this.settings = settings;
        this.index = index;
        this.file = file;
        if (index.ngram !== settings.ngram) {
            throw new Error(`held-out index uses ${index.ngram}-grams but the settings ask for ${settings.ngram}`);
        }
        this.probe = new HeldoutProbe(index);
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
        if (taskId !== undefined && taskId !== "") {
            this.withTaskId++;
            if (this.index.taskIds.has(taskId)) {
                hit = { rule: "same_task", field: "task", task: taskId, coverage: 1, test_coverage: 1 };
            }
        }
        if (!hit) {
            for (const [field, text] of fields) {
                m = this.probe.check(text, this.settings.overlap);
                if (m) {
                    hit = {
                        rule: m.rule,
                        field,
                        task: this.index.textTask[m.text],
                        coverage: m.coverage,
                        test_coverage: m.test_coverage,
                    };
                    break;
                }
            }
        }
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
        this.n += o.n;
        this.withTaskId += o.withTaskId;
        this.counts.same_task += o.counts.same_task;
        this.counts.exact += o.counts.exact;
        this.counts.ngram += o.counts.ngram;
        for (const [k, v] of Object.entries(o.byField))
            this.byField[k] = (this.byField[k] ?? 0) + v;
        this.findings.merge(o.findings);
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
                ? `${total} of ${this.n} rows contain held-out test items (${this.counts.same_task} same task, ${this.counts.exact} exact, ${this.counts.ngram} by ${ix.ngram}-grams)`
                : `no row matches any of ${ix.tasks} held-out tasks (${ix.ngram}-grams, overlap ${pct(this.settings.overlap)}; fields: ${this.settings.contaminationFields.join(", ")})`,
            figures: {
                rows: this.n,
                n_contaminated: total,
                contamination_rate: this.n ? Math.round((total / this.n) * 10000) / 10000 : 0,
                n_same_task: this.counts.same_task,
                n_exact: this.counts.exact,
                n_near: this.counts.ngram,
                by_field: byField,
                rows_with_task_id: this.withTaskId,
                ngram: ix.ngram,
                overlap: this.settings.overlap,
                fields: [...this.settings.contaminationFields],
                heldout_tasks: ix.tasks,
                heldout_texts: ix.texts,
                heldout_ngrams: ix.entries,
                index_bytes: ix.bytes,
                rules_skipped: rulesSkipped,
            },
            findings: kept.findings,
            findings_truncated: kept.truncated,
        };
    }
}

;// CONCATENATED MODULE: ./src/gates/duplicates.ts
// Duplicate detection in memory proportional to the number of distinct rows:
// each row is kept only as a 64-bit hash (two Uint32 halves) mapped to its
// smallest line, about 24-48 bytes per distinct row. The copy on the smallest
// line is "the original" whatever order the rows come in; the others are
// duplicates of it.

class DuplicateTracker {
    cap;
    /** hash -> smallest line seen with it. */
    table = new U64Table(1024);
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

;// CONCATENATED MODULE: ./src/gates/hash.ts

let laneA = 0;
let laneB = 0;
function feed(s) {
    let a = laneA;
    let b = laneB;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = (Math.imul(b, 0x2f) + c) | 0;
    }
    // The length closes each part, so the split points are part of the key.
    laneA = Math.imul(a ^ s.length, 0x01000193);
    laneB = (Math.imul(b, 0x2f) + s.length + 0x9e3779b9) | 0;
}
function feedSide(messages, text) {
    if (messages.length === 0) {
        feed(text);
        return;
    }
    // Whole messages, so rollouts that end in the same words but took different
    // tool calls stay different.
    for (const m of messages) {
        feed(m.role);
        feed(m.content);
        if (m.tool_calls !== undefined)
            feed(JSON.stringify(m.tool_calls));
        if (m.tool_call_id !== undefined)
            feed(m.tool_call_id);
    }
    feed("\u0000");
}
/** Fingerprint of the prompt and both sides, written into out as [hi, lo]. */
function pairDigest(p, out) {
    laneA = 0x811c9dc5;
    laneB = 0x9747b28c;
    feed(p.prompt);
    feedSide(p.chosen_messages, p.chosen);
    feedSide(p.rejected_messages, p.rejected);
    out[0] = fin(laneA ^ Math.imul(laneB, 0x27d4eb2d), 0);
    out[1] = fin(laneB + 0x165667b1, 0);
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
    findings = new FindingList();
    dups = new DuplicateTracker(DEFAULT_FINDINGS_CAP);
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
    result() {
        const all = new FindingList();
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

;// CONCATENATED MODULE: ./src/gates/histogram.ts
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

;// CONCATENATED MODULE: ./src/gates/binomial.ts
// Exact two-sided sign test (McNemar's exact test on the discordant pairs) and
// Holm's step-down adjustment. Kept here because the style gate needs them with
// no dependency on the model-side statistics.
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
/** Holm-adjusted p-values, in the input's order. */
function holm(ps) {
    const m = ps.length;
    const order = ps.map((p, i) => [p, i]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const out = new Array(m);
    let running = 0;
    order.forEach(([p, i], rank) => {
        running = Math.max(running, Math.min(1, (m - rank) * p));
        out[i] = running;
    });
    return out;
}

;// CONCATENATED MODULE: ./src/gates/correlation.ts
// Pearson correlation from running sums, so shards can be added together.
class PearsonSums {
    n = 0;
    sx = 0;
    sy = 0;
    sxx = 0;
    syy = 0;
    sxy = 0;
    add(x, y) {
        this.n++;
        this.sx += x;
        this.sy += y;
        this.sxx += x * x;
        this.syy += y * y;
        this.sxy += x * y;
    }
    merge(o) {
        this.n += o.n;
        this.sx += o.sx;
        this.sy += o.sy;
        this.sxx += o.sxx;
        this.syy += o.syy;
        this.sxy += o.sxy;
    }
    /** Rounded to 3 places like the SDK; null with fewer than 3 points or a constant side. */
    value() {
        const { n, sx, sy, sxx, syy, sxy } = this;
        if (n < 3)
            return null;
        const vx = n * sxx - sx * sx;
        const vy = n * syy - sy * sy;
        if (vx <= 0 || vy <= 0)
            return null;
        const r = (n * sxy - sx * sy) / Math.sqrt(vx * vy);
        return Math.round(Math.max(-1, Math.min(1, r)) * 1000) / 1000;
    }
}

;// CONCATENATED MODULE: ./src/gates/style.ts





/** The SDK flags a marker when the phrase-to-pass correlation reaches this. */
const SDK_CORR_THRESHOLD = 0.3;
/** Phrase table shared by one gate instance: which family each phrase belongs to. */
class FamilyMatcher {
    families;
    phraseFamily;
    phraseText;
    matcher;
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
    teaching;
    fc;
    fr;
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
        this.teaching = this.m.families.map(() => new FindingList());
        this.fc = new Uint8Array(k);
        this.fr = new Uint8Array(k);
    }
    add(p) {
        this.nPairs++;
        const { fc, fr, pc, pr, m } = this;
        m.scan(p.chosen, fc, pc);
        m.scan(p.rejected, fr, pr);
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
            this.teaching[f].merge(o.teaching[f]);
        }
        for (let i = 0; i < this.phraseRows.length; i++)
            this.phraseRows[i] += o.phraseRows[i];
    }
    result() {
        const { settings, m, nPairs } = this;
        const raw = m.families.map((_, f) => signTestP(this.chosenOnly[f], this.rejectedOnly[f]));
        const adj = holm(raw);
        const markers = m.families.map((name, f) => {
            const a = this.chosenOnly[f];
            const b = this.rejectedOnly[f];
            const teachShare = nPairs ? a / nPairs : 0;
            const corr = this.corr[f].value();
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
                sdk_flagged: corr !== null && corr >= SDK_CORR_THRESHOLD,
                top_phrases: topPhrases(this.phraseRows, m, f),
            };
        });
        const flagged = markers.filter((x) => x.flagged);
        const status = flagged.length ? "warn" : "pass";
        const findings = new FindingList();
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

;// CONCATENATED MODULE: ./src/gates/looks-finished.ts
// Heuristic for "this reply ended on purpose", following the whileai SDK's
// looks_finished rules (terminal punctuation, balanced code fences, a bare
// answer line, or a sign-off) so our truncation counts agree with its reports.
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
function words(s) {
    const t = s.trim();
    return t === "" ? 0 : t.split(/\s+/).length;
}
function isSignOff(line) {
    const t = line.trim();
    return words(t) <= 6 && SIGN_OFF.test(t);
}
function looksFinished(text) {
    const t = text.trimEnd();
    if (t === "")
        return false;
    if (CLOSERS.has(t[t.length - 1]))
        return true;
    if (t.endsWith("```"))
        return (t.split("```").length - 1) % 2 === 0;
    const lines = t.split("\n").filter((l) => l.trim() !== "");
    const last = lines[lines.length - 1].trim();
    if (ANSWER_LINE.test(last))
        return true;
    if (isSignOff(last))
        return true;
    if (lines.length >= 2 && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
        const prev = lines[lines.length - 2].trimEnd();
        return prev.endsWith(",") || isSignOff(prev);
    }
    return false;
}
/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;
/** The rule looksTruncated applies, in words, as the truncation gates report it. */
const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars that do not look finished`;
/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
function looksTruncated(text, finishReason) {
    if (finishReason === "length")
        return "finish_reason is length";
    const t = text.trimEnd();
    if (t.length >= LONG_REPLY && !looksFinished(t))
        return "a long reply that stops mid-thought";
    return null;
}

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
    findings = new FindingList();
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
    findings = new FindingList();
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

;// CONCATENATED MODULE: ./src/gates/index.ts







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
        ix = new HeldoutIndex(heldout, settings.ngram);
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
/** One file's gate results, with the worst status as the file's. */
function dataCheck(kind, path, shape, rows, gates) {
    return { kind, path, shape, rows, gates, status: rows === 0 ? "fail" : overall(gates) };
}
function shapeOf(shapes, fallback) {
    return shapes.size ? [...shapes].sort().join("+") : fallback;
}
class PairGatesImpl {
    file;
    length;
    style;
    truncation;
    contamination;
    integrity;
    rows = 0;
    shapes = new Set();
    constructor(settings, index, file) {
        this.file = file;
        this.length = new PairLengthGate(settings);
        this.style = new PairStyleGate(settings, file);
        this.truncation = new PairTruncationGate(file);
        this.contamination = new ContaminationGate(settings, index, file);
        this.integrity = new IntegrityGate(settings, file);
    }
    add(pair) {
        this.rows++;
        this.shapes.add(pair.shape);
        this.length.add(pair);
        this.style.add(pair);
        this.truncation.add(pair);
        const hit = this.contamination.addPair(pair);
        const broken = this.integrity.add(pair);
        return hit === null && !broken;
    }
    merge(other) {
        if (!(other instanceof PairGatesImpl) || other.file !== this.file) {
            throw new Error("pair gates merge only with pair gates over the same file");
        }
        this.rows += other.rows;
        for (const s of other.shapes)
            this.shapes.add(s);
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
        this.integrity.merge(other.integrity);
    }
    result() {
        return dataCheck("pairs", this.file, shapeOf(this.shapes, "pairs"), this.rows, [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
            this.integrity.result(),
        ]);
    }
}
class SftGatesImpl {
    file;
    length = new SftLengthGate();
    style;
    truncation;
    contamination;
    rows = 0;
    constructor(settings, index, file) {
        this.file = file;
        this.style = new SftStyleGate(settings);
        this.truncation = new SftTruncationGate(file);
        this.contamination = new ContaminationGate(settings, index, file);
    }
    add(row) {
        this.rows++;
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
        this.length.merge(other.length);
        this.style.merge(other.style);
        this.truncation.merge(other.truncation);
        this.contamination.merge(other.contamination);
    }
    result() {
        return dataCheck("sft", this.file, "sft", this.rows, [
            this.length.result(),
            this.style.result(),
            this.truncation.result(),
            this.contamination.result(),
        ]);
    }
}
function asIndex(heldout, settings) {
    return heldout instanceof HeldoutIndex ? heldout : buildHeldoutIndex(heldout, settings);
}
/**
 * Gates for one pairs file. Pass a prebuilt HeldoutIndex when several
 * accumulators (shards) will be merged: they must share it.
 */
function createPairGates(settings, heldout, file) {
    return new PairGatesImpl(settings, asIndex(heldout, settings), file);
}
/** Gates for one SFT file: length and style are descriptive; truncation and contamination can fail. */
function createSftGates(settings, heldout, file) {
    return new SftGatesImpl(settings, asIndex(heldout, settings), file);
}

;// CONCATENATED MODULE: ./src/gates/clean-pairs.ts
// Writes the pairs that passed the contamination and integrity gates as TRL
// conversational preference rows: prompt, chosen and rejected as message lists.
// Streaming: rows are buffered up to 1 MiB and appended with synchronous writes,
// so memory stays flat and the file is byte-identical for the same input.

const FLUSH_BYTES = 1 << 20;
function messages(list, text, role) {
    if (list.length > 0)
        return list;
    return text === "" ? [] : [{ role, content: text }];
}
/** One TRL conversational row; scores and margin are carried along when known. */
function toTrlConversational(p) {
    const row = {
        prompt: messages(p.prompt_messages, p.prompt, "user"),
        chosen: messages(p.chosen_messages, p.chosen, "assistant"),
        rejected: messages(p.rejected_messages, p.rejected, "assistant"),
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

// EXTERNAL MODULE: ./node_modules/seedrandom/index.js
var seedrandom = __webpack_require__(24058);
var seedrandom_default = /*#__PURE__*/__webpack_require__.n(seedrandom);
;// CONCATENATED MODULE: ./src/stats/rng.ts
// One seeded stream per use. alea is fast in V8 and reproducible from a string seed; the
// algorithm name and seed are printed in every report so a run can be repeated exactly.

const RNG_NAME = "alea";
function makeRng(seed) {
    return seedrandom_default().alea(String(seed));
}
/** Uniform index in 0..n-1. Hot loops inline the same expression. */
function drawIndex(rng, n) {
    return Math.floor(rng() * n);
}

;// CONCATENATED MODULE: ./src/stats/bootstrap.ts
// Percentile bootstrap over tasks, on typed arrays so 10,000 x 5,000 stays well under
// half a second. Index rule and minimum size follow the SDK's bootstrap_ci.

/** An interval needs at least this many values (the SDK's MIN_CI_TASKS). */
const MIN_CI_VALUES = 3;
/** Refuse work beyond this many draws per bootstrap, so hostile inputs end in bounded time. */
const MAX_DRAWS = 2e9;
class ResampleBudgetError extends Error {
    constructor(n, resamples) {
        super(`${n} tasks x ${resamples} resamples is more than ${MAX_DRAWS.toExponential()} draws; ` +
            `lower "resamples"`);
        this.name = "ResampleBudgetError";
    }
}
/** Sorted-position of the lower and upper percentile bounds among `resamples` sorted means. */
function percentileIndices(resamples, level) {
    const lo = Math.floor(((1 - level) / 2) * resamples);
    const hi = Math.floor(((1 + level) / 2) * resamples) - 1;
    return [Math.min(Math.max(lo, 0), resamples - 1), Math.min(Math.max(hi, lo, 0), resamples - 1)];
}
function mean(values) {
    let s = 0;
    for (let i = 0; i < values.length; i++)
        s += values[i];
    return s / values.length;
}
/** Sample standard deviation (n - 1); null under two values. */
function sampleSd(values) {
    const n = values.length;
    if (n < 2)
        return null;
    const m = mean(values);
    let ss = 0;
    for (let i = 0; i < n; i++)
        ss += (values[i] - m) ** 2;
    return Math.sqrt(ss / (n - 1));
}
function checkBudget(n, resamples) {
    if (!Number.isInteger(resamples) || resamples < 1) {
        throw new RangeError(`resamples must be a positive integer, got ${resamples}`);
    }
    if (n * resamples > MAX_DRAWS)
        throw new ResampleBudgetError(n, resamples);
}
function interval(means, level) {
    means.sort();
    const [lo, hi] = percentileIndices(means.length, level);
    return [means[lo], means[hi]];
}
/** Percentile interval of the mean; null with fewer than 3 values. */
function bootstrapMean(values, opt) {
    const n = values.length;
    if (n < MIN_CI_VALUES)
        return null;
    checkBudget(n, opt.resamples);
    const data = Float64Array.from(values);
    const B = opt.resamples;
    const means = new Float64Array(B);
    const rng = makeRng(opt.seed);
    for (let b = 0; b < B; b++) {
        let s = 0;
        for (let i = 0; i < n; i++)
            s += data[Math.floor(rng() * n)];
        means[b] = s / n;
    }
    return interval(means, opt.level);
}
/**
 * Percentile interval of mean(b) - mean(a) for two independent samples, each resampled
 * on its own (a first, then b, from one stream). Null unless both have 3 values.
 */
function bootstrapMeanDiff(a, b, opt) {
    const na = a.length;
    const nb = b.length;
    if (na < MIN_CI_VALUES || nb < MIN_CI_VALUES)
        return null;
    checkBudget(na + nb, opt.resamples);
    const da = Float64Array.from(a);
    const db = Float64Array.from(b);
    const B = opt.resamples;
    const diffs = new Float64Array(B);
    const rng = makeRng(opt.seed);
    for (let r = 0; r < B; r++) {
        let sa = 0;
        for (let i = 0; i < na; i++)
            sa += da[Math.floor(rng() * na)];
        let sb = 0;
        for (let i = 0; i < nb; i++)
            sb += db[Math.floor(rng() * nb)];
        diffs[r] = sb / nb - sa / na;
    }
    return interval(diffs, opt.level);
}
/**
 * Two-sided sign-flip p-value for paired differences: how often a random sign on each
 * difference gives a mean at least as far from zero as the observed one. Its own stream.
 */
function signFlipP(diffs, delta, opt) {
    const n = diffs.length;
    if (n === 0)
        return null;
    checkBudget(n, opt.resamples);
    const d = Float64Array.from(diffs);
    const B = opt.resamples;
    const bar = Math.abs(delta) - 1e-12;
    const rng = makeRng(opt.seed);
    let hits = 0;
    for (let r = 0; r < B; r++) {
        let s = 0;
        for (let i = 0; i < n; i++) {
            const v = d[i];
            s += rng() < 0.5 ? v : -v;
        }
        if (Math.abs(s / n) >= bar)
            hits++;
    }
    return (hits + 1) / (B + 1);
}
/**
 * Two-sided permutation p-value for mean(b) - mean(a) of independent samples (the
 * unpaired counterpart of the sign flip): labels are shuffled, sizes kept.
 */
function permutationP(a, b, delta, opt) {
    const na = a.length;
    const nb = b.length;
    if (na === 0 || nb === 0)
        return null;
    const n = na + nb;
    checkBudget(n, opt.resamples);
    const pool = new Float64Array(n);
    pool.set(Float64Array.from(a), 0);
    pool.set(Float64Array.from(b), na);
    let total = 0;
    for (let i = 0; i < n; i++)
        total += pool[i];
    const bar = Math.abs(delta) - 1e-12;
    const rng = makeRng(opt.seed);
    let hits = 0;
    for (let r = 0; r < opt.resamples; r++) {
        // Partial Fisher-Yates: the first na slots become the shuffled "a" group.
        let sa = 0;
        for (let i = 0; i < na; i++) {
            const j = i + drawIndex(rng, n - i);
            const t = pool[j];
            pool[j] = pool[i];
            pool[i] = t;
            sa += t;
        }
        const diff = (total - sa) / nb - sa / na;
        if (Math.abs(diff) >= bar)
            hits++;
    }
    return (hits + 1) / (opt.resamples + 1);
}

;// CONCATENATED MODULE: ./src/stats/compare.ts

/** Fewer shared tasks than this and the comparison falls back to unpaired. */
const MIN_PAIRED_TASKS = 5;
function rawVerdict(ci) {
    if (ci === null)
        return "insufficient_data";
    if (ci[0] > 0)
        return "b_better";
    if (ci[1] < 0)
        return "a_better";
    return "no_difference_detected";
}
function gainVerdict(v, lowerIsBetter) {
    if (!lowerIsBetter)
        return v;
    if (v === "b_better")
        return "a_better";
    if (v === "a_better")
        return "b_better";
    return v;
}
const byCodeUnit = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
/** Compare per-task means of one metric. `seed` is this metric's own stream. */
function compareMetric(metric, baseline, candidate, opt) {
    const shared = [...baseline.keys()].filter((t) => candidate.has(t)).sort(byCodeUnit);
    const onlyA = baseline.size - shared.length;
    const onlyB = candidate.size - shared.length;
    const notes = [];
    let paired = false;
    let diffs = null;
    let meanA = null;
    let meanB = null;
    let delta = null;
    let ci = null;
    let p = null;
    if (shared.length >= MIN_PAIRED_TASKS) {
        paired = true;
        diffs = new Float64Array(shared.length);
        const a = new Float64Array(shared.length);
        const b = new Float64Array(shared.length);
        shared.forEach((t, i) => {
            a[i] = baseline.get(t);
            b[i] = candidate.get(t);
            diffs[i] = b[i] - a[i];
        });
        meanA = mean(a);
        meanB = mean(b);
        delta = mean(diffs);
        ci = bootstrapMean(diffs, opt);
        p = signFlipP(diffs, delta, opt);
        if (onlyA + onlyB > 0) {
            const share = shared.length / (shared.length + onlyA + onlyB);
            notes.push(`${share < 0.5 ? "most tasks unpaired: " : ""}${onlyA} baseline-only and ${onlyB} candidate-only task(s) left out of the paired comparison`);
        }
    }
    else {
        const a = [...baseline.values()];
        const b = [...candidate.values()];
        if (a.length > 0)
            meanA = mean(a);
        if (b.length > 0)
            meanB = mean(b);
        if (meanA !== null && meanB !== null) {
            delta = meanB - meanA;
            ci = bootstrapMeanDiff(a, b, opt);
            p = permutationP(a, b, delta, opt);
        }
        notes.push(`only ${shared.length} shared task(s), under ${MIN_PAIRED_TASKS}: compared as two unpaired samples of task means, a weaker test`);
    }
    const raw = rawVerdict(ci);
    return {
        metric,
        lower_is_better: opt.lowerIsBetter,
        paired,
        n_paired: paired ? shared.length : 0,
        n_only_baseline: onlyA,
        n_only_candidate: onlyB,
        baseline_mean: meanA,
        candidate_mean: meanB,
        delta,
        ci,
        p_value: p,
        raw_verdict: raw,
        verdict: gainVerdict(raw, opt.lowerIsBetter),
        diffs,
        ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
}

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
function tasksOf(rows) {
    const s = new Set();
    for (const r of rows)
        s.add(r.task);
    return s;
}
function checkCoverage(heldout, baseline, candidate, allowPartial) {
    const ids = new Set(heldout.map((t) => t.task_id));
    const bTasks = tasksOf(baseline);
    const cTasks = tasksOf(candidate);
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

;// CONCATENATED MODULE: ./src/stats/passk.ts

const PASS_AT_1 = "pass_at_1";
const MARKER_PREFIX = "marker:";
/** The value a row contributes to a metric, or undefined when it does not carry it. */
function metricValue(row, metric) {
    if (metric === PASS_AT_1)
        return row.reward;
    if (metric.startsWith(MARKER_PREFIX)) {
        const name = metric.slice(MARKER_PREFIX.length);
        return Object.prototype.hasOwnProperty.call(row.markers, name) ? row.markers[name] : undefined;
    }
    throw new RangeError(`unknown metric "${metric}": use pass_at_1 or marker:<name>`);
}
/** Per-task mean of a metric, tasks in first-seen order; rows without the metric skipped. */
function taskMeans(rows, metric) {
    const sums = new Map();
    for (const row of rows) {
        const v = metricValue(row, metric);
        if (v === undefined)
            continue;
        const acc = sums.get(row.task);
        if (acc) {
            acc[0] += v;
            acc[1] += 1;
        }
        else
            sums.set(row.task, [v, 1]);
    }
    const out = new Map();
    for (const [task, [s, n]] of sums)
        out.set(task, s / n);
    return out;
}
/** Rollouts per task (any reward), tasks in first-seen order. */
function rolloutsPerTask(rows) {
    const out = new Map();
    for (const row of rows)
        out.set(row.task, (out.get(row.task) ?? 0) + 1);
    return out;
}
/** Fewest rollouts any task has; null without rows. */
function minRollouts(rows) {
    let min = Infinity;
    for (const n of rolloutsPerTask(rows).values())
        if (n < min)
            min = n;
    return Number.isFinite(min) ? min : null;
}
/** Fewest rollouts any task has within any one run; null without run labels. */
function perRunRollouts(split) {
    let min = Infinity;
    for (const rows of split.byRun.values()) {
        const m = minRollouts(rows);
        if (m !== null && m < min)
            min = m;
    }
    return Number.isFinite(min) ? min : null;
}
/** Probability that k draws without replacement from n (c of them passes) hold at least one pass. */
function passAtKOne(n, c, k) {
    return 1 - chooseRatio(n - c, n, k);
}
/** Probability that k draws without replacement from n (c passes) are all passes. */
function passPowKOne(n, c, k) {
    return chooseRatio(c, n, k);
}
/** C(m, k) / C(n, k) as a running product, exact enough and free of overflow. */
function chooseRatio(m, n, k) {
    if (m < k)
        return 0;
    let r = 1;
    for (let i = 0; i < k; i++)
        r *= (m - i) / (n - i);
    return r;
}
/**
 * pass@1 (mean of task means, with a task-bootstrap interval) and the unbiased pass@k /
 * pass^k over tasks with at least k binary grades. Partial rewards count toward pass@1
 * but not toward pass@k, which needs pass/fail outcomes.
 */
function passAt(rows, opt) {
    const notes = [];
    const perTask = taskMeans(rows, PASS_AT_1);
    const values = [...perTask.values()];
    const pass1 = values.length > 0 ? mean(values) : null;
    const ci = bootstrapMean(values, opt);
    if (values.length > 0 && ci === null) {
        notes.push(`no interval on pass@1: ${values.length} task(s), an interval needs 3`);
    }
    const groups = new Map();
    let partial = 0;
    for (const row of rows) {
        if (row.reward !== 0 && row.reward !== 1) {
            partial++;
            continue;
        }
        const g = groups.get(row.task);
        if (g) {
            g[0] += 1;
            g[1] += row.reward;
        }
        else
            groups.set(row.task, [1, row.reward]);
    }
    if (partial > 0)
        notes.push(`${partial} row(s) with a partial reward left out of pass@k`);
    let k = opt.k ?? null;
    if (k === null) {
        let min = Infinity;
        for (const [n] of groups.values())
            if (n >= 2 && n < min)
                min = n;
        k = Number.isFinite(min) ? min : null;
    }
    let passK = null;
    let powK = null;
    let atK = 0;
    if (k !== null && k >= 1) {
        let sAt = 0;
        let sPow = 0;
        for (const [n, c] of groups.values()) {
            if (n < k)
                continue;
            atK++;
            sAt += passAtKOne(n, c, k);
            sPow += passPowKOne(n, c, k);
        }
        if (atK > 0) {
            passK = sAt / atK;
            powK = sPow / atK;
        }
        else
            notes.push(`no task has ${k} pass/fail grades`);
    }
    else if (rows.length > 0) {
        notes.push("no task has 2 or more pass/fail grades, so pass@k is not defined");
    }
    return {
        n_groups: perTask.size,
        n_rows: rows.length,
        pass_at_1: pass1,
        ci,
        k,
        pass_at_k: passK,
        pass_pow_k: powK,
        n_groups_at_k: atK,
        notes,
    };
}

;// CONCATENATED MODULE: ./src/stats/families.ts


/** Family of each task: the held-out file's word first, else the first row that names one. */
function taskFamilies(heldout, baseline, candidate) {
    const fam = new Map();
    for (const t of heldout)
        if (t.family !== undefined && t.family !== "")
            fam.set(t.task_id, t.family);
    for (const rows of [baseline, candidate]) {
        for (const r of rows) {
            if (r.family !== undefined && r.family !== "" && !fam.has(r.task))
                fam.set(r.task, r.family);
        }
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
    const a = taskMeans(baseline, metric);
    const b = taskMeans(candidate, metric);
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
            baseline: av.length > 0 ? mean(av) : null,
            candidate: bv.length > 0 ? mean(bv) : null,
            delta: diffs.length > 0 ? mean(diffs) : null,
            ci: bootstrapMean(diffs, { ...opt, seed: opt.seed + 2000 + i }),
        };
    });
}

;// CONCATENATED MODULE: ./src/stats/holm.ts
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

;// CONCATENATED MODULE: ./src/stats/normal.ts
// Exact-to-double normal quantile (Wichura's AS 241, the same algorithm Python's
// statistics.NormalDist uses), so power figures match the SDK to the last digit.
function poly(c, x) {
    // c is highest degree first.
    let acc = 0;
    for (const v of c)
        acc = acc * x + v;
    return acc;
}
const CENTRAL_NUM = [
    2509.0809287301227, 33430.57558358813, 67265.7709270087, 45921.95393154987, 13731.69376550946,
    1971.5909503065513, 133.14166789178438, 3.3871328727963665,
];
const CENTRAL_DEN = [
    5226.495278852546, 28729.085735721943, 39307.89580009271, 21213.794301586597, 5394.196021424751,
    687.1870074920579, 42.31333070160091, 1,
];
const NEAR_NUM = [
    0.0007745450142783414, 0.022723844989269184, 0.2417807251774506, 1.2704582524523684,
    3.6478483247632045, 5.769497221460691, 4.630337846156546, 1.4234371107496835,
];
const NEAR_DEN = [
    1.0507500716444169e-9, 0.0005475938084995345, 0.015198666563616457, 0.14810397642748008,
    0.6897673349851, 1.6763848301838038, 2.053191626637759, 1,
];
const TAIL_NUM = [
    2.0103343992922881e-7, 0.000027115555687434876, 0.0012426609473880784, 0.026532189526576124,
    0.29656057182850487, 1.7848265399172913, 5.463784911164114, 6.657904643501103,
];
const TAIL_DEN = [
    2.0442631033899397e-15, 1.421511758316446e-7, 0.000018463183175100548, 0.0007868691311456133,
    0.014875361290850615, 0.1369298809227358, 0.599832206555888, 1,
];
/** Standard normal quantile: x with P(Z <= x) = p, for 0 < p < 1. */
function normalInv(p) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
    const q = p - 0.5;
    if (Math.abs(q) <= 0.425) {
        const r = 0.180625 - q * q;
        return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
    }
    let r = q <= 0 ? p : 1 - p;
    r = Math.sqrt(-Math.log(r));
    let x;
    if (r <= 5) {
        r -= 1.6;
        x = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
    }
    else {
        r -= 5;
        x = poly(TAIL_NUM, r) / poly(TAIL_DEN, r);
    }
    return q < 0 ? -x : x;
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
    const zA = normalInv(1 - alpha / 2);
    return [zA, zA + normalInv(power)];
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
    const measured = opt.diffs && opt.diffs.length >= 3 ? sampleSd(opt.diffs) : null;
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
        const ma = taskMeans(a.byRun.get(la) ?? [], metric);
        const mb = taskMeans(b.byRun.get(lb) ?? [], metric);
        const diffs = [];
        for (const [t, v] of ma) {
            const w = mb.get(t);
            if (w !== undefined)
                diffs.push(w - v);
        }
        const sd = diffs.length >= 3 ? sampleSd(diffs) : null;
        if (sd !== null) {
            sumVar += sd * sd;
            count++;
        }
    }
    return count > 0 ? Math.sqrt(sumVar / count) : null;
}
function sizeTarget(s) {
    const out = {
        n_tasks: null,
        effect: s.effect,
        sd: null,
        sd_source: null,
        detectable_effect: null,
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

;// CONCATENATED MODULE: ./src/stats/sentence.ts
// The one-line verdict a reader sees first. It carries the facts of the SDK's verdict
// string (who beats whom by how much, interval vs zero, noise floor, regressions, gaps)
// in our own words.
/** Short decimal: at most `digits` places, no trailing zeros, no "-0". */
function sentence_short(x, digits) {
    const s = Number(x.toFixed(digits)).toString();
    return s === "-0" ? "0" : s;
}
const signed = (x, d) => (x > 0 ? "+" : "") + sentence_short(x, d);
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
                head += `; moved, replicated over ${f.runsBaseline} + ${f.runsCandidate} runs`;
            }
        }
    }
    if (f.regressions.length > 0) {
        head += `; ${f.regressions.length} guarded metric(s) regressed (${f.regressions.join(", ")})`;
    }
    if (f.notComparable > 0)
        head += `; not comparable (${f.notComparable} cause(s))`;
    const rests = [];
    if (f.gradedBy === "program")
        rests.push("graded by a program");
    else if (f.judgeAgreement !== null) {
        rests.push(`judge agreement ${sentence_short(f.judgeAgreement, 3)}` +
            (f.judgeHumanN !== null ? ` on ${f.judgeHumanN}` : ""));
    }
    rests.push(`n=${f.nTasks}`);
    let line = `${head}; ${rests.join(", ")}`;
    if (win && f.gaps.length > 0)
        line = `unproven: ${line} (${f.gaps.join("; ")})`;
    return line;
}

;// CONCATENATED MODULE: ./src/stats/tdist.ts
// Two-sided Student t quantiles for the noise band. At 95% the SDK's three-decimal
// table (df 1..30) and its series above 30 are used so bands match it exactly; other
// levels bisect the t CDF (integer df only: run counts are integers).

/** The SDK's fixed normal quantile at 95% (1.96 exactly, not 1.959964). */
const Z_95 = 1.96;
const T95 = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
    2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
    2.045, 2.042,
];
const is95 = (level) => Math.abs(level - 0.95) < 1e-12;
/** ln Γ(m/2) for a positive integer m, summed exactly from Γ(1) = 1 and Γ(1/2) = √π. */
function lnGammaHalf(m) {
    let acc = m % 2 === 0 ? 0 : 0.5 * Math.log(Math.PI);
    for (let x = m % 2 === 0 ? 1 : 0.5; x < m / 2 - 1e-9; x += 1)
        acc += Math.log(x);
    return acc;
}
/** Continued fraction for the regularized incomplete beta (modified Lentz). */
function betaFraction(a, b, x) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 500; m++) {
        const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
        d = 1 + even * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + even / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        h *= d * c;
        const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
        d = 1 + odd * d;
        if (Math.abs(d) < tiny)
            d = tiny;
        c = 1 + odd / c;
        if (Math.abs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const step = d * c;
        h *= step;
        if (Math.abs(step - 1) < 1e-15)
            break;
    }
    return h;
}
/** I_x(df/2, 1/2), the regularized incomplete beta the t CDF needs. */
function incBetaT(df, x) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const a = df / 2;
    const b = 0.5;
    const lnB = lnGammaHalf(df) + lnGammaHalf(1) - lnGammaHalf(df + 1);
    const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - lnB);
    if (x < (a + 1) / (a + b + 2))
        return (front * betaFraction(a, b, x)) / a;
    return 1 - (front * betaFraction(b, a, 1 - x)) / b;
}
/** P(T <= t) for Student t with integer df >= 1. */
function tCdf(t, df) {
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`t CDF needs an integer df >= 1`);
    const tail = 0.5 * incBetaT(df, df / (df + t * t));
    return t >= 0 ? 1 - tail : tail;
}
/** Two-sided quantile: q with P(|T| <= q) = level, by bisection on the CDF. */
function tQuantileBisect(df, level) {
    const want = (1 + level) / 2;
    let lo = 0;
    let hi = 1;
    while (tCdf(hi, df) < want)
        hi *= 2;
    for (let i = 0; i < 200 && hi - lo > 1e-13 * hi; i++) {
        const mid = (lo + hi) / 2;
        if (tCdf(mid, df) < want)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/**
 * The multiplier of the noise band: the two-sided t quantile at df, or the normal one
 * when df is null. Matches the SDK at 95%; computed for other levels.
 */
function tQuantile(df, level = 0.95) {
    if (!(level > 0 && level < 1))
        throw new RangeError(`confidence level must be in (0, 1)`);
    if (df === null)
        return is95(level) ? Z_95 : normalInv((1 + level) / 2);
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`df must be an integer >= 1`);
    if (is95(level)) {
        if (df <= 30)
            return T95[df - 1];
        const z = Z_95;
        return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
    }
    return tQuantileBisect(df, level);
}

;// CONCATENATED MODULE: ./src/stats/variance.ts



function splitRuns(rows) {
    const byRun = new Map();
    let unlabelled = 0;
    for (const row of rows) {
        if (row.run === undefined) {
            unlabelled++;
            continue;
        }
        const list = byRun.get(row.run);
        if (list)
            list.push(row);
        else
            byRun.set(row.run, [row]);
    }
    return { labels: [...byRun.keys()], byRun, unlabelled: byRun.size > 0 ? unlabelled : 0 };
}
/** Points of run-to-run sd: under 0.35 very stable, under 0.7 stable, else high variance. */
function stabilityOf(points) {
    if (points < 0.35)
        return "very_stable";
    if (points < 0.7)
        return "stable";
    return "high_variance";
}
function evalVariance(rows, metric = "pass_at_1") {
    const split = splitRuns(rows);
    return varianceOfRuns(split, metric);
}
function varianceOfRuns(split, metric) {
    const notes = [];
    // No prototype: a run labelled "__proto__" is a key like any other, not a setter.
    const means = Object.create(null);
    const runMeans = [];
    let common = null;
    let sameTasks = true;
    for (const label of split.labels) {
        const tm = taskMeans(split.byRun.get(label) ?? [], metric);
        if (tm.size === 0)
            continue;
        const m = mean([...tm.values()]);
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
    const std = sampleSd(runMeans);
    const points = std === null ? null : std * 100;
    return {
        metric,
        n_runs: runMeans.length,
        means,
        mean: runMeans.length > 0 ? mean(runMeans) : null,
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
    return tQuantile(df, level) * runStd * Math.sqrt(1 / nA + 1 / nB);
}
/**
 * run_std per metric (the SDK's run_std_by_metric): pass_at_1 and every marker that
 * every run carries; null for a metric with fewer than two runs.
 */
function runStdByMetric(rows) {
    const split = splitRuns(rows);
    const out = {};
    out["pass_at_1"] = varianceOfRuns(split, "pass_at_1").run_std;
    let common = null;
    for (const label of split.labels) {
        const names = new Set();
        for (const r of split.byRun.get(label) ?? [])
            for (const k of Object.keys(r.markers))
                names.add(k);
        const prev = common ?? [...names];
        common = prev.filter((n) => names.has(n));
    }
    for (const name of [...(common ?? [])].sort()) {
        out[`marker:${name}`] = varianceOfRuns(split, `marker:${name}`).run_std;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/stats/side.ts


/** The model_version every row shares, else the fallback. */
function sideName(rows, fallback) {
    let name;
    for (const r of rows) {
        if (r.model_version === undefined || r.model_version === "")
            return fallback;
        if (name === undefined)
            name = r.model_version;
        else if (name !== r.model_version)
            return fallback;
    }
    return name ?? fallback;
}
/**
 * With re-runs, pass@k speaks of k tries within one run (the rollouts a task gets per
 * run), not of every run pooled: "pass@4" is what a reader asked for when sampling 4.
 */
function rolloutsPerRun(split) {
    if (split.labels.length < 2)
        return undefined;
    const k = perRunRollouts(split);
    return k !== null && k >= 2 ? k : undefined;
}
function summarizeSide(path, name, rows, split, opt) {
    const tasks = new Set();
    for (const r of rows)
        tasks.add(r.task);
    const v = varianceOfRuns(split, PASS_AT_1);
    const pa = passAt(rows, { ...opt, k: rolloutsPerRun(split) });
    return {
        path,
        name,
        rows: rows.length,
        tasks: tasks.size,
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

;// CONCATENATED MODULE: ./src/stats/noise-floor.ts


/** Runs a side counts: distinct labels, or one when rows exist but carry none. */
function runCount(split, rows) {
    return split.labels.length > 0 ? split.labels.length : rows.length > 0 ? 1 : 0;
}
function noiseFloor(baseline, candidate, metrics, level) {
    const sa = splitRuns(baseline);
    const sb = splitRuns(candidate);
    const nA = runCount(sa, baseline);
    const nB = runCount(sb, candidate);
    const perMetric = new Map();
    const replicated = sa.labels.length >= 2 && sb.labels.length >= 2;
    const df = replicated ? nA - 1 + (nB - 1) : null;
    const q = df === null ? null : tQuantile(df, level);
    let any = false;
    for (const m of metrics) {
        let floor = { run_std: null, band: null };
        if (replicated && df !== null) {
            const va = varianceOfRuns(sa, m);
            const vb = varianceOfRuns(sb, m);
            // A metric missing from some run has no floor of its own rather than a biased one.
            if (va.run_std !== null && vb.run_std !== null && va.n_runs === nA && vb.n_runs === nB) {
                const sd = pooledSd(va.run_std, nA, vb.run_std, nB);
                floor = { run_std: sd, band: noiseBand(sd, nA, nB, df, level) };
                any = true;
            }
        }
        perMetric.set(m, floor);
    }
    return {
        source: any ? "eval_run" : "none",
        runsBaseline: nA,
        runsCandidate: nB,
        df: any ? df : null,
        quantile: any ? q : null,
        rule: any && q !== null ? `t(df=${df})=${q.toFixed(2)} x run_std x sqrt(1/${nA} + 1/${nB})` : null,
        perMetric,
        splitBaseline: sa,
        splitCandidate: sb,
    };
}

;// CONCATENATED MODULE: ./src/stats/model-check.ts










/** Presence markers where a higher value is worse, plus truncation (the SDK's default set). */
const DEFAULT_LOWER_IS_BETTER = [
    "boilerplate",
    "self_reference",
    "hedging",
    "refusal",
    "sycophancy",
    "truncated",
];
/** Fewer held-out tasks than this is an evidence gap beside any win. */
const MIN_TASKS_FOR_PROOF = 50;
const MIN_JUDGE_AGREEMENT = 0.8;
const CEILING_PASS_RATE = 0.9;
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
    return n === PASS_AT_1 || n.startsWith(MARKER_PREFIX) ? n : MARKER_PREFIX + n;
}
function validate(rows, path, input) {
    for (const r of rows) {
        if (!(Number.isFinite(r.reward) && r.reward >= 0 && r.reward <= 1)) {
            throw new ModelInputError(`${path}:${r.line}: field "reward" must be a number in [0, 1], got ${r.reward}`, input);
        }
        for (const [k, v] of Object.entries(r.markers)) {
            if (!Number.isFinite(v)) {
                throw new ModelInputError(`${path}:${r.line}: field "markers.${k}" must be a finite number`, input);
            }
        }
    }
}
function markerNames(rows) {
    const s = new Set();
    for (const r of rows)
        for (const k of Object.keys(r.markers))
            s.add(k);
    return s;
}
/** A guard whose value never changes on either side cannot fail, so it guards nothing. */
function isConstant(a, b) {
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
const inUnit = (m) => [...m.values()].every((v) => v >= 0 && v <= 1);
const fmt3 = (x) => (x >= 0 ? "+" : "") + x.toFixed(3);
const ciText = (c, level) => c.delta === null
    ? "no delta"
    : `${fmt3(c.delta)}` +
        (c.ci
            ? ` (${Math.round(level * 100)}% ${fmt3(c.ci[0])}..${fmt3(c.ci[1])})`
            : " (no interval)");
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
function checkModel(input, settings) {
    const { baseline, candidate } = input;
    validate(baseline, input.baselinePath, "baseline");
    validate(candidate, input.candidatePath, "candidate");
    const level = settings.confidence;
    const resample = { resamples: settings.resamples, seed: settings.seed, level };
    const warnings = [];
    const cov = checkCoverage(input.heldout, baseline, candidate, settings.allowPartial);
    const notComparable = [...cov.notComparable];
    warnings.push(...cov.warnings);
    // Metrics: pass@1, then every marker both sides carry, sorted (each gets seed + index).
    const mA = markerNames(baseline);
    const mB = markerNames(candidate);
    const common = [...mA].filter((m) => mB.has(m)).sort();
    if (common.length > MAX_MARKERS) {
        throw new ModelInputError(`${input.baselinePath} and ${input.candidatePath} share ${common.length} marker names; at most ${MAX_MARKERS} can be compared`, "baseline, candidate");
    }
    const metrics = [PASS_AT_1, ...common.map((m) => MARKER_PREFIX + m)];
    const measured = new Set(metrics);
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
    const targetMeasured = measured.has(target);
    const floor = noiseFloor(baseline, candidate, metrics, level);
    const means = new Map();
    const comps = metrics.map((m, i) => {
        const a = taskMeans(baseline, m);
        const b = taskMeans(candidate, m);
        means.set(m, [a, b]);
        return compareMetric(m, a, b, {
            ...resample,
            seed: settings.seed + i,
            lowerIsBetter: lower.has(m),
        });
    });
    const rows = comps.map((c) => {
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
            baseline_mean: c.baseline_mean,
            candidate_mean: c.candidate_mean,
            delta: c.delta,
            ci: c.ci,
            p_value: c.p_value,
            p_holm: null,
            run_std: f.run_std,
            noise_band: f.band,
            within_noise: within,
            verdict: c.verdict,
            tag,
            ...(note !== "" ? { note } : {}),
        };
    });
    const byName = new Map(rows.map((r) => [r.metric, r]));
    const compOf = new Map(comps.map((c) => [c.metric, c]));
    const headline = targetMeasured ? target : PASS_AT_1;
    const headRow = byName.get(headline);
    const replicated = headRow.noise_band !== null;
    const tRow = targetMeasured ? byName.get(target) : null;
    const verdict = targetWord(targetMeasured, tRow?.verdict ?? "insufficient_data", tRow?.within_noise ?? false, replicated);
    const loud = (r) => !r.within_noise;
    const regressions = rows
        .filter((r) => r.guarded && loud(r) && r.verdict === "a_better")
        .map((r) => r.metric);
    const slipped = rows
        .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
        .map((r) => r.metric);
    const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);
    // Holm over the guarded metrics and the target: the family whose errors decide the gate.
    const family = rows.filter((r) => (r.guarded || r.metric === target) && r.p_value !== null);
    if (family.length > 0) {
        const adj = holmAdjust(family.map((r) => r.p_value));
        family.forEach((r, i) => (r.p_holm = adj[i]));
    }
    const famErr = rows.length >= 2 ? familyError(rows.length, level) : null;
    const pctName = `${Math.round(level * 100)}%`;
    for (const m of regressions) {
        warnings.push(`REGRESSION ${m}: ${ciText(compOf.get(m), level)}, guarded by must-not-regress`);
    }
    for (const m of slipped) {
        warnings.push(`${m} got worse: ${ciText(compOf.get(m), level)} (not guarded)`);
    }
    // Runs and noise.
    const nA = floor.runsBaseline;
    const nB = floor.runsCandidate;
    if (nA <= 1 || nB <= 1) {
        const which = nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
        warnings.push(`only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
            `grade each side three times (lineage.eval_run 0, 1, 2) to measure it`);
    }
    else if (nA < 3 || nB < 3) {
        warnings.push(`two runs on a side show a difference, not a spread; three or more make the noise band worth reading`);
    }
    for (const [side, split] of [
        ["baseline", floor.splitBaseline],
        ["candidate", floor.splitCandidate],
    ]) {
        if (split.unlabelled > 0) {
            warnings.push(`${split.unlabelled} ${side} row(s) carry no run label while others do: they count in the comparison but not in the run statistics`);
        }
    }
    const noFloor = rows
        .filter((r) => floor.source !== "none" && r.noise_band === null)
        .map((r) => r.metric);
    if (noFloor.length > 0)
        warnings.push(`no re-run floor for ${noFloor.join(", ")}: missing from some run`);
    for (const g of guarded) {
        const mm = means.get(g);
        if (mm && isConstant(mm[0], mm[1])) {
            warnings.push(`guarded metric ${g} has the same value on every task of both sides, so it cannot fail; check that it is really recorded`);
        }
    }
    if (famErr !== null &&
        rows.length >= 4 &&
        regressions.length + slipped.length + improved.length > 0) {
        warnings.push(`${rows.length} metrics compared at ${pctName}: up to ${Math.round(famErr * 100)}% chance that one of them clears zero by luck alone (independent metrics); read the Holm-adjusted p-values`);
    }
    // Ceiling: little room above the baseline leaves nothing to prove.
    const [tA] = means.get(PASS_AT_1);
    const bRate = tA.size > 0 ? mean([...tA.values()]) : null;
    const paired = headRow.n_paired;
    if (bRate !== null && bRate >= CEILING_PASS_RATE) {
        warnings.push(`CEILING: the baseline already passes ${Math.round(bRate * 100)}% on average; harder tasks would show a difference`);
    }
    else if (paired > 0) {
        const room = [...tA.values()].filter((v) => v < 1).length;
        if (room < 20 && room < paired / 2) {
            warnings.push(`CEILING: only ${room} of ${paired} tasks leave the baseline any room to improve`);
        }
    }
    const kA = minRollouts(baseline);
    const kB = minRollouts(candidate);
    if (kA !== null && kB !== null && kA !== kB) {
        warnings.push(`the sides have different rollouts per task (baseline at least ${kA}, candidate at least ${kB}); pass@k is not on the same footing`);
    }
    // Sizing for the target's observed effect, and what the current n can detect.
    const tComp = targetMeasured ? compOf.get(target) : null;
    const effect = tComp?.delta !== null && tComp?.delta !== undefined ? Math.abs(tComp.delta) : null;
    const tMeans = targetMeasured
        ? means.get(target)
        : null;
    const baseRate = tMeans && tMeans[0].size > 0 ? mean([...tMeans[0].values()]) : null;
    const nTasks = tComp
        ? tComp.paired
            ? tComp.n_paired
            : Math.min(tMeans?.[0].size ?? 0, tMeans?.[1].size ?? 0)
        : 0;
    // Sized per run (see sizing.ts for the measured reason).
    const sizing = sizeTarget({
        effect,
        base: baseRate,
        k: perRunRollouts(floor.splitBaseline) ?? kA ?? 1,
        nTasks,
        rowsSd: targetMeasured ? perRunDiffSd(floor.splitBaseline, floor.splitCandidate, target) : null,
        pooledDiffs: tComp?.diffs ?? null,
        level,
    });
    if ((verdict === "no_change_detected" || verdict === "within_eval_noise") &&
        sizing.n_tasks !== null &&
        effect !== null) {
        warnings.push(`proving a change of ${effect.toFixed(3)} would take about ${sizing.n_tasks} paired tasks at 80% power (there are ${nTasks})`);
    }
    const pairedNote = headRow.note;
    if (headRow.paired === false && headRow.delta !== null && pairedNote)
        warnings.push(pairedNote);
    // Evidence gaps, shown beside a win.
    const gaps = [];
    if (nTasks < MIN_TASKS_FOR_PROOF)
        gaps.push(`n=${nTasks} tasks, under ${MIN_TASKS_FOR_PROOF}`);
    if (settings.gradedBy === "judge") {
        if (settings.judgeAgreement === null)
            gaps.push("judge agreement with people not measured");
        else if (settings.judgeAgreement < MIN_JUDGE_AGREEMENT) {
            gaps.push(`judge agreement ${settings.judgeAgreement} under ${MIN_JUDGE_AGREEMENT}`);
        }
    }
    if (settings.rewardIsJudge)
        gaps.push("the training reward is the same judge that grades the test");
    const hits = input.contaminationHits ?? null;
    if (hits !== null && hits > 0)
        gaps.push(`contamination: ${hits} training row(s) overlap the held-out test`);
    const ok = regressions.length === 0 && verdict !== "moved_the_wrong_way" && notComparable.length === 0;
    const fams = familyTable(taskFamilies(input.heldout, baseline, candidate), baseline, candidate, PASS_AT_1, resample);
    const bName0 = sideName(baseline, "baseline");
    const cName0 = sideName(candidate, "candidate");
    const [bName, cName] = bName0 === cName0 ? ["baseline", "candidate"] : [bName0, cName0];
    const scale = tMeans && inUnit(tMeans[0]) && inUnit(tMeans[1]) ? 100 : 1;
    const sentence = verdictSentence({
        target,
        measured: targetMeasured,
        baselineName: bName,
        candidateName: cName,
        delta: tRow?.delta ?? null,
        ci: tRow?.ci ?? null,
        band: tRow?.noise_band ?? null,
        lowerIsBetter: tRow?.lower_is_better ?? false,
        scale,
        unit: scale === 100 ? "points" : "units",
        replicated,
        runsBaseline: nA,
        runsCandidate: nB,
        regressions,
        gaps,
        gradedBy: settings.gradedBy,
        judgeAgreement: settings.judgeAgreement,
        judgeHumanN: settings.judgeHumanN,
        nTasks,
        notComparable: notComparable.length,
    });
    return {
        target,
        confidence: level,
        target_verdict: verdict,
        replicated,
        ok,
        not_comparable: notComparable,
        metrics: rows,
        regressions,
        slipped,
        improved,
        noise: {
            source: floor.source,
            runs_baseline: nA,
            runs_candidate: nB,
            df: floor.df,
            quantile: floor.quantile,
            rule: floor.rule,
        },
        baseline: summarizeSide(input.baselinePath, bName, baseline, floor.splitBaseline, resample),
        candidate: summarizeSide(input.candidatePath, cName, candidate, floor.splitCandidate, resample),
        coverage: cov.coverage,
        sizing,
        families: fams,
        gaps,
        sentence,
        warnings,
        family_error: famErr,
    };
}

;// CONCATENATED MODULE: ./src/verdict.ts
const fmt = (x) => (x >= 0 ? "+" : "") + x.toFixed(3);
function modelLine(m, level) {
    const t = m.metrics.find((x) => x.metric === m.target);
    if (!t || t.delta === null)
        return `${m.target}: ${m.target_verdict}`;
    const ci = t.ci ? `, ${Math.round(100 * level)}% CI ${fmt(t.ci[0])}..${fmt(t.ci[1])}` : "";
    return `${m.target} ${m.target_verdict} ${fmt(t.delta)}${ci}`;
}
function decide(input, opts) {
    const reasons = [];
    const { model, data, problems, heldout } = input;
    const total = Math.max(input.problemTotal ?? 0, problems.length);
    const problemCount = `${total} input problem${total === 1 ? "" : "s"}`;
    if (problems.length > 0) {
        const files = [...new Set(problems.map((p) => p.file))];
        reasons.push(`${problemCount} in ${files.join(", ")}; the inputs must be valid before anything is judged`);
    }
    if (heldout && heldout.changed && !heldout.change_allowed) {
        reasons.push("the held-out test changed in this PR, so the comparison is not comparable");
    }
    if (model) {
        if (model.not_comparable.length > 0) {
            reasons.push(`not comparable: ${model.not_comparable.join("; ")}`);
        }
        if (model.target_verdict !== "moved") {
            reasons.push(`${model.target} is ${model.target_verdict}, and the gate needs moved`);
        }
        if (model.regressions.length > 0) {
            reasons.push(`regressed: ${model.regressions.join(", ")}`);
        }
    }
    for (const d of data) {
        const failed = d.gates.filter((g) => g.status === "fail").map((g) => g.name);
        if (failed.length > 0)
            reasons.push(`${d.kind} ${d.path}: ${failed.join(", ")} failed`);
        // Gates over zero rows are vacuously clean; an empty data set proves nothing.
        else if (d.rows === 0)
            reasons.push(`${d.kind} ${d.path}: no valid rows to check`);
    }
    const gaps = model ? model.gaps : [];
    if (opts.requireProof && gaps.length > 0 && model && model.target_verdict === "moved") {
        reasons.push(`require-proof is set and the win has evidence gaps: ${gaps.join("; ")}`);
    }
    const pass = reasons.length === 0;
    const parts = [];
    if (model)
        parts.push(modelLine(model, opts.confidence) +
            (model.regressions.length === 0 ? ", no regressions" : ""));
    for (const d of data) {
        const bad = d.gates.filter((g) => g.status !== "pass");
        parts.push(`${d.kind}: ` +
            (bad.length === 0 ? "all gates pass" : bad.map((g) => `${g.name} ${g.status}`).join(", ")));
    }
    if (problems.length > 0)
        parts.push(problemCount);
    let headline = `${pass ? "PASS" : "FAIL"}: ${parts.join("; ") || "nothing was checked"}`;
    if (heldout && heldout.changed) {
        headline = `${heldout.change_allowed ? "held-out test CHANGED in this PR (allowed)" : "held-out test CHANGED in this PR"} | ${headline}`;
    }
    return { pass, conclusion: pass ? "success" : "failure", headline, reasons, gaps };
}
/** The decision of a run that an error stopped: it fails, and says which input stopped it. */
function stoppedDecision(stop) {
    const why = `the run stopped on input "${stop.input}": ${stop.reason}`;
    return {
        pass: false,
        conclusion: "failure",
        headline: `FAIL: ${why}`,
        reasons: [`${why}; nothing was judged`],
        gaps: [],
    };
}

// EXTERNAL MODULE: ./src/report.ts
var src_report = __webpack_require__(70665);
;// CONCATENATED MODULE: ./src/version.ts
// Kept equal to package.json's version by a test; written into every report.
const VERSION = "0.1.0";

;// CONCATENATED MODULE: ./src/engine.ts
// The one data path shared by the action and the CLI:
// read -> canonical rows -> gates and statistics -> Decision -> Report.
// Each file is read once; renderers only format what this returns.













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
        const reason = e instanceof Error ? e.message : String(e);
        // The statistics name their own cause: a setting, or the rows of one side.
        if (e instanceof ResampleBudgetError)
            throw new RunStopped({ input: "resamples", path, reason });
        if (e instanceof ModelInputError)
            throw new RunStopped({ input: e.input, path, reason });
        throw new RunStopped({ input, path, reason });
    }
}
function digestOf(s) {
    return (0,external_node_crypto_.createHash)("sha256").update(s.data).digest("hex");
}
async function buildReport(cfg, sources = {}) {
    const opts = {
        maxLineBytes: cfg.limits.maxLineBytes,
        maxFileBytes: cfg.limits.maxFileBytes,
        maxRows: cfg.limits.maxRows,
    };
    const inputs = [];
    const notes = [];
    // 1. The frozen test, and whether this PR changed it.
    const heldoutSrc = sources.heldout ?? cfg.heldout;
    const held = await stage("heldout", sourceName(heldoutSrc), () => readHeldout(heldoutSrc, opts));
    inputs.push(held.summary);
    const tasks = held.tasks;
    let changed = null;
    let heldoutNote;
    if (sources.heldoutAtBase === null) {
        changed = true;
        heldoutNote = "the held-out file does not exist at the PR's base commit, so this PR adds it";
    }
    else if (sources.heldoutAtBase !== undefined) {
        const base = digestOf(sources.heldoutAtBase);
        changed = base !== held.summary.sha256;
        heldoutNote = changed
            ? `the held-out file differs from the base commit (base sha256 ${base})`
            : "the held-out file is identical to the base commit";
    }
    if (cfg.heldoutSha256) {
        const pinned = cfg.heldoutSha256 === held.summary.sha256;
        changed = (changed ?? false) || !pinned;
        heldoutNote = pinned
            ? `the held-out file matches the pinned sha256`
            : `the held-out file's sha256 ${held.summary.sha256} is not the pinned ${cfg.heldoutSha256}`;
    }
    // 2. Pair and SFT data, streamed through the gates.
    const data = [];
    let contaminationHits = null;
    if (cfg.pairs) {
        const src = sources.pairs ?? cfg.pairs;
        const gates = createPairGates(cfg.gates, tasks, sourceName(src));
        const cleanPath = cfg.cleanPairs;
        const writer = cleanPath
            ? await stage("clean-pairs", cleanPath, () => openCleanPairsWriter(cleanPath))
            : null;
        let summary;
        try {
            summary = await stage("pairs", sourceName(src), () => streamPairs(src, opts, (batch) => {
                for (const p of batch) {
                    const clean = gates.add(p);
                    if (clean && writer)
                        writer.write(p);
                }
            }));
        }
        catch (e) {
            await writer?.close(); // release the handle; the error says the run did not finish
            throw e;
        }
        inputs.push(summary);
        const dc = gates.result();
        dc.shape = summary.shape;
        if (writer) {
            dc.clean_rows = await writer.close();
            dc.clean_path = cfg.cleanPairs;
        }
        data.push(dc);
        contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
    }
    if (cfg.sft) {
        const src = sources.sft ?? cfg.sft;
        const gates = createSftGates(cfg.gates, tasks, sourceName(src));
        const summary = await stage("sft", sourceName(src), () => streamSft(src, opts, (batch) => {
            for (const r of batch)
                gates.add(r);
        }));
        inputs.push(summary);
        const dc = gates.result();
        dc.shape = summary.shape;
        data.push(dc);
        contaminationHits = (contaminationHits ?? 0) + contaminationCount(dc);
    }
    // 3. Baseline and candidate results on the frozen test.
    let model = null;
    if (cfg.baseline && cfg.candidate) {
        let baseSrc = sources.baseline ?? cfg.baseline;
        if (sources.baselineAtBase) {
            baseSrc = sources.baselineAtBase;
            const headDigest = sources.baselineHeadSha256;
            notes.push(headDigest !== undefined && headDigest !== digestOf(sources.baselineAtBase)
                ? "this PR edits the baseline results; the gate compared against the base commit's version"
                : "baseline results read at the PR's base commit");
        }
        else if (sources.baselineAtBase === null) {
            notes.push("the baseline file does not exist at the base commit; it was read from the PR head");
        }
        const evalOpts = { ...opts, fields: cfg.fields };
        const base = await stage("baseline", sourceName(baseSrc), () => readEvalRows(baseSrc, "baseline", evalOpts));
        const candSrc = sources.candidate ?? cfg.candidate;
        const cand = await stage("candidate", sourceName(candSrc), () => readEvalRows(candSrc, "candidate", evalOpts));
        inputs.push(base.summary, cand.summary);
        model = await stage("candidate", null, () => checkModel({
            heldout: tasks,
            baseline: base.rows,
            candidate: cand.rows,
            baselinePath: base.summary.path,
            candidatePath: cand.summary.path,
            contaminationHits,
        }, {
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
        }));
    }
    const problems = inputs.flatMap((s) => s.problems);
    const heldout = {
        path: held.summary.path,
        sha256: held.summary.sha256,
        tasks: tasks.length,
        changed,
        change_allowed: cfg.allowHeldoutChange,
        ...(heldoutNote ? { note: heldoutNote } : {}),
    };
    const decision = decide({
        model,
        data,
        problems,
        heldout,
        problemTotal: (0,io_problems/* problemTotal */.sS)(inputs),
    }, { requireProof: cfg.requireProof, confidence: cfg.confidence });
    return {
        schema_version: src_report/* SCHEMA_VERSION */.f,
        tool: { name: "heldout-gate", version: VERSION },
        settings: settingsOf(cfg),
        heldout,
        inputs,
        problems,
        notes,
        model,
        data,
        decision,
    };
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
        schema_version: src_report/* SCHEMA_VERSION */.f,
        tool: { name: "heldout-gate", version: VERSION },
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
function contaminationCount(dc) {
    const g = dc.gates.find((x) => x.name === "contamination");
    const n = g?.figures["n_contaminated"];
    return typeof n === "number" ? n : 0;
}
/** Serialize with a fixed layout so the same report is the same bytes. */
function reportJson(report) {
    return JSON.stringify(report, null, 2) + "\n";
}
async function writeReportFiles(report, outDir, extra = {}) {
    await (0,promises_.mkdir)(outDir, { recursive: true });
    const json = (0,external_node_path_.join)(outDir, "report.json");
    await (0,promises_.writeFile)(json, reportJson(report));
    for (const [name, text] of Object.entries(extra))
        await (0,promises_.writeFile)((0,external_node_path_.join)(outDir, name), text);
    return { json };
}


/***/ })

};
