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
import { exampleInputs } from "../../src/cli.js";
import { parseConfig } from "../../src/config.js";
import { freezeTasks, heldoutJsonl } from "../../src/io/freeze.js";
import { drawIndex, makeRng } from "../../src/stats/rng.js";
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
  const rng = makeRng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = drawIndex(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The merging job's own settings: the shards' inputs in mode merge, with its shard count. */
const own = (raw: Record<string, string>, count: number) =>
  parseConfig({ ...raw, mode: "merge", "shard-count": String(count) });

async function merged(raw: Record<string, string>, count: number, block: number, seed: number) {
  const got = await mergeStates(shuffled(await states(raw, count, block), seed), own(raw, count));
  return reportJson(got);
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

const PF = "fixtures/formats/promptfoo";
const OPTS = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1e6 };

/** A held-out test written from a tool's log, as freeze writes it. */

const INSPECT =
  "fixtures/formats/inspect/2025-02-11T15-17-00-05-00_popularity_dPiJifoWeEQBrfWsAopzWr.eval";
const INSPECT_2 =
  "fixtures/formats/inspect/2025-02-11T15-18-04-05-00_popularity_mj7khqpMM4GBCfVQozKgzB.eval";

async function frozenFrom(src: string, name: string): Promise<string> {
  const f = await freezeTasks([src], OPTS);
  const path = join(dir, name);
  writeFileSync(path, heldoutJsonl(f.tasks));
  return path;
}

const WORLDS: Record<string, () => Record<string, string> | Promise<Record<string, string>>> = {
  "Inspect zips and a pair file as one JSON array": async () => {
    const arr = join(dir, "pairs-array.json");
    const rows = readFileSync(`${EX}/pairs.jsonl`, "utf8").trimEnd().split("\n");
    writeFileSync(arr, `[\n${rows.join(",\n")}\n]\n`);
    return {
      heldout: await frozenFrom(INSPECT, "inspect-heldout.jsonl"),
      baseline: INSPECT,
      candidate: INSPECT_2,
      pairs: arr,
      "graded-by": "program",
      "allow-partial": "true",
    };
  },
  "another tool's logs, read whole by shard 0": async () => ({
    heldout: await frozenFrom(`${PF}/baseline_output.jsonl`, "promptfoo-heldout.jsonl"),
    baseline: `${PF}/baseline_output.jsonl`,
    candidate: `${PF}/candidate_output.jsonl`,
    "graded-by": "program",
    "allow-partial": "true",
  }),
  example: () => exampleInputs(EX),
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
      const raw = await make();
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

describe("merge refuses what is not one run's shards, each once", () => {
  const raw = WORLDS.example!() as Record<string, string>;

  it("a missing shard, a shard given twice, and shards of different counts", async () => {
    const three = await states(raw, 3, 4);
    const cfg = own(raw, 3);
    await expect(mergeStates([three[0]!, three[2]!], cfg)).rejects.toThrow(
      /shard 1 of 3 is missing/,
    );
    await expect(mergeStates([three[0]!, three[1]!, three[1]!, three[2]!], cfg)).rejects.toThrow(
      /shard 1 of 3 is given twice/,
    );
    const two = await states(raw, 2, 4);
    await expect(mergeStates([three[0]!, two[1]!, three[2]!], cfg)).rejects.toThrow(
      /share one count/,
    );
  });

  it("a shard of other settings, or one that read other data", async () => {
    const a = await states(raw, 2, 4);
    const seeded = await states({ ...raw, seed: "9" }, 2, 4);
    const cfg = own(raw, 2);
    await expect(mergeStates([a[0]!, seeded[1]!], cfg)).rejects.toThrow(
      /state 2 \(shard 1 of 2\) was run with other settings than this merge job: seed is 9 in the state and 0 here/,
    );
    const other = join(dir, "after-edited.jsonl");
    writeFileSync(
      other,
      readFileSync(`${EX}/after.jsonl`, "utf8").replace('"reward":1', '"reward":0'),
    );
    const edited = await states({ ...raw, candidate: other }, 2, 4);
    // Same settings but the candidate path: another run. Same path, other bytes: caught by digest.
    await expect(mergeStates([a[0]!, edited[1]!], cfg)).rejects.toThrow(
      /other settings than this merge job: candidate is/,
    );
    const copy = join(dir, "after.jsonl");
    writeFileSync(copy, readFileSync(`${EX}/after.jsonl`));
    const first = await states({ ...raw, candidate: copy }, 2, 4);
    writeFileSync(copy, readFileSync(other));
    const second = await states({ ...raw, candidate: copy }, 2, 4);
    const copied = own({ ...raw, candidate: copy }, 2);
    await expect(mergeStates([first[0]!, second[1]!], copied)).rejects.toThrow(
      /read different files/,
    );
  });

  it("a state holds the run's settings but never the job's token", async () => {
    const cfg = parseConfig({ ...raw, "github-token": "ghs_not_for_artifacts" });
    const text = stateJson(await buildShardState(cfg, { index: 0, count: 2 }));
    expect(text).not.toContain("ghs_not_for_artifacts");
    expect(parseState(text, "s.json").config.heldout).toBe(raw.heldout);
  });

  it("a state edited after it was written, or not a state at all", async () => {
    const [s0] = await states(raw, 1, 4);
    const text = stateJson(s0!);
    expect(() => parseState("{", "s.json")).toThrow(/s\.json: not a shard state/);
    expect(() => parseState(text.replace('"seed":0', '"seed":1'), "s.json")).toThrow(
      /do not match its run key/,
    );
    expect(() =>
      parseState(text.replace('"state_version":2', '"state_version":1'), "s.json"),
    ).toThrow(/version 1/);
    const bad = JSON.parse(text) as { training: { pairs: { gates: { kind: string } } } };
    bad.training.pairs.gates.kind = "sft";
    await expect(
      mergeStates([parseState(JSON.stringify(bad), "s.json")], own(raw, 1)),
    ).rejects.toThrow(/shard 0: training\.pairs\.gates/);
  });
});
