// Sharded runs: a shard's gates saved as JSON, restored into fresh gates and merged in
// shard order give byte for byte the data check of one pass over the whole file. Rows
// are dealt to shards arbitrarily (empty shards too) or in interleaved blocks of lines.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HeldoutIndex,
  createPairGates,
  createSftGates,
  type PairGates,
  type PairTrainCheck,
  type SftGates,
} from "../../src/gates/index.js";
import { UnpairedGates } from "../../src/gates/unpaired.js";
import { estimateCounter } from "../../src/gates/token-counter.js";
import { parseTrainConfig } from "../../src/io/train-config.js";
import type { CanonicalPair, SftRow, UnpairedRow } from "../../src/io/canonical.js";
import { drawnPairs, settings } from "../gates/helpers.js";
import { syntheticHeldout } from "../gates/planted.js";
import { dealArb, dealt, viaJson, type Deal } from "./split.js";

const HELD = syntheticHeldout(20, "state");
const S = settings({
  contaminationFields: ["prompt", "completion"],
  minMargin: 0.5,
  lengthFailShare: 0.9,
});
const INDEX = new HeldoutIndex(HELD, S.ngram);
const TRAIN: PairTrainCheck = {
  config: parseTrainConfig("max_length: 24\nmax_prompt_length: 8\n", "train.yaml").config,
  counter: estimateCounter(),
  cutShare: 0.1,
};

const TEXTS = [
  "Sure, here it is.",
  "I'm sorry, I can't help with that.",
  "It depends on the details, but usually yes.",
  "Great question! The answer is four.",
  "You're absolutely right, it is blue.",
  "The first step is to open the box and then we ".repeat(6),
  "",
  "No.",
  // Past the histogram's exact range, so its outer bins take part.
  "long ".repeat(14_000),
  HELD[3]!.prompt,
  HELD[7]!.answer as string,
  `Some context first. ${HELD[11]!.prompt} And more after it.`,
];

// μ−2σ picks 0.44 and the minimum is 0, so the rejection gate has evidence to count.
const GROUP = [...Array<number>(40).fill(0.6), 0.45, 0.44, 0];

const arbPair = fc.record({
  prompt: fc.constantFrom(
    "What now?",
    "Tell me a story.",
    HELD[2]!.prompt,
    "Explain it.",
    // A bare task id, so serve_skew has a finding without served contexts.
    "Task: config_repair_001",
  ),
  chosen: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(TEXTS[2]!, TEXTS[3]!) },
    { weight: 2, arbitrary: fc.constantFrom(...TEXTS) },
  ),
  rejected: fc.constantFrom(...TEXTS),
  task: fc.option(fc.constantFrom("task-0005", "other-1"), { nil: undefined }),
  // Graded scores whose float sums depend on their order: the correlation must not.
  scores: fc.option(fc.constantFrom([1, 0], [0.7, 0.1], [0.3, 0.2], [0.9, 0.3]), {
    nil: undefined,
  }),
  models: fc.option(fc.constantFrom(["a", "a"], ["a", "b"]), { nil: undefined }),
  lineage: fc.boolean(),
  finish: fc.option(fc.constantFrom("stop", "length"), { nil: undefined }),
  shape: fc.constantFrom("trl-standard" as const, "transcript" as const),
  rejectedFromGroup: fc.option(fc.constantFrom(0, 0.44), { nil: undefined }),
});

type Raw = typeof arbPair extends fc.Arbitrary<infer T> ? T : never;

const pairs = (raws: Raw[]): CanonicalPair[] => drawnPairs(raws, GROUP);

interface Gates<R> {
  add(row: R): unknown;
  merge(o: this): void;
  result(): unknown;
  saveState(): unknown;
  loadState(state: unknown, at: string): void;
}

/** One pass over every row, and the same rows through saved, restored and merged shards. */
function wholeAndSharded<R, G extends Gates<R>>(
  make: () => G,
  rows: readonly R[],
  deal: Deal,
): [string, string] {
  const whole = make();
  for (const r of rows) whole.add(r);
  const restored = dealt(rows, deal).map((part, k) => {
    const shard = make();
    for (const r of part) shard.add(r);
    const back = make();
    back.loadState(viaJson(shard.saveState()), `shard${k}`);
    return back;
  });
  const into = restored[0]!;
  for (const g of restored.slice(1)) into.merge(g);
  // A merged accumulator saves and loads like any other.
  const again = make();
  again.loadState(viaJson(into.saveState()), "merged");
  const out = JSON.stringify(again.result());
  expect(JSON.stringify(into.result())).toBe(out);
  return [JSON.stringify(whole.result()), out];
}

const rowsAndDeal = <T>(rows: fc.Arbitrary<T[]>) =>
  rows.chain((xs) => dealArb(xs.length).map((deal) => ({ xs, deal })));

describe("pair gates restored from shard states", () => {
  it("merge in shard order to the single-pass data check, byte for byte", () => {
    fc.assert(
      fc.property(
        rowsAndDeal(fc.array(arbPair, { minLength: 0, maxLength: 50 })),
        ({ xs, deal }) => {
          const [whole, sharded] = wholeAndSharded(
            () => createPairGates(S, INDEX, "p.jsonl") as PairGates & Gates<CanonicalPair>,
            pairs(xs),
            deal,
          );
          expect(sharded).toBe(whole);
        },
      ),
      { numRuns: 80, seed: 31 },
    );
  });

  it("with a trainer config, the token-length gate and config lint too", () => {
    fc.assert(
      fc.property(
        rowsAndDeal(fc.array(arbPair, { minLength: 1, maxLength: 40 })),
        ({ xs, deal }) => {
          const [whole, sharded] = wholeAndSharded(
            () => createPairGates(S, INDEX, "p.jsonl", TRAIN) as PairGates & Gates<CanonicalPair>,
            pairs(xs),
            deal,
          );
          expect(sharded).toBe(whole);
          expect(whole).toContain('"name":"token_length"');
        },
      ),
      { numRuns: 40, seed: 32 },
    );
  });

  it("the generated rows exercise every gate's findings and a graded correlation", () => {
    const raws = fc.sample(fc.array(arbPair, { minLength: 50, maxLength: 50 }), {
      numRuns: 1,
      seed: 5,
    })[0]!;
    const g = createPairGates(S, INDEX, "p.jsonl", TRAIN);
    for (const p of pairs(raws)) g.add(p);
    const r = g.result();
    // Style findings show only for a flagged family; its kept lists are in the state anyway.
    for (const x of r.gates.filter((x) => !["length", "style", "train_config"].includes(x.name))) {
      expect(x.findings.length, x.name).toBeGreaterThan(0);
    }
    const style = (g.saveState() as { style: { teaching: { items: unknown[] }[] } }).style;
    expect(style.teaching.some((t) => t.items.length > 0)).toBe(true);
    const text = JSON.stringify(r);
    expect(/"reward_corr":-?0\.\d+/.test(text)).toBe(true);
    // Deltas past the exact range reach the outer bins.
    expect(/"min":-69\d{3},/.test(text) && /"max":69\d{3},/.test(text)).toBe(true);
  });
});

const arbSft = fc.record({
  prompt: fc.constantFrom("Hi.", HELD[4]!.prompt, "Go on."),
  completion: fc.constantFrom(...TEXTS),
  finish: fc.option(fc.constantFrom("stop", "length"), { nil: undefined }),
  task: fc.option(fc.constantFrom("task-0002", "x"), { nil: undefined }),
  label: fc.boolean(),
});

function sftRows(raws: (typeof arbSft extends fc.Arbitrary<infer T> ? T : never)[]) {
  return raws.map((r, i): UnpairedRow => ({
    line: i + 1,
    prompt: r.prompt,
    completion: r.completion,
    messages: [],
    finish_reason: r.finish,
    task_id: r.task,
    label: r.label,
  }));
}

describe("SFT and unpaired gates restored from shard states", () => {
  it("SFT gates merge to the single pass", () => {
    fc.assert(
      fc.property(rowsAndDeal(fc.array(arbSft, { maxLength: 40 })), ({ xs, deal }) => {
        const [whole, sharded] = wholeAndSharded(
          () => createSftGates(S, INDEX, "s.jsonl") as SftGates & Gates<SftRow>,
          sftRows(xs),
          deal,
        );
        expect(sharded).toBe(whole);
      }),
      { numRuns: 60, seed: 33 },
    );
  });

  it("unpaired gates merge to the single pass", () => {
    fc.assert(
      fc.property(rowsAndDeal(fc.array(arbSft, { maxLength: 40 })), ({ xs, deal }) => {
        const [whole, sharded] = wholeAndSharded(
          () => new UnpairedGates(S, INDEX, "u.jsonl"),
          sftRows(xs),
          deal,
        );
        expect(sharded).toBe(whole);
      }),
      { numRuns: 60, seed: 34 },
    );
  });
});
