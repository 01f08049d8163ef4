import { describe, expect, it } from 'vitest';
import {
  fingerprintError,
  normaliseErrorMessage,
  normaliseSourceFile,
  topStackFrame,
  withoutQueryStrings,
} from './error-fingerprint.js';

describe('error fingerprint', () => {
  it('strips numbers, ids, hashes, URLs and e-mail addresses from a message', () => {
    expect(
      normaliseErrorMessage(
        'Lot 1f0e2d3c-4b5a-4978-8695-a4b3c2d1e0f9 failed at row 42 (https://api.example/x?y=1) for jean@ferme.fr, chunk 4f9a1c2b0e',
      ),
    ).toBe('Lot <id> failed at row <n> (<url>) for <email>, chunk <hash>');
  });

  it('drops the bundle hash, the origin and the query of a source file', () => {
    expect(normaliseSourceFile('https://app.example/assets/page-monitoring-4f9a1c2b.js?v=3')).toBe(
      '/assets/page-monitoring.js',
    );
    expect(normaliseSourceFile('https://app.example/assets/index.Bq3x9kLm.js')).toBe('/assets/index.js');
  });

  it('reads the top frame of a V8 and of a Firefox stack, without line and column', () => {
    expect(
      topStackFrame('TypeError: x\n    at renderChart (https://a.example/assets/app-12345678.js:10:20)'),
    ).toEqual({
      functionName: 'renderChart',
      file: '/assets/app.js',
    });
    expect(topStackFrame('TypeError: x\n    at https://a.example/assets/app-12345678.js:10:20')).toEqual({
      functionName: '<anonymous>',
      file: '/assets/app.js',
    });
    expect(topStackFrame('renderChart@https://a.example/assets/app-12345678.js:10:20\n')).toEqual({
      functionName: 'renderChart',
      file: '/assets/app.js',
    });
    expect(topStackFrame(undefined)).toBeNull();
  });

  it('gives one fingerprint to the same fault with other numbers, lines and bundle builds', () => {
    const first = fingerprintError({
      errorType: 'TypeError',
      message: 'Cannot read row 12',
      stack: 'TypeError\n    at draw (https://a.example/assets/page-aaaaaaaa.js:1:100)',
    });
    const second = fingerprintError({
      errorType: 'TypeError',
      message: 'Cannot read row 9875',
      stack: 'TypeError\n    at draw (https://b.example/assets/page-bbbbbbbb.js:7:3)',
    });
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(fingerprintError({ errorType: 'RangeError', message: 'Cannot read row 12' }).fingerprint).not.toBe(
      first.fingerprint,
    );
    expect(
      fingerprintError({
        errorType: 'TypeError',
        message: 'Cannot read row 12',
        stack: 'TypeError\n    at other (https://a.example/assets/page-aaaaaaaa.js:1:100)',
      }).fingerprint,
    ).not.toBe(first.fingerprint);
  });

  it('keeps a page or stack without its query strings and fragments', () => {
    expect(withoutQueryStrings('/reset?token=abc#x')).toBe('/reset');
    expect(withoutQueryStrings('at f (https://a.example/app.js?v=1:10:2)')).toBe(
      'at f (https://a.example/app.js:10:2)',
    );
  });
});
