// Per-family breakdown: a win overall can hide a family that got worse.
import type { HeldoutTask } from "../io/canonical.js";
import type { FamilyRow } from "../report.js";
import { bootstrapMean, type ResampleOptions } from "./bootstrap.js";
import { mean } from "./descriptive.js";
import type { SideTable, TaskTable } from "./eval-tally.js";
import { taskMeans } from "./passk.js";

/** Family of each task: the held-out file's word first, else the first row that names one. */
export function taskFamilies(
  heldout: readonly HeldoutTask[],
  baseline: SideTable,
  candidate: SideTable,
): Map<string, string> {
  const fam = new Map<string, string>();
  for (const t of heldout)
    if (t.family !== undefined && t.family !== "") fam.set(t.task_id, t.family);
  for (const side of [baseline, candidate]) {
    for (const [task, f] of side.families) if (!fam.has(task)) fam.set(task, f);
  }
  return fam;
}

/**
 * Per family: each side's mean over its tasks and the paired delta over tasks both sides
 * scored, with an interval. Families are sorted by name, each with its own stream
 * (seed + 2000 + its index), so the table is reproducible.
 */
export function familyTable(
  families: ReadonlyMap<string, string>,
  baseline: TaskTable,
  candidate: TaskTable,
  metric: string,
  opt: ResampleOptions,
): FamilyRow[] {
  if (families.size === 0) return [];
  const a = taskMeans(baseline, metric);
  const b = taskMeans(candidate, metric);
  const groups = new Map<string, string[]>();
  for (const [task, f] of families) {
    if (!a.has(task) && !b.has(task)) continue;
    const g = groups.get(f);
    if (g) g.push(task);
    else groups.set(f, [task]);
  }
  const names = [...groups.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return names.map((family, i) => {
    const tasks = (groups.get(family) as string[])
      .slice()
      .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const av = tasks.filter((t) => a.has(t)).map((t) => a.get(t) as number);
    const bv = tasks.filter((t) => b.has(t)).map((t) => b.get(t) as number);
    const shared = tasks.filter((t) => a.has(t) && b.has(t));
    const diffs = shared.map((t) => (b.get(t) as number) - (a.get(t) as number));
    return {
      family,
      tasks: tasks.length,
      baseline: av.length > 0 ? mean(av) : null,
      candidate: bv.length > 0 ? mean(bv) : null,
      delta: diffs.length > 0 ? mean(diffs) : null,
      ci: bootstrapMean(diffs, { ...opt, seed: opt.seed + 2000 + i }),
    };
  });
}
