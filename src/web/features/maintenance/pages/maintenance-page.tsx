import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { Plus, Wrench } from 'lucide-react';
import { MAINTENANCE_SORT_KEYS, type TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { maintenanceEndpoint } from '../api/maintenance-tasks';
import { usePlantBusinessDate } from '../api/plant-today';
import { MaintenanceFilters, maintenanceFilterNames } from '../components/maintenance-filters';
import { MaintenanceLogExport } from '../components/maintenance-log-export';
import { MaintenanceTaskCard } from '../components/maintenance-task-card';
import { MaintenanceTaskDialogs, type TMaintenanceTaskDialog } from '../components/maintenance-task-dialogs';
import { MetersSection } from '../components/meters-section';
import { StarterPlanOffer } from '../components/starter-plan-offer';

/** The soonest due first: what the plant has to do next. */
const listDefaults = { sort: 'nextDueDate', order: 'asc' as const };
const addPath = '/dashboard/maintenance/add';

/**
 * /dashboard/maintenance (spec §2, §3, §5): the plan's tasks, overdue ones in red, "Fait" to record a service
 * (a recurring task is scheduled again), the hour meters, CSV; on first use, the starter plan.
 */
export default function MaintenancePage() {
  const { t } = useTranslation(['maintenance', 'records']);
  const { list, ...controls } = useRecordsList<TMaintenanceTask>(
    maintenanceEndpoint,
    listDefaults,
    maintenanceFilterNames,
  );
  const today = usePlantBusinessDate();
  const [dialog, setDialog] = useState<TMaintenanceTaskDialog>(null);
  const isFirstUse = list.data?.total === 0 && !controls.hasFilters;

  const addLink = (
    <Link to={addPath} className={buttonClasses('primary', 'lg')}>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {t('maintenance:add')}
    </Link>
  );

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('maintenance:title')}
        subtitle={t('maintenance:subtitle')}
        action={addLink}
      />
      <RecordsListSection
        endpoint={maintenanceEndpoint}
        controls={controls}
        list={list}
        sortOptions={MAINTENANCE_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`maintenance:sort.${key}`),
        }))}
        filters={<MaintenanceFilters params={controls.params} onFilter={controls.setParam} />}
        csvFileName="maintenance"
        empty={
          <>
            <StarterPlanOffer />
            <EmptyState
              icon={<Wrench className="h-6 w-6" aria-hidden="true" />}
              title={t('maintenance:empty.title')}
              body={t('maintenance:empty.body')}
              action={
                <Link to={addPath} className={buttonClasses('secondary', 'lg')}>
                  {t('maintenance:empty.action')}
                </Link>
              }
            />
          </>
        }
        listLabel={t('maintenance:listLabel')}
        listClassName="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3"
        renderItem={(task) => (
          <MaintenanceTaskCard
            task={task}
            today={today}
            onComplete={(target) => {
              setDialog({ kind: 'complete', task: target });
            }}
            onHistory={(target) => {
              setDialog({ kind: 'history', task: target });
            }}
            onEdit={(target) => {
              setDialog({ kind: 'edit', task: target });
            }}
            onDelete={(target) => {
              setDialog({ kind: 'delete', task: target });
            }}
          />
        )}
      />
      {!isFirstUse && list.data && <MetersSection />}
      {!isFirstUse && list.data && <MaintenanceLogExport />}
      <MaintenanceTaskDialogs
        dialog={dialog}
        onClose={() => {
          setDialog(null);
        }}
      />
    </RecordsPageLayout>
  );
}
