// Every recipe of docs/recipes.md's "Use it with your eval harness" runs on the real files it
// stands for. A `<!-- recipe: PATH=FIXTURE ... -->` comment before each sh block says
// which file of fixtures/formats/ sits at each path the recipe names; the commands run
// in a fresh directory holding those copies, through the CLI's own main().
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";

const PAGE = readFileSync("docs/recipes.md", "utf8");
const start = PAGE.indexOf("## Use it with your eval harness");
const next = PAGE.indexOf("\n## ", start + 1);
const section = PAGE.slice(start, next < 0 ? PAGE.length : next);
const RECIPE = /<!-- recipe: ([^>]*?) -->\n```sh\n([\s\S]*?)```/g;
const PATH_FLAGS = new Set([
  "--from",
  "--out",
  "--heldout",
  "--baseline",
  "--candidate",
  "--pairs",
  "--sft",
]);

const tmp = mkdtempSync(join(tmpdir(), "hg-recipes-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Shell words: spaces split, single quotes group (all the recipes use). */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

const recipes = [...section.matchAll(RECIPE)].map((m) => ({
  files: m[1]!
    .trim()
    .split(/\s+/)
    .map((p) => p.split("=") as [string, string]),
  commands: m[2]!.trim().split("\n"),
}));

describe("docs/recipes.md recipes", () => {
  it("there is one per tool", () => {
    expect(start).toBeGreaterThan(0);
    expect(recipes.map((r) => r.files[0]![1].split("/")[0])).toEqual([
      "lm-eval",
      "inspect",
      "promptfoo",
      "openai-evals",
      "swe-bench",
      "tau-bench",
      "tau2-bench",
      "terminal-bench",
      "bfcl",
    ]);
  });

  recipes.forEach((r, k) => {
    const tool = r.files[0]![1].split("/")[0]!;
    it(`${tool}: freeze and check run on the tool's real files with no conversion and no fields`, async () => {
      const dir = join(tmp, String(k));
      for (const [at, fixture] of r.files) {
        mkdirSync(dirname(join(dir, at)), { recursive: true });
        copyFileSync(join("fixtures/formats", fixture), join(dir, at));
      }
      vi.spyOn(console, "log").mockImplementation(() => {});
      const errors: string[] = [];
      vi.spyOn(console, "error").mockImplementation((m: string) => void errors.push(m));
      for (const command of r.commands) {
        const argv = words(command);
        expect(argv[0]).toBe("heldout-gate");
        const args = argv
          .slice(1)
          .map((a, i, all) => (PATH_FLAGS.has(all[i - 1]!) ? join(dir, a) : a));
        if (args[0] === "freeze") {
          expect(await main(args), errors.join("\n")).toBe(0);
          continue;
        }
        const out = join(dir, "out");
        const code = await main([...args, "--out", out, "--resamples", "1000"]);
        const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as {
          problems: unknown[];
          stopped?: unknown;
          model: { coverage: { heldout_tasks: number } } | null;
        };
        expect(report.problems).toEqual([]);
        expect(report.stopped).toBeUndefined();
        expect(report.model?.coverage.heldout_tasks).toBeGreaterThan(0);
        expect([0, 1]).toContain(code); // a verdict, not bad input
      }
    });
  });
});

// "Run it on your own files": each `<!-- data-recipe: PATH=FIXTURE ... -->` names files
// under fixtures/ (training files in the trainers' own layouts, Parquet included); every
// check reads them with no problem and runs the data gates.
const OWN = PAGE.indexOf("## Run it on your own files");
const ownSection = PAGE.slice(OWN, PAGE.indexOf("\n## ", OWN + 1));
const DATA_RECIPE = /<!-- data-recipe: ([^>]*?) -->\n```sh\n([\s\S]*?)```/g;
const dataRecipes = [...ownSection.matchAll(DATA_RECIPE)].map((m) => ({
  files: m[1]!
    .trim()
    .split(/\s+/)
    .map((p) => p.split("=") as [string, string]),
  commands: m[2]!.trim().split("\n"),
}));

describe("docs/recipes.md recipes for training files", () => {
  it("cover Alpaca, orca, UltraFeedback, Argilla and Parquet", () => {
    const named = dataRecipes.flatMap((r) => r.files.map(([, f]) => f));
    for (const f of [
      "alpaca_en_demo.json.gz",
      "axolotl/alpaca.json",
      "intel-orca-dpo/",
      "ultrafeedback-binarized/",
      "argilla/",
      ".parquet",
    ]) {
      expect(
        named.some((n) => n.includes(f)),
        f,
      ).toBe(true);
    }
  });

  dataRecipes.forEach((r, k) => {
    it(`${r.files.at(-1)![1]}: check reads it as it is, with no fields`, async () => {
      const dir = join(tmp, `data-${k}`);
      for (const [at, fixture] of r.files) {
        mkdirSync(dirname(join(dir, at)), { recursive: true });
        copyFileSync(join("fixtures", fixture), join(dir, at));
      }
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      for (const [i, command] of r.commands.entries()) {
        const argv = words(command);
        expect(argv[0]).toBe("heldout-gate");
        expect(argv[1]).toBe("check");
        const args = argv
          .slice(1)
          .map((a, j, all) => (PATH_FLAGS.has(all[j - 1]!) ? join(dir, a) : a));
        const out = join(dir, `out-${i}`);
        const code = await main([...args, "--out", out]);
        const report = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as {
          problems: unknown[];
          stopped?: unknown;
          inputs: { role: string; rows: number; shape: string }[];
        };
        expect(report.problems).toEqual([]);
        expect(report.stopped).toBeUndefined();
        const data = report.inputs.filter((f) => f.role === "pairs" || f.role === "sft");
        expect(data).toHaveLength(1);
        expect(data[0]!.rows).toBeGreaterThan(0);
        expect(data[0]!.shape).not.toBe("unknown");
        expect([0, 1]).toContain(code);
      }
    });
  });
});
