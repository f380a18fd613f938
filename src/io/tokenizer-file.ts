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

/**
 * Most vocabulary entries, merges or added tokens a tokenizer may hold. Real ones hold up to
 * about 260,000 (Gemma's); the library builds maps of each, so millions would take the
 * job's memory.
 */
export const MAX_TOKENIZER_ENTRIES = 1_000_000;

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
  refuseHugeModel(tokenizer as { model?: unknown; added_tokens?: unknown }, path);
  refuseRiskyPatterns(tokenizer, path);
  const config =
    (await readJsonObject(join(dirname(path), "tokenizer_config.json"), true, confine)) ?? {};
  return { tokenizer, config };
}

/** How many entries a list or an object holds, counting no further than `most + 1`. */
function entries(v: unknown, most: number): number {
  if (Array.isArray(v)) return v.length;
  if (v === null || typeof v !== "object") return 0;
  let n = 0;
  for (const k in v) if (Object.hasOwn(v, k) && ++n > most) break;
  return n;
}

function refuseHugeModel(t: { model?: unknown; added_tokens?: unknown }, path: string): void {
  const model = (t.model ?? {}) as { vocab?: unknown; merges?: unknown };
  const parts = [
    ["model.vocab", model.vocab],
    ["model.merges", model.merges],
    ["added_tokens", t.added_tokens],
  ] as const;
  for (const [at, v] of parts) {
    if (entries(v, MAX_TOKENIZER_ENTRIES) > MAX_TOKENIZER_ENTRIES) {
      throw new ReadError(
        path,
        `${path}: ${at} holds more than ${MAX_TOKENIZER_ENTRIES} entries, more than any real tokenizer`,
      );
    }
  }
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
