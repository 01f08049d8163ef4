import { describe, expect, it } from 'vitest';
import { ZUpdateDocumentRequest, ZUploadDocumentQuery } from '../../../../shared/contracts/documents';
import { emptyDescription, splitTags, toUpdateRequest, toUploadDescription } from './description-values';

const lotId = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';

describe('description values', () => {
  it('splits tags on commas, trimmed, each once', () => {
    expect(splitTags(' pompe, Agitateur ,, pompe ')).toEqual(['pompe', 'Agitateur']);
    expect(splitTags('')).toEqual([]);
  });

  it('sends the title only for a single file, and only what is filled', () => {
    const values = { ...emptyDescription, title: ' Manuel ', tags: 'a, b', rawMaterialId: lotId };
    expect(toUploadDescription(values, true)).toEqual({
      category: 'other',
      title: 'Manuel',
      tags: 'a,b',
      rawMaterialId: lotId,
    });
    expect(toUploadDescription(values, false)).not.toHaveProperty('title');
    expect(toUploadDescription(emptyDescription, true)).toEqual({ category: 'other' });
    expect(
      ZUploadDocumentQuery.safeParse({ fileName: 'm.pdf', ...toUploadDescription(values, true) }).success,
    ).toBe(true);
  });

  it('clears the links the edit dialog empties', () => {
    const request = toUpdateRequest({ ...emptyDescription, category: 'manual', tags: 'x' });
    expect(request).toEqual({ category: 'manual', tags: ['x'], equipmentName: null, rawMaterialId: null });
    expect(ZUpdateDocumentRequest.safeParse(request).success).toBe(true);
  });
});
