import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import type { TOrder } from '../../../../shared/contracts/shop';
import { orderMovesFor } from '../../../../shared/domain/shop-orders';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { ordersQuery, useCancelOrder, useReceiveOrder } from '../api/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { linesToReceive, OrderReceiveForm } from './order-receive-form';
import { orderMatches } from '../lib/order-matches';

/** The user's orders, newest first: cancel a pending one, confirm the receipt of a delivered one into stock. */
interface CustomerOrdersProps {
  userId: string;
  highlightedId: string | null;
  /** The text the global search opened the page with: only the orders answering it are shown. */
  query: string;
}

export function CustomerOrders({ userId, highlightedId, query }: CustomerOrdersProps) {
  const { t } = useTranslation('shop');
  const orders = useQuery(ordersQuery);
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const [cancelling, setCancelling] = useState<TOrder | null>(null);

  const handleCancel = async (order: TOrder) => {
    const result = await cancel.mutateAsync(order);
    if (result.ok) {
      void toast.success(t('orders.cancelled'));
      setCancelling(null);
    } else {
      void toast.error(t('orders.failed'), { description: result.message });
    }
  };

  const handleReceive = async (order: TOrder, lines: { orderItemId: string; quantity: number }[]) => {
    const result = await receive.mutateAsync({ order, lines });
    if (result.ok) void toast.success(t('orders.receive.done'));
    else void toast.error(t('orders.failed'), { description: result.message });
  };

  if (orders.isPending) return <LoadingNotice text={t('orders.loading')} size="md" className="py-6" />;
  if (orders.isError) {
    return (
      <LoadFailedNotice
        lead={t('orders.loadFailed')}
        message={orders.error.message}
        onRetry={() => void orders.refetch()}
        size="md"
      />
    );
  }
  const shown = orders.data.filter((order) => orderMatches(order, query, t(`status.${order.status}`)));
  if (orders.data.length > 0 && shown.length === 0) {
    return <p className="text-sm text-slate-600">{t('orders.noMatch')}</p>;
  }
  if (orders.data.length === 0) {
    return (
      <Card className="space-y-3 p-6 text-center">
        <p className="text-slate-700">{t('orders.empty')}</p>
        <Link to="/dashboard/shop" className={buttonClasses('primary', 'md')}>
          {t('orders.emptyAction')}
        </Link>
      </Card>
    );
  }

  return (
    <>
      <ul className="space-y-4">
        {shown.map((order) => {
          const toReceive = linesToReceive(order);
          return (
            <li key={order.id}>
              <OrderCard
                order={order}
                viewer={{ kind: 'customer', userId }}
                isHighlighted={order.id === highlightedId}
              >
                {orderMovesFor('customer', order.status).includes('cancelled') && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setCancelling(order);
                    }}
                  >
                    {t('orders.cancel')}
                  </Button>
                )}
                {toReceive.length > 0 && (
                  <OrderReceiveForm
                    lines={toReceive}
                    isSending={receive.isPending}
                    onReceive={(lines) => void handleReceive(order, lines)}
                  />
                )}
              </OrderCard>
            </li>
          );
        })}
      </ul>
      <CancelOrderDialog
        order={cancelling}
        isCancelling={cancel.isPending}
        onConfirm={(order) => void handleCancel(order)}
        onClose={() => {
          setCancelling(null);
        }}
      />
    </>
  );
}
