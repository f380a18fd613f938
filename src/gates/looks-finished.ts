// Heuristic for "this reply ended on purpose". It keeps the whileai SDK's looks_finished
// rules (terminal punctuation, balanced code fences, a bare answer line, a sign-off) but
// first asks what kind of reply it is: a closed code block or JSON document, a number, a
// label ("Yes", "(B)") or a short answer line ("Output: 2") is complete whatever its last
// character, and an open code block or unclosed JSON document is cut off however it ends.
// The SDK, reading punctuation only, calls complete short answers cut off.

// Typographic closing quotes count like their ASCII forms: real replies end `.”` as often
// as `."`, and the SDK's ASCII-only list would call those cut off.
const CLOSERS = new Set([
  ".",
  "!",
  "?",
  ":",
  ")",
  '"',
  "'",
  "]",
  "}",
  "\u201d",
  "\u2019",
  "\u00bb",
]);
const ANSWER_LINE = /^(#{2,4}\s*)?[-+]?\$?\d[\d,]*(\.\d+)?%?$/;
const SIGN_OFF =
  /^(--|—|best|all the best|kind regards|best regards|warm regards|regards|thanks|thank you|many thanks|cheers|sincerely|warmly|yours truly|yours sincerely|yours|take care|talk soon)(?![A-Za-z0-9_])/i;

/** One character of emoji (with its joiners and modifiers). */
const EMOJI_PART = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]$/u;
/** Longest last line read as a possible short answer (longer ones are prose). */
const SHORT_LINE_CHARS = 400;
/** A code fence opening or closing a block: ``` or ~~~ at the start of a line. */
const FENCE = /^[ \t]*(?:```|~~~)/gm;
/** Starts like a JSON document: an object with a key, or an array of objects, strings or arrays. */
const JSON_START = /^(?:\{\s*["}]|\[\s*[{["\]])/;
/** A labelled answer line: "Answer: ...", "Output: 2", "#### Final answer: B". */
const LABELLED =
  /^(?:#{1,4}\s*)?(?:\*\*)?(?:final answer|the answer|answer|output|solution|result|label|prediction|verdict|sentiment|classification|category|choice|rating|score)(?:\*\*)?\s*[:=]\s*(?:\*\*)?\s*(\S.*)$/i;
/** A multiple-choice marker before a short answer: "(B).", "b).", "[1].", "E.". */
const OPTION = /^(?:[([](?:[A-Za-z]|\d{1,2})[)\]]|(?:[A-Za-z]|\d{1,2})\)|[A-Za-z]\.)\.?(?:\s+|$)/;
/** Label words a classification or yes/no task answers with. */
const LABEL_WORD =
  /^["'“‘]?(yes|no|true|false|correct|incorrect|positive|negative|neutral|mixed|entailment|contradiction|not entailment|not_entailment|unanswerable|impossible|none|n\/a|agree|disagree|same|different)["'”’]?$/i;
/** A line that introduces the answer on the next one: "Thus, the answer is:". */
const ASKS_FOR_ANSWER = /\b(?:answer|is|choice|option)\s*:\s*$/i;
/** Words a labelled answer may run to and still be one short answer. */
const LABELLED_WORDS = 12;
/** Words an option's text may run to ("(B). Yes", "a) the second one"). */
const OPTION_WORDS = 4;

/**
 * `t` without what trails its last word for decoration: emoji, markdown emphasis marks,
 * spaces, and (when `punct`) the punctuation a short answer may end with. A loop from the
 * end, not a regex, so a hostile run of such characters costs linear time.
 */
function trimTrailing(t: string, punct: boolean): string {
  let end = t.length;
  while (end > 0) {
    const c = t[end - 1];
    if (c === "*" || c === "_" || /\s/.test(c) || (punct && ".;,!".includes(c))) {
      end--;
      continue;
    }
    // Astral emoji are two UTF-16 units.
    const pair = end >= 2 ? t.slice(end - 2, end) : "";
    if (pair.length === 2 && pair.codePointAt(0)! > 0xffff && EMOJI_PART.test(pair)) end -= 2;
    else if (EMOJI_PART.test(c)) end--;
    else break;
  }
  return t.slice(0, end);
}

function words(s: string): number {
  const t = s.trim();
  return t === "" ? 0 : t.split(/\s+/).length;
}

function isSignOff(line: string): boolean {
  const t = line.trim();
  return words(t) <= 6 && SIGN_OFF.test(t);
}

/** Brackets left open and whether a string is still open, scanning JSON-like text. */
function jsonOpen(t: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) depth--;
  }
  return inString || depth > 0;
}

/** The kind of the whole reply decides, when it has one: true/false, or null to read on. */
function byKind(t: string): boolean | null {
  const fences = t.match(FENCE)?.length ?? 0;
  if (fences % 2 === 1) return false; // a code block that never closed
  if (fences > 0 && /(?:```|~~~)$/.test(t)) return true; // ends by closing a code block
  if (JSON_START.test(t)) {
    if (jsonOpen(t)) return false; // an object or array cut before its end
    try {
      JSON.parse(t);
      return true;
    } catch {
      return null; // JSON followed by prose, or not JSON after all: read the text
    }
  }
  return null;
}

/** A last line that is a complete short answer by its shape, whatever it ends with. */
function isShortAnswer(last: string, prev: string | undefined): boolean {
  // A list bullet or emphasis around it ("- Answer: (1). no", "**42**") does not change
  // what the line is.
  if (last.length > SHORT_LINE_CHARS) return false;
  const unbulleted = last.replace(/^[-*•]\s+/, "").replace(/^(?:\*\*?|__?)(?=\S)/, "");
  const line = trimTrailing(unbulleted, true);
  if (ANSWER_LINE.test(line) || LABEL_WORD.test(line)) return true;
  const labelled = LABELLED.exec(line);
  if (labelled) return words(labelled[1]) <= LABELLED_WORDS;
  const option = OPTION.exec(line);
  if (option) {
    const rest = trimTrailing(line.slice(option[0].length), true);
    if (words(rest) > OPTION_WORDS) return false;
    // "(B). Yes" stands alone; "a) the red one" needs a line that asked for it ("... is:").
    return (
      rest === "" ||
      LABEL_WORD.test(rest) ||
      (prev !== undefined && ASKS_FOR_ANSWER.test(prev.slice(-SHORT_LINE_CHARS)))
    );
  }
  return false;
}

/** A numbered ("10.", "3)") or bulleted list item: its indent, its marker kind, its number. */
const LIST_ITEM = /^([ \t]*)(?:(\d{1,3})[.)]|([-*•+]))[ \t]+\S/;
/** Lines above the last one searched for the rest of its list. */
const LIST_LOOKBACK = 60;
/** A line that is one equation ending in its number: "10 / 5 = 2", "(210 - 32) * 5/9 = 98.9°C". */
const EQUATION_RESULT =
  /^[^=|]{1,80}=\s*[-+]?\$?\d[\d,]*(?:\.\d+)?\s*(?:%|°\s?[CFK]?|[A-Za-z]{1,5})?$/;
/** One hashtag: "#PuppyLove". */
const HASHTAG = /^#[\p{L}\p{N}_]+$/u;
/** One link: "https://example.org/a/b", maybe in angle brackets. */
const URL_TOKEN = /^<?https?:\/\/\S+$/;
/** A closing markup tag on a line of its own: "</table>". */
const CLOSING_TAG = /^<\/([A-Za-z][\w:-]*)>$/;

/** A link whose host is whole: "https://www.nbc" was cut inside its name. */
function wholeUrl(token: string): boolean {
  if (!URL_TOKEN.test(token)) return false;
  const host = token.replace(/^<?https?:\/\//, "").split(/[/?#>:]/)[0];
  const labels = host.split(".");
  const top = labels[labels.length - 1];
  return (
    labels.length >= (labels[0].toLowerCase() === "www" ? 3 : 2) &&
    /^[A-Za-z]{2,}$/.test(top) &&
    labels.every((l) => l !== "")
  );
}

function endsWithCloser(line: string): boolean {
  const t = trimTrailing(line, false);
  return t !== "" && CLOSERS.has(t[t.length - 1]);
}

/**
 * The last item of a list that never ends its items with punctuation ("1. Chocolate-covered
 * bacon" ... "10. Salt and vinegar chips"): complete in the list's own style. The item before
 * it (the number before, or a bullet at the same indent) must be there, and at least one of
 * the list's earlier items must end bare too; if every earlier item ends with a closer, a bare
 * last one is out of style and may be cut.
 */
function endsListInStyle(lines: string[]): boolean {
  const last = LIST_ITEM.exec(lines[lines.length - 1]);
  if (!last) return false;
  const [, indent, num, bullet] = last;
  let before = 0;
  let bare = 0;
  let sawPrevious = false;
  const stop = Math.max(0, lines.length - 1 - LIST_LOOKBACK);
  for (let i = lines.length - 2; i >= stop; i--) {
    const m = LIST_ITEM.exec(lines[i]);
    if (!m) continue;
    if (m[1].length < indent.length) break; // the list this item belongs to has ended
    if (m[1] !== indent || (num === undefined) !== (m[2] === undefined)) continue;
    if (num !== undefined && Number(m[2]) === Number(num) - 1) sawPrevious = true;
    if (bullet !== undefined && m[3] === bullet) sawPrevious = true;
    before++;
    if (!endsWithCloser(lines[i])) bare++;
  }
  return sawPrevious && before >= 2 && bare >= 1;
}

/** The row of a table with the same number of cells as the row above it. */
function endsTableRow(lines: string[]): boolean {
  if (lines.length < 2) return false;
  const last = lines[lines.length - 1].trim();
  const prev = lines[lines.length - 2].trim();
  const cells = (l: string) => l.split("|").length;
  return (
    last.length > 1 &&
    last.startsWith("|") &&
    last.endsWith("|") &&
    prev.startsWith("|") &&
    cells(prev) === cells(last)
  );
}

/**
 * Structured endings that carry no sentence punctuation and yet are complete: a list item in
 * its list's style, a table row, a closed markup element, one equation's result, hashtags
 * after a sentence, a link, or a line wholly in bold ("**End of Scene 1**"). A cut lands
 * mostly inside such a line, where none of these shapes holds.
 */
function endsStructured(lines: string[], text: string, rawLast: string): boolean {
  const last = lines[lines.length - 1].trim();
  if (endsListInStyle(lines) || endsTableRow(lines)) return true;
  const tag = CLOSING_TAG.exec(last);
  if (tag) return text.includes(`<${tag[1]}`);
  if (last.length <= SHORT_LINE_CHARS && EQUATION_RESULT.test(last)) return true;
  // Hashtags after a finished sentence, or a link alone, after a label ("Link: ...") or a
  // sentence: read token by token from the end, so a long line costs linear time.
  const tokens = last.split(/\s+/);
  let k = tokens.length;
  while (k > 0 && HASHTAG.test(tokens[k - 1])) k--;
  if (k === tokens.length && URL_TOKEN.test(tokens[k - 1])) {
    if (!wholeUrl(tokens[k - 1])) return false;
    k--;
  }
  if (k < tokens.length) {
    const before = tokens.slice(0, k).join(" ");
    return before === "" || /^[-*•]$/.test(before) || endsWithCloser(before);
  }
  const bold = rawLast.trim();
  return bold.length > 4 && /^\*\*[^*\n]+\*\*$/.test(bold);
}

export function looksFinished(text: string): boolean {
  const raw = text.trimEnd();
  if (raw === "") return false;
  const kind = byKind(raw);
  if (kind !== null) return kind;
  const t = trimTrailing(raw, false);
  if (t === "") return true; // nothing but emoji or emphasis marks
  if (CLOSERS.has(t[t.length - 1])) return true;
  if (t.endsWith("```")) return (t.split("```").length - 1) % 2 === 0;
  const lines = t.split("\n").filter((l) => l.trim() !== "");
  const last = lines[lines.length - 1].trim();
  const prev = lines.length >= 2 ? lines[lines.length - 2].trimEnd() : undefined;
  if (isShortAnswer(last, prev)) return true;
  if (isSignOff(last)) return true;
  const rawLines = raw.split("\n");
  if (endsStructured(lines, t, rawLines[rawLines.length - 1])) return true;
  if (prev !== undefined && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
    return prev.endsWith(",") || isSignOff(prev);
  }
  return false;
}

/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;

/** The rule looksTruncated applies, in words, as the truncation gates report it. */
export const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars not ending as a sentence, answer, label, closed code/JSON, list, table, tag, link`;

/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
export function looksTruncated(text: string, finishReason: string | undefined): string | null {
  if (finishReason === "length") return "finish_reason is length";
  const t = text.trimEnd();
  if (t.length >= LONG_REPLY && !looksFinished(t)) return "a long reply that stops mid-thought";
  return null;
}
