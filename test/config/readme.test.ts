import { expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli.js";
import { actionTables } from "../../scripts/action-table.js";
import {
  INPUTS_DOC,
  quotedRun,
  refreshMarkedSamples,
  sampleDocs,
  type CliRun,
} from "../../scripts/lib/readme.js";

/** The CLI in this process, its console output captured. */
const runCli: CliRun = async (args) => {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  try {
    await main([...args, "--out", mkdtempSync(join(tmpdir(), "hg-sample-"))]);
  } finally {
    spy.mockRestore();
  }
  return lines;
};

it("docs/inputs.md's inputs/outputs tables are the ones action.yml gives, and the README links it", () => {
  expect(readFileSync("README.md", "utf8")).toContain(`](${INPUTS_DOC})`);
  const readme = readFileSync(INPUTS_DOC, "utf8");
  const start = readme.indexOf("<!-- action-table:start -->\n");
  const end = readme.indexOf("\n<!-- action-table:end -->");
  expect(start).toBeGreaterThan(0);
  const inReadme = readme.slice(start + "<!-- action-table:start -->\n".length, end);
  expect(inReadme).toBe(actionTables(readFileSync("action.yml", "utf8")));
});

it("the README's quick start has exactly the two promised commands, and package.json backs them", () => {
  const readme = readFileSync("README.md", "utf8");
  const quick = readme.slice(
    readme.indexOf("## Quick start"),
    readme.indexOf("## ", readme.indexOf("## Quick start") + 3),
  );
  const block = quick
    .match(/```sh\n([\s\S]*?)```/)![1]
    .trim()
    .split("\n");
  expect(block.map((l) => l.replace(/\s+#.*$/, ""))).toEqual(["npm ci && npm start", "npm test"]);
  const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts;
  expect(scripts.start).toMatch(/check --example/);
  expect(scripts.test).toBe("vitest run");
});

it("the README's sample of `npm start` is what the example run prints", async () => {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...a) => void lines.push(a.join(" ")));
  try {
    expect(
      await main(["check", "--example", "--out", mkdtempSync(join(tmpdir(), "hg-readme-"))]),
    ).toBe(0);
  } finally {
    spy.mockRestore();
  }
  const printed = lines.join("\n").split("\n");
  const readme = readFileSync("README.md", "utf8");
  const sample = readme.slice(readme.indexOf("```text\n") + 8, readme.indexOf("\n  ...\n```"));
  expect(printed.slice(0, sample.split("\n").length).join("\n")).toBe(sample);
});

it("every sample marked <!-- sample: ARGS --> in README.md or docs/*.md is a run of lines the CLI prints for ARGS", async () => {
  let count = 0;
  for (const file of sampleDocs()) {
    const text = readFileSync(file, "utf8");
    const samples = [...text.matchAll(/<!-- sample: (.+?) -->\n```text\n([\s\S]*?)\n```/g)];
    count += samples.length;
    for (const [, args, block] of samples) {
      const lines = await runCli(args.split(" "));
      expect(lines.join("\n"), `${file}: ${args}`).toContain(block);
    }
  }
  // The five of docs/pair-gates.md (HH-RLHF, AgentAlign, token length, chat template, rejection).
  expect(count).toBeGreaterThanOrEqual(5);
});

it("`npm run refresh -- readme` leaves the marked samples as they are (none cut to one line)", async () => {
  for (const file of sampleDocs()) {
    const text = readFileSync(file, "utf8");
    expect(await refreshMarkedSamples(text, runCli, file), file).toBe(text);
  }
});

it("a sample may quote lines from the middle of a paragraph", () => {
  const printed = [
    "VERDICT",
    "",
    "pairs x: WARN",
    "  [ok  ] a",
    "  [warn] b",
    "    b:1: warn",
    "    b:2: note",
    "",
    "end",
  ];
  // Starts and ends mid-paragraph; the refreshed block follows the new output line by line.
  expect(quotedRun(printed, "  [warn] b old summary\n    b:1: warn old")).toEqual([
    "  [warn] b",
    "    b:1: warn",
  ]);
  // A whole paragraph stays whole, and a window never runs past its paragraph.
  expect(quotedRun(printed, "pairs x: WARN\n    b:2: note")).toEqual(printed.slice(2, 7));
  expect(quotedRun(printed, "  [ok  ] a\nend")).toEqual(printed.slice(3, 4));
  expect(quotedRun([""], "x")).toEqual([]);
});
