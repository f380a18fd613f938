// A sticky comment cannot be hijacked: data quoting another gate's hidden marker is
// rendered with its `<!--` broken, and findSticky matches the marker only as the body's
// first line.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config.js";
import { buildReport } from "../../src/engine.js";
import { makeOctokit } from "../../src/github/client.js";
import { ACTIONS_BOT, findSticky, isOurs } from "../../src/github/comment.js";
import { hiddenMarker } from "../../src/render/escape.js";
import { renderCheckOutput, renderComment, renderSummary } from "../../src/render/markdown.js";
import { FakeGitHub } from "./fake-api.js";

const OTHER = hiddenMarker("other");
const MINE = hiddenMarker("heldout-gate");

describe("isOurs", () => {
  it("is true only when the first line is the marker", () => {
    expect(isOurs(`${MINE}\nbody`, MINE)).toBe(true);
    expect(isOurs(`${MINE}\r\nbody`, MINE)).toBe(true);
    expect(isOurs(MINE, MINE)).toBe(true);
    expect(isOurs(`text\n${MINE}`, MINE)).toBe(false);
    expect(isOurs(`\`${MINE}\` quoted`, MINE)).toBe(false);
    expect(isOurs(`${MINE}x\nbody`, MINE)).toBe(false);
  });
});

describe("findSticky", () => {
  it("skips our own older comment that only quotes another gate's marker", async () => {
    const fake = new FakeGitHub();
    const gh = makeOctokit("t0ken", { fetch: fake.fetch, baseUrl: "https://api.test", retries: 0 });
    // Gate "heldout-gate" posted first; its body quotes gate "other"'s marker in a code span.
    fake.addComment(7, `${MINE}\nmarker \`${OTHER}\` regressed`, ACTIONS_BOT);
    const req = { owner: "acme", repo: "models", issueNumber: 7, marker: OTHER };
    expect(await findSticky(gh, req, ACTIONS_BOT)).toBeNull();
    const theirs = fake.addComment(7, `${OTHER}\nother's report`, ACTIONS_BOT);
    expect((await findSticky(gh, req, ACTIONS_BOT))?.id).toBe(theirs.id);
  });
});

it("no rendered view carries a copy of a hidden marker from the data", async () => {
  const dir = mkdtempSync(join(tmpdir(), "hg-sticky-"));
  const held: string[] = [];
  const rows: string[] = [];
  for (let t = 0; t < 6; t++) {
    held.push(JSON.stringify({ task_id: `${OTHER}${t}`, prompt: `p ${t}`, family: OTHER }));
    for (let k = 0; k < 2; k++) {
      rows.push(
        JSON.stringify({
          task_id: `${OTHER}${t}`,
          reward: (t + k) % 2,
          model_version: OTHER,
          markers: { [OTHER]: k },
        }),
      );
    }
  }
  const h = join(dir, "h.jsonl");
  const b = join(dir, `b${OTHER}.jsonl`.replace(/\//g, "_"));
  const c = join(dir, "c.jsonl");
  writeFileSync(h, held.join("\n") + "\n");
  writeFileSync(b, rows.join("\n") + "\n");
  writeFileSync(
    c,
    rows.join("\n") + "\n" + JSON.stringify({ task_id: OTHER, reward: OTHER }) + "\n",
  );
  const r = await buildReport(
    parseConfig({
      heldout: h,
      baseline: b,
      candidate: c,
      resamples: "200",
      "must-not-regress": `marker:${OTHER}`,
    }),
  );
  const opts = { checkName: "heldout-gate" };
  const comment = renderComment(r, opts);
  expect(comment.startsWith(`${MINE}\n`)).toBe(true);
  expect(comment.split("<!--")).toHaveLength(2); // only our own marker
  const check = renderCheckOutput(r, opts);
  for (const view of [renderSummary(r, opts), check.summary, check.text ?? "", check.title]) {
    expect(view).not.toContain("<!--");
  }
});
