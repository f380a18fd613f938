import { describe, expect, it } from "vitest";
import { makeOctokit } from "../../src/github/client.js";
import { FakeGitHub } from "./fake-api.js";

describe("makeOctokit", () => {
  it("sends requests through the injected fetch with the token", async () => {
    const fake = new FakeGitHub({ userLogin: "octo" });
    const gh = makeOctokit("s3cret", { fetch: fake.fetch, baseUrl: "https://api.test/" });
    const res = await gh.request("GET /user");
    expect(res.data.login).toBe("octo");
    expect(fake.requests[0]?.headers.authorization).toBe("token s3cret");
    expect(fake.violations).toEqual([]);
  });

  it("honours an Enterprise Server base URL", async () => {
    const urls: string[] = [];
    const fake = new FakeGitHub({ userLogin: "octo" });
    const gh = makeOctokit("t", {
      baseUrl: "https://ghes.acme.corp/api/v3",
      fetch: (async (u: string, init?: RequestInit) => {
        urls.push(String(u));
        return fake.fetch(u, init);
      }) as typeof fetch,
    });
    await gh.request("GET /user");
    expect(urls).toEqual(["https://ghes.acme.corp/api/v3/user"]);
  });

  it("retries a server error but not a permission error", async () => {
    let calls = 0;
    const flaky = (async () => {
      calls++;
      return calls === 1
        ? new Response("{}", { status: 502, headers: { "content-type": "application/json" } })
        : new Response('{"login":"x"}', {
            status: 200,
            headers: { "content-type": "application/json" },
          });
    }) as typeof fetch;
    const gh = makeOctokit("t", {
      fetch: flaky,
      baseUrl: "https://api.test",
      retries: 2,
      retryAfterBaseValue: 0.001,
    });
    expect((await gh.request("GET /user")).data.login).toBe("x");
    expect(calls).toBe(2);

    let denied = 0;
    const forbidden = (async () => {
      denied++;
      return new Response('{"message":"no"}', {
        status: 403,
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const gh2 = makeOctokit("t", {
      fetch: forbidden,
      baseUrl: "https://api.test",
      retries: 2,
      retryAfterBaseValue: 0.001,
    });
    await expect(gh2.request("GET /user")).rejects.toMatchObject({ status: 403 });
    expect(denied).toBe(1);
  });

  it("refuses an empty token", () => {
    expect(() => makeOctokit("")).toThrow(/token/);
  });
});
