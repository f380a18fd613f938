// Append-only Int32 buffer that doubles when full: postings and per-text
// n-gram lists of the held-out index live in these, not in JS arrays.
export class GrowI32 {
  data: Int32Array;
  length = 0;

  constructor(initial = 1024) {
    this.data = new Int32Array(initial);
  }

  push(v: number): number {
    if (this.length === this.data.length) {
      const d = new Int32Array(this.data.length * 2);
      d.set(this.data);
      this.data = d;
    }
    this.data[this.length] = v;
    return this.length++;
  }

  /** A right-sized copy. */
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}
