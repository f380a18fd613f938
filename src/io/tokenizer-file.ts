// A Hugging Face tokenizer.json (and the tokenizer_config.json beside it, when present),
// read and parsed; nothing is downloaded. The gates turn the parsed object into a counter.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { refuseOverCap, regularFileSize } from "./small-file.js";
import type { Confinement } from "./confine.js";
import { jsonErrorReason } from "./problems.js";
import { checkConfined, ReadError } from "./source.js";
import { backtrackRisk } from "./regex-risk.js";
import { MAX_NESTING, stringClose } from "./nesting.js";

/** Real tokenizer.json files run to ~20 MB; a larger one is refused rather than parsed. */
export const MAX_TOKENIZER_BYTES = 64 << 20;

/**
 * Most vocabulary entries, merges or added tokens a tokenizer may hold. Real ones hold up to
 * about 260,000 (Gemma's); the library builds maps of each, so millions would take the
 * job's memory.
 */
export const MAX_TOKENIZER_ENTRIES = 1_000_000;

/**
 * Most entries all lists and objects of a tokenizer file may hold together: a vocabulary and
 * its merges as pairs hold three per merge, so real files stay under ~2,000,000.
 */
export const MAX_TOKENIZER_VALUES = 4_000_000;

async function readJsonObject(
  path: string,
  optional: boolean,
  confine: Confinement | undefined,
): Promise<object | null> {
  // Even an optional sibling is refused, not skipped, when it leads out of the workspace.
  await checkConfined(path, confine);
  let size: number;
  try {
    size = await regularFileSize(path);
  } catch (e) {
    if (optional) return null;
    throw e;
  }
  refuseOverCap(path, size, MAX_TOKENIZER_BYTES, "a tokenizer file");
  const bytes = await readFile(path);
  refuseHugeJson(bytes, path);
  let v: unknown;
  try {
    v = JSON.parse(bytes.toString("utf8"));
  } catch (e) {
    throw new ReadError(path, `${path} is ${jsonErrorReason(e)}`);
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new ReadError(path, `${path} must hold a JSON object`);
  }
  return v;
}

export async function readTokenizerFiles(
  path: string,
  confine?: Confinement,
): Promise<{ tokenizer: object; config: object }> {
  const tokenizer = await readJsonObject(path, false, confine);
  if (tokenizer === null || !("model" in tokenizer)) {
    throw new ReadError(path, `${path} is not a tokenizer.json (it has no "model")`);
  }
  refuseHugeModel(tokenizer as { model?: unknown; added_tokens?: unknown }, path);
  refuseRiskyPatterns(tokenizer, path);
  const config =
    (await readJsonObject(join(dirname(path), "tokenizer_config.json"), true, confine)) ?? {};
  return { tokenizer, config };
}

/**
 * Refuses, from the bytes alone and before JSON.parse builds anything (design §7), a file
 * whose lists or objects hold more entries than any real tokenizer's, or that nests deeper
 * than MAX_NESTING: JSON.parse spends ~200 bytes of heap and, on a loaded runner, ~20 µs per
 * object key (a 34 MB vocabulary of 2,300,000 keys took 547 MB and 53 s to parse only to be
 * refused). Entries are counted by the commas of each open list or object, strings skipped.
 */
function refuseHugeJson(buf: Buffer, path: string): void {
  // Per open list or object: its kind, entries so far, and (objects) its last key's bytes.
  const isObject: boolean[] = [];
  const entries: number[] = [];
  const keyFrom: number[] = [];
  const keyTo: number[] = [];
  let total = 0;
  const n = buf.length;
  /** Where the value open at `level` sits, as the dotted path the other checks name. */
  const where = (level: number): string => {
    let at = "";
    for (let d = 0; d < level; d++) {
      if (!isObject[d]) at += `[${entries[d]! - 1}]`;
      else at = keyStep(at, buf, keyFrom[d]!, keyTo[d]!);
    }
    return at === "" ? "the file" : at;
  };
  const refuse = (what: string): never => {
    throw new ReadError(path, `${path}: ${what}, more than any real tokenizer`);
  };
  for (let i = 0; i < n; i++) {
    const b = buf[i]!;
    if (b === 0x22) {
      const close = stringClose(buf, i + 1, n);
      let j = close + 1;
      while (j < n && (buf[j] === 32 || buf[j] === 9 || buf[j] === 10 || buf[j] === 13)) j++;
      if (buf[j] === 0x3a && isObject.length > 0) {
        keyFrom[isObject.length - 1] = i;
        keyTo[isObject.length - 1] = close + 1;
      }
      i = close;
    } else if (b === 0x2c) {
      const d = isObject.length - 1;
      if (d < 0) continue; // not JSON; JSON.parse names it
      if (++entries[d]! > MAX_TOKENIZER_ENTRIES) {
        refuse(`${where(d)} holds more than ${MAX_TOKENIZER_ENTRIES} entries`);
      }
      if (++total > MAX_TOKENIZER_VALUES) {
        refuse(`its lists and objects hold more than ${MAX_TOKENIZER_VALUES} entries in all`);
      }
    } else if (b === 0x5b || b === 0x7b) {
      if (isObject.length >= MAX_NESTING) {
        refuse(`${where(isObject.length)} nests more than ${MAX_NESTING} levels deep`);
      }
      isObject.push(b === 0x7b);
      entries.push(1);
      keyFrom.push(-1);
      keyTo.push(-1);
      total++;
    } else if (b === 0x5d || b === 0x7d) {
      isObject.pop();
      entries.pop();
      keyFrom.pop();
      keyTo.pop();
    }
  }
}

/** A key (its JSON bytes) as a path step: a plain name as it is, anything else as "[key]". */
function keyStep(at: string, buf: Buffer, from: number, to: number): string {
  let k: unknown = null;
  if (from >= 0 && to - from <= 64) {
    try {
      k = JSON.parse(buf.toString("utf8", from, to));
    } catch {
      k = null;
    }
  }
  if (typeof k === "string" && /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k)) {
    return at === "" ? k : `${at}.${k}`;
  }
  return `${at}[key]`;
}

/** How many entries a list or an object holds, counting no further than `most + 1`. */
function entries(v: unknown, most: number): number {
  if (Array.isArray(v)) return v.length;
  if (v === null || typeof v !== "object") return 0;
  let n = 0;
  for (const k in v) if (Object.hasOwn(v, k) && ++n > most) break;
  return n;
}

function refuseHugeModel(t: { model?: unknown; added_tokens?: unknown }, path: string): void {
  const model = (t.model ?? {}) as { vocab?: unknown; merges?: unknown };
  const parts = [
    ["model.vocab", model.vocab],
    ["model.merges", model.merges],
    ["added_tokens", t.added_tokens],
  ] as const;
  for (const [at, v] of parts) {
    if (entries(v, MAX_TOKENIZER_ENTRIES) > MAX_TOKENIZER_ENTRIES) {
      throw new ReadError(
        path,
        `${path}: ${at} holds more than ${MAX_TOKENIZER_ENTRIES} entries, more than any real tokenizer`,
      );
    }
  }
}

/** A key as a path step: a plain name as it is, anything else as a position only. */
const step = (at: string, k: string, i: number) =>
  /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k) ? `${at}.${k}` : `${at}[key ${i + 1}]`;

/**
 * Every regular expression the tokenizer would run on the texts (`{"Regex": ...}` in its
 * normalizer, pre-tokenizer, post-processor or decoder; the model's vocabulary holds
 * none), checked before the library compiles any: one whose matching can take time
 * exponential in a text's length is refused, naming where it is, never what it says.
 */
function refuseRiskyPatterns(tokenizer: object, path: string): void {
  const todo: { v: unknown; at: string }[] = [];
  for (const [k, v] of Object.entries(tokenizer)) if (k !== "model") todo.push({ v, at: k });
  while (todo.length > 0) {
    const { v, at } = todo.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      v.forEach((x, i) => todo.push({ v: x, at: `${at}[${i}]` }));
      continue;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.Regex === "string") {
      const risk = backtrackRisk(o.Regex);
      if (risk !== null) {
        throw new ReadError(
          path,
          `${path}: the regular expression at ${at}.Regex is refused: ${risk}`,
        );
      }
    }
    Object.entries(o).forEach(([k, x], i) => todo.push({ v: x, at: step(at, k, i) }));
  }
}

/** A chat template is a page or two of Jinja; one over this size is refused unread. */
export const MAX_TEMPLATE_BYTES = 1 << 20;

/** The special tokens a chat template may name, as the tokenizer's config gives them. */
const TEMPLATE_TOKENS = ["bos_token", "eos_token", "pad_token", "unk_token"] as const;

export interface ChatTemplateText {
  /** The file the template was read from (findings name it). */
  file: string;
  source: "chat_template.jinja" | "tokenizer_config.json";
  /** The name of the template taken from a list of named ones ("default"); null for one. */
  named: string | null;
  text: string;
  /** bos_token, eos_token, pad_token and unk_token, where the config sets them. */
  tokens: Record<string, string>;
}

/**
 * The chat template the trainer renders rows with: `chat_template.jinja` beside the
 * tokenizer file, else the `chat_template` of its tokenizer_config.json (a string, or a
 * list of {name, template} whose "default" is taken). Null when there is none. The text is
 * PR input: it is only ever run by engine/template-render.ts, in a process of its own.
 */
export async function readChatTemplate(
  tokenizerPath: string,
  config: object,
  confine?: Confinement,
): Promise<ChatTemplateText | null> {
  const tokens = templateTokens(config);
  const jinja = join(dirname(tokenizerPath), "chat_template.jinja");
  // Refused, not skipped, when it leads out of the workspace, like the other siblings.
  await checkConfined(jinja, confine);
  // No such file (or not a regular one): the config's template, if any.
  const size = await regularFileSize(jinja).catch(() => null);
  if (size !== null) {
    refuseOverCap(jinja, size, MAX_TEMPLATE_BYTES, "a chat template");
    const text = (await readFile(jinja)).toString("utf8");
    return { file: jinja, source: "chat_template.jinja", named: null, text, tokens };
  }
  const file = join(dirname(tokenizerPath), "tokenizer_config.json");
  const raw = (config as { chat_template?: unknown }).chat_template;
  if (raw === undefined || raw === null) return null;
  let text: string | null = null;
  let named: string | null = null;
  if (typeof raw === "string") text = raw;
  else if (Array.isArray(raw)) {
    const entry = raw.find(
      (x): x is { name: string; template: unknown } =>
        typeof x === "object" && x !== null && (x as { name?: unknown }).name === "default",
    );
    if (entry === undefined) return null; // no default: the trainer must be told a name
    if (typeof entry.template === "string") text = entry.template;
    named = "default";
  }
  if (text === null) {
    throw new ReadError(
      file,
      `${file}: chat_template must be a string or a list of {name, template} objects`,
    );
  }
  refuseOverCap(file, Buffer.byteLength(text), MAX_TEMPLATE_BYTES, "a chat template");
  return { file, source: "tokenizer_config.json", named, text, tokens };
}

/** The special tokens a template may print: strings, or added-token objects' `content`. */
function templateTokens(config: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of TEMPLATE_TOKENS) {
    const v = (config as Record<string, unknown>)[k];
    const s =
      typeof v === "string"
        ? v
        : typeof v === "object" &&
            v !== null &&
            typeof (v as { content?: unknown }).content === "string"
          ? (v as { content: string }).content
          : null;
    if (s !== null && s.length <= 1000) out[k] = s;
  }
  return out;
}
