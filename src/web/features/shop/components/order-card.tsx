import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TOrder } from '../../../../shared/contracts/shop';
import { cn } from '../../../lib/cn';
import { formatOrderDay } from '../lib/format-order-date';
import { formatPrice } from '../lib/format-price';
import { OrderHistory, type TOrderViewer } from './order-history';
import { OrderStatusBadge } from './order-status-badge';

export interface OrderCardProps {
  order: TOrder;
  viewer: TOrderViewer;
  /** The order just placed: outlined, marked "Nouvelle" and scrolled to. */
  isHighlighted?: boolean;
  /** Shown under the status (the admin queue: the customer). */
  byline?: string;
  /** The moves this reader may make, and the receipt form. */
  children?: ReactNode;
}

/** One order: number, date, status, its lines at the prices of that moment, totals, delivery and history. */
export function OrderCard({ order, viewer, isHighlighted = false, byline, children }: OrderCardProps) {
  const { t, i18n } = useTranslation('shop');
  const price = (amount: number) => formatPrice(amount, i18n.language);
  const ref = useRef<HTMLElement>(null);
  const titleId = `order-${order.id}-title`;

  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [isHighlighted]);

  const address = [
    order.deliveryName,
    order.deliveryCompany,
    order.deliveryAddress,
    `${order.deliveryPostalCode} ${order.deliveryCity}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      data-testid="order-card"
      className={cn(
        'space-y-4 rounded-lg border bg-white p-4 shadow-sm sm:p-5',
        isHighlighted ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {t('orders.number', { number: order.orderNumber })}
            {isHighlighted && (
              <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
                {t('orders.new')}
              </span>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {t('orders.placedOn', { date: formatOrderDay(order.createdAt, i18n.language) })}
          </p>
          {byline && <p className="text-sm text-slate-700">{byline}</p>}
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <ul className="divide-y divide-slate-100 text-sm">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{line.name}</p>
              <p className="text-slate-600">
                {t('cart.line.reference', { reference: line.reference })} · {line.quantity} ×{' '}
                {line.unitPrice === 0 ? t('cart.line.onQuote') : price(line.unitPrice)}
              </p>
              {line.receivedQuantity !== null && (
                <p className="text-emerald-800" data-testid="order-line-received">
                  {t('orders.lines.received', { quantity: line.receivedQuantity })}
                </p>
              )}
            </div>
            <p className="shrink-0 font-medium text-slate-900 tabular-nums">
              {line.unitPrice === 0 ? t('cart.line.onQuote') : price(line.subtotal)}
            </p>
          </li>
        ))}
      </ul>

      <dl className="space-y-1 border-t border-slate-200 pt-3 text-sm" data-testid="order-totals">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('cart.totals.subtotal')}</dt>
          <dd className="tabular-nums">{price(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('cart.totals.vat')}</dt>
          <dd className="tabular-nums">{price(order.vatAmount)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold text-slate-900">
          <dt>{t('cart.totals.total')}</dt>
          <dd className="tabular-nums">{price(order.total)}</dd>
        </div>
      </dl>

      <div className="space-y-1 text-sm text-slate-700">
        <p className="break-words">{t('orders.delivery', { address })}</p>
        <p>{t('orders.paidBy', { method: t(`checkout.payment.${order.paymentMethod}`) })}</p>
      </div>

      <OrderHistory order={order} viewer={viewer} />
      {children}
    </article>
  );
}
