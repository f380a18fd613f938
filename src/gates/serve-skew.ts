// The serve-skew gate (docs/design.md §15): do the training prompts look like what the served
// agent is given when it acts? Each training row and each served context is reduced to a
// fingerprint (system prompt, tool set, history depth, skeleton, length); the gate compares
// the two sets of prints. Without served contexts it measures nothing against them and says
// so; the checks that need only the rows (a bare task id, environment output in a reply, a
// row with both `prompt` and `messages`) still run.
import type { CanonicalPair, Message, SftRow } from "../io/canonical.js";
import type { GateResultOf, ServeSkewFigures } from "../report.js";
import type { Finding } from "../report.js";
import {
  completionPrint,
  contextPrint,
  isBareId,
  skeleton,
  type CompletionPrint,
  type ContextPrint,
} from "./serve-print.js";
import { binLength, KeyTally, ksDistance, LENGTH_BINS, LogHist, Lowest } from "./serve-tally.js";
import { check, int, oneOf, record, str, type Json } from "../state/codec.js";

/** The gate's thresholds, all policy fields (src/policy/fields.ts). */
export interface ServeSettings {
  /** Share of prompts that must carry the served system prompt and tool set. */
  matchMin: number;
  /** Largest two-sample KS distance of log prompt lengths. */
  ksMax: number;
  /** Smallest ratio of the median lengths (shorter over longer). */
  lengthRatioMin: number;
  /** Largest share of bare-id prompts, and of completions holding environment output. */
  shareMax: number;
  /** Rows with step history, as a share of the served share, below which history is missing. */
  historyRatio: number;
}

export const SERVE_DEFAULTS: ServeSettings = {
  matchMin: 0.95,
  ksMax: 0.5,
  lengthRatioMin: 0.25,
  shareMax: 0.05,
  historyRatio: 0.5,
};

/** The served agent "decides at step >= 1" when at least this share of its contexts has history. */
export const SERVED_HISTORY_MIN = 0.25;
/** A prompt under this many characters is "very short" where the served median is 10x as long. */
export const SHORT_PROMPT = 64;

const SOURCES = ["served-prompts", "baseline"] as const;
export type ServedSource = (typeof SOURCES)[number];
const MAX_EXCERPT = 400;

/** Lines of a context's start shown beside the examples. */
function excerpt(skel: string): string {
  return skel.length > 80 ? skel.slice(0, 80) + "…" : skel;
}

/** The served contexts as prints: what the deployed agent is given at each step it takes. */
export class ServedProfile {
  n = 0;
  withSystem = 0;
  withTools = 0;
  withHistory = 0;
  readonly system = new KeyTally();
  readonly tools = new KeyTally();
  readonly skeletons = new KeyTally();
  readonly lengths = new LogHist();
  /** The first served context (by file, then line), shown beside each finding's examples. */
  example: { file: string; line: number; skeleton: string } | null = null;

  constructor(readonly source: ServedSource) {}

  add(p: ContextPrint, file: string, line: number): void {
    this.n++;
    if (p.system !== "") {
      this.withSystem++;
      this.system.add(p.system, line);
    }
    if (p.tools !== "") {
      this.withTools++;
      this.tools.add(p.tools, line);
    }
    if (p.depth > 0) this.withHistory++;
    this.skeletons.add(p.key, line);
    this.lengths.add(p.length, line);
    const x = this.example;
    if (x === null || file < x.file || (file === x.file && line < x.line)) {
      this.example = { file, line, skeleton: excerpt(skeleton(p.start)) };
    }
  }

  /** Add a context given as messages and tool names (a served-prompts row, an eval row). */
  addContext(messages: readonly Message[], tools: readonly string[], file: string, line: number) {
    this.add(contextPrint(messages, tools), file, line);
  }

  private offer(e: { file: string; line: number; skeleton: string }): void {
    const x = this.example;
    if (x === null || e.file < x.file || (e.file === x.file && e.line < x.line)) this.example = e;
  }

  merge(o: ServedProfile): void {
    if (o.source !== this.source) throw new Error("served contexts merge only from one source");
    this.n += o.n;
    this.withSystem += o.withSystem;
    this.withTools += o.withTools;
    this.withHistory += o.withHistory;
    this.system.merge(o.system);
    this.tools.merge(o.tools);
    this.skeletons.merge(o.skeletons);
    this.lengths.merge(o.lengths);
    if (o.example) this.offer(o.example);
  }

  /** Most served contexts carry a system prompt (or tools): then training prompts must too. */
  get hasSystem(): boolean {
    return 2 * this.withSystem > this.n;
  }
  get hasTools(): boolean {
    return 2 * this.withTools > this.n;
  }

  saveState(): Json {
    return {
      source: this.source,
      n: this.n,
      with_system: this.withSystem,
      with_tools: this.withTools,
      with_history: this.withHistory,
      system: this.system.saveState(),
      tools: this.tools.saveState(),
      skeletons: this.skeletons.saveState(),
      lengths: this.lengths.saveState(),
      example: this.example && { ...this.example },
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, [
      "source",
      "n",
      "with_system",
      "with_tools",
      "with_history",
      "system",
      "tools",
      "skeletons",
      "lengths",
      "example",
    ]);
    check(
      oneOf(r.source, `${at}.source`, SOURCES) === this.source,
      `${at}.source`,
      "another source of served contexts",
    );
    const n = int(r.n, `${at}.n`);
    this.withSystem = int(r.with_system, `${at}.with_system`, 0, n);
    this.withTools = int(r.with_tools, `${at}.with_tools`, 0, n);
    this.withHistory = int(r.with_history, `${at}.with_history`, 0, n);
    const sys = this.system.loadState(r.system, `${at}.system`);
    check(
      this.system.overflow || sys === this.withSystem,
      `${at}.system`,
      "counts other contexts than with_system",
    );
    const tools = this.tools.loadState(r.tools, `${at}.tools`);
    check(
      this.tools.overflow || tools === this.withTools,
      `${at}.tools`,
      "counts other contexts than with_tools",
    );
    const sk = this.skeletons.loadState(r.skeletons, `${at}.skeletons`);
    check(
      this.skeletons.overflow || sk === n,
      `${at}.skeletons`,
      `counts ${sk} contexts, not ${n}`,
    );
    this.lengths.loadState(r.lengths, `${at}.lengths`);
    check(this.lengths.n === n, `${at}.lengths`, `counts ${this.lengths.n} contexts, not ${n}`);
    if (r.example === null) check(n === 0, `${at}.example`, "missing for a profile with contexts");
    else {
      const e = record(r.example, `${at}.example`, ["file", "line", "skeleton"]);
      this.example = {
        file: str(e.file, `${at}.example.file`, 2_000),
        line: int(e.line, `${at}.example.line`, 1),
        skeleton: str(e.skeleton, `${at}.example.skeleton`, MAX_EXCERPT),
      };
    }
    this.n = n;
  }
}

function share(k: number, n: number): number | null {
  return n === 0 ? null : Math.round((k / n) * 10_000) / 10_000;
}

function pct(x: number): string {
  return `${Math.round(x * 1000) / 10}%`;
}

function linesOf(lines: readonly number[]): string {
  return lines.length === 0
    ? ""
    : `; e.g. line${lines.length === 1 ? "" : "s"} ${lines.join(", ")}`;
}

interface Check {
  check: string;
  message: string;
  lines: number[];
}

type Kind = "pairs" | "sft";

/** The serve-skew accumulator over one pairs or SFT file. */
export class ServeSkewGate {
  private n = 0;
  /** Rows by "system hash|tools hash": which carry the served frame is known only at the end. */
  private readonly frames = new KeyTally();
  private readonly skeletons = new KeyTally();
  private readonly lengths = new LogHist();
  private withHistory = 0;
  private readonly noHistory = new Lowest();
  private bare = 0;
  private readonly bareLines = new Lowest();
  /** Bare ids and prompts under SHORT_PROMPT characters. */
  private short = 0;
  private readonly shortLines = new Lowest();
  private observed = 0;
  private readonly observedLines = new Lowest();
  private multiTurn = 0;
  private both = 0;
  private readonly bothLines = new Lowest();

  constructor(
    private readonly settings: ServeSettings,
    private readonly file: string,
    private readonly kind: Kind,
  ) {}

  private addPrompt(p: ContextPrint, text: string, line: number): void {
    this.n++;
    this.frames.add(`${p.system}|${p.tools}`, line);
    this.skeletons.add(p.key, line);
    this.lengths.add(p.length, line);
    if (p.depth > 0) this.withHistory++;
    else this.noHistory.push(line);
    const bare = isBareId(text);
    if (bare) {
      this.bare++;
      this.bareLines.push(line);
    }
    if (bare || p.length < SHORT_PROMPT) {
      this.short++;
      this.shortLines.push(line);
    }
  }

  /** The side the model is taught to write; a rejected side may hold anything it should not. */
  private addCompletion(taught: CompletionPrint, other: CompletionPrint | null, line: number) {
    if (taught.observation) {
      this.observed++;
      this.observedLines.push(line);
    }
    if (taught.multiTurn || other?.multiTurn) this.multiTurn++;
  }

  private addBoth(flag: boolean | undefined, line: number): void {
    if (!flag) return;
    this.both++;
    this.bothLines.push(line);
  }

  addPair(p: CanonicalPair): void {
    this.addPrompt(contextPrint(p.prompt_messages, p.tools ?? []), p.prompt, p.line);
    this.addCompletion(
      completionPrint(p.chosen_messages, p.chosen),
      completionPrint(p.rejected_messages, p.rejected),
      p.line,
    );
    this.addBoth(p.prompt_and_messages, p.line);
  }

  addSft(r: SftRow): void {
    const first = r.messages.findIndex((m) => m.role === "assistant");
    const prompt =
      r.messages.length === 0
        ? [{ role: "user", content: r.prompt }]
        : first < 0
          ? r.messages
          : r.messages.slice(0, first);
    const reply = first < 0 ? [] : r.messages.slice(first);
    this.addPrompt(contextPrint(prompt, r.tools ?? []), r.prompt, r.line);
    this.addCompletion(completionPrint(reply, r.completion), null, r.line);
    this.addBoth(r.prompt_and_messages, r.line);
  }

  merge(o: ServeSkewGate): void {
    this.n += o.n;
    this.frames.merge(o.frames);
    this.skeletons.merge(o.skeletons);
    this.lengths.merge(o.lengths);
    this.withHistory += o.withHistory;
    this.noHistory.merge(o.noHistory);
    this.bare += o.bare;
    this.bareLines.merge(o.bareLines);
    this.short += o.short;
    this.shortLines.merge(o.shortLines);
    this.observed += o.observed;
    this.observedLines.merge(o.observedLines);
    this.multiTurn += o.multiTurn;
    this.both += o.both;
    this.bothLines.merge(o.bothLines);
  }

  get seen(): number {
    return this.n;
  }

  saveState(): Json {
    return {
      rows: this.n,
      frames: this.frames.saveState(),
      skeletons: this.skeletons.saveState(),
      lengths: this.lengths.saveState(),
      with_history: this.withHistory,
      no_history: this.noHistory.saveState(),
      bare: this.bare,
      bare_lines: this.bareLines.saveState(),
      short: this.short,
      short_lines: this.shortLines.saveState(),
      observed: this.observed,
      observed_lines: this.observedLines.saveState(),
      multi_turn: this.multiTurn,
      both: this.both,
      both_lines: this.bothLines.saveState(),
    };
  }

  loadState(state: unknown, at: string): void {
    const r = record(state, at, [
      "rows",
      "frames",
      "skeletons",
      "lengths",
      "with_history",
      "no_history",
      "bare",
      "bare_lines",
      "short",
      "short_lines",
      "observed",
      "observed_lines",
      "multi_turn",
      "both",
      "both_lines",
    ]);
    const n = int(r.rows, `${at}.rows`);
    const fr = this.frames.loadState(r.frames, `${at}.frames`);
    check(this.frames.overflow || fr === n, `${at}.frames`, `counts ${fr} rows, not ${n}`);
    const sk = this.skeletons.loadState(r.skeletons, `${at}.skeletons`);
    check(this.skeletons.overflow || sk === n, `${at}.skeletons`, `counts ${sk} rows, not ${n}`);
    this.lengths.loadState(r.lengths, `${at}.lengths`);
    check(this.lengths.n === n, `${at}.lengths`, `counts ${this.lengths.n} rows, not ${n}`);
    this.withHistory = int(r.with_history, `${at}.with_history`, 0, n);
    this.bare = int(r.bare, `${at}.bare`, 0, n);
    this.short = int(r.short, `${at}.short`, this.bare, n);
    this.observed = int(r.observed, `${at}.observed`, 0, n);
    this.multiTurn = int(r.multi_turn, `${at}.multi_turn`, 0, n);
    this.both = int(r.both, `${at}.both`, 0, n);
    const lists: [Lowest, string, number][] = [
      [this.noHistory, "no_history", n - this.withHistory],
      [this.bareLines, "bare_lines", this.bare],
      [this.shortLines, "short_lines", this.short],
      [this.observedLines, "observed_lines", this.observed],
      [this.bothLines, "both_lines", this.both],
    ];
    for (const [low, key, count] of lists) {
      low.loadState(r[key as keyof typeof r], `${at}.${key}`);
      check(
        low.lines.length === Math.min(low.cap, count),
        `${at}.${key}`,
        `not the lines of ${count} rows`,
      );
    }
    this.n = n;
  }

  /** Lowest lines of rows whose frame the served contexts do not have. */
  private frameShare(served: ServedProfile): { share: number | null; lines: number[] } {
    if (this.frames.overflow || served.system.overflow || served.tools.overflow) {
      return { share: null, lines: [] };
    }
    let carried = 0;
    const missing: number[] = [];
    for (const [key, e] of this.frames.map) {
      const [sys, tools] = key.split("|") as [string, string];
      const ok =
        (!served.hasSystem || served.system.has(sys)) &&
        (!served.hasTools || served.tools.has(tools));
      if (ok) carried += e.count;
      else missing.push(e.line);
    }
    missing.sort((a, b) => a - b);
    return { share: share(carried, this.n), lines: missing.slice(0, 3) };
  }

  private skeletonShare(served: ServedProfile): number | null {
    if (this.skeletons.overflow || served.skeletons.overflow) return null;
    let k = 0;
    for (const [key, e] of this.skeletons.map) if (served.skeletons.has(key)) k += e.count;
    return share(k, this.n);
  }

  /** Lowest lines of the rows in the length bins farthest from the served median, on one side. */
  private farLines(servedBin: number, shorter: boolean): number[] {
    const out: number[] = [];
    if (shorter) {
      for (let b = 0; b < servedBin && out.length < 3; b++) {
        if (this.lengths.lines[b] !== 0) out.push(this.lengths.lines[b]!);
      }
    } else {
      for (let b = LENGTH_BINS - 1; b > servedBin && out.length < 3; b--) {
        if (this.lengths.lines[b] !== 0) out.push(this.lengths.lines[b]!);
      }
    }
    return out.sort((a, b) => a - b);
  }

  /** The checks that need only the rows: run with or without served contexts. */
  private rowChecks(failed: Check[], servedMedian: number | null): number {
    const s = this.settings;
    const n = this.n;
    if (this.both > 0) {
      failed.push({
        check: "prompt_and_messages",
        message: `${this.both} of ${n} rows hold both a \`prompt\` string and \`messages\`: TRL then skips the chat template and trains on the bare ask`,
        lines: this.bothLines.lines,
      });
    }
    const obsShare = n === 0 ? 0 : this.observed / n;
    if (this.observed > 0 && obsShare > s.shareMax) {
      const what = this.kind === "pairs" ? "chosen replies" : "completions";
      failed.push({
        check: "completion_observations",
        message: `${this.observed} of ${n} ${what} (${pct(obsShare)}) hold environment output (an Observation:, Environment: or Exit code: line): the model is taught to write what the tools return (over ${pct(s.shareMax)} fails)`,
        lines: this.observedLines.lines,
      });
    }
    // With long served contexts a very short prompt is as bare as a task id.
    const longServed = servedMedian !== null && servedMedian >= 10 * SHORT_PROMPT;
    const bareCount = longServed ? this.short : this.bare;
    const bareShare = n === 0 ? 0 : bareCount / n;
    if (bareCount > 0 && bareShare > s.shareMax) {
      const short = longServed ? ` or under ${SHORT_PROMPT} characters` : "";
      const against =
        servedMedian !== null
          ? `, while served contexts run a median ${servedMedian} characters`
          : "";
      failed.push({
        check: "bare_id",
        message: `${bareCount} of ${n} ${this.noun} (${pct(bareShare)}) are a bare task id (\`Task: <id>\`)${short}${against} (over ${pct(s.shareMax)} fails)`,
        lines: (longServed ? this.shortLines : this.bareLines).lines,
      });
    }
    return bareCount;
  }

  private get noun(): string {
    return this.kind === "pairs" ? "prompts" : "rows";
  }

  /** The checks against the served contexts. */
  private servedChecks(served: ServedProfile, failed: Check[]) {
    const s = this.settings;
    const rows = this.noun;
    const out = {
      frame: { share: null as number | null, lines: [] as number[] },
      skeleton: this.skeletonShare(served),
      ratio: null as number | null,
      ks: null as number | null,
      history: share(this.withHistory, this.n),
      servedHistory: share(served.withHistory, served.n),
    };
    if (served.hasSystem || served.hasTools) {
      out.frame = this.frameShare(served);
      const fs = out.frame.share;
      if (fs !== null && fs < s.matchMin) {
        const what = [served.hasSystem ? "system prompt" : "", served.hasTools ? "tool set" : ""]
          .filter(Boolean)
          .join(" and ");
        failed.push({
          check: "system_tools",
          message: `${pct(fs)} of ${rows} carry the served ${what} (under ${pct(s.matchMin)} fails)`,
          lines: out.frame.lines,
        });
      }
    }
    const servedBin = served.lengths.medianBin();
    const trainBin = this.lengths.medianBin();
    if (trainBin >= 0) {
      const tm = binLength(trainBin);
      const sm = binLength(servedBin);
      const ratio = Math.max(tm, sm) === 0 ? 1 : Math.min(tm, sm) / Math.max(tm, sm);
      out.ratio = Math.round(ratio * 10_000) / 10_000;
      out.ks = Math.round(ksDistance(this.lengths, served.lengths) * 10_000) / 10_000;
      const far = this.farLines(servedBin, tm < sm);
      const how = `median ${tm} characters against ${sm} served`;
      if (out.ratio < s.lengthRatioMin) {
        failed.push({
          check: "length_ratio",
          message: `${rows} are ${tm < sm ? "shorter" : "longer"} than served contexts: ${how}, a ratio of ${out.ratio} (under ${s.lengthRatioMin} fails)`,
          lines: far,
        });
      }
      if (out.ks > s.ksMax) {
        failed.push({
          check: "length_ks",
          message: `log lengths of ${rows} and served contexts differ: KS distance ${out.ks} (over ${s.ksMax} fails; ${how})`,
          lines: far,
        });
      }
    }
    const sh = out.servedHistory;
    const th = out.history;
    if (sh !== null && th !== null && sh >= SERVED_HISTORY_MIN && th < s.historyRatio * sh) {
      failed.push({
        check: "step_history",
        message: `step history missing: ${pct(th)} of ${rows} carry earlier turns, while the served agent decides after earlier steps in ${pct(sh)} of its contexts (under ${s.historyRatio} of that fails)`,
        lines: this.noHistory.lines,
      });
    }
    return out;
  }

  result(served: ServedProfile | null): GateResultOf<"serve_skew", ServeSkewFigures> {
    const measured = served !== null && served.n > 0 ? served : null;
    const failed: Check[] = [];
    const trainBin = this.lengths.medianBin();
    const servedMedian = measured ? binLength(measured.lengths.medianBin()) : null;
    const bareCount = this.rowChecks(failed, servedMedian);
    const m = measured ? this.servedChecks(measured, failed) : null;
    const ex = measured?.example;
    const beside = ex
      ? ` beside served context ${ex.file}:${ex.line} (starts ${JSON.stringify(ex.skeleton)})`
      : "";
    const findings: Finding[] = failed.map((c) => ({
      file: this.file,
      line: c.lines[0] ?? 0,
      level: "failure",
      message: `${c.message}${linesOf(c.lines)}${c.lines.length > 0 ? beside : ""}`,
      detail: { check: c.check, examples: c.lines.join(",") },
    }));
    const figures: ServeSkewFigures = {
      rows: this.n,
      served_from: measured ? measured.source : null,
      served_contexts: served?.n ?? 0,
      served_with_system: served?.withSystem ?? 0,
      served_with_tools: served?.withTools ?? 0,
      served_with_history: served?.withHistory ?? 0,
      system_tools_share: m?.frame.share ?? null,
      skeleton_share: m?.skeleton ?? null,
      bare_id: bareCount,
      prompt_median_chars: trainBin < 0 ? null : binLength(trainBin),
      served_median_chars: servedMedian,
      length_ratio: m?.ratio ?? null,
      ks_log_length: m?.ks ?? null,
      history_share: m?.history ?? null,
      served_history_share: m?.servedHistory ?? null,
      completion_observations: this.observed,
      multi_turn_completions: this.multiTurn,
      prompt_and_messages: this.both,
      checks_failed: failed.map((c) => c.check),
    };
    const names = failed.map((c) => c.check.replace(/_/g, " ")).join(", ");
    const fs = m?.frame.share ?? null;
    const summary =
      failed.length > 0
        ? `${failed.length} skew${failed.length === 1 ? "" : "s"} from what the served agent sees: ${names}`
        : measured
          ? `${this.noun} look like the ${measured.n} served contexts (${fs === null ? "" : `${pct(fs)} carry the served frame; `}length ratio ${m?.ratio ?? "n/a"}, KS ${m?.ks ?? "n/a"})`
          : "not measured: no served contexts (a served-prompts file, or baseline rows that carry their prompt) to compare the prompts with; no row is a bare id, holds tool output in its reply, or has both prompt and messages";
    return {
      name: "serve_skew",
      status: failed.length > 0 ? "fail" : measured ? "pass" : "not_run",
      summary,
      figures,
      findings,
      findings_truncated: false,
    };
  }
}
