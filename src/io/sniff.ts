// What a file is, told from its first bytes, so a file that is not JSONL gets one message
// saying what it is and what to pass instead, not one "not valid JSON" per line.

/** Containers recognised from the raw bytes, before any decompression. */
export type RawKind = "zip" | "gzip" | "parquet" | "lfs-pointer" | "plain";

/** Layouts of the (decompressed) text. */
export type TextKind = "jsonl" | "json-array" | "json-object" | "not-json";

const LFS_PREFIX = Buffer.from("version https://git-lfs.github.com/spec/");

export function sniffRaw(head: Buffer): RawKind {
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "gzip";
  // Local file header, or the end record of an empty archive.
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b) {
    if ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6)) return "zip";
  }
  if (head.length >= 4 && head.subarray(0, 4).toString("latin1") === "PAR1") return "parquet";
  if (head.length >= LFS_PREFIX.length && head.subarray(0, LFS_PREFIX.length).equals(LFS_PREFIX)) {
    return "lfs-pointer";
  }
  return "plain";
}

/** Index of the first byte that is not whitespace or a UTF-8 byte-order mark, or -1. */
function firstSignificant(head: Buffer): number {
  let i = 0;
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) i = 3;
  while (i < head.length) {
    const b = head[i];
    if (b !== 32 && b !== 9 && b !== 10 && b !== 13) return i;
    i++;
  }
  return -1;
}

/**
 * JSONL or one JSON document. `[` opens an array document. A `{` alone on its line opens a
 * pretty-printed object document (every pretty printer writes it so); any other `{` line
 * is a JSONL row. Blank input counts as JSONL, whose reader says the file has no rows.
 */
export function sniffText(head: Buffer): TextKind {
  // JSON text never holds a raw NUL byte: one near the start is UTF-16/32 or binary data.
  if (isWideText(head) || head.subarray(0, 512).includes(0)) return "not-json";
  const i = firstSignificant(head);
  if (i < 0) return "jsonl";
  const b = head[i];
  if (b === 0x5b) return "json-array";
  if (b !== 0x7b) return "not-json";
  const nl = head.indexOf(10, i);
  if (nl < 0) return "jsonl";
  let end = nl;
  while (end > i && (head[end - 1] === 32 || head[end - 1] === 9 || head[end - 1] === 13)) end--;
  return end === i + 1 ? "json-object" : "jsonl";
}

/** The one message for a file whose layout cannot hold rows, or null when rows can be read (Parquet is, by io/parquet.ts). */
export function rawKindMessage(kind: RawKind, formatHint: string): string | null {
  switch (kind) {
    case "lfs-pointer":
      return (
        "this is a Git LFS pointer, not the data: check out with `lfs: true` " +
        "(actions/checkout) or run `git lfs pull` first"
      );
    case "zip":
      return `this is a zip archive; ${formatHint}`;
    default:
      return null;
  }
}

/**
 * UTF-16 or UTF-32 text: a byte-order mark for either, or ASCII written two or four bytes
 * a character (every other byte NUL), as Windows tools and PowerShell's `>` write it.
 */
function isWideText(head: Buffer): boolean {
  if (
    head.length >= 2 &&
    ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
  )
    return true;
  if (head.length >= 4 && head[0] === 0 && head[1] === 0 && head[2] === 0xfe && head[3] === 0xff)
    return true;
  const n = Math.min(head.length, 64) & ~1;
  if (n < 4) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let k = 0; k < n; k++) {
    if (head[k] !== 0) continue;
    if (k % 2 === 0) evenNul++;
    else oddNul++;
  }
  return evenNul >= n / 4 !== oddNul >= n / 4;
}

/** The one message for text that is neither JSONL nor a JSON document. */
export function notJsonMessage(head: Buffer): string {
  if (isWideText(head)) {
    return "not JSON or JSONL (it is UTF-16 or UTF-32 text): re-encode it as UTF-8";
  }
  if (head.subarray(0, 512).includes(0)) {
    return "not JSON or JSONL (it holds NUL bytes, so it is binary data): expected one JSON object per line, or one JSON array or object";
  }
  const i = firstSignificant(head);
  const line = head
    .subarray(Math.max(i, 0), Math.min(head.length, Math.max(i, 0) + 60))
    .toString("utf8")
    .split("\n")[0]!;
  const what =
    /^[A-Za-z_][\w-]*:(\s|$)/.test(line) || line.startsWith("---")
      ? "it looks like YAML"
      : /^[^,\t]+(,[^,\t]*)+$/.test(line)
        ? "it looks like CSV"
        : /^[^\t]+(\t[^\t]*)+$/.test(line)
          ? "it looks like TSV"
          : "it does not start with { or [";
  return `not JSON or JSONL (${what}): expected one JSON object per line, or one JSON array or object`;
}
