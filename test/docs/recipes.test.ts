// Every recipe of README's "Use it with your eval harness" runs on the real files it
// stands for. A `<!-- recipe: PATH=FIXTURE ... -->` comment before each sh block says
// which file of fixtures/formats/ sits at each path the recipe names; the commands run
// in a fresh directory holding those copies, through the CLI's own main().
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";

const README = readFileSync("README.md", "utf8");
const start = README.indexOf("## Use it with your eval harness");
const section = README.slice(start, README.indexOf("\n## ", start + 1));
const RECIPE = /<!-- recipe: ([^>]*?) -->\n```sh\n([\s\S]*?)```/g;
const PATH_FLAGS = new Set(["--from", "--out", "--heldout", "--baseline", "--candidate"]);

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

describe("README recipes", () => {
  it("there is one per tool", () => {
    expect(start).toBeGreaterThan(0);
    expect(recipes.map((r) => r.files[0]![1].split("/")[0])).toEqual([
      "lm-eval",
      "inspect",
      "promptfoo",
      "openai-evals",
      "swe-bench",
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
