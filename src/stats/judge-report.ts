// The report's judge section: labels matched to rows (label-match.ts), measured per
// criterion (judge-trust.ts), the gaming test across criteria, the review queue, the
// target's delta corrected for the judge's errors, and a note for every label not counted.
import type { LabelsRead } from "../io/labels.js";
import type { JudgeCriterion, JudgeTrust, MetricComparison } from "../report.js";
import type { Arm } from "./judge-matches.js";
import { correctDelta } from "./judge-correction.js";
import type { MatchResult } from "./label-match.js";
import {
  adjustGaming,
  criterionTrust,
  goldRows,
  reviewQueue,
  type GoldRow,
  type TrustSettings,
} from "./judge-trust.js";

export const REVIEW_MAX = 200;

export interface JudgeInput {
  path: string;
  read: LabelsRead;
  match: MatchResult;
  files: Record<Arm, readonly string[]>;
  /** The target's comparison row, for the corrected delta. */
  target: MetricComparison | null;
  /** judge-correction: decide makes the corrected interval take part in the decision. */
  decide: boolean;
}

const lines = (xs: readonly number[]) =>
  `line${xs.length > 1 ? "s" : ""} ${xs.slice(0, 5).join(", ")}${xs.length > 5 ? ", ..." : ""}`;

/** One note per reason a label was not counted, naming its first lines. */
function matchNotes(input: JudgeInput, models: number, ties: number): string[] {
  const m = input.match;
  const notes: string[] = [];
  const say = (xs: number[], what: string) => {
    if (xs.length > 0) notes.push(`${xs.length} label(s) ${what} (${lines(xs)}); not counted`);
  };
  if (m.overflow > 0) {
    notes.push(
      `the labelled tasks have more than ${m.matched.length + m.overflow} graded rows; ${m.overflow} were not kept for matching, so the judge is not measured`,
    );
  }
  say(m.unmatched, "name no graded row");
  say(m.ambiguous, "fit more than one graded row: add run and rollout_index, or arm,");
  say(
    m.other_version,
    `were given for another judge_version than the rows' (${m.stamps.join(", ") || "none"})`,
  );
  say(m.no_verdict, "are on a marker their row does not carry");
  if (m.unstamped > 0) {
    notes.push(
      `${m.unstamped} label(s) name a judge_version, but their rows stamp none (lineage.judge_version): counted, unchecked`,
    );
  }
  if (m.stamps.length > 1)
    notes.push(
      `the labelled rows were graded by ${m.stamps.length} judge versions: ${m.stamps.join(", ")}`,
    );
  if (input.read.unlabelled > 0)
    notes.push(
      `${input.read.unlabelled} row(s) of the labels file have no label yet (label: null)`,
    );
  if (input.read.scores > 0)
    notes.push(`${input.read.scores} label(s) are scores, read as a pass at 0.5 and above`);
  if (models > 0)
    notes.push(
      `${models} label(s) came from a model: shown in no figure, since a model does not measure a judge`,
    );
  if (ties > 0) notes.push(`${ties} row(s) have trusted labels split evenly and are left out`);
  return notes;
}

function correctionOf(input: JudgeInput, criteria: JudgeCriterion[], level: number) {
  const t = input.target;
  const c = t === null ? undefined : criteria.find((x) => x.criterion === t.metric);
  if (t === null || c === undefined || t.delta === null || t.se == null || t.df == null)
    return null;
  const r = correctDelta(t.delta, t.se, t.df, c.confusion, level);
  if (r === null) return null;
  const good = t.lower_is_better ? r.ci[1] < 0 : r.ci[0] > 0;
  return {
    metric: t.metric,
    youden: r.youden,
    delta: r.delta,
    ci: r.ci,
    se: r.se,
    df: r.df,
    p_value: r.p_value,
    decides: input.decide,
    blocks: input.decide && !good,
  };
}

export function judgeTrust(input: JudgeInput, s: TrustSettings): JudgeTrust {
  const m = input.match;
  const byCriterion = new Map<string, GoldRow[]>();
  let ties = 0;
  const names = [...new Set(m.matched.map((x) => x.label.criterion))].sort();
  for (const name of names) {
    const g = goldRows(m.matched.filter((x) => x.label.criterion === name));
    ties += g.ties;
    if (g.rows.length > 0) byCriterion.set(name, g.rows);
  }
  const criteria =
    m.overflow > 0 ? [] : [...byCriterion].map(([c, rows]) => criterionTrust(c, rows, s));
  const gamed = adjustGaming(criteria, s.level);
  const review = m.overflow > 0 ? [] : reviewQueue(byCriterion, input.files, gamed);
  const models = m.matched.filter((x) => x.label.kind === "model").length;
  return {
    labels: input.path,
    judge_version: m.stamps.slice(0, 100),
    n_labels: input.read.labels.length,
    matched: m.matched.length,
    unmatched: m.unmatched.length,
    ambiguous: m.ambiguous.length,
    other_version: m.other_version.length,
    no_verdict: m.no_verdict.length,
    unlabelled: input.read.unlabelled,
    model_labels: models,
    ties,
    floors: {
      min_agreement: s.floors.minAgreement,
      min_kappa: s.floors.minKappa,
      min_n: s.floors.minN,
    },
    criteria,
    gamed,
    correction: correctionOf(input, criteria, s.level),
    review: review.slice(0, 200),
    review_total: review.length,
    notes: matchNotes(input, models, ties).slice(0, 100),
  };
}
