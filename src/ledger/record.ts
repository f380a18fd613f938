// A ledger line from a finished run's report (docs/design.md §16). Everything a line holds
// is in report.json (the attempt, its level and the packed per-task means included), so the
// job that writes the ledger needs the report alone, never the data.
import { createHash } from "node:crypto";
import type { Report } from "../report.js";
import { cleared, planAttempt } from "./attempts.js";
import {
  appendEntry,
  LEDGER_FORMAT,
  LedgerError,
  parseLedger,
  type Ledger,
  type LedgerEntry,
} from "./entry.js";

export interface RecordMeta {
  kind: LedgerEntry["kind"];
  pr: number | null;
  commits: LedgerEntry["commits"];
  writer: LedgerEntry["writer"];
  /** The series a new series follows (written on its first line only), when known. */
  follows?: string | null;
}

/** Why a report cannot be written to a ledger, or null. */
export function unrecordable(report: Report): string | null {
  if (report.stopped || report.decision.verdict === "error") {
    return "the run stopped before it judged: a stopped run is not an attempt";
  }
  if (!report.model) return "the report has no model check: only a judged candidate is an attempt";
  if (!report.model.attempt)
    return "the report was made without a ledger: run check with --ledger first";
  return null;
}

/** The line for this report, appended after the ledger it was judged against. */
export function entryFromReport(
  report: Report,
  reportBytes: string | Uint8Array,
  ledger: Ledger,
  meta: RecordMeta,
): LedgerEntry {
  const why = unrecordable(report);
  if (why !== null) throw new LedgerError(why);
  const model = report.model!;
  const a = model.attempt!;
  if (a.test_version !== ledger.test_version) {
    throw new LedgerError("the report was judged on another test version than this ledger's");
  }
  const row = (m: string) => model.metrics.find((x) => x.metric === m);
  const t = row(model.target);
  const rounds = ledger.entries.filter((e) => e.kind === "merged").length;
  const regressed = new Set(model.regressions);
  const follows =
    ledger.entries.length === 0 && meta.follows != null && meta.follows !== a.test_version
      ? meta.follows
      : null;
  return {
    ledger: LEDGER_FORMAT,
    test_version: a.test_version,
    ...(follows === null ? {} : { follows }),
    kind: meta.kind,
    round: meta.kind === "merged" ? rounds + 1 : null,
    attempt: a.number,
    pr: meta.pr,
    commits: meta.commits,
    candidate_digest: a.candidate_digest,
    served: {
      before: model.baseline.name ?? null,
      after: meta.kind === "merged" ? (model.candidate.name ?? null) : null,
    },
    target: {
      metric: model.target,
      delta: t?.delta ?? null,
      ci: t?.ci ?? null,
      p: t?.p_value ?? null,
      target_verdict: model.target_verdict,
      mean: t?.candidate_mean ?? null,
    },
    guards: model.metrics
      .filter((m) => m.guarded)
      .map((m) => ({
        metric: m.metric,
        delta: m.delta,
        ci: m.ci,
        p: m.p_holm ?? m.p_value,
        regressed: regressed.has(m.metric),
      })),
    attempt_control: a.applied ? { alpha: a.alpha, alpha_j: a.alpha_j, passed: a.passed } : null,
    verdict: report.decision.pass ? "pass" : "fail",
    task_means: a.task_means,
    report_sha256: createHash("sha256").update(reportBytes).digest("hex"),
    pairs_sha256: report.inputs.find((f) => f.role === "pairs")?.sha256 ?? null,
    writer: meta.writer,
  };
}

/** What appending a report to a ledger's text comes to: the new text, or why nothing is added. */
export type Grown =
  { text: string; entry: LedgerEntry; renumbered: number | null } | { skip: string };

/**
 * A report's line appended to a ledger's text, as a trusted writer appends it (design §16).
 * The attempt number is the ledger's as it is now, not the report's: a ledger that grew
 * since the report was judged gives the candidate the next number, and `renumbered` says the
 * report's. A line already there for the same candidate (the merged round, or the attempt
 * of this PR at this head) is not written twice.
 */
export function appendReport(
  text: string,
  path: string,
  report: Report,
  reportBytes: string | Uint8Array,
  meta: RecordMeta,
): Grown {
  const why = unrecordable(report);
  if (why !== null) return { skip: why };
  const a = report.model!.attempt!;
  const ledger = parseLedger(text, path, a.test_version);
  const digest = a.candidate_digest;
  const same = ledger.entries.find((e) =>
    meta.kind === "merged"
      ? e.kind === "merged" && e.candidate_digest === digest
      : e.candidate_digest === digest && e.pr === meta.pr && e.commits.head === meta.commits.head,
  );
  if (same !== undefined) {
    return {
      skip:
        meta.kind === "merged"
          ? `this candidate is merged round ${same.round} already`
          : `attempt ${same.attempt} of this candidate at this commit is on record already`,
    };
  }
  const entry = entryFromReport(report, reportBytes, ledger, meta);
  const plan = planAttempt(ledger.entries, digest, a.alpha);
  const renumbered = plan.number === entry.attempt ? null : entry.attempt;
  if (renumbered !== null) {
    // The level the line records is this number's; the verdict stays the one the run gave.
    entry.attempt = plan.number;
    if (entry.attempt_control !== null) {
      entry.attempt_control = {
        alpha: plan.alpha,
        alpha_j: plan.alpha_j,
        passed: cleared(
          { attempt: plan.number, p: entry.target.p, target_verdict: entry.target.target_verdict },
          plan.alpha_j,
        ),
      };
    }
  }
  return { text: appendEntry(text, path, entry), entry, renumbered };
}
