// Reader benchmark for eval-tool files: ~200 MB of synthetic lm-eval --log_samples rows
// (the shape of samples_<task>_*.jsonl: doc, arguments, resps, hashes, exact_match),
// read in one process by
//   floor    1 MiB Buffer chunks + indexOf(10) + JSON.parse, nothing else
//   lm-eval  readEvalRows: format detection, the lm-eval reader, canonical EvalRows
//   array    the same rows as one JSON array document (the document scanner's path)
// Run: npx tsx bench/formats.ts [--runs N]. The data (seeded, the same bytes every time)
// is written once under bench/data/ and reused while its size matches.
import { createHash } from "node:crypto";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import seedrandom from "seedrandom";
import { readEvalRows } from "../src/io/read.js";

const DIR = "bench/data";
const FILE = `${DIR}/samples_lm-eval.jsonl`;
const META = `${FILE}.meta.json`;
const ARRAY_FILE = `${DIR}/samples_lm-eval.array.json`;
const TARGET_BYTES = 200_000_000;
const GENERATOR = "lm-eval-samples-v1 alea(bench-formats-1)";
const MB = 1e6;
const TARGET_MBS = 150;

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

function words(rng: () => number, n: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = "";
    const len = 2 + Math.floor(rng() * 8);
    for (let j = 0; j < len; j++) w += letters[Math.floor(rng() * 26)];
    out.push(rng() < 0.01 ? `${w} "quoted"\n` : w);
  }
  return out.join(" ");
}

async function ensureData(): Promise<number> {
  if (existsSync(FILE) && existsSync(META)) {
    const meta = JSON.parse(readFileSync(META, "utf8")) as { bytes: number; generator: string };
    if (meta.generator === GENERATOR && statSync(FILE).size === meta.bytes) return meta.bytes;
  }
  mkdirSync(DIR, { recursive: true });
  const rng = seedrandom.alea("bench-formats-1");
  const out = createWriteStream(FILE);
  const hex = (s: string) => createHash("sha256").update(s).digest("hex");
  let bytes = 0;
  let i = 0;
  const t0 = performance.now();
  while (bytes < TARGET_BYTES) {
    const question = words(rng, 40 + Math.floor(rng() * 80));
    const options = Array.from({ length: 10 }, () => words(rng, 3 + Math.floor(rng() * 6)));
    const answerIndex = Math.floor(rng() * 10);
    const answer = "ABCDEFGHIJ"[answerIndex]!;
    const prompt = JSON.stringify([{ role: "user", content: `${words(rng, 300)}\n${question}` }]);
    const picked = rng() < 0.45 ? answer : "ABCDEFGHIJ"[Math.floor(rng() * 10)]!;
    const row = {
      doc_id: i,
      doc: {
        question_id: i,
        question,
        options,
        answer,
        answer_index: answerIndex,
        cot_content: "",
        category: "law",
        src: "ori_mmlu-law",
      },
      target: answer,
      arguments: {
        gen_args_0: {
          arg_0: prompt,
          arg_1: { until: ["</s>"], max_gen_toks: 16, do_sample: false, temperature: 0 },
        },
      },
      resps: [[picked]],
      filtered_resps: [picked],
      doc_hash: hex(`doc ${i}`),
      prompt_hash: hex(prompt),
      target_hash: hex(answer),
      exact_match: picked === answer ? 1 : 0,
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

interface Result {
  seconds: number;
  rows: number;
}

async function measure(fn: () => Promise<number>): Promise<Result> {
  global.gc?.();
  const t0 = performance.now();
  const rows = await fn();
  return { seconds: (performance.now() - t0) / 1000, rows };
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

/** The JSONL rows rewritten as one pretty JSON array (one element per line). */
async function ensureArray(): Promise<number> {
  // "[\n", each row's "\n" becomes ",\n" (one byte more), and the last one "\n]\n".
  const meta = JSON.parse(readFileSync(META, "utf8")) as { rows: number };
  const want = statSync(FILE).size + meta.rows + 3;
  if (existsSync(ARRAY_FILE) && statSync(ARRAY_FILE).size === want) return want;
  const src = readFileSync(FILE);
  const out = createWriteStream(ARRAY_FILE);
  out.write("[\n");
  let start = 0;
  for (;;) {
    const nl = src.indexOf(10, start);
    if (nl < 0) break;
    out.write(src.subarray(start, nl));
    out.write(src.indexOf(10, nl + 1) < 0 ? "\n]\n" : ",\n");
    start = nl + 1;
  }
  await new Promise<void>((res, rej) => out.end((e?: Error | null) => (e ? rej(e) : res())));
  return statSync(ARRAY_FILE).size;
}

async function arrayReader(): Promise<number> {
  const r = await readEvalRows(ARRAY_FILE, "baseline", {
    maxLineBytes: 64 << 20,
    maxFileBytes: 8e9,
    maxRows: 50_000_000,
  });
  if (r.summary.problem_count > 0) {
    throw new Error(`unexpected problems: ${JSON.stringify(r.summary.problems[0])}`);
  }
  return r.rows.length;
}

async function reader(): Promise<number> {
  const r = await readEvalRows(FILE, "baseline", {
    maxLineBytes: 64 << 20,
    maxFileBytes: 8e9,
    maxRows: 50_000_000,
  });
  if (r.summary.problem_count > 0)
    throw new Error(`unexpected problems: ${JSON.stringify(r.summary.problems[0])}`);
  if (r.summary.shape !== "lm-eval") throw new Error(`read as ${r.summary.shape}, not lm-eval`);
  return r.rows.length;
}

const median = (xs: Result[]) =>
  [...xs].sort((a, b) => a.seconds - b.seconds)[Math.floor(xs.length / 2)]!;

const bytes = await ensureData();
const arrayBytes = await ensureArray();
const floors: Result[] = [];
const readers: Result[] = [];
const arrays: Result[] = [];
for (let i = 0; i < RUNS; i++) {
  floors.push(await measure(floor));
  readers.push(await measure(reader));
  arrays.push(await measure(arrayReader));
}
const f = median(floors);
const r = median(readers);
const a = median(arrays);
const rate = (x: Result) => bytes / MB / x.seconds;
console.log(
  `file     ${FILE}  ${(bytes / MB).toFixed(1)} MB  ${f.rows} rows  (${RUNS} runs each, interleaved, medians)`,
);
console.log(
  `floor    ${f.seconds.toFixed(3)} s  ${rate(f).toFixed(0)} MB/s  (chunks + indexOf + JSON.parse)`,
);
console.log(
  `lm-eval  ${r.seconds.toFixed(3)} s  ${rate(r).toFixed(0)} MB/s  (readEvalRows, auto-detected)  ${((100 * rate(r)) / rate(f)).toFixed(0)}% of the floor`,
);
console.log(
  `array    ${a.seconds.toFixed(3)} s  ${(arrayBytes / MB / a.seconds).toFixed(0)} MB/s  (the same rows as one JSON array, ${a.rows} rows)`,
);
console.log(`target   >= ${TARGET_MBS} MB/s: ${rate(r) >= TARGET_MBS ? "met" : "NOT met"}`);
