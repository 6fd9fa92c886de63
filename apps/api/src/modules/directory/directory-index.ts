import type { DbOrTx } from '../../db/client.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  findActiveCompanies,
  findActiveDepartments,
  findCompanyTags,
  findDepartmentTags,
  type PartnerRow,
  type PartnerScope,
} from './directory-repository.ts';
import {
  charactersOf,
  iterateWordSimilarity,
  positionalTrigrams,
  WORD_SIMILARITY_THRESHOLD,
} from './word-similarity.ts';

/** An entry of the directory (a company, or a department under it) with what the partner search answers of it. */
export type IndexedPartner = PartnerRow & { tags: readonly string[] };

/**
 * ADR 59: the directory's entries of one version (ADR 16) with what the partner search matches and ranks them by,
 * built once per version in this instance. `entries` are in the search's last order (lower(company name), company,
 * department, companies first), so an entry's place is its tie-break.
 */
export type DirectoryIndex = {
  version: bigint;
  entries: readonly IndexedPartner[];
  /** Each entry's words as the word-start test reads them: ' ' and its lowercased names, runs of other characters as ' '. */
  words: readonly string[];
  /** Each entry's company name and department name (-1 for a company) as an id of `texts`. */
  companyText: Int32Array;
  departmentText: Int32Array;
  /** The company's entries of each active company, [first, end) of `entries`. */
  companyEntries: ReadonlyMap<number, readonly [number, number]>;
  /** The distinct lowercased names and tags, and the entries a match of each one lists. */
  texts: readonly string[];
  entriesOfText: readonly Int32Array[];
  /** Each text's pg_trgm trigrams as ids, in order; the texts holding each trigram id; its id of each trigram. */
  trigramsOfText: readonly Int32Array[];
  textsOfTrigram: readonly Int32Array[];
  trigramIds: ReadonlyMap<string, number>;
  /** The texts holding each three-character substring (a LIKE '%term%' candidate has all of the term's). */
  textsOfSubstring: ReadonlyMap<string, Int32Array>;
  /** The ranked matches of the terms searched at this version, least recently used first (rankedMatches). */
  ranked: Map<string, Int32Array>;
};

/** The order of lower(name) in the database's C.UTF-8 collation: by code point. */
function byCodePoint(a: string, b: string): number {
  const left = charactersOf(a);
  const right = charactersOf(b);
  for (let at = 0; at < Math.min(left.length, right.length); at += 1) {
    const difference = (left[at]?.codePointAt(0) ?? 0) - (right[at]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

const wordsOf = (entry: PartnerRow): string =>
  ` ${`${entry.companyName} ${entry.departmentName ?? ''}`.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')}`;

/** Reads the directory's tables and builds their index (the version is the one read before them). */
async function buildDirectoryIndex(db: DbOrTx, version: bigint): Promise<DirectoryIndex> {
  const [companies, departments, companyTags, departmentTags] = await Promise.all([
    findActiveCompanies(db),
    findActiveDepartments(db),
    findCompanyTags(db),
    findDepartmentTags(db),
  ]);
  const tagNames = (rows: readonly { tag: string }[] | undefined) => (rows ?? []).map(({ tag }) => tag);
  const ofCompany = groupBy(companyTags, (row) => row.companyId);
  const ofDepartment = groupBy(departmentTags, (row) => row.departmentId);
  const departmentsOf = groupBy(departments, (department) => department.companyId);

  const ordered = [...companies].sort((a, b) => byCodePoint(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id);
  const entries: IndexedPartner[] = [];
  const companyEntries = new Map<number, readonly [number, number]>();
  for (const company of ordered) {
    const first = entries.length;
    const of = {
      companyId: company.id,
      companyName: company.name,
      companySlug: company.slug,
      companyDomain: company.domain,
    };
    entries.push({
      type: 'company',
      ...of,
      departmentId: null,
      departmentName: null,
      tags: tagNames(ofCompany.get(company.id)),
    });
    const own = [...(departmentsOf.get(company.id) ?? [])].sort((a, b) => a.id - b.id);
    for (const department of own)
      entries.push({
        type: 'department',
        ...of,
        departmentId: department.id,
        departmentName: department.name,
        tags: tagNames(ofDepartment.get(department.id)),
      });
    companyEntries.set(company.id, [first, entries.length]);
  }

  const textIds = new Map<string, number>();
  const listed: number[][] = [];
  const textOf = (text: string, entry: number): number => {
    const lowered = text.toLowerCase();
    let id = textIds.get(lowered);
    if (id === undefined) {
      id = textIds.size;
      textIds.set(lowered, id);
      listed.push([]);
    }
    listed[id]?.push(entry);
    return id;
  };
  const companyText = new Int32Array(entries.length);
  const departmentText = new Int32Array(entries.length).fill(-1);
  entries.forEach((entry, at) => {
    if (entry.departmentName === null) {
      // A company's name lists it and each of its departments (a department's text holds its company's name).
      const [first, end] = companyEntries.get(entry.companyId) ?? [at, at + 1];
      for (let listedAt = first; listedAt < end; listedAt += 1)
        companyText[listedAt] = textOf(entry.companyName, listedAt);
    } else departmentText[at] = textOf(entry.departmentName, at);
    for (const tag of entry.tags) textOf(tag, at);
  });
  const texts = [...textIds.keys()];

  const trigramIds = new Map<string, number>();
  const textsWith: number[][] = [];
  const trigramsOfText = texts.map((text, id) => {
    const trigrams = positionalTrigrams(text).map((trigram) => {
      let trigramId = trigramIds.get(trigram);
      if (trigramId === undefined) {
        trigramId = trigramIds.size;
        trigramIds.set(trigram, trigramId);
        textsWith.push([]);
      }
      return trigramId;
    });
    for (const trigramId of new Set(trigrams)) textsWith[trigramId]?.push(id);
    return Int32Array.from(trigrams);
  });
  const substrings = new Map<string, number[]>();
  texts.forEach((text, id) => {
    const chars = charactersOf(text);
    const seen = new Set<string>();
    for (let at = 0; at + 3 <= chars.length; at += 1) seen.add(chars.slice(at, at + 3).join(''));
    for (const substring of seen) {
      const holding = substrings.get(substring);
      if (holding) holding.push(id);
      else substrings.set(substring, [id]);
    }
  });

  return {
    version,
    entries,
    words: entries.map(wordsOf),
    companyText,
    departmentText,
    companyEntries,
    texts,
    entriesOfText: listed.map((ids) => Int32Array.from(new Set(ids))),
    trigramsOfText,
    textsOfTrigram: textsWith.map((ids) => Int32Array.from(ids)),
    trigramIds,
    textsOfSubstring: new Map([...substrings].map(([substring, ids]) => [substring, Int32Array.from(ids)])),
    ranked: new Map(),
  };
}

/** The index of the newest version asked for, per database handle (two apps in one process never share one). */
const keptIndexes = new WeakMap<DbOrTx, { version: bigint; index: Promise<DirectoryIndex> }>();

/**
 * ADR 59: the directory index of `version` (read by the caller before this), built on first use and kept in this
 * instance until a newer version is asked for; concurrent requests share one build. A request that read an older
 * version than the kept one (it raced a change) gets an index built for it alone, never kept.
 */
export function findDirectoryIndex(db: DbOrTx, version: string): Promise<DirectoryIndex> {
  const wanted = BigInt(version);
  const kept = keptIndexes.get(db);
  if (kept?.version === wanted) return kept.index;
  if (kept !== undefined && kept.version > wanted) return buildDirectoryIndex(db, wanted);
  const index = buildDirectoryIndex(db, wanted);
  const building = { version: wanted, index };
  keptIndexes.set(db, building);
  index.catch(() => {
    if (keptIndexes.get(db) === building) keptIndexes.delete(db);
  });
  return index;
}

/** The texts `term` (lowercase) matches, as ADR 47's statement matched them. */
function matchedTexts(index: DirectoryIndex, term: string, similarityOf: (text: number) => number): number[] {
  const candidates = new Set<number>();
  if (term.length >= 3) {
    // lower(text) LIKE '%term%': every text holding the term holds its rarest three characters.
    const chars = charactersOf(term);
    let rarest: ArrayLike<number> | undefined = chars.length < 3 ? index.texts.map((_, id) => id) : undefined;
    for (let at = 0; at + 3 <= chars.length; at += 1) {
      const holding = index.textsOfSubstring.get(chars.slice(at, at + 3).join('')) ?? new Int32Array(0);
      if (rarest === undefined || holding.length < rarest.length) rarest = holding;
    }
    for (const text of Array.from(rarest ?? [])) if (index.texts[text]?.includes(term)) candidates.add(text);
  }
  // term <% text: a word similarity of 0.6 needs at least 0.6 of the term's distinct trigrams in the text.
  const termTrigrams = new Set(positionalTrigrams(term));
  const shared = new Uint16Array(index.texts.length);
  const sharing: number[] = [];
  for (const trigram of termTrigrams) {
    const id = index.trigramIds.get(trigram);
    if (id === undefined) continue;
    for (const text of index.textsOfTrigram[id] ?? [])
      if ((shared[text] = (shared[text] ?? 0) + 1) === 1) sharing.push(text);
  }
  for (const text of sharing)
    if (
      !candidates.has(text) &&
      (shared[text] ?? 0) >= termTrigrams.size * WORD_SIMILARITY_THRESHOLD - 1e-9 &&
      similarityOf(text) >= WORD_SIMILARITY_THRESHOLD
    )
      candidates.add(text);
  return [...candidates];
}

/** How many entry places the ranked lists of the terms searched may hold in all, per index (4 bytes each). */
const MAX_RANKED_PLACES = 2_000_000;

/**
 * Every entry of the network `term` (lowercase, not '') matches, in the search's order, as ADR 47's statement
 * matched and ordered them: a word of the names starting with the term first, then the greater word similarity of
 * either name to the term, then the names (the index's order). The same for every viewer (the scope is applied
 * after), so it is kept with the index for the terms searched most recently.
 */
function rankedMatches(index: DirectoryIndex, term: string): Int32Array {
  const kept = index.ranked.get(term);
  if (kept) {
    index.ranked.delete(term);
    index.ranked.set(term, kept);
    return kept;
  }
  const termTrigrams = new Set(positionalTrigrams(term));
  const isTermTrigram = new Uint8Array(index.trigramIds.size);
  for (const trigram of termTrigrams) {
    const id = index.trigramIds.get(trigram);
    if (id !== undefined) isTermTrigram[id] = 1;
  }
  const lastAt = new Int32Array(index.trigramIds.size).fill(-1);
  const similarities = new Float32Array(index.texts.length).fill(-1);
  const similarityOf = (text: number): number => {
    let similarity = similarities[text] ?? 0;
    if (similarity < 0) {
      similarity = iterateWordSimilarity(
        index.trigramsOfText[text] ?? [],
        (id) => isTermTrigram[id] === 1,
        termTrigrams.size,
        lastAt,
      );
      similarities[text] = similarity;
    }
    return similarity;
  };

  const isMatched = new Uint8Array(index.entries.length);
  const matched: number[] = [];
  for (const text of matchedTexts(index, term, similarityOf))
    for (const at of index.entriesOfText[text] ?? [])
      if (isMatched[at] === 0) {
        isMatched[at] = 1;
        matched.push(at);
      }
  // One key per entry: 2 for a word starting with the term, plus the similarity (0 to 1); the place breaks ties.
  const keys = new Float64Array(index.entries.length);
  for (const at of matched) {
    const departmentText = index.departmentText[at] ?? -1;
    const companySimilarity = similarityOf(index.companyText[at] ?? -1);
    const similarity =
      departmentText < 0 ? companySimilarity : Math.max(companySimilarity, similarityOf(departmentText));
    keys[at] = (index.words[at]?.includes(` ${term}`) ? 2 : 0) + similarity;
  }
  const ranked = Int32Array.from(matched).sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0) || a - b);

  index.ranked.set(term, ranked);
  let places = 0;
  for (const list of index.ranked.values()) places += list.length;
  for (const [oldest, list] of index.ranked) {
    if (places <= MAX_RANKED_PLACES || oldest === term) break;
    index.ranked.delete(oldest);
    places -= list.length;
  }
  return ranked;
}

/**
 * Issue 26, ADR 47, ADR 59: one page of the entries in `scope` whose company or department name or offered tag
 * matches `term` (lowercase; '' matches every entry in scope), and how many match in all, on this instance's index of
 * the directory. A term of 2 characters matches the names and tags with a word pg_trgm finds similar to it
 * (`term <% text`, which 2 characters reach at the start of a word only); a longer one those containing it too.
 */
export function searchDirectoryIndex(
  index: DirectoryIndex,
  scope: PartnerScope,
  term: string,
  page: { after: number; limit: number },
): { entries: IndexedPartner[]; total: number } {
  const { onlyCompanies } = scope;
  const [ownFirst, ownEnd] = index.companyEntries.get(scope.exceptCompanyId) ?? [0, 0];
  const inScope = (at: number): boolean =>
    (at < ownFirst || at >= ownEnd) &&
    (onlyCompanies === null || onlyCompanies.has(index.entries[at]?.companyId ?? -1));
  if (term === '') {
    const all = [...(onlyCompanies ?? index.companyEntries.keys())]
      .flatMap((companyId) => {
        const range = index.companyEntries.get(companyId);
        return range === undefined ? [] : Array.from({ length: range[1] - range[0] }, (_, n) => range[0] + n);
      })
      .sort((a, b) => a - b);
    return pageInScope(index, all, inScope, page);
  }
  return pageInScope(index, rankedMatches(index, term), inScope, page);
}

/**
 * The page of the entries of `ordered` (places of the index) in scope, and how many of them are in scope: one pass
 * over the places, copying nothing but the page (ADR 64).
 */
function pageInScope(
  index: DirectoryIndex,
  ordered: ArrayLike<number>,
  inScope: (at: number) => boolean,
  { after, limit }: { after: number; limit: number },
): { entries: IndexedPartner[]; total: number } {
  const entries: IndexedPartner[] = [];
  let total = 0;
  for (let at = 0; at < ordered.length; at += 1) {
    const place = ordered[at] ?? -1;
    if (!inScope(place)) continue;
    const entry = total >= after && total < after + limit ? index.entries[place] : undefined;
    if (entry) entries.push(entry);
    total += 1;
  }
  return { entries, total };
}

/** The index's entry of this active company, or of this active department of it: none when either is not active. */
export function findIndexedPartner(
  index: DirectoryIndex,
  partner: { companyId: number; departmentId: number | null },
): IndexedPartner | undefined {
  const [first, end] = index.companyEntries.get(partner.companyId) ?? [0, 0];
  return index.entries.slice(first, end).find((entry) => entry.departmentId === partner.departmentId);
}
