// A small zip reader for the archives our users' tools write (an Inspect `.eval` log is a
// zip of JSON entries). It reads the central directory at the end of the file, then each
// wanted entry by its offset, so memory holds one entry at a time. Only what such logs
// use is supported: stored or deflated entries, no encryption, no ZIP64; each entry's
// size is capped and checked against what the directory declared. Against bombs (design
// §7): entries whose bytes overlap are refused (one deflated entry named many times
// inflates many times), an entry may not inflate more than MAX_RATIO times its compressed
// size, and an entry's depth is read from its bytes before JSON.parse (nesting.ts).
import { open } from "node:fs/promises";
import * as zlib from "node:zlib";
import type { JsonRow } from "./json-row.js";
import { DUPLICATE_KEY_REASON, duplicateKey } from "./dup-keys.js";
import { bytesRefusal, bytesTooDeep, MAX_NESTING, rowRefusal } from "./nesting.js";
import { jsonErrorReason, type ProblemCollector } from "./problems.js";
import type { Confinement } from "./confine.js";
import { checkConfined, ReadError, type Source } from "./source.js";

export interface ZipLimits {
  maxLineBytes: number;
  maxFileBytes: number;
  maxRows: number;
  confine?: Confinement;
}

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
export const MAX_RATIO = 500;
const MIN_RATIO_CHECKED = 1024 * 1024;

interface Entry {
  name: string;
  /** The name's bytes as the directory has them, to compare with the local header's. */
  rawName: Buffer;
  method: number;
  flags: number;
  crc: number;
  csize: number;
  usize: number;
  offset: number;
  /** Where the next entry's local header or the central directory starts. */
  end: number;
}

interface RandomAccess {
  size: number;
  read(pos: number, len: number): Promise<Buffer>;
  close(): Promise<void>;
}

async function openRandom(src: Source, confine?: Confinement): Promise<RandomAccess> {
  if (typeof src !== "string") {
    const d = src.data;
    return {
      size: d.length,
      read: async (pos, len) => d.subarray(pos, Math.min(d.length, pos + len)),
      close: async () => {},
    };
  }
  await checkConfined(src, confine);
  const fh = await open(src, "r").catch((e: NodeJS.ErrnoException) => {
    throw new ReadError(src, `cannot read ${src}: ${e.code ?? "the file cannot be opened"}`);
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
  constructor(
    message: string,
    /** The entry's number in the directory when one entry is at fault; 0 for the archive. */
    readonly line = 0,
  ) {
    super(message);
  }
}

function directory(
  tail: Buffer,
  tailStart: number,
  size: number,
): { count: number; at: number; bytes: number } {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIG) continue;
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

function entries(cd: Buffer, count: number): Entry[] {
  const out: Entry[] = [];
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
async function entryData(ra: RandomAccess, e: Entry): Promise<Buffer | string> {
  if (e.flags & 1) return "is encrypted";
  if (e.method !== 0 && e.method !== 8)
    return `uses compression method ${e.method} (only stored and deflate are read)`;
  const lfh = await ra.read(e.offset, 30);
  if (lfh.length < 30 || lfh.readUInt32LE(0) !== LFH_SIG) return "has a damaged local header";
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
  if (start + e.csize > e.end) return "runs into the next entry's bytes; skipped";
  const raw = await ra.read(start, e.csize);
  if (raw.length < e.csize) return "is cut short";
  let data: Buffer;
  if (e.method === 0) data = raw;
  else {
    try {
      data = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, e.usize) });
    } catch (err) {
      return `is not valid deflate data (${(err as Error).message})`;
    }
  }
  if (data.length !== e.usize)
    return `inflates to ${data.length} bytes, not the ${e.usize} declared`;
  const crc32 = (zlib as { crc32?: (b: Buffer) => number }).crc32;
  if (crc32 !== undefined && crc32(data) >>> 0 !== e.crc) return "fails its CRC check";
  return data;
}

/** What the entries read so far add up to, against the limits. */
interface ZipTally {
  rowEntries: number;
  inflated: number;
  headerBytes: number;
}

/**
 * Reads the JSON entries of a zip: `samples/*.json` as rows, one batch per entry (line =
 * the entry's number in the archive, entry = its name), and top-level `*.json` entries
 * into `header`.
 */
export async function* zipBatches(
  src: Source,
  limits: ZipLimits,
  problems: ProblemCollector,
  header: Record<string, unknown>,
  skipped: number[] = [],
): AsyncGenerator<JsonRow[]> {
  const ra = await openRandom(src, limits.confine);
  try {
    const list = await readDirectory(ra, problems);
    if (list === null) return;
    const tally: ZipTally = { rowEntries: 0, inflated: 0, headerBytes: 0 };
    const twice = namedTwice(list, problems);
    for (let k = 0; k < list.length; k++) {
      const e = list[k]!;
      const isRow = ROW_ENTRY.test(e.name);
      const line = k + 1;
      if (!isRow && !HEADER_ENTRY.test(e.name)) {
        // Under samples/ but not samples/<name>.json (a sub-folder, another suffix): counted.
        if (e.name.startsWith("samples/") && !e.name.endsWith("/")) skipped.push(line);
        continue;
      }
      if (twice.has(e.name)) continue;
      const admitted = admit(e, line, isRow, limits, problems, tally);
      if (admitted === "stop") return;
      if (admitted === "skip") continue;
      const value = await entryJson(ra, e, line, isRow, problems);
      if (value === undefined) continue;
      if (!isRow) {
        tally.headerBytes += e.usize;
        if (tally.headerBytes > limits.maxLineBytes) {
          problems.add(
            line,
            "",
            `entry ${e.name}: the archive's entries besides its samples are over ${limits.maxLineBytes} bytes; skipped`,
          );
        } else header[e.name] = value;
        continue;
      }
      const refused = rowRefusal(value);
      if (refused !== null) {
        problems.add(line, refused.field, `entry ${e.name}: ${refused.reason}`);
        continue;
      }
      yield [{ line, value: value as Record<string, unknown>, entry: e.name }];
    }
  } finally {
    await ra.close();
  }
}

/**
 * The names that more than one entry has: a problem at each entry after the first, and
 * none of them is read (which copy a tool would take differs from tool to tool).
 */
function namedTwice(list: readonly Entry[], problems: ProblemCollector): Set<string> {
  const first = new Map<string, number>();
  const twice = new Set<string>();
  list.forEach((e, k) => {
    const at = first.get(e.name);
    if (at === undefined) first.set(e.name, k + 1);
    else {
      twice.add(e.name);
      if (ROW_ENTRY.test(e.name) || HEADER_ENTRY.test(e.name)) {
        problems.add(
          k + 1,
          "",
          `entry ${e.name} has the same name as entry ${at}: neither is read`,
        );
      }
    }
  });
  return twice;
}

/** The archive's entry list from its central directory; null after a problem saying why not. */
async function readDirectory(
  ra: RandomAccess,
  problems: ProblemCollector,
): Promise<Entry[] | null> {
  const tailLen = Math.min(ra.size, TAIL_MAX);
  const tail = await ra.read(ra.size - tailLen, tailLen);
  try {
    const dir = directory(tail, ra.size - tailLen, ra.size);
    if (dir.bytes > CENTRAL_DIR_MAX)
      throw new ZipFormatError("its central directory is over 64 MiB");
    const list = entries(await ra.read(dir.at, dir.bytes), dir.count);
    placeEntries(list, dir.at);
    return list;
  } catch (err) {
    if (!(err instanceof ZipFormatError)) throw err;
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
function placeEntries(list: Entry[], directoryAt: number): void {
  const order = list.map((_, k) => k).sort((a, b) => list[a]!.offset - list[b]!.offset);
  for (let j = 0; j < order.length; j++) {
    const e = list[order[j]!]!;
    const next = j + 1 < order.length ? list[order[j + 1]!]! : null;
    e.end = next === null ? directoryAt : next.offset;
    // Only headers that collide refuse the archive; data that runs into the next entry
    // refuses that entry alone (entryData), as a size that does not fit does.
    if (e.offset + 30 > e.end) {
      const other = next === null ? "the central directory" : `entry ${order[j + 1]! + 1}`;
      throw new ZipFormatError(
        `entry ${order[j]! + 1} overlaps ${other} (entries that share bytes are not read)`,
        order[j]! + 1,
      );
    }
  }
}

/**
 * Whether an entry may be read, from its declared size alone: "skip" an entry over the
 * size cap, "stop" the archive past the row cap or the inflated-bytes cap.
 */
function admit(
  e: Entry,
  line: number,
  isRow: boolean,
  limits: ZipLimits,
  problems: ProblemCollector,
  tally: ZipTally,
): "read" | "skip" | "stop" {
  if (isRow && ++tally.rowEntries > limits.maxRows) {
    problems.add(line, "", `more rows than the limit of ${limits.maxRows}; reading stopped`);
    return "stop";
  }
  if (e.usize > limits.maxLineBytes) {
    problems.add(
      line,
      "",
      `entry ${e.name} is ${e.usize} bytes, over the limit of ${limits.maxLineBytes}; skipped`,
    );
    return "skip";
  }
  if (e.usize >= MIN_RATIO_CHECKED && e.usize > MAX_RATIO * e.csize) {
    problems.add(
      line,
      "",
      `entry ${e.name} inflates ${Math.round(e.usize / Math.max(1, e.csize))} times its compressed size, over the limit of ${MAX_RATIO}; skipped`,
    );
    return "skip";
  }
  tally.inflated += e.usize;
  if (tally.inflated > limits.maxFileBytes) {
    problems.add(
      0,
      "",
      `the archive inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`,
    );
    return "stop";
  }
  return "read";
}

/** The entry's JSON value; undefined (which JSON never is) after a problem saying why not. */
async function entryJson(
  ra: RandomAccess,
  e: Entry,
  line: number,
  isRow: boolean,
  problems: ProblemCollector,
): Promise<unknown> {
  const data = await entryData(ra, e);
  if (typeof data === "string") {
    problems.add(line, "", `entry ${e.name} ${data}`);
    return undefined;
  }
  // Depth from the bytes, before JSON.parse builds a deep value (nesting.ts).
  const deep = isRow
    ? bytesRefusal(data)
    : bytesTooDeep(data) === null
      ? null
      : { field: "", reason: `nested more than ${MAX_NESTING} levels deep` };
  if (deep !== null) {
    problems.add(line, deep.field, `entry ${e.name}: ${deep.reason}`);
    return undefined;
  }
  let value: unknown;
  try {
    value = JSON.parse(data.toString("utf8"));
  } catch (err) {
    problems.add(line, "", `entry ${e.name} is ${jsonErrorReason(err)}`);
    return undefined;
  }
  const dup = duplicateKey(data, 0, data.length, value);
  if (dup !== null) {
    problems.add(line, dup, `entry ${e.name}: ${DUPLICATE_KEY_REASON}`);
    return undefined;
  }
  return value;
}
