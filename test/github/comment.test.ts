import { describe, expect, it } from "vitest";
import { makeOctokit } from "../../src/github/client.js";
import {
  ACTIONS_BOT,
  COMMENT_MAX,
  fitComment,
  tokenLogin,
  upsertComment,
} from "../../src/github/comment.js";
import { FakeGitHub } from "./fake-api.js";

const MARK = "<!-- heldout-gate:heldout-gate -->";
const req = (body: string, marker = MARK) => ({
  owner: "acme",
  repo: "models",
  issueNumber: 7,
  marker,
  body: `${marker}\n${body}`,
  fullReportAt: "the job summary",
});

function setup(opts: ConstructorParameters<typeof FakeGitHub>[0] = {}) {
  const fake = new FakeGitHub(opts);
  const gh = makeOctokit("t0ken", { fetch: fake.fetch, baseUrl: "https://api.test", retries: 0 });
  return { fake, gh };
}

describe("tokenLogin", () => {
  it("uses GET /user, and the Actions bot when an installation token gets 403", async () => {
    expect(await tokenLogin(setup({ userLogin: "octo-cat" }).gh)).toBe("octo-cat");
    expect(await tokenLogin(setup({ userLogin: null }).gh)).toBe(ACTIONS_BOT);
  });
});

describe("upsertComment", () => {
  it("creates once, then updates the same comment, then leaves it when unchanged", async () => {
    const { fake, gh } = setup();
    const a = await upsertComment(gh, req("first"));
    const b = await upsertComment(gh, req("second"));
    const c = await upsertComment(gh, req("second"));
    expect([a.action, b.action, c.action]).toEqual(["created", "updated", "unchanged"]);
    expect(b.id).toBe(a.id);
    expect(fake.comments.get(7)).toHaveLength(1);
    expect(fake.comments.get(7)?.[0]?.body).toContain("second");
    expect(fake.violations).toEqual([]);
  });

  it("never edits a comment by someone else that quotes our marker", async () => {
    const { fake, gh } = setup();
    const theirs = fake.addComment(7, `${MARK} copied`, "mallory");
    const res = await upsertComment(gh, req("ours"));
    expect(res.action).toBe("created");
    expect(fake.comments.get(7)?.find((x) => x.id === theirs.id)?.body).toBe(`${MARK} copied`);
  });

  it("finds its comment past the first page of 100", async () => {
    const { fake, gh } = setup();
    for (let i = 0; i < 150; i++) fake.addComment(7, `chatter ${i}`, "someone");
    const mine = fake.addComment(7, `${MARK}\nold`, ACTIONS_BOT);
    const res = await upsertComment(gh, req("new"));
    expect(res).toMatchObject({ action: "updated", id: mine.id });
    const pages = fake.requests.filter((r) => r.operation === "issues/list-comments");
    expect(pages).toHaveLength(2);
    expect(pages.every((p) => p.query.per_page === "100")).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it("keeps one comment per check name", async () => {
    const { fake, gh } = setup();
    const other = "<!-- heldout-gate:nightly -->";
    await upsertComment(gh, req("gate A"));
    await upsertComment(gh, req("gate B", other));
    await upsertComment(gh, req("gate A again"));
    await upsertComment(gh, req("gate B again", other));
    const bodies = fake.comments.get(7)?.map((c) => c.body) ?? [];
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain("gate A again");
    expect(bodies[1]).toContain("gate B again");
  });

  it("cuts an over-long body under the limit, keeping the marker and a pointer", async () => {
    const { fake, gh } = setup();
    const long = "```\n" + "row\n".repeat(30_000);
    const res = await upsertComment(gh, req(long));
    expect(res.trimmed).toBe(true);
    const body = fake.comments.get(7)?.[0]?.body ?? "";
    expect(body.length).toBeLessThan(COMMENT_MAX);
    expect(body.startsWith(MARK)).toBe(true);
    expect(body).toContain("full report is in the job summary");
    // The open fence was closed, so the note is not swallowed by a code block.
    expect((body.match(/^```/gm) ?? []).length % 2).toBe(0);
  });
});

describe("fitComment", () => {
  it("adds the marker when the body lacks it and keeps a marker that sits at the end", () => {
    expect(fitComment("hi", MARK, "x")).toEqual({ body: `${MARK}\nhi`, trimmed: false });
    const fitted = fitComment("y".repeat(COMMENT_MAX) + MARK, MARK, "x");
    expect(fitted.trimmed).toBe(true);
    expect(fitted.body.startsWith(MARK)).toBe(true);
    expect(fitted.body.length).toBeLessThan(COMMENT_MAX);
  });
});
