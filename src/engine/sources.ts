// What the shell hands the engine besides the config: files already opened (a PR's
// base-commit copies, artifacts) instead of paths to read.
import type { Confinement } from "../io/confine.js";
import type { Source } from "../io/read.js";
import type { Bytes } from "./frozen-test.js";
import type { LedgerSource } from "./ledger.js";

export interface EngineSources {
  heldout?: Source;
  baseline?: Source;
  /** sha256 of the baseline at the PR head, to say whether the PR edits the base's copy. */
  baselineHeadSha256?: string;
  candidate?: Source;
  pairs?: Source;
  sft?: Source;
  /** The held-out file at the PR's base commit; null = it does not exist there; undefined = not a PR. */
  heldoutAtBase?: Bytes | null;
  /** The baseline file at the PR's base commit (same conventions). */
  baselineAtBase?: Bytes | null;
  /** Several baseline files, each as read at the base commit (or from the head when new). */
  baselineFiles?: Source[];
  /** What reading the frozen files established that the report should say. */
  notes?: string[];
  /** Where the ledger is read from (the action on a PR: the base commit, design §16). */
  ledger?: LedgerSource;
  /** The PR this run judges (the action on pull_request), for its earlier pushes in the ledger. */
  pr?: number | null;
  /** Where every file named by a path may be read from (the action: the workspace). */
  confine?: Confinement;
}
