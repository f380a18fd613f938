// The first look at the inputs' paths: the pure decision over resolved paths, and the
// resolver over a real tree with symlinks out of the workspace and into its .git folder.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkWorkspacePaths, workspaceStop } from "../../src/github/workspace.js";

describe("workspaceStop", () => {
  const inputs = { heldout: "data/h.jsonl", pairs: "data/p.jsonl" };
  const ws = { root: "/ws", allowOutside: false };
  it("names the first input that leaves the workspace", () => {
    const stop = workspaceStop(
      inputs,
      { "data/h.jsonl": "/ws/data/h.jsonl", "data/p.jsonl": "/home/runner/.ssh/id_rsa" },
      ws,
    );
    expect(stop).toMatchObject({ input: "pairs", path: "data/p.jsonl" });
    // The target is not printed: the path is the user's, where it leads is not for the log.
    expect(stop!.reason).not.toContain("id_rsa");
    expect(stop!.reason).toMatch(/outside the workspace.*allow-outside-workspace/);
  });
  it("checks each line of a list, and leaves globs to the reader", () => {
    const list = { baseline: "data/a.jsonl\ndata/b.jsonl\ndata/*.jsonl", tokenizer: "t.json" };
    const resolved = { "data/a.jsonl": "/ws/data/a.jsonl", "data/b.jsonl": "/etc/b" };
    expect(workspaceStop(list, resolved, ws)).toMatchObject({
      input: "baseline",
      path: "data/b.jsonl",
    });
    expect(workspaceStop(list, { "t.json": "/ws/.git/config" }, ws)).toMatchObject({
      input: "tokenizer",
      reason: expect.stringMatching(/\.git folder/),
    });
  });
  it("passes everything inside, an unresolvable path (the reader reports it), or outside when allowed", () => {
    const at = (h: string | null, p: string | null) => ({ "data/h.jsonl": h, "data/p.jsonl": p });
    expect(workspaceStop(inputs, at("/ws/h", "/ws/p"), ws)).toBeNull();
    expect(workspaceStop(inputs, at("/ws/h", null), ws)).toBeNull();
    expect(workspaceStop(inputs, at("/x", "/y"), { root: "/ws", allowOutside: true })).toBeNull();
  });
  it("refuses the workspace's .git folder even when outside files are allowed", () => {
    const stop = workspaceStop(
      { "train-config": "dpo.yaml" },
      { "dpo.yaml": "/ws/.git/config" },
      { root: "/ws", allowOutside: true },
    );
    expect(stop).toMatchObject({ input: "train-config", path: "dpo.yaml" });
  });
});

describe("checkWorkspacePaths", () => {
  const root = mkdtempSync(join(tmpdir(), "hg-ws-"));
  const ws = join(root, "ws");
  mkdirSync(join(ws, "data"), { recursive: true });
  mkdirSync(join(ws, ".git"));
  writeFileSync(join(ws, ".git", "config"), "[core]\n");
  writeFileSync(join(root, "secret.txt"), "ghp_not_a_real_token\n");
  writeFileSync(join(ws, "data", "h.jsonl"), '{"task_id":"a","prompt":"p"}\n');
  symlinkSync(join(root, "secret.txt"), join(ws, "data", "pairs.jsonl"));
  symlinkSync("h.jsonl", join(ws, "data", "inside-link.jsonl"));
  symlinkSync(join(ws, ".git", "config"), join(ws, "data", "dpo.yaml"));

  it("follows symlinks: one out of the workspace stops the run, one inside is fine", async () => {
    const stop = await checkWorkspacePaths(
      { heldout: "data/inside-link.jsonl", pairs: "data/pairs.jsonl" },
      ws,
      ws,
      false,
    );
    expect(stop).toMatchObject({ input: "pairs", path: "data/pairs.jsonl" });
    expect(
      await checkWorkspacePaths({ heldout: "data/inside-link.jsonl" }, ws, ws, false),
    ).toBeNull();
    expect(await checkWorkspacePaths({ pairs: "data/pairs.jsonl" }, ws, ws, true)).toBeNull();
  });

  it("an absolute path outside the workspace is refused too", async () => {
    const stop = await checkWorkspacePaths({ sft: join(root, "secret.txt") }, ws, ws, false);
    expect(stop?.input).toBe("sft");
  });

  it("a symlink into .git is refused, allowed outside files or not", async () => {
    for (const allow of [false, true]) {
      const stop = await checkWorkspacePaths({ "train-config": "data/dpo.yaml" }, ws, ws, allow);
      expect(stop).toMatchObject({ input: "train-config", path: "data/dpo.yaml" });
    }
  });
});
