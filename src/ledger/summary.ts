// What a run says about its ledger (report.ledger): the series as read, and the merged
// rounds of the test version for the comment's trend (docs/design.md §16).
import type { Ledger } from "./entry.js";
import { pastAttempts } from "./attempts.js";

/** Rounds the report lists: the last ones, oldest first. */
export const TREND_ROUNDS = 50;

export interface LedgerSummary {
  path: string;
  test_version: string;
  entries: number;
  rounds: number;
  attempts: number;
  trend: {
    round: number;
    pr: number | null;
    mean: number | null;
    delta: number | null;
    ci: [number, number] | null;
    alpha_j: number | null;
    verdict: string;
  }[];
}

export function ledgerSummary(l: Ledger): LedgerSummary {
  const merged = l.entries.filter((e) => e.kind === "merged");
  return {
    path: l.path,
    test_version: l.test_version,
    entries: l.entries.length,
    rounds: merged.length,
    attempts: pastAttempts(l.entries).size,
    trend: merged.slice(-TREND_ROUNDS).map((e) => ({
      round: e.round as number,
      pr: e.pr,
      mean: e.target.mean,
      delta: e.target.delta,
      ci: e.target.ci,
      alpha_j: e.attempt_control?.alpha_j ?? null,
      verdict: e.verdict,
    })),
  };
}
