// A JSON file cannot say why it pins something, so CONTRIBUTING.md does: its "Dependency
// overrides" table must list exactly package.json's overrides, at the same versions, each
// with a reason and a condition for dropping it.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const overrides: Record<string, string> = JSON.parse(
  readFileSync("package.json", "utf8"),
).overrides;

function documented(): Map<string, { version: string; why: string; drop: string }> {
  const md = readFileSync("CONTRIBUTING.md", "utf8");
  const start = md.indexOf("### Dependency overrides");
  expect(start).toBeGreaterThan(0);
  const section = md.slice(start, md.indexOf("\n## ", start));
  const rows = new Map<string, { version: string; why: string; drop: string }>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const name = /^`([^`]+)`$/.exec(cells[1] ?? "")?.[1];
    if (!name) continue;
    rows.set(name, { version: cells[2]!, why: cells[3]!, drop: cells[4]! });
  }
  return rows;
}

it("CONTRIBUTING.md gives a reason for every override in package.json, and no others", () => {
  const docs = documented();
  expect(Object.keys(overrides).length).toBeGreaterThan(0);
  expect([...docs.keys()].sort()).toEqual(Object.keys(overrides).sort());
  for (const [name, version] of Object.entries(overrides)) {
    const row = docs.get(name)!;
    expect(row.version, name).toBe(version);
    expect(row.why.length, `${name}: why`).toBeGreaterThan(20);
    expect(row.drop.length, `${name}: drop when`).toBeGreaterThan(5);
  }
});
