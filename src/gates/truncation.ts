// Truncation gate: training on a cut-off chosen reply (or SFT completion)
// teaches the model to stop mid-answer, so any such row fails. Cut-off rejected
// sides are counted and listed as notices only.
import type { CanonicalPair, SftRow } from "../io/canonical.js";
import type { GateResultOf, PairTruncationFigures, SftTruncationFigures } from "../report.js";
import { FindingList } from "./findings.js";
import { looksTruncated, TRUNCATION_RULE } from "./looks-finished.js";
import { check, int, record } from "../state/codec.js";

function tail(s: string): string {
  const t = s.trimEnd();
  const cut = t.length > 60 ? "…" + t.slice(-60) : t;
  return JSON.stringify(cut);
}

export class PairTruncationGate {
  private n = 0;
  private chosen = 0;
  private rejected = 0;
  private byLength = 0;
  private findings = new FindingList();

  constructor(private readonly file: string) {}

  /** Returns true when the chosen side is cut off. */
  add(p: CanonicalPair): boolean {
    this.n++;
    const c = looksTruncated(p.chosen, p.chosen_finish_reason);
    const r = looksTruncated(p.rejected, p.rejected_finish_reason);
    if (c) {
      this.chosen++;
      if (p.chosen_finish_reason === "length") this.byLength++;
      this.findings.push({
        file: this.file,
        line: p.line,
        level: "failure",
        message: `chosen reply looks cut off (${c}); it ends ${tail(p.chosen)}`,
        detail: { side: "chosen", reason: c },
      });
    }
    if (r) {
      this.rejected++;
      if (p.rejected_finish_reason === "length") this.byLength++;
      this.findings.push({
        file: this.file,
        line: p.line,
        level: "notice",
        message: `rejected reply looks cut off (${r})`,
        detail: { side: "rejected", reason: r },
      });
    }
    return c !== null;
  }

  merge(o: PairTruncationGate): void {
    this.n += o.n;
    this.chosen += o.chosen;
    this.rejected += o.rejected;
    this.byLength += o.byLength;
    this.findings.merge(o.findings);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  saveState() {
    return {
      pairs: this.n,
      chosen: this.chosen,
      rejected: this.rejected,
      by_length: this.byLength,
      findings: this.findings.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["pairs", "chosen", "rejected", "by_length", "findings"]);
    const n = int(r.pairs, `${at}.pairs`);
    const chosen = int(r.chosen, `${at}.chosen`, 0, n);
    const rejected = int(r.rejected, `${at}.rejected`, 0, n);
    const byLength = int(r.by_length, `${at}.by_length`, 0, chosen + rejected);
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    check(
      this.findings.total === chosen + rejected,
      `${at}.findings.total`,
      "not one per cut side",
    );
    this.n = n;
    this.chosen = chosen;
    this.rejected = rejected;
    this.byLength = byLength;
  }

  result(): GateResultOf<"truncation", PairTruncationFigures> {
    const kept = this.findings.result();
    return {
      name: "truncation",
      status: this.chosen > 0 ? "fail" : "pass",
      summary:
        this.chosen > 0
          ? `${this.chosen} chosen repl${this.chosen === 1 ? "y looks" : "ies look"} cut off; ${this.rejected} rejected`
          : `no chosen reply looks cut off (${this.rejected} rejected ${this.rejected === 1 ? "does" : "do"})`,
      figures: {
        pairs: this.n,
        chosen_truncated: this.chosen,
        rejected_truncated: this.rejected,
        by_finish_reason: this.byLength,
        rule: TRUNCATION_RULE,
      },
      findings: kept.findings,
      findings_truncated: kept.truncated,
    };
  }
}

export class SftTruncationGate {
  private n = 0;
  private cut = 0;
  private findings = new FindingList();

  constructor(private readonly file: string) {}

  add(r: SftRow): boolean {
    this.n++;
    const why = looksTruncated(r.completion, r.finish_reason);
    if (!why) return false;
    this.cut++;
    this.findings.push({
      file: this.file,
      line: r.line,
      level: "failure",
      message: `completion looks cut off (${why}); it ends ${tail(r.completion)}`,
      detail: { reason: why },
    });
    return true;
  }

  merge(o: SftTruncationGate): void {
    this.n += o.n;
    this.cut += o.cut;
    this.findings.merge(o.findings);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  saveState() {
    return { rows: this.n, cut: this.cut, findings: this.findings.saveState() };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["rows", "cut", "findings"]);
    const n = int(r.rows, `${at}.rows`);
    const cut = int(r.cut, `${at}.cut`, 0, n);
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    check(this.findings.total === cut, `${at}.findings.total`, "not one per cut completion");
    this.n = n;
    this.cut = cut;
  }

  result(): GateResultOf<"truncation", SftTruncationFigures> {
    const kept = this.findings.result();
    return {
      name: "truncation",
      status: this.cut > 0 ? "fail" : "pass",
      summary:
        this.cut > 0
          ? `${this.cut} of ${this.n} completions look cut off`
          : `no completion looks cut off (${this.n} rows)`,
      figures: {
        rows: this.n,
        truncated: this.cut,
        rule: TRUNCATION_RULE,
      },
      findings: kept.findings,
      findings_truncated: kept.truncated,
    };
  }
}
