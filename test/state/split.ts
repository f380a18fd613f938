// How the state tests deal rows to shards: either an arbitrary part per row (empty parts
// included) or round-robin blocks of lines (shard k gets blocks k, k+N, k+2N...), the way
// sharded runs slice a file. Each shard keeps its rows in line order.
import fc from "fast-check";

export interface Deal {
  parts: number;
  /** Part of each row, by row index. */
  partOf: number[];
}

/** A deal of `n` rows: arbitrary, or interleaved blocks of 1..4 lines. */
export function dealArb(n: number): fc.Arbitrary<Deal> {
  const arbitrary = fc
    .integer({ min: 1, max: 5 })
    .chain((parts) =>
      fc
        .array(fc.nat(parts - 1), { minLength: n, maxLength: n })
        .map((partOf) => ({ parts, partOf })),
    );
  const blocks = fc
    .record({ parts: fc.integer({ min: 1, max: 5 }), block: fc.integer({ min: 1, max: 4 }) })
    .map(({ parts, block }) => ({
      parts,
      partOf: Array.from({ length: n }, (_, i) => Math.floor(i / block) % parts),
    }));
  return fc.oneof(arbitrary, blocks);
}

/** The rows of each part, in their original order. */
export function dealt<T>(rows: readonly T[], deal: Deal): T[][] {
  const out: T[][] = Array.from({ length: deal.parts }, () => []);
  rows.forEach((r, i) => out[deal.partOf[i] as number]!.push(r));
  return out;
}

/** A state as it travels between processes: through JSON text. */
export function viaJson(state: unknown): unknown {
  return JSON.parse(JSON.stringify(state));
}
