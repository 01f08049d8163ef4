import { describe, expect, it } from 'vitest';
import { findNulCharacterPaths } from './nul-character-guard.js';

describe('findNulCharacterPaths', () => {
  it('names every string field holding U+0000, however deep', () => {
    expect(
      findNulCharacterPaths({
        firstName: 'Cam\u0000ille',
        items: [{ name: 'ok' }, { name: '\u0000' }],
        n: 3,
      }),
    ).toEqual(['firstName', 'items.1.name']);
  });

  it('finds nothing in clean input, including Unicode text', () => {
    expect(findNulCharacterPaths({ bio: 'Méthaniseur 500 kWé — ✓', tags: ['a', 'b'], ok: true })).toEqual([]);
    expect(findNulCharacterPaths(undefined)).toEqual([]);
  });

  it('reports a NUL in a key or a bare string body', () => {
    expect(findNulCharacterPaths({ 'a\u0000': 1 })).toEqual(['a\u0000']);
    expect(findNulCharacterPaths('x\u0000')).toEqual(['_']);
  });
});
