// Parquet files written at test time with hyparquet-writer (a devDependency), so no
// binary fixture is committed: the tests of io/parquet.ts build each layout they read.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { parquetWriteBuffer } from "hyparquet-writer";

export interface Column {
  name: string;
  data: unknown[];
  type?: "STRING" | "INT32" | "INT64" | "DOUBLE" | "BOOLEAN" | "JSON" | "BYTE_ARRAY";
}

type Schema = NonNullable<Parameters<typeof parquetWriteBuffer>[0]["schema"]>;

export interface WriteOptions {
  rowGroupSize?: number;
  /** An explicit schema (nested lists and structs); otherwise told from each column. */
  schema?: Schema;
  codec?: "SNAPPY" | "GZIP" | "UNCOMPRESSED";
}

export function parquetBytes(columns: Column[], o: WriteOptions = {}): Buffer {
  const buf = parquetWriteBuffer({
    columnData: columns as Parameters<typeof parquetWriteBuffer>[0]["columnData"],
    ...(o.schema ? { schema: o.schema } : {}),
    ...(o.rowGroupSize ? { rowGroupSize: o.rowGroupSize } : {}),
    codec: o.codec ?? "SNAPPY",
    // Node's own zlib writes the GZIP pages; the reader inflates them with hyparquet-compressors.
    compressors: { GZIP: (b: Uint8Array) => new Uint8Array(gzipSync(b)) },
  });
  return Buffer.from(buf);
}

export function writeParquet(path: string, columns: Column[], o: WriteOptions = {}): string {
  writeFileSync(path, parquetBytes(columns, o));
  return path;
}

/** The schema of `name: list<struct<role: string, content: string>>` beside string columns. */
export function messagesSchema(strings: string[], lists: string[]): Schema {
  const out: Schema = [{ name: "root", num_children: strings.length + lists.length }];
  for (const s of strings) {
    out.push({ name: s, type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" });
  }
  for (const l of lists) {
    out.push(
      { name: l, repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 },
      { name: "list", repetition_type: "REPEATED", num_children: 1 },
      { name: "element", repetition_type: "OPTIONAL", num_children: 2 },
      { name: "role", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
      { name: "content", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "OPTIONAL" },
    );
  }
  return out;
}
