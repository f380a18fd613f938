// What the CLI prints, kept instead of shown. Restore with vi.restoreAllMocks() after each test.
import { vi } from "vitest";

/** Spies on console.log and console.error; each call's arguments become one line. */
export function captureConsole(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...a) => void out.push(a.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...a) => void err.push(a.join(" ")));
  return { out, err };
}
