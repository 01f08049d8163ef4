import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { LiveFigures } from '../../../components/monitoring/live-figures';
import { MonitoringTabs } from '../../../components/monitoring/monitoring-tabs';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { alertRulesQuery, alertTriggersQuery } from '../api/alerts-api';
import { AlertRuleCard } from '../components/alert-rule-card';
import { AlertRuleForm } from '../components/alert-rule-form';
import { AlertTriggerList } from '../components/alert-trigger-list';

/**
 * /dashboard/monitoring (admin only, issue 20): the alert triggers to acknowledge or resolve first, the live
 * figures the rules are evaluated against, then the rules of monitoring A and B with where each stands, their edit form and notification targets.
 */
export default function MonitoringPage() {
  const { t } = useTranslation(['alerts', 'monitoring', 'metrics']);
  const rules = useQuery(alertRulesQuery);
  const triggers = useQuery(alertTriggersQuery);
  const [isCreating, setIsCreating] = useState(false);

  return (
    <RecordsPageLayout>
      <MonitoringTabs current="monitoring" />
      <RecordsPageHeader title={t('page.title')} subtitle={t('page.subtitle')} isSubtitleHiddenOnPhone />

      <section aria-labelledby="monitoring-triggers-title" className="space-y-3">
        <h2 id="monitoring-triggers-title" className="text-lg font-semibold">
          {t('page.triggersTitle')}
        </h2>
        {triggers.data === undefined ? (
          <LoadStateNotice
            state={
              triggers.isError ? { kind: 'error', message: triggers.error.message } : { kind: 'loading' }
            }
            loadingText={t('page.loading')}
            failedText={t('page.loadFailed')}
            onRetry={() => void triggers.refetch()}
            size="md"
          />
        ) : (
          <AlertTriggerList triggers={triggers.data.triggers} />
        )}
      </section>

      <LiveFigures />

      <section aria-labelledby="monitoring-rules-title" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="monitoring-rules-title" className="text-lg font-semibold">
            {t('page.rulesTitle')}
          </h2>
          {!isCreating && (
            <Button
              size="sm"
              onClick={() => {
                setIsCreating(true);
              }}
            >
              {t('page.newRule')}
            </Button>
          )}
        </div>
        {isCreating && (
          <div className="rounded-lg border border-slate-200 bg-white p-4">
            <AlertRuleForm
              onDone={() => {
                setIsCreating(false);
              }}
            />
          </div>
        )}
        {rules.data === undefined ? (
          <LoadStateNotice
            state={rules.isError ? { kind: 'error', message: rules.error.message } : { kind: 'loading' }}
            loadingText={t('page.loading')}
            failedText={t('page.loadFailed')}
            onRetry={() => void rules.refetch()}
            size="md"
          />
        ) : (
          <ul className="space-y-3">
            {rules.data.rules.map((rule) => (
              <li key={rule.id}>
                <AlertRuleCard rule={rule} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </RecordsPageLayout>
  );
}
