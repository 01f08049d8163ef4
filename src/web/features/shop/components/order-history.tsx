import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChevronDown } from 'lucide-react';
import type { TOrder } from '../../../../shared/contracts/shop';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatOrderDay, formatOrderTime } from '../lib/format-order-date';

/** Who moved the order, as its reader knows them: themselves, the customer (admin view), or the team. */
export type TOrderViewer = { kind: 'customer'; userId: string } | { kind: 'admin'; userId: string };

/** The order's status moves, each with who and when, behind "Voir l'historique". */
export function OrderHistory({ order, viewer }: { order: TOrder; viewer: TOrderViewer }) {
  const { t, i18n } = useTranslation('shop');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();

  // The customer placed the order: the first row is theirs.
  const customerId = order.history.find((entry) => entry.fromStatus === null)?.changedBy ?? null;
  const who = (changedBy: string | null) => {
    if (changedBy !== null && changedBy === viewer.userId) return t('orders.history.byYou');
    if (viewer.kind === 'customer') return t('orders.history.byTeam');
    return changedBy !== null && changedBy === customerId
      ? t('orders.history.byCustomer')
      : t('orders.history.byTeam');
  };

  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
      >
        <ChevronDown
          className={cn('h-4 w-4 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
        {isOpen ? t('orders.history.hide') : t('orders.history.show')}
      </Button>
      <ol id={listId} hidden={!isOpen} className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-sm">
        {order.history.map((entry) => {
          const values = {
            date: formatOrderDay(entry.changedAt, i18n.language),
            time: formatOrderTime(entry.changedAt, i18n.language),
            who: who(entry.changedBy),
            status: t(`status.${entry.toStatus}`),
          };
          return (
            <li key={`${entry.toStatus}-${entry.changedAt}`} className="text-slate-700">
              {entry.fromStatus === null
                ? t('orders.history.created', values)
                : t('orders.history.moved', values)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
