// Quote requests (issue 17, spec §7 send-quote-email): the PDF made in the browser is checked, stored in the
// library of generated documents and mailed as an attachment to the customer and to sales; a forged cart, a
// PDF that is empty, not a PDF or too big is refused with a clear 4xx and nothing is written or mailed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../src/server/db/schema/documents.js';
import { cartItems, quoteRequests } from '../../src/server/db/schema/shop.js';
import { mailOutbox } from '../../src/server/db/schema/system.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { ZApiError } from '../../src/shared/contracts/errors.js';
import type { TCart, TSendQuoteRequest, TShopProduct } from '../../src/shared/contracts/shop.js';
import { MAX_QUOTE_PDF_BYTES, quoteCartSummary } from '../../src/shared/domain/shop-quote.js';
import { createRecordsUser, recordsCaller, type RecordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let api: RecordsCaller;
let alice: string;
let bruno: string;
let catalogue: TShopProduct[];
let nextNumber = 0;

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A new valid number per call (the alphabet of quote numbers has no 0, 1, I or O). */
function quoteNumber(): string {
  nextNumber += 1;
  return `DEV-20261126-${String(nextNumber)
    .padStart(6, '2')
    .replace(/[01]/g, (digit) => (digit === '0' ? 'A' : 'B'))}`;
}

async function fillSampleCart(userId: string): Promise<TCart> {
  const byReference = (reference: string) => catalogue.find((item) => item.reference === reference)?.id;
  await api.request(userId, 'POST', '/api/cart/items', { productId: byReference('MP-201') });
  await api.request(userId, 'POST', '/api/cart/items', { productId: byReference('MP-202'), quantity: 2 });
  const last = await api.request(userId, 'POST', '/api/cart/items', { productId: byReference('MP-104') });
  return last.json<TCart>();
}

function quoteRequest(cart: TCart, change: Partial<TSendQuoteRequest> = {}): TSendQuoteRequest {
  return {
    quoteNumber: quoteNumber(),
    customer: {
      firstName: 'Alice',
      lastName: 'Martin',
      email: 'alice.martin@ferme-bocage.fr',
      phone: '06 12 34 56 78',
      company: 'SAS Méthane du Bocage',
      notes: 'Livraison le matin',
    },
    cartSummary: quoteCartSummary(cart),
    pdfBase64: pdf.toString('base64'),
    ...change,
  };
}

async function counts() {
  const [row] = await queryRows<{ documents: number; quotes: number; mails: number }>(
    testApp.database.db,
    sql`select (select count(*) from generated_documents)::int as documents,
               (select count(*) from quote_requests)::int as quotes,
               (select count(*) from mail_outbox)::int as mails`,
  );
  return row;
}

beforeAll(async () => {
  testApp = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    env: { SALES_EMAIL: 'ventes@methapilot.test' },
  });
  api = recordsCaller(testApp.app, 'fr');
  alice = await createRecordsUser(testApp.database, 'alice@quote.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@quote.fr');
  catalogue = (await api.request(alice, 'GET', '/api/shop/products')).json<{ items: TShopProduct[] }>().items;
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  await testApp.database.db.delete(cartItems);
});

describe('quote requests', () => {
  it('stores the PDF in the library and mails it to the customer and to sales, amounts written in French', async () => {
    const cart = await fillSampleCart(alice);
    const body = quoteRequest(cart);
    const response = await api.request(alice, 'POST', '/api/quote-requests', body);
    expect(response.statusCode, response.body).toBe(201);
    const { id, documentId } = response.json<{ id: string; documentId: string }>();

    const [document] = await testApp.database.db
      .select()
      .from(generatedDocuments)
      .where(eq(generatedDocuments.id, documentId));
    expect(document).toMatchObject({
      userId: alice,
      category: 'quote',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    expect(Buffer.from(document?.content ?? []).equals(pdf)).toBe(true);
    const [quote] = await testApp.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(quote).toMatchObject({
      quoteNumber: body.quoteNumber,
      documentId,
      email: 'alice.martin@ferme-bocage.fr',
      phone: '0612345678',
    });

    const mails = await testApp.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%${body.quoteNumber}%`}`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'alice.martin@ferme-bocage.fr',
      'ventes@methapilot.test',
    ]);
    for (const mail of mails) {
      expect(mail.attachments).toEqual([
        {
          filename: `demande-de-devis-${body.quoteNumber}.pdf`,
          contentType: 'application/pdf',
          contentBase64: body.pdfBase64,
        },
      ]);
    }
    const toCustomer = mails.find((mail) => mail.to === 'alice.martin@ferme-bocage.fr');
    expect(toCustomer?.subject).toBe(`Votre demande de devis ${body.quoteNumber}`);
    expect(toCustomer?.text).toContain('Montant HT : 1\u202f949,98\u00a0€');
    expect(toCustomer?.text).toContain('Montant TTC : 2\u202f339,98\u00a0€');
    expect(toCustomer?.text).toContain('du 26/11/2026');
    expect(toCustomer?.text).toContain("valables jusqu'au 26/12/2026");
    expect(toCustomer?.text).toContain('« Sur devis »');
    const toSales = mails.find((mail) => mail.to === 'ventes@methapilot.test');
    expect(toSales?.replyTo).toBe('alice.martin@ferme-bocage.fr');
    expect(toSales?.text).toContain("- MP-202 Kit d'étalonnage × 2");
  });

  it('refuses a PDF that is missing, empty, not a PDF or too big, in the user language, and writes nothing', async () => {
    const cart = await fillSampleCart(alice);
    const before = await counts();
    const cases: [string, number, string][] = [
      ['', 400, 'Erreur lors de la génération du PDF.'],
      ['bm90IGEgcGRm', 400, 'Erreur lors de la génération du PDF.'],
      ['%%%not base64', 400, 'Erreur lors de la génération du PDF.'],
      [Buffer.alloc(MAX_QUOTE_PDF_BYTES + 3, 0x25).toString('base64'), 413, 'Le PDF dépasse 2 Mo.'],
    ];
    for (const [pdfBase64, status, message] of cases) {
      const response = await api.request(
        alice,
        'POST',
        '/api/quote-requests',
        quoteRequest(cart, { pdfBase64 }),
      );
      expect(response.statusCode, pdfBase64.slice(0, 20)).toBe(status);
      expect(ZApiError.parse(response.json()).error.message).toBe(message);
    }
    const english = await recordsCaller(testApp.app, 'en').request(
      alice,
      'POST',
      '/api/quote-requests',
      quoteRequest(cart, { pdfBase64: '' }),
    );
    expect(ZApiError.parse(english.json()).error.message).toBe('Error while generating the PDF.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a forged price, quantity or total, an empty cart and a number already used, writing nothing', async () => {
    const cart = await fillSampleCart(alice);
    const honest = quoteRequest(cart);
    const forged = [
      { ...honest.cartSummary, total: 1 },
      {
        ...honest.cartSummary,
        products: honest.cartSummary.products.map((line, index) =>
          index === 0 ? { ...line, unitPrice: 1 } : line,
        ),
      },
      { ...honest.cartSummary, products: honest.cartSummary.products.slice(1) },
    ];
    expect((await api.request(alice, 'POST', '/api/quote-requests', honest)).statusCode).toBe(201);
    const before = await counts();
    for (const cartSummary of forged) {
      const response = await api.request(
        alice,
        'POST',
        '/api/quote-requests',
        quoteRequest(cart, { cartSummary }),
      );
      expect(response.statusCode).toBe(409);
      expect(ZApiError.parse(response.json()).error.code).toBe('quote_cart_changed');
    }
    const reused = await api.request(
      alice,
      'POST',
      '/api/quote-requests',
      quoteRequest(cart, { quoteNumber: honest.quoteNumber }),
    );
    expect(reused.statusCode).toBe(409);
    expect(ZApiError.parse(reused.json()).error.code).toBe('quote_number_taken');
    const empty = await api.request(bruno, 'POST', '/api/quote-requests', quoteRequest(cart));
    expect(empty.statusCode).toBe(409);
    expect(ZApiError.parse(empty.json()).error.message).toBe('Votre panier est vide.');
    expect(await counts()).toEqual(before);
  });

  it('checks the customer as spec §5 does: e-mail and French phone', async () => {
    const cart = await fillSampleCart(alice);
    const response = await api.request(
      alice,
      'POST',
      '/api/quote-requests',
      quoteRequest(cart, {
        customer: { firstName: 'Alice', lastName: 'Martin', email: 'alice@', phone: '+44 20 7946 0958' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(ZApiError.parse(response.json()).error.fields).toMatchObject({
      'customer.email': "Format d'email invalide",
      'customer.phone': 'Numéro de téléphone français invalide',
    });
  });
});

describe('quote requests: the list and the PDF to download again', () => {
  it("lists the user's own requests with the totals the PDF printed, and serves the stored PDF to them only", async () => {
    const cart = await fillSampleCart(alice);
    const body = quoteRequest(cart);
    const sent = await api.request(alice, 'POST', '/api/quote-requests', body);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();

    const list = (await api.request(alice, 'GET', '/api/quote-requests')).json<{
      items: { id: string; quoteNumber: string; total: number; customerName: string; hasPdf: boolean }[];
    }>();
    expect(list.items[0]).toMatchObject({
      id,
      quoteNumber: body.quoteNumber,
      total: cart.total,
      customerName: 'Alice Martin',
      hasPdf: true,
    });
    const brunoList = (await api.request(bruno, 'GET', '/api/quote-requests')).json<{ items: unknown[] }>();
    expect(brunoList.items).toEqual([]);

    const download = await api.request(alice, 'GET', `/api/quote-requests/${id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`demande-de-devis-${body.quoteNumber}.pdf`);
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const stolen = await api.request(bruno, 'GET', `/api/quote-requests/${id}/pdf`);
    expect(stolen.statusCode).toBe(404);
    expect(ZApiError.parse(stolen.json()).error.message).toBe('Cette demande de devis est introuvable.');
  });
});
