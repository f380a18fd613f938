// A throwaway git repository for tests that read files at a PR's base commit.
import { execFileSync } from "node:child_process";

export type Git = (...args: string[]) => string;

/** git in `dir` with a fixed author, so commits work on a machine with no git identity. */
export function gitIn(dir: string): Git {
  return (...args) =>
    execFileSync("git", args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: "t",
        GIT_AUTHOR_EMAIL: "t@example.invalid",
        GIT_COMMITTER_NAME: "t",
        GIT_COMMITTER_EMAIL: "t@example.invalid",
      },
    })
      .toString()
      .trim();
}

/** Makes `dir` a repository whose one commit holds every file in it; returns that commit. */
export function commitBase(git: Git): string {
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "base");
  return git("rev-parse", "HEAD");
}
