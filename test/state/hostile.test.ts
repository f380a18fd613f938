// A shard state is untrusted input: each wrong value is refused with a StateError naming
// its path, before anything is merged, and no declared length makes the reader allocate.
import { describe, expect, it } from "vitest";
import { createPairGates, HeldoutIndex } from "../../src/gates/index.js";
import { UnpairedGates } from "../../src/gates/unpaired.js";
import { ProblemCollector } from "../../src/io/problems.js";
import { SideTally } from "../../src/stats/eval-tally.js";
import {
  arrayBuffersOf,
  readArray,
  saveArray,
  savingBinary,
  StateError,
  isCount,
} from "../../src/state/codec.js";
import { pair, settings } from "../gates/helpers.js";
import { syntheticHeldout } from "../gates/planted.js";
import { viaJson } from "./split.js";

const HELD = syntheticHeldout(5, "hostile");
const S = settings({ contaminationFields: ["prompt", "completion"] });
const INDEX = new HeldoutIndex(HELD, S.ngram);

type Obj = Record<string, unknown>;

/** A deep copy of `state` with `edit` applied to it. */
function edited(state: unknown, edit: (s: Obj) => void): Obj {
  const s = viaJson(state) as Obj;
  edit(s);
  return s;
}

/** The error `load` throws, which must be a StateError at `path`. */
function refusal(load: () => void): StateError {
  try {
    load();
  } catch (e) {
    if (e instanceof StateError) return e;
    throw e;
  }
  throw new Error("the state was accepted");
}

const at = (o: unknown, ...keys: (string | number)[]): Obj =>
  keys.reduce<unknown>((x, k) => (x as Obj)[k], o) as Obj;

function pairState(): Obj {
  const g = createPairGates(S, INDEX, "p.jsonl");
  g.add(pair(1, { chosen: "I'm sorry, it depends.", chosen_finish_reason: "length" }));
  g.add(pair(2, { prompt: HELD[1]!.prompt, chosen_score: 0.7, rejected_score: 0.2 }));
  g.add(pair(3, { chosen: "x".repeat(70_000) }));
  g.add(pair(4, { chosen: "same", rejected: "same" }));
  g.add(pair(4, { chosen: "same", rejected: "same" }));
  return viaJson(g.saveState()) as Obj;
}

const loadPairs = (s: unknown) => () => createPairGates(S, INDEX, "p.jsonl").loadState(s, "pairs");

describe("pair gate states", () => {
  const good = pairState();

  it("a well-formed state loads", () => {
    expect(() => loadPairs(good)()).not.toThrow();
  });

  const cases: [string, (s: Obj) => void, string][] = [
    ["another version", (s) => (s.v = 2), "pairs.v"],
    ["another kind", (s) => (s.kind = "sft"), "pairs.kind"],
    ["an unknown key", (s) => (s.extra = 1), "pairs.extra"],
    ["a missing key", (s) => delete s.style, "pairs.style"],
    ["an unknown key that is not a plain name", (s) => (s["a\nb"] = 1), 'pairs["a\\nb"]'],
    ["a count that is a string", (s) => (s.rows = "5"), "pairs.rows"],
    ["a negative count", (s) => (s.text_rows = -1), "pairs.text_rows"],
    [
      "a fractional count",
      (s) => (at(s, "length").chosen_longer = 1.5),
      "pairs.length.chosen_longer",
    ],
    [
      "NaN where a count belongs",
      (s) => (at(s, "truncation").chosen = NaN),
      "pairs.truncation.chosen",
    ],
    ["Infinity", (s) => (at(s, "rejection").exp_random = Infinity), "pairs.rejection.exp_random"],
    [
      "a list of the wrong length",
      (s) => (at(s, "style").chosen_only as number[]).push(0),
      "pairs.style.chosen_only",
    ],
    ["an unknown shape", (s) => (s.shapes = ["csv"]), "pairs.shapes[0]"],
    ["a shape twice", (s) => (s.shapes = ["trl-standard", "trl-standard"]), "pairs.shapes"],
    [
      "truncated base64",
      (s) => {
        const h = at(s, "length", "delta", "exact");
        h.at = (h.at as string).slice(0, -4);
      },
      "pairs.length.delta.exact.at",
    ],
    [
      "a declared length far past the data",
      (s) => (at(s, "integrity", "duplicates").hi = "u32:1000000000000:AAAAAA=="),
      "pairs.integrity.duplicates.hi",
    ],
    [
      "an array of another element type",
      (s) => (at(s, "integrity", "duplicates").line = saveArray(new Uint32Array(4))),
      "pairs.integrity.duplicates.line",
    ],
    [
      "NaN inside a typed array of counts",
      (s) => (at(s, "length", "delta", "exact").v = saveArray(new Float64Array([NaN, 1, 1, 1]))),
      "pairs.length.delta.exact.v[0]",
    ],
    [
      "histogram bins that do not add up",
      (s) => (at(s, "length", "delta").n = 9),
      "pairs.length.delta.n",
    ],
    [
      "a bad finding level",
      (s) => (at(s, "truncation", "findings", "items", 0)[1] = "error"),
      "pairs.truncation.findings.items[0][1]",
    ],
    [
      "fewer findings counted than kept",
      (s) => (at(s, "truncation", "findings").total = 0),
      "pairs.truncation.findings.total",
    ],
    [
      "a detail key that would set a prototype",
      (s) => {
        const item = at(s, "truncation", "findings", "items", 0) as unknown as unknown[];
        item[3] = JSON.parse('{"__proto__": 1}');
      },
      "pairs.truncation.findings.items[0][3].__proto__",
    ],
    [
      "a partial sum no series reaches",
      (s) => (at(s, "style", "corr", 0).sy = [1e308]),
      "pairs.style.corr[0].sy",
    ],
    [
      "a repeat of no pair",
      (s) => (at(s, "integrity", "duplicates").repeats = [[4, 1, 2]]),
      "pairs.integrity.duplicates.repeats[0]",
    ],
    ["parts over other row counts", (s) => (at(s, "truncation").pairs = 4), "pairs.truncation"],
    ["a correlation over other rows", (s) => (at(s, "style").pairs = 4), "pairs.style.corr[0].n"],
    ["token counts without a trainer config", (s) => (s.token_length = {}), "pairs.token_length"],
  ];

  for (const [what, edit, path] of cases) {
    it(`refuses ${what} at ${path}`, () => {
      const e = refusal(loadPairs(edited(good, edit)));
      expect(e.path).toBe(path);
      expect(e.message.startsWith(`${path}: `)).toBe(true);
    });
  }

  it("refuses to load into gates that already saw rows", () => {
    const g = createPairGates(S, INDEX, "p.jsonl");
    g.add(pair(1));
    expect(() => g.loadState(good, "pairs")).toThrow(/fresh accumulator/);
  });

  it("a pair state is not an unpaired one", () => {
    const e = refusal(() => new UnpairedGates(S, INDEX, "u.jsonl").loadState(good, "u"));
    expect(e.path).toBe("u.kind");
  });
});

describe("typed arrays", () => {
  it("stay arrays under savingBinary (a worker thread's state), checked as the text is", () => {
    const a = new Uint32Array([3, 4, 5]);
    const saved = savingBinary(() => saveArray(a.subarray(1))) as unknown;
    expect(saved).toBeInstanceOf(Uint32Array);
    expect(arrayBuffersOf({ x: [saved] })).toEqual([(saved as Uint32Array).buffer]);
    expect((saved as Uint32Array).buffer).not.toBe(a.buffer);
    expect([...readArray(saved, "x", "u32", isCount, "a count")]).toEqual([4, 5]);
    expect(typeof saveArray(a)).toBe("string");
    expect(() => readArray(saved, "x", "i32", isCount, "a count")).toThrow(/expected a i32 array/);
    const neg = savingBinary(() => saveArray(new Float64Array([1, -1]))) as unknown;
    expect(() => readArray(neg, "x", "f64", isCount, "a count")).toThrow(
      /x\[1\]: expected a count/,
    );
  });

  it("round-trip every kind, and refuse malformed text", () => {
    for (const a of [
      new Uint8Array([1, 255]),
      new Int32Array([-5, 7]),
      new Float64Array([0.1, -0]),
    ]) {
      const back = readArray(saveArray(a), "x", saveArray(a).split(":")[0] as "u8", () => true, "");
      expect([...back]).toEqual([...a]);
    }
    const bad = [
      "u32:1:AAAA",
      "u32:1:AAAAA===",
      "u32:01:AAAAAA==",
      "u64:1:AAAAAAAAAAA=",
      "u32:-1:",
      5,
    ];
    for (const v of bad) {
      expect(() => readArray(v, "x", "u32", isCount, "a count"), String(v)).toThrow(StateError);
    }
    // Non-canonical base64 (stray bits in the padding) is refused, not read leniently.
    expect(() => readArray("u8:1:AB==", "x", "u8", isCount, "")).toThrow(/malformed/);
  });
});

describe("eval tally states", () => {
  const t = new SideTally();
  t.add({ line: 1, task: "a", reward: 1, markers: { m: 0.5 }, run: "0", fingerprint: [1, 2] });
  t.add({ line: 2, task: "b", reward: 0.3, markers: {}, run: "0", fingerprint: [1, 2] });
  const good = viaJson(t.saveState()) as Obj;
  const load = (s: unknown) => () => new SideTally().loadState(s, "base");

  it("a well-formed state loads and gives the same side", () => {
    const back = new SideTally();
    back.loadState(good, "base");
    expect(JSON.stringify(back.saveState())).toBe(JSON.stringify(good));
  });

  const cases: [string, (s: Obj) => void, string][] = [
    [
      "a task twice",
      (s) => (at(s, "runs", 0, "table").tasks = ["a", "a"]),
      "base.runs[0].table.tasks",
    ],
    [
      "a reward sum past the row count",
      (s) => (at(s, "runs", 0, "table", "reward").s = saveArray(new Float64Array([2, 0.3]))),
      "base.runs[0].table.reward",
    ],
    [
      "more passes than graded rows",
      (s) => (at(s, "runs", 0, "table").passed = saveArray(new Int32Array([1, 1]))),
      "base.runs[0].table.passed[1]",
    ],
    [
      "a run's first row that is not its cells'",
      (s) => (at(s, "runs", 0).first = 7),
      "base.runs[0].first",
    ],
    ["rows the runs do not hold", (s) => (s.rows = 3), "base.rows"],
    [
      "an example of no print",
      (s) => (at(s, "prints").earliest = [[2, 9, 9]]),
      "base.prints.earliest[0]",
    ],
    ["a missing example", (s) => (at(s, "prints").earliest = []), "base.prints.earliest"],
    [
      "a malformed partial list",
      (s) => (at(s, "runs", 0, "table", "reward").sx = [[0, [NaN]]]),
      "base.runs[0].table.reward.sx[0][1][0]",
    ],
    ["a model that is a number", (s) => (s.model = 3), "base.model"],
  ];
  for (const [what, edit, path] of cases) {
    it(`refuses ${what} at ${path}`, () => {
      expect(refusal(load(edited(good, edit))).path).toBe(path);
    });
  }
});

describe("problem collector states", () => {
  const c = new ProblemCollector("f", 2);
  for (let i = 1; i <= 4; i++) c.add(i, "reward", "is missing");
  const good = viaJson(c.saveState()) as Obj;
  const load = (s: unknown) => () => new ProblemCollector("f", 2).loadState(s, "problems");

  const cases: [string, (s: Obj) => void, string][] = [
    [
      "more kept than the limit",
      (s) => (at(s, "kept") as unknown as unknown[]).push([5, 3, "a", "b"]),
      "problems.kept",
    ],
    ["an arrival twice", (s) => (at(s, "kept", 1)[1] = 0), "problems.kept[1][1]"],
    ["groups that miscount", (s) => (at(s, "groups", 0)[2] = 5), "problems.groups"],
    [
      "group lines out of order",
      (s) => (at(s, "groups", 0)[3] = [3, 1, 2]),
      "problems.groups[0][3]",
    ],
    ["an other group before the kinds are full", (s) => (s.other = [1, [1]]), "problems.other"],
  ];
  for (const [what, edit, path] of cases) {
    it(`refuses ${what} at ${path}`, () => {
      expect(refusal(load(edited(good, edit))).path).toBe(path);
    });
  }
});
