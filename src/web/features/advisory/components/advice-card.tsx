import { ChevronRight } from 'lucide-react';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { adviceText } from '../../../../shared/domain/advisory/advice-text';
import type { AdvisoryFormats } from '../../../../shared/domain/advisory/advisory-formats';

const severityClasses: Record<TAdvice['severity'], string> = {
  act: 'bg-red-50 text-red-800 border-red-200',
  watch: 'bg-amber-50 text-amber-900 border-amber-200',
  info: 'bg-sky-50 text-sky-900 border-sky-200',
};

export interface AdviceCardProps {
  advice: TAdvice;
  formats: AdvisoryFormats;
  /** "Ignoré le …" for a dismissed advice. */
  dismissedAt?: string;
  isBusy: boolean;
  onToggle: (advice: TAdvice, title: string) => void;
}

/** One advice: what it says with its figures, the thresholds and their origin, its source, where to act. */
export function AdviceCard({ advice, formats, dismissedAt, isBusy, onToggle }: AdviceCardProps) {
  const { t } = useTranslation(['advisory', 'adviceTitles', 'stock', 'regulation']);
  const text = adviceText(advice, t, formats);
  const isDismissed = dismissedAt !== undefined;
  // "domain:process-monitoring/fos-tac" is read at sourceKeys.domain["process-monitoring/fos-tac"]: a colon in a
  // key would be taken for a namespace.
  const source = t(`advisory:sourceKeys.${advice.source.key.replace(':', '.')}`);

  return (
    <li>
      <Card
        className={cn('flex flex-col gap-3 p-4', isDismissed && 'opacity-80')}
        data-testid="advice"
        data-rule={advice.rule}
      >
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full border px-2 py-0.5 text-xs font-semibold',
              severityClasses[advice.severity],
            )}
          >
            {t(`advisory:severity.${advice.severity}`)}
          </span>
          {isDismissed && (
            <span className="text-xs text-slate-600">
              {t('advisory:dismissedOn', { date: formats.instant(dismissedAt) })}
            </span>
          )}
        </div>
        <h2 className="text-base font-semibold break-words text-slate-900">{text.title}</h2>
        {text.body.map((sentence) => (
          <p key={sentence} className="text-sm break-words text-slate-800">
            {sentence}
          </p>
        ))}
        {text.thresholds.length > 0 && (
          <ul className="space-y-0.5 text-xs text-slate-600">
            {text.thresholds.map((threshold) => (
              <li key={threshold}>{threshold}</li>
            ))}
          </ul>
        )}
        <p className="text-xs break-words text-slate-600">
          {t('advisory:source', { source })}
          {' · '}
          {advice.source.cites ?? t('advisory:sourceOurs')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={advice.actionPath}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
          >
            {t(`advisory:act.${advice.actionPath}`)}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Button
            type="button"
            variant="secondary"
            className="ml-auto min-h-11"
            disabled={isBusy}
            aria-label={t(isDismissed ? 'advisory:restoreLabel' : 'advisory:dismissLabel', {
              title: text.title,
            })}
            onClick={() => {
              onToggle(advice, text.title);
            }}
          >
            {t(isDismissed ? 'advisory:restore' : 'advisory:dismiss')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
