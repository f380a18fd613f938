// Writes the licence notices of every runtime package into each bundle's licenses.txt.
// ncc's licence plugin writes one file per chunk under the same name, so the last chunk
// written wins: a bundle with lazily loaded chunks (the artifact client, the Parquet reader,
// docs/design.md §15) kept only that chunk's notices. This lists every package the
// lockfile installs for production (a superset of what either bundle holds), sorted, so the
// file is the same on every build.
//   npx tsx scripts/bundle-licenses.ts dist dist/cli     (npm run build runs it)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const seen = new Set<string>();
const parts: string[] = [];
for (const [path, entry] of Object.entries(lock.packages).sort(([a], [b]) =>
  a < b ? -1 : a > b ? 1 : 0,
)) {
  if (!path.startsWith("node_modules/") || entry.dev === true || !existsSync(path)) continue;
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
