// The numbers the trainer-config lint holds a config to, each with where it comes from.
// A finding prints its rule's source, so a reader can weigh the rule, not just obey it.
import type { Trainer } from "../io/train-config.js";

export interface Rule {
  id: string;
  /** Where the number comes from, in our words. */
  source: string;
}

const GUIDE = "preference-optimization guidance";

export const RULES = {
  lr_full: { id: "learning_rate_full", source: `${GUIDE}: full DPO trains at 5e-7 to 1e-6` },
  lr_peft: {
    id: "learning_rate_peft",
    source: `${GUIDE} (5e-7 to 1e-6 full); LoRA gets 10x the ceiling, 1e-5, our margin`,
  },
  lr_sft: {
    id: "learning_rate_from_sft",
    source: `${GUIDE}: DPO's rate is below the SFT rate; reusing SFT's is the usual mistake`,
  },
  beta_sigmoid: { id: "beta_range", source: `${GUIDE}: β=0.1 default; sigmoid DPO uses 0.01–0.5` },
  simpo_beta: {
    id: "simpo_beta_range",
    source: "SimPO paper's search grid (Meng et al. 2024): β 2–10",
  },
  simpo_gamma: {
    id: "simpo_gamma_range",
    source: "SimPO paper's search grid (Meng et al. 2024): target margin γ 0.3–1.6",
  },
  loss_type: { id: "loss_type_unknown", source: "the loss names TRL's trainer accepts" },
  epochs: {
    id: "epochs_small_set",
    source: `${GUIDE}: DPO runs 1–2 epochs; over 3 on under 1000 pairs (our line) memorizes`,
  },
  cut: {
    id: "max_length_cuts_pairs",
    source: "TRL cuts longer sequences silently; the share allowed is input train-cut-share",
  },
  head: {
    id: "truncation_keeps_end",
    source: "TRL's keep_end (its default) drops a long sequence's start: system prompt and task",
  },
} satisfies Record<string, Rule>;

export const FULL_LR_RANGE: [number, number] = [5e-7, 1e-6];
export const PEFT_LR_CEILING = 1e-5;
export const SIGMOID_BETA_RANGE: [number, number] = [0.01, 0.5];
export const SIMPO_BETA_RANGE: [number, number] = [2, 10];
export const SIMPO_GAMMA_RANGE: [number, number] = [0.3, 1.6];
export const SMALL_PAIR_SET = 1000;
export const MAX_EPOCHS_SMALL = 3;

/** Loss names each TRL trainer accepts (DPOConfig.loss_type, CPOConfig.loss_type, KTOConfig.loss_type). */
export const LOSS_TYPES: Record<Trainer, readonly string[]> = {
  dpo: [
    "sigmoid",
    "hinge",
    "ipo",
    "exo_pair",
    "nca_pair",
    "robust",
    "bco_pair",
    "sppo_hard",
    "aot",
    "aot_pair",
    "aot_unpaired",
    "apo_zero",
    "apo_down",
    "discopop",
    "sft",
  ],
  cpo: ["sigmoid", "hinge", "ipo", "simpo", "alphapo"],
  kto: ["kto", "apo_zero_unpaired"],
  orpo: [],
};

/** Losses whose β is the sigmoid DPO temperature, so the 0.01–0.5 range applies. */
export const SIGMOID_LIKE = new Set(["sigmoid", "robust", "bco_pair"]);

/** TRL's defaults when a config does not set a limit (DPO/ORPO/KTO/CPO configs agree on these). */
export const TRL_DEFAULTS = {
  max_length: 1024,
  max_prompt_length: 512,
  max_completion_length: null as number | null,
  truncation_mode: "keep_end" as const,
};

/** The chat template check's rules (gates/chat-template.ts); each firing is a failure. */
export const TEMPLATE_RULES = {
  prefix: {
    id: "template_prefix",
    source:
      "TRL renders the prompt with the generation prompt and prompt + reply without it, and trains on what follows their common start",
  },
  render: {
    id: "template_render",
    source:
      "the trainer renders every row with the template; one that raises or runs away stops it",
  },
  generation: {
    id: "template_generation",
    source:
      "TRL's assistant_only_loss masks by the template's {% generation %} block and refuses a template without one",
  },
} satisfies Record<string, Rule>;
