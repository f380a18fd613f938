// Writes fixtures/train-formats/parquet/hh-rlhf-harmless-test-first50.parquet: the first 50
// pairs of fixtures/real/hh-rlhf (chosen, rejected) as a snappy Parquet file in row groups
// of 20, as a Hub dataset would hold them (docs/design.md §15). README recipes read it;
// test/io/parquet.test.ts checks it still holds those rows.
//   npx tsx scripts/make-parquet-fixture.ts
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { writeParquet } from "../test/helpers/parquet.js";

export const PARQUET_FIXTURE =
  "fixtures/train-formats/parquet/hh-rlhf-harmless-test-first50.parquet";

const rows = gunzipSync(readFileSync("fixtures/real/hh-rlhf/harmless-base-test.jsonl.gz"))
  .toString("utf8")
  .split("\n")
  .slice(0, 50)
  .map((l) => JSON.parse(l) as { chosen: string; rejected: string });
writeParquet(
  PARQUET_FIXTURE,
  [
    { name: "chosen", data: rows.map((r) => r.chosen), type: "STRING" },
    { name: "rejected", data: rows.map((r) => r.rejected), type: "STRING" },
  ],
  { rowGroupSize: 20 },
);
console.log(`wrote ${PARQUET_FIXTURE}: ${rows.length} rows`);
