// The world's only source of chance: a hash of (ask, rollout index, salt). Same inputs
// give the same coin on every machine, so the fixtures are reproducible byte for byte.
import { createHash } from "node:crypto";

/** A number in [0, 1]: the first 8 hex digits of sha256("ask|rollout|salt") over 0xffffffff. */
export function coin(ask: string, rolloutIndex: number, salt: string): number {
  const digest = createHash("sha256")
    .update(`${ask}|${rolloutIndex}|${salt}`, "utf8")
    .digest("hex");
  return parseInt(digest.slice(0, 8), 16) / 0xffffffff;
}
