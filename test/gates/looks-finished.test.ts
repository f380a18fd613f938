// Truncation false alarms: a long reply that ends in a complete short answer is finished
// whatever its last character, and the reply's kind (open code block, unclosed JSON)
// can also say "cut off" where punctuation says "finished".
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { looksFinished, looksTruncated } from "../../src/gates/looks-finished.js";

const reasoning =
  "Step 1: read the question carefully and note exactly what it asks for.\n" +
  "Step 2: work through the numbers one at a time, checking each against the text.\n" +
  "Step 3: pick the option the analysis supports.\n\n";
const cut = (end: string) => looksTruncated(reasoning + end, undefined);

describe("complete short answers after long reasoning are not cut off", () => {
  it.each([
    "Output: 2",
    "Answer: (1). no",
    "Answer: [1]. no;",
    "- Answer: (1). no",
    "Solution: Yes",
    "Final answer: B",
    "#### 42",
    "42",
    "**42**",
    "Yes",
    "Thus, the answer is:\n\n(B). Yes;",
    "So, the answer is:\n\nb). No",
    "The best answer is:\n\na) the red one",
    "Therefore the sentiment is POSITIVE. 😊",
    "```python\nprint(add(2, 3))\n```",
    "~~~\nSELECT name FROM users WHERE id = 7\n~~~",
    '{"answer": 2, "steps": ["read", "count"], "confidence": 0.9, "source": "the question", "ok": true, "n": 12}',
  ])("%j", (end) => {
    expect(end.length + reasoning.length).toBeGreaterThanOrEqual(200);
    expect(cut(end)).toBeNull();
  });
});

describe("the reply's kind can also say cut off", () => {
  it("an open code block is cut off even when its last line ends with a closer", () => {
    expect(looksFinished("Here is the fix:\n\n```python\nprint(total(items))")).toBe(false);
    expect(looksFinished("```js\nconst x = f(1);\n```\nand then:\n```js\ng(x)")).toBe(false);
  });

  it("a JSON document cut before its end is cut off, a whole one is finished", () => {
    const json = JSON.stringify({
      answer: 2,
      steps: ["read", "count", "check"],
      notes: "n".repeat(150),
    });
    expect(looksFinished(json)).toBe(true);
    expect(looksFinished(json.slice(0, json.indexOf("]") + 1))).toBe(false); // ends with "]"
    expect(looksFinished(json.slice(0, -8))).toBe(false); // inside a string
    expect(looksFinished(JSON.stringify([{ a: 1 }, { b: 2 }], null, 2))).toBe(true);
    // JSON followed by prose is read as prose.
    expect(looksFinished('{"a": 1} is the object you asked for.')).toBe(true);
  });
});

describe("still cut off", () => {
  it.each([
    "The study suggests",
    "11. The surgery is controversial, but Dr",
    "Here are the steps:\n1) Open the",
    "The answer depends on what you mean by the word and on",
    "Answer: the first thing to know is that the question has no single answer, because the",
  ])("%j", (end) => {
    expect(cut(end)).not.toBeNull();
  });
});

/** The reply of each side of an OpenAI preference row (fixtures/real/orca-dpo). */
function orcaReplies(): { line: number; preferred: string; rejected: string }[] {
  const url = new URL(
    "../../fixtures/real/orca-dpo/orca_dpo_pairs_validation.sample.jsonl",
    import.meta.url,
  );
  return readFileSync(url, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l, i) => {
      const r = JSON.parse(l) as {
        preferred_output: { content: string }[];
        non_preferred_output: { content: string }[];
      };
      return {
        line: i + 1,
        preferred: r.preferred_output[0].content,
        rejected: r.non_preferred_output[0].content,
      };
    });
}

describe("orca_dpo_pairs replies (7 real rows)", () => {
  it("the complete ones are not cut off; the one that stops mid-sentence is", () => {
    const flagged: string[] = [];
    for (const r of orcaReplies()) {
      if (looksTruncated(r.preferred, undefined)) flagged.push(`${r.line} preferred`);
      if (looksTruncated(r.rejected, undefined)) flagged.push(`${r.line} rejected`);
    }
    // Line 3 (row 73 of the file) ends "... The study suggests". Before the kind rules,
    // lines 1, 2, 4, 5 and 6 (preferred: "Answer: (1). no", "Output: 2", "Answer: [1]. no;",
    // "Output: Yes", "(B). Yes;") and line 7 (rejected, "POSITIVE. 😊") were flagged too.
    expect(flagged).toEqual(["3 rejected"]);
  });
});
