// The baseline as a frozen set (docs/design.md §13): the files the `baseline` input names
// (paths, and globs matched in the base commit's tree) as they are at the PR's base commit,
// compared with what the same input names in the PR head. Files the PR adds, removes or edits
// change the yardstick; a file only the head's glob picks up does not enter the comparison.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { expandFiles, fileList, globPathRegExp } from "../io/files.js";
import type { Source } from "../io/source.js";
import { FrozenReadError, pathInWorkspace, type AtBase, type GitRunner } from "./frozen.js";

/** The tree listing is refused over this size (a baseline glob over a huge tree). */
const TREE_MAX_BYTES = 64 * 1024 * 1024;

export interface BaselineChange {
  /** Named by the head's input, not at the base commit. */
  added: string[];
  /** At the base commit and named by the input there, gone from the head. */
  removed: string[];
  /** In both, with other bytes in the head. */
  changed: string[];
}

export interface BaselineSet {
  /** The base commit's files as the engine reads them, in the input's order. */
  files: Source[];
  change: BaselineChange;
  /** One line per file (read at the base, edited, added, removed), and any limit of the check. */
  notes: string[];
}

export interface BaselineSetRequest {
  spec: string;
  baseSha: string;
  workspace: string;
  git: GitRunner;
  /** Reads one file at the base commit (git, else the contents API). */
  at: (file: string) => Promise<AtBase>;
  /** The base files held in memory together may not be bigger. */
  maxBytes: number;
}

const GLOB = /[*?[]/;

/** Every file in the base commit's tree under the workspace, relative to it; null: git cannot. */
async function baseTree(req: BaselineSetRequest): Promise<string[] | null> {
  const listed = await req.git(
    ["ls-tree", "-r", "-z", "--name-only", req.baseSha, "--", "."],
    resolve(req.workspace),
    TREE_MAX_BYTES,
  );
  if (!listed.ok) return null;
  return listed.data
    .toString("utf8")
    .split("\0")
    .filter((p) => p !== "");
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk);
  return hash.digest("hex");
}

/** The names the input gives at the base commit: literal paths, and globs over its tree. */
async function namedAtBase(
  req: BaselineSetRequest,
  head: Map<string, string>,
  notes: string[],
): Promise<Map<string, string>> {
  const root = resolve(req.workspace);
  const named = new Map<string, string>();
  let tree: string[] | null | undefined;
  for (const entry of fileList(req.spec)) {
    const rel = pathInWorkspace(root, resolve(entry));
    if (!GLOB.test(entry)) {
      if (!named.has(rel)) named.set(rel, entry);
      continue;
    }
    if (tree === undefined) tree = await baseTree(req);
    const re = globPathRegExp(rel);
    if (tree === null) {
      // A shallow clone: the head's matches are still read at the base, one by one.
      notes.push(
        `git cannot list the base commit's tree, so baseline files this PR removes from ${entry} were not looked for; fetch the base commit (actions/checkout with fetch-depth: 0) to check them`,
      );
      for (const [r, name] of head) if (re.test(r) && !named.has(r)) named.set(r, name);
      continue;
    }
    for (const p of tree.filter((t) => re.test(t)).sort()) {
      if (!named.has(p)) named.set(p, head.get(p) ?? (isAbsolute(entry) ? join(root, p) : p));
    }
  }
  return named;
}

/** The baseline set at the base commit and what the PR changes in it. */
export async function baselineSet(req: BaselineSetRequest): Promise<BaselineSet> {
  const root = resolve(req.workspace);
  const head = new Map<string, string>();
  for (const f of await expandFiles(req.spec, "baseline")) {
    head.set(pathInWorkspace(root, resolve(f)), f);
  }
  const notes: string[] = [];
  const named = await namedAtBase(req, head, notes);
  const files: Source[] = [];
  const change: BaselineChange = { added: [], removed: [], changed: [] };
  const atBase = new Set<string>();
  const short = req.baseSha.slice(0, 12);
  let held = 0;
  for (const [rel, name] of named) {
    const base = await req.at(join(root, rel));
    if (base.data === null) continue; // named in the head only: added, below
    atBase.add(rel);
    held += base.data.length;
    if (held > req.maxBytes) {
      throw new FrozenReadError(
        `the baseline files at the base commit are over ${req.maxBytes} bytes together; name fewer`,
      );
    }
    files.push({ name: `${name}@${short}`, data: base.data });
    if (!head.has(rel)) {
      change.removed.push(name);
      notes.push(`this PR removes the baseline ${name}; the base commit's copy was read`);
      continue;
    }
    const digest = createHash("sha256").update(base.data).digest("hex");
    const edited = (await sha256OfFile(join(root, rel)).catch(() => null)) !== digest;
    if (edited) change.changed.push(name);
    notes.push(
      edited
        ? `this PR edits the baseline ${name}; the gate compared against the base commit's version`
        : `baseline ${name} read at the PR's base commit`,
    );
  }
  for (const [rel, name] of head) {
    if (atBase.has(rel)) continue;
    change.added.push(name);
    notes.push(`this PR adds the baseline ${name}; it is not at the base commit`);
  }
  return { files, change, notes };
}

export function changeCount(c: BaselineChange): number {
  return c.added.length + c.removed.length + c.changed.length;
}
