// Duplicate keys in one JSON object. JSON.parse keeps the last value of a key written
// twice, so `{"prompt": "held-out text", "prompt": "other"}` reads as the second prompt and
// the first is never seen by contamination (issue 22.8). The check is cheap on the common
// row: every ':' outside a string follows exactly one key, so the row's ':' bytes equal the
// parsed value's keys plus the ':' its strings hold, unless a key was written twice (or a
// string escapes a colon as \u003a). Only when the counts differ are the bytes scanned
// again, key by key, to find the first duplicate and its path.

import { stringClose } from "./nesting.js";

/** The dotted path of the first key written twice in one object of buf[start, end), or null. */
export function duplicateKey(
  buf: Buffer,
  start: number,
  end: number,
  value: unknown,
): string | null {
  let colons = 0;
  for (let i = buf.indexOf(0x3a, start); i >= 0 && i < end; i = buf.indexOf(0x3a, i + 1)) {
    colons++;
  }
  if (colons === expectedColons(value)) return null;
  return scanForDuplicate(buf, start, end);
}

function colonsIn(s: string): number {
  let n = 0;
  for (let i = s.indexOf(":"); i >= 0; i = s.indexOf(":", i + 1)) n++;
  return n;
}

/** Keys of every object in the value plus the ':' characters of its keys and strings. */
function expectedColons(value: unknown): number {
  let n = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") n += colonsIn(v);
    else if (Array.isArray(v)) for (const c of v) stack.push(c);
    else if (v !== null && typeof v === "object") {
      for (const k of Object.keys(v)) {
        n += 1 + colonsIn(k);
        stack.push((v as Record<string, unknown>)[k]);
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
