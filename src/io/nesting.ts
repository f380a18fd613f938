import { describeValue } from "./problems.js";
// Depth of JSON. JSON.parse reads any depth, but JSON.stringify, zod and every walk after
// it recurse, and a row nested a few thousand levels deep overflows the stack ("Maximum
// call stack size exceeded", no file, no line). Worse, JSON.parse itself spends ~50 bytes
// of heap per level: a 64 MiB line of `[[[[` (64 KB gzipped) is 3 GB. So the readers scan
// the bytes first (`bytesTooDeep`, like the document reader's scanner does as it cuts a
// value out) and parse only rows within the limit; `tooDeep` stays for values parsed
// elsewhere. Everything downstream works on values of bounded depth (design §7).

/** Levels of objects and lists a row may have, the row itself being level 1. */
export const MAX_NESTING = 128;

/**
 * The top-level key under which `row` holds objects or lists nested deeper than `max`
 * levels, or null. Walks with its own stack, so the walk itself cannot overflow.
 */
export function tooDeep(row: Record<string, unknown>, max: number = MAX_NESTING): string | null {
  const values: object[] = [];
  const depths: number[] = [];
  for (const key of Object.keys(row)) {
    const top = row[key];
    if (top === null || typeof top !== "object") continue;
    values.push(top);
    depths.push(2);
    while (values.length > 0) {
      const v = values.pop()!;
      const d = depths.pop()!;
      if (d > max) {
        values.length = 0;
        depths.length = 0;
        return key;
      }
      if (Array.isArray(v)) {
        for (const c of v as unknown[]) {
          if (c !== null && typeof c === "object") {
            values.push(c);
            depths.push(d + 1);
          }
        }
      } else {
        for (const k in v) {
          const c = (v as Record<string, unknown>)[k];
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
export function rowRefusal(value: unknown): { field: string; reason: string } | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { field: "", reason: `expected a JSON object, got ${describeValue(value)}` };
  }
  const deep = tooDeep(value as Record<string, unknown>);
  return deep === null
    ? null
    : { field: deep, reason: `nested more than ${MAX_NESTING} levels deep` };
}

/** The row's first byte that is not JSON white space, or -1. */
function firstByte(buf: Buffer, start: number, end: number): number {
  let i = start;
  while (i < end && (buf[i] === 32 || buf[i] === 9 || buf[i] === 10 || buf[i] === 13)) i++;
  return i < end ? buf[i]! : -1;
}

/** Whether buf[start, end) holds more than `max` opening brackets of either kind. */
function manyOpenings(buf: Buffer, start: number, end: number, max: number): boolean {
  let n = 0;
  for (const b of [0x5b, 0x7b]) {
    for (let i = buf.indexOf(b, start); i >= 0 && i < end; i = buf.indexOf(b, i + 1)) {
      if (++n > max) return true;
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
export function bytesTooDeep(
  buf: Buffer,
  start = 0,
  end = buf.length,
  max: number = MAX_NESTING,
): string | null {
  if (!manyOpenings(buf, start, end, max)) return null;
  let depth = 0;
  let keyFrom = -1;
  let keyTo = -1;
  let i = start;
  while (i < end) {
    const b = buf[i]!;
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
      if (++depth > max) return deepKey(buf, start, end, keyFrom, keyTo);
    } else if (b === 0x5d || b === 0x7d) depth--;
    i++;
  }
  return null;
}

/**
 * The index of the quote closing a JSON string whose text starts at `from` (end if none):
 * quotes found with indexOf, one preceded by an odd run of backslashes is escaped. Shared
 * by the byte scanners (depth here, duplicate keys in dup-keys.ts).
 */
export function stringClose(buf: Buffer, from: number, end: number): number {
  let i = from;
  for (;;) {
    const q = buf.indexOf(0x22, i);
    if (q < 0 || q >= end) return end;
    let bs = 0;
    while (q - 1 - bs >= from && buf[q - 1 - bs] === 0x5c) bs++;
    if (bs % 2 === 0) return q;
    i = q + 1;
  }
}

function deepKey(buf: Buffer, start: number, end: number, from: number, to: number): string {
  if (firstByte(buf, start, end) !== 0x7b || from < 0) return "";
  try {
    const key: unknown = JSON.parse(buf.toString("utf8", from, to));
    return typeof key === "string" ? key : "";
  } catch {
    return "";
  }
}

/**
 * Why the bytes of one row cannot be parsed as a row, before JSON.parse: nested too deep,
 * named as rowRefusal names it; null when they may be parsed.
 */
export function bytesRefusal(
  buf: Buffer,
  start = 0,
  end = buf.length,
): { field: string; reason: string } | null {
  const deep = bytesTooDeep(buf, start, end);
  if (deep === null) return null;
  if (firstByte(buf, start, end) === 0x5b) {
    return { field: "", reason: `expected a JSON object, got ${describeValue([])}` };
  }
  return { field: deep, reason: `nested more than ${MAX_NESTING} levels deep` };
}

/**
 * The depth of JSON text fed piece by piece (a line longer than one read chunk), so a
 * deep line is refused as its bytes arrive instead of being held whole first.
 */
export class DepthScan {
  private depth = 0;
  private inString = false;
  private escape = false;

  constructor(private readonly max: number = MAX_NESTING) {}

  reset(): void {
    this.depth = 0;
    this.inString = false;
    this.escape = false;
  }

  /** Scans buf[start, end); true once the text so far nests deeper than max. */
  feed(buf: Buffer, start: number, end: number): boolean {
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
        if (q < i) q = indexIn(buf, 0x22, i, end);
        if (bs < i) bs = indexIn(buf, 0x5c, i, end);
        if (bs < q) {
          this.escape = true;
          i = bs + 1;
        } else {
          this.inString = q === end;
          i = q + 1;
        }
        continue;
      }
      const b = buf[i]!;
      if (b === 0x22) this.inString = true;
      else if (b === 0x5b || b === 0x7b) {
        if (++this.depth > this.max) return true;
      } else if (b === 0x5d || b === 0x7d) this.depth--;
      i++;
    }
    return false;
  }
}

/** The first index of byte b in buf[from, end), or end. */
function indexIn(buf: Buffer, b: number, from: number, end: number): number {
  const at = buf.indexOf(b, from);
  return at < 0 || at > end ? end : at;
}
