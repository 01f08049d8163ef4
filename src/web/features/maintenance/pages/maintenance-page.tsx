import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, Wrench } from 'lucide-react';
import { MAINTENANCE_SORT_KEYS, type TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { CsvActions } from '../../../components/records/csv-actions';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import { useListParams } from '../../../lib/records/use-list-params';
import { maintenanceEndpoint } from '../api/maintenance-tasks';
import { usePlantToday } from '../api/plant-today';
import { MaintenanceFilters, maintenanceFilterNames } from '../components/maintenance-filters';
import { MaintenanceTaskList } from '../components/maintenance-task-list';
import { MetersSection } from '../components/meters-section';
import { StarterPlanOffer } from '../components/starter-plan-offer';

const listDefaults = { sort: 'createdAt' };
const addPath = '/dashboard/maintenance/add';

/**
 * /dashboard/maintenance (spec §2, §3, §5): the plan's tasks, overdue ones in red, "Fait" to record a service
 * (a recurring task is scheduled again), the hour meters, CSV; on first use, the starter plan.
 */
export default function MaintenancePage() {
  const { t } = useTranslation(['maintenance', 'records']);
  const { params, setParam, clearFilters, hasFilters } = useListParams(listDefaults, maintenanceFilterNames);
  const list = useQuery(listQueryOptions<TMaintenanceTask>(maintenanceEndpoint, params));
  const today = usePlantToday();
  const isFirstUse = list.data?.total === 0 && !hasFilters;

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
      <ListToolbar
        search={String(params.q ?? '')}
        onSearch={(text) => {
          setParam('q', text);
        }}
        sort={String(params.sort)}
        sortOptions={MAINTENANCE_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`maintenance:sort.${key}`),
        }))}
        onSort={(sort) => {
          setParam('sort', sort);
        }}
        order={params.order === 'asc' ? 'asc' : 'desc'}
        onToggleOrder={() => {
          setParam('order', params.order === 'asc' ? 'desc' : 'asc');
        }}
        filters={<MaintenanceFilters params={params} onFilter={setParam} />}
      />
      <CsvActions endpoint={maintenanceEndpoint} params={params} fileName="maintenance" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {isFirstUse && (
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
      )}
      {list.data?.total === 0 && hasFilters && <NoMatch onClear={clearFilters} />}
      {list.data && list.data.total > 0 && (
        <MaintenanceTaskList
          page={list.data}
          today={today}
          onPage={(page) => {
            setParam('page', page);
          }}
        />
      )}
      {!isFirstUse && list.data && <MetersSection />}
    </RecordsPageLayout>
  );
}
