// Parquet files read as rows (docs/design.md §15). Loaded by jsonl.ts with a dynamic
// import only when a file starts with `PAR1`, so a JSONL run never loads hyparquet.
// Rows are read a row group at a time, and inside a group a few MiB of rows at a time when
// its columns allow it (see readStep), only the columns the role can use; each row becomes
// the JSON object the same row would be in JSONL: its number is its row, counted from 1
// over the whole file, and messages say "row N" (problems.ts whereIs).
import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import type { JsonRow } from "./json-row.js";
import { rowRefusal } from "./nesting.js";
import type { ProblemCollector } from "./problems.js";
import type { LineOwner } from "./slice.js";
import type { Source } from "./source.js";

const CODECS = "which is not read here (snappy, gzip, zstd, brotli and lz4 are)";
const DAMAGED = "not a Parquet file that can be read: its footer is missing or damaged";

/** Rows of another shard's first row group parsed to settle the file's cut (io/slice.ts). */
const PROBE_ROWS = 256;
/** Uncompressed column bytes read at once inside a row group, when the columns allow it. */
const READ_BYTES = 4 * 1024 * 1024;

/** Columns a role can read: a set of top-level names, or null for every column. */
export type ColumnWant = ReadonlySet<string> | null;

export interface ParquetRead {
  src: Source;
  maxRows: number;
  /** Most bytes of text one row may hold (the reader's line cap). */
  maxRowBytes: number;
  /** Problems of the file as a whole (muted on shards other than 0). */
  problems: ProblemCollector;
  /** Problems of its rows (each said by the shard that owns the row group). */
  rowProblems: ProblemCollector;
  owner: LineOwner | null;
  want: ColumnWant;
  /** Told of the file's row count, the columns not read and the rows of this slice's groups. */
  onLayout: (rows: number, unread: UnreadColumn[], owned: number) => void;
  /** Told of each row handed out (this shard's own, not probes). */
  counted: (n: number) => void;
}

export interface UnreadColumn {
  column: string;
  reason: string;
}

interface Tree {
  element: {
    name: string;
    type?: string;
    repetition_type?: string;
    converted_type?: string;
    logical_type?: { type: string };
  };
  children: Tree[];
}

/** A leaf of bytes with no text annotation (images, audio): never text a gate reads. */
function isBinaryLeaf(t: Tree): boolean {
  const e = t.element;
  if (t.children.length > 0) return false;
  if (e.type !== "BYTE_ARRAY" && e.type !== "FIXED_LEN_BYTE_ARRAY") return false;
  const c = e.converted_type;
  const l = e.logical_type?.type;
  const text = ["UTF8", "JSON", "ENUM", "BSON", "DECIMAL"];
  return !(
    text.includes(c ?? "") || ["STRING", "JSON", "ENUM", "UUID", "DECIMAL"].includes(l ?? "")
  );
}

function holdsBinary(t: Tree): boolean {
  return isBinaryLeaf(t) || t.children.some(holdsBinary);
}

/** Reads byte ranges of the file (or of bytes in memory) for hyparquet. */
interface Ranges {
  byteLength: number;
  slice(start: number, end?: number): Promise<ArrayBuffer>;
  close(): Promise<void>;
}

async function ranges(src: Source): Promise<Ranges> {
  if (typeof src !== "string") {
    const d = src.data;
    const ab = d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength) as ArrayBuffer;
    return {
      byteLength: ab.byteLength,
      slice: async (s, e) => ab.slice(s, e),
      close: async () => {},
    };
  }
  const fh: FileHandle = await open(src, "r");
  const { size } = await fh.stat();
  return {
    byteLength: size,
    async slice(start, end = size) {
      const buf = Buffer.allocUnsafe(Math.max(0, end - start));
      let got = 0;
      while (got < buf.length) {
        const { bytesRead } = await fh.read(buf, got, buf.length - got, start + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      return buf.buffer.slice(buf.byteOffset, buf.byteOffset + got) as ArrayBuffer;
    },
    close: () => fh.close(),
  };
}

/** A value's problem: where in the row, and why it is not read. */
interface Bad {
  field: string;
  reason: string;
}

/**
 * One decoded value as the JSON value the same data is in JSONL: INT64 to a number when
 * exact, timestamps to ISO strings, nulls inside objects dropped (a missing key, which is
 * how Arrow writes a key a row does not have). Returns a problem instead when the value
 * cannot be a JSON value without changing it.
 */
function toJson(v: unknown, path: string, bad: Bad[], size: { bytes: number }): unknown {
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
  if (v === null || typeof v !== "object") return v;
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
    const list = Array.from(v as ArrayLike<unknown>);
    return list.map((x, i) => toJson(x, `${path}.${i}`, bad, size));
  }
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === null || x === undefined) continue;
    out[k] = toJson(x, path === "" ? k : `${path}.${k}`, bad, size);
  }
  return out;
}

/** The top-level columns to read, and the others with why each is not read. */
function planColumns(top: Tree[], want: ColumnWant): { columns: string[]; unread: UnreadColumn[] } {
  const unread: UnreadColumn[] = [];
  const wanted = want === null ? null : top.filter((c) => want.has(c.element.name));
  // With none of the role's columns the rows are read whole, so messages name their keys.
  const chosen = wanted !== null && wanted.length > 0 ? wanted : top;
  const columns: string[] = [];
  for (const c of top) {
    const column = c.element.name;
    if (!chosen.includes(c)) {
      unread.push({ column, reason: "a Parquet column no reader of this role uses: not read" });
    } else if (holdsBinary(c)) {
      unread.push({ column, reason: "a Parquet column of binary data (not text): not read" });
    } else columns.push(column);
  }
  return { columns, unread };
}

/** The first codec of the file's column chunks that no decompressor here reads, or null. */
function unreadCodec(
  metadata: { row_groups: { columns: { meta_data?: { codec: string } }[] }[] },
  compressors: object,
): string | null {
  for (const g of metadata.row_groups) {
    for (const c of g.columns) {
      const codec = c.meta_data?.codec;
      if (codec === undefined || codec === "UNCOMPRESSED" || codec === "SNAPPY") continue;
      if (!(codec in compressors)) return codec;
    }
  }
  return null;
}

/**
 * Whether this shard reads row group g (groups are dealt out in turn, design §11.1), or
 * reads its first rows only as probes, until the reader settles how the file is cut.
 */
function groupRole(owner: LineOwner | null, g: number): { mine: boolean; probing: boolean } {
  if (owner === null) return { mine: true, probing: false };
  const mine = owner.mode === "whole" ? owner.lead : g % owner.slice.count === owner.slice.index;
  return { mine, probing: !mine && owner.mode === "probing" && g === 0 };
}

/** Rows in the groups the slice owns, for its cover (design §11.2): groups dealt in turn. */
function groupRows(groups: readonly number[], owner: LineOwner | null): number {
  const slice = owner?.slice;
  return groups.reduce(
    (a, n, g) => (slice === undefined || g % slice.count === slice.index ? a + n : a),
    0,
  );
}

export interface GroupMeta {
  columns: {
    offset_index_offset?: bigint;
    meta_data?: { path_in_schema: string[]; total_uncompressed_size: bigint };
  }[];
}

/**
 * How many rows of group g one read takes. hyparquet decodes a top-level leaf column (or
 * any column with an offset index) only from the page holding the first row asked for to
 * the one holding the last, so such a group is read READ_BYTES of its columns at a time,
 * and what a row group holds is never in memory at once (a 10,000-row group of pairs is
 * some 37 MB of text). A list or struct column without an offset index is decoded whole
 * on every read, so a group with one is read in one go, as before (design §15).
 */
export function readStep(
  group: GroupMeta,
  flat: ReadonlySet<string>,
  columns: string[],
  n: number,
) {
  let bytes = 0;
  for (const c of group.columns) {
    const m = c.meta_data;
    const top = m?.path_in_schema[0];
    if (m === undefined || top === undefined || !columns.includes(top)) continue;
    if (!flat.has(top) && c.offset_index_offset === undefined) return n;
    bytes += Number(m.total_uncompressed_size);
  }
  if (bytes <= READ_BYTES) return n;
  return Math.max(1, Math.floor((n * READ_BYTES) / bytes));
}

/**
 * The file's byte ranges, the last few kept: a group read in steps asks for the same column
 * chunk each step (hyparquet takes a chunk whole when it has no offset index).
 */
function keptRanges(file: Ranges): Ranges & { clear(): void } {
  const kept = new Map<string, Promise<ArrayBuffer>>();
  return {
    byteLength: file.byteLength,
    slice(start: number, end?: number) {
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

type Hyparquet = typeof import("hyparquet");
type ReadArgs = Omit<Parameters<Hyparquet["parquetReadObjects"]>[0], "rowStart" | "rowEnd">;

/** Group g's rows [from, end) in reads of `step` rows; false when a read failed (said once). */
async function* readGroup(
  hp: Hyparquet,
  args: ReadArgs,
  grp: { g: number; from: number; n: number; end: number; step: number; mine: boolean },
  r: ParquetRead,
): AsyncGenerator<JsonRow[], boolean> {
  const { g, from, n, end, step, mine } = grp;
  for (let at = from; at < end; at += step) {
    let rows: Record<string, unknown>[];
    try {
      rows = (await hp.parquetReadObjects({
        ...args,
        rowStart: at,
        rowEnd: Math.min(at + step, end),
      })) as Record<string, unknown>[];
    } catch {
      if (mine) {
        r.rowProblems.add(
          at + 1,
          "",
          `row group ${g} (rows ${from + 1} to ${from + n}) cannot be decoded; reading stopped`,
        );
      }
      return false;
    }
    yield convert(rows, from, at, g, mine, r);
  }
  return true;
}

/** Returns true when every row was read (none past the row limit, no damaged row group). */
export async function* parquetRows(r: ParquetRead): AsyncGenerator<JsonRow[], boolean> {
  const hp = await import("hyparquet");
  const { compressors } = await import("hyparquet-compressors");
  const file = keptRanges(await ranges(r.src));
  try {
    let metadata: Awaited<ReturnType<typeof hp.parquetMetadataAsync>>;
    try {
      metadata = await hp.parquetMetadataAsync(file);
    } catch {
      // hyparquet's own message is not passed on (design §7): it can quote the file's bytes.
      r.problems.add(0, "", DAMAGED);
      r.onLayout(0, [], 0);
      return false;
    }
    const top = (hp.parquetSchema(metadata) as unknown as Tree).children;
    const { columns, unread } = planColumns(top, r.want);
    const flat = new Set(
      top
        .filter((c) => c.children.length === 0 && c.element.repetition_type !== "REPEATED")
        .map((c) => c.element.name),
    );
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
      const n = groups[g]!;
      const from = start;
      start += n;
      if (n === 0) continue;
      if (from >= r.maxRows) break;
      const { mine, probing } = groupRole(owner, g);
      if (!mine && !probing) continue;
      const end = Math.min(from + (probing ? Math.min(n, PROBE_ROWS) : n), r.maxRows);
      const step = readStep(metadata.row_groups[g] as unknown as GroupMeta, flat, columns, n);
      const group = { g, from, n, end, step, mine };
      if (!(yield* readGroup(hp, { file, metadata, columns, compressors }, group, r))) return false;
      file.clear();
    }
    if (total > r.maxRows) {
      r.problems.add(
        r.maxRows + 1,
        "",
        `more rows than the limit of ${r.maxRows}; reading stopped`,
      );
      return false;
    }
    return true;
  } finally {
    await file.close();
  }
}

function convert(
  rows: Record<string, unknown>[],
  from: number,
  at: number,
  group: number,
  mine: boolean,
  r: ParquetRead,
): JsonRow[] {
  const out: JsonRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    const line = at + i + 1;
    const bad: Bad[] = [];
    const size = { bytes: 0 };
    const value = toJson(rows[i], "", bad, size) as Record<string, unknown>;
    // The line cap of JSONL holds for a Parquet row's text (design §15).
    if (size.bytes > r.maxRowBytes) {
      if (mine)
        r.rowProblems.add(line, "", `row holds more than ${r.maxRowBytes} bytes of text; skipped`);
      continue;
    }
    if (bad.length > 0) {
      if (mine) {
        for (const b of bad)
          r.rowProblems.add(
            line,
            b.field,
            `${b.reason} (row group ${group}, row ${at - from + i} of it)`,
          );
      }
      continue;
    }
    const refused = rowRefusal(value);
    if (refused !== null) {
      if (mine) r.rowProblems.add(line, refused.field, refused.reason);
      continue;
    }
    const row: JsonRow = { line, value };
    if (mine) r.counted(1);
    else row.probe = true;
    out.push(row);
  }
  return out;
}
