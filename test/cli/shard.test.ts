// `check --shard I/N` and `merge`: the shard's slice is checked as the action's inputs
// are, and merged states give the report `check` writes.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli.js";
import { captureConsole } from "../helpers/console.js";

afterEach(() => vi.restoreAllMocks());
const dir = mkdtempSync(join(tmpdir(), "hg-cli-shard-"));

describe("heldout-gate check --shard and merge", () => {
  it("refuses a shard outside its count, in the config's words", async () => {
    const { err } = captureConsole();
    expect(await main(["check", "--example", "--shard", "5/2", "--out", dir])).toBe(2);
    expect(err.join("\n")).toContain('input "shard-index" must be an integer from 0 to 1');
    expect(await main(["check", "--example", "--shard", "x", "--out", dir])).toBe(2);
    expect(err.join("\n")).toContain("--shard takes I/N");
  });

  it("two shards merged write the report check writes", async () => {
    const { out } = captureConsole();
    for (const s of ["0/2", "1/2"]) {
      expect(await main(["check", "--example", "--shard", s, "--out", join(dir, "sh")])).toBe(0);
    }
    const states = [0, 1].map((i) => join(dir, "sh", `state-${i}-of-2.json`));
    const merged = await main(["merge", ...states, "--out", join(dir, "merged")]);
    const whole = await main(["check", "--example", "--out", join(dir, "whole")]);
    expect(merged).toBe(whole);
    expect(readFileSync(join(dir, "merged", "report.json"), "utf8")).toBe(
      readFileSync(join(dir, "whole", "report.json"), "utf8"),
    );
    expect(out.join("\n")).toContain("wrote the state of shard 1 of 2");
  });
});
