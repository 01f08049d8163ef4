// What the quote request PDF says (issue 17 point 4), as plain text blocks: the renderer only places them. Pure,
// so the wording, the amounts and the legal mentions are tested without drawing a PDF.
import type { TFunction } from '../../../../../shared/i18n/translate';
import type { TCart } from '../../../../../shared/contracts/shop';
import { formatEuros } from '../../../../../shared/domain/budget-summary';
import { QUOTE_VALIDITY_DAYS, quoteValidUntil } from '../../../../../shared/domain/shop-quote';
import type { TLanguage } from '../../../../../shared/i18n/languages';

export interface QuoteCustomerDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  notes?: string | null | undefined;
}

export interface QuoteContentInput {
  quoteNumber: string;
  /** The calendar day of the request, YYYY-MM-DD. */
  day: string;
  customer: QuoteCustomerDetails;
  cart: TCart;
  language: TLanguage;
  /** Product names in the document's language, by cart line id (the cart's own name when absent). */
  lineNames?: Readonly<Record<string, string>>;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface QuoteContent {
  title: string;
  fileName: string;
  meta: LabelledValue[];
  seller: { heading: string; lines: string[] };
  customer: { heading: string; lines: string[] };
  table: {
    headers: [string, string, string, string, string];
    rows: [string, string, string, string, string][];
  };
  totals: LabelledValue[];
  onQuoteNote: string | null;
  notes: { heading: string; text: string } | null;
  mentions: { heading: string; lines: string[] };
  footer: string;
}

const localeOf = (language: TLanguage) => (language === 'fr' ? 'fr-FR' : 'en-GB');

function formatDay(day: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The text of a quote request; `t` is fixed to `input.language`. */
export function quoteContent(input: QuoteContentInput, t: TFunction): QuoteContent {
  const { cart, customer, language } = input;
  const euros = (amount: number) => formatEuros(amount, localeOf(language));
  const onQuote = t('shop:quote.pdf.onQuote');
  const vatRates = [...new Set(cart.lines.map((line) => line.vat))].sort((a, b) => a - b);
  const vatLabel = vatRates.map((rate) => `${rate.toLocaleString(localeOf(language))} %`).join(', ');
  const customerLines = [
    `${customer.firstName} ${customer.lastName}`.trim(),
    customer.company ?? '',
    customer.email,
    customer.phone ?? '',
  ].filter((line) => line !== '');

  return {
    title: t('shop:quote.pdf.title'),
    fileName: `${t('shop:quote.pdf.fileName')}-${input.quoteNumber}.pdf`,
    meta: [
      { label: t('shop:quote.pdf.number'), value: input.quoteNumber },
      { label: t('shop:quote.pdf.date'), value: formatDay(input.day, language) },
      {
        label: t('shop:quote.pdf.validUntil'),
        value: t('shop:quote.pdf.validUntilValue', {
          date: formatDay(quoteValidUntil(input.day), language),
          days: QUOTE_VALIDITY_DAYS,
        }),
      },
    ],
    seller: {
      heading: t('shop:quote.pdf.sellerHeading'),
      lines: t('shop:quote.pdf.sellerLines', { returnObjects: true }) as string[],
    },
    customer: { heading: t('shop:quote.pdf.customerHeading'), lines: customerLines },
    table: {
      headers: [
        t('shop:quote.pdf.columns.reference'),
        t('shop:quote.pdf.columns.product'),
        t('shop:quote.pdf.columns.quantity'),
        t('shop:quote.pdf.columns.unitPrice'),
        t('shop:quote.pdf.columns.subtotal'),
      ],
      rows: cart.lines.map((line) => [
        line.reference,
        input.lineNames?.[line.id] ?? line.name,
        line.quantity.toLocaleString(localeOf(language)),
        line.unitPrice === 0 ? onQuote : euros(line.unitPrice),
        line.unitPrice === 0 ? onQuote : euros(line.subtotal),
      ]),
    },
    totals: [
      { label: t('shop:quote.pdf.subtotal'), value: euros(cart.subtotal) },
      { label: t('shop:quote.pdf.vat', { rate: vatLabel }), value: euros(cart.vatAmount) },
      { label: t('shop:quote.pdf.total'), value: euros(cart.total) },
    ],
    onQuoteNote: cart.hasPriceOnQuote ? t('shop:quote.pdf.onQuoteNote') : null,
    notes: customer.notes ? { heading: t('shop:quote.pdf.notesHeading'), text: customer.notes } : null,
    mentions: {
      heading: t('shop:quote.pdf.mentionsHeading'),
      lines: t('shop:quote.pdf.mentions', {
        returnObjects: true,
        days: QUOTE_VALIDITY_DAYS,
        rate: vatLabel,
      }) as string[],
    },
    footer: t('shop:quote.pdf.footer', { quoteNumber: input.quoteNumber }),
  };
}
