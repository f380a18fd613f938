// One-pass word scanner: words are runs of [a-z0-9] after lowercasing (the SDK's
// tokenization), hashed as they are read, so no token strings are made. Each
// word gets two 32-bit lanes; n-gram keys combine them.

let wordTable: Uint8Array | null = null;

/** Per UTF-16 unit: the ASCII [a-z0-9] code it lowercases to, or 0 for a separator. */
function wordChars(): Uint8Array {
  if (wordTable) return wordTable;
  const t = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const l = String.fromCharCode(c).toLowerCase();
    if (l.length !== 1) continue;
    const k = l.charCodeAt(0);
    if ((k >= 97 && k <= 122) || (k >= 48 && k <= 57)) t[c] = k;
  }
  wordTable = t;
  return t;
}

/** Growable buffers of per-word hashes, reused across texts. */
export class WordHashes {
  a = new Uint32Array(1024);
  b = new Uint32Array(1024);
  n = 0;

  /** Tokenize `text` into this buffer (replacing what was there); returns the word count. */
  scan(text: string): number {
    const table = wordChars();
    let n = 0;
    let inWord = false;
    let ha = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const k = table[text.charCodeAt(i)];
      if (k !== 0) {
        if (!inWord) {
          inWord = true;
          start = i;
          ha = 0x811c9dc5;
        }
        ha = Math.imul(ha ^ k, 0x01000193);
      } else if (inWord) {
        inWord = false;
        n = this.push(n, ha, start, i);
      }
    }
    if (inWord) n = this.push(n, ha, start, text.length);
    this.n = n;
    return n;
  }

  private push(n: number, ha: number, from: number, to: number): number {
    if (n === this.a.length) {
      this.a = grow(this.a);
      this.b = grow(this.b);
    }
    // One FNV-1a state per word, finalized two ways: the lanes are 32 bits of entropy
    // per word (distinct words collide with odds ~ 2^-32 a pair), mixed into 64-bit
    // n-gram keys with independent bases.
    const len = to - from;
    this.a[n] = fin(ha, len);
    this.b[n] = fin(ha ^ 0x2545f491, Math.imul(len, 0x27d4eb2d));
    return n + 1;
  }
}

function grow(x: Uint32Array): Uint32Array<ArrayBuffer> {
  const y = new Uint32Array(x.length * 2);
  y.set(x);
  return y;
}

/** Character span [start, end) of words [from, to) of `text`, found by scanning again (rare: only to quote a hit). */
export function wordSpan(text: string, from: number, to: number): [number, number] {
  const table = wordChars();
  let w = -1;
  let start = 0;
  let end = text.length;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const isWord = table[text.charCodeAt(i)] !== 0;
    if (isWord && !inWord) {
      w++;
      if (w === from) start = i;
    } else if (!isWord && inWord && w === to - 1) {
      end = i;
      break;
    }
    inWord = isWord;
  }
  return [start, end];
}

/** Order-sensitive combination step for n-gram and whole-text keys. */
export function mixA(h: number, x: number): number {
  h = Math.imul(h ^ x, 0x9e3779b1);
  return (h << 13) | (h >>> 19);
}

export function mixB(h: number, x: number): number {
  h = Math.imul(h + x, 0x85ebca6b) ^ 0x7f4a7c15;
  return (h << 17) | (h >>> 15);
}

/** `n` folded into `h`, then the murmur3 finalizer: a well-mixed unsigned 32-bit key. */
export function fin(h: number, n: number): number {
  h ^= n;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
