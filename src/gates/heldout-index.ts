// The frozen test as a compact hashed index. Each distinct test text (prompt,
// answer, reference) gets an id; every word n-gram key lives in an
// open-addressing table of two Uint32Arrays, with postings (text, count) in
// Int32Arrays and a 1 MiB bitset in front that answers most misses from cache.
import type { HeldoutTask } from "../io/canonical.js";
import { U64Table } from "./u64-table.js";
import { GrowI32 } from "./growable.js";
import { WordHashes, fin, mixA, mixB } from "./tokens.js";
import { GramKeys } from "./gram-keys.js";

export type TextKind = "prompt" | "answer" | "reference";

/** 2^23 bits = 1 MiB. */
export const BITSET_BITS = 23;
const BIT_MASK = (1 << BITSET_BITS) - 1;

const SEED_A = 0x3c6ef372;
const SEED_B = 0xa54ff53a;

/** Key of the whole word sequence (the exact-match rule), into `out`. */
export function textKey(w: WordHashes, out: Uint32Array): void {
  let ha = SEED_A;
  let hb = SEED_B;
  for (let j = 0; j < w.n; j++) {
    ha = mixA(ha, w.a[j]);
    hb = mixB(hb, w.b[j]);
  }
  out[0] = fin(ha, w.n);
  out[1] = fin(hb, w.n);
}

export class HeldoutIndex {
  readonly ngram: number;
  readonly taskIds: Set<string>;
  /** Per text id: the task it came from (the one on the smallest line), its kind and word count. */
  readonly textTask: string[] = [];
  readonly textKind: TextKind[] = [];
  readonly textWords: Int32Array;
  /** Text id of each whole-text key. */
  readonly exact: U64Table;
  /** Entry id of each n-gram key. */
  readonly grams: U64Table;
  readonly bits = new Uint32Array(1 << (BITSET_BITS - 5));
  /** Postings per entry: linked lists of (text, occurrences). */
  readonly postHead: Int32Array;
  readonly postText: Int32Array;
  readonly postOcc: Int32Array;
  readonly postNext: Int32Array;
  /** Number of distinct test texts each entry occurs in. */
  readonly postLen: Int32Array;
  /** Entry id at each n-gram position of each text: textEntries[textStart[t] .. textStart[t+1]). */
  readonly textStart: Int32Array;
  readonly textEntries: Int32Array;
  readonly tasks: number;
  /** Word count of the longest test text: a longer text cannot equal any. */
  readonly maxWords: number;

  constructor(tasks: readonly HeldoutTask[], ngram: number) {
    if (!Number.isInteger(ngram) || ngram < 1)
      throw new Error(`n-gram size must be a positive integer, got ${ngram}`);
    this.ngram = ngram;
    this.tasks = tasks.length;
    const sorted = [...tasks].sort((x, y) => x.line - y.line);
    this.taskIds = new Set(sorted.map((t) => t.task_id));
    this.exact = new U64Table(tasks.length * 2);
    this.grams = new U64Table(4096);
    const words = new WordHashes();
    const key = new Uint32Array(2);
    const grams = new GramKeys();
    const words32 = new GrowI32();
    const head = new GrowI32();
    const pText = new GrowI32();
    const pOcc = new GrowI32();
    const pNext = new GrowI32();
    const start = new GrowI32();
    const entries = new GrowI32();
    for (const task of sorted) {
      const texts: [TextKind, string | undefined][] = [
        ["prompt", task.prompt],
        ["answer", task.answer],
        ["reference", task.reference],
      ];
      for (const [kind, text] of texts) {
        if (!text) continue;
        const n = words.scan(text);
        if (n === 0) continue;
        textKey(words, key);
        const id = this.textTask.length;
        // The same text seen before (same words in the same order) is indexed once.
        if (this.exact.putIfAbsent(key[0], key[1], id) !== -1) continue;
        this.textTask.push(task.task_id);
        this.textKind.push(kind);
        words32.push(n);
        start.push(entries.length);
        const windows = grams.compute(words, ngram);
        for (let p = 0; p < windows; p++) {
          const hi = grams.hi[p];
          let e = this.grams.putIfAbsent(hi, grams.lo[p], head.length);
          if (e === -1) {
            e = head.push(-1);
            this.bits[(hi & BIT_MASK) >>> 5] |= 1 << (hi & 31);
          }
          entries.push(e);
          const h = head.data[e];
          if (h >= 0 && pText.data[h] === id) {
            pOcc.data[h]++;
          } else {
            const q = pText.push(id);
            pOcc.push(1);
            pNext.push(h);
            head.data[e] = q;
          }
        }
      }
    }
    start.push(entries.length);
    this.textWords = words32.done();
    this.maxWords = this.textWords.reduce((m, x) => Math.max(m, x), 0);
    this.postHead = head.done();
    this.postText = pText.done();
    this.postOcc = pOcc.done();
    this.postNext = pNext.done();
    this.postLen = new Int32Array(this.postHead.length);
    for (let e = 0; e < this.postHead.length; e++) {
      for (let q = this.postHead[e]; q >= 0; q = this.postNext[q]) this.postLen[e]++;
    }
    this.textStart = start.done();
    this.textEntries = entries.done();
  }

  get texts(): number {
    return this.textTask.length;
  }

  get entries(): number {
    return this.postHead.length;
  }

  /** Bytes held by the typed arrays (the test texts themselves are not counted). */
  get bytes(): number {
    return (
      this.exact.bytes +
      this.grams.bytes +
      this.bits.byteLength +
      this.postHead.byteLength +
      this.postText.byteLength +
      this.postOcc.byteLength +
      this.postNext.byteLength +
      this.postLen.byteLength +
      this.textStart.byteLength +
      this.textEntries.byteLength +
      this.textWords.byteLength
    );
  }

  /** The bitset says the key may be present (no false negatives). */
  maybe(hi: number): boolean {
    return (this.bits[(hi & BIT_MASK) >>> 5] & (1 << (hi & 31))) !== 0;
  }
}
