// One-pass multi-phrase matcher (Aho-Corasick over a dense transition table).
// Case folding and typographic quote folding are built into the per-character
// class table, so a text is scanned once, with no lowercased copy, whatever
// the number of phrases.

/** Characters folded before matching: curly and prime quotes become ASCII ones. */
const QUOTE_FOLDS: Record<number, number> = {
  0x2018: 39, // ‘
  0x2019: 39, // ’
  0x201a: 39, // ‚
  0x201b: 39, // ‛
  0x2032: 39, // ′
  0xff07: 39, // fullwidth '
  0x02bc: 39, // modifier apostrophe
  0x201c: 34, // “
  0x201d: 34, // ”
  0x201e: 34, // „
  0x201f: 34, // ‟
  0x2033: 34, // ″
  0xff02: 34, // fullwidth "
};

const FOLDED_QUOTE = new RegExp(
  `[${Object.keys(QUOTE_FOLDS)
    .map((c) => `\\u${Number(c).toString(16).padStart(4, "0")}`)
    .join("")}]`,
);

/** True when `s` holds a quote the matcher reads as ASCII (and the SDK's plain match does not). */
export function hasFoldedQuote(s: string): boolean {
  return FOLDED_QUOTE.test(s);
}

let foldTable: Uint16Array | null = null;

/** Per UTF-16 unit: its lowercase form (when that is one unit) with quotes folded. */
export function charFolds(): Uint16Array {
  if (foldTable) return foldTable;
  const t = new Uint16Array(65536);
  for (let c = 0; c < 65536; c++) {
    const q = QUOTE_FOLDS[c];
    if (q !== undefined) {
      t[c] = q;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      t[c] = c;
      continue;
    }
    const l = String.fromCharCode(c).toLowerCase();
    t[c] = l.length === 1 ? l.charCodeAt(0) : c;
  }
  foldTable = t;
  return t;
}

/** Fold a string the way the matcher sees text. */
export function foldText(s: string): string {
  const t = charFolds();
  let out = "";
  for (let i = 0; i < s.length; i++) out += String.fromCharCode(t[s.charCodeAt(i)]);
  return out;
}

export class PhraseMatcher {
  /** raw char code -> symbol class (0 = a character no phrase uses). */
  private cls = new Uint16Array(65536);
  private nClasses: number;
  private delta: Int32Array;
  private hasOut: Uint8Array = new Uint8Array(0);
  private outStart: Int32Array;
  private outList: Int32Array;
  private stamp: Uint32Array;
  private epoch = 0;
  readonly phrases: string[];

  constructor(phrases: string[]) {
    this.phrases = phrases.map(foldText);
    const folds = charFolds();
    // Symbol classes: one per distinct folded char used in any phrase.
    const symOf = new Map<number, number>();
    for (const p of this.phrases) {
      for (let i = 0; i < p.length; i++) {
        const c = p.charCodeAt(i);
        if (!symOf.has(c)) symOf.set(c, symOf.size + 1);
      }
    }
    this.nClasses = symOf.size + 1;
    for (let c = 0; c < 65536; c++) this.cls[c] = symOf.get(folds[c]) ?? 0;

    // Trie.
    const K = this.nClasses;
    const children: number[][] = [[]];
    const outs: number[][] = [[]];
    this.phrases.forEach((p, id) => {
      if (p.length === 0) return;
      let s = 0;
      for (let i = 0; i < p.length; i++) {
        const k = symOf.get(p.charCodeAt(i)) as number;
        let nx = children[s][k];
        if (nx === undefined) {
          nx = children.length;
          children[s][k] = nx;
          children.push([]);
          outs.push([]);
        }
        s = nx;
      }
      outs[s].push(id);
    });
    // Breadth-first: failure links and full transitions.
    const nStates = children.length;
    const delta = new Int32Array(nStates * K);
    const fail = new Int32Array(nStates);
    const queue: number[] = [];
    for (let k = 0; k < K; k++) {
      const nx = children[0][k];
      if (nx !== undefined) {
        delta[k] = nx;
        fail[nx] = 0;
        queue.push(nx);
      }
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi];
      outs[s].push(...outs[fail[s]]);
      for (let k = 0; k < K; k++) {
        const nx = children[s][k];
        if (nx !== undefined) {
          fail[nx] = delta[fail[s] * K + k];
          delta[s * K + k] = nx;
          queue.push(nx);
        } else {
          delta[s * K + k] = delta[fail[s] * K + k];
        }
      }
    }
    // Premultiply targets by K so the hot loop indexes delta[s + class] directly.
    for (let i = 0; i < delta.length; i++) delta[i] *= K;
    this.delta = delta;
    this.hasOut = new Uint8Array(nStates * K);
    for (let st = 0; st < nStates; st++) if (outs[st].length > 0) this.hasOut[st * K] = 1;
    this.outStart = new Int32Array(nStates + 1);
    const flat: number[] = [];
    for (let s = 0; s < nStates; s++) {
      this.outStart[s] = flat.length;
      flat.push(...new Set(outs[s]));
    }
    this.outStart[nStates] = flat.length;
    this.outList = Int32Array.from(flat);
    this.stamp = new Uint32Array(this.phrases.length);
  }

  /**
   * Ids of the phrases found in `text`, each once, in order of first match end.
   * The returned array is reused by the next call.
   */
  private found: number[] = [];
  match(text: string): readonly number[] {
    const found = this.found;
    found.length = 0;
    this.epoch = (this.epoch + 1) >>> 0;
    if (this.epoch === 0) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    const epoch = this.epoch;
    const { cls, delta, hasOut, outStart, outList, stamp } = this;
    const K = this.nClasses;
    let s = 0;
    for (let i = 0; i < text.length; i++) {
      s = delta[s + cls[text.charCodeAt(i)]];
      if (hasOut[s] === 0) continue;
      const st = s / K;
      const a = outStart[st];
      const b = outStart[st + 1];
      for (let j = a; j < b; j++) {
        const id = outList[j];
        if (stamp[id] !== epoch) {
          stamp[id] = epoch;
          found.push(id);
        }
      }
    }
    return found;
  }
}
