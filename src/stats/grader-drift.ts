// Grader drift between the stored baseline and the candidate. The baseline's results were
// graded when they were committed; the candidate is graded now. If the grader moved in
// between (a judge model updated behind its API name, a rubric or verifier edited), every
// delta carries the move, and nothing inside either side shows it: each side's task and
// run spreads are what they were. The only way to see it is to grade the baseline's own
// rollouts again now (input baseline-regraded) and compare with the stored grades: same
// rollouts, so any difference is the grader. See docs/statistics.md "Grader drift".
import type { GraderDrift } from "../report.js";
import { mean, sampleSd } from "./descriptive.js";
import { tInterval, type VarPart } from "./components.js";
import { taskMeans } from "./passk.js";
import { TaskTable, type SideTable } from "./eval-tally.js";

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
  /** Per-run task means of both gradings, for runs matched by label; empty when unmatched. */
  matched: { stored: ReadonlyMap<string, number>; regraded: ReadonlyMap<string, number> }[];
  /**
   * Run-to-run drift of one run mean (sigma^2_drift) and its df from the sides' re-runs,
   * never pooled away: a grading pass may sit a little high or low, and a regrade is new
   * passes, so honest regrades differ from the stored grades by about that much.
   */
  drift: { v: number; df: number } | null;
  band: number | null;
  level: number;
}

const byCodeUnit = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** Mean of regraded - stored over the tasks both scored, and how many; null under the minimum. */
function meanShift(
  stored: ReadonlyMap<string, number>,
  regraded: ReadonlyMap<string, number>,
): { d: number[]; s: number[]; r: number[] } | null {
  const shared = [...stored.keys()].filter((t) => regraded.has(t)).sort(byCodeUnit);
  if (shared.length < MIN_REGRADE_TASKS) return null;
  const s = shared.map((t) => stored.get(t) as number);
  const r = shared.map((t) => regraded.get(t) as number);
  return { d: shared.map((_, i) => (r[i] as number) - (s[i] as number)), s, r };
}

/**
 * The shift of the regrade over the stored grades, or null under MIN_REGRADE_TASKS shared
 * tasks. With two or more matched runs the unit is the run: each run's mean shift, whose
 * spread holds every grading pass's own swing, pooled by df with twice the sides' drift
 * (a stored pass and a new one). With one run only the per-task differences and the
 * sides' drift are left, a weaker check.
 */
export function graderDrift(input: GraderDriftInput): GraderDrift | null {
  const all = meanShift(input.stored, input.regraded);
  if (all === null) return null;
  const n = all.d.length;
  const runShifts = input.matched
    .map((m) => meanShift(m.stored, m.regraded))
    .filter((x): x is NonNullable<typeof x> => x !== null)
    .map((x) => mean(x.d));
  const drift = input.drift && input.drift.v > 0 ? input.drift : null;
  let shift: number;
  let parts: VarPart[];
  let method: GraderDrift["method"];
  if (runShifts.length >= 2) {
    const R = runShifts.length;
    shift = mean(runShifts);
    const own = (sampleSd(runShifts) as number) ** 2;
    const df = R - 1 + (drift ? drift.df : 0);
    const pooled = drift ? ((R - 1) * own + drift.df * 2 * drift.v) / df : own;
    parts = [{ v: pooled / R, df }];
    method = "runs";
  } else {
    shift = mean(all.d);
    const sd = sampleSd(all.d) as number;
    parts = [{ v: (sd * sd) / n, df: n - 1 }];
    if (drift) {
      const inv = 1 / Math.max(1, input.runsStored) + 1 / Math.max(1, input.runsRegraded);
      parts.push({ v: drift.v * inv, df: drift.df });
    }
    method = "tasks";
  }
  const t = tInterval(shift, parts, input.level);
  return {
    path: input.path,
    metric: input.metric,
    tasks: n,
    runs_stored: input.runsStored,
    runs_regraded: input.runsRegraded,
    method,
    stored_mean: mean(all.s),
    regraded_mean: mean(all.r),
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

/** The warning for a drifted grader, in words. */
export function graderDriftWarning(g: GraderDrift, storedPath: string, level: number): string {
  const band =
    g.noise_band === null
      ? ""
      : Math.abs(g.shift) < g.noise_band
        ? `, inside the re-run noise band ${g.noise_band.toFixed(3)} yet enough to move every delta`
        : `, beyond the re-run noise band ${g.noise_band.toFixed(3)}`;
  return (
    `grader drift: the stored baseline's rollouts graded again now (${g.path}) score ${g.metric} ` +
    `${f3(g.shift)} against the stored grades in ${storedPath} over ${g.tasks} tasks (${Math.round(level * 100)}% CI ` +
    `${f3(g.ci[0])}..${f3(g.ci[1])}${band}). The candidate was compared with the regrade, graded ` +
    `alongside it, so the delta is like with like; the stored baseline is stale: re-grade and re-commit it, ` +
    `or find what changed in the grader`
  );
}

/** Rollouts per task of some runs of a side (all of them, pooled, when `runs` is null). */
function rolloutCounts(side: SideTable, runs: readonly string[] | null): Map<string, number> {
  const m = new Map<string, number>();
  const count = (t: TaskTable, run: string | null) =>
    t.tasks.forEach((task, i) => {
      const k = run === null ? task : `${run}\u0000${task}`;
      m.set(k, (m.get(k) ?? 0) + t.rows(i));
    });
  if (runs === null) count(side.pooled, null);
  else for (const l of runs) count(side.split.byRun.get(l) ?? new TaskTable(), l);
  return m;
}

/** True when every run label the regrade carries is one of the stored baseline's. */
function matchesStoredRuns(stored: SideTable, regraded: SideTable): boolean {
  const re = regraded.split.labels;
  return re.length > 0 && re.every((l) => stored.split.byRun.has(l));
}

/**
 * Why the regrade is not the stored baseline's rollouts graded again, or null when it is:
 * every task (and run, where the regrade's run labels are stored ones) must hold as many
 * rollouts in both. A regrade of other rollouts would let the job choose its yardstick.
 */
export function notTheSameRollouts(stored: SideTable, regraded: SideTable): string | null {
  const byRun = matchesStoredRuns(stored, regraded);
  const labels = byRun ? regraded.split.labels : null;
  const a = rolloutCounts(stored, labels);
  const b = rolloutCounts(regraded, labels);
  // Regraded rows without a run label, beside labelled ones, belong to no stored run.
  if (byRun) countUnlabelled(regraded.unlabelled, b);
  let differ = 0;
  let first: string | null = null;
  for (const k of [...new Set([...a.keys(), ...b.keys()])].sort(byCodeUnit)) {
    if ((a.get(k) ?? 0) === (b.get(k) ?? 0)) continue;
    differ++;
    if (first === null) {
      const [run, task] = byRun ? k.split("\u0000") : [null, k];
      first = `task ${task}${run !== null ? ` run ${run}` : ""}: ${a.get(k) ?? 0} stored rollout(s), ${b.get(k) ?? 0} regraded`;
    }
  }
  return differ === 0
    ? null
    : `${differ} task(s)${byRun ? " and run(s)" : ""} hold a different number of rollouts (first: ${first})`;
}

function countUnlabelled(t: TaskTable, into: Map<string, number>): void {
  t.tasks.forEach((task, i) => {
    const k = `\u0000${task}`;
    into.set(k, (into.get(k) ?? 0) + t.rows(i));
  });
}

const runsOf = (side: SideTable) =>
  side.split.labels.length > 0 ? side.split.labels.length : side.rows > 0 ? 1 : 0;

/**
 * Per-task means of both gradings over the same rollouts: when every regraded run label is
 * a stored run label, only those stored runs (a team may regrade one run of three).
 */
export function regradeMeans(
  stored: SideTable,
  regraded: SideTable,
  metric: string,
): Pick<GraderDriftInput, "stored" | "regraded" | "runsStored" | "runsRegraded" | "matched"> {
  const subset = matchesStoredRuns(stored, regraded);
  const labels = regraded.split.labels;
  let storedTable = stored.pooled;
  if (subset) {
    storedTable = new TaskTable();
    for (const l of labels) storedTable.mergeTable(stored.split.byRun.get(l) as TaskTable);
  }
  return {
    stored: taskMeans(storedTable, metric),
    regraded: taskMeans(regraded.pooled, metric),
    runsStored: subset ? labels.length : runsOf(stored),
    runsRegraded: runsOf(regraded),
    matched: subset
      ? labels.map((l) => ({
          stored: taskMeans(stored.split.byRun.get(l) as TaskTable, metric),
          regraded: taskMeans(regraded.split.byRun.get(l) as TaskTable, metric),
        }))
      : [],
  };
}
