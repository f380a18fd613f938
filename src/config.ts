// Raw inputs (action inputs or CLI flags, both as strings keyed by the action.yml
// input name) become one typed Config here. Nothing else reads inputs.
import type { ServeSettings } from "./gates/serve-skew.js";
import { z } from "zod";
import { DEFAULT_EVAL_PATHS, TRAIN_FIELD_NAMES } from "./io/fields.js";
import { EVAL_FORMATS, type EvalFormat } from "./io/formats/index.js";
import { FAMILY_TEST_MODES, type FamilyTestMode } from "./stats/family-test.js";
import { MAX_SHARDS } from "./io/slice.js";
import { POLICY_ONLY_DEFAULTS } from "./policy/fields.js";

export interface GateSettings {
  /** Fail the length gate when the chosen side is longer in at least this share of pairs. */
  lengthFailShare: number;
  /** Significance level for the style test (Holm across markers). */
  styleAlpha: number;
  /** Flag a style marker only when its teaching pairs are at least this share of all pairs. */
  styleMinShare: number;
  /** Extra or overriding marker phrase families: {name: [phrases]}. */
  stylePhrases: Record<string, string[]>;
  /** Word n-gram size for contamination. */
  ngram: number;
  /** Share of words covered by test n-grams that counts as contamination. */
  overlap: number;
  /** Which parts of a pair/SFT row are checked against the test. */
  contaminationFields: ("prompt" | "completion")[];
  /** Pairs whose margin is under this are integrity findings (null = no minimum). */
  minMargin: number | null;
  /** Trainer-config, token-length and rejection findings fail instead of warn. */
  trainStrict?: boolean;
  /** The serve-skew gate's thresholds (design §15); its defaults when absent. */
  serve?: ServeSettings;
}

export interface JudgeSettings {
  /** The labels file (judge-labels); undefined = the judge is not measured here. */
  labels?: string;
  /** The Wilson lower bound of agreement must reach this. */
  minAgreement: number;
  minKappa: number;
  /** Labelled rows the measurement needs (the SDK's MIN_GOLD). */
  minN: number;
  /** show: the corrected delta is reported; decide: it must clear zero too. */
  correction: "show" | "decide";
}

export interface Config {
  heldout: string;
  baseline?: string;
  candidate?: string;
  pairs?: string;
  sft?: string;
  /** Field mapping for foreign eval, pair and SFT rows, canonical name -> dotted path. */
  fields: Record<string, string>;
  /** Whose output the eval files are ("auto" = told from each file). */
  format: EvalFormat;
  /** Which of the tool's scores is the reward ("" = the tool's primary one). */
  metric: string;
  target: string;
  mustNotRegress: string[];
  lowerIsBetter: string[];
  /** Declared ranges of markers that are not 0/1 or [0, 1] (marker name -> [low, high]). */
  markerRanges: Record<string, [number, number]>;
  resamples: number;
  seed: number;
  rng: "alea";
  confidence: number;
  requireProof: boolean;
  allowHeldoutChange: boolean;
  allowPartial: boolean;
  /** How the held-out test is graded: a program needs no judge-agreement evidence. */
  gradedBy: "program" | "judge";
  /** Measured agreement of the judge with people (null = unmeasured), and on how many items. */
  judgeAgreement: number | null;
  judgeHumanN: number | null;
  /** Judge trust measured from a labels file (docs/design.md §14): the file and the floors. */
  judge: JudgeSettings;
  /** A noise floor measured once and pinned: run_std and the runs behind it (null = measure). */
  noiseFloor: { run_std: number; runs: number | null } | null;
  /** The family-level test of the target: off, warn or decide. */
  familyTest: FamilyTestMode;
  /** Runs a side the guards need before they can clear (1 = any; docs/statistics.md "Guarded metrics"). */
  guardMinRuns: number;
  /** Non-inferiority margin of every guard (null = none: a guard fails only on a proven drop). */
  guardMargin: number | null;
  /** The training reward is the same judge that grades the held-out test. */
  rewardIsJudge: boolean;
  /** Pin for runs outside a PR: the held-out file must have this digest. */
  heldoutSha256?: string;
  /** Read the baseline file at the PR's base commit (a PR cannot edit its own yardstick). */
  baselineFromBase: boolean;
  /** Policy only: accept a PR that adds, removes or edits baseline files. */
  allowBaselineChange: boolean;
  /** Policy only: accept a PR that edits the workflow the gate runs from. */
  allowWorkflowChange: boolean;
  /** Policy only: the grader id every eval row must name (undefined = not pinned). */
  grader?: string;
  /** The baseline's rollouts graded again in this job, checked against the stored grades. */
  baselineRegraded?: string;
  gates: GateSettings;
  limits: { maxLineBytes: number; maxFileBytes: number; maxRows: number };
  /** The preference trainer's config (TRL YAML/JSON, or a script's JSON dump). */
  trainConfig?: string;
  /** A tokenizer.json to count tokens with (else they are estimated). */
  tokenizer?: string;
  /** Share of pairs max_length / max_prompt_length may cut before the config lint warns. */
  trainCutShare: number;
  /** Write the clean pairs (TRL conversational JSONL) here, when set. */
  cleanPairs?: string;
  /** A sample of the contexts the served agent is given (design §15), when set. */
  servedPrompts?: string;
  /** The ledger folder (design §16): one `<test version>.jsonl` per frozen test. */
  ledger?: string;
  /**
   * The branch the gate owns that holds the ledger (design §16); `ledger` is then the folder
   * inside it ("" = its root). Unset: the ledger is the folder in the checkout.
   */
  ledgerBranch?: string;
  /** Judge attempt j at alpha_j (design §16); false: attempts are counted and shown only. */
  attemptControl: boolean;
  /** The smallest effect the team needs (target-effect); a test that no longer detects it is worn. */
  targetEffect: number | null;
  outDir: string;
  /** Shard mode: the slice of the inputs this job reads; null in every other mode. */
  shard: { index: number; count: number } | null;
  /** Merge mode: how many shard states it merges (its own shard-count); null elsewhere. */
  shards: number | null;
  /** Worker threads in this one job ("auto": the engine sizes it to the cores it has). */
  workers: number | "auto";
  github: {
    token: string;
    checkName: string;
    comment: boolean;
    mode: RunMode;
    annotations: boolean;
    /** Days the job's artifacts are kept (GitHub allows 1 to 90). */
    retentionDays: number;
    /** Report mode: path of the verdict artifact's report.json (untrusted). */
    report?: string;
    /** Let gate mode read PR files under pull_request_target / workflow_run for a fork. */
    allowUnsafePrData: boolean;
    /** Read data files that resolve outside GITHUB_WORKSPACE (through a symlink, or an absolute path). */
    allowOutsideWorkspace: boolean;
    /** Shard and merge modes: the secret the states are sealed with ("" for none; design §11.3). */
    shardKey: string;
  };
}

/**
 * gate reads the data and decides; report posts a verdict another run computed; shard reads
 * one slice and uploads its partial state; merge decides from every shard's state.
 */
export const RUN_MODES = ["gate", "report", "shard", "merge"] as const;
export type RunMode = (typeof RUN_MODES)[number];

export { MAX_SHARDS } from "./io/slice.js";
/** Most worker threads one job may be given. */
export const MAX_WORKERS = 64;

/**
 * A line is held as bytes, then as a string, then parsed: about three copies at once.
 * Past 256 MiB that alone nears V8's longest string (2^29 characters) and a runner's
 * memory, so no setting lets one line take more.
 */
export const MAX_LINE_BYTES_CAP = 256 * 1024 * 1024;

/** Every input with its default; action.yml and the docs/inputs.md table are checked against this list. */
export const INPUT_DEFAULTS: Record<string, string> = {
  heldout: "",
  baseline: "",
  candidate: "",
  pairs: "",
  sft: "",
  fields: "",
  format: "auto",
  metric: "",
  target: "pass_at_1",
  "must-not-regress": "",
  "lower-is-better": "",
  "marker-ranges": "",
  resamples: "10000",
  seed: "0",
  rng: "alea",
  confidence: "0.95",
  "require-proof": "false",
  "allow-heldout-change": "false",
  "allow-partial": "false",
  "graded-by": "judge",
  "judge-agreement": "",
  "judge-human-n": "",
  "judge-labels": "",
  "judge-min-agreement": "0.8",
  "judge-min-kappa": "0.6",
  "judge-min-labels": "50",
  "judge-correction": "show",
  "noise-floor": "",
  "family-test": "auto",
  "guard-min-runs": "1",
  "guard-margin": "",
  "reward-is-judge": "false",
  "heldout-sha256": "",
  "baseline-from-base": "true",
  "baseline-regraded": "",
  "length-fail-share": "0.8",
  "style-alpha": "0.05",
  "style-min-share": "0.05",
  "style-phrases": "",
  "contamination-ngram": "8",
  "contamination-overlap": "0.8",
  "contamination-fields": "prompt",
  "min-margin": "",
  "served-prompts": "",
  ledger: "",
  "ledger-branch": "",
  "attempt-control": "true",
  "target-effect": "",
  "serve-match-min": "0.95",
  "serve-ks-max": "0.5",
  "serve-length-ratio-min": "0.25",
  "serve-share-max": "0.05",
  "serve-history-ratio": "0.5",
  "clean-pairs": "",
  "train-config": "",
  tokenizer: "",
  "train-cut-share": "0.05",
  "train-strict": "false",
  "max-line-bytes": String(64 * 1024 * 1024),
  "max-file-bytes": String(8 * 1024 * 1024 * 1024),
  "max-rows": "50000000",
  "out-dir": ".heldout-gate",
  "github-token": "",
  "check-name": "heldout-gate",
  comment: "true",
  annotations: "true",
  "artifact-retention-days": "30",
  mode: "gate",
  report: "",
  "shard-index": "",
  "shard-count": "",
  "shard-key": "",
  workers: "auto",
  "allow-unsafe-pr-data": "false",
  "allow-outside-workspace": "false",
};

/** The longest artifact retention GitHub offers a public repository. */
export const MAX_RETENTION_DAYS = 90;

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

const bool = (name: string) =>
  z.string().transform((s, ctx) => {
    const t = s.trim().toLowerCase();
    if (t === "true") return true;
    if (t === "false") return false;
    ctx.addIssue({ code: "custom", message: `input "${name}" must be true or false, got "${s}"` });
    return z.NEVER;
  });

const num = (name: string, check: (n: number) => boolean, what: string) =>
  z.string().transform((s, ctx) => {
    const n = Number(s.trim());
    if (s.trim() === "" || !Number.isFinite(n) || !check(n)) {
      ctx.addIssue({ code: "custom", message: `input "${name}" must be ${what}, got "${s}"` });
      return z.NEVER;
    }
    return n;
  });

const list = (s: string): string[] =>
  s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

/**
 * `task=task_id, reward=verifier_result.passed` -> {task: "task_id", reward: "verifier_result.passed"}.
 * A path may end in a value map, `reward=scores.match.value:C=1,I=0,P=0.5` (the map's
 * own commas continue it), and `where=type:match` keeps only the rows whose value at
 * that path is that text. Each entry is kept as written; io/fields.ts reads it.
 */
export function parseFieldMap(s: string): Record<string, string> {
  // The eval task key, every eval field that has a default path when it is not mapped,
  // the row filter, and the texts of pair and SFT rows.
  const allowed = new Set([
    "task",
    ...Object.keys(DEFAULT_EVAL_PATHS),
    "grader",
    "where",
    ...TRAIN_FIELD_NAMES,
  ]);
  const out: Record<string, string> = {};
  let last: string | null = null;
  for (const part of list(s)) {
    const eq = part.indexOf("=");
    const key = eq > 0 ? part.slice(0, eq).trim() : "";
    // `I=0` after `reward=path:C=1` is the map going on, not a field of its own.
    if (!allowed.has(key) && last !== null && last !== "where" && out[last]!.includes(":")) {
      if (eq <= 0 || eq === part.length - 1) {
        throw new ConfigError(
          `input "fields": the value map of "${last}" expects value=number, got "${part}"`,
        );
      }
      out[last] += `,${part}`;
      continue;
    }
    if (eq <= 0 || eq === part.length - 1) {
      throw new ConfigError(`input "fields": expected name=path, got "${part}"`);
    }
    const spec = part.slice(eq + 1).trim();
    if (!allowed.has(key)) {
      throw new ConfigError(
        `input "fields": unknown field "${key}" (known: ${[...allowed].join(", ")})`,
      );
    }
    const colon = spec.indexOf(":");
    const path = colon < 0 ? spec : spec.slice(0, colon);
    if (!/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/.test(path)) {
      throw new ConfigError(`input "fields": "${path}" is not a dotted path`);
    }
    if (key === "where" && (colon < 0 || colon === spec.length - 1)) {
      throw new ConfigError(
        `input "fields": where takes path:value (e.g. where=type:match), got "${spec}"`,
      );
    }
    if (key !== "where" && colon >= 0 && !spec.slice(colon + 1).includes("=")) {
      throw new ConfigError(
        `input "fields": the value map of "${key}" expects value=number, got "${spec.slice(colon + 1)}"`,
      );
    }
    out[key] = spec;
    last = key;
  }
  for (const [k, v] of Object.entries(out)) {
    if (k === "where") continue;
    const colon = v.indexOf(":");
    if (colon < 0) continue;
    for (const pair of v.slice(colon + 1).split(",")) {
      const n = Number(pair.slice(pair.indexOf("=") + 1).trim());
      if (!Number.isFinite(n)) {
        throw new ConfigError(
          `input "fields": the value map of "${k}" expects value=number, got "${pair}"`,
        );
      }
    }
  }
  return out;
}

/** Largest bound a declared marker range may have: sums of 50M such values stay exact enough and finite. */
export const MARKER_BOUND_MAX = 1e12;

/**
 * `latency_s=0..600, score=-1..1` -> {latency_s: [0, 600], score: [-1, 1]}. A name may
 * carry its "marker:" prefix. The object has no prototype, so any marker name is a key.
 */
export function parseMarkerRanges(s: string): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = Object.create(null);
  for (const part of list(s)) {
    const eq = part.lastIndexOf("=");
    const m = eq > 0 ? /^(.+?)\.\.(.+)$/.exec(part.slice(eq + 1).trim()) : null;
    if (m === null) {
      throw new ConfigError(`input "marker-ranges": expected name=low..high, got "${part}"`);
    }
    const name = part
      .slice(0, eq)
      .trim()
      .replace(/^marker:/, "");
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    const ok = (x: number) => Number.isFinite(x) && Math.abs(x) <= MARKER_BOUND_MAX;
    if (name === "" || !ok(lo) || !ok(hi) || !(lo < hi)) {
      throw new ConfigError(
        `input "marker-ranges": "${part}" needs a name and numbers low < high within ±${MARKER_BOUND_MAX}`,
      );
    }
    out[name] = [lo, hi];
  }
  return out;
}

/** "0.012:3" (run_std from 3 runs) or "0.012" (run count unknown) -> the pinned floor. */
export function parseNoiseFloor(s: string | undefined): Config["noiseFloor"] {
  if (s === undefined || s.trim() === "") return null;
  const m = /^\s*([0-9]*\.?[0-9]+(?:e-?[0-9]+)?)\s*(?::\s*([0-9]+)\s*)?$/i.exec(s);
  const sd = m ? Number(m[1]) : NaN;
  const runs = m && m[2] !== undefined ? Number(m[2]) : null;
  if (!m || !Number.isFinite(sd) || sd < 0 || sd > 1 || (runs !== null && runs < 2)) {
    throw new ConfigError(
      `input "noise-floor" must be RUN_STD or RUN_STD:RUNS (a run sd in [0, 1] measured over 2 or more runs, e.g. 0.012:3), got "${s}"`,
    );
  }
  return { run_std: sd, runs };
}

function parsePhrases(s: string): Record<string, string[]> {
  if (s.trim() === "") return {};
  let v: unknown;
  try {
    v = JSON.parse(s);
  } catch {
    throw new ConfigError(`input "style-phrases" must be a JSON object {name: [phrases]}`);
  }
  const r = z.record(z.string().min(1), z.array(z.string().min(1)).min(1)).safeParse(v);
  if (!r.success)
    throw new ConfigError(`input "style-phrases" must be a JSON object {name: [phrases]}`);
  return r.data;
}

const rawSchema = z.object({
  resamples: num(
    "resamples",
    (n) => Number.isInteger(n) && n >= 100 && n <= 1_000_000,
    "an integer from 100 to 1000000",
  ),
  seed: num("seed", (n) => Number.isSafeInteger(n), "an integer"),
  confidence: num("confidence", (n) => n > 0.5 && n < 1, "a level between 0.5 and 1, e.g. 0.95"),
  "require-proof": bool("require-proof"),
  "allow-heldout-change": bool("allow-heldout-change"),
  "allow-partial": bool("allow-partial"),
  "baseline-from-base": bool("baseline-from-base"),
  "reward-is-judge": bool("reward-is-judge"),
  "allow-baseline-change": bool("allow-baseline-change"),
  "allow-workflow-change": bool("allow-workflow-change"),
  "judge-min-agreement": num("judge-min-agreement", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
  "judge-min-kappa": num("judge-min-kappa", (n) => n >= -1 && n <= 1, "a kappa in [-1, 1]"),
  "guard-min-runs": num(
    "guard-min-runs",
    (n) => Number.isInteger(n) && n >= 1 && n <= 30,
    "an integer from 1 to 30",
  ),
  "judge-min-labels": num(
    "judge-min-labels",
    (n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000,
    "an integer from 1 to 1000000",
  ),
  "length-fail-share": num("length-fail-share", (n) => n > 0.5 && n <= 1, "a share in (0.5, 1]"),
  "style-alpha": num("style-alpha", (n) => n > 0 && n < 1, "a level in (0, 1)"),
  "style-min-share": num("style-min-share", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
  "contamination-ngram": num(
    "contamination-ngram",
    (n) => Number.isInteger(n) && n >= 3 && n <= 32,
    "an integer from 3 to 32",
  ),
  "contamination-overlap": num(
    "contamination-overlap",
    (n) => n > 0 && n <= 1,
    "a share in (0, 1]",
  ),
  "max-line-bytes": num(
    "max-line-bytes",
    (n) => Number.isInteger(n) && n >= 1024 && n <= MAX_LINE_BYTES_CAP,
    `an integer from 1024 to ${MAX_LINE_BYTES_CAP} (256 MiB)`,
  ),
  "max-file-bytes": num(
    "max-file-bytes",
    (n) => Number.isInteger(n) && n >= 1024,
    "an integer of at least 1024",
  ),
  "max-rows": num("max-rows", (n) => Number.isInteger(n) && n >= 1, "a positive integer"),
  "train-cut-share": num("train-cut-share", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
  "serve-match-min": num("serve-match-min", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
  "serve-ks-max": num("serve-ks-max", (n) => n >= 0 && n <= 1, "a distance in [0, 1]"),
  "serve-length-ratio-min": num(
    "serve-length-ratio-min",
    (n) => n >= 0 && n <= 1,
    "a ratio in [0, 1]",
  ),
  "serve-share-max": num("serve-share-max", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
  "serve-history-ratio": num("serve-history-ratio", (n) => n >= 0 && n <= 1, "a ratio in [0, 1]"),
  "train-strict": bool("train-strict"),
  "attempt-control": bool("attempt-control"),
  comment: bool("comment"),
  annotations: bool("annotations"),
  "artifact-retention-days": num(
    "artifact-retention-days",
    (n) => Number.isInteger(n) && n >= 1 && n <= MAX_RETENTION_DAYS,
    `a whole number of days from 1 to ${MAX_RETENTION_DAYS}`,
  ),
  "allow-unsafe-pr-data": bool("allow-unsafe-pr-data"),
  "allow-outside-workspace": bool("allow-outside-workspace"),
});

/** A branch the ledger may live on: plain segments, no "..", no leading or trailing dot. */
const LEDGER_BRANCH = /^(?!.*\.\.)(?!.*\/\/)(?![-./])[A-Za-z0-9._/-]{1,100}(?<![./])$/;

/**
 * Where the ledger is: the folder in the checkout, or with ledger-branch that branch, the
 * folder then naming a place inside it (the branch's root when empty).
 */
function ledgerPlace(opt: Opt): { ledger?: string; ledgerBranch?: string } {
  const branch = opt("ledger-branch");
  if (branch === undefined) return { ledger: opt("ledger") };
  if (!LEDGER_BRANCH.test(branch) || branch.endsWith(".lock")) {
    throw new ConfigError(
      `input "ledger-branch" must be a plain branch name (letters, digits, . _ - /; no ".."), e.g. heldout-gate-ledger`,
    );
  }
  return { ledger: opt("ledger") ?? ".", ledgerBranch: branch };
}

type Get = (k: string) => string;
type Opt = (k: string) => string | undefined;
type Raw = z.output<typeof rawSchema>;

/** Build the Config from raw string inputs; missing keys take their defaults. */
export function parseConfig(raw: Record<string, string | undefined>): Config {
  const get: Get = (k) => {
    const v = raw[k];
    if (v !== undefined && v.trim() !== "") return v.trim();
    return INPUT_DEFAULTS[k] ?? POLICY_ONLY_DEFAULTS[k] ?? "";
  };
  const opt: Opt = (k) => (get(k) === "" ? undefined : get(k));
  const parsed = rawSchema.safeParse(
    Object.fromEntries(Object.keys(rawSchema.shape).map((k) => [k, get(k)])),
  );
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message).join("; "));
  }
  const r = parsed.data;
  const mode = parseMode(get("mode"));
  const data = dataInputs(get, opt, mode);
  const model = modelSettings(get, opt, r);
  if (model.judge.labels !== undefined && data.baseline === undefined && mode !== "report") {
    throw new ConfigError(
      `input "judge-labels" labels graded rows of the baseline and candidate: give "baseline" and "candidate" too`,
    );
  }
  return {
    ...data,
    ...model,
    gates: gateSettings(get, opt, r),
    limits: {
      maxLineBytes: r["max-line-bytes"],
      maxFileBytes: r["max-file-bytes"],
      maxRows: r["max-rows"],
    },
    trainCutShare: r["train-cut-share"],
    cleanPairs: opt("clean-pairs"),
    servedPrompts: opt("served-prompts"),
    ...ledgerPlace(opt),
    attemptControl: r["attempt-control"],
    targetEffect: optNum(opt, "target-effect", (n) => n > 0, "an effect above 0"),
    outDir: get("out-dir"),
    shard: parseShard(opt, mode),
    shards: parseMergeCount(opt, mode),
    workers: parseWorkers(get("workers")),
    github: {
      token: get("github-token"),
      checkName: get("check-name"),
      comment: r.comment,
      mode,
      annotations: r.annotations,
      retentionDays: r["artifact-retention-days"],
      report: opt("report"),
      allowUnsafePrData: r["allow-unsafe-pr-data"],
      allowOutsideWorkspace: r["allow-outside-workspace"],
      shardKey: parseShardKey(get("shard-key"), mode),
    },
  };
}

function parseMode(mode: string): RunMode {
  if (!(RUN_MODES as readonly string[]).includes(mode)) {
    throw new ConfigError(
      `input "mode" must be ${RUN_MODES.map((m) => `"${m}"`).join(", ")}, got "${mode}"`,
    );
  }
  return mode as RunMode;
}

/** The data files and how their rows are read. Report and merge modes read none. */
function dataInputs(
  get: Get,
  opt: Opt,
  mode: RunMode,
): Pick<
  Config,
  | "heldout"
  | "baseline"
  | "candidate"
  | "pairs"
  | "sft"
  | "fields"
  | "baselineRegraded"
  | "trainConfig"
  | "tokenizer"
> {
  const needData = mode === "gate" || mode === "shard";
  const heldout = get("heldout");
  if (needData && heldout === "")
    throw new ConfigError(`input "heldout" is required: the frozen held-out test (JSONL)`);
  const baseline = opt("baseline");
  const candidate = opt("candidate");
  const pairs = opt("pairs");
  const sft = opt("sft");
  if ((baseline === undefined) !== (candidate === undefined)) {
    throw new ConfigError(`inputs "baseline" and "candidate" go together: give both or neither`);
  }
  if (needData && baseline === undefined && pairs === undefined && sft === undefined) {
    throw new ConfigError(
      `nothing to check: give "baseline" and "candidate", or "pairs", or "sft"`,
    );
  }
  const trainConfig = opt("train-config");
  const tokenizer = opt("tokenizer");
  if (trainConfig !== undefined && pairs === undefined && needData) {
    throw new ConfigError(`input "train-config" is checked against the pairs: give "pairs" too`);
  }
  if (tokenizer !== undefined && trainConfig === undefined) {
    throw new ConfigError(`input "tokenizer" counts tokens against "train-config": give both`);
  }
  const baselineRegraded = opt("baseline-regraded");
  if (baselineRegraded !== undefined && baseline === undefined && needData) {
    throw new ConfigError(
      `input "baseline-regraded" is checked against the stored baseline: give "baseline" too`,
    );
  }
  const fields = parseFieldMap(get("fields"));
  return {
    heldout,
    baseline,
    candidate,
    pairs,
    sft,
    fields,
    baselineRegraded,
    trainConfig,
    tokenizer,
  };
}

/** How the model check reads its results and decides. */
function modelSettings(
  get: Get,
  opt: Opt,
  r: Raw,
): Omit<
  Config,
  | keyof ReturnType<typeof dataInputs>
  | "gates"
  | "limits"
  | "trainCutShare"
  | "cleanPairs"
  | "ledger"
  | "ledgerBranch"
  | "attemptControl"
  | "targetEffect"
  | "outDir"
  | "shard"
  | "shards"
  | "workers"
  | "github"
> {
  const format = get("format");
  if (!(EVAL_FORMATS as readonly string[]).includes(format)) {
    throw new ConfigError(
      `input "format" must be one of ${EVAL_FORMATS.join(", ")}, got "${format}"`,
    );
  }
  const rng = get("rng");
  if (rng !== "alea") throw new ConfigError(`input "rng" must be "alea", got "${rng}"`);
  const sha = opt("heldout-sha256");
  if (sha !== undefined && !/^[0-9a-f]{64}$/i.test(sha)) {
    throw new ConfigError(`input "heldout-sha256" must be 64 hex digits`);
  }
  const gradedBy = get("graded-by");
  if (gradedBy !== "program" && gradedBy !== "judge") {
    throw new ConfigError(`input "graded-by" must be "program" or "judge", got "${gradedBy}"`);
  }
  const familyTest = get("family-test");
  if (!(FAMILY_TEST_MODES as readonly string[]).includes(familyTest)) {
    throw new ConfigError(
      `input "family-test" must be ${FAMILY_TEST_MODES.join(", ")}, got "${familyTest}"`,
    );
  }
  const grader = opt("grader");
  if (grader !== undefined && !GRADER_ID.test(grader)) {
    throw new ConfigError(
      `input "grader" must be 1 to 200 letters, digits and . _ : / @ + - (a grader's id)`,
    );
  }
  return {
    format: format as EvalFormat,
    metric: get("metric"),
    target: get("target"),
    mustNotRegress: list(get("must-not-regress")),
    lowerIsBetter: list(get("lower-is-better")),
    markerRanges: parseMarkerRanges(get("marker-ranges")),
    resamples: r.resamples,
    seed: r.seed,
    rng: "alea",
    confidence: r.confidence,
    requireProof: r["require-proof"],
    allowHeldoutChange: r["allow-heldout-change"],
    allowPartial: r["allow-partial"],
    gradedBy,
    judgeAgreement: optNum(opt, "judge-agreement", (n) => n >= 0 && n <= 1, "a share in [0, 1]"),
    judgeHumanN: optNum(opt, "judge-human-n", (n) => Number.isInteger(n) && n >= 0, "a count"),
    judge: judgeSettings(get, opt, r),
    noiseFloor: parseNoiseFloor(opt("noise-floor")),
    familyTest: familyTest as FamilyTestMode,
    guardMinRuns: r["guard-min-runs"],
    guardMargin: optNum(opt, "guard-margin", (n) => n >= 0 && n <= 1, "a margin in [0, 1]"),
    rewardIsJudge: r["reward-is-judge"],
    heldoutSha256: sha?.toLowerCase(),
    baselineFromBase: r["baseline-from-base"],
    allowBaselineChange: r["allow-baseline-change"],
    allowWorkflowChange: r["allow-workflow-change"],
    ...(grader === undefined ? {} : { grader }),
  };
}

/** A grader id as the policy pins it and eval rows name it. */
export const GRADER_ID = /^[A-Za-z0-9._:/@+-]{1,200}$/;

/** The labels file and the floors the judge is held to. */
function judgeSettings(get: Get, opt: Opt, r: Raw): JudgeSettings {
  const correction = get("judge-correction");
  if (correction !== "show" && correction !== "decide") {
    throw new ConfigError(
      `input "judge-correction" must be "show" or "decide", got "${correction}"`,
    );
  }
  return {
    labels: opt("judge-labels"),
    minAgreement: r["judge-min-agreement"],
    minKappa: r["judge-min-kappa"],
    minN: r["judge-min-labels"],
    correction,
  };
}

/** An optional number input: null when empty, else checked. */
function optNum(opt: Opt, k: string, ok: (n: number) => boolean, what: string): number | null {
  const v = opt(k);
  if (v === undefined) return null;
  const n = Number(v);
  if (!Number.isFinite(n) || !ok(n))
    throw new ConfigError(`input "${k}" must be ${what}, got "${v}"`);
  return n;
}

function gateSettings(get: Get, opt: Opt, r: Raw): GateSettings {
  const cfields = list(get("contamination-fields"));
  for (const f of cfields) {
    if (f !== "prompt" && f !== "completion") {
      throw new ConfigError(
        `input "contamination-fields" takes prompt and/or completion, got "${f}"`,
      );
    }
  }
  const minMarginRaw = opt("min-margin");
  const minMargin = minMarginRaw === undefined ? null : Number(minMarginRaw);
  if (minMargin !== null && !Number.isFinite(minMargin)) {
    throw new ConfigError(`input "min-margin" must be a number, got "${minMarginRaw}"`);
  }
  return {
    lengthFailShare: r["length-fail-share"],
    styleAlpha: r["style-alpha"],
    styleMinShare: r["style-min-share"],
    stylePhrases: parsePhrases(get("style-phrases")),
    ngram: r["contamination-ngram"],
    overlap: r["contamination-overlap"],
    contaminationFields: cfields as ("prompt" | "completion")[],
    minMargin,
    trainStrict: r["train-strict"],
    serve: {
      matchMin: r["serve-match-min"],
      ksMax: r["serve-ks-max"],
      lengthRatioMin: r["serve-length-ratio-min"],
      shareMax: r["serve-share-max"],
      historyRatio: r["serve-history-ratio"],
    },
  };
}

/** A whole number written in decimal digits, or null (no signs, points or exponents). */
const wholeNumber = (s: string): number | null => (/^[0-9]{1,6}$/.test(s) ? Number(s) : null);

/**
 * shard-index and shard-count: both in shard mode, neither elsewhere (a matrix job that
 * forgot `mode: shard` would otherwise run the whole gate N times and post N verdicts).
 */
export function parseShard(opt: Opt, mode: RunMode): Config["shard"] {
  const index = opt("shard-index");
  const count = opt("shard-count");
  if (mode === "merge" && index !== undefined) {
    throw new ConfigError(`input "shard-index" is for mode "shard" (this is mode "merge")`);
  }
  if (mode === "merge") return null;
  if (mode !== "shard") {
    const given = index !== undefined ? "shard-index" : count !== undefined ? "shard-count" : null;
    if (given !== null) {
      throw new ConfigError(`input "${given}" is for mode "shard" (this is mode "${mode}")`);
    }
    return null;
  }
  if (count === undefined || index === undefined) {
    const missing = count === undefined ? "shard-count" : "shard-index";
    throw new ConfigError(
      `input "${missing}" is required in mode "shard": give shard-index and shard-count`,
    );
  }
  const n = wholeNumber(count);
  if (n === null || n < 1 || n > MAX_SHARDS) {
    throw new ConfigError(
      `input "shard-count" must be an integer from 1 to ${MAX_SHARDS}, got "${count}"`,
    );
  }
  const i = wholeNumber(index);
  if (i === null || i >= n) {
    throw new ConfigError(
      `input "shard-index" must be an integer from 0 to ${n - 1} (shard-count is ${n}), got "${index}"`,
    );
  }
  return { index: i, count: n };
}

/**
 * Merge mode's own shard-count: the states it must find, so a state relabelled as one of
 * fewer shards cannot be merged alone (design §11.3).
 */
export function parseMergeCount(opt: Opt, mode: RunMode): number | null {
  if (mode !== "merge") return null;
  const count = opt("shard-count");
  if (count === undefined) {
    throw new ConfigError(
      `input "shard-count" is required in mode "merge": the number of shard jobs whose states it merges`,
    );
  }
  const n = wholeNumber(count);
  if (n === null || n < 1 || n > MAX_SHARDS) {
    throw new ConfigError(
      `input "shard-count" must be an integer from 1 to ${MAX_SHARDS}, got "${count}"`,
    );
  }
  return n;
}

/** The seal's secret: shard and merge modes only; never shown, in any message. */
export function parseShardKey(key: string, mode: RunMode): string {
  if (key === "") return "";
  if (mode !== "shard" && mode !== "merge") {
    throw new ConfigError(
      `input "shard-key" is for modes "shard" and "merge" (this is mode "${mode}")`,
    );
  }
  if (key.length < 16) {
    throw new ConfigError(`input "shard-key" must be at least 16 characters (a random secret)`);
  }
  return key;
}

/** "auto" or a thread count from 1 to MAX_WORKERS. */
export function parseWorkers(s: string): Config["workers"] {
  if (s.toLowerCase() === "auto") return "auto";
  const n = wholeNumber(s);
  if (n === null || n < 1 || n > MAX_WORKERS) {
    throw new ConfigError(
      `input "workers" must be "auto" or an integer from 1 to ${MAX_WORKERS}, got "${s}"`,
    );
  }
  return n;
}
