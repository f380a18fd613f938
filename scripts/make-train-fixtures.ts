// `npx tsx scripts/make-train-fixtures.ts`: writes fixtures/train/, the data the trainer
// checks are tested on: a tiny byte-level BPE tokenizer.json trained here, pairs of known
// token lengths, and two pair sets whose rejected sides were picked by different rules
// (group minimum vs μ−2σ). Deterministic: same script, same bytes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import seedrandom from "seedrandom";

const out = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "fixtures", "train");
mkdirSync(out, { recursive: true });
const write = (name: string, text: string) => {
  writeFileSync(join(out, name), text);
  console.log(`wrote fixtures/train/${name} (${Buffer.byteLength(text)} bytes)`);
};
const rng = seedrandom("heldout-gate train fixtures");

// ---- texts ----
const WORDS = (
  "the agent must look up the order before it refunds anything and it reads the policy " +
  "first then calls the tool with the order id and checks the answer the customer gets " +
  "a short reply that says what was done refund status parcel shoes machine cracked " +
  "print return value function test file fix bug list sum total json action args path"
).split(" ");
const sentence = (n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(rng() * WORDS.length)]).join(" ") + ".";
const para = (sentences: number) =>
  Array.from({ length: sentences }, () => sentence(6 + Math.floor(rng() * 8))).join(" ");

// ---- a byte-level BPE tokenizer trained on the fixture's own words ----
/** GPT-2's byte -> printable character table. */
function byteChars(): string[] {
  const bs: number[] = [];
  for (let b = 33; b <= 126; b++) bs.push(b);
  for (let b = 161; b <= 172; b++) bs.push(b);
  for (let b = 174; b <= 255; b++) bs.push(b);
  const cs = bs.slice();
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n++);
    }
  }
  const table: string[] = new Array(256);
  bs.forEach((b, i) => (table[b] = String.fromCharCode(cs[i])));
  return table;
}
const BYTE = byteChars();
const PRETOKEN = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;

function trainBpe(corpus: string, merges: number) {
  const counts = new Map<string, number>();
  for (const w of corpus.match(PRETOKEN) ?? []) {
    const mapped = [...Buffer.from(w, "utf8")].map((b) => BYTE[b]).join("\u0000");
    counts.set(mapped, (counts.get(mapped) ?? 0) + 1);
  }
  let words = [...counts].map(([w, c]) => ({ sym: w.split("\u0000"), c }));
  const vocab = new Map<string, number>();
  for (const ch of BYTE) vocab.set(ch, vocab.size);
  const rules: [string, string][] = [];
  for (let m = 0; m < merges; m++) {
    const pairs = new Map<string, number>();
    for (const { sym, c } of words) {
      for (let i = 0; i + 1 < sym.length; i++) {
        const k = sym[i] + "\u0000" + sym[i + 1];
        pairs.set(k, (pairs.get(k) ?? 0) + c);
      }
    }
    let best = "";
    let bestN = 1;
    for (const [k, n] of [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      if (n > bestN) {
        best = k;
        bestN = n;
      }
    }
    if (best === "") break;
    const [a, b] = best.split("\u0000") as [string, string];
    rules.push([a, b]);
    vocab.set(a + b, vocab.size);
    words = words.map(({ sym, c }) => {
      const next: string[] = [];
      for (let i = 0; i < sym.length; i++) {
        if (i + 1 < sym.length && sym[i] === a && sym[i + 1] === b) {
          next.push(a + b);
          i++;
        } else next.push(sym[i]);
      }
      return { sym: next, c };
    });
  }
  return {
    version: "1.0",
    truncation: null,
    padding: null,
    added_tokens: [],
    normalizer: null,
    pre_tokenizer: {
      type: "ByteLevel",
      add_prefix_space: false,
      trim_offsets: true,
      use_regex: true,
    },
    post_processor: null,
    decoder: { type: "ByteLevel", add_prefix_space: true, trim_offsets: true, use_regex: true },
    model: {
      type: "BPE",
      dropout: null,
      unk_token: null,
      continuing_subword_prefix: null,
      end_of_word_suffix: null,
      fuse_unk: false,
      byte_fallback: false,
      ignore_merges: false,
      vocab: Object.fromEntries(vocab),
      merges: rules,
    },
  };
}

const corpus = Array.from({ length: 60 }, () => para(5)).join("\n");
write("tokenizer.json", JSON.stringify(trainBpe(corpus, 300)) + "\n");

// ---- pairs of known lengths: some long prompts, some replies that differ only at the end ----
const pairs: string[] = [];
for (let i = 0; i < 40; i++) {
  const prompt = `Ticket ${i}. ` + para(1 + (i % 5) * 3);
  const shared = para(1 + (i % 4) * 2);
  const lateDiff = i % 3 === 0; // the sides agree for a long stretch, then differ
  const chosen = lateDiff ? `${shared} I looked up order ${i} first.` : `Order ${i}: ${para(2)}`;
  const rejected = lateDiff
    ? `${shared} I refunded order ${i} at once.`
    : `Refund ${i}: ${para(1 + (i % 3))}`;
  pairs.push(JSON.stringify({ prompt, chosen, rejected }));
}
write("pairs.jsonl", pairs.join("\n") + "\n");

// ---- rejected sides picked by rule ----
function meanSd(xs: number[]): [number, number] {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
  return [m, Math.sqrt(v)];
}
/** The guidance's rule: the sample closest to μ−2σ (Python's statistics.stdev, n−1). */
function closestToMuMinus2Sigma(xs: number[]): number {
  const [m, s] = meanSd(xs);
  const t = m - 2 * s;
  return xs.reduce((best, x) => (Math.abs(x - t) < Math.abs(best - t) ? x : best), xs[0]);
}
const round3 = (x: number) => Math.round(x * 1000) / 1000;
function group(): number[] {
  // 48 graded rollouts of one task (a GRPO-sized group), rewards roughly normal around a
  // task-level mean. Groups this large are where μ−2σ and the minimum part ways: in groups
  // of 4–16 the minimum usually is the sample nearest μ−2σ.
  const mu = 0.4 + 0.2 * rng();
  const normal = () => (rng() + rng() + rng() + rng() - 2) * Math.sqrt(3);
  return Array.from({ length: 48 }, () => round3(Math.min(1, Math.max(0, mu + 0.12 * normal()))));
}
const groups = Array.from({ length: 40 }, group);
for (const [name, pick] of [
  ["rejects-min.jsonl", (xs: number[]) => Math.min(...xs)],
  ["rejects-mu2sigma.jsonl", closestToMuMinus2Sigma],
] as const) {
  const rows = groups.map((g, i) => {
    const c = Math.max(...g);
    const r = pick(g);
    return JSON.stringify({
      prompt: `Task ${i}: ${sentence(8)}`,
      chosen: `Best attempt ${i}: ${sentence(10)}`,
      rejected: `Rejected attempt ${i}: ${sentence(10)}`,
      chosen_score: c,
      rejected_score: r,
      margin: round3(c - r),
      group_rewards: g,
    });
  });
  write(name, rows.join("\n") + "\n");
}

// ---- graded scores, every margin the same: best vs worst after rescaling each group ----
const rescaled = groups.map((g, i) =>
  JSON.stringify({
    prompt: `Task ${i}: ${sentence(8)}`,
    chosen: `Best attempt ${i}: ${sentence(10)}`,
    rejected: `Worst attempt ${i}: ${sentence(10)}`,
    chosen_score: 1,
    rejected_score: 0,
    margin: 1,
    group_rewards: g.map((x) => round3((x - Math.min(...g)) / (Math.max(...g) - Math.min(...g)))),
  }),
);
write("margins-rescaled.jsonl", rescaled.join("\n") + "\n");
