import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_RESULTS,
  foldForSearch,
  isSearchableQuery,
  normalizeSearchQuery,
  trimSearchGroups,
} from './search-results.js';

function group(source: string, count: number) {
  return { source, items: Array.from({ length: count }, (_, index) => `${source}${String(index + 1)}`) };
}

describe('trimSearchGroups', () => {
  it('keeps everything when there are 20 results or fewer, dropping empty groups', () => {
    const groups = [group('stock', 5), group('maintenance', 0), group('agenda', 5), group('team', 5)];
    expect(trimSearchGroups(groups)).toEqual([group('stock', 5), group('agenda', 5), group('team', 5)]);
  });

  it('trims 7 full groups of 5 to 20 round-robin: 3 each for the first six, 2 for the last', () => {
    const sources = ['stock', 'maintenance', 'raw-materials', 'budget', 'agenda', 'team', 'library'];
    const trimmed = trimSearchGroups(sources.map((source) => group(source, 5)));
    expect(trimmed.map((kept) => kept.items.length)).toEqual([3, 3, 3, 3, 3, 3, 2]);
    expect(trimmed[0]?.items).toEqual(['stock1', 'stock2', 'stock3']);
    expect(trimmed[6]?.items).toEqual(['library1', 'library2']);
  });

  it('gives the room a short group leaves to the others, in their order', () => {
    const trimmed = trimSearchGroups([
      group('a', 1),
      group('b', 5),
      group('c', 5),
      group('d', 5),
      group('e', 5),
    ]);
    // 1 + 5 + 5 + 5 + 5 = 21: the round of the fifth items stops after b, c and d.
    expect(trimmed.map((kept) => kept.items.length)).toEqual([1, 5, 5, 5, 4]);
    expect(trimmed[4]?.items).toEqual(['e1', 'e2', 'e3', 'e4']);
  });

  it('honours a smaller maximum', () => {
    expect(trimSearchGroups([group('a', 5), group('b', 5)], 3)).toEqual([
      { source: 'a', items: ['a1', 'a2'] },
      { source: 'b', items: ['b1'] },
    ]);
    expect(trimSearchGroups([group('a', 5)], 0)).toEqual([]);
  });

  it('never keeps more than the maximum, keeps each group a prefix of itself, and loses nothing it could keep', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 8 }), { maxLength: 9 }), fc.nat({ max: 40 }), (counts, max) => {
        const groups = counts.map((count, index) => group(`g${String(index)}`, count));
        const trimmed = trimSearchGroups(groups, max);
        const total = trimmed.reduce((sum, kept) => sum + kept.items.length, 0);
        const available = counts.reduce((sum, count) => sum + count, 0);
        expect(total).toBe(Math.min(max, available));
        for (const kept of trimmed) {
          const original = groups.find((candidate) => candidate.source === kept.source);
          expect(kept.items.length).toBeGreaterThan(0);
          expect(original?.items.slice(0, kept.items.length)).toEqual(kept.items);
        }
        // Fair: two groups that were both cut differ by at most one item.
        const cut = trimmed.filter(
          (kept) => kept.items.length < (groups.find((g) => g.source === kept.source)?.items.length ?? 0),
        );
        const sizes = cut.map((kept) => kept.items.length);
        if (sizes.length > 1) expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
    expect(SEARCH_MAX_RESULTS).toBe(20);
  });
});

describe('search query', () => {
  it('needs at least 2 characters once trimmed: blank is ignored', () => {
    expect(isSearchableQuery('')).toBe(false);
    expect(isSearchableQuery('   ')).toBe(false);
    expect(isSearchableQuery(' a ')).toBe(false);
    expect(isSearchableQuery(' ab ')).toBe(true);
    expect(normalizeSearchQuery('  Méthaniseur ')).toBe('Méthaniseur');
  });

  it('folds accents, ligatures and case as the database does', () => {
    expect(foldForSearch('Électricité')).toBe('electricite');
    expect(foldForSearch('Pièces détachées')).toBe('pieces detachees');
    expect(foldForSearch('Cœur ÆON')).toBe('coeur aeon');
  });
});
