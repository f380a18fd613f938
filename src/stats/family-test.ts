// Tasks in families. When the held-out test groups its tasks (refunds, shipping, ...) and
// the candidate helps some families and hurts others, the tasks of one family move
// together: a family x model effect is shared by every task of the family, so the spread
// of per-task deltas does not see it and the task-level interval is too narrow for
// families the test did not draw. Then the families, not the tasks, are the sample.
// This file holds two pure functions of per-task deltas and a task -> family map:
//   - heterogeneity: one-way random-effects ANOVA of the deltas by family (F test of
//     "every family has the same mean delta", and the between-family sd);
//   - the family-level test: the same delta (mean over tasks), its variance a sum of
//     non-negative parts (within families, between families, run drift) on Satterthwaite
//     df, with no pre-test: the family part is there whenever the family means spread
//     more than their tasks explain (issue 25.4). See docs/statistics.md "Task families".
import type { CompareVerdict, FamilyTest } from "../report.js";
import { gainVerdict, rawVerdict } from "./compare.js";
import { deltaParts, tInterval, type RunNoise, type VarPart } from "./components.js";
import { fUpper } from "./tdist.js";

/**
 * off: not computed. warn: reported, and warned about under MIN_FAMILIES heterogeneous
 * families. auto: as warn, and under FAMILY_COMPONENT_MAX groups the target must also move
 * at the family level, whatever the heterogeneity test says. decide: the target must
 * always also move at the family level.
 */
export type FamilyTestMode = "off" | "warn" | "auto" | "decide";
export const FAMILY_TEST_MODES: readonly FamilyTestMode[] = ["off", "warn", "auto", "decide"];

/** Under this many families, heterogeneous deltas make the task-level interval untrustworthy. */
export const MIN_FAMILIES = 10;
/**
 * Under this many groups, family-test auto always decides with the family component in
 * the interval (issue 25.4): the F test that switched it on missed 16-30% of PRs with a
 * real family x model effect, and the task-level interval then covered 77-88%.
 */
export const FAMILY_COMPONENT_MAX = 20;
/** Level of the heterogeneity F test: a warning, so it errs towards speaking up. */
export const HETEROGENEITY_ALPHA = 0.1;

export interface FamilyTestInput {
  metric: string;
  /** Per-task delta of the metric (candidate - baseline) over the paired tasks. */
  deltas: ReadonlyMap<string, number>;
  /** Each task's family; a task not in the map counts as a family of its own. */
  families: ReadonlyMap<string, string>;
  /** What re-runs measured, as the task-level interval carries it (deltaParts). */
  runs: RunNoise | null;
  level: number;
  lowerIsBetter: boolean;
  mode: Exclude<FamilyTestMode, "off">;
}

/** One family's deltas (its tasks in id order). */
export interface Group {
  n: number;
  sum: number;
  values: number[];
}

const byCodeUnit = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Groups in a fixed order (named families by name, then lone tasks by id), so sums are reproducible. */
function groupDeltas(
  deltas: ReadonlyMap<string, number>,
  families: ReadonlyMap<string, string>,
): { groups: Group[]; named: number; lone: number } {
  const named = new Map<string, Group>();
  const lone: [string, number][] = [];
  for (const task of [...deltas.keys()].sort(byCodeUnit)) {
    const d = deltas.get(task) as number;
    const f = families.get(task);
    if (f === undefined || f === "") {
      lone.push([task, d]);
      continue;
    }
    const g = named.get(f);
    if (g) {
      g.n++;
      g.sum += d;
      g.values.push(d);
    } else named.set(f, { n: 1, sum: d, values: [d] });
  }
  const groups = [...named.keys()].sort(byCodeUnit).map((k) => named.get(k) as Group);
  for (const [, d] of lone) groups.push({ n: 1, sum: d, values: [d] });
  return { groups, named: named.size, lone: lone.length };
}

export interface Heterogeneity {
  f_stat: number | null;
  df_between: number;
  df_within: number;
  p_heterogeneity: number | null;
  /** Random-effects estimate of the sd of true family mean deltas (0 when MS_between <= MS_within). */
  between_sd: number | null;
}

/** One-way ANOVA of deltas by group; no test without two groups and a group of two. */
export function heterogeneity(groups: readonly Group[]): Heterogeneity {
  const G = groups.length;
  const N = groups.reduce((s, g) => s + g.n, 0);
  const out: Heterogeneity = {
    f_stat: null,
    df_between: Math.max(0, G - 1),
    df_within: Math.max(0, N - G),
    p_heterogeneity: null,
    between_sd: null,
  };
  if (G < 2 || N - G < 1) return out;
  const grand = groups.reduce((s, g) => s + g.sum, 0) / N;
  let ssB = 0;
  let ssW = 0;
  let sumN2 = 0;
  for (const g of groups) {
    const m = g.sum / g.n;
    ssB += g.n * (m - grand) ** 2;
    for (const v of g.values) ssW += (v - m) ** 2;
    sumN2 += g.n * g.n;
  }
  const msB = ssB / (G - 1);
  const msW = ssW / (N - G);
  // The average family size in the random-effects expectation of MS_between.
  const n0 = (N - sumN2 / N) / (G - 1);
  out.between_sd = n0 > 0 ? Math.sqrt(Math.max(0, (msB - msW) / n0)) : null;
  if (msW > 0) {
    out.f_stat = msB / msW;
    out.p_heterogeneity = fUpper(out.f_stat, G - 1, N - G);
  } else {
    // Every family's tasks agree exactly: any difference between families is total.
    out.f_stat = null;
    out.p_heterogeneity = msB > 0 ? 0 : 1;
  }
  return out;
}

/**
 * The variance of the mean over tasks as two non-negative parts, no pre-test (the rule of
 * components.ts deltaParts, design §3): the within-family part MS_W / N on N - G df and the
 * family part, the random-effects between-family variance max(0, MS_B - MS_W) / n0 times
 * sum n_g^2 / N^2, on G - 1 df. A family x model effect the F test misses still enters
 * whenever MS_B exceeds MS_W; with none the part is small and the df stay near N - G. For
 * equal families with MS_B >= MS_W the sum is MS_B / N, the cluster variance below. Null
 * when no family has two tasks (no within-family spread to split off).
 */
export function familyParts(groups: readonly Group[]): { within: VarPart; family: VarPart } | null {
  const G = groups.length;
  const N = groups.reduce((s, g) => s + g.n, 0);
  if (G < 2 || N - G < 1) return null;
  const grand = groups.reduce((s, g) => s + g.sum, 0) / N;
  let ssB = 0;
  let ssW = 0;
  let sumN2 = 0;
  for (const g of groups) {
    const m = g.sum / g.n;
    ssB += g.n * (m - grand) ** 2;
    for (const v of g.values) ssW += (v - m) ** 2;
    sumN2 += g.n * g.n;
  }
  const msB = ssB / (G - 1);
  const msW = ssW / (N - G);
  const n0 = (N - sumN2 / N) / (G - 1);
  const between = n0 > 0 ? Math.max(0, (msB - msW) / n0) : 0;
  return {
    within: { v: msW / N, df: N - G },
    family: { v: (between * sumN2) / (N * N), df: G - 1 },
  };
}

/** Cluster-robust variance of the mean over tasks, from group totals (G/(G-1) factor). */
function clusterVariance(groups: readonly Group[]): number {
  const G = groups.length;
  const N = groups.reduce((s, g) => s + g.n, 0);
  const grand = groups.reduce((s, g) => s + g.sum, 0) / N;
  let s = 0;
  for (const g of groups) s += (g.sum - g.n * grand) ** 2;
  return (G / (G - 1)) * (s / (N * N));
}

/**
 * The family-level interval's parts: within-family and family parts (familyParts), the
 * within-run noise moved to the run part as deltaParts does; the cluster variance on
 * G - 1 df when no family has two tasks.
 */
function intervalParts(groups: readonly Group[], N: number, runs: RunNoise | null): VarPart[] {
  const parts = familyParts(groups);
  if (parts === null) return deltaParts(clusterVariance(groups), groups.length - 1, N, runs);
  const [within, run] = deltaParts(parts.within.v, parts.within.df, N, runs);
  return run ? [within as VarPart, parts.family, run] : [within as VarPart, parts.family];
}

const f3 = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(3);
const pText = (p: number) => (p < 0.001 ? "< 0.001" : p.toFixed(3));

/**
 * The family-level test of one metric, or null when the deltas fall into fewer than two
 * named families (nothing to say) or fewer than three groups (no interval).
 */
export function familyLevelTest(input: FamilyTestInput): FamilyTest | null {
  const { groups, named, lone } = groupDeltas(input.deltas, input.families);
  if (named < 2 || groups.length < 3) return null;
  const N = groups.reduce((s, g) => s + g.n, 0);
  const G = groups.length;
  const delta = groups.reduce((s, g) => s + g.sum, 0) / N;
  const het = heterogeneity(groups);
  const t = tInterval(delta, intervalParts(groups, N, input.runs), input.level);
  const verdict: CompareVerdict = gainVerdict(rawVerdict(t.ci), input.lowerIsBetter);
  const heterogeneous = het.p_heterogeneity !== null && het.p_heterogeneity < HETEROGENEITY_ALPHA;
  const fewAndApart = heterogeneous && G < MIN_FAMILIES;
  const decides = input.mode === "decide" || (input.mode === "auto" && G < FAMILY_COMPONENT_MAX);
  const blocks = decides && verdict !== "b_better";
  const pct = `${Math.round(input.level * 100)}%`;
  const fams =
    lone > 0
      ? `${G} families (${lone} task(s) with no family count as their own)`
      : `${G} families`;
  const figures = `the family-level test gives ${f3(delta)} (${pct} CI ${f3(t.ci[0])}..${f3(t.ci[1])}, p ${pText(t.p)}, df ${t.df})`;
  let warning: string | null = null;
  if (fewAndApart) {
    warning =
      `${input.metric} moved differently in different families (F ${het.f_stat === null ? "n/a" : het.f_stat.toFixed(2)} on ` +
      `${het.df_between} and ${het.df_within} df, p ${pText(het.p_heterogeneity as number)}; between-family sd ` +
      `${(het.between_sd ?? 0).toFixed(3)}) and the test has only ${fams}: the tasks of one family move together, ` +
      `so the effective sample is the ${G} families, not the ${N} tasks, and the task-level interval is too narrow ` +
      `for families the test did not draw; ${figures}` +
      (decides
        ? `, and family-test: ${input.mode} requires it to clear zero too`
        : "; set family-test: auto or decide to require it");
  }
  const sumN2 = groups.reduce((s, g) => s + g.n * g.n, 0);
  return {
    mode: input.mode,
    metric: input.metric,
    families: G,
    effective_families: (N * N) / sumN2,
    named_families: named,
    tasks_without_family: lone,
    tasks: N,
    ...het,
    heterogeneous,
    delta,
    ci: t.ci,
    p_value: t.p,
    se: t.se,
    df: t.df,
    verdict,
    decides,
    blocks,
    warning,
  };
}

/** Per-task deltas over the tasks both sides scored. */
export function pairedDeltas(
  baseline: ReadonlyMap<string, number>,
  candidate: ReadonlyMap<string, number>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [t, a] of baseline) {
    const b = candidate.get(t);
    if (b !== undefined) out.set(t, b - a);
  }
  return out;
}
