// Issue 10, items 1-4: one-run candidates beside a re-run baseline, copied runs and rows,
// rollout counts that do not match, small paired sets, and one signed number format.
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { parseConfig } from "../../src/config.js";
import { checkModel, type ModelCheckInput } from "../../src/stats/model-check.js";
import { tallyRows } from "../../src/stats/eval-tally.js";
import { readEvalRows } from "../../src/io/read.js";
import { formatModelCheckTerminal } from "../../src/render/model-terminal.js";
import { signed } from "../../src/render/format.js";
import { verdictSentence } from "../../src/stats/sentence.js";
import { decide } from "../../src/verdict.js";
import { heldoutOf, ids, rowsFromGrid, SETTINGS } from "./rows.js";

const T = ids(60);
const base = (run: number) => T.map((_, i) => ((i + run) % 5 === 0 ? 0 : (i * 7 + run) % 4));
const runs = (n: number, add: number) =>
  Array.from({ length: n }, (_, r) => base(r).map((c) => Math.max(0, Math.min(4, c + add))));

function input(baseline: EvalRow[], candidate: EvalRow[], tasks = T): ModelCheckInput {
  return {
    heldout: heldoutOf(tasks),
    baseline: tallyRows(baseline),
    candidate: tallyRows(candidate),
    baselinePath: "base.jsonl",
    candidatePath: "cand.jsonl",
  };
}

/** One run labelled "0" (rowsFromGrid leaves a single run unlabelled). */
const labelled = (rows: EvalRow[], run = "0") => rows.map((r) => ({ ...r, run }));

describe("a floor on record from one side", () => {
  it("a one-run candidate beside a 3-run baseline with a real gain is moved, the floor's origin stated", () => {
    const mc = checkModel(
      input(rowsFromGrid(T, runs(3, 0), 4), labelled(rowsFromGrid(T, runs(1, 2), 4))),
      SETTINGS,
    );
    expect(mc.target_verdict).toBe("moved");
    expect(mc.replicated).toBe(true);
    expect(mc.noise.source).toBe("baseline");
    expect(mc.noise.df).toBe(2);
    expect(mc.noise.rule).toBe("t(df=2)=4.30 x run_std x sqrt(1/3 + 1/1)");
    expect(mc.noise.origin).toMatch(/baseline's 3 eval runs only/);
    expect(mc.warnings.join("\n")).toMatch(/noise floor from the baseline's 3 eval runs only/);
    const band = mc.metrics[0]!.noise_band!;
    const sd = mc.metrics[0]!.run_std!;
    expect(band).toBeCloseTo(4.303 * sd * Math.sqrt(1 / 3 + 1), 12);
    expect(formatModelCheckTerminal(mc).join("\n")).toContain("baseline's 3 eval runs only");
  });

  it("the candidate's runs give the floor when the baseline has one run", () => {
    const mc = checkModel(
      input(rowsFromGrid(T, runs(1, 0), 4), rowsFromGrid(T, runs(3, 2), 4)),
      SETTINGS,
    );
    expect(mc.noise.source).toBe("candidate");
    expect(mc.target_verdict).toBe("moved");
  });

  it("a pinned noise-floor replaces the measured one: t at runs - 1, origin says so", () => {
    const mc = checkModel(input(rowsFromGrid(T, runs(1, 0), 4), rowsFromGrid(T, runs(1, 2), 4)), {
      ...SETTINGS,
      noiseFloor: { run_std: 0.02, runs: 3 },
    });
    expect(mc.noise.source).toBe("given");
    expect(mc.noise.df).toBe(2);
    expect(mc.metrics[0]!.noise_band).toBeCloseTo(4.303 * 0.02 * Math.sqrt(2), 12);
    expect(mc.noise.origin).toMatch(/noise-floor input: run_std 0.02 from 3 runs/);
    expect(mc.target_verdict).toBe("moved");
    // Without a run count the SDK's bare run_std rule: the normal quantile 1.96.
    const bare = checkModel(input(rowsFromGrid(T, runs(1, 0), 4), rowsFromGrid(T, runs(1, 2), 4)), {
      ...SETTINGS,
      noiseFloor: { run_std: 0.02, runs: null },
    });
    expect(bare.noise.quantile).toBe(1.96);
    expect(bare.noise.df).toBeNull();
  });

  it("the noise-floor input parses RUN_STD[:RUNS] and rejects anything else", () => {
    const cfg = (v: string) =>
      parseConfig({ heldout: "h.jsonl", pairs: "p.jsonl", "noise-floor": v }).noiseFloor;
    expect(cfg("0.012:3")).toEqual({ run_std: 0.012, runs: 3 });
    expect(cfg("0.012")).toEqual({ run_std: 0.012, runs: null });
    expect(cfg("")).toBeNull();
    for (const bad of ["x", "0.01:1", "-0.1:3", "2:3", "0.01:3:4"]) {
      expect(() => cfg(bad)).toThrow(/noise-floor/);
    }
  });
});

/** Grid rows as the bytes of a JSONL file, read back through the real reader. */
async function viaFile(rows: EvalRow[], row: (r: EvalRow) => object = () => ({})) {
  const lines = rows.map((r) =>
    JSON.stringify({
      task_id: r.task,
      reward: r.reward,
      ...row(r),
      ...(r.run === undefined ? {} : { lineage: { eval_run: Number(r.run) } }),
    }),
  );
  const { rows: back } = await readEvalRows(
    { name: "e.jsonl", data: Buffer.from(lines.join("\n")) },
    "baseline",
    { maxLineBytes: 1 << 20, maxFileBytes: 1 << 26, maxRows: 1e6 },
  );
  return back;
}

describe("copies are not replication", () => {
  it("one run copied as runs 0, 1, 2 on each side counts as one run and cannot pass", async () => {
    const one = runs(1, 0)[0]!;
    const up = runs(1, 2)[0]!;
    // Rows alike but for eval_run: each rollout carries the same id in every run.
    const rollout = (r: EvalRow) => ({ rollout: r.line % (T.length * 4) });
    const mc = checkModel(
      input(
        await viaFile(rowsFromGrid(T, [one, one, one], 4), rollout),
        await viaFile(rowsFromGrid(T, [up, up, up], 4), rollout),
      ),
      SETTINGS,
    );
    expect(mc.target_verdict).toBe("moved_unreplicated");
    expect(mc.noise.source).toBe("none");
    expect(mc.noise.runs_baseline).toBe(1);
    const w = mc.warnings.join("\n");
    expect(w).toMatch(
      /baseline runs 0, 1, 2 in base\.jsonl hold the same rows apart from the run label/,
    );
    expect(w).toMatch(
      /candidate runs 0, 1, 2 in cand\.jsonl hold the same rows apart from the run label/,
    );
  });

  it("the same scores from rows of their own are re-runs with zero spread, named (issue 22.7)", async () => {
    const one = runs(1, 0)[0]!;
    const up = runs(1, 2)[0]!;
    // A deterministic model graded three times: each row has its own id.
    const own = (r: EvalRow) => ({ id: `row-${r.line}` });
    const mc = checkModel(
      input(
        await viaFile(rowsFromGrid(T, [one, one, one], 4), own),
        await viaFile(rowsFromGrid(T, [up, up, up], 4), own),
      ),
      SETTINGS,
    );
    expect(mc.noise.runs_baseline).toBe(3);
    expect(mc.noise.runs_candidate).toBe(3);
    expect(mc.metrics[0]!.run_std).toBe(0);
    expect(mc.target_verdict).toBe("moved");
    const w = mc.warnings.join("\n");
    expect(w).toMatch(
      /baseline runs 0, 1, 2 in base\.jsonl score exactly alike on every task from rows of their own: counted as re-runs with zero spread/,
    );
    expect(w).not.toMatch(/copied, not re-runs/);
  });

  it("only the runs whose rows match are copies; the others count", async () => {
    const b = runs(3, 0);
    const grid = [b[0]!, b[1]!, b[0]!];
    const rollout = (r: EvalRow) => ({ rollout: r.line % (T.length * 4) });
    const copied = checkModel(
      input(await viaFile(rowsFromGrid(T, grid, 4), rollout), rowsFromGrid(T, runs(3, 2), 4)),
      SETTINGS,
    );
    expect(copied.noise.runs_baseline).toBe(2);
    expect(copied.warnings.join("\n")).toMatch(
      /baseline runs 0, 2 in base\.jsonl hold the same rows/,
    );
    // Run 2 written again with one field changed on one row: not a copy.
    const touched = (r: EvalRow) => ({
      rollout: r.line % (T.length * 4),
      ...(r.line === grid.length * T.length * 4 ? { note: "x" } : {}),
    });
    const rerun = checkModel(
      input(await viaFile(rowsFromGrid(T, grid, 4), touched), rowsFromGrid(T, runs(3, 2), 4)),
      SETTINGS,
    );
    expect(rerun.noise.runs_baseline).toBe(3);
    expect(rerun.warnings.join("\n")).toMatch(
      /baseline runs 0, 2 in base\.jsonl score exactly alike on every task from rows of their own/,
    );
  });

  it("rows built without a print (no file behind them) are never called copies", () => {
    const one = runs(1, 0)[0]!;
    const mc = checkModel(
      input(rowsFromGrid(T, [one, one, one], 4), rowsFromGrid(T, runs(3, 2), 4)),
      SETTINGS,
    );
    expect(mc.noise.runs_baseline).toBe(3);
    expect(mc.warnings.join("\n")).toMatch(
      /baseline runs 0, 1, 2 in base\.jsonl score exactly alike/,
    );
  });

  it("rows repeated byte for byte inside a run are counted and named by line", () => {
    const rows = rowsFromGrid(T, runs(3, 0), 4).map((r, i) => ({
      ...r,
      fingerprint: [7, i] as [number, number],
    }));
    // Line 5 written again at the end (same run, same content).
    const copy = { ...rows[4]!, line: rows.length + 1 };
    const mc = checkModel(input([...rows, copy], rowsFromGrid(T, runs(3, 2), 4)), SETTINGS);
    // Counted: two byte-identical rollouts can be real; the warning lets a copy be found.
    expect(mc.baseline.rows).toBe(rows.length + 1);
    expect(mc.warnings.join("\n")).toContain(
      `1 row(s) of base.jsonl repeat an earlier row of the same run byte for byte (line ${rows.length + 1} repeats line 5)`,
    );
    // The same content in another run is not a repeat.
    const other = { ...rows[4]!, run: "1", line: rows.length + 2 };
    const mc2 = checkModel(input([...rows, other], rowsFromGrid(T, runs(3, 2), 4)), SETTINGS);
    expect(mc2.baseline.rows).toBe(rows.length + 1);
    expect(mc2.warnings.join("\n")).not.toContain("repeat an earlier row");
  });
});

describe("rollouts per task", () => {
  it("sides graded with very different rollouts per task are not comparable", () => {
    const mc = checkModel(
      input(rowsFromGrid(T, runs(3, 0), 4), rowsFromGrid(T, runs(3, 8), 12)),
      SETTINGS,
    );
    expect(mc.not_comparable.join("\n")).toMatch(
      /rollouts per task differ between the sides \(typically 4 per task and run in the baseline, 12 in the candidate\)/,
    );
    expect(mc.ok).toBe(false);
    // A small difference stays a warning.
    const near = checkModel(
      input(rowsFromGrid(T, runs(3, 0), 4), rowsFromGrid(T, runs(3, 2), 5)),
      SETTINGS,
    );
    expect(near.not_comparable).toEqual([]);
    expect(near.warnings.join("\n")).toMatch(/different rollouts per task/);
  });
});

describe("pairing and signs", () => {
  it("4 tasks scored identically on both sides are paired, and zero prints without a sign", () => {
    const t = ids(4);
    const rows = rowsFromGrid(t, [[1, 2, 3, 2]], 4);
    const mc = checkModel(input(rows, rows, t), SETTINGS);
    const m = mc.metrics[0]!;
    expect(m.paired).toBe(true);
    expect(m.n_paired).toBe(4);
    expect(m.tag).toBe("flat");
    const term = formatModelCheckTerminal(mc).join("\n");
    expect(term).not.toMatch(/unpaired/);
    expect(term).not.toMatch(/[+-]0\.000/);
    const d = decide(
      { model: mc, data: [], problems: [], heldout: null },
      { requireProof: false, confidence: 0.95 },
    );
    expect(d.headline).not.toMatch(/[+-]0\.000/);
    expect(d.headline).toContain("0.000");
  });

  it("one signed formatter: +x, -x, and a bare zero for anything that rounds to zero", () => {
    expect(signed(0.25)).toBe("+0.250");
    expect(signed(-0.0123)).toBe("-0.012");
    expect(signed(-0.0001)).toBe("0.000");
    expect(signed(0.0001)).toBe("0.000");
    expect(signed(0)).toBe("0.000");
    const s = verdictSentence({
      target: "pass_at_1",
      measured: true,
      baselineName: "a",
      candidateName: "b",
      delta: 0.0001,
      ci: [-0.01, 0.01],
      band: null,
      lowerIsBetter: false,
      scale: 100,
      unit: "points",
      replicated: false,
      runsBaseline: 1,
      runsCandidate: 1,
      regressions: [],
      gaps: [],
      gradedBy: "program",
      judgeAgreement: null,
      judgeHumanN: null,
      nTasks: 10,
      notComparable: 0,
    });
    expect(s).toContain("(0 points");
  });
});
