// Text length in code points, as Python's len() counts it, so our deltas match
// the SDK's reply_length on text with emoji or other astral characters.
const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

export function codePointLength(s: string): number {
  // Most text has no astral characters; the regex scan is native and fast.
  if (!HIGH_SURROGATE.test(s)) return s.length;
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    // A high surrogate followed by a low one is one code point, not two.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
