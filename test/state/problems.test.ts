// Problem collectors of a file's slices, saved, restored and merged in shard order, give
// what one collector over the whole file gives: the kept problems, the count and the groups.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROUP_LIMIT, ProblemCollector, ruleOf, VARIES } from "../../src/io/problems.js";
import { dealArb, dealt, viaJson } from "./split.js";

interface P {
  field: string;
  reason: string;
  /** Found before the batch's other problems (as a batch's JSON errors are). */
  early: boolean;
}

/** Per line (1-based), its problems in the order they are found. */
type Lines = [number, P[]][];

const problemArb = fc.record({
  field: fc.constantFrom("reward", "task", ""),
  // The last three are one rule broken with different values: one kind, whatever the order.
  reason: fc.constantFrom(
    "is missing",
    "not a number",
    "not valid JSON",
    "must be within [0, 1], got 2",
    "must be within [0, 1], got 7",
    "must be within [0, 1], got 7; this row has keys: a, b",
  ),
  early: fc.boolean(),
});

const linesArb = fc
  .array(fc.array(problemArb, { maxLength: 3 }), { maxLength: 60 })
  .map((per): Lines => per.map((ps, i) => [i + 1, ps]));

/**
 * Feed lines in batches of `batch` as the readers do: a batch's early problems first, then
 * the rest, each part in line order. One line's problems keep their order either way.
 */
function feed(c: ProblemCollector, lines: Lines, batch: number): void {
  for (let i = 0; i < lines.length; i += batch) {
    const b = lines.slice(i, i + batch);
    for (const early of [true, false]) {
      for (const [line, ps] of b) {
        for (const p of ps) if (p.early === early) c.add(line, p.field, p.reason);
      }
    }
  }
}

const facts = (c: ProblemCollector) =>
  JSON.stringify({ list: c.list(), count: c.count, groups: c.groupList() });

describe("problem collectors restored from shard states", () => {
  it("merge in shard order to one collector's list, count and groups", () => {
    fc.assert(
      fc.property(
        linesArb.chain((lines) => dealArb(lines.length).map((deal) => ({ lines, deal }))),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 8 }),
        ({ lines, deal }, limit, batch) => {
          const whole = new ProblemCollector("f.jsonl", limit);
          feed(whole, lines, batch);
          const restored = dealt(lines, deal).map((part, k) => {
            const c = new ProblemCollector("f.jsonl", limit);
            feed(c, part, batch);
            const back = new ProblemCollector("f.jsonl", limit);
            back.loadState(viaJson(c.saveState()), `shard${k}`);
            return back;
          });
          const into = restored[0]!;
          for (const c of restored.slice(1)) into.merge(c);
          const again = new ProblemCollector("f.jsonl", limit);
          again.loadState(viaJson(into.saveState()), "merged");
          expect(facts(again)).toBe(facts(whole));
        },
      ),
      { numRuns: 300, seed: 51 },
    );
  });

  it("group by field and rule: values and a foreign row's keys do not make new kinds", () => {
    const c = new ProblemCollector("f.jsonl");
    for (let line = 1; line <= 139; line++) {
      c.add(line, "markers.safe", `must be 0/1 or within [0, 1], got ${line + 1}; declare a range`);
      c.add(line, "reward", `is missing; this row has keys: k${line}, task_id`);
    }
    c.add(140, "markers.other", "must be 0/1 or within [0, 1], got 2; declare a range");
    expect(c.groupList().map((g) => [g.field, g.reason, g.count, g.lines])).toEqual([
      [
        "markers.safe",
        `must be 0/1 or within [0, 1], got 2; declare a range${VARIES}`,
        139,
        [1, 2, 3],
      ],
      ["reward", `is missing; this row has keys: k1, task_id${VARIES}`, 139, [1, 2, 3]],
      ["markers.other", "must be 0/1 or within [0, 1], got 2; declare a range", 1, [140]],
    ]);
    // One value throughout: the reason as it is, unmarked.
    const same = new ProblemCollector("f.jsonl");
    same.add(2, "reward", "must be a number, got text");
    same.add(1, "reward", "must be a number, got text");
    expect(same.groupList()[0]!.reason).toBe("must be a number, got text");
    expect(ruleOf(`x, got 1; y${VARIES}`)).toBe("x, got …; y");
  });

  it("keep the smallest lines, in line order, and count the rest in a closing problem", () => {
    const c = new ProblemCollector("f.jsonl", 2);
    c.add(9, "a", "late");
    c.add(3, "b", "early");
    c.add(3, "c", "second on line 3");
    c.add(1, "d", "first");
    expect(c.list().map((p) => [p.line, p.field])).toEqual([
      [1, "d"],
      [3, "b"],
      [0, ""],
    ]);
    expect(c.list()[2]!.reason).toBe(
      "2 more problem(s) in this file not listed (only the first 2 are kept)",
    );
    expect(c.count).toBe(4);
  });

  it("past GROUP_LIMIT kinds, the earliest kinds keep groups and every problem is counted", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: GROUP_LIMIT + 60 }), { minLength: 1, maxLength: 600 }),
        fc.integer({ min: 2, max: 4 }),
        (kinds, parts) => {
          const shards = Array.from({ length: parts }, () => new ProblemCollector("f", 5));
          kinds.forEach((k, i) => shards[Math.floor(i / 7) % parts]!.add(i + 1, "x", `kind ${k}`));
          const into = shards[0]!;
          for (const s of shards.slice(1)) into.merge(s);
          const groups = into.groupList();
          expect(groups.reduce((n, g) => n + g.count, 0)).toBe(kinds.length);
          expect(groups.filter((g) => g.field !== "").length).toBeLessThanOrEqual(GROUP_LIMIT);
          const distinct = new Set(kinds).size;
          expect(groups.length).toBe(Math.min(distinct, GROUP_LIMIT + 1));
          const firsts = groups.filter((g) => g.field !== "").map((g) => g.lines[0]!);
          expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60, seed: 52 },
    );
  });
});
