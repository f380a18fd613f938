// "Was PASS, now FAIL" across pushes of one PR (issue 28.4, design §16): the ledger's last
// line of this PR from another candidate is set beside this push's verdict.
import { describe, expect, it } from "vitest";
import { ledgerSummary } from "../../src/ledger/summary.js";
import { pushLine } from "../../src/render/ledger.js";
import type { Report } from "../../src/report.js";
import { reportSchema } from "../../src/report/schema.js";
import { digest, entry, VERSION } from "./entries.js";

const lines = [
  entry({ attempt: 1, pr: 7, candidate: "c1", verdict: "fail" }),
  entry({ attempt: 2, pr: 8, candidate: "other", verdict: "fail" }),
  entry({
    attempt: 3,
    pr: 7,
    candidate: "c2",
    verdict: "pass",
    commits: { base: "a".repeat(40), head: "1234567".padEnd(40, "e"), merge: null },
  }),
];
const ledger = { path: "ledger/x.jsonl", test_version: VERSION, entries: lines };

function report(prev: ReturnType<typeof ledgerSummary>, pass: boolean): Report {
  return {
    ledger: prev,
    decision: { pass, verdict: pass ? "pass" : "fail" },
  } as unknown as Report;
}

describe("previous_push", () => {
  it("is this PR's last line from another candidate", () => {
    const s = ledgerSummary(ledger, { pr: 7, digest: digest("c9") });
    expect(s.previous_push).toEqual({
      attempt: 3,
      head: "1234567".padEnd(40, "e"),
      verdict: "pass",
    });
    // The same candidate again is the same attempt, not an earlier push: the one before it.
    const again = ledgerSummary(ledger, { pr: 7, digest: digest("c2") });
    expect(again.previous_push).toEqual({ attempt: 1, head: "b".repeat(40), verdict: "fail" });
  });

  it("is absent without a PR, or when the PR has no line", () => {
    expect(ledgerSummary(ledger).previous_push).toBeUndefined();
    expect(ledgerSummary(ledger, { pr: 9, digest: null }).previous_push).toBeUndefined();
  });

  it("the comment says 'was PASS, now FAIL' only when the verdict changed", () => {
    const s = ledgerSummary(ledger, { pr: 7, digest: digest("c9") });
    expect(pushLine(report(s, false))).toBe(
      "**Was PASS at `1234567` (attempt 3), now FAIL** (this PR's earlier push, from the ledger)",
    );
    expect(pushLine(report(s, true))).toBeNull();
    const back = ledgerSummary(ledger, { pr: 7, digest: digest("c2") });
    expect(pushLine(report(back, true))).toBe(
      "**Was FAIL at `bbbbbbb` (attempt 1), now PASS** (this PR's earlier push, from the ledger)",
    );
    expect(pushLine(report(ledgerSummary(ledger), false))).toBeNull();
  });

  it("is a field of the report's ledger in the schema", () => {
    const shape = reportSchema.shape.ledger.unwrap();
    const s = ledgerSummary(ledger, { pr: 7, digest: digest("c9") });
    expect(shape.safeParse(s).success).toBe(true);
    const bad = { ...s, previous_push: { attempt: 1.5, head: null, verdict: "pass" } };
    expect(shape.safeParse(bad).success).toBe(false);
  });
});
