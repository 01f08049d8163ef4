import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, DOCUMENT_MAX_BYTES, kindOfFileName } from './document-file.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const pdf = (body = '1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF') =>
  ascii(`%PDF-1.7\n${body}`);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const docx = (parts: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    'word/document.xml': strToU8(
      '<w:document><w:body><w:p><w:r><w:t>Vidange du moteur</w:t></w:r></w:p></w:body></w:document>',
    ),
    ...parts,
  });

describe('checkDocumentFile', () => {
  it('accepts each kind when the bytes agree with the name', () => {
    expect(checkDocumentFile(pdf(), 'Notice moteur.PDF')).toEqual({
      ok: true,
      kind: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(checkDocumentFile(png, 'photo.png')).toMatchObject({ ok: true, kind: 'png' });
    expect(checkDocumentFile(jpeg, 'plaque.jpeg')).toMatchObject({ ok: true, kind: 'jpeg' });
    expect(checkDocumentFile(docx(), 'contrat.docx')).toMatchObject({ ok: true, kind: 'docx' });
    expect(checkDocumentFile(ascii('\uFEFFPlan d’épandage : parcelle 12'), 'plan.txt')).toMatchObject({
      ok: true,
      kind: 'text',
    });
    expect(checkDocumentFile(ascii('# Procédure\n- Étape 1'), 'procédure.md')).toMatchObject({
      ok: true,
      kind: 'markdown',
      mimeType: 'text/markdown; charset=utf-8',
    });
  });

  it('refuses an empty file, one too large, and an extension it does not take', () => {
    expect(checkDocumentFile(new Uint8Array(), 'vide.pdf')).toEqual({ ok: false, problem: 'empty' });
    const huge = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    huge.set(pdf());
    expect(checkDocumentFile(huge, 'gros.pdf')).toEqual({ ok: false, problem: 'too_large' });
    expect(checkDocumentFile(pdf(), 'notice.exe')).toEqual({ ok: false, problem: 'unknown_type' });
    expect(checkDocumentFile(pdf(), 'sans-extension')).toEqual({ ok: false, problem: 'unknown_type' });
  });

  it('refuses a file that lies about its type', () => {
    expect(checkDocumentFile(png, 'rapport.pdf')).toEqual({ ok: false, problem: 'type_mismatch' });
    expect(checkDocumentFile(pdf(), 'photo.jpg')).toEqual({ ok: false, problem: 'type_mismatch' });
    expect(checkDocumentFile(ascii('juste du texte'), 'contrat.docx')).toEqual({
      ok: false,
      problem: 'type_mismatch',
    });
    expect(checkDocumentFile(new Uint8Array([0x00, 0x01, 0xfe, 0xff]), 'notes.txt')).toEqual({
      ok: false,
      problem: 'type_mismatch',
    });
    // A zip that is not a Word document (no word/document.xml).
    expect(checkDocumentFile(zipSync({ 'a.txt': strToU8('a') }), 'faux.docx')).toEqual({
      ok: false,
      problem: 'type_mismatch',
    });
  });

  it('refuses encrypted PDF and Word files, whose text cannot be read', () => {
    expect(checkDocumentFile(pdf('trailer << /Root 1 0 R /Encrypt 5 0 R >>'), 'permis.pdf')).toEqual({
      ok: false,
      problem: 'encrypted',
    });
    const oleWrapped = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(checkDocumentFile(oleWrapped, 'contrat.docx')).toEqual({ ok: false, problem: 'encrypted' });
    const flagged = docx();
    flagged[6] = (flagged[6] ?? 0) | 0x01;
    expect(checkDocumentFile(flagged, 'contrat.docx')).toEqual({ ok: false, problem: 'encrypted' });
  });

  it('refuses a zip bomb from its directory alone, and a damaged zip', () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    expect(checkDocumentFile(docx({ 'word/media/bombe.bin': zeros }), 'bombe.docx')).toEqual({
      ok: false,
      problem: 'zip_bomb',
    });
    const truncated = docx().subarray(0, 60);
    expect(checkDocumentFile(truncated, 'abime.docx')).toEqual({ ok: false, problem: 'damaged' });
  });
});

describe('kindOfFileName', () => {
  it('reads the extension whatever its case, and only the last one', () => {
    expect(kindOfFileName('Rapport labo.JPG')).toBe('jpeg');
    expect(kindOfFileName('archive.pdf.exe')).toBeNull();
    expect(kindOfFileName('.md')).toBeNull();
  });
});
