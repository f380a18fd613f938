// One shard's read of one file, in the pieces that merge: rows and problems add up,
// distinct tasks and runs are united, and what depends on the file as a whole (its size,
// digest, layout) must agree between shards, or they did not read the same file.
import type { FileSummary } from "./canonical.js";
import { LeftOutTally } from "./left-out.js";
import type { ProblemCollector } from "./problems.js";
import type { Cover } from "./slice.js";

export interface FilePart {
  /** This shard's summary of the file (its own rows and problems). */
  summary: FileSummary;
  problems: ProblemCollector;
  /** Eval files: the distinct task keys, and each run label's first line. */
  tasks?: Set<string>;
  runs?: Map<string, number>;
  /** Media parts skipped (pair and SFT files). */
  media: number;
  /** Facts a tool's reader found (eval files). */
  notes: string[];
  /** How much of the file this read owned: merge proves the parts cover it once. */
  cover: Cover;
}

/** Media parts skipped, as the note a file's summary carries; none when there were none. */
export function mediaNotes(media: number): string[] {
  if (media === 0) return [];
  return [
    `${media} image/audio/video content part${media === 1 ? "" : "s"} skipped: they hold no text to check`,
  ];
}

/** The same file read in parts: the summary one reader would have written. */
export function mergeParts(parts: readonly FilePart[]): FilePart {
  const first = parts[0];
  if (first === undefined) throw new Error("no parts to merge");
  if (parts.length === 1) return first;
  const s0 = first.summary;
  const problems = first.problems;
  let rows = s0.rows;
  let media = first.media;
  const notes = [...first.notes];
  const tasks = first.tasks ? new Set(first.tasks) : undefined;
  const runs = first.runs ? new Map(first.runs) : undefined;
  const leftOut = new LeftOutTally();
  leftOut.merge(s0.left_out ?? []);
  const cover = { ...first.cover };
  for (const p of parts.slice(1)) {
    const s = p.summary;
    // A thread that left the digest to shard 0 has none ("") to compare.
    const digests = s.sha256 === "" || s0.sha256 === "" || s.sha256 === s0.sha256;
    if (s.path !== s0.path || s.role !== s0.role || !digests || s.bytes !== s0.bytes) {
      throw new Error(
        `${s.path}: the shards read different files (sha256 ${s.sha256 || "none"} and ${s0.sha256 || "none"})`,
      );
    }
    rows += s.rows;
    cover.owned += p.cover.owned;
    // A document read whole counts its lines on shard 0 only.
    cover.lines = Math.max(cover.lines, p.cover.lines);
    media += p.media;
    leftOut.merge(s.left_out ?? []);
    notes.push(...p.notes);
    problems.merge(p.problems);
    for (const t of p.tasks ?? []) tasks?.add(t);
    for (const [run, line] of p.runs ?? []) {
      const seen = runs?.get(run);
      if (seen === undefined || line < seen) runs?.set(run, line);
    }
  }
  const summary: FileSummary = {
    ...s0,
    rows,
    problems: problems.list(),
    problem_count: problems.count,
    problem_groups: problems.groupList(),
  };
  // Set again below, after notes, where one reader writes it.
  delete summary.left_out;
  if (tasks) summary.tasks = tasks.size;
  // One reader meets runs in line order: their first lines give that order back.
  if (runs) summary.runs = [...runs].sort((a, b) => a[1] - b[1]).map(([run]) => run);
  const mn = mediaNotes(media);
  if (mn.length > 0) summary.notes = mn;
  if (leftOut.size > 0) summary.left_out = leftOut.list();
  const out: FilePart = { summary, problems, media, notes, cover };
  if (tasks) out.tasks = tasks;
  if (runs) out.runs = runs;
  return out;
}
