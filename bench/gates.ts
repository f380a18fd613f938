// Pair-gate benchmark: the whole data check (reader + every gate, contamination
// included) beside the raw-parse floor and the reader alone on the same file,
// plus peak RSS at two input sizes to show memory does not grow with the file.
//   npx tsx bench/gates.ts [sizeMB]        (default 1024)
// Data (deterministic, alea-seeded) goes to bench/data/ and is reused while its
// size matches: a TRL-standard pair file and a 10,000-task held-out test with
// one test prompt planted in every 5,000th pair. Each measurement runs in its
// own child process so its peak RSS is its own.
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { childJson, floor, MB, peakRssMB } from "./measure.js";
import { ensurePairData, HELD, OPTS, SETTINGS, TASKS } from "./pair-data.js";
import { readHeldout, streamPairs } from "../src/io/read.js";
import { createPairGates, buildHeldoutIndex } from "../src/gates/index.js";

// ---- measurements (child processes) ----

async function gates(file: string) {
  const t0 = performance.now();
  const held = await readHeldout(HELD, OPTS);
  const index = buildHeldoutIndex(held.tasks, SETTINGS);
  const tIndex = (performance.now() - t0) / 1000;
  const g = createPairGates(SETTINGS, index, file);
  const t1 = performance.now();
  const summary = await streamPairs(file, OPTS, (batch) => {
    for (const p of batch) g.add(p);
  });
  const dc = g.result();
  const s = (performance.now() - t1) / 1000;
  const c = dc.gates.find((x) => x.name === "contamination");
  return {
    seconds: s,
    index_seconds: tIndex,
    bytes: summary.bytes,
    rows: dc.rows,
    mb_per_s: summary.bytes / MB / s,
    peak_rss_mb: peakRssMB(),
    index_mb: index.bytes / MB,
    heldout_ngrams: index.entries,
    contaminated: c?.figures.n_contaminated,
    status: dc.gates.map((x) => `${x.name}:${x.status}`).join(" "),
    problems: summary.problems.length,
  };
}

async function readOnly(file: string) {
  const t0 = performance.now();
  let rows = 0;
  const summary = await streamPairs(file, OPTS, (batch) => {
    rows += batch.length;
  });
  const s = (performance.now() - t0) / 1000;
  return {
    seconds: s,
    bytes: summary.bytes,
    rows,
    mb_per_s: summary.bytes / MB / s,
    peak_rss_mb: peakRssMB(),
  };
}

const child = (mode: "floor" | "read" | "gates", file: string) =>
  childJson(fileURLToPath(import.meta.url), [mode, file]);

const f2 = (x: unknown) => (typeof x === "number" ? x.toFixed(2) : String(x));

async function main() {
  const ci = process.argv.indexOf("--child");
  if (ci > 0) {
    const mode = process.argv[ci + 1];
    const file = process.argv[ci + 2];
    const out =
      mode === "floor"
        ? await floor(file)
        : mode === "read"
          ? await readOnly(file)
          : await gates(file);
    console.log(JSON.stringify(out));
    return;
  }
  const sizeMB = Number(process.argv[2] ?? 1024);
  if (!Number.isFinite(sizeMB) || sizeMB <= 0)
    throw new Error(`size must be a number of MB, got ${process.argv[2]}`);
  const big = ensurePairData(sizeMB);
  const small = ensurePairData(100);
  console.log(
    `pair file ${big}: ${(statSync(big).size / MB).toFixed(0)} MB; held-out ${HELD}: ${TASKS} tasks`,
  );
  const fl = child("floor", big);
  const rd = child("read", big);
  const gt = child("gates", big);
  console.log(
    `raw-parse floor   ${f2(fl.mb_per_s)} MB/s  (${f2(fl.seconds)} s, ${fl.rows} rows, peak RSS ${fl.peak_rss_mb} MB)`,
  );
  console.log(
    `reader only       ${f2(rd.mb_per_s)} MB/s  (${f2(rd.seconds)} s, peak RSS ${rd.peak_rss_mb} MB)`,
  );
  console.log(
    `pair-gate pass    ${f2(gt.mb_per_s)} MB/s  (${f2(gt.seconds)} s, ${gt.rows} rows, peak RSS ${gt.peak_rss_mb} MB)  goal >= 60 MB/s, <= 256 MB`,
  );
  console.log(
    `held-out index    ${gt.heldout_ngrams} distinct 8-grams, ${f2(gt.index_mb)} MB of typed arrays, built in ${f2(gt.index_seconds)} s (incl. reading)`,
  );
  console.log(
    `planted hits      ${gt.contaminated} contaminated pairs; gates: ${gt.status}; problems ${gt.problems}`,
  );
  if (sizeMB !== 100) {
    const sm = child("gates", small);
    console.log(
      `peak RSS by input size: 100 MB -> ${sm.peak_rss_mb} MB, ${sizeMB} MB -> ${gt.peak_rss_mb} MB`,
    );
  }
}

await main();
