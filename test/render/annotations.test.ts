import { describe, expect, it } from "vitest";
import {
  batches,
  buildAnnotations,
  findingAnnotation,
  problemAnnotation,
  workspacePath,
} from "../../src/render/annotations.js";
import { failReport, hasHiddenChar, hugeReport } from "./sample-report.js";

const WS = "/home/runner/work/repo/repo";

describe("workspacePath", () => {
  it.each([
    [`${WS}/data/pairs.jsonl`, "data/pairs.jsonl"],
    ["data/pairs.jsonl", "data/pairs.jsonl"],
    ["./data/../data/pairs.jsonl", "data/pairs.jsonl"],
    ["data\\win\\pairs.jsonl", "data/win/pairs.jsonl"],
  ])("%s -> %s", (file, rel) => {
    expect(workspacePath(file, WS)).toBe(rel);
    expect(workspacePath(file, WS + "/")).toBe(rel);
  });

  it.each(["/etc/passwd", "../outside.jsonl", `${WS}/../other/x.jsonl`, WS, "."])(
    "%s is outside the workspace",
    (file) => {
      expect(workspacePath(file, WS)).toBeNull();
    },
  );

  it("an absolute path needs an absolute workspace", () => {
    expect(workspacePath(`${WS}/a.jsonl`, "relative/ws")).toBeNull();
  });
});

describe("annotations", () => {
  it("turns problems and findings into annotations, problems first", () => {
    const r = failReport();
    r.problems[0]!.file = `${WS}/data/pairs.jsonl`;
    const { annotations, skipped } = buildAnnotations(r, WS);
    expect(skipped).toEqual({ outside_workspace: 0, over_cap: 0, repeated: 0 });
    expect(annotations).toEqual([
      {
        path: "data/pairs.jsonl",
        start_line: 12,
        end_line: 12,
        annotation_level: "failure",
        message: "expected a string (field chosen)",
        title: "heldout-gate: invalid row",
      },
      {
        path: "data/pairs.jsonl",
        start_line: 3,
        end_line: 3,
        annotation_level: "failure",
        message: "chosen side matches test task t-7",
        title: "heldout-gate: contamination",
      },
      {
        path: "data/pairs.jsonl",
        start_line: 9,
        end_line: 9,
        annotation_level: "failure",
        message: "prompt overlaps test task t-2 (0.91 of words)",
        title: "heldout-gate: contamination",
      },
    ]);
  });

  it("moves line 0 (whole file) and bad lines to line 1", () => {
    const p = problemAnnotation({ file: "a", line: 0, field: "", reason: "file is empty" }, "a");
    expect([p.start_line, p.end_line, p.title]).toEqual([1, 1, "heldout-gate: invalid file"]);
    for (const line of [-3, Number.NaN, 0.5]) {
      const f = findingAnnotation({ file: "a", line, level: "notice", message: "m" }, "style", "a");
      expect(f.start_line).toBe(1);
      expect(f.annotation_level).toBe("notice");
    }
  });

  it("keeps messages short and free of control characters", () => {
    const f = findingAnnotation(
      { file: "a", line: 2, level: "warning", message: "\u202ex\u0000" + "y".repeat(100_000) },
      "length",
      "a",
    );
    expect(f.message.length).toBeLessThanOrEqual(1000);
    expect(f.message.endsWith("…")).toBe(true);
    expect(hasHiddenChar(f.message)).toBe(false);
  });

  it("counts what it leaves out: outside the workspace and over the cap", () => {
    const r = hugeReport(600);
    r.problems[0]!.file = "/etc/passwd";
    const { annotations, skipped } = buildAnnotations(r, WS, 1000);
    // 600 problems + 2 gates x 600 findings, one problem outside.
    expect(annotations).toHaveLength(1000);
    expect(skipped.outside_workspace).toBe(1);
    expect(skipped.over_cap).toBe(600 + 2 * 600 - 1 - 1000);
  });
});

describe("annotations of a problem many rows share", () => {
  it("annotates its first 3 lines, says how many rows have it and counts the rest", () => {
    const r = failReport();
    const file = "data/pairs.jsonl";
    r.problems = Array.from({ length: 500 }, (_, i) => ({
      file,
      line: i + 1,
      field: "reward",
      reason: "is missing",
    }));
    r.inputs[1]!.problem_groups = [
      { file, field: "reward", reason: "is missing", count: 4200, lines: [1, 2, 3] },
    ];
    const { annotations, skipped } = buildAnnotations(r, WS);
    const rows = annotations.filter((a) => a.title === "heldout-gate: invalid row");
    expect(rows.map((a) => a.start_line)).toEqual([1, 2, 3]);
    expect(rows[0]!.message).toBe(
      "is missing (field reward) [4200 rows have this problem; the first 3 are annotated]",
    );
    expect(rows[1]!.message).toBe("is missing (field reward)");
    expect(skipped.repeated).toBe(497);
  });
});

describe("batches", () => {
  it("splits into groups of at most 50", () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    const b = batches(items, 50);
    expect(b.map((x) => x.length)).toEqual([50, 50, 20]);
    expect(b.flat()).toEqual(items);
    expect(batches(items).map((x) => x.length)).toEqual([50, 50, 20]);
    expect(batches([], 50)).toEqual([]);
  });

  it("rejects a batch size that is not a positive integer", () => {
    expect(() => batches([1], 0)).toThrow(/positive integer/);
    expect(() => batches([1], 2.5)).toThrow(/positive integer/);
  });
});
