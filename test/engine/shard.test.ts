// The sharding invariant (docs/design.md §11): merged over any sharding, the report is
// byte-identical to the single-process report on the same inputs and seed. Shards here
// cut by blocks of a few lines so these small files really are split (the default block
// is 256 lines); states go through their JSON text as they would through an artifact.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import {
  buildShardState,
  mergeStates,
  parseState,
  stateJson,
  type ShardState,
} from "../../src/engine/shard.js";

const dir = mkdtempSync(join(tmpdir(), "hg-shard-"));
const EX = "fixtures/example";

async function states(raw: Record<string, string>, count: number, block: number) {
  const cfg = parseConfig(raw);
  const out: ShardState[] = [];
  for (let index = 0; index < count; index++) {
    const s = await buildShardState(cfg, { index, count, block });
    out.push(parseState(stateJson(s), `shard-${index}.json`));
  }
  return out;
}

/** The states in an order the seed picks: merge must not care which arrives first. */
function shuffled<T>(xs: T[], seed: number): T[] {
  const out = [...xs];
  let x = seed | 1;
  for (let i = out.length - 1; i > 0; i--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function merged(raw: Record<string, string>, count: number, block: number, seed: number) {
  return reportJson(await mergeStates(shuffled(await states(raw, count, block), seed)));
}

const whole = async (raw: Record<string, string>) =>
  reportJson(await buildReport(parseConfig(raw)));

/** A pairs file with rows of every kind of trouble, gzipped in two members. */
function hostilePairs(): string {
  const good = readFileSync(`${EX}/pairs.jsonl`, "utf8").trimEnd().split("\n");
  const rows = [
    ...good,
    "{not json",
    JSON.stringify({ prompt: "p", chosen: "c" }),
    "",
    JSON.stringify({ prompt: [1], chosen: "c", rejected: "r" }),
    ...good.slice(0, 3),
    JSON.stringify({ messages: [{ role: "user", content: "hi" }] }),
    ...good.map((l) => l.replace('"chosen"', '"chosen" ').replace(/.$/, ', "extra": 1}')),
  ];
  const half = Math.floor(rows.length / 2);
  const a = gzipSync(rows.slice(0, half).join("\n") + "\n");
  const b = gzipSync(rows.slice(half).join("\n") + "\n");
  const path = join(dir, "hostile.jsonl.gz");
  writeFileSync(path, Buffer.concat([a, b]));
  return path;
}

const WORLDS: Record<string, () => Record<string, string>> = {
  example: () => ({
    heldout: `${EX}/heldout.jsonl`,
    baseline: `${EX}/before.jsonl`,
    candidate: `${EX}/after.jsonl`,
    pairs: `${EX}/pairs.jsonl`,
    sft: `${EX}/sft.jsonl`,
    "graded-by": "program",
    "must-not-regress": "marker:refund_only_when_allowed",
  }),
  "hostile pairs in a two-member gzip": () => ({
    heldout: `${EX}/heldout.jsonl`,
    pairs: hostilePairs(),
  }),
  "a side of several files, a regrade, and a trainer config": () => ({
    heldout: `${EX}/heldout.jsonl`,
    baseline: `${EX}/before.jsonl\n${EX}/before.jsonl`,
    candidate: `${EX}/after.jsonl`,
    "baseline-regraded": `${EX}/before.jsonl`,
    pairs: "fixtures/train/pairs.jsonl",
    "train-config": "fixtures/train/configs/clean.yaml",
    "graded-by": "program",
  }),
  "broken rows": () => ({
    heldout: `${EX}/heldout.jsonl`,
    pairs: "fixtures/broken/mixed-shapes.jsonl",
    sft: "fixtures/broken/malformed-json.jsonl",
    baseline: "fixtures/broken/reward-out-of-range.jsonl",
    candidate: `${EX}/after.jsonl`,
    "graded-by": "program",
  }),
};

describe("a sharded run merges into the single-process report", () => {
  for (const [name, make] of Object.entries(WORLDS)) {
    it(`${name}: any shard count and block size, states merged in any order`, async () => {
      const raw = make();
      const want = await whole(raw);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 6 }),
          fc.integer({ min: 1, max: 9 }),
          fc.nat(),
          async (count, block, seed) => {
            expect(await merged(raw, count, block, seed)).toBe(want);
          },
        ),
        { numRuns: 12, seed: 7 },
      );
    });
  }
});
