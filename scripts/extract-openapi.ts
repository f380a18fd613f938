// Cuts the few GitHub REST operations the action calls out of the (very large) published
// OpenAPI description, so tests can check every fake-API request against the real schema
// without carrying the whole package.
//
// Usage (the package is fetched outside the repo and never becomes a dependency):
//   mkdir -p /tmp/oa && cd /tmp/oa && npm pack @octokit/openapi@23.0.2 && tar xzf octokit-openapi-23.0.2.tgz
//   npx tsx scripts/extract-openapi.ts /tmp/oa/package fixtures/openapi/github-operations.json
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The operations src/github/ sends; keep in step with the client code. */
export const OPERATIONS = [
  "checks/create",
  "checks/update",
  "issues/list-comments",
  "issues/create-comment",
  "issues/update-comment",
  "repos/get-content",
  "users/get-authenticated",
  "pulls/get",
  "pulls/list-files",
  "repos/list-pull-requests-associated-with-commit",
  "git/get-ref",
  "git/get-commit",
  "git/create-blob",
  "git/create-tree",
  "git/create-commit",
  "git/create-ref",
  "git/update-ref",
] as const;

interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

interface Operation {
  operationId: string;
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

const PROSE = new Set(["description", "example", "examples", "title"]);

/**
 * Drop prose and examples: they are large and play no part in validation. Keys of a
 * `properties` map are field names (the check-run output has a field called "title"), so
 * they are kept whatever they are called.
 */
function strip(node: unknown, isFieldMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => strip(n));
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (!isFieldMap && PROSE.has(k)) continue;
    out[k] = strip(v, !isFieldMap && k === "properties");
  }
  return out;
}

function main(): void {
  const [pkgDir, outPath] = process.argv.slice(2);
  if (!pkgDir || !outPath) {
    console.error("usage: extract-openapi.ts <unpacked @octokit/openapi dir> <out.json>");
    process.exit(2);
  }
  const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8")) as {
    version: string;
  };
  const file = "generated/api.github.com.deref.json";
  const spec = JSON.parse(readFileSync(join(pkgDir, file), "utf8")) as {
    info: { version: string };
    paths: Record<string, Record<string, Operation>>;
  };
  const found: Record<string, unknown> = {};
  for (const [path, ops] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!(OPERATIONS as readonly string[]).includes(op.operationId)) continue;
      const body = op.requestBody?.content?.["application/json"]?.schema ?? null;
      found[op.operationId] = {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: strip(p.schema ?? {}),
        })),
        requestBody: body === null ? null : strip(body),
      };
    }
  }
  const missing = OPERATIONS.filter((id) => !(id in found));
  if (missing.length > 0) throw new Error(`operations not in the spec: ${missing.join(", ")}`);
  const ordered = Object.fromEntries(OPERATIONS.map((id) => [id, found[id]]));
  const fixture = {
    source: `@octokit/openapi@${pkg.version} ${file}`,
    licence: "MIT (the @octokit/openapi package)",
    spec_version: spec.info.version,
    operations: ordered,
  };
  writeFileSync(outPath, JSON.stringify(fixture, null, 1) + "\n");
  console.log(`wrote ${OPERATIONS.length} operations to ${outPath}`);
}

main();
