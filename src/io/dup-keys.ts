// Duplicate keys in one JSON object. JSON.parse keeps the last value of a key written
// twice, so `{"prompt": "held-out text", "prompt": "other"}` reads as the second prompt and
// the first is never seen by contamination (issue 22.8). The check is cheap on the common
// row: every ':' outside a string follows exactly one key, so the row's ':' bytes outside
// strings equal the parsed value's keys unless a key was written twice. Strings are skipped
// with indexOf (their colons are never counted, so text full of "Human:" costs nothing
// twice). Only when the counts differ are the bytes scanned again, key by key, to find the
// first duplicate and its path.

import { stringClose } from "./nesting.js";

/** The dotted path of the first key written twice in one object of buf[start, end), or null. */
export function duplicateKey(
  buf: Buffer,
  start: number,
  end: number,
  value: unknown,
): string | null {
  if (colonsOutsideStrings(buf, start, end) === keyCount(value)) return null;
  return scanForDuplicate(buf, start, end);
}

/** The ':' bytes of valid JSON text in buf[start, end) that are not inside a string. */
function colonsOutsideStrings(buf: Buffer, start: number, end: number): number {
  let n = 0;
  let i = start;
  while (i < end) {
    let q = buf.indexOf(0x22, i);
    if (q < 0 || q > end) q = end;
    for (let c = buf.indexOf(0x3a, i); c >= 0 && c < q; c = buf.indexOf(0x3a, c + 1)) n++;
    if (q >= end) break;
    i = stringClose(buf, q + 1, end) + 1;
  }
  return n;
}

/** The keys of every object in the value. */
function keyCount(value: unknown): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (const c of v as unknown[]) if (c !== null && typeof c === "object") stack.push(c);
    } else if (v !== null && typeof v === "object") {
      const keys = Object.keys(v);
      n += keys.length;
      for (const k of keys) {
        const c = (v as Record<string, unknown>)[k];
        if (c !== null && typeof c === "object") stack.push(c);
      }
    }
  }
  return n;
}

interface Frame {
  object: boolean;
  keys: Set<string>;
  /** The key being read (object) or the element's index (array), for the path. */
  at: string;
  index: number;
  /** Object: the next string is a key. */
  expectKey: boolean;
}

function pathOf(stack: Frame[], key: string): string {
  const parts = stack.slice(0, -1).map((f) => f.at);
  parts.push(key);
  return parts.join(".");
}

/** The full scan of already valid JSON: each object's keys in a set, the first repeat's path. */
function scanForDuplicate(buf: Buffer, start: number, end: number): string | null {
  const stack: Frame[] = [];
  let i = start;
  while (i < end) {
    const b = buf[i]!;
    const top = stack[stack.length - 1];
    if (b === 0x22) {
      const close = stringClose(buf, i + 1, end);
      if (top !== undefined && top.object && top.expectKey) {
        const raw = buf.toString("utf8", i + 1, close);
        const key = raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
        if (top.keys.has(key)) return pathOf(stack, key);
        top.keys.add(key);
        top.at = key;
        top.expectKey = false;
      }
      i = close + 1;
      continue;
    }
    if (b === 0x7b || b === 0x5b) {
      if (top !== undefined && !top.object) top.at = String(top.index);
      stack.push({ object: b === 0x7b, keys: new Set(), at: "", index: 0, expectKey: true });
    } else if (b === 0x7d || b === 0x5d) {
      stack.pop();
    } else if (b === 0x2c && top !== undefined) {
      if (top.object) top.expectKey = true;
      else top.index++;
    }
    i++;
  }
  return null;
}

/** The message of a duplicate key: what JSON.parse would have done with it, in our words. */
export const DUPLICATE_KEY_REASON =
  "this key is written twice in one object, and a JSON reader keeps only the last value: remove one";
