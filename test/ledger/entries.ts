// A builder of valid ledger lines for the ledger's tests.
import { createHash } from "node:crypto";
import { packTaskMeans, type LedgerEntry } from "../../src/ledger/entry.js";
import { testVersion } from "../../src/ledger/test-version.js";

export const VERSION = testVersion([{ task_id: "t1", prompt: "p" }], "grader@1");

export const digest = (s: string) => createHash("sha256").update(s).digest("hex");

export function entry(over: Partial<LedgerEntry> & { candidate?: string } = {}): LedgerEntry {
  const { candidate = "c1", ...rest } = over;
  return {
    ledger: 1,
    test_version: VERSION,
    kind: "attempt",
    round: null,
    attempt: 1,
    pr: 7,
    commits: { base: "a".repeat(40), head: "b".repeat(40), merge: null },
    candidate_digest: digest(candidate),
    served: { before: "model-v1", after: null },
    target: {
      metric: "pass_at_1",
      delta: 0.02,
      ci: [-0.01, 0.05],
      p: 0.2,
      target_verdict: "no_change_detected",
      mean: 0.52,
    },
    guards: [{ metric: "marker:safe", delta: 0, ci: [-0.02, 0.02], p: 1, regressed: false }],
    attempt_control: { alpha: 0.05, alpha_j: 0.0304, passed: false },
    verdict: "fail",
    task_means: packTaskMeans(
      "pass_at_1",
      new Map([
        ["t1", 0.5],
        ["t2", 0.75],
      ]),
    ),
    report_sha256: digest("report"),
    pairs_sha256: null,
    writer: { event: "workflow_run", workflow: "gate-report", run_id: 42 },
    ...rest,
  };
}
