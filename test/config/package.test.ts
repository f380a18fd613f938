// The package installs as a bundle (issue 30): dist/ holds every package the code runs
// with, so package.json has no `dependencies` (installing the packed tarball fetches
// nothing), and `bundled` names those packages for the licence notices and Dependabot.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { parse } from "yaml";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  bundled: string[];
  files: string[];
  bin: Record<string, string>;
};

/** The packages src/ imports, by package name (node: built-ins left out). */
function imported(dir: string, out = new Set<string>()): Set<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) imported(p, out);
    else if (e.name.endsWith(".ts")) {
      const text = readFileSync(p, "utf8");
      for (const m of text.matchAll(/(?:from |import\()"([^".][^"]*)"/g)) {
        const spec = m[1]!;
        if (spec.startsWith("node:")) continue;
        out.add(
          spec
            .split("/")
            .slice(0, spec.startsWith("@") ? 2 : 1)
            .join("/"),
        );
      }
    }
  }
  return out;
}

it("has no runtime dependencies: the bundled packages are exact-pinned devDependencies", () => {
  expect(pkg.dependencies ?? {}).toEqual({});
  for (const name of pkg.bundled) {
    expect(pkg.devDependencies[name], name).toMatch(/^\d+\.\d+\.\d+$/);
  }
});

it("bundles exactly what src/ imports", () => {
  const used = imported("src");
  // tsx is loaded only when a worker runs from the .ts sources (tests), never from dist/.
  used.delete("tsx");
  expect([...pkg.bundled].sort()).toEqual([...used].sort());
});

it("Dependabot groups the bundled packages apart from the dev tools", () => {
  const cfg = parse(readFileSync(".github/dependabot.yml", "utf8")) as {
    updates: { "package-ecosystem": string; groups: Record<string, Record<string, unknown>> }[];
  };
  const npm = cfg.updates.find((u) => u["package-ecosystem"] === "npm")!;
  expect(npm.groups.bundled!.patterns).toEqual(pkg.bundled);
  expect(npm.groups["dev-tools"]!["exclude-patterns"]).toEqual(pkg.bundled);
});

it("packs the bundles and the action, and the bin is a node script", () => {
  expect(pkg.files).toContain("dist/");
  expect(pkg.files).toContain("action.yml");
  expect(pkg.bin["heldout-gate"]).toBe("dist/cli/index.js");
  // ncc keeps the entry's first line, so the CLI bundle starts with it too (.ci/pack-install
  // runs the installed bin).
  expect(readFileSync("src/cli.ts", "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
});
