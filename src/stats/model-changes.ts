// Which metrics changed: guards decided by Holm, unguarded drops and gains named.
import type { MetricComparison } from "../report.js";
import { signed } from "../render/format.js";
import type { Comparison } from "./compare.js";
import { familyError, holmAdjust } from "./holm.js";
import { tCritical } from "./components.js";

export interface Changes {
  regressions: string[];
  slipped: string[];
  improved: string[];
  /** Chance one of the compared metrics clears zero by luck (null under 2 metrics). */
  familyError: number | null;
  warnings: string[];
}

const ciText = (c: Comparison, level: number) =>
  c.delta === null
    ? "no delta"
    : `${signed(c.delta)}` +
      (c.ci
        ? ` (${Math.round(level * 100)}% ${signed(c.ci[0])}..${signed(c.ci[1])})`
        : " (no interval)");

/**
 * A guard asks one question, "did it get worse?", so its p is one-sided: half the
 * two-sided p when the delta points the worse way, else one less that half.
 */
const oneSided = (p: number, worse: boolean) => (worse ? p / 2 : 1 - p / 2);

/**
 * Guards are decided by Holm over the guarded metrics' p (the same drift-aware t as the
 * interval), not by each one's own interval and band: with several guards one of them
 * clears zero by luck, and the band, on few runs, lets a real drop through. Sets each
 * guarded row's p_holm, and tags a regression "down".
 */
export function classifyChanges(
  rows: MetricComparison[],
  comps: ReadonlyMap<string, Comparison>,
  level: number,
  margin: number | null = null,
): Changes {
  const family = rows.filter((r) => r.guarded && r.p_value !== null);
  const { byHolm, unshown } = guardRegressions(rows, level, margin);
  const loud = (r: MetricComparison) => !r.within_noise;
  const slipped = rows
    .filter((r) => !r.guarded && loud(r) && r.verdict === "a_better")
    .map((r) => r.metric);
  const improved = rows.filter((r) => loud(r) && r.verdict === "b_better").map((r) => r.metric);
  const holmOf = new Map(rows.map((r) => [r.metric, r.p_holm]));
  const warnings = byHolm.map(
    (m) =>
      `REGRESSION ${m}: ${ciText(comps.get(m) as Comparison, level)}, Holm-adjusted p ${(holmOf.get(m) as number).toFixed(3)} over ${family.length} guarded metric(s), guarded by must-not-regress`,
  );
  warnings.push(...unshown.map((u) => u.warning));
  const regressions = [...byHolm, ...unshown.map((u) => u.metric)];
  for (const r of rows) if (regressions.includes(r.metric)) r.tag = "down";
  for (const m of slipped) {
    warnings.push(`${m} got worse: ${ciText(comps.get(m) as Comparison, level)} (not guarded)`);
  }
  return {
    regressions,
    slipped,
    improved,
    familyError: rows.length >= 2 ? familyError(rows.length, level) : null,
    warnings,
  };
}

/**
 * guard-margin: with a non-inferiority margin a guard must also be shown no worse than the
 * margin, its one-sided (level) bound on the worse side inside it. Each guard is its own
 * test of an intersection-union rule (every guard must clear), so no Holm step is needed
 * there. The guards Holm already found regressed are not asked again.
 */
function marginMisses(
  rows: readonly MetricComparison[],
  regressed: readonly string[],
  margin: number,
  level: number,
): { metric: string; warning: string }[] {
  const out: { metric: string; warning: string }[] = [];
  for (const r of rows) {
    if (!r.guarded || regressed.includes(r.metric)) continue;
    const bound = worseBound(r, level);
    if (bound !== null && bound < margin) continue;
    const shown = bound === null ? "no interval" : `worse by up to ${bound.toFixed(3)}`;
    out.push({
      metric: r.metric,
      warning: `REGRESSION ${r.metric}: not shown within the non-inferiority margin ${margin} (guard-margin): ${shown} at ${Math.round(level * 100)}% one-sided`,
    });
  }
  return out;
}

/**
 * How much worse the guard may be, at its one-sided `level` bound (in the worse
 * direction, positive = worse); null without an interval.
 */
function worseBound(r: MetricComparison, level: number): number | null {
  if (
    r.delta === null ||
    r.se === undefined ||
    r.se === null ||
    r.df === undefined ||
    r.df === null
  )
    return null;
  const q = r.se > 0 ? tCritical(r.df, 2 * level - 1) * r.se : 0;
  return r.lower_is_better ? r.delta + q : -r.delta + q;
}

const worse = (r: MetricComparison) =>
  r.delta !== null && (r.lower_is_better ? r.delta > 0 : r.delta < 0);

/** The guards that regressed: by Holm, and (with a guard-margin) those not shown inside it. */
export interface GuardFindings {
  byHolm: string[];
  unshown: { metric: string; warning: string }[];
}

/**
 * The guards' verdicts: sets each guarded row's p_holm (Holm over the guarded rows' one-sided
 * p), names the guarded rows that got worse below alpha, and with a margin the guards not
 * shown within it. The trusted reporter calls it again over an artifact's rows with the base
 * policy's guards and margin (docs/design.md §13).
 */
export function guardRegressions(
  rows: MetricComparison[],
  level: number,
  margin: number | null = null,
): GuardFindings {
  const alpha = 1 - level;
  const family = rows.filter((r) => r.guarded && r.p_value !== null);
  if (family.length > 0) {
    const adj = holmAdjust(family.map((r) => oneSided(r.p_value as number, worse(r))));
    family.forEach((r, i) => (r.p_holm = adj[i] as number));
  }
  const byHolm = rows
    .filter((r) => r.guarded && worse(r) && r.p_holm !== null && r.p_holm < alpha)
    .map((r) => r.metric);
  const unshown = margin === null ? [] : marginMisses(rows, byHolm, margin, level);
  return { byHolm, unshown };
}

/** A warning when many metrics were compared and some changed: luck alone moves one. */
export function multiplicityWarning(rows: number, ch: Changes, level: number): string[] {
  if (ch.familyError === null || rows < 4) return [];
  if (ch.regressions.length + ch.slipped.length + ch.improved.length === 0) return [];
  return [
    `${rows} metrics compared at ${Math.round(level * 100)}%: up to ${Math.round(ch.familyError * 100)}% chance that one of them clears zero by luck alone (independent metrics); read the Holm-adjusted p-values`,
  ];
}
