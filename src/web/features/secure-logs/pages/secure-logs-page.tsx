import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LOG_LEVELS, SECURE_LOG_PAGE_SIZE, type LogLevel } from '../../../../shared/domain/secure-logs';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { MonitoringTabs } from '../../../components/monitoring/monitoring-tabs';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { secureLogPageQuery, useVerifyChain, type TLogScope } from '../api/secure-logs-api';
import { ChainResult } from '../components/chain-result';
import { LogEntries } from '../components/log-entries';
import { LogStatistics } from '../components/log-statistics';

/**
 * /dashboard/secure-logs (issue 20 point 4): the user's secure logs, newest first, pages of 50, filtered by level
 * and source, with their statistics; an admin also reads everyone's (masked) and verifies the chain.
 */
export default function SecureLogsPage() {
  const { t } = useTranslation(['secureLogs', 'monitoring']);
  const { state } = useSession();
  const isAdmin = (state.phase === 'signed-in' || state.phase === 'offline') && state.status.isAdmin;
  const [scope, setScope] = useState<TLogScope>('own');
  const [level, setLevel] = useState<LogLevel | ''>('');
  const [sourceText, setSourceText] = useState('');
  const [page, setPage] = useState(1);
  const source = useDebouncedValue(sourceText, 300);
  const effectiveScope: TLogScope = isAdmin ? scope : 'own';
  const isSourceValid = source.trim() === '' || /^[a-z0-9][a-z0-9_.-]{0,63}$/i.test(source.trim());
  const logs = useQuery({
    ...secureLogPageQuery({ scope: effectiveScope, level, source: isSourceValid ? source : '', page }),
  });
  const verification = useVerifyChain();
  const data = logs.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / SECURE_LOG_PAGE_SIZE)) : 1;
  const isFiltered = level !== '' || source.trim() !== '';

  return (
    <RecordsPageLayout>
      <MonitoringTabs current="secure-logs" />
      <RecordsPageHeader title={t('title')} subtitle={t('intro')} isSubtitleHiddenOnPhone />
      {isAdmin && (
        <div role="group" aria-label={t('scope.label')} className="flex gap-2">
          {(['own', 'all'] as const).map((value) => (
            <Button
              key={value}
              variant={scope === value ? 'primary' : 'secondary'}
              aria-pressed={scope === value}
              onClick={() => {
                setScope(value);
                setPage(1);
              }}
            >
              {t(`scope.${value}`)}
            </Button>
          ))}
        </div>
      )}
      <section aria-labelledby="secure-logs-list" className="space-y-3">
        <h2 id="secure-logs-list" className="sr-only">
          {t('title')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
          <SelectField
            id="secure-logs-level"
            name="level"
            label={t('filters.level')}
            value={level}
            emptyOption={t('filters.allLevels')}
            options={LOG_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }))}
            onChange={(event) => {
              setLevel(event.target.value as LogLevel | '');
              setPage(1);
            }}
            className="sm:w-56"
          />
          <TextField
            id="secure-logs-source"
            name="source"
            label={t('filters.source')}
            value={sourceText}
            optionalText=""
            isRequired={false}
            placeholder={t('filters.sourceHint')}
            error={isSourceValid ? undefined : t('validation.sourceInvalid')}
            onChange={(event) => {
              setSourceText(event.target.value);
              setPage(1);
            }}
            className="sm:w-56"
          />
        </div>
        {data === undefined ? (
          <LoadStateNotice
            state={logs.isError ? { kind: 'error', message: logs.error.message } : { kind: 'loading' }}
            loadingText={t('title')}
            failedText={t('title')}
            onRetry={() => void logs.refetch()}
            size="md"
          />
        ) : data.logs.length === 0 ? (
          <p className="text-slate-700">{t(isFiltered ? 'emptyFiltered' : 'empty')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t('total', { count: data.total })}
            </p>
            <LogEntries logs={data.logs} isAdminView={effectiveScope === 'all'} />
            {pages > 1 && (
              <nav className="flex items-center justify-between gap-2" aria-label={t('pager.label')}>
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => {
                    setPage((current) => current - 1);
                  }}
                >
                  {t('pager.previous')}
                </Button>
                <span className="text-sm text-slate-700">{t('pager.position', { page, pages })}</span>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => {
                    setPage((current) => current + 1);
                  }}
                >
                  {t('pager.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
      <LogStatistics scope={effectiveScope} />
      {isAdmin && (
        <Card className="space-y-3 p-4">
          <h2 className="text-lg font-semibold text-slate-900">{t('verify.title')}</h2>
          <p className="text-sm text-slate-700">{t('verify.intro')}</p>
          <Button
            disabled={verification.isPending}
            onClick={() => {
              verification.mutate();
            }}
          >
            {verification.isPending ? t('verify.running') : t('verify.button')}
          </Button>
          {verification.isError && (
            <p role="alert" className="text-sm text-red-700">
              {verification.error.message}
            </p>
          )}
          {verification.data && <ChainResult result={verification.data} />}
        </Card>
      )}
    </RecordsPageLayout>
  );
}
