// Token lengths against the trainer's max_length, in the streaming pair pass. Each pair is
// tokenized once (prompt and replies apart, as TRL does), truncated the way TRL truncates,
// and counted; only counters and a capped list of findings are kept, so memory is bounded.
import type { CanonicalPair } from "../io/canonical.js";
import type { TrainConfig } from "../io/train-config.js";
import type { GateResultOf } from "../report.js";
import { FindingList } from "./findings.js";
import type { TokenCounter } from "./token-counter.js";
import { TRL_DEFAULTS } from "./train-rules.js";
import { check, int, record } from "../state/codec.js";

/** The limits the trainer will apply, each with whether the config set it or TRL's default did. */
export interface TruncationLimits {
  max_length: number | null;
  max_prompt_length: number | null;
  max_completion_length: number | null;
  truncation_mode: "keep_end" | "keep_start";
  /** Setting names that took TRL's default because the config does not set them. */
  defaulted: string[];
}

export function truncationLimits(cfg: TrainConfig): TruncationLimits {
  const defaulted: string[] = [];
  const pick = <T>(name: string, s: { value: T } | undefined, def: T): T => {
    if (s) return s.value;
    defaulted.push(name);
    return def;
  };
  return {
    max_length: pick("max_length", cfg.max_length, TRL_DEFAULTS.max_length),
    max_prompt_length: pick(
      "max_prompt_length",
      cfg.max_prompt_length,
      TRL_DEFAULTS.max_prompt_length,
    ),
    max_completion_length: cfg.max_completion_length?.value ?? null,
    truncation_mode: (cfg.truncation_mode?.value ?? TRL_DEFAULTS.truncation_mode) as
      "keep_end" | "keep_start",
    defaulted,
  };
}

/** What the trainer keeps of prompt + reply: TRL's order of cuts. */
export function trainedSequence(
  prompt: ArrayLike<number>,
  reply: ArrayLike<number>,
  lim: TruncationLimits,
): number[] {
  let p = Array.from(prompt);
  // The prompt is cut to its last max_prompt_length tokens (TRL keeps the prompt's end).
  if (lim.max_prompt_length !== null && p.length > lim.max_prompt_length) {
    p = p.slice(p.length - lim.max_prompt_length);
  }
  let r = Array.from(reply);
  if (lim.max_completion_length !== null && r.length > lim.max_completion_length) {
    r = r.slice(0, lim.max_completion_length);
  }
  const s = p.concat(r);
  if (lim.max_length === null || s.length <= lim.max_length) return s;
  return lim.truncation_mode === "keep_end"
    ? s.slice(s.length - lim.max_length)
    : s.slice(0, lim.max_length);
}

function same(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function differ(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return true;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return false;
}

/** What the pair pass found, for the config lint. */
export interface PairLengthFacts {
  pairs: number;
  /** Pairs whose prompt+chosen or prompt+rejected exceeds max_length. */
  over: number;
  /** Pairs whose prompt exceeds max_prompt_length. */
  prompt_over: number;
  /** Pairs cut in any way (either of the above). */
  cut: number;
  /** Pairs where the cut leaves both sides the same. */
  removed: number;
}

const share = (k: number, n: number): number | null =>
  n === 0 ? null : Math.round((k / n) * 10000) / 10000;

export class TokenLengthGate {
  private n = 0;
  private over = 0;
  private promptOver = 0;
  private removed = 0;
  private cut = 0;
  private longest = 0;
  private findings = new FindingList();

  constructor(
    private readonly counter: TokenCounter,
    readonly limits: TruncationLimits,
    private readonly file: string,
    private readonly strict: boolean,
  ) {}

  add(p: CanonicalPair): void {
    this.n++;
    const lim = this.limits;
    const prompt = this.counter.encode(p.prompt);
    const chosen = this.counter.encode(p.chosen);
    const rejected = this.counter.encode(p.rejected);
    const lc = prompt.length + chosen.length;
    const lr = prompt.length + rejected.length;
    this.longest = Math.max(this.longest, lc, lr);
    const isOver = lim.max_length !== null && Math.max(lc, lr) > lim.max_length;
    const promptOver = lim.max_prompt_length !== null && prompt.length > lim.max_prompt_length;
    if (isOver) this.over++;
    if (promptOver) this.promptOver++;
    if (!isOver && !promptOver) return;
    this.cut++;
    // The pair's contrast is gone when what the trainer keeps of both sides is the same.
    const gone =
      differ(chosen, rejected) &&
      same(trainedSequence(prompt, chosen, lim), trainedSequence(prompt, rejected, lim));
    if (gone) {
      this.removed++;
      this.findings.push({
        file: this.file,
        line: p.line,
        level: this.strict ? "failure" : "warning",
        message:
          `after truncation (prompt ${prompt.length}, chosen ${chosen.length}, rejected ` +
          `${rejected.length} tokens) the trainer sees the same tokens on both sides: the part ` +
          `where they differ is cut, so the pair teaches nothing`,
        detail: {
          prompt_tokens: prompt.length,
          chosen_tokens: chosen.length,
          rejected_tokens: rejected.length,
        },
      });
    } else {
      this.findings.push({
        file: this.file,
        line: p.line,
        level: "notice",
        message:
          `prompt+chosen ${lc}, prompt+rejected ${lr} tokens; prompt ${prompt.length}` +
          (isOver ? `: over max_length ${lim.max_length}` : "") +
          (promptOver ? `: prompt over max_prompt_length ${lim.max_prompt_length}` : ""),
        detail: {
          prompt_tokens: prompt.length,
          chosen_tokens: chosen.length,
          rejected_tokens: rejected.length,
        },
      });
    }
  }

  merge(o: TokenLengthGate): void {
    this.n += o.n;
    this.over += o.over;
    this.promptOver += o.promptOver;
    this.removed += o.removed;
    this.cut += o.cut;
    this.longest = Math.max(this.longest, o.longest);
    this.findings.merge(o.findings);
  }

  /** Rows (pairs) added or loaded, for checking a state's parts against each other. */
  get seen(): number {
    return this.n;
  }

  /** Counts and kept findings; the counter and limits come from the run's settings. */
  saveState() {
    return {
      pairs: this.n,
      over: this.over,
      prompt_over: this.promptOver,
      removed: this.removed,
      cut: this.cut,
      longest: this.longest,
      findings: this.findings.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const keys = ["pairs", "over", "prompt_over", "removed", "cut", "longest"] as const;
    const r = record(state, at, [...keys, "findings"]);
    const n = int(r.pairs, `${at}.pairs`);
    const cut = int(r.cut, `${at}.cut`, 0, n);
    const over = int(r.over, `${at}.over`, 0, cut);
    const promptOver = int(r.prompt_over, `${at}.prompt_over`, 0, cut);
    check(over + promptOver >= cut, `${at}.cut`, "more pairs cut than over a limit");
    this.findings.loadState(r.findings, `${at}.findings`, this.file);
    check(this.findings.total === cut, `${at}.findings.total`, "not one per cut pair");
    this.n = n;
    this.cut = cut;
    this.over = over;
    this.promptOver = promptOver;
    this.removed = int(r.removed, `${at}.removed`, 0, cut);
    this.longest = int(r.longest, `${at}.longest`);
  }

  /** Counts the config lint reads (pairs cut and how). */
  facts(): PairLengthFacts {
    return {
      pairs: this.n,
      over: this.over,
      prompt_over: this.promptOver,
      cut: this.cut,
      removed: this.removed,
    };
  }

  result(): GateResultOf<"token_length"> {
    const kept = this.findings.result();
    const lim = this.limits;
    const bad = this.removed > 0;
    const status = bad ? (this.strict ? "fail" : "warn") : "pass";
    const ml = lim.max_length === null ? "no max_length" : `max_length ${lim.max_length}`;
    const summary =
      `${this.over} of ${this.n} pairs exceed ${ml} (prompt+chosen or prompt+rejected), ` +
      `${this.promptOver} prompts exceed max_prompt_length ${lim.max_prompt_length ?? "none"}; ` +
      `in ${this.removed} the cut removes where chosen and rejected differ` +
      (this.counter.kind === "estimate" ? " (token counts estimated, no tokenizer given)" : "");
    return {
      name: "token_length",
      status,
      summary,
      figures: {
        pairs: this.n,
        counted_by: this.counter.kind,
        method: this.counter.method,
        max_length: lim.max_length,
        max_prompt_length: lim.max_prompt_length,
        max_completion_length: lim.max_completion_length,
        truncation_mode: lim.truncation_mode,
        trl_defaults_used: lim.defaulted.join(", ") || "none",
        over_max_length: this.over,
        over_max_length_share: share(this.over, this.n),
        prompt_over_max_prompt_length: this.promptOver,
        prompt_over_share: share(this.promptOver, this.n),
        pairs_cut: this.cut,
        pairs_cut_share: share(this.cut, this.n),
        difference_removed: this.removed,
        difference_removed_share: share(this.removed, this.n),
        longest_tokens: this.longest,
      },
      findings: kept.findings,
      findings_truncated: kept.truncated,
    };
  }
}
