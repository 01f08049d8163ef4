// Imported documents (issue 22 point 1): upload limits and type sniffing (nothing written on a refusal), the
// background extraction and its failures with their reason, preview, download, page text, changes, and the
// isolation of documents, passages and words between users.
import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentIndexer } from '../../src/server/modules/documents/document-indexing.js';
import { importedDocuments } from '../../src/server/db/schema/imported-documents.js';
import { rawMaterials } from '../../src/server/db/schema/raw-materials.js';
import { withUserContext } from '../../src/server/db/user-context.js';
import type {
  TDocumentPageText,
  TImportedDocument,
  TImportedDocumentList,
} from '../../src/shared/contracts/documents.js';
import type { TSearchResponse } from '../../src/shared/contracts/search.js';
import { DOCUMENT_MAX_BYTES } from '../../src/shared/domain/documents/document-file.js';
import {
  MAX_DOCUMENT_STORAGE_BYTES,
  MAX_DOCUMENTS_PER_USER,
} from '../../src/shared/domain/documents/imported-documents.js';
import { pdfOfPages, uploadAndIndex, uploadDocument, type UploadOptions } from '../fixtures/documents-api.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const newUser = (label: string) =>
  createRecordsUser(testApp.database, `${label}-${randomUUID()}@documents.fr`);

const manualPages = [
  'Manuel du moteur de cogénération\nCe manuel décrit l’entretien courant du moteur à gaz.',
  'Vidange\nLa vidange de l’huile moteur se fait toutes les 2 000 heures de fonctionnement, filtre compris.',
  'Allumage\nLes bougies d’allumage sont remplacées toutes les 4 000 heures.',
];

async function createLot(userId: string, name: string): Promise<string> {
  const [row] = await testApp.database.db
    .insert(rawMaterials)
    .values({ userId, name, type: 'manure', category: 'effluent', quantity: 50 })
    .returning({ id: rawMaterials.id });
  if (!row) throw new Error('no lot');
  return row.id;
}

const uploadManual = async (userId: string, options: UploadOptions = {}) =>
  uploadAndIndex(testApp, call(), userId, await pdfOfPages(manualPages), 'manuel.pdf', options);

async function documentCount(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(importedDocuments)
    .where(eq(importedDocuments.userId, userId));
  return row?.total ?? 0;
}

const docx = (documentXml: string, parts: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ),
    'word/document.xml': strToU8(documentXml),
    ...parts,
  });

const wordDocument = (paragraphs: string[]) =>
  docx(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`,
  );

describe('upload and extraction', () => {
  it('keeps a PDF, indexes its pages in the background and shows, downloads and previews it', async () => {
    const userId = await newUser('pdf');
    const bytes = await pdfOfPages(manualPages);
    const document = await uploadAndIndex(testApp, call(), userId, bytes, 'Manuel CHP.pdf', {
      category: 'manual',
      tags: 'CHP, moteur ,CHP',
      equipmentName: 'Moteur CHP 1',
    });
    expect(document).toMatchObject({
      title: 'Manuel CHP',
      category: 'manual',
      tags: ['CHP', 'moteur'],
      equipmentName: 'Moteur CHP 1',
      kind: 'pdf',
      sizeBytes: bytes.byteLength,
      pageCount: 3,
      extractionState: 'indexed',
      extractionFailure: null,
    });

    const page = await call().request(userId, 'GET', `/api/documents/${document.id}/pages?page=2`);
    expect(page.statusCode, page.body).toBe(200);
    const pageText = page.json<TDocumentPageText>();
    expect(pageText).toMatchObject({ page: 2, pageCount: 3 });
    expect(pageText.text).toContain('toutes les 2 000 heures');

    const inline = await call().request(userId, 'GET', `/api/documents/${document.id}/file`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Manuel CHP.pdf"/);
    // Our own preview frames it; nothing else may.
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(inline.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(Buffer.compare(inline.rawPayload, Buffer.from(bytes))).toBe(0);
    const download = await call().request(userId, 'GET', `/api/documents/${document.id}/file?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('indexes a document committed while a run is finishing before the caller’s wait ends', async () => {
    const userId = await newUser('busy');
    // A run that has looked for waiting documents (none yet) and is held open until the test lets it end.
    let releaseRuns: () => void = () => undefined;
    const runsHeld = new Promise<void>((resolve) => {
      releaseRuns = resolve;
    });
    let signalLooked: () => void = () => undefined;
    const looked = new Promise<void>((resolve) => {
      signalLooked = resolve;
    });
    const heldDatabase = {
      ...testApp.database,
      async runExclusively(lockKey: number, work: () => Promise<void>) {
        const hasRun = await testApp.database.runExclusively(lockKey, work);
        signalLooked();
        await runsHeld;
        return hasRun;
      },
    };
    const indexer = createDocumentIndexer(heldDatabase, { info: () => undefined, error: () => undefined });
    const earlier = indexer.runPending();
    await looked;
    // Written straight into the table: an upload would also wake the app's own indexer, which could take it first.
    const content = strToU8('Relevé du débitmètre : 412 m³/h.');
    await testApp.database.db.insert(importedDocuments).values({
      userId,
      title: 'Relevé',
      category: 'other',
      fileName: 'releve.txt',
      kind: 'text',
      mimeType: 'text/plain; charset=utf-8',
      sizeBytes: content.byteLength,
      content,
    });
    const caller = indexer.runPending();
    releaseRuns();
    await caller;
    await earlier;
    const list = await call().request(userId, 'GET', '/api/documents');
    expect(list.json<TImportedDocumentList>().documents.map((document) => document.extractionState)).toEqual([
      'indexed',
    ]);
    await indexer.stop();
  });

  it('reads Word and text files, a text file page by page at its form feeds', async () => {
    const userId = await newUser('docx');
    const word = await uploadAndIndex(
      testApp,
      call(),
      userId,
      wordDocument(['Contrat de fourniture', 'Le prix de la tonne de CIVE est de 32 euros.']),
      'contrat.docx',
      { category: 'contract' },
    );
    expect(word).toMatchObject({ kind: 'docx', extractionState: 'indexed', pageCount: 1 });
    const wordPage = await call().request(userId, 'GET', `/api/documents/${word.id}/pages?page=1`);
    expect(wordPage.json<TDocumentPageText>().text).toContain('32 euros');

    const text = await uploadAndIndex(
      testApp,
      call(),
      userId,
      strToU8('Procédure H2S\n\fPage deux : le seuil d’alarme est de 10 ppm.'),
      'procédure h2s.txt',
    );
    expect(text).toMatchObject({ kind: 'text', extractionState: 'indexed', pageCount: 2 });
    const secondPage = await call().request(userId, 'GET', `/api/documents/${text.id}/pages?page=2`);
    expect(secondPage.json<TDocumentPageText>().text).toContain('10 ppm');
    // A text file is sent back as plain text, never rendered as a page of the site.
    const served = await call().request(userId, 'GET', `/api/documents/${text.id}/file`);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps a photo with a WebP preview at most 1200 px wide (spec §9)', async () => {
    const userId = await newUser('photo');
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#2f6f3e' },
    })
      .png()
      .toBuffer();
    const photo = await uploadAndIndex(testApp, call(), userId, png, 'plaque moteur.png', {
      title: 'Plaque signalétique',
    });
    expect(photo).toMatchObject({ kind: 'png', extractionState: 'indexed', pageCount: null });
    const preview = await call().request(userId, 'GET', `/api/documents/${photo.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(preview.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    const noPreview = await call().request(userId, 'GET', `/api/documents/${photo.id}/pages?page=1`);
    expect(noPreview.json<TDocumentPageText>().text).toBe('');
  });

  it('marks failed, with the reason, a PDF without text, a damaged PDF and an unreadable Word file', async () => {
    const userId = await newUser('failures');
    const scan = await uploadAndIndex(testApp, call(), userId, await pdfOfPages(['', '']), 'scan.pdf');
    expect(scan).toMatchObject({ extractionState: 'failed', extractionFailure: 'no_text', pageCount: 2 });

    const damagedPdf = strToU8('%PDF-1.7\nceci n’est pas un PDF lisible\n%%EOF');
    const damaged = await uploadAndIndex(testApp, call(), userId, damagedPdf, 'abime.pdf');
    expect(damaged).toMatchObject({ extractionState: 'failed', extractionFailure: 'damaged' });

    const brokenWord = docx('<w:document><w:body><w:p>');
    const word = await uploadAndIndex(testApp, call(), userId, brokenWord, 'abime.docx');
    expect(word).toMatchObject({ extractionState: 'failed', extractionFailure: 'damaged' });

    // The state and its reason are the list's, in either language, and the failed files stay downloadable.
    const list = await call('en').request(userId, 'GET', '/api/documents');
    expect(list.json<TImportedDocumentList>().documents.map((item) => item.extractionState)).toEqual([
      'failed',
      'failed',
      'failed',
    ]);
    const file = await call().request(userId, 'GET', `/api/documents/${scan.id}/file`);
    expect(file.statusCode).toBe(200);
  });
});

describe('refused uploads write nothing', () => {
  const refusals: {
    label: string;
    bytes: () => Uint8Array;
    fileName: string;
    status: number;
    message: RegExp;
  }[] = [
    {
      label: 'a text file named .pdf',
      bytes: () => strToU8('pas un pdf'),
      fileName: 'faux.pdf',
      status: 415,
      message: /ne correspond pas à son extension/,
    },
    {
      label: 'an empty file',
      bytes: () => new Uint8Array(),
      fileName: 'vide.txt',
      status: 400,
      message: /Le fichier est vide/,
    },
    {
      label: 'a program',
      bytes: () => strToU8('MZ\u0090\u0000'),
      fileName: 'outil.exe',
      status: 415,
      message: /n'est pas accepté/,
    },
    {
      label: 'an encrypted PDF',
      bytes: () => strToU8('%PDF-1.7\ntrailer << /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF'),
      fileName: 'permis.pdf',
      status: 400,
      message: /protégé par un mot de passe/,
    },
    {
      label: 'a zip bomb',
      bytes: () => docx('<w:document/>', { 'word/media/bombe.bin': new Uint8Array(8 * 1024 * 1024) }),
      fileName: 'bombe.docx',
      status: 400,
      message: /anormalement compressé/,
    },
    {
      label: 'a photo that is no image',
      bytes: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]),
      fileName: 'photo.png',
      status: 400,
      message: /endommagé/,
    },
  ];

  for (const refusal of refusals) {
    it(`refuses ${refusal.label} with its reason`, async () => {
      const userId = await newUser('refused');
      const response = await uploadDocument(call(), userId, refusal.bytes(), refusal.fileName);
      expect(response.statusCode, response.body).toBe(refusal.status);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(refusal.message);
      expect(await documentCount(userId)).toBe(0);
    });
  }

  it('refuses a file over the size limit from its announced length, in English too', async () => {
    const userId = await newUser('large');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/documents?fileName=gros.pdf',
      headers: {
        'x-test-user-id': userId,
        'x-app-language': 'en',
        'content-type': 'application/octet-stream',
        'content-length': String(DOCUMENT_MAX_BYTES + 1),
      },
      payload: Buffer.from('%PDF-1.7'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('The file exceeds 20 MB.');
    expect(await documentCount(userId)).toBe(0);
  });

  it('refuses past the number of documents and the storage of the account', async () => {
    const userId = await newUser('limits');
    const filler = (index: number, sizeBytes: number) => ({
      userId,
      title: `Document ${String(index)}`,
      category: 'other' as const,
      fileName: `document-${String(index)}.txt`,
      kind: 'text' as const,
      mimeType: 'text/plain; charset=utf-8',
      sizeBytes,
      content: strToU8('x'),
      extractionState: 'indexed' as const,
    });
    await testApp.database.db.insert(importedDocuments).values(filler(0, MAX_DOCUMENT_STORAGE_BYTES - 10));
    const full = await uploadDocument(call(), userId, strToU8('onze octets'), 'note.txt');
    expect(full.statusCode).toBe(409);
    expect(full.json<{ error: { message: string } }>().error.message).toMatch(
      /espace de documents est plein/,
    );

    await testApp.database.db.delete(importedDocuments).where(eq(importedDocuments.userId, userId));
    await testApp.database.db
      .insert(importedDocuments)
      .values(Array.from({ length: MAX_DOCUMENTS_PER_USER }, (_, index) => filler(index, 1)));
    const tooMany = await uploadDocument(call(), userId, strToU8('une note'), 'note.txt');
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ error: { message: string } }>().error.message).toMatch(/limite de 200 documents/);
    expect(await documentCount(userId)).toBe(MAX_DOCUMENTS_PER_USER);
  });

  it('refuses a bad category, too many tags and another user’s lot with field messages', async () => {
    const userId = await newUser('fields');
    const bytes = strToU8('Une note de chantier.');
    const category = await uploadDocument(call(), userId, bytes, 'note.txt', { category: 'poème' });
    expect(category.statusCode).toBe(400);
    const tags = await uploadDocument(call(), userId, bytes, 'note.txt', {
      tags: Array.from({ length: 11 }, (_, index) => `t${String(index)}`).join(','),
    });
    expect(tags.statusCode).toBe(400);
    const otherUser = await newUser('other-lot');
    const linked = await uploadDocument(call(), userId, bytes, 'note.txt', {
      rawMaterialId: await createLot(otherUser, 'Lisier porcin'),
    });
    expect(linked.statusCode).toBe(400);
    expect(linked.json<{ error: { message: string } }>().error.message).toBe(
      "Ce lot n'existe pas ou a été supprimé.",
    );
    expect(await documentCount(userId)).toBe(0);
  });
});

describe('changes and deletion', () => {
  it('renames, re-files, re-tags and links a document to a lot, then deletes it with its passages', async () => {
    const userId = await newUser('changes');
    const document = await uploadManual(userId);
    const changed = await call().request(userId, 'PATCH', `/api/documents/${document.id}`, {
      title: 'Manuel moteur Jenbacher',
      category: 'procedure',
      tags: ['moteur', 'entretien'],
      rawMaterialId: await createLot(userId, 'Fumier bovin'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TImportedDocument>()).toMatchObject({
      title: 'Manuel moteur Jenbacher',
      category: 'procedure',
      tags: ['moteur', 'entretien'],
      rawMaterialName: 'Fumier bovin',
    });
    const empty = await call('en').request(userId, 'PATCH', `/api/documents/${document.id}`, {});
    expect(empty.statusCode).toBe(400);

    const deleted = await call().request(userId, 'DELETE', `/api/documents/${document.id}`);
    expect(deleted.statusCode).toBe(204);
    const passages = await testApp.database.db.execute(
      sql`select count(*)::int as total from document_chunks where document_id = ${document.id}`,
    );
    expect((passages as { rows: { total: number }[] }).rows[0]?.total).toBe(0);
    const again = await call().request(userId, 'DELETE', `/api/documents/${document.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('isolation between users', () => {
  it('never shows, changes or searches another user’s documents, passages or words', async () => {
    const owner = await newUser('owner');
    const intruder = await newUser('intruder');
    const document = await uploadManual(owner);

    for (const [method, url, body] of [
      ['GET', `/api/documents/${document.id}/file`],
      ['GET', `/api/documents/${document.id}/preview`],
      ['GET', `/api/documents/${document.id}/pages?page=2`],
      ['PATCH', `/api/documents/${document.id}`, { title: 'Volé' }],
      ['DELETE', `/api/documents/${document.id}`],
    ] as const) {
      const response = await call().request(intruder, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call().request(intruder, 'GET', '/api/documents');
    expect(list.json<TImportedDocumentList>().documents).toEqual([]);
    const ask = await call().request(intruder, 'POST', '/api/documents/ask', {
      question: 'Quand faut-il faire la vidange de l’huile moteur ?',
    });
    expect(ask.json<{ mode: string }>().mode).toBe('unknown');
    const search = await call().request(intruder, 'GET', '/api/search?q=vidange');
    expect(search.json<TSearchResponse>().groups).toEqual([]);

    // Under row-level security, with no user filter at all, the intruder's transaction sees none of the rows.
    const seen = await withUserContext(testApp.database.db, intruder, async (tx) => {
      const result = await tx.execute(
        sql`select (select count(*) from imported_documents)::int as documents,
                   (select count(*) from document_chunks)::int as passages,
                   (select count(*) from document_words)::int as words`,
      );
      return (result as { rows: { documents: number; passages: number; words: number }[] }).rows[0];
    });
    expect(seen).toEqual({ documents: 0, passages: 0, words: 0 });
    const ownerSees = await withUserContext(testApp.database.db, owner, async (tx) => {
      const result = await tx.execute(sql`select count(*)::int as passages from document_chunks`);
      return (result as { rows: { passages: number }[] }).rows[0]?.passages ?? 0;
    });
    expect(ownerSees).toBeGreaterThan(0);
  });

  it('finds a document in the global search by its title and by a word of its text, opening at its page', async () => {
    const userId = await newUser('global-search');
    const document = await uploadManual(userId, { title: 'Notice Jenbacher' });
    const libraryItems = async (q: string) => {
      const response = await call().request(userId, 'GET', `/api/search?q=${q}`);
      return response.json<TSearchResponse>().groups.find((group) => group.source === 'library')?.items;
    };
    expect((await libraryItems('jenbacher'))?.[0]).toMatchObject({
      id: document.id,
      title: 'Notice Jenbacher',
      kind: 'document-other',
    });
    expect((await libraryItems('bougies'))?.[0]).toMatchObject({
      id: document.id,
      href: `/dashboard/imported-documents?document=${document.id}&page=3`,
    });
  });
});
