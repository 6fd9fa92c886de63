/**
 * pg_trgm's word similarity (`word_similarity(term, text)` and `term <% text`) computed as PostgreSQL computes it
 * (contrib/pg_trgm/trgm_op.c: generate_trgm_only, calc_word_similarity, iterate_word_similarity), for the partner
 * search's directory index (ADR 59). Its test compares every figure with the database's own.
 */

/** pg_trgm.word_similarity_threshold's default: `term <% text` holds from this word similarity on. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** A text's characters as PostgreSQL counts them: code points (not UTF-16 units, not graphemes). */
export const charactersOf = (text: string): string[] => Array.from(text);

/** A run of the characters pg_trgm keeps in a word (KEEPONLYALNUM: letters and digits). */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The trigrams of `text` in their order, each word lowercased and padded as pg_trgm pads it (two blanks before, one
 * after: "  ab " gives "  a", " ab", "ab "), repeats kept.
 */
export function positionalTrigrams(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const chars = [' ', ' ', ...charactersOf(word), ' '];
    for (let at = 0; at + 3 <= chars.length; at += 1) trigrams.push(chars.slice(at, at + 3).join(''));
  }
  return trigrams;
}

/** pg_trgm's CALCSML in float4, as the database rounds it. */
const similarityOf = (count: number, length1: number, length2: number): number =>
  Math.fround(count / (length1 + length2 - count));

/**
 * The greatest similarity of the term's trigram set (`termTrigrams`, `termSize` of them) to a stretch of consecutive
 * trigrams of the text (`textTrigrams`, ids in the text's order): iterate_word_similarity without its strict mode.
 * `lastAt` is scratch space indexed by trigram id, all -1 on entry and on return.
 */
export function iterateWordSimilarity(
  textTrigrams: ArrayLike<number>,
  isTermTrigram: (id: number) => boolean,
  termSize: number,
  lastAt: Int32Array,
): number {
  let distinct = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < textTrigrams.length; i += 1) {
    const id = textTrigrams[i] as number;
    const inTerm = isTermTrigram(id);
    if (lower >= 0 || inTerm) {
      if ((lastAt[id] as number) < 0) {
        distinct += 1;
        if (inTerm) count += 1;
      }
      lastAt[id] = i;
    }
    if (!inTerm) continue;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = similarityOf(count, termSize, distinct);
    let tryCount = count;
    let tryDistinct = distinct;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= i; tryLower += 1) {
      const tried = similarityOf(tryCount, termSize, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = tryLower;
        count = tryCount;
      }
      const at = textTrigrams[tryLower] as number;
      if (lastAt[at] === tryLower) {
        tryDistinct -= 1;
        if (isTermTrigram(at)) tryCount -= 1;
      }
    }
    best = Math.max(best, current);
    for (let dropped = previousLower; dropped < lower; dropped += 1) {
      const at = textTrigrams[dropped] as number;
      if (lastAt[at] === dropped) lastAt[at] = -1;
    }
  }
  for (let i = 0; i < textTrigrams.length; i += 1) lastAt[textTrigrams[i] as number] = -1;
  return best;
}

/** `word_similarity(term, text)` of two strings, as PostgreSQL answers it (a float4). */
export function wordSimilarity(term: string, text: string): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) ids.set(trigram, (id = ids.size));
    return id;
  };
  const termIds = new Set(positionalTrigrams(term).map(idOf));
  const textIds = positionalTrigrams(text).map(idOf);
  return iterateWordSimilarity(textIds, (id) => termIds.has(id), termIds.size, new Int32Array(ids.size).fill(-1));
}
