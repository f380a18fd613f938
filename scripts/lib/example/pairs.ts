// Preference pairs from graded rows, following the whileai pair-building rules
// (build_preference_pairs): group by normalized prompt, pair a top-scored row with an unused
// row at least `minMargin` lower, choosing the one closest in reply length.
import { sortedJson } from "../jsonl.js";

/** The fields of a graded row that pair building reads; the row itself is kept whole. */
export interface ScoredRow {
  prompt?: unknown;
  reward?: unknown;
  judge_status?: unknown;
  model_version?: unknown;
  reason?: unknown;
  lineage?: unknown;
  final_text?: unknown;
  steps?: unknown;
  messages?: unknown;
}

export interface Pair<R extends ScoredRow> {
  prompt: string;
  chosen: R;
  rejected: R;
  chosen_score: number;
  rejected_score: number;
  margin: number;
  chosen_model: string | null;
  rejected_model: string | null;
  same_policy: boolean | null;
  length_delta: number;
  first_turn_differs: boolean;
  chosen_reason: string;
  rejected_reason: string;
  lineage: { chosen: unknown; rejected: unknown };
}

export interface PairOptions {
  maxPairsPerPrompt?: number;
  minMargin?: number;
  lengthMatch?: boolean;
}

export interface PairSummary {
  pairs: number;
  prompts_seen: number;
  prompts_with_contrast: number;
  mean_margin: number | null;
  /** Pairs whose chosen reply is strictly longer, and that share of all pairs. */
  chosen_longer: number;
  chosen_longer_frac: number | null;
  /** sorted length deltas at index n/2 (upper median), as the SDK reports it. */
  median_delta: number | null;
}

const codePoints = (s: string): number => [...s].length;
const round = (x: number, digits: number): number => Number(x.toFixed(digits));

/** Lowercased, whitespace collapsed: rows with the same ask wording group together. */
export function normalizePrompt(text: string): string {
  return text.toLowerCase().split(/\s+/).filter(Boolean).join(" ");
}

interface Msg {
  role?: unknown;
  content?: unknown;
}

function assistantContents(row: ScoredRow): string[] {
  const msgs = Array.isArray(row.messages) ? (row.messages as Msg[]) : [];
  return msgs
    .filter((m) => m !== null && typeof m === "object" && m.role === "assistant")
    .map((m) => (typeof m.content === "string" ? m.content : ""));
}

/** Characters the model wrote: assistant contents, plus final_text when it is not the last of them. */
export function replyLength(row: ScoredRow): number {
  const contents = assistantContents(row);
  let n = contents.reduce((acc, c) => acc + codePoints(c), 0);
  const final = typeof row.final_text === "string" ? row.final_text : "";
  if (final !== "" && final !== contents[contents.length - 1]) n += codePoints(final);
  return n;
}

/** The opening move: the first tool call (name + arguments), else the first text written. */
export function firstTurn(row: ScoredRow): string {
  const steps = Array.isArray(row.steps) ? (row.steps as Record<string, unknown>[]) : [];
  const tool = steps.find((s) => s && typeof s === "object" && s.tool);
  if (tool) return sortedJson({ name: tool.tool, arguments: tool.arguments ?? tool.args ?? {} });
  const text = steps.find((s) => s && typeof s.text === "string" && s.text.trim() !== "");
  if (text) return (text.text as string).trim();
  const said = assistantContents(row).find((c) => c !== "");
  if (said !== undefined) return said;
  return typeof row.final_text === "string" ? row.final_text.trim() : "";
}

function scoreOf(row: ScoredRow): number | null {
  const r = row.reward;
  return typeof r === "number" && r >= 0 && r <= 1 ? r : null;
}

function modelOf(row: ScoredRow): string | null {
  return row.model_version === undefined || row.model_version === null
    ? null
    : String(row.model_version);
}

/** Build pairs in group (first-seen prompt) order. Rows are referenced, not copied. */
export function buildPairs<R extends ScoredRow>(
  rows: readonly R[],
  options: PairOptions = {},
): { pairs: Pair<R>[]; summary: PairSummary } {
  const maxPairs = options.maxPairsPerPrompt ?? 1;
  const minMargin = options.minMargin ?? 1;
  const lengthMatch = options.lengthMatch ?? true;
  if (!(minMargin > 0))
    throw new Error("minMargin must be positive: equal scores state no preference");

  const groups = new Map<string, { row: R; score: number }[]>();
  for (const row of rows) {
    const status = row.judge_status ?? "ok";
    const score = scoreOf(row);
    const key = typeof row.prompt === "string" ? normalizePrompt(row.prompt) : "";
    if (status !== "ok" || score === null || key === "") continue;
    const group = groups.get(key) ?? [];
    group.push({ row, score });
    groups.set(key, group);
  }

  const pairs: Pair<R>[] = [];
  let withContrast = 0;
  for (const group of groups.values()) {
    // Array.prototype.sort is stable, so equal scores keep first-seen order.
    const ranked = [...group].sort((a, b) => b.score - a.score);
    const used = new Set<number>();
    let made = 0;
    for (let ci = 0; ci < ranked.length && made < maxPairs; ci++) {
      if (used.has(ci)) continue;
      const chosen = ranked[ci];
      const candidates: number[] = [];
      ranked.forEach((r, ri) => {
        if (ri !== ci && !used.has(ri) && chosen.score - r.score >= minMargin) candidates.push(ri);
      });
      if (candidates.length === 0) continue;
      let pick = candidates[0];
      if (lengthMatch) {
        const target = replyLength(chosen.row);
        let best = Infinity;
        for (const ri of candidates) {
          const gap = Math.abs(replyLength(ranked[ri].row) - target);
          if (gap < best) [best, pick] = [gap, ri];
        }
      }
      used.add(ci).add(pick);
      made++;
      pairs.push(makePair(chosen, ranked[pick]));
    }
    if (made > 0) withContrast++;
  }
  return { pairs, summary: summarize(pairs, groups.size, withContrast) };
}

function makePair<R extends ScoredRow>(
  c: { row: R; score: number },
  r: { row: R; score: number },
): Pair<R> {
  const cm = modelOf(c.row);
  const rm = modelOf(r.row);
  return {
    prompt: String(c.row.prompt),
    chosen: c.row,
    rejected: r.row,
    chosen_score: c.score,
    rejected_score: r.score,
    margin: round(c.score - r.score, 6),
    chosen_model: cm,
    rejected_model: rm,
    same_policy: cm !== null && rm !== null ? cm === rm : null,
    length_delta: replyLength(c.row) - replyLength(r.row),
    first_turn_differs: firstTurn(c.row) !== firstTurn(r.row),
    chosen_reason: typeof c.row.reason === "string" ? c.row.reason : "",
    rejected_reason: typeof r.row.reason === "string" ? r.row.reason : "",
    lineage: { chosen: c.row.lineage ?? null, rejected: r.row.lineage ?? null },
  };
}

function summarize<R extends ScoredRow>(
  pairs: Pair<R>[],
  seen: number,
  withContrast: number,
): PairSummary {
  const n = pairs.length;
  const deltas = pairs.map((p) => p.length_delta).sort((a, b) => a - b);
  const longer = deltas.filter((d) => d > 0).length;
  return {
    pairs: n,
    prompts_seen: seen,
    prompts_with_contrast: withContrast,
    mean_margin: n ? round(pairs.reduce((a, p) => a + p.margin, 0) / n, 4) : null,
    chosen_longer: longer,
    chosen_longer_frac: n ? round(longer / n, 3) : null,
    median_delta: n ? deltas[Math.floor(n / 2)] : null,
  };
}
