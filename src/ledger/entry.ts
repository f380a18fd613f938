// The ledger: one append-only JSONL file per test version, one line per round or attempt
// (docs/design.md §16). This module is pure: it checks a ledger's text, line by line and
// against the lines before it, and writes a new line. Reading the file (or the branch that
// holds it) is the shell's work.
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import type { Problem } from "../report.js";
import { issuesToFields } from "../io/schemas.js";
import { jsonErrorReason } from "../io/problems.js";
import { TEST_VERSION } from "./test-version.js";

/** The format's own version, the first key of every line. */
export const LEDGER_FORMAT = 1;

/**
 * The events whose jobs may write the ledger: a push to the default branch (merged rounds),
 * the trusted reporter's workflow_run (attempts), and `local` (the CLI's own file). A
 * `pull_request` or `pull_request_target` job, whose data is the PR's, never does.
 */
export const TRUSTED_EVENTS = ["push", "workflow_run", "local"] as const;

/** A ledger bigger than this is refused unread: 100,000 rounds of compressed means is far less. */
export const LEDGER_MAX_BYTES = 256 * 1024 * 1024;
/** One line's bound: the packed per-task means of 100,000 tasks fit in it. */
export const LEDGER_MAX_LINE = 8 * 1024 * 1024;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, "expected 64 lowercase hex digits");
const commit = z
  .string()
  .regex(/^[0-9a-f]{40}$/, "expected a 40-digit commit sha")
  .nullable();
const name = z.string().min(1).max(200);
const real = z.number().finite();
const count = z.number().int().min(1).max(1_000_000_000);

const figureSchema = z.strictObject({
  metric: name,
  delta: real.nullable(),
  ci: z.tuple([real, real]).nullable(),
  p: z.number().min(0).max(1).nullable(),
});

export const ledgerEntrySchema = z.strictObject({
  ledger: z.literal(LEDGER_FORMAT),
  test_version: z.string().regex(TEST_VERSION, "expected t- and 64 hex digits"),
  /**
   * The series this one follows (the test version in force before this one was frozen), on
   * a series' first line only: where the comment's trend breaks. Absent or null: not known.
   */
  follows: z.string().regex(TEST_VERSION, "expected t- and 64 hex digits").nullable().optional(),
  kind: z.enum(["merged", "attempt"]),
  /** Merged rounds only, from 1; null on an attempt that was not merged. */
  round: count.nullable(),
  /** The candidate's attempt on this test version, from 1 (one per candidate digest). */
  attempt: count,
  pr: count.nullable(),
  commits: z.strictObject({ base: commit, head: commit, merge: commit }),
  /** sha256 over the candidate side's files' sha256s: the same candidate is the same attempt. */
  candidate_digest: hex64,
  served: z.strictObject({ before: name.nullable(), after: name.nullable() }),
  target: figureSchema.extend({ target_verdict: name, mean: real.nullable() }),
  guards: z.array(figureSchema.extend({ regressed: z.boolean() })).max(100),
  /** The attempt's level: alpha, its share alpha_j, and whether the target cleared it. */
  attempt_control: z
    .strictObject({
      alpha: z.number().gt(0).lt(1),
      alpha_j: z.number().gt(0).lt(1),
      passed: z.boolean(),
    })
    .nullable(),
  verdict: z.enum(["pass", "fail", "error"]),
  task_means: z.strictObject({
    metric: name,
    tasks: z.number().int().min(0),
    /** sha256 of the uncompressed JSON list of [task, mean] pairs, sorted by task. */
    sha256: hex64,
    /** That list, deflated (raw) and base64-encoded. */
    deflate: z
      .string()
      .max(LEDGER_MAX_LINE)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, "expected base64"),
  }),
  report_sha256: hex64,
  pairs_sha256: hex64.nullable(),
  writer: z.strictObject({
    event: name,
    workflow: name.nullable(),
    run_id: count.nullable(),
  }),
});

export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

export interface Ledger {
  path: string;
  test_version: string;
  entries: LedgerEntry[];
}

export class LedgerError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
    this.name = "LedgerError";
  }
}

/** Per-task means packed for a line: the hash of the plain list and its deflated form. */
export function packTaskMeans(
  metric: string,
  means: ReadonlyMap<string, number>,
): LedgerEntry["task_means"] {
  const list = [...means].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const plain = JSON.stringify(list);
  return {
    metric,
    tasks: list.length,
    sha256: createHash("sha256").update(plain).digest("hex"),
    deflate: deflateRawSync(Buffer.from(plain), { level: 9 }).toString("base64"),
  };
}

const meansListSchema = z.array(z.tuple([z.string(), real]));

/** The per-task means of a line, checked against their hash; null when they do not match. */
export function unpackTaskMeans(packed: LedgerEntry["task_means"]): Map<string, number> | null {
  let plain: string;
  try {
    plain = inflateRawSync(Buffer.from(packed.deflate, "base64"), {
      maxOutputLength: LEDGER_MAX_LINE * 8,
    }).toString("utf8");
  } catch {
    return null;
  }
  if (createHash("sha256").update(plain).digest("hex") !== packed.sha256) return null;
  const list = meansListSchema.safeParse(JSON.parse(plain));
  if (!list.success || list.data.length !== packed.tasks) return null;
  return new Map(list.data);
}

/** Why a writer may not write the ledger, or null when it may. */
export function untrustedWriter(event: string): string | null {
  if ((TRUSTED_EVENTS as readonly string[]).includes(event)) return null;
  const pr = event === "pull_request" || event === "pull_request_target";
  return (
    `${pr ? "written by a pull-request job" : "written by a job of another event"}; only a ` +
    `${TRUSTED_EVENTS.join(", ")} job writes the ledger (a PR reads it at its base)`
  );
}

/**
 * The rules between lines: every line is of the file's test version, merged rounds count
 * 1, 2, 3 in order, and a line's attempt is its candidate's (a known digest keeps its number,
 * a new one takes the next).
 */
function sequenceProblems(e: LedgerEntry, line: number, seen: SeenSoFar, path: string): Problem[] {
  const out: Problem[] = [];
  const at = (field: string, reason: string) => out.push({ file: path, line, field, reason });
  if (e.test_version !== seen.version) {
    at("test_version", "belongs to another test version's ledger");
  }
  if (e.follows != null) {
    if (line !== 1) at("follows", "only a series' first line names the series it follows");
    else if (e.follows === e.test_version) at("follows", "a series cannot follow itself");
  }
  if ((e.kind === "merged") !== (e.round !== null)) {
    at(
      "round",
      e.kind === "merged"
        ? "a merged round needs its round number"
        : "only a merged round has a round number",
    );
  } else if (e.round !== null && e.round !== seen.rounds + 1) {
    at("round", `expected round ${seen.rounds + 1}, the next after the merged rounds above`);
  }
  const known = seen.attempts.get(e.candidate_digest);
  const expected = known ?? seen.attempts.size + 1;
  if (e.attempt !== expected) {
    at(
      "attempt",
      known === undefined
        ? `a new candidate is attempt ${expected} (the candidates above are ${seen.attempts.size})`
        : `this candidate is attempt ${known}, as its first line says`,
    );
  }
  const why = untrustedWriter(e.writer.event);
  if (why !== null) at("writer.event", why);
  return out;
}

interface SeenSoFar {
  version: string;
  rounds: number;
  attempts: Map<string, number>;
}

/**
 * A ledger's text, checked whole: each line's shape, then the rules between lines. Any
 * problem refuses the ledger (nothing is skipped: a line left out would give an attempt
 * back for free). An empty text is a new series.
 */
export function parseLedger(text: string, path: string, version: string): Ledger {
  const problems: Problem[] = [];
  const entries: LedgerEntry[] = [];
  const seen: SeenSoFar = { version, rounds: 0, attempts: new Map() };
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  else if (text !== "") {
    problems.push({
      file: path,
      line: lines.length,
      field: "",
      reason: "the last line has no newline: the file was cut while written, or edited by hand",
    });
  }
  for (let i = 0; i < lines.length && problems.length < 100; i++) {
    const line = i + 1;
    const raw = lines[i] as string;
    if (raw.length > LEDGER_MAX_LINE) {
      problems.push({
        file: path,
        line,
        field: "",
        reason: `a line over ${LEDGER_MAX_LINE} characters`,
      });
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      problems.push({ file: path, line, field: "", reason: jsonErrorReason(err) });
      continue;
    }
    const parsed = ledgerEntrySchema.safeParse(value);
    if (!parsed.success) {
      for (const f of issuesToFields(parsed.error.issues, value)) {
        problems.push({ file: path, line, field: f.field, reason: f.reason });
      }
      continue;
    }
    const e = parsed.data;
    problems.push(...sequenceProblems(e, line, seen, path));
    if (e.round !== null) seen.rounds = Math.max(seen.rounds, e.round);
    if (!seen.attempts.has(e.candidate_digest)) seen.attempts.set(e.candidate_digest, e.attempt);
    if (unpackTaskMeans(e.task_means) === null) {
      problems.push({
        file: path,
        line,
        field: "task_means",
        reason: "the packed per-task means do not inflate to the list their sha256 names",
      });
    }
    entries.push(e);
  }
  if (problems.length > 0) {
    throw new LedgerError(
      `the ledger ${path} is refused: ${problems.length} problem(s), the first at line ${problems[0]!.line}`,
      problems,
    );
  }
  return { path, test_version: version, entries };
}

/** One line of the ledger, keys in the schema's order so the same entry is the same bytes. */
export function entryLine(e: LedgerEntry): string {
  return `${JSON.stringify(ledgerEntrySchema.parse(e))}\n`;
}

/**
 * The ledger's text with one more line. The entry must pass every rule a reader applies
 * (so a writer cannot write what the next reader refuses), and the old text is kept byte
 * for byte: the ledger only grows.
 */
export function appendEntry(text: string, path: string, entry: LedgerEntry): string {
  parseLedger(text, path, entry.test_version);
  const next = text + entryLine(entry);
  parseLedger(next, path, entry.test_version);
  return next;
}

/** True when `next` is `prev` with lines added at the end: what a ledger branch may do. */
export function onlyAppends(prev: string, next: string): boolean {
  return next.length >= prev.length && next.startsWith(prev);
}

/** The file a test version's series lives in, on the ledger branch or in the CLI's folder. */
export function ledgerFileName(version: string): string {
  return `${version}.jsonl`;
}
