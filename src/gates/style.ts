// Style gate. For pairs the question is whether the preference itself teaches a
// tic: among pairs where exactly one side carries a marker family, is that side
// the chosen one more often than chance (exact sign test, Holm across
// families)? The SDK's row-level reward correlation is reported beside it, twice:
// `reward_corr` with our matching (typographic quotes read as ASCII, so "I’m sorry"
// counts) and `reward_corr_sdk` with the SDK's plain lowercase substring test, which is
// the number the SDK itself prints and flags at 0.3.
import type { CanonicalPair, SftRow } from "../io/canonical.js";
import type { GateResultOf, GateStatus, PairStyleFigures, SftStyleFigures } from "../report.js";
import type { GateSettings } from "../config.js";
import { PhraseMatcher, foldText, hasFoldedQuote } from "./phrase-matcher.js";
import { styleFamilies } from "./style-phrases.js";
import { signTestP } from "../stats/binomial.js";
import { PearsonSums } from "../stats/correlation.js";
import { holmAdjust } from "../stats/holm.js";
import { FindingList } from "./findings.js";
import { check, counts, fixedList, int, record } from "../state/codec.js";

/** The SDK flags a marker when the phrase-to-pass correlation reaches this. */
const SDK_CORR_THRESHOLD = 0.3;

/** How the two correlations are measured, printed with them. */
const CORR_RULE =
  "reward_corr reads curly quotes as ASCII; reward_corr_sdk matches as the SDK does and sets sdk_flagged";

/** Phrase table shared by one gate instance: which family each phrase belongs to. */
class FamilyMatcher {
  readonly families: string[];
  readonly phraseFamily: number[];
  readonly phraseText: string[];
  private matcher: PhraseMatcher;
  /**
   * Per phrase, how the SDK's plain lowercase match finds it, or null when it finds
   * exactly what ours does: a phrase without quote marks cannot touch a folded quote.
   */
  private sdkMatch: (RegExp | null)[];

  constructor(overrides: Record<string, string[]>) {
    const fams = styleFamilies(overrides);
    this.families = fams.map((f) => f.name);
    this.phraseFamily = [];
    this.phraseText = [];
    fams.forEach((f, fi) => {
      for (const p of f.phrases) {
        this.phraseFamily.push(fi);
        this.phraseText.push(p);
      }
    });
    this.matcher = new PhraseMatcher(this.phraseText);
    this.sdkMatch = this.phraseText.map((p) =>
      /['"]/.test(foldText(p))
        ? new RegExp(p.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i")
        : null,
    );
  }

  /** Writes the phrase ids found into `phrases` and returns a per-family flag array. */
  scan(text: string, flags: Uint8Array, phrases: number[]): void {
    flags.fill(0);
    phrases.length = 0;
    for (const id of this.matcher.match(text)) {
      phrases.push(id);
      flags[this.phraseFamily[id]] = 1;
    }
  }

  /**
   * Per-family flags as the SDK's matcher would set them, from `scan`'s result on the
   * same text (`flags`, `phrases`). The SDK's plain lowercase match finds a subset of
   * what folding finds, so only phrases already found need checking, and only those
   * with a quote mark, in a text that holds a typographic quote.
   */
  scanSdk(text: string, flags: Uint8Array, phrases: readonly number[], sdkFlags: Uint8Array): void {
    sdkFlags.set(flags);
    if (phrases.length === 0) return;
    let curly: boolean | null = null;
    sdkFlags.fill(0);
    for (const id of phrases) {
      const f = this.phraseFamily[id];
      if (sdkFlags[f]) continue;
      const re = this.sdkMatch[id];
      if (re === null || !(curly ??= hasFoldedQuote(text)) || re.test(text)) sdkFlags[f] = 1;
    }
  }
}

function topPhrases(counts: Float64Array, m: FamilyMatcher, fam: number) {
  const rows: [string, number][] = [];
  counts.forEach((c, id) => {
    if (c > 0 && m.phraseFamily[id] === fam) rows.push([m.phraseText[id], c]);
  });
  rows.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return rows.slice(0, 5).map(([phrase, count]) => ({ phrase, count }));
}

function sameTable(a: FamilyMatcher, b: FamilyMatcher): void {
  if (a.phraseText.join("\u0000") !== b.phraseText.join("\u0000")) {
    throw new Error("cannot merge style gates built with different phrase lists");
  }
}

export class PairStyleGate {
  private m: FamilyMatcher;
  private nPairs = 0;
  private chosenOnly: Float64Array;
  private rejectedOnly: Float64Array;
  private both: Float64Array;
  private phraseRows: Float64Array;
  private corr: PearsonSums[];
  private corrSdk: PearsonSums[];
  private teaching: FindingList[];
  private fc: Uint8Array;
  private fr: Uint8Array;
  private sc: Uint8Array;
  private sr: Uint8Array;
  private pc: number[] = [];
  private pr: number[] = [];

  constructor(
    private readonly settings: GateSettings,
    private readonly file: string,
  ) {
    this.m = new FamilyMatcher(settings.stylePhrases);
    const k = this.m.families.length;
    this.chosenOnly = new Float64Array(k);
    this.rejectedOnly = new Float64Array(k);
    this.both = new Float64Array(k);
    this.phraseRows = new Float64Array(this.m.phraseText.length);
    this.corr = this.m.families.map(() => new PearsonSums());
    this.corrSdk = this.m.families.map(() => new PearsonSums());
    this.teaching = this.m.families.map(() => new FindingList());
    this.fc = new Uint8Array(k);
    this.fr = new Uint8Array(k);
    this.sc = new Uint8Array(k);
    this.sr = new Uint8Array(k);
  }

  add(p: CanonicalPair): void {
    this.nPairs++;
    const { fc, fr, pc, pr, m } = this;
    m.scan(p.chosen, fc, pc);
    m.scan(p.rejected, fr, pr);
    const { sc, sr } = this;
    m.scanSdk(p.chosen, fc, pc, sc);
    m.scanSdk(p.rejected, fr, pr, sr);
    for (const id of pc) this.phraseRows[id]++;
    for (const id of pr) this.phraseRows[id]++;
    // Row labels: the scores when both are given, else chosen = 1, rejected = 0.
    const scored = p.chosen_score !== undefined && p.rejected_score !== undefined;
    const yc = scored ? (p.chosen_score as number) : 1;
    const yr = scored ? (p.rejected_score as number) : 0;
    for (let f = 0; f < fc.length; f++) {
      this.corr[f].add(fc[f], yc);
      this.corr[f].add(fr[f], yr);
      this.corrSdk[f].add(sc[f], yc);
      this.corrSdk[f].add(sr[f], yr);
      if (fc[f] && fr[f]) this.both[f]++;
      else if (fc[f]) {
        this.chosenOnly[f]++;
        const phrase = pc.find((id) => m.phraseFamily[id] === f) as number;
        this.teaching[f].push({
          file: this.file,
          line: p.line,
          level: "warning",
          message: `chosen side has ${m.families[f]} ("${m.phraseText[phrase]}"), rejected side does not`,
          detail: { family: m.families[f], phrase: m.phraseText[phrase] },
        });
      } else if (fr[f]) this.rejectedOnly[f]++;
    }
  }

  merge(o: PairStyleGate): void {
    sameTable(this.m, o.m);
    this.nPairs += o.nPairs;
    for (let f = 0; f < this.chosenOnly.length; f++) {
      this.chosenOnly[f] += o.chosenOnly[f];
      this.rejectedOnly[f] += o.rejectedOnly[f];
      this.both[f] += o.both[f];
      this.corr[f].merge(o.corr[f]);
      this.corrSdk[f].merge(o.corrSdk[f]);
      this.teaching[f].merge(o.teaching[f]);
    }
    for (let i = 0; i < this.phraseRows.length; i++) this.phraseRows[i] += o.phraseRows[i];
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.nPairs;
  }

  /** Counts per family and phrase, in the phrase table's order (the settings fix the table). */
  saveState() {
    return {
      pairs: this.nPairs,
      chosen_only: [...this.chosenOnly],
      rejected_only: [...this.rejectedOnly],
      both: [...this.both],
      phrase_rows: [...this.phraseRows],
      corr: this.corr.map((c) => c.saveState()),
      corr_sdk: this.corrSdk.map((c) => c.saveState()),
      teaching: this.teaching.map((t) => t.saveState()),
    };
  }

  loadState(state: unknown, at: string): void {
    const keys = ["pairs", "chosen_only", "rejected_only", "both", "phrase_rows"] as const;
    const r = record(state, at, [...keys, "corr", "corr_sdk", "teaching"]);
    const k = this.m.families.length;
    const pairs = int(r.pairs, `${at}.pairs`);
    const co = counts(r.chosen_only, `${at}.chosen_only`, k);
    const ro = counts(r.rejected_only, `${at}.rejected_only`, k);
    const both = counts(r.both, `${at}.both`, k);
    for (let f = 0; f < k; f++) {
      check(co[f] + ro[f] + both[f] <= pairs, `${at}.both[${f}]`, "more marked pairs than pairs");
    }
    this.nPairs = pairs;
    this.chosenOnly.set(co);
    this.rejectedOnly.set(ro);
    this.both.set(both);
    this.phraseRows.set(counts(r.phrase_rows, `${at}.phrase_rows`, this.phraseRows.length));
    // Each pair adds both sides to every family's correlation: 2 points a pair.
    const corr = (key: "corr" | "corr_sdk", into: PearsonSums[]) =>
      fixedList(r[key], `${at}.${key}`, k, (x) => x).forEach((x, f) => {
        into[f].loadState(x, `${at}.${key}[${f}]`);
        check(
          into[f].n === 2 * pairs,
          `${at}.${key}[${f}].n`,
          `not 2 points for each of ${pairs} pairs`,
        );
      });
    corr("corr", this.corr);
    corr("corr_sdk", this.corrSdk);
    fixedList(r.teaching, `${at}.teaching`, k, (x) => x).forEach((x, f) =>
      this.teaching[f].loadState(x, `${at}.teaching[${f}]`, this.file),
    );
  }

  result(): GateResultOf<"style", PairStyleFigures> {
    const { settings, m, nPairs } = this;
    const raw = m.families.map((_, f) => signTestP(this.chosenOnly[f], this.rejectedOnly[f]));
    const adj = holmAdjust(raw);
    const markers = m.families.map((name, f) => {
      const a = this.chosenOnly[f];
      const b = this.rejectedOnly[f];
      const teachShare = nPairs ? a / nPairs : 0;
      const corr = this.corr[f].value();
      const corrSdk = this.corrSdk[f].value();
      const flagged = a > b && adj[f] < settings.styleAlpha && teachShare >= settings.styleMinShare;
      return {
        name,
        chosen_only: a,
        rejected_only: b,
        both: this.both[f],
        teaching_share: Math.round(teachShare * 10000) / 10000,
        p_value: raw[f],
        p_holm: adj[f],
        flagged,
        reward_corr: corr,
        reward_corr_sdk: corrSdk,
        sdk_flagged: corrSdk !== null && corrSdk >= SDK_CORR_THRESHOLD,
        top_phrases: topPhrases(this.phraseRows, m, f),
      };
    });
    const flagged = markers.filter((x) => x.flagged);
    const status: GateStatus = flagged.length ? "warn" : "pass";
    const findings = new FindingList();
    let truncated = false;
    markers.forEach((x, f) => {
      if (!x.flagged) return;
      const r = this.teaching[f].result();
      for (const fd of r.findings) findings.push(fd);
      truncated ||= r.truncated;
    });
    const kept = findings.result();
    const summary =
      nPairs === 0
        ? "no pairs to check"
        : flagged.length
          ? `the preference teaches ${flagged.map((x) => `${x.name} (chosen-only in ${x.chosen_only} pairs vs rejected-only in ${x.rejected_only}, Holm p ${fmtP(x.p_holm)})`).join("; ")}`
          : `no marker family is carried by the chosen side significantly more often (alpha ${settings.styleAlpha}, Holm over ${markers.length} families)`;
    return {
      name: "style",
      status,
      summary,
      figures: {
        pairs: nPairs,
        alpha: settings.styleAlpha,
        min_share: settings.styleMinShare,
        test: "exact two-sided sign test on discordant pairs (McNemar), Holm across families",
        corr_threshold: SDK_CORR_THRESHOLD,
        corr_rule: CORR_RULE,
        markers,
        teaching_pairs_flagged: flagged.reduce((s, x) => s + x.chosen_only, 0),
      },
      findings: kept.findings,
      findings_truncated: truncated || kept.truncated,
    };
  }
}

function fmtP(p: number): string {
  return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}

export class SftStyleGate {
  private m: FamilyMatcher;
  private n = 0;
  private rows: Float64Array;
  private phraseRows: Float64Array;
  private f: Uint8Array;
  private p: number[] = [];

  constructor(settings: GateSettings) {
    this.m = new FamilyMatcher(settings.stylePhrases);
    this.rows = new Float64Array(this.m.families.length);
    this.phraseRows = new Float64Array(this.m.phraseText.length);
    this.f = new Uint8Array(this.m.families.length);
  }

  add(r: SftRow): void {
    this.n++;
    this.m.scan(r.completion, this.f, this.p);
    for (const id of this.p) this.phraseRows[id]++;
    for (let i = 0; i < this.f.length; i++) this.rows[i] += this.f[i];
  }

  merge(o: SftStyleGate): void {
    sameTable(this.m, o.m);
    this.n += o.n;
    for (let i = 0; i < this.rows.length; i++) this.rows[i] += o.rows[i];
    for (let i = 0; i < this.phraseRows.length; i++) this.phraseRows[i] += o.phraseRows[i];
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  saveState() {
    return { rows: this.n, marked: [...this.rows], phrase_rows: [...this.phraseRows] };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["rows", "marked", "phrase_rows"]);
    const n = int(r.rows, `${at}.rows`);
    const marked = counts(r.marked, `${at}.marked`, this.rows.length);
    marked.forEach((c, f) => check(c <= n, `${at}.marked[${f}]`, "more marked rows than rows"));
    this.n = n;
    this.rows.set(marked);
    this.phraseRows.set(counts(r.phrase_rows, `${at}.phrase_rows`, this.phraseRows.length));
  }

  result(): GateResultOf<"style", SftStyleFigures> {
    const markers = this.m.families.map((name, f) => ({
      name,
      rows: this.rows[f],
      share: this.n ? Math.round((this.rows[f] / this.n) * 10000) / 10000 : null,
      top_phrases: topPhrases(this.phraseRows, this.m, f),
    }));
    const seen = markers.filter((x) => x.rows > 0);
    return {
      name: "style",
      status: "pass",
      summary:
        this.n === 0
          ? "no rows to check"
          : seen.length
            ? `marker prevalence (descriptive): ${seen.map((x) => `${x.name} ${x.rows}/${this.n}`).join(", ")}`
            : `no marker phrase in any of ${this.n} completions`,
      figures: { rows: this.n, markers },
      findings: [],
      findings_truncated: false,
    };
  }
}
