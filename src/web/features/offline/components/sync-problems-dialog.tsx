// The offline actions the server did not apply (spec §4, issue 6 point 3): a record changed or deleted since the
// user read it (a conflict, never silently overwritten) or an action refused for good. For each, what the user
// changed next to what the server has now, and the choice: keep mine (sent again on the current version), keep
// the server's, or drop a refused action.
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import type { QueuedAction } from '../../../lib/offline/queued-action';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { toast } from '../../../lib/toast';
import {
  describeChange,
  describeRecord,
  fieldNamespaceOf,
  formatFieldValue,
  isVersionConflict,
} from '../lib/describe-offline-action';

interface SyncProblemsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export function SyncProblemsDialog({ isOpen, onClose }: SyncProblemsDialogProps) {
  const { t } = useTranslation('offline');
  const { actions } = useOfflineStatus();
  const problems = actions.filter((action) => action.state !== 'pending');

  return (
    <ModalDialog isOpen={isOpen} title={t('problems.title')} onClose={onClose} size="lg">
      <p className="text-sm text-slate-700">{t('problems.intro')}</p>
      {problems.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('problems.empty')}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {problems.map((action) => (
            <ProblemItem key={action.id} action={action} />
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('problems.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function ProblemItem({ action }: { action: QueuedAction }) {
  const { t, i18n } = useTranslation('offline');
  const namespace = fieldNamespaceOf(action.table);
  const { t: tFields } = useTranslation(namespace ?? 'offline', { useSuspense: false });
  const current = action.problem?.current;
  const isConflict = isVersionConflict(action);
  const isChangedElsewhere = isConflict && current !== null && current !== undefined;
  const numberFormat = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const change = describeChange(action, {
    number: (value) => numberFormat.format(value),
    unit: (unit) => i18n.t(`stock:values.unit.${unit}`, { defaultValue: unit }),
  });

  const resolve = async (keepMine: boolean) => {
    const version = isChangedElsewhere ? Number(current.version) : undefined;
    await offlineRuntime.resolve(
      action.id,
      keepMine && version
        ? {
            table: action.table,
            action: action.action,
            command: action.command,
            recordId: action.recordId,
            data: action.data,
            baseVersion: version,
            context: action.context,
          }
        : undefined,
    );
    void toast.success(t('problems.resolved'));
  };

  const reason = !isConflict
    ? t('problems.refused', { message: action.problem?.message ?? '' })
    : isChangedElsewhere
      ? t('problems.changedElsewhere')
      : t('problems.deletedElsewhere');
  const fieldLabel = (key: string) => (namespace ? tFields(`fields.${key}`, { defaultValue: key }) : key);

  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="sync-problem">
      <p className="text-sm font-semibold text-slate-900">
        {t(`problems.tables.${action.table}`)} · {t(change.key, change.values)} ·{' '}
        {describeRecord(action, current)}
      </p>
      <p className="mt-1 text-sm text-red-800">{reason}</p>
      {isChangedElsewhere && action.action === 'update' && (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr className="text-slate-600">
              <th className="py-1 pr-2 font-medium" />
              <th className="py-1 pr-2 font-medium">{t('problems.yourChange')}</th>
              <th className="py-1 font-medium">{t('problems.serverVersion')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(action.data).map(([key, mine]) => (
              <tr key={key} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal text-slate-600">
                  {fieldLabel(key)}
                </th>
                <td className="py-1 pr-2">{formatFieldValue(mine)}</td>
                <td className="py-1">{formatFieldValue(current[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {isChangedElsewhere ? (
          <>
            <Button size="sm" onClick={() => void resolve(true)}>
              {t('problems.keepMine')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => void resolve(false)}>
              {t('problems.keepServer')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => void resolve(false)}>
            {t('problems.dismiss')}
          </Button>
        )}
      </div>
    </li>
  );
}
