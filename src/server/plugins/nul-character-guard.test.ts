import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, findNulCharacterPaths, inspectJsonValue } from './nul-character-guard.js';

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

describe('inspectJsonValue', () => {
  it('walks a value nested 5,000 levels deep without overflowing the stack, and says it is too deep', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}`);
    expect(inspectJsonValue(deep)).toEqual({ nulPaths: [], isTooDeep: true });
    const deepObject: unknown = JSON.parse(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`);
    expect(inspectJsonValue(deepObject).isTooDeep).toBe(true);
  });

  it('accepts nesting up to MAX_JSON_DEPTH levels and still finds NUL at the bottom', () => {
    const atLimit: unknown = JSON.parse(
      `${'['.repeat(MAX_JSON_DEPTH)}"\\u0000"${']'.repeat(MAX_JSON_DEPTH)}`,
    );
    expect(inspectJsonValue(atLimit)).toEqual({
      nulPaths: [Array.from({ length: MAX_JSON_DEPTH }, () => '0').join('.')],
      isTooDeep: false,
    });
    expect(inspectJsonValue([atLimit]).isTooDeep).toBe(true);
  });

  it('does not walk a raw upload (a Buffer), whatever its size', () => {
    expect(inspectJsonValue(Buffer.from('a\u0000;'.repeat(1000)))).toEqual({
      nulPaths: [],
      isTooDeep: false,
    });
  });
});
