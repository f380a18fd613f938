// Zip archives built byte by byte for the reader's tests: well-formed ones (an Inspect
// `.eval` is a zip of JSON entries) and hostile ones (entries that share bytes, a local
// name that differs from the directory's, sizes that lie).
import { readFileSync } from "node:fs";
import { crc32, deflateRawSync, inflateRawSync } from "node:zlib";

export interface ZipEntrySpec {
  name: string;
  data: Buffer | string;
  /** 0 stored, 8 deflate (the default). */
  method?: 0 | 8;
  /** The name written in the local header, when it should differ from the directory's. */
  localName?: string;
  /** Point the directory entry at an earlier entry's local header instead of writing one. */
  sameBytesAs?: number;
  /** Declared uncompressed size, when it should lie. */
  usize?: number;
}

/** A zip holding the entries in order, with a central directory naming each. */
export function zipBytes(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  const placed: { offset: number; crc: number; csize: number; usize: number; method: number }[] =
    [];
  let offset = 0;
  for (const e of entries) {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, "utf8");
    const method = e.method ?? 8;
    let at: (typeof placed)[number];
    if (e.sameBytesAs !== undefined) at = placed[e.sameBytesAs]!;
    else {
      const body = method === 8 ? deflateRawSync(raw) : raw;
      at = { offset, crc: crc32(raw) >>> 0, csize: body.length, usize: raw.length, method };
      const lname = Buffer.from(e.localName ?? e.name, "utf8");
      const lfh = Buffer.alloc(30);
      lfh.writeUInt32LE(0x04034b50, 0);
      lfh.writeUInt16LE(20, 4);
      lfh.writeUInt16LE(method, 8);
      lfh.writeUInt32LE(at.crc, 14);
      lfh.writeUInt32LE(at.csize, 18);
      lfh.writeUInt32LE(at.usize, 22);
      lfh.writeUInt16LE(lname.length, 26);
      locals.push(lfh, lname, body);
      offset += 30 + lname.length + body.length;
    }
    placed.push(at);
    const name = Buffer.from(e.name, "utf8");
    const cdh = Buffer.alloc(46);
    cdh.writeUInt32LE(0x02014b50, 0);
    cdh.writeUInt16LE(20, 4);
    cdh.writeUInt16LE(20, 6);
    cdh.writeUInt16LE(at.method, 10);
    cdh.writeUInt32LE(at.crc, 16);
    cdh.writeUInt32LE(at.csize, 20);
    cdh.writeUInt32LE(e.usize ?? at.usize, 24);
    cdh.writeUInt16LE(name.length, 28);
    cdh.writeUInt32LE(at.offset, 42);
    central.push(cdh, name);
  }
  const cd = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

/**
 * The entries of a plain zip (no zip64, no encryption) from its central directory, so a
 * test can rebuild a real archive with one entry changed.
 */
export function zipEntries(path: string): { name: string; data: Buffer }[] {
  const buf = readFileSync(path);
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out: { name: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(at + 10);
    const csize = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const skip = nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString("utf8");
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const body = buf.subarray(start, start + csize);
    out.push({ name, data: method === 8 ? inflateRawSync(body) : Buffer.from(body) });
    at += 46 + skip;
  }
  return out;
}
