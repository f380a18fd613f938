// A Hugging Face tokenizer.json (and the tokenizer_config.json beside it, when present),
// read and parsed; nothing is downloaded. The gates turn the parsed object into a counter.
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { refuseOverCap, regularFileSize } from "./small-file.js";
import type { Confinement } from "./confine.js";
import { jsonErrorReason } from "./problems.js";
import { checkConfined, ReadError } from "./source.js";
import { backtrackRisk } from "./regex-risk.js";

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
  refuseRiskyPatterns(tokenizer, path);
  const config =
    (await readJsonObject(join(dirname(path), "tokenizer_config.json"), true, confine)) ?? {};
  return { tokenizer, config };
}

/** A key as a path step: a plain name as it is, anything else as a position only. */
const step = (at: string, k: string, i: number) =>
  /^[A-Za-z_][A-Za-z0-9_]{0,40}$/.test(k) ? `${at}.${k}` : `${at}[key ${i + 1}]`;

/**
 * Every regular expression the tokenizer would run on the texts (`{"Regex": ...}` in its
 * normalizer, pre-tokenizer, post-processor or decoder; the model's vocabulary holds
 * none), checked before the library compiles any: one whose matching can take time
 * exponential in a text's length is refused, naming where it is, never what it says.
 */
function refuseRiskyPatterns(tokenizer: object, path: string): void {
  const todo: { v: unknown; at: string }[] = [];
  for (const [k, v] of Object.entries(tokenizer)) if (k !== "model") todo.push({ v, at: k });
  while (todo.length > 0) {
    const { v, at } = todo.pop()!;
    if (v === null || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      v.forEach((x, i) => todo.push({ v: x, at: `${at}[${i}]` }));
      continue;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.Regex === "string") {
      const risk = backtrackRisk(o.Regex);
      if (risk !== null) {
        throw new ReadError(
          path,
          `${path}: the regular expression at ${at}.Regex is refused: ${risk}`,
        );
      }
    }
    Object.entries(o).forEach(([k, x], i) => todo.push({ v: x, at: step(at, k, i) }));
  }
}
