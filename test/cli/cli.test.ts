import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findExampleDir, main, parseArgs } from "../../src/cli.js";
import { captureConsole } from "../helpers/console.js";
import { VERSION } from "../../src/version.js";

afterEach(() => vi.restoreAllMocks());
const tmp = () => mkdtempSync(join(tmpdir(), "hg-cli-"));

describe("parseArgs", () => {
  it("takes every action input as a flag, in both --name value and --name=value forms", () => {
    const a = parseArgs(["--heldout", "h.jsonl", "--seed=7", "--out", "o", "--json"]);
    expect(a.raw).toEqual({ heldout: "h.jsonl", seed: "7", "out-dir": "o" });
    expect(a.json).toBe(true);
  });
  it("refuses unknown flags, stray words and a flag without its value", () => {
    expect(() => parseArgs(["--nope", "1"])).toThrow(/unknown flag --nope/);
    expect(() => parseArgs(["stray"])).toThrow(/unexpected argument "stray"/);
    expect(() => parseArgs(["--heldout"])).toThrow(/needs a value/);
  });
});

describe("heldout-gate check", () => {
  it("finds the example world from src/ and from dist/cli/", () => {
    expect(findExampleDir(join(process.cwd(), "src"))).toMatch(/fixtures\/example$/);
    expect(findExampleDir(join(process.cwd(), "dist", "cli"))).toMatch(/fixtures\/example$/);
  });

  it("prints usage and exits 2 with no arguments; 0 for --help", async () => {
    const { out } = captureConsole();
    expect(await main([])).toBe(2);
    expect(out.join("\n")).toMatch(/usage: heldout-gate check/);
    expect(await main(["--help"])).toBe(0);
  });

  it("runs the example world, prints the report and writes report.json and report.md", async () => {
    const { out } = captureConsole();
    const dir = tmp();
    expect(await main(["check", "--example", "--out", dir])).toBe(0);
    const text = out.join("\n");
    expect(text.split("\n")[0]).toMatch(/^PASS: pass_at_1 moved/);
    expect(text).toMatch(/verdict: PASS/);
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
    expect(report.schema_version).toBe(1);
    expect(report.decision.pass).toBe(true);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toMatch(/pass_at_1/);
  });

  it("--json prints exactly the report", async () => {
    const chunks: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((s) => (chunks.push(String(s)), true));
    captureConsole();
    expect(await main(["check", "--example", "--out", tmp(), "--json"])).toBe(0);
    expect(JSON.parse(chunks.join("")).decision.pass).toBe(true);
  });

  it("check --help and check -h print the usage and exit 0", async () => {
    const { out, err } = captureConsole();
    expect(await main(["check", "--help"])).toBe(0);
    expect(await main(["check", "-h"])).toBe(0);
    expect(await main(["check", "--example", "--help"])).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(3);
    for (const o of out) expect(o).toMatch(/^usage: heldout-gate check/);
  });

  it("the exit codes the help states are the ones main returns: 1 for a fail, 2 for bad input", async () => {
    const { out } = captureConsole();
    await main(["check", "--help"]);
    const help = out.join("\n").replace(/\s+/g, " ");
    expect(help).toMatch(
      /Exit code: 0 pass; 1 fail \(the inputs were read and the gate said no\); 2 bad usage or invalid input/,
    );
    // Valid inputs, no change (the candidate is the baseline): a fail, exit 1.
    const same = [
      "--heldout",
      "fixtures/example/heldout.jsonl",
      "--baseline",
      "fixtures/example/before.jsonl",
    ];
    expect(
      await main([
        "check",
        ...same,
        "--candidate",
        "fixtures/example/before.jsonl",
        "--out",
        tmp(),
      ]),
    ).toBe(1);
    // Rows that fail validation: exit 2, with the report still written.
    const dir = tmp();
    expect(
      await main([
        "check",
        ...same,
        "--candidate",
        "fixtures/broken/wrong-type.jsonl",
        "--out",
        dir,
      ]),
    ).toBe(2);
    expect(JSON.parse(readFileSync(join(dir, "report.json"), "utf8")).problems.length).toBe(4);
  });

  it("exits 2 and lists each bad row with file:line: field when an input is invalid", async () => {
    const { out } = captureConsole();
    const code = await main([
      "check",
      "--heldout",
      "fixtures/broken/missing-field.jsonl",
      "--pairs",
      "fixtures/example/pairs.jsonl",
      "--out",
      tmp(),
    ]);
    expect(code).toBe(2);
    expect(out.join("\n")).toContain("fixtures/broken/missing-field.jsonl:2: prompt:");
  });

  it("exits 2 with a clear message for a missing file or a bad flag value", async () => {
    const { err } = captureConsole();
    expect(
      await main(["check", "--heldout", "nope.jsonl", "--pairs", "x.jsonl", "--out", tmp()]),
    ).toBe(2);
    expect(err.join("\n")).toMatch(/nope\.jsonl/);
    expect(await main(["check", "--example", "--resamples", "ten"])).toBe(2);
    expect(err.join("\n")).toMatch(/"resamples"/);
  });

  it("a metric name no row measures is a usage error (exit 2) with the measured names and the nearest", async () => {
    const { out, err } = captureConsole();
    for (const [flag, name, near] of [
      ["--target", "pass@1", "pass_at_1"],
      ["--must-not-regress", "refund_only_when_alowed", "marker:refund_only_when_allowed"],
      ["--target", "marker:nope", null],
    ] as const) {
      err.length = 0;
      const dir = tmp();
      expect(await main(["check", "--example", flag, name, "--out", dir])).toBe(2);
      const msg = err.join("\n");
      expect(msg).toMatch(
        new RegExp(`^heldout-gate: input "${flag.slice(2)}": ${flag.slice(2)} names `),
      );
      expect(msg).toContain("which no row of either side measures");
      expect(msg).toContain(
        "the measured metrics are pass_at_1, marker:looked_up_first, marker:refund_only_when_allowed, marker:refunds_when_eligible",
      );
      if (near) expect(msg).toContain(`(did you mean ${near}?)`);
      else expect(msg).not.toContain("did you mean");
      // Not a verdict on the model: the report says the run stopped.
      const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
      expect(report.decision.verdict).toBe("error");
      expect(report.stopped.input).toBe(flag.slice(2));
    }
    expect(out.join("\n")).not.toMatch(/verdict: FAIL/);
  });

  it("suggests the nearest flag or command, and says nothing near for a stranger", async () => {
    const { err } = captureConsole();
    expect(() => parseArgs(["--must-not-regres", "x"])).toThrow(
      "unknown flag --must-not-regres (did you mean --must-not-regress?)",
    );
    expect(() => parseArgs(["--exmple"])).toThrow(
      "unknown flag --exmple (did you mean --example?)",
    );
    expect(() => parseArgs(["--zzzzzz", "1"])).toThrow(/^unknown flag --zzzzzz$/);
    expect(await main(["chek", "--example"])).toBe(2);
    expect(err[0]).toMatch(/^heldout-gate: unknown command "chek" \(did you mean check\?\)/);
    expect(await main(["merge", "s.json", "--jsn"])).toBe(2);
    expect(err.at(-1)).toMatch(/unknown flag --jsn \(did you mean --json\?\)/);
  });

  it("--version prints the version; merge --help its usage, both exit 0", async () => {
    const { out } = captureConsole();
    expect(await main(["--version"])).toBe(0);
    expect(out).toEqual([VERSION]);
    expect(await main(["merge", "--help"])).toBe(0);
    expect(out[1]).toMatch(/^usage: heldout-gate merge STATE\.\.\. \[--out DIR\] \[--json\]/);
    expect(out[1]).toMatch(/Exit code: 0 pass; 1 fail; 2 /);
  });
});

it("a flag followed by another flag is a missing value, not a value", () => {
  expect(() => parseArgs(["--out", "--json"])).toThrow(/flag --out needs a value/);
});
