// Open-addressing hash table keyed by 64-bit hashes held in two Uint32Arrays.
// It replaces a JS Set/Map where keys can run into the millions: no boxed
// numbers, no per-entry objects, and no 2^24 entry ceiling.

const EMPTY = -1;

export class U64Table {
  private hiKeys: Uint32Array;
  private loKeys: Uint32Array;
  private vals: Int32Array;
  private mask: number;
  size = 0;

  constructor(expected = 1024) {
    let cap = 16;
    while (cap < expected * 2) cap *= 2;
    this.hiKeys = new Uint32Array(cap);
    this.loKeys = new Uint32Array(cap);
    this.vals = new Int32Array(cap).fill(EMPTY);
    this.mask = cap - 1;
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.vals.length * 12;
  }

  /** The value stored for the key, or -1. */
  get(hi: number, lo: number): number {
    const mask = this.mask;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const v = this.vals[i];
      if (v === EMPTY) return EMPTY;
      if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0) return v;
      i = (i + 1) & mask;
    }
  }

  /** Insert the key with `value` unless present; returns the existing value, or -1 if inserted. */
  putIfAbsent(hi: number, lo: number, value: number): number {
    if ((this.size + 1) * 2 > this.vals.length) this.grow();
    const mask = this.mask;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const v = this.vals[i];
      if (v === EMPTY) {
        this.hiKeys[i] = hi;
        this.loKeys[i] = lo;
        this.vals[i] = value;
        this.size++;
        return EMPTY;
      }
      if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0) return v;
      i = (i + 1) & mask;
    }
  }

  /** Replace the value of a key that is present (no-op when absent). */
  set(hi: number, lo: number, value: number): void {
    const mask = this.mask;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const v = this.vals[i];
      if (v === EMPTY) return;
      if (this.loKeys[i] === lo >>> 0 && this.hiKeys[i] === hi >>> 0) {
        this.vals[i] = value;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  /** Visit every entry (in slot order, which depends only on the keys present). */
  forEach(fn: (hi: number, lo: number, value: number) => void): void {
    for (let i = 0; i < this.vals.length; i++) {
      if (this.vals[i] !== EMPTY) fn(this.hiKeys[i], this.loKeys[i], this.vals[i]);
    }
  }

  private grow(): void {
    const oh = this.hiKeys;
    const ol = this.loKeys;
    const ov = this.vals;
    const cap = ov.length * 2;
    this.hiKeys = new Uint32Array(cap);
    this.loKeys = new Uint32Array(cap);
    this.vals = new Int32Array(cap).fill(EMPTY);
    this.mask = cap - 1;
    this.size = 0;
    for (let i = 0; i < ov.length; i++) {
      if (ov[i] !== EMPTY) this.putIfAbsent(oh[i], ol[i], ov[i]);
    }
  }
}
