import { describe, expect, it } from 'vitest';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { filterDocuments } from './filter-documents';

function document(change: Partial<TImportedDocument>): TImportedDocument {
  return {
    id: crypto.randomUUID(),
    title: 'Document',
    category: 'other',
    tags: [],
    equipmentName: null,
    rawMaterialId: null,
    rawMaterialName: null,
    fileName: 'document.pdf',
    kind: 'pdf',
    mimeType: 'application/pdf',
    sizeBytes: 1000,
    pageCount: 1,
    extractionState: 'indexed',
    extractionFailure: null,
    extractedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...change,
  };
}

describe('filterDocuments', () => {
  const manual = document({ title: 'Manuel du digesteur', category: 'manual', tags: ['Agitateur'] });
  const permit = document({ title: 'Arrêté préfectoral', category: 'permit', equipmentName: 'Torchère' });
  const all = [manual, permit];

  it('keeps every document without a filter', () => {
    expect(filterDocuments(all, { category: '', text: '  ' })).toEqual(all);
  });

  it('filters by category and by words, accents and case ignored, in titles, tags and links', () => {
    expect(filterDocuments(all, { category: 'permit', text: '' })).toEqual([permit]);
    expect(filterDocuments(all, { category: '', text: 'arrete' })).toEqual([permit]);
    expect(filterDocuments(all, { category: '', text: 'AGITATEUR digesteur' })).toEqual([manual]);
    expect(filterDocuments(all, { category: '', text: 'torchere' })).toEqual([permit]);
    expect(filterDocuments(all, { category: 'manual', text: 'torchere' })).toEqual([]);
  });
});
