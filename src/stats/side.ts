// What one side's rows say on their own: size, runs, stability, pass@1/pass@k.
import type { SideSummary } from "../report.js";
import type { ResampleOptions, SharedBootstraps } from "./bootstrap.js";
import type { SideTable } from "./eval-tally.js";
import { passAt, PASS_AT_1, perRunRollouts } from "./passk.js";
import type { RunSplit } from "./eval-tally.js";
import { varianceOfRuns } from "./variance.js";

/** The model_version every row shares, else the fallback. */
export function sideName(side: SideTable, fallback: string): string {
  return side.model ?? fallback;
}

/**
 * With re-runs, pass@k speaks of k tries within one run (the rollouts a task gets per
 * run), not of every run pooled: "pass@4" is what a reader asked for when sampling 4.
 */
function rolloutsPerRun(split: RunSplit): number | undefined {
  if (split.labels.length < 2) return undefined;
  const k = perRunRollouts(split);
  return k !== null && k >= 2 ? k : undefined;
}

export function summarizeSide(
  path: string,
  name: string,
  side: SideTable,
  opt: ResampleOptions & { boots?: SharedBootstraps },
): SideSummary {
  const split = side.split;
  const v = varianceOfRuns(split, PASS_AT_1);
  const pa = passAt(side.pooled, { ...opt, k: rolloutsPerRun(split) });
  return {
    path,
    name,
    rows: side.rows,
    tasks: side.pooled.size,
    runs: split.labels,
    run_means: v.means,
    run_std: v.run_std,
    stability: v.stability,
    pass_at_1: pa.pass_at_1,
    pass_at_1_ci: pa.ci,
    k: pa.k,
    pass_at_k: pa.pass_at_k,
    pass_pow_k: pa.pass_pow_k,
  };
}
