// The program judge: scores a rollout against the refund policy with named markers.
// The reward is 1 only when every marker that applies passes.
import type { ToolStep } from "./agent.js";
import { ORDERS, orderIdOf, refundAllowed } from "./world.js";

export interface Verdict {
  /** Marker values (1 pass, 0 fail), in a fixed order; refunds_when_eligible only when it applies. */
  markers: Record<string, number>;
  reward: 0 | 1;
  /** Short explanation: "all markers pass" or the failing marker names. */
  reason: string;
}

export const MARKER_NAMES = [
  "looked_up_first",
  "refund_only_when_allowed",
  "refunds_when_eligible",
] as const;

export function judge(ask: string, steps: readonly ToolStep[]): Verdict {
  const id = orderIdOf(ask);
  const allowed = refundAllowed(ask);
  const refunds = steps.filter((s) => s.tool === "issue_refund");
  const first = steps[0];
  const markers: Record<string, number> = {
    // The first action must be a lookup of the order the customer named.
    looked_up_first: first?.tool === "lookup_order" && first.arguments.order_id === id ? 1 : 0,
    // Any refund sent must be one the policy allows, for the order asked about.
    refund_only_when_allowed: refunds.every((s) => allowed && s.arguments.order_id === id) ? 1 : 0,
  };
  if (allowed && id !== null) {
    // An eligible customer must actually get the full order total back.
    const total = ORDERS[id].total;
    markers.refunds_when_eligible = refunds.some(
      (s) => s.arguments.order_id === id && s.arguments.amount === total,
    )
      ? 1
      : 0;
  }
  const failed = Object.keys(markers).filter((k) => markers[k] !== 1);
  return {
    markers,
    reward: failed.length === 0 ? 1 : 0,
    reason: failed.length === 0 ? "all markers pass" : `failed: ${failed.join(", ")}`,
  };
}
