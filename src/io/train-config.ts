// A preference trainer's config (TRL DPOConfig / ORPOConfig / KTOConfig / CPOConfig as
// YAML or JSON, or the JSON a training script dumps) read into the few settings the
// config lint and the token-length gate use. Keys we do not use are ignored; a key we use
// with a value of the wrong type is a problem naming its line.
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from "yaml";
import type { FileSummary, Problem } from "./canonical.js";
import { createHash } from "node:crypto";
import { refuseOverCap, regularFileSize } from "./small-file.js";
import type { Confinement } from "./confine.js";
import { describeValue } from "./problems.js";
import { checkConfined } from "./source.js";

export type Trainer = "dpo" | "orpo" | "kto" | "cpo";

/** One setting as written: its value, the key it was written under and the key's line. */
export interface Setting<T> {
  value: T;
  key: string;
  line: number;
  /** The file the setting came from (the SFT learning rate may come from a sibling file). */
  file: string;
}

export interface TrainConfig {
  path: string;
  trainer: Trainer;
  /** How the trainer was told: "key trainer", "section dpo", "file name", "keys simpo_gamma", or "default". */
  trainer_from: string;
  learning_rate?: Setting<number>;
  sft_learning_rate?: Setting<number>;
  beta?: Setting<number>;
  /** TRL takes one loss type or a list of them. */
  loss_type?: Setting<string[]>;
  simpo_gamma?: Setting<number>;
  epochs?: Setting<number>;
  /** null = written as null/None: no limit. */
  max_length?: Setting<number | null>;
  max_prompt_length?: Setting<number | null>;
  max_completion_length?: Setting<number | null>;
  truncation_mode?: Setting<string>;
  /** Where the config says it trains adapters (use_peft, peft_config, lora_r, ...). */
  peft?: Setting<boolean>;
  /** TRL SFTConfig's assistant_only_loss: the loss only on what the chat template marks. */
  assistant_only_loss?: Setting<boolean>;
  /** How many top-level keys were not used (they are ignored). */
  ignored_keys: number;
}

/** Accepted spellings per setting: TRL's name first, then common script-dump names. */
const ALIASES = {
  learning_rate: ["learning_rate", "lr"],
  sft_learning_rate: ["sft_learning_rate", "sft_lr"],
  beta: ["beta", "dpo_beta"],
  loss_type: ["loss_type"],
  simpo_gamma: ["simpo_gamma", "gamma"],
  epochs: ["num_train_epochs", "epochs", "num_epochs"],
  max_length: ["max_length", "max_len", "max_seq_length"],
  max_prompt_length: ["max_prompt_length", "max_prompt_len"],
  max_completion_length: ["max_completion_length", "max_target_length"],
  truncation_mode: ["truncation_mode"],
} as const;

/** Keys whose presence (with a true / non-empty value) says the run trains LoRA adapters. */
const PEFT_KEYS = [
  "use_peft",
  "peft_config",
  "lora_r",
  "lora_rank",
  "lora_alpha",
  "use_lora",
  "lora",
];
const TRAINER_KEYS = ["trainer", "trainer_type", "method", "algorithm"];
const SECTIONS: Record<string, Trainer> = {
  dpo: "dpo",
  orpo: "orpo",
  kto: "kto",
  cpo: "cpo",
  simpo: "cpo",
};
const KNOWN_TRAINERS: Record<string, Trainer> = { ...SECTIONS };

/** Config files are small; anything larger is not a trainer config. */
export const MAX_CONFIG_BYTES = 1 << 20;

type Entry = { key: string; value: unknown; line: number };

/** What reading a mapping's entries needs: lines, the document (for merge keys), problems. */
interface EntryContext {
  lc: LineCounter;
  doc: Document;
  problem: ProblemAt;
  /** Mappings merged so far: a bound, as a list of aliases of lists of aliases is a bomb. */
  merged: number;
}

/** Mappings a config may merge in all; a trainer config merges one or two. */
const MERGE_MAX = 256;

/** Merges inside merges followed this deep at most (PyYAML has no limit; a config needs 1 or 2). */
const MERGE_DEPTH = 8;

/** A YAML 1.1 merge key (`<<: *defaults`), as the YAML library marks it. */
function isMergeKey(k: Node): boolean {
  return isScalar(k) && (typeof k.value === "symbol" || k.source === "<<" || k.value === "<<");
}

/**
 * Top-level entries of a mapping node, with each key's 1-based line. Merge keys are
 * applied as PyYAML (and so TRL) applies them: the keys of the merged mappings are added
 * where the mapping does not write them itself, an earlier mapping of a merge list winning
 * over a later one; each merged key keeps the line it is written on (issue 22.9).
 */
function entries(node: unknown, ctx: EntryContext, depth = 0): Map<string, Entry> {
  const out = new Map<string, Entry>();
  if (!isMap(node)) return out;
  const merges: Node[] = [];
  for (const item of node.items) {
    const k = item.key as Node | null;
    if (!isScalar(k)) continue;
    const v = item.value as Node | null;
    const line = k.range ? ctx.lc.linePos(k.range[0]).line : 0;
    if (isMergeKey(k)) {
      if (v !== null) merges.push(v);
      continue;
    }
    const key = String(k.value);
    out.set(key, { key, value: v, line });
  }
  for (const m of merges) {
    for (const source of mergeSources(m, ctx, depth)) {
      for (const [key, e] of entries(source, ctx, depth + 1)) if (!out.has(key)) out.set(key, e);
    }
  }
  return out;
}

/** The mappings a merge value names: an alias of one, a list of such, or one written inline. */
function mergeSources(v: Node, ctx: EntryContext, depth: number): Node[] {
  const line = v.range ? ctx.lc.linePos(v.range[0]).line : 0;
  if (depth >= MERGE_DEPTH) {
    ctx.problem(line, "<<", `merge keys nested more than ${MERGE_DEPTH} deep are not followed`);
    return [];
  }
  const list = isSeq(v) ? (v.items as Node[]) : [v];
  const out: Node[] = [];
  for (const item of list) {
    const target = isAlias(item) ? item.resolve(ctx.doc) : item;
    if (isMap(target) && ++ctx.merged > MERGE_MAX) {
      if (ctx.merged === MERGE_MAX + 1) {
        ctx.problem(
          line,
          "<<",
          `more than ${MERGE_MAX} mappings merged; the rest are not followed`,
        );
      }
      return out;
    }
    if (isMap(target)) out.push(target);
    else ctx.problem(line, "<<", "a merge key must name a mapping or a list of mappings");
  }
  return out;
}

function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (isScalar(v)) return v.value;
  // Aliases are not followed (no alias bombs); the value reads as "*name" and is refused.
  if (isAlias(v)) return `*${v.source}`;
  if (typeof (v as { toJSON?: unknown }).toJSON === "function") {
    return (v as { toJSON: () => unknown }).toJSON();
  }
  return v;
}

/**
 * A value from the config as a message shows it: numbers, booleans and null as they are, a
 * string only when it cannot be content worth hiding (problems.ts describeValue), a list or
 * a mapping by its kind. A config path can lead to a file that is not a config.
 */
function shown(v: unknown): string {
  if (typeof v === "number" || typeof v === "boolean" || v === null) return String(v);
  if (typeof v === "string") return describeValue(v);
  if (Array.isArray(v)) return v.length === 0 ? "an empty list" : `a list of ${v.length}`;
  return typeof v === "object" ? "a mapping" : typeof v;
}

function asNumber(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  // PyYAML reads 5e-7 as a string and TRL's argument parser converts it; do the same.
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function truthy(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === "") return false;
  // A quoted "n" or "f" is false as TRL's string_to_bool reads it.
  if (typeof v === "string") return !/^(false|f|no|n|off|none|null|0)$/i.test(v.trim());
  if (typeof v === "object" && !Array.isArray(v)) return Object.keys(v).length > 0;
  return true;
}

function trainerName(v: unknown): Trainer | undefined {
  return typeof v === "string" ? KNOWN_TRAINERS[v.trim().toLowerCase()] : undefined;
}

/** Adds one problem at a line of the config. */
type ProblemAt = (line: number, field: string, reason: string) => void;

/** Parse one config text (YAML or JSON; JSON is YAML). Pure: no I/O. */
export function parseTrainConfig(
  text: string,
  path: string,
): { config: TrainConfig; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem: ProblemAt = (line, field, reason) =>
    problems.push({ file: path, line, field, reason });
  const lc = new LineCounter();
  const doc = settingsDocument(text, lc, problem);
  if (doc === null) return { config: empty(path), problems };
  const ctx: EntryContext = { lc, doc, problem, merged: 0 };
  let top = entries(doc.contents, ctx);
  const config = empty(path);
  // A script may nest its trainer settings under the method's name, and SFT beside it.
  const sftEntry = top.get("sft");
  const sft = sftEntry && isMap(sftEntry.value) ? entries(sftEntry.value, ctx) : null;
  top = trainerSection(config, top, ctx);
  trainerFromKeys(config, top);
  if (config.trainer_from === "default") trainerByGuess(config, top, path);
  const reader = new SettingReader(top, path, problem);
  readSettings(config, reader, sft);
  config.ignored_keys = reader.ignoredKeys();
  return { config, problems };
}

/** The parsed document when it is a mapping; null after saying why it is not. */
function settingsDocument(text: string, lc: LineCounter, problem: ProblemAt): Document | null {
  let doc: Document;
  try {
    // YAML 1.1 with merge keys, as PyYAML reads a trainer's config: yes/no/on/off are
    // booleans and `<<: *defaults` merges (issue 22.9).
    doc = parseDocument(text, {
      lineCounter: lc,
      uniqueKeys: false,
      prettyErrors: false,
      version: "1.1",
      merge: true,
    });
  } catch {
    problem(0, "", "not YAML or JSON: the YAML reader stopped on it");
    return null;
  }
  for (const err of doc.errors.slice(0, 10)) {
    const at = lc.linePos(err.pos[0]);
    problem(at.line, "", `not YAML or JSON: ${yamlFault(err.code)} (column ${at.col})`);
  }
  if (doc.errors.length > 0) return null;
  if (!isMap(doc.contents)) {
    problem(1, "", "a trainer config must be a mapping of settings (key: value)");
    return null;
  }
  return doc;
}

/**
 * What the YAML library's error codes mean, in our words. Its messages quote the text they
 * stopped at, and a config path can lead to a file that holds a token, so none is shown.
 */
const YAML_FAULTS: Record<string, string> = {
  BAD_INDENT: "the indentation does not line up",
  TAB_AS_INDENT: "a tab is used to indent (YAML indents with spaces)",
  MISSING_CHAR: "a quote or bracket is not closed",
  MULTILINE_IMPLICIT_KEY: "a key runs over more than one line",
  BLOCK_AS_IMPLICIT_KEY: "a mapping is nested where a key should be",
  DUPLICATE_KEY: "a key is given twice",
  MULTIPLE_DOCS: "the file holds more than one YAML document",
  BAD_DQ_ESCAPE: "a double-quoted string holds an escape YAML does not allow",
  KEY_OVER_1024_CHARS: "a key is over 1024 characters",
  UNEXPECTED_TOKEN: "text YAML does not allow here",
};

function yamlFault(code: string): string {
  return (
    YAML_FAULTS[code] ?? `the YAML reader refused it (${code.toLowerCase().replace(/_/g, " ")})`
  );
}

/** A section named after a method (`dpo:`) sets the trainer and holds the settings. */
function trainerSection(
  config: TrainConfig,
  top: Map<string, Entry>,
  ctx: EntryContext,
): Map<string, Entry> {
  for (const [name, trainer] of Object.entries(SECTIONS)) {
    const e = top.get(name);
    if (e && isMap(e.value)) {
      config.trainer = trainer;
      config.trainer_from = `section ${name}`;
      return entries(e.value, ctx);
    }
  }
  return top;
}

/** A key that names the trainer (`trainer: orpo`) wins over a section. */
function trainerFromKeys(config: TrainConfig, top: Map<string, Entry>): void {
  for (const k of TRAINER_KEYS) {
    const e = top.get(k);
    const t = e && trainerName(plain(e.value));
    if (e && t) {
      config.trainer = t;
      config.trainer_from = `key ${k}`;
      return;
    }
  }
}

/** With nothing said, the file's name or a trainer's own keys tell; else DPO stays. */
function trainerByGuess(config: TrainConfig, top: Map<string, Entry>, path: string): void {
  const byName = /(^|[^a-z])(orpo|kto|cpo|simpo|dpo)([^a-z]|$)/i.exec(basename(path));
  if (byName) {
    config.trainer = SECTIONS[byName[2].toLowerCase()];
    config.trainer_from = "file name";
  } else if (top.has("simpo_gamma") || top.has("cpo_alpha")) {
    config.trainer = "cpo";
    config.trainer_from = "keys simpo_gamma/cpo_alpha";
  } else if (top.has("desirable_weight") || top.has("undesirable_weight")) {
    config.trainer = "kto";
    config.trainer_from = "keys desirable_weight/undesirable_weight";
  }
}

const positive = (n: number) => n > 0;
const notNegative = (n: number) => n >= 0;

/** Every setting the lint and the token-length gate use, in the order they are checked. */
function readSettings(config: TrainConfig, r: SettingReader, sft: Map<string, Entry> | null): void {
  config.learning_rate = r.num(ALIASES.learning_rate, positive, "a positive number");
  config.sft_learning_rate =
    r.num(ALIASES.sft_learning_rate, positive, "a positive number") ??
    (sft ? r.num(ALIASES.learning_rate, positive, "a positive number", sft) : undefined);
  if (sft) r.use("sft");
  config.beta = r.num(ALIASES.beta, notNegative, "a number of at least 0");
  config.simpo_gamma = r.num(ALIASES.simpo_gamma, notNegative, "a number of at least 0");
  config.epochs = r.num(ALIASES.epochs, positive, "a positive number");
  config.max_length = r.limit(ALIASES.max_length);
  config.max_prompt_length = r.limit(ALIASES.max_prompt_length);
  config.max_completion_length = r.limit(ALIASES.max_completion_length);
  // The last three keys are left out, not set to undefined, when absent or bad.
  const lossType = r.lossType();
  if (lossType) config.loss_type = lossType;
  const truncationMode = r.truncationMode();
  if (truncationMode) config.truncation_mode = truncationMode;
  const peft = r.peft();
  if (peft) config.peft = peft;
  const aol =
    r.bool("assistant_only_loss") ?? (sft ? r.bool("assistant_only_loss", sft) : undefined);
  if (aol) config.assistant_only_loss = aol;
}

/**
 * Reads typed settings from the config's top-level entries. Each value of the wrong type
 * is a problem on its key's line; each key read counts as used, the rest as ignored.
 */
class SettingReader {
  private readonly used = new Set<string>(TRAINER_KEYS);

  constructor(
    private readonly top: Map<string, Entry>,
    private readonly path: string,
    private readonly problem: ProblemAt,
  ) {}

  use(key: string): void {
    this.used.add(key);
  }

  ignoredKeys(): number {
    return [...this.top.keys()].filter((k) => !this.used.has(k)).length;
  }

  /** The entry under the first of `names` present; an alias is refused, not followed. */
  find(names: readonly string[], from = this.top): Entry | undefined {
    for (const n of names) {
      const e = from.get(n);
      if (e) {
        this.used.add(n);
        if (isAlias(e.value)) {
          this.problem(e.line, e.key, `is an alias (*${e.value.source}); aliases are not followed`);
          return undefined;
        }
        return e;
      }
    }
    return undefined;
  }

  num(
    names: readonly string[],
    ok: (n: number) => boolean,
    what: string,
    from = this.top,
  ): Setting<number> | undefined {
    const e = this.find(names, from);
    if (!e) return undefined;
    const v = asNumber(plain(e.value));
    if (v === undefined || !ok(v)) {
      this.problem(e.line, e.key, `must be ${what}, got ${shown(plain(e.value))}`);
      return undefined;
    }
    return this.setting(e, v);
  }

  /**
   * A boolean as PyYAML reads one: true/false, and (YAML 1.1) yes/no/on/off in any of
   * their three spellings, which the parser already made booleans; anything else is refused.
   */
  bool(name: string, from = this.top): Setting<boolean> | undefined {
    const e = this.find([name], from);
    if (!e) return undefined;
    const v = plain(e.value);
    if (typeof v !== "boolean") {
      this.problem(e.line, e.key, `must be true or false, got ${shown(v)}`);
      return undefined;
    }
    return this.setting(e, v);
  }

  /** A token limit: a positive whole number, or null for none. */
  limit(names: readonly string[]): Setting<number | null> | undefined {
    const e = this.find(names);
    if (!e) return undefined;
    const raw = plain(e.value);
    if (raw === null) return this.setting(e, null);
    const v = asNumber(raw);
    if (v === undefined || !Number.isInteger(v) || v < 1) {
      this.problem(
        e.line,
        e.key,
        `must be a positive whole number of tokens or null, got ${shown(raw)}`,
      );
      return undefined;
    }
    return this.setting(e, v);
  }

  lossType(): Setting<string[]> | undefined {
    const lt = this.find(ALIASES.loss_type);
    if (!lt) return undefined;
    const raw = plain(lt.value);
    const list = typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw : null;
    if (list === null || list.length === 0 || !list.every((x) => typeof x === "string")) {
      this.problem(lt.line, lt.key, `must be a loss name or a list of them, got ${shown(raw)}`);
      return undefined;
    }
    return this.setting(lt, list as string[]);
  }

  truncationMode(): Setting<string> | undefined {
    const tm = this.find(ALIASES.truncation_mode);
    if (!tm) return undefined;
    const raw = plain(tm.value);
    if (raw !== "keep_end" && raw !== "keep_start") {
      this.problem(tm.line, tm.key, `must be "keep_end" or "keep_start", got ${shown(raw)}`);
      return undefined;
    }
    return this.setting(tm, raw);
  }

  /** The first adapter key with a true value; every adapter key present counts as used. */
  peft(): Setting<boolean> | undefined {
    let found: Setting<boolean> | undefined;
    for (const k of PEFT_KEYS) {
      const e = this.top.get(k);
      if (!e) continue;
      this.used.add(k);
      if (found === undefined && truthy(plain(e.value))) found = this.setting(e, true);
    }
    return found;
  }

  private setting<T>(e: Entry, value: T): Setting<T> {
    return { value, key: e.key, line: e.line, file: this.path };
  }
}

function empty(path: string): TrainConfig {
  return { path, trainer: "dpo", trainer_from: "default", ignored_keys: 0 };
}

/** Sibling files a training pipeline keeps its SFT settings in, tried in this order. */
const SFT_SIBLINGS = [
  "sft_config.json",
  "sft_config.yaml",
  "sft_config.yml",
  "sft.yaml",
  "sft.yml",
];

async function readSmall(path: string, confine?: Confinement): Promise<Buffer> {
  refuseOverCap(path, await regularFileSize(path, confine), MAX_CONFIG_BYTES, "a trainer config");
  return readFile(path);
}

/**
 * Read the trainer config, and when it names no SFT learning rate, the SFT config kept
 * beside it (e.g. sft_config.json next to dpo_config.json), whose learning rate the DPO
 * one should be well below.
 */
export async function readTrainConfig(
  path: string,
  confine?: Confinement,
): Promise<{ config: TrainConfig; summary: FileSummary }> {
  const bytes = await readSmall(path, confine);
  const text = bytes.toString("utf8");
  const { config, problems } = parseTrainConfig(text, path);
  if (config.sft_learning_rate === undefined && problems.length === 0) {
    for (const name of SFT_SIBLINGS) {
      const sib = join(dirname(path), name);
      if (sib === path || basename(path) === name) continue;
      // A sibling that leads out of the workspace stops the run like the config would.
      await checkConfined(sib, confine);
      let sibText: string;
      try {
        sibText = (await readSmall(sib)).toString("utf8");
      } catch {
        continue; // no such sibling: nothing to compare with
      }
      const parsed = parseTrainConfig(sibText, sib);
      if (parsed.config.learning_rate) config.sft_learning_rate = parsed.config.learning_rate;
      const aol = parsed.config.assistant_only_loss;
      if (aol && config.assistant_only_loss === undefined) config.assistant_only_loss = aol;
      break;
    }
  }
  return {
    config,
    summary: {
      role: "train_config",
      path,
      shape: `${config.trainer}-config`,
      bytes: bytes.length,
      rows: 1,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      problems,
      problem_count: problems.length,
    },
  };
}
