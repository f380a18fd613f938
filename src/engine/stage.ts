// Every stage of a run is tied to the input it reads, so an error that stops the run can
// still be reported against that input, and every view says which (docs/design.md §2).
import type { RunStop } from "../report.js";
import { ModelInputError } from "../stats/model-check.js";
import { ResampleBudgetError } from "../stats/bootstrap.js";

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
    const reason = e instanceof Error ? e.message : String(e);
    // The statistics name their own cause: a setting, or the rows of one side.
    if (e instanceof ResampleBudgetError)
      throw new RunStopped({ input: "resamples", path, reason });
    if (e instanceof ModelInputError) throw new RunStopped({ input: e.input, path, reason });
    throw new RunStopped({ input, path, reason });
  }
}
