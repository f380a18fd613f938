// Heuristic for "this reply ended on purpose", following the whileai SDK's
// looks_finished rules (terminal punctuation, balanced code fences, a bare
// answer line, or a sign-off) so our truncation counts agree with its reports.

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

function words(s: string): number {
  const t = s.trim();
  return t === "" ? 0 : t.split(/\s+/).length;
}

function isSignOff(line: string): boolean {
  const t = line.trim();
  return words(t) <= 6 && SIGN_OFF.test(t);
}

export function looksFinished(text: string): boolean {
  const t = text.trimEnd();
  if (t === "") return false;
  if (CLOSERS.has(t[t.length - 1])) return true;
  if (t.endsWith("```")) return (t.split("```").length - 1) % 2 === 0;
  const lines = t.split("\n").filter((l) => l.trim() !== "");
  const last = lines[lines.length - 1].trim();
  if (ANSWER_LINE.test(last)) return true;
  if (isSignOff(last)) return true;
  if (lines.length >= 2 && words(last) <= 5 && /^[A-Z\-—]/.test(last)) {
    const prev = lines[lines.length - 2].trimEnd();
    return prev.endsWith(",") || isSignOff(prev);
  }
  return false;
}

/** Replies at least this long (UTF-16 units, trailing space trimmed) must look finished. */
const LONG_REPLY = 200;

/** The rule looksTruncated applies, in words, as the truncation gates report it. */
export const TRUNCATION_RULE = `finish_reason length, or >= ${LONG_REPLY} chars that do not look finished`;

/** A reply counts as cut off when the generator says so, or a long one does not look finished. */
export function looksTruncated(text: string, finishReason: string | undefined): string | null {
  if (finishReason === "length") return "finish_reason is length";
  const t = text.trimEnd();
  if (t.length >= LONG_REPLY && !looksFinished(t)) return "a long reply that stops mid-thought";
  return null;
}
