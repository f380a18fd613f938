// Grader drift between the stored baseline and the candidate. The baseline's results were
// graded when they were committed; the candidate is graded now. If the grader moved in
// between (a judge model updated behind its API name, a rubric or verifier edited), every
// delta carries the move, and nothing inside either side shows it: each side's task and
// run spreads are what they were. The only way to see it is to grade the baseline's own
// rollouts again now (input baseline-regraded) and compare with the stored grades: same
// rollouts, so any difference is the grader. See docs/statistics.md "Grader drift".
import type { EvalRow } from "../io/canonical.js";
import type { GraderDrift } from "../report.js";
import { mean, sampleSd } from "./descriptive.js";
import { tInterval } from "./components.js";
import { taskMeans } from "./passk.js";
import { splitRuns, type RunSplit } from "./runs.js";

/** Fewer shared tasks than this and the regrade is not compared (no interval). */
export const MIN_REGRADE_TASKS = 3;

export interface GraderDriftInput {
  path: string;
  metric: string;
  /** Per-task means of the stored baseline, over the runs the regrade covers. */
  stored: ReadonlyMap<string, number>;
  /** Per-task means of the same rollouts graded again now. */
  regraded: ReadonlyMap<string, number>;
  runsStored: number;
  runsRegraded: number;
  /**
   * Run-to-run drift variance of one run mean (sigma^2_drift) and its df, as the target's
   * interval uses it: each grading pass may sit a little high or low, and the regrade is
   * new passes, so honest regrades differ from the stored grades by about that much.
   */
  drift: { v: number; df: number } | null;
  band: number | null;
  level: number;
}

const byCodeUnit = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The shift of the regrade over the stored grades, or null under MIN_REGRADE_TASKS shared tasks. */
export function graderDrift(input: GraderDriftInput): GraderDrift | null {
  const shared = [...input.stored.keys()].filter((t) => input.regraded.has(t)).sort(byCodeUnit);
  const n = shared.length;
  if (n < MIN_REGRADE_TASKS) return null;
  const s = shared.map((t) => input.stored.get(t) as number);
  const r = shared.map((t) => input.regraded.get(t) as number);
  const d = shared.map((_, i) => (r[i] as number) - (s[i] as number));
  const shift = mean(d);
  const sd = sampleSd(d) as number;
  const parts = [{ v: (sd * sd) / n, df: n - 1 }];
  if (input.drift && input.drift.v > 0) {
    const inv = 1 / Math.max(1, input.runsStored) + 1 / Math.max(1, input.runsRegraded);
    parts.push({ v: input.drift.v * inv, df: input.drift.df });
  }
  const t = tInterval(shift, parts, input.level);
  return {
    path: input.path,
    metric: input.metric,
    tasks: n,
    runs_stored: input.runsStored,
    runs_regraded: input.runsRegraded,
    stored_mean: mean(s),
    regraded_mean: mean(r),
    shift,
    ci: t.ci,
    p_value: t.p,
    se: t.se,
    df: t.df,
    noise_band: input.band,
    drifted: t.ci[0] > 0 || t.ci[1] < 0,
  };
}

const f3 = (x: number) => (x >= 0 ? "+" : "") + x.toFixed(3);

/** The not-comparable reason for a drifted grader, in words. */
export function graderDriftReason(g: GraderDrift, level: number): string {
  const band =
    g.noise_band === null
      ? ""
      : Math.abs(g.shift) < g.noise_band
        ? ` (inside the re-run noise band ${g.noise_band.toFixed(3)}, yet every delta carries it)`
        : ` (beyond the re-run noise band ${g.noise_band.toFixed(3)})`;
  return (
    `grader drift: the baseline's own rollouts graded again now (${g.path}) score ${g.metric} ` +
    `${f3(g.shift)} against the stored grades over ${g.tasks} tasks (${Math.round(level * 100)}% CI ` +
    `${f3(g.ci[0])}..${f3(g.ci[1])})${band}; the candidate was graded by today's grader, so its delta ` +
    `against the stored baseline is not like with like. Re-grade and re-commit the baseline, or find what changed in the grader`
  );
}

/**
 * Per-task means of both gradings over the same rollouts: when every regraded run label is
 * a stored run label, only those stored runs (a team may regrade one run of three).
 */
export function regradeMeans(
  stored: RunSplit,
  storedRows: readonly EvalRow[],
  regradedRows: readonly EvalRow[],
  metric: string,
): Pick<GraderDriftInput, "stored" | "regraded" | "runsStored" | "runsRegraded"> {
  const re = splitRuns(regradedRows);
  const subset = re.labels.length > 0 && re.labels.every((l) => stored.byRun.has(l));
  const rows = subset ? re.labels.flatMap((l) => stored.byRun.get(l) ?? []) : storedRows;
  const runs = (s: RunSplit, n: number) => (s.labels.length > 0 ? s.labels.length : n > 0 ? 1 : 0);
  return {
    stored: taskMeans(rows, metric),
    regraded: taskMeans(regradedRows, metric),
    runsStored: subset ? re.labels.length : runs(stored, storedRows.length),
    runsRegraded: runs(re, regradedRows.length),
  };
}
