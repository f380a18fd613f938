// The row-print merge (src/stats/row-prints.ts) at the size two workers reach on 10M eval
// rows: two tables of 2.5M prints each, merged, beside the floor measured in the same
// run, the same 5M prints added to one fresh table. Budget: the merge takes no longer
// than the floor (it adds half the prints and moves the other half once). A merge that
// walked the other table into a table growing halfway took 714.9 s here (issue 29).
//   npx tsx bench/prints.ts [prints per table]
import seedrandom from "seedrandom";
import { position, RowPrints } from "../src/stats/row-prints.js";

const N = Number(process.argv[2] ?? 2_500_000);
const BUDGET = 1;

const rng = seedrandom.alea("prints-bench");
const hi = new Uint32Array(2 * N);
const lo = new Uint32Array(2 * N);
for (let i = 0; i < 2 * N; i++) {
  hi[i] = (rng() * 2 ** 32) >>> 0;
  lo[i] = (rng() * 2 ** 32) >>> 0;
}

function fill(t: RowPrints, from: number, to: number): RowPrints {
  for (let i = from; i < to; i++) t.add(hi[i] as number, lo[i] as number, position(0, i + 1));
  return t;
}

function seconds(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return (performance.now() - t0) / 1000;
}

// Best of three of each, alternated, so a busy machine's pauses fall on both alike.
let floorS = Infinity;
let mergeS = Infinity;
let merged = 0;
for (let k = 0; k < 3; k++) {
  floorS = Math.min(
    floorS,
    seconds(() => fill(new RowPrints(), 0, 2 * N)),
  );
  const a = fill(new RowPrints(), 0, N);
  const b = fill(new RowPrints(), N, 2 * N);
  mergeS = Math.min(
    mergeS,
    seconds(() => a.merge(b)),
  );
  merged = a.size;
}
if (merged !== 2 * N) throw new Error(`merged ${merged} prints, not ${2 * N}`);
const ratio = mergeS / floorS;
console.log(
  `floor: ${(2 * N).toLocaleString("en-US")} prints into one table   ${floorS.toFixed(3)} s`,
);
console.log(
  `merge: two tables of ${N.toLocaleString("en-US")} prints          ${mergeS.toFixed(3)} s = ${ratio.toFixed(2)}x the floor (budget <= ${BUDGET}x): ${ratio <= BUDGET ? "met" : "NOT met"}`,
);
if (ratio > BUDGET) process.exitCode = 1;
