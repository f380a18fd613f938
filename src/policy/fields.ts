// Which inputs make the merge rule, and which way each one bends it. This table is the one
// place that says it (docs/design.md §13): every action input is either a policy field here
// or named in ACTION_INPUTS, and a test fails on an input that is in neither. Adding a
// deciding input is one line below; CONTRIBUTING.md says how to pick its rule.

/**
 * How a change of one field moves the verdict. Values compared are the input strings after
 * defaults; `direction.ts` reads them.
 * - `any`: no order. Any change counts as loosening; `why` says why there is no order.
 * - `flag`: a boolean; `strict` is the stricter value.
 * - `number`: `higher` or `lower` is stricter; `unset` places the empty value.
 * - `order`: named values from the loosest to the strictest.
 * - `superset`: a list; naming more items is stricter.
 * - `pin`: empty (nothing pinned) is loosest; a set value may only stay as it is.
 * - `ranges`: marker-ranges; a narrower range (inside the old one, or [0, 1]) is stricter.
 */
export type Rule =
  | { kind: "any"; why: string }
  | { kind: "flag"; strict: boolean }
  | { kind: "number"; stricter: "higher" | "lower"; unset?: "strictest" | "loosest" }
  | { kind: "order"; values: readonly string[] }
  | { kind: "superset" }
  | { kind: "pin" }
  | { kind: "ranges" };

/**
 * How the field is written in the policy file (YAML): `bool`, `number`, `text`; `list` (a
 * YAML list or one comma-separated string); `map` (`fields`: {name: path}); `phrases`
 * (`style-phrases`: {family: [phrases]}); `ranges` ({marker: [low, high]} or the input's
 * text); `floor` (a number or RUN_STD:RUNS).
 */
export type ValueKind =
  "bool" | "number" | "text" | "list" | "map" | "phrases" | "ranges" | "floor" | "sha256";

export interface PolicyField {
  rule: Rule;
  value: ValueKind;
  /**
   * Set only in the policy file (and the CLI's --policy file), never as an action input: a
   * switch a PR must not turn on for itself. It has no action.yml entry, so it carries its
   * default and its description here.
   */
  policyOnly?: { default: string; about: string };
}

// Builders, so that each field below is one line.
const any = (value: ValueKind, why: string): PolicyField => ({ rule: { kind: "any", why }, value });
const flag = (strict: boolean): PolicyField => ({ rule: { kind: "flag", strict }, value: "bool" });
const num = (stricter: "higher" | "lower", unset?: "strictest" | "loosest"): PolicyField => ({
  rule: unset ? { kind: "number", stricter, unset } : { kind: "number", stricter },
  value: "number",
});
const order = (...values: string[]): PolicyField => ({
  rule: { kind: "order", values },
  value: "text",
});
const only = (f: PolicyField, dflt: string, about: string): PolicyField => ({
  ...f,
  policyOnly: { default: dflt, about },
});

const pin = (): PolicyField => ({ rule: { kind: "pin" }, value: "text" });

// Why a field has no order (said when its change is called a loosening).
const READ = "it chooses which numbers are read as the reward and markers";
const HOLM = "guards are decided by Holm over the list: a new guard weakens the others' correction";
const LEVEL =
  "it sets the target's interval and the guards' alpha (1 - confidence): a higher level is " +
  "stricter for the target and looser for the guards";
const FLOOR = "a pinned floor widens the target's band and the guards' intervals alike";
const PHRASES = "new phrases move pairs between markers and widen the Holm family";
const NGRAM = "shorter n-grams match more, and more of them are dropped as boilerplate";

/** Every input that decides the verdict, by its action input name. */
export const POLICY_FIELDS = {
  // What the reward is.
  format: any("text", READ),
  metric: any("text", READ),
  fields: any("map", READ),
  // What must move, and what must not get worse.
  target: any("text", "another metric is another question"),
  "must-not-regress": any("list", HOLM),
  "lower-is-better": any("list", "it flips what counts as worse"),
  "marker-ranges": { rule: { kind: "ranges" }, value: "ranges" },
  // The statistics.
  confidence: any("number", LEVEL),
  "noise-floor": any("floor", FLOOR),
  "family-test": order("off", "warn", "auto", "decide"),
  "guard-min-runs": num("higher"),
  "guard-margin": num("lower", "loosest"),
  "require-proof": flag(true),
  // The judge and the evidence.
  "graded-by": order("program", "judge"),
  "judge-agreement": num("lower", "strictest"),
  "judge-human-n": num("lower", "strictest"),
  "reward-is-judge": flag(true),
  "judge-min-agreement": num("higher"),
  "judge-min-kappa": num("higher"),
  "judge-min-labels": num("higher"),
  "judge-correction": order("show", "decide"),
  // The yardstick, and what may change it.
  "heldout-sha256": { ...pin(), value: "sha256" },
  grader: only(pin(), "", "The grader id every baseline and candidate row must name."),
  "baseline-from-base": flag(true),
  "allow-heldout-change": flag(false),
  "allow-partial": flag(false),
  // The series of attempts on one frozen test (design §16).
  "attempt-control": flag(true),
  "target-effect": num("lower", "loosest"),
  "allow-baseline-change": only(flag(false), "false", "Accept a PR that changes baseline files."),
  "allow-workflow-change": only(
    flag(false),
    "false",
    "Accept a PR that edits the gate's workflow.",
  ),
  // The pair gates.
  "length-fail-share": num("lower"),
  "style-alpha": num("higher"),
  "style-min-share": num("lower"),
  "style-phrases": any("phrases", PHRASES),
  "contamination-ngram": any("number", NGRAM),
  "contamination-overlap": num("lower"),
  "contamination-fields": { rule: { kind: "superset" }, value: "list" },
  "min-margin": num("higher", "loosest"),
  "train-cut-share": num("lower"),
  "train-strict": flag(true),
  "serve-match-min": num("higher"),
  "serve-ks-max": num("lower"),
  "serve-length-ratio-min": num("higher"),
  "serve-share-max": num("lower"),
  "serve-history-ratio": num("higher"),
} satisfies Record<string, PolicyField>;

export type PolicyFieldName = keyof typeof POLICY_FIELDS;

/**
 * The inputs that stay in the workflow: data paths, limits, modes, posting, and how the work
 * is done (seed and resamples feed only the bootstrap shown beside the deciding interval).
 * Each is checked by something other than the policy: the data paths by the frozen reads and
 * the workflow check, the limits by refusing (never truncating) what is over them.
 */
export const ACTION_INPUTS = [
  "heldout",
  "baseline",
  "candidate",
  "pairs",
  "sft",
  "baseline-regraded",
  "judge-labels",
  "train-config",
  "tokenizer",
  "clean-pairs",
  "served-prompts",
  "ledger",
  "ledger-branch",
  "resamples",
  "seed",
  "rng",
  "max-line-bytes",
  "max-file-bytes",
  "max-rows",
  "out-dir",
  "github-token",
  "check-name",
  "comment",
  "annotations",
  "artifact-retention-days",
  "mode",
  "report",
  "shard-index",
  "shard-count",
  "shard-key",
  "workers",
  "allow-unsafe-pr-data",
  "allow-outside-workspace",
] as const;

/** Where the policy lives, from the repository's root. Fixed: a PR must not point it elsewhere. */
export const POLICY_PATH = ".github/heldout-gate.yml";

export const POLICY_NAMES = Object.keys(POLICY_FIELDS) as PolicyFieldName[];

/** The defaults of the policy-only fields (parseConfig's, beside INPUT_DEFAULTS). */
export const POLICY_ONLY_DEFAULTS: Record<string, string> = Object.fromEntries(
  Object.entries(POLICY_FIELDS as Record<string, PolicyField>).flatMap(([k, f]) =>
    f.policyOnly ? [[k, f.policyOnly.default]] : [],
  ),
);

export function isPolicyField(name: string): name is PolicyFieldName {
  return Object.hasOwn(POLICY_FIELDS, name);
}

/** The fields a workflow input may set (all but the policy-only ones). */
export function isPolicyInput(name: string): boolean {
  return isPolicyField(name) && (POLICY_FIELDS[name] as PolicyField).policyOnly === undefined;
}
