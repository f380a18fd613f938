import { expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { actionTables } from "../../scripts/action-table.js";

it("the README's inputs/outputs tables are the ones action.yml gives", () => {
  const readme = readFileSync("README.md", "utf8");
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
