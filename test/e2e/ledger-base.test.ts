// The ledger on pull_request is read at the PR's base commit (docs/design.md §16): a PR that
// truncates its own copy cannot lower its attempt number. Real git, the real engine, the fake API.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../src/main.js";
import { ledgerFileName } from "../../src/ledger/entry.js";
import { FakeGitHub } from "../github/fake-api.js";
import { digest, entry } from "../ledger/entries.js";
import { fakeRunner, makeWorld, prEvent, restoreRunnerAfterEach, runDeps } from "./runner.js";

restoreRunnerAfterEach();

describe("pull_request: the ledger is the base commit's", () => {
  it("a PR that truncates its ledger still gets the base's attempt number", async () => {
    const w = makeWorld();
    const inputs = {
      heldout: w.file("heldout.jsonl"),
      baseline: w.file("before.jsonl"),
      candidate: w.file("after.jsonl"),
      resamples: "2000",
      ledger: join(w.ws, "ledger"),
      "out-dir": join(w.root, "out"),
      "github-token": "ghs_ledger_token",
    };
    const runPr = async () => {
      const fake = new FakeGitHub();
      fakeRunner(w, { name: "pull_request", payload: prEvent(w) }, inputs);
      const res = await run(runDeps(fake));
      return JSON.parse(readFileSync(res.reportPath as string, "utf8"));
    };
    // A first run (no ledger lines yet) names the test version the series is keyed by.
    mkdirSync(join(w.ws, "ledger"));
    const fresh = await runPr();
    const version = fresh.heldout.test_version as string;
    expect(fresh.model.attempt.number).toBe(1);
    // Two earlier candidates on record at the base commit.
    const lines = [1, 2].map((a) =>
      JSON.stringify(
        entry({ test_version: version, attempt: a, candidate_digest: digest(`earlier-${a}`) }),
      ),
    );
    const file = join(w.ws, "ledger", ledgerFileName(version));
    writeFileSync(file, lines.join("\n") + "\n");
    w.git("add", ".");
    w.git("commit", "-q", "-m", "ledger");
    w.baseSha = w.git("rev-parse", "HEAD");
    const honest = await runPr();
    expect(honest.model.attempt.number).toBe(3);
    // The PR drops both lines from its copy: the base's are still counted, and the copy named.
    writeFileSync(file, "");
    const truncated = await runPr();
    expect(truncated.model.attempt.number).toBe(3);
    expect(truncated.model.attempt.alpha_j).toBe(honest.model.attempt.alpha_j);
    expect(truncated.notes.join("\n")).toContain("this PR's copy of");
    expect(honest.notes.join("\n")).not.toContain("this PR's copy of");
  });
});
