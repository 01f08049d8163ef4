import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ShoppingCart } from 'lucide-react';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cartQuery } from '../api/cart';
import { CartLineItem } from '../components/cart-line-item';
import { CartTotalsCard } from '../components/cart-totals-card';
import { ClearCartDialog } from '../components/clear-cart-dialog';
import { QuoteRequestButton } from '../components/quote-request-dialog';
import { useCartActions } from '../components/use-cart-actions';
import { useCartSavedToast } from '../components/use-cart-saved-toast';
import { usePendingCartLines } from '../components/use-pending-cart-lines';

/** /dashboard/cart (spec §2, §3 cart, §5 totals): the lines, their quantities, the totals, then checkout. */
export default function CartPage() {
  const { t } = useTranslation('shop');
  const cart = useQuery(cartQuery);
  const actions = useCartActions();
  const pendingLines = usePendingCartLines();
  const [isClearOpen, setIsClearOpen] = useState(false);
  useCartSavedToast();

  const shopLink = (variant: 'primary' | 'secondary') => (
    <Link to="/dashboard/shop" className={buttonClasses(variant, 'md')}>
      {variant === 'primary' ? t('cart.empty.action') : t('cart.continue')}
    </Link>
  );

  const body = () => {
    if (cart.isPending) return <LoadingNotice text={t('cart.loading')} size="md" className="py-6" />;
    if (cart.isError) {
      return (
        <LoadFailedNotice
          lead={t('cart.loadFailed')}
          message={cart.error.message}
          onRetry={() => void cart.refetch()}
          size="md"
        />
      );
    }
    const { data } = cart;
    if (data.lines.length === 0) {
      return (
        <EmptyState
          icon={<ShoppingCart className="h-6 w-6" aria-hidden="true" />}
          title={t('cart.empty.title')}
          body={t('cart.empty.body')}
          action={shopLink('primary')}
        />
      );
    }
    return (
      <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
        <section className="space-y-3 lg:col-span-2" aria-label={t('cart.linesLabel')}>
          <ul className="space-y-3">
            {data.lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                isBusy={actions.busyId === line.id}
                isPending={pendingLines.has(line.id)}
                onQuantity={actions.handleQuantity}
                onRemove={(target) => void actions.handleRemove(target)}
              />
            ))}
          </ul>
          <Button
            variant="ghost"
            onClick={() => {
              setIsClearOpen(true);
            }}
          >
            {t('cart.clear')}
          </Button>
        </section>
        <div className="lg:sticky lg:top-4">
          <CartTotalsCard cart={data}>
            <Link to="/dashboard/checkout" className={buttonClasses('primary', 'lg')}>
              {t('cart.checkout')}
            </Link>
            <QuoteRequestButton cart={data} />
            {shopLink('secondary')}
          </CartTotalsCard>
        </div>
        <ClearCartDialog
          isOpen={isClearOpen}
          isClearing={actions.isClearing}
          onCancel={() => {
            setIsClearOpen(false);
          }}
          onConfirm={() => {
            void actions.handleClear(data.lines).then((isCleared) => {
              if (isCleared) setIsClearOpen(false);
            });
          }}
        />
      </div>
    );
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('cart.title')}
        subtitle={t('cart.subtitle')}
        action={
          <Link to="/dashboard/orders" className={buttonClasses('secondary', 'md')}>
            {t('cart.ordersLink')}
          </Link>
        }
      />
      {body()}
    </RecordsPageLayout>
  );
}
