// The committed example world must be exactly what the generator writes today:
// regenerate into a temp dir and compare every file byte for byte.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const committed = join(root, "fixtures/example");
const out = mkdtempSync(join(tmpdir(), "example-world-"));
const run = spawnSync(
  process.execPath,
  [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/make-fixtures.ts", out],
  { cwd: root, encoding: "utf8", timeout: 60_000 },
);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("make-fixtures", () => {
  it("runs cleanly and reports the gain as moved", () => {
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^check: moved \(CI low > 0, /m);
  });

  it("writes the same set of files that is committed", () => {
    expect(readdirSync(out).sort()).toEqual(readdirSync(committed).sort());
  });

  it.each(readdirSync(committed).sort())("regenerates %s byte for byte", (name) => {
    const fresh = readFileSync(join(out, name));
    const kept = readFileSync(join(committed, name));
    expect(fresh.equals(kept)).toBe(true);
  });

  it("quotes in the README exactly the figures it printed", () => {
    const printed = run.stdout
      .split("\n")
      .filter((l) => l !== "" && !l.startsWith("wrote "))
      .join("\n");
    const readme = readFileSync(join(committed, "README.md"), "utf8");
    expect(readme).toContain("```text\n" + printed + "\n```");
  });
});
