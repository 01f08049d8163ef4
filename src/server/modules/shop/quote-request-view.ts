import type { TQuoteRequestSummary } from '../../../shared/contracts/shop.js';
import type { QuoteCartSummary } from '../../db/schema/shop.js';

interface QuoteRequestListRow {
  id: string;
  quoteNumber: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  cartSummary: QuoteCartSummary;
  documentId: string | null;
}

/** A stored quote request as the orders page lists it: the totals are those the PDF printed. */
export function toQuoteRequestSummary(row: QuoteRequestListRow): TQuoteRequestSummary {
  return {
    id: row.id,
    quoteNumber: row.quoteNumber,
    createdAt: row.createdAt.toISOString(),
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company,
    email: row.email,
    subtotal: row.cartSummary.subtotal,
    vatAmount: row.cartSummary.vatAmount,
    total: row.cartSummary.total,
    productCount: row.cartSummary.productCount,
    hasPdf: row.documentId !== null,
  };
}
