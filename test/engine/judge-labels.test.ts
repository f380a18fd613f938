// judge-labels end to end on the example world: the labels file is an input, the judge is
// measured in report.json and every view, the "judge agreement" gap closes only by
// measurement, a candidate that games the judge cannot pass, judge-correction: decide
// takes part in the decision, and a sharded run gives the same bytes.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport, reportJson } from "../../src/engine.js";
import { buildShardState, mergeStates, parseState, stateJson } from "../../src/engine/shard.js";
import { parseUntrustedReport } from "../../src/github/report-schema.js";
import { renderSummary } from "../../src/render/markdown.js";
import { renderTerminal } from "../../src/render/terminal.js";

const dir = mkdtempSync(join(tmpdir(), "hg-judge-"));
const EX = "fixtures/example";

interface Row {
  scenario_id: string;
  rollout_index: number;
  reward: number;
  lineage: { eval_run: number };
}
const rowsOf = (f: string) =>
  readFileSync(`${EX}/${f}`, "utf8")
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l) as Row);

/**
 * One label per graded row of both arms, by task, run and rollout. `gold` gives the
 * person's label from the judge's reward (the identity: a judge people agree with).
 */
function labelsFile(
  name: string,
  gold: (r: Row, arm: string, i: number) => number,
  extra: string[] = [],
) {
  const out: string[] = [];
  for (const [arm, f] of [
    ["baseline", "before.jsonl"],
    ["candidate", "after.jsonl"],
  ] as const) {
    rowsOf(f).forEach((r, i) => {
      out.push(
        JSON.stringify({
          task_id: r.scenario_id,
          run: r.lineage.eval_run,
          rollout_index: r.rollout_index,
          arm,
          label: gold(r, arm, i),
          annotator: i % 2 === 0 ? "ana" : "ben",
          kind: "human",
        }),
      );
    });
  }
  const path = join(dir, name);
  writeFileSync(path, [...out, ...extra].join("\n") + "\n");
  return path;
}

const raw = (more: Record<string, string> = {}) => ({
  heldout: `${EX}/heldout.jsonl`,
  baseline: `${EX}/before.jsonl`,
  candidate: `${EX}/after.jsonl`,
  "graded-by": "judge",
  resamples: "1000",
  ...more,
});

const judgeGaps = (gaps: string[]) => gaps.filter((g) => /judge/.test(g));

describe("judge-labels", () => {
  it("without labels the gap stays; a typed agreement is declared, not measured", async () => {
    const none = await buildReport(parseConfig(raw()));
    expect(judgeGaps(none.model!.gaps)).toEqual(["judge agreement with people not measured"]);
    expect(none.model!.judge).toBeUndefined();
    const typed = await buildReport(
      parseConfig(raw({ "judge-agreement": "0.95", "judge-human-n": "200" })),
    );
    expect(judgeGaps(typed.model!.gaps)).toEqual([
      "judge agreement 0.95 on 200 declared, not measured: give judge-labels to measure it",
    ]);
    expect(typed.model!.sentence).toContain("judge agreement 0.95 on 200 declared");
  });

  it("labels people agree with close the gap by measurement, with every figure shown", async () => {
    // The judge passes about one in six of the rows people fail, on both arms alike: after
    // every fifth judge fail of an arm, its next judge pass is one people fail.
    const owed: Record<string, number> = { baseline: 0, candidate: 0 };
    const fails: Record<string, number> = { baseline: 0, candidate: 0 };
    const path = labelsFile("agree.jsonl", (r, arm) => {
      if (r.reward === 0) {
        if (++fails[arm]! % 5 === 0) owed[arm]!++;
        return 0;
      }
      if (owed[arm]! > 0) {
        owed[arm]!--;
        return 0;
      }
      return 1;
    });
    const r = await buildReport(parseConfig(raw({ "judge-labels": path })));
    expect(r.inputs.map((f) => f.role)).toContain("judge_labels");
    const j = r.model!.judge!;
    expect(j.matched).toBe(192);
    expect(j.unmatched + j.ambiguous + j.other_version).toBe(0);
    const c = j.criteria[0]!;
    expect(c.criterion).toBe("pass_at_1");
    expect(c.n).toBe(192);
    expect(c.agreement_ci![0]).toBeGreaterThan(0.8);
    expect(c.ok).toBe(true);
    expect(j.gamed).toBe(false);
    expect(judgeGaps(r.model!.gaps)).toEqual([]);
    expect(r.model!.sentence).toMatch(/judge agreement 0\.\d+ on 192 labelled rows/);
    expect(j.correction?.metric).toBe("pass_at_1");
    expect(j.correction!.delta).toBeGreaterThan(r.model!.metrics[0]!.delta!);
    const md = renderSummary(r, {});
    expect(md).toContain("Judge trust (1 criterion)");
    expect(md).toContain("To review");
    const term = renderTerminal(r).join("\n");
    expect(term).toContain("judge labels");
    // Report mode reads the judge's figures back through its schema as they were.
    const back = parseUntrustedReport(Buffer.from(reportJson(r)), "report.json");
    expect(back.model?.judge).toEqual(j);
  });

  it("too few labels name the number to label", async () => {
    const path = labelsFile("few.jsonl", (r) => r.reward);
    const short = join(dir, "few-30.jsonl");
    writeFileSync(short, readFileSync(path, "utf8").split("\n").slice(0, 30).join("\n") + "\n");
    const r = await buildReport(parseConfig(raw({ "judge-labels": short })));
    const c = r.model!.judge!.criteria[0]!;
    expect(c.n).toBe(30);
    expect(c.label_more).toBe(20);
    expect(judgeGaps(r.model!.gaps)).toEqual([
      "judge on pass_at_1 under its floors (30 labelled rows, under 50): label about 20 more rows",
    ]);
  });

  it("a candidate the judge passes where people fail it cannot pass, and its rows come first", async () => {
    const path = labelsFile("gamed.jsonl", (r, arm, i) =>
      arm === "candidate" && r.reward === 1 && i % 2 === 0 ? 0 : r.reward,
    );
    const r = await buildReport(parseConfig(raw({ "judge-labels": path })));
    const j = r.model!.judge!;
    expect(j.gamed).toBe(true);
    expect(j.criteria[0]!.gaming!.flagged).toBe(true);
    expect(r.decision.pass).toBe(false);
    expect(r.decision.reasons.join(" ")).toContain("the candidate may be exploiting the judge");
    expect(r.model!.gaps.join(" ")).toContain("the candidate may be exploiting the judge");
    expect(j.review[0]).toMatchObject({ kind: "false_pass", arm: "candidate" });
  });

  it("judge-correction: decide needs the corrected interval; with no labels the target cannot pass", async () => {
    const base = await buildReport(parseConfig(raw({ "graded-by": "judge" })));
    expect(base.model!.target_verdict).toBe("moved");
    const r = await buildReport(parseConfig(raw({ "judge-correction": "decide" })));
    expect(r.decision.pass).toBe(false);
    expect(r.decision.reasons.join(" ")).toContain("judge-correction is decide");
    const path = labelsFile("agree2.jsonl", (row) => row.reward);
    const ok = await buildReport(
      parseConfig(raw({ "judge-correction": "decide", "judge-labels": path })),
    );
    expect(ok.model!.judge!.correction!.decides).toBe(true);
    expect(ok.model!.judge!.correction!.blocks).toBe(false);
    expect(ok.decision.reasons.join(" ")).not.toContain("judge-correction");
  });

  it("labels not counted are counted and said; a bad row is a problem at its line and field", async () => {
    const path = labelsFile("mixed.jsonl", (r) => r.reward, [
      JSON.stringify({ task_id: "ho-99", label: 1, annotator: "a", kind: "human" }),
      JSON.stringify({ task_id: "ho-01", label: 1, annotator: "a", kind: "human" }),
      JSON.stringify({
        task_id: "ho-01",
        run: 0,
        rollout_index: 0,
        arm: "baseline",
        label: 7,
        annotator: "a",
        kind: "human",
      }),
    ]);
    const r = await buildReport(parseConfig(raw({ "judge-labels": path })));
    const j = r.model!.judge!;
    expect(j.unmatched).toBe(1);
    expect(j.ambiguous).toBe(1);
    expect(j.notes.join(" ")).toMatch(/1 label\(s\) name no graded row \(line 193\)/);
    expect(j.notes.join(" ")).toMatch(/fit more than one graded row.*line 194/);
    expect(r.problems.map((p) => `${p.line}: ${p.field}`)).toEqual(["195: label"]);
    expect(r.decision.pass).toBe(false);
  });

  it("sharded, the report is the one a single process writes", async () => {
    const path = labelsFile("agree3.jsonl", (r, _a, i) => (i % 9 === 4 ? 1 - r.reward : r.reward));
    const inputs = raw({ "judge-labels": path });
    const one = reportJson(await buildReport(parseConfig(inputs)));
    const cfg = parseConfig(inputs);
    const states = [];
    for (let index = 0; index < 3; index++) {
      states.push(
        parseState(
          stateJson(await buildShardState(cfg, { index, count: 3, block: 7 })),
          `s${index}`,
        ),
      );
    }
    expect(reportJson(await mergeStates([states[2]!, states[0]!, states[1]!], cfg))).toBe(one);
  });
});
