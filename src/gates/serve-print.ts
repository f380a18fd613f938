// The fingerprint of a context a model is given (a training prompt, or what the served agent
// saw when it acted), and of what it is taught to write back (docs/design.md §15). Only
// hashes, counts and a short skeleton are kept, never the texts.
import type { Message } from "../io/canonical.js";
import { isRecord } from "../io/fields.js";
import { closeLanes, feedLanes, laneA, laneB, startLanes } from "../io/lanes.js";
import { fin } from "./tokens.js";

/** Characters of a context's start that its skeleton is made of. */
export const SKELETON_CHARS = 200;

export interface ContextPrint {
  /** Hash of the system (or developer) messages, normalised; "" when there is none. */
  system: string;
  /** Hash of the sorted tool names; "" when the context names no tools. */
  tools: string;
  /** Earlier assistant and tool turns: 0 when the agent decides at its first step. */
  depth: number;
  /** The start the skeleton is made of (up to SKELETON_CHARS of each message, joined). */
  start: string;
  /** The hash of the skeleton (skeletonKey), "" when the skeleton is empty. */
  key: string;
  /** Characters (UTF-16 units) of the whole context. */
  length: number;
}

function hex(): string {
  const hi = fin(laneA() ^ Math.imul(laneB(), 0x27d4eb2d), 0);
  const lo = fin(laneB() + 0x165667b1, 0);
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}

/** JavaScript's `\s` (and what `trim()` strips): WhiteSpace and LineTerminator. */
export function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function isDigit(c: number): boolean {
  return (c - 0x30) >>> 0 < 10;
}

/**
 * Feed the hash lanes a system text with whitespace runs as one space and digit runs as
 * "0", trimmed, so a date or a count in it does not matter. One pass over the text, the
 * normalised string never built: the lanes see the units `feedLanes` would be given.
 */
function feedNormalised(s: string): void {
  let x = laneA();
  let y = laneB();
  let n = 0;
  let space = false;
  const unit = (c: number) => {
    x = Math.imul(x ^ c, 0x01000193);
    y = Math.imul(y ^ c, 0x5bd1e995);
    n++;
  };
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) {
      space = n > 0;
      continue;
    }
    if (space) unit(0x20);
    space = false;
    if (isDigit(c)) {
      unit(0x30);
      while (i + 1 < s.length && isDigit(s.charCodeAt(i + 1))) i++;
    } else unit(c);
  }
  closeLanes(x, y, n);
}

export function textHash(parts: readonly string[]): string {
  startLanes();
  for (const p of parts) feedLanes(p);
  return hex();
}

function isAlnum(c: number): boolean {
  return (c - 0x30) >>> 0 < 10 || ((c | 0x20) - 0x61) >>> 0 < 26;
}
/** `[\w.\-/]`: a character an id may run on with. */
const isIdTail = (c: number) => isAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d || c === 0x2f;
/** `[_./-]`: what joins the words of an id. */
const isJoin = (c: number) => c === 0x5f || c === 0x2e || c === 0x2f || c === 0x2d;

/**
 * Where an id starting a run of letters and digits (ending at `runEnd`) ends, or -1: a
 * run holding a digit, with the `[\w.\-/]` after it (config_repair_001, 3.14), or words
 * joined by _ . / - (list_prod.py). The same matches as the regex
 * `[A-Za-z0-9]*[0-9][\w.\-/]*|[A-Za-z][A-Za-z0-9]*(?:[_./-][A-Za-z0-9]+)+` (a test holds
 * the two side by side), without its backtracking at every character.
 */
function idEnd(s: string, len: number, runEnd: number, digit: boolean): number {
  let j = runEnd;
  if (digit) {
    while (j < len && isIdTail(s.charCodeAt(j))) j++;
    return j;
  }
  let end = -1;
  while (j + 1 < len && isJoin(s.charCodeAt(j)) && isAlnum(s.charCodeAt(j + 1))) {
    j += 2;
    while (j < len && isAlnum(s.charCodeAt(j))) j++;
    end = j;
  }
  return end;
}

/** The start of a text with ids and numbers as `#`, whitespace collapsed, lowercased. */
export function skeleton(text: string): string {
  const s = text.length > SKELETON_CHARS ? text.slice(0, SKELETON_CHARS) : text;
  let out = "";
  let from = 0;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isSpace(c)) {
      let j = i + 1;
      while (j < s.length && isSpace(s.charCodeAt(j))) j++;
      if (c !== 0x20 || j > i + 1) {
        out += s.slice(from, i) + " ";
        from = j;
      }
      i = j;
      continue;
    }
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    // A run of letters and digits: an id from its first character, or none in it (no
    // later start in the run can match where the first did not).
    let runEnd = i;
    let digit = false;
    while (runEnd < s.length && isAlnum(s.charCodeAt(runEnd))) {
      if (isDigit(s.charCodeAt(runEnd))) digit = true;
      runEnd++;
    }
    const end = idEnd(s, s.length, runEnd, digit);
    if (end < 0) {
      i = runEnd;
      continue;
    }
    out += s.slice(from, i) + "#";
    from = i = end;
  }
  out = from === 0 ? s : out + s.slice(from);
  return out.trim().toLowerCase();
}

/** A skeleton's hash: enough to say "starts the same"; skeletons are kept as these keys. */
export function skelKey(s: string): string {
  let h1 = 0x811c9dc5 | 0;
  let h2 = 0x9747b28c | 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return hex32(h1) + hex32(h2);
}

const hex32 = (h: number) => (h >>> 0).toString(16).padStart(8, "0");

/**
 * skelKey(skeleton(text)), "" for an empty skeleton, hashed as the skeleton is scanned
 * when its start is ASCII (no string is built); other text takes the string path, as
 * lowercasing beyond ASCII can depend on the letters around (a final sigma).
 */
export function skeletonKey(text: string): string {
  // Read in place, not sliced: a slice is a view whose every character costs an indirection.
  const s = text;
  const len = Math.min(text.length, SKELETON_CHARS);
  let h1 = 0x811c9dc5 | 0;
  let h2 = 0x9747b28c | 0;
  let n = 0;
  let space = false;
  let i = 0;
  while (i < len) {
    let c = s.charCodeAt(i);
    if (isSpace(c)) {
      space = n > 0;
      i++;
      continue;
    }
    if (c >= 0x80) {
      const sk = skeleton(text);
      return sk === "" ? "" : skelKey(sk);
    }
    // A run of letters and digits is one id (#) or, holding none, its letters lowercased.
    let next = i + 1;
    let id = false;
    if (isAlnum(c)) {
      let runEnd = i;
      let digit = false;
      while (runEnd < len && isAlnum(s.charCodeAt(runEnd))) {
        if (isDigit(s.charCodeAt(runEnd))) digit = true;
        runEnd++;
      }
      const end = idEnd(s, len, runEnd, digit);
      id = end >= 0;
      next = id ? end : runEnd;
    }
    if (space) {
      h1 = Math.imul(h1 ^ 0x20, 0x01000193);
      h2 = Math.imul(h2 ^ 0x20, 0x5bd1e995);
      space = false;
    }
    if (id) {
      h1 = Math.imul(h1 ^ 0x23, 0x01000193);
      h2 = Math.imul(h2 ^ 0x23, 0x5bd1e995);
      n++;
    } else {
      for (; i < next; i++) {
        c = s.charCodeAt(i);
        if (c <= 0x5a && c >= 0x41) c += 0x20;
        h1 = Math.imul(h1 ^ c, 0x01000193);
        h2 = Math.imul(h2 ^ c, 0x5bd1e995);
        n++;
      }
    }
    i = next;
  }
  return n === 0 ? "" : hex32(h1) + hex32(h2);
}

// A turn of an agent's history written into one text: ReAct and transcript labels, each
// alone at a line's start (after spaces or tabs) and followed by a colon.
const TURN_LABELS = [
  "model",
  "assistant",
  "agent",
  "environment",
  "observation",
  "tool",
  "tool output",
  "tool result",
];
const HISTORY_ROLES = new Set(["assistant", "tool", "function", "ipython", "environment"]);

const isLineEnd = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029;

/** The text before `end` is `label`, ASCII letters in either case. */
function endsWithLabel(s: string, end: number, label: string): boolean {
  const from = end - label.length;
  if (from < 0) return false;
  for (let k = 0; k < label.length; k++) {
    const l = label.charCodeAt(k);
    const c = s.charCodeAt(from + k);
    if (c !== l && (l < 0x61 || c !== l - 0x20)) return false;
  }
  return true;
}

/**
 * The colon at `colon` closes a label line: `^[ \t]*(label)[ \t]*:` in multiline mode,
 * case-insensitive (a test holds this beside the regex).
 */
function labelLine(s: string, colon: number, labels: readonly string[]): boolean {
  let k = colon;
  while (k > 0 && (s.charCodeAt(k - 1) === 0x20 || s.charCodeAt(k - 1) === 0x09)) k--;
  for (const label of labels) {
    if (!endsWithLabel(s, k, label)) continue;
    let p = k - label.length;
    while (p > 0 && (s.charCodeAt(p - 1) === 0x20 || s.charCodeAt(p - 1) === 0x09)) p--;
    if (p === 0 || isLineEnd(s.charCodeAt(p - 1))) return true;
  }
  return false;
}

/** Lines of `s` that are a label line; with `first`, stop at the first (0 or 1). */
export function labelLines(s: string, labels: readonly string[], first = false): number {
  let n = 0;
  for (let c = s.indexOf(":"); c >= 0; c = s.indexOf(":", c + 1)) {
    if (labelLine(s, c, labels)) {
      n++;
      if (first) return n;
    }
  }
  return n;
}

const turnLines = (s: string): number => labelLines(s, TURN_LABELS);

/** The print of a context: its messages (a flat prompt is one user message) and tool names. */
export function contextPrint(messages: readonly Message[], tools: readonly string[]): ContextPrint {
  const system: string[] = [];
  let depth = 0;
  let length = 0;
  let start = "";
  for (const m of messages) {
    length += m.content.length;
    if (start.length < SKELETON_CHARS && m.content !== "") {
      start += (start === "" ? "" : "\n") + m.content.slice(0, SKELETON_CHARS);
    }
    if (m.role === "system" || m.role === "developer") system.push(m.content);
    else if (HISTORY_ROLES.has(m.role)) depth++;
    else depth += turnLines(m.content);
  }
  const names = tools.length === 0 ? tools : [...new Set(tools)].sort();
  return {
    system: system.length === 0 ? "" : systemHash(system),
    tools: names.length === 0 ? "" : textHash(names),
    depth,
    start,
    key: skeletonKey(start),
    length,
  };
}

/** The hash of system texts, each normalised (feedNormalised). */
function systemHash(parts: readonly string[]): string {
  startLanes();
  for (const p of parts) feedNormalised(p);
  return hex();
}

// "Task: config_repair_001": the ask names a task instead of giving the agent what it sees.
const BARE_ID =
  /^\s*(?:(?:task|task[_ ]id|id|scenario|problem|instance|issue)\s*[:=#]?\s*)?[\w.\-/:#]*[0-9_][\w.\-/:#]*\s*$/i;

/** A prompt that is only a task id, with or without a `Task:` label. */
export function isBareId(text: string): boolean {
  return text.length <= 120 && BARE_ID.test(text);
}

// Environment output written into a reply: the model would be taught to write it.
const OBSERVATION_LABELS = [
  "environment",
  "observation",
  "tool output",
  "tool result",
  "stdout",
  "stderr",
  "exit code",
];
const hasObservation = (s: string) => labelLines(s, OBSERVATION_LABELS, true) > 0;

/** How a completion reads: one action or message, several turns, or with environment output. */
export interface CompletionPrint {
  /** Assistant-written text holds environment output (an `Observation:` or `Exit code:` line). */
  observation: boolean;
  /** More than one assistant turn, or tool results between them. */
  multiTurn: boolean;
}

export function completionPrint(messages: readonly Message[], text: string): CompletionPrint {
  let assistant = 0;
  let other = 0;
  let observation = false;
  for (const m of messages) {
    if (m.role === "assistant") {
      assistant++;
      if (!observation) observation = hasObservation(m.content);
    } else other++;
  }
  if (messages.length === 0) observation = hasObservation(text);
  return { observation, multiTurn: assistant > 1 || other > 0 || turnLines(text) > 1 };
}

/**
 * A context from an eval row's own fields, read leniently: the messages before the first
 * assistant turn when they are well formed, else the prompt string. Null when it has neither.
 */
export function rowContext(messages: unknown, prompt: string | undefined): Message[] | null {
  if (Array.isArray(messages) && messages.length > 0) {
    const out: Message[] = [];
    for (const m of messages) {
      if (!isRecord(m) || typeof m.role !== "string") return fallback(prompt);
      if (m.role === "assistant") break;
      out.push({ role: m.role, content: looseText(m.content) });
    }
    if (out.length > 0) return out;
  }
  return fallback(prompt);
}

/** A message's content as text: a string, or the text parts of a list. */
function looseText(c: unknown): string {
  if (typeof c === "string") return c;
  if (!Array.isArray(c)) return "";
  const out: string[] = [];
  for (const p of c) if (isRecord(p) && typeof p.text === "string") out.push(p.text);
  return out.join("\n");
}

function fallback(prompt: string | undefined): Message[] | null {
  return prompt === undefined ? null : [{ role: "user", content: prompt }];
}
