// heldout-gate calibrate --aa (issue 28.5, design §16): the served model's re-runs split
// into two arms and judged by the gate's own rule. A null world passes at or under the
// nominal rate; runs of two different models are caught; fewer runs fall back to halving
// rollouts and say it is optimistic; one run of one rollout is refused; names from the data
// never reach the terminal as commands or markup; the same seed gives the same bytes.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { makeRng } from "../../src/stats/rng.js";
import { runAssignments, runWays, type AaResult } from "../../src/stats/aa.js";
import { wilson } from "../../src/stats/agreement.js";
import { aaDocument, aaLines, aboveNominal } from "../../src/render/aa.js";
import { captureConsole } from "../helpers/console.js";

const dir = mkdtempSync(join(tmpdir(), "hg-aa-"));
afterEach(() => vi.restoreAllMocks());

interface World {
  runs: number;
  tasks: number;
  rollouts: number;
  /** A run's pass chance on a task, from the task's own base rate. */
  p?: (run: number, base: number) => number;
  runName?: (run: number) => string;
  taskName?: (task: number) => string;
  /** Tasks the results hold that the held-out test does not. */
  extra?: number;
}

/** Writes a held-out test and one baseline file of rows; returns their paths. */
function world(name: string, w: World): { heldout: string; baseline: string } {
  const rng = makeRng(`world:${name}`);
  const task = w.taskName ?? ((t: number) => `task-${t}`);
  const run = w.runName ?? ((r: number) => String(r));
  const bases = Array.from({ length: w.tasks + (w.extra ?? 0) }, () => 0.15 + 0.7 * rng());
  const heldout = join(dir, `${name}-heldout.jsonl`);
  writeFileSync(
    heldout,
    bases
      .slice(0, w.tasks)
      .map((_, t) => JSON.stringify({ task_id: task(t), prompt: `prompt ${t}` }) + "\n")
      .join(""),
  );
  const rows: string[] = [];
  for (let r = 0; r < w.runs; r++) {
    bases.forEach((base, t) => {
      const p = w.p ? w.p(r, base) : base;
      for (let k = 0; k < w.rollouts; k++) {
        const ok = rng() < p ? 1 : 0;
        const safe = rng() < 0.9 ? 1 : 0;
        rows.push(
          JSON.stringify({
            task_id: task(t),
            reward: ok,
            markers: { safe },
            lineage: { eval_run: run(r) },
          }) + "\n",
        );
      }
    });
  }
  const baseline = join(dir, `${name}-baseline.jsonl`);
  writeFileSync(baseline, rows.join(""));
  return { heldout, baseline };
}

async function calibrate(
  files: { heldout: string; baseline: string },
  ...flags: string[]
): Promise<{ code: number; out: string[]; err: string[] }> {
  const c = captureConsole();
  const code = await main([
    "calibrate",
    "--aa",
    "--heldout",
    files.heldout,
    "--baseline",
    files.baseline,
    "--resamples",
    "200",
    ...flags,
  ]);
  vi.restoreAllMocks();
  return { code, ...c };
}

const readJson = (p: string) => JSON.parse(readFileSync(p, "utf8"));

describe("the splits of R runs", () => {
  it("counts and enumerates the ways into two arms of 2 or more", () => {
    expect(runWays(3)).toBe(0);
    expect(runWays(4)).toBe(6);
    expect(runWays(5)).toBe(20);
    expect(runWays(6)).toBe(50);
    const all = runAssignments(4, 200, makeRng(1));
    expect(all).toHaveLength(6);
    expect(new Set(all.map((a) => a.join())).size).toBe(6);
    for (const a of all) expect(a.filter(Boolean)).toHaveLength(2);
    const drawn = runAssignments(12, 40, makeRng(1));
    expect(drawn).toHaveLength(40);
    expect(new Set(drawn.map((a) => a.join())).size).toBe(40);
    for (const a of drawn) {
      const k = a.filter(Boolean).length;
      expect(k >= 2 && k <= 10).toBe(true);
    }
  });
});

describe("heldout-gate calibrate --aa", () => {
  it("on one model's 6 runs passes at or under the nominal rate, and says every split was judged", async () => {
    const w = world("null", { runs: 6, tasks: 100, rollouts: 4 });
    const json = join(dir, "null.json");
    const r = await calibrate(w, "--must-not-regress", "marker:safe", "--json", json);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const text = r.out.join("\n");
    expect(text).toMatch(
      /every way of splitting its 6 runs into two arms of 2 or more: 25 split\(s\), each judged both ways \(50 comparisons\)/,
    );
    expect(text).toMatch(/would pass .* nominal <= 2\.5%/);
    expect(text).toMatch(/marker:safe regressed .* nominal <= 5\.0%/);
    const doc = readJson(json);
    expect(doc.kind).toBe("heldout-gate-aa");
    expect(doc.version).toBe(1);
    expect(doc.method).toBe("runs");
    expect(doc.comparisons).toBe(50);
    expect(doc.ways).toBe(50);
    expect(doc.every_way).toBe(true);
    expect(doc.sees_run_drift).toBe(true);
    expect(doc.rates.pass.nominal).toBe(0.025);
    // At or under the nominal rate: its Wilson interval reaches down to it.
    expect(doc.rates.pass.ci[0]).toBeLessThanOrEqual(0.025);
    expect(doc.rates.pass.rate).toBeLessThanOrEqual(0.06);
    expect(doc.rates.guards[0].metric).toBe("marker:safe");
    expect(doc.rates.guards[0].ci[0]).toBeLessThanOrEqual(0.05);
    expect(doc.rates.not_comparable.count).toBe(0);
    expect(doc.above_nominal).toEqual([]);
    expect(doc.detectable_median).toBeGreaterThan(0);
    expect(doc.heldout.test_version).toMatch(/^t-[0-9a-f]{64}$/);
  });

  it("on runs of two models (0-2 at p, 3-5 at p + 0.2) moves on the splits that part them", async () => {
    const w = world("two-models", {
      runs: 6,
      tasks: 100,
      rollouts: 4,
      p: (run, base) => 0.7 * base + (run < 3 ? 0 : 0.2),
    });
    const json = join(dir, "two.json");
    const r = await calibrate(w, "--json", json);
    expect(r.code).toBe(0);
    const doc = readJson(json);
    // 012 | 345 both ways at least. Splits that mix the models have a wide run spread in
    // an arm, and the drift-aware interval keeps them at no_change_detected (design §16).
    expect(doc.rates.moved.count).toBeGreaterThanOrEqual(1);
    expect(doc.rates.moved_the_wrong_way.count).toBeGreaterThanOrEqual(1);
    expect(doc.rates.pass.count).toBeGreaterThanOrEqual(1);
  });

  it("says ABOVE NOMINAL when a rate's interval lies above the rule's", () => {
    const rate = (count: number, n: number, nominal: number | null) => ({
      count,
      rate: count / n,
      ci: wilson(count, n, 0.95)!,
      nominal,
    });
    const result: AaResult = {
      method: "runs",
      runs: 8,
      tasks: 100,
      comparisons: 200,
      ways: 238,
      every_way: false,
      pass: rate(20, 200, 0.025),
      moved: rate(20, 200, 0.025),
      moved_the_wrong_way: rate(4, 200, 0.025),
      not_comparable: rate(0, 200, null),
      guards: [{ metric: "marker:safe", ...rate(9, 200, 0.05) }],
      verdicts: { moved: 20, no_change_detected: 176, moved_the_wrong_way: 4 },
      detectable_median: 0.1,
      not_comparable_top: null,
    };
    const ctx = {
      baseline: "b.jsonl",
      heldout: { path: "h.jsonl", test_version: null, tasks: 100 },
      target: "pass_at_1",
      confidence: 0.95,
      seed: 0,
      resamples: 200,
      splitsAsked: 200,
      copiesLeftOut: 0,
      unlabelledLeftOut: 0,
    };
    expect(aboveNominal(result)).toEqual(["would pass", "target moved"]);
    expect(aaLines(result, ctx).at(-1)).toMatch(/^ABOVE NOMINAL: would pass, target moved: /);
    expect(JSON.parse(aaDocument(result, ctx)).above_nominal).toEqual([
      "would pass",
      "target moved",
    ]);
  });

  it("with fewer than 4 runs halves the rollouts and says it cannot see run drift", async () => {
    const w = world("two-runs", { runs: 2, tasks: 40, rollouts: 4 });
    const json = join(dir, "halves.json");
    const r = await calibrate(w, "--splits", "30", "--json", json);
    expect(r.code).toBe(0);
    const text = r.out.join("\n");
    expect(text).toMatch(
      /fewer than 4 runs: each task's rollouts within each of the 2 run\(s\) were halved at random, 30 times/,
    );
    expect(text).toMatch(/cannot see run drift and is optimistic/);
    const doc = readJson(json);
    expect(doc.method).toBe("rollouts");
    expect(doc.sees_run_drift).toBe(false);
    expect(doc.ways).toBeNull();
    expect(doc.comparisons).toBe(30);
  });

  it("says the figures rest on few splits when the runs allow few", async () => {
    const w = world("four-runs", { runs: 4, tasks: 30, rollouts: 2 });
    const r = await calibrate(w);
    expect(r.code).toBe(0);
    const text = r.out.join("\n");
    expect(text).toMatch(/3 split\(s\), each judged both ways \(6 comparisons\)/);
    expect(text).toMatch(/only 3 distinct split\(s\) exist, so these figures rest on few splits/);
  });

  it("refuses one run of one rollout a task, naming the file", async () => {
    const w = world("one-run", { runs: 1, tasks: 20, rollouts: 1 });
    const r = await calibrate(w);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    const msg = r.err.join("\n");
    expect(msg).toContain(w.baseline);
    expect(msg).toMatch(/needs 4 or more runs to split into two arms, or 2 or more rollouts/);
  });

  it("refuses a candidate and flags it cannot use, and asks for --aa", async () => {
    const w = world("flags", { runs: 4, tasks: 10, rollouts: 2 });
    const cand = await calibrate(w, "--candidate", w.baseline);
    expect(cand.code).toBe(2);
    expect(cand.err.join("\n")).toMatch(/--candidate is not used/);
    const c = captureConsole();
    expect(await main(["calibrate", "--heldout", w.heldout, "--baseline", w.baseline])).toBe(2);
    expect(c.err.join("\n")).toMatch(/calibrate needs --aa/);
    expect(await main(["calibrate", "--aa", "--splitz", "3"])).toBe(2);
    expect(c.err.join("\n")).toMatch(/unknown flag --splitz \(did you mean --splits\?\)/);
    expect(await main(["calibrat"])).toBe(2);
    expect(c.err.join("\n")).toMatch(/did you mean calibrate\?/);
  });

  it("prints no name from the data as a workflow command, escape or markup", async () => {
    const w = world("hostile", {
      runs: 4,
      tasks: 20,
      rollouts: 2,
      runName: (r) => `::error::run ${r}\u001b[31m`,
      taskName: (t) => `::warning file=x::\u202e<b>${t}</b>\r\n##[error]`,
      extra: 1,
    });
    const r = await calibrate(w, "--splits", "6");
    expect(r.code).toBe(0);
    const text = r.out.join("\n");
    // The extra task makes every comparison not comparable; its reason names tasks, as
    // check's terminal view does, neutralised (markup is inert in a terminal).
    expect(text).toMatch(/not comparable in 6 comparison\(s\)/);
    expect(text).toContain("::warning file=x::");
    for (const line of [...r.out, ...r.err]) {
      expect(line).not.toMatch(/^\s*(::|##\[)/);
      for (const bad of ["\u001b", "\r", "\n", "\u202e"]) expect(line).not.toContain(bad);
    }
  });

  it("writes byte-identical JSON for the same seed", async () => {
    const w = world("seeded", { runs: 2, tasks: 30, rollouts: 4 });
    const [a, b, c] = ["a", "b", "c"].map((x) => join(dir, `seeded-${x}.json`));
    await calibrate(w, "--splits", "20", "--seed", "7", "--json", a!);
    await calibrate(w, "--splits", "20", "--seed", "7", "--json", b!);
    await calibrate(w, "--splits", "20", "--seed", "8", "--json", c!);
    expect(readFileSync(a!, "utf8")).toBe(readFileSync(b!, "utf8"));
    expect(readJson(c!).settings.seed).toBe(8);
    // --name=value, as check takes it, reads the same.
    const d = join(dir, "seeded-d.json");
    await calibrate(w, "--splits=20", "--seed", "7", `--json=${d}`);
    expect(readFileSync(d, "utf8")).toBe(readFileSync(a!, "utf8"));
  });
});
