import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { ShieldAlert } from 'lucide-react';
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from '../../../../shared/domain/security-events';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SECURITY_EVENTS_PAGE_SIZE, type SecurityEventsFilter } from '../api/get-security-events';
import { useSecurityEvents } from './use-security-events';

const initialFilter: SecurityEventsFilter = { kind: '', from: '', to: '', page: 1 };

/**
 * Security events of every account (admins only, spec §6): refused admin routes, privilege escalation attempts,
 * role changes and failed sign-ins, by type and period, 50 a page, newest first.
 */
export function SecurityEventsSection() {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const headingId = useId();
  const [draft, setDraft] = useState(initialFilter);
  const [filter, setFilter] = useState(initialFilter);
  const { state, retry } = useSecurityEvents(filter);

  const formatDate = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(dateLocale(i18n.language), {
      dateStyle: 'short',
      timeStyle: 'short',
    });
    return (iso: string) => formatter.format(new Date(iso));
  }, [i18n.language]);

  const kindOptions = SECURITY_EVENT_KINDS.map((kind) => ({
    value: kind,
    label: t(`activity:admin.kinds.${kind}`),
  }));

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldAlert className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
            {t('activity:admin.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('activity:admin.help')}</p>
        </div>

        <form className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" onSubmit={handleSubmit}>
          <SelectField
            id={`${headingId}-kind`}
            name="kind"
            label={t('activity:admin.kind')}
            value={draft.kind}
            options={kindOptions}
            emptyOption={t('activity:admin.allKinds')}
            onChange={(event) => {
              setDraft({ ...draft, kind: event.target.value as SecurityEventKind | '' });
            }}
          />
          <DateField
            id={`${headingId}-from`}
            name="from"
            label={t('activity:admin.from')}
            value={draft.from}
            onChange={(change) => {
              setDraft({ ...draft, from: change.target.value });
            }}
          />
          <DateField
            id={`${headingId}-to`}
            name="to"
            label={t('activity:admin.to')}
            value={draft.to}
            onChange={(change) => {
              setDraft({ ...draft, to: change.target.value });
            }}
          />
          <Button type="submit" variant="secondary">
            {t('activity:admin.apply')}
          </Button>
        </form>

        <LoadStateView
          state={state}
          loadingText={t('activity:admin.loading')}
          failedText={t('activity:admin.loadFailed')}
          onRetry={retry}
          isEmpty={({ data }) => data.items.length === 0}
          emptyText={t('activity:admin.empty')}
        >
          {({ data }) => {
            const pages = Math.max(1, Math.ceil(data.total / SECURITY_EVENTS_PAGE_SIZE));
            return (
              <div className="space-y-3">
                <p className="text-sm text-slate-700">{t('activity:admin.total', { count: data.total })}</p>
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[40rem] text-left text-sm">
                    <thead className="text-slate-700">
                      <tr>
                        <th className="py-2 pr-3 font-medium">{t('activity:admin.columns.when')}</th>
                        <th className="py-2 pr-3 font-medium">{t('activity:admin.columns.kind')}</th>
                        <th className="py-2 pr-3 font-medium">{t('activity:admin.columns.account')}</th>
                        <th className="py-2 pr-3 font-medium">{t('activity:admin.columns.network')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200">
                      {data.items.map((item) => (
                        <tr key={item.id}>
                          <td className="py-2 pr-3 whitespace-nowrap">{formatDate(item.createdAt)}</td>
                          <td className="py-2 pr-3">{t(`activity:admin.kinds.${item.kind}`)}</td>
                          <td className="py-2 pr-3 break-all">
                            {item.userEmail ?? t('activity:admin.unknownAccount')}
                          </td>
                          <td className="py-2 pr-3 break-all">{item.ipAddress ?? '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={filter.page <= 1}
                    onClick={() => {
                      setFilter({ ...filter, page: filter.page - 1 });
                    }}
                  >
                    {t('activity:admin.previous')}
                  </Button>
                  <span className="text-sm text-slate-700">
                    {t('activity:admin.pageOf', { page: filter.page, pages })}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={filter.page >= pages}
                    onClick={() => {
                      setFilter({ ...filter, page: filter.page + 1 });
                    }}
                  >
                    {t('activity:admin.next')}
                  </Button>
                </div>
              </div>
            );
          }}
        </LoadStateView>
      </Card>
    </section>
  );
}
