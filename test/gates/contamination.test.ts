import { describe, expect, it } from "vitest";
import fc from "fast-check";
import seedrandom from "seedrandom";
import { HeldoutIndex, createPairGates } from "../../src/gates/index.js";
import type { CanonicalPair } from "../../src/io/canonical.js";
import { gateOf, pair, settings, task } from "./helpers.js";
import {
  COMMON_OPENER,
  changeWord,
  conversation,
  recase,
  sentence,
  syntheticHeldout,
} from "./planted.js";

const HELD = syntheticHeldout(200);
const S = settings();
const INDEX = new HeldoutIndex(HELD, S.ngram);

function contamination(pairs: CanonicalPair[], s = S, index: HeldoutIndex = INDEX) {
  const g = createPairGates(s, index, "pairs.jsonl");
  for (const p of pairs) g.add(p);
  return gateOf(g.result().gates, "contamination");
}

function fillerPairs(n: number, seed: string): CanonicalPair[] {
  const rng = seedrandom.alea(seed);
  return Array.from({ length: n }, (_, i) =>
    pair(i + 1, {
      prompt: `${COMMON_OPENER}: ${sentence(rng, 30)}\n${conversation(rng, 3)}`,
      chosen: sentence(rng, 20),
      rejected: sentence(rng, 18),
    }),
  );
}

describe("held-out index", () => {
  it("indexes distinct texts once and counts n-grams", () => {
    const dup = [
      task(1, "a", "one two three four five six seven eight nine"),
      task(2, "b", "One two three four five six seven eight nine!"),
    ];
    const ix = new HeldoutIndex(dup, 8);
    expect(ix.texts).toBe(1);
    expect(ix.entries).toBe(2);
    expect(ix.textTask[0]).toBe("a");
    expect(INDEX.tasks).toBe(200);
    expect(INDEX.texts).toBe(400);
  });
});

describe("planted contamination", () => {
  const rng = seedrandom.alea("plant");
  const base = fillerPairs(60, "filler");
  const t = (i: number) => HELD[i];
  const at = (line: number, prompt: string, over: Partial<CanonicalPair> = {}) => {
    base[line - 1] = pair(line, { ...base[line - 1], prompt, ...over });
  };
  at(3, t(5).prompt); // verbatim
  at(9, recase(t(17).prompt)); // case and punctuation
  at(14, changeWord(t(33).prompt, 25)); // one word changed
  at(22, `${conversation(rng, 12)}\nUser: ${t(41).prompt}\n${conversation(rng, 6)}`); // buried
  at(
    30,
    `${conversation(rng, 10)}\nUser: ${changeWord(recase(t(77).prompt), 30)}\n${conversation(rng, 4)}`,
  );
  at(41, "an unrelated question", { task_id: t(99).task_id }); // same task id
  at(50, "Could you help? " + t(120).answer, {}); // a test answer inside a short prompt

  it("catches every planted item at its line with its task, and nothing else", () => {
    const r = contamination(base);
    expect(r.status).toBe("fail");
    const got = r.findings.map((f) => [f.line, f.detail?.task, f.detail?.rule]);
    expect(got).toEqual([
      [3, t(5).task_id, "exact"],
      [9, t(17).task_id, "exact"],
      [14, t(33).task_id, "ngram"],
      [22, t(41).task_id, "ngram"],
      [30, t(77).task_id, "ngram"],
      [41, t(99).task_id, "same_task"],
      [50, t(120).task_id, "ngram"],
    ]);
    // The quote is the first matching run of words, as written in the pair.
    expect(r.findings[2].detail?.match).toBe("please read the question below and answer it");
    expect(r.findings[1].detail?.match).toMatch(/^PLEASE read, "the" QUESTION below,/);
    const buried = r.findings[3].detail as Record<string, number>;
    expect(buried.coverage).toBeLessThan(0.5);
    expect(buried.test_coverage).toBe(1);
    expect(r.figures.n_contaminated).toBe(7);
    expect(r.figures.n_exact).toBe(2);
    expect(r.figures.n_near).toBe(4);
    expect(r.figures.n_same_task).toBe(1);
  });

  it("leaves unrelated pairs sharing the common opener alone", () => {
    const r = contamination(fillerPairs(300, "other"));
    expect(r.status).toBe("pass");
    expect(r.findings).toEqual([]);
  });

  it("checks completions only when asked", () => {
    const leak = [pair(1, { chosen: `Sure. ${t(7).answer}` })];
    expect(contamination(leak).status).toBe("pass");
    const both = settings({ contaminationFields: ["prompt", "completion"] });
    const r = contamination(leak, both, new HeldoutIndex(HELD, 8));
    expect(r.findings[0]).toMatchObject({
      line: 1,
      detail: { field: "chosen", task: t(7).task_id, test_text: "answer" },
    });
  });

  it("a phrase shorter than the overlap share of a test item is not a hit", () => {
    const item = t(3).prompt.split(" ");
    // 12 of the item's 40+ words, inside an unrelated prompt.
    const p = pair(1, {
      prompt: `${sentence(seedrandom.alea("x"), 40)} ${item.slice(10, 22).join(" ")}`,
    });
    expect(contamination([p]).status).toBe("pass");
  });

  it("respects the n-gram size and overlap settings", () => {
    const s = settings({ ngram: 5, overlap: 0.5 });
    const ix = new HeldoutIndex(HELD, 5);
    const half = t(9).prompt.split(" ");
    const filler = sentence(seedrandom.alea("y"), 60);
    const p = pair(1, {
      prompt: `${filler} ${half.slice(0, Math.ceil(half.length * 0.6)).join(" ")}`,
    });
    expect(contamination([p], s, ix).findings[0]?.detail?.task).toBe(t(9).task_id);
    expect(contamination([p]).status).toBe("pass");
  });
});

describe("planted contamination, property", () => {
  it("an item copied, recased, with one word changed, or buried is always caught at its line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: HELD.length - 1 }),
        fc.constantFrom("copy", "recase", "word", "buried", "buried-word"),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 20 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        (i, how, k, line, seed) => {
          const rng = seedrandom.alea(seed);
          const item = HELD[i].prompt;
          const edited =
            how === "copy"
              ? item
              : how === "recase"
                ? recase(item)
                : how === "word"
                  ? changeWord(item, k)
                  : how === "buried"
                    ? `${conversation(rng, 8)}\n${item}\n${conversation(rng, 8)}`
                    : `${conversation(rng, 8)}\n${changeWord(item, k)}\n${conversation(rng, 3)}`;
          const pairs = fillerPairs(20, `f${seed}`);
          pairs[line - 1] = pair(line, { ...pairs[line - 1], prompt: edited });
          const r = contamination(pairs);
          expect(r.findings.map((f) => [f.line, f.detail?.task])).toEqual([
            [line, HELD[i].task_id],
          ]);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });
});

describe("templated test sets", () => {
  // 2,000 tasks share a 60-word preamble and differ in a 20-word instruction.
  const rng = seedrandom.alea("template");
  const preamble = sentence(rng, 60);
  const held = Array.from({ length: 2000 }, (_, i) =>
    task(i + 1, `tpl-${i}`, `${preamble} ${sentence(rng, 20)}`),
  );
  const ix = new HeldoutIndex(held, 8);

  it("finds the one task whose instruction was copied, not its 1,999 siblings", () => {
    const leaked = changeWord(held[517].prompt, 70);
    const r = contamination([pair(1, { prompt: leaked })], S, ix);
    expect(r.findings.map((f) => [f.line, f.detail?.task])).toEqual([[1, "tpl-517"]]);
  });

  it("the shared preamble with another instruction is not a hit, and stays fast", () => {
    const pairs = Array.from({ length: 3000 }, (_, i) =>
      pair(i + 1, { prompt: `${preamble} ${sentence(rng, 20)}` }),
    );
    const t0 = performance.now();
    const r = contamination(pairs, S, ix);
    const ms = performance.now() - t0;
    expect(r.status).toBe("pass");
    // Every pair shares 53 preamble 8-grams with all 2,000 tasks. Measured on the
    // 2-core dev box: 7.3 s without the boilerplate rule, 0.2 s with it.
    expect(ms).toBeLessThan(5000);
  });
});
