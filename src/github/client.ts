// The one place an Octokit is built. Tests hand in a fetch (the toolkit's default fetch is
// undici's own, which HTTP mocks never see); production passes nothing and gets the
// toolkit's proxy-aware fetch. The base URL is taken from the caller or GITHUB_API_URL at
// call time, so Enterprise Server works and tests can point the client anywhere.
import { getOctokit } from "@actions/github";
import { retry } from "@octokit/plugin-retry";

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface ClientOptions {
  /** Replaces the HTTP transport (tests, loopback fakes). */
  fetch?: typeof globalThis.fetch;
  /** REST root, e.g. https://ghes.example.com/api/v3; defaults to GITHUB_API_URL. */
  baseUrl?: string;
  /** Retries of 5xx and network failures (permission errors are never retried). */
  retries?: number;
  /** Base wait between retries in seconds; tests set it near zero. */
  retryAfterBaseValue?: number;
}

export const DEFAULT_API_URL = "https://api.github.com";

export function makeOctokit(token: string, opts: ClientOptions = {}): GitHubClient {
  if (token === "") throw new Error("a GitHub token is required for API calls");
  const baseUrl = (opts.baseUrl ?? process.env.GITHUB_API_URL ?? DEFAULT_API_URL).replace(
    /\/+$/,
    "",
  );
  return getOctokit(
    token,
    {
      baseUrl,
      ...(opts.fetch ? { request: { fetch: opts.fetch } } : {}),
      retry: {
        retries: opts.retries ?? 2,
        ...(opts.retryAfterBaseValue !== undefined
          ? { retryAfterBaseValue: opts.retryAfterBaseValue }
          : {}),
      },
    },
    retry,
  );
}
