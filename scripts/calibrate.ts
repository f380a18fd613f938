// Calibration of the model gate on simulated PRs: `npm run calibrate` (issue 12).
// For each world: false-pass rate with no true effect (Wilson 95% Monte Carlo interval),
// the median printed detectable_effect, the pass rate at that effect in the same world
// (power), coverage of the printed 95% CI, CIs that exclude 0 beside p >= 0.05 (must be
// 0), and with six guards the spurious and caught regression rates. Worlds with families
// are run once per family-test mode (warn, auto, decide; coverage is then that of the
// family-level interval); worlds that regrade the baseline get a second row from the same
// PRs without the grader-drift check.
//
// Each world also runs at the 10th percentile of its printed effects over all PRs, one
// printing none counting above every printed one ("power at p10 DE"): at least 80% there
// means at most 10% of PRs print an effect with under 80% power.
// Options: --prs N (PRs per world and case, default 400), --power-prs N (PRs for the
// cases with a true effect, default --prs), --resamples N (bootstrap kept
// for the SDK's bootstrap_ci only; default 200), --seed N, --only NAME (that world; repeat for more),
// --part K/M (the K-th of M interleaved shares of the worlds, to run M processes side by
// side). Each row is printed as a markdown table row as soon as it is measured.
import { BASE_WORLD, runWorld, wilson, type World, type WorldResult } from "./lib/sim/worlds.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 0) || !Number.isInteger(v)) throw new Error(`--${name} takes a non-negative integer`);
  return v;
}
const prs = arg("prs", 400);
// PRs for the cases with a true effect (power at the printed effects, a guard's drop): the
// null case decides false pass and coverage and gets the most.
const powerPrs = arg("power-prs", prs);
const resamples = arg("resamples", 200);
const seed = arg("seed", 1);
const only = process.argv.flatMap((a, i) =>
  a === "--only" && process.argv[i + 1] !== undefined ? [process.argv[i + 1] as string] : [],
);
const partAt = process.argv.indexOf("--part");
const part = partAt >= 0 ? /^(\d+)\/(\d+)$/.exec(process.argv[partAt + 1] ?? "") : null;
if (partAt >= 0 && (!part || !(Number(part[1]) >= 1 && Number(part[1]) <= Number(part[2]))))
  throw new Error("--part takes K/M with 1 <= K <= M");
const inPart = (i: number) => !part || i % Number(part[2]) === Number(part[1]) - 1;

const w = (name: string, o: Partial<World>): World => ({ ...BASE_WORLD, name, ...o });
const WORLDS: World[] = [
  ...[8, 15, 30, 50, 200].map((n) => w(`n=${n}`, { tasks: n })),
  w("families sd 0.5 (8 fam)", { families: 8, familySd: 0.5 }),
  w("run shift sd 0.03, n=50", { runSd: 0.03 }),
  w("run shift sd 0.03, n=200", { runSd: 0.03, tasks: 200 }),
  w("task x run noise sd 0.5", { taskRunSd: 0.5 }),
  w("family x model sd 0.3, n=200", {
    tasks: 200,
    families: 8,
    familySd: 0.5,
    familyModelSd: 0.3,
  }),
  w("one-side shift 0.02", { candidateShift: 0.02, regrade: true }),
  w("baseline regraded, no shift", { regrade: true }),
  w("6 correlated guards", { guards: 6 }),
  w("6 correlated guards, 5 runs", { guards: 6, runs: 5 }),
  w("6 guards, guard run shift sd 0.03", { guards: 6, guardRunSd: 0.03 }),
  w("continuous rewards", { continuous: true }),
  // The audit's worlds (issue 25).
  w("one-run candidate, n=200", { tasks: 200, candidateRuns: 1 }),
  w("one-run candidate, run shift sd 0.03, n=200", { tasks: 200, candidateRuns: 1, runSd: 0.03 }),
  w("one-run candidate, n=50", { candidateRuns: 1 }),
  w("6 guards, independent guard drift sd 0.03", {
    guards: 6,
    guardRunSd: 0.03,
    guardIndependent: true,
  }),
  w("6 guards, independent guard drift sd 0.03, 5 runs", {
    guards: 6,
    guardRunSd: 0.03,
    guardIndependent: true,
    runs: 5,
  }),
  w("near-copies: candidate run copied, 1 flip a copy, n=200", { tasks: 200, copyFlips: 1 }),
  w("heavy tails (task logit t2)", { heavyTails: true }),
  w("unbalanced rollouts (1..7 a task)", { unbalanced: true }),
  w("ties (task logit sd 3)", { logitSd: 3 }),
];

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rows: string[][] = [
  [
    "world",
    "false pass (95% MC)",
    "printed DE",
    "power at DE",
    "power at p10 DE",
    "CI coverage",
    "CI/p clash",
    "guard: spurious / -0.10 caught",
    "notes",
  ],
];
const missed: string[] = [];
const t0 = Date.now();

/** One table row, and whether its world meets the targets (false pass, power, coverage, clashes). */
function row(
  name: string,
  none: WorldResult,
  real: WorldResult | null,
  de: number | null,
  low: WorldResult | null,
  passes: (r: WorldResult) => number,
  covered: (r: WorldResult) => number,
  opts: { isNull: boolean; guard: string; notes: string },
): void {
  const p0 = passes(none);
  const [lo, hi] = wilson(p0, prs);
  const power = real === null ? null : passes(real) / powerPrs;
  // Power at the 10th percentile of the printed effects: at least 80% there means at most
  // 10% of PRs print an effect they pass under 80% of the time.
  const lowPower = low === null ? null : passes(low) / powerPrs;
  const coverage = covered(none) / prs;
  const clash = none.contradictions + (real?.contradictions ?? 0);
  const why: string[] = [];
  if (opts.isNull && !(hi <= 0.06 && p0 / prs <= 0.05)) why.push("false pass");
  if (power !== null && !(power >= 0.8 && power <= 0.97)) why.push("power");
  if (lowPower !== null && lowPower < 0.8) why.push("power per PR");
  if (opts.isNull && coverage < 0.93) why.push("coverage");
  if (clash > 0) why.push("CI/p clash");
  if (why.length > 0) missed.push(`${name}: ${why.join(", ")}`);
  const cells = [
    name,
    `${pct(p0 / prs)} (${pct(lo)}..${pct(hi)})`,
    de === null ? "n/a" : de.toFixed(4),
    power === null ? "n/a" : pct(power),
    lowPower === null ? "n/a" : pct(lowPower),
    pct(coverage),
    String(clash),
    opts.guard,
    opts.notes,
  ];
  rows.push(cells);
  console.log(`| ${cells.join(" | ")} |`);
}

const MODES = ["warn", "auto", "decide"] as const;
const runs: World[] = WORLDS.flatMap((wd) =>
  wd.families > 0 ? MODES.map((m) => ({ ...wd, familyTest: m })) : [wd],
);
console.log(
  `calibration: ${prs} simulated PRs per world (${powerPrs} per case with an effect), seed ${seed}, ${resamples} resamples` +
    (part ? `, part ${part[1]}/${part[2]}` : ""),
);
console.log(`| ${(rows[0] as string[]).join(" | ")} |`);
console.log(`|${(rows[0] as string[]).map(() => " --- |").join("")}`);
for (const [i, world] of runs.entries()) {
  if (only.length > 0 && !only.includes(world.name)) continue;
  if (!inPart(i)) continue;
  const none = runWorld(world, 0, prs, { seed, resamples });
  const de = none.detectable;
  const real = de === null ? null : runWorld(world, de, powerPrs, { seed: seed + 1, resamples });
  // The 10th percentile over all PRs: one that prints no detectable effect says it cannot
  // size the change (no effect up to 1 passes 80% of the time), the honest answer for
  // the largest effects, so it sits above every printed one. Leaving those PRs out took
  // the percentile from the PRs with a number only, below the 10th of the whole.
  const p10 = none.detectables[Math.floor(prs / 10)] ?? null;
  const low = p10 === null ? null : runWorld(world, p10, powerPrs, { seed: seed + 3, resamples });
  let guard = "";
  if (world.guards > 0) {
    const drop = runWorld({ ...world, guardDrop: 0.1 }, 0, powerPrs, {
      seed: seed + 2,
      resamples,
    });
    guard = `${pct(none.guardHits / prs)} / ${pct(drop.guardHits / powerPrs)}`;
    if (drop.guardHits / powerPrs < 0.9) missed.push(`${world.name}: guard drop caught`);
    if (none.guardHits / prs > 0.05) missed.push(`${world.name}: guard spurious`);
  }
  // A grader shift on one side is a null world only for a gate that regrades the baseline:
  // no within-side figure can see it (docs/statistics.md "Grader drift").
  const shifted = world.candidateShift !== 0;
  const notes: string[] = [];
  if (world.families > 0) notes.push(`family warning ${pct(none.familyWarned / prs)}`);
  if (world.regrade) notes.push(`grader drift flagged ${pct(none.driftFlagged / prs)}`);
  const unsized = prs - none.detectables.length;
  if (unsized > 0) notes.push(`no detectable effect printed ${pct(unsized / prs)}`);
  const fam = world.families > 0 && world.familyTest !== "warn";
  row(
    world.name +
      (world.regrade ? " [baseline-regraded]" : "") +
      (world.families > 0 ? ` [family-test: ${world.familyTest}]` : ""),
    none,
    real,
    de,
    low,
    (r) => r.passes,
    (r) => (fam ? r.familyCovered : r.covered),
    { isNull: !shifted || world.regrade, guard, notes: notes.join("; ") },
  );
  if (world.regrade) {
    row(
      `  same PRs, without baseline-regraded`,
      none,
      real,
      de,
      null,
      (r) => r.passesNoRegrade,
      (r) => r.coveredNoRegrade,
      { isNull: !shifted, guard: "", notes: "" },
    );
  }
}
const widths = (rows[0] as string[]).map((_, i) =>
  Math.max(...rows.map((r) => (r[i] ?? "").length)),
);
console.log(
  `calibration: ${prs} simulated PRs per world (${powerPrs} per case with an effect), seed ${seed}, ${resamples} resamples; ` +
    `4 rollouts, 3 runs a side, task logit N(0.405, 1.2), run shift sd 0.01 unless named`,
);
for (const r of rows)
  console.log(
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd(),
  );
const secs = ((Date.now() - t0) / 1000).toFixed(0);
console.log(`(${secs} s) targets ${missed.length === 0 ? "met" : `MISSED: ${missed.join("; ")}`}`);
process.exitCode = missed.length === 0 ? 0 : 1;
