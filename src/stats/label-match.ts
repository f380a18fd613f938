// Labels matched to the graded rows they name (judge-matches.ts keeps the candidates). A
// label counts only when exactly one row agrees with every id it gives and the row was
// graded by the judge version the label names; every other label is counted by why, so
// none disappears.
import type { Label } from "../io/labels.js";
import type { SeenRow } from "./judge-matches.js";

export interface MatchedLabel {
  label: Label;
  row: SeenRow;
  /** The row's rollout id as the gate reads it: its rollout_index, else its place in the run. */
  rollout: string;
  /** One key per graded row, so several labels on a row are told apart from several rows. */
  rowKey: string;
  /** The judge's value for the label's criterion (the reward, or the marker). */
  judged: number;
}

export interface MatchResult {
  matched: MatchedLabel[];
  /** Lines of labels that name no graded row. */
  unmatched: number[];
  /** Lines of labels that fit more than one graded row. */
  ambiguous: number[];
  /** Lines of labels given for another judge_version than the row was graded by. */
  other_version: number[];
  /** Lines of labels on a marker their row does not carry. */
  no_verdict: number[];
  /** Labels naming a judge_version on rows that stamp none: counted, and said. */
  unstamped: number;
  /** The judge versions the matched rows were graded by, sorted. */
  stamps: string[];
  /** Rows not kept for matching (past MAX_SEEN): the labels cannot be trusted to match. */
  overflow: number;
}

const byPlace = (a: SeenRow, b: SeenRow) =>
  a.arm < b.arm ? -1 : a.arm > b.arm ? 1 : a.file - b.file || a.line - b.line || a.seq - b.seq;

/** Each row's rollout id: its own rollout_index, else its place among its task's rows in the run. */
function rolloutIds(rows: readonly SeenRow[]): Map<SeenRow, string> {
  const out = new Map<SeenRow, string>();
  const next = new Map<string, number>();
  for (const r of [...rows].sort(byPlace)) {
    const k = `${r.arm}\u0000${r.task}\u0000${r.run ?? ""}`;
    const i = next.get(k) ?? 0;
    next.set(k, i + 1);
    out.set(r, r.rollout ?? String(i));
  }
  return out;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const xs = m.get(k);
  if (xs === undefined) m.set(k, [v]);
  else xs.push(v);
}

/** The rows every id the label gives agrees with. */
function candidates(
  l: Label,
  ix: { task: Map<string, SeenRow[]>; id: Map<string, SeenRow[]>; text: Map<string, SeenRow[]> },
  rollout: Map<SeenRow, string>,
): SeenRow[] {
  const k = l.key;
  const text = k.text === undefined ? undefined : `${k.text[0]}:${k.text[1]}`;
  const pool =
    k.task !== undefined
      ? ix.task.get(k.task)
      : k.rollout_id !== undefined
        ? ix.id.get(k.rollout_id)
        : ix.text.get(text as string);
  return (pool ?? []).filter(
    (r) =>
      (k.arm === undefined || r.arm === k.arm) &&
      (k.run === undefined || r.run === k.run) &&
      (k.rollout === undefined || rollout.get(r) === k.rollout) &&
      (k.rollout_id === undefined || r.rollout_id === k.rollout_id) &&
      (text === undefined || r.text === text),
  );
}

export function matchLabels(
  labels: readonly Label[],
  rows: readonly SeenRow[],
  overflow: number,
): MatchResult {
  const rollout = rolloutIds(rows);
  const ix = { task: new Map(), id: new Map(), text: new Map() } as Parameters<
    typeof candidates
  >[1];
  for (const r of rows) {
    push(ix.task, r.task, r);
    if (r.rollout_id !== null) push(ix.id, r.rollout_id, r);
    if (r.text !== null) push(ix.text, r.text, r);
  }
  const out: MatchResult = {
    matched: [],
    unmatched: [],
    ambiguous: [],
    other_version: [],
    no_verdict: [],
    unstamped: 0,
    stamps: [],
    overflow,
  };
  const stamps = new Set<string>();
  for (const l of labels) {
    const c = candidates(l, ix, rollout);
    if (c.length === 0) out.unmatched.push(l.line);
    else if (c.length > 1) out.ambiguous.push(l.line);
    else {
      const row = c[0] as SeenRow;
      if (row.stamp !== null) stamps.add(row.stamp);
      if (l.judge_version !== undefined && row.stamp !== null && row.stamp !== l.judge_version) {
        out.other_version.push(l.line);
        continue;
      }
      if (l.judge_version !== undefined && row.stamp === null) out.unstamped++;
      const judged = l.criterion === "pass_at_1" ? row.reward : row.markers[l.criterion.slice(7)];
      if (judged === undefined) {
        out.no_verdict.push(l.line);
        continue;
      }
      const id = rollout.get(row) as string;
      const rowKey = `${row.arm}\u0000${row.file}\u0000${row.line}\u0000${row.seq}`;
      out.matched.push({ label: l, row, rollout: id, rowKey, judged });
    }
  }
  out.stamps = [...stamps].sort();
  return out;
}
