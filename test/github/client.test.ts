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
    const json = (status: number, body: string) =>
      new Response(body, { status, headers: { "content-type": "application/json" } });
    /** A client whose fetch answers call i with replies[i] (the last one repeats). */
    const scripted = (replies: [number, string][]) => {
      let calls = 0;
      const fetch = (async () => {
        const [status, body] = replies[Math.min(calls++, replies.length - 1)]!;
        return json(status, body);
      }) as typeof globalThis.fetch;
      const gh = makeOctokit("t", {
        fetch,
        baseUrl: "https://api.test",
        retries: 2,
        retryAfterBaseValue: 0.001,
      });
      return { gh, calls: () => calls };
    };

    const flaky = scripted([
      [502, "{}"],
      [200, '{"login":"x"}'],
    ]);
    expect((await flaky.gh.request("GET /user")).data.login).toBe("x");
    expect(flaky.calls()).toBe(2);

    const forbidden = scripted([[403, '{"message":"no"}']]);
    await expect(forbidden.gh.request("GET /user")).rejects.toMatchObject({ status: 403 });
    expect(forbidden.calls()).toBe(1);
  });

  it("refuses an empty token", () => {
    expect(() => makeOctokit("")).toThrow(/token/);
  });
});
