// docs/design.md §1, "pure core, thin shell": io/, stats/, gates/, verdict.ts and render/ never touch
// the network, process.env or @actions/*; only main.ts, cli.ts and github/ do. This test reads
// the core's source (parsed, so comments and strings do not count) and fails on any import or
// use that would break the rule.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SRC = join(ROOT, "src");

/** The pure core, plus the leaf modules it shares with the shell (types, inputs, version). */
const CORE_DIRS = ["io", "stats", "gates", "render", "report", "state", "policy", "ledger"];
const CORE_FILES = ["verdict.ts", "report.ts", "config.ts", "version.ts"];

/** Packages and built-ins the core may import. */
const ALLOWED_MODULES = new Set([
  "zod",
  "yaml",
  "@huggingface/tokenizers",
  "seedrandom",
  // Loaded only for a Parquet file (io/parquet.ts, design §15).
  "hyparquet",
  "hyparquet-compressors",
  "node:buffer",
  "node:crypto",
  "node:path",
  "node:stream",
  "node:zlib",
]);
/** File I/O is allowed only where the core reads or writes data files. */
const FS_MODULES = new Set(["node:fs", "node:fs/promises"]);
const mayUseFs = (file: string) => file.startsWith("io/") || file === "gates/clean-pairs.ts";

/** Globals that reach the process, the network or the global object. */
const FORBIDDEN_GLOBALS = new Set([
  "process",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "EventSource",
  "globalThis",
  "require",
]);

function coreFiles(): string[] {
  const files = CORE_FILES.slice();
  for (const dir of CORE_DIRS) {
    for (const name of readdirSync(join(SRC, dir), { recursive: true, encoding: "utf8" })) {
      if (name.endsWith(".ts")) files.push(`${dir}/${name.split("\\").join("/")}`);
    }
  }
  return files.sort();
}

const CORE = new Set(coreFiles());

/** The file (relative to src/) a relative specifier names, `.js` written for `.ts`. */
function target(from: string, spec: string): string {
  const abs = resolve(dirname(join(SRC, from)), spec.replace(/\.js$/, ".ts"));
  return relative(SRC, abs).split("\\").join("/");
}

/** Every breach of the rule in one file's source text, as "file:line: what". */
function violations(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    out.push(`${file}:${line + 1}: ${what}`);
  };
  const checkSpecifier = (node: ts.Node, spec: string) => {
    if (spec.startsWith(".")) {
      const to = target(file, spec);
      if (!CORE.has(to)) at(node, `imports ${spec} (${to}), which is outside the pure core`);
    } else if (FS_MODULES.has(spec)) {
      if (!mayUseFs(file)) at(node, `imports ${spec}: file I/O belongs in io/ or the shell`);
    } else if (!ALLOWED_MODULES.has(spec)) {
      at(node, `imports ${spec}: the core may import only ${[...ALLOWED_MODULES].join(", ")}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      checkSpecifier(node, node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node)) {
      at(node, "uses import = require(...)");
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) checkSpecifier(node, arg.text);
      else at(node, "imports a computed module name");
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        checkSpecifier(node, arg.literal.text);
      }
    } else if (ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && isReference(node)) {
      at(node, `uses the global ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** True when the identifier reads a variable (not a property name, key or declaration). */
function isReference(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (ts.isQualifiedName(p) && p.right === id) return false;
  if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && p.name === id) return false;
  if ((ts.isMethodDeclaration(p) || ts.isPropertySignature(p)) && p.name === id) return false;
  if (ts.isMethodSignature(p) && p.name === id) return false;
  // A local of the same name shadows the global; declaring one is not a use.
  if ((ts.isVariableDeclaration(p) || ts.isParameter(p)) && p.name === id) return false;
  return true;
}

/** Relative imports (type-only ones too) of one file, as paths relative to src/. */
function localImports(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  for (const st of sf.statements) {
    if (
      (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) &&
      st.moduleSpecifier &&
      ts.isStringLiteral(st.moduleSpecifier) &&
      st.moduleSpecifier.text.startsWith(".")
    ) {
      out.push(target(file, st.moduleSpecifier.text));
    }
  }
  return out;
}

/** Whether an import or export declaration brings only types (erased when compiled). */
function typeOnly(st: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(st)) {
    if (st.isTypeOnly) return true;
    const c = st.exportClause;
    return c !== undefined && ts.isNamedExports(c) && c.elements.every((e) => e.isTypeOnly);
  }
  const clause = st.importClause;
  if (clause === undefined) return false;
  if (clause.isTypeOnly) return true;
  const b = clause.namedBindings;
  return (
    clause.name === undefined &&
    b !== undefined &&
    ts.isNamedImports(b) &&
    b.elements.length > 0 &&
    b.elements.every((e) => e.isTypeOnly)
  );
}

/** Relative imports that load a module at run time (type-only ones left out). */
function runtimeImports(file: string, text: string, dynamic = true): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.startsWith(".") &&
      !typeOnly(node)
    ) {
      out.push(target(file, node.moduleSpecifier.text));
    } else if (
      dynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword
    ) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg) && arg.text.startsWith(".")) {
        out.push(target(file, arg.text));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every module `from` loads at run time, itself included (at start only: no `import()`). */
function loadedFrom(from: string, atStart = false): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  while (todo.length > 0) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    todo.push(...runtimeImports(f, readFileSync(join(SRC, f), "utf8"), !atStart));
  }
  return seen;
}

/** Every import cycle in a module graph, each as its files in order (Tarjan's SCCs). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

function srcGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const name of readdirSync(SRC, { recursive: true, encoding: "utf8" })) {
    const file = name.split("\\").join("/");
    if (!file.endsWith(".ts")) continue;
    graph.set(file, localImports(file, readFileSync(join(SRC, file), "utf8")));
  }
  return graph;
}

describe("pure core (docs/design.md §1)", () => {
  it("finds the core's source files", () => {
    expect(CORE.size).toBeGreaterThan(40);
    for (const dir of CORE_DIRS) expect([...CORE].some((f) => f.startsWith(`${dir}/`))).toBe(true);
  });

  it("never imports @actions/*, the network or the shell, nor touches process or fetch", () => {
    const found = [...CORE].flatMap((f) => violations(f, readFileSync(join(SRC, f), "utf8")));
    expect(found).toEqual([]);
  });

  it("catches each kind of breach (the check itself works)", () => {
    const planted = [
      `import * as core from "@actions/core";`,
      `import { request } from "node:https";`,
      `import { readFileSync } from "node:fs";`,
      `import { run } from "../main.js";`,
      `import type { GitHubClient } from "../github/client.js";`,
      `export { x } from "../cli.js";`,
      `const m = await import("@actions/artifact");`,
      `const t = process.env.GITHUB_TOKEN;`,
      `const r = await fetch("https://example.com");`,
      `const g = globalThis["process"];`,
    ].join("\n");
    const found = violations("render/planted.ts", planted);
    expect(found.map((v) => Number(v.split(":")[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("ignores comments, strings and property names", () => {
    const benign = [
      `// process.env and fetch() are the shell's business; see @actions/core.`,
      `const s = "process.env.X fetch(url) @actions/core";`,
      `const o = { process: 1, fetch: 2 };`,
      `const n = o.process + o.fetch;`,
      `import { z } from "zod";`,
      `import { readFileSync } from "node:fs";`,
    ].join("\n");
    expect(violations("io/benign.ts", benign)).toEqual([]);
  });
});

describe("module graph", () => {
  it("src/ has no import cycles (type-only imports count)", () => {
    const graph = srcGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph)).toEqual([]);
  });

  // The zod report schemas take tens of milliseconds to build; the CLI stamps reports with
  // SCHEMA_VERSION alone, so its cold start (design §8) skips them. Only the shard commands
  // and threads read states, whose schema uses them: they load it when they run.
  it("the CLI does not load the report schemas at start; report mode and states do", () => {
    const cli = loadedFrom("cli.ts", true);
    expect(cli.has("engine.ts")).toBe(true);
    expect(cli.has("report/version.ts")).toBe(true);
    const schemas = (files: Set<string>) =>
      [...files].filter((f) => f === "report/schema.ts" || f === "report/figures.ts");
    expect(schemas(cli)).toEqual([]);
    expect(cli.has("engine/shard.ts")).toBe(false);
    expect(loadedFrom("cli.ts").has("engine/shard.ts")).toBe(true);
    expect(loadedFrom("github/sources.ts").has("report/figures.ts")).toBe(true);
  });

  // design §15: a JSONL run never loads the Parquet reader; only a file starting PAR1 does.
  it("the CLI and the action load the Parquet reader only when a file is Parquet", () => {
    for (const entry of ["cli.ts", "main.ts"]) {
      expect(loadedFrom(entry, true).has("io/parquet.ts")).toBe(false);
      expect(loadedFrom(entry).has("io/parquet.ts")).toBe(true);
    }
    const text = readFileSync(join(SRC, "io/parquet.ts"), "utf8");
    // and io/parquet.ts itself loads hyparquet only when it reads a file.
    expect(text).not.toMatch(/^import [^;]*from "hyparquet/m);
    expect(text).toContain('await import("hyparquet")');
  });

  it("tells type-only imports from loading ones (the check itself works)", () => {
    const text = [
      `import type { A } from "./a.js";`,
      `import { type B } from "./b.js";`,
      `export type { C } from "./c.js";`,
      `import { D, type E } from "./d.js";`,
      `export { F } from "./f.js";`,
      `const g = await import("./g.js");`,
      `import "./h.js";`,
    ].join("\n");
    expect(runtimeImports("x.ts", text)).toEqual(["d.ts", "f.ts", "g.ts", "h.ts"]);
  });

  it("finds a planted cycle (the check itself works)", () => {
    const planted = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
      ["e.ts", ["e.ts"]],
    ]);
    expect(importCycles(planted)).toEqual([["a.ts", "b.ts", "c.ts"], ["e.ts"]]);
  });
});

/** Functions of a file longer than `max` lines, unless a comment above says "hot loop". */
function longFunctions(file: string, text: string, max: number): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const why = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
      const hot = why.some((c) => /hot loop/i.test(text.slice(c.pos, c.end)));
      if (last - first + 1 > max && !hot)
        out.push(`${file}:${first + 1} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe("function size (docs/design.md §9)", () => {
  it("no function in src/ is over 80 lines unless it says it is a hot loop", () => {
    const long: string[] = [];
    for (const name of readdirSync(SRC, { recursive: true, encoding: "utf8" })) {
      const file = name.split("\\").join("/");
      if (file.endsWith(".ts"))
        long.push(...longFunctions(file, readFileSync(join(SRC, file), "utf8"), 80));
    }
    expect(long).toEqual([]);
  });

  it("finds a long function (the check itself works)", () => {
    const body = Array.from({ length: 85 }, (_, i) => `  const x${i} = ${i};`).join("\n");
    expect(longFunctions("x.ts", `function f() {\n${body}\n}\n`, 80)).toEqual([
      "x.ts:1 (87 lines)",
    ]);
    expect(
      longFunctions("x.ts", `// a hot loop: inlined for speed\nfunction f() {\n${body}\n}\n`, 80),
    ).toEqual([]);
  });
});
