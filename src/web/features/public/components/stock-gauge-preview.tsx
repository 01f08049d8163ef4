import { useTranslation } from '../../../lib/i18n/use-translation';
import { Package } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PreviewFrame } from './preview-frame';

interface SampleStockItem {
  nameKey: 'preview.stock.carbon' | 'preview.stock.enzymes';
  level: number;
  max: number;
  threshold: number;
  unit: string;
}

/** Sample consumables: activated carbon for H2S removal and enzymes. Illustration only. */
const sampleItems: readonly SampleStockItem[] = [
  { nameKey: 'preview.stock.carbon', level: 620, max: 1000, threshold: 200, unit: 'kg' },
  { nameKey: 'preview.stock.enzymes', level: 12, max: 40, threshold: 15, unit: 'L' },
];

/** Illustration of the stock card: level gauges with the alert threshold marked. */
export function StockGaugePreview({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('public');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <PreviewFrame caption={t('preview.stock.caption')} className={className}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Package className="h-5 w-5 text-emerald-700" aria-hidden="true" />
        {t('preview.stock.title')}
      </p>
      <ul className="mt-3 space-y-4">
        {sampleItems.map((item) => {
          const name = t(item.nameKey);
          const percent = Math.round((item.level / item.max) * 100);
          const thresholdPercent = (item.threshold / item.max) * 100;
          const isLow = item.level < item.threshold;
          const levelText = `${number.format(item.level)} / ${number.format(item.max)} ${item.unit}`;
          return (
            <li key={item.nameKey}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-slate-800">{name}</span>
                <span className="tabular-nums text-slate-700">{levelText}</span>
              </div>
              <div
                role="meter"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={item.max}
                aria-valuenow={item.level}
                aria-valuetext={`${levelText} (${number.format(percent)} %)`}
                className="mt-1"
              >
                <svg
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="h-3 w-full"
                  aria-hidden="true"
                >
                  <rect x="0" y="1" width="100" height="8" rx="4" className="fill-slate-200" />
                  <rect
                    x="0"
                    y="1"
                    width={percent}
                    height="8"
                    rx="4"
                    className={isLow ? 'fill-amber-500' : 'fill-emerald-600'}
                  />
                  <rect x={thresholdPercent - 0.5} y="0" width="1" height="10" className="fill-slate-800" />
                </svg>
              </div>
              <p className={cn('mt-1 text-xs', isLow ? 'font-semibold text-amber-800' : 'text-slate-600')}>
                {isLow
                  ? t('preview.stock.belowThreshold', {
                      threshold: `${number.format(item.threshold)} ${item.unit}`,
                    })
                  : t('preview.stock.aboveThreshold', {
                      threshold: `${number.format(item.threshold)} ${item.unit}`,
                    })}
              </p>
            </li>
          );
        })}
      </ul>
    </PreviewFrame>
  );
}
