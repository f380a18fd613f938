// Parquet beside JSONL (docs/design.md §15): the same TRL-standard pairs (bench/pair-data.ts)
// as a JSONL file and as a snappy Parquet file of 10,000-row groups, each through the whole
// pair-gate pass (reader + every gate, contamination included) against the 10,000-task
// held-out test, in the same run, each in its own child process so its peak RSS is its own.
//   nice npx tsx bench/parquet.ts [sizeMB of the JSONL]   (default 200)
// The Parquet copy is written with hyparquet-writer (a devDependency) under bench/data/ and
// reused while the JSONL it came from is the same size.
import {
  existsSync,
  openSync,
  readFileSync,
  readSync,
  closeSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { fileURLToPath } from "node:url";
import { ParquetWriter } from "hyparquet-writer";
import { fileWriter } from "hyparquet-writer/src/node.js";
import { childJson, MB, peakRssMB } from "./measure.js";
import { ensurePairData, HELD, OPTS, SETTINGS, TASKS } from "./pair-data.js";
import { readHeldout, streamPairs } from "../src/io/read.js";
import { buildHeldoutIndex, createPairGates } from "../src/gates/index.js";

const GROUP_ROWS = 10_000;

/** Each JSONL line of `file`, in order. */
function* lines(file: string): Generator<string> {
  const fd = openSync(file, "r");
  const chunk = Buffer.allocUnsafe(1 << 20);
  let carry = "";
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      const text = carry + chunk.toString("utf8", 0, n);
      const parts = text.split("\n");
      carry = parts.pop()!;
      for (const p of parts) if (p !== "") yield p;
    }
    if (carry !== "") yield carry;
  } finally {
    closeSync(fd);
  }
}

function ensureParquet(jsonl: string): string {
  const file = jsonl.replace(/\.jsonl$/, ".parquet");
  const meta = `${file}.meta.json`;
  const from = statSync(jsonl).size;
  if (existsSync(file) && existsSync(meta)) {
    const m = JSON.parse(readFileSync(meta, "utf8")) as { from: number; bytes: number };
    if (m.from === from && m.bytes === statSync(file).size) return file;
  }
  const text = { type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" } as const;
  const writer = new ParquetWriter({
    writer: fileWriter(file),
    schema: [
      { name: "root", num_children: 3 },
      { name: "prompt", ...text },
      { name: "chosen", ...text },
      { name: "rejected", ...text },
    ],
  });
  let rows: { prompt: string; chosen: string; rejected: string }[] = [];
  const flush = () => {
    if (rows.length === 0) return;
    writer.write({
      columnData: (["prompt", "chosen", "rejected"] as const).map((name) => ({
        name,
        data: rows.map((r) => r[name]),
      })),
      rowGroupSize: GROUP_ROWS,
    });
    rows = [];
  };
  for (const line of lines(jsonl)) {
    rows.push(JSON.parse(line) as (typeof rows)[number]);
    if (rows.length === GROUP_ROWS) flush();
  }
  flush();
  writer.finish();
  writeFileSync(meta, JSON.stringify({ from, bytes: statSync(file).size }));
  return file;
}

async function gates(file: string) {
  const held = await readHeldout(HELD, OPTS);
  const index = buildHeldoutIndex(held.tasks, SETTINGS);
  const g = createPairGates(SETTINGS, index, file);
  const t0 = performance.now();
  const summary = await streamPairs(file, OPTS, (batch) => {
    for (const p of batch) g.add(p);
  });
  const dc = g.result();
  const s = (performance.now() - t0) / 1000;
  const c = dc.gates.find((x) => x.name === "contamination");
  return {
    seconds: s,
    bytes: summary.bytes,
    rows: dc.rows,
    peak_rss_mb: peakRssMB(),
    contaminated: c?.figures.n_contaminated ?? -1,
    status: dc.gates.map((x) => `${x.name}:${x.status}`).join(" "),
    problems: summary.problem_count,
  };
}

async function main() {
  const ci = process.argv.indexOf("--child");
  if (ci > 0) {
    console.log(JSON.stringify(await gates(process.argv[ci + 2]!)));
    return;
  }
  const sizeMB = Number(process.argv[2] ?? 200);
  if (!Number.isFinite(sizeMB) || sizeMB <= 0) {
    throw new Error(`size must be a number of MB, got ${process.argv[2]}`);
  }
  const jsonl = ensurePairData(sizeMB);
  const parquet = ensureParquet(jsonl);
  const run = (file: string) => childJson(fileURLToPath(import.meta.url), ["gates", file]);
  const js = run(jsonl);
  const pq = run(parquet);
  console.log(`held-out ${HELD}: ${TASKS} tasks; the same pairs as JSONL and as Parquet`);
  for (const [name, r] of [
    ["JSONL  ", js],
    ["Parquet", pq],
  ] as const) {
    const mb = Number(r.bytes) / MB;
    console.log(
      `${name} ${mb.toFixed(0)} MB, ${r.rows} rows: ${(Number(r.rows) / Number(r.seconds)).toFixed(0)} rows/s, ` +
        `${Number(r.seconds).toFixed(2)} s, ${(mb / Number(r.seconds)).toFixed(1)} MB/s of file, peak RSS ${r.peak_rss_mb} MB; ` +
        `contaminated ${r.contaminated}; problems ${r.problems}`,
    );
  }
  const same =
    js.rows === pq.rows && js.contaminated === pq.contaminated && js.status === pq.status;
  console.log(`same rows, planted hits and gate statuses: ${same ? "yes" : "NO"} (${js.status})`);
  if (!same) process.exitCode = 1;
}

await main();
