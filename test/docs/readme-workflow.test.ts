// The README's workflow is the documented way to configure the gate (issue 21): the rule in
// .github/heldout-gate.yml, the workflow naming only files. Its blocks are the example files,
// the policy parses with the reader the action uses, and no example workflow sets a policy
// field through `with:` (a value there could only tighten the base policy, never set it).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePolicy } from "../../src/policy/file.js";
import { isPolicyInput } from "../../src/policy/fields.js";

const read = (p: string) => readFileSync(p, "utf8");

/** The `with:` keys of each step that uses the action. */
function actionInputs(yml: string): string[] {
  const out: string[] = [];
  for (const m of yml.matchAll(/- uses: <owner>\/heldout-gate@v0\n {8}with:\n((?: {10}.*\n)+)/g)) {
    for (const line of m[1]!.split("\n")) {
      const k = line.match(/^ {10}([a-z0-9-]+):/);
      if (k) out.push(k[1]!);
    }
  }
  return out;
}

describe("the README's workflow", () => {
  const readme = read("README.md");
  const section = readme.slice(
    readme.indexOf("## Use it in a workflow"),
    readme.indexOf("\n## ", readme.indexOf("## Use it in a workflow") + 3),
  );
  const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);

  it("shows the example policy and the example workflow, as they are", () => {
    expect(blocks).toEqual([
      read("examples/heldout-gate.yml"),
      read("examples/gate-same-repo.yml"),
    ]);
  });

  it("the policy is valid for the action's own reader and holds the rule", () => {
    const p = parsePolicy(read("examples/heldout-gate.yml"), "examples/heldout-gate.yml");
    expect(p.values).toMatchObject({
      "must-not-regress": "marker:refund_only_when_allowed",
      "graded-by": "program",
    });
  });

  it("no example workflow sets a policy field in with:", () => {
    for (const f of [
      "examples/gate-same-repo.yml",
      "examples/fork-safe-gate.yml",
      "examples/fork-safe-report.yml",
      "examples/sharded-gate.yml",
    ]) {
      const used = actionInputs(read(f));
      expect(used, f).toContain("heldout");
      expect(used.filter(isPolicyInput), f).toEqual([]);
    }
  });
});

describe("the README and the docs/ pages", () => {
  const pages = [
    "README.md",
    ...readdirSync("docs")
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];

  it("link only files that exist (relative links, anchors aside)", () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const m of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split("#")[0]!;
        if (target === "" || /^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(dirname(page), target))) broken.push(`${page}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the README links each page the long reference moved to", () => {
    const readme = read("README.md");
    for (const page of [
      "docs/inputs.md",
      "docs/recipes.md",
      "docs/large-data.md",
      "docs/binding.md",
      "docs/security.md",
      "docs/how-it-decides.md",
      "docs/pair-gates.md",
      "docs/development.md",
    ]) {
      expect(readme, page).toContain(`](${page})`);
    }
  });
});
