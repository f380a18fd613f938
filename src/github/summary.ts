// The job summary: a plain file write, so it works even where the token can do nothing
// (fork PRs). GitHub drops a step summary over 1 MiB, so ours is capped well below that.
import * as core from "@actions/core";

/** Our cap in UTF-8 bytes; GitHub's limit is 1 MiB per step. */
export const SUMMARY_MAX_BYTES = 900 * 1024;

/** Cut markdown to a byte budget at a line end, with a note saying where the rest is. */
export function capSummary(markdown: string, maxBytes: number, fullReportAt: string): string {
  if (Buffer.byteLength(markdown, "utf8") <= maxBytes) return markdown;
  const note = `\n\n_Summary cut to ${Math.floor(maxBytes / 1024)} KiB; the full report is in ${fullReportAt}._\n`;
  const budget = maxBytes - Buffer.byteLength(note, "utf8") - 8;
  // Decoding a byte slice may end in a broken character; drop it.
  let cut = Buffer.from(markdown, "utf8")
    .subarray(0, budget)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
  const nl = cut.lastIndexOf("\n");
  if (nl > budget / 2) cut = cut.slice(0, nl);
  if ((cut.match(/^```/gm) ?? []).length % 2 === 1) cut += "\n```";
  return cut + note;
}

/** Write (append, as each step's summary is its own) the capped markdown; returns bytes written. */
export async function writeSummary(
  markdown: string,
  fullReportAt: string,
  maxBytes = SUMMARY_MAX_BYTES,
): Promise<number> {
  const text = capSummary(markdown, maxBytes, fullReportAt);
  core.summary.emptyBuffer();
  await core.summary.addRaw(text, true).write();
  return Buffer.byteLength(text, "utf8");
}
