// 64-bit fingerprints of rows, kept instead of the text where we only need to
// know "seen before" (duplicate pairs). SHA-1 in native code is faster here
// than any per-character hash we can write in JavaScript, and its first 64 bits
// make accidental collisions negligible.
import * as crypto from "node:crypto";
import type { CanonicalPair } from "../io/canonical.js";

type OneShot = (algorithm: string, data: string, encoding: "buffer") => Buffer;
const oneShot = (crypto as unknown as { hash?: OneShot }).hash;

function sha1(data: string): Buffer {
  return oneShot
    ? oneShot("sha1", data, "buffer")
    : crypto.createHash("sha1").update(data).digest();
}

/** Fingerprint of prompt + chosen + rejected, written into out as [hi, lo]. */
export function pairDigest(p: CanonicalPair, out: Uint32Array): void {
  // Lengths up front make the split points part of the key.
  const d = sha1(
    `${p.prompt.length}:${p.chosen.length}:${p.rejected.length}:${p.prompt}${p.chosen}${p.rejected}`,
  );
  out[0] = d.readUInt32LE(0);
  out[1] = d.readUInt32LE(4);
}
