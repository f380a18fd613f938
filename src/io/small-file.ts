// Checks made before a small local file (a trainer config, a tokenizer) is read whole:
// that it is a regular file, and that it is under its cap, so nothing large is loaded.
import { stat } from "node:fs/promises";
import { ReadError } from "./source.js";

/** The size of a regular file, or a ReadError saying why it cannot be read. */
export async function regularFileSize(path: string): Promise<number> {
  let st: Awaited<ReturnType<typeof stat>>;
  try {
    st = await stat(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReadError(
      path,
      `cannot read ${path}: ${code === "ENOENT" ? "no such file" : (e as Error).message}`,
    );
  }
  if (!st.isFile()) throw new ReadError(path, `cannot read ${path}: not a regular file`);
  return st.size;
}

/** A ReadError when the file is over `max` bytes; `what` names its kind ("a trainer config"). */
export function refuseOverCap(path: string, size: number, max: number, what: string): void {
  if (size > max) throw new ReadError(path, `${path} is ${size} bytes; ${what} is at most ${max}`);
}
