// Any one value of a good state replaced by any JSON value: loading either refuses it with a
// StateError or succeeds and the accumulator still gives a result. Never a TypeError from
// deep inside, never a crash later.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createPairGates, HeldoutIndex } from "../../src/gates/index.js";
import { UnpairedGates } from "../../src/gates/unpaired.js";
import { ProblemCollector } from "../../src/io/problems.js";
import { SideTally } from "../../src/stats/eval-tally.js";
import { StateError } from "../../src/state/codec.js";
import { pair, settings } from "../gates/helpers.js";
import { syntheticHeldout } from "../gates/planted.js";
import { viaJson } from "./split.js";

const HELD = syntheticHeldout(5, "fuzz");
const S = settings({ contaminationFields: ["prompt", "completion"], minMargin: 0.5 });
const INDEX = new HeldoutIndex(HELD, S.ngram);

type Path = (string | number)[];

/** Every place in a JSON value, leaves and containers alike. */
function paths(v: unknown, at: Path = []): Path[] {
  const here = at.length ? [at] : [];
  if (Array.isArray(v)) return [...here, ...v.flatMap((x, i) => paths(x, [...at, i]))];
  if (typeof v === "object" && v !== null) {
    return [...here, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))];
  }
  return here;
}

/** A copy of `state` with the value at `path` replaced (or removed, for `undefined`). */
function replaced(state: unknown, path: Path, value: unknown): unknown {
  const s = viaJson(state);
  let o = s as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(o)) delete o[last];
  else o[last] = value;
  return s;
}

const valueArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 10 }),
  fc.constantFrom(1e12, 2 ** 53, -0.5, 0.1, 1e308),
  fc.string({ maxLength: 6 }),
  fc.constantFrom("u32:2:AAAAAAAAAAA=", "f64:1:AAAAAAAA+H8=", "i32:1://///w==", "u8:0:"),
  fc.constant([]),
  fc.constant({}),
  fc.constant([0, 1, "a", "b"]),
);

function fuzz(
  name: string,
  good: unknown,
  runs: number,
  load: (s: unknown) => { result(): unknown },
): void {
  const all = paths(good);
  it(`${name}: ${all.length} places, each refused with a StateError or loaded whole`, () => {
    fc.assert(
      fc.property(fc.nat(all.length - 1), valueArb, (i, value) => {
        const s = replaced(good, all[i]!, value);
        let g: { result(): unknown };
        try {
          g = load(s);
        } catch (e) {
          if (!(e instanceof StateError)) throw e;
          expect(e.path.length).toBeGreaterThan(0);
          return;
        }
        expect(() => JSON.stringify(g.result())).not.toThrow();
      }),
      { numRuns: runs, seed: 71 },
    );
  });
}

describe("states with one value changed", () => {
  const pg = createPairGates(S, INDEX, "p.jsonl");
  pg.add(pair(1, { chosen: "I'm sorry, it depends.", chosen_finish_reason: "length" }));
  pg.add(pair(2, { prompt: HELD[1]!.prompt, chosen_score: 0.7, rejected_score: 0.2 }));
  pg.add(pair(3, { chosen: "x".repeat(70_000), margin: 0.1 }));
  pg.add(pair(4, { chosen: "same", rejected: "same", task_id: HELD[0]!.task_id }));
  pg.add(pair(5, { chosen: "same", rejected: "same" }));
  fuzz("pair gates", pg.saveState(), 800, (s) => {
    const g = createPairGates(S, INDEX, "p.jsonl");
    g.loadState(s, "pairs");
    return g;
  });

  const ug = new UnpairedGates(S, INDEX, "u.jsonl");
  ug.add({ line: 1, prompt: "p", completion: "Sorry, it depends", messages: [], label: true });
  ug.add({ line: 2, prompt: HELD[2]!.prompt, completion: "ok.", messages: [], label: false });
  fuzz("unpaired gates", ug.saveState(), 400, (s) => {
    const g = new UnpairedGates(S, INDEX, "u.jsonl");
    g.loadState(s, "unpaired");
    return g;
  });

  const t = new SideTally();
  t.add({ line: 1, task: "a", reward: 1, markers: { m: 0.5 }, run: "0", fingerprint: [1, 2] });
  t.add({ line: 2, task: "b", reward: 0.3, markers: {}, run: "0", fingerprint: [1, 2] });
  t.add({ line: 3, task: "a", reward: 0.1, markers: {}, family: "f", model_version: "m" });
  fuzz("eval tally", t.saveState(), 1500, (s) => {
    const back = new SideTally();
    back.loadState(s, "side");
    return { result: () => back.table(["e.jsonl"]) };
  });

  const c = new ProblemCollector("f", 3);
  for (let i = 1; i <= 5; i++) c.add(i, i % 2 ? "reward" : "", `reason ${i % 3}`);
  fuzz("problem collector", c.saveState(), 1500, (s) => {
    const back = new ProblemCollector("f", 3);
    back.loadState(s, "problems");
    return { result: () => [back.list(), back.groupList(), back.count] };
  });
});
