// A 64-bit hash as two 32-bit lanes, fed one string at a time over its UTF-16 units: no
// string is joined or encoded, so hashing a row's parts allocates nothing. Used where only
// "the same or not" matters (duplicate pairs, copied runs); never printed.
let a = 0;
let b = 0;

/** Start a new hash. */
export function startLanes(): void {
  a = 0x811c9dc5 | 0;
  b = 0x9747b28c | 0;
}

/** Feed one string; its length closes it, so where one part ends is part of the hash. */
export function feedLanes(s: string): void {
  let x = a;
  let y = b;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    x = Math.imul(x ^ c, 0x01000193);
    y = Math.imul(y ^ c, 0x5bd1e995);
  }
  a = Math.imul(x ^ (x >>> 15) ^ s.length, 0x85ebca6b) | 0;
  b = Math.imul(y ^ (y >>> 13) ^ s.length, 0xc2b2ae35) | 0;
}

/** The two lanes of the hash so far, as int32. */
export const laneA = (): number => a;
export const laneB = (): number => b;

/**
 * Close a string fed unit by unit elsewhere (lanes read with laneA/laneB, `n` units fed),
 * exactly as feedLanes closes one: for a caller that feeds a text it never builds.
 */
export function closeLanes(x: number, y: number, n: number): void {
  a = Math.imul(x ^ (x >>> 15) ^ n, 0x85ebca6b) | 0;
  b = Math.imul(y ^ (y >>> 13) ^ n, 0xc2b2ae35) | 0;
}
