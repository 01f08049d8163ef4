import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { stockLevelPercent } from '../../../../shared/domain/stock-levels';
import { cn } from '../../../lib/cn';

/**
 * The level against the maximum, red when low, with the alert threshold as a mark on the bar and as a figure
 * under it (a meter, so screen readers read the figures).
 */
export function StockGauge({ item }: { item: TStockItem }) {
  const { t, i18n } = useTranslation('stock');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const unit = t(`values.unit.${item.unit}`);
  const percent = stockLevelPercent(item);
  // Where the threshold sits on the bar; none when the item has no maximum to draw it against.
  const thresholdPercent =
    item.maxLevel > 0 ? stockLevelPercent({ currentLevel: item.threshold, maxLevel: item.maxLevel }) : null;
  const threshold = t('thresholdValue', { threshold: format.format(item.threshold), unit });
  return (
    <div className="space-y-1">
      <div className="relative py-1">
        <div
          role="meter"
          aria-label={t('gaugeLabel', { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={item.maxLevel}
          aria-valuenow={Math.min(item.currentLevel, item.maxLevel)}
          aria-valuetext={t('gauge', {
            level: format.format(item.currentLevel),
            max: format.format(item.maxLevel),
            unit,
          })}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn('h-full rounded-full', item.isLow ? 'bg-red-600' : 'bg-emerald-600')}
            style={{ width: `${String(percent)}%` }}
          />
        </div>
        {thresholdPercent !== null && (
          <div
            data-testid="stock-threshold-mark"
            title={threshold}
            aria-hidden="true"
            className="absolute inset-y-0 w-0.5 -translate-x-1/2 rounded-full bg-slate-900"
            style={{ left: `${String(thresholdPercent)}%` }}
          />
        )}
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <p className="text-slate-700">
          {t('gauge', { level: format.format(item.currentLevel), max: format.format(item.maxLevel), unit })}
        </p>
        <p className="text-slate-600">{threshold}</p>
      </div>
    </div>
  );
}
