// In report mode the report.json comes from an artifact a pull_request run uploaded, and a
// fork controls that run: the file is untrusted data. It is size-capped, parsed, and checked
// field by field against this schema (unknown keys are dropped) before any renderer sees it;
// the renderers escape every string as they would for a locally built report.
// Keep it in step with src/report.ts: a required field missing here fails to compile, and
// the round-trip test (test/github/report-schema.test.ts) fails for a missing optional one.
import { z } from "zod";
import { SCHEMA_VERSION, type Report } from "../report.js";

/** Reports bigger than this are refused unread. */
export const REPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Where the report is to be posted; written by gate mode, checked by report mode. */
export interface PostTarget {
  repository: string;
  pr_number: number | null;
  head_sha: string | null;
  check_name: string;
}

/** A report as written to report.json by this action: the engine's Report plus its target. */
export type PostedReport = Report & { github?: PostTarget };

const text = z.string().max(100_000);
const short = z.string().max(2_000);
const count = z.number().int().min(0);
const real = z.number();
const maybe = real.nullable();
const interval = z.tuple([real, real]).nullable();
const list = <T extends z.ZodType>(t: T, max = 100_000) => z.array(t).max(max);

const problem = z.object({ file: short, line: count, field: short, reason: text });
const problemGroup = z.object({
  file: short,
  field: short,
  reason: text,
  count,
  lines: list(count, 10),
});

const fileSummary = z.object({
  role: z.enum([
    "heldout",
    "baseline",
    "candidate",
    "baseline_regraded",
    "pairs",
    "sft",
    "train_config",
  ]),
  path: short,
  shape: short,
  bytes: count,
  rows: count,
  tasks: count.optional(),
  runs: list(short).optional(),
  // Empty when reading stopped early (a cap was hit), so no digest was finished.
  sha256: z.string().regex(/^([0-9a-f]{64})?$/),
  problems: list(problem),
  problem_count: count,
  // Absent in reports written before problems were grouped.
  problem_groups: list(problemGroup, 1_000).optional(),
  notes: list(text, 20).optional(),
});

const metric = z.object({
  metric: short,
  lower_is_better: z.boolean(),
  guarded: z.boolean(),
  paired: z.boolean(),
  n_paired: count,
  n_only_baseline: count,
  n_only_candidate: count,
  baseline_mean: maybe,
  candidate_mean: maybe,
  delta: maybe,
  ci: interval,
  p_value: maybe,
  se: maybe.optional(),
  df: maybe.optional(),
  bootstrap_ci: interval.optional(),
  p_holm: maybe,
  run_std: maybe,
  noise_band: maybe,
  within_noise: z.boolean(),
  verdict: z.enum(["b_better", "a_better", "no_difference_detected", "insufficient_data"]),
  tag: z.enum(["up", "down", "flat", "n/a"]),
  note: text.optional(),
});

const side = z.object({
  path: short,
  name: short.optional(),
  rows: count,
  tasks: count,
  runs: list(short),
  run_means: z.record(short, real),
  run_std: maybe,
  stability: z.enum(["very_stable", "stable", "high_variance"]).nullable(),
  pass_at_1: maybe,
  pass_at_1_ci: interval,
  k: count.nullable(),
  pass_at_k: maybe,
  pass_pow_k: maybe,
});

const verdictWord = z.enum(["b_better", "a_better", "no_difference_detected", "insufficient_data"]);
const pair = z.tuple([real, real]);

const familyTest = z.object({
  mode: z.enum(["warn", "auto", "decide"]),
  metric: short,
  families: count,
  effective_families: real,
  named_families: count,
  tasks_without_family: count,
  tasks: count,
  f_stat: maybe,
  df_between: count,
  df_within: count,
  p_heterogeneity: maybe,
  between_sd: maybe,
  heterogeneous: z.boolean(),
  delta: real,
  ci: pair,
  p_value: real,
  se: real,
  df: real,
  verdict: verdictWord,
  decides: z.boolean(),
  blocks: z.boolean(),
  warning: text.nullable(),
});

const graderDrift = z.object({
  path: short,
  metric: short,
  tasks: count,
  runs_stored: count,
  runs_regraded: count,
  method: z.enum(["runs", "tasks"]),
  stored_mean: real,
  regraded_mean: real,
  shift: real,
  ci: pair,
  p_value: real,
  se: real,
  df: real,
  noise_band: maybe,
  drifted: z.boolean(),
});

const model = z.object({
  target: short,
  confidence: real.optional(),
  target_verdict: z.enum([
    "moved",
    "moved_unreplicated",
    "within_eval_noise",
    "no_change_detected",
    "moved_the_wrong_way",
    "insufficient_data",
    "target_not_measured",
  ]),
  replicated: z.boolean(),
  ok: z.boolean(),
  not_comparable: list(text),
  metrics: list(metric, 10_000),
  regressions: list(short),
  slipped: list(short),
  improved: list(short),
  noise: z.object({
    source: z.enum(["eval_run", "baseline", "candidate", "given", "none"]),
    origin: text.nullable().optional(),
    runs_baseline: count,
    runs_candidate: count,
    df: maybe,
    quantile: maybe,
    rule: text.nullable(),
  }),
  baseline: side,
  candidate: side,
  coverage: z.object({
    heldout_tasks: count,
    baseline_missing: list(short),
    candidate_missing: list(short),
    unknown_tasks: list(short),
    baseline_missing_n: count.optional(),
    candidate_missing_n: count.optional(),
    unknown_n: count.optional(),
  }),
  sizing: z.object({
    n_tasks: count.nullable(),
    effect: maybe,
    sd: maybe,
    sd_source: z.enum(["rows", "model"]).nullable(),
    detectable_effect: maybe,
    runs_needed: count.nullable().optional(),
    run_sd: maybe.optional(),
    method: z.enum(["gate_rule", "binomial"]).optional(),
  }),
  families: list(
    z.object({
      family: short,
      tasks: count,
      baseline: maybe,
      candidate: maybe,
      delta: maybe,
      ci: interval,
    }),
    10_000,
  ),
  family_test: familyTest.nullable().optional(),
  grader_drift: graderDrift.nullable().optional(),
  gaps: list(text),
  sentence: text,
  warnings: list(text),
  family_error: maybe,
});

const scalar = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

const finding = z.object({
  file: short,
  line: count,
  level: z.enum(["notice", "warning", "failure"]),
  message: text,
  detail: z.record(short, scalar).optional(),
});

const gate = z.object({
  name: z.enum([
    "length",
    "style",
    "truncation",
    "contamination",
    "integrity",
    "train_config",
    "token_length",
    "rejection",
  ]),
  status: z.enum(["pass", "warn", "fail", "not_run"]),
  summary: text,
  // Figures are shown, never computed on; keep them to plain JSON values of bounded size.
  figures: z.record(short, z.json()),
  findings: list(finding),
  findings_truncated: z.boolean(),
});

const dataCheck = z.object({
  kind: z.enum(["pairs", "sft"]),
  path: short,
  shape: short,
  rows: count,
  gates: list(gate, 20),
  status: z.enum(["pass", "warn", "fail"]),
  input_problems: count.optional(),
  note: text.optional(),
  clean_path: short.optional(),
  clean_rows: count.optional(),
});

export const reportSchema = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal("heldout-gate"), version: short }),
  settings: z.object({
    seed: real,
    rng: short,
    resamples: count,
    confidence: real,
    target: short,
    must_not_regress: list(short),
    require_proof: z.boolean(),
    allow_heldout_change: z.boolean(),
    allow_partial: z.boolean(),
  }),
  heldout: z
    .object({
      path: short,
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      tasks: count,
      changed: z.boolean().nullable(),
      change_allowed: z.boolean(),
      note: text.optional(),
    })
    .nullable(),
  inputs: list(fileSummary, 10),
  problems: list(problem),
  notes: list(text, 1_000),
  model: model.nullable(),
  data: list(dataCheck, 10),
  decision: z.object({
    pass: z.boolean(),
    conclusion: z.enum(["success", "failure"]),
    headline: text,
    reasons: list(text, 1_000),
    gaps: list(text, 1_000),
  }),
  stopped: z.object({ input: short, path: short.nullable(), reason: text }).optional(),
  github: z
    .object({
      repository: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
      pr_number: z.number().int().positive().nullable(),
      head_sha: z
        .string()
        .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/)
        .nullable(),
      check_name: short,
    })
    .optional(),
});

export class ReportInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReportInputError";
  }
}

/** Parse an untrusted report.json: size cap, JSON, schema. Errors name the file and field. */
export function parseUntrustedReport(bytes: Buffer, file: string): PostedReport {
  if (bytes.length > REPORT_MAX_BYTES) {
    throw new ReportInputError(
      `${file}: ${bytes.length} bytes is over the ${REPORT_MAX_BYTES}-byte cap for a report`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(bytes.toString("utf8"));
  } catch (e) {
    throw new ReportInputError(
      `${file}: not JSON (${e instanceof Error ? e.message.slice(0, 200) : "parse error"})`,
    );
  }
  const r = reportSchema.safeParse(raw);
  if (!r.success) {
    const issues = r.error.issues.slice(0, 5).map((i) => {
      const at = i.path.length > 0 ? i.path.join(".") : "(top level)";
      return `field ${at.slice(0, 200)}: ${i.message.slice(0, 200)}`;
    });
    const more = r.error.issues.length > 5 ? ` (and ${r.error.issues.length - 5} more)` : "";
    throw new ReportInputError(`${file}: not a heldout-gate report: ${issues.join("; ")}${more}`);
  }
  const report: PostedReport = r.data;
  return report;
}
