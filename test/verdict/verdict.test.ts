import { describe, expect, it } from "vitest";
import { decide } from "../../src/verdict.js";
import type { DataCheck, GateResult } from "../../src/report.js";
import { gate as sampleGate, modelCheck as model } from "../render/sample-report.js";

function gate(name: GateResult["name"], status: GateResult["status"]): GateResult {
  return sampleGate({ name, status, summary: "" });
}

function data(statuses: Partial<Record<GateResult["name"], GateResult["status"]>>): DataCheck {
  const gates = Object.entries(statuses).map(([n, s]) => gate(n as GateResult["name"], s!));
  return { kind: "pairs", path: "pairs.jsonl", shape: "whileai", rows: 10, gates, status: "pass" };
}

const opts = { requireProof: false, confidence: 0.95 };
const heldout = { path: "h", sha256: "0", tasks: 40, changed: false, change_allowed: false };

describe("decide", () => {
  it("passes a moved target with no regressions and clean data", () => {
    const d = decide(
      { model: model(), data: [data({ length: "pass", style: "warn" })], problems: [], heldout },
      opts,
    );
    expect(d.pass).toBe(true);
    expect(d.conclusion).toBe("success");
    expect(d.headline).toMatch(
      /^PASS: pass_at_1 moved \+0\.250, 95% CI \+0\.200\.\.\+0\.300, no regressions; pairs: style warn$/,
    );
    expect(d.reasons).toEqual([]);
  });

  it.each([
    "moved_unreplicated",
    "within_eval_noise",
    "no_change_detected",
    "moved_the_wrong_way",
    "insufficient_data",
    "target_not_measured",
  ] as const)("fails when the target is %s", (v) => {
    const d = decide(
      { model: model({ target_verdict: v }), data: [], problems: [], heldout },
      opts,
    );
    expect(d.pass).toBe(false);
    expect(d.reasons[0]).toContain(v);
  });

  it("fails on a regression, a not-comparable cause, a failing gate or an input problem", () => {
    expect(
      decide({ model: model({ regressions: ["marker:x"] }), data: [], problems: [], heldout }, opts)
        .reasons,
    ).toEqual(["regressed: marker:x"]);
    expect(
      decide(
        {
          model: model({ not_comparable: ["candidate covers 36 of 40 tasks"] }),
          data: [],
          problems: [],
          heldout,
        },
        opts,
      ).pass,
    ).toBe(false);
    const g = decide(
      {
        model: null,
        data: [data({ contamination: "fail", length: "pass" })],
        problems: [],
        heldout,
      },
      opts,
    );
    expect(g.pass).toBe(false);
    expect(g.reasons).toEqual(["pairs pairs.jsonl: contamination failed"]);
    const p = decide(
      {
        model: null,
        data: [],
        problems: [{ file: "a.jsonl", line: 3, field: "reward", reason: "x" }],
        heldout,
      },
      opts,
    );
    expect(p.pass).toBe(false);
    expect(p.reasons[0]).toMatch(/^1 input problem in a\.jsonl/);
  });

  it("an SFT or pair file with no valid row fails: its gates pass vacuously", () => {
    const empty: DataCheck = { ...data({ length: "pass" }), kind: "sft", rows: 0 };
    const d = decide({ model: null, data: [empty], problems: [], heldout }, opts);
    expect(d.pass).toBe(false);
    expect(d.reasons).toEqual(["sft pairs.jsonl: no valid rows to check"]);
  });

  it("never says all gates pass beside a file's input problems, or over no rows", () => {
    const problems = [{ file: "sft.jsonl", line: 2, field: "messages", reason: "x" }];
    const bad: DataCheck = {
      ...data({ length: "pass", style: "pass" }),
      kind: "sft",
      input_problems: 500,
      status: "fail",
    };
    const d = decide({ model: null, data: [bad], problems, problemTotal: 500, heldout }, opts);
    expect(d.pass).toBe(false);
    expect(d.headline).toBe("FAIL: 500 input problems in sft.jsonl; sft: failed on input problems");
    expect(d.headline).not.toMatch(/all gates pass/);

    const none: DataCheck = {
      ...data({ length: "not_run", style: "not_run" }),
      kind: "sft",
      rows: 0,
      status: "fail",
    };
    const e = decide({ model: null, data: [none], problems: [], heldout }, opts);
    expect(e.headline).toBe("FAIL: sft pairs.jsonl: no valid rows to check");
    expect(e.reasons).toEqual(["sft pairs.jsonl: no valid rows to check"]);

    const empty: DataCheck = { ...none, rows: 3 };
    const f = decide({ model: null, data: [empty], problems: [], heldout }, opts);
    expect(f.pass).toBe(false);
    expect(f.headline).toBe("FAIL: sft pairs.jsonl: every row is empty, so no gate ran");
  });

  it("says which gates apply when some do not (unpaired rows)", () => {
    const d = decide(
      {
        model: null,
        data: [data({ length: "pass", integrity: "not_run" })],
        problems: [],
        heldout,
      },
      opts,
    );
    expect(d.pass).toBe(true);
    expect(d.headline).toBe("PASS: pairs: all gates that apply pass");
  });

  it("counts every input problem, not only the ones kept for the report", () => {
    const kept = [{ file: "p.jsonl", line: 1, field: "", reason: "x" }];
    const d = decide(
      { model: null, data: [], problems: kept, problemTotal: 2_000_000, heldout },
      opts,
    );
    expect(d.headline).toBe("FAIL: 2000000 input problems in p.jsonl");
    expect(d.reasons[0]).toMatch(/^2000000 input problems in p\.jsonl/);
  });

  it("fails a changed held-out test unless allowed, and says so first", () => {
    const changed = { ...heldout, changed: true };
    const d = decide({ model: model(), data: [], problems: [], heldout: changed }, opts);
    expect(d.pass).toBe(false);
    expect(d.headline).toBe(
      "FAIL: held-out test CHANGED in this PR, so nothing is comparable; " +
        "pass_at_1 moved +0.250, 95% CI +0.200..+0.300",
    );
    const allowed = decide(
      { model: model(), data: [], problems: [], heldout: { ...changed, change_allowed: true } },
      opts,
    );
    expect(allowed.pass).toBe(true);
    expect(allowed.headline.startsWith("PASS: held-out test CHANGED in this PR (allowed); ")).toBe(
      true,
    );
  });

  it("leads the headline with the first reason, after one FAIL, never beside 'no regressions'", () => {
    const guard = model().metrics[1]!;
    const regressed = model({
      regressions: [guard.metric],
      metrics: [model().metrics[0]!, { ...guard, delta: -0.165, tag: "down" }],
    });
    const d = decide({ model: regressed, data: [], problems: [], heldout }, opts);
    expect(d.headline).toBe(
      "FAIL: marker:hedging regressed -0.165 (lower is better); " +
        "pass_at_1 moved +0.250, 95% CI +0.200..+0.300",
    );
    const two = decide(
      {
        model: { ...regressed, regressions: [guard.metric, "marker:y"] },
        data: [],
        problems: [],
        heldout,
      },
      opts,
    );
    expect(two.headline).toMatch(
      /^FAIL: marker:hedging regressed -0\.165 \(lower is better\) \(and 1 more\); /,
    );
    // A regression is said before a target that did not move.
    const flat = decide(
      {
        model: { ...regressed, target_verdict: "no_change_detected" },
        data: [data({ contamination: "fail" })],
        problems: [],
        heldout: { ...heldout, changed: true },
      },
      opts,
    );
    expect(flat.reasons.map((r) => r.slice(0, 20))).toEqual([
      "the held-out test ch",
      "regressed: marker:he",
      "pass_at_1 is no_chan",
      "pairs pairs.jsonl: c",
    ]);
    expect(flat.headline).toMatch(
      /^FAIL: held-out test CHANGED in this PR, so nothing is comparable; /,
    );
    for (const x of [d, two, flat]) {
      expect(x.headline.match(/FAIL/g)).toHaveLength(1);
      expect(x.headline).not.toMatch(/no regressions/);
    }
    // A target that did not move is the lead, and the model part is not said twice.
    const alone = decide(
      { model: model({ target_verdict: "no_change_detected" }), data: [], problems: [], heldout },
      opts,
    );
    expect(alone.headline).toBe(
      "FAIL: pass_at_1 no_change_detected +0.250, 95% CI +0.200..+0.300 (the gate needs moved)",
    );
    const gates = decide(
      { model: null, data: [data({ contamination: "fail" })], problems: [], heldout },
      opts,
    );
    expect(gates.headline).toBe("FAIL: pairs pairs.jsonl: contamination failed");
  });

  it("require-proof turns evidence gaps of a win into a failure", () => {
    const d = decide(
      { model: model(), data: [], problems: [], heldout },
      { ...opts, requireProof: true },
    );
    expect(d.pass).toBe(false);
    expect(d.reasons[0]).toContain("n < 50 tasks (40)");
    expect(
      decide(
        { model: model({ gaps: [] }), data: [], problems: [], heldout },
        { ...opts, requireProof: true },
      ).pass,
    ).toBe(true);
  });
});
