import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import type { TLibraryDocument } from '../../../../shared/contracts/library';
import { isMonthKey } from '../../../../shared/domain/calendar';
import { isLibraryCategory } from '../../../../shared/domain/library';
import { formatFigure } from '../../../../shared/domain/display-formats';
import { formatMonthTitle } from '../../../components/calendar/calendar-dates';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { documentFileHref } from '../api/library';

/** "24,6 Ko", "1,2 Mo", "830 o". */
function sizeText(
  bytes: number,
  language: string,
  t: (key: string, values: Record<string, string>) => string,
) {
  if (bytes < 1024) return t('sizes.bytes', { value: formatFigure(bytes, language, 0) });
  if (bytes < 1024 * 1024) return t('sizes.kilobytes', { value: formatFigure(bytes / 1024, language, 1) });
  return t('sizes.megabytes', { value: formatFigure(bytes / (1024 * 1024), language, 1) });
}

/** A report's period as the reader says it: a month ("novembre 2026") or a year ("2026", a RED II dossier). */
function periodText(period: string, language: string): string {
  return isMonthKey(period) ? formatMonthTitle(period, language) : period;
}

/** One document: its name, category, period, date and size; preview, download and delete. */
export function LibraryDocumentCard({
  document,
  onDelete,
}: {
  document: TLibraryDocument;
  onDelete: (document: TLibraryDocument) => void;
}) {
  const { t, i18n } = useTranslation('library');
  const language = i18n.language;
  const created = new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(document.createdAt));
  const category = isLibraryCategory(document.category)
    ? t(`categories.${document.category}`)
    : t('categories.other');
  const facts = [
    category,
    document.period ? t('list.period', { period: periodText(document.period, language) }) : null,
    t('list.createdOn', { date: created }),
    document.sizeBytes === null ? null : sizeText(document.sizeBytes, language, t),
  ].filter((fact): fact is string => fact !== null);

  return (
    <Card
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="library-document"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex items-start gap-2 font-medium text-slate-900">
          <FileText className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="break-words">{document.name}</span>
        </p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
        <a
          href={documentFileHref(document.id, 'inline')}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('actions.previewLabel', { name: document.name })}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {t('actions.preview')}
        </a>
        <a
          href={documentFileHref(document.id, 'attachment')}
          download={document.fileName ?? true}
          className={buttonClasses('secondary', 'sm')}
          aria-label={t('actions.downloadLabel', { name: document.name })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('actions.download')}
        </a>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onDelete(document);
          }}
          aria-label={t('actions.deleteLabel', { name: document.name })}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('actions.delete')}
        </Button>
      </div>
    </Card>
  );
}
