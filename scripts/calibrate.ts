// Calibration of the model gate on simulated PRs: `npm run calibrate` (issue 12).
// For each world: false-pass rate with no true effect (Wilson 95% Monte Carlo interval),
// the median printed detectable_effect, the pass rate at that effect in the same world
// (power), coverage of the printed 95% CI, CIs that exclude 0 beside p >= 0.05 (must be
// 0), and with six guards the spurious and caught regression rates.
//
// Options: --prs N (PRs per world and case, default 400), --resamples N (bootstrap kept
// for the SDK's bootstrap_ci only; default 200), --seed N, --only NAME (one world).
import { BASE_WORLD, runWorld, wilson, type World } from "./lib/sim/worlds.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 0) || !Number.isInteger(v)) throw new Error(`--${name} takes a non-negative integer`);
  return v;
}
const prs = arg("prs", 400);
const resamples = arg("resamples", 200);
const seed = arg("seed", 1);
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;

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
  w("one-side shift 0.02", { candidateShift: 0.02 }),
  w("6 correlated guards", { guards: 6 }),
  w("continuous rewards", { continuous: true }),
];

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const rows: string[][] = [
  [
    "world",
    "false pass (95% MC)",
    "printed DE",
    "power at DE",
    "CI coverage",
    "CI/p clash",
    "guard: spurious / -0.10 caught",
  ],
];
let ok = true;
const t0 = Date.now();
for (const world of WORLDS) {
  if (only !== undefined && world.name !== only) continue;
  const none = runWorld(world, 0, prs, { seed, resamples });
  const [lo, hi] = wilson(none.passes, prs);
  const de = none.detectable;
  const real = de === null ? null : runWorld(world, de, prs, { seed: seed + 1, resamples });
  let guard = "";
  if (world.guards > 0) {
    const drop = runWorld({ ...world, guardDrop: 0.1 }, 0, prs, { seed: seed + 2, resamples });
    guard = `${pct(none.guardHits / prs)} / ${pct(drop.guardHits / prs)}`;
    ok &&= drop.guardHits / prs >= 0.9;
  }
  const power = real === null ? null : real.passes / prs;
  const coverage = none.covered / prs;
  // The one-side shift is not a null world for in-job statistics: no within-side figure
  // can see a grader that moved between the two gradings (see docs/statistics.md).
  const isNull = world.candidateShift === 0;
  if (isNull) ok &&= hi <= 0.06 && none.passes / prs <= 0.05;
  ok &&= power === null || (power >= 0.8 && power <= 0.97);
  ok &&= (!isNull || coverage >= 0.93) && none.contradictions + (real?.contradictions ?? 0) === 0;
  rows.push([
    world.name,
    `${pct(none.passes / prs)} (${pct(lo)}..${pct(hi)})`,
    de === null ? "n/a" : de.toFixed(4),
    power === null ? "n/a" : pct(power),
    pct(coverage),
    String(none.contradictions + (real?.contradictions ?? 0)),
    guard,
  ]);
}
const widths = (rows[0] as string[]).map((_, i) =>
  Math.max(...rows.map((r) => (r[i] ?? "").length)),
);
console.log(
  `calibration: ${prs} simulated PRs per world and case, seed ${seed}, ${resamples} resamples; ` +
    `4 rollouts, 3 runs a side, task logit N(0.405, 1.2), run shift sd 0.01 unless named`,
);
for (const r of rows)
  console.log(
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd(),
  );
console.log(`(${((Date.now() - t0) / 1000).toFixed(0)} s) targets ${ok ? "met" : "MISSED"}`);
process.exitCode = ok ? 0 : 1;
