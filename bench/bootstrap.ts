// Bootstrap timing: `npx tsx bench/bootstrap.ts`. Times the real bootstrapMean at
// 10,000 resamples over 5,000 and 50 tasks (median of several runs, and the first run
// in this process) beside two floors: the same loop with an inline PRNG, and a loop
// that only sums. Goals (docs/design.md §8): <= 0.5 s at 5,000 tasks, <= 20 ms at 50.
import { loadavg } from "node:os";
import { bootstrapMean } from "../src/stats/bootstrap.js";
import { makeRng } from "../src/stats/rng.js";

const B = 10_000;
const RUNS = 7;

/** Same resample loop, with mulberry32 inlined instead of alea: the PRNG-call floor. */
function inlinePrng(values: Float64Array, seed: number): [number, number] {
  const n = values.length;
  const means = new Float64Array(B);
  let s = seed >>> 0;
  for (let b = 0; b < B; b++) {
    let acc = 0;
    for (let i = 0; i < n; i++) {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      acc += values[Math.floor(u * n)] as number;
    }
    means[b] = acc / n;
  }
  means.sort();
  return [means[250] as number, means[9749] as number];
}

/** Just B x n additions in order: no random access, no PRNG. */
function sumOnly(values: Float64Array): number {
  const n = values.length;
  let total = 0;
  for (let b = 0; b < B; b++) {
    let acc = 0;
    for (let i = 0; i < n; i++) acc += values[i] as number;
    total += acc / n;
  }
  return total;
}

function time(fn: () => unknown): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function data(n: number): Float64Array {
  const rng = makeRng("bench-data");
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(rng() * 5) / 4;
  return out;
}

const fmt = (ms: number) => (ms >= 100 ? `${(ms / 1000).toFixed(3)} s` : `${ms.toFixed(2)} ms`);

// Other work on the machine slows every line alike; the load is printed so a slow run can be read as such.
console.log(
  `bootstrap bench: ${B} resamples, median of ${RUNS} runs; node ${process.version}; ` +
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
);
for (const [n, goalMs] of [
  [5000, 500],
  [50, 20],
] as const) {
  const v = data(n);
  const first = time(() => bootstrapMean(v, { resamples: B, seed: 0, level: 0.95 }));
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    runs.push(time(() => bootstrapMean(v, { resamples: B, seed: r, level: 0.95 })));
  }
  const inline: number[] = [];
  const sums: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    inline.push(time(() => inlinePrng(v, r)));
    sums.push(time(() => sumOnly(v)));
  }
  const med = median(runs);
  console.log(
    `  ${String(n).padStart(5)} tasks: alea bootstrap median ${fmt(med)}, first ${fmt(first)}` +
      ` | floor: inline PRNG ${fmt(median(inline))}, sum only ${fmt(median(sums))}` +
      ` | goal <= ${fmt(goalMs)}: ${med <= goalMs ? "met" : "MISSED"}`,
  );
}
