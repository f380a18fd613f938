// Small builders for eval rows in tests.
import type { EvalRow, HeldoutTask } from "../../src/io/canonical.js";
import type { ModelCheckSettings } from "../../src/stats/model-check.js";

export function heldoutOf(ids: string[]): HeldoutTask[] {
  return ids.map((task_id, i) => ({ line: i + 1, task_id, prompt: `prompt ${task_id}` }));
}

export function ids(n: number, prefix = "t"): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);
}

/** Rows from a grid: passes[run][task] = number of passing rollouts out of k. */
export function rowsFromGrid(
  taskIds: string[],
  passes: number[][],
  k: number,
  extra: Partial<EvalRow> = {},
): EvalRow[] {
  const rows: EvalRow[] = [];
  passes.forEach((perTask, run) => {
    perTask.forEach((c, t) => {
      for (let j = 0; j < k; j++) {
        rows.push({
          line: rows.length + 1,
          task: taskIds[t] as string,
          reward: j < c ? 1 : 0,
          ...(passes.length > 1 ? { run: String(run) } : {}),
          markers: {},
          ...extra,
        });
      }
    });
  });
  return rows;
}

export const SETTINGS: ModelCheckSettings = {
  target: "pass_at_1",
  mustNotRegress: [],
  lowerIsBetter: [],
  resamples: 2000,
  seed: 0,
  confidence: 0.95,
  allowPartial: false,
  gradedBy: "program",
  judgeAgreement: null,
  judgeHumanN: null,
  rewardIsJudge: false,
};
