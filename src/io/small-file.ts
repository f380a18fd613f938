// Checks made before a small local file (a trainer config, a tokenizer) is read whole:
// that it is a regular file, and that it is under its cap, so nothing large is loaded.
import { stat } from "node:fs/promises";
import type { Confinement } from "./confine.js";
import { checkConfined, ReadError } from "./source.js";

/**
 * The size of a regular file, or a ReadError saying why it cannot be read (a file outside
 * where the run is confined among them: this is checked before anything is read).
 */
export async function regularFileSize(path: string, confine?: Confinement): Promise<number> {
  await checkConfined(path, confine);
  let st: Awaited<ReturnType<typeof stat>>;
  try {
    st = await stat(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new ReadError(
      path,
      `cannot read ${path}: ${code === "ENOENT" ? "no such file" : `the system refused it (${code ?? "unknown error"})`}`,
    );
  }
  if (!st.isFile()) throw new ReadError(path, `cannot read ${path}: not a regular file`);
  return st.size;
}

/** A ReadError when the file is over `max` bytes; `what` names its kind ("a trainer config"). */
export function refuseOverCap(path: string, size: number, max: number, what: string): void {
  if (size > max) throw new ReadError(path, `${path} is ${size} bytes; ${what} is at most ${max}`);
}
