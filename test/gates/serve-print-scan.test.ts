// The serve-skew prints are read with hand-written scanners (one pass, no backtracking) where
// they were first written as regexes; each is held here beside its regex on random texts
// made of the pieces that decide a match, so the reports stay byte-identical.
import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import {
  completionPrint,
  contextPrint,
  isSpace,
  labelLines,
  skelKey,
  skeleton,
  skeletonKey,
  SKELETON_CHARS,
  textHash,
} from "../../src/gates/serve-print.js";

const ID = /[A-Za-z0-9]*[0-9][\w.\-/]*|[A-Za-z][A-Za-z0-9]*(?:[_./-][A-Za-z0-9]+)+/g;
const TURN_LINE =
  /^[ \t]*(?:model|assistant|agent|environment|observation|tool(?: output| result)?)[ \t]*:/gim;
const OBSERVATION_LINE =
  /^[ \t]*(?:environment|observation|tool output|tool result|stdout|stderr|exit code)[ \t]*:/im;

const refSkeleton = (t: string) =>
  t.slice(0, SKELETON_CHARS).replace(ID, "#").replace(/\s+/g, " ").trim().toLowerCase();
const refTurns = (s: string) => s.match(TURN_LINE)?.length ?? 0;
const refNormalised = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/[0-9]+/g, "0")
    .trim();

const PIECES = [
  "assistant",
  "Assistant",
  "ASSISTANT",
  "model",
  "Agent",
  "environment",
  "Observation",
  "tool",
  "Tool output",
  "tool  output",
  "tool result",
  "tool Result",
  "stdout",
  "STDERR",
  "exit code",
  "Exit  code",
  "toolx",
  "xmodel",
  "assistan",
  ":",
  ":",
  "::",
  " ",
  "  ",
  "\t",
  "\n",
  "\r\n",
  "\r",
  "\u2028",
  "\u2029",
  "\u00a0",
  "\u3000",
  "\ufeff",
  "\u200b",
  "\v",
  "a",
  "b",
  "Z",
  "q9",
  "0",
  "42",
  "3.14",
  "_",
  ".",
  "-",
  "/",
  "__",
  "config_repair_001",
  "list_prod.py",
  "a.b",
  "a.-b",
  "x-",
  "-y",
  "ab/cd/ef",
  "é",
  "ſ",
  "ı",
  "\u212a",
  "\u0000",
  "K",
  "k",
  "\ud83d\ude00",
  "Task: ",
  "id=",
  "#",
];

const LABELS = [
  "model",
  "assistant",
  "agent",
  "environment",
  "observation",
  "tool",
  "tool output",
  "tool result",
  "stdout",
  "stderr",
  "exit code",
  "tool  output",
  "assistan",
  "toolx",
];
const BREAKS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "", " ", "\v"];
const pick = <T>(rng: () => number, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;

/** A label line now and then (any case, spaces or tabs around it), between random pieces. */
function text(rng: () => number, n: number): string {
  let s = "";
  for (let i = 0; i < n; i++) {
    if (rng() < 0.15) {
      const label = [...pick(rng, LABELS)].map((c) => (rng() < 0.3 ? c.toUpperCase() : c));
      s += pick(rng, BREAKS) + pick(rng, ["", " ", "\t", " \t "]) + label.join("");
      s += pick(rng, ["", " ", "\t", "x"]) + pick(rng, [":", ":", ";", ""]);
    } else s += pick(rng, PIECES);
  }
  return s;
}

describe("serve-print scanners against their regexes", () => {
  const rng = seedrandom.alea("serve-print-scan");
  const texts = Array.from({ length: 5_000 }, (_, i) => text(rng, 1 + (i % 120)));

  it("skeleton: ids and numbers as #, whitespace collapsed, lowercased", () => {
    expect(texts.map(skeleton)).toEqual(texts.map(refSkeleton));
    expect(texts.filter((t) => refSkeleton(t).includes("#")).length).toBeGreaterThan(1000);
    expect(skeleton("Fix  config_repair_001 in list_prod.py, 3 times\n")).toBe(
      "fix # in #, # times",
    );
  });

  it("skeleton keys: the hash of the skeleton, hashed while scanning an ASCII start", () => {
    const ascii = texts.map((t) => [...t].filter((c) => c.charCodeAt(0) < 0x80).join(""));
    const want = (t: string) => (refSkeleton(t) === "" ? "" : skelKey(refSkeleton(t)));
    expect(ascii.map(skeletonKey)).toEqual(ascii.map(want));
    expect(texts.map(skeletonKey)).toEqual(texts.map(want));
    expect(skeletonKey(" \t ")).toBe("");
    expect(skeletonKey("ΟΔΟΣ x")).toBe(skelKey("οδος x"));
  });

  it("turn lines: labels alone at a line's start before a colon", () => {
    const want = texts.map(refTurns);
    expect(texts.map((t) => labelLines(t, TURN_LABELS_REF))).toEqual(want);
    expect(want.filter((n) => n > 1).length).toBeGreaterThan(100);
    // Case is folded for letters only: NUL is no space, "[" no "{".
    for (const t of ["tool\u0000output: x", "Tool Output: x", "\ttool\u0000result: x"]) {
      expect(labelLines(t, TURN_LABELS_REF)).toBe(refTurns(t));
    }
    expect(refTurns("User: hi\nAssistant: yes\n  tool output :x\nTOOL  output: no")).toBe(2);
  });

  it("observations in a reply: the same rows as the regex", () => {
    const want = texts.map((t) => OBSERVATION_LINE.test(t));
    expect(texts.map((t) => completionPrint([], t).observation)).toEqual(want);
    const asMessage = (t: string) => completionPrint([{ role: "assistant", content: t }], "");
    expect(texts.map((t) => asMessage(t).observation)).toEqual(want);
    expect(want.filter(Boolean).length).toBeGreaterThan(100);
  });

  it("history depth and the system hash as the regexes and the built string give them", () => {
    const next = (i: number) => texts[(i + 1) % texts.length]!;
    const prints = texts.map((t, i) =>
      contextPrint(
        [
          { role: "system", content: t },
          { role: "user", content: next(i) },
        ],
        [],
      ),
    );
    expect(prints.map((p) => p.system)).toEqual(texts.map((t) => textHash([refNormalised(t)])));
    expect(prints.map((p) => p.depth)).toEqual(texts.map((_, i) => refTurns(next(i))));
  });

  it("isSpace is \\s for every UTF-16 unit", () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) {
      if (isSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    }
    expect(differ).toEqual([]);
    expect(isSpace(0xfeff) && isSpace(0x2028) && !isSpace(0x200b)).toBe(true);
  });
});

const TURN_LABELS_REF = [
  "model",
  "assistant",
  "agent",
  "environment",
  "observation",
  "tool",
  "tool output",
  "tool result",
];
