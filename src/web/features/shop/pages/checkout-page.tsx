import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ShoppingCart } from 'lucide-react';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { cartQuery } from '../api/cart';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutSummary } from '../components/checkout-summary';
import { useCartSavedToast } from '../components/use-cart-saved-toast';

/** /dashboard/checkout (issue 17): the cart's summary and the order form; an empty cart leads to the shop. */
export default function CheckoutPage() {
  const { t } = useTranslation('shop');
  const cart = useQuery(cartQuery);
  useCartSavedToast();

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
    if (cart.data.lines.length === 0) {
      return (
        <EmptyState
          icon={<ShoppingCart className="h-6 w-6" aria-hidden="true" />}
          title={t('checkout.empty.title')}
          body={t('checkout.empty.body')}
          action={
            <Link to="/dashboard/shop" className={buttonClasses('primary', 'md')}>
              {t('checkout.empty.action')}
            </Link>
          }
        />
      );
    }
    return (
      <div className="grid gap-5 lg:grid-cols-5 lg:items-start">
        <div className="lg:col-span-3">
          <CheckoutForm />
        </div>
        <div className="lg:col-span-2">
          <CheckoutSummary cart={cart.data} />
        </div>
      </div>
    );
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('checkout.title')}
        subtitle={t('checkout.subtitle')}
        action={
          <Link to="/dashboard/cart" className={buttonClasses('secondary', 'md')}>
            {t('checkout.backToCart')}
          </Link>
        }
      />
      {body()}
    </RecordsPageLayout>
  );
}
