// Marker phrase families, kept as data. The phrases are the whileai SDK's
// STYLE_MARKERS lists (facts we keep for comparable numbers); the family names
// are the tics themselves. Matching is a case-insensitive substring test after
// typographic quotes are folded to ASCII (see phrase-matcher.ts).

export const STYLE_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  boilerplate: [
    "certainly!",
    "certainly,",
    "absolutely!",
    "of course!",
    "great question",
    "as an ai",
    "as a language model",
    "i hope this helps",
    "let me know if you have any other questions",
    "let me know if there's anything else",
    "feel free to ask",
    "happy to help",
  ],
  hedging: [
    "it depends",
    "i'm not sure",
    "i am not sure",
    "may or may not",
    "it's worth noting",
    "it is worth noting",
    "it's important to note",
    "it is important to note",
    "keep in mind that",
    "generally speaking",
    "in most cases",
    "i can't say for certain",
  ],
  apology: ["i apologize", "i'm sorry", "i am sorry", "sorry for the", "apologies for"],
  sycophancy: [
    "you're absolutely right",
    "you are absolutely right",
    "you're right",
    "great point",
    "excellent point",
    "excellent question",
    "i completely agree",
    "what a great",
    "that's a great idea",
  ],
  refusal: [
    "i can't help with",
    "i cannot help with",
    "i can't assist",
    "i cannot assist",
    "i'm unable to",
    "i am unable to",
    "i won't be able to",
    "i'm not able to",
    "i am not able to",
    "i can't do that",
    "i cannot do that",
  ],
};

/** Built-in families with the user's: a user family of the same name replaces ours. */
export function styleFamilies(
  overrides: Record<string, string[]>,
): { name: string; phrases: string[] }[] {
  const merged: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(STYLE_FAMILIES)) merged[k] = [...v];
  for (const [k, v] of Object.entries(overrides)) merged[k] = [...v];
  const builtin = Object.keys(STYLE_FAMILIES);
  const extra = Object.keys(overrides)
    .filter((k) => !builtin.includes(k))
    .sort();
  return [...builtin, ...extra].map((name) => ({ name, phrases: merged[name] }));
}
