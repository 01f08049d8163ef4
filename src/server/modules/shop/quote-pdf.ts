// The PDF of a quote request as the browser sends it (spec §5: it must convert to non-empty base64): strict
// base64, a PDF header, and at most MAX_QUOTE_PDF_BYTES.
import { MAX_QUOTE_PDF_BYTES } from '../../../shared/domain/shop-quote.js';
import { HttpError } from '../../lib/http-error.js';

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const pdfHeader = Buffer.from('%PDF-', 'latin1');

/** The bytes of the PDF, or a 4xx that says why it is refused. */
export function readQuotePdf(pdfBase64: string): Buffer {
  if (pdfBase64.length === 0) throw new HttpError(400, 'pdf_missing', 'shop:errors.pdfMissing');
  if (pdfBase64.length > Math.ceil(MAX_QUOTE_PDF_BYTES / 3) * 4) {
    throw new HttpError(413, 'pdf_too_large', 'shop:errors.pdfTooLarge', {
      max: MAX_QUOTE_PDF_BYTES / (1024 * 1024),
    });
  }
  if (!base64Pattern.test(pdfBase64)) throw new HttpError(400, 'pdf_invalid', 'shop:errors.pdfInvalid');
  const bytes = Buffer.from(pdfBase64, 'base64');
  if (bytes.length <= pdfHeader.length || !bytes.subarray(0, pdfHeader.length).equals(pdfHeader)) {
    throw new HttpError(400, 'pdf_invalid', 'shop:errors.pdfInvalid');
  }
  return bytes;
}

/** Route body limit of a quote request: the largest PDF in base64 plus room for the customer and the cart. */
export const quoteRequestBodyLimit = Math.ceil(MAX_QUOTE_PDF_BYTES / 3) * 4 + 256 * 1024;
