// Canonical rows: every input shape is normalized into these before any gate or
// statistic sees it. Nothing downstream of io/ looks at raw JSON.

// Problems and file summaries are part of the report, so their one definition is the report
// schema; they are re-exported here for the readers that produce them.
export type { FileSummary, Problem, ProblemGroup } from "../report.js";

/** A chat message, as TRL / OpenAI write them. */
export interface Message {
  role: string;
  content: string;
  tool_calls?: unknown[];
  name?: string;
  tool_call_id?: string;
}

/** One task of the frozen held-out test. */
export interface HeldoutTask {
  line: number;
  task_id: string;
  prompt: string;
  answer?: string;
  reference?: string;
  family?: string;
}

/** One graded rollout of a model on a held-out task (baseline or candidate). */
export interface EvalRow {
  line: number;
  /** Task key: scenario_id || task_id || prompt (or the mapped `task` field). */
  task: string;
  /** Reward in [0, 1]; 0/1 for binary graders. */
  reward: number;
  /** Re-run label (lineage.eval_run or the mapped `run` field); undefined = single run. */
  run?: string;
  /** Named per-row markers, e.g. {looked_up_first: 1}. */
  markers: Record<string, number>;
  family?: string;
  /** lineage.source, e.g. "eval" or "grade". */
  source?: string;
  model_version?: string;
  finish_reason?: string;
  final_text?: string;
  /** The grader id the row names (lineage.grader, or the mapped `grader` field). */
  grader?: string;
  /** The row's own ids and judge stamp, which judge labels name it by (rollout_index, rollout_id, lineage.judge_version). */
  rollout?: string;
  rollout_id?: string;
  judge_version?: string;
  /** The prompt text, when the row carries one (labels may name a row by prompt and reply). */
  prompt?: string;
  /** The row's `messages` and `tools` as given (unchecked): the served context (design §15). */
  raw_messages?: unknown;
  raw_tools?: unknown;
  /** 64-bit hash (two 32-bit lanes) of the whole source row: equal for copies of one row. */
  fingerprint?: [number, number];
}

export type PairShape =
  | "whileai"
  | "trl-conversational"
  | "trl-standard"
  | "transcript"
  | "openai-preference"
  | "sharegpt-preference"
  | "llama-factory-v1"
  | "alpaca-preference"
  | "orca"
  | "ultrafeedback"
  | "argilla"
  | "unpaired";

/** One preference pair, whatever shape it arrived in. */
export interface CanonicalPair {
  line: number;
  shape: PairShape;
  /** The prompt as plain text (message contents joined with "\n"). */
  prompt: string;
  /** The chosen completion as plain text (assistant contents joined with "\n"). */
  chosen: string;
  rejected: string;
  /** Message forms, kept so clean pairs can be written back as TRL conversational rows. */
  prompt_messages: Message[];
  chosen_messages: Message[];
  rejected_messages: Message[];
  task_id?: string;
  step_index?: number;
  reject_reason?: string;
  source?: string;
  chosen_score?: number;
  rejected_score?: number;
  margin?: number;
  /** Rewards of all samples of the group the pair was built from, when the row carries them. */
  group_rewards?: number[];
  chosen_model?: string;
  rejected_model?: string;
  chosen_finish_reason?: string;
  rejected_finish_reason?: string;
  /** Either side carries lineage.source == "eval": the held-out scorer became the reward. */
  eval_lineage: boolean;
  /** The two sides were given different prompts (whileai rows; transcripts diverging early). */
  prompt_mismatch: boolean;
  /** Names of the tools the row gives the model (its `tools` list), when it has one. */
  tools?: string[];
  /** The row holds both a `prompt` string and `messages` (TRL then skips the chat template). */
  prompt_and_messages?: boolean;
}

/** One supervised fine-tuning row (messages, or prompt + completion). */
export interface SftRow {
  line: number;
  prompt: string;
  completion: string;
  messages: Message[];
  task_id?: string;
  finish_reason?: string;
  source?: string;
  /** As CanonicalPair.tools. */
  tools?: string[];
  /** As CanonicalPair.prompt_and_messages. */
  prompt_and_messages?: boolean;
}

/**
 * One row of an unpaired preference file (KTO, TRL's unlabeled-pair format): a prompt and
 * one completion marked desirable (`label: true`) or not. No pair gate applies to it.
 */
export interface UnpairedRow extends SftRow {
  label: boolean;
}
