// Sequences the action's I/O. Placeholder until the GitHub layer lands.
import * as core from "@actions/core";
import { INPUT_DEFAULTS, parseConfig } from "./config.js";

export async function run(): Promise<void> {
  try {
    const raw: Record<string, string> = {};
    for (const name of Object.keys(INPUT_DEFAULTS)) raw[name] = core.getInput(name);
    parseConfig(raw);
  } catch (e) {
    core.setFailed(e instanceof Error ? e.message : String(e));
  }
}
