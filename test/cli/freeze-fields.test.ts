// `freeze --fields` (issue 22 item 10): the mapping is read, never accepted and ignored.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";

const LOG =
  "fixtures/formats/openai-evals/oaieval_230417220821DPM75QNS_auto_gpt_completion_fn_test-match.jsonl";
const tmp = mkdtempSync(join(tmpdir(), "hg-freeze-fields-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

function quiet(): string[] {
  const out: string[] = [];
  vi.spyOn(console, "log").mockImplementation((m: string) => void out.push(m));
  vi.spyOn(console, "error").mockImplementation((m: string) => void out.push(m));
  return out;
}

/** The recount: each sampling event's sample id and prompt, by plain JSON.parse. */
function sampled(): { task_id: string; prompt: string }[] {
  return readFileSync(LOG, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { type?: string; sample_id?: string; data?: { prompt: string } })
    .filter((v) => v.type === "sampling")
    .map((v) => ({ task_id: v.sample_id!, prompt: v.data!.prompt }));
}

describe("freeze --fields", () => {
  it("reads the task, prompt and where= it maps from a real oaieval log", async () => {
    const out = join(tmp, "held.jsonl");
    quiet();
    const fields = "where=type:sampling,task=sample_id,prompt=data.prompt";
    expect(await main(["freeze", "--from", LOG, "--out", out, "--fields", fields])).toBe(0);
    const written = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as unknown);
    expect(written).toEqual(sampled());
    expect(written).toHaveLength(3);
  });

  it("refuses names it does not read instead of ignoring them", async () => {
    const out = join(tmp, "none.jsonl");
    const log = quiet();
    const fields = "task=sample_id,reward=data.correct,run=run_id";
    expect(await main(["freeze", "--from", LOG, "--out", out, "--fields", fields])).toBe(2);
    expect(log).toEqual([
      "heldout-gate: --fields maps reward, run, which freeze does not read: it writes each task's id, prompt, answer and family, and takes task, prompt, family, where from the mapping",
    ]);
  });

  it("a mapping beside a tool's format is a problem, not silently unused", async () => {
    const out = join(tmp, "tool.jsonl");
    const log = quiet();
    const args = ["--format", "openai-evals", "--fields", "task=run_id"];
    expect(await main(["freeze", "--from", LOG, "--out", out, ...args])).toBe(2);
    expect(log[0]).toBe(
      `${LOG}:0: the fields input maps task, which is not read for openai-evals output (the tool's own layout is; only where= applies): drop the mapping, or set format to whileai to read the rows by it`,
    );
  });
});
