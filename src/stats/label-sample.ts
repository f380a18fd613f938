// `heldout-gate labels --sample N`: which graded rows to hand to reviewers. A stratified
// sample by arm x judge verdict (baseline pass, baseline fail, candidate pass, candidate
// fail), N split evenly over the four and what a small stratum cannot fill given to the
// others, each stratum a seeded reservoir so a side of any size takes memory for N rows.
// Each row is named by the ids label matching reads (stats/label-match.ts): task, run, and
// rollout_index or its place among its task's rows in the run.
import type { EvalRow } from "../io/canonical.js";
import { PASS_THRESHOLD } from "../io/labels.js";
import type { Arm } from "./judge-matches.js";
import { makeRng, type Rng } from "./rng.js";

export interface SampledRow {
  arm: Arm;
  task: string;
  run: string | null;
  rollout: string;
  judge: 0 | 1;
  reward: number;
  stamp: string | null;
  prompt: string | null;
  final_text: string | null;
  file: string;
  line: number;
}

export interface Stratum {
  arm: Arm;
  judge: 0 | 1;
  /** Rows of this arm and verdict seen. */
  rows: number;
  /** Of those, rows sampled. */
  sampled: number;
}

/** Longest prompt or reply kept for a reviewer; longer ones are cut and say so. */
export const REVIEW_TEXT_MAX = 100_000;

const cut = (s: string | undefined) =>
  s === undefined ? null : s.length > REVIEW_TEXT_MAX ? `${s.slice(0, REVIEW_TEXT_MAX)} [cut]` : s;

const STRATA: readonly [Arm, 0 | 1][] = [
  ["baseline", 1],
  ["baseline", 0],
  ["candidate", 1],
  ["candidate", 0],
];

/** Even shares of n over the strata, what a small one cannot fill handed to the rest. */
export function allocate(n: number, available: readonly number[]): number[] {
  const q = available.map(() => 0);
  let left = n;
  for (;;) {
    const open = q.map((x, i) => i).filter((i) => q[i]! < available[i]!);
    if (left <= 0 || open.length === 0) return q;
    const each = Math.max(1, Math.floor(left / open.length));
    for (const i of open) {
      if (left === 0) break;
      const take = Math.min(each, available[i]! - q[i]!, left);
      q[i]! += take;
      left -= take;
    }
  }
}

export class LabelSampler {
  private readonly rng: Rng;
  private readonly seen = [0, 0, 0, 0];
  private readonly kept: SampledRow[][] = [[], [], [], []];
  /** Each (arm, task, run)'s rows so far: a row's place when it has no rollout_index. */
  private readonly places = new Map<string, number>();

  constructor(
    private readonly n: number,
    seed: number,
  ) {
    this.rng = makeRng(`${seed}:labels-sample`);
  }

  add(arm: Arm, row: EvalRow, file: string): void {
    const key = `${arm}\u0000${row.task}\u0000${row.run ?? ""}`;
    const place = this.places.get(key) ?? 0;
    this.places.set(key, place + 1);
    const judge: 0 | 1 = row.reward >= PASS_THRESHOLD ? 1 : 0;
    const s = (arm === "baseline" ? 0 : 2) + (judge === 1 ? 0 : 1);
    const seen = this.seen[s]!++;
    const kept = this.kept[s]!;
    let slot = seen;
    if (seen >= this.n) {
      slot = Math.floor(this.rng() * (seen + 1));
      if (slot >= this.n) return;
    }
    kept[slot] = {
      arm,
      task: row.task,
      run: row.run ?? null,
      rollout: row.rollout ?? String(place),
      judge,
      reward: row.reward,
      stamp: row.judge_version ?? null,
      prompt: cut(row.prompt),
      final_text: cut(row.final_text),
      file,
      line: row.line,
    };
  }

  /** The sample, in an order the seed picks (so reviewers do not read one arm's rows in a run), and each stratum's counts. */
  result(): { rows: SampledRow[]; strata: Stratum[] } {
    const quota = allocate(
      this.n,
      this.kept.map((k) => k.length),
    );
    const rows: SampledRow[] = [];
    const strata = STRATA.map(([arm, judge], i): Stratum => {
      const pool = this.shuffle([...this.kept[i]!]);
      rows.push(...pool.slice(0, quota[i]));
      return { arm, judge, rows: this.seen[i]!, sampled: quota[i]! };
    });
    return { rows: this.shuffle(rows), strata };
  }

  private shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.rng() * (i + 1));
      [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    }
    return xs;
  }
}

/** An id as a number when it reads back as the same text, else as it is ("0" -> 0, "007" stays). */
const idValue = (s: string): string | number => (/^(0|[1-9][0-9]{0,14})$/.test(s) ? Number(s) : s);

/** One sample row as a labels-file row waiting for its label (docs/data-contract.md). */
export function labelTemplate(r: SampledRow): Record<string, unknown> {
  const out: Record<string, unknown> = { task_id: r.task };
  if (r.run !== null) out.run = idValue(r.run);
  out.rollout_index = idValue(r.rollout);
  out.arm = r.arm;
  if (r.stamp !== null) out.judge_version = r.stamp;
  out.label = null;
  out.annotator = null;
  out.kind = null;
  // For the reviewer. The judge's verdict is left out so people label blind.
  const review: Record<string, unknown> = { file: r.file, line: r.line };
  if (r.prompt !== null) review.prompt = r.prompt;
  if (r.final_text !== null) review.final_text = r.final_text;
  out.review = review;
  return out;
}
