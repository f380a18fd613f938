// Deterministic synthetic held-out test and pair text for planted-contamination
// tests. Words come from a fixed vocabulary through seedrandom's alea, so every
// run builds the same items.
import seedrandom from "seedrandom";
import type { HeldoutTask } from "../../src/io/canonical.js";

const VOCAB = (
  "account order refund shipping parcel invoice tracking number customer address delivery window " +
  "warehouse manager ticket request policy limit amount balance payment card receipt discount coupon " +
  "return label carrier weight package box item price total tax region country city street " +
  "morning evening monday friday week month year late early quickly slowly carefully exactly " +
  "check verify confirm update cancel approve reject escalate review compare explain describe list " +
  "blue green large small heavy light broken missing damaged extra second first third final " +
  "river mountain garden kitchen window table chair lamp book paper pencil letter music song " +
  "engine wheel battery cable screen keyboard mouse printer camera phone laptop tablet charger " +
  "apple bread cheese coffee tea sugar salt pepper rice soup salad pasta cake honey lemon " +
  "doctor nurse teacher student pilot driver farmer baker painter writer singer lawyer judge " +
  "because although while during before after since until unless whether either neither " +
  "seven eleven twelve twenty forty hundred thousand million half quarter double triple"
).split(" ");

/** A phrase many test items open with; pairs may share it without being contaminated. */
export const COMMON_OPENER = "please read the question below and answer it with care";

export function words(rng: () => number, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(VOCAB[Math.floor(rng() * VOCAB.length)]);
  return out;
}

export function sentence(rng: () => number, n: number): string {
  const w = words(rng, n);
  return w[0][0].toUpperCase() + w.join(" ").slice(1) + ".";
}

/** `count` tasks whose prompts have 40..70 words after the common opener. */
export function syntheticHeldout(count: number, seed = "heldout"): HeldoutTask[] {
  const rng = seedrandom.alea(seed);
  const tasks: HeldoutTask[] = [];
  for (let i = 0; i < count; i++) {
    const n = 40 + Math.floor(rng() * 31);
    tasks.push({
      line: i + 1,
      task_id: `task-${String(i).padStart(4, "0")}`,
      prompt: `${COMMON_OPENER}: ${sentence(rng, n)}`,
      answer: sentence(rng, 12 + Math.floor(rng() * 10)),
    });
  }
  return tasks;
}

/** Unrelated filler: a multi-turn conversation of `turns` turns from the same vocabulary. */
export function conversation(rng: () => number, turns: number): string {
  const parts: string[] = [];
  for (let t = 0; t < turns; t++) {
    parts.push(
      `${t % 2 === 0 ? "User" : "Assistant"}: ${sentence(rng, 15 + Math.floor(rng() * 40))}`,
    );
  }
  return parts.join("\n");
}

/** Change case and punctuation without changing the words. */
export function recase(text: string): string {
  return text
    .split(" ")
    .map((w, i) => (i % 3 === 0 ? w.toUpperCase() : i % 3 === 1 ? `${w},` : `"${w}"`))
    .join("  ");
}

/** Replace the word at `k` with one outside the vocabulary. */
export function changeWord(text: string, k: number): string {
  const w = text.split(" ");
  w[k % w.length] = "zzyzx";
  return w.join(" ");
}
