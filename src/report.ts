// The report is plain data first: report.json is exactly this object, and every
// renderer (terminal, markdown, check run) is a view of it that computes nothing.
// Its one definition is the zod schema in report/schema.ts (gate figures in
// report/figures.ts); the types here are derived from it, so they cannot drift apart.
// Only types come from there: loading this module does not build the schemas.
import type { z } from "zod";
import type * as F from "./report/figures.js";
import type * as S from "./report/schema.js";
import type * as J from "./report/judge.js";

export { SCHEMA_VERSION } from "./report/version.js";

export type Report = z.output<typeof S.reportSchema>;
export type ReportSettings = z.output<typeof S.reportSettingsSchema>;
export type Problem = z.output<typeof S.problemSchema>;
export type ProblemGroup = z.output<typeof S.problemGroupSchema>;
export type LeftOut = z.output<typeof S.leftOutSchema>;
export type FileSummary = z.output<typeof S.fileSummarySchema>;

/** The SDK's words for what happened to the target metric. */
export type TargetVerdict = z.output<typeof S.targetVerdictSchema>;
/** Per-metric raw verdict, from the candidate's (b) point of view. */
export type CompareVerdict = z.output<typeof S.compareVerdictSchema>;
export type MetricComparison = z.output<typeof S.metricComparisonSchema>;
export type SideSummary = z.output<typeof S.sideSummarySchema>;
export type FamilyRow = z.output<typeof S.familyRowSchema>;
export type FamilyTest = z.output<typeof S.familyTestSchema>;
export type GraderDrift = z.output<typeof S.graderDriftSchema>;
export type HoldoutSizing = z.output<typeof S.holdoutSizingSchema>;
export type ModelCheck = z.output<typeof S.modelCheckSchema>;

export type DataCheck = z.output<typeof S.dataCheckSchema>;
/** A data file's status: its worst gate, or fail when it could not be checked. */
export type DataStatus = DataCheck["status"];
export type Decision = z.output<typeof S.decisionSchema>;
/** Why a run stopped early. `input` is the action input (CLI flag) whose value caused it. */
export type RunStop = z.output<typeof S.runStopSchema>;

export type Finding = z.output<typeof F.findingSchema>;
export type GateStatus = z.output<typeof F.gateStatusSchema>;
/** One gate's result; `name` decides the type of `figures`. */
export type GateResult = z.output<typeof F.gateResultSchema>;
export type GateName = GateResult["name"];
/** The figures a gate of this name may carry (a union where pair, SFT and unpaired differ). */
export type FiguresOf<N extends GateName> = Extract<GateResult, { name: N }>["figures"];
/** A gate's result with its figures narrowed to what one accumulator writes. */
export type GateResultOf<N extends GateName, Fig extends FiguresOf<N> = FiguresOf<N>> = Omit<
  Extract<GateResult, { name: N }>,
  "figures"
> & { figures: Fig };

/** Figures of an unpaired (KTO) file: the same gate's figures over each label. */
export interface ByLabel<T> {
  desirable: T;
  undesirable: T;
}
export type LengthDistribution = PairLengthFigures["delta"];
export type PairLengthFigures = z.output<typeof F.pairLengthFigures>;
export type SftLengthFigures = z.output<typeof F.sftLengthFigures>;
export type PairStyleMarker = z.output<typeof F.pairStyleMarker>;
export type PairStyleFigures = z.output<typeof F.pairStyleFigures>;
export type SftStyleMarker = z.output<typeof F.sftStyleMarker>;
export type SftStyleFigures = z.output<typeof F.sftStyleFigures>;
export type PairTruncationFigures = z.output<typeof F.pairTruncationFigures>;
export type SftTruncationFigures = z.output<typeof F.sftTruncationFigures>;
export type ContaminationFigures = z.output<typeof F.contaminationFigures>;
export type PairIntegrityFigures = z.output<typeof F.pairIntegrityFigures>;
export type UnpairedIntegrityFigures = z.output<typeof F.unpairedIntegrityFigures>;
export type RejectionFigures = z.output<typeof F.rejectionFigures>;
export type ServeSkewFigures = z.output<typeof F.serveSkewFigures>;
export type TokenLengthFigures = z.output<typeof F.tokenLengthFigures>;
export type TrainConfigFigures = z.output<typeof F.trainConfigFigures>;

/** The first gate of this name in a data check, typed by its name. */
export function findGate<N extends GateName>(
  dc: { gates: readonly GateResult[] },
  name: N,
): Extract<GateResult, { name: N }> | undefined {
  return dc.gates.find((g): g is Extract<GateResult, { name: N }> => g.name === name);
}

export type JudgeTrust = z.output<typeof J.judgeTrustSchema>;
export type JudgeCriterion = z.output<typeof J.judgeCriterionSchema>;
export type JudgeArmRates = z.output<typeof J.armRatesSchema>;
export type JudgeReviewItem = z.output<typeof J.reviewItemSchema>;
export type JudgeCorrectionFigures = z.output<typeof J.judgeCorrectionSchema>;
