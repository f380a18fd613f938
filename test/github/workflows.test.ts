// The example workflows are documentation people copy: check that each asks for exactly
// the permissions its mode needs, uses only inputs action.yml declares, and that the
// privileged report workflow never checks out or runs code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (p: string) => readFileSync(p, "utf8");

/** The top-level `permissions:` block as {scope: level}. */
function permissions(yml: string): Record<string, string> {
  const m = yml.match(/^permissions:\n((?: {2}\S.*\n)+)/m);
  if (!m) return {};
  const out: Record<string, string> = {};
  for (const line of (m[1] as string).split("\n")) {
    const kv = line.match(/^ {2}([a-z-]+): (read|write|none)\b/);
    if (kv) out[kv[1] as string] = kv[2] as string;
  }
  return out;
}

/** Input names given under each `with:` of a step that uses the action. */
function actionInputs(yml: string): string[] {
  const names: string[] = [];
  const blocks = yml
    .split(/\n\s+- uses: /)
    .filter((b) => /^(your-org\/heldout-gate@|\.\/\n)/.test(b));
  for (const b of blocks) {
    for (const m of b.matchAll(/^ {10}([a-z0-9-]+):/gm)) names.push(m[1] as string);
  }
  return names;
}

const declared = new Set(
  [
    ...read("action.yml")
      .split(/^outputs:/m)[0]!
      .matchAll(/^ {2}([a-z0-9-]+):$/gm),
  ].map((m) => m[1]),
);

describe("example workflows", () => {
  it("the same-repo gate may write checks and comments and read contents", () => {
    expect(permissions(read("examples/gate-same-repo.yml"))).toEqual({
      contents: "read",
      checks: "write",
      "pull-requests": "write",
    });
  });

  it("the fork-safe gate runs with read-only contents and nothing else", () => {
    expect(permissions(read("examples/fork-safe-gate.yml"))).toEqual({ contents: "read" });
  });

  it("the fork-safe report job writes only what it posts and never touches PR code", () => {
    const yml = read("examples/fork-safe-report.yml");
    expect(permissions(yml)).toEqual({
      actions: "read",
      checks: "write",
      "pull-requests": "write",
    });
    expect(yml).toMatch(/^ {2}workflow_run:/m);
    expect(yml).not.toMatch(/actions\/checkout|\brun:/);
    expect(yml).toMatch(/mode: report/);
  });

  it("use only inputs that action.yml declares", () => {
    expect(declared.size).toBeGreaterThan(20);
    for (const f of [
      "examples/gate-same-repo.yml",
      "examples/fork-safe-gate.yml",
      "examples/fork-safe-report.yml",
      ".github/workflows/example-gate.yml",
    ]) {
      const used = actionInputs(read(f));
      expect(used.length, f).toBeGreaterThan(0);
      for (const name of used) expect(declared.has(name), `${f}: ${name}`).toBe(true);
    }
  });

  it("the repository's own workflows declare least privilege", () => {
    expect(permissions(read(".github/workflows/ci.yml"))).toEqual({ contents: "read" });
    expect(permissions(read(".github/workflows/check-dist.yml"))).toEqual({ contents: "read" });
    expect(read(".github/workflows/ci.yml")).toMatch(/run: bash \.ci\/run/);
  });
});
