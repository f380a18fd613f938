// Where the action may read a file from: inside the workspace and outside its .git folder,
// decided on resolved paths, and checked by every reader that opens a file by its path.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { confinementOf, inGitFolder, insideRoot, refusalOf } from "../../src/io/confine.js";
import { expandFiles } from "../../src/io/files.js";
import { readEvalFile } from "../../src/io/read.js";
import { readTrainConfig } from "../../src/io/train-config.js";
import { readTokenizerFiles } from "../../src/io/tokenizer-file.js";

describe("the decision on resolved paths", () => {
  it("admits files below the root and nothing else", () => {
    expect(insideRoot("/ws/data/a.jsonl", "/ws")).toBe(true);
    expect(insideRoot("/ws/..a/b.jsonl", "/ws")).toBe(true);
    expect(insideRoot("/ws", "/ws")).toBe(false);
    expect(insideRoot("/wsx/a.jsonl", "/ws")).toBe(false);
    expect(insideRoot("/etc/passwd", "/ws")).toBe(false);
  });
  it("knows a .git folder at any depth, and not a name that only starts like one", () => {
    expect(inGitFolder("/ws/.git/config", "/ws")).toBe(true);
    expect(inGitFolder("/ws/sub/.git/config", "/ws")).toBe(true);
    expect(inGitFolder("/ws/.github/x.yml", "/ws")).toBe(false);
    expect(inGitFolder("/ws/data/.gitignore", "/ws")).toBe(false);
    expect(inGitFolder("/elsewhere/.git/config", "/ws")).toBe(false);
  });
});

describe("every reader checks the file it opens", () => {
  const root = mkdtempSync(join(tmpdir(), "hg-confine-"));
  const ws = join(root, "ws");
  mkdirSync(join(ws, "runs"), { recursive: true });
  mkdirSync(join(ws, ".git"));
  writeFileSync(join(ws, ".git", "config"), "[core]\n");
  writeFileSync(join(root, "out.jsonl"), '{"task_id":"t","reward":1}\n');
  writeFileSync(join(ws, "runs", "a.jsonl"), '{"task_id":"t","reward":1}\n');
  symlinkSync(join(root, "out.jsonl"), join(ws, "runs", "z.jsonl"));
  writeFileSync(join(ws, "dpo.yaml"), "learning_rate: 5.0e-7\n");
  symlinkSync(join(root, "out.jsonl"), join(ws, "sft_config.json"));
  mkdirSync(join(ws, "tok"));
  writeFileSync(join(ws, "tok", "tokenizer.json"), '{"model":{}}');
  symlinkSync(join(ws, ".git", "config"), join(ws, "tok", "tokenizer_config.json"));
  const limits = { maxLineBytes: 1 << 20, maxFileBytes: 1 << 30, maxRows: 1000 };

  it("a file a glob expands to, when read", async () => {
    const confine = await confinementOf(ws, false);
    const files = await expandFiles(join(ws, "runs", "*.jsonl"), "candidate");
    expect(files).toHaveLength(2);
    await expect(
      readEvalFile(files[0]!, "candidate", { ...limits, confine }, true),
    ).resolves.toBeTruthy();
    await expect(
      readEvalFile(files[1]!, "candidate", { ...limits, confine }, true),
    ).rejects.toThrow(/z\.jsonl resolves to a file outside the workspace/);
    // Without a confinement (the CLI) the same file is read.
    await expect(readEvalFile(files[1]!, "candidate", limits, true)).resolves.toBeTruthy();
  });

  it("the trainer config's sibling and the tokenizer's sibling", async () => {
    const confine = await confinementOf(ws, false);
    await expect(readTrainConfig(join(ws, "dpo.yaml"), confine)).rejects.toThrow(
      /sft_config\.json resolves to a file outside the workspace/,
    );
    await expect(readTokenizerFiles(join(ws, "tok", "tokenizer.json"), confine)).rejects.toThrow(
      /tokenizer_config\.json resolves to a file in the workspace's \.git folder/,
    );
    const allowed = await confinementOf(ws, true);
    expect(await refusalOf(join(ws, "sft_config.json"), allowed)).toBeNull();
    expect(await refusalOf(join(ws, "tok", "tokenizer_config.json"), allowed)).toMatch(/\.git/);
  });
});
