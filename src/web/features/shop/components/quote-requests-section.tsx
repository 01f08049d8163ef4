import { useTranslation } from '../../../lib/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import type { TQuoteRequestSummary } from '../../../../shared/contracts/shop';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { foldForSearch } from '../../../../shared/domain/search-results';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dateLocale } from '../../../lib/date-locale';
import { quotePdfHref, quoteRequestsQuery } from '../api/quote-requests';

function matches(quote: TQuoteRequestSummary, query: string): boolean {
  const folded = foldForSearch(query.trim());
  if (folded === '') return true;
  return [quote.quoteNumber, quote.customerName, quote.company ?? '', quote.email].some((text) =>
    foldForSearch(text).includes(folded),
  );
}

/** The quote requests the user sent (orders page): number, day, customer, totals, and the PDF again. */
export function QuoteRequestsSection({ query }: { query: string }) {
  const { t, i18n } = useTranslation('shop');
  const quotes = useQuery(quoteRequestsQuery);
  const locale = dateLocale(i18n.language);
  const shown = (quotes.data ?? []).filter((quote) => matches(quote, query));

  return (
    <section aria-labelledby="quote-requests-title" className="space-y-3">
      <h2 id="quote-requests-title" className="text-lg font-semibold text-slate-900">
        {t('quote.list.title')}
      </h2>
      {quotes.isPending || quotes.isError ? (
        <LoadStateNotice
          state={quotes.isError ? { kind: 'error', message: quotes.error.message } : { kind: 'loading' }}
          loadingText={t('quote.list.loading')}
          failedText={t('quote.list.failed')}
          onRetry={() => void quotes.refetch()}
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t(query ? 'quote.list.noMatch' : 'quote.list.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((quote) => (
            <li key={quote.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    <FileText className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                    <span className="break-all">{quote.quoteNumber}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('quote.list.sentOn', {
                      date: new Intl.DateTimeFormat(locale).format(new Date(quote.createdAt)),
                      customer: quote.company
                        ? `${quote.customerName} (${quote.company})`
                        : quote.customerName,
                    })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('quote.list.totals', {
                      count: quote.productCount,
                      subtotal: formatEuros(quote.subtotal, locale),
                      total: formatEuros(quote.total, locale),
                    })}
                  </p>
                </div>
                {quote.hasPdf && (
                  <a href={quotePdfHref(quote.id)} download className={buttonClasses('secondary', 'md')}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {t('quote.list.download')}
                  </a>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
