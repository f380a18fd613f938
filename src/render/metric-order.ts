// Which metrics a trimmed view keeps: when a table or the chart cannot show every metric,
// the ones that decide come first, so trimming never hides a regression (docs/design.md §6).
import type { MetricComparison, ModelCheck } from "../report.js";

export type OrderInput = Pick<ModelCheck, "target" | "metrics" | "regressions" | "slipped">;

/** 0 the target, 1 regressed, 2 guarded, 3 worse but not guarded, 4 the rest. */
function rank(
  m: MetricComparison,
  model: OrderInput,
  regressed: Set<string>,
  slipped: Set<string>,
) {
  if (m.metric === model.target) return 0;
  if (regressed.has(m.metric)) return 1;
  if (m.guarded) return 2;
  if (slipped.has(m.metric) || m.tag === "down") return 3;
  return 4;
}

/**
 * The first `keep` of `rows` (metrics of `model`, or rows that carry one): all of them in
 * report order when they fit, else by rank (target, regressed, guarded, worse, the rest),
 * report order within a rank.
 */
export function keepFirst<T>(
  rows: readonly T[],
  keep: number,
  model: OrderInput,
  metricOf: (r: T) => MetricComparison,
): T[] {
  if (rows.length <= keep) return [...rows];
  const regressed = new Set(model.regressions);
  const slipped = new Set(model.slipped);
  return rows
    .map((r, i) => ({ r, i, k: rank(metricOf(r), model, regressed, slipped) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .slice(0, keep)
    .map((x) => x.r);
}
