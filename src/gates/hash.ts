// 64-bit string hashing as two independent 32-bit halves, written into a reusable
// pair so hot loops allocate nothing. Used where we keep a fingerprint instead of
// the text (duplicate pairs).

/** Finalizer from MurmurHash3: spreads every input bit over the word. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Running state of a two-lane hash; feed strings, then read `hi`/`lo`. */
export class Hash64 {
  private a = 0x811c9dc5;
  private b = 0x9747b28c;

  reset(): this {
    this.a = 0x811c9dc5;
    this.b = 0x9747b28c;
    return this;
  }

  /** Feed a string followed by a separator, so ("ab","c") and ("a","bc") differ. */
  feed(s: string): this {
    let a = this.a;
    let b = this.b;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
    // Separator: the length, which also distinguishes where one part ends.
    a = Math.imul(a ^ (s.length | 0x40000000), 0x01000193);
    b = Math.imul(b ^ (s.length | 0x20000000), 0x5bd1e995);
    this.a = a;
    this.b = b;
    return this;
  }

  get hi(): number {
    return fmix32(this.a ^ Math.imul(this.b, 0x27d4eb2d));
  }

  get lo(): number {
    return fmix32(this.b + 0x165667b1);
  }
}
