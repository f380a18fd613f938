import { describe, expect, it } from "vitest";
import { describeApiError, statusOf } from "../../src/github/permissions.js";

const httpError = (status: number, headers: Record<string, string> = {}) =>
  Object.assign(new Error("Resource not accessible by integration"), {
    status,
    response: { headers },
  });

describe("describeApiError", () => {
  it("names the permission GitHub says it accepts", () => {
    const msg = describeApiError(
      httpError(403, { "x-accepted-github-permissions": "issues=write; pull_requests=write" }),
      "post the PR comment",
      "comment",
    );
    expect(msg).toContain("HTTP 403");
    expect(msg).toContain("issues: write or pull-requests: write");
  });

  it("falls back to the permission we know the call needs", () => {
    expect(describeApiError(httpError(403), "create the check run", "check")).toContain(
      "checks: write",
    );
    expect(describeApiError(httpError(404), "create the check run", "check")).toMatch(
      /HTTP 404.*checks: write/,
    );
  });

  it("handles errors without a status", () => {
    expect(describeApiError(new Error("socket hang up"), "x", "check")).toBe(
      "could not x: socket hang up",
    );
    expect(statusOf("nope")).toBeNull();
    expect(statusOf(httpError(500))).toBe(500);
  });
});
