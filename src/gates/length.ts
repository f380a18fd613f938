// Length gate. A preference set where the chosen reply is usually the longer one
// teaches a trainer "longer is better" before it teaches the behaviour; for SFT
// rows we only describe the completion lengths.
import type { CanonicalPair, SftRow } from "../io/canonical.js";
import type { GateResultOf, GateStatus, PairLengthFigures, SftLengthFigures } from "../report.js";
import type { GateSettings } from "../config.js";
import { IntHistogram } from "../stats/histogram.js";
import { codePointLength } from "./text-length.js";
import { check, int, record } from "../state/codec.js";

/** The SDK's length-confound rule, shared by its pair builder and exporter. */
export function lengthConfound(chosenLonger: number, n: number): boolean {
  return n > 0 && ((n >= 8 && chosenLonger / n >= 0.75) || (n >= 3 && chosenLonger === n));
}

const DELTA_BINS: [string, number, number][] = [
  ["< -1000", -Infinity, -1001],
  ["-1000..-101", -1000, -101],
  ["-100..-1", -100, -1],
  ["0", 0, 0],
  ["1..100", 1, 100],
  ["101..1000", 101, 1000],
  ["> 1000", 1001, Infinity],
];

const LENGTH_BINS: [string, number, number][] = [
  ["0", 0, 0],
  ["1..100", 1, 100],
  ["101..500", 101, 500],
  ["501..2000", 501, 2000],
  ["2001..8000", 2001, 8000],
  ["> 8000", 8001, Infinity],
];

function r3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function describe(h: IntHistogram, bins: [string, number, number][]) {
  const q = (p: number) => h.quantile(p);
  const approx = [q(0.25), q(0.5), q(0.75)].some((x) => x?.approximate === true);
  return {
    min: h.n ? h.min : null,
    q1: q(0.25)?.value ?? null,
    median: q(0.5)?.value ?? null,
    q3: q(0.75)?.value ?? null,
    max: h.n ? h.max : null,
    mean: h.n ? r3(h.sum / h.n) : null,
    approximate: approx,
    histogram: Object.fromEntries(bins.map(([label, lo, hi]) => [label, h.countBetween(lo, hi)])),
  };
}

export class PairLengthGate {
  private delta = new IntHistogram();
  private chosenLonger = 0;
  private rejectedLonger = 0;

  constructor(private readonly settings: GateSettings) {}

  add(p: CanonicalPair): void {
    const d = codePointLength(p.chosen) - codePointLength(p.rejected);
    this.delta.add(d);
    if (d > 0) this.chosenLonger++;
    else if (d < 0) this.rejectedLonger++;
  }

  merge(o: PairLengthGate): void {
    this.delta.merge(o.delta);
    this.chosenLonger += o.chosenLonger;
    this.rejectedLonger += o.rejectedLonger;
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.delta.n;
  }

  saveState() {
    return {
      delta: this.delta.saveState(),
      chosen_longer: this.chosenLonger,
      rejected_longer: this.rejectedLonger,
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["delta", "chosen_longer", "rejected_longer"]);
    this.delta.loadState(r.delta, `${at}.delta`);
    this.chosenLonger = int(r.chosen_longer, `${at}.chosen_longer`);
    this.rejectedLonger = int(r.rejected_longer, `${at}.rejected_longer`);
    // Each side's count is the histogram's mass above (below) zero.
    const n = this.delta.n;
    check(
      this.chosenLonger === n - this.delta.countBetween(-Infinity, 0),
      `${at}.chosen_longer`,
      "does not match the positive deltas",
    );
    check(
      this.rejectedLonger === n - this.delta.countBetween(0, Infinity),
      `${at}.rejected_longer`,
      "does not match the negative deltas",
    );
  }

  result(): GateResultOf<"length", PairLengthFigures> {
    const n = this.delta.n;
    const share = n ? this.chosenLonger / n : null;
    const confound = lengthConfound(this.chosenLonger, n);
    const failAt = this.settings.lengthFailShare;
    let status: GateStatus = "pass";
    let summary: string;
    if (n === 0) {
      summary = "no pairs to measure";
    } else {
      const pct = `${Math.round((share as number) * 100)}%`;
      summary = `chosen reply is longer in ${this.chosenLonger} of ${n} pairs (${pct})`;
      if ((share as number) >= failAt) {
        status = "fail";
        summary += `, at or above the ${Math.round(failAt * 100)}% limit: the pairs reward length`;
      } else if (confound) {
        status = "warn";
        summary += ": enough to teach length before behaviour (SDK length-confound rule)";
      }
    }
    const dist = describe(this.delta, DELTA_BINS);
    return {
      name: "length",
      status,
      summary,
      figures: {
        pairs: n,
        chosen_longer: this.chosenLonger,
        rejected_longer: this.rejectedLonger,
        ties: n - this.chosenLonger - this.rejectedLonger,
        chosen_longer_frac: share === null ? null : r3(share),
        fail_share: failAt,
        length_confound: confound,
        median_delta: dist.median,
        delta: dist,
        unit: "characters (code points), chosen minus rejected",
      },
      findings: [],
      findings_truncated: false,
    };
  }
}

export class SftLengthGate {
  private len = new IntHistogram();

  add(r: SftRow): void {
    this.len.add(codePointLength(r.completion));
  }

  merge(o: SftLengthGate): void {
    this.len.merge(o.len);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.len.n;
  }

  saveState() {
    return { len: this.len.saveState() };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["len"]);
    this.len.loadState(r.len, `${at}.len`);
    check(this.len.n === 0 || this.len.min >= 0, `${at}.len.min`, "a length below zero");
  }

  result(): GateResultOf<"length", SftLengthFigures> {
    const n = this.len.n;
    const dist = describe(this.len, LENGTH_BINS);
    return {
      name: "length",
      status: "pass",
      summary:
        n === 0
          ? "no rows to measure"
          : `completion length over ${n} rows: median ${dist.median}, quartiles ${dist.q1}..${dist.q3} characters (descriptive only)`,
      figures: { rows: n, completion_length: dist, unit: "characters (code points)" },
      findings: [],
      findings_truncated: false,
    };
  }
}
