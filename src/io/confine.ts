// Where the action may read a data file from (docs/design.md §7). Every file any input names
// (after a glob or a list is expanded, and the siblings a reader looks for beside a trainer
// config or a tokenizer) is checked here, once its symlinks are resolved, just before it is
// opened: a PR can commit a symlink, and following it to the runner's files, or into the
// workspace's .git folder (where checkout keeps its token), would feed them to a reader and,
// through the report, to the PR comment. The CLI reads what its user names: no confinement.
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";

export interface Confinement {
  /** The workspace, its symlinks resolved. */
  root: string;
  /** allow-outside-workspace: files outside the root may be read (its .git still may not). */
  allowOutside: boolean;
}

/** True when `realFile` is `realRoot` itself or below it (both already resolved). */
export function insideRoot(realFile: string, realRoot: string): boolean {
  const rel = relative(realRoot, realFile);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** True when a resolved path inside the root lies in a .git folder (of the workspace or below). */
export function inGitFolder(realFile: string, realRoot: string): boolean {
  if (!insideRoot(realFile, realRoot)) return false;
  return relative(realRoot, realFile).split(sep).includes(".git");
}

/**
 * Why a file whose real path is `real` may not be read, or null when it may. `path` is the
 * path as the input named it: messages name it, never where it leads.
 */
export function confinementReason(path: string, real: string, c: Confinement): string | null {
  if (inGitFolder(real, c.root)) {
    return (
      `${path} resolves to a file in the workspace's .git folder (git's own files, where ` +
      `checkout keeps its credentials), so it is not read`
    );
  }
  if (!c.allowOutside && !insideRoot(real, c.root)) {
    return (
      `${path} resolves to a file outside the workspace (a symlink?), so it is not read; ` +
      `set allow-outside-workspace to read files outside it`
    );
  }
  return null;
}

/**
 * Why `path` may not be read under `c`, or null (always null without a confinement). A path
 * that does not resolve passes: opening it then says why it cannot be read.
 */
export async function refusalOf(path: string, c: Confinement | undefined): Promise<string | null> {
  if (c === undefined) return null;
  let real: string;
  try {
    real = await realpath(resolve(path));
  } catch {
    return null;
  }
  return confinementReason(path, real, c);
}

/** The confinement of a workspace: its real path (as given when it does not resolve). */
export async function confinementOf(
  workspace: string,
  allowOutside: boolean,
): Promise<Confinement> {
  const abs = resolve(workspace);
  const root = await realpath(abs).catch(() => abs);
  return { root, allowOutside };
}
