// Does each side answer the frozen test, the whole test, and nothing but the test?
// A candidate scored on a hand-picked subset is the classic way to win a comparison.
import type { HeldoutTask } from "../io/canonical.js";
import type { TaskTable } from "./eval-tally.js";

/** Lists in the report keep at most this many names; the counts are always exact. */
export const MAX_LISTED = 50;
/** Causes name at most this many tasks inline. */
const NAMED = 5;

export interface Coverage {
  heldout_tasks: number;
  baseline_missing: string[];
  candidate_missing: string[];
  unknown_tasks: string[];
  baseline_missing_n: number;
  candidate_missing_n: number;
  unknown_n: number;
}

export interface CoverageResult {
  coverage: Coverage;
  notComparable: string[];
  warnings: string[];
}

function named(list: readonly string[], total: number): string {
  // Task ids come from the PR's files: long ones are cut so a message stays a line.
  const shown = list
    .slice(0, NAMED)
    .map((t) => JSON.stringify(t.length > 80 ? `${t.slice(0, 77)}...` : t));
  return shown.join(", ") + (total > shown.length ? `, and ${total - shown.length} more` : "");
}

export function checkCoverage(
  heldout: readonly HeldoutTask[],
  baseline: TaskTable,
  candidate: TaskTable,
  allowPartial: boolean,
): CoverageResult {
  const ids = new Set(heldout.map((t) => t.task_id));
  const bTasks = new Set(baseline.keys());
  const cTasks = new Set(candidate.keys());
  const notComparable: string[] = [];
  const warnings: string[] = [];
  if (ids.size === 0) notComparable.push("the held-out test has no tasks");

  const missing = (have: Set<string>) => {
    const out: string[] = [];
    let n = 0;
    for (const id of ids) {
      if (have.has(id)) continue;
      n++;
      if (out.length < MAX_LISTED) out.push(id);
    }
    return { list: out, n };
  };
  const unknownOf = (have: Set<string>) => {
    const out: string[] = [];
    for (const t of have) if (!ids.has(t)) out.push(t);
    return out;
  };
  const bMiss = missing(bTasks);
  const cMiss = missing(cTasks);
  const bUnknown = unknownOf(bTasks);
  const cUnknown = unknownOf(cTasks);
  const unknownAll = [...new Set([...bUnknown, ...cUnknown])];

  for (const [side, list] of [
    ["baseline", bUnknown],
    ["candidate", cUnknown],
  ] as const) {
    if (list.length > 0) {
      notComparable.push(
        `${side} results name ${list.length} task(s) that are not in the held-out test: ${named(list, list.length)}`,
      );
    }
  }
  for (const [side, miss] of [
    ["baseline", bMiss],
    ["candidate", cMiss],
  ] as const) {
    if (miss.n === 0 || ids.size === 0) continue;
    const text = `${side} results cover ${ids.size - miss.n} of ${ids.size} held-out tasks (missing ${named(miss.list, miss.n)})`;
    if (allowPartial) warnings.push(`${text}; accepted because allow-partial is set`);
    else notComparable.push(`${text}; a partial run is not comparable unless allow-partial is set`);
  }
  return {
    coverage: {
      heldout_tasks: ids.size,
      baseline_missing: bMiss.list,
      candidate_missing: cMiss.list,
      unknown_tasks: unknownAll.slice(0, MAX_LISTED),
      baseline_missing_n: bMiss.n,
      candidate_missing_n: cMiss.n,
      unknown_n: unknownAll.length,
    },
    notComparable,
    warnings,
  };
}
