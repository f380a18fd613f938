// Size budgets. GitHub rejects a comment over 65,536 characters and a check-run summary
// or text over 65,535, and drops a job summary over 1 MiB; each view is fitted under its
// budget by dropping detail sections from the end, and says so when it left anything out.
import { codeSpan } from "./escape.js";
import type { Built } from "./head.js";
import { sectionText, type Section } from "./sections.js";

/** Comment bodies: GitHub's limit is 65,536 characters; we keep a margin. */
export const COMMENT_BUDGET = 65_000;
/** Check-run output.summary and output.text: 65,535 characters each. */
export const CHECK_BUDGET = 65_000;
/** Job summary, in UTF-8 bytes: the runner drops anything over 1 MiB. */
export const SUMMARY_BUDGET = 900 * 1024;

export type Measure = (s: string) => number;
export const chars: Measure = (s) => s.length;
export const utf8Bytes: Measure = (s) => Buffer.byteLength(s, "utf8");

/** Our own link, but still checked: only a plain http(s) URL that cannot break markdown. */
export function safeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return /^https?:\/\/[A-Za-z0-9._~:/?#@!$&'*+,;=%-]{1,2000}$/.test(url) ? url : undefined;
}

/** Where the full report can be found, for the note every trimmed view ends with. */
export interface ReportPointer {
  url?: string;
  artifactName?: string;
}

/** The line every trimmed view ends with. */
export function trimmedNote(at: ReportPointer = {}): string {
  const link = safeUrl(at.url);
  const artifact = at.artifactName
    ? `the ${codeSpan(at.artifactName, { max: 100 })} artifact`
    : "the run's artifact";
  const where = link
    ? `report.json in ${artifact} of [this run](${link})`
    : `report.json, in ${artifact}`;
  return `> **Trimmed:** this view leaves parts of the report out to stay short and within GitHub's size limits. The full report is ${where}.`;
}

const SEP = "\n\n";

export interface Fitted {
  text: string;
  fits: boolean;
  trimmed: boolean;
  droppedSections: number;
}

/**
 * `prefix` and `head` are always kept; sections are dropped from the end until the text
 * fits. The note is added when a section was dropped or any list was capped.
 */
export function fitToBudget(
  prefix: string[],
  head: Built,
  sections: Section[],
  budget: number,
  measure: Measure,
  note: string,
): Fitted {
  const blocks = [...prefix, head.lines.join("\n")];
  const fixed = measure(blocks.join(SEP));
  const sepSize = measure(SEP);
  const noteSize = sepSize + measure(note);
  const texts = sections.map(sectionText);
  const sizes = texts.map((t) => sepSize + measure(t));
  const listCapped = head.omitted || sections.some((s) => s.omitted);
  let kept = texts.length;
  let total = fixed + sizes.reduce((a, b) => a + b, 0);
  const over = () => total + (listCapped || kept < texts.length ? noteSize : 0) > budget;
  while (kept > 0 && over()) {
    kept -= 1;
    total -= sizes[kept] ?? 0;
  }
  const trimmed = listCapped || kept < texts.length;
  const out = [...blocks, ...texts.slice(0, kept)];
  if (trimmed) out.push(note);
  const text = out.join(SEP) + "\n";
  return { text, fits: measure(text) <= budget, trimmed, droppedSections: texts.length - kept };
}

/**
 * Last resort when even the head is too big: cut at a line boundary, close an open code
 * fence or <details>, and add the note. Only reachable with extreme limits.
 */
export function hardCut(text: string, budget: number, measure: Measure, note: string): string {
  const tail = SEP + note + "\n";
  const room = budget - measure(tail) - measure("\n```\n\n</details>");
  let lo = 0;
  let hi = Math.min(text.length, Math.max(0, room));
  // Largest prefix whose measure fits (bytes can exceed chars, so search).
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(text.slice(0, mid)) <= room) lo = mid;
    else hi = mid - 1;
  }
  let cut = text.slice(0, lo);
  const nl = cut.lastIndexOf("\n");
  cut = nl >= 0 ? cut.slice(0, nl) : "";
  const fences = cut.split("\n").filter((l) => /^\s{0,3}```/.test(l)).length;
  if (fences % 2 === 1) cut += "\n```";
  const opened = (cut.match(/<details>/g) ?? []).length - (cut.match(/<\/details>/g) ?? []).length;
  if (opened > 0) cut += "\n\n</details>".repeat(opened);
  return cut + tail;
}
