// The ledger as a run reads it: the test version's file in the ledger folder (docs/design.md
// §16). A missing file is a new series; a bad one stops the run, naming its first lines.
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { formatProblem } from "../io/problems.js";
import {
  LEDGER_MAX_BYTES,
  LedgerError,
  ledgerFileName,
  parseLedger,
  type Ledger,
} from "../ledger/entry.js";
import { RunStopped } from "./stage.js";

const stop = (path: string | null, reason: string) =>
  new RunStopped({ input: "ledger", path, reason });

/** The text of a test version's ledger in `dir` ("" when the series has no line yet). */
export async function ledgerText(
  dir: string,
  version: string,
): Promise<{ path: string; text: string }> {
  const path = join(dir, ledgerFileName(version));
  const folder = await stat(dir).catch(() => null);
  if (folder === null || !folder.isDirectory()) {
    throw stop(dir, "the ledger folder does not exist (make it empty for a new ledger)");
  }
  const file = await stat(path).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return null;
    throw stop(path, `cannot read the ledger (${e.code ?? "error"})`);
  });
  if (file === null) return { path, text: "" };
  if (file.size > LEDGER_MAX_BYTES) {
    throw stop(
      path,
      `the ledger is ${file.size} bytes, over the ${LEDGER_MAX_BYTES} a ledger may be`,
    );
  }
  return { path, text: await readFile(path, "utf8") };
}

/** A refused ledger as a stop: the count and the first five problems, located. */
export function ledgerStop(e: LedgerError, path: string): RunStopped {
  const first = e.problems.slice(0, 5).map(formatProblem).join("; ");
  return stop(path, `${e.message}: ${first}`);
}

/**
 * Where a run reads a test version's ledger text: the folder on disk by default; on a PR,
 * the action's reader of the base commit (design §16). `note` says what the report should
 * (the PR's copy that was not read).
 */
export type LedgerSource = (
  version: string,
) => Promise<{ path: string; text: string; note?: string }>;

/** The series of `version`, read from `source` (the folder `dir` by default); its note joins `notes`. */
export async function readLedger(
  dir: string,
  version: string,
  notes: string[],
  source: LedgerSource = (v) => ledgerText(dir, v),
): Promise<Ledger> {
  const { path, text, note } = await source(version);
  if (note !== undefined) notes.push(note);
  try {
    return parseLedger(text, path, version);
  } catch (e) {
    if (e instanceof LedgerError) throw ledgerStop(e, path);
    throw e;
  }
}
