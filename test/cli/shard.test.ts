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
    const merged = await main(["merge", ...states, "--example", "--out", join(dir, "merged")]);
    const whole = await main(["check", "--example", "--out", join(dir, "whole")]);
    expect(merged).toBe(whole);
    expect(readFileSync(join(dir, "merged", "report.json"), "utf8")).toBe(
      readFileSync(join(dir, "whole", "report.json"), "utf8"),
    );
    expect(out.join("\n")).toContain("wrote the state of shard 1 of 2");
  });

  it("merge decides by its own flags: a state run with others is refused, naming the field", async () => {
    const { err } = captureConsole();
    for (const s of ["0/2", "1/2"]) {
      const args = ["check", "--example", "--seed", "3", "--shard", s, "--out", join(dir, "s3")];
      expect(await main(args)).toBe(0);
    }
    const states = [0, 1].map((i) => join(dir, "s3", `state-${i}-of-2.json`));
    const out = join(dir, "m3");
    expect(await main(["merge", ...states, "--example", "--out", out])).toBe(2);
    expect(err.join("\n")).toContain(
      "state 1 (shard 0 of 2) was run with other settings than this merge job: seed is 3 in the state and 0 here",
    );
    // One state given alone is one shard of one: it was cut as one of two.
    expect(await main(["merge", states[0]!, "--example", "--seed", "3", "--out", out])).toBe(2);
    expect(err.join("\n")).toContain("this merge takes the states of 1 shards");
  });

  it("with --shard-key the states are sealed, and merge needs the same key", async () => {
    const { err } = captureConsole();
    const key = "k".repeat(20);
    for (const s of ["0/2", "1/2"]) {
      const args = [
        "check",
        "--example",
        "--shard-key",
        key,
        "--shard",
        s,
        "--out",
        join(dir, "k"),
      ];
      expect(await main(args)).toBe(0);
    }
    const states = [0, 1].map((i) => join(dir, "k", `state-${i}-of-2.json`));
    expect(readFileSync(states[0]!, "utf8")).not.toContain(key);
    const out = join(dir, "mk");
    expect(await main(["merge", ...states, "--example", "--out", out])).toBe(2);
    expect(err.join("\n")).toContain("the state is sealed, but this merge has no shard-key");
    const other = ["--shard-key", "x".repeat(20)];
    expect(await main(["merge", ...states, "--example", ...other, "--out", out])).toBe(2);
    expect(err.join("\n")).toContain("the state's seal does not match");
    const good = ["merge", ...states, "--example", "--shard-key", key, "--out", out];
    expect(await main(good)).toBe(await main(["check", "--example", "--out", join(dir, "w")]));
  });
});
