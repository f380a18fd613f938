// The test version: one digest of what the frozen test asks and how it is graded
// (docs/design.md §16). The file's sha256 (report.heldout.sha256) changes when its bytes
// do; the version changes only when a task, one of its texts or the grader does, so a
// reordered or re-serialised file stays the same test and its ledger series goes on.
import { createHash } from "node:crypto";

/** What the version is made from: a task's id and texts (HeldoutTask fits). */
export interface VersionedTask {
  task_id: string;
  prompt: string;
  answer?: string | undefined;
  reference?: string | undefined;
  family?: string | undefined;
}

/** Written before the tasks, so a digest of this shape is never mistaken for a file's sha256. */
const DOMAIN = "heldout-gate test version 1\n";

/** `t-` and 64 hex digits: the version of a frozen test under a grader (null: none pinned). */
export function testVersion(tasks: readonly VersionedTask[], grader: string | null): string {
  const rows = tasks.map((t) =>
    JSON.stringify([t.task_id, t.prompt, t.answer ?? null, t.reference ?? null, t.family ?? null]),
  );
  // Ordered by code unit, not locale, so every machine writes the same digest.
  rows.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const h = createHash("sha256").update(DOMAIN);
  h.update(`grader ${JSON.stringify(grader)}\n`);
  for (const r of rows) h.update(`${r}\n`);
  return `t-${h.digest("hex")}`;
}

export const TEST_VERSION = /^t-[0-9a-f]{64}$/;

/** The version as a comment shows it: `t-` and its first 12 digits. */
export function shortVersion(v: string): string {
  return `${v.slice(0, 14)}…`;
}
