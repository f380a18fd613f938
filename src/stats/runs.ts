// A side's rows split by run label: the unit that re-run noise, pass@k per run and the
// sizing's run pairs all work on. Its own module so passk.ts and variance.ts need not
// import each other.
import type { EvalRow } from "../io/canonical.js";

export interface RunSplit {
  /** Run labels in first-seen order (empty when no row carries one). */
  labels: string[];
  byRun: Map<string, EvalRow[]>;
  /** Rows without a run label while others have one: left out of the run statistics. */
  unlabelled: number;
}

export function splitRuns(rows: readonly EvalRow[]): RunSplit {
  const byRun = new Map<string, EvalRow[]>();
  let unlabelled = 0;
  for (const row of rows) {
    if (row.run === undefined) {
      unlabelled++;
      continue;
    }
    const list = byRun.get(row.run);
    if (list) list.push(row);
    else byRun.set(row.run, [row]);
  }
  return { labels: [...byRun.keys()], byRun, unlabelled: byRun.size > 0 ? unlabelled : 0 };
}
