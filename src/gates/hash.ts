// 64-bit fingerprints of pairs, kept instead of the text where we only need to know
// "seen before" (duplicate pairs), hashed part by part with io/lanes.ts.
import type { CanonicalPair, Message } from "../io/canonical.js";
import { feedLanes as feed, laneA, laneB, startLanes } from "../io/lanes.js";
import { fin } from "./tokens.js";

function feedSide(messages: Message[], text: string): void {
  if (messages.length === 0) {
    feed(text);
    return;
  }
  // Whole messages, so rollouts that end in the same words but took different
  // tool calls stay different.
  for (const m of messages) {
    feed(m.role);
    feed(m.content);
    if (m.tool_calls !== undefined) feed(JSON.stringify(m.tool_calls));
    if (m.tool_call_id !== undefined) feed(m.tool_call_id);
  }
  feed("\u0000");
}

/** Fingerprint of the prompt and both sides, written into out as [hi, lo]. */
export function pairDigest(p: CanonicalPair, out: Uint32Array): void {
  startLanes();
  feed(p.prompt);
  feedSide(p.chosen_messages, p.chosen);
  feedSide(p.rejected_messages, p.rejected);
  out[0] = fin(laneA() ^ Math.imul(laneB(), 0x27d4eb2d), 0);
  out[1] = fin(laneB() + 0x165667b1, 0);
}

/** Same messages: roles, contents, tool calls and ids (used only when the texts already match). */
export function sameMessages(a: Message[], b: Message[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.role !== y.role || x.content !== y.content || x.tool_call_id !== y.tool_call_id)
      return false;
    if (JSON.stringify(x.tool_calls) !== JSON.stringify(y.tool_calls)) return false;
  }
  return true;
}
