import { describe, expect, it } from 'vitest';
import { documentFileUrl, documentPageLink, readPageParam } from './document-links';

describe('document links', () => {
  const id = '0b6c4f7e-2a61-4b8e-9d1f-3c5a7e9b1d2f';

  it('opens the imported-documents page on the document, its page and the searched words', () => {
    expect(documentPageLink(id, 2, ['brassage', 'agitateur'])).toBe(
      `/dashboard/imported-documents?document=${id}&page=2&q=brassage+agitateur`,
    );
    expect(documentPageLink(id, 1)).toBe(`/dashboard/imported-documents?document=${id}&page=1`);
  });

  it('reads the page of the address, 1 when it is not a page number', () => {
    expect(readPageParam('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(readPageParam(value)).toBe(1);
  });

  it('points a PDF at its page', () => {
    expect(documentFileUrl(id, 4)).toBe(`/api/documents/${id}/file#page=4`);
  });
});
