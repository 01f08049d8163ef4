// The two mails of a quote request (issue 17): to the customer in their language, to sales in French, each
// with the PDF attached. Amounts and dates are written as each language writes them.
import type { TFunction } from '../../../shared/i18n/translate.js';
import type { TCart, TQuoteCustomerValues } from '../../../shared/contracts/shop.js';
import { formatEuros } from '../../../shared/domain/budget-summary.js';
import { quoteValidUntil } from '../../../shared/domain/shop-quote.js';
import { defaultLanguage, type TLanguage } from '../../../shared/i18n/languages.js';
import type { MailMessage, SendMailOptions } from '../../integrations/mail/mailer.js';
import { translatorFor } from '../../lib/i18n.js';

export interface QuoteMailInput {
  quoteNumber: string;
  /** The calendar day of the quote, YYYY-MM-DD. */
  day: string;
  customer: TQuoteCustomerValues;
  cart: TCart;
  pdf: Buffer;
  language: TLanguage;
  salesEmail: string;
}

const localeOf = (language: TLanguage) => (language === 'fr' ? 'fr-FR' : 'en-GB');

function formatDay(day: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function amounts(cart: TCart, language: TLanguage, t: TFunction) {
  const euros = (amount: number) => formatEuros(amount, localeOf(language));
  return {
    subtotal: euros(cart.subtotal),
    vatAmount: euros(cart.vatAmount),
    total: euros(cart.total),
    onQuote: cart.hasPriceOnQuote ? t('mail:quoteOnRequest') : '',
  };
}

export function quoteMails(input: QuoteMailInput): { message: MailMessage; options: SendMailOptions }[] {
  const { quoteNumber, customer, cart, language } = input;
  const attachments = [
    {
      filename: `demande-de-devis-${quoteNumber}.pdf`,
      contentType: 'application/pdf',
      contentBase64: input.pdf.toString('base64'),
    },
  ];
  const forCustomer = translatorFor(language);
  const forSales = translatorFor(defaultLanguage);
  const none = forSales('mail:quoteNone');
  const customerName = `${customer.firstName} ${customer.lastName}`.trim();
  const lines = cart.lines.map((line) => `- ${line.reference} ${line.name} × ${line.quantity}`).join('\n');
  return [
    {
      message: {
        to: customer.email,
        subject: forCustomer('mail:quoteCustomer.subject', { quoteNumber }),
        text: forCustomer('mail:quoteCustomer.text', {
          firstName: customer.firstName,
          quoteNumber,
          date: formatDay(input.day, language),
          validUntil: formatDay(quoteValidUntil(input.day), language),
          ...amounts(cart, language, forCustomer),
          signature: forCustomer('mail:signature'),
        }),
      },
      options: { replyTo: input.salesEmail, attachments, isBackground: true },
    },
    {
      message: {
        to: input.salesEmail,
        subject: forSales('mail:quoteSales.subject', { quoteNumber, customer: customerName }),
        text: forSales('mail:quoteSales.text', {
          quoteNumber,
          date: formatDay(input.day, defaultLanguage),
          customer: customerName,
          email: customer.email,
          phone: customer.phone || none,
          company: customer.company || none,
          notes: customer.notes || none,
          lines,
          ...amounts(cart, defaultLanguage, forSales),
        }),
      },
      options: { replyTo: customer.email, attachments, isBackground: true },
    },
  ];
}
