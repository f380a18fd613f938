// Stage 1: the frozen held-out test, and whether this PR changed it.
import { createHash } from "node:crypto";
import type { Config } from "../config.js";
import type { FileSummary, HeldoutTask } from "../io/canonical.js";
import { readHeldout, type ReadOptions, type Source } from "../io/read.js";
import { sourceName } from "../io/source.js";
import type { Report } from "../report.js";
import { stage } from "./stage.js";
import { testVersion } from "../ledger/test-version.js";

/** A file's bytes already in memory (read at the PR's base commit, or the head copy). */
export type Bytes = Exclude<Source, string>;

export function digestOf(s: Bytes): string {
  return createHash("sha256").update(s.data).digest("hex");
}

export interface FrozenTest {
  tasks: HeldoutTask[];
  summary: FileSummary;
  heldout: NonNullable<Report["heldout"]>;
}

/** Whether the file differs from the base commit's copy or from a pinned digest. */
function changeOf(
  cfg: Config,
  sha256: string,
  atBase: Bytes | null | undefined,
): { changed: boolean | null; note?: string } {
  let changed: boolean | null = null;
  let note: string | undefined;
  if (atBase === null) {
    changed = true;
    note = "the held-out file does not exist at the PR's base commit, so this PR adds it";
  } else if (atBase !== undefined) {
    const base = digestOf(atBase);
    changed = base !== sha256;
    note = changed
      ? `the held-out file differs from the base commit (base sha256 ${base})`
      : "the held-out file is identical to the base commit";
  }
  if (cfg.heldoutSha256) {
    const pinned = cfg.heldoutSha256 === sha256;
    changed = (changed ?? false) || !pinned;
    note = pinned
      ? `the held-out file matches the pinned sha256`
      : `the held-out file's sha256 ${sha256} is not the pinned ${cfg.heldoutSha256}`;
  }
  return note === undefined ? { changed } : { changed, note };
}

export async function readFrozenTest(
  cfg: Config,
  src: Source,
  atBase: Bytes | null | undefined,
  opts: ReadOptions,
): Promise<FrozenTest> {
  const held = await stage("heldout", sourceName(src), () => readHeldout(src, opts));
  const { changed, note } = changeOf(cfg, held.summary.sha256, atBase);
  return {
    tasks: held.tasks,
    summary: held.summary,
    heldout: {
      path: held.summary.path,
      sha256: held.summary.sha256,
      test_version: testVersion(held.tasks, cfg.grader ?? null),
      tasks: held.tasks.length,
      changed,
      change_allowed: cfg.allowHeldoutChange,
      ...(note ? { note } : {}),
    },
  };
}
