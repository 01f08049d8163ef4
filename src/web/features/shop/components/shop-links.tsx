import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Package, ShoppingCart } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { formatBadgeCount } from '../../../lib/format-badge-count';
import { cartQuery } from '../api/cart';

/** The cart with its count of units (a badge) and "Mes commandes", at the top of the shop's pages. */
export function ShopLinks() {
  const { t } = useTranslation('shop');
  const cart = useQuery(cartQuery);
  const units = cart.data?.unitCount ?? 0;
  return (
    <nav className="flex flex-wrap items-center gap-2">
      <Link to="/dashboard/orders" className={buttonClasses('ghost', 'md')}>
        <Package className="h-4 w-4" aria-hidden="true" />
        {t('catalogue.ordersLink')}
      </Link>
      <Link
        to="/dashboard/cart"
        className={buttonClasses('secondary', 'md')}
        aria-label={t('catalogue.cartLinkLabel', { count: units })}
      >
        <ShoppingCart className="h-4 w-4" aria-hidden="true" />
        {t('catalogue.cartLink')}
        <span
          data-testid="cart-badge"
          className="min-w-6 rounded-full bg-emerald-700 px-1.5 text-center text-xs font-semibold leading-5 text-white"
        >
          {formatBadgeCount(units)}
        </span>
      </Link>
    </nav>
  );
}
