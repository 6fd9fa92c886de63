import { describe, expect, it } from 'vitest';
import { searchedTerm } from './partners';

describe('searchedTerm', () => {
  it('[D-004] asks the server for a term from 2 characters, once typing paused on it', () => {
    expect(searchedTerm('g', 'g')).toBe('');
    expect(searchedTerm('gl', 'g')).toBe('');
    expect(searchedTerm('gl', 'gl')).toBe('gl');
    // Still typing: the term typing paused on last is the one asked for.
    expect(searchedTerm('glob', 'gl')).toBe('gl');
    // Erased below 2 characters: the recently used partners at once, whatever the pause.
    expect(searchedTerm('g', 'glob')).toBe('');
  });
});
