// The fingerprint of a context a model is given (a training prompt, or what the served agent
// saw when it acted), and of what it is taught to write back (docs/design.md §15). Only
// hashes, counts and a short skeleton are kept, never the texts.
import type { Message } from "../io/canonical.js";
import { isRecord } from "../io/fields.js";
import { feedLanes, laneA, laneB, startLanes } from "../io/lanes.js";
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
  /** The first SKELETON_CHARS characters with ids and numbers replaced, lowercased. */
  skeleton: string;
  /** Characters (UTF-16 units) of the whole context. */
  length: number;
}

function hex(): string {
  const hi = fin(laneA() ^ Math.imul(laneB(), 0x27d4eb2d), 0);
  const lo = fin(laneB() + 0x165667b1, 0);
  return hi.toString(16).padStart(8, "0") + lo.toString(16).padStart(8, "0");
}

/** Whitespace runs as one space and digits as 0, so a date or a count in it does not matter. */
function normalised(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/[0-9]+/g, "0")
    .trim();
}

export function textHash(parts: readonly string[]): string {
  startLanes();
  for (const p of parts) feedLanes(p);
  return hex();
}

// An id: a word holding a digit, or words joined by _ . / - (config_repair_001, list_prod.py).
const ID = /[A-Za-z0-9]*[0-9][\w.\-/]*|[A-Za-z][A-Za-z0-9]*(?:[_./-][A-Za-z0-9]+)+/g;

/** The start of a text with ids and numbers as `#`, whitespace collapsed, lowercased. */
export function skeleton(text: string): string {
  return text.slice(0, SKELETON_CHARS).replace(ID, "#").replace(/\s+/g, " ").trim().toLowerCase();
}

// A turn of an agent's history written into one text: ReAct and transcript labels.
const TURN_LINE =
  /^[ \t]*(?:model|assistant|agent|environment|observation|tool(?: output| result)?)[ \t]*:/gim;
const HISTORY_ROLES = new Set(["assistant", "tool", "function", "ipython", "environment"]);

function turnLines(s: string): number {
  if (s.indexOf(":") < 0) return 0;
  TURN_LINE.lastIndex = 0;
  let n = 0;
  while (TURN_LINE.exec(s) !== null) n++;
  return n;
}

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
    if (m.role === "system" || m.role === "developer") system.push(normalised(m.content));
    else if (HISTORY_ROLES.has(m.role)) depth++;
    else depth += turnLines(m.content);
  }
  const names = [...new Set(tools)].sort();
  return {
    system: system.length === 0 ? "" : textHash(system),
    tools: names.length === 0 ? "" : textHash(names),
    depth,
    skeleton: skeleton(start),
    length,
  };
}

// "Task: config_repair_001": the ask names a task instead of giving the agent what it sees.
const BARE_ID =
  /^\s*(?:(?:task|task[_ ]id|id|scenario|problem|instance|issue)\s*[:=#]?\s*)?[\w.\-/:#]*[0-9_][\w.\-/:#]*\s*$/i;

/** A prompt that is only a task id, with or without a `Task:` label. */
export function isBareId(text: string): boolean {
  return text.length <= 120 && BARE_ID.test(text);
}

// Environment output written into a reply: the model would be taught to write it.
const OBSERVATION_LINE =
  /^[ \t]*(?:environment|observation|tool output|tool result|stdout|stderr|exit code)[ \t]*:/im;

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
      if (!observation && m.content.indexOf(":") >= 0)
        observation = OBSERVATION_LINE.test(m.content);
    } else other++;
  }
  if (messages.length === 0 && text.indexOf(":") >= 0) observation = OBSERVATION_LINE.test(text);
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
