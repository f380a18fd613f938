// An eval side tallied by shards, saved as JSON, restored and merged in shard order gives
// the side one pass gives: the same tables, runs, repeats and families, and the model check
// prints the same bytes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { SideTally, type SideTable, type TaskTable } from "../../src/stats/eval-tally.js";
import { checkModel } from "../../src/stats/model-check.js";
import { heldoutOf, ids, SETTINGS } from "../stats/rows.js";
import { dealArb, dealt, viaJson } from "./split.js";

const TASKS = ids(6);
const FILES = ["eval-a.jsonl", "eval-b.jsonl"];

/** A row of file 0 or 1: fractional and binary rewards, two markers, runs, texts, copies. */
const rowArb = fc.record({
  file: fc.nat(1),
  task: fc.constantFrom(...TASKS),
  reward: fc.oneof(
    fc.constantFrom(0, 1),
    fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000),
  ),
  m: fc.option(
    fc.integer({ min: 0, max: 9 }).map((x) => x / 7),
    { nil: undefined },
  ),
  k: fc.option(fc.constantFrom(0.1, 0.2, 3), { nil: undefined }),
  run: fc.option(fc.constantFrom("0", "1", "2"), { nil: undefined }),
  text: fc.option(fc.constantFrom("reply a", "reply b"), { nil: undefined }),
  print: fc.option(fc.nat(6), { nil: undefined }),
  family: fc.option(fc.constantFrom("f0", "f1"), { nil: undefined }),
  model: fc.constantFrom("m1", "m1", "m1", "m2", ""),
});

type Raw = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

/** Rows in reading order: file 0's lines, then file 1's, each numbered within its file. */
function rows(raws: Raw[]): [EvalRow, number][] {
  const next = [0, 0];
  const sorted = [...raws].sort((a, b) => a.file - b.file);
  return sorted.map((r) => {
    const markers: Record<string, number> = {};
    // The markers' first appearance differs between shards, so their order does too.
    if (r.k !== undefined) markers.k = r.k;
    if (r.m !== undefined) markers.m = r.m;
    const row: EvalRow = {
      line: ++next[r.file]!,
      task: r.task,
      reward: r.reward,
      markers,
      ...(r.run === undefined ? {} : { run: r.run }),
      ...(r.text === undefined ? {} : { final_text: r.text }),
      ...(r.print === undefined ? {} : { fingerprint: [r.print, 7] as [number, number] }),
      ...(r.family === undefined ? {} : { family: r.family }),
      ...(r.model === "" ? {} : { model_version: r.model }),
    };
    return [row, r.file];
  });
}

/** Everything a table says, in its own order (moments rounded, so partials may differ). */
function tableFacts(t: TaskTable) {
  return t.tasks.map((task, i) => ({
    task,
    first: t.firstOf(i),
    rows: t.rows(i),
    grades: t.grades(i),
    metrics: ["pass_at_1", ...t.markerNames().map((m) => `marker:${m}`)].map((m) => [
      m,
      t.moments(i, m),
    ]),
    hashes: [t.hashOf(i, false), t.hashOf(i, true)],
  }));
}

function sideFacts(s: SideTable): string {
  return JSON.stringify({
    rows: s.rows,
    pooled: tableFacts(s.pooled),
    labels: s.split.labels,
    byRun: [...s.split.byRun].map(([l, t]) => [l, tableFacts(t)]),
    unlabelledRows: s.split.unlabelled,
    unlabelled: tableFacts(s.unlabelled),
    markers: [...s.markers],
    model: s.model,
    families: [...s.families],
    identical: s.identical_runs,
    same: s.same_scores,
    repeats: s.repeats,
    files: s.files,
  });
}

function whole(xs: [EvalRow, number][]): SideTable {
  const t = new SideTally();
  for (const [r, f] of xs) t.add(r, f);
  return t.table(FILES);
}

function sharded(xs: [EvalRow, number][], deal: { parts: number; partOf: number[] }): SideTable {
  const restored = dealt(xs, deal).map((part, k) => {
    const t = new SideTally();
    for (const [r, f] of part) t.add(r, f);
    const back = new SideTally();
    back.loadState(viaJson(t.saveState()), `baseline.shard${k}`);
    return back;
  });
  const into = restored[0]!;
  for (const t of restored.slice(1)) into.merge(t);
  const again = new SideTally();
  again.loadState(viaJson(into.saveState()), "merged");
  return again.table(FILES);
}

const rowsAndDeal = fc
  .array(rowArb, { maxLength: 80 })
  .map(rows)
  .chain((xs) => dealArb(xs.length).map((deal) => ({ xs, deal })));

describe("eval tallies restored from shard states", () => {
  it("give the side one pass gives: tables, runs, repeats and families", () => {
    fc.assert(
      fc.property(rowsAndDeal, ({ xs, deal }) => {
        expect(sideFacts(sharded(xs, deal))).toBe(sideFacts(whole(xs)));
      }),
      { numRuns: 150, seed: 41 },
    );
  });

  it("give the model check byte for byte", () => {
    fc.assert(
      fc.property(rowsAndDeal, rowsAndDeal, (a, b) => {
        const check = (base: SideTable, cand: SideTable) =>
          JSON.stringify(
            checkModel(
              {
                heldout: heldoutOf(TASKS),
                baseline: base,
                candidate: cand,
                baselinePath: "b",
                candidatePath: "c",
              },
              { ...SETTINGS, resamples: 200, mustNotRegress: ["m"] },
            ),
          );
        expect(check(sharded(a.xs, a.deal), sharded(b.xs, b.deal))).toBe(
          check(whole(a.xs), whole(b.xs)),
        );
      }),
      { numRuns: 40, seed: 42 },
    );
  });

  it("the generated rows take every path: repeats, runs, families, inexact sums", () => {
    const xs = rows(
      fc.sample(fc.array(rowArb, { minLength: 80, maxLength: 80 }), { seed: 7, numRuns: 1 })[0]!,
    );
    const s = whole(xs);
    expect(s.repeats.count).toBeGreaterThan(0);
    expect(s.split.labels.length).toBeGreaterThan(1);
    expect(s.families.size).toBeGreaterThan(0);
    const t = new SideTally();
    for (const [r, f] of xs) t.add(r, f);
    // Some cell's sum was not exact as one double, so its partials travel in the state.
    expect(JSON.stringify(t.saveState())).toMatch(/"[sq]x":\[\[\d+,\[/);
  });
});
