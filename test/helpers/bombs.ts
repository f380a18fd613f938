// Small files that cost a naive reader gigabytes (issue 24.3), built at test time so
// nothing large is committed. Sizes follow the defaults: a line or entry may be up to
// `lineBytes` (max-line-bytes, 64 MiB), the data as a whole up to max-file-bytes (8 GiB).
import { gzipSync } from "node:zlib";
import { zipBytes, type ZipEntrySpec } from "./zip.js";

export const DEFAULT_LINE_BYTES = 64 * 1024 * 1024;

/** A row `{"d":[[[...]]]}` of about `bytes` bytes: nesting as deep as the bytes allow. */
export function deepNest(bytes: number): Buffer {
  const half = Math.floor((bytes - 6) / 2);
  const b = Buffer.alloc(half * 2 + 6, 0x5b);
  b.write('{"d":', 0);
  b.fill(0x5d, 5 + half);
  b.write("}", b.length - 1);
  return b;
}

/** A valid row of `bytes` bytes, almost all of it one string (deflates ~1000:1). */
export function paddedRow(bytes: number): Buffer {
  const head = Buffer.from('{"id":"t1","input":"q","target":"a","pad":"');
  const tail = Buffer.from('"}');
  const pad = Buffer.alloc(bytes - head.length - tail.length, 0x61);
  return Buffer.concat([head, pad, tail]);
}

/** An Inspect `.eval` whose one sample entry is a deep nest just under the entry cap. */
export function deepEval(lineBytes = DEFAULT_LINE_BYTES): Buffer {
  return zipBytes([{ name: "samples/1_epoch_1.json", data: deepNest(lineBytes - 2) }]);
}

/** `count` directory entries that all point at one deep-nest entry's bytes. */
export function overlappingEval(count = 4, lineBytes = DEFAULT_LINE_BYTES): Buffer {
  const entries: ZipEntrySpec[] = [
    { name: "samples/1_epoch_1.json", data: deepNest(lineBytes - 2) },
  ];
  for (let k = 2; k <= count; k++)
    entries.push({ name: `samples/${k}_epoch_1.json`, data: "", sameBytesAs: 0 });
  return zipBytes(entries);
}

/**
 * A `.eval` whose directory names one valid padded row `count` times: `count` x
 * `lineBytes` inflated (128 x 64 MiB = the 8 GiB default cap) from one entry's bytes.
 */
export function capEval(count = 128, lineBytes = DEFAULT_LINE_BYTES): Buffer {
  const entries: ZipEntrySpec[] = [{ name: "samples/1_epoch_1.json", data: paddedRow(lineBytes) }];
  for (let k = 2; k <= count; k++)
    entries.push({ name: `samples/${k}_epoch_1.json`, data: "", sameBytesAs: 0 });
  return zipBytes(entries);
}

/** A `.jsonl.gz` of `lines` deep-nest lines, each just under the line cap. */
export function deepJsonlGz(lines = 4, lineBytes = DEFAULT_LINE_BYTES): Buffer {
  const one = deepNest(lineBytes - 2);
  const nl = Buffer.from("\n");
  const parts: Buffer[] = [];
  for (let i = 0; i < lines; i++) parts.push(one, nl);
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
