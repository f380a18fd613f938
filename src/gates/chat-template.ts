// The chat template check (issue 27.3, design §4): the trainer renders each conversational
// pair with the tokenizer's chat template, the prompt with the generation prompt added and
// the prompt with each reply without it, and trains on what follows the first render. When
// the first is not a prefix of the second, TRL keeps their common prefix as the prompt and
// trains on tokens the served model is never prompted with; a template that raises makes
// the trainer stop; assistant_only_loss with no {% generation %} block masks nothing (TRL
// refuses it). The first rows are rendered, by a renderer the engine hands over (it runs
// the template in a process of its own, engine/template-render.ts); this module is pure.
import type { CanonicalPair, Message } from "../io/canonical.js";
import type { Setting } from "../io/train-config.js";
import type { Finding, GateResultOf } from "../report.js";
import { check, int, list, oneOf, record, type Json } from "../state/codec.js";
import { TEMPLATE_RULES } from "./train-rules.js";

/** Pairs rendered: the first conversational ones of the file. */
export const MAX_TEMPLATE_CASES = 8;

/** A pair whose messages hold more text than this is not rendered (another one is taken). */
const MAX_CASE_CHARS = 1_000_000;

/** Shapes whose prompt and replies are plain strings: TRL renders no template over them. */
const STRING_SHAPES = new Set(["trl-standard", "alpaca-preference", "orca", "argilla"]);

/** What the check knows of the template without its text (all a merge of shard states needs). */
export interface TemplateInfo {
  /** The file the template came from (findings name it). */
  file: string;
  source: "chat_template.jinja" | "tokenizer_config.json";
  /** The name taken from a list of named templates ("default"); null for a single one. */
  named: string | null;
  /** The template has a {% generation %} block (what assistant_only_loss masks by). */
  generation: boolean;
}

/** The template as read: its text and the special tokens it may print, for the renderer. */
export interface ChatTemplate extends TemplateInfo {
  text: string;
  tokens: Record<string, string>;
}

/** One pair to render: its prompt, and each reply that differs (chosen first). */
export interface TemplateCase {
  line: number;
  prompt: Message[];
  replies: Message[][];
}

/** Why a render gave no text. "limit": a loop over a range longer than the renderer allows. */
export const RENDER_FAULTS = ["raised", "error", "limit"] as const;
export type RenderFault = (typeof RENDER_FAULTS)[number];

/** One render: its text, or why there is none. */
export type Rendered = { text: string } | { fault: RenderFault };

/** A case's renders: the generation prompt, then prompt + each reply. */
export interface CaseRenders {
  prompt: Rendered;
  full: Rendered[];
}

/** Why rendering stopped before every case was done, if it did. */
export const RENDER_STOPS = ["parse", "time", "memory"] as const;
export type RenderStop = (typeof RENDER_STOPS)[number];

export interface RenderAnswer {
  /** One per case, in order; the cases after a stop have none. */
  renders: CaseRenders[];
  stop: RenderStop | null;
}

/** Runs a template over cases, within a time and memory budget. */
export type TemplateRenderer = (t: ChatTemplate, cases: TemplateCase[]) => Promise<RenderAnswer>;

/** The renderer's budget, as the report states it. */
export interface RenderBudget {
  seconds: number;
  memory_mb: number;
}

const OUTCOMES = ["ok", "prefix", ...RENDER_FAULTS, ...RENDER_STOPS, "skipped"] as const;
type Outcome = (typeof OUTCOMES)[number];

/** What one case came to. For "prefix": which reply, and where the two renders part. */
interface CaseOutcome {
  line: number;
  outcome: Outcome;
  reply: number;
  at: number;
  prompt_chars: number;
}

/** True for a pair TRL renders with the template: messages on every side, a prompt to answer. */
export function templateCase(p: CanonicalPair): TemplateCase | null {
  if (STRING_SHAPES.has(p.shape) || p.prompt_and_messages) return null;
  const prompt = p.prompt_messages;
  if (prompt.length === 0 || prompt[prompt.length - 1]!.role === "assistant") return null;
  if (p.chosen_messages.length === 0) return null;
  if (p.prompt.length + p.chosen.length + p.rejected.length > MAX_CASE_CHARS) return null;
  const replies = [p.chosen_messages];
  const same =
    p.rejected_messages.length === p.chosen_messages.length &&
    p.rejected_messages.every(
      (m, i) =>
        m.role === p.chosen_messages[i]!.role && m.content === p.chosen_messages[i]!.content,
    );
  if (p.rejected_messages.length > 0 && !same) replies.push(p.rejected_messages);
  return { line: p.line, prompt, replies };
}

/** Where two texts first differ (the shorter one's length when one is a prefix of the other). */
function partAt(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** What one case's renders say. */
function judge(line: number, r: CaseRenders): CaseOutcome {
  const out: CaseOutcome = { line, outcome: "ok", reply: 0, at: 0, prompt_chars: 0 };
  if ("fault" in r.prompt) return { ...out, outcome: r.prompt.fault };
  const gen = r.prompt.text;
  out.prompt_chars = gen.length;
  for (let k = 0; k < r.full.length; k++) {
    const f = r.full[k]!;
    if ("fault" in f) return { ...out, outcome: f.fault, reply: k };
    if (!f.text.startsWith(gen))
      return { ...out, outcome: "prefix", reply: k, at: partAt(gen, f.text) };
  }
  return out;
}

export class ChatTemplateGate {
  seen = 0;
  /** The cases taken so far (only before rendering; a loaded state has none). */
  private cases: TemplateCase[] = [];
  private outcomes: CaseOutcome[] = [];
  private rendered = false;

  constructor(
    readonly info: TemplateInfo,
    readonly file: string,
    readonly assistantOnlyLoss: Setting<boolean> | undefined,
    readonly budget: RenderBudget,
  ) {}

  add(p: CanonicalPair): void {
    this.seen++;
    if (this.cases.length >= MAX_TEMPLATE_CASES) return;
    const c = templateCase(p);
    if (c) this.cases.push(c);
  }

  /** Renders the cases taken (once; the gates call it when the file has been read). */
  async render(t: ChatTemplate, renderer: TemplateRenderer): Promise<void> {
    if (this.rendered) return;
    this.rendered = true;
    const cases = this.cases;
    this.cases = [];
    if (cases.length === 0) return;
    const answer = await renderer(t, cases);
    this.outcomes = cases.map((c, i) => {
      const r = answer.renders[i];
      if (r) return judge(c.line, r);
      const stopped = i === answer.renders.length && answer.stop !== null;
      return {
        line: c.line,
        outcome: stopped ? answer.stop! : answer.stop === "parse" ? "parse" : "skipped",
        reply: 0,
        at: 0,
        prompt_chars: 0,
      };
    });
  }

  /** The other slice's cases join these; the file's first ones (by line) are kept. */
  merge(other: ChatTemplateGate): void {
    this.seen += other.seen;
    this.outcomes = [...this.outcomes, ...other.outcomes]
      .sort((a, b) => a.line - b.line)
      .slice(0, MAX_TEMPLATE_CASES);
  }

  saveState(): Json {
    return {
      seen: this.seen,
      cases: this.outcomes.map((o) => ({ ...o })),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, ["seen", "cases"]);
    const seen = int(r.seen, `${at}.seen`);
    const cases = list(r.cases, `${at}.cases`, MAX_TEMPLATE_CASES, (x, p) => {
      const c = record(x, p, ["line", "outcome", "reply", "at", "prompt_chars"]);
      return {
        line: int(c.line, `${p}.line`, 1),
        outcome: oneOf(c.outcome, `${p}.outcome`, OUTCOMES),
        reply: int(c.reply, `${p}.reply`, 0, 1),
        at: int(c.at, `${p}.at`),
        prompt_chars: int(c.prompt_chars, `${p}.prompt_chars`),
      };
    });
    check(cases.length <= seen, `${at}.cases`, "more cases than pairs seen");
    for (let i = 1; i < cases.length; i++) {
      check(cases[i]!.line > cases[i - 1]!.line, `${at}.cases[${i}].line`, "lines not rising");
    }
    this.seen = seen;
    this.outcomes = cases;
    this.rendered = true;
  }

  /** The findings, one per pair (a stop or a parse failure once), and the rules fired. */
  private findings(): { findings: Finding[]; fired: Set<string> } {
    const findings: Finding[] = [];
    const fired = new Set<string>();
    const flag = (rule: keyof typeof TEMPLATE_RULES, f: Omit<Finding, "level" | "detail">) => {
      const r = TEMPLATE_RULES[rule];
      fired.add(r.id);
      findings.push({
        ...f,
        level: "failure",
        message: `${f.message} (source: ${r.source})`,
        detail: { rule: r.id },
      });
    };
    const t = this.info.file;
    for (const c of this.outcomes) {
      const side = c.reply === 0 ? "chosen" : "rejected";
      if (c.outcome === "prefix") {
        flag("prefix", {
          file: this.file,
          line: c.line,
          message:
            `the prompt rendered by ${t} with the generation prompt (${c.prompt_chars} characters) ` +
            `is not where prompt + ${side} rendered without it begins: they part at character ${c.at}`,
        });
      } else if (c.outcome === "raised" || c.outcome === "error" || c.outcome === "limit") {
        flag("render", {
          file: this.file,
          line: c.line,
          message: `${t} cannot render this pair: ${FAULT_TEXT[c.outcome]}`,
        });
      } else if (c.outcome === "time" || c.outcome === "memory") {
        const at = `at the pair on line ${c.line} of ${this.file}`;
        flag("render", {
          file: t,
          line: 0,
          message:
            c.outcome === "time"
              ? `rendering was stopped after ${this.budget.seconds} s, ${at}`
              : `rendering was stopped at ${this.budget.memory_mb} MB of memory, ${at}`,
        });
      } else if (c.outcome === "parse" && !fired.has(TEMPLATE_RULES.render.id)) {
        flag("render", { file: t, line: 0, message: "is not a template the renderer can read" });
      }
    }
    const aol = this.assistantOnlyLoss;
    if (aol?.value === true && !this.info.generation) {
      flag("generation", {
        file: aol.file,
        line: aol.line,
        message: `${aol.key} is true, but ${t} has no {% generation %} block to mark the assistant's tokens`,
      });
    }
    return { findings, fired };
  }

  result(): GateResultOf<"chat_template"> {
    const { findings, fired } = this.findings();
    const t = this.info.file;
    const count = (o: readonly Outcome[]) =>
      this.outcomes.filter((c) => o.includes(c.outcome)).length;
    const rendered = count(["ok", "prefix"]);
    const stop = this.outcomes.find((c) => c.outcome === "time" || c.outcome === "memory");
    const nothing = this.outcomes.length === 0 && findings.length === 0;
    return {
      name: "chat_template",
      status: findings.length > 0 ? "fail" : nothing ? "not_run" : "pass",
      summary: nothing
        ? `not run: no pair in messages form to render with ${t}`
        : findings.length === 0
          ? `${rendered} pairs rendered with ${t}: the generation prompt starts every full render`
          : `${findings.length} finding${findings.length === 1 ? "" : "s"} over ${this.outcomes.length} pairs rendered with ${t} (${[...fired].join(", ")})`,
      figures: {
        template: t,
        source: this.info.source,
        named: this.info.named,
        generation_block: this.info.generation,
        assistant_only_loss: this.assistantOnlyLoss?.value ?? null,
        pairs: this.seen,
        cases: this.outcomes.length,
        rendered,
        prefix_failures: count(["prefix"]),
        render_failures: count([...RENDER_FAULTS, "parse", "time", "memory"]),
        stopped: stop ? (stop.outcome as "time" | "memory") : null,
        budget_seconds: this.budget.seconds,
        budget_memory_mb: this.budget.memory_mb,
        rules: Object.values(TEMPLATE_RULES).map((r) => ({
          rule: r.id,
          fired: fired.has(r.id),
          source: r.source,
        })),
      },
      findings,
      findings_truncated: false,
    };
  }
}

/** What a render fault says; the template's own message is never shown. */
const FAULT_TEXT: Record<RenderFault, string> = {
  raised: "the template raised an exception (raise_exception; its text is not shown)",
  error: "the template failed (its error is not shown)",
  limit: "the template loops over a range longer than the renderer allows",
};

/** The {% generation %} tag (with Jinja's whitespace marks) anywhere in a template. */
export function hasGenerationBlock(text: string): boolean {
  return /\{%-?\s*generation\s*-?%\}/.test(text);
}
