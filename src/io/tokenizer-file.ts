// A Hugging Face tokenizer.json (and the tokenizer_config.json beside it, when present),
// read and parsed; nothing is downloaded. The gates turn the parsed object into a counter.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { refuseOverCap, regularFileSize } from "./small-file.js";
import type { Confinement } from "./confine.js";
import { jsonErrorReason } from "./problems.js";
import { checkConfined, ReadError } from "./source.js";

/** Real tokenizer.json files run to ~20 MB; a larger one is refused rather than parsed. */
export const MAX_TOKENIZER_BYTES = 64 << 20;

async function readJsonObject(
  path: string,
  optional: boolean,
  confine: Confinement | undefined,
): Promise<object | null> {
  // Even an optional sibling is refused, not skipped, when it leads out of the workspace.
  await checkConfined(path, confine);
  let size: number;
  try {
    size = await regularFileSize(path);
  } catch (e) {
    if (optional) return null;
    throw e;
  }
  refuseOverCap(path, size, MAX_TOKENIZER_BYTES, "a tokenizer file");
  let v: unknown;
  try {
    v = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new ReadError(path, `${path} is ${jsonErrorReason(e)}`);
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new ReadError(path, `${path} must hold a JSON object`);
  }
  return v;
}

export async function readTokenizerFiles(
  path: string,
  confine?: Confinement,
): Promise<{ tokenizer: object; config: object }> {
  const tokenizer = await readJsonObject(path, false, confine);
  if (tokenizer === null || !("model" in tokenizer)) {
    throw new ReadError(path, `${path} is not a tokenizer.json (it has no "model")`);
  }
  const config =
    (await readJsonObject(join(dirname(path), "tokenizer_config.json"), true, confine)) ?? {};
  return { tokenizer, config };
}
