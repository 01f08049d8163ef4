import { useTranslation } from '../../../lib/i18n/use-translation';
import { Minus, Plus, ShoppingCart, TriangleAlert, X } from 'lucide-react';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { quickAdjustStep } from '../../../../shared/domain/stock-levels';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { StockGauge } from './stock-gauge';
import { StockMovementEntry } from './stock-movement-entry';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';
import { dateLocale } from '../../../lib/date-locale';

export interface StockItemCardProps {
  item: TStockItem;
  restock: TRestockRequest | undefined;
  isBusy: boolean;
  /** A change of level (quick +/- or the quantity entry); resolves true once recorded or kept offline. */
  onAdjust: (item: TStockItem, delta: number) => Promise<boolean>;
  onOrder: (item: TStockItem) => void;
  onCancelOrder: (restock: TRestockRequest) => void;
  onEdit: (item: TStockItem) => void;
  onDelete: (item: TStockItem) => void;
}

/**
 * One stock item: its gauge with the alert threshold, the low state, the quick +/- (a step suited to the unit),
 * the quantity entry for any other amount and, when low, "Commander".
 */
export function StockItemCard({
  item,
  restock,
  isBusy,
  onAdjust,
  onOrder,
  onCancelOrder,
  onEdit,
  onDelete,
}: StockItemCardProps) {
  const { t, i18n } = useTranslation(['stock', 'records']);
  const unit = t(`stock:values.unit.${item.unit}`);
  const step = quickAdjustStep(item);
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const updated = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(item.lastUpdated));

  return (
    <Card className={cn('flex flex-col gap-3 p-4', item.isLow && 'border-red-300')}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-slate-900">{item.name}</h2>
          <p className="text-sm text-slate-600">{t(`stock:values.category.${item.category}`)}</p>
        </div>
        {item.isLow && (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-2 py-1 text-xs font-semibold text-red-800"
            title={t('stock:lowHint', { threshold: format.format(item.threshold), unit })}
          >
            <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
            {t('stock:low')}
          </span>
        )}
      </div>
      <StockGauge item={item} />
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          disabled={isBusy || item.currentLevel <= 0}
          aria-label={t('stock:decrease', { step: format.format(step), unit, name: item.name })}
          onClick={() => void onAdjust(item, -step)}
        >
          <Minus className="h-5 w-5" aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          disabled={isBusy}
          aria-label={t('stock:increase', { step: format.format(step), unit, name: item.name })}
          onClick={() => void onAdjust(item, step)}
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
        </Button>
        <span className="text-xs text-slate-600">{t('stock:lastUpdated', { date: updated })}</span>
      </div>
      <StockMovementEntry item={item} isBusy={isBusy} onMove={(delta) => onAdjust(item, delta)} />
      {restock ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <span>
            <strong>{t('stock:ordered')}</strong> ·{' '}
            {t('stock:orderedHint', { quantity: format.format(restock.quantity), unit })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() => {
              onCancelOrder(restock);
            }}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('stock:cancelOrder')}
          </Button>
        </div>
      ) : (
        item.isLow && (
          <Button
            variant="primary"
            disabled={isBusy}
            aria-label={t('stock:orderLabel', { name: item.name })}
            onClick={() => {
              onOrder(item);
            }}
          >
            <ShoppingCart className="h-4 w-4" aria-hidden="true" />
            {t('stock:order')}
          </Button>
        )
      )}
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-2">
        <EditDeleteButtons
          name={item.name}
          onEdit={() => {
            onEdit(item);
          }}
          onDelete={() => {
            onDelete(item);
          }}
        />
      </div>
    </Card>
  );
}
