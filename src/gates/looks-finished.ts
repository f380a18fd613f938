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
  if (prev !== undefined && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
    return prev.endsWith(",") || isSignOff(prev);
  }
  return false;
}

/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;

/** The rule looksTruncated applies, in words, as the truncation gates report it. */
export const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars ending neither as a short answer, label, closed code/JSON nor a sentence`;

/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
export function looksTruncated(text: string, finishReason: string | undefined): string | null {
  if (finishReason === "length") return "finish_reason is length";
  const t = text.trimEnd();
  if (t.length >= LONG_REPLY && !looksFinished(t)) return "a long reply that stops mid-thought";
  return null;
}
