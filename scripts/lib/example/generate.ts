// Builds the whole example world in memory: every file's bytes plus the figures the
// generator prints. Writing to disk is the caller's job, so tests can compare bytes.
import { toJsonl } from "../jsonl.js";
import { SIGN_OFF, type AgentSpec } from "./agent.js";
import { overlap } from "./overlap.js";
import { buildPairs } from "./pairs.js";
import { prove, type Proof } from "./proof.js";
import { readme } from "./readme.js";
import { gradedRows, type GradedRow } from "./rows.js";
import { sftRow, trlPreferenceRow } from "./trl.js";
import { HELDOUT_ASKS, ORDERS, REFUND_LIMIT, TRAIN_ASKS } from "./world.js";

export const BEFORE: AgentSpec = { model: "refund-bot-v1", slip: 0.5 };
export const AFTER: AgentSpec = { model: "refund-bot-v2", slip: 0.1 };
export const ROLLOUTS = 4;
export const EVAL_RUNS = 3;

export interface World {
  /** File name -> exact contents, in the order they are listed in the README. */
  files: [string, string][];
  /** The lines the generator prints (also quoted in the README). */
  log: string[];
  proof: Proof;
  /** Reasons the world is unfit as an example (empty when it is fit). */
  problems: string[];
}

const f4 = (x: number): string => x.toFixed(4);
const signed = (x: number): string => (x >= 0 ? "+" : "") + f4(x);
// A slip is a refund sent before any lookup; the careful path always looks up first.
const slipped = (r: GradedRow): boolean => r.steps[0]?.tool === "issue_refund";
const verbose = (text: string): boolean => text.endsWith(SIGN_OFF);
const share = (k: number, n: number): string => `${k}/${n} (${(k / n).toFixed(3)})`;

function evalRuns(agent: AgentSpec): GradedRow[] {
  const rows: GradedRow[] = [];
  for (let run = 0; run < EVAL_RUNS; run++) {
    rows.push(...gradedRows({ agent, asks: HELDOUT_ASKS, rollouts: ROLLOUTS, kind: "eval", run }));
  }
  return rows;
}

export function generateWorld(): World {
  const before = evalRuns(BEFORE);
  const after = evalRuns(AFTER);
  const train = gradedRows({ agent: BEFORE, asks: TRAIN_ASKS, rollouts: ROLLOUTS, kind: "train" });
  const { pairs, summary } = buildPairs(train);
  const passing = train.filter((r) => r.reward === 1);
  const proof = prove(before, after);
  const ov = overlap(TRAIN_ASKS, HELDOUT_ASKS);

  const count = <T>(xs: readonly T[], p: (x: T) => boolean): number => xs.filter(p).length;
  const onlyChosen = count(
    pairs,
    (p) => verbose(p.chosen.final_text) && !verbose(p.rejected.final_text),
  );
  const onlyRejected = count(
    pairs,
    (p) => !verbose(p.chosen.final_text) && verbose(p.rejected.final_text),
  );
  const side = (name: string, agent: AgentSpec, rows: GradedRow[], s: Proof["before"]) => [
    `${name} (${agent.model}, slip ${agent.slip}): slipped in ${share(count(rows, slipped), rows.length)} eval rollouts`,
    `${name} pass@1 ${f4(s.pass_at_1)}; run means ${s.run_means.map(f4).join(" ")}; run_std ${f4(s.run_std)}`,
  ];
  const log = [
    `world: ${Object.keys(ORDERS).length} orders, refund limit $${REFUND_LIMIT}, ` +
      `${TRAIN_ASKS.length} training asks, ${HELDOUT_ASKS.length} held-out asks, ${ROLLOUTS} rollouts each, ${EVAL_RUNS} eval runs a side`,
    `training vs held-out asks: ${ov.sharedIds} shared ids, ${ov.exact} exact matches, max 8-gram coverage ${ov.maxCoverage.toFixed(3)}`,
    ...side("before", BEFORE, before, proof.before),
    ...side("after", AFTER, after, proof.after),
    `noise band: t(df=${proof.df}) ${proof.t} x pooled run_std ${f4(proof.pooled_run_std)} x sqrt(1/${proof.before.run_means.length} + 1/${proof.after.run_means.length}) = ${f4(proof.noise_band)}`,
    `paired delta over ${proof.tasks} tasks: ${signed(proof.delta)}, exact bootstrap 95% CI [${f4(proof.ci[0])}, ${f4(proof.ci[1])}], exact sign-flip p ${f4(proof.sign_flip_p)}`,
    `check: ${proof.moved ? "moved" : "NOT moved"} (CI low ${proof.ci[0] > 0 ? ">" : "<="} 0, |delta| ${f4(Math.abs(proof.delta))} ${Math.abs(proof.delta) > proof.noise_band ? ">" : "<="} band ${f4(proof.noise_band)})`,
    `training (${BEFORE.model}, lineage grade): ${train.length} rollouts, slipped in ${share(count(train, slipped), train.length)}, ${passing.length} pass`,
    `pairs: ${summary.pairs} from ${summary.prompts_with_contrast}/${summary.prompts_seen} asks, mean margin ${summary.mean_margin}, ` +
      `chosen longer in ${summary.chosen_longer}/${summary.pairs}, median length delta ${summary.median_delta}`,
    `sign-off on ${share(
      count(train, (r) => verbose(r.final_text)),
      train.length,
    )} training replies; ` +
      `in pairs only the chosen side has it in ${onlyChosen}, only the rejected side in ${onlyRejected}`,
    `sft: ${passing.length} passing training rollouts`,
  ];

  const heldout = HELDOUT_ASKS.map((a) => ({ task_id: a.id, prompt: a.prompt, family: a.family }));
  const files: [string, string][] = [
    ["heldout.jsonl", toJsonl(heldout)],
    ["before.jsonl", toJsonl(before)],
    ["after.jsonl", toJsonl(after)],
    ["train.jsonl", toJsonl(train)],
    ["pairs.jsonl", toJsonl(pairs)],
    ["pairs.trl.jsonl", toJsonl(pairs.map(trlPreferenceRow))],
    ["sft.jsonl", toJsonl(passing.map(sftRow))],
  ];
  // The README states each file's row count, counted from the bytes just built.
  const rows = Object.fromEntries(files.map(([name, text]) => [name, text.split("\n").length - 1]));
  files.push(["README.md", readme(log, rows)]);
  const problems = [
    ...(proof.moved ? [] : ["the held-out comparison does not prove the gain"]),
    ...(ov.sharedIds + ov.exact > 0 || ov.maxCoverage >= 0.8
      ? ["a training ask overlaps the held-out test"]
      : []),
    ...(summary.pairs < 6 ? [`only ${summary.pairs} pairs; the pair gates need more`] : []),
    ...(summary.chosen_longer > summary.pairs / 2
      ? ["the chosen reply is longer in most pairs (a length confound)"]
      : []),
  ];
  return { files, log, proof, problems };
}
