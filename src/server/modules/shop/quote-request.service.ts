// A quote request (spec §7 send-quote-email, issue 17): checks the PDF and that the cart summary is the user's
// cart as the server prices it, stores the request and its PDF in the library of generated documents (one
// transaction), then mails the PDF to the customer and to sales. Nothing is mailed unless it was stored.
import type { z } from 'zod';
import type { ZSendQuoteRequest } from '../../../shared/contracts/shop.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { Mailer, MailerLogger } from '../../integrations/mail/mailer.js';
import { HttpError } from '../../lib/http-error.js';
import { readCart } from './cart.service.js';
import { quoteMails } from './quote-mails.js';
import { readQuotePdf } from './quote-pdf.js';
import { summaryMatchesCart } from './quote-cart-check.js';
import { insertQuoteDocument, insertQuoteRequest } from './quote-request.repository.js';

export interface SendQuoteInput {
  request: z.output<typeof ZSendQuoteRequest>;
  language: TLanguage;
  withUserDb: <T>(work: (tx: DbTransaction, userId: string) => Promise<T>) => Promise<T>;
  mailer: Mailer;
  salesEmail: string;
  logger: MailerLogger;
}

/** The day a quote number names: DEV-YYYYMMDD-XXXXXX → YYYY-MM-DD. */
function dayOf(quoteNumber: string): string {
  const digits = quoteNumber.slice(4, 12);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

export async function sendQuoteRequest(input: SendQuoteInput) {
  const { request } = input;
  const pdf = readQuotePdf(request.pdfBase64);
  const stored = await input.withUserDb(async (tx, userId) => {
    const cart = await readCart(tx, userId);
    if (cart.lines.length === 0) throw new HttpError(409, 'empty_cart', 'shop:errors.emptyCart');
    if (!summaryMatchesCart(request.cartSummary, cart)) {
      throw new HttpError(409, 'quote_cart_changed', 'shop:errors.quoteCartChanged');
    }
    const { customer } = request;
    const documentId = await insertQuoteDocument(tx, {
      userId,
      quoteNumber: request.quoteNumber,
      description: `${customer.firstName} ${customer.lastName}`,
      pdf,
      total: cart.total,
    });
    const id = await insertQuoteRequest(tx, {
      userId,
      quoteNumber: request.quoteNumber,
      documentId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phone: customer.phone ?? null,
      company: customer.company ?? null,
      notes: customer.notes || null,
      cartSummary: request.cartSummary,
    });
    if (id === null) throw new HttpError(409, 'quote_number_taken', 'shop:errors.quoteNumberTaken');
    return { id, documentId, cart };
  });

  const mails = quoteMails({
    quoteNumber: request.quoteNumber,
    day: dayOf(request.quoteNumber),
    customer: request.customer,
    cart: stored.cart,
    pdf,
    language: input.language,
    salesEmail: input.salesEmail,
  });
  const results = await Promise.allSettled(
    mails.map(({ message, options }) => input.mailer.send(message, options)),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      input.logger.error(
        { quoteRequestId: stored.id, err: result.reason as unknown },
        'quote: a mail could not be queued',
      );
    }
  }
  return { id: stored.id, quoteNumber: request.quoteNumber, documentId: stored.documentId };
}
