// Parse benchmark: ~200 MB of synthetic TRL-standard pairs, read twice in one process.
//   floor       1 MiB Buffer chunks + indexOf(10) + JSON.parse, nothing else
//   streamPairs the real reader: parse + zod validation + normalization to CanonicalPair
// Run: npx tsx bench/parse.ts [--runs N]. The data file is made once (seeded, so the
// same bytes every time) under bench/data/ and reused while its size matches.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import os from "node:os";
import { createWriteStream } from "node:fs";
import seedrandom from "seedrandom";
import { streamPairs } from "../src/io/read.js";

const DIR = "bench/data";
const FILE = `${DIR}/pairs-trl-standard.jsonl`;
const META = `${FILE}.meta.json`;
const TARGET_BYTES = 200_000_000;
const GENERATOR = "trl-standard-v1 alea(bench-parse-1)";
const MB = 1e6;

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

// ---- deterministic data ----

function makeVocabulary(rng: () => number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const words: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const len = 2 + Math.floor(rng() * 9);
    let w = "";
    for (let j = 0; j < len; j++) w += letters[Math.floor(rng() * 26)];
    words.push(w);
  }
  // A few non-ASCII and quote-bearing tokens so escapes and multi-byte decoding are exercised.
  words.push(
    "café",
    "naïve",
    "größe",
    "日本語",
    "emoji🙂",
    'say "yes"',
    "tab\there",
    "back\\slash",
  );
  return words;
}

function text(rng: () => number, vocab: string[], minChars: number, maxChars: number): string {
  const want = minChars + Math.floor(rng() * (maxChars - minChars));
  const parts: string[] = [];
  let n = 0;
  while (n < want) {
    // Zipf-like: small indices far more often than large ones.
    const u = rng();
    const idx =
      rng() < 0.004 ? vocab.length - 1 - Math.floor(rng() * 8) : Math.floor(u * u * u * 5000);
    const w = vocab[idx]!;
    parts.push(w);
    n += w.length + 1;
    if (rng() < 0.02) parts.push("\n");
  }
  return parts.join(" ");
}

async function ensureData(): Promise<number> {
  if (existsSync(FILE) && existsSync(META)) {
    const meta = JSON.parse(readFileSync(META, "utf8")) as { bytes: number; generator: string };
    if (meta.generator === GENERATOR && statSync(FILE).size === meta.bytes) return meta.bytes;
  }
  mkdirSync(DIR, { recursive: true });
  const rng = seedrandom.alea("bench-parse-1");
  const vocab = makeVocabulary(rng);
  const out = createWriteStream(FILE);
  let bytes = 0;
  let i = 0;
  const t0 = performance.now();
  while (bytes < TARGET_BYTES) {
    const row = {
      task_id: `task_${i % 5000}`,
      prompt: text(rng, vocab, 1000, 3000),
      chosen: text(rng, vocab, 1000, 3000),
      rejected: text(rng, vocab, 1000, 3000),
      source: "synthetic",
    };
    const line = JSON.stringify(row) + "\n";
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await new Promise<void>((r) => out.once("drain", () => r()));
    i++;
  }
  await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
  writeFileSync(META, JSON.stringify({ bytes, rows: i, generator: GENERATOR }) + "\n");
  console.log(
    `generated ${FILE}: ${i} rows, ${bytes} bytes in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return bytes;
}

// ---- measurement ----

interface Result {
  seconds: number;
  rows: number;
  peakRss: number;
}

/** Samples RSS while `fn` runs; setInterval fires between the reader's awaits. */
async function measure(fn: () => Promise<number>): Promise<Result> {
  global.gc?.();
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const t0 = performance.now();
  const rows = await fn();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds, rows, peakRss: peak };
}

async function floor(): Promise<number> {
  const fh = await open(FILE, "r");
  let rows = 0;
  let carry: Buffer | null = null;
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(1 << 20);
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      let chunk = buf.subarray(0, bytesRead);
      if (carry) {
        chunk = Buffer.concat([carry, chunk]);
        carry = null;
      }
      let start = 0;
      for (;;) {
        const nl = chunk.indexOf(10, start);
        if (nl === -1) break;
        if (nl > start) {
          JSON.parse(chunk.toString("utf8", start, nl));
          rows++;
        }
        start = nl + 1;
      }
      if (start < chunk.length) carry = chunk.subarray(start);
    }
  } finally {
    await fh.close();
  }
  return rows;
}

async function reader(): Promise<number> {
  let pairs = 0;
  const s = await streamPairs(
    FILE,
    { maxLineBytes: 64 << 20, maxFileBytes: 8e9, maxRows: 50_000_000 },
    (b) => {
      pairs += b.length;
    },
  );
  if (s.problems.length > 0)
    throw new Error(`unexpected problems: ${JSON.stringify(s.problems[0])}`);
  return pairs;
}

function median(xs: Result[]): Result {
  const s = [...xs].sort((a, b) => a.seconds - b.seconds);
  return s[Math.floor(s.length / 2)]!;
}

function line(name: string, r: Result, best: Result, bytes: number, all: Result[]): string {
  const mbs = (x: Result) => (bytes / MB / x.seconds).toFixed(0).padStart(5);
  return [
    name.padEnd(12),
    `median ${r.seconds.toFixed(3)} s ${mbs(r)} MB/s`,
    `best ${best.seconds.toFixed(3)} s ${mbs(best)} MB/s`,
    `${Math.round(r.rows / r.seconds)
      .toLocaleString("en-US")
      .padStart(8)} rows/s`,
    `peak RSS ${(Math.max(...all.map((x) => x.peakRss)) / 2 ** 20).toFixed(0).padStart(4)} MiB`,
  ].join("  ");
}

const best = (xs: Result[]) => xs.reduce((a, b) => (b.seconds < a.seconds ? b : a));

const bytes = await ensureData();
const floors: Result[] = [];
const readers: Result[] = [];
// Interleaved so both see the same machine state.
for (let i = 0; i < RUNS; i++) {
  floors.push(await measure(floor));
  readers.push(await measure(reader));
}
const f = median(floors);
const r = median(readers);
const rate = bytes / MB / r.seconds;
console.log(
  `file        ${FILE}  ${(bytes / MB).toFixed(1)} MB  ${f.rows} rows  (${RUNS} runs each, interleaved)`,
);
console.log(line("floor", f, best(floors), bytes, floors));
console.log(line("streamPairs", r, best(readers), bytes, readers));
console.log(
  `runs (s)    floor ${floors.map((x) => x.seconds.toFixed(3)).join(" ")}; streamPairs ${readers.map((x) => x.seconds.toFixed(3)).join(" ")}`,
);
console.log(
  `goal        parse + validate >= 250 MB/s (median): ${rate >= 250 ? "met" : "missed"}; streamPairs at ${((f.seconds / r.seconds) * 100).toFixed(0)}% of the floor`,
);
console.log(
  `machine     node ${process.version}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
);
