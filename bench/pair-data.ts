// The pair-gate benchmarks' data (deterministic, alea-seeded), shared by gates.ts and
// scale.ts: a TRL-standard pair file of a given size and a 10,000-task held-out test with
// one test prompt planted in every 5,000th pair. Written under bench/data/ and reused
// while its size and generator match.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import seedrandom from "seedrandom";
import type { GateSettings } from "../src/config.js";
import { MB } from "./measure.js";

export const DIR = "bench/data";
const GENERATOR = "gates-v2";
export const HELD = `${DIR}/gates-heldout-10k-${GENERATOR}.jsonl`;
export const TASKS = 10_000;

/** The read limits and gate settings both pair-pass benches (gates.ts, parquet.ts) time. */
export const OPTS = { maxLineBytes: 64 << 20, maxFileBytes: 2 ** 34, maxRows: 50_000_000 };
export const SETTINGS: GateSettings = {
  lengthFailShare: 0.8,
  styleAlpha: 0.05,
  styleMinShare: 0.05,
  stylePhrases: {},
  ngram: 8,
  overlap: 0.8,
  contaminationFields: ["prompt"],
  minMargin: null,
};
const PLANT_EVERY = 5_000;
// ---- deterministic data ----

function vocabulary(rng: () => number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const words: string[] = [];
  for (let i = 0; i < 6000; i++) {
    const len = 2 + Math.floor(rng() * 9);
    let w = "";
    for (let j = 0; j < len; j++) w += letters[Math.floor(rng() * 26)];
    words.push(w);
  }
  words.push("café", "naïve", "don’t", "“quoted”", "C++", "3.14", "e-mail", "50%");
  return words;
}

/** Zipf-like pick: small indexes are much more frequent. */
function pick(rng: () => number, words: string[]): string {
  return words[Math.floor(words.length * rng() ** 3)];
}

function sentence(rng: () => number, words: string[], n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) s += (i ? " " : "") + pick(rng, words);
  return s + (rng() < 0.8 ? "." : "?");
}

const TICS = ["Certainly! ", "I'm sorry, ", "It depends, but ", "Great question! ", ""];

function heldoutTasks(): { task_id: string; prompt: string; answer: string }[] {
  const rng = seedrandom.alea("gates-heldout");
  // One vocabulary for test and pairs, as real text shares its words.
  const words = vocabulary(seedrandom.alea("gates-vocab"));
  const out = [];
  for (let i = 0; i < TASKS; i++) {
    out.push({
      task_id: `t${String(i).padStart(5, "0")}`,
      prompt: sentence(rng, words, 40 + Math.floor(rng() * 80)),
      answer: sentence(rng, words, 10 + Math.floor(rng() * 20)),
    });
  }
  return out;
}

export function ensurePairData(sizeMB: number): string {
  mkdirSync(DIR, { recursive: true });
  const tasks = heldoutTasks();
  if (!existsSync(HELD)) writeFileSync(HELD, tasks.map((t) => JSON.stringify(t)).join("\n") + "\n");
  const file = `${DIR}/gates-pairs-${sizeMB}MB.jsonl`;
  const meta = `${file}.meta.json`;
  const want = sizeMB * MB;
  if (existsSync(file) && existsSync(meta)) {
    const m = JSON.parse(readFileSync(meta, "utf8")) as { generator: string; bytes: number };
    if (m.generator === GENERATOR && m.bytes === statSync(file).size) return file;
  }
  const rng = seedrandom.alea(`gates-pairs-${sizeMB}`);
  const words = vocabulary(seedrandom.alea("gates-vocab"));
  // A pool of sentences makes generation fast; rows draw from it at random.
  const pool: string[] = [];
  for (let i = 0; i < 50_000; i++) pool.push(sentence(rng, words, 6 + Math.floor(rng() * 25)));
  const para = (n: number) => {
    let s = "";
    for (let i = 0; i < n; i++) s += (i ? " " : "") + pool[Math.floor(rng() * pool.length)];
    return s;
  };
  const fd = openSync(file, "w");
  let bytes = 0;
  let rows = 0;
  let buf: string[] = [];
  let pending = 0;
  while (bytes < want) {
    rows++;
    let prompt = `User: ${para(4 + Math.floor(rng() * 8))}\nAssistant: ${para(3)}\nUser: ${para(2 + Math.floor(rng() * 4))}`;
    if (rows % PLANT_EVERY === 0) prompt += `\n${tasks[(rows / PLANT_EVERY) % TASKS].prompt}`;
    const row = {
      prompt,
      chosen: TICS[Math.floor(rng() * TICS.length)] + para(3 + Math.floor(rng() * 10)),
      rejected: TICS[Math.floor(rng() * TICS.length)] + para(3 + Math.floor(rng() * 10)),
    };
    const line = JSON.stringify(row) + "\n";
    const len = Buffer.byteLength(line);
    if (bytes + len > want && rows > 1) break;
    buf.push(line);
    pending += len;
    bytes += len;
    if (pending > 4 << 20) {
      writeSync(fd, buf.join(""));
      buf = [];
      pending = 0;
    }
  }
  writeSync(fd, buf.join(""));
  closeSync(fd);
  writeFileSync(meta, JSON.stringify({ generator: GENERATOR, bytes, rows }));
  return file;
}
