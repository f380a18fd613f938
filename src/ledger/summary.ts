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
  /**
   * This PR's last line on the test version from another candidate (an earlier push), when
   * the run knows its PR: what the comment sets beside this push's verdict.
   */
  previous_push?: { attempt: number; head: string | null; verdict: string };
}

/** The run's own PR and candidate digest, when it has them. */
export interface ThisRun {
  pr: number | null;
  digest: string | null;
}

export function ledgerSummary(l: Ledger, run: ThisRun = { pr: null, digest: null }): LedgerSummary {
  const merged = l.entries.filter((e) => e.kind === "merged");
  const earlier =
    run.pr === null
      ? undefined
      : [...l.entries].reverse().find((e) => e.pr === run.pr && e.candidate_digest !== run.digest);
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
    ...(earlier
      ? {
          previous_push: {
            attempt: earlier.attempt,
            head: earlier.commits.head,
            verdict: earlier.verdict,
          },
        }
      : {}),
  };
}
