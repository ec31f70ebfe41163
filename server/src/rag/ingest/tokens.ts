/**
 * Our token: a run of letters, marks and digits, or one other non-space character. Model
 * tokenizers give about 1.3 tokens per English word, so our counts run a little low; they
 * only need to keep chunk sizes comparable, not match any one model.
 */
export const TOKEN = /[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu;

export function countTokens(text: string): number {
  return text.match(TOKEN)?.length ?? 0;
}
