// The chat template renderer from the built bundles: the CLI bundle starts its renderer from
// itself (dist/cli/index.js), and the action's entry (dist/index.js) hands a process started
// with the renderer's environment to the renderer instead of running the gate.
import { fork, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ACTION = resolve("dist/index.js");
const CLI = resolve("dist/cli/index.js");
// A bundle built before the renderer existed (land.sh tests before it rebuilds) is skipped.
const built = (f: string) =>
  existsSync(f) && readFileSync(f, "utf8").includes("HELDOUT_GATE_TEMPLATE_RENDERER");
const have = built(ACTION) && built(CLI);
if (!have) console.warn("template bundle test skipped: dist/ has no chat template renderer yet");
const D = "fixtures/chat-template";

describe.skipIf(!have)("chat templates from the bundles", () => {
  it("the CLI bundle renders a template and fires template_prefix", () => {
    const r = spawnSync(
      process.execPath,
      [
        CLI,
        "check",
        "--heldout",
        "fixtures/example/heldout.jsonl",
        "--pairs",
        `${D}/pairs.jsonl`,
        "--train-config",
        `${D}/configs/dpo.yaml`,
        "--tokenizer",
        `${D}/think-prefix/tokenizer.json`,
        "--json",
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    const report = JSON.parse(r.stdout) as {
      data: { gates: { name: string; status: string; figures: { prefix_failures?: number } }[] }[];
    };
    const g = report.data[0]!.gates.find((x) => x.name === "chat_template")!;
    expect(g.status).toBe("fail");
    expect(g.figures.prefix_failures).toBe(8);
  });

  it("the action bundle, started as the renderer, renders instead of running the gate", async () => {
    const child = fork(ACTION, [], {
      env: { HELDOUT_GATE_TEMPLATE_RENDERER: "1" },
      serialization: "advanced",
      stdio: ["ignore", "ignore", "ignore", "ipc"],
    });
    const got: unknown[] = [];
    await new Promise<void>((done) => {
      child.on("message", (m: Record<string, unknown>) => {
        got.push(m);
        if (m.ready) {
          child.send({
            text: "{{ messages[0].content }}!",
            tokens: {},
            cases: [{ line: 1, prompt: [{ role: "user", content: "hi" }], replies: [] }],
          });
        }
        if (m.done) child.kill();
      });
      child.on("close", () => done());
    });
    expect(got).toEqual([
      { ready: true },
      { case: 0, renders: { prompt: { text: "hi!" }, full: [] } },
      { done: true },
    ]);
  });
});
