// Scale-out benchmark (issue 13, docs/design.md §11), every figure from this run:
//  1. the pair gates on a 1 GB file with 1 and with 2 worker threads (same report bytes),
//     beside the raw-parse floor of the same file;
//  2. what a shard pays for the lines it does not own: one shard of 256 reads every byte
//     (hash, inflate, line split) but parses about 1/256 of the lines;
//  3. merging 64 shard states of a 10,000-task test (eval sides and a pair file);
//  4. from 1 and 2, the wall time of a 16-shard run over 16 GB projected for a 4-core runner.
//   npx tsx bench/scale.ts [sizeMB]      (default 1024; data under bench/data/)
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, statSync, writeFileSync, createWriteStream } from "node:fs";
import { fileURLToPath } from "node:url";
import seedrandom from "seedrandom";
import { parseConfig } from "../src/config.js";
import { finishRun, reportJson } from "../src/engine.js";
import {
  buildShardState,
  judgeConfig,
  mergeRunParts,
  parseState,
  stateJson,
} from "../src/engine/shard.js";
import { buildReportWithWorkers } from "../src/engine/workers.js";
import { childJson, floor, MB, peakRssMB } from "./measure.js";
import { DIR, ensurePairData, HELD } from "./pair-data.js";

const MERGE_DIR = `${DIR}/merge-64`;
const MERGE_TASKS = 10_000;
const SHARDS = 64;

const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 16);
const pairsCfg = (pairs: string) => parseConfig({ heldout: HELD, pairs, "out-dir": `${DIR}/out` });

async function threads(file: string, n: number) {
  const t0 = performance.now();
  const report = await buildReportWithWorkers(pairsCfg(file), n);
  const seconds = (performance.now() - t0) / 1000;
  const bytes = statSync(file).size;
  return {
    seconds,
    mb_per_s: bytes / MB / seconds,
    peak_rss_mb: peakRssMB(),
    report: sha(reportJson(report)),
  };
}

async function unowned(file: string) {
  const t0 = performance.now();
  await buildShardState(pairsCfg(file), { index: 255, count: 256 });
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, mb_per_s: statSync(file).size / MB / seconds, peak_rss_mb: peakRssMB() };
}

/** A 10,000-task test, each side 3 runs x 4 rollouts, and a 20 MB pair file. */
async function mergeWorld(pairs: string): Promise<Record<string, string>> {
  mkdirSync(MERGE_DIR, { recursive: true });
  const held = `${MERGE_DIR}/heldout.jsonl`;
  const lines: string[] = [];
  for (let i = 0; i < MERGE_TASKS; i++)
    lines.push(
      JSON.stringify({
        task_id: `t${i}`,
        prompt: `question ${i} about topic ${i % 97}`,
        family: `f${i % 40}`,
      }),
    );
  writeFileSync(held, lines.join("\n") + "\n");
  const rng = seedrandom.alea("merge-64");
  const sides: string[] = [];
  for (const side of ["baseline", "candidate"]) {
    const path = `${MERGE_DIR}/${side}.jsonl`;
    const out = createWriteStream(path);
    for (let r = 0; r < 3; r++)
      for (let i = 0; i < MERGE_TASKS; i++)
        for (let k = 0; k < 4; k++) {
          const reward = rng() < 0.5 + (side === "candidate" ? 0.05 : 0) ? 1 : 0;
          out.write(
            `{"scenario_id":"t${i}","reward":${reward},"lineage":{"eval_run":"r${r}"},"markers":{"safe":${rng() < 0.9 ? 1 : 0}}}\n`,
          );
        }
    await new Promise<void>((res) => out.end(() => res()));
    sides.push(path);
  }
  return {
    heldout: held,
    baseline: sides[0]!,
    candidate: sides[1]!,
    pairs,
    "graded-by": "program",
    "must-not-regress": "marker:safe",
    "out-dir": `${MERGE_DIR}/out`,
  };
}

async function writeStates(raw: Record<string, string>) {
  const cfg = parseConfig(raw);
  let bytes = 0;
  for (let index = 0; index < SHARDS; index++) {
    const text = stateJson(await buildShardState(cfg, { index, count: SHARDS }));
    bytes += text.length;
    writeFileSync(`${MERGE_DIR}/state-${index}.json`, text);
  }
  return { state_mb: bytes / MB };
}

async function merge() {
  const t0 = performance.now();
  const states = [];
  for (let i = 0; i < SHARDS; i++)
    states.push(
      parseState(readFileSync(`${MERGE_DIR}/state-${i}.json`, "utf8"), `state-${i}.json`),
    );
  const t1 = performance.now();
  const parts = mergeRunParts(states, states[0]!.config);
  const t2 = performance.now();
  // Judging is what one process does after reading: the same bootstrap, the same cost.
  const report = await finishRun(judgeConfig(states[0]!.config), parts);
  const t3 = performance.now();
  return {
    read_s: (t1 - t0) / 1000,
    merge_s: (t2 - t1) / 1000,
    judge_s: (t3 - t2) / 1000,
    peak_rss_mb: peakRssMB(),
    verdict: report.decision.pass ? "pass" : "fail",
  };
}

const child = (args: string[]) => childJson(fileURLToPath(import.meta.url), args);

async function asChild(args: string[]) {
  const [mode, a, b] = args;
  if (mode === "floor") return floor(a!);
  if (mode === "threads") return threads(a!, Number(b));
  if (mode === "unowned") return unowned(a!);
  if (mode === "states") return writeStates(JSON.parse(a!));
  return merge();
}

const f2 = (x: unknown) => (typeof x === "number" ? x.toFixed(2) : String(x));

async function main() {
  const ci = process.argv.indexOf("--child");
  if (ci > 0) {
    console.log(JSON.stringify(await asChild(process.argv.slice(ci + 1))));
    return;
  }
  const sizeMB = Number(process.argv[2] ?? 1024);
  const big = ensurePairData(sizeMB);
  console.log(`pair file ${big}: ${(statSync(big).size / MB).toFixed(0)} MB`);
  // Best of two each, interleaved: the page cache of this VM is reclaimed between runs.
  const best = (args: string[]) => {
    const a = child(args);
    const b = child(args);
    return Number(a.seconds) <= Number(b.seconds) ? a : b;
  };
  const fl = best(["floor", big]);
  console.log(
    `raw-parse floor      ${f2(fl.mb_per_s)} MB/s (${f2(fl.seconds)} s, peak RSS ${fl.peak_rss_mb} MB)`,
  );
  const one = best(["threads", big, "1"]);
  console.log(
    `pair gates, 1 thread ${f2(one.mb_per_s)} MB/s (${f2(one.seconds)} s, peak RSS ${one.peak_rss_mb} MB) report ${one.report}`,
  );
  const two = best(["threads", big, "2"]);
  console.log(
    `pair gates, 2 workers ${f2(two.mb_per_s)} MB/s (${f2(two.seconds)} s, peak RSS ${two.peak_rss_mb} MB for the process) report ${two.report}`,
  );
  const speedup = Number(two.mb_per_s) / Number(one.mb_per_s);
  console.log(
    `speed-up             ${speedup.toFixed(2)}x  goal >= 1.7x; same report: ${one.report === two.report}`,
  );
  const un = child(["unowned", big]);
  console.log(
    `shard 255 of 256     ${f2(un.mb_per_s)} MB/s over the whole file (${f2(un.seconds)} s): the cost of lines another shard owns`,
  );

  const raw = await mergeWorld(ensurePairData(20));
  const st = child(["states", JSON.stringify(raw)]);
  const mg = child(["merge"]);
  console.log(
    `merge of ${SHARDS} states    ${f2(Number(mg.read_s) + Number(mg.merge_s))} s (read+check ${f2(mg.read_s)} s, merge ${f2(mg.merge_s)} s; ${f2(st.state_mb)} MB of states, peak RSS ${mg.peak_rss_mb} MB)  goal <= 2 s\n` +
      `then judging       ${f2(mg.judge_s)} s (the bootstrap and decision a one-process run also does; ${mg.verdict})`,
  );

  // 16 GB over 16 shard jobs on 4-core runners, each job read by 4 threads (slices of 64):
  // every thread streams all 16 GB at the rate of lines it does not own, and judges its
  // 256 MB at the one-thread rate; the threads run side by side on the 4 cores.
  const scan = (16 * 1024) / Number(un.mb_per_s);
  const own = 256 / Number(one.mb_per_s);
  console.log(
    `projected 16 x 1 GB  ${f2(scan + own)} s a shard job on 4 cores (${f2(scan)} s streaming 16 GB, ${f2(own)} s judging its 256 MB a thread), then the merge`,
  );
}

await main();
