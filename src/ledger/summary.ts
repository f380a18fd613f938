// What a run says about its ledger (report.ledger): the series as read, and the merged
// rounds of the test version for the comment's trend (docs/design.md §16).
import type { Ledger } from "./entry.js";
import { pastAttempts } from "./attempts.js";

/** Rounds the report lists: the last ones, oldest first. */
export const TREND_ROUNDS = 50;

/** Rounds of the series this one follows that the trend shows before its break. */
export const TREND_BEFORE = 10;

export interface TrendRound {
  round: number;
  pr: number | null;
  mean: number | null;
  delta: number | null;
  ci: [number, number] | null;
  alpha_j: number | null;
  verdict: string;
}

export interface LedgerSummary {
  path: string;
  test_version: string;
  entries: number;
  rounds: number;
  attempts: number;
  trend: TrendRound[];
  /**
   * The series this one follows (its first line's `follows`), when it was read: its last
   * merged rounds, shown before the trend's break where the test version changed.
   */
  before?: { test_version: string; path: string; rounds: number; trend: TrendRound[] };
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

function trendOf(l: Ledger, last: number): TrendRound[] {
  return l.entries
    .filter((e) => e.kind === "merged")
    .slice(-last)
    .map((e) => ({
      round: e.round as number,
      pr: e.pr,
      mean: e.target.mean,
      delta: e.target.delta,
      ci: e.target.ci,
      alpha_j: e.attempt_control?.alpha_j ?? null,
      verdict: e.verdict,
    }));
}

/** The series `l` follows, when its first line names one. */
export function followedVersion(l: Ledger): string | null {
  return l.entries[0]?.follows ?? null;
}

export function ledgerSummary(
  l: Ledger,
  run: ThisRun = { pr: null, digest: null },
  previous: Ledger | null = null,
): LedgerSummary {
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
    trend: trendOf(l, TREND_ROUNDS),
    ...(previous
      ? {
          before: {
            test_version: previous.test_version,
            path: previous.path,
            rounds: previous.entries.filter((e) => e.kind === "merged").length,
            trend: trendOf(previous, TREND_BEFORE),
          },
        }
      : {}),
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
