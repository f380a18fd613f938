// The built bundle, run as a runner runs it: `node dist/index.js` in a child process with a
// runner environment, against the fake GitHub API served over loopback HTTP. The bundle
// cannot take an injected fetch, so this proves the client honours GITHUB_API_URL and that
// the toolkit's own fetch reaches a local server.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FakeGitHub } from "../github/fake-api.js";
import { HEAD, makeWorld, parseOutputs, prEvent } from "./runner.js";

const BUNDLE = resolve(process.env.HELDOUT_GATE_BUNDLE ?? "dist/index.js");
const haveBundle = existsSync(BUNDLE);
if (!haveBundle) {
  console.warn(`bundle test skipped: ${BUNDLE} does not exist yet (run npm run build)`);
}

let fake: FakeGitHub | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function runBundle(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    // A clean environment like a runner's: nothing from this process leaks in (no proxy).
    const child = spawn(process.execPath, [BUNDLE], {
      env: { PATH: process.env.PATH ?? "", HOME: env.RUNNER_TEMP ?? "/tmp", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", fail);
    child.on("close", (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

describe.skipIf(!haveBundle)("node dist/index.js against a loopback API", () => {
  it("posts the check run and comment over HTTP and writes outputs", async () => {
    await gateOverHttp({}, false);
  });

  it("behind a runner proxy: reaches loopback, pages to its old comment, edits it", async () => {
    // The toolkit's fetch bypasses proxies for loopback; a dead proxy proves it.
    const dead = "http://127.0.0.1:9";
    await gateOverHttp({
      HTTP_PROXY: dead,
      HTTPS_PROXY: dead,
      http_proxy: dead,
      https_proxy: dead,
    });
  });
});

/** With `prefill`, the PR already has 150 comments and our old one on the second page. */
async function gateOverHttp(extraEnv: Record<string, string>, prefill = true): Promise<void> {
  const w = makeWorld();
  fake = new FakeGitHub();
  let old: number | null = null;
  if (prefill) {
    for (let i = 0; i < 150; i++) fake.addComment(7, `chatter ${i}`, "someone");
    old = fake.addComment(7, "<!-- heldout-gate:heldout-gate -->\nold", "github-actions[bot]").id;
  }
  const api = await fake.listen();
  const dir = mkdtempSync(join(w.root, "runner-"));
  writeFileSync(join(dir, "event.json"), JSON.stringify(prEvent(w)));
  writeFileSync(join(dir, "output"), "");
  writeFileSync(join(dir, "summary.md"), "");
  const { code, out } = await runBundle({
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: w.ws,
    GITHUB_REPOSITORY: "acme/models",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: join(dir, "event.json"),
    GITHUB_SHA: "9".repeat(40),
    GITHUB_RUN_ID: "1",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: api,
    GITHUB_OUTPUT: join(dir, "output"),
    GITHUB_STEP_SUMMARY: join(dir, "summary.md"),
    RUNNER_TEMP: dir,
    INPUT_HELDOUT: w.file("heldout.jsonl"),
    INPUT_BASELINE: w.file("before.jsonl"),
    INPUT_CANDIDATE: w.file("after.jsonl"),
    "INPUT_GRADED-BY": "program",
    INPUT_RESAMPLES: "2000",
    "INPUT_OUT-DIR": join(dir, "out"),
    "INPUT_GITHUB-TOKEN": "ghs_bundle_token",
    "INPUT_CHECK-NAME": "heldout-gate",
    INPUT_COMMENT: "true",
    INPUT_ANNOTATIONS: "true",
    INPUT_MODE: "gate",
    ...extraEnv,
  });
  expect(code, out).toBe(0);
  expect(fake.checkRuns).toHaveLength(1);
  expect(fake.checkRuns[0]).toMatchObject({ head_sha: HEAD, conclusion: "success" });
  const mine = (fake.comments.get(7) ?? []).filter((c) =>
    c.body.includes("heldout-gate:heldout-gate"),
  );
  expect(mine).toHaveLength(1);
  if (old !== null) {
    // Found past the first page over real HTTP pagination, and edited in place.
    expect(mine[0]?.id).toBe(old);
    expect(fake.count("issues/list-comments")).toBe(2);
    expect(fake.count("issues/update-comment")).toBe(1);
  }
  expect(fake.requests.every((r) => r.headers.authorization === "token ghs_bundle_token")).toBe(
    true,
  );
  expect(fake.violations).toEqual([]);
  const outputs = parseOutputs(readFileSync(join(dir, "output"), "utf8"));
  expect(outputs.verdict).toBe("pass");
  expect(outputs["check-run-id"]).toBe(String(fake.checkRuns[0]?.id));
  expect(out).toMatch(/artifact \S+ skipped/);
  // The token appears only in the mask command, never in a log line.
  expect(out.replace("::add-mask::ghs_bundle_token", "")).not.toContain("ghs_bundle_token");
}
