// How texts become tokens for the max_length check: a real tokenizer (tokenizer.json, run by
// the pure-JS @huggingface/tokenizers) or, without one, an estimate the report names as such.
import { Tokenizer } from "@huggingface/tokenizers";

export interface TokenCounter {
  /** "tokenizer" when counted by a real tokenizer, "estimate" otherwise. */
  readonly kind: "tokenizer" | "estimate";
  /** One sentence on how tokens were counted, printed in the report. */
  readonly method: string;
  /** Token ids (or stand-ins) of `text`, without special tokens. */
  encode(text: string): ArrayLike<number>;
}

/** Characters per token assumed by the estimate (English prose; code and JSON run shorter). */
export const CHARS_PER_TOKEN = 4;

/**
 * The estimate: each run of CHARS_PER_TOKEN characters is one token, named by a hash of its
 * characters, so two texts that share a prefix share stand-in tokens up to where they differ.
 */
export function estimateCounter(): TokenCounter {
  return {
    kind: "estimate",
    method:
      `estimated at ${CHARS_PER_TOKEN} characters per token (no tokenizer given); code, JSON and ` +
      `non-Latin text take more tokens per character, so real counts are likely higher`,
    encode(text: string): Uint32Array {
      const n = Math.ceil(text.length / CHARS_PER_TOKEN);
      const out = new Uint32Array(n);
      for (let t = 0; t < n; t++) {
        let h = 0x811c9dc5;
        const end = Math.min(text.length, (t + 1) * CHARS_PER_TOKEN);
        for (let i = t * CHARS_PER_TOKEN; i < end; i++)
          h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
        out[t] = h >>> 0;
      }
      return out;
    },
  };
}

/** A counter over a parsed tokenizer.json (and tokenizer_config.json, when there is one). */
export function tokenizerCounter(
  tokenizerJson: object,
  tokenizerConfig: object,
  name: string,
): TokenCounter {
  const tok = new Tokenizer(tokenizerJson, tokenizerConfig);
  return {
    kind: "tokenizer",
    method:
      `counted with the tokenizer ${name}, prompt and each reply encoded apart as a trainer does; ` +
      `chat-template and special tokens are not counted, so lengths are a lower bound`,
    encode: (text: string) => tok.encode(text, { add_special_tokens: false }).ids,
  };
}
