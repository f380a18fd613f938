import { afterEach, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findExampleDir, main, parseArgs } from "../../src/cli.js";
import { captureConsole } from "../helpers/console.js";

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
});

it("a flag followed by another flag is a missing value, not a value", () => {
  expect(() => parseArgs(["--out", "--json"])).toThrow(/flag --out needs a value/);
});
