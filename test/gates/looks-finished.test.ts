// Truncation false alarms: a long reply that ends in a complete short answer is finished
// whatever its last character, and the reply's kind (open code block, unclosed JSON)
// can also say "cut off" where punctuation says "finished".
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
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

describe("structured endings without sentence punctuation", () => {
  const list = (items: string[]) => items.map((x, i) => `${i + 1}. ${x}`).join("\n");
  it.each([
    [
      "a list whose items end bare",
      list(["Chocolate bacon", "Fries with ice cream", "Salt and vinegar chips"]),
    ],
    ["a bulleted list, blank lines between", "- Location\n\n- Make\n\n- Condition of the keys"],
    ["a table row as wide as the one above", "| Name | Age |\n|------|-----|\n| Alice | 30 |"],
    ["a closed markup element", "<table>\n  <tr><td>Jill</td></tr>\n</table>"],
    ["one equation's result", "Thus, the final result is:\n10 / 5 = 2"],
    ["a result with a unit", "(210 - 32) * 5/9 = 98.9°C"],
    [
      "hashtags after a sentence",
      "Get yourself a puppy and experience love like no other. #PuppyLove",
    ],
    ["a link after a label", "Link: https://www.example.org/2019/12/16/ai-trends/"],
    ["a link on its own line", "Here is a graph:\n\nhttps://example.org/science/article/S0960"],
    ["a line wholly in bold", "[The lights fade.]\n\n**End of Scene 1**"],
  ])("%s", (_name, end) => {
    expect(cut(end)).toBeNull();
  });

  it.each([
    [
      "a bare last item where every earlier item ends with a full stop",
      list(["Open the box.", "Take out the part.", "Fit the"]),
    ],
    ["a single item, nothing before it in its list", "Here are the steps:\n1) Open the"],
    ["a table row cut short", "| Name | Age |\n|------|-----|\n| Alice"],
    ["a closing tag nothing opened", "and then the text ends with </table>"],
    ["a row of several equations cut mid-row", "2x7=14 | 3x7=21\n2x8=16 | 3x8=24 | 4x8=32"],
    ["hashtags after an unfinished sentence", "You should really get a puppy because #PuppyLove"],
    ["a link cut inside its host", "how your choice will affect it: https://www.nbc"],
    ["a link after unfinished words", "you can read more about it on https://example.org/a"],
    ["bold that never closes", "**The lights fade and the"],
  ])("%s is still cut off", (_name, end) => {
    expect(cut(end)).not.toBeNull();
  });

  it("a hostile last line of hashtags and links is read in linear time", () => {
    const line = "#a ".repeat(200_000) + "x ".repeat(100_000) + "https://";
    const t0 = performance.now();
    expect(cut(line)).not.toBeNull();
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe("LLaMA-Factory's alpaca_en_demo (999 real completions)", () => {
  it("flags the 9 that stop mid-thought, not the 11 structured endings flagged before", () => {
    const url = new URL(
      "../../fixtures/train-formats/llama-factory/alpaca_en_demo.json.gz",
      import.meta.url,
    );
    const rows = JSON.parse(gunzipSync(readFileSync(url)).toString("utf8")) as { output: string }[];
    const flagged = rows
      .filter((r) => looksTruncated(r.output, undefined) !== null)
      .map((r) => r.output.trimEnd().slice(-24));
    // Before the structured endings: 20, with a closing </table>, two markdown table rows,
    // three numbered lists, two equations, a hashtag, a link and a bold stage line among them.
    // "3.  Return the `result` list" stays: the list's earlier items end with "." and ":".
    expect(flagged).toEqual([
      "me, it may need to be re",
      "2x8=16 | 3x8=24 | 4x8=32",
      "he list. Then we reverse",
      "der of the importance of",
      "’s writing is absolutely",
      "anic section – your body",
      "that finally boiled over",
      "Return the `result` list",
      "invest in. While Bitcoin",
    ]);
  });
});
