import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TOrder } from '../../../../shared/contracts/shop';
import { orderMovesFor, type TOrderStatus } from '../../../../shared/domain/shop-orders';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { adminOrdersQuery, useChangeOrderStatus } from '../api/admin-orders';
import { OrderCard } from './order-card';

/** "File des commandes": the open orders of every customer with the moves the state machine allows an admin. */
export function AdminOrderQueue({ userId }: { userId: string }) {
  const { t } = useTranslation('shop');
  const queue = useQuery(adminOrdersQuery);
  const move = useChangeOrderStatus();

  const handleMove = async (order: TOrder, status: TOrderStatus) => {
    const result = await move.mutateAsync({ order, status });
    if (result.ok) {
      void toast.success(
        t('adminOrders.moved', { number: order.orderNumber, status: t(`status.${result.data.status}`) }),
      );
    } else {
      // A 409 says which move the state machine refused, in the user's language.
      void toast.error(t('adminOrders.failed'), { description: result.message });
    }
  };

  if (queue.isPending) return <LoadingNotice text={t('adminOrders.loading')} size="md" className="py-6" />;
  if (queue.isError) {
    return (
      <LoadFailedNotice
        lead={t('adminOrders.loadFailed')}
        message={queue.error.message}
        onRetry={() => void queue.refetch()}
        size="md"
      />
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t('adminOrders.subtitle')}</p>
      {queue.data.length === 0 ? (
        <Card className="p-6 text-center text-slate-700">{t('adminOrders.empty')}</Card>
      ) : (
        <ul className="space-y-4">
          {queue.data.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                viewer={{ kind: 'admin', userId }}
                byline={t('adminOrders.customer', { name: order.deliveryName })}
              >
                <div
                  role="group"
                  aria-label={t('adminOrders.actionsLabel', { number: order.orderNumber })}
                  className="flex flex-wrap gap-2"
                >
                  {orderMovesFor('admin', order.status).map((status) => (
                    <Button
                      key={status}
                      variant={status === 'cancelled' ? 'secondary' : 'primary'}
                      disabled={move.isPending}
                      onClick={() => void handleMove(order, status)}
                    >
                      {t(`adminOrders.moves.${status}`)}
                    </Button>
                  ))}
                </div>
              </OrderCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
