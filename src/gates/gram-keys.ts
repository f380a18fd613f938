// Keys of every word n-gram of a text, computed with a rolling polynomial hash
// over the per-word hashes (two lanes with different odd bases, mod 2^32), so a
// window costs O(1) whatever n is. Both the held-out index and the pair-side
// probe use this, so their keys agree by construction.
import { fin } from "./tokens.js";
import type { WordHashes } from "./tokens.js";

const BASE_A = 0x01000193;
const BASE_B = 0x5bd1e995;

export class GramKeys {
  hi = new Uint32Array(1024);
  lo = new Uint32Array(1024);
  count = 0;

  /** Fill hi/lo with the keys of the n-grams starting at 0 .. words - n; returns their number. */
  compute(w: WordHashes, n: number): number {
    const windows = w.n - n + 1;
    if (windows <= 0) {
      this.count = 0;
      return 0;
    }
    if (this.hi.length < windows) {
      const cap = Math.max(windows, this.hi.length * 2);
      this.hi = new Uint32Array(cap);
      this.lo = new Uint32Array(cap);
    }
    const a = w.a;
    const b = w.b;
    let powA = 1;
    let powB = 1;
    for (let j = 1; j < n; j++) {
      powA = Math.imul(powA, BASE_A);
      powB = Math.imul(powB, BASE_B);
    }
    let ha = 0;
    let hb = 0;
    for (let j = 0; j < n; j++) {
      ha = (Math.imul(ha, BASE_A) + a[j]) | 0;
      hb = (Math.imul(hb, BASE_B) + b[j]) | 0;
    }
    const hi = this.hi;
    const lo = this.lo;
    const tag = n * 0x9e3779b1;
    hi[0] = fin(ha, n);
    lo[0] = fin(hb, tag);
    for (let p = 1; p < windows; p++) {
      ha = (Math.imul((ha - Math.imul(a[p - 1], powA)) | 0, BASE_A) + a[p + n - 1]) | 0;
      hb = (Math.imul((hb - Math.imul(b[p - 1], powB)) | 0, BASE_B) + b[p + n - 1]) | 0;
      hi[p] = fin(ha, n);
      lo[p] = fin(hb, tag);
    }
    this.count = windows;
    return windows;
  }
}
