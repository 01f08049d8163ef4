import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Eye } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface PreviewFrameProps {
  /** What the illustration shows, read as the figure's caption. */
  caption: string;
  children: ReactNode;
  className?: string;
}

/**
 * Frame of an illustration on the public pages: a figure marked "Aperçu" whose caption says the figures are
 * sample data, so no one takes them for a real plant's numbers.
 */
export function PreviewFrame({ caption, children, className }: PreviewFrameProps) {
  const { t } = useTranslation('public');
  return (
    <figure className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-md', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
          {t('preview.badge')}
        </span>
        <span className="text-xs text-slate-600">{t('preview.sampleData')}</span>
      </div>
      {children}
      <figcaption className="mt-3 border-t border-slate-100 pt-2 text-xs text-slate-600">
        {caption}
      </figcaption>
    </figure>
  );
}
