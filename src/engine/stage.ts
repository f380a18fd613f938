// Every stage of a run is tied to the input it reads, so an error that stops the run can
// still be reported against that input, and every view says which (docs/design.md §2).
import type { RunStop } from "../report.js";
import { ModelInputError } from "../stats/model-check.js";
import { ResampleBudgetError } from "../stats/bootstrap.js";
import { ReadError } from "../io/source.js";
import { StateError } from "../state/codec.js";

/** An error that stopped the run, tied to the input that caused it. */
export class RunStopped extends Error {
  constructor(readonly stop: RunStop) {
    super(`input "${stop.input}": ${stop.reason}`);
    this.name = "RunStopped";
  }
}

/** Runs one stage; whatever stops it is reported against `input` (and its file, if any). */
export async function stage<T>(
  input: string,
  path: string | null,
  f: () => Promise<T> | T,
): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof RunStopped) throw e;
    const reason = ownMessage(e);
    // The statistics name their own cause: a setting, or the rows of one side.
    if (e instanceof ResampleBudgetError)
      throw new RunStopped({ input: "resamples", path, reason });
    if (e instanceof ModelInputError) throw new RunStopped({ input: e.input, path, reason });
    throw new RunStopped({ input, path, reason });
  }
}

/**
 * The reason a stop gives, in our words only. Our own errors say what went wrong with
 * which input; any other error (a library's, the runtime's) may quote what it was reading,
 * and a stop's reason reaches report.json and the PR comment, so only its kind is told.
 */
export function ownMessage(e: unknown): string {
  if (
    e instanceof ReadError ||
    e instanceof ModelInputError ||
    e instanceof ResampleBudgetError ||
    e instanceof StateError
  ) {
    return e.message;
  }
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code))
    return `the system refused a file operation (${code})`;
  const kind = e instanceof Error ? e.name : typeof e;
  return `reading stopped on an unexpected error (${kind}); this is a bug in heldout-gate, please report it`;
}
