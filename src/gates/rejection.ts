// How the rejected side was chosen. The guidance: pick the rejected sample near μ−2σ of its
// group's rewards, never the minimum, because the worst sample is an outlier and pairs built
// on outliers teach the model to avoid outliers. Where a pair carries its group's rewards,
// this counts how often the rejected side is the group minimum in groups where μ−2σ points
// elsewhere, and compares that with what a random bad sample would give. It also says when
// every margin is the same number. Counters only: bounded memory, mergeable shards.
import type { CanonicalPair } from "../io/canonical.js";
import type { GateResultOf } from "../report.js";
import { FindingList } from "./findings.js";
import { bool, check, int, num, record, StateError } from "../state/codec.js";

/** Groups where μ−2σ and the minimum differ that the test needs before it says anything. */
export const MIN_INFORMATIVE = 5;
/** Share of those groups with the minimum rejected that counts as "far more often". */
export const MIN_SHARE = 0.5;
/** One-sided level of the comparison with a random bad sample. */
export const ALPHA = 0.01;
const EPS = 1e-9;
/** Expected counts are summed in millionths, as integers, so the sum is exact and order-free. */
const MICRO = 1e6;

const SOURCE = "preference-optimization guidance: reject near μ−2σ of the group, never the minimum";

/** Sample mean and standard deviation (n−1), as Python's statistics.stdev computes it. */
export function meanSd(xs: readonly number[]): { mean: number; sd: number } {
  const n = xs.length;
  let s = 0;
  for (const x of xs) s += x;
  const mean = s / n;
  let v = 0;
  for (const x of xs) v += (x - mean) ** 2;
  return { mean, sd: n > 1 ? Math.sqrt(v / (n - 1)) : 0 };
}

/** The group reward the μ−2σ rule rejects: the one closest to μ−2σ (ties go to the lower). */
export function muMinus2Sigma(rewards: readonly number[]): number {
  const { mean, sd } = meanSd(rewards);
  const target = mean - 2 * sd;
  let best = rewards[0]!;
  for (const r of rewards) {
    const d = Math.abs(r - target);
    const bd = Math.abs(best - target);
    if (d < bd - EPS || (Math.abs(d - bd) <= EPS && r < best)) best = r;
  }
  return best;
}

/** Upper tail of the standard normal (Chebyshev fit of erfc, absolute error under 1.2e-7). */
function normalUpper(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const y =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  const erfc = y; // erfc(|z|/√2)
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

function isBinary(x: number): boolean {
  return x === 0 || x === 1;
}

export class RejectionGate {
  private n = 0;
  private scored = 0;
  private graded = false;
  // Margins (given, or chosen − rejected).
  private margins = 0;
  private mMin = Infinity;
  private mMax = -Infinity;
  private mFirstLine = 0;
  // Groups.
  private groups = 0;
  private atMin = 0;
  private informative = 0;
  private minWhereRuleDiffers = 0;
  private expRandom = 0;
  private varRandom = 0;
  private findings = new FindingList();

  constructor(
    private readonly file: string,
    private readonly strict: boolean,
  ) {}

  add(p: CanonicalPair): void {
    this.n++;
    const c = p.chosen_score;
    const r = p.rejected_score;
    if (c !== undefined || r !== undefined || p.margin !== undefined) this.scored++;
    for (const x of [c, r]) if (x !== undefined && !isBinary(x)) this.graded = true;
    const m = p.margin ?? (c !== undefined && r !== undefined ? c - r : undefined);
    if (m !== undefined && Number.isFinite(m)) {
      if (this.margins === 0 || p.line < this.mFirstLine) this.mFirstLine = p.line;
      this.margins++;
      this.mMin = Math.min(this.mMin, m);
      this.mMax = Math.max(this.mMax, m);
      if (!isBinary(m)) this.graded = true;
    }
    const g = p.group_rewards;
    if (!g || g.length < 3 || r === undefined) return;
    if (g.some((x) => !isBinary(x))) this.graded = true;
    let min = Infinity;
    let max = -Infinity;
    for (const x of g) {
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
    if (max - min <= EPS) return; // no spread: nothing to choose between
    this.groups++;
    const isMin = Math.abs(r - min) <= EPS;
    if (isMin) this.atMin++;
    const rule = muMinus2Sigma(g);
    if (Math.abs(rule - min) <= EPS) return; // μ−2σ picks the minimum too: no evidence either way
    // A random bad sample: any sample scored below the chosen side (the top, when not given).
    const top = c ?? max;
    let bad = 0;
    let badMin = 0;
    for (const x of g) {
      if (x < top - EPS) {
        bad++;
        if (Math.abs(x - min) <= EPS) badMin++;
      }
    }
    if (bad === 0) return;
    this.informative++;
    const q = badMin / bad;
    this.expRandom += Math.round(q * MICRO);
    this.varRandom += Math.round(q * (1 - q) * MICRO);
    if (isMin) {
      this.minWhereRuleDiffers++;
      this.findings.push({
        file: this.file,
        line: p.line,
        level: "notice",
        message: `rejected reward ${r} is the group minimum; μ−2σ would reject ${rule} (${g.length} samples)`,
        detail: { rejected: r, group_min: min, mu_minus_2sigma_pick: rule },
      });
    }
  }

  merge(o: RejectionGate): void {
    this.n += o.n;
    this.scored += o.scored;
    this.graded ||= o.graded;
    if (o.margins > 0 && (this.margins === 0 || o.mFirstLine < this.mFirstLine)) {
      this.mFirstLine = o.mFirstLine;
    }
    this.margins += o.margins;
    this.mMin = Math.min(this.mMin, o.mMin);
    this.mMax = Math.max(this.mMax, o.mMax);
    this.groups += o.groups;
    this.atMin += o.atMin;
    this.informative += o.informative;
    this.minWhereRuleDiffers += o.minWhereRuleDiffers;
    this.expRandom += o.expRandom;
    this.varRandom += o.varRandom;
    this.findings.merge(o.findings);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  saveState() {
    const some = this.margins > 0;
    return {
      pairs: this.n,
      scored: this.scored,
      graded: this.graded,
      margins: this.margins,
      margin_min: some ? this.mMin : null,
      margin_max: some ? this.mMax : null,
      margin_first_line: this.mFirstLine,
      groups: this.groups,
      at_min: this.atMin,
      informative: this.informative,
      min_where_rule_differs: this.minWhereRuleDiffers,
      exp_random: this.expRandom,
      var_random: this.varRandom,
      findings: this.findings.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, [
      "pairs",
      "scored",
      "graded",
      "margins",
      "margin_min",
      "margin_max",
      "margin_first_line",
      "groups",
      "at_min",
      "informative",
      "min_where_rule_differs",
      "exp_random",
      "var_random",
      "findings",
    ]);
    const n = int(r.pairs, `${at}.pairs`);
    const upTo = (k: keyof typeof r, max: number) => int(r[k], `${at}.${k}`, 0, max);
    const margins = upTo("margins", n);
    let mMin = Infinity;
    let mMax = -Infinity;
    if (margins > 0) {
      mMin = num(r.margin_min, `${at}.margin_min`);
      mMax = num(r.margin_max, `${at}.margin_max`);
      check(mMin <= mMax, `${at}.margin_min`, "above margin_max");
    } else if (r.margin_min !== null || r.margin_max !== null) {
      throw new StateError(`${at}.margin_min`, "set although no margin was counted");
    }
    const groups = upTo("groups", n);
    const informative = upTo("informative", groups);
    const m = upTo("min_where_rule_differs", informative);
    // Each informative group adds a share in [0, 1] (and q(1 - q) in [0, 1/4]) in millionths.
    const expRandom = upTo("exp_random", informative * MICRO);
    const varRandom = upTo("var_random", informative * (MICRO / 4));
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    check(this.findings.total === m, `${at}.findings.total`, "not one per minimum reject");
    this.n = n;
    this.scored = upTo("scored", n);
    this.graded = bool(r.graded, `${at}.graded`);
    this.margins = margins;
    this.mMin = mMin;
    this.mMax = mMax;
    this.mFirstLine = upTo("margin_first_line", 0x7fffffff);
    this.groups = groups;
    this.atMin = upTo("at_min", groups);
    this.informative = informative;
    this.minWhereRuleDiffers = m;
    this.expRandom = expRandom;
    this.varRandom = varRandom;
  }

  result(): GateResultOf<"rejection"> {
    const t = this.tests();
    const kept = this.findings.result();
    return {
      name: "rejection",
      status: t.minSelected || t.collapsedGraded ? (this.strict ? "fail" : "warn") : "pass",
      summary: this.summaryText(t),
      figures: {
        pairs: this.n,
        pairs_with_scores: this.scored,
        graded_scores: this.graded,
        margins: this.margins,
        margin_min: this.margins ? round(this.mMin, 6) : null,
        margin_max: this.margins ? round(this.mMax, 6) : null,
        margin_constant: t.collapsed,
        groups_with_rewards: this.groups,
        rejected_at_group_min: this.atMin,
        groups_where_rule_differs: t.k,
        min_rejected_there: t.m,
        expected_if_random_bad: round(t.exp, 3),
        p_vs_random: t.pRandom === null ? null : round(t.pRandom, 6),
        rule: `flag when at least ${MIN_INFORMATIVE} such groups, the minimum in ${MIN_SHARE * 100}% or more, and p < ${ALPHA} against a random bad sample`,
      },
      findings: [...this.fileFindings(t), ...kept.findings],
      findings_truncated: kept.truncated,
    };
  }

  /** The two tests: rejects picked as the group minimum, and margins all one value. */
  private tests(): RejectionTests {
    const k = this.informative;
    const m = this.minWhereRuleDiffers;
    const exp = this.expRandom / MICRO;
    const vr = this.varRandom / MICRO;
    // One-sided: more minimum rejects than random bad samples give (normal, continuity-corrected).
    const pRandom =
      k === 0
        ? null
        : vr > 0
          ? normalUpper((m - 0.5 - exp) / Math.sqrt(vr))
          : m > exp + EPS
            ? 0
            : 1;
    const minSelected =
      k >= MIN_INFORMATIVE && m / k >= MIN_SHARE && pRandom !== null && pRandom < ALPHA;
    const collapsed =
      this.margins >= MIN_INFORMATIVE &&
      this.mMax - this.mMin <= EPS * Math.max(1, Math.abs(this.mMax));
    return {
      k,
      m,
      exp,
      pRandom,
      minSelected,
      collapsed,
      collapsedGraded: collapsed && this.graded,
    };
  }

  /** Findings about the file as a whole, one per test that flagged it. */
  private fileFindings(t: RejectionTests) {
    const level = this.strict ? "failure" : "warning";
    const extra = [];
    if (t.minSelected) {
      extra.push({
        file: this.file,
        line: 0,
        level,
        message:
          `in ${t.k} groups where μ−2σ picks another sample, the rejected side is the group minimum ` +
          `in ${t.m} (a random bad sample would be in ${round(t.exp, 1)}; p ${fmtP(t.pRandom)}): ` +
          `the rejects look picked as the worst sample (source: ${SOURCE})`,
        detail: { rule: "rejected_at_minimum" },
      } as const);
    }
    if (t.collapsedGraded) {
      extra.push({
        file: this.file,
        line: this.mFirstLine,
        level,
        message:
          `all ${this.margins} margins are ${round(this.mMax, 6)} although the scores are graded: ` +
          `the pairs were built to a fixed gap (e.g. best against worst after rescaling), so the ` +
          `strength of a preference is lost`,
        detail: { rule: "margin_constant" },
      } as const);
    }
    return extra;
  }

  private summaryText(t: RejectionTests): string {
    const note = marginNote(this.margins, this.mMin, this.mMax, t.collapsed, this.graded);
    if (this.scored === 0 && this.groups === 0) {
      return "pairs carry no scores, margins or group rewards; how the rejected side was chosen cannot be checked";
    }
    if (t.k === 0) {
      return (
        (this.groups === 0
          ? "no pair carries its group's rewards (group_rewards), so the minimum test did not run"
          : `${this.groups} groups, none where μ−2σ and the minimum differ: the minimum test cannot tell the rules apart`) +
        note
      );
    }
    return (
      `rejected side is the group minimum in ${t.m} of ${t.k} groups where μ−2σ picks another sample ` +
      `(random bad sample: ${round(t.exp, 1)})` +
      (t.minSelected ? ": picked as the worst sample" : "") +
      note
    );
  }
}

/** What the rejection tests found, shared by the result's parts. */
interface RejectionTests {
  k: number;
  m: number;
  exp: number;
  pRandom: number | null;
  minSelected: boolean;
  collapsed: boolean;
  collapsedGraded: boolean;
}

function marginNote(
  n: number,
  lo: number,
  hi: number,
  collapsed: boolean,
  graded: boolean,
): string {
  if (n === 0) return "";
  if (collapsed) {
    return graded
      ? `; every margin is ${round(hi, 6)} although scores are graded`
      : `; every margin is ${round(hi, 6)} (binary scores: expected)`;
  }
  return `; margins ${round(lo, 4)}..${round(hi, 4)}`;
}

function round(x: number, d: number): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}

function fmtP(p: number | null): string {
  if (p === null) return "n/a";
  return p < 1e-6 ? "< 1e-6" : String(round(p, 6));
}
