// Where bytes come from: a file on disk or a Buffer already in memory (the held-out
// file fetched from the PR's base commit). Reads in 1 MiB chunks, the size measured
// to keep I/O far from being the bottleneck.
import { constants, type Stats } from "node:fs";
import { open, stat, type FileHandle } from "node:fs/promises";
import { refusalOf, type Confinement } from "./confine.js";
import { countRead } from "./progress.js";

export const CHUNK_BYTES = 1 << 20;

/** A path, or named bytes that did not come from the local disk. */
export type Source = string | { name: string; data: Buffer };

/** The file itself cannot be read (missing, a directory, no permission). */
export class ReadError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "ReadError";
  }
}

export function sourceName(src: Source): string {
  return typeof src === "string" ? src : src.name;
}

function explain(path: string, err: unknown): ReadError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const why =
    code === "ENOENT"
      ? "no such file"
      : code === "EISDIR"
        ? "is a directory, not a file"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : // The system's code only: its message could carry more than the path.
            `the system refused it (${code ?? "unknown error"})`;
  return new ReadError(path, `cannot read ${path}: ${why}`);
}

/** An opened source: its total size and its raw bytes, chunk by chunk. */
export interface OpenedSource {
  size: number;
  chunks: AsyncGenerator<Buffer>;
  /** Releases the file when the chunks will not be read to the end (safe to call twice). */
  close: () => Promise<void>;
}

/** A ReadError unless the file may be read where the run is confined (io/confine.ts). */
export async function checkConfined(path: string, c: Confinement | undefined): Promise<void> {
  const why = await refusalOf(path, c);
  if (why !== null) throw new ReadError(path, why);
}

export async function openSource(src: Source, confine?: Confinement): Promise<OpenedSource> {
  if (typeof src !== "string") {
    const data = src.data;
    return { size: data.length, chunks: bufferChunks(data), close: async () => {} };
  }
  await checkConfined(src, confine);
  // Checked before opening: opening a FIFO blocks until a writer comes, which may be never,
  // and a device such as /dev/zero never ends.
  try {
    refuseOdd(src, await stat(src));
  } catch (err) {
    throw err instanceof ReadError ? err : explain(src, err);
  }
  let fh: FileHandle;
  try {
    // Non-blocking, so a FIFO swapped in after the check still cannot hang the open;
    // the handle's own stat below then refuses it.
    fh = await open(src, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw explain(src, err);
  }
  try {
    const st = await fh.stat();
    refuseOdd(src, st);
    let closed = false;
    // A generator's finally never runs if it was not started, so closing is explicit too.
    const close = async () => {
      if (closed) return;
      closed = true;
      await fh.close();
    };
    return { size: st.size, chunks: fileChunks(fh, src, close), close };
  } catch (err) {
    await fh.close();
    throw err instanceof ReadError ? err : explain(src, err);
  }
}

/** Only regular files are read: not directories, FIFOs, sockets or devices. */
function refuseOdd(path: string, st: Stats): void {
  if (st.isFile()) return;
  const what = st.isDirectory()
    ? "is a directory, not a file"
    : st.isFIFO()
      ? "is a named pipe (FIFO), not a regular file"
      : st.isCharacterDevice() || st.isBlockDevice()
        ? "is a device, not a regular file"
        : st.isSocket()
          ? "is a socket, not a regular file"
          : "not a regular file";
  throw new ReadError(path, `cannot read ${path}: ${what}`);
}

async function* bufferChunks(data: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < data.length; i += CHUNK_BYTES) {
    const end = Math.min(i + CHUNK_BYTES, data.length);
    countRead(end - i);
    yield data.subarray(i, end);
  }
}

async function* fileChunks(
  fh: FileHandle,
  path: string,
  close: () => Promise<void>,
): AsyncGenerator<Buffer> {
  // A fresh buffer per chunk: a pending partial line may still point into the last one.
  // The next read is started before the current chunk is handed out, so the disk
  // (thread pool) and the parser (main thread) work at the same time.
  const readNext = async (): Promise<Buffer> => {
    const buf = Buffer.allocUnsafe(CHUNK_BYTES);
    const { bytesRead } = await fh.read(buf, 0, CHUNK_BYTES, null);
    return bytesRead === CHUNK_BYTES ? buf : buf.subarray(0, bytesRead);
  };
  let pending: Promise<Buffer> | null = readNext();
  try {
    for (;;) {
      let chunk: Buffer;
      try {
        chunk = await pending;
      } catch (err) {
        pending = null;
        throw explain(path, err);
      }
      if (chunk.length === 0) {
        pending = null;
        return;
      }
      pending = readNext();
      countRead(chunk.length);
      yield chunk;
    }
  } finally {
    // Let an outstanding read finish before the handle is closed under it.
    if (pending !== null) await pending.catch(() => undefined);
    await close();
  }
}
