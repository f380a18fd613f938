// In action mode every data file must lie inside the workspace once symlinks are resolved,
// and outside its .git folder (io/confine.ts has the rule and why). This is the first look,
// before anything is read: each path an input names literally (one per line of a list) is
// checked so a run stops at once on the input that leads out. Files a glob expands to, and
// the siblings a reader opens, are checked where they are opened (the engine is handed the
// confinement with its sources).
import { realpath } from "node:fs/promises";
import { resolve } from "node:path";
import type { RunStop } from "../report.js";
import { confinementOf, confinementReason, type Confinement } from "../io/confine.js";
import { fileList } from "../io/files.js";

/** The inputs that name files read from the workspace. */
export const DATA_INPUTS = [
  "heldout",
  "baseline",
  "candidate",
  "baseline-regraded",
  "judge-labels",
  "pairs",
  "sft",
  "train-config",
  "tokenizer",
] as const;

export type DataPaths = Partial<Record<(typeof DATA_INPUTS)[number], string>>;

const GLOB = /[*?[]/;

/**
 * The first literal path whose resolved file may not be read, as the stop to report; null
 * when all may. `resolved` maps each path to its real path, or null when it does not
 * resolve (the reader then says why).
 */
export function workspaceStop(
  inputs: DataPaths,
  resolved: Partial<Record<string, string | null>>,
  c: Confinement,
): RunStop | null {
  for (const name of DATA_INPUTS) {
    for (const path of fileList(inputs[name] ?? "")) {
      const real = resolved[path];
      if (GLOB.test(path) || real === undefined || real === null) continue;
      const reason = confinementReason(path, real, c);
      if (reason !== null) return { input: name, path, reason };
    }
  }
  return null;
}

/** Resolves each literal path the inputs name (relative to `cwd`), then decides. */
export async function checkWorkspacePaths(
  inputs: DataPaths,
  workspace: string,
  cwd: string,
  allowOutside: boolean,
): Promise<RunStop | null> {
  const c = await confinementOf(resolve(cwd, workspace), allowOutside);
  const resolved: Record<string, string | null> = {};
  for (const name of DATA_INPUTS) {
    for (const p of fileList(inputs[name] ?? "")) {
      resolved[p] = await realpath(resolve(cwd, p)).catch(() => null);
    }
  }
  return workspaceStop(inputs, resolved, c);
}
