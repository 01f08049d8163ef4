import { useState } from 'react';
import { Gauge, Wheat } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TFeedLog, TFeedPeriod } from '../../../../shared/contracts/feed-log';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../lib/router/link';
import { FeedEditDialog } from '../components/feed-edit-dialog';
import { FeedListSection } from '../components/feed-list-section';
import { FeedOverview } from '../components/feed-overview';
import { FeedQuickEntry } from '../components/feed-quick-entry';

/**
 * /dashboard/raw-materials/feed, the feed log: today's quick entry on top, the entries newest first (the first one on
 * a phone's first screen), then the period's totals and the kg VS fed per day. Entries are added and edited
 * offline too; each lot's stock goes down by what is fed.
 */
export default function FeedLogPage() {
  const { t } = useTranslation('feedLog');
  const [editing, setEditing] = useState<TFeedLog | null>(null);
  const [period, setPeriod] = useState<TFeedPeriod>(30);

  // On a phone the links close the page (its first screen goes to the form and the newest entries).
  const links = (className: string) => (
    <nav aria-label={t('links.label')} className={className}>
      <Link to="/dashboard/raw-materials" className={buttonClasses('secondary', 'sm')}>
        <Wheat className="h-4 w-4" aria-hidden="true" />
        {t('links.rawMaterials')}
      </Link>
      <Link to="/dashboard/production" className={buttonClasses('secondary', 'sm')}>
        <Gauge className="h-4 w-4" aria-hidden="true" />
        {t('links.production')}
      </Link>
    </nav>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={links('hidden flex-wrap gap-2 sm:flex')}
        isSubtitleHiddenOnPhone
      />
      <FeedQuickEntry />
      <FeedListSection onEdit={setEditing} />
      <FeedOverview period={period} onPeriod={setPeriod} />
      {links('flex flex-wrap gap-2 sm:hidden')}
      <FeedEditDialog
        entry={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
    </RecordsPageLayout>
  );
}
