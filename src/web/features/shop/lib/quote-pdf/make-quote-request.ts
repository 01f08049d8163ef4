// A quote request from the cart: a new number, the PDF drawn in the browser (jsPDF loaded now), downloaded for
// the customer, then sent with the cart summary to the server, which stores and mails it (spec §7).
import type { TFunction } from '../../../../../shared/i18n/translate';
import type { TCart, TQuoteCustomerValues } from '../../../../../shared/contracts/shop';
import { todayIn } from '../../../../../shared/domain/calendar';
import { newQuoteNumber, quoteCartSummary } from '../../../../../shared/domain/shop-quote';
import type { TLanguage } from '../../../../../shared/i18n/languages';
import type { TApiResult } from '../../../../lib/api-client';
import { postQuoteRequest } from '../../api/quote-requests';
import { downloadFile } from '../download-file';
import { quoteContent } from './quote-content';
import { renderQuotePdf } from './render-quote-pdf';

export type QuoteRequestOutcome =
  | { kind: 'sent'; quoteNumber: string }
  | { kind: 'pdfFailed' }
  | { kind: 'refused'; result: Extract<TApiResult<unknown>, { ok: false }> };

export interface MakeQuoteRequestInput {
  cart: TCart;
  customer: TQuoteCustomerValues;
  language: TLanguage;
  t: TFunction;
  lineNames: Readonly<Record<string, string>>;
}

export async function makeQuoteRequest(input: MakeQuoteRequestInput): Promise<QuoteRequestOutcome> {
  const day = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
  const random = crypto.getRandomValues(new Uint8Array(6));
  const quoteNumber = newQuoteNumber(day, (bytes) => {
    bytes.set(random.subarray(0, bytes.length));
    return bytes;
  });
  let pdf: Awaited<ReturnType<typeof renderQuotePdf>>;
  let fileName: string;
  try {
    const content = quoteContent({ quoteNumber, day, ...input }, input.t);
    pdf = await renderQuotePdf(content);
    fileName = content.fileName;
  } catch {
    return { kind: 'pdfFailed' };
  }
  downloadFile(pdf.bytes, fileName, 'application/pdf');
  const result = await postQuoteRequest({
    quoteNumber,
    customer: {
      ...input.customer,
      phone: input.customer.phone ?? undefined,
      company: input.customer.company ?? undefined,
    },
    cartSummary: quoteCartSummary(input.cart),
    pdfBase64: pdf.base64,
  });
  return result.ok ? { kind: 'sent', quoteNumber } : { kind: 'refused', result };
}
