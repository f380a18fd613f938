// Attempt control (docs/design.md §16): every verdict on one frozen test spends some of it,
// so attempt j on a test version is judged at alpha_j = alpha * gamma_j, gamma_j = 6/(pi² j²)
// (the gammas sum to 1), plus alpha_{j-1} when attempt j-1 was shown to move (the online
// fallback). The shares add up to at most alpha whatever the dependence between attempts, so
// the chance that any attempt of a series passes by luck stays at most alpha.
import { createHash } from "node:crypto";
import type { LedgerEntry } from "./entry.js";

/** gamma_j: attempt j's share of alpha. */
export function gamma(j: number): number {
  return 6 / (Math.PI * Math.PI * j * j);
}

/** One earlier attempt, as the level of the next is made from it. */
export interface PastAttempt {
  attempt: number;
  /** The target's p when it was judged (null: not measured). */
  p: number | null;
  /** Its target verdict word. */
  target_verdict: string;
}

/** Attempt j's p cleared its level: moved, and p at or under alpha_j. */
export function cleared(a: PastAttempt, level: number): boolean {
  return a.target_verdict === "moved" && a.p !== null && a.p <= level;
}

/**
 * The level of each attempt 1..past.length+1, walked in order: alpha gamma_j, plus the level
 * of attempt j-1 when it cleared its own. Made again from each attempt's p and verdict, so a
 * line's stored level is a record, never an input.
 */
export function levels(alpha: number, past: readonly PastAttempt[]): number[] {
  const out: number[] = [];
  let prev = 0;
  let prevCleared = false;
  for (let j = 1; j <= past.length + 1; j++) {
    const level: number = alpha * gamma(j) + (prevCleared ? prev : 0);
    out.push(level);
    const a = past[j - 1];
    prevCleared = a !== undefined && cleared(a, level);
    prev = level;
  }
  return out;
}

/** The candidate's digest: sha256 over its files' sha256s, in file order. */
export function candidateDigest(fileSha256s: readonly string[]): string {
  const h = createHash("sha256").update("heldout-gate candidate 1\n");
  for (const s of fileSha256s) h.update(`${s}\n`);
  return h.digest("hex");
}

/** The attempts of a ledger, one per candidate digest: each digest's first line, by attempt. */
export function pastAttempts(entries: readonly LedgerEntry[]): Map<string, PastAttempt> {
  const out = new Map<string, PastAttempt>();
  for (const e of entries) {
    if (out.has(e.candidate_digest)) continue;
    out.set(e.candidate_digest, {
      attempt: e.attempt,
      p: e.target.p,
      target_verdict: e.target.target_verdict,
    });
  }
  return out;
}

export interface AttemptPlan {
  /** This candidate's attempt on the test version. */
  number: number;
  /** True when the ledger already holds this candidate: a re-run is the same attempt. */
  repeat: boolean;
  alpha: number;
  alpha_j: number;
  /** The level a first attempt on a fresh test gets (alpha gamma_1). */
  alpha_fresh: number;
}

/** Where a candidate stands in a ledger's series, and the level it is judged at. */
export function planAttempt(
  entries: readonly LedgerEntry[],
  digest: string,
  alpha: number,
): AttemptPlan {
  const past = [...pastAttempts(entries).entries()].sort((a, b) => a[1].attempt - b[1].attempt);
  const at = past.findIndex(([d]) => d === digest);
  const before = (at < 0 ? past : past.slice(0, at)).map(([, a]) => a);
  const all = levels(alpha, before);
  return {
    number: before.length + 1,
    repeat: at >= 0,
    alpha,
    alpha_j: all[all.length - 1] as number,
    alpha_fresh: alpha * gamma(1),
  };
}

/** What the model check is told about this attempt (the engine makes it from the ledger). */
export interface AttemptSettings extends AttemptPlan {
  test_version: string;
  /** The ledger file the attempts were counted in, and how many lines it held. */
  ledger: string;
  entries: number;
  /** attempt-control: alpha_j decides; off, the attempt is counted and shown only. */
  applied: boolean;
  candidate_digest: string;
  /** The smallest effect the team needs to see (target-effect); null = not set. */
  target_effect: number | null;
}

/** The attempt as report.json holds it (model.attempt), keys in the schema's order. */
export interface AttemptFigures {
  test_version: string;
  ledger: string;
  entries: number;
  applied: boolean;
  candidate_digest: string;
  number: number;
  repeat: boolean;
  alpha: number;
  alpha_j: number;
  alpha_fresh: number;
  p: number | null;
  /** The target moved and its p is at or under alpha_j. */
  passed: boolean;
  /** Smallest effect passed 80% of the time at the first attempt's level, and at this one's. */
  detectable_fresh: number | null;
  detectable_now: number | null;
  target_effect: number | null;
  /** A fresh test would detect the target effect and this attempt's level no longer does. */
  worn: boolean;
  task_means: LedgerEntry["task_means"];
}

export function attemptFigures(
  s: AttemptSettings,
  target: { p: number | null; verdict: string; means: LedgerEntry["task_means"] },
  detectable: { fresh: number | null; now: number | null },
): AttemptFigures {
  const te = s.target_effect;
  const worn =
    te !== null &&
    detectable.fresh !== null &&
    detectable.fresh <= te &&
    (detectable.now === null || detectable.now > te);
  return {
    test_version: s.test_version,
    ledger: s.ledger,
    entries: s.entries,
    applied: s.applied,
    candidate_digest: s.candidate_digest,
    number: s.number,
    repeat: s.repeat,
    alpha: s.alpha,
    alpha_j: s.alpha_j,
    alpha_fresh: s.alpha_fresh,
    p: target.p,
    passed: cleared({ attempt: s.number, p: target.p, target_verdict: target.verdict }, s.alpha_j),
    detectable_fresh: detectable.fresh,
    detectable_now: detectable.now,
    target_effect: te,
    worn,
    task_means: target.means,
  };
}

/** A level as the comment prints it: three decimals, two significant digits under 0.01 (0.00084). */
export function levelText(x: number): string {
  return x >= 0.01 ? x.toFixed(3) : x.toPrecision(2);
}

/** The evidence gap of a worn test, or null. */
export function wornGap(a: AttemptFigures): string | null {
  if (!a.worn) return null;
  const now = a.detectable_now === null ? "no effect up to 1" : a.detectable_now.toFixed(3);
  return (
    `this test is worn: attempt ${a.number} needs p ≤ ${levelText(a.alpha_j)} and now detects ${now}, ` +
    `over the target effect ${a.target_effect} (a fresh test would detect ${a.detectable_fresh?.toFixed(3)}): freeze a new one`
  );
}
