// A/A on the team's own data (issue 28.5, docs/design.md §16): the served model's re-runs
// are split into two arms again and again, and each split is judged by the gate's own model
// check and decision, arm A as the baseline and arm B as the candidate. Nothing changed
// between the arms, so every "moved", pass or regressed guard is one the gate would say by
// luck. Pure: tallies and rows in, counts out.
import type { EvalRow, HeldoutTask } from "../io/canonical.js";
import type { ModelCheck, TargetVerdict } from "../report.js";
import { decide, type DecideOptions } from "../verdict.js";
import { wilson } from "./agreement.js";
import { SideTally, type SideTable } from "./eval-tally.js";
import { checkModel, metricName, type ModelCheckSettings } from "./model-check.js";
import { makeRng, type Rng } from "./rng.js";

/** Runs a side needs before the runs themselves are split (each arm then has two or more). */
export const MIN_RUNS_TO_SPLIT = 4;
export const MIN_ARM_RUNS = 2;
/** Level of the intervals around each rate. */
export const AA_INTERVAL_LEVEL = 0.95;
/** Runs past this many are never enumerated: their splits are drawn at random. */
const MAX_ENUMERATED_RUNS = 30;

/**
 * What is split: each labelled run's tally (4 or more runs), or the rows themselves, whose
 * rollouts of a task within a run are halved (the fallback for fewer runs).
 */
export type AaSource =
  | { method: "runs"; runs: { label: string; tally: SideTally }[] }
  | { method: "rollouts"; rows: readonly AaRow[]; runs: number };

/** A row and the number of the side's file it came from. */
export interface AaRow {
  row: EvalRow;
  file: number;
}

export interface AaInput {
  heldout: HeldoutTask[];
  /** The side's files, for the check's own messages. */
  path: string;
  source: AaSource;
}

export interface AaSettings {
  /** The check's settings; attempt control is always off here (no ledger is read). */
  model: ModelCheckSettings;
  decide: DecideOptions;
  /** Comparisons to judge (fewer when the runs allow fewer). */
  splits: number;
  /** Seeds the splitting; the check's own draws keep model.seed. */
  seed: number;
}

export interface AaRate {
  count: number;
  rate: number;
  /** Wilson interval at AA_INTERVAL_LEVEL. */
  ci: [number, number];
  /** What the gate's rule allows by luck at its confidence, where it has one. */
  nominal: number | null;
}

export interface AaResult {
  method: AaSource["method"];
  /** Labelled runs split (method runs), or the runs whose rollouts were halved. */
  runs: number;
  tasks: number;
  comparisons: number;
  /** Distinct ways of splitting the runs into two arms of 2 or more, either way round; null for halves. */
  ways: number | null;
  /** True when every one of `ways` was judged. */
  every_way: boolean;
  pass: AaRate;
  moved: AaRate;
  moved_the_wrong_way: AaRate;
  not_comparable: AaRate;
  guards: ({ metric: string } & AaRate)[];
  verdicts: Partial<Record<TargetVerdict, number>>;
  /** The median of the detectable effect each comparison printed; null when none printed one. */
  detectable_median: number | null;
  /** The reason most comparisons were not comparable, and how many gave it. */
  not_comparable_top: { reason: string; count: number } | null;
}

/** Ordered assignments of r runs to two arms of MIN_ARM_RUNS or more: 2^r - 2 - 2r. */
export function runWays(r: number): number {
  return r < MIN_RUNS_TO_SPLIT ? 0 : 2 ** r - 2 - 2 * r;
}

const armSizes = (a: readonly boolean[]) => {
  const inA = a.filter(Boolean).length;
  return inA >= MIN_ARM_RUNS && a.length - inA >= MIN_ARM_RUNS;
};

/**
 * Which arm each run goes to (true: arm A, the baseline), one array per comparison: every
 * way when there are no more than `n`, else `n` distinct ways at random.
 */
export function runAssignments(r: number, n: number, rng: Rng): boolean[][] {
  const ways = runWays(r);
  const out: boolean[][] = [];
  if (r <= MAX_ENUMERATED_RUNS && ways <= n) {
    for (let mask = 0; mask < 2 ** r; mask++) {
      const a = Array.from({ length: r }, (_, i) => Math.floor(mask / 2 ** i) % 2 === 1);
      if (armSizes(a)) out.push(a);
    }
    return out;
  }
  const seen = new Set<string>();
  while (out.length < n) {
    const a = Array.from({ length: r }, () => rng() < 0.5);
    if (!armSizes(a)) continue;
    const key = a.map((x) => (x ? "1" : "0")).join("");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/** The rows grouped by run and task, in first-seen order. */
function cellsOf(rows: readonly AaRow[]): AaRow[][] {
  const cells = new Map<string, AaRow[]>();
  for (const r of rows) {
    const row = r.row;
    // JSON keeps a run of "" apart from no run at all, and no separator can be faked.
    const key = JSON.stringify([row.run ?? null, row.task]);
    const cell = cells.get(key);
    if (cell) cell.push(r);
    else cells.set(key, [r]);
  }
  return [...cells.values()];
}

/** Cells (run x task) with fewer than two rollouts: those cannot be halved. */
export function singleRolloutCells(rows: readonly AaRow[]): number {
  return cellsOf(rows).filter((c) => c.length < 2).length;
}

/** Each cell's rollouts halved at random; an odd one out goes to either arm by a coin. */
function halves(cells: readonly AaRow[][], rng: Rng): [SideTable, SideTable] {
  const a = new SideTally();
  const b = new SideTally();
  for (const cell of cells) {
    const order = cell.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const cut = Math.floor(cell.length / 2) + (cell.length % 2 === 1 && rng() < 0.5 ? 1 : 0);
    order.forEach((k, i) => {
      const r = cell[k]!;
      (i < cut ? a : b).add(r.row, r.file);
    });
  }
  return [a.table(), b.table()];
}

function armsOfRuns(runs: { tally: SideTally }[], inA: readonly boolean[]): [SideTable, SideTable] {
  const a = new SideTally();
  const b = new SideTally();
  runs.forEach((r, i) => (inA[i] ? a : b).merge(r.tally));
  return [a.table(), b.table()];
}

function rateOf(count: number, n: number, nominal: number | null): AaRate {
  return {
    count,
    rate: n > 0 ? count / n : 0,
    ci: wilson(count, n, AA_INTERVAL_LEVEL) ?? [0, 1],
    nominal,
  };
}

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Counts one comparison's outcome into the tallies. */
class Outcomes {
  n = 0;
  pass = 0;
  up = 0;
  down = 0;
  notComparable = 0;
  guards = new Map<string, number>();
  verdicts: Partial<Record<TargetVerdict, number>> = {};
  detectable: number[] = [];
  reasons = new Map<string, number>();

  constructor(guards: readonly string[]) {
    for (const g of guards) this.guards.set(g, 0);
  }

  add(mc: ModelCheck, pass: boolean): void {
    this.n++;
    if (pass) this.pass++;
    const v = mc.target_verdict;
    this.verdicts[v] = (this.verdicts[v] ?? 0) + 1;
    if (v === "moved") this.up++;
    if (v === "moved_the_wrong_way") this.down++;
    for (const g of mc.regressions) {
      if (this.guards.has(g)) this.guards.set(g, (this.guards.get(g) ?? 0) + 1);
    }
    if (mc.not_comparable.length > 0) {
      this.notComparable++;
      const r = mc.not_comparable[0]!;
      this.reasons.set(r, (this.reasons.get(r) ?? 0) + 1);
    }
    const d = mc.sizing.detectable_effect;
    if (d !== null && Number.isFinite(d)) this.detectable.push(d);
  }
}

/** The arms of every comparison, made lazily so only one pair of tables is held at a time. */
function* armsOf(input: AaInput, settings: AaSettings): Generator<[SideTable, SideTable]> {
  const rng = makeRng(`${settings.seed}:aa`);
  const src = input.source;
  if (src.method === "runs") {
    for (const inA of runAssignments(src.runs.length, settings.splits, rng)) {
      yield armsOfRuns(src.runs, inA);
    }
    return;
  }
  const cells = cellsOf(src.rows);
  for (let i = 0; i < settings.splits; i++) yield halves(cells, rng);
}

export function runAa(input: AaInput, settings: AaSettings): AaResult {
  const model: ModelCheckSettings = { ...settings.model, attempt: null };
  const alpha = Math.round((1 - settings.decide.confidence) * 1e12) / 1e12;
  const out = new Outcomes([...new Set(model.mustNotRegress.map(metricName))]);
  let tasks = 0;
  for (const [a, b] of armsOf(input, settings)) {
    tasks = Math.max(tasks, a.pooled.size, b.pooled.size);
    const mc = checkModel(
      {
        heldout: input.heldout,
        baseline: a,
        candidate: b,
        baselinePath: `${input.path} (arm A)`,
        candidatePath: `${input.path} (arm B)`,
      },
      model,
    );
    const decision = decide({ model: mc, data: [], problems: [], heldout: null }, settings.decide);
    out.add(mc, decision.pass);
  }
  const src = input.source;
  const r = src.method === "runs" ? src.runs.length : src.runs;
  const ways = src.method === "runs" ? runWays(r) : null;
  const n = out.n;
  const top = [...out.reasons].sort((x, y) => y[1] - x[1])[0];
  return {
    method: src.method,
    runs: r,
    tasks,
    comparisons: n,
    ways,
    every_way: ways !== null && n === ways,
    // A pass needs the target's two-sided interval above zero: half of alpha by luck, less
    // once the noise band and the other rules have their say.
    pass: rateOf(out.pass, n, alpha / 2),
    moved: rateOf(out.up, n, alpha / 2),
    moved_the_wrong_way: rateOf(out.down, n, alpha / 2),
    not_comparable: rateOf(out.notComparable, n, null),
    // Each guard is one-sided at alpha (Holm over the guards); a guard-margin is a
    // different question, with no nominal rate.
    guards: [...out.guards].map(([metric, k]) => ({
      metric,
      ...rateOf(k, n, model.guardMargin == null ? alpha : null),
    })),
    verdicts: out.verdicts,
    detectable_median: median(out.detectable),
    not_comparable_top: top ? { reason: top[0], count: top[1] } : null,
  };
}
