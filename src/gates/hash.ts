// 64-bit fingerprints of rows, kept instead of the text where we only need to
// know "seen before" (duplicate pairs). Two 32-bit lanes over the UTF-16 units,
// computed in place: no string is built or encoded, so nothing is allocated.
import type { CanonicalPair, Message } from "../io/canonical.js";
import { fin } from "./tokens.js";

let laneA = 0;
let laneB = 0;

function feed(s: string): void {
  let a = laneA;
  let b = laneB;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = (Math.imul(b, 0x2f) + c) | 0;
  }
  // The length closes each part, so the split points are part of the key.
  laneA = Math.imul(a ^ s.length, 0x01000193);
  laneB = (Math.imul(b, 0x2f) + s.length + 0x9e3779b9) | 0;
}

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
  laneA = 0x811c9dc5;
  laneB = 0x9747b28c;
  feed(p.prompt);
  feedSide(p.chosen_messages, p.chosen);
  feedSide(p.rejected_messages, p.rejected);
  out[0] = fin(laneA ^ Math.imul(laneB, 0x27d4eb2d), 0);
  out[1] = fin(laneB + 0x165667b1, 0);
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
