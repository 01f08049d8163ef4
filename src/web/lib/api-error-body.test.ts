import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZApiError } from '../../shared/contracts/errors';
import { ZLocalKeyResponse } from '../../shared/contracts/offline';
import { readApiError, readLocalKeyResponse } from './api-error-body';

/** Bodies close to the real ones (so that most cases are not refused at the first key), and any JSON. */
const errorRow = fc.record(
  {
    row: fc.oneof(fc.integer(), fc.double(), fc.string()),
    column: fc.oneof(fc.string(), fc.integer()),
    message: fc.oneof(fc.string(), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const errorBody = fc.oneof(
  fc.jsonValue(),
  fc.record({
    error: fc.record(
      {
        code: fc.oneof(fc.string(), fc.integer()),
        message: fc.oneof(fc.string(), fc.constant(null)),
        fields: fc.oneof(
          fc.dictionary(fc.string(), fc.string()),
          fc.dictionary(fc.string(), fc.jsonValue()),
          fc.array(fc.string()),
        ),
        rows: fc.oneof(fc.array(errorRow, { maxLength: 3 }), fc.string()),
        errorId: fc.oneof(fc.string(), fc.integer()),
      },
      { requiredKeys: [] },
    ),
  }),
);

describe('readApiError', () => {
  it('reads exactly what the contract accepts, with the same fields', () => {
    fc.assert(
      fc.property(errorBody, (body) => {
        const parsed = ZApiError.safeParse(body);
        expect(readApiError(body)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a refused CSV import with its rows', () => {
    const body = {
      error: {
        code: 'csv_invalid',
        message: 'Import refusé : 1 ligne en erreur.',
        rows: [{ row: 3, column: 'Quantité', message: 'Nombre invalide' }],
      },
    };
    expect(readApiError(body)).toEqual(body);
    expect(readApiError({ error: { code: 'x' } })).toBeNull();
  });
});

describe('readLocalKeyResponse', () => {
  const validKey = 'A'.repeat(43) + '=';
  it('reads exactly what the contract accepts', () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        algorithm: fc.constantFrom('AES-GCM', 'AES-CBC', 1),
        length: fc.constantFrom(256, 128, '256'),
        key: fc.oneof(fc.constant(validKey), fc.base64String({ minLength: 40, maxLength: 48 }), fc.string()),
      }),
    );
    fc.assert(
      fc.property(body, (candidate) => {
        const parsed = ZLocalKeyResponse.safeParse(candidate);
        expect(readLocalKeyResponse(candidate)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 1000 },
    );
    expect(readLocalKeyResponse({ algorithm: 'AES-GCM', length: 256, key: validKey })).toEqual({
      algorithm: 'AES-GCM',
      length: 256,
      key: validKey,
    });
  });
});
