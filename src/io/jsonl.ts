// Streaming JSONL reader. Splits Buffer chunks on byte 10 and decodes each line once
// (readline and string chunks measured 2-3x slower). Hashes the raw bytes in the same
// pass, inflates gzip when the magic bytes say so, and keeps memory bounded on hostile
// input: an over-long line is skipped to its newline without being buffered.
// The first bytes decide how the file is read (sniff.ts): JSONL lines, one JSON document
// read value by value (document.ts), a zip's JSON entries (zip.ts), a Parquet file's rows
// (parquet.ts, loaded only then), or one message saying what the file is when it holds no
// rows we can read (a Git LFS pointer).
import { isUtf8 } from "node:buffer";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { DocumentSplitter } from "./document.js";
import type { JsonRow } from "./json-row.js";
import { DUPLICATE_KEY_REASON, duplicateKey } from "./dup-keys.js";
import { bytesRefusal, DepthScan, rowRefusal } from "./nesting.js";
import { jsonErrorReason, ProblemCollector } from "./problems.js";
import type { Confinement } from "./confine.js";
import { LineOwner, ownedLines, type Cover, type Slice } from "./slice.js";
import { notJsonMessage, rawKindMessage, sniffRaw, sniffText } from "./sniff.js";
import { CHUNK_BYTES, openSource, ReadError, type OpenedSource, type Source } from "./source.js";
import { zipBatches } from "./zip.js";

export interface JsonlLimits {
  maxLineBytes: number;
  maxFileBytes: number;
  maxRows: number;
  /** Read only this shard's lines (io/slice.ts); absent = the whole file. */
  slice?: Slice;
  /** Where a file may be read from (io/confine.ts); absent = anywhere (the CLI). */
  confine?: Confinement;
}

/** What a role does with a zip: read its JSON entries, or say in one message what to pass. */
export interface LayoutOptions {
  /** Read a zip's entries (Inspect `.eval` logs); without it a zip gets this message. */
  zip?: boolean;
  zipHint?: string;
  /** The top-level columns a Parquet file is read with (io/parquet.ts); absent = every one. */
  columns?: ReadonlySet<string> | null;
}

// The row type has its own module so document.ts and zip.ts need not import this one.
export type { JsonRow } from "./json-row.js";

/** How the file's rows were laid out. */
export type Layout = "jsonl" | "json-array" | "json-object" | "zip" | "parquet" | "other";

export interface JsonlStats {
  /** Raw bytes read (compressed bytes for gzip). */
  bytes: number;
  /** sha256 of the raw bytes; "" when reading stopped before the end. */
  sha256: string;
  gzip: boolean;
  /** Lines seen, blank ones included. */
  lines: number;
  /** JSON objects yielded. */
  rows: number;
  /** True when the whole file was read. */
  complete: boolean;
  layout: Layout;
  /** A JSON object document's members other than its rows, or a zip's top-level entries. */
  header: Record<string, unknown> | null;
  /** A Parquet file's columns that were not read, and why (said by shard 0). */
  unread?: { column: string; reason: string }[];
  /** A zip's entries under samples/ that are not read as samples (their entry numbers). */
  skippedEntries?: number[];
  /** A Parquet file's rows in the row groups this slice owns (groups dealt out in turn). */
  ownedRows?: number;
}

export interface JsonlReader {
  /** Filled in while batches are consumed; final once the iteration ends. */
  stats: JsonlStats;
  batches: AsyncGenerator<JsonRow[]>;
  /**
   * In a sliced read, say how the file is cut once its first rows have decided it: by
   * lines, or whole (read by shard 0). Until then every line is parsed. No-op unsliced.
   */
  settle(mode: "lines" | "whole"): void;
  /** Whether this shard takes the row (false for another shard's row met while probing). */
  mine(row: JsonRow): boolean;
  /** What of the file this reader owned, once the iteration ends (docs/design.md §11.2). */
  cover(): Cover;
  /** True when the file is read whole, and by another shard. */
  elsewhere(): boolean;
  /** True when the file is cut by lines among shards (each sees only some rows). */
  sliced(): boolean;
}

const EMPTY_SHA256 = createHash("sha256").digest("hex");

export function readJsonl(
  src: Source,
  limits: JsonlLimits,
  problems: ProblemCollector,
  layout: LayoutOptions = {},
): JsonlReader {
  const stats: JsonlStats = {
    bytes: 0,
    sha256: "",
    gzip: false,
    lines: 0,
    rows: 0,
    complete: false,
    layout: "jsonl",
    header: null,
  };
  const owner = limits.slice && limits.slice.count > 1 ? new LineOwner(limits.slice) : null;
  return {
    stats,
    batches: batches(src, limits, problems, stats, layout, owner),
    settle: (mode) => {
      if (owner && owner.mode === "probing") owner.mode = mode;
    },
    mine: (row) => {
      if (owner === null) return true;
      return owner.mode === "whole" ? owner.lead : row.probe !== true;
    },
    elsewhere: () => owner !== null && owner.mode === "whole" && !owner.lead,
    sliced: () => owner !== null && owner.mode !== "whole",
    cover: () => coverOf(stats, owner),
  };
}

function coverOf(stats: JsonlStats, owner: LineOwner | null): Cover {
  const lines = stats.lines;
  if (owner === null) return { lines, owned: lines, whole: false };
  // A zip is read whole by shard 0, whatever its rows would have settled on the others.
  if (owner.mode === "whole" || stats.layout === "zip") {
    return { lines, owned: owner.lead ? lines : 0, whole: true };
  }
  const owned =
    stats.layout === "parquet" ? (stats.ownedRows ?? 0) : ownedLines(lines, owner.slice);
  return { lines, owned, whole: false };
}

const DEFAULT_ZIP_HINT = "give this role JSONL or a JSON array of rows, or unzip it first";

/** Either splitter: JSONL lines or one JSON document. */
type Splitter = Pick<
  LineSplitter,
  "batch" | "stopped" | "nonBlank" | "take" | "feed" | "finish"
> & {
  readonly linesSeen: number;
};

/** One read of one file: what every step of it shares. */
interface ReadRun {
  src: Source;
  limits: JsonlLimits;
  /** Problems of the file as a whole (muted on shards other than 0). */
  problems: ProblemCollector;
  /** Problems of its lines (each said by the shard that owns the line). */
  rowProblems: ProblemCollector;
  stats: JsonlStats;
  layout: LayoutOptions;
  owner: LineOwner | null;
}

async function* batches(
  src: Source,
  limits: JsonlLimits,
  problems: ProblemCollector,
  stats: JsonlStats,
  layout: LayoutOptions,
  owner: LineOwner | null,
): AsyncGenerator<JsonRow[]> {
  const run: ReadRun = {
    src,
    limits,
    // What is wrong with the file as a whole is said once, by shard 0.
    problems: owner && !owner.lead ? new ProblemCollector(problems.file) : problems,
    rowProblems: problems,
    stats,
    layout,
    owner,
  };
  const opened = await openChecked(run);
  if (opened === null) return;
  // Threads of one job read one local file: only the first one hashes it.
  const hash = limits.slice?.digest === false ? null : createHash("sha256");
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
    for await (const c of raw) void c;
    await opened.close();
    stats.layout = "zip";
    stats.sha256 = hash?.digest("hex") ?? "";
    yield* zipRows(run);
    return;
  }
  if (kind === "parquet") {
    // Hashed whole like a zip, then read by row group through its footer.
    for await (const c of raw) void c;
    await opened.close();
    stats.layout = "parquet";
    stats.sha256 = hash?.digest("hex") ?? "";
    yield* parquetRows(run);
    return;
  }
  const refused = rawKindMessage(kind, layout.zipHint ?? DEFAULT_ZIP_HINT);
  if (refused !== null) {
    // Refused whole, but hashed whole: the report names the file it refused (issue 22.10).
    for await (const c of raw) void c;
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
  if (!complete) return;
  stats.sha256 = hash?.digest("hex") ?? "";
  stats.complete = true;
}

/** The sha256 of the whole file, read again (only for a file refused at its first bytes). */
async function digestWhole(run: ReadRun): Promise<string> {
  const again = await openSource(run.src, run.limits.confine);
  const h = createHash("sha256");
  let bytes = 0;
  try {
    for await (const c of again.chunks) {
      h.update(c);
      bytes += c.length;
    }
  } finally {
    await again.close();
  }
  run.stats.bytes = Math.max(run.stats.bytes, bytes);
  return h.digest("hex");
}

/** A Parquet file's rows; hyparquet is loaded only now, for a file that is Parquet. */
async function* parquetRows(run: ReadRun): AsyncGenerator<JsonRow[]> {
  const { stats } = run;
  const { parquetRows: rows } = await import("./parquet.js");
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
      if (unread.length > 0 && (run.owner === null || run.owner.lead)) stats.unread = unread;
    },
    counted: (n) => (stats.rows += n),
  });
  stats.complete = complete;
  if (!complete) stats.sha256 = "";
}

/** The file opened, or null after saying why it is not read (empty, or over the limit). */
async function openChecked(run: ReadRun): Promise<OpenedSource | null> {
  const { stats, limits } = run;
  const opened = await openSource(run.src, run.limits.confine);
  if (opened.size === 0) {
    await opened.close();
    run.problems.add(0, "", "file is empty");
    stats.sha256 = EMPTY_SHA256;
    stats.complete = true;
    return null;
  }
  if (opened.size > limits.maxFileBytes) {
    await opened.close();
    run.problems.add(
      0,
      "",
      `file is ${opened.size} bytes, over the limit of ${limits.maxFileBytes} bytes`,
    );
    return null;
  }
  return opened;
}

/** A zip's JSON entries (an Inspect `.eval` log), read by shard 0. */
async function* zipRows(run: ReadRun): AsyncGenerator<JsonRow[]> {
  const { stats } = run;
  if (run.owner && !run.owner.lead) {
    stats.complete = true; // a zip is read whole, by shard 0
    return;
  }
  stats.header = Object.create(null) as Record<string, unknown>;
  const skipped: number[] = [];
  for await (const batch of zipBatches(run.src, run.limits, run.problems, stats.header, skipped)) {
    stats.rows += batch.length;
    yield batch;
  }
  if (skipped.length > 0) stats.skippedEntries = skipped;
  stats.complete = true;
}

/**
 * The rows of the decoded bytes (inflated when gzip), split into lines or document values.
 * Returns true when the file was read to its end with nothing left unread.
 */
async function* decodedRows(
  run: ReadRun,
  opened: OpenedSource,
  rest: AsyncGenerator<Buffer>,
): AsyncGenerator<JsonRow[], boolean> {
  const { stats, limits, problems } = run;
  const inflated = { consumed: 0 };
  const decoded = stats.gzip ? gunzip(rest, inflated) : rest;
  let splitter: Splitter | null = null;
  let decodedBytes = 0;
  try {
    for await (const chunk of decoded) {
      if (splitter === null) {
        splitter = chooseSplitter(chunk, run);
        if (splitter === null) return false;
      }
      decodedBytes += chunk.length;
      if (decodedBytes > limits.maxFileBytes) {
        problems.add(
          0,
          "",
          `data inflates to more than the limit of ${limits.maxFileBytes} bytes; reading stopped`,
        );
        return false;
      }
      splitter.feed(chunk);
      if (splitter.batch.length > 0) yield splitter.take();
      if (splitter.stopped) return false;
    }
  } catch (err) {
    if (!isZlibError(err)) throw err;
    problems.add(0, "", `not valid gzip data: ${(err as Error).message}`);
    return false;
  } finally {
    if (splitter !== null) stats.lines = splitter.linesSeen;
    await decoded.return(undefined);
    await opened.close();
  }
  if (splitter === null) {
    problems.add(0, "", "file is empty once decompressed");
    return false;
  }
  splitter.finish();
  if (splitter instanceof DocumentSplitter) {
    stats.lines = splitter.linesSeen;
    stats.header = splitter.header;
  }
  if (splitter.batch.length > 0) yield splitter.take();
  if (splitter.stopped) return false;
  return endChecks(run, splitter, decodedBytes, opened.size - inflated.consumed);
}

/** What is wrong with a file read to its end: bytes after the last gzip member, no rows. */
function endChecks(
  run: ReadRun,
  splitter: Splitter,
  decodedBytes: number,
  unread: number,
): boolean {
  const { stats, problems } = run;
  if (stats.gzip && unread > 0) {
    // zlib reads back-to-back members but stops quietly at anything else (a NUL byte,
    // say), while other readers (Python's gzip) skip padding and read on: the rest of
    // the file could hold rows the gates never saw.
    problems.add(
      0,
      "",
      `${unread} bytes follow the last gzip member and were not read; ` +
        "a gzip file must end with its last member",
    );
    return false;
  }
  if (decodedBytes === 0) problems.add(0, "", "file is empty once decompressed");
  else if (splitter.nonBlank === 0 && stats.layout === "jsonl") {
    problems.add(0, "", "file has no rows, only blank lines");
  } else if (splitter.nonBlank === 0 && stats.layout === "json-array") {
    problems.add(0, "", "the JSON array is empty: no rows");
  }
  return true;
}

/** Reads the first decoded bytes and picks the splitter; null after saying why none fits. */
function chooseSplitter(head: Buffer, run: ReadRun): Splitter | null {
  const { limits, problems, rowProblems, stats, owner } = run;
  const text = sniffText(head);
  if (text === "not-json") {
    stats.layout = "other";
    problems.add(0, "", notJsonMessage(head));
    return null;
  }
  if (text === "jsonl") return new LineSplitter(limits, rowProblems, stats, owner);
  stats.layout = text;
  if (owner) owner.mode = "whole"; // a document is read by shard 0; the others only hash it
  if (owner && !owner.lead) return new IdleSplitter();
  return new DocumentSplitter(limits, problems, (n) => (stats.rows += n));
}

/** Another shard's document: its bytes are hashed and counted, its rows read elsewhere. */
class IdleSplitter {
  readonly batch: JsonRow[] = [];
  readonly stopped = false;
  readonly nonBlank = 0; // what is wrong with the file is shard 0's to say
  readonly linesSeen = 0;
  take(): JsonRow[] {
    return [];
  }
  feed(): void {}
  finish(): void {}
}

/** zlib's errors carry Z_* codes; anything else (a read failure, a bug) is not bad gzip data. */
function isZlibError(err: unknown): boolean {
  if (err instanceof ReadError) return false;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("Z_");
}

async function* tap(
  chunks: AsyncGenerator<Buffer>,
  see: (c: Buffer) => void,
): AsyncGenerator<Buffer> {
  for await (const c of chunks) {
    see(c);
    yield c;
  }
}

async function* prepend(first: Buffer, rest: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield first;
    yield* rest;
  } finally {
    await rest.return(undefined);
  }
}

/** Inflates every gzip member; `inflated.consumed` is the compressed bytes zlib used. */
async function* gunzip(
  raw: AsyncGenerator<Buffer>,
  inflated: { consumed: number },
): AsyncGenerator<Buffer> {
  const gz = createGunzip({ chunkSize: CHUNK_BYTES });
  const input = Readable.from(raw);
  // pipe() does not forward source errors; a read failure must end the iteration.
  input.on("error", (e) => gz.destroy(e));
  input.pipe(gz);
  try {
    for await (const c of gz) yield c as Buffer;
    inflated.consumed = gz.bytesWritten;
  } finally {
    input.destroy();
    gz.destroy();
  }
}

/** Turns a stream of chunks into parsed rows, keeping line numbers true. */
class LineSplitter {
  batch: JsonRow[] = [];
  stopped = false;
  nonBlank = 0;
  /** Number of the line being assembled (1-based). */
  private lineNo = 1;
  /** Pieces of the current line that began in earlier chunks. */
  private carry: Buffer[] = [];
  private carryBytes = 0;
  /** The current line is over the cap and already reported: drop bytes to its newline. */
  private skipping = false;
  /** Depth of the line being carried over chunks, so a deep one is dropped as it comes. */
  private readonly depth = new DepthScan();

  constructor(
    private readonly limits: JsonlLimits,
    private readonly problems: ProblemCollector,
    private readonly stats: JsonlStats,
    /** In a sliced read, whose lines are whose; null = every line is this reader's. */
    private readonly owner: LineOwner | null = null,
  ) {}

  private owns(): boolean {
    return this.owner === null || this.owner.owns(this.lineNo);
  }

  /** Lines completed so far. */
  get linesSeen(): number {
    return this.lineNo - 1;
  }

  take(): JsonRow[] {
    const b = this.batch;
    this.batch = [];
    return b;
  }

  feed(chunk: Buffer): void {
    let start = 0;
    while (!this.stopped) {
      const nl = chunk.indexOf(10, start);
      if (nl === -1) {
        this.hold(chunk, start);
        return;
      }
      if (this.skipping) {
        this.skipping = false;
      } else if (this.carryBytes > 0) {
        const parts = this.carry;
        parts.push(chunk.subarray(start, nl));
        const line = Buffer.concat(parts, this.carryBytes + nl - start);
        this.carry = [];
        this.carryBytes = 0;
        this.depth.reset();
        this.line(line, 0, line.length);
      } else {
        this.line(chunk, start, nl);
      }
      this.lineNo++;
      start = nl + 1;
    }
  }

  /** End of data: the last line may lack its newline. */
  finish(): void {
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

  private hold(chunk: Buffer, start: number): void {
    if (this.skipping || start === chunk.length) return;
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
    if (this.depth.feed(chunk, start, chunk.length)) this.tooDeepCarried();
  }

  /** The carried line went too deep: said with its field (from the bytes held), dropped. */
  private tooDeepCarried(): void {
    const held = Buffer.concat(this.carry, this.carryBytes);
    this.carry = [];
    this.carryBytes = 0;
    this.depth.reset();
    this.skipping = true;
    this.nonBlank++;
    const refused = bytesRefusal(held);
    if (this.owns() && refused !== null) {
      this.problems.add(this.lineNo, refused.field, refused.reason);
    }
  }

  private tooLong(): void {
    this.nonBlank++;
    if (!this.owns()) return;
    this.problems.add(
      this.lineNo,
      "",
      `line is longer than ${this.limits.maxLineBytes} bytes; skipped`,
    );
  }

  private line(buf: Buffer, start: number, end: number): void {
    if (end > start && buf[end - 1] === 13) end--;
    if (
      this.lineNo === 1 &&
      end - start >= 3 &&
      buf[start] === 0xef &&
      buf[start + 1] === 0xbb &&
      buf[start + 2] === 0xbf
    ) {
      start += 3;
    }
    let i = start;
    while (i < end && (buf[i] === 32 || buf[i] === 9 || buf[i] === 13)) i++;
    if (i === end) return; // blank: skipped, but it still counts as a line
    if (end - start > this.limits.maxLineBytes) {
      this.tooLong();
      return;
    }
    this.nonBlank++;
    const mine = this.owns();
    if (this.nonBlank > this.limits.maxRows) {
      if (mine) {
        this.problems.add(
          this.lineNo,
          "",
          `more rows than the limit of ${this.limits.maxRows}; reading stopped`,
        );
      }
      this.stopped = true;
      return;
    }
    // Another shard's line, once the file's cut is settled: not even parsed here.
    if (this.owner !== null && this.owner.skips(this.lineNo)) return;
    const bytes = buf.subarray(start, end);
    if (!isUtf8(bytes)) {
      if (mine) this.problems.add(this.lineNo, "", "not valid UTF-8");
      return;
    }
    // Depth is read from the bytes first: JSON.parse of a deep line is the bomb (nesting.ts).
    const deep = bytesRefusal(bytes);
    if (deep !== null) {
      if (mine) this.problems.add(this.lineNo, deep.field, deep.reason);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8"));
    } catch (err) {
      if (mine) this.problems.add(this.lineNo, "", jsonErrorReason(err));
      return;
    }
    const refused = rowRefusal(value);
    if (refused !== null) {
      if (mine) this.problems.add(this.lineNo, refused.field, refused.reason);
      return;
    }
    const dup = duplicateKey(bytes, 0, bytes.length, value);
    if (dup !== null) {
      if (mine) this.problems.add(this.lineNo, dup, DUPLICATE_KEY_REASON);
      return;
    }
    const row: JsonRow = { line: this.lineNo, value: value as Record<string, unknown> };
    if (mine) this.stats.rows++;
    else row.probe = true;
    this.batch.push(row);
  }
}
