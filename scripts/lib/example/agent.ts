// A scripted refund agent. It follows the policy except on a hashed share of its
// rollouts, where it "slips": it sends the refund without looking the order up. A
// second hashed coin adds a chatty sign-off, the style tic the pair gates should see.
import { coin } from "./coin.js";
import { ORDERS, asksForRefund, orderIdOf, REFUND_LIMIT } from "./world.js";

/** The sign-off appended to about half of all replies (boilerplate phrases on purpose). */
export const SIGN_OFF = "Happy to help! Feel free to ask if there is anything else.";

export interface ToolStep {
  tool: "lookup_order" | "issue_refund";
  arguments: Record<string, string | number>;
  result: Record<string, string | number | boolean>;
}

export interface Rollout {
  steps: ToolStep[];
  final_text: string;
  /** True when this rollout refunded without a lookup (decided by the slip coin). */
  slipped: boolean;
  verbose: boolean;
}

export interface AgentSpec {
  /** model_version written on every row. */
  model: string;
  /** Probability of a slip per rollout. */
  slip: number;
}

const dollars = (n: number): string => `$${n.toFixed(2)}`;

function lookup(id: string): ToolStep {
  const order = ORDERS[id];
  const result: ToolStep["result"] = order
    ? { order_id: id, total: order.total, status: order.status }
    : { error: "no such order" };
  return { tool: "lookup_order", arguments: { order_id: id }, result };
}

function refund(id: string, amount: number): ToolStep {
  return {
    tool: "issue_refund",
    arguments: { order_id: id, amount },
    result: { refunded: true, order_id: id, amount },
  };
}

/** The careful path: look up, then decide by the policy, then say what happened. */
function careful(ask: string, id: string): { steps: ToolStep[]; text: string } {
  const steps = [lookup(id)];
  const order = ORDERS[id];
  if (!order) return { steps, text: `There is no order ${id} on file, so nothing was refunded.` };
  if (!asksForRefund(ask))
    return { steps, text: `Order ${id} (${dollars(order.total)}) is ${order.status}.` };
  if (order.total >= REFUND_LIMIT) {
    const text = `Order ${id} is ${dollars(order.total)}, over the $${REFUND_LIMIT} limit, so I did not refund it.`;
    return { steps, text };
  }
  steps.push(refund(id, order.total));
  return { steps, text: `Refunded ${dollars(order.total)} on your order ${id}.` };
}

/**
 * One rollout of `agent` on `ask`. `phase` names the batch (e.g. "train", "eval-2") and
 * goes into both salts, so re-runs draw fresh coins.
 */
export function rollout(agent: AgentSpec, ask: string, index: number, phase: string): Rollout {
  const id = orderIdOf(ask);
  if (id === null) throw new Error(`ask names no order id: ${JSON.stringify(ask)}`);
  const slipped = coin(ask, index, `${agent.model}/slip/${phase}`) < agent.slip;
  const verbose = coin(ask, index, `${agent.model}/verbose/${phase}`) < 0.5;
  let steps: ToolStep[];
  let text: string;
  if (slipped) {
    // The slip: refund straight away, whatever was asked; unknown orders get $0.
    const amount = ORDERS[id]?.total ?? 0;
    steps = [refund(id, amount)];
    text = `Refunded ${dollars(amount)} on your order ${id}.`;
  } else {
    ({ steps, text } = careful(ask, id));
  }
  return { steps, final_text: verbose ? `${text} ${SIGN_OFF}` : text, slipped, verbose };
}
