// Matching one pair-side text against the held-out index. Coverage is measured
// both ways: the share of the text's words covered by a test item's n-grams
// (the SDK's rule) and the share of the test item's words whose n-grams occur
// in the text (finds a test ask buried in a long conversation). All scratch
// space is typed arrays reset by epoch stamps, so a text costs O(words) unless
// it actually shares n-grams with the test.
import { HeldoutIndex, textKey } from "./heldout-index.js";
import { GramKeys } from "./gram-keys.js";
import { WordHashes, wordSpan } from "./tokens.js";

/** Test texts an n-gram may occur in before it counts as boilerplate. */
export const COMMON_TEXTS = 256;

export interface TextMatch {
  rule: "exact" | "ngram";
  text: number;
  /** Share of the checked text's words covered by the test text's n-grams. */
  coverage: number;
  /** Share of the test text's words covered by n-grams found in the checked text. */
  test_coverage: number;
  /** The first matching words as they appear in the checked text (at most 120 chars). */
  match: string;
  /**
   * The SDK's one-way rule alone would also flag this text: an exact match, or some test
   * text whose n-grams cover at least `overlap` of this text's words.
   */
  sdk: boolean;
}

export class HeldoutProbe {
  private words = new WordHashes();
  private key = new Uint32Array(2);
  private grams = new GramKeys();
  /** Window positions that hit the index, and the entry each hit. */
  private hitPos = new Int32Array(1024);
  private hitEntry = new Int32Array(1024);
  private entryStamp: Uint32Array;
  private entryStamp2: Uint32Array;
  private entryWin: Uint32Array;
  private textStamp: Uint32Array;
  private fwdUp: Float64Array;
  private revUp: Float64Array;
  private epoch = 0;
  private epoch2 = 0;
  private matched: number[] = [];
  private cands: number[] = [];
  /** Set by forwardCovered: the position of the first n-gram shared with the text measured. */
  private firstHit = -1;

  constructor(readonly index: HeldoutIndex) {
    this.entryStamp = new Uint32Array(index.entries);
    this.entryStamp2 = new Uint32Array(index.entries);
    this.entryWin = new Uint32Array(index.entries);
    this.textStamp = new Uint32Array(index.texts);
    this.fwdUp = new Float64Array(index.texts);
    this.revUp = new Float64Array(index.texts);
  }

  /** The best match of `text` against the test at `overlap`, or null. */
  check(text: string, overlap: number): TextMatch | null {
    const ix = this.index;
    const W = this.words.scan(text);
    if (W === 0) return null;
    const ex = this.exactText(W);
    if (ex >= 0) {
      return {
        rule: "exact",
        text: ex,
        coverage: 1,
        test_coverage: 1,
        match: quote(text, 0, W),
        sdk: true,
      };
    }
    const n = ix.ngram;
    if (W < n || ix.entries === 0) return null;
    const cur = this.nextEpoch();
    const hits = this.collectHits(n, cur);
    if (this.matched.length === 0) return null;
    const commonWin = this.nominate(cur);
    return this.bestCandidate(text, W, overlap, hits, commonWin, cur);
  }

  /** The test text whose words are exactly the scanned ones, or -1. */
  private exactText(W: number): number {
    if (W > this.index.maxWords) return -1;
    textKey(this.words, this.key);
    return this.index.exact.get(this.key[0], this.key[1]);
  }

  /**
   * Looks up each of the scanned text's n-grams: fills `matched` with the entries hit
   * (counting windows per entry) and hitPos/hitEntry with each hit; returns the hit count.
   */
  private collectHits(n: number, cur: number): number {
    const ix = this.index;
    const windows = this.grams.compute(this.words, n);
    const matched = this.matched;
    matched.length = 0;
    const ghi = this.grams.hi;
    const glo = this.grams.lo;
    let hits = 0;
    for (let p = 0; p < windows; p++) {
      if (!ix.maybe(ghi[p])) continue;
      const e = ix.grams.get(ghi[p], glo[p]);
      if (e < 0) continue;
      if (this.entryStamp[e] !== cur) {
        this.entryStamp[e] = cur;
        this.entryWin[e] = 0;
        matched.push(e);
      }
      this.entryWin[e]++;
      if (hits === this.hitPos.length) this.growHits();
      this.hitPos[hits] = p;
      this.hitEntry[hits] = e;
      hits++;
    }
    return hits;
  }

  /**
   * Fills `cands` (sorted) with the test texts the matched entries occur in, each with
   * upper bounds from counts alone (fwdUp, revUp), before any exact measure. Returns the
   * windows that hit boilerplate entries, which were not counted per text.
   */
  private nominate(cur: number): number {
    const ix = this.index;
    const cands = this.cands;
    cands.length = 0;
    // An n-gram found in more than COMMON_TEXTS test texts is the test's boilerplate
    // (a shared preamble, a template line): it still counts toward the coverage of
    // a test item found through other n-grams, but it does not nominate items by
    // itself. That bounds the work per text on templated test sets.
    let commonWin = 0;
    for (const e of this.matched) {
      if (ix.postLen[e] > COMMON_TEXTS) {
        commonWin += this.entryWin[e];
        continue;
      }
      for (let q = ix.postHead[e]; q >= 0; q = ix.postNext[q]) {
        const t = ix.postText[q];
        if (this.textStamp[t] !== cur) {
          this.textStamp[t] = cur;
          this.fwdUp[t] = 0;
          this.revUp[t] = 0;
          cands.push(t);
        }
        this.fwdUp[t] += this.entryWin[e];
        this.revUp[t] += ix.postOcc[q];
      }
    }
    cands.sort((a, b) => a - b);
    return commonWin;
  }

  /** Measures each candidate whose bounds allow a match; the highest coverage wins. */
  private bestCandidate(
    text: string,
    W: number,
    overlap: number,
    hits: number,
    commonWin: number,
    cur: number,
  ): TextMatch | null {
    const ix = this.index;
    const n = ix.ngram;
    let best: TextMatch | null = null;
    let bestScore = -1;
    let sdk = false;
    for (const t of this.cands) {
      const Wt = ix.textWords[t];
      // Upper bounds; boilerplate n-grams were not counted per text, so add them to
      // every candidate (forward) or measure exactly whenever any matched (reverse).
      const maybeFwd = Math.min(W, n * (this.fwdUp[t] + commonWin)) >= overlap * W;
      const maybeRev = commonWin > 0 || Math.min(Wt, n * this.revUp[t]) >= overlap * Wt;
      if (!maybeFwd && !maybeRev) continue;
      const rev = this.reverseCovered(t, cur) / Wt;
      const fwd = this.forwardCovered(t, hits) / W;
      if (fwd < overlap && rev < overlap) continue;
      if (fwd >= overlap) sdk = true;
      const score = Math.max(fwd, rev);
      if (score > bestScore) {
        bestScore = score;
        const first = this.firstHit;
        best = {
          rule: "ngram",
          text: t,
          coverage: round3(fwd),
          test_coverage: round3(rev),
          match: first >= 0 ? quote(text, first, first + n) : "",
          sdk: false,
        };
      }
    }
    if (best) best.sdk = sdk;
    return best;
  }

  /** Reverse: how many of test text t's words lie in n-grams that occur in this text. */
  private reverseCovered(t: number, cur: number): number {
    const ix = this.index;
    const n = ix.ngram;
    const a = ix.textStart[t];
    const b = ix.textStart[t + 1];
    let covered = 0;
    let end = 0;
    for (let i = a; i < b; i++) {
      if (this.entryStamp[ix.textEntries[i]] === cur) {
        const p = i - a;
        const s = Math.max(p, end);
        covered += p + n - s;
        end = p + n;
      }
    }
    return covered;
  }

  /**
   * Forward: how many of this text's words lie in n-grams of test text t. Sets firstHit
   * to the first such n-gram's position (-1 for none), for the quote.
   */
  private forwardCovered(t: number, hits: number): number {
    const ix = this.index;
    const n = ix.ngram;
    const cur2 = this.nextEpoch2();
    for (let i = ix.textStart[t]; i < ix.textStart[t + 1]; i++) {
      this.entryStamp2[ix.textEntries[i]] = cur2;
    }
    let covered = 0;
    let first = -1;
    let end = 0;
    for (let h = 0; h < hits; h++) {
      if (this.entryStamp2[this.hitEntry[h]] === cur2) {
        const p = this.hitPos[h];
        if (first < 0) first = p;
        const s = Math.max(p, end);
        covered += p + n - s;
        end = p + n;
      }
    }
    this.firstHit = first;
    return covered;
  }

  private growHits(): void {
    const pos = new Int32Array(this.hitPos.length * 2);
    pos.set(this.hitPos);
    this.hitPos = pos;
    const ent = new Int32Array(this.hitEntry.length * 2);
    ent.set(this.hitEntry);
    this.hitEntry = ent;
  }

  private nextEpoch(): number {
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      this.entryStamp.fill(0);
      this.textStamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  private nextEpoch2(): number {
    this.epoch2 = (this.epoch2 + 1) >>> 0;
    if (this.epoch2 === 0) {
      this.entryStamp2.fill(0);
      this.epoch2 = 1;
    }
    return this.epoch2;
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Words [from, to) of the text as written, capped at 120 characters. */
function quote(text: string, from: number, to: number): string {
  const [a, b] = wordSpan(text, from, to);
  const s = text.slice(a, Math.min(b, a + 400)).replace(/\s+/g, " ");
  return s.length > 120 ? s.slice(0, 119) + "…" : s;
}
