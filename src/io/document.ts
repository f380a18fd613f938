// One JSON document read as rows with bounded memory. A byte scanner follows the
// document's structure; only the values that are rows (each element of a top-level
// array, or of an array at one of ROW_PATHS inside a top-level object) and the object's
// other members (its "header") are cut out and parsed, one at a time. Each row keeps the
// line it starts on, so problems point at the right place in a pretty-printed file.
// A key written twice anywhere in the document (its header's keys, a header value's
// keys, a row's keys) is a problem at its line and dotted path, and the second value is
// not read (issue 22.8).
import { isUtf8 } from "node:buffer";
import type { JsonRow } from "./json-row.js";
import { DUPLICATE_KEY_REASON, duplicateKey } from "./dup-keys.js";
import { MAX_NESTING } from "./nesting.js";
import { describeValue, jsonErrorReason, type ProblemCollector } from "./problems.js";

export interface DocumentLimits {
  maxLineBytes: number;
  maxRows: number;
}

/**
 * Where the tools we read keep their rows inside one JSON object: Inspect's `.json` log
 * (`samples`), promptfoo's `-o out.json` (`results.results`), tau2-bench's simulations
 * (`simulations`) and Terminal-Bench's `results.json` (`results`). Everything else in the
 * object is kept whole as the header, up to maxLineBytes in all.
 */
export const ROW_PATHS: readonly string[] = [
  "samples",
  "results.results",
  "simulations",
  "results",
];

const REASON_MAX = 200;

type Frame = {
  kind: "array" | "object";
  /** Dotted path of this container ("" for the root). */
  path: string;
  /** Line the container opened on, for "not closed" messages. */
  line: number;
  /** Object: "first" | "key" | "colon" | "value" | "comma". Array: "first" | "value" | "comma". */
  state: "first" | "key" | "colon" | "value" | "comma";
  /** Object: the key whose value comes next. */
  key: string;
  /** Header object this object's members are written into (null inside a row array). */
  target: Record<string, unknown> | null;
  /** Object: the keys met so far, so a key written twice is found (issue 22.8). */
  keys: Set<string>;
  /** Object: the key just read was written before, so its value is scanned and not kept. */
  repeated: boolean;
};

type CaptureFor =
  | { what: "row"; path: string }
  | { what: "member"; frame: Frame; key: string }
  | { what: "key"; frame: Frame };

interface Capture {
  for: CaptureFor;
  line: number;
  pieces: Buffer[];
  bytes: number;
  depth: number;
  inString: boolean;
  escape: boolean;
  /** A bare number/literal: it ends at the first delimiter. */
  bare: boolean;
  /** Over the size cap and reported: scanned to its end, not kept. */
  skipping: boolean;
  /** Nested deeper than MAX_NESTING: scanned to its end, then reported, not parsed. */
  deep: boolean;
}

function clip(s: string): string {
  return s.length > REASON_MAX ? `${s.slice(0, REASON_MAX)}...` : s;
}

function isSpace(b: number): boolean {
  return b === 32 || b === 10 || b === 13 || b === 9;
}

export class DocumentSplitter {
  batch: JsonRow[] = [];
  stopped = false;
  /** Rows met (kept or not), like the JSONL reader's non-blank lines. */
  nonBlank = 0;
  /** A top-level object's members other than its rows; null for an array document. */
  header: Record<string, unknown> | null = null;
  /** Row paths that held an array of rows. */
  readonly rowPaths = new Set<string>();
  private lineNo = 1;
  private stack: Frame[] = [];
  private started = false;
  private ended = false;
  private cap: Capture | null = null;
  private headerBytes = 0;
  private atStart = true;
  /**
   * In the chunk being scanned: the next quote and the next backslash at or after the scan
   * (the chunk's length when there is none). Each is searched again only once passed, so a
   * string full of escapes is still scanned in one pass.
   */
  private nextQ = -1;
  private nextBs = -1;

  constructor(
    private readonly limits: DocumentLimits,
    private readonly problems: ProblemCollector,
    /** Told of each row handed out, for the reader's row count. */
    private readonly counted: (n: number) => void = () => {},
  ) {}

  get linesSeen(): number {
    return this.lineNo;
  }

  take(): JsonRow[] {
    const b = this.batch;
    this.batch = [];
    return b;
  }

  feed(chunk: Buffer): void {
    let i = 0;
    // Positions only grow within a chunk, so the quote and backslash searches carry over
    // from value to value; starting them afresh for each value cost rows x chunk bytes
    // when a chunk held no backslash.
    this.nextQ = -1;
    this.nextBs = -1;
    if (this.atStart) {
      this.atStart = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
    }
    const n = chunk.length;
    while (i < n && !this.stopped) {
      if (this.cap !== null) {
        i = this.scanCapture(chunk, i);
        continue;
      }
      const b = chunk[i]!;
      if (isSpace(b)) {
        if (b === 10) this.lineNo++;
        i++;
        continue;
      }
      this.structural(b);
      if (this.cap === null) i++;
    }
  }

  /** End of data: anything still open means the document was cut short. */
  finish(): void {
    if (this.stopped) return;
    if (this.cap !== null && this.cap.bare && this.cap.depth === 0) {
      this.endCapture();
    }
    if (this.cap !== null || this.stack.length > 0) {
      const open = this.stack[this.stack.length - 1];
      const where = open ? ` (the ${open.kind} opened at line ${open.line} is not closed)` : "";
      this.fail(`the JSON document ends early at line ${this.lineNo}${where}`);
      return;
    }
    if (!this.started) this.fail("file has no JSON document");
  }

  private fail(reason: string): void {
    this.problems.add(0, "", clip(reason));
    this.stopped = true;
  }

  private unexpected(b: number, expected: string): void {
    // Punctuation is named; a letter or digit could start a file's content, so it is not.
    const ch = /[!-/:-@[-`{-~]/.test(String.fromCharCode(b))
      ? `"${String.fromCharCode(b)}"`
      : b < 127 && /[0-9A-Za-z]/.test(String.fromCharCode(b))
        ? "a letter or digit"
        : `byte 0x${b.toString(16)}`;
    this.fail(`not valid JSON at line ${this.lineNo}: expected ${expected}, found ${ch}`);
  }

  /** One byte of structure outside any value being cut out: the scanner's state machine. */
  private structural(b: number): void {
    const top = this.stack[this.stack.length - 1];
    if (top === undefined) this.openDocument(b);
    else if (top.kind === "array") this.inArray(top, b);
    else this.inObject(top, b);
  }

  /** The document's first byte: an array of rows, or an object holding rows and a header. */
  private openDocument(b: number): void {
    if (this.ended) {
      this.fail(
        `more data after the JSON document ends, at line ${this.lineNo}: ` +
          "for several objects write one per line (JSONL), or put them in one array",
      );
      return;
    }
    this.started = true;
    if (b === 0x5b) {
      this.open("array", "", null);
      this.rowPaths.add("");
    } else if (b === 0x7b) {
      this.header = Object.create(null) as Record<string, unknown>;
      this.open("object", "", this.header);
    } else {
      this.unexpected(b, "{ or [");
    }
  }

  /** Enters a container: its frame goes on the stack. */
  private open(kind: Frame["kind"], path: string, target: Frame["target"]): void {
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
  private inArray(top: Frame, b: number): void {
    if (b === 0x5d && top.state !== "value") return this.pop();
    if (top.state === "comma") {
      if (b === 0x2c) top.state = "value";
      else this.unexpected(b, ", or ]");
      return;
    }
    if (b === 0x2c || b === 0x5d || b === 0x7d || b === 0x3a) {
      this.unexpected(b, "a value");
      return;
    }
    top.state = "comma";
    this.nonBlank++;
    if (this.nonBlank > this.limits.maxRows) {
      this.problems.add(
        this.lineNo,
        "",
        `more rows than the limit of ${this.limits.maxRows}; reading stopped`,
      );
      this.stopped = true;
      return;
    }
    this.begin({ what: "row", path: top.path }, b);
  }

  /** Inside the document's object (or one on the way to a row path): keys, colons, commas. */
  private inObject(top: Frame, b: number): void {
    switch (top.state) {
      case "first":
      case "key":
        if (b === 0x7d && top.state === "first") return this.pop();
        if (b !== 0x22) return this.unexpected(b, "a key in double quotes");
        top.state = "colon";
        this.begin({ what: "key", frame: top }, b);
        return;
      case "colon":
        if (b !== 0x3a) return this.unexpected(b, ":");
        top.state = "value";
        return;
      case "comma":
        if (b === 0x7d) return this.pop();
        if (b !== 0x2c) return this.unexpected(b, ", or }");
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
  private memberValue(top: Frame, b: number): void {
    const path = top.path === "" ? top.key : `${top.path}.${top.key}`;
    if (top.repeated) {
      // A key written twice (a second "samples" would be read as more rows): the problem
      // was raised at the key; its value is scanned to its end and kept nowhere.
      top.repeated = false;
      this.begin({ what: "member", frame: top, key: top.key }, b);
      this.cap!.skipping = true;
      return;
    }
    if (b === 0x5b && ROW_PATHS.includes(path) && top.target !== null) {
      this.rowPaths.add(path);
      this.open("array", path, null);
      return;
    }
    if (b === 0x7b && top.target !== null && ROW_PATHS.some((p) => p.startsWith(`${path}.`))) {
      const inner = Object.create(null) as Record<string, unknown>;
      top.target[top.key] = inner;
      this.open("object", path, inner);
      return;
    }
    this.begin({ what: "member", frame: top, key: top.key }, b);
  }

  private pop(): void {
    this.stack.pop();
    if (this.stack.length === 0) this.ended = true;
  }

  /** Starts cutting out the value whose first byte is b (scanCapture reads that byte again). */
  private begin(f: CaptureFor, b: number): void {
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
  private scanCapture(chunk: Buffer, start: number): number {
    const c = this.cap!;
    const n = chunk.length;
    let i = start;
    let end = -1; // exclusive end of the value in this chunk
    let depth = c.depth;
    let inString = c.inString;
    let escape = c.escape;
    let lines = 0;
    while (i < n) {
      const b = chunk[i]!;
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
        if (depth > MAX_NESTING && !c.deep) c.deep = true;
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
      if (b === 10) lines++;
      i++;
    }
    this.lineNo += lines;
    c.depth = depth;
    c.inString = inString;
    c.escape = escape;
    this.keep(c, chunk.subarray(start, end < 0 ? n : end));
    if (end < 0) return n;
    this.endCapture();
    return end;
  }

  /**
   * From inside a string at chunk[i], not escaped: the index after its closing quote, or -1
   * when the string runs past this chunk (c.escape then says whether the next byte is
   * escaped). Jumps from quote to backslash with indexOf: strings are most of the bytes.
   */
  private stringEnd(chunk: Buffer, from: number, c: Capture): number {
    const n = chunk.length;
    let i = from;
    for (;;) {
      if (this.nextQ < i) {
        this.nextQ = chunk.indexOf(0x22, i);
        if (this.nextQ < 0) this.nextQ = n;
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
        if (this.nextBs < 0) this.nextBs = n;
      }
      if (this.nextBs >= q) return q + 1;
      i = this.nextBs + 2; // the backslash and the byte it escapes (a quote comes later)
    }
  }

  /** Adds this chunk's piece of the value, unless the value is too deep or too big to keep. */
  private keep(c: Capture, piece: Buffer): void {
    if (c.deep && !c.skipping) {
      c.skipping = true;
      c.pieces = [];
      this.problems.add(c.line, "", `nested more than ${MAX_NESTING} levels deep; skipped`);
    }
    if (c.skipping) return;
    if (c.bytes + piece.length > this.limits.maxLineBytes) this.tooBig(c);
    else {
      c.pieces.push(piece);
      c.bytes += piece.length;
    }
  }

  private tooBig(c: Capture): void {
    c.skipping = true;
    c.pieces = [];
    const what =
      c.for.what === "row" ? "row" : c.for.what === "key" ? "key" : `value of "${clip(c.for.key)}"`;
    this.problems.add(
      c.line,
      "",
      `${what} is longer than ${this.limits.maxLineBytes} bytes; skipped`,
    );
  }

  private endCapture(): void {
    const c = this.cap!;
    this.cap = null;
    if (c.skipping) {
      if (c.for.what === "key") c.for.frame.key = "";
      return;
    }
    const bytes = c.pieces.length === 1 ? c.pieces[0]! : Buffer.concat(c.pieces, c.bytes);
    if (!isUtf8(bytes)) {
      this.problems.add(c.line, "", "not valid UTF-8");
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString("utf8"));
    } catch (err) {
      if (c.for.what === "key") {
        this.fail(`not valid JSON at line ${c.line}: a key is not a valid string`);
      } else {
        this.problems.add(c.line, "", jsonErrorReason(err));
      }
      return;
    }
    const f = c.for;
    if (f.what === "key") {
      const key = value as string;
      f.frame.key = key;
      if (f.frame.keys.has(key)) {
        f.frame.repeated = true;
        this.problems.add(c.line, memberPath(f.frame, key), DUPLICATE_KEY_REASON);
      } else f.frame.keys.add(key);
      return;
    }
    if (f.what === "member") {
      if (f.frame.target === null) return;
      if (value !== null && typeof value === "object") {
        const dup = duplicateKey(bytes, 0, bytes.length, value);
        if (dup !== null) {
          this.problems.add(c.line, `${memberPath(f.frame, f.key)}.${dup}`, DUPLICATE_KEY_REASON);
          return;
        }
      }
      this.headerBytes += c.bytes;
      if (this.headerBytes > this.limits.maxLineBytes) {
        this.fail(
          `the document's data outside its rows is over ${this.limits.maxLineBytes} bytes; reading stopped`,
        );
        return;
      }
      f.frame.target[f.key] = value;
      return;
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      this.problems.add(c.line, "", `expected a JSON object, got ${describeValue(value)}`);
      return;
    }
    const dup = duplicateKey(bytes, 0, bytes.length, value);
    if (dup !== null) {
      this.problems.add(c.line, dup, DUPLICATE_KEY_REASON);
      return;
    }
    const row: JsonRow = { line: c.line, value: value as Record<string, unknown> };
    if (f.path !== "") row.path = f.path;
    this.batch.push(row);
    this.counted(1);
  }
}

/** The dotted path of a member of a header object. */
function memberPath(frame: Frame, key: string): string {
  return frame.path === "" ? key : `${frame.path}.${key}`;
}

/** How many backslashes end chunk[from..to): an odd count escapes what follows. */
function trailingBackslashes(chunk: Buffer, from: number, to: number): number {
  let k = 0;
  while (to - 1 - k >= from && chunk[to - 1 - k] === 0x5c) k++;
  return k;
}
