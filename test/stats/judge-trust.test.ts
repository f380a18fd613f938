// Labels matched to graded rows and the judge measured from them: ids (explicit and by
// place in the run), labels that are not counted and why, shards, the figures per
// criterion, the gaming test, the review queue and the corrected delta.
import { describe, expect, it } from "vitest";
import type { EvalRow } from "../../src/io/canonical.js";
import { normalizeLabel, type Label } from "../../src/io/labels.js";
import { ProblemCollector } from "../../src/io/problems.js";
import { JudgeSeen, LabelIndex } from "../../src/stats/judge-matches.js";
import { matchLabels } from "../../src/stats/label-match.js";
import { judgeTrust, type JudgeInput } from "../../src/stats/judge-report.js";
import type { LabelsRead } from "../../src/io/labels.js";
import { labelsToClear } from "../../src/stats/agreement.js";

function labels(rows: Record<string, unknown>[]): Label[] {
  const p = new ProblemCollector("labels.jsonl");
  const out = rows.map((value, i) => normalizeLabel({ line: i + 1, value }, p));
  expect(p.list()).toEqual([]);
  return out as Label[];
}

const row = (task: string, reward: number, extra: Partial<EvalRow> = {}, line = 1): EvalRow => ({
  line,
  task,
  reward,
  markers: Object.create(null),
  ...extra,
});

const settings = {
  level: 0.95,
  resamples: 500,
  seed: 0,
  floors: { minAgreement: 0.8, minKappa: 0.6, minN: 50 },
};

function readOf(ls: Label[]): LabelsRead {
  return { labels: ls, summary: {} as LabelsRead["summary"], unlabelled: 0, scores: 0 };
}

describe("matching labels to graded rows", () => {
  const ls = labels([
    {
      task_id: "t1",
      run: "0",
      rollout_index: 1,
      label: 1,
      annotator: "a",
      kind: "human",
      arm: "baseline",
    },
    { task_id: "t1", label: 1, annotator: "a", kind: "human", arm: "baseline" },
    { task_id: "t9", label: 1, annotator: "a", kind: "human" },
    {
      task_id: "t2",
      label: 0,
      annotator: "a",
      kind: "human",
      arm: "candidate",
      judge_version: "v1",
    },
    {
      task_id: "t2",
      label: 0,
      annotator: "a",
      kind: "human",
      arm: "baseline",
      judge_version: "v2",
    },
    { rollout_id: "rid-7", label: 1, annotator: "a", kind: "human" },
    { prompt: "hello", final_text: "hi", label: 0, annotator: "a", kind: "human" },
    {
      task_id: "t2",
      label: 1,
      annotator: "a",
      kind: "human",
      arm: "candidate",
      criterion: "style",
    },
  ]);
  const index = new LabelIndex(ls);
  const base = new JudgeSeen(index, "baseline");
  const cand = new JudgeSeen(index, "candidate");
  // t1 in run 0 has three rollouts without a rollout_index: their ids are 0, 1, 2 by place.
  base.add(row("t1", 1, { run: "0" }, 1), 0);
  base.add(row("t1", 0, { run: "0" }, 2), 0);
  base.add(row("t1", 1, { run: "0" }, 3), 0);
  base.add(row("t2", 1, { judge_version: "v1" }, 4), 0);
  base.add(row("t3", 1, { rollout_id: "rid-7" }, 5), 0);
  base.add(row("zz", 1, {}, 6), 0); // named by no label: not kept
  cand.add(row("t2", 1, { judge_version: "v1" }, 1), 0);
  cand.add(row("t5", 1, { prompt: "hello", final_text: "hi" }, 2), 0);
  const m = matchLabels(ls, [...base.rows, ...cand.rows], 0);

  it("keeps only rows a label could name", () => {
    expect(base.rows.map((r) => r.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it("matches by task, run and place in the run; by rollout_id; by prompt and reply", () => {
    const by = new Map(m.matched.map((x) => [x.label.line, x]));
    expect(by.get(1)!.row.line).toBe(2);
    expect(by.get(1)!.rollout).toBe("1");
    expect(by.get(4)!.row.arm).toBe("candidate");
    expect(by.get(6)!.row.line).toBe(5);
    expect(by.get(7)!.row.line).toBe(2);
    expect(by.get(7)!.row.arm).toBe("candidate");
  });

  it("counts every label it cannot use, by why", () => {
    expect(m.ambiguous).toEqual([2]); // t1 has three rows on the baseline
    expect(m.unmatched).toEqual([3]);
    expect(m.other_version).toEqual([5]); // row stamped v1, label says v2
    expect(m.no_verdict).toEqual([8]); // the row carries no style marker
    expect(m.stamps).toEqual(["v1"]);
  });

  it("gives the same matches from shards merged in any order, through their states", () => {
    const parts = [new JudgeSeen(index, "baseline"), new JudgeSeen(index, "baseline")];
    const rows = [
      row("t1", 1, { run: "0" }, 1),
      row("t1", 0, { run: "0" }, 2),
      row("t1", 1, { run: "0" }, 3),
      row("t2", 1, { judge_version: "v1" }, 4),
      row("t3", 1, { rollout_id: "rid-7" }, 5),
    ];
    rows.forEach((r, i) => parts[i % 2]!.add(r, 0));
    const merged = new JudgeSeen(index, "baseline");
    for (const p of [parts[1]!, parts[0]!]) {
      const back = new JudgeSeen(index, "baseline");
      back.loadState(JSON.parse(JSON.stringify(p.saveState())), "s");
      merged.merge(back);
    }
    const again = matchLabels(ls, [...merged.rows, ...cand.rows], 0);
    const key = (r: typeof m) => r.matched.map((x) => [x.label.line, x.row.line, x.rollout]);
    expect(key(again)).toEqual(key(m));
    expect(again.ambiguous).toEqual(m.ambiguous);
  });

  it("refuses a state whose row is malformed, naming where", () => {
    const s = base.saveState() as { rows: unknown[][] };
    s.rows[0]![1] = -1;
    expect(() => new JudgeSeen(index, "baseline").loadState(s, "st")).toThrow(/st\.rows\[0\]\[1\]/);
  });
});

/** A labelled world: n rows an arm, gold pass with chance g, the judge passing a gold fail with chance fp. */
function world(n: number, fpBase: number, fpCand: number) {
  const specs: Record<string, unknown>[] = [];
  const rows: { arm: "baseline" | "candidate"; r: EvalRow }[] = [];
  for (const arm of ["baseline", "candidate"] as const) {
    const fp = arm === "baseline" ? fpBase : fpCand;
    for (let i = 0; i < n; i++) {
      const task = `t${i % 40}`;
      const gold = i % 2;
      // Deterministic: the first share fp of the gold fails get a judge pass; gold passes
      // are passed except every tenth.
      const judge = gold === 1 ? (i % 20 === 1 ? 0 : 1) : (i / 2) % 10 < fp * 10 ? 1 : 0;
      rows.push({ arm, r: row(task, judge, { rollout_id: `${arm}-${i}` }, i + 1) });
      specs.push({ rollout_id: `${arm}-${i}`, label: gold, annotator: "p1", kind: "human" });
    }
  }
  const ls = labels(specs);
  const index = new LabelIndex(ls);
  const seen = {
    baseline: new JudgeSeen(index, "baseline"),
    candidate: new JudgeSeen(index, "candidate"),
  };
  for (const { arm, r } of rows) seen[arm].add(r, 0);
  const match = matchLabels(ls, [...seen.baseline.rows, ...seen.candidate.rows], 0);
  const input: JudgeInput = {
    path: "labels.jsonl",
    read: readOf(ls),
    match,
    files: { baseline: ["b.jsonl"], candidate: ["c.jsonl"] },
    target: null,
    decide: false,
  };
  return input;
}

describe("the judge measured", () => {
  it("gives agreement, kappa, sensitivity and specificity with intervals", () => {
    const t = judgeTrust(world(100, 0.1, 0.1), settings);
    const c = t.criteria[0]!;
    expect(c.criterion).toBe("pass_at_1");
    expect(c.n).toBe(200);
    // Per arm: 50 gold passes (5 judged fail), 50 gold fails (5 judged pass).
    expect(c.confusion).toEqual({ tp: 90, fn: 10, fp: 10, tn: 90 });
    expect(c.agreement).toBeCloseTo(0.9, 12);
    expect(c.kappa).toBeCloseTo(0.8, 12);
    expect(c.sensitivity).toBeCloseTo(0.9, 12);
    expect(c.specificity).toBeCloseTo(0.9, 12);
    expect(c.agreement_ci![0]).toBeGreaterThan(0.8);
    expect(c.kappa_ci![0]).toBeLessThan(0.8);
    expect(c.ok).toBe(true);
    expect(c.label_more).toBe(0);
    expect(t.gamed).toBe(false);
    expect(c.gaming!.p_value).toBeGreaterThan(0.05);
    expect(t.review_total).toBe(20); // 10 false passes, 10 false fails
    expect(t.review[0]!.kind).toBe("false_pass");
  });

  it("flags a candidate the judge passes on failures far more often, and lists its rows first", () => {
    const t = judgeTrust(world(100, 0.1, 0.6), settings);
    const g = t.criteria[0]!.gaming!;
    expect(t.criteria[0]!.arms.candidate.false_pass_rate).toBeCloseTo(0.6, 12);
    expect(t.criteria[0]!.arms.baseline.false_pass_rate).toBeCloseTo(0.1, 12);
    expect(g.flagged).toBe(true);
    expect(g.p_holm).toBeLessThan(0.001);
    expect(t.gamed).toBe(true);
    const firstBase = t.review.findIndex((r) => r.arm === "baseline");
    const lastCandFp = t.review
      .map((r) => r.arm === "candidate" && r.kind === "false_pass")
      .lastIndexOf(true);
    expect(lastCandFp).toBeLessThan(firstBase);
  });

  it("says how many more rows to label when the sample, not the judge, is short", () => {
    const t = judgeTrust(world(12, 0.1, 0.1), settings);
    const c = t.criteria[0]!;
    expect(c.n).toBe(24);
    expect(c.ok).toBe(false);
    // 20 of 24 agree: at 0.833 the Wilson bound needs this many labels to reach 0.8.
    expect(c.agreement).toBeCloseTo(20 / 24, 12);
    const need = labelsToClear(20 / 24, 0.8, 0.95)!;
    expect(need).toBeGreaterThan(50);
    expect(c.label_more).toBe(need - 24);
  });

  it("takes the majority of several annotators, leaves ties out and measures people's alpha", () => {
    const ls = labels([
      { rollout_id: "a", label: 1, annotator: "p1", kind: "human" },
      { rollout_id: "a", label: 1, annotator: "p2", kind: "human" },
      { rollout_id: "a", label: 0, annotator: "p3", kind: "human" },
      { rollout_id: "b", label: 1, annotator: "p1", kind: "human" },
      { rollout_id: "b", label: 0, annotator: "p2", kind: "human" },
      { rollout_id: "c", label: 0, annotator: "p1", kind: "human" },
      { rollout_id: "c", label: 0, annotator: "p2", kind: "human" },
      { rollout_id: "c", label: 1, annotator: "m", kind: "model" },
      // p1 relabels d: the later label replaces the earlier.
      { rollout_id: "d", label: 0, annotator: "p1", kind: "human" },
      { rollout_id: "d", label: 1, annotator: "p1", kind: "human" },
    ]);
    const index = new LabelIndex(ls);
    const s = new JudgeSeen(index, "baseline");
    ["a", "b", "c", "d"].forEach((id, i) => s.add(row(`t${i}`, 1, { rollout_id: id }, i + 1), 0));
    const match = matchLabels(ls, s.rows, 0);
    const t = judgeTrust({ ...world(1, 0, 0), read: readOf(ls), match }, settings);
    const c = t.criteria[0]!;
    expect(t.ties).toBe(1); // b
    expect(t.model_labels).toBe(1);
    expect(c.n).toBe(3);
    expect(c.confusion).toEqual({ tp: 2, fp: 1, fn: 0, tn: 0 });
    expect(c.annotators).toBe(3);
    // People on a (1,1,0), c (0,0), d (1): alpha over a and c.
    expect(c.human_alpha_units).toBe(2);
    expect(c.human_alpha).not.toBeNull();
    expect(t.notes.join(" ")).toMatch(/1 row\(s\) have trusted labels split evenly/);
  });
});

describe("the corrected delta", () => {
  it("is the target's delta over s + c - 1, deciding only under judge-correction: decide", () => {
    const input = world(100, 0.1, 0.1);
    const target = {
      metric: "pass_at_1",
      lower_is_better: false,
      delta: 0.08,
      se: 0.03,
      df: 40,
    } as JudgeInput["target"];
    const shown = judgeTrust({ ...input, target }, settings).correction!;
    expect(shown.youden).toBeCloseTo(0.8, 12);
    expect(shown.delta).toBeCloseTo(0.1, 12);
    expect(shown.decides).toBe(false);
    expect(shown.blocks).toBe(false);
    const decided = judgeTrust({ ...input, target, decide: true }, settings).correction!;
    expect(decided.decides).toBe(true);
    expect(decided.blocks).toBe(decided.ci[0] <= 0);
    const weak = judgeTrust(
      { ...input, target: { ...target!, se: 0.045 }, decide: true },
      settings,
    );
    expect(weak.correction!.ci[0]).toBeLessThan(0);
    expect(weak.correction!.blocks).toBe(true);
  });
});
