// In action mode every data file must lie inside the workspace once symlinks are resolved:
// a PR can commit a symlink, and following it to ~/.ssh or the runner's files would feed
// them to the reader and, through error messages, to the PR comment. The decision is a
// pure function of resolved paths (tested on its own); resolving them is the shell's part.
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { RunStop } from "../report.js";

/** The data inputs read from the workspace. */
export const DATA_INPUTS = [
  "heldout",
  "baseline",
  "candidate",
  "baseline-regraded",
  "pairs",
  "sft",
] as const;

/** True when `realFile` is `realWorkspace` itself or below it (both already resolved). */
export function insideWorkspace(realFile: string, realWorkspace: string): boolean {
  const rel = relative(realWorkspace, realFile);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * The first data input whose resolved path leaves the workspace, as the stop to report;
 * null when all stay inside (or the check is switched off). `resolved` maps each input to
 * its real path, or null when it does not resolve (the reader then says why).
 */
export function workspaceStop(
  inputs: Partial<Record<(typeof DATA_INPUTS)[number], string>>,
  resolved: Partial<Record<string, string | null>>,
  realWorkspace: string,
  allowOutside: boolean,
): RunStop | null {
  if (allowOutside) return null;
  for (const name of DATA_INPUTS) {
    const path = inputs[name];
    const real = resolved[name];
    if (path === undefined || real === undefined || real === null) continue;
    if (!insideWorkspace(real, realWorkspace)) {
      return {
        input: name,
        path,
        reason:
          `${path} resolves to a file outside the workspace (a symlink?), so it is not read; ` +
          `set allow-outside-workspace to read files outside it`,
      };
    }
  }
  return null;
}

/** Resolves each given data input (relative to `cwd`) and the workspace, then decides. */
export async function checkWorkspacePaths(
  inputs: Partial<Record<(typeof DATA_INPUTS)[number], string>>,
  workspace: string,
  cwd: string,
  allowOutside: boolean,
): Promise<RunStop | null> {
  if (allowOutside) return null;
  const real = async (p: string): Promise<string | null> =>
    realpath(resolve(cwd, p)).catch(() => null);
  const ws = (await real(workspace)) ?? resolve(cwd, workspace);
  const resolved: Record<string, string | null> = {};
  for (const name of DATA_INPUTS) {
    const p = inputs[name];
    if (p !== undefined) resolved[name] = await real(p);
  }
  return workspaceStop(inputs, resolved, ws, false);
}
