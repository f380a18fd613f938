import { describe, expect, it } from "vitest";
import { shortVersion, testVersion, TEST_VERSION } from "../../src/ledger/test-version.js";

const tasks = [
  { task_id: "a", prompt: "What is 2+2?", answer: "4" },
  { task_id: "b", prompt: "Name a prime.", family: "math" },
];

describe("test version", () => {
  it("is t- and 64 hex digits, the same for the same tasks and grader", () => {
    const v = testVersion(tasks, "exact-match@1");
    expect(v).toMatch(TEST_VERSION);
    expect(testVersion(structuredClone(tasks), "exact-match@1")).toBe(v);
    expect(shortVersion(v)).toBe(`${v.slice(0, 14)}…`);
  });

  it("does not depend on the order of the tasks", () => {
    expect(testVersion([...tasks].reverse(), null)).toBe(testVersion(tasks, null));
  });

  it("changes with any text, the grader, or a task added", () => {
    const v = testVersion(tasks, "g1");
    const edits = [
      testVersion([{ ...tasks[0]!, prompt: "What is 2+3?" }, tasks[1]!], "g1"),
      testVersion([{ ...tasks[0]!, answer: "5" }, tasks[1]!], "g1"),
      testVersion([tasks[0]!, { ...tasks[1]!, family: "logic" }], "g1"),
      testVersion([tasks[0]!, { ...tasks[1]!, reference: "2" }], "g1"),
      testVersion([{ ...tasks[0]!, task_id: "a2" }, tasks[1]!], "g1"),
      testVersion(tasks, "g2"),
      testVersion(tasks, null),
      testVersion([...tasks, { task_id: "c", prompt: "" }], "g1"),
    ];
    expect(new Set([v, ...edits]).size).toBe(edits.length + 1);
  });

  it("does not let one text run into the next (each field is its own JSON string)", () => {
    const a = testVersion([{ task_id: "x", prompt: "ab", answer: "c" }], null);
    const b = testVersion([{ task_id: "x", prompt: "a", answer: "bc" }], null);
    expect(a).not.toBe(b);
  });
});
