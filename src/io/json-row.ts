// One parsed JSON row, shared by the line reader (jsonl.ts), the document splitter and
// the zip reader.

/**
 * One parsed row: its 1-based line number (where it starts, in a document) and the
 * JSON object. In a zip, line is the entry's number in the archive.
 */
export interface JsonRow {
  line: number;
  value: Record<string, unknown>;
  /** Inside a JSON object document: the dotted path of the array holding the row. */
  path?: string;
  /** Inside a zip: the entry's name. */
  entry?: string;
  /** Another shard's row, parsed only to settle how the file is read (io/slice.ts). */
  probe?: true;
}
