// Integrity gate: pairs that cannot teach what they claim. Identical or empty
// sides, repeated pairs, pairs whose reward came from the held-out scorer,
// sides given different prompts, and margins under the minimum are failures;
// pairs mixing two policies are warnings (on-policy pairs train better), and so are
// pairs whose chosen side did not succeed: a preference for a failed rollout teaches its
// failure too (design §4).
import type { CanonicalPair } from "../io/canonical.js";
import type { Finding, GateResultOf, GateStatus, PairIntegrityFigures } from "../report.js";
import type { GateSettings } from "../config.js";
import { FindingList, DEFAULT_FINDINGS_CAP } from "./findings.js";
import { DuplicateTracker } from "./duplicates.js";
import { pairDigest, sameMessages } from "./hash.js";
import { check, int, record } from "../state/codec.js";

const CHECKS = [
  "identical_sides",
  "empty_side",
  "duplicate",
  "eval_lineage",
  "prompt_mismatch",
  "margin_below_min",
  "mixed_policy",
  "chosen_not_succeeded",
] as const;
/** The checks that warn; every other one fails the pair. */
const WARNINGS: readonly Check[] = ["mixed_policy", "chosen_not_succeeded"];
type Check = (typeof CHECKS)[number];

export class IntegrityGate {
  private n = 0;
  /** Pairs whose chosen side has a known reward: the share's denominator. */
  private scored = 0;
  private counts: Record<Check, number> = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<
    Check,
    number
  >;
  private findings = new FindingList();
  private dups = new DuplicateTracker(DEFAULT_FINDINGS_CAP);
  private key = new Uint32Array(2);

  constructor(
    private readonly settings: GateSettings,
    private readonly file: string,
  ) {}

  /** Returns true when the pair fails integrity (it should not be trained on). */
  add(p: CanonicalPair): boolean {
    this.n++;
    let failed = false;
    const flag = (check: Check, level: Finding["level"], message: string) => {
      this.counts[check]++;
      if (level === "failure") failed = true;
      this.findings.push({ file: this.file, line: p.line, level, message, detail: { check } });
    };
    const cEmpty = p.chosen.trim() === "";
    const rEmpty = p.rejected.trim() === "";
    if (cEmpty || rEmpty) {
      const which =
        cEmpty && rEmpty ? "both sides are" : cEmpty ? "chosen side is" : "rejected side is";
      flag("empty_side", "failure", `${which} empty`);
    } else if (p.chosen === p.rejected && sameMessages(p.chosen_messages, p.rejected_messages)) {
      flag(
        "identical_sides",
        "failure",
        "chosen and rejected are the same text: the pair prefers nothing",
      );
    }
    if (p.eval_lineage) {
      flag(
        "eval_lineage",
        "failure",
        "a side's reward came from an evaluation run (lineage.source eval): training on it makes the held-out scorer the reward",
      );
    }
    if (p.prompt_mismatch) {
      flag("prompt_mismatch", "failure", "chosen and rejected were answers to different prompts");
    }
    const margin =
      p.margin ??
      (p.chosen_score !== undefined && p.rejected_score !== undefined
        ? p.chosen_score - p.rejected_score
        : undefined);
    const min = this.settings.minMargin;
    if (min !== null && margin !== undefined && margin < min) {
      flag("margin_below_min", "failure", `margin ${round6(margin)} is under the minimum ${min}`);
    }
    if (p.chosen_model && p.rejected_model && p.chosen_model !== p.rejected_model) {
      flag(
        "mixed_policy",
        "warning",
        `sides come from different models (${JSON.stringify(p.chosen_model)} vs ${JSON.stringify(p.rejected_model)})`,
      );
    }
    if (p.chosen_score !== undefined) {
      this.scored++;
      // Success is full credit: a chosen side scored under 1 is a rollout that failed its
      // task, preferred only because the other side failed worse.
      if (p.chosen_score < 1) {
        flag(
          "chosen_not_succeeded",
          "warning",
          `the chosen side did not succeed (reward ${round6(p.chosen_score)}): the pair teaches a failed rollout as the one to prefer`,
        );
      }
    }
    pairDigest(p, this.key);
    if (this.dups.add(this.key[0], this.key[1], p.line)) failed = true;
    return failed;
  }

  merge(o: IntegrityGate): void {
    this.n += o.n;
    this.scored += o.scored;
    for (const c of CHECKS) this.counts[c] += o.counts[c];
    this.findings.merge(o.findings);
    this.dups.merge(o.dups);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  saveState() {
    return {
      pairs: this.n,
      scored: this.scored,
      counts: { ...this.counts },
      findings: this.findings.saveState(),
      duplicates: this.dups.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["pairs", "scored", "counts", "findings", "duplicates"]);
    const n = int(r.pairs, `${at}.pairs`);
    const scored = int(r.scored, `${at}.scored`, 0, n);
    const c = record(r.counts, `${at}.counts`, CHECKS);
    const counts = Object.fromEntries(
      CHECKS.map((k) => [k, int(c[k], `${at}.counts.${k}`, 0, n)]),
    ) as Record<Check, number>;
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    this.dups.loadState(r.duplicates, `${at}.duplicates`);
    const flagged = CHECKS.reduce((s, k) => s + counts[k], 0);
    check(this.findings.total === flagged, `${at}.findings.total`, "not one per flag counted");
    check(
      counts.duplicate === 0,
      `${at}.counts.duplicate`,
      "duplicates are counted by the tracker",
    );
    check(
      this.dups.distinct + this.dups.duplicates === n,
      `${at}.duplicates`,
      "distinct and repeated pairs do not add up to the pairs",
    );
    check(
      counts.chosen_not_succeeded <= scored,
      `${at}.counts.chosen_not_succeeded`,
      "more failed chosen sides than pairs with a chosen reward",
    );
    this.n = n;
    this.scored = scored;
    this.counts = counts;
  }

  result(): GateResultOf<"integrity", PairIntegrityFigures> {
    const all = new FindingList();
    all.merge(this.findings);
    const dupCount = this.dups.duplicates;
    for (const d of this.dups.list()) {
      all.push({
        file: this.file,
        line: d.line,
        level: "failure",
        message: `repeats the pair on line ${d.original} (same prompt, chosen and rejected)`,
        detail: { check: "duplicate", original: d.original },
      });
    }
    // Pushed duplicates were counted once above; the true total is dupCount.
    all.total += dupCount - Math.min(dupCount, this.dups.list().length);
    const kept = all.result();
    const counts = { ...this.counts, duplicate: dupCount };
    const failures = CHECKS.filter((c) => !WARNINGS.includes(c)).reduce((s, c) => s + counts[c], 0);
    const warned = WARNINGS.some((c) => counts[c] > 0);
    // A file with no valid pair proves nothing, so it cannot pass: every other gate is
    // vacuously clean over zero pairs.
    const empty = this.n === 0;
    const status: GateStatus = failures > 0 || empty ? "fail" : warned ? "warn" : "pass";
    const parts = CHECKS.filter((c) => counts[c] > 0).map((c) =>
      c === "chosen_not_succeeded"
        ? `${counts[c]} of ${this.scored} chosen sides did not succeed`
        : `${counts[c]} ${c.replace(/_/g, " ")}`,
    );
    return {
      name: "integrity",
      status,
      summary: empty
        ? "no valid pair to check"
        : parts.length
          ? parts.join(", ")
          : `all ${this.n} pairs are well formed and distinct`,
      figures: {
        pairs: this.n,
        ...counts,
        distinct_pairs: this.dups.distinct,
        chosen_scored: this.scored,
        min_margin: this.settings.minMargin,
      },
      findings: kept.findings,
      findings_truncated: kept.truncated,
    };
  }
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
