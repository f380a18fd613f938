// The shape of a shard's state file (docs/design.md §11). A state comes back from an
// artifact, so it is untrusted: this schema checks every part the merge reads itself; the
// accumulators' own states are checked by each accumulator's loadState.
import { z } from "zod";
import { TEST_VERSION } from "../ledger/test-version.js";
import { EVAL_FORMATS } from "../io/formats/index.js";
import { FAMILY_TEST_MODES } from "../stats/family-test.js";
import { MAX_SHARDS } from "../io/slice.js";
import { fileSummarySchema } from "../report/schema.js";
import { count, real, sha256, short, list, text } from "../report/fields.js";

export const STATE_KIND = "heldout-gate-shard";
/** Bumped whenever a state written by one version could be misread by another. */
export const STATE_VERSION = 2;

const pathText = z.string().max(4096);
const strings = (max = 10_000) => list(text, max);
const range = z.tuple([real, real]);

const gateSettingsSchema = z.strictObject({
  lengthFailShare: real,
  styleAlpha: real,
  styleMinShare: real,
  stylePhrases: z.record(short, strings(1000)),
  ngram: z.number().int().min(1).max(64),
  overlap: real,
  contaminationFields: list(z.enum(["prompt", "completion"]), 2),
  minMargin: real.nullable(),
  trainStrict: z.boolean().optional(),
  serve: z
    .strictObject({
      matchMin: real,
      ksMax: real,
      lengthRatioMin: real,
      shareMax: real,
      historyRatio: real,
    })
    .optional(),
});

/** The settings a run is judged with: a Config without the job's own (token, out dir). */
export const runConfigSchema = z.strictObject({
  heldout: pathText,
  baseline: pathText.optional(),
  candidate: pathText.optional(),
  pairs: pathText.optional(),
  sft: pathText.optional(),
  fields: z.record(short, short),
  format: z.enum(EVAL_FORMATS as unknown as [string, ...string[]]),
  metric: short,
  target: short,
  mustNotRegress: strings(1000),
  lowerIsBetter: strings(1000),
  markerRanges: z.record(short, range),
  resamples: z.number().int().min(1),
  seed: z.number().int(),
  rng: z.literal("alea"),
  confidence: real,
  requireProof: z.boolean(),
  allowHeldoutChange: z.boolean(),
  allowPartial: z.boolean(),
  gradedBy: z.enum(["program", "judge"]),
  judgeAgreement: real.nullable(),
  judgeHumanN: count.nullable(),
  judge: z.strictObject({
    labels: pathText.optional(),
    minAgreement: real,
    minKappa: real,
    minN: count,
    correction: z.enum(["show", "decide"]),
  }),
  noiseFloor: z.strictObject({ run_std: real, runs: count.nullable() }).nullable(),
  familyTest: z.enum(FAMILY_TEST_MODES as unknown as [string, ...string[]]),
  guardMinRuns: count,
  guardMargin: real.nullable(),
  rewardIsJudge: z.boolean(),
  heldoutSha256: short.optional(),
  baselineFromBase: z.boolean(),
  allowBaselineChange: z.boolean(),
  allowWorkflowChange: z.boolean(),
  grader: short.optional(),
  baselineRegraded: pathText.optional(),
  gates: gateSettingsSchema,
  limits: z.strictObject({ maxLineBytes: count, maxFileBytes: count, maxRows: count }),
  trainConfig: pathText.optional(),
  tokenizer: pathText.optional(),
  trainCutShare: real,
  cleanPairs: pathText.optional(),
  servedPrompts: pathText.optional(),
  ledger: pathText.optional(),
  attemptControl: z.boolean(),
  targetEffect: real.nullable(),
});

const setting = <T extends z.ZodType>(v: T) =>
  z.strictObject({ value: v, key: short, line: count, file: pathText }).optional();

export const trainConfigSchema = z.strictObject({
  path: pathText,
  trainer: z.enum(["dpo", "orpo", "kto", "cpo"]),
  trainer_from: short,
  learning_rate: setting(real),
  sft_learning_rate: setting(real),
  beta: setting(real),
  loss_type: setting(strings(100)),
  simpo_gamma: setting(real),
  epochs: setting(real),
  max_length: setting(real.nullable()),
  max_prompt_length: setting(real.nullable()),
  max_completion_length: setting(real.nullable()),
  truncation_mode: setting(short),
  peft: setting(z.boolean()),
  assistant_only_loss: setting(z.boolean()),
  ignored_keys: count,
});

/** One file as one shard read it. */
export const partStateSchema = z.strictObject({
  summary: fileSummarySchema,
  problems: z.unknown(),
  tasks: strings(50_000_000).optional(),
  runs: list(z.tuple([text, count]), 1_000_000).optional(),
  media: count,
  notes: strings(),
  /** How much of the file this shard owned (io/slice.ts Cover): merge proves one cover. */
  cover: z.strictObject({ lines: count, owned: count, whole: z.boolean() }),
});

const sideStateSchema = z.strictObject({
  files: list(pathText, 100_000),
  path: text,
  tally: z.unknown(),
  /** The rows judge labels may name (stats/judge-matches.ts); null without a labels file. */
  judge: z.unknown(),
  /** The baseline's prompts as served contexts (gates/serve-skew.ts); null on other sides. */
  served: z.unknown(),
  parts: list(partStateSchema, 100_000),
});

const heldoutSchema = z.strictObject({
  path: pathText,
  sha256,
  test_version: z.string().regex(TEST_VERSION).optional(),
  tasks: count,
  changed: z.boolean().nullable(),
  change_allowed: z.boolean(),
  note: text.optional(),
});

export const shardStateSchema = z.strictObject({
  kind: z.literal(STATE_KIND),
  state_version: z.number().int(),
  tool_version: short,
  slice: z.strictObject({
    index: count,
    count: z.number().int().min(1).max(MAX_SHARDS),
    block: z.number().int().min(1).optional(),
    digest: z.boolean().optional(),
    threads: z.number().int().min(2).max(64).optional(),
  }),
  run_key: sha256,
  config: runConfigSchema,
  frozen: z.strictObject({
    summary: fileSummarySchema,
    heldout: heldoutSchema,
    /** Shard 0 only: each task's id, family and line (what the statistics read of the test). */
    tasks: list(z.tuple([text, text.nullable(), count]), 50_000_000).nullable(),
  }),
  training: z.strictObject({
    train: z
      .strictObject({
        summary: fileSummarySchema,
        config: trainConfigSchema,
        counter: z.strictObject({ kind: z.enum(["tokenizer", "estimate"]), method: text }),
        cut_share: real,
        /** The tokenizer's chat template as every shard read it; its text is not kept. */
        template: z
          .strictObject({
            file: pathText,
            source: z.enum(["chat_template.jinja", "tokenizer_config.json"]),
            named: short.nullable(),
            generation: z.boolean(),
            budget: z.strictObject({ seconds: real, memory_mb: count }),
          })
          .nullable(),
      })
      .nullable(),
    pairs: z
      .strictObject({ part: partStateSchema, gates: z.unknown(), unpaired: z.unknown() })
      .nullable(),
    sft: z.strictObject({ part: partStateSchema, gates: z.unknown() }).nullable(),
    /** The served-prompts file as every shard read it; null without one. */
    served: z.strictObject({ summary: fileSummarySchema, profile: z.unknown() }).nullable(),
  }),
  model: z
    .strictObject({
      notes: strings(),
      base: sideStateSchema,
      cand: sideStateSchema,
      regrade: sideStateSchema.nullable(),
      /** The labels file as every shard read it (io/labels.ts); null without one. */
      labels: z.strictObject({ summary: fileSummarySchema, read: z.unknown() }).nullable(),
    })
    .nullable(),
});

export type ShardStateData = z.infer<typeof shardStateSchema>;
export type PartState = z.infer<typeof partStateSchema>;
export type SideState = z.infer<typeof sideStateSchema>;
export type RunConfig = z.infer<typeof runConfigSchema>;
