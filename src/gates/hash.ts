// 64-bit fingerprints of rows, kept instead of the text where we only need to
// know "seen before" (duplicate pairs). Two 32-bit lanes over the UTF-16 units,
// computed in place: no string is built or encoded, so nothing is allocated.
import type { CanonicalPair } from "../io/canonical.js";

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

let laneA = 0;
let laneB = 0;

function feed(s: string): void {
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

/** Fingerprint of prompt + chosen + rejected, written into out as [hi, lo]. */
export function pairDigest(p: CanonicalPair, out: Uint32Array): void {
  laneA = 0x811c9dc5;
  laneB = 0x9747b28c;
  feed(p.prompt);
  feed(p.chosen);
  feed(p.rejected);
  out[0] = fmix(laneA ^ Math.imul(laneB, 0x27d4eb2d));
  out[1] = fmix(laneB + 0x165667b1);
}
