// Exact-to-double normal quantile (Wichura's AS 241, the same algorithm Python's
// statistics.NormalDist uses), so power figures match the SDK to the last digit.

function poly(c: readonly number[], x: number): number {
  // c is highest degree first.
  let acc = 0;
  for (const v of c) acc = acc * x + v;
  return acc;
}

const CENTRAL_NUM = [
  2509.0809287301227, 33430.57558358813, 67265.7709270087, 45921.95393154987, 13731.69376550946,
  1971.5909503065513, 133.14166789178438, 3.3871328727963665,
];
const CENTRAL_DEN = [
  5226.495278852546, 28729.085735721943, 39307.89580009271, 21213.794301586597, 5394.196021424751,
  687.1870074920579, 42.31333070160091, 1,
];
const NEAR_NUM = [
  0.0007745450142783414, 0.022723844989269184, 0.2417807251774506, 1.2704582524523684,
  3.6478483247632045, 5.769497221460691, 4.630337846156546, 1.4234371107496835,
];
const NEAR_DEN = [
  1.0507500716444169e-9, 0.0005475938084995345, 0.015198666563616457, 0.14810397642748008,
  0.6897673349851, 1.6763848301838038, 2.053191626637759, 1,
];
const TAIL_NUM = [
  2.0103343992922881e-7, 0.000027115555687434876, 0.0012426609473880784, 0.026532189526576124,
  0.29656057182850487, 1.7848265399172913, 5.463784911164114, 6.657904643501103,
];
const TAIL_DEN = [
  2.0442631033899397e-15, 1.421511758316446e-7, 0.000018463183175100548, 0.0007868691311456133,
  0.014875361290850615, 0.1369298809227358, 0.599832206555888, 1,
];

/** Standard normal quantile: x with P(Z <= x) = p, for 0 < p < 1. */
export function normalInv(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normal quantile needs 0 < p < 1, got ${p}`);
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * poly(CENTRAL_NUM, r)) / poly(CENTRAL_DEN, r);
  }
  let r = q <= 0 ? p : 1 - p;
  r = Math.sqrt(-Math.log(r));
  let x: number;
  if (r <= 5) {
    r -= 1.6;
    x = poly(NEAR_NUM, r) / poly(NEAR_DEN, r);
  } else {
    r -= 5;
    x = poly(TAIL_NUM, r) / poly(TAIL_DEN, r);
  }
  return q < 0 ? -x : x;
}
