// Escaping of untrusted PR data (task ids, metric names, paths, finding messages) for
// GitHub markdown. Everything that came from a file goes through one of these helpers
// before it reaches a comment, a check run or a job summary. The goal is that data is
// shown as text and can never act as markup: no HTML, no mentions, no links or images,
// no breaking out of a table cell, a code span, a code block or our hidden marker.
import { createHash } from "node:crypto";

/** U+200B: invisible, and enough to stop GitHub's autolinkers and mention filter. */
const ZWSP_ENTITY = "&#8203;";
const ZWSP = "\u200b";
const ELLIPSIS = "…";

// C0/C1 controls and DEL (\p{Cc}), format characters such as bidi overrides, zero-width
// joiners and tag characters (\p{Cf}), and lone surrogates (\p{Cs}): none belong in a
// report and several can disguise what a reader sees.
const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
const CONTROL_KEEP_NEWLINE = /[^\n\t\P{Cc}]|[\p{Cf}\p{Cs}]/gu;

/** Cut `s` to at most `max` UTF-16 units, ending in an ellipsis when anything was cut. */
export function capLength(s: string, max: number): string {
  if (max < 1) return "";
  if (s.length <= max) return s;
  return cutTo(s, max - 1) + ELLIPSIS;
}

/** The first `n` UTF-16 units of `s`, never leaving half of a surrogate pair behind. */
function cutTo(s: string, n: number): string {
  const cut = s.slice(0, n);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Remove control characters and cap the length. A giant input is sliced before the
 * regex runs, so time and memory stay bounded whatever the input size.
 */
export function clean(s: string, max: number, keepNewlines = false): string {
  const window = max * 4 + 64;
  const over = s.length > window;
  let t = over ? s.slice(0, window) : s;
  t = t.replace(/\r\n?|[\u2028\u2029]/g, "\n");
  if (!keepNewlines) t = t.replace(/[\n\t]+/g, " ");
  t = t.replace(keepNewlines ? CONTROL_KEEP_NEWLINE : CONTROL, "");
  if (!over) return capLength(t, max);
  // The input went on past the window: always mark the cut, even if what we kept is short.
  return cutTo(t, max - 1) + ELLIPSIS;
}

// One pass over the text: each token maps to a safe spelling. A single regex replace
// means the entities we insert are never escaped a second time.
const INLINE_TOKENS = /:\/\/|www\.|[\\`*_[\]~|$<>&@#]/gi;

/**
 * The tokens markdown and raw HTML share: HTML specials, mentions, issue references and
 * autolinks. Null for anything else.
 */
function sharedToken(tok: string): string | null {
  switch (tok) {
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case "&":
      return "&amp;";
    case "@":
      // Breaks @-mentions and e-mail autolinks.
      return "@" + ZWSP_ENTITY;
    case "#":
      // Breaks issue references (#123) and, at the start of a line, headings.
      return "#" + ZWSP_ENTITY;
    case "://":
      return ":" + ZWSP_ENTITY + "//";
  }
  // `www.` in any case: breaks the autolinker, keeps the reader's spelling.
  return /^www\.$/i.test(tok) ? tok.slice(0, 3) + ZWSP_ENTITY + "." : null;
}

function inlineToken(tok: string): string {
  // Markdown punctuation: a backslash makes it literal (emphasis, code, links,
  // strikethrough, table pipes, math).
  return sharedToken(tok) ?? "\\" + tok;
}

/**
 * Untrusted text for a paragraph or list item: one line, markup shown as text.
 * Also safe at the start of a line (no heading, list, quote or code-block start).
 */
export function escapeInline(s: string, max = 500): string {
  let t = clean(String(s), max).trim();
  t = t.replace(INLINE_TOKENS, inlineToken);
  // Block starts that survive the token pass: list bullets, setext underlines, ordered lists.
  t = t.replace(/^([-+=])/, "\\$1").replace(/^(\d+)([.)])/, "$1\\$2");
  return t;
}

/** Untrusted text for one GFM table cell (pipes and newlines cannot end the cell). */
export function escapeCell(s: string, max = 120): string {
  const t = escapeInline(s, max);
  return t === "" ? " " : t;
}

/**
 * `<!--` spelled `<! --`. Code spans and blocks show it as text anyway, but the raw body
 * would still hold a copy of a hidden marker (ours, or another gate's), and the body is
 * what finds a sticky comment again. A visible space, since entities do not work in code
 * and an invisible character would hide what the data says.
 */
function breakComments(s: string): string {
  return s.replace(/<!--/g, "<! --");
}

/**
 * Untrusted text as an inline code span. The fence is longer than any backtick run in
 * the text, so the span cannot be closed early. In a table cell pipes need `\|`.
 */
export function codeSpan(s: string, opts: { max?: number; table?: boolean } = {}): string {
  let t = breakComments(clean(String(s), opts.max ?? 200));
  // A backslash right before a pipe would pair with our escaping backslash and let the
  // pipe split the cell; a zero-width space between them keeps the two apart.
  if (opts.table) t = t.replace(/\\(?=\|)/g, "\\" + ZWSP).replace(/\|/g, "\\|");
  if (t === "") return "` `";
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(t) ? " " : "";
  return fence + pad + t + pad + fence;
}

/**
 * Untrusted text for the inside of a fenced code block: controls removed, line count
 * and length capped, and no run of three backticks or tildes left that could close a
 * fence (a zero-width space is put inside such runs).
 */
export function codeBlockContent(
  s: string,
  opts: { max?: number; maxLines?: number } = {},
): string {
  const max = opts.max ?? 4000;
  const maxLines = opts.maxLines ?? 80;
  let t = breakComments(clean(String(s), max, true));
  const lines = t.split("\n");
  if (lines.length > maxLines) t = lines.slice(0, maxLines).join("\n") + "\n" + ELLIPSIS;
  return t.replace(/([`~]{2})(?=[`~])/g, "$1" + ZWSP);
}

/** A whole fenced code block around untrusted text; `lang` is reduced to [a-z0-9-]. */
export function codeBlock(
  s: string,
  lang = "text",
  opts: { max?: number; maxLines?: number } = {},
): string {
  const body = codeBlockContent(s, opts);
  const info = lang
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, 20);
  return "```" + info + "\n" + body + "\n```";
}

/**
 * The key of our hidden marker, reduced to characters that cannot end an HTML comment
 * or start markup: letters, digits, space and `._:/-`, with no `--` left.
 */
export function markerKey(key: string): string {
  const t = clean(String(key), 200)
    .replace(/[^A-Za-z0-9 ._:/-]/g, "_")
    .replace(/-{2,}/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100)
    .replace(/-+$/, "");
  return t === "" ? "default" : t;
}

/**
 * `<!-- heldout-gate:{key} -->`: how our sticky comment is found again. A check name the key
 * had to change (a character replaced, spaces folded, cut short) also carries 12 hex digits
 * of its sha256 after `#`, a character no unchanged key holds, so two check names never
 * share a comment (`gate+7b` and `gate=7b`; names in other scripts).
 */
export function hiddenMarker(checkName: string): string {
  const key = markerKey(checkName);
  if (key === checkName) return `<!-- heldout-gate:${key} -->`;
  const digest = createHash("sha256").update(checkName, "utf8").digest("hex").slice(0, 12);
  return `<!-- heldout-gate:${key}#${digest} -->`;
}

const HTML_TOKENS = /:\/\/|www\.|[<>&"'@#]/gi;

function htmlToken(tok: string): string {
  if (tok === '"') return "&quot;";
  if (tok === "'") return "&#39;";
  return sharedToken(tok) ?? tok;
}

/**
 * Untrusted text inside a raw HTML line such as `<summary>…</summary>`: markdown is not
 * parsed there, so backslashes would show; HTML entities are what make it inert.
 */
export function escapeHtml(s: string, max = 200): string {
  return clean(String(s), max).trim().replace(HTML_TOKENS, htmlToken);
}

/** Untrusted text for a plain-text field (a check-run title, an annotation): no controls, capped. */
export function plainText(s: string, max = 200): string {
  return clean(String(s), max).trim();
}

/** Longest line the terminal view prints: every line is cut here whatever it holds. */
export const TERMINAL_LINE_MAX = 2000;

/**
 * A line the Actions runner would read as a workflow command: `::name ...::` or the
 * older `##[name]`, after leading whitespace. A CLI run inside a workflow prints to the
 * step log, so data must never begin such a line.
 */
const WORKFLOW_COMMAND = /^(\s*)(::|##\[)/;

/**
 * Untrusted text for plain terminal output (the CLI's view): controls removed (ESC
 * sequences, CR, newlines, bidi overrides such as U+202E), capped, and a leading `::` or
 * `##[` broken with a backslash so it cannot act as a workflow command.
 */
export function terminalText(s: string, max = 200): string {
  return clean(String(s), max).replace(WORKFLOW_COMMAND, "$1\\$2");
}

/** A whole terminal line, as a last guard: the same neutralising, at the line cap. */
export function terminalLine(line: string): string {
  return terminalText(line, TERMINAL_LINE_MAX);
}
