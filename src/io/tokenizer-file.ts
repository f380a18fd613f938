// A Hugging Face tokenizer.json (and the tokenizer_config.json beside it, when present),
// read and parsed; nothing is downloaded. The gates turn the parsed object into a counter.
import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ReadError } from "./source.js";

/** Real tokenizer.json files run to ~20 MB; a larger one is refused rather than parsed. */
export const MAX_TOKENIZER_BYTES = 64 << 20;

async function readJsonObject(path: string, optional: boolean): Promise<object | null> {
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) throw new Error("not a regular file");
    size = st.size;
  } catch (e) {
    if (optional) return null;
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReadError(
      path,
      `cannot read ${path}: ${code === "ENOENT" ? "no such file" : (e as Error).message}`,
    );
  }
  if (size > MAX_TOKENIZER_BYTES) {
    throw new ReadError(
      path,
      `${path} is ${size} bytes; a tokenizer file is at most ${MAX_TOKENIZER_BYTES}`,
    );
  }
  let v: unknown;
  try {
    v = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new ReadError(path, `${path} is not JSON: ${(e as Error).message}`);
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) {
    throw new ReadError(path, `${path} must hold a JSON object`);
  }
  return v;
}

export async function readTokenizerFiles(
  path: string,
): Promise<{ tokenizer: object; config: object }> {
  const tokenizer = await readJsonObject(path, false);
  if (tokenizer === null || !("model" in tokenizer)) {
    throw new ReadError(path, `${path} is not a tokenizer.json (it has no "model")`);
  }
  const config = (await readJsonObject(join(dirname(path), "tokenizer_config.json"), true)) ?? {};
  return { tokenizer, config };
}
