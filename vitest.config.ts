import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // One budget for every test that is not itself a time bound (those set their own, as
    // the regex-risk ones do): a test with its own larger figure would not follow
    // --testTimeout, and on a loaded 2-core machine the worker-thread and state-fuzz tests
    // took over 30 s (issue 29 item 4).
    testTimeout: 120_000,
    pool: "forks",
  },
});
