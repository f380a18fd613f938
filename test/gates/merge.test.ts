// Property tests: a data check depends only on the set of rows, not on their
// order or on how the file was split into shards and merged.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HeldoutIndex, createPairGates, createSftGates } from "../../src/gates/index.js";
import type { CanonicalPair, SftRow } from "../../src/io/canonical.js";
import { drawnPairs, settings } from "./helpers.js";
import { syntheticHeldout } from "./planted.js";
import { ServedProfile } from "../../src/gates/serve-skew.js";

const HELD = syntheticHeldout(20, "merge");
const S = settings({
  contaminationFields: ["prompt", "completion"],
  minMargin: 0.5,
  lengthFailShare: 0.9,
});
const INDEX = new HeldoutIndex(HELD, S.ngram);

const TEXTS = [
  "Sure, here it is.",
  "I'm sorry, I can't help with that.",
  "It depends on the details, but usually yes.",
  "Great question! The answer is four.",
  "You're absolutely right, it is blue.",
  "The first step is to open the box and then we ".repeat(6),
  "",
  "No.",
  HELD[3].prompt,
  HELD[7].answer as string,
  `Some context first. ${HELD[11].prompt} And more after it.`,
  "Thought: open it.\nObservation: the box is open.",
];

// A group of 43 graded rollouts where μ−2σ picks 0.44 and the minimum is 0; the rejected
// side is one or the other, so the rejection gate has evidence to count.
const GROUP = [...Array<number>(40).fill(0.6), 0.45, 0.44, 0];

const arbPair = fc.record({
  prompt: fc.constantFrom(
    "What now?",
    "Tell me a story.",
    HELD[2].prompt,
    "Explain it.",
    "Task: task-0005",
  ),
  // Chosen leans toward hedging and boilerplate so the style flag (and its findings) takes part.
  chosen: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(TEXTS[2], TEXTS[3]) },
    { weight: 2, arbitrary: fc.constantFrom(...TEXTS) },
  ),
  rejected: fc.constantFrom(...TEXTS),
  task: fc.option(fc.constantFrom("task-0005", "other-1"), { nil: undefined }),
  scores: fc.option(fc.constantFrom([1, 0], [1, 0.5], [0.5, 0.25]), { nil: undefined }),
  models: fc.option(fc.constantFrom(["a", "a"], ["a", "b"]), { nil: undefined }),
  lineage: fc.boolean(),
  finish: fc.option(fc.constantFrom("stop", "length"), { nil: undefined }),
  rejectedFromGroup: fc.option(fc.constantFrom(0, 0.44), { nil: undefined }),
});

type Raw = typeof arbPair extends fc.Arbitrary<infer T> ? T : never;

const build = (raws: Raw[]): CanonicalPair[] => drawnPairs(raws, GROUP);

// Served contexts with a system prompt and history, so the serve-skew checks take part.
const SERVED = new ServedProfile("served-prompts");
[
  [
    { role: "system", content: "You help." },
    { role: "user", content: "What now?".repeat(20) },
  ],
  [
    { role: "system", content: "You help." },
    { role: "user", content: "Explain it." },
    { role: "assistant", content: "First part." },
    { role: "user", content: "Go on." },
  ],
].forEach((m, i) => SERVED.addContext(m, [], "served.jsonl", i + 1));

function run(pairs: CanonicalPair[]): string {
  const g = createPairGates(S, INDEX, "p.jsonl");
  for (const p of pairs) g.add(p);
  return JSON.stringify(g.result(SERVED));
}

function runSplit(pairs: CanonicalPair[], cut: number, reverseMerge: boolean): string {
  const a = createPairGates(S, INDEX, "p.jsonl");
  const b = createPairGates(S, INDEX, "p.jsonl");
  pairs.slice(0, cut).forEach((p) => a.add(p));
  pairs.slice(cut).forEach((p) => b.add(p));
  if (reverseMerge) {
    b.merge(a);
    return JSON.stringify(b.result(SERVED));
  }
  a.merge(b);
  return JSON.stringify(a.result(SERVED));
}

describe("pair gates are order-free and mergeable", () => {
  it("shuffling rows does not change the result", () => {
    fc.assert(
      fc.property(
        fc.array(arbPair, { minLength: 1, maxLength: 60 }),
        fc.integer(),
        (raws, seed) => {
          const pairs = build(raws);
          const shuffled = fc.sample(fc.shuffledSubarray(pairs, { minLength: pairs.length }), {
            numRuns: 1,
            seed,
          })[0];
          expect(run(shuffled)).toBe(run(pairs));
        },
      ),
      { numRuns: 120, seed: 11 },
    );
  });

  it("splitting in two and merging equals the whole, in either merge order", () => {
    fc.assert(
      fc.property(
        fc.array(arbPair, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.boolean(),
        (raws, k, rev) => {
          const pairs = build(raws);
          const cut = k % (pairs.length + 1);
          expect(runSplit(pairs, cut, rev)).toBe(run(pairs));
        },
      ),
      { numRuns: 120, seed: 12 },
    );
  });

  it("the generated rows exercise every gate", () => {
    const raws = fc.sample(fc.array(arbPair, { minLength: 60, maxLength: 60 }), {
      numRuns: 1,
      seed: 3,
    })[0];
    const r = JSON.parse(run(build(raws))) as { gates: { name: string; findings: unknown[] }[] };
    for (const g of r.gates.filter((x) => x.name !== "length"))
      expect(g.findings.length, g.name).toBeGreaterThan(0);
  });
});

describe("SFT gates are order-free and mergeable", () => {
  it("split, shuffled and merged equals the whole", () => {
    const arbRow = fc.record({
      prompt: fc.constantFrom("Hi.", HELD[4].prompt, "Go on."),
      completion: fc.constantFrom(...TEXTS),
      finish: fc.option(fc.constantFrom("stop", "length"), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(arbRow, { minLength: 1, maxLength: 40 }), fc.nat(), (raws, k) => {
        const rows: SftRow[] = raws.map((r, i) => ({
          line: i + 1,
          prompt: r.prompt,
          completion: r.completion,
          messages: [],
          finish_reason: r.finish,
        }));
        const whole = createSftGates(S, INDEX, "s.jsonl");
        rows.forEach((r) => whole.add(r));
        const cut = k % (rows.length + 1);
        const a = createSftGates(S, INDEX, "s.jsonl");
        const b = createSftGates(S, INDEX, "s.jsonl");
        rows
          .slice(cut)
          .reverse()
          .forEach((r) => a.add(r));
        rows.slice(0, cut).forEach((r) => b.add(r));
        a.merge(b);
        expect(JSON.stringify(a.result(SERVED))).toBe(JSON.stringify(whole.result(SERVED)));
      }),
      { numRuns: 80, seed: 13 },
    );
  });
});

describe("bounded finding lists merge like the whole", () => {
  it("keeps the same first findings by line whatever the split and order", async () => {
    const { FindingList } = await import("../../src/gates/findings.js");
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 80 }),
        fc.nat(),
        (lines, k) => {
          const mk = (l: number) => ({
            file: "f",
            line: l,
            level: "failure" as const,
            message: `m${l % 3}`,
          });
          const whole = new FindingList(5);
          [...lines].sort((x, y) => x - y).forEach((l) => whole.push(mk(l)));
          const cut = k % (lines.length + 1);
          const a = new FindingList(5);
          const b = new FindingList(5);
          lines.slice(0, cut).forEach((l) => a.push(mk(l)));
          lines.slice(cut).forEach((l) => b.push(mk(l)));
          b.merge(a);
          expect(b.result()).toEqual(whole.result());
          expect(b.total).toBe(lines.length);
        },
      ),
      { numRuns: 200, seed: 14 },
    );
  });
});
