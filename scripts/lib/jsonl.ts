// Serialization helpers shared by fixture scripts. Objects are written in the key
// order they were built in, so building them in a fixed order fixes the bytes.

/** One JSON object per line, each line ending in "\n". */
export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r) + "\n").join("");
}

/**
 * JSON the way Python's json.dumps writes it by default (", " and ": " separators,
 * non-ASCII escaped). Tool results in whileai rows are stored in this form.
 */
export function pyJsonDumps(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") {
    return JSON.stringify(value).replace(
      /[\u007f-\uffff]/g,
      (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
    );
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as JSON`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return "[" + value.map(pyJsonDumps).join(", ") + "]";
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${pyJsonDumps(k)}: ${pyJsonDumps(v)}`,
    );
    return "{" + parts.join(", ") + "}";
  }
  throw new Error(`cannot write a ${typeof value} as JSON`);
}

/** JSON with object keys sorted at every level (a stable identity for comparisons). */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return "[" + value.map(sortedJson).join(",") + "]";
  if (value !== null && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).sort();
    return "{" + keys.map((k) => `${JSON.stringify(k)}:${sortedJson(obj[k])}`).join(",") + "}";
  }
  return JSON.stringify(value);
}
