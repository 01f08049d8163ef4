import { useTranslation } from 'react-i18next';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { stockLevelPercent } from '../../../../shared/domain/stock-levels';
import { cn } from '../../../lib/cn';

/** The level against the maximum, red when low (a meter, so screen readers read the figures). */
export function StockGauge({ item }: { item: TStockItem }) {
  const { t, i18n } = useTranslation('stock');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const unit = t(`values.unit.${item.unit}`);
  const percent = stockLevelPercent(item);
  return (
    <div className="space-y-1">
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
      <p className="text-sm text-slate-700">
        {t('gauge', { level: format.format(item.currentLevel), max: format.format(item.maxLevel), unit })}
      </p>
    </div>
  );
}
