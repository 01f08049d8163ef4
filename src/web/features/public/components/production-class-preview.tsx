import { useTranslation } from '../../../lib/i18n/use-translation';
import { Factory } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PreviewFrame } from './preview-frame';

type TSampleClass = 'small' | 'medium' | 'large' | 'veryLarge';

/** Production classes of spec §9 (biomethane injection, Nm³/h): upper bounds, exclusive. */
const classBounds: readonly { key: TSampleClass; upTo: number }[] = [
  { key: 'small', upTo: 100 },
  { key: 'medium', upTo: 500 },
  { key: 'large', upTo: 1000 },
  { key: 'veryLarge', upTo: Number.POSITIVE_INFINITY },
];

/** Sample injection flow shown in the illustration. */
const sampleFlow = 180;

function classify(flow: number): TSampleClass {
  return classBounds.find((bound) => flow < bound.upTo)?.key ?? 'veryLarge';
}

/** Illustration of the production badge: the injection flow and its size class. */
export function ProductionClassPreview({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('public');
  const number = new Intl.NumberFormat(i18n.language);
  const current = classify(sampleFlow);
  return (
    <PreviewFrame caption={t('preview.production.caption')} className={className}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Factory className="h-5 w-5 text-emerald-700" aria-hidden="true" />
        {t('preview.production.title')}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-3xl font-bold tabular-nums text-slate-900">
          {number.format(sampleFlow)} <span className="text-base font-medium text-slate-600">Nm³/h</span>
        </p>
        <span className="rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
          {t(`preview.production.classes.${current}`)}
        </span>
      </div>
      <ol
        className="mt-3 grid grid-cols-2 gap-1 text-xs sm:grid-cols-4"
        aria-label={t('preview.production.scale')}
      >
        {classBounds.map((bound) => (
          <li
            key={bound.key}
            aria-current={bound.key === current ? 'true' : undefined}
            className={cn(
              'rounded-md px-2 py-1 text-center',
              bound.key === current
                ? 'bg-emerald-50 font-semibold text-emerald-800 ring-1 ring-emerald-700'
                : 'bg-slate-50 text-slate-700',
            )}
          >
            <span className="block">{t(`preview.production.classes.${bound.key}`)}</span>
            <span className="block tabular-nums">{t(`preview.production.ranges.${bound.key}`)}</span>
          </li>
        ))}
      </ol>
    </PreviewFrame>
  );
}
