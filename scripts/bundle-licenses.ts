// Writes the licence notices of every bundled package into each bundle's licenses.txt.
// ncc's licence plugin writes one file per chunk under the same name, so the last chunk
// written wins: a bundle with lazily loaded chunks (the artifact client, the Parquet reader,
// docs/design.md §15) kept only that chunk's notices. The packages the bundles are built
// from are devDependencies (dist/ holds them, so installing the package fetches nothing);
// package.json's `bundled` names them. This lists those and everything they need, as the
// lockfile resolves it (a superset of what either bundle holds), sorted, so the file is the
// same on every build.
//   npx tsx scripts/bundle-licenses.ts dist dist/cli     (npm run build runs it)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface LockEntry {
  version?: string;
  license?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { bundled?: string[] };
if (!pkg.bundled?.length) throw new Error("package.json: `bundled` lists no packages");

/** Where node finds `name` when required from the package installed at `from`. */
function resolve(from: string, name: string): string | null {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const at = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[at]) return at;
    if (!dir) return null;
  }
}

// Every package reachable from the bundled ones: dependencies, and optional and peer
// dependencies where the lockfile installs them.
const reach = new Set<string>();
const todo = pkg.bundled.map((name) => {
  const at = resolve("", name);
  if (!at) throw new Error(`package.json: bundled package ${name} is not in package-lock.json`);
  return at;
});
while (todo.length) {
  const path = todo.pop()!;
  if (reach.has(path)) continue;
  reach.add(path);
  const e = lock.packages[path]!;
  for (const deps of [e.dependencies, e.optionalDependencies, e.peerDependencies]) {
    for (const name of Object.keys(deps ?? {})) {
      const at = resolve(path, name);
      if (at) todo.push(at);
    }
  }
}

const seen = new Set<string>();
const parts: string[] = [];
for (const [path, entry] of Object.entries(lock.packages).sort(([a], [b]) =>
  a < b ? -1 : a > b ? 1 : 0,
)) {
  if (!reach.has(path) || !existsSync(path)) continue;
  const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
  const id = `${name}@${entry.version ?? "?"}`;
  if (seen.has(id)) continue;
  seen.add(id);
  const file = readdirSync(path).find((n) => /^(licen[cs]e|copying)(\.|$)/i.test(n));
  const text = file
    ? readFileSync(join(path, file), "utf8").trim()
    : "(no licence file in the package)";
  parts.push(`${id}\n${entry.license ?? "(no licence named)"}\n${text}\n`);
}
const out = parts.join("\n");
for (const dir of process.argv.slice(2)) writeFileSync(join(dir, "licenses.txt"), out);
console.log(`licenses.txt: ${parts.length} packages in ${process.argv.slice(2).join(", ")}`);
