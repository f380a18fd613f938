// The model check's first steps: which metrics to compare and how each is read, then
// every metric compared with its noise band beside it.
import type { MetricComparison } from "../report.js";
import type { SideTable } from "./eval-tally.js";
import { compareMetric, type Comparison } from "./compare.js";
import { runNoise, sideNoise, type RunNoise, type SideNoise } from "./components.js";
import type { GivenFloor, NoiseFloor } from "./noise-floor.js";
import { MARKER_PREFIX, PASS_AT_1, taskMeans } from "./passk.js";
import { didYouMean } from "../render/suggest.js";
import type { SharedBootstraps } from "./bootstrap.js";

/** Presence markers where a higher value is worse, plus truncation (the SDK's default set). */
export const DEFAULT_LOWER_IS_BETTER = [
  "boilerplate",
  "self_reference",
  "hedging",
  "refusal",
  "sycophancy",
  "truncated",
];

/** Each metric costs two bootstraps; past this many markers the run would not end in reasonable time. */
export const MAX_MARKERS = 256;

export class ModelInputError extends Error {
  constructor(
    message: string,
    /** The input (or inputs) whose rows caused it. */
    readonly input: string,
  ) {
    super(message);
    this.name = "ModelInputError";
  }
}

/** "pass_at_1" stays; a bare marker name gets its "marker:" prefix. */
export function metricName(name: string): string {
  const n = name.trim();
  return n === PASS_AT_1 || n.startsWith(MARKER_PREFIX) ? n : MARKER_PREFIX + n;
}

export interface MetricPlan {
  /** pass@1, then every marker both sides carry, sorted (each gets seed + its index). */
  metrics: string[];
  measured: Set<string>;
  lower: Set<string>;
  guarded: string[];
  target: string;
  targetMeasured: boolean;
}

export interface PlanSettings {
  target: string;
  mustNotRegress: string[];
  lowerIsBetter: string[];
}

/** How many measured metric names a usage error lists, and how much of each it shows. */
const LISTED = 20;
const NAME_CHARS = 60;

/** " (read as marker:x)" when the name was given bare. */
const readAs = (n: string) =>
  metricName(n) === n.trim() ? "" : ` (read as ${shortName(metricName(n))})`;

const shortName = (n: string) => (n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS - 1)}…` : n);

/**
 * A metric name the settings give that neither side measures is a mistake in the settings,
 * not a fact about the model: the run stops on that input, with the measured names and the
 * nearest of them (design §5). A name one side measures stays a finding (not comparable,
 * target_not_measured): then the rows, not the settings, are what is missing.
 */
function unknownNames(
  baseline: SideTable,
  candidate: SideTable,
  settings: PlanSettings,
  metrics: string[],
): void {
  // A side with no counted row says nothing about names: its input problems or missing
  // tasks already fail the run, and say why.
  if (baseline.rows === 0 || candidate.rows === 0) return;
  const markers = [...new Set([...baseline.markers, ...candidate.markers])].sort();
  const known = [PASS_AT_1, ...markers.map((m) => MARKER_PREFIX + m)];
  const onEither = new Set(known);
  const asked: [string, string[]][] = [
    ["target", [settings.target]],
    ["must-not-regress", settings.mustNotRegress],
    ["lower-is-better", settings.lowerIsBetter],
  ];
  for (const [input, names] of asked) {
    const missing = names.filter((n) => n.trim() !== "" && !onEither.has(metricName(n)));
    if (missing.length === 0) continue;
    const first = missing[0]!;
    const listed = metrics.slice(0, LISTED).map(shortName).join(", ");
    const more = metrics.length > LISTED ? ` and ${metrics.length - LISTED} more` : "";
    throw new ModelInputError(
      `${input} names ${shortName(first.trim())}${readAs(first)}, which no row of either side measures` +
        `${didYouMean(first, known, shortName)}; the measured metrics are ${listed}${more}` +
        (missing.length > 1
          ? ` (${missing.length - 1} more ${input} names are not measured either)`
          : ""),
      input,
    );
  }
}

/** The metrics to compare; names the user gave that cannot be read become messages. */
export function planMetrics(
  baseline: SideTable,
  candidate: SideTable,
  settings: PlanSettings,
  paths: [string, string],
  warnings: string[],
  notComparable: string[],
): MetricPlan {
  const common = [...baseline.markers].filter((m) => candidate.markers.has(m)).sort();
  if (common.length > MAX_MARKERS) {
    throw new ModelInputError(
      `${paths[0]} and ${paths[1]} share ${common.length} marker names; at most ${MAX_MARKERS} can be compared`,
      "baseline, candidate",
    );
  }
  const metrics = [PASS_AT_1, ...common.map((m) => MARKER_PREFIX + m)];
  const measured = new Set(metrics);
  unknownNames(baseline, candidate, settings, metrics);
  const lower = new Set([...DEFAULT_LOWER_IS_BETTER, ...settings.lowerIsBetter].map(metricName));
  for (const n of settings.lowerIsBetter.map(metricName)) {
    if (!measured.has(n))
      warnings.push(`lower-is-better names ${n}, which is not measured on both sides`);
  }
  const guarded = [...new Set(settings.mustNotRegress.map(metricName))];
  for (const g of guarded) {
    if (!measured.has(g)) {
      notComparable.push(
        `must-not-regress names ${g}, which is not measured on both sides, so the guard cannot be checked`,
      );
    }
  }
  const target = metricName(settings.target);
  return { metrics, measured, lower, guarded, target, targetMeasured: measured.has(target) };
}

/**
 * What re-runs say about a delta's run part (design §3): the run-mean variance on the
 * floor's df and the within-run noise; null without a floor (then nothing measured re-run
 * noise, and the verdict cannot be better than moved_unreplicated anyway). Guards and the
 * target take the same rule: no preliminary test pools a part away.
 */
function runsOf(
  floor: NoiseFloor,
  a: SideNoise,
  b: SideNoise,
  given: GivenFloor | null,
): RunNoise | null {
  if (floor.source === "none") return null;
  return runNoise(
    a,
    b,
    floor.source === "given" ? given : null,
    floor.df ?? Infinity,
    floor.runsBaseline,
    floor.runsCandidate,
  );
}

function allFinite(m: ReadonlyMap<string, number>): boolean {
  for (const v of m.values()) if (!Number.isFinite(v)) return false;
  return true;
}

export type SideMeans = [Map<string, number>, Map<string, number>];

export interface Compared {
  comps: Comparison[];
  /** Per metric, each side's per-task means (empty when the metric could not be compared). */
  means: Map<string, SideMeans>;
  noise: Map<string, [SideNoise, SideNoise]>;
}

export interface CompareSettings {
  resamples: number;
  seed: number;
  confidence: number;
  noiseFloor?: GivenFloor | null;
  /** The check's bootstraps: pass@1's paired differences are drawn with each side's task means. */
  boots?: SharedBootstraps;
}

/** Every planned metric compared, paired over shared tasks, with run drift in its interval. */
export function compareAll(
  plan: MetricPlan,
  baseline: SideTable,
  candidate: SideTable,
  floor: NoiseFloor,
  settings: CompareSettings,
  notComparable: string[],
): Compared {
  const means = new Map<string, SideMeans>();
  const noise = new Map<string, [SideNoise, SideNoise]>();
  const comps = plan.metrics.map((m, i) => {
    let a = taskMeans(baseline.pooled, m);
    let b = taskMeans(candidate.pooled, m);
    if (!allFinite(a) || !allFinite(b)) {
      // Finite values can still sum past the largest double; such a mean is never compared.
      notComparable.push(`${m} has a task mean that is not a finite number, so it is not compared`);
      a = new Map();
      b = new Map();
    }
    means.set(m, [a, b]);
    const na = sideNoise(floor.splitBaseline, baseline.pooled, m);
    const nb = sideNoise(floor.splitCandidate, candidate.pooled, m);
    noise.set(m, [na, nb]);
    return compareMetric(m, a, b, {
      resamples: settings.resamples,
      level: settings.confidence,
      seed: settings.seed + i,
      lowerIsBetter: plan.lower.has(m),
      runs: runsOf(floor, na, nb, settings.noiseFloor ?? null),
      runsBaseline: floor.runsBaseline,
      runsCandidate: floor.runsCandidate,
      ...(settings.boots && m === PASS_AT_1
        ? { shared: { boots: settings.boots, alongside: [[...a.values()], [...b.values()]] } }
        : {}),
    });
  });
  return { comps, means, noise };
}

/** A comparison as a report row, with its noise band; guards and Holm come later. */
export function metricRow(c: Comparison, floor: NoiseFloor, guarded: string[]): MetricComparison {
  const f = floor.perMetric.get(c.metric) ?? { run_std: null, band: null };
  const within = f.band !== null && c.delta !== null && Math.abs(c.delta) < f.band;
  // The tag says what counts: up/down only for a change that is outside the noise band.
  const tag: MetricComparison["tag"] =
    c.verdict === "insufficient_data"
      ? "n/a"
      : within || c.verdict === "no_difference_detected"
        ? "flat"
        : c.verdict === "b_better"
          ? "up"
          : "down";
  const notes = [c.note];
  if (floor.source !== "none" && f.band === null)
    notes.push("no_replicate_floor: this metric is missing from some run");
  const note = notes.filter((x) => x !== undefined).join("; ");
  return {
    metric: c.metric,
    lower_is_better: c.lower_is_better,
    guarded: guarded.includes(c.metric),
    paired: c.paired,
    n_paired: c.n_paired,
    n_only_baseline: c.n_only_baseline,
    n_only_candidate: c.n_only_candidate,
    n_shared: c.n_shared,
    baseline_mean: c.baseline_mean,
    candidate_mean: c.candidate_mean,
    delta: c.delta,
    ci: c.ci,
    p_value: c.p_value,
    se: c.se,
    df: c.df,
    bootstrap_ci: c.bootstrap_ci,
    p_holm: null,
    run_std: f.run_std,
    noise_band: f.band,
    within_noise: within,
    verdict: c.verdict,
    tag,
    ...(note !== "" ? { note } : {}),
  };
}
