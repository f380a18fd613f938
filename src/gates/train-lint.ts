// The trainer-config lint: the settings a preference run most often gets wrong, checked
// against the ranges in train-rules.ts and, where a rule needs them, against what the pair
// pass measured (how many pairs, how many cut). Findings are warnings unless strict.
import type { Setting, TrainConfig } from "../io/train-config.js";
import type { Finding, GateResultOf } from "../report.js";
import type { PairLengthFacts, TruncationLimits } from "./token-length.js";
import {
  FULL_LR_RANGE,
  LOSS_TYPES,
  MAX_EPOCHS_SMALL,
  PEFT_LR_CEILING,
  RULES,
  SIGMOID_BETA_RANGE,
  SIGMOID_LIKE,
  SIMPO_BETA_RANGE,
  SIMPO_GAMMA_RANGE,
  SMALL_PAIR_SET,
  type Rule,
} from "./train-rules.js";

export interface LintOptions {
  /** Share of pairs the trainer may cut before the max_length rule fires. */
  cutShare: number;
  /** Findings are failures instead of warnings. */
  strict: boolean;
}

/** Default β per trainer in TRL (DPO/CPO/KTO/ORPO configs all default to 0.1). */
const DEFAULT_BETA = 0.1;
const DEFAULT_LOSS: Record<TrainConfig["trainer"], string[]> = {
  dpo: ["sigmoid"],
  cpo: ["sigmoid"],
  kto: ["kto"],
  orpo: [],
};

/** Small rates as 2e-5, not 0.00002, as configs write them. */
export function fmtNum(x: number): string {
  if (x !== 0 && Math.abs(x) < 1e-3) return x.toExponential().replace(/\.?0+e/, "e");
  return String(x);
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const where = (s: Setting<unknown> | undefined, name: string, def: unknown) =>
  s
    ? `${s.key} ${typeof s.value === "number" ? fmtNum(s.value) : JSON.stringify(s.value)}`
    : `${name} not set (TRL's default ${JSON.stringify(def)})`;

/** Records one fired rule: a finding at `line`, citing the rule's source. */
type Flag = (rule: Rule, line: number, what: string) => void;

export function lintTrainConfig(
  cfg: TrainConfig,
  limits: TruncationLimits,
  facts: PairLengthFacts | null,
  opts: LintOptions,
): GateResultOf<"train_config"> {
  const findings: Finding[] = [];
  const fired = new Set<string>();
  const flag: Flag = (rule, line, what) => {
    fired.add(rule.id);
    findings.push({
      file: cfg.path,
      line,
      level: opts.strict ? "failure" : "warning",
      message: `${what} (source: ${rule.source})`,
      detail: { rule: rule.id },
    });
  };
  lintLearningRate(cfg, flag);
  const losses = cfg.loss_type?.value ?? DEFAULT_LOSS[cfg.trainer];
  lintLossNames(cfg, flag);
  lintBeta(cfg, losses, flag);
  if (facts) lintAgainstPairs(cfg, limits, facts, opts.cutShare, flag);
  return lintResult(cfg, losses, findings, fired, opts.strict);
}

/** Learning rate: the DPO range, an adapter's allowance, and never the SFT rate. */
function lintLearningRate(cfg: TrainConfig, flag: Flag): void {
  const lr = cfg.learning_rate;
  if (lr && cfg.trainer === "dpo") {
    if (cfg.peft && lr.value > PEFT_LR_CEILING) {
      flag(
        RULES.lr_peft,
        lr.line,
        `${lr.key} ${fmtNum(lr.value)} is above ${fmtNum(PEFT_LR_CEILING)} even for adapters (${cfg.peft.key} at line ${cfg.peft.line})`,
      );
    } else if (!cfg.peft && lr.value > FULL_LR_RANGE[1]) {
      flag(
        RULES.lr_full,
        lr.line,
        `${lr.key} ${fmtNum(lr.value)} is above full DPO's ${fmtNum(FULL_LR_RANGE[0])}–${fmtNum(FULL_LR_RANGE[1])} and the config trains no adapters`,
      );
    }
  }
  const sft = cfg.sft_learning_rate;
  if (lr && sft && cfg.trainer !== "orpo" && lr.value >= sft.value) {
    const from = sft.file === cfg.path ? `${sft.key} at line ${sft.line}` : `${sft.file}`;
    flag(
      RULES.lr_sft,
      lr.line,
      lr.value === sft.value
        ? `${lr.key} ${fmtNum(lr.value)} equals the SFT learning rate (${from}): an SFT rate copied into preference training`
        : `${lr.key} ${fmtNum(lr.value)} is above the SFT learning rate ${fmtNum(sft.value)} (${from})`,
    );
  }
}

/** Each loss name the config writes must be one its trainer knows. */
function lintLossNames(cfg: TrainConfig, flag: Flag): void {
  if (!cfg.loss_type || cfg.trainer === "orpo") return;
  const known = LOSS_TYPES[cfg.trainer];
  for (const l of cfg.loss_type.value) {
    if (!known.includes(l)) {
      flag(
        RULES.loss_type,
        cfg.loss_type.line,
        `${cfg.loss_type.key} ${JSON.stringify(l.length > 40 ? l.slice(0, 40) + "…" : l)} is not a loss the ${cfg.trainer.toUpperCase()} trainer knows (${known.join(", ")})`,
      );
    }
  }
}

/** β (and SimPO's γ) within the range of the loss they scale. */
function lintBeta(cfg: TrainConfig, losses: string[], flag: Flag): void {
  const beta = cfg.beta?.value ?? DEFAULT_BETA;
  const betaLine = cfg.beta?.line ?? 0;
  const betaWhere = where(cfg.beta, "beta", DEFAULT_BETA);
  if (losses.includes("simpo")) {
    if (beta < SIMPO_BETA_RANGE[0] || beta > SIMPO_BETA_RANGE[1]) {
      flag(
        RULES.simpo_beta,
        betaLine,
        `${betaWhere} is outside SimPO's ${SIMPO_BETA_RANGE[0]}–${SIMPO_BETA_RANGE[1]}`,
      );
    }
    const g = cfg.simpo_gamma;
    if (g && (g.value < SIMPO_GAMMA_RANGE[0] || g.value > SIMPO_GAMMA_RANGE[1])) {
      flag(
        RULES.simpo_gamma,
        g.line,
        `${g.key} ${g.value} is outside SimPO's ${SIMPO_GAMMA_RANGE[0]}–${SIMPO_GAMMA_RANGE[1]}`,
      );
    }
  } else if (
    cfg.beta &&
    (cfg.trainer === "dpo" || cfg.trainer === "cpo") &&
    losses.some((l) => SIGMOID_LIKE.has(l)) &&
    (beta < SIGMOID_BETA_RANGE[0] || beta > SIGMOID_BETA_RANGE[1])
  ) {
    flag(
      RULES.beta_sigmoid,
      betaLine,
      `${betaWhere} is outside ${SIGMOID_BETA_RANGE[0]}–${SIGMOID_BETA_RANGE[1]} for the ${losses.join("+")} loss`,
    );
  }
}

/** The rules that need the pair pass: epochs over a small set, pairs cut, prompts cut. */
function lintAgainstPairs(
  cfg: TrainConfig,
  limits: TruncationLimits,
  facts: PairLengthFacts,
  cutShare: number,
  flag: Flag,
): void {
  const ep = cfg.epochs;
  if (ep && ep.value > MAX_EPOCHS_SMALL && facts.pairs < SMALL_PAIR_SET) {
    flag(
      RULES.epochs,
      ep.line,
      `${ep.key} ${ep.value} over ${facts.pairs} pairs: more than ${MAX_EPOCHS_SMALL} passes over a small set`,
    );
  }
  if (facts.pairs > 0 && facts.cut / facts.pairs >= cutShare) {
    const s = facts.over >= facts.prompt_over ? cfg.max_length : cfg.max_prompt_length;
    flag(
      RULES.cut,
      s?.line ?? 0,
      `the trainer will cut ${facts.cut} of ${facts.pairs} pairs (${pct(facts.cut / facts.pairs)}; ` +
        `${pct(cutShare)} or more fires): ` +
        cutCauses(cfg, limits, facts),
    );
  }
  if (facts.over > 0 && limits.truncation_mode === "keep_end") {
    flag(
      RULES.head,
      cfg.truncation_mode?.line ?? 0,
      `${where(cfg.truncation_mode, "truncation_mode", "keep_end")}: ${facts.over} pairs exceed max_length and lose the start of their prompt`,
    );
  }
}

/** Why pairs are cut, each cause with its count, joined by "; ". */
function cutCauses(cfg: TrainConfig, limits: TruncationLimits, facts: PairLengthFacts): string {
  return [
    facts.over > 0
      ? `${facts.over} over ${where(cfg.max_length, "max_length", limits.max_length)}`
      : "",
    facts.prompt_over > 0
      ? `${facts.prompt_over} prompts over ${where(cfg.max_prompt_length, "max_prompt_length", limits.max_prompt_length)}, whose start TRL drops`
      : "",
    facts.removed > 0 ? `${facts.removed} lose the part where the sides differ` : "",
  ]
    .filter(Boolean)
    .join("; ");
}

/** The gate's result: status, summary, the settings read, and which rules fired. */
function lintResult(
  cfg: TrainConfig,
  losses: string[],
  findings: Finding[],
  fired: Set<string>,
  strict: boolean,
): GateResultOf<"train_config"> {
  const lr = cfg.learning_rate;
  const sft = cfg.sft_learning_rate;
  const status = findings.length === 0 ? "pass" : strict ? "fail" : "warn";
  const names = [...fired];
  return {
    name: "train_config",
    status,
    summary:
      findings.length === 0
        ? `${cfg.trainer.toUpperCase()} config (trainer from ${cfg.trainer_from}): no rule fired`
        : `${cfg.trainer.toUpperCase()} config (trainer from ${cfg.trainer_from}): ${findings.length} finding${findings.length === 1 ? "" : "s"} (${names.join(", ")})`,
    figures: {
      trainer: cfg.trainer,
      trainer_from: cfg.trainer_from,
      // Rates as configs write them (2e-5): a fixed-decimals view would print 0.0000.
      learning_rate: lr ? fmtNum(lr.value) : null,
      sft_learning_rate: sft ? fmtNum(sft.value) : null,
      sft_learning_rate_from: sft ? (sft.file === cfg.path ? sft.key : sft.file) : null,
      adapters: cfg.peft ? cfg.peft.key : null,
      beta: cfg.beta?.value ?? null,
      loss_type: losses.join(", ") || null,
      simpo_gamma: cfg.simpo_gamma?.value ?? null,
      epochs: cfg.epochs?.value ?? null,
      ignored_keys: cfg.ignored_keys,
      rules: Object.values(RULES).map((r) => ({
        rule: r.id,
        fired: fired.has(r.id),
        source: r.source,
      })),
    },
    findings: findings.sort((a, b) => a.line - b.line || (a.message < b.message ? -1 : 1)),
    findings_truncated: false,
  };
}
