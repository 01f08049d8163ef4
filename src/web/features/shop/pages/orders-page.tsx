import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { ClipboardList, Package } from 'lucide-react';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { TabList, tabId, tabPanelId } from '../../../components/ui/tab-list';
import { useSession } from '../../../lib/session/session-context';
import { AdminOrderQueue } from '../components/admin-order-queue';
import { CustomerOrders } from '../components/customer-orders';
import { QuoteRequestsSection } from '../components/quote-requests-section';

const tabsId = 'orders-view';
type TOrdersTab = 'mine' | 'queue';

/**
 * /dashboard/orders (issue 17): the user's orders with their history, cancel and receipt into stock; for an
 * admin (spec §6) a second tab, the queue of open orders of every user.
 */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const { state } = useSession();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TOrdersTab>('mine');
  const status = state.phase === 'signed-in' || state.phase === 'offline' ? state.status : null;
  const userId = status?.user.id ?? '';
  const isAdmin = status?.isAdmin ?? false;
  const shown = isAdmin ? tab : 'mine';
  const query = params.get('q') ?? '';

  return (
    <RecordsPageLayout>
      <RecordsPageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      {isAdmin && (
        <TabList
          label={t('orders.tabsLabel')}
          tabs={[
            { name: 'mine', label: t('orders.tabs.mine'), icon: Package },
            { name: 'queue', label: t('orders.tabs.queue'), icon: ClipboardList },
          ]}
          selected={shown}
          onChange={setTab}
          idPrefix={tabsId}
        />
      )}
      <div
        {...(isAdmin
          ? { id: tabPanelId(tabsId), role: 'tabpanel', 'aria-labelledby': tabId(tabsId, shown) }
          : {})}
      >
        {shown === 'queue' ? (
          <AdminOrderQueue userId={userId} />
        ) : (
          <div className="space-y-8">
            {query !== '' && (
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <span>{t('orders.filteredBy', { query })}</span>
                <Link to="/dashboard/orders" className="font-medium text-emerald-800 underline">
                  {t('orders.showAll')}
                </Link>
              </p>
            )}
            <CustomerOrders userId={userId} highlightedId={params.get('new')} query={query} />
            <QuoteRequestsSection query={query} />
          </div>
        )}
      </div>
    </RecordsPageLayout>
  );
}
