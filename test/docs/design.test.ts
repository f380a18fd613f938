// Comments cite docs/design.md by section number; every cited section must exist, and no
// comment may point at a design document outside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|js|sh)$/.test(e.name) ? [p] : [];
  });
}

const files = ["src", "test", "scripts", "bench"].flatMap(sourceFiles);
const design = readFileSync("docs/design.md", "utf8");
const sections = new Set([...design.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));

it("docs/design.md numbers its sections 1, 2, 3, ... in order", () => {
  const numbers = [...design.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
});

it("every docs/design.md §N cited in the code names a section that exists", () => {
  const cited: string[] = [];
  const missing: string[] = [];
  for (const f of files) {
    for (const m of readFileSync(f, "utf8").matchAll(/docs\/design\.md §(\d+)/g)) {
      cited.push(`${f} §${m[1]}`);
      if (!sections.has(m[1]!)) missing.push(`${f} §${m[1]}`);
    }
  }
  expect(cited.length).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});

it("no comment cites a design document that is not in the repository", () => {
  const self = join("test", "docs", "design.test.ts");
  const outside = files
    .filter((f) => f !== self)
    .filter((f) => /\bDESIGN (§|section)|wai-semantics/.test(readFileSync(f, "utf8")));
  expect(outside).toEqual([]);
});

it("every docs/statistics.md heading cited in the code exists", () => {
  const stats = readFileSync("docs/statistics.md", "utf8");
  const headings = new Set([...stats.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()));
  const cited: string[] = [];
  const missing: string[] = [];
  for (const f of files.filter((x) => x !== join("test", "docs", "design.test.ts"))) {
    const text = readFileSync(f, "utf8");
    for (const m of text.matchAll(/docs\/statistics\.md(?: "([^"]+)")?/g)) {
      cited.push(f);
      if (m[1] !== undefined && !headings.has(m[1])) missing.push(`${f}: "${m[1]}"`);
    }
  }
  expect(cited.length).toBeGreaterThan(0);
  expect(missing).toEqual([]);
});
