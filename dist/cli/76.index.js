export const id = 76;
export const ids = [76];
export const modules = {

/***/ 4076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parquetRows: () => (/* binding */ parquetRows)
/* harmony export */ });
/* unused harmony export readStep */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(418);


const CODECS = "which is not read here (snappy, gzip, zstd, brotli and lz4 are)";
const DAMAGED = "not a Parquet file that can be read: its footer is missing or damaged";
/** Rows of another shard's first row group parsed to settle the file's cut (io/slice.ts). */
const PROBE_ROWS = 256;
/** Uncompressed column bytes read at once inside a row group, when the columns allow it. */
const READ_BYTES = 4 * 1024 * 1024;
/** A leaf of bytes with no text annotation (images, audio): never text a gate reads. */
function isBinaryLeaf(t) {
    const e = t.element;
    if (t.children.length > 0)
        return false;
    if (e.type !== "BYTE_ARRAY" && e.type !== "FIXED_LEN_BYTE_ARRAY")
        return false;
    const c = e.converted_type;
    const l = e.logical_type?.type;
    const text = ["UTF8", "JSON", "ENUM", "BSON", "DECIMAL"];
    return !(text.includes(c ?? "") || ["STRING", "JSON", "ENUM", "UUID", "DECIMAL"].includes(l ?? ""));
}
function holdsBinary(t) {
    return isBinaryLeaf(t) || t.children.some(holdsBinary);
}
async function ranges(src) {
    if (typeof src !== "string") {
        const d = src.data;
        const ab = d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength);
        return {
            byteLength: ab.byteLength,
            slice: async (s, e) => ab.slice(s, e),
            close: async () => { },
        };
    }
    const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(src, "r");
    const { size } = await fh.stat();
    return {
        byteLength: size,
        async slice(start, end = size) {
            const buf = Buffer.allocUnsafe(Math.max(0, end - start));
            let got = 0;
            while (got < buf.length) {
                const { bytesRead } = await fh.read(buf, got, buf.length - got, start + got);
                if (bytesRead === 0)
                    break;
                got += bytesRead;
            }
            return buf.buffer.slice(buf.byteOffset, buf.byteOffset + got);
        },
        close: () => fh.close(),
    };
}
/**
 * One decoded value as the JSON value the same data is in JSONL: INT64 to a number when
 * exact, timestamps to ISO strings, nulls inside objects dropped (a missing key, which is
 * how Arrow writes a key a row does not have). Returns a problem instead when the value
 * cannot be a JSON value without changing it.
 */
function toJson(v, path, bad, size) {
    if (typeof v === "string") {
        size.bytes += Buffer.byteLength(v);
        return v;
    }
    if (typeof v === "bigint") {
        if (v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER))
            return Number(v);
        bad.push({
            field: path,
            reason: "an INT64 value beyond 2^53, which a number cannot hold exactly",
        });
        return null;
    }
    if (v === null || typeof v !== "object")
        return v;
    if (v instanceof Date) {
        if (Number.isNaN(v.getTime())) {
            bad.push({ field: path, reason: "a timestamp out of range" });
            return null;
        }
        return v.toISOString();
    }
    if (v instanceof Uint8Array) {
        bad.push({ field: path, reason: `binary data (${v.length} bytes), not text` });
        return null;
    }
    if (Array.isArray(v) || ArrayBuffer.isView(v)) {
        const list = Array.from(v);
        return list.map((x, i) => toJson(x, `${path}.${i}`, bad, size));
    }
    const out = {};
    for (const [k, x] of Object.entries(v)) {
        if (x === null || x === undefined)
            continue;
        out[k] = toJson(x, path === "" ? k : `${path}.${k}`, bad, size);
    }
    return out;
}
/** The top-level columns to read, and the others with why each is not read. */
function planColumns(top, want) {
    const unread = [];
    const wanted = want === null ? null : top.filter((c) => want.has(c.element.name));
    // With none of the role's columns the rows are read whole, so messages name their keys.
    const chosen = wanted !== null && wanted.length > 0 ? wanted : top;
    const columns = [];
    for (const c of top) {
        const column = c.element.name;
        if (!chosen.includes(c)) {
            unread.push({ column, reason: "a Parquet column no reader of this role uses: not read" });
        }
        else if (holdsBinary(c)) {
            unread.push({ column, reason: "a Parquet column of binary data (not text): not read" });
        }
        else
            columns.push(column);
    }
    return { columns, unread };
}
/** The first codec of the file's column chunks that no decompressor here reads, or null. */
function unreadCodec(metadata, compressors) {
    for (const g of metadata.row_groups) {
        for (const c of g.columns) {
            const codec = c.meta_data?.codec;
            if (codec === undefined || codec === "UNCOMPRESSED" || codec === "SNAPPY")
                continue;
            if (!(codec in compressors))
                return codec;
        }
    }
    return null;
}
/**
 * Whether this shard reads row group g (groups are dealt out in turn, design §11.1), or
 * reads its first rows only as probes, until the reader settles how the file is cut.
 */
function groupRole(owner, g) {
    if (owner === null)
        return { mine: true, probing: false };
    const mine = owner.mode === "whole" ? owner.lead : g % owner.slice.count === owner.slice.index;
    return { mine, probing: !mine && owner.mode === "probing" && g === 0 };
}
/** Rows in the groups the slice owns, for its cover (design §11.2): groups dealt in turn. */
function groupRows(groups, owner) {
    const slice = owner?.slice;
    return groups.reduce((a, n, g) => (slice === undefined || g % slice.count === slice.index ? a + n : a), 0);
}
/**
 * How many rows of group g one read takes. hyparquet decodes a top-level leaf column (or
 * any column with an offset index) only from the page holding the first row asked for to
 * the one holding the last, so such a group is read READ_BYTES of its columns at a time,
 * and what a row group holds is never in memory at once (a 10,000-row group of pairs is
 * some 37 MB of text). A list or struct column without an offset index is decoded whole
 * on every read, so a group with one is read in one go, as before (design §15).
 */
function readStep(group, flat, columns, n) {
    let bytes = 0;
    for (const c of group.columns) {
        const m = c.meta_data;
        const top = m?.path_in_schema[0];
        if (m === undefined || top === undefined || !columns.includes(top))
            continue;
        if (!flat.has(top) && c.offset_index_offset === undefined)
            return n;
        bytes += Number(m.total_uncompressed_size);
    }
    if (bytes <= READ_BYTES)
        return n;
    return Math.max(1, Math.floor((n * READ_BYTES) / bytes));
}
/**
 * The file's byte ranges, the last few kept: a group read in steps asks for the same column
 * chunk each step (hyparquet takes a chunk whole when it has no offset index).
 */
function keptRanges(file) {
    const kept = new Map();
    return {
        byteLength: file.byteLength,
        slice(start, end) {
            const key = `${start}:${end ?? ""}`;
            let got = kept.get(key);
            if (got === undefined) {
                got = file.slice(start, end);
                kept.set(key, got);
            }
            return got;
        },
        close: () => file.close(),
        clear: () => kept.clear(),
    };
}
/** Group g's rows [from, end) in reads of `step` rows; false when a read failed (said once). */
async function* readGroup(hp, args, grp, r) {
    const { g, from, n, end, step, mine } = grp;
    for (let at = from; at < end; at += step) {
        let rows;
        try {
            rows = (await hp.parquetReadObjects({
                ...args,
                rowStart: at,
                rowEnd: Math.min(at + step, end),
            }));
        }
        catch {
            if (mine) {
                r.rowProblems.add(at + 1, "", `row group ${g} (rows ${from + 1} to ${from + n}) cannot be decoded; reading stopped`);
            }
            return false;
        }
        yield convert(rows, from, at, g, mine, r);
    }
    return true;
}
/** Returns true when every row was read (none past the row limit, no damaged row group). */
async function* parquetRows(r) {
    const hp = await __webpack_require__.e(/* import() */ 407).then(__webpack_require__.bind(__webpack_require__, 7407));
    const { compressors } = await __webpack_require__.e(/* import() */ 138).then(__webpack_require__.bind(__webpack_require__, 138));
    const file = keptRanges(await ranges(r.src));
    try {
        let metadata;
        try {
            metadata = await hp.parquetMetadataAsync(file);
        }
        catch {
            // hyparquet's own message is not passed on (design §7): it can quote the file's bytes.
            r.problems.add(0, "", DAMAGED);
            r.onLayout(0, [], 0);
            return false;
        }
        const top = hp.parquetSchema(metadata).children;
        const { columns, unread } = planColumns(top, r.want);
        const flat = new Set(top
            .filter((c) => c.children.length === 0 && c.element.repetition_type !== "REPEATED")
            .map((c) => c.element.name));
        const groups = metadata.row_groups.map((g) => Number(g.num_rows));
        const total = groups.reduce((a, b) => a + b, 0);
        r.onLayout(total, unread, groupRows(groups, r.owner));
        const codec = unreadCodec(metadata, compressors);
        if (codec !== null) {
            r.problems.add(0, "", `the file is compressed with ${codec}, ${CODECS}`);
            return false;
        }
        if (total === 0) {
            r.problems.add(0, "", "the Parquet file has no rows");
            return true;
        }
        const owner = r.owner;
        let start = 0;
        for (let g = 0; g < groups.length; g++) {
            const n = groups[g];
            const from = start;
            start += n;
            if (n === 0)
                continue;
            if (from >= r.maxRows)
                break;
            const { mine, probing } = groupRole(owner, g);
            if (!mine && !probing)
                continue;
            const end = Math.min(from + (probing ? Math.min(n, PROBE_ROWS) : n), r.maxRows);
            const step = readStep(metadata.row_groups[g], flat, columns, n);
            const group = { g, from, n, end, step, mine };
            if (!(yield* readGroup(hp, { file, metadata, columns, compressors }, group, r)))
                return false;
            file.clear();
        }
        if (total > r.maxRows) {
            r.problems.add(r.maxRows + 1, "", `more rows than the limit of ${r.maxRows}; reading stopped`);
            return false;
        }
        return true;
    }
    finally {
        await file.close();
    }
}
function convert(rows, from, at, group, mine, r) {
    const out = [];
    for (let i = 0; i < rows.length; i++) {
        const line = at + i + 1;
        const bad = [];
        const size = { bytes: 0 };
        const value = toJson(rows[i], "", bad, size);
        // The line cap of JSONL holds for a Parquet row's text (design §15).
        if (size.bytes > r.maxRowBytes) {
            if (mine)
                r.rowProblems.add(line, "", `row holds more than ${r.maxRowBytes} bytes of text; skipped`);
            continue;
        }
        if (bad.length > 0) {
            if (mine) {
                for (const b of bad)
                    r.rowProblems.add(line, b.field, `${b.reason} (row group ${group}, row ${at - from + i} of it)`);
            }
            continue;
        }
        const refused = (0,_nesting_js__WEBPACK_IMPORTED_MODULE_1__/* .rowRefusal */ .F0)(value);
        if (refused !== null) {
            if (mine)
                r.rowProblems.add(line, refused.field, refused.reason);
            continue;
        }
        const row = { line, value };
        if (mine)
            r.counted(1);
        else
            row.probe = true;
        out.push(row);
    }
    return out;
}


/***/ })

};
