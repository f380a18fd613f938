// The gamed-judge test on simulated labelled slices (docs/design.md §14): how often the gate
// flags "the candidate may be exploiting the judge" when it is not (false alarms) and when
// it is (power), at 100 labels an arm. Run under nice: `nice npx tsx scripts/judge-gaming.ts`.
// Options: --runs N (slices per world, default 4000), --seed N.
import { wilson } from "./lib/sim/worlds.js";
import { flagRate, GAMING_WORLDS } from "./lib/sim/judge-gaming.js";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(process.argv[i + 1]);
  if (!(v >= 0) || !Number.isInteger(v)) throw new Error(`--${name} takes a non-negative integer`);
  return v;
}
const runs = arg("runs", 4000);
const seed = arg("seed", 0);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `| world | labels an arm | judge false pass (baseline -> candidate) | flagged (95% MC) | pooled z would flag |`,
);
console.log(`|---|---|---|---|---|`);
for (const w of GAMING_WORLDS) {
  const r = flagRate(w, runs, seed);
  const [lo, hi] = wilson(r.k, r.runs);
  console.log(
    `| ${w.name} | ${w.labels} | ${w.baseline.falsePass} -> ${w.candidate.falsePass} | ` +
      `${pct(r.rate)} (${pct(lo)}-${pct(hi)}), ${r.k} of ${r.runs} | ${pct(r.zRate)} |`,
  );
}
