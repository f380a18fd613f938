// Symlinks out of the workspace: the pure decision, the resolver, and run() end to end.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkWorkspacePaths, insideWorkspace, workspaceStop } from "../../src/github/workspace.js";

describe("insideWorkspace", () => {
  it("admits files below the workspace and nothing else", () => {
    expect(insideWorkspace("/ws/data/a.jsonl", "/ws")).toBe(true);
    expect(insideWorkspace("/ws/..a/b.jsonl", "/ws")).toBe(true);
    expect(insideWorkspace("/ws", "/ws")).toBe(false);
    expect(insideWorkspace("/wsx/a.jsonl", "/ws")).toBe(false);
    expect(insideWorkspace("/etc/passwd", "/ws")).toBe(false);
    expect(insideWorkspace("/a.jsonl", "/ws")).toBe(false);
  });
});

describe("workspaceStop", () => {
  const inputs = { heldout: "data/h.jsonl", pairs: "data/p.jsonl" };
  it("names the first input that leaves the workspace", () => {
    const stop = workspaceStop(
      inputs,
      { heldout: "/ws/data/h.jsonl", pairs: "/home/runner/.ssh/id_rsa" },
      "/ws",
      false,
    );
    expect(stop).toMatchObject({ input: "pairs", path: "data/p.jsonl" });
    // The target is not printed: the path is the user's, where it leads is not for the log.
    expect(stop!.reason).not.toContain("id_rsa");
    expect(stop!.reason).toMatch(/outside the workspace.*allow-outside-workspace/);
  });
  it("passes everything inside, an unresolvable path (the reader reports it), or when allowed", () => {
    expect(workspaceStop(inputs, { heldout: "/ws/h", pairs: "/ws/p" }, "/ws", false)).toBeNull();
    expect(workspaceStop(inputs, { heldout: "/ws/h", pairs: null }, "/ws", false)).toBeNull();
    expect(workspaceStop(inputs, { heldout: "/x", pairs: "/y" }, "/ws", true)).toBeNull();
  });
});

describe("checkWorkspacePaths", () => {
  const root = mkdtempSync(join(tmpdir(), "hg-ws-"));
  const ws = join(root, "ws");
  mkdirSync(join(ws, "data"), { recursive: true });
  writeFileSync(join(root, "secret.txt"), "ghp_not_a_real_token\n");
  writeFileSync(join(ws, "data", "h.jsonl"), '{"task_id":"a","prompt":"p"}\n');
  symlinkSync(join(root, "secret.txt"), join(ws, "data", "pairs.jsonl"));
  symlinkSync("h.jsonl", join(ws, "data", "inside-link.jsonl"));

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
});
