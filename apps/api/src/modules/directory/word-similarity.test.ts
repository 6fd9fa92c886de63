import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { wordSimilarity, WORD_SIMILARITY_THRESHOLD } from './word-similarity.ts';

// ADR 59: the partner search ranks in JavaScript by pg_trgm's word similarity; every figure must be the database's.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const terms = ['ze', 'merid', 'marvandelion', 'stor', 'storage al', 'ab', 'acme-co', 'x1', 'aaa', 'sys', 'zz', 'a b'];
const texts = [
  'Zenith Storage',
  'Meridian Systems GmbH',
  'Overmarvandelion Ltd',
  'Marvandalion Partners',
  'Block Storage Support',
  'storage alliance',
  'Acme-Co (EMEA) 2nd line',
  'X1 Labs',
  'aaaa aaa aa a',
  'sys sys systems',
  'Ozzy Zz Top',
  'A Bee',
  '',
  'Zé Münchner Speicher',
];

describe('word similarity as pg_trgm computes it (ADR 59)', () => {
  it('[issue 26] equals word_similarity and <% of the database for every term and text', async () => {
    const pairs = terms.flatMap((term) => texts.map((text) => [term, text.toLowerCase()] as const));
    const rows = await Promise.all(
      pairs.map(async ([term, text]) => {
        const { rows: found } = await database.executeSql(
          'select word_similarity($1, $2) as similarity, $1 <% $2 as matches',
          [term, text],
        );
        return found[0] as { similarity: number; matches: boolean } | undefined;
      }),
    );
    const ours = pairs.map(([term, text]) => {
      const similarity = wordSimilarity(term, text);
      return { term, text, similarity, matches: similarity >= WORD_SIMILARITY_THRESHOLD };
    });
    const theirs = pairs.map(([term, text], at) => ({
      term,
      text,
      similarity: Math.fround(Number(rows[at]?.similarity)),
      matches: rows[at]?.matches,
    }));
    expect(ours).toEqual(theirs);
    // Not a trivial agreement: the pairs span no match, a partial one and a whole word.
    expect(new Set(ours.map(({ similarity }) => similarity)).size).toBeGreaterThan(10);
  });
});
