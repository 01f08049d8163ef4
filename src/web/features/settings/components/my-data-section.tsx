import { useState, type ReactNode } from 'react';
import { Database, Download, RotateCcw, Trash2, WifiOff } from 'lucide-react';
import { DATA_EXPORT_INTERVAL_MS } from '../../../../shared/domain/data-rights';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { Button } from '../../../components/ui/button';
import { dateLocale } from '../../../lib/date-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { sessionUserId, useSession } from '../../../lib/session/session-context';
import { AccountDeletionDialog } from './account-deletion-dialog';
import { DataExportDialog } from './data-export-dialog';
import { DataExportList } from './data-export-list';
import { DataResetDialog } from './data-reset-dialog';
import { SettingsSection } from './settings-section';
import { useDataRights } from './use-data-rights';

type OpenDialog = 'export' | 'reset' | 'deletion' | null;

function ActionBlock(props: { heading: string; explanation: string; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold text-slate-900">{props.heading}</h3>
      <p className="text-sm text-slate-700">{props.explanation}</p>
      {props.children}
    </div>
  );
}

/** "Mes données" (issue 21): export, reset, account deletion; each confirmed in a dialog, online only. */
export function MyDataSection() {
  const { t, i18n } = useTranslation('dataRights');
  const { state: session } = useSession();
  const userId = sessionUserId(session);
  const { isOnline } = useOfflineStatus();
  const { state, retry, update } = useDataRights();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => {
    setDialog(null);
  };
  const hasPassword = state.kind === 'loaded' ? state.data.hasPassword : true;
  const nextExportAt = state.kind === 'loaded' ? state.data.nextExportAt : null;
  const whenText = (iso: string) =>
    new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <SettingsSection icon={Database} title={t('title')} description={t('description')}>
      {!isOnline && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('needsNetwork')}
        </p>
      )}
      <ActionBlock heading={t('export.heading')} explanation={t('export.explanation')}>
        <Button
          variant="secondary"
          disabled={!isOnline || state.kind !== 'loaded' || nextExportAt !== null}
          onClick={() => {
            setDialog('export');
          }}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('export.action')}
        </Button>
        {nextExportAt && (
          <p className="text-sm text-slate-700">{t('export.nextAt', { when: whenText(nextExportAt) })}</p>
        )}
        <LoadStateView state={state} loadingText={t('loading')} failedText={t('loadFailed')} onRetry={retry}>
          {({ data }) => <DataExportList exports={data.exports} />}
        </LoadStateView>
      </ActionBlock>
      <ActionBlock heading={t('reset.heading')} explanation={t('reset.explanation')}>
        <Button
          variant="danger"
          disabled={!isOnline}
          onClick={() => {
            setDialog('reset');
          }}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('reset.action')}
        </Button>
      </ActionBlock>
      <ActionBlock heading={t('deletion.heading')} explanation={t('deletion.explanation')}>
        <Button
          variant="danger"
          disabled={!isOnline || state.kind !== 'loaded'}
          onClick={() => {
            setDialog('deletion');
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('deletion.action')}
        </Button>
      </ActionBlock>
      <DataExportDialog
        isOpen={dialog === 'export'}
        hasPassword={hasPassword}
        onClose={close}
        onRequested={(requested) => {
          setDialog(null);
          void toast.success(t('export.requested'));
          update((data) => ({
            ...data,
            nextExportAt: new Date(Date.parse(requested.createdAt) + DATA_EXPORT_INTERVAL_MS).toISOString(),
            exports: [requested, ...data.exports],
          }));
          retry();
        }}
      />
      <DataResetDialog isOpen={dialog === 'reset'} userId={userId} onClose={close} />
      <AccountDeletionDialog
        isOpen={dialog === 'deletion'}
        hasPassword={hasPassword}
        userId={userId}
        onClose={close}
      />
    </SettingsSection>
  );
}
