// What the model check says beside its numbers: copied runs, how much re-running there
// was, guards that cannot fail, a ceiling, and evals that were not run alike.
import type { MetricComparison } from "../report.js";
import { mean } from "./descriptive.js";
import type { SideTable } from "./eval-tally.js";
import type { SideMeans } from "./model-metrics.js";
import type { NoiseFloor } from "./noise-floor.js";
import { minRollouts } from "./passk.js";
import { fileOf, lineOf } from "./row-prints.js";

export const CEILING_PASS_RATE = 0.9;
/** Rollouts per task this many times apart between the sides make the comparison invalid. */
export const MAX_ROLLOUT_RATIO = 2;

const fmtRatio = (r: number) => (r < 0.001 ? "under 0.001" : r.toFixed(3));
const fmtP = (p: number) => (p < 1e-6 ? "< 1e-6" : `= ${p.toPrecision(2)}`);

export function copyWarnings(side: string, path: string, t: SideTable): string[] {
  const out: string[] = [];
  for (const g of t.identical_runs) {
    out.push(
      `${side} runs ${g.join(", ")} in ${path} hold the same rows apart from the run label, so they are one run ` +
        `copied, not re-runs: counted once (a copy would fake a zero noise band)`,
    );
  }
  for (const g of t.same_scores) {
    out.push(
      `${side} runs ${g.join(", ")} in ${path} score exactly alike on every task from rows of their own: ` +
        `counted as re-runs with zero spread between them (a deterministic model re-runs identically)`,
    );
  }
  for (const g of t.near_copies) {
    out.push(
      `${side} runs ${g.runs.join(", ")} in ${path} agree task by task more closely than their own rollouts allow ` +
        `(spread ${fmtRatio(g.ratio)} of what rollout noise gives, p ${fmtP(g.p)}), as a run copied with a few grades changed would: ` +
        `counted once, not as re-runs (kept run ${g.runs[0]})`,
    );
  }
  const rep = t.repeats;
  if (rep.count > 0) {
    const where = (at: number) =>
      t.files.length > 1 ? `${t.files[fileOf(at)] ?? "?"}:${lineOf(at)}` : `line ${lineOf(at)}`;
    const ex = rep.examples.map((e) => `${where(e.at)} repeats ${where(e.first)}`).join(", ");
    out.push(
      `${rep.count} row(s) of ${path} repeat an earlier row of the same run byte for byte (${ex}${rep.count > rep.examples.length ? ", ..." : ""}): ` +
        `each still counts as a rollout; if they are copies, remove them, since a copy weighs its task twice`,
    );
  }
  return out;
}

/** How much re-running each side had, and what the floor rests on. */
export function runWarnings(floor: NoiseFloor, rows: readonly MetricComparison[]): string[] {
  const out: string[] = [];
  const nA = floor.runsBaseline;
  const nB = floor.runsCandidate;
  if (floor.source === "none" && (nA <= 1 || nB <= 1)) {
    const which =
      nA <= 1 && nB <= 1 ? "each side" : nA <= 1 ? "the baseline side" : "the candidate side";
    out.push(
      `only one eval run on ${which}, so re-run noise is unknown and a win can be at best moved_unreplicated; ` +
        `grade each side three times (lineage.eval_run 0, 1, 2) to measure it, or pin a measured floor with the noise-floor input`,
    );
  } else if (floor.source === "baseline" || floor.source === "candidate") {
    out.push(`noise floor ${floor.origin}`);
  } else if (floor.source === "eval_run" && (nA < 3 || nB < 3)) {
    out.push(
      `two runs on a side show a difference, not a spread; three or more make the noise band worth reading`,
    );
  }
  for (const [side, split] of [
    ["baseline", floor.splitBaseline],
    ["candidate", floor.splitCandidate],
  ] as const) {
    if (split.unlabelled > 0) {
      out.push(
        `${split.unlabelled} ${side} row(s) carry no run label while others do: they count in the comparison but not in the run statistics`,
      );
    }
  }
  const noFloor = rows
    .filter((r) => floor.source !== "none" && r.noise_band === null)
    .map((r) => r.metric);
  if (noFloor.length > 0)
    out.push(`no re-run floor for ${noFloor.join(", ")}: missing from some run`);
  return out;
}

/** A guard whose value never changes on either side cannot fail, so it guards nothing. */
function isConstant([a, b]: SideMeans): boolean {
  let first: number | undefined;
  for (const m of [a, b]) {
    for (const v of m.values()) {
      if (first === undefined) first = v;
      else if (v !== first) return false;
    }
  }
  return true;
}

export function constantGuardWarnings(
  guarded: readonly string[],
  means: ReadonlyMap<string, SideMeans>,
): string[] {
  return guarded
    .filter((g) => {
      const mm = means.get(g);
      return mm !== undefined && isConstant(mm);
    })
    .map(
      (g) =>
        `guarded metric ${g} has the same value on every task of both sides, so it cannot fail; check that it is really recorded`,
    );
}

/** Little room above the baseline leaves nothing to prove. */
export function ceilingWarnings(
  baselinePass: ReadonlyMap<string, number>,
  paired: number,
): string[] {
  const rate = baselinePass.size > 0 ? mean([...baselinePass.values()]) : null;
  if (rate !== null && rate >= CEILING_PASS_RATE) {
    return [
      `CEILING: the baseline already passes ${Math.round(rate * 100)}% on average; harder tasks would show a difference`,
    ];
  }
  if (paired > 0) {
    const room = [...baselinePass.values()].filter((v) => v < 1).length;
    if (room < 20 && room < paired / 2) {
      return [`CEILING: only ${room} of ${paired} tasks leave the baseline any room to improve`];
    }
  }
  return [];
}

/** Typical rollouts per task within one run: the median over tasks and runs. */
function typicalRollouts(t: SideTable): number | null {
  const v: number[] = [];
  for (const cells of [...t.split.byRun.values(), t.unlabelled]) {
    for (let i = 0; i < cells.size; i++) v.push(cells.rows(i));
  }
  v.sort((a, b) => a - b);
  return v.length === 0 ? null : (v[Math.floor(v.length / 2)] as number);
}

/** Sides graded with very different rollouts per task were not run alike. */
export function rolloutCheck(
  baseline: SideTable,
  candidate: SideTable,
  warnings: string[],
  notComparable: string[],
): void {
  const kA = minRollouts(baseline.pooled);
  const kB = minRollouts(candidate.pooled);
  const tyA = typicalRollouts(baseline);
  const tyB = typicalRollouts(candidate);
  if (
    tyA !== null &&
    tyB !== null &&
    Math.max(tyA, tyB) >= MAX_ROLLOUT_RATIO * Math.min(tyA, tyB)
  ) {
    notComparable.push(
      `rollouts per task differ between the sides (typically ${tyA} per task and run in the baseline, ${tyB} in the candidate); ` +
        `the two evals were not run alike (duplicated or missing rows?), so their pass rates are not comparable`,
    );
  } else if (kA !== null && kB !== null && kA !== kB) {
    warnings.push(
      `the sides have different rollouts per task (baseline at least ${kA}, candidate at least ${kB}); pass@k is not on the same footing`,
    );
  }
}
