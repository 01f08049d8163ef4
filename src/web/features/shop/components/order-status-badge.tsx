import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TOrderStatus } from '../../../../shared/domain/shop-orders';
import { cn } from '../../../lib/cn';

const tones: Record<TOrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** "En attente", "Confirmée", "Livrée", "Annulée". */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium', tones[status])}
      data-testid="order-status"
    >
      {t(`status.${status}`)}
    </span>
  );
}
